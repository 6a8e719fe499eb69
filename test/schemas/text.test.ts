import { describe, expect, test } from 'vitest';
import { boundedText, codePointLength } from '../../src/schemas/text.ts';

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
		expect(schema.safeParse('abcde').error?.issues[0]?.message).toBe('must be 2 to 4 characters long, but is 5');
		expect(boundedText(1, 4).safeParse('').error?.issues[0]?.message).toBe('must not be empty');
	});
});
