/**
 * Whether a profile may be added: its name must be a valid profile name
 * that a file can carry, and the same rules across profiles as the build
 * must hold with it.
 */
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { nameSchema } from '../schemas/user.ts';
import type { ContentIssue } from '../content/issues.ts';
import type { Limits } from '../schemas/limits.ts';
import type { ProfileIdentity } from '../content/profile.ts';
import { contentFolderProblem, isHiddenName, USERS_FOLDER_LINK } from '../content/profile-files.ts';
import { checkAcrossProfiles } from '../content/rules.ts';
import { loadSite } from '../content/site.ts';

/**
 * The problems a new profile would bring, or none.
 *
 * @example
 * checkNewProfile({ file: 'content/users/robin.md', id, name: 'robin' }, site.identities) // []
 */
export function checkNewProfile(profile: { file: string; id: string; name: string }, existing: readonly ProfileIdentity[]): ContentIssue[] {
	const valid = nameSchema.safeParse(profile.name);
	if (!valid.success) return [{ file: profile.file, path: 'name', message: `the name "${profile.name}" ${valid.error.issues[0]!.message}` }];
	if (isHiddenName(profile.name)) {
		return [{ file: profile.file, path: 'name', message: `the name "${profile.name}" starts with "${profile.name[0]}", and such files are skipped (drafts, templates): choose another name` }];
	}
	// Importing a User that is already here: it is that profile, not a clash with it.
	const same = existing.find((other) => other.user.id === profile.id);
	if (same) {
		const under = same.user.name === profile.name ? '' : ` under the name "${same.user.name}"`;
		return [
			{
				file: same.file,
				path: '',
				message: `this profile (ID ${profile.id}) exists already${under}: to update it, edit this file, or delete it and run the import again`,
			},
		];
	}
	// The file does not exist yet: its problems have no line.
	const identity: ProfileIdentity = { file: profile.file, user: { id: profile.id, name: profile.name }, locate: () => undefined, nameLine: 0 };
	return checkAcrossProfiles([...existing, identity], { rename: 'choose another name' }).filter(
		(issue) => issue.file === profile.file || issue.message.includes(profile.file),
	);
}

/**
 * Adds a profile file to `<contentDir>/users/` (for `new` and `import`):
 * checks the name and ID against the site as the build would, refuses to
 * overwrite, and writes nothing unless all is well.
 *
 * @example
 * const { file, issues } = await addProfileFile({ contentDir, cwd, id, name: 'robin', extension: 'md', text });
 */
export async function addProfileFile(options: {
	contentDir: string;
	cwd: string;
	id: string;
	name: string;
	extension: 'md' | 'json';
	text: string;
	/** The site's limits, as the build applies them to the existing profiles. */
	limits?: Partial<Limits> | undefined;
}): Promise<{ file: string; issues: ContentIssue[] }> {
	const { contentDir, cwd, id, name, extension, text, limits } = options;
	const usersDir = join(contentDir, 'users');
	// As typed: a name like "../x" must show as itself, not as a resolved path.
	const file = `${relative(cwd, usersDir).split(sep).join('/')}/${name}.${extension}`;
	// Other profiles' problems do not stop a new one, but a content folder
	// or users/ that is a link (a checked-out pull request may hold one)
	// does: the file would be written wherever the link points.
	const display = (path: string) => relative(cwd, path).split(sep).join('/');
	const linked = await contentFolderProblem(contentDir, cwd);
	if (linked) return { file, issues: [{ file: display(contentDir), path: '', message: linked }] };
	if ((await lstat(usersDir).catch(() => undefined))?.isSymbolicLink()) {
		return { file, issues: [{ file: display(usersDir), path: '', message: USERS_FOLDER_LINK }] };
	}
	const site = await loadSite(contentDir, { cwd, limits });
	const issues = checkNewProfile({ file, id, name }, site.identities);
	if (issues.length) return { file, issues };
	const failed = (error: unknown) => {
		const { code, message } = error as NodeJS.ErrnoException;
		return { file, issues: [{ file, path: '', message: `could not be written (${code ?? message}): check that ${display(usersDir)} is a folder you may write to` }] };
	};
	try {
		await mkdir(usersDir, { recursive: true });
	} catch (error) {
		return failed(error);
	}
	try {
		// The name passed the checks, so the path stays in users/; `wx` never overwrites.
		await writeFile(join(usersDir, `${name}.${extension}`), text, { flag: 'wx' });
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { file, issues: [{ file, path: '', message: 'already exists: edit it instead' }] };
		return failed(error);
	}
	return { file, issues: [] };
}
