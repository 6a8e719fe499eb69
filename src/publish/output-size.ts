/**
 * What a build wrote, counted the way hosts count it: files, folders, bytes,
 * the largest file and the fullest folder. Read from the output folder
 * itself, so Astro's pages, the API, avatars and anything else are all in.
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
	const sizes = options.sizes ? new Map<string, number>() : undefined;
	let files = 0;
	const entries = new Map<string, number>([['', 0]]);
	let folders = 0;
	let bytes = 0;
	let largestFile: OutputCount['largestFile'];
	const root = resolve(dir);
	// Slicing, not path.relative: that resolves both paths on every call, seconds over 500,000
	// entries.
	const relativeTo = (folder: string) =>
		folder.length > root.length ? folder.slice(root.length + 1) : '';
	for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
		const parent =
			sep === '/'
				? relativeTo(entry.parentPath)
				: relativeTo(entry.parentPath).split(sep).join('/');
		entries.set(parent, (entries.get(parent) ?? 0) + 1);
		const path = parent ? `${parent}/${entry.name}` : entry.name;
		if (entry.isDirectory()) {
			folders++;
			continue;
		}
		const size = statSync(join(entry.parentPath, entry.name)).size;
		sizes?.set(path, size);
		files++;
		bytes += size;
		if (!largestFile || size > largestFile.bytes) largestFile = { path, bytes: size };
	}
	let fullestFolder: OutputCount['fullestFolder'];
	for (const [path, count] of entries)
		if (!fullestFolder || count > fullestFolder.entries) fullestFolder = { path, entries: count };
	const count: OutputCount = {
		files,
		folders,
		bytes,
		largestFile,
		fullestFolder: fullestFolder?.entries ? fullestFolder : undefined,
	};
	if (sizes) count.sizes = sizes;
	return count;
}
