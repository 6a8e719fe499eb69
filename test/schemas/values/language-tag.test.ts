import { describe, expect, test } from 'vitest';
import {
	LANGUAGE_TAG_MAX,
	languageTagProblem,
	languageTagSchema,
} from '../../../src/schemas/values/language-tag.ts';
import { ENGLISH_CHECK, say } from '../../../src/schemas/check-words.ts';

/** The problem as check says it in English. */
const said = (tag: string) => {
	const problem = languageTagProblem(tag);
	return problem && say(ENGLISH_CHECK, problem.key, problem.values);
};

describe('languageTagProblem', () => {
	test.each(['en', 'de', 'pt-BR', 'zh-Hant', 'zh-Hant-TW', 'sr-Latn-RS', 'EN-us', 'und', 'gsw'])(
		'accepts the well-formed tag %j',
		(tag) => {
			expect(languageTagProblem(tag)).toBeUndefined();
		},
	);

	test.each([
		[
			'german',
			'is not a language Intl knows: write the language\'s code; did you mean "de" (Deutsch)?',
		],
		[
			'Deutsch',
			'is not a language Intl knows: write the language\'s code; did you mean "de" (Deutsch)?',
		],
		[
			'englsh',
			'is not a language Intl knows: write the language\'s code; did you mean "en" (English)?',
		],
		[
			'french-CA',
			'is not a language Intl knows: write the language\'s code; did you mean "fr" (français)?',
		],
		[
			'qqqqq',
			'is not a language Intl knows: write the language\'s code, such as "en", "de", "pt-BR" or "zh-Hant"',
		],
	])('refuses %j, well formed but no language, with the code from its name', (tag, message) => {
		expect(said(tag)).toBe(message);
	});

	test.each([
		['en_US', 'is not a well-formed language tag (BCP 47): write "en-US"'],
		[' de', 'is not a well-formed language tag (BCP 47): write "de"'],
		['pt_br', 'is not a well-formed language tag (BCP 47): write "pt-BR"'],
	])('refuses %j, with the tag it was meant to be', (tag, message) => {
		expect(said(tag)).toBe(message);
	});

	test.each(['', 'x', 'de!', 'en--US', '123', 'de\n::error::forged', 'e n'])(
		'refuses %j, saying how a tag is written',
		(tag) => {
			expect(said(tag)).toBe(
				'is not a well-formed language tag (BCP 47, at most 35 characters): write the language\'s code, with a region or script after a hyphen if it matters, such as "en", "de", "pt-BR" or "zh-Hant"',
			);
		},
	);

	test('takes a tag of 35 characters and refuses one of 36, even when Intl would take it', () => {
		const at = 'en-x-aaaaaaaa-bbbbbbbb-cccccccc-ddd';
		expect(at.length).toBe(LANGUAGE_TAG_MAX);
		expect(Intl.getCanonicalLocales(at)).toHaveLength(1);
		expect(languageTagProblem(at)).toBeUndefined();
		const past = `${at}d`;
		expect(Intl.getCanonicalLocales(past)).toHaveLength(1);
		expect(said(past)).toMatch(/^is not a well-formed language tag/);
	});

	test('answers in linear time for a long hostile value', () => {
		expect(said(`${'a-'.repeat(500_000)}_`)).toMatch(/at most 35 characters/);
	});
});

describe('languageTagSchema', () => {
	test('keeps the tag as written', () => {
		expect(languageTagSchema.safeParse('EN-us').data).toBe('EN-us');
	});
});
