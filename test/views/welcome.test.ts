import { describe, expect, test } from 'vitest';
import { STATUSES, type StatusValue } from '../../src/schemas/status.ts';
import {
	combinedStatus,
	FAVOURITE,
	OKAY,
	preferred,
	welcomed,
	welcomes,
} from '../../src/views/welcome.ts';

const status = (word: (typeof STATUSES)[number]['word']): StatusValue =>
	STATUSES.find((entry) => entry.word === word)!.value;
const [JOKINGLY, FRIENDS_ONLY, AVOID] = [
	status('jokingly'),
	status('friends_only'),
	status('avoid'),
];

/** One item per status, in an order that is not status order. */
const ITEMS = [
	{ text: 'avoid', status: AVOID },
	{ text: 'okay', status: OKAY },
	{ text: 'jokingly', status: JOKINGLY },
	{ text: 'favourite', status: FAVOURITE },
	{ text: 'friends only', status: FRIENDS_ONLY },
];
const texts = (items: readonly { text: string }[]) => items.map((item) => item.text);

describe('welcomes', () => {
	test.each([
		['favourite', true],
		['okay', true],
		['jokingly', false],
		['friends_only', false],
		['avoid', false],
	] as const)('returns for %s: %s', (word, expected) => {
		expect(welcomes(status(word))).toBe(expected);
	});

	test('names the constants after the status words', () => {
		expect([FAVOURITE, OKAY]).toEqual([status('favourite'), status('okay')]);
	});
});

describe('welcomed', () => {
	test('returns favourites, then okay ones, and nothing jokingly, friends only or avoided', () => {
		expect(texts(welcomed(ITEMS, (item) => item.status))).toEqual(['favourite', 'okay']);
	});

	test('keeps the input order within each group', () => {
		const items = [
			{ text: 'b okay', status: OKAY },
			{ text: 'a avoid', status: AVOID },
			{ text: 'c favourite', status: FAVOURITE },
			{ text: 'a okay', status: OKAY },
			{ text: 'a favourite', status: FAVOURITE },
		];
		expect(texts(welcomed(items, (item) => item.status))).toEqual([
			'c favourite',
			'a favourite',
			'b okay',
			'a okay',
		]);
	});

	test.each([JOKINGLY, FRIENDS_ONLY, AVOID])(
		'returns nothing when every item has status %i',
		(value) => {
			expect(welcomed([{ text: 'x', status: value }], (item) => item.status)).toEqual([]);
		},
	);
});

describe('preferred', () => {
	test.each([
		['all five statuses', ITEMS, ['favourite']],
		['no favourite', ITEMS.filter((item) => item.status !== FAVOURITE), ['okay']],
		['neither favourite nor okay', ITEMS.filter((item) => !welcomes(item.status)), []],
		[
			'two favourites and an okay',
			[...ITEMS, { text: 'second favourite', status: FAVOURITE }],
			['favourite', 'second favourite'],
		],
	])('returns the favourites, else the okay ones, for %s', (_case, items, expected) => {
		expect(texts(preferred(items, (item) => item.status))).toEqual(expected);
	});
});

describe('combinedStatus', () => {
	test.each([
		[[], undefined],
		[[OKAY], OKAY],
		[[OKAY, FAVOURITE], FAVOURITE],
		[[FAVOURITE, OKAY], FAVOURITE],
		[[FAVOURITE, JOKINGLY], JOKINGLY],
		[[FAVOURITE, AVOID], AVOID],
		[[AVOID, OKAY], AVOID],
		[[FRIENDS_ONLY, JOKINGLY, FAVOURITE], FRIENDS_ONLY],
	])('returns for %j: %j (any unwelcome status wins)', (statuses, expected) => {
		expect(combinedStatus(statuses as StatusValue[])).toBe(expected);
	});
});
