/**
 * The e2e tier's global setup: one folder for the run, where the first file
 * that needs the packed package packs it (pack.ts) and the others reuse it.
 * `npm pack` compiles the package (its prepack script): done four times, it
 * was minutes of every CI run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
	export interface ProvidedContext {
		/** Where this run's `npm pack` tarball goes (pack.ts packedTarball). */
		packDir: string;
	}
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const dir = await mkdtemp(join(tmpdir(), 'staticnouns-pack-'));
	project.provide('packDir', dir);
	return async () => {
		await rm(dir, { recursive: true, force: true });
	};
}
