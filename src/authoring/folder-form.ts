/**
 * Moving a user's profile from `users/<name>.md|json` to the folder form
 * `users/<name>/index.md|json`, which a user with members needs (members
 * live in `users/<name>/members/`). The file's text moves unchanged except
 * for a local avatar's path, which is relative to the file: it is rewritten
 * so it still names the same image (the image itself stays where it is, so
 * no other profile that shows it is broken).
 */
import { posix } from 'node:path';
import { readProfileSource } from '../content/read/reader.ts';

/** What moving one profile file into its folder changes. */
export interface FolderMove {
	/** The index file's path, relative to users/ (`robin/index.md`). */
	to: string;
	/** The text to write there. */
	text: string;
	/** The local avatar's path before and after, when it had to change. */
	avatar?: { from: string; to: string } | undefined;
}

/**
 * Plans the move of a flat profile file (`robin.md`, relative to users/)
 * into its folder: the new path and text. An error message when the avatar
 * path cannot be rewritten safely (then nothing should move).
 *
 * @example
 * folderMove('robin.md', '---\nid: d4gn7g3p38l77tn1edd0\navatar: ./robin.png\n---\n')
 * // { to: 'robin/index.md', text: '---\nid: …\navatar: ../robin.png\n---\n', avatar: { from: './robin.png', to: '../robin.png' } }
 */
export function folderMove(file: string, text: string): FolderMove | { error: string } {
	const extension = file.slice(file.lastIndexOf('.') + 1);
	const name = file.slice(0, file.lastIndexOf('.'));
	const to = `${name}/index.${extension}`;
	const read = readProfileSource(file, text);
	const avatar = read.ok && isObject(read.source.data) ? read.source.data['avatar'] : undefined;
	// No local avatar, or one the check refuses anyway (absolute, a URL, not text): nothing to keep
	// pointing right.
	if (
		!read.ok ||
		typeof avatar !== 'string' ||
		posix.isAbsolute(avatar) ||
		/^[a-z]+:/i.test(avatar)
	)
		return { to, text };
	const relative = posix.relative(name, posix.normalize(avatar));
	const moved = relative.startsWith('../') ? relative : `./${relative}`;
	const rewritten = rewriteAvatar(
		text,
		read.source.locate(['avatar']),
		avatar,
		moved,
		read.source.kind === 'json',
	);
	const check = rewritten === undefined ? undefined : readProfileSource(to, rewritten);
	// The rewrite is kept only if the file reads back as before with just the avatar changed.
	if (
		rewritten === undefined ||
		!check?.ok ||
		!sameExceptAvatar(read.source, check.source, moved)
	) {
		return {
			error: `its avatar path "${avatar}" is relative to the file, and it could not be rewritten for the folder form: move the file to ${to} yourself and change the path to "${moved}"`,
		};
	}
	return { to, text: rewritten, avatar: { from: avatar, to: moved } };
}

/**
 * The text with the avatar's value on its line replaced: the first time the
 * value is written, as the file writes it, after the `avatar` key.
 */
function rewriteAvatar(
	text: string,
	line: number | undefined,
	from: string,
	to: string,
	json: boolean,
): string | undefined {
	if (!line) return undefined;
	const lines = text.split('\n');
	const current = lines[line - 1];
	if (current === undefined) return undefined;
	const key = /(["']?)avatar\1\s*:/.exec(current);
	if (!key) return undefined;
	const [written, replacement] = json ? [JSON.stringify(from), JSON.stringify(to)] : [from, to];
	const at = current.indexOf(written, key.index + key[0].length);
	if (at === -1) return undefined;
	lines[line - 1] = `${current.slice(0, at)}${replacement}${current.slice(at + written.length)}`;
	return lines.join('\n');
}

function sameExceptAvatar(
	before: { data: unknown; body?: string | undefined },
	after: { data: unknown; body?: string | undefined },
	avatar: string,
): boolean {
	if (!isObject(before.data) || !isObject(after.data) || after.data['avatar'] !== avatar)
		return false;
	return (
		before.body === after.body &&
		JSON.stringify({ ...before.data, avatar }) === JSON.stringify(after.data)
	);
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
