import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countFiles, countOutput, countWritten } from '../../src/publish/output-size.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-output-size-'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

async function folder(name: string, files: Record<string, string>) {
	const dir = join(temp, name);
	await mkdir(dir, { recursive: true });
	for (const [path, body] of Object.entries(files)) {
		await mkdir(join(dir, path, '..'), { recursive: true });
		await writeFile(join(dir, path), body);
	}
	return dir;
}

describe('countOutput', () => {
	test('returns the files, folders, bytes, largest file and fullest folder of a build', async () => {
		const dir = await folder('site', {
			'index.html': '12345',
			'@robin/index.html': '123',
			'v1/users/robin': '1234567',
			'v1/users/robin.json': '1234567',
			'v1/users/d4gn7g3p38l77tn1edd0': '12345678',
			'v1/users/d4gn7g3p38l77tn1edd0.json': '1234567',
			'v1/404.json': '12',
		});
		expect(countOutput(dir)).toEqual({
			files: 7,
			folders: 3,
			bytes: 39,
			largestFile: { path: 'v1/users/d4gn7g3p38l77tn1edd0', bytes: 8 },
			fullestFolder: { path: 'v1/users', entries: 4 },
		});
	});

	test('returns every size by path when asked', async () => {
		const dir = await folder('sizes', {
			'index.html': '12345',
			'pronouns/they/them/index.html': '123',
		});
		expect(Object.fromEntries(countOutput(dir, { sizes: true }).sizes ?? [])).toEqual({
			'index.html': 5,
			'pronouns/they/them/index.html': 3,
		});
	});

	test('returns zeros for an empty folder', async () => {
		const dir = await folder('empty', {});
		expect(countOutput(dir)).toEqual({
			files: 0,
			folders: 0,
			bytes: 0,
			largestFile: undefined,
			fullestFolder: undefined,
		});
	});
});

const SITE = {
	'index.html': '12345',
	'@robin/index.html': '123',
	'@robin/kit/index.html': '1234',
	'v1/users/robin': '1234567',
	'v1/users/robin.json': '1234567',
	'v1/404.json': '12',
	'_astro/site.js': '1234567890',
	'favicon.svg': '<svg/>',
	'.well-known/security.txt': 'Contact',
};

describe('countWritten', () => {
	test('counts what the build wrote and what it did not as a walk of the whole folder does', async () => {
		const dir = await folder('written', SITE);
		await mkdir(join(dir, 'empty/deeper'), { recursive: true });
		await mkdir(join(dir, 'v1/empty'), { recursive: true });
		// What the build wrote itself: the pages and the API files, and a folder with no file.
		const written = new Map(
			Object.entries(SITE)
				.filter(([path]) => /^(index|@|v1\/)/.test(path))
				.map(([path, body]) => [path, body.length]),
		);
		expect(countWritten(dir, written, ['v1/empty'])).toEqual(countOutput(dir));
	});

	test('takes the sizes it is given for what the build wrote, and reads the rest', async () => {
		const dir = await folder('given', { 'index.html': '12345', '_astro/a.js': '123' });
		expect(countWritten(dir, new Map([['index.html', 7]]))).toMatchObject({
			files: 2,
			bytes: 10,
			largestFile: { path: 'index.html', bytes: 7 },
		});
	});

	test('reads no folder a written path starts in: what else is there must be in written', async () => {
		const dir = await folder('not-read', { 'v1/users/robin': '1234567', 'v1/extra.txt': '12' });
		expect(countWritten(dir, new Map([['v1/users/robin', 7]]))).toMatchObject({
			files: 1,
			bytes: 7,
		});
	});
});

describe('countFiles', () => {
	test('counts every folder a file is in, listed or not, and the entries of each', () => {
		expect(
			countFiles(
				new Map([
					['a/b/c.html', 1],
					['a/d.html', 2],
					['e.html', 3],
				]),
				['a/b', 'f/g'],
			),
		).toEqual({
			files: 3,
			folders: 4,
			bytes: 6,
			largestFile: { path: 'e.html', bytes: 3 },
			fullestFolder: { path: '', entries: 3 },
		});
	});

	test('gives a tie to the first path in code-point order, whatever order the files come in', () => {
		const files = [
			['z/index.html', 5],
			['b/index.html', 5],
			['m/index.html', 5],
		] as const;
		for (const order of [files, [...files].reverse()]) {
			const count = countFiles(new Map(order));
			expect(count.largestFile).toEqual({ path: 'b/index.html', bytes: 5 });
			expect(count.fullestFolder).toEqual({ path: '', entries: 3 });
		}
		expect(
			countFiles(
				new Map([
					['y/1', 1],
					['x/1', 1],
				]),
			).fullestFolder,
		).toEqual({ path: '', entries: 2 });
		expect(
			countFiles(
				new Map([
					['y/1', 1],
					['y/2', 1],
					['y/3', 1],
					['x/1', 1],
					['x/2', 1],
					['x/3', 1],
				]),
			).fullestFolder,
		).toEqual({ path: 'x', entries: 3 });
	});
});
