/**
 * Correctness checks shared by the benchmark and its smoke test: every
 * output is there, a sample of the API files is byte-identical to what
 * the plain-Node floor writes, and a rebuild's output is byte-identical to
 * a clean build's, file by file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface Verification {
	apiFiles: number;
	profilePages: number;
	sampled: number;
	/** Paths that differ between the build and the floor (empty when all is well). */
	different: string[];
}

/**
 * Counts the build's outputs and compares a sample, chosen by a stride so
 * runs are comparable, with the floor's files.
 *
 * @example
 * const check = await verifyBuild('dist', 'floor-out', 25);
 */
export async function verifyBuild(
	buildDir: string,
	floorDir: string,
	sample: number,
): Promise<Verification> {
	const api = (await readdir(join(buildDir, 'v1/users'))).filter(
		(file) => !file.startsWith('.') && file !== '404.html',
	);
	const pages = (await readdir(buildDir)).filter((entry) => entry.startsWith('@'));
	const stride = Math.max(1, Math.floor(api.length / sample));
	const picked = api.filter((_, index) => index % stride === 0).slice(0, sample);
	const different: string[] = [];
	for (const file of picked) {
		const [built, floor] = await Promise.all([
			readFile(join(buildDir, 'v1/users', file)),
			readFile(join(floorDir, 'v1/users', file)).catch(() => undefined),
		]);
		if (!floor || !built.equals(floor)) different.push(`v1/users/${file}`);
	}
	return { apiFiles: api.length, profilePages: pages.length, sampled: picked.length, different };
}

/** Two outputs compared file by file: how many files, and the paths that differ or are missing. */
export interface TreeComparison {
	files: number;
	different: string[];
}

/**
 * Compares every file of `built` with the same path in `clean` (and the other way round).
 *
 * @example
 * const { different } = await compareTrees('dist', 'dist-clean'); // [] when identical
 */
export async function compareTrees(built: string, clean: string): Promise<TreeComparison> {
	const files = async (dir: string) =>
		(await readdir(dir, { recursive: true, withFileTypes: true }))
			.filter((entry) => !entry.isDirectory())
			.map((entry) => relative(dir, join(entry.parentPath, entry.name)))
			.sort();
	const [ours, theirs] = await Promise.all([files(built), files(clean)]);
	const [mine, other] = [new Set(ours), new Set(theirs)];
	const different = [
		...ours.filter((path) => !other.has(path)),
		...theirs.filter((path) => !mine.has(path)),
	];
	for (const path of ours) {
		if (!other.has(path)) continue;
		const [a, b] = await Promise.all([readFile(join(built, path)), readFile(join(clean, path))]);
		if (!a.equals(b)) different.push(path);
	}
	return { files: ours.length, different: different.sort() };
}
