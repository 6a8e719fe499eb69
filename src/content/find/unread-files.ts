/**
 * Files in the content folders that hold a profile but are never read: saved
 * as `jo.yaml`, `jo.txt` or `jo.markdown`, put in `content/` or `content/user/`
 * instead of `content/users/`. Each is named with the name it should have,
 * so a profile is never silently left out of the site.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { suggest } from '../../utils/suggest.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../../schemas/check-words.ts';
import { isHiddenName, PROFILE_FILE } from './profile-files.ts';

/** A problem at a path relative to the folder it was found in. */
interface UnreadFile {
	path: string;
	message: string;
}

/** Extensions people give a profile that the reader does not read: always reported. */
const PROFILE_LIKE = /\.(ya?ml|markdown|mdown|mkdn?|mdx|mdwn|jsonc|json5)$/i;
/**
 * Extensions of plain text that may or may not be a profile: reported when the text looks like
 * one.
 */
const MAYBE_TEXT = /(?:\.(txt|text)|^[^.]+)$/i;
/** How much of a file is looked at to tell whether it is a profile. */
const SNIFF_BYTES = 16 * 1024;

/** Folder names people use for profiles instead of users/. */
const FOLDER_MISTAKES = ['user', 'profiles', 'profile', 'people', 'members'];

/** Whether a file's start reads as a profile: front matter, a JSON object, or an `id:` line. */
export function looksLikeProfile(text: string): boolean {
	return (
		/^\uFEFF?\s*(?:---[ \t]*\r?\n|\{)/.test(text) ||
		/^id[ \t]*:/m.test(text) ||
		/"id"\s*:/.test(text)
	);
}

/**
 * The name a profile file should have: its extension replaced by .md (or
 * .json for JSON), and for text that is YAML without fences, what to add.
 *
 * @example
 * profileNameFor('jo.yaml', 'id: x') // { name: 'jo.md', fences: true }
 */
export function profileNameFor(fileName: string, text: string): { name: string; fences: boolean } {
	const json = /^\uFEFF?\s*\{/.test(text) || /\.json[c5]$/i.test(fileName);
	// jo.md.txt → jo.md; jo.yaml → jo.md; jo → jo.md.
	const stem = fileName.replace(/\.[^.]*$/, '').replace(PROFILE_FILE, '') || fileName;
	return {
		name: `${stem}.${json ? 'json' : 'md'}`,
		fences: !json && !/^\uFEFF?\s*---[ \t]*\r?\n/.test(text),
	};
}

/**
 * The files under users/ (`files`, relative to it) that are not read as
 * profiles but hold one, each with the name it should have. `read` gives a
 * file's text (bounded), or undefined when it cannot be read.
 */
export async function unreadProfileFiles(
	files: readonly string[],
	read: (path: string) => Promise<string | undefined>,
	words: CheckWords = ENGLISH_CHECK,
): Promise<UnreadFile[]> {
	const problems: UnreadFile[] = [];
	for (const path of files) {
		const segments = path.split('/');
		if (segments.some(isHiddenName)) continue;
		const fileName = segments.at(-1)!;
		if (PROFILE_FILE.test(fileName)) continue;
		// Only where a profile could be: users/<name>, users/<name>/index,
		// users/<user>/members/<name>(/index).
		const place =
			segments.length === 1 ||
			(segments.length === 2 && /^index\./i.test(fileName)) ||
			(segments.length === 3 && segments[1] === 'members') ||
			(segments.length === 4 && segments[1] === 'members' && /^index\./i.test(fileName));
		if (!place) continue;
		const sure = PROFILE_LIKE.test(fileName);
		if (!sure && !MAYBE_TEXT.test(fileName)) continue;
		const text = await read(path);
		if (text === undefined || (!sure && !looksLikeProfile(text))) continue;
		const { name, fences } = profileNameFor(fileName, text);
		const renamed = [...segments.slice(0, -1), name].join('/');
		const rule = fences ? 'check.unreadExtensionFences' : 'check.unreadExtension';
		problems.push({ path, message: say(words, rule, { fix: renamed }) });
	}
	return problems;
}

/**
 * Profiles put beside users/ instead of in it: folders named like it
 * (`user/`, `Users/`, `profiles/`) and profile files at the top of the
 * content folder, each with where it belongs. Paths are relative to the
 * content folder.
 */
export async function misplacedProfiles(
	contentDir: string,
	read: (path: string) => Promise<string | undefined>,
	words: CheckWords = ENGLISH_CHECK,
): Promise<UnreadFile[]> {
	let entries;
	try {
		entries = await readdir(contentDir, { withFileTypes: true });
	} catch {
		return [];
	}
	const problems: UnreadFile[] = [];
	for (const entry of entries.slice(0, 1000)) {
		const name = entry.name;
		if (name === 'users' || isHiddenName(name)) continue;
		if (entry.isDirectory()) {
			if (
				name.toLowerCase() === 'users' ||
				FOLDER_MISTAKES.includes(name.toLowerCase()) ||
				suggest(name, ['users']) === 'users'
			) {
				const rule =
					name.toLowerCase() === 'users' ? 'check.unreadFolderCase' : 'check.unreadFolder';
				problems.push({ path: name, message: say(words, rule, { folder: name }) });
			}
			continue;
		}
		if (!entry.isFile() || !(PROFILE_FILE.test(name) || PROFILE_LIKE.test(name))) continue;
		const text = await read(name);
		if (text === undefined || !looksLikeProfile(text)) continue;
		const file = PROFILE_FILE.test(name) ? name : profileNameFor(name, text).name;
		problems.push({ path: name, message: say(words, 'check.unreadTop', { fix: file }) });
	}
	return problems;
}

/**
 * A file's first bytes as text, for telling whether it is a profile: opened
 * without following a link or waiting on a pipe, and read no further than
 * SNIFF_BYTES. Undefined when it is not a regular file or cannot be read.
 */
export async function sniff(path: string): Promise<string | undefined> {
	let fd: number | undefined;
	try {
		fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
		if (!fstatSync(fd).isFile()) return undefined;
		const buffer = Buffer.alloc(SNIFF_BYTES);
		const length = readSync(fd, buffer, 0, SNIFF_BYTES, 0);
		return buffer.toString('utf8', 0, length);
	} catch {
		return undefined;
	} finally {
		if (fd !== undefined) closeSync(fd);
	}
}
