/**
 * The profile files as written, for the browser editor (the `editSources`
 * option): one small JSON file per profile beside the editor page, holding
 * the file's path in the repository and its text, so the editor changes only
 * what the member changed. JSON, never HTML: hosts serve it as
 * application/json (with nosniff, hosting/host-files.ts), and every `<` is
 * escaped as `\u003c`, so no browser can take it for a page.
 */
import { join } from 'node:path';
import { editSourceFile } from '../addresses/urls.ts';
import type { SiteUser } from '../model/site-model.ts';
import { readRegularFileSync } from '../utils/regular-file.ts';

/** One profile whose file the site publishes for the editor. */
interface EditSource {
	user: string;
	/** A member's ID; left out for a user. */
	memberId?: string | undefined;
	/** The file from the project's root, as its edit links name it (`content/users/robin.md`). */
	file: string;
}

/** What the editor reads at editSourcePath: the file's path and its text. */
interface PublishedSource {
	file: string;
	text: string;
}

/**
 * Every user and member of the model, in order: names and paths only, so
 * the texts are read one at a time as they are written.
 *
 * @example
 * editSourcesOf(site.model) // [{ user: 'robin', file: 'content/users/robin.md' }, …]
 */
export function editSourcesOf(profiles: readonly SiteUser[]): EditSource[] {
	return profiles.flatMap((profile) => [
		{ user: profile.user.name, file: slashes(profile.file) },
		...profile.members.map((member) => ({
			user: profile.user.name,
			memberId: member.user.id,
			file: slashes(member.file),
		})),
	]);
}

/** A file's path with `/` between folders, as edit links name it. */
export const slashes = (file: string) => file.replace(/\\/g, '/');

/**
 * The editor's files for `sources`, each read from `cwd` as it is asked for
 * (checked files, read again: at most `maxBytes`, never through a link); a
 * file that cannot be read again is left out, and the editor starts from
 * the published profile for it.
 *
 * @example
 * [...editSourceFiles([{ user: 'robin', file: 'content/users/robin.md' }], root, 65536)]
 * // [['edit/source/users/robin.json', '{"file":"content/users/robin.md","text":"---\nid: …"}']]
 */
export function* editSourceFiles(
	sources: Iterable<EditSource>,
	cwd: string,
	maxBytes: number,
): Generator<[string, string]> {
	for (const source of sources) {
		const read = readRegularFileSync(join(cwd, source.file), maxBytes);
		if (!read.ok) continue;
		yield [editSourceFile(source), editSourceBody(source.file, read.bytes.toString('utf8'))];
	}
}

/**
 * One editor file's body: JSON in which no `<` appears.
 *
 * @example
 * editSourceBody('content/users/robin.md', '---\nbio: <b>\n---\n')
 * // '{"file":"content/users/robin.md","text":"---\\nbio: \\u003cb>\\n---\\n"}'
 */
export function editSourceBody(file: string, text: string): string {
	const body: PublishedSource = { file, text };
	// `<` appears only inside strings, where \u003c means the same.
	return JSON.stringify(body).replace(/</g, '\\u003c');
}
