/**
 * Every bundled language carries every key English has, fills the same
 * {placeholders}, and gives the plural forms its language needs; the
 * site's words resolve by tag, then language, with their direction.
 */
import { describe, expect, test } from 'vitest';
import {
	BUNDLED,
	bundledFor,
	directionOf,
	ogLocale,
	siteWords,
} from '../../../src/views/i18n/dictionary.ts';
import { en } from '../../../src/views/i18n/en.ts';
import { placeholdersOf, pluralForms, type Message } from '../../../src/utils/messages.ts';
import { uiText } from '../../../src/views/ui-text.ts';

const LANGUAGES = Object.keys(BUNDLED).filter((tag) => tag !== 'en');
const KEYS = Object.keys(en);

/** What is wrong with a translation, one line per problem, none when it is whole. */
function translationProblems(tag: string, words: Readonly<Record<string, Message>>): string[] {
	const problems: string[] = [];
	const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
	for (const key of KEYS)
		if (!Object.hasOwn(words, key)) problems.push(`${tag}: "${key}" is missing`);
	for (const [key, message] of Object.entries(words)) {
		if (!Object.hasOwn(en, key)) {
			problems.push(`${tag}: "${key}" is not a key English has`);
			continue;
		}
		const english = en[key as keyof typeof en] as Message;
		const [want, have] = [placeholdersOf(english), placeholdersOf(message)];
		if (want.join() !== have.join())
			problems.push(
				`${tag}: "${key}" fills {${have.join('}, {')}}, English {${want.join('}, {')}}`,
			);
		if ((typeof english === 'string') !== (typeof message === 'string'))
			problems.push(
				`${tag}: "${key}" must be ${typeof english === 'string' ? 'a text' : 'plural forms'}`,
			);
		if (typeof message !== 'string') {
			// Each category the language uses for counts up to 1,000 (pluralForms: French's `many` is
			// only for round millions, "1 000 000 de personnes", where `other` stands in).
			for (const category of Object.keys(pluralForms(tag)))
				if (!(category in message))
					problems.push(`${tag}: "${key}" lacks the plural form "${category}"`);
			for (const category of Object.keys(message))
				if (!(categories as string[]).includes(category))
					problems.push(`${tag}: "${key}" has "${category}", a form ${tag} does not use`);
		}
	}
	return problems;
}

describe('bundled translations', () => {
	test('at least the issue’s languages, one of them right to left', () => {
		expect(Object.keys(BUNDLED).sort()).toEqual([
			'de',
			'en',
			'es',
			'fr',
			'he',
			'it',
			'ja',
			'nl',
			'pl',
			'pt',
			'sv',
		]);
		expect(Object.keys(BUNDLED).filter((tag) => directionOf(tag) === 'rtl')).toEqual(['he']);
	});

	test.each(LANGUAGES)('%s has every key, the same placeholders and its plural forms', (tag) => {
		expect(translationProblems(tag, BUNDLED[tag]!)).toEqual([]);
	});

	test('a translation without a key, with another placeholder or a missing plural form is caught', () => {
		const { ['profile.bio']: _left, ...rest } = BUNDLED['de']!;
		const problems = translationProblems('de', {
			...rest,
			'profile.avatarAlt': 'Avatar von {name}',
			'count.people': { other: '{count} Personen' },
			'profile.title': 'Profil',
		});
		expect(problems.sort()).toEqual([
			'de: "count.people" lacks the plural form "one"',
			'de: "profile.avatarAlt" fills {name}, English {displayName}',
			'de: "profile.bio" is missing',
			'de: "profile.title" is not a key English has',
		]);
	});
});

describe('siteWords', () => {
	test.each([
		['de', 'de', 'ltr', 'Über mich'],
		['de-AT', 'de-AT', 'ltr', 'Über mich'],
		['en-GB', 'en-GB', 'ltr', 'Bio'],
		['cy', 'cy', 'ltr', 'Bio'],
		['ar', 'ar', 'rtl', 'Bio'],
		['fa', 'fa', 'rtl', 'Bio'],
	])('%s: lang %s, dir %s, its words (else English)', (locale, lang, dir, bio) => {
		const words = siteWords(locale);
		expect([words.locale, words.dir, words.messages['profile.bio']]).toEqual([lang, dir, bio]);
	});

	test('bundledFor takes the tag, then its language, else none', () => {
		expect([bundledFor('de-CH') === BUNDLED['de'], bundledFor('cy')]).toEqual([true, undefined]);
	});

	test.each([
		['he', 'rtl'],
		['ar-EG', 'rtl'],
		['ur', 'rtl'],
		['ja', 'ltr'],
		['az-Arab', 'rtl'],
		['az-Latn', 'ltr'],
	])('directionOf(%s) is %s', (locale, dir) => {
		expect(directionOf(locale)).toBe(dir);
	});

	test('a site’s own words win over the bundled ones, the rest stay', () => {
		const words = siteWords('de', { 'profile.bio': 'Über uns' });
		expect([words.messages['profile.bio'], words.messages['profile.links']]).toEqual([
			'Über uns',
			'Links',
		]);
	});
});

describe('uiText in German', () => {
	const text = uiText(siteWords('de'));
	const { t } = text;
	test('counts, numbers, lists, time zones and sentences as German writes them', () => {
		expect([
			t('count.profiles', { count: 1 }),
			t('count.profiles', { count: 10_000 }),
			t('count.people', { count: 1 }),
			t('home.description', { count: 2 }),
			t('directory.summaryTotal', { count: 1234 }),
			t('directory.pageDescription', {
				group: 'Namen, die mit A beginnen',
				onPage: t('directory.onPage', { page: 2, pages: 3 }),
				count: 1000,
			}),
			t('pronouns.titlePage', { set: 'sie/ihr', page: 2 }),
			text.statusLabels.friends_only,
			text.list(['sie/ihr', 'er/ihn', 'dey/denen']),
			text.zone('Europe/Berlin'),
			text.zone('Mars/Olympus'),
		]).toEqual([
			'1 Profil',
			'10.000 Profile',
			'1 Person',
			'Namen und Pronomen von 2 Personen.',
			'1.234 Profile insgesamt',
			'Namen, die mit A beginnen, Seite 2 von 3, in einem Verzeichnis von 1.000 Personen.',
			'Pronomen sie/ihr, Seite 2',
			'Nur für Freund*innen',
			'sie/ihr, er/ihn und dey/denen',
			'Mitteleuropäische Zeit',
			'Mars/Olympus',
		]);
	});
});

describe('ogLocale', () => {
	test.each([
		['en', 'en'],
		['pt-BR', 'pt_BR'],
		['sr-Latn-RS', 'sr_RS'],
		['zh-Hant-TW', 'zh_TW'],
		['de-CH-1996', 'de_CH'],
		['he', 'he'],
	])('writes %s as %s', (tag, expected) => {
		expect(ogLocale(tag)).toBe(expected);
	});
});
