/**
 * The directory at 100,000 people (test/views/directory/directory.test.ts has the
 * rules on small inputs): every page within its limits, everyone listed
 * once and reachable.
 */
import { UI_TEXT } from '../../src/views/ui-text.ts';
import { describe, expect, test } from 'vitest';
import {
	DIRECTORY_LIMITS,
	directoryCardBytes,
	directoryPages,
} from '../../src/views/directory/directory.ts';
import { directory } from '../../src/views/pages.ts';
import { siteUsers } from '../helpers/model.ts';
import type { User } from '../../src/schemas/user.ts';
import { makeUser } from '../helpers/users.ts';

const pageData = (users: User[]) => siteUsers(users.map((user) => ({ user, avatar: null })));
const FIRST = [
	'robin',
	'sam',
	'kit',
	'ash',
	'mo',
	'alex',
	'zoë',
	'ngozi',
	'aiko',
	'2cool',
	'-dash',
	'Björn',
	'quinn',
];

/**
 * `count` profiles named as bench/generate.ts names them (first name, then the index in base 36),
 * with a few digits and symbols first.
 */
function people(count: number): User[] {
	return Array.from({ length: count }, (_, index) => {
		const first = FIRST[index % FIRST.length]!.normalize('NFD').replace(/[^\w-]/g, '');
		return makeUser({
			name: `${first}-${index.toString(36)}`,
			display_name: `${FIRST[(index * 7) % FIRST.length]} ${index}`,
			pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 }],
		});
	});
}

describe('directoryPages', () => {
	test('returns pages that together list each of 100,000 people once, none over the limits, linked in one chain from the first', () => {
		const users = people(100_000);
		const pages = directoryPages(directory(pageData(users), '/'), '/', UI_TEXT);
		const listed = pages.flatMap((page) => page.cards.map((card) => card.name));
		expect(listed.length).toBe(100_000);
		expect(new Set(listed)).toEqual(new Set(users.map((user) => user.name)));
		for (const page of pages) {
			expect(page.cards.length).toBeLessThanOrEqual(DIRECTORY_LIMITS.entries);
			expect(
				page.cards.reduce((sum, card) => sum + directoryCardBytes(card), 0),
			).toBeLessThanOrEqual(DIRECTORY_LIMITS.bytes);
			// Bounded links on every page, however many pages a letter has.
			expect(page.nav.pages.length).toBeLessThanOrEqual(9);
		}
		// Following "next" from the first page reaches every page that lists someone.
		const byPath = new Map(pages.map((page) => [page.path, page]));
		const seen = new Set<string>();
		for (let page = pages[0]; page; page = page.next ? byPath.get(page.next.path) : undefined) {
			for (const card of page.cards) seen.add(card.name);
		}
		expect(seen.size).toBe(100_000);
	});
});
