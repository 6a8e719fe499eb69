import { describe, expect, test } from 'vitest';
import {
	countProblems,
	importMaxBytes,
	keyLine,
	pronounsPageProfileAt,
} from '../../../src/authoring/imports/bounds.ts';
import { DEFAULT_LIMITS } from '../../../src/schemas/profile-limits.ts';

const limits = { ...DEFAULT_LIMITS };
const preferences = (count: number, tooltip = 'Partner') =>
	Object.fromEntries(Array.from({ length: count }, (_, index) => [`p${index}`, { tooltip }]));

describe('importMaxBytes', () => {
	test('is a user and its members of limits.fileBytes each, twice over: 12.6 MiB by default', () => {
		expect(importMaxBytes(DEFAULT_LIMITS)).toBe(101 * 64 * 1024 * 2);
		expect(importMaxBytes({ members: 0, fileBytes: 1000 })).toBe(2000);
	});
});

describe('countProblems (issue 44 point 3)', () => {
	test('own statuses: the limit holds, one past is refused, and preferences naming one of the five do not count', () => {
		expect(countProblems({ custom_preferences: preferences(10) }, 'pronouns.cc', limits)).toEqual(
			[],
		);
		expect(
			countProblems(
				{ custom_preferences: { ...preferences(10), okay: { tooltip: 'Okay' } } },
				'pronouns.cc',
				limits,
			),
		).toEqual([]);
		expect(countProblems({ custom_preferences: preferences(11) }, 'pronouns.cc', limits))
			.toMatchInlineSnapshot(`
			[
			  {
			    "at": [
			      "custom_preferences",
			    ],
			    "message": "at most 10 statuses are allowed, but there are 11 (custom preferences that become own statuses): remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.statuses)",
			  },
			]
		`);
	});

	test('150,000 pronouns.cc custom preferences and 100,000 pronouns.page opinions are refused by their count', () => {
		expect(countProblems({ custom_preferences: preferences(150_000) }, 'pronouns.cc', limits))
			.toMatchInlineSnapshot(`
			[
			  {
			    "at": [
			      "custom_preferences",
			    ],
			    "message": "at most 10 statuses are allowed, but there are 150,000 (custom preferences that become own statuses): remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.statuses)",
			  },
			]
		`);
		const opinions = Array.from({ length: 100_000 }, (_, index) => ({
			icon: `i${index}`,
			description: 'Mine',
		}));
		expect(countProblems({ opinions }, 'pronouns.page', limits)).toMatchInlineSnapshot(`
			[
			  {
			    "at": [
			      "opinions",
			    ],
			    "message": "at most 10 statuses are allowed, but there are 100,000 (custom opinions that become own statuses): remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.statuses)",
			  },
			]
		`);
	});

	test("every list that becomes entries is counted, in members, fields and a lone member's user too", () => {
		const over = (key: keyof typeof limits) => Array.from({ length: limits[key] + 1 }, () => 'x');
		const problems = countProblems(
			{
				names: over('names'),
				pronouns: over('pronouns'),
				links: over('links'),
				fields: [{ entries: over('fieldEntries') }],
				flags: Array.from({ length: 101 }, () => ({ name: 'x' })),
				members: [{}, { names: over('names') }],
				user: { custom_preferences: preferences(11) },
			},
			'pronouns.cc',
			limits,
		);
		expect(problems.map((problem) => problem.at)).toEqual([
			['names'],
			['pronouns'],
			['links'],
			['fields', 0, 'entries'],
			['flags'],
			['members', 1, 'names'],
			['user', 'custom_preferences'],
		]);
		expect(
			countProblems({ members: over('members') }, 'pluralkit', limits).map((each) => each.message),
		).toMatchInlineSnapshot(`
			[
			  "at most 100 members are allowed, but there are 101: remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.members)",
			]
		`);
		expect(
			countProblems({ words: [{ values: over('fieldEntries') }] }, 'pronouns.page', limits),
		).toHaveLength(1);
	});

	test('a list past its limit is not walked: its members are not counted', () => {
		const members = Array.from({ length: limits.members + 1 }, () => ({
			names: Array.from({ length: 60 }, () => 'x'),
		}));
		expect(countProblems({ members }, 'pronouns.cc', limits)).toHaveLength(1);
	});

	test('values of the wrong type are left to the schema; keys named like Object members are no lists', () => {
		expect(countProblems({ names: 'x', members: { length: 1e9 } }, 'pronouns.cc', limits)).toEqual(
			[],
		);
		expect(countProblems(JSON.parse('{"constructor": [], "__proto__": []}'), 'v1', limits)).toEqual(
			[],
		);
		expect(countProblems(null, 'pronouns.page', limits)).toEqual([]);
	});
});

describe('keyLine', () => {
	test('finds the line of a key at its path, without a tree; an index is told at its list', () => {
		const text = '{\n "a": {\n  "names": []\n },\n "names": [\n  1\n ]\n}';
		expect(keyLine(text, ['names'])).toBe(5);
		expect(keyLine(text, ['a', 'names'])).toBe(3);
		expect(keyLine(text, ['names', 0])).toBe(5);
		expect(keyLine(text, ['nope'])).toBeUndefined();
	});
});

describe('pronounsPageProfileAt', () => {
	test("finds the chosen language's profile in both shapes, before any schema", () => {
		const keyed = { profiles: { en: { a: 1 }, de: { b: 2 } } };
		expect(pronounsPageProfileAt(keyed, 'DE')).toMatchObject({
			profile: { b: 2 },
			at: ['profiles', 'de'],
		});
		expect(pronounsPageProfileAt(keyed, undefined)).toBeUndefined();
		const listed = { profiles: [{ locale: 'en', a: 1 }] };
		expect(pronounsPageProfileAt(listed, undefined)).toMatchObject({ at: ['profiles', 0] });
	});
});
