import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { countOutput } from '../../src/publish/output-size.ts';

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
