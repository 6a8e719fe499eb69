/**
 * The package as `npm pack` makes it, packed once per e2e run: the first
 * file that asks packs it into the run's folder (pack-setup.ts), each later
 * one gets the same tarball. e2e-packed's files run one at a time, and the tarball
 * appears by a rename, whole or not at all. Files that need it read it and
 * copy it; none changes it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { cleanEnv, ROOT } from './run.ts';

/** The path of this run's packed tarball, packing it first if no file asked before. */
export function packedTarball(): string {
	const dir = inject('packDir');
	const done = readdirSync(dir).find((name) => name.endsWith('.tgz'));
	if (done) return join(dir, done);
	const work = mkdtempSync(join(dir, 'packing-'));
	try {
		const [pack] = JSON.parse(
			execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
				cwd: ROOT,
				env: cleanEnv(),
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'pipe'],
			}),
		) as { filename: string }[];
		renameSync(join(work, pack!.filename), join(dir, pack!.filename));
		return join(dir, pack!.filename);
	} finally {
		rmSync(work, { recursive: true, force: true });
	}
}
