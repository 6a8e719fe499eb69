/**
 * `staticnouns import` at its input bound (the site's limits: a user and its
 * members of `fileBytes` each, twice over; 12.6 MiB by default): a file one
 * byte past it is refused unread, one at it is read through (test/cli/import.test.ts has
 * the command's behaviour on small inputs).
 */
import { truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { importMaxBytes } from '../../src/authoring/imports/bounds.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': profile('d4gn7g3p38l77tn1edd0') });
});
afterEach(() => project.cleanup());

const IMPORT_MAX_BYTES = importMaxBytes(DEFAULT_LIMITS);

describe('staticnouns import', () => {
	test('errors on a file past the import bound instead of reading on, and reads one at the bound', async () => {
		await writeFile(join(project.dir, 'huge.json'), '');
		await truncate(join(project.dir, 'huge.json'), IMPORT_MAX_BYTES + 1);
		await writeFile(join(project.dir, 'edge.json'), ' '.repeat(IMPORT_MAX_BYTES - 2) + '{}');
		expect(
			(await cli(['import', 'huge.json'], { cwd: project.dir })).stderr.split('\n')[0],
		).toMatch(/^staticnouns import: cannot read huge\.json: it is larger than 12\.6 MiB, the most/);
		// At the bound the file is read (and refused as a User for what it holds, not for its size).
		expect((await cli(['import', 'edge.json'], { cwd: project.dir })).stderr).not.toContain(
			'larger than',
		);
	});
});
