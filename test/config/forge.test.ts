import { describe, expect, test } from 'vitest';
import {
	editBaseOf,
	editBaseUrl,
	editUrlOf,
	handOver,
	MAX_FORGE_URL,
	newFileUrlOf,
	resolveRepository,
	viewUrlOf,
	type Repository,
} from '../../src/config/forge.ts';

const actions = {
	GITHUB_ACTIONS: 'true',
	GITHUB_SERVER_URL: 'https://github.com',
	GITHUB_REPOSITORY: 'org/site',
	GITHUB_REF_NAME: 'main',
};
const github: Repository = { url: 'https://github.com/org/site', forge: 'github', branch: 'main' };
const gitlab: Repository = {
	url: 'https://gitlab.example.org/group/sub/site',
	forge: 'gitlab',
	branch: 'profiles',
};
const forgejo: Repository = {
	url: 'https://codeberg.org/org/site',
	forge: 'forgejo',
	branch: 'main',
};

describe('resolveRepository', () => {
	test.each<
		[string, Parameters<typeof resolveRepository>[0], Record<string, string>, Repository | null]
	>([
		[
			'github.com: forge and branch by default',
			{ url: 'https://github.com/org/site/' },
			{},
			github,
		],
		[
			'gitlab.com',
			{ url: 'https://gitlab.com/org/site' },
			{},
			{ url: 'https://gitlab.com/org/site', forge: 'gitlab', branch: 'main' },
		],
		['codeberg.org is Forgejo', { url: 'https://codeberg.org/org/site' }, {}, forgejo],
		[
			'a self-hosted forge says which it is',
			{ url: 'https://gitlab.example.org/group/sub/site', forge: 'gitlab', branch: 'profiles' },
			{},
			gitlab,
		],
		[
			'the option wins over GitHub Actions',
			{ url: 'https://codeberg.org/org/site' },
			actions,
			forgejo,
		],
		['false: none, even in GitHub Actions', false, actions, null],
		['left out in GitHub Actions: the repository being built', undefined, actions, github],
		[
			"a pull request's head branch",
			undefined,
			{ ...actions, GITHUB_HEAD_REF: 'add/sam' },
			{ ...github, branch: 'add/sam' },
		],
		['left out elsewhere: none', undefined, {}, null],
	])('%s', (_case, option, env, expected) => {
		expect(resolveRepository(option, env)).toEqual(expected);
	});

	test('a host it does not know needs `forge`', () => {
		expect(() =>
			resolveRepository({ url: 'https://git.example.org/org/site' }, {}),
		).toThrowErrorMatchingInlineSnapshot(
			`[Error: required for git.example.org: one of "github", "gitlab", "forgejo"]`,
		);
	});

	test('edit links: the editor of the repository at its branch', () => {
		expect(
			editBaseOf({ url: 'https://git.example.org/org/site', forge: 'forgejo', branch: 'main' }),
		).toBe('https://git.example.org/org/site/_edit/main/');
		expect(editBaseOf(gitlab)).toBe('https://gitlab.example.org/group/sub/site/-/edit/profiles/');
		expect(editBaseUrl(undefined, actions)).toBe('https://github.com/org/site/edit/main/');
	});
});

describe('forge addresses', () => {
	const file = 'content/users/robin.md';
	const text = '---\nid: d4gn7g3p38l77tn1edd0\nnames:\n  - name: Rob & "Bob"?#\n---\n';

	test.each([
		[
			'github',
			github,
			'https://github.com/org/site/new/main/content/users?filename=robin.md&value=',
			'https://github.com/org/site/edit/main/content/users/robin.md',
		],
		[
			'gitlab',
			gitlab,
			'https://gitlab.example.org/group/sub/site/-/new/profiles/content/users?file_name=robin.md&content=',
			'https://gitlab.example.org/group/sub/site/-/edit/profiles/content/users/robin.md',
		],
		[
			'forgejo',
			forgejo,
			'https://codeberg.org/org/site/_new/main/content/users/?filename=robin.md&value=',
			'https://codeberg.org/org/site/_edit/main/content/users/robin.md',
		],
	])(
		'%s: the new-file editor prefilled, and the edit page',
		(_forge, repository, newStart, edit) => {
			const url = newFileUrlOf(repository, file, text);
			expect(url.startsWith(newStart)).toBe(true);
			const params = new URL(url).searchParams;
			expect([...params.values()]).toEqual(['robin.md', text]);
			expect(editUrlOf(repository, file)).toBe(edit);
		},
	);

	test('the file name and branch are escaped, never able to add a parameter', () => {
		const url = newFileUrlOf({ ...github, branch: 'a b#c' }, 'content/us ers/x&value=y.md', 'z');
		expect(url).toBe(
			'https://github.com/org/site/new/a%20b%23c/content/us%20ers?filename=x%26value%3Dy.md&value=z',
		);
	});

	test.each([
		['github', github, false],
		['forgejo', forgejo, false],
		['gitlab, whose editor drops the text (gitlab-org/gitlab#594214)', gitlab, true],
	])('%s: a new file is prefilled; clipboard as well: %s', (_forge, repository, clipboard) => {
		expect(handOver(repository, { file, text, exists: false })).toEqual({
			url: newFileUrlOf(repository, file, text),
			clipboard,
			tooLong: false,
		});
	});

	test('an existing file: its edit page, the text on the clipboard', () => {
		expect(handOver(forgejo, { file, text, exists: true })).toEqual({
			url: editUrlOf(forgejo, file),
			clipboard: true,
			tooLong: false,
		});
	});

	test(`at ${MAX_FORGE_URL} characters the address is used; one more, the clipboard`, () => {
		const room = MAX_FORGE_URL - newFileUrlOf(github, file, '').length;
		const fits = 'a'.repeat(room);
		expect(handOver(github, { file, text: fits, exists: false })).toMatchObject({
			clipboard: false,
			tooLong: false,
		});
		expect(handOver(github, { file, text: `${fits}a`, exists: false })).toEqual({
			url: newFileUrlOf(github, file, ''),
			clipboard: true,
			tooLong: true,
		});
	});
});

describe('viewUrlOf', () => {
	test.each([
		[github, 'folder', 'content/users', 'https://github.com/org/site/tree/main/content/users'],
		[
			gitlab,
			'file',
			'CONTRIBUTING.md',
			'https://gitlab.example.org/group/sub/site/-/blob/profiles/CONTRIBUTING.md',
		],
		[
			forgejo,
			'folder',
			'content/users',
			'https://codeberg.org/org/site/src/branch/main/content/users',
		],
	] as const)('%#: %s %s', (repository, kind, path, expected) => {
		expect(viewUrlOf(repository, kind, path)).toBe(expected);
	});
});
