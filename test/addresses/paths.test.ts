import { describe, expect, test } from 'vitest';
import {
	foldCollisions,
	foldPath,
	MAX_SEGMENT_BYTES,
	pathSegment,
	publishedPathProblems,
	segmentBytesOver,
	textPathSegments,
} from '../../src/addresses/paths.ts';

describe('foldPath: one key for paths a host takes as one', () => {
	test.each([
		['long s', 'ſhe/her', 'she/her'],
		['Kelvin sign', 'Kit', 'kit'],
		['sharp s', 'straße', 'STRASSE'],
		['ligature', 'ﬁve', 'five'],
		['fullwidth letters', 'ｘｅ', 'xe'],
		['decomposed accent', 'e\u0301', 'é'],
		['plain case', 'They', 'tHEY'],
	])('%s: %s and %s fold together', (_label, a, b) => {
		expect(foldPath(a)).toBe(foldPath(b));
	});

	test('keeps apart what no host folds together', () => {
		expect(foldPath('she')).not.toBe(foldPath('shé'));
		expect(foldPath('i')).not.toBe(foldPath('j'));
	});

	test('the key of a key is itself', () => {
		for (const text of ['ſhe', 'ß', 'K', 'ﬃ', 'ΐ', 'İstanbul'])
			expect(foldPath(foldPath(text))).toBe(foldPath(text));
	});
});

describe('pathSegment and the byte bound', () => {
	test('cleans and folds a form as the build publishes it', () => {
		expect(textPathSegments('Ask  me/ſhe/../x')).toEqual(['ask-me', 'she', '', 'x']);
		expect(pathSegment('a\uFF0Fb')).toBe('ab'); // a fullwidth solidus folds to "/", which is then dropped, never a new segment
	});

	test.each([
		// U+FB2C: one character, 3 bytes as typed, 6 after normalisation.
		['a Hebrew presentation form', '\uFB2C', 6],
		// U+FDFA: one character, 3 bytes as typed, a phrase of 33 bytes after normalisation.
		['an Arabic ligature', '\uFDFA', 33],
	])('%s: bounded after normalisation, at the limit and one past it', (_label, char, bytes) => {
		const fits = Math.floor(MAX_SEGMENT_BYTES / bytes);
		expect(Buffer.byteLength(pathSegment(char.repeat(fits)))).toBe(fits * bytes);
		expect(segmentBytesOver(pathSegment(char.repeat(fits)))).toBeUndefined();
		expect(segmentBytesOver(pathSegment(char.repeat(fits + 1)))).toBe((fits + 1) * bytes);
		// Within the 50 characters a pronoun entry may have.
		expect([...char.repeat(fits + 1)].length).toBeLessThanOrEqual(50);
	});
});

describe('publishedPathProblems', () => {
	test('finds paths a host takes as one, and segments too long', () => {
		expect(
			foldCollisions([
				'pronouns/ſhe/index.html',
				'pronouns/she/index.html',
				'pronouns/he/index.html',
			]),
		).toEqual([['pronouns/ſhe/index.html', 'pronouns/she/index.html']]);
		const long = encodeURIComponent(pathSegment('\uFB2C'.repeat(40)));
		expect(publishedPathProblems(['/@robin/', `/pronouns/${long}/`, '/@Kit/', '/@kit/'])).toEqual([
			expect.stringMatching(/^\/pronouns\/%D7.*is a name of 240 bytes as published, over the 200/),
			'/@Kit/, /@kit/: these paths are one path on case-insensitive disks and hosts (compared with Unicode case folding and normalisation), so one would overwrite the other',
		]);
		expect(publishedPathProblems(['/@robin/', '/pronouns/she/her/'])).toEqual([]);
	});
});
