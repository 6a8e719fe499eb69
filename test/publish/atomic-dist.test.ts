import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	discardStaging,
	filesDirFor,
	moveInto,
	removeStaleStaging,
	replaceDir,
	stagingDirFor,
} from '../../src/publish/atomic-dist.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-atomic-'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

/** A fresh folder holding `dist/` with the given files (none: no dist/ at all). */
async function site(name: string, files: Record<string, string> | undefined) {
	const parent = join(temp, name);
	await mkdir(parent, { recursive: true });
	const dist = join(parent, 'dist');
	for (const [path, body] of Object.entries(files ?? {})) {
		await mkdir(join(dist, path, '..'), { recursive: true });
		await writeFile(join(dist, path), body);
	}
	return { parent, dist };
}

async function staged(dist: string, files: Record<string, string>) {
	const staging = stagingDirFor(dist);
	for (const [path, body] of Object.entries(files)) {
		await mkdir(join(staging, path, '..'), { recursive: true });
		await writeFile(join(staging, path), body);
	}
	return staging;
}

describe('stagingDirFor', () => {
	test('returns a hidden folder beside dist/, named after the process', () => {
		expect(stagingDirFor('/srv/site/dist', 4242)).toBe('/srv/site/.dist-staging-4242');
	});
});

describe('filesDirFor', () => {
	test('returns a hidden folder beside dist/, named after the process, not the staging folder', () => {
		expect(filesDirFor('/srv/site/dist', 4242)).toBe('/srv/site/.dist-files-4242');
	});
});

/** Every file under `folder`, by `/`-separated path, with its text. */
async function tree(folder: string): Promise<Record<string, string>> {
	const entries = await readdir(folder, { recursive: true, withFileTypes: true });
	const files: Record<string, string> = {};
	for (const entry of entries
		.filter((entry) => entry.isFile())
		.sort((a, b) => (a.parentPath + a.name).localeCompare(b.parentPath + b.name)))
		files[join(entry.parentPath, entry.name).slice(folder.length + 1)] = await readFile(
			join(entry.parentPath, entry.name),
			'utf8',
		);
	return files;
}

describe('moveInto', () => {
	test('moves folders the target lacks whole, enters those it has, replaces its files, and removes the source', async () => {
		const { parent, dist } = await site('move', {});
		const staging = await staged(dist, {
			'pronouns/she/her/index.html': 'page',
			'robots.txt': 'astro copy of public/',
		});
		const files = filesDirFor(dist);
		for (const [path, body] of Object.entries({
			'v1/users/robin': '{}',
			'v1/user-members/robin/index.json': '[]',
			'pronouns/she/index.html': 'short address',
			'robots.txt': 'ours',
		})) {
			await mkdir(join(files, path, '..'), { recursive: true });
			await writeFile(join(files, path), body);
		}
		await moveInto(files, staging);
		expect(await tree(staging)).toEqual({
			'pronouns/she/her/index.html': 'page',
			'pronouns/she/index.html': 'short address',
			'robots.txt': 'ours',
			'v1/user-members/robin/index.json': '[]',
			'v1/users/robin': '{}',
		});
		expect((await readdir(parent)).sort()).toEqual([`.dist-staging-${process.pid}`]);
	});

	test('refuses a file where the target has a folder, and a folder where it has a file', async () => {
		const { dist } = await site('clash', {});
		const staging = await staged(dist, { 'a/index.html': 'page', b: 'file' });
		const files = filesDirFor(dist);
		await mkdir(join(files, 'b'), { recursive: true });
		await writeFile(join(files, 'b', 'x'), 'x');
		await expect(moveInto(files, staging)).rejects.toMatchObject({
			name: 'PathTakenError',
			path: 'b',
			fileThere: true,
			message: 'b: both a folder and a file of the site have this path',
		});
		await rm(join(files, 'b'), { recursive: true });
		await writeFile(join(files, 'a'), 'file');
		await expect(moveInto(files, staging)).rejects.toMatchObject({ path: 'a', fileThere: false });
		expect(await tree(staging)).toEqual({ 'a/index.html': 'page', b: 'file' });
	});
});

describe('replaceDir', () => {
	test('replaces dist/ with the staging folder and leaves nothing else beside it', async () => {
		const { parent, dist } = await site('replace', { 'old.html': 'old', 'v1/users/gone': '{}' });
		const staging = await staged(dist, { 'index.html': 'new' });
		await replaceDir(staging, dist);
		expect(await readdir(parent)).toEqual(['dist']);
		expect(await readdir(dist)).toEqual(['index.html']);
	});

	test('with removeOld: background, puts the new site in place at once and deletes the old one in another process', async () => {
		const { parent, dist } = await site('background', { 'old.html': 'old' });
		const staging = stagingDirFor(dist);
		await mkdir(staging);
		await writeFile(join(staging, 'index.html'), 'new');
		await replaceDir(staging, dist, { removeOld: 'background' });
		expect(await readdir(dist)).toEqual(['index.html']);
		// The old site goes away without this process doing it.
		for (let waited = 0; (await readdir(parent)).length > 1 && waited < 100; waited++)
			await new Promise((resolve) => setTimeout(resolve, 100));
		expect(await readdir(parent)).toEqual(['dist']);
	});

	test('moves the staging folder into place when there is no dist/ yet', async () => {
		const { parent, dist } = await site('first', undefined);
		await replaceDir(await staged(dist, { 'index.html': 'new' }), dist);
		expect([await readdir(parent), await readFile(join(dist, 'index.html'), 'utf8')]).toEqual([
			['dist'],
			'new',
		]);
	});

	test('keeps a .git in dist/ (a gh-pages checkout), as Astro does when it empties dist/', async () => {
		const { dist } = await site('git', {
			'.git/HEAD': 'ref: refs/heads/gh-pages',
			'old.html': 'old',
		});
		await replaceDir(await staged(dist, { 'index.html': 'new' }), dist);
		expect((await readdir(dist)).sort()).toEqual(['.git', 'index.html']);
	});

	test('errors and leaves dist/ as it was when the staging folder is missing', async () => {
		const { parent, dist } = await site('missing', { 'index.html': 'old' });
		await expect(replaceDir(join(parent, '.dist-staging-1'), dist)).rejects.toThrow(/ENOENT/);
		expect([await readdir(parent), await readFile(join(dist, 'index.html'), 'utf8')]).toEqual([
			['dist'],
			'old',
		]);
	});
});

describe('replaceDir, with dist/ a symlink', () => {
	test.skipIf(process.platform === 'win32')(
		'errors and moves nothing when dist/ is a link to the project itself',
		async () => {
			const { parent, dist } = await site('linked', undefined);
			await mkdir(join(parent, '.git'));
			await writeFile(join(parent, '.git/HEAD'), 'ref: refs/heads/main\n');
			await symlink('.', dist);
			const staging = await staged(dist, { 'index.html': 'new' });
			await expect(replaceDir(staging, dist)).rejects.toThrow(
				`${dist} is a symbolic link, so the built site cannot replace it; remove the link, or set outDir to the folder it points to`,
			);
			expect(await readFile(join(parent, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
			expect((await lstat(dist)).isSymbolicLink()).toBe(true);
		},
	);
});

describe('removeStaleStaging', () => {
	test('removes staging, files and old folders of builds no longer running, keeps those running and everything else', async () => {
		const { parent, dist } = await site('stale', { 'index.html': 'kept' });
		for (const name of [
			'.dist-staging-111',
			'.dist-old-222',
			'.dist-files-444',
			'.dist-staging-333',
			'.dist-staging-abc',
			'.other-staging-111',
			'notes',
		])
			await mkdir(join(parent, name));
		const removed = await removeStaleStaging(dist, (pid) => pid === 333);
		expect(removed.map((path) => path.slice(parent.length + 1)).sort()).toEqual([
			'.dist-files-444',
			'.dist-old-222',
			'.dist-staging-111',
		]);
		expect((await readdir(parent)).sort()).toEqual([
			'.dist-staging-333',
			'.dist-staging-abc',
			'.other-staging-111',
			'dist',
			'notes',
		]);
	});

	test('returns nothing when the parent folder does not exist', async () => {
		expect(await removeStaleStaging(join(temp, 'nowhere/dist'))).toEqual([]);
	});
});

describe('discardStaging', () => {
	test('deletes the staging folder, and does nothing when it is gone', async () => {
		const { parent, dist } = await site('discard', { 'index.html': 'kept' });
		const staging = await staged(dist, { 'half.html': 'half' });
		discardStaging(staging);
		discardStaging(staging);
		expect(await readdir(parent)).toEqual(['dist']);
	});
});
