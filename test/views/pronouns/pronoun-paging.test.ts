import { describe, expect, test } from 'vitest';
import { pronounPages } from '../../../src/views/pages.ts';
import { siteUsers } from '../../helpers/model.ts';
import {
	pronounPageParts,
	usedByPath,
	VARIANTS_SHOWN,
} from '../../../src/views/pronouns/pronoun-paging.ts';
import type { StatusValue } from '../../../src/schemas/status.ts';
import type { User } from '../../../src/schemas/user.ts';
import { makeUser } from '../../helpers/users.ts';

const people = (users: readonly User[]) => siteUsers(users.map((user) => ({ user })));
const using = (name: string, pronouns: string, status: StatusValue = 2) =>
	makeUser({ name, pronouns: [{ pronouns, display_text: null, status }] });

describe('usedByPath', () => {
	test('returns the set address for page 1 and page.N under it after', () => {
		expect([usedByPath('/pronouns/any/', 1), usedByPath('/pronouns/any/', 2)]).toEqual([
			'/pronouns/any/',
			'/pronouns/any/page.2/',
		]);
	});
});

describe('pronounPageParts', () => {
	test('returns one page for a short list, at the set address, with its forms', () => {
		const [page] = pronounPages(people([using('sam', 'xe/xem')]), '/');
		expect(
			pronounPageParts(page!).map((part) => [
				part.param,
				part.path,
				part.users.map((user) => user.name),
				part.nav.count,
				part.forms?.[0]?.text,
			]),
		).toEqual([
			['xe/xem/xyr/xyrs/xemself', '/pronouns/xe/xem/xyr/xyrs/xemself/', ['sam'], 1, 'xe'],
		]);
	});

	test('returns pages that hold fewer people when their names are long', () => {
		const users = Array.from({ length: 400 }, (_, index) =>
			makeUser({
				name: `p${index}`,
				display_name: '&'.repeat(100),
				pronouns: [{ pronouns: 'any', display_text: null, status: 1 }],
			}),
		);
		const parts = pronounPageParts(pronounPages(people(users), '/')[0]!);
		expect(parts.length).toBeGreaterThan(2);
		expect(parts.flatMap((part) => part.users).length).toBe(400);
	});

	test('returns at most VARIANTS_SHOWN spellings of the set as written', () => {
		const spellings = Array.from(
			{ length: VARIANTS_SHOWN + 1 },
			(_, index) => `ask${' '.repeat(index + 1)}me`,
		);
		const users = spellings.map((pronouns, index) =>
			using(`p${String(index).padStart(2, '0')}`, pronouns),
		);
		const [part] = pronounPageParts(pronounPages(people(users), '/')[0]!);
		expect(part!.variants).toEqual(spellings.slice(0, VARIANTS_SHOWN));
	});

	test('returns no page address that a set of its own could take', () => {
		// An entry ending in "/2" or "/page.2" gets a set of its own: its address never falls on
		// another set's second page.
		const users = [
			...Array.from({ length: 300 }, (_, index) => using(`p${index}`, 'any')),
			using('mallory', 'any/2', 1),
			using('eve', 'any/page.2', 1),
		];
		const parts = pronounPages(people(users), '/').flatMap(pronounPageParts);
		const paths = parts.map((part) => part.path);
		expect(paths).toEqual([
			'/pronouns/any/',
			'/pronouns/any/page.2/',
			'/pronouns/any/2/',
			'/pronouns/any/page2/',
		]);
		expect(new Set(paths).size).toBe(paths.length);
	});
});
