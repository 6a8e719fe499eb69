/**
 * The benchmark's smoke test: its generator at N = 50, a real build and the
 * plain-Node floor, checked for correctness only (never time).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generateSite } from '../../bench/generate.ts';
import { verifyBuild } from '../../bench/verify.ts';
import { loadSite } from '../../src/content/site.ts';
import { ROOT, run } from '../helpers/run.ts';

let temp: string | undefined;
afterAll(() => temp && rm(temp, { recursive: true, force: true }));

describe('the benchmark', () => {
	test('generates the same valid profiles for the same seed, and others for another', async () => {
		temp = await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
		const [a, b, c] = [join(temp, 'a'), join(temp, 'b'), join(temp, 'c')];
		expect(await generateSite(a, 50, { seed: 7 })).toEqual(await generateSite(b, 50, { seed: 7 }));
		expect(await generateSite(c, 50, { seed: 8 })).not.toEqual(await generateSite(join(temp, 'd'), 50, { seed: 7 }));
		const site = await loadSite(a);
		expect(site.issues).toEqual([]);
		expect(site.profiles).toHaveLength(50);
		// Realistic content: every bio is 200-600 characters of Markdown.
		for (const { user } of site.profiles) expect(user.bio?.length).toBeGreaterThanOrEqual(150);
		for (const { user } of site.profiles) expect(user.bio?.length).toBeLessThanOrEqual(600);
	});

	test('builds N = 50 with every output, byte-identical to the plain-Node floor on a sample', async () => {
		temp ??= await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
		const content = join(temp, 'content');
		await generateSite(content, 50, { seed: 1 });
		const env = { CONTENT_DIR: content, SITE_URL: 'https://bench.example.org', BASE_PATH: '', SEARCH_ENGINES: '', STATICNOUNS_CACHE_DIR: join(temp, 'cache') };
		const build = await run(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', join(temp, 'dist')], env);
		expect(build.code, build.stderr).toBe(0);
		const floor = await run(process.execPath, [join(ROOT, 'bench/floor.ts'), content, join(temp, 'floor')], env);
		expect(floor.code, floor.stderr).toBe(0);
		expect(JSON.parse(floor.stdout)).toEqual({ validateMs: expect.any(Number), totalMs: expect.any(Number) });
		expect(await verifyBuild(join(temp, 'dist'), join(temp, 'floor'), 25)).toEqual({ apiFiles: 200, profilePages: 50, sampled: 25, different: [] });
		expect((await readdir(join(temp, 'floor'))).filter((entry) => entry.startsWith('@'))).toHaveLength(50);
	});
});
