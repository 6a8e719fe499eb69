/**
 * Finding and reading profile files without trusting them. A pull request
 * decides what sits under users/: a symlink to /proc/self/environ or to a
 * file outside content/, a FIFO that never ends, /dev/zero, a 1 GB file, a
 * name that is not UTF-8. Profiles are read only from regular files inside
 * the folder, looked at with lstat before any read, opened without
 * following links or blocking, and read no further than the size limit.
 */
import { lstat, readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { formatBytes } from '../../utils/bytes.ts';
import { readRegularFileSync } from '../../utils/regular-file.ts';
import {
	ENGLISH_CHECK,
	KIND_KEYS,
	say,
	type CheckKey,
	type CheckWords,
} from '../../schemas/check-words.ts';

/** What a walk of users/ found: every file, which of them are symlinks, and names it cannot use. */
interface UsersListing {
	/** Every entry that is not a folder, as `/`-separated paths relative to users/. */
	files: string[];
	/** The entries among `files` that are symbolic links. */
	links: string[];
	/** Entries whose names are not UTF-8 (shown with `\xNN` for each bad byte). */
	problems: { path: string; message: string }[];
}

/**
 * Why a users/ folder that is a symbolic link is refused: whatever it points to would be read (and
 * written, by `new`).
 */
export const USERS_FOLDER_LINK =
	'the profiles folder is a symbolic link; it must be a real folder inside the content folder: replace the link with the folder';

/**
 * How deep the walk of users/ goes: a profile sits at most three folders
 * down (<user>/members/<name>/index.md), so deeper folders hold only assets
 * or mistakes, and a
 * pull request can nest thousands (the path outgrows what the system opens).
 */
export const MAX_WALK_DEPTH = 8;

/**
 * How many files and folders the walk of users/ reads at most: a hundred
 * times the largest site the benchmark builds (10,000 profiles), and a
 * bound on the memory and time a crafted tree of millions can take.
 */
export const MAX_WALK_ENTRIES = 1_000_000;

/**
 * Whether a file or folder name under users/ is hidden: starting with `_`
 * (drafts, templates) or `.`, it is never a profile, and a hidden folder is
 * not walked.
 *
 * @example
 * isHiddenName('_drafts') // true
 * isHiddenName('robin.md') // false
 */
export function isHiddenName(name: string): boolean {
	return name.startsWith('_') || name.startsWith('.');
}

// A name that is not UTF-8 comes as bytes; its first byte, read as latin1, is `_` or `.` as in a
// string.
const isHidden = (name: string | Buffer) =>
	isHiddenName(typeof name === 'string' ? name : name.toString('latin1', 0, 1));

/** A profile file's extension: `<name>.md` or `<name>.json`, in any case. */
export const PROFILE_FILE = /\.(md|json)$/i;

/**
 * Whether a file name is the profile of its folder (`<name>/index.md|json`).
 *
 * @example
 * isIndexFile('INDEX.json') // true
 * isIndexFile('about.md') // false
 */
export function isIndexFile(fileName: string): boolean {
	return /^index\.(md|json)$/i.test(fileName);
}

// ignoreBOM keeps a leading U+FEFF in a name: dropping it would name another file.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Lists users/ without following symlinks (a linked folder is listed as a
 * link, not walked) and without recursion, `bounds.depth` folders deep and
 * `bounds.entries` entries at most (each a problem when passed). Undefined
 * when users/ itself is missing; an error message when it is not a real folder.
 *
 * @example
 * await listUsersFolder('/site/content/users') // { files: ['kit/index.md', 'robin.md'], links: [], problems: [] }
 */
export async function listUsersFolder(
	usersDir: string,
	bounds = { depth: MAX_WALK_DEPTH, entries: MAX_WALK_ENTRIES },
): Promise<UsersListing | { error: string } | undefined> {
	try {
		const info = await lstat(usersDir);
		if (info.isSymbolicLink()) return { error: USERS_FOLDER_LINK };
		if (!info.isDirectory()) return undefined;
	} catch {
		return undefined;
	}
	const listing: UsersListing = { files: [], links: [], problems: [] };
	const folders = [''];
	let entriesSeen = 0;
	while (folders.length) {
		const folder = folders.pop()!;
		const depth = folder ? folder.split('/').length : 0;
		if (depth > bounds.depth) {
			listing.problems.push({
				path: folder,
				message: `folders nest more than ${bounds.depth} levels deep in the profiles folder; a profile needs one (<name>/index.md beside its avatar): move the files up and remove the extra folders`,
			});
			continue;
		}
		let entries;
		try {
			entries = await readdir(join(usersDir, folder), { withFileTypes: true, encoding: 'buffer' });
		} catch (error) {
			listing.problems.push({
				path: folder,
				message: `could not be read: ${(error as Error).message}`,
			});
			continue;
		}
		entriesSeen += entries.length;
		if (entriesSeen > bounds.entries) {
			listing.problems.push({
				path: '',
				message: `the profiles folder holds more than ${bounds.entries.toLocaleString('en-US')} files and folders, so it was not read to the end; a site holds one file or folder per profile: remove what is not a profile`,
			});
			return listing;
		}
		for (const entry of entries) {
			let name: string;
			try {
				name = strictUtf8.decode(entry.name);
			} catch {
				if (isHidden(entry.name)) continue;
				const path = folder ? `${folder}/${showBytes(entry.name)}` : showBytes(entry.name);
				listing.problems.push({
					path,
					message:
						'the name is not valid UTF-8; file and folder names must be UTF-8 text: rename it',
				});
				continue;
			}
			const path = folder ? `${folder}/${name}` : name;
			if (entry.isDirectory()) {
				if (!isHidden(name)) folders.push(path);
				continue;
			}
			if (entry.isSymbolicLink()) listing.links.push(path);
			listing.files.push(path);
		}
	}
	return listing;
}

/**
 * Why the content folder cannot be trusted, if it cannot: it, or a folder
 * between `root` and it, is a symbolic link. A pull request can replace
 * content/ with a link to /, /proc/self or any folder on the build machine,
 * and the site would publish whatever profiles and images lie there. The
 * folders above `root` (and CONTENT_DIR outside the project, which only an
 * operator sets) are the machine's own and may be links; the content
 * folder itself never. Undefined when it is fine or missing (users/ being
 * missing is reported next).
 *
 * @example
 * await contentFolderProblem('/site/content', '/site') // undefined
 * // with content/ a link to /: 'is a symbolic link; the content folder … must be real folders …'
 */
export async function contentFolderProblem(
	contentDir: string,
	root: string,
): Promise<string | undefined> {
	const inside = relative(root, contentDir);
	const steps = inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside.split(sep) : [];
	// Each folder from the project down, then the content folder itself whatever its place.
	const paths = steps.map((_, index) => join(root, ...steps.slice(0, index + 1)));
	if (!paths.length) paths.push(contentDir);
	for (const path of paths) {
		try {
			if (!(await lstat(path)).isSymbolicLink()) continue;
		} catch {
			return undefined;
		}
		const what =
			path === contentDir
				? 'is a symbolic link'
				: `is inside "${relative(root, path).split(sep).join('/')}", a symbolic link`;
		return `${what}; the content folder and the folders above it in the project must be real folders, since a link could point anywhere on the machine (links are not followed): replace the link with the folder, or set CONTENT_DIR to the real path`;
	}
	return undefined;
}

/** A profile file's text, or why it cannot be read (with the line, when the problem has one). */
export type FileText =
	{ ok: true; text: string } | { ok: false; message: string; line?: number | undefined };

/**
 * Reads a profile file if it is a regular file (not a symlink, FIFO,
 * device or socket) of at most `maxBytes` bytes in UTF-8 (see readRegularFile).
 *
 * @example
 * readProfileFile('/site/content/users/robin.md', DEFAULT_LIMITS.fileBytes) // { ok: true, text: '---\nid: …' }
 */
export function readProfileFile(
	path: string,
	maxBytes: number,
	words: CheckWords = ENGLISH_CHECK,
): FileText {
	const read = readRegularFileSync(path, maxBytes);
	const problem = (key: CheckKey, values: Record<string, string> = {}): FileText => ({
		ok: false,
		message: say(words, key, values),
	});
	if (read.ok) return decodeProfileText(read.bytes, words);
	if ('kind' in read)
		return read.kind === 'a symbolic link'
			? problem('check.fileSymlink')
			: problem('check.fileNotRegular', { kind: say(words, KIND_KEYS[read.kind]) });
	if ('size' in read)
		return problem('check.fileTooLarge', {
			size: formatBytes(read.size, { exact: true }),
			max: formatBytes(maxBytes, { exact: true }),
		});
	if ('changed' in read) return problem('check.fileChanged');
	return problem('check.fileUnreadable', { error: read.error.message });
}

const BOMS: [bytes: number[], encoding: string][] = [
	// UTF-32 LE first: its mark starts with UTF-16 LE's.
	[[0xff, 0xfe, 0x00, 0x00], 'UTF-32'],
	[[0x00, 0x00, 0xfe, 0xff], 'UTF-32'],
	[[0xff, 0xfe], 'UTF-16'],
	[[0xfe, 0xff], 'UTF-16'],
];

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A file's bytes as text, refusing what is not UTF-8 rather than turning it
 * into U+FFFD (a UTF-16 file would otherwise read as a profile without an
 * ID). A UTF-8 byte-order mark is dropped.
 *
 * @example
 * decodeProfileText(Buffer.from([0x69, 0x64, 0xff])) // { ok: false, line: 1, message: 'not valid UTF-8 (byte 3 / line 1): …' }
 */
export function decodeProfileText(bytes: Uint8Array, words: CheckWords = ENGLISH_CHECK): FileText {
	for (const [mark, encoding] of BOMS) {
		if (mark.every((byte, index) => bytes[index] === byte)) {
			return {
				ok: false,
				line: 1,
				message: say(words, 'check.fileBom', { encoding }),
			};
		}
	}
	try {
		return { ok: true, text: utf8.decode(bytes) };
	} catch {
		const offset = invalidUtf8Offset(bytes);
		let line = 1;
		for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
		return {
			ok: false,
			line,
			message: say(words, 'check.fileUtf8', { byte: String(offset + 1), line: String(line) }),
		};
	}
}

/**
 * Offset of the first byte that does not start a well-formed UTF-8
 * sequence (the WHATWG rules TextDecoder applies: no overlong forms, no
 * surrogates, nothing past U+10FFFF), or -1. TextDecoder says only that
 * there is one; people need to know where. Fed a byte at a time, it gives
 * nothing back while a sequence is open, so the bad sequence starts right
 * after the last byte that gave text. Linear.
 */
function invalidUtf8Offset(bytes: Uint8Array, from = 0): number {
	const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
	let start = from;
	try {
		for (let at = from; at < bytes.length; at++)
			if (decoder.decode(bytes.subarray(at, at + 1), { stream: true })) start = at + 1;
		decoder.decode();
		return -1;
	} catch {
		return start;
	}
}

/** Bytes as text, each byte of a malformed sequence shown as `\xNN`. */
function showBytes(bytes: Uint8Array): string {
	let out = '';
	let start = 0;
	while (start < bytes.length) {
		const bad = invalidUtf8Offset(bytes, start);
		const end = bad === -1 ? bytes.length : bad;
		out += new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(start, end));
		if (bad === -1) break;
		out += `\\x${bytes[bad]!.toString(16).padStart(2, '0')}`;
		start = bad + 1;
	}
	return out;
}
