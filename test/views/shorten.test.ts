import { describe, expect, test } from 'vitest';
import { graphemesOf, shortenAtWord } from '../../src/views/shorten.ts';

describe('shortenAtWord', () => {
	test('ends a preview description at a word, with an ellipsis', () => {
		const bio = 'Please ask before you use my old name, and please ask before sharing';
		expect(shortenAtWord(bio, 20)).toBe('Please ask before…');
		expect(shortenAtWord(bio, 13)).toBe('Please ask…');
	});

	test('leaves a text of the limit whole; one past it is cut', () => {
		expect(shortenAtWord('abcde fgh', 9)).toBe('abcde fgh');
		expect(shortenAtWord('abcde fghi', 9)).toBe('abcde…');
	});

	test('drops the punctuation before the ellipsis', () => {
		expect(shortenAtWord('Gardener, poet, and more words here', 17)).toBe('Gardener, poet…');
	});

	test('cuts a run without word breaks between graphemes, never inside an emoji', () => {
		expect(shortenAtWord('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
		const flags = '🏳️‍🌈'.repeat(30);
		expect(graphemesOf(shortenAtWord(flags, 10))).toEqual([...Array(9).fill('🏳️‍🌈'), '…']);
	});

	test('ends at a word in a text without spaces (Japanese)', () => {
		const shortened = shortenAtWord('私は日本語を話します。よろしくお願いします。', 12);
		expect(shortened.endsWith('…')).toBe(true);
		expect(graphemesOf(shortened).length).toBeLessThanOrEqual(12);
	});

	test('counts graphemes, not UTF-16 units: more units than the limit may still fit whole', () => {
		// 9 graphemes in 18 units (each e with a combining acute accent), and a CRLF is one grapheme.
		const accents = 'e\u0301'.repeat(9);
		expect(shortenAtWord(accents, 9)).toBe(accents);
		expect(shortenAtWord(`ab\r\ncd`, 5)).toBe('ab\r\ncd');
		expect(shortenAtWord(`ab\r\ncdef`, 5)).toBe('ab\r\nc…');
	});

	// A text of characters that never join (ASCII, Latin-1, Latin Extended-A) is not segmented: the
	// same graphemes as the segmenter's, also where the unit just past the limit would join.
	const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
	test.each([
		['abc', 2],
		['abe\u0301', 3],
		['abe\u0301', 2],
		['a\r\nb', 3],
		['Zoë ßł Œ\u00AD\u00A0x\ty\n', 20],
		['ab\u200Dc', 4],
		['ab🚲', 3],
	])("the graphemes of %j, at most %i, are the segmenter's", (text, limit) => {
		const expected = [...segmenter.segment(text)].map((part) => part.segment).slice(0, limit);
		expect(graphemesOf(text, limit)).toEqual(expected);
	});

	test('segments only the graphemes it needs: the first `limit`', () => {
		expect(graphemesOf('🏳️‍🌈ab', 1)).toEqual(['🏳️‍🌈']);
		expect(graphemesOf('ab', 5)).toEqual(['a', 'b']);
		expect(graphemesOf('ab', 0)).toEqual([]);
	});
});
