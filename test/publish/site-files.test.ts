import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
	fileDigest,
	publishedDigests,
	saveDigests,
	writeSiteFiles,
} from '../../src/publish/site-files.ts';

let dir: string;
let dist: string;
let list: string;
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'staticnouns-site-files-'));
	dist = join(dir, 'dist');
	list = join(dir, 'cache/site-files.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const FILES = new Map([
	['v1/users/robin.json', '{"name":"robin"}'],
	['v1/users/robin', '{"name":"robin"}'],
	['v1/users/kit.json', '{"name":"kit"}'],
	['robots.txt', 'User-agent: *\nDisallow: /\n'],
]);

/** A build as the integration runs it: write into staging, swap, record the digests. */
async function build(files: ReadonlyMap<string, string>) {
	const staging = join(dir, `.dist-staging-${Math.random().toString(36).slice(2)}`);
	const counts = writeSiteFiles(files, staging, {
		published: dist,
		previous: publishedDigests(list, dist),
	});
	await rm(dist, { recursive: true, force: true });
	await rename(staging, dist);
	saveDigests(list, dist, counts.digests);
	return { written: counts.written, linked: counts.linked };
}

const inode = async (path: string) => (await stat(join(dist, path))).ino;

describe('writeSiteFiles', () => {
	test('writes every file when nothing was published before', async () => {
		expect(await build(FILES)).toEqual({ written: 4, linked: 0 });
		expect(await readFile(join(dist, 'v1/users/kit.json'), 'utf8')).toBe('{"name":"kit"}');
	});

	test('links unchanged files from the published site and writes changed ones', async () => {
		await build(FILES);
		const robin = await inode('v1/users/robin.json');
		const changed = new Map(FILES).set('v1/users/kit.json', '{"name":"kit","bio":"new"}');
		expect(await build(changed)).toEqual({ written: 1, linked: 3 });
		expect(await inode('v1/users/robin.json')).toBe(robin);
		expect(await readFile(join(dist, 'v1/users/kit.json'), 'utf8')).toBe(
			'{"name":"kit","bio":"new"}',
		);
	});

	test('writes the files of a generator as they come', async () => {
		let written = 0;
		function* files(): Generator<[string, string]> {
			for (const [path, body] of FILES) {
				yield [path, body];
				// The previous file is on disk before the next one is made.
				written += 1;
				expect(statSync(join(dir, 'out', [...FILES.keys()][written - 1]!)).isFile()).toBe(true);
			}
		}
		expect(writeSiteFiles(files(), join(dir, 'out'))).toMatchObject({ written: 4, linked: 0 });
		expect(written).toBe(4);
	});

	test('writes the same bytes with or without the published site to reuse', async () => {
		await build(FILES);
		await build(FILES);
		const linked = await Promise.all(
			[...FILES.keys()].map((path) => readFile(join(dist, path), 'utf8')),
		);
		await rm(list);
		expect(await build(FILES)).toEqual({ written: 4, linked: 0 });
		expect(
			await Promise.all([...FILES.keys()].map((path) => readFile(join(dist, path), 'utf8'))),
		).toEqual(linked);
		expect(linked).toEqual([...FILES.values()]);
	});

	test('writes a file whose published copy has another size than its digest says', async () => {
		await build(FILES);
		await writeFile(join(dist, 'robots.txt'), 'edited in place');
		expect(await build(FILES)).toEqual({ written: 1, linked: 3 });
		expect(await readFile(join(dist, 'robots.txt'), 'utf8')).toBe(FILES.get('robots.txt'));
	});

	test('writes a file whose published copy is now a symbolic link or a folder', async () => {
		await build(FILES);
		await rm(join(dist, 'v1/users/kit.json'));
		await symlink(join(dist, 'v1/users/robin.json'), join(dist, 'v1/users/kit.json'));
		await rm(join(dist, 'v1/users/robin'));
		await mkdir(join(dist, 'v1/users/robin'));
		expect(await build(FILES)).toEqual({ written: 2, linked: 2 });
		expect(await readFile(join(dist, 'v1/users/kit.json'), 'utf8')).toBe('{"name":"kit"}');
	});
});

describe('a forged digest list never changes what is published (issue 22 point 7)', () => {
	test.each([
		// The list forged to claim a stale published file (same size, other bytes) holds what this
		// build writes.
		[
			'a published file edited to the same size, the list re-pointed at it',
			async () => {
				await writeFile(join(dist, 'v1/users/kit.json'), '{"name":"kat"}');
				const forged = JSON.parse(await readFile(list, 'utf8')) as {
					files: Record<string, string>;
				};
				forged.files['v1/users/kit.json'] = fileDigest('{"name":"kit"}');
				await writeFile(list, JSON.stringify(forged));
			},
		],
		// A whole dist/ and list restored from elsewhere (a shared CI cache), the list naming this
		// folder.
		[
			'another site restored into dist/ with a list naming it',
			async () => {
				for (const [path, body] of FILES)
					await writeFile(join(dist, path), body.replace(/[a-z]/g, 'x'));
				const folder = await stat(dist);
				await writeFile(
					list,
					JSON.stringify({
						format: 1,
						folder: { ino: folder.ino, ctimeMs: folder.ctimeMs },
						files: Object.fromEntries([...FILES].map(([path, body]) => [path, fileDigest(body)])),
					}),
				);
			},
		],
	])(
		'%s: the bytes are written again, identical to a build without the list',
		async (_label, forge) => {
			await build(FILES);
			await forge();
			await build(FILES);
			for (const [path, body] of FILES) expect(await readFile(join(dist, path), 'utf8')).toBe(body);
		},
	);
});

describe('publishedDigests', () => {
	test('returns the digests of the files in place after a swap', async () => {
		await build(FILES);
		expect(publishedDigests(list, dist).get('robots.txt')).toBe(
			fileDigest(FILES.get('robots.txt')!),
		);
	});

	test('returns none when the folder in place is not the one the list describes (a build failed after writing it)', async () => {
		await build(FILES);
		await rename(dist, join(dir, 'aside'));
		await mkdir(dist);
		expect(publishedDigests(list, dist).size).toBe(0);
	});

	test.each([
		['not JSON', '{"format":1,'],
		['another format', '{"format":2,"folder":{"ino":1,"ctimeMs":1},"files":{}}'],
		['digests that are not text', '{"format":1,"folder":{"ino":1,"ctimeMs":1},"files":{"a":1}}'],
	])('returns none for a list holding %s', async (_case, text) => {
		await build(FILES);
		await writeFile(list, text);
		expect(publishedDigests(list, dist).size).toBe(0);
		expect(await build(FILES)).toEqual({ written: 4, linked: 0 });
	});

	test('returns none when the list is a symbolic link to a valid list or a FIFO, without following or waiting', async () => {
		await build(FILES);
		await rename(list, `${list}.real`);
		await symlink(`${list}.real`, list);
		expect(publishedDigests(list, dist).size).toBe(0);
		await rm(list);
		execFileSync('mkfifo', [list]);
		expect(publishedDigests(list, dist).size).toBe(0);
	});

	test('links nothing outside the files it writes, whatever paths the list names', async () => {
		await build(FILES);
		const saved = JSON.parse(await readFile(list, 'utf8')) as { files: Record<string, string> };
		saved.files['../../etc/passwd'] = 'x';
		await writeFile(list, JSON.stringify(saved));
		expect(await build(FILES)).toEqual({ written: 0, linked: 4 });
		expect(await stat(join(dir, 'etc')).catch(() => undefined)).toBeUndefined();
	});
});
