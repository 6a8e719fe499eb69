import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { seal } from '../../src/utils/cache-key.ts';
import {
	fileDigest,
	publishedList,
	savePublishedList,
	writeSiteFiles,
} from '../../src/publish/site-files.ts';

const key = randomBytes(32);

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
		previous: publishedList(list, key).files,
	});
	await rm(dist, { recursive: true, force: true });
	await rename(staging, dist);
	savePublishedList(list, { files: counts.digests, version: 'v', pages: new Map() }, key);
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

	test('writes the same bytes at paths in a row once, the others linked to it, and counts each path', async () => {
		expect(await build(FILES)).toEqual({ written: 4, linked: 0 });
		expect(await inode('v1/users/robin')).toBe(await inode('v1/users/robin.json'));
		expect(await inode('v1/users/kit.json')).not.toBe(await inode('v1/users/robin.json'));
		expect(await build(FILES)).toEqual({ written: 0, linked: 4 });
		expect(await inode('v1/users/robin')).toBe(await inode('v1/users/robin.json'));
		// A path new to this build, with the bytes of the path before it: written, though linked.
		const added = new Map(
			[...FILES].flatMap((entry) =>
				entry[0] === 'v1/users/robin'
					? [entry, ['v1/users/robin.txt', entry[1]] as [string, string]]
					: [entry],
			),
		);
		expect(await build(added)).toEqual({ written: 1, linked: 4 });
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
		// robin is a link to robin.json, which was checked: the folder is never read.
		expect(await build(FILES)).toEqual({ written: 1, linked: 3 });
		expect(await readFile(join(dist, 'v1/users/kit.json'), 'utf8')).toBe('{"name":"kit"}');
		expect(await readFile(join(dist, 'v1/users/robin'), 'utf8')).toBe('{"name":"robin"}');
	});
});

/** A list as savePublishedList writes it, sealed under `sealKey`, with whatever body. */
const sealedList = (body: string, sealKey = key) =>
	`${seal(sealKey, 'staticnouns published list', '3', body)}\n${body}`;

/** The list's rows of files (path, digest, path, digest…) for these files' bodies. */
const digestsOf = (files: ReadonlyMap<string, string>) =>
	[...files].flatMap(([path, body]) => [path, fileDigest(body)]);

describe('a forged digest list never changes what is published (issue 22 point 7)', () => {
	test.each([
		[
			'a published file edited to the same size, the list (ours, sealed) unchanged',
			async () => {
				await writeFile(join(dist, 'v1/users/kit.json'), '{"name":"kat"}');
			},
		],
		[
			'a published file edited, the list rewritten to its digest without the key',
			async () => {
				await writeFile(join(dist, 'v1/users/kit.json'), '{"name":"kat"}');
				const body = JSON.stringify({
					format: 3,
					version: 'v',
					files: [...digestsOf(FILES), 'v1/users/kit.json', fileDigest('{"name":"kat"}')],
					pages: [],
				});
				await writeFile(list, `forged\n${body}`);
			},
		],
		// A whole dist/ and list restored from elsewhere (a shared CI cache).
		[
			'another site restored into dist/ with a list sealed under another key',
			async () => {
				for (const [path, body] of FILES)
					await writeFile(join(dist, path), body.replace(/[a-z]/g, 'x'));
				const other = new Map(
					[...FILES].map(([path, body]) => [path, body.replace(/[a-z]/g, 'x')]),
				);
				const body = JSON.stringify({
					format: 3,
					version: 'v',
					files: digestsOf(other),
					pages: [],
				});
				await writeFile(list, sealedList(body, randomBytes(32)));
			},
		],
		[
			'another site restored into dist/, the list this machine sealed kept',
			async () => {
				for (const [path, body] of FILES)
					await writeFile(join(dist, path), body.replace(/[a-z]/g, 'x'));
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

describe('publishedList', () => {
	test('returns the digests of the files in place after a swap', async () => {
		await build(FILES);
		expect(publishedList(list, key).files.get('robots.txt')).toBe(
			fileDigest(FILES.get('robots.txt')!),
		);
	});

	test('returns the pages and the code version it was saved with', () => {
		const pages = new Map([['/@robin', { key: 'k', digest: 'd' }]]);
		savePublishedList(list, { files: new Map(), version: 'v7', pages }, key);
		expect(publishedList(list, key)).toEqual({ files: new Map(), version: 'v7', pages });
	});

	test('is not bound to a folder: a dist/ put in place since is checked file by file, and what differs is written', async () => {
		await build(FILES);
		await rename(dist, join(dir, 'aside'));
		await mkdir(join(dist, 'v1/users'), { recursive: true });
		await writeFile(join(dist, 'robots.txt'), FILES.get('robots.txt')!);
		expect(publishedList(list, key).files.size).toBe(4);
		expect(await build(FILES)).toEqual({ written: 3, linked: 1 });
	});

	test('saves nothing and returns nothing without a key', async () => {
		savePublishedList(list, { files: new Map([['a', 'b']]), version: 'v', pages: new Map() }, null);
		expect(await stat(list).catch(() => undefined)).toBeUndefined();
		await build(FILES);
		expect(publishedList(list, null).files.size).toBe(0);
	});

	test.each([
		['not JSON', () => sealedList('{"format":3,')],
		['no seal', () => '{"format":3,"version":"v","files":[],"pages":[]}'],
		[
			'a seal under another key',
			() =>
				sealedList(
					'{"format":3,"version":"v","files":["robots.txt","x"],"pages":[]}',
					randomBytes(32),
				),
		],
		['another format', () => sealedList('{"format":2,"version":"v","files":{},"pages":{}}')],
		[
			'digests that are not text',
			() => sealedList('{"format":3,"version":"v","files":["a",1],"pages":[]}'),
		],
		[
			'a file without its digest',
			() => sealedList('{"format":3,"version":"v","files":["robots.txt","x","a"],"pages":[]}'),
		],
		[
			'a page without its digest',
			() => sealedList('{"format":3,"version":"v","files":["robots.txt","x"],"pages":["/@a","k"]}'),
		],
	])('returns none for a list holding %s', async (_case, text) => {
		await build(FILES);
		await writeFile(list, text());
		expect(publishedList(list, key).files.size).toBe(0);
		expect(await build(FILES)).toEqual({ written: 4, linked: 0 });
	});

	test('returns none for a sealed list edited by one byte', async () => {
		await build(FILES);
		const saved = await readFile(list, 'utf8');
		await writeFile(list, saved.replace('"version":"v"', '"version":"w"'));
		expect(publishedList(list, key).files.size).toBe(0);
	});

	test('returns none when the list is a symbolic link to a valid list or a FIFO, without following or waiting', async () => {
		await build(FILES);
		await rename(list, `${list}.real`);
		await symlink(`${list}.real`, list);
		expect(publishedList(list, key).files.size).toBe(0);
		await rm(list);
		execFileSync('mkfifo', [list]);
		expect(publishedList(list, key).files.size).toBe(0);
	});

	test('links nothing outside the files it writes, whatever paths a sealed list names', async () => {
		await build(FILES);
		const files = [...digestsOf(FILES), '../../etc/passwd', 'x'];
		await writeFile(
			list,
			sealedList(JSON.stringify({ format: 3, version: 'v', files, pages: [] })),
		);
		expect(await build(FILES)).toEqual({ written: 0, linked: 4 });
		expect(await stat(join(dir, 'etc')).catch(() => undefined)).toBeUndefined();
	});
});
