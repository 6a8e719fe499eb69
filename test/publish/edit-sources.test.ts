/**
 * The profiles' files as written, published for the editor when the site opts in (`editSources`).
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { editSourcePath } from '../../src/addresses/urls.ts';
import { loadSite } from '../../src/content/site.ts';
import { contentFiles } from '../../src/integration/site-outputs.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { siteUsers } from '../helpers/model.ts';
import { editSourceBody, editSourceFiles, editSourcesOf } from '../../src/publish/edit-sources.ts';
import { ROOT } from '../helpers/run.ts';
import { makeUser } from '../helpers/users.ts';

const dir = mkdtempSync(join(tmpdir(), 'edit-sources-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROBIN =
	'---\n# mine\nid: d4gn7g3p38l77tn1edd0\nnames: [Robin]\nowners: [robin-gh]\n---\n\nHi <script>alert(1)</script>\n';

describe('editSourceBody', () => {
	test('is JSON of the path and the text, with no `<` anywhere', () => {
		const body = editSourceBody('content/users/robin.md', ROBIN);
		expect(body).not.toContain('<');
		expect(JSON.parse(body)).toEqual({ file: 'content/users/robin.md', text: ROBIN });
	});
});

describe('editSourceFiles', () => {
	mkdirSync(join(dir, 'content/users/robin/members'), { recursive: true });
	writeFileSync(join(dir, 'content/users/robin.md'), ROBIN);
	writeFileSync(join(dir, 'content/users/robin/members/kit.md'), '---\nid: x\n---\n');
	writeFileSync(join(dir, 'content/users/big.md'), 'x'.repeat(1001));
	symlinkSync('/etc/passwd', join(dir, 'content/users/link.md'));

	test('gives each file at its place beside the editor page, by user name and member ID', () => {
		const files = [
			...editSourceFiles(
				[
					{ user: 'robin', file: 'content/users/robin.md' },
					{
						user: 'robin',
						memberId: 'd4gn7g3p38l77tn1edf0',
						file: 'content/users/robin/members/kit.md',
					},
				],
				dir,
				1000,
			),
		];
		expect(files.map(([path]) => path)).toEqual([
			'edit/source/users/robin.json',
			'edit/source/members/d4gn7g3p38l77tn1edf0.json',
		]);
		expect(JSON.parse(files[0]![1])).toEqual({ file: 'content/users/robin.md', text: ROBIN });
	});

	test.each([
		['one byte over the limit', 'content/users/big.md'],
		['a link', 'content/users/link.md'],
		['gone', 'content/users/gone.md'],
	])(
		'leaves out a file that is %s (the editor starts from the published profile)',
		(_case, file) => {
			expect([...editSourceFiles([{ user: 'x', file }], dir, 1000)]).toEqual([]);
			expect([
				...editSourceFiles([{ user: 'x', file: 'content/users/big.md' }], dir, 1001),
			]).toHaveLength(1);
		},
	);
});

describe('editSourcePath', () => {
	test('is the published file under the base, as the editor asks for it', () => {
		expect(editSourcePath({ user: 'robin' }, '/profiles/')).toBe(
			'/profiles/edit/source/users/robin.json',
		);
		expect(editSourcePath({ user: 'robin', memberId: 'd4gn7g3p38l77tn1edf0' }, '/')).toBe(
			'/edit/source/members/d4gn7g3p38l77tn1edf0.json',
		);
	});
});

describe('contentFiles with editSources', () => {
	const options = { base: '/', site: undefined, searchEngines: false, jsonCopies: true };
	const published = siteUsers([
		{ user: makeUser({ name: 'robin' }), file: 'content/users/robin.md' },
	]);
	const paths = (editSources: { cwd: string; maxBytes: number } | undefined) =>
		[...contentFiles(published, { ...options, editSources })]
			.map(([path]) => path)
			.filter((path) => path.startsWith('edit/'));

	test('publishes the files only when the site opts in', () => {
		expect(paths(undefined)).toEqual([]);
		expect(paths({ cwd: dir, maxBytes: 65536 })).toEqual(['edit/source/users/robin.json']);
	});

	test('takes every profile and member of a loaded site, by the paths its edit links name', async () => {
		const site = await loadSite(join(ROOT, 'test/fixtures/examples'), {
			site: 'https://profiles.example.org',
			base: '/',
		});
		const sources = editSourcesOf(siteModelOf(site.profiles, '/'));
		expect(sources.filter((source) => !source.memberId).map((source) => source.file)).toEqual(
			site.profiles.map((profile) => profile.file),
		);
		expect(sources.filter((source) => source.memberId)).toHaveLength(
			site.profiles.flatMap((profile) => profile.members).length,
		);
		const files = [...editSourceFiles(sources, ROOT, 65536)];
		expect(files).toHaveLength(sources.length);
	});
});
