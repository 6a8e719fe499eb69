/**
 * Moving a user's profile from `users/<name>.md|json` to the folder form
 * `users/<name>/index.md|json`, which a user with members needs (members
 * live in `users/<name>/members/`). The file's text moves unchanged except
 * for the local paths it names (its avatar, its own flags' images), which
 * are relative to the file: each is rewritten so it still names the same
 * image (the images stay where they are, so no other profile that shows one
 * is broken).
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
	/** The own flag images' paths before and after, in the flags' order, when any had to change. */
	flags?: { from: string; to: string }[] | undefined;
}

/** A local path the file names (its avatar, an own flag's image): where it is and what it says. */
interface NamedPath {
	at: (string | number)[];
	/** The key its value is written after, on its line. */
	key: string;
	from: string;
	to: string;
}

/**
 * Plans the move of a flat profile file (`robin.md`, relative to users/)
 * into its folder: the new path and text, every local path it names (its
 * avatar, its own flags' images) rewritten to name the same image. An error
 * message when a path cannot be rewritten safely (then nothing should move).
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
	const paths = read.ok ? namedPaths(read.source.data, name) : [];
	// No local path, or only ones the check refuses anyway (absolute, a URL, not text): nothing to
	// keep pointing right.
	if (!read.ok || paths.length === 0) return { to, text };
	const rewritten = rewritePaths(text, paths, read.source.locate, read.source.kind === 'json');
	const check = rewritten === undefined ? undefined : readProfileSource(to, rewritten);
	// The rewrite is kept only if the file reads back as before with just those paths changed.
	if (rewritten === undefined || !check?.ok || !sameExceptPaths(read.source, check.source, paths)) {
		const kind = (path: NamedPath) => (path.at[0] === 'avatar' ? 'avatar' : 'flag image');
		const what = paths.map((path) => `${kind(path)} path "${path.from}"`).join(' and ');
		const fix = paths.map((path) => `"${path.to}"`).join(' and ');
		const [verb, them] = paths.length > 1 ? ['are', 'they'] : ['is', 'it'];
		return {
			error: `its ${what} ${verb} relative to the file, and ${them} could not be rewritten for the folder form: move the file to ${to} yourself and change ${paths.length > 1 ? 'them' : 'the path'} to ${fix}`,
		};
	}
	const avatar = paths.find((path) => path.at[0] === 'avatar');
	const flags = paths.filter((path) => path.at[0] === 'flags');
	return {
		to,
		text: rewritten,
		...(avatar ? { avatar: { from: avatar.from, to: avatar.to } } : {}),
		...(flags.length ? { flags: flags.map(({ from, to: moved }) => ({ from, to: moved })) } : {}),
	};
}

/** The local paths a profile's data names: its avatar, then each own flag's image. */
function namedPaths(data: unknown, name: string): NamedPath[] {
	if (!isObject(data)) return [];
	const found: NamedPath[] = [];
	const add = (value: unknown, at: (string | number)[], key: string) => {
		if (typeof value !== 'string' || posix.isAbsolute(value) || /^[a-z]+:/i.test(value)) return;
		const relative = posix.relative(name, posix.normalize(value));
		found.push({
			at,
			key,
			from: value,
			to: relative.startsWith('../') ? relative : `./${relative}`,
		});
	};
	add(data['avatar'], ['avatar'], 'avatar');
	const flags = data['flags'];
	if (Array.isArray(flags))
		flags.forEach((flag, index) => {
			if (isObject(flag)) add(flag['image'], ['flags', index, 'image'], 'image');
		});
	return found;
}

/**
 * The text with each path's value replaced on its line: the first time the
 * value is written, as the file writes it, after its key (and after the
 * paths before it on the same line, for a list written on one line).
 */
function rewritePaths(
	text: string,
	paths: readonly NamedPath[],
	locate: (path: (string | number)[]) => number | undefined,
	json: boolean,
): string | undefined {
	const lines = text.split('\n');
	const after = new Map<number, number>();
	for (const path of paths) {
		const line = locate(path.at);
		const current = line === undefined ? undefined : lines[line - 1];
		if (line === undefined || current === undefined) return undefined;
		const keyPattern = new RegExp(`(["']?)${path.key}\\1\\s*:`, 'g');
		keyPattern.lastIndex = after.get(line) ?? 0;
		const key = keyPattern.exec(current);
		if (!key) return undefined;
		const [written, replacement] = json
			? [JSON.stringify(path.from), JSON.stringify(path.to)]
			: [path.from, path.to];
		const at = current.indexOf(written, key.index + key[0].length);
		if (at === -1) return undefined;
		lines[line - 1] = `${current.slice(0, at)}${replacement}${current.slice(at + written.length)}`;
		after.set(line, at + replacement.length);
	}
	return lines.join('\n');
}

function sameExceptPaths(
	before: { data: unknown; body?: string | undefined },
	after: { data: unknown; body?: string | undefined },
	paths: readonly NamedPath[],
): boolean {
	if (before.body !== after.body) return false;
	const expected: unknown = structuredClone(before.data);
	for (const path of paths) {
		let node = expected as Record<string | number, unknown>;
		for (const key of path.at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
		node[path.at.at(-1)!] = path.to;
	}
	return JSON.stringify(expected) === JSON.stringify(after.data);
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
