import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import { publicFolderIssues } from '../../../src/content/find/public-files.ts';

const unix = process.platform === 'win32' ? test.skip : test;

let root: string;
beforeEach(async () => {
	root = await mkdtemp(join(tmpdir(), 'staticnouns-public-'));
	await mkdir(join(root, 'public/img'), { recursive: true });
	await writeFile(join(root, 'public/favicon.svg'), '<svg/>');
	await writeFile(join(root, 'public/img/a.png'), '');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('publicFolderIssues', () => {
	test('returns nothing for real folders and regular files, and for no public/ at all', async () => {
		expect(await publicFolderIssues(join(root, 'public'), root)).toEqual([]);
		expect(await publicFolderIssues(join(root, 'missing'), root)).toEqual([]);
	});

	unix(
		'errors on links to .git/config and /proc/self/environ, a linked folder and a FIFO, without reading them',
		async () => {
			await symlink('../.git/config', join(root, 'public/config.txt'));
			await symlink('/proc/self/environ', join(root, 'public/img/env.txt'));
			await symlink('/etc', join(root, 'public/etc'));
			execFileSync('mkfifo', [join(root, 'public/pipe.txt')]);
			expect(formatReport(await publicFolderIssues(join(root, 'public'), root)))
				.toMatchInlineSnapshot(`
			"public/config.txt: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			public/etc: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			public/img/env.txt: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			public/pipe.txt: is a FIFO (named pipe), not a regular file; public/ holds files the site serves as they are: replace it with a file, or remove it
			4 problems in 4 files."
		`);
		},
	);

	unix('errors on public/ itself being a link', async () => {
		await rm(join(root, 'public'), { recursive: true });
		await symlink('/', join(root, 'public'));
		expect(formatReport(await publicFolderIssues(join(root, 'public'), root)))
			.toMatchInlineSnapshot(`
			"public: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			1 problem in 1 file."
		`);
	});
});
