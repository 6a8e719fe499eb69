import { describe, expect, test } from 'vitest';
import { editBaseUrl, editFileUrl, type ForgeEnv } from '../../src/config/forge.ts';

const actions: ForgeEnv = {
	GITHUB_ACTIONS: 'true',
	GITHUB_SERVER_URL: 'https://github.com',
	GITHUB_REPOSITORY: 'queer-collective/profiles',
	GITHUB_REF_NAME: 'main',
};

describe('editBaseUrl', () => {
	test.each<[string, string | false | undefined, ForgeEnv, string | null]>([
		[
			'the option, with its slash added',
			'https://codeberg.org/org/site/_edit/main',
			{},
			'https://codeberg.org/org/site/_edit/main/',
		],
		[
			'the option over GitHub Actions',
			'https://forge.example/edit/',
			actions,
			'https://forge.example/edit/',
		],
		['none when the option is false, even in GitHub Actions', false, actions, null],
		[
			'GitHub Actions on a push: the pushed branch',
			undefined,
			actions,
			'https://github.com/queer-collective/profiles/edit/main/',
		],
		[
			'GitHub Actions on a pull request: its head branch',
			undefined,
			{ ...actions, GITHUB_HEAD_REF: 'add/sam', GITHUB_REF_NAME: '12/merge' },
			'https://github.com/queer-collective/profiles/edit/add/sam/',
		],
		[
			'GitHub Enterprise: its own server',
			undefined,
			{ ...actions, GITHUB_SERVER_URL: 'https://git.example.org/' },
			'https://git.example.org/queer-collective/profiles/edit/main/',
		],
		[
			'a branch name with characters that need escaping',
			undefined,
			{ ...actions, GITHUB_REF_NAME: 'sam#1 ?x' },
			'https://github.com/queer-collective/profiles/edit/sam%231%20%3Fx/',
		],
		['none outside GitHub Actions', undefined, { ...actions, GITHUB_ACTIONS: undefined }, null],
		['none without a repository', undefined, { ...actions, GITHUB_REPOSITORY: '' }, null],
		['none without a branch', undefined, { ...actions, GITHUB_REF_NAME: undefined }, null],
		['none with neither', undefined, {}, null],
	])('returns %s', (_case, option, env, expected) => {
		expect(editBaseUrl(option, env)).toBe(expected);
	});

	test.each(['github.com/org/site/edit/main/', 'javascript:alert(1)//', ''])(
		'errors if the option is not an http(s) address: %j',
		(option) => {
			expect(() => editBaseUrl(option, {})).toThrow(
				`editUrl must be an http(s) address ending where the repository's files start, e.g. https://github.com/org/repo/edit/main/: got ${JSON.stringify(option)}`,
			);
		},
	);
});

describe('editFileUrl', () => {
	const base = 'https://github.com/org/site/edit/main/';

	test.each([
		['content/users/robin.md', 'https://github.com/org/site/edit/main/content/users/robin.md'],
		[
			'./content/users/sam/index.json',
			'https://github.com/org/site/edit/main/content/users/sam/index.json',
		],
		['content\\users\\kit.md', 'https://github.com/org/site/edit/main/content/users/kit.md'],
		['content/users/a#b?c.md', 'https://github.com/org/site/edit/main/content/users/a%23b%3Fc.md'],
	])('returns the editor address of %s', (file, expected) => {
		expect(editFileUrl(base, file)).toBe(expected);
	});

	test.each(['../elsewhere/robin.md', '/etc/passwd', 'content/../../x.md'])(
		'returns none for a file outside the repository: %s',
		(file) => {
			expect(editFileUrl(base, file)).toBeNull();
		},
	);

	test('returns none when the site has no edit links', () => {
		expect(editFileUrl(null, 'content/users/robin.md')).toBeNull();
	});
});
