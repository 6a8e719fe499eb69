import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { isRegularFile, listTree, readBlobs } from '../../src/authoring/git.ts';
import { makeProject } from '../helpers/repo.ts';

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject();
});
afterEach(() => project.cleanup());

describe('readBlobs', () => {
	test('returns the blobs at the size limit and leaves out those one byte past it', async () => {
		await project.write({ 'a.md': 'x'.repeat(100), 'b.md': 'y'.repeat(101) });
		project.commit('add');
		const tree = await listTree('HEAD', '.', project.dir);
		const texts = await readBlobs(
			tree.map((file) => file.blob),
			project.dir,
			100,
		);
		expect([...texts.values()]).toEqual(['x'.repeat(100)]);
		expect(
			(
				await readBlobs(
					tree.map((file) => file.blob),
					project.dir,
				)
			).size,
		).toBe(2);
	});
});

describe('listTree', () => {
	test.skipIf(process.platform === 'win32')(
		'returns each file with its mode: a symlink is not a regular file, a tab in a name stays',
		async () => {
			await project.write({ 'users/robin.md': 'x', 'users/tab\there.md': 'y' });
			await symlink('/proc/self/environ', join(project.dir, 'users/env.md'));
			project.commit('add');
			const tree = await listTree('HEAD', 'users', project.dir);
			expect(tree.map(({ path, mode }) => [path, mode, isRegularFile({ mode })])).toEqual([
				['users/env.md', '120000', false],
				['users/robin.md', '100644', true],
				['users/tab\there.md', '100644', true],
			]);
		},
	);
});
