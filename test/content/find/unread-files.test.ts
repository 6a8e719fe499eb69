/**
 * A file in the content folders that holds a profile but is not read is
 * named, with the name it should have (issue 23 point 3).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import { loadSite } from '../../../src/content/site.ts';
import { looksLikeProfile, profileNameFor } from '../../../src/content/find/unread-files.ts';

const ID = 'd4gn7g3p38l77tn1edd0';
const MARKDOWN = `---\nid: ${ID}\n---\nHi!\n`;
const BARE_YAML = `id: ${ID}\nnames: [Jo]\n`;
const JSON_TEXT = `{ "id": "${ID}" }\n`;

let dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
	dirs = [];
});

/** A content folder with these files (paths relative to it), loaded as `check` does. */
async function reportFor(files: Record<string, string>): Promise<string> {
	const root = mkdtempSync(join(tmpdir(), 'unread-'));
	dirs.push(root);
	mkdirSync(join(root, 'content/users'), { recursive: true });
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(root, 'content', path)), { recursive: true });
		writeFileSync(join(root, 'content', path), text);
	}
	const { issues } = await loadSite(join(root, 'content'), { cwd: root });
	return issues.length ? formatReport(issues) : 'no problems';
}

describe('files in the content folders that are not read are named with the file name they should have (issue 23 point 3)', () => {
	test.each([
		['users/jo.yaml', BARE_YAML, 'users/jo.md'],
		['users/jo.yml', MARKDOWN, 'users/jo.md'],
		['users/jo.YAML', BARE_YAML, 'users/jo.md'],
		['users/jo.txt', MARKDOWN, 'users/jo.md'],
		['users/jo.md.txt', MARKDOWN, 'users/jo.md'],
		['users/jo.markdown', MARKDOWN, 'users/jo.md'],
		['users/jo.mdx', MARKDOWN, 'users/jo.md'],
		['users/jo', MARKDOWN, 'users/jo.md'],
		['users/jo.json5', JSON_TEXT, 'users/jo.json'],
		['users/jo.jsonc', JSON_TEXT, 'users/jo.json'],
		['users/jo.txt', JSON_TEXT, 'users/jo.json'],
		['users/jo/index.yaml', BARE_YAML, 'users/jo/index.md'],
		['users/kit/members/jo.yml', MARKDOWN, 'users/kit/members/jo.md'],
		['users/kit/members/jo/index.txt', MARKDOWN, 'users/kit/members/jo/index.md'],
	])('%s', async (path, text, expected) => {
		const files: Record<string, string> = { [path]: text };
		if (path.startsWith('users/kit/'))
			files['users/kit/index.md'] = `---\nid: d4gn7g3p38l77tn1edd1\n---\n`;
		const report = await reportFor(files);
		expect(report).toContain(
			`content/${path}: this file is not read, so its profile is not on the site`,
		);
		expect(report).toContain(`rename it to ${expected.slice('users/'.length)}`);
		expect(report).toMatch(/\n1 problem in 1 file\.$/);
	});

	test.each([
		['content/jo.md', { 'jo.md': MARKDOWN }, 'move it to users/jo.md'],
		['content/jo.yaml', { 'jo.yaml': BARE_YAML }, 'move it to users/jo.md'],
		['content/user/', { 'user/jo.md': MARKDOWN }, 'move them to users/'],
		['content/Users/', { 'Users/jo.md': MARKDOWN }, 'or rename this folder to "users"'],
		['content/profiles/', { 'profiles/jo.md': MARKDOWN }, 'move them to users/'],
		['content/usres/', { 'usres/jo.md': MARKDOWN }, 'move them to users/'],
	])('a profile beside the users folder: %s', async (_label, files, fix) => {
		expect(await reportFor(files)).toContain(fix);
	});

	test('says nothing of files that are not profiles', async () => {
		expect(
			await reportFor({
				'users/README.txt': 'Profiles live here; see CONTRIBUTING.md.\n',
				'users/notes': 'a note\n',
				'users/jo.md': MARKDOWN,
				'users/jo.png': 'not really an image',
				'users/_draft.yaml': BARE_YAML,
				'README.md': '# Our community\n',
				'pages/about.md': MARKDOWN,
			}),
		).toBe('no problems');
	});

	test('names the file and says what to rename it to, and to add the fences YAML alone lacks', async () => {
		expect(await reportFor({ 'users/jo.yaml': BARE_YAML })).toMatchInlineSnapshot(`
			"content/users/jo.yaml: this file is not read, so its profile is not on the site: profiles are read from .md and .json files only; rename it to jo.md, and put its keys between two lines of "---" (a line "---" above "id:", and one after the last key, before the bio)
			1 problem in 1 file."
		`);
		expect(await reportFor({ 'Users/jo.md': MARKDOWN })).toMatchInlineSnapshot(`
			"content/Users: profiles are read from the folder "users" only (all lower case), so the files in "Users" are not read: move them to users/, or rename this folder to "users"
			1 problem in 1 file."
		`);
	});

	test.each([
		[MARKDOWN, true],
		[BARE_YAML, true],
		[JSON_TEXT, true],
		['\uFEFF---\nid: x\n---\n', true],
		['Profiles live here.\nIdeas: none\n', false],
		['', false],
	])('looksLikeProfile(%j) is %j', (text, expected) => {
		expect(looksLikeProfile(text)).toBe(expected);
	});

	test('profileNameFor keeps the name and picks the extension by the text', () => {
		expect([
			profileNameFor('jo.yaml', BARE_YAML),
			profileNameFor('jo.md.txt', MARKDOWN),
			profileNameFor('jo.txt', JSON_TEXT),
		]).toEqual([
			{ name: 'jo.md', fences: true },
			{ name: 'jo.md', fences: false },
			{ name: 'jo.json', fences: false },
		]);
	});
});
