/**
 * The benchmark's plain-Node floor (bench/floor.ts) on 50 generated
 * profiles, without a build: a page per profile, every API file, and its
 * timings as JSON. test/e2e/bench.test.ts compares its files with a build's.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { generateSite } from '../../bench/generate.ts';
import { ROOT, run } from '../helpers/run.ts';

let temp: string | undefined;
afterAll(() => temp && rm(temp, { recursive: true, force: true }));

describe('bench/floor.ts', () => {
	test('writes a page and the API files of each of 50 profiles, and prints its timings', async () => {
		temp = await mkdtemp(join(tmpdir(), 'staticnouns-floor-'));
		const content = join(temp, 'content');
		await generateSite(content, 50, { seed: 1 });
		const floor = await run(
			process.execPath,
			[join(ROOT, 'bench/floor.ts'), content, join(temp, 'floor')],
			{ SITE_URL: 'https://bench.example.org', BASE_PATH: '' },
		);
		expect(floor.code, floor.stderr).toBe(0);
		expect(JSON.parse(floor.stdout)).toEqual({
			validateMs: expect.any(Number),
			totalMs: expect.any(Number),
		});
		expect(
			(await readdir(join(temp, 'floor'))).filter((entry) => entry.startsWith('@')),
		).toHaveLength(50);
		// By ID and by name, with and without .json.
		expect(
			(await readdir(join(temp, 'floor/v1/users'))).filter(
				(file) => !file.startsWith('.') && file !== '404.html',
			),
		).toHaveLength(200);
	});
});
