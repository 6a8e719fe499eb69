import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { sealAstroCache, trustAstroCache } from '../../src/publish/astro-cache.ts';

let dir: string;
let astro: string;
let sealFile: string;
const key = randomBytes(32);
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'staticnouns-astro-cache-'));
	astro = join(dir, 'node_modules/.astro');
	sealFile = join(dir, 'node_modules/.cache/staticnouns/astro-cache.seal');
	await mkdir(join(astro, 'dist/@robin'), { recursive: true });
	await writeFile(join(astro, 'incremental-build.json'), '{"version":1,"pages":{}}');
	await writeFile(join(astro, 'dist/@robin/index.html'), '<h1>Robin</h1>');
	await writeFile(join(astro, 'other-cache.json'), 'kept: not the incremental cache');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("Astro's incremental cache is used only under this machine's seal (issue 22 point 7)", () => {
	test('keeps the cache whether its folder is named with a trailing slash (as Astro gives it) or not', () => {
		sealAstroCache(`${astro}/`, sealFile, key);
		expect(trustAstroCache(astro, sealFile, key)).toBe(true);
		expect(trustAstroCache(`${astro}/`, sealFile, key)).toBe(true);
	});

	test('keeps the cache the last build sealed', () => {
		sealAstroCache(astro, sealFile, key);
		expect(trustAstroCache(astro, sealFile, key)).toBe(true);
		expect(existsSync(join(astro, 'dist/@robin/index.html'))).toBe(true);
	});

	test.each([
		[
			'a cached page edited',
			() => writeFile(join(astro, 'dist/@robin/index.html'), '<h1>Forged</h1>'),
		],
		[
			'a cached page added',
			async () => {
				await mkdir(join(astro, 'dist/@mallory'));
				await writeFile(join(astro, 'dist/@mallory/index.html'), '<script>x</script>');
			},
		],
		[
			'the manifest edited',
			() => writeFile(join(astro, 'incremental-build.json'), '{"version":1,"pages":{"x":1}}'),
		],
		[
			'a cached page made a link',
			async () => {
				await rm(join(astro, 'dist/@robin/index.html'));
				await symlink('/etc/passwd', join(astro, 'dist/@robin/index.html'));
			},
		],
		[
			'the seal copied from a machine with another key',
			async () => {
				const other = join(dir, 'other.seal');
				sealAstroCache(astro, other, randomBytes(32));
				await rm(sealFile);
				await writeFile(
					sealFile,
					await import('node:fs/promises').then((fs) => fs.readFile(other)),
				);
			},
		],
	])(
		'%s: the incremental cache is deleted, so every page is rendered again',
		async (_label, forge) => {
			sealAstroCache(astro, sealFile, key);
			await forge();
			expect(trustAstroCache(astro, sealFile, key)).toBe(false);
			expect(existsSync(join(astro, 'incremental-build.json'))).toBe(false);
			expect(existsSync(join(astro, 'dist'))).toBe(false);
			expect(existsSync(join(astro, 'other-cache.json'))).toBe(true);
		},
	);

	test('a cache with no seal (restored from a shared CI cache) is deleted; so is any cache without a key', () => {
		expect(trustAstroCache(astro, sealFile, key)).toBe(false);
		expect(existsSync(join(astro, 'dist'))).toBe(false);
	});
});
