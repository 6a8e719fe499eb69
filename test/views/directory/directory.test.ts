import { describe, expect, test } from 'vitest';
import { UI_TEXT } from '../../../src/views/ui-text.ts';
import {
	DIRECTORY_LIMITS,
	directoryCardBytes,
	directoryHome,
	directoryPages,
	directoryPath,
	directoryRoutes,
	LETTER_GROUPS,
	letterGroupOf,
} from '../../../src/views/directory/directory.ts';
import { directory } from '../../../src/views/pages.ts';
import { siteUsers } from '../../helpers/model.ts';
import type { User } from '../../../src/schemas/user.ts';
import { makeUser } from '../../helpers/users.ts';

const pageData = (users: User[]) => siteUsers(users.map((user) => ({ user, avatar: null })));

describe('letterGroupOf', () => {
	test.each([
		['robin', 'r'],
		['Robin', 'r'],
		['zed', 'z'],
		['ash', 'a'],
		['2cool', '0-9'],
		['-dash', '0-9'],
		['_x', '0-9'],
	])('returns the group of %s', (name, key) => {
		expect(LETTER_GROUPS[letterGroupOf(name)]!.key).toBe(key);
	});
});

describe('directoryPath', () => {
	test('returns the letter address for page 1 and a numbered one after it, under the base', () => {
		expect([
			directoryPath('a', 1, '/'),
			directoryPath('a', 2, '/'),
			directoryPath('0-9', 12, '/profiles'),
		]).toEqual(['/directory/a/', '/directory/a/2/', '/profiles/directory/0-9/12/']);
	});
});

describe('directoryPages', () => {
	test('returns a page per letter that has people, each linked to its neighbours across letters', () => {
		const users = [
			makeUser({ name: 'sam' }),
			makeUser({ name: 'Ash' }),
			makeUser({ name: '9lives' }),
		];
		const pages = directoryPages(directory(pageData(users), '/'), '/', UI_TEXT);
		expect(
			pages.map((page) => [
				page.param,
				page.path,
				page.cards.map((card) => card.name),
				page.prev?.path ?? null,
				page.next?.path ?? null,
				page.total,
			]),
		).toEqual([
			['0-9', '/directory/0-9/', ['9lives'], null, '/directory/a/', 3],
			['a', '/directory/a/', ['Ash'], '/directory/0-9/', '/directory/s/', 3],
			['s', '/directory/s/', ['sam'], '/directory/a/', null, 3],
		]);
		expect(
			pages[1]!.letters
				.filter((letter) => letter.count || letter.current)
				.map((letter) => [letter.label, letter.count, letter.current]),
		).toEqual([
			['0-9', 1, false],
			['A', 1, true],
			['S', 1, false],
		]);
		expect(pages[1]!.letters).toHaveLength(LETTER_GROUPS.length);
	});

	test('returns no page for no profiles', () => {
		expect(directoryPages([], '/', UI_TEXT)).toEqual([]);
	});

	test('returns a letter with more people than a page holds as pages of at most the entry limit', () => {
		const users = Array.from({ length: 150 }, (_, index) => makeUser({ name: `al${index}` }));
		const pages = directoryPages(directory(pageData(users), '/'), '/', UI_TEXT).filter(
			(page) => page.group.key === 'a',
		);
		expect(pages.map((page) => [page.param, page.path, page.nav.number, page.nav.count])).toEqual([
			['a', '/directory/a/', 1, 2],
			['a/2', '/directory/a/2/', 2, 2],
		]);
		expect(pages.map((page) => page.cards.length <= DIRECTORY_LIMITS.entries)).toEqual([
			true,
			true,
		]);
		expect([pages[0]!.next?.label, pages[1]!.prev?.label]).toEqual(['A, page 2', 'A']);
	});

	test('returns pages that hold fewer people when their names are long, each within the byte limit', () => {
		// 100 characters that each take 6 bytes escaped: `'` becomes `&#39;`.
		const users = Array.from({ length: 200 }, (_, index) =>
			makeUser({
				name: `al${index}`,
				display_name: "'".repeat(100),
				avatar_urls: [`https://example.org/${'&'.repeat(1970)}`],
			}),
		);
		const pages = directoryPages(directory(pageData(users), '/'), '/', UI_TEXT).filter(
			(page) => page.group.key === 'a',
		);
		expect(pages.length).toBeGreaterThan(2);
		for (const page of pages)
			expect(
				page.cards.reduce((sum, card) => sum + directoryCardBytes(card), 0),
			).toBeLessThanOrEqual(DIRECTORY_LIMITS.bytes);
	});
});

describe('directoryHome', () => {
	test('returns everyone when they fit on one page, with the letters', () => {
		const home = directoryHome(
			directory(pageData([makeUser({ name: 'sam' }), makeUser({ name: 'ash' })]), '/'),
			'/',
			UI_TEXT,
		);
		expect([home.total, home.cards?.map((card) => card.name), home.start]).toEqual([
			2,
			['ash', 'sam'],
			{ number: 1, path: '/directory/a/', label: 'A' },
		]);
		expect(home.letters.filter((letter) => letter.count).map((letter) => letter.key)).toEqual([
			'a',
			's',
		]);
	});

	test('returns no list, only the letters, when a letter needs a second page', () => {
		const users = Array.from({ length: 150 }, (_, index) => makeUser({ name: `al${index}` }));
		const onePage = directoryPages(directory(pageData(users), '/'), '/', UI_TEXT).find(
			(page) => page.group.key === 'a',
		)!.cards.length;
		expect(
			directoryHome(directory(pageData(users.slice(0, onePage)), '/'), '/', UI_TEXT).cards,
		).toHaveLength(onePage);
		expect(
			directoryHome(directory(pageData(users.slice(0, onePage + 1)), '/'), '/', UI_TEXT),
		).toMatchObject({
			total: onePage + 1,
			cards: null,
			start: { path: '/directory/a/' },
		});
	});

	test('returns no start for an empty site', () => {
		expect(directoryHome([], '/', UI_TEXT)).toMatchObject({ total: 0, cards: [], start: null });
	});
});

describe('/directory/ answers, with the letter index (issue 23 point 10)', () => {
	test('directoryRoutes gives /directory/ itself first, then every letter page', async () => {
		const routes = directoryRoutes(
			directory(pageData(['robin', 'sam', 'ash'].map((name) => makeUser({ name }))), '/'),
			'/',
			UI_TEXT,
		);
		expect(routes.map((route) => route.param)).toEqual([undefined, 'a', 'r', 's']);
		const first = routes[0]!;
		expect('home' in first && first.home.total).toBe(3);
		expect(
			'home' in first &&
				first.home.letters.filter((letter) => letter.count).map((letter) => letter.path),
		).toEqual(['/directory/a/', '/directory/r/', '/directory/s/']);
	});

	test('answers for a site with nobody yet', async () => {
		expect(directoryRoutes([], '/base/', UI_TEXT).map((route) => route.param)).toEqual([undefined]);
	});
});
