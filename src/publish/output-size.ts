/**
 * What a build wrote, counted the way hosts count it: files, folders, bytes,
 * the largest file and the fullest folder. countOutput reads a whole output
 * folder (the benchmark, and anything that only has the folder);
 * countWritten counts from what the build itself wrote and linked, reading
 * the folder only for what it did not write (Astro's bundled assets, the
 * copy of public/): at 10,000 profiles that spares a stat of 90,000 files.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** The counts of one output folder (see hosting/host-capacity.ts, which checks them). */
export interface OutputCount {
	files: number;
	/** Folders below the output folder, not counting it. */
	folders: number;
	bytes: number;
	largestFile: { path: string; bytes: number } | undefined;
	/** `''` is the output folder itself. */
	fullestFolder: { path: string; entries: number } | undefined;
	/** Every file's size by its `/`-separated path, when asked for (the benchmark looks closer). */
	sizes?: Map<string, number>;
}

/**
 * Counts everything under `dir`. Synchronous: hundreds of thousands of
 * stat calls cost less without the thread pool's round trips, and nothing
 * else runs at the end of a build.
 *
 * @example
 * const { files, bytes } = countOutput('dist');
 * countOutput('dist', { sizes: true }).sizes?.get('index.html') // 2_500_000
 */
export function countOutput(dir: string, options: { sizes?: boolean } = {}): OutputCount {
	const { files, folders } = listFolder(dir);
	const count = countFiles(files, folders);
	if (options.sizes) count.sizes = files;
	return count;
}

/**
 * Every file (its size) and folder under `dir`, by `/`-separated path.
 *
 * @example
 * listFolder('public').files.get('favicon.svg') // 1_024
 */
export function listFolder(dir: string): { files: Map<string, number>; folders: Set<string> } {
	const files = new Map<string, number>();
	const folders = new Set<string>();
	walk(resolve(dir), files, folders);
	return { files, folders };
}

/**
 * Adds the size of `dir`/`path` to `sizes` under `path`; nothing when there is no such file.
 *
 * @example
 * addSize(written, 'dist', '.staticnouns-build.json')
 */
export function addSize(sizes: Map<string, number>, dir: string, path: string): void {
	try {
		sizes.set(path, statSync(join(dir, path)).size);
	} catch {
		// Not written (a page whose response was empty): not in the output either.
	}
}

/**
 * Counts a build's output from `written` (each file the build wrote or
 * linked: its size by `/`-separated path) and `folders` it made that may
 * hold no file, the same counts countOutput gives of the folder. The folder
 * itself is read only at its top level and in each entry there that no
 * written path starts in (Astro's bundled assets, a file of public/ copied
 * there, anything another integration added), so what the build wrote
 * elsewhere must be in `written` (public/'s files included, where a folder of
 * the build's holds them). What it finds in the folder is added to `written`
 * (not a copy: at 100,000 profiles it holds a million paths).
 *
 * @example
 * countWritten('dist', new Map([['index.html', 5120], ['v1/users/robin', 812]]))
 */
export function countWritten(
	dir: string,
	written: Map<string, number>,
	folders: Iterable<string> = [],
): OutputCount {
	const files = written;
	const allFolders = new Set(folders);
	const known = new Set<string>();
	for (const path of files.keys()) known.add(path.split('/', 1)[0]!);
	for (const folder of allFolders) known.add(folder.split('/', 1)[0]!);
	const root = resolve(dir);
	for (const entry of readdirSync(root, { withFileTypes: true })) {
		if (known.has(entry.name)) continue;
		if (entry.isDirectory()) {
			allFolders.add(entry.name);
			walk(root, files, allFolders, entry.name);
		} else files.set(entry.name, statSync(join(root, entry.name)).size);
	}
	return countFiles(files, allFolders);
}

/**
 * Adds every file (its size) and folder under `root`/`under` to `files` and `folders`, by
 * `/`-separated path from `root`.
 */
function walk(root: string, files: Map<string, number>, folders: Set<string>, under = ''): void {
	const start = under ? join(root, under) : root;
	// Slicing, not path.relative: that resolves both paths on every call, seconds over 500,000
	// entries.
	const relativeTo = (folder: string) =>
		folder.length > root.length ? folder.slice(root.length + 1) : '';
	for (const entry of readdirSync(start, { withFileTypes: true, recursive: true })) {
		const parent =
			sep === '/'
				? relativeTo(entry.parentPath)
				: relativeTo(entry.parentPath).split(sep).join('/');
		const path = parent ? `${parent}/${entry.name}` : entry.name;
		if (entry.isDirectory()) folders.add(path);
		else files.set(path, statSync(join(entry.parentPath, entry.name)).size);
	}
}

/**
 * The counts of these files and folders (every folder a file is in counts,
 * listed or not). Ties go to the first path in code-point order, so the same
 * output gives the same report.
 *
 * @example
 * countFiles(new Map([['v1/users/robin', 812]])) // { files: 1, folders: 2, bytes: 812, … }
 */
export function countFiles(
	files: ReadonlyMap<string, number>,
	folders: Iterable<string> = [],
): OutputCount {
	const entries = new Map<string, number>([['', 0]]);
	const seen = new Set<string>();
	/** Counts `path` in its folder once, and the folder (and its own folders) in theirs. */
	const enter = (path: string) => {
		for (let child = path; ;) {
			const slash = child.lastIndexOf('/');
			const parent = slash < 0 ? '' : child.slice(0, slash);
			entries.set(parent, (entries.get(parent) ?? 0) + 1);
			if (!parent || seen.has(parent)) return;
			seen.add(parent);
			child = parent;
		}
	};
	for (const folder of folders) {
		if (seen.has(folder)) continue;
		seen.add(folder);
		enter(folder);
	}
	let bytes = 0;
	let largestFile: OutputCount['largestFile'];
	const before = (a: string, b: string) => a < b;
	for (const [path, size] of files) {
		enter(path);
		bytes += size;
		if (
			!largestFile ||
			size > largestFile.bytes ||
			(size === largestFile.bytes && before(path, largestFile.path))
		)
			largestFile = { path, bytes: size };
	}
	let fullestFolder: OutputCount['fullestFolder'];
	for (const [path, count] of entries)
		if (
			!fullestFolder ||
			count > fullestFolder.entries ||
			(count === fullestFolder.entries && before(path, fullestFolder.path))
		)
			fullestFolder = { path, entries: count };
	return {
		files: files.size,
		folders: seen.size,
		bytes,
		largestFile,
		fullestFolder: fullestFolder?.entries ? fullestFolder : undefined,
	};
}
