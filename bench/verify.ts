/**
 * Correctness checks shared by the benchmark and its smoke test: every
 * output is there, and a sample of the API files is byte-identical to what
 * the plain-Node floor writes.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

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
