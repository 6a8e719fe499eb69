import { describe, expect, test } from 'vitest';
import {
	fromPronounsCc,
	iconFor,
	libraryFlagFor,
} from '../../../src/authoring/imports/pronouns-cc.ts';
import type { CcImportUser } from '../../../src/schemas/imports/cc-import.ts';

describe('iconFor', () => {
	test.each([
		['heart-fill', 'heart'],
		['hand-thumbs-up', 'thumbs-up'],
		['hand-thumbs-down-fill', 'thumbs-down'],
		['emoji-laughing', 'smile'],
		['people-fill', 'people'],
		['stars', 'sparkles'],
		['emoji-sunglasses', undefined],
		['__proto__', undefined],
	])('%s → %s', (name, icon) => {
		expect(iconFor(name)).toBe(icon);
	});
});

describe('libraryFlagFor', () => {
	test.each([
		['Transgender', 'transgender'],
		['Non-binary', 'nonbinary'],
		['Pride (rainbow)', 'pride'],
		['Progress Pride flag', 'progress-pride'],
		['Gardening club', undefined],
		['constructor', undefined],
	])('%s → %s', (name, slug) => {
		expect(libraryFlagFor(name)).toBe(slug);
	});
});

const user = (preferences: CcImportUser['custom_preferences']): CcImportUser => ({
	id: 'cmk3e2vdr8ug6oqkqf5g',
	name: 'ash',
	custom_preferences: preferences,
});

describe('fromPronounsCc: what a custom preference counts as', () => {
	test.each([
		[{ tooltip: 'Partner only', favourite: true, muted: false }, 'favourite_own'],
		// Its own flags first (issue 43 point 5): a muted preference is never a favourite.
		[{ tooltip: 'Favourite', favourite: false, muted: true }, 'avoid'],
		[{ tooltip: 'Favourite', favourite: true, muted: true }, 'avoid'],
		[{ tooltip: 'Friends only', favourite: false, muted: true }, 'avoid'],
		[{ tooltip: 'Friends only', favourite: false, muted: false }, 'friends_only'],
		[{ tooltip: 'Nope', favourite: false, muted: true }, 'avoid_own'],
		[{ tooltip: 'Partner only', favourite: false, muted: false }, 'friends_only_own'],
		[{ tooltip: null, favourite: null, muted: null }, 'friends_only_own'],
	])('%j: its entries are %s', (preference, word) => {
		const uuid = '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
		const made = fromPronounsCc({
			...user({ [uuid]: preference }),
			names: [{ value: 'Robin', status: uuid }],
		});
		const { data } = made.user;
		const status = data.names[0]!.status;
		// An own status is told by what it counts as; one of the five by name has none.
		const own = data.statuses?.[status];
		expect(own ? `${own.counts_as}_own` : status).toBe(word);
		if (!own) expect(data.statuses).toEqual({});
	});

	test('a muted preference with the tooltip "Favourite" is avoid, and the report says why', () => {
		const made = fromPronounsCc(
			user({
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b': {
					tooltip: 'Favourite',
					favourite: false,
					muted: true,
				},
			}),
		);
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "the user "ash": the custom preference "Favourite" is muted on pronouns.cc, so it is the status avoid here, not favourite",
			]
		`);
	});

	test('two preferences with one tooltip get two keys; a key is never one of the five, nor one of the five by name an own status', () => {
		const made = fromPronounsCc(
			user({
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b': { tooltip: 'Okay' },
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6c': { tooltip: 'okay?!' },
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6d': { tooltip: '🌙' },
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6e': { tooltip: 'okay, sometimes' },
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6f': { tooltip: 'Okay sometimes' },
			}),
		);
		expect(Object.keys(made.user.data.statuses ?? {})).toEqual([
			'own',
			'okay_sometimes',
			'okay_sometimes_2',
		]);
	});
});

describe("fromPronounsCc: members use their user's custom preferences", () => {
	test('a member naming one gets it as its own status; one it does not name is not copied', () => {
		const made = fromPronounsCc({
			...user({
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b': { tooltip: 'Partner only' },
				'3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6c': { tooltip: 'Never', muted: true },
			}),
			members: [
				{
					id: 'cmk3g1vdr8ug6oqkqf70',
					name: 'fern',
					names: [{ value: 'Fernie', status: '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b' }],
				},
			],
		});
		expect(made.members[0]!.data).toMatchObject({
			names: [{ name: 'Fernie', status: 'partner_only' }],
			statuses: { partner_only: { label: 'Partner only', counts_as: 'friends_only' } },
		});
		expect(Object.keys(made.members[0]!.data.statuses ?? {})).toEqual(['partner_only']);
	});
});

describe('fromPronounsCc: what pronouns.cc hides stays off the lists (issue 44 point 1)', () => {
	test('a hidden member list makes every member unlisted, and the report says so', () => {
		const made = fromPronounsCc({
			...user({}),
			member_list_hidden: true,
			members: [
				{ id: 'cmk3g1vdr8ug6oqkqf70', name: 'fern' },
				{ id: 'cmk3g1vdr8ug6oqkqf71', name: 'ivy', unlisted: false },
			],
		});
		expect(made.members.map((member) => member.data.unlisted)).toEqual([true, true]);
		expect(made.notes.filter((note) => note.includes('hidden'))).toMatchInlineSnapshot(`
			[
			  "the user "ash": its member list is hidden on pronouns.cc, so every member is imported as unlisted (left off the lists; its page and API files are published, as on pronouns.cc by its link)",
			]
		`);
		expect(made.notes.join('\n')).not.toMatch(/not kept.*member_list_hidden/);
	});
});

describe('fromPronounsCc: an entry of an unknown status (issue 44 point 5)', () => {
	test('is left out with a report line, as the pronouns.page import does, never kept as okay', () => {
		const made = fromPronounsCc({
			...user({}),
			names: [
				{ value: 'Ash', status: 'favourite' },
				{ value: 'Ashes', status: 'gone-preference' },
			],
			pronouns: [{ value: 'xe/xem', status: 'gone-preference' }],
			fields: [{ name: 'Words', entries: [{ value: 'pal', status: 'gone-preference' }] }],
		});
		expect(made.user.data.names).toEqual([{ name: 'Ash', status: 'favourite' }]);
		expect(made.user.data.pronouns).toEqual([]);
		expect(made.user.data.fields[0]).toMatchObject({ okay: [], favourite: [] });
		expect(made.user.data.fields[0]).not.toHaveProperty('own');
		expect(made.notes).toMatchInlineSnapshot(`
			[
			  "the user "ash": fields[0].entries[0] "pal" has the status "gone-preference", which is neither pronouns.cc's nor one of its custom preferences; not kept (what it means is not known)",
			  "the user "ash": names[1] "Ashes" has the status "gone-preference", which is neither pronouns.cc's nor one of its custom preferences; not kept (what it means is not known)",
			  "the user "ash": pronouns[0] "xe/xem" has the status "gone-preference", which is neither pronouns.cc's nor one of its custom preferences; not kept (what it means is not known)",
			]
		`);
	});
});
