import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageKey, reusablePath } from '../../../src/views/paths/page-key.ts';
import { UI_TEXT } from '../../../src/views/ui-text.ts';
import { makeUser } from '../../helpers/users.ts';
import { siteUsers } from '../../helpers/model.ts';
import { ROOT } from '../../helpers/run.ts';

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
		const { directory } = await import('../../../src/views/pages.ts');
		const { directoryRoutes } = await import('../../../src/views/directory/directory.ts');
		const { pronounPages } = await import('../../../src/views/pages.ts');
		const { pronounPageParts } = await import('../../../src/views/pronouns/pronoun-paging.ts');
		const people = siteUsers([
			{
				user: makeUser({
					name: 'robin',
					pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 }],
				}),
				avatar: null,
				members: [],
			},
		]);
		for (const route of directoryRoutes(directory(people, '/'), '/', UI_TEXT))
			expect(pageKey([route, '/'])).toMatch(/^[\w-]{43}$/);
		const parts = pronounPages(people, '/').flatMap(pronounPageParts);
		expect(parts.length).toBeGreaterThan(0);
		for (const part of parts) expect(pageKey([part, '/'])).toMatch(/^[\w-]{43}$/);
	});
});

describe('reusablePath', () => {
	/** Every path to a leaf of a plain value, with a copy of the value where that leaf differs. */
	function* changedLeaves(value: unknown, path: string[] = []): Generator<[string, unknown]> {
		if (value !== null && typeof value === 'object') {
			for (const [key, inner] of Object.entries(value))
				for (const [where, changed] of changedLeaves(inner, [...path, key]))
					yield [
						where,
						Array.isArray(value)
							? value.map((item, index) => (String(index) === key ? changed : item))
							: { ...value, [key]: changed },
					];
			return;
		}
		const other =
			typeof value === 'number'
				? value + 1
				: typeof value === 'boolean'
					? !value
					: value === null
						? 'x'
						: `${String(value)}x`;
		yield [path.join('.') || '(the value)', other];
	}

	const robin = {
		data: {
			user: makeUser({
				name: 'robin',
				display_name: 'Robin',
				pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 }],
			}),
			avatar: { webp: '/media/a.webp', jpeg: '/media/a.jpg', size: 256 },
			members: [
				{
					user: makeUser({ name: 'kit' }),
					avatar: null,
					file: 'content/users/robin/members/kit.md',
				},
			],
		},
		file: 'content/users/robin/index.md',
	};

	test('keys every input a page renders from: each leaf of its props and params changed gives another key, so the page is rendered again', () => {
		const path = { params: { name: 'robin' }, props: robin };
		const key = reusablePath(path).cacheKey;
		expect(reusablePath(structuredClone(path)).cacheKey).toBe(key);
		let leaves = 0;
		for (const [where, props] of changedLeaves(path.props)) {
			leaves++;
			expect([where, reusablePath({ ...path, props }).cacheKey]).not.toEqual([where, key]);
		}
		expect(leaves).toBeGreaterThan(15);
		expect(reusablePath({ ...path, params: { name: 'sam' } }).cacheKey).not.toBe(key);
	});

	test('every route that Astro may reuse keys its path with reusablePath, never by hand', () => {
		const routes = readdirSync(join(ROOT, 'src/routes')).filter((name) => name.endsWith('.astro'));
		const keyed = routes.filter((name) =>
			readFileSync(join(ROOT, 'src/routes', name), 'utf8').includes('reusablePath('),
		);
		expect(keyed.sort()).toEqual([
			'directory.astro',
			'member.astro',
			'profile.astro',
			'pronouns.astro',
		]);
		for (const name of routes) {
			const text = readFileSync(join(ROOT, 'src/routes', name), 'utf8');
			expect([name, text.includes('cacheKey') || text.includes('pageKey(')]).toEqual([name, false]);
		}
	});
});
