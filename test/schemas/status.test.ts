import { describe, expect, test } from 'vitest';
import { byStatus, statusInputSchema, statusOf, statusValueOf } from '../../src/schemas/status.ts';

describe('statusInputSchema', () => {
	test.each([
		['favourite', 'favourite'],
		['okay', 'okay'],
		['jokingly', 'jokingly'],
		['friends_only', 'friends_only'],
		['avoid', 'avoid'],
		[1, 'favourite'],
		[2, 'okay'],
		[3, 'jokingly'],
		[4, 'friends_only'],
		[5, 'avoid'],
		[undefined, 'okay'],
		[null, 'okay'],
		['partner', 'partner'],
		['a'.repeat(30), 'a'.repeat(30)],
	])('returns %j as %j', (input, expected) => {
		expect(statusInputSchema.parse(input)).toBe(expected);
	});

	test.each([
		0,
		6,
		1.5,
		-1,
		'1',
		'Favourite',
		'friends only',
		'friends-only',
		'Love',
		'2love',
		'a'.repeat(31),
		true,
		[],
		{},
	])('errors if the status is %j', (input) => {
		expect(statusInputSchema.safeParse(input).success).toBe(false);
	});

	test.each([
		['Okay', 'okay'],
		['friends only', 'friends_only'],
		['Avoided', 'avoid'],
	])('suggests the status word for %j', (input, word) => {
		const result = statusInputSchema.safeParse(input);
		expect(result.error?.issues[0]?.message).toContain(`did you mean "${word}"?`);
	});

	test('names every allowed value in its message', () => {
		expect(statusInputSchema.safeParse(7).error?.issues[0]?.message).toMatchInlineSnapshot(
			`"must be one of favourite, okay, jokingly, friends_only, avoid, a number 1-5, or the key of one of this profile's own statuses (lowercase letters, digits and "_")"`,
		);
	});
});

describe('statusOf', () => {
	test.each([
		[1, 'favourite'],
		[4, 'friends_only'],
		[5, 'avoid'],
	] as const)('returns status %i as %j', (value, word) => {
		expect(statusOf(value)).toEqual({ value, word });
	});
});

describe('statusValueOf', () => {
	test.each([
		['favourite', 1],
		['friends_only', 4],
		['avoid', 5],
	] as const)('returns %j as %i', (word, value) => {
		expect(statusValueOf(word)).toBe(value);
	});
});

describe('byStatus', () => {
	test('returns one key per status word, in value order', () => {
		const lists = byStatus((word) => [word]);
		expect(lists).toEqual({
			favourite: ['favourite'],
			okay: ['okay'],
			jokingly: ['jokingly'],
			friends_only: ['friends_only'],
			avoid: ['avoid'],
		});
		expect(Object.keys(lists)).toEqual(['favourite', 'okay', 'jokingly', 'friends_only', 'avoid']);
	});
});
