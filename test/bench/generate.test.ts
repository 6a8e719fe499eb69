/**
 * The benchmark's generator (bench/generate.ts), without a build: the same
 * valid profiles for the same seed, realistic bios, clipped safely.
 * test/e2e/bench.test.ts runs the benchmark itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { clipBio, generateSite } from '../../bench/generate.ts';
import { loadSite } from '../../src/content/site.ts';

let temp: string | undefined;
afterAll(() => temp && rm(temp, { recursive: true, force: true }));

describe('clipBio', () => {
	test('returns a bio of up to 600 units as it is, and cuts a longer one to 599', () => {
		expect(clipBio('a'.repeat(600))).toBe('a'.repeat(600));
		expect(clipBio('a'.repeat(601))).toBe('a'.repeat(599));
	});

	test('returns no lone surrogate when the cut falls inside an emoji', () => {
		expect(clipBio(`${'a'.repeat(598)}🌻 and more`)).toBe('a'.repeat(598));
		expect(clipBio(`${'a'.repeat(597)}🌻 and more`)).toBe(`${'a'.repeat(597)}🌻`);
	});
});

describe('generateSite', () => {
	test('generates the same valid profiles for the same seed, and others for another', async () => {
		temp = await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
		const [a, b, c] = [join(temp, 'a'), join(temp, 'b'), join(temp, 'c')];
		expect(await generateSite(a, 50, { seed: 7 })).toEqual(await generateSite(b, 50, { seed: 7 }));
		expect(await generateSite(c, 50, { seed: 8 })).not.toEqual(
			await generateSite(join(temp, 'd'), 50, { seed: 7 }),
		);
		const site = await loadSite(a);
		expect(site.issues).toEqual([]);
		expect(site.profiles).toHaveLength(50);
		// Realistic content: every bio is 200-600 characters of Markdown.
		for (const { user } of site.profiles) expect(user.bio?.length).toBeGreaterThanOrEqual(150);
		for (const { user } of site.profiles) expect(user.bio?.length).toBeLessThanOrEqual(600);
	});
});
