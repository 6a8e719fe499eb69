import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
	boundedText,
	codePointLength,
	nonEmptyText,
	textPattern,
	textProblem,
} from '../../../src/schemas/values/text.ts';

describe('codePointLength', () => {
	test.each([
		['', 0],
		['abc', 3],
		['😀', 1],
		['😀😀', 2],
		['é', 1],
		['e\u0301', 2],
		['🏳️‍⚧️', 5],
	])('counts %j as %i code points', (text, length) => {
		expect(codePointLength(text)).toBe(length);
	});
});

describe('boundedText', () => {
	const schema = boundedText(2, 4);
	test.each(['ab', 'abcd', '😀😀', '😀😀😀😀'])('accepts %j', (text) => {
		expect(schema.safeParse(text).success).toBe(true);
	});
	test.each(['a', 'abcde', '😀', '😀😀😀😀😀'])('errors if the text is %j', (text) => {
		expect(schema.safeParse(text).success).toBe(false);
	});
	test('errors with the bounds and the actual length', () => {
		expect(schema.safeParse('abcde').error?.issues[0]?.message).toBe(
			'must be 2 to 4 characters long, but is 5',
		);
		expect(boundedText(1, 4).safeParse('').error?.issues[0]?.message).toBe('must not be empty');
	});
});

describe('textProblem', () => {
	test.each([
		['NUL', 'Robin\u0000'],
		['BEL', 'Robin\u0007'],
		['ESC (a terminal sequence)', 'Robin\u001b[2J'],
		['a tab', 'Robin\tO'],
		['a line feed', 'Robin\nO'],
		['a carriage return', 'Robin\rO'],
		['U+001F', 'a\u001f'],
		['DEL', 'a\u007f'],
		['C1 U+0080', 'a\u0080'],
		['C1 NEL U+0085', 'a\u0085'],
		['the line separator U+2028', 'Robin\u2028@admin'],
		['the paragraph separator U+2029', 'Robin\u2029@admin'],
		['C1 CSI U+009B', 'a\u009b'],
		['C1 U+009F', 'a\u009f'],
		['a lone high surrogate', 'a\ud800'],
		['a lone low surrogate', '\udfffa'],
		['surrogates in the wrong order', '\ude00\ud83d'],
		['LRE U+202A', 'a\u202ab'],
		['RLO U+202E', 'she/her\u202e'],
		['PDF U+202C', 'a\u202cb'],
		['LRI U+2066', 'a\u2066b'],
		['PDI U+2069', 'a\u2069b'],
		['a space', ' '],
		['spaces', '   '],
		['a no-break space', '\u00a0'],
		['an ideographic space', '\u3000'],
		['a zero-width space', '\u200b'],
		['a byte order mark', '\ufeff'],
		['a word joiner', '\u2060'],
		['the Hangul filler U+3164', '\u3164'],
		['the Hangul choseong filler U+115F', '\u115f'],
		['the braille blank U+2800', '\u2800'],
		['a soft hyphen', '\u00ad'],
		['a variation selector', '\ufe0f'],
		['a mix of blanks', ' \u200b\u3164\u2800 '],
		['the noncharacter U+FFFE (XML refuses it)', 'Rob\ufffein'],
		['the noncharacter U+FFFF', 'a\uffff'],
		['the noncharacter U+FDD0', 'a\ufdd0'],
		['the noncharacter U+FDEF', 'a\ufdef'],
		['the noncharacter U+1FFFE', 'a\u{1fffe}'],
		['the noncharacter U+10FFFF', 'a\u{10ffff}'],
	])('refuses %s', (_label, text) => {
		expect(textProblem(text)).toBeDefined();
		expect(nonEmptyText.safeParse(text).success).toBe(false);
	});

	test.each([
		['plain text', 'Robin'],
		['emoji', '🏳️‍⚧️'],
		['right-to-left text', 'רובין'],
		['an LRM and RLM', 'רובין\u200e (they)\u200f'],
		['an Arabic letter mark', '\u061cروبن'],
		['a zero-width joiner inside an emoji', '👩‍💻'],
		['text next to a zero-width space', 'a\u200b'],
		['a combining mark', 'e\u0301'],
		['a no-break space between words', 'Robin\u00a0O'],
		['U+FDCF and U+FDF0, beside the noncharacters', 'a\ufdcf\ufdf0'],
		['U+FFFD, the replacement character', 'a\ufffd'],
		['U+1FFFD and a CJK extension B character', 'a\u{1fffd}\u{20000}'],
	])('accepts %s', (_label, text) => {
		expect(textProblem(text)).toBeUndefined();
	});

	test.each([
		['tab', 'a\tb'],
		['line feed', 'a\nb'],
		['carriage return and line feed', 'a\r\nb'],
	])('accepts a %s in multi-line text', (_label, text) => {
		expect(textProblem(text, { multiline: true })).toBeUndefined();
	});

	test('refuses other control characters in multi-line text', () => {
		expect(textProblem('a\n\u001b[31mb', { multiline: true })).toBeDefined();
		expect(textProblem('a\u000bb', { multiline: true })).toBeDefined();
	});

	test('names the character, the rule and the fix', () => {
		expect([
			textProblem('a\u001b'),
			textProblem('a\n\u0007', { multiline: true }),
			textProblem('a\ud800'),
			textProblem('a\u202eb'),
			textProblem('\u200b'),
			textProblem('Rob\ufffein'),
		]).toMatchInlineSnapshot(`
			[
			  "must not contain control characters (invisible codes that terminals and pages act on), and U+001B is one; remove it",
			  "must not contain control characters other than tab and line breaks (invisible codes that terminals and pages act on), and U+0007 is one; remove it",
			  "must not contain a lone surrogate (U+D800), half of a character that strict JSON parsers reject; retype the character",
			  "must not contain direction controls U+202A-202E or U+2066-2069, which reorder the text shown after them, and U+202E is one; remove it (the marks U+200E and U+200F are allowed)",
			  "must contain a visible character, not only spaces or invisible characters; write the text, or leave the entry out",
			  "must not contain noncharacters (codes reserved for programs, which XML and pictures refuse), and U+FFFE is one; remove it",
			]
		`);
	});
});

describe('boundedText', () => {
	test('checks the text rules before the length, and names the limit option when one is given', () => {
		const schema = boundedText(1, 3, { limit: 'limits.fieldEntryLength' });
		expect(schema.safeParse('\u0000\u0000\u0000\u0000').error?.issues[0]?.message).toMatch(
			/^must not contain control characters/,
		);
		expect(schema.safeParse('abcd').error?.issues[0]?.message).toBe(
			'must be 1 to 3 characters long, but is 4; shorten it (the site limit is set by limits.fieldEntryLength)',
		);
		expect(schema.safeParse('\u200b').error?.issues).toHaveLength(1);
	});
});

test('refuses U+2028 and U+2029 in one line, saying it breaks the line; allows them in several', () => {
	expect([textProblem('Robin\u2028@admin'), textProblem('Robin\u2029x')]).toMatchInlineSnapshot(`
		[
		  "must be one line, and U+2028 (a line separator) starts another; remove it, or write a space",
		  "must be one line, and U+2029 (a paragraph separator) starts another; remove it, or write a space",
		]
	`);
	expect(textProblem('Robin\u2028x', { multiline: true })).toBeUndefined();
});

describe('textPattern', () => {
	// Editors compile JSON Schema patterns with or without the u flag: both must agree with
	// textProblem.
	test.each(['', 'u'])('refuses control and direction characters, with flags %j', (flags) => {
		const single = new RegExp(textPattern(), flags);
		const multi = new RegExp(textPattern({ multiline: true }), flags);
		for (const text of [
			'a\u0000',
			'a\u001b[2J',
			'a\u007f',
			'a\u0085',
			'a\u2028b',
			'a\u2029b',
			'a\u009f',
			'a\u202e',
			'a\u2066',
			'a\tb',
			'a\nb',
		]) {
			expect([text, single.test(text)]).toEqual([text, false]);
		}
		for (const text of ['a\u0007', 'a\u001b', 'a\u202a'])
			expect([text, multi.test(text)]).toEqual([text, false]);
		for (const text of ['Robin', '🏳️‍⚧️', 'רובין\u200e', ''])
			expect([text, single.test(text)]).toEqual([text, true]);
		for (const text of ['a\tb', 'a\r\nb', 'a\u2028b'])
			expect([text, multi.test(text)]).toEqual([text, true]);
	});

	test('is written into the JSON Schema of every text', () => {
		expect(z.toJSONSchema(boundedText(1, 5))).toMatchObject({
			minLength: 1,
			maxLength: 5,
			pattern: textPattern(),
		});
		expect(z.toJSONSchema(nonEmptyText)).not.toHaveProperty('maxLength');
	});
});
