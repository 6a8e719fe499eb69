import { describe, expect, test } from 'vitest';
import { UI_TEXT } from '../../src/views/ui-text.ts';
import { pageKey } from '../../src/views/page-key.ts';
import { makeUser } from '../helpers/users.ts';

describe('pageKey', () => {
	const entry = { user: makeUser({ name: 'robin', display_name: 'Robin' }), avatar: null };

	test('returns the same 43-character key for the same inputs', () => {
		const key = pageKey([entry, 'content/users/robin.md', null]);
		expect(key).toMatch(/^[\w-]{43}$/);
		expect(pageKey([structuredClone(entry), 'content/users/robin.md', null])).toBe(key);
	});

	test.each([
		[
			'the entry',
			[
				{ ...entry, user: { ...entry.user, display_name: 'Robin B.' } },
				'content/users/robin.md',
				null,
			],
		],
		['the file', [entry, 'content/users/robin/index.md', null]],
		['the edit address', [entry, 'content/users/robin.md', 'https://example.org/edit/']],
	])('returns another key when %s changes', (_case, inputs) => {
		expect(pageKey(inputs)).not.toBe(pageKey([entry, 'content/users/robin.md', null]));
	});

	test.each([
		['a Map', { members: new Map([['kit', 1]]) }, 'pageKey: members is a Map'],
		['a Set', [new Set(['they/them'])], 'pageKey: 0 is a Set'],
		['a function', { view: () => 'html' }, 'pageKey: view is a function'],
	])('throws for %s, which JSON would write as less than it holds', (_case, value, message) => {
		expect(() => pageKey([value])).toThrow(message);
	});

	test('keys the views of the directory and pronoun pages, whole: plain values only', async () => {
		const { directory } = await import('../../src/views/pages.ts');
		const { directoryRoutes } = await import('../../src/views/directory/directory.ts');
		const { pronounPages } = await import('../../src/views/pages.ts');
		const { pronounPageParts } = await import('../../src/views/pronouns/pronoun-paging.ts');
		const people = [
			{
				user: makeUser({
					name: 'robin',
					pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 }],
				}),
				avatar: null,
				members: [],
			},
		];
		for (const route of directoryRoutes(directory(people, '/'), '/', UI_TEXT))
			expect(pageKey([route, '/'])).toMatch(/^[\w-]{43}$/);
		const parts = pronounPages(people, '/').flatMap(pronounPageParts);
		expect(parts.length).toBeGreaterThan(0);
		for (const part of parts) expect(pageKey([part, '/'])).toMatch(/^[\w-]{43}$/);
	});
});
