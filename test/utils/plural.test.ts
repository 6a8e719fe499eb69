/**
 * Counts read as people write them, everywhere (issue 23 point 13): one
 * helper on Intl.PluralRules.
 */
import { describe, expect, test } from 'vitest';
import { formatCount, plural, pluralForm } from '../../src/utils/plural.ts';

const PROFILE = { one: 'profile', other: 'profiles' };

describe('counts read as people write them: "1 profile", not "1 profiles" (issue 23 point 13)', () => {
	test.each([
		[0, '0 profiles'],
		[1, '1 profile'],
		[2, '2 profiles'],
		[1000, '1,000 profiles'],
		[1.5, '1.5 profiles'],
		[-1, '-1 profile'],
	])('plural(%d) is %j', (count, expected) => {
		expect(plural(count, PROFILE)).toBe(expected);
	});

	test('uses the plural forms of the language it is given', () => {
		const forms = { zero: 'dim', one: 'un', two: 'dau', few: 'tri', many: 'chwe', other: 'llawer' };
		expect([0, 1, 2, 3, 6, 7].map((count) => pluralForm(count, forms, 'cy'))).toEqual([
			'dim',
			'un',
			'dau',
			'tri',
			'chwe',
			'llawer',
		]);
		expect(plural(1234, PROFILE, 'de')).toBe('1.234 profiles');
	});

	test('falls back to the other form when the language has a category the forms lack', () => {
		expect(pluralForm(2, PROFILE, 'cy')).toBe('profiles');
	});

	test('groups numbers as English writes them', () => {
		expect(formatCount(100000)).toBe('100,000');
	});
});
