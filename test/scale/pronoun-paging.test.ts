/**
 * Pronoun pages at 100,000 people (test/views/pronouns/pronoun-paging.test.ts has the
 * rules on small inputs): paging stays within the limits and keeps the
 * welcome rule's order.
 */
import { describe, expect, test } from 'vitest';
import { pronounPages } from '../../src/views/pages.ts';
import { siteUsers } from '../helpers/model.ts';
import { pronounPageParts, USED_BY_LIMITS } from '../../src/views/pronouns/pronoun-paging.ts';
import type { StatusValue } from '../../src/schemas/status.ts';
import type { User } from '../../src/schemas/user.ts';
import { makeUser } from '../helpers/users.ts';

const people = (users: readonly User[]) => siteUsers(users.map((user) => ({ user })));
const using = (name: string, pronouns: string, status: StatusValue = 2) =>
	makeUser({ name, pronouns: [{ pronouns, display_text: null, status }] });

describe('pronounPageParts', () => {
	test('returns 100,000 people who use they/them on pages within the limits, favourites first, each listed once', () => {
		const users = Array.from({ length: 100_000 }, (_, index) =>
			using(`p${index.toString(36)}`, 'they/them', index % 3 === 0 ? 1 : 2),
		);
		const [page] = pronounPages(people(users), '/');
		const parts = pronounPageParts(page!);
		expect(parts.length).toBe(Math.ceil(100_000 / USED_BY_LIMITS.entries));
		expect(parts.slice(0, 2).map((part) => part.path)).toEqual([
			'/pronouns/they/them/their/theirs/themself/',
			'/pronouns/they/them/their/theirs/themself/page.2/',
		]);
		const listed = parts.flatMap((part) => part.users);
		expect(listed.map((user) => user.name)).toEqual(page!.users.map((user) => user.name));
		// The welcome rule's order survives paging: every favourite before the first okay.
		const firstOkay = listed.findIndex((user) => !user.favourite);
		expect(listed.slice(firstOkay).some((user) => user.favourite)).toBe(false);
		expect(firstOkay).toBe(33_334);
		for (const part of parts) expect(part.users.length).toBeLessThanOrEqual(USED_BY_LIMITS.entries);
		expect(parts.at(-1)!.nav).toMatchObject({
			number: 500,
			count: 500,
			next: null,
			prev: { number: 499 },
		});
	});
});
