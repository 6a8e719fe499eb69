/**
 * A community's own words (src/content/i18n/<locale>.json): what is taken,
 * what is refused with the fix, what is named as showing in English.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { formatIssue } from '../../../src/content/issues.ts';
import { BUNDLED, siteWords } from '../../../src/views/i18n/dictionary.ts';
import { pluralForms } from '../../../src/utils/messages.ts';
import { en } from '../../../src/views/i18n/en.ts';
import {
	checkSiteWords,
	readSiteWords,
	SITE_WORDS_BYTES,
} from '../../../src/views/i18n/site-words.ts';
import { uiText } from '../../../src/views/ui-text.ts';

const roots: string[] = [];
afterAll(() => {
	for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A site root whose words file for `locale` holds `text`. */
function siteWith(locale: string, text: string | null): string {
	const root = mkdtempSync(join(tmpdir(), 'site-words-'));
	roots.push(root);
	mkdirSync(join(root, 'src/content/i18n'), { recursive: true });
	if (text !== null) writeFileSync(join(root, `src/content/i18n/${locale}.json`), text);
	return root;
}

const lines = (issues: readonly Parameters<typeof formatIssue>[0][]) => issues.map(formatIssue);

describe('readSiteWords', () => {
	test('takes a bundled language’s words over, keeping the rest of its words', () => {
		const root = siteWith(
			'en',
			'{\n  "profile.bio": "About me",\n  "count.people": { "one": "{count} member", "other": "{count} members" }\n}\n',
		);
		const read = readSiteWords(root, 'en');
		expect([read.errors, read.warnings]).toEqual([[], []]);
		const text = uiText(siteWords('en', read.own));
		expect([
			text.t('profile.bio'),
			text.t('count.people', { count: 1 }),
			text.t('count.people', { count: 2_000 }),
			text.t('profile.links'),
		]).toEqual(['About me', '1 member', '2,000 members', 'Links']);
	});

	test.each(Object.keys(BUNDLED))(
		'%s: a site’s words override the bundled ones, in every plural form the language has, the rest kept',
		(locale) => {
			const people = Object.fromEntries(
				Object.keys(pluralForms(locale)).map((form) => [form, `{count} ${form}-members`]),
			);
			const root = siteWith(
				locale,
				JSON.stringify({ 'profile.bio': `bio in ${locale}`, 'count.people': people }),
			);
			const read = readSiteWords(root, locale);
			expect([read.errors, read.warnings]).toEqual([[], []]);
			const words = siteWords(locale, read.own);
			const text = uiText(words);
			const number = (count: number) => new Intl.NumberFormat(locale).format(count);
			for (const [form, counts] of Object.entries(pluralForms(locale)))
				for (const count of counts)
					expect(text.t('count.people', { count })).toBe(`${number(count)} ${form}-members`);
			expect([text.t('profile.bio'), words.messages['profile.links']]).toEqual([
				`bio in ${locale}`,
				BUNDLED[locale]!['profile.links'],
			]);
		},
	);

	test('a plural form the locale needs and lacks, or does not use, is named at its line with the fix', () => {
		const root = siteWith(
			'pl',
			[
				'{',
				'  "count.people": { "one": "{count} osoba", "other": "{count} osoby" },',
				'  "count.names": { "one": "{count} imię", "two": "{count} imiona", "few": "{count} imiona", "many": "{count} imion", "other": "{count} imienia" }',
				'}',
			].join('\n'),
		);
		const read = readSiteWords(root, 'pl');
		expect(read.errors).toEqual([]);
		expect(Object.keys(read.own)).toEqual(['count.people', 'count.names']);
		expect(lines(read.warnings)).toMatchInlineSnapshot(`
			[
			  "src/content/i18n/pl.json:2: count.people: warning: has no "few" form, which pl uses for 2, 3, 4…: those counts show the "other" text; add "few" in the site's language",
			  "src/content/i18n/pl.json:2: count.people: warning: has no "many" form, which pl uses for 0, 5, 6…: those counts show the "other" text; add "many" in the site's language",
			  "src/content/i18n/pl.json:3: count.names: warning: "two" is a plural form pl does not use, so it is never shown: remove it (pl uses one, few, many, other)",
			]
		`);
	});

	test('French needs no "many": it is only for round millions, where "other" reads right', () => {
		const root = siteWith(
			'fr',
			'{ "count.people": { "one": "{count} personne", "other": "{count} personnes" } }',
		);
		expect(readSiteWords(root, 'fr').warnings).toEqual([]);
	});

	test('nothing to read and nothing to say for a bundled language without a file', () => {
		expect(readSiteWords(siteWith('en', null), 'en')).toEqual({
			own: {},
			errors: [],
			warnings: [],
		});
	});

	test('a language the package does not ship, without a file: one warning with the fix', () => {
		expect(lines(readSiteWords(siteWith('cy', null), 'cy').warnings)).toMatchInlineSnapshot(`
			[
			  "src/content/i18n/cy.json: warning: the package has no words for cy, so every page shows English: add src/content/i18n/cy.json with the site's words (docs/guides/languages.md lists the keys)",
			]
		`);
	});

	test('a language the package does not ship: its words used, each key left out named', () => {
		const root = siteWith('cy', '{ "profile.bio": "Amdanaf i" }');
		const read = readSiteWords(root, 'cy');
		expect(read.errors).toEqual([]);
		expect(read.own).toEqual({ 'profile.bio': 'Amdanaf i' });
		expect(read.warnings).toHaveLength(Object.keys(en).length - 1);
		expect(read.warnings.map((issue) => issue.path)).not.toContain('profile.bio');
		expect(formatIssue(read.warnings.find((issue) => issue.path === 'profile.links')!)).toBe(
			`src/content/i18n/cy.json: profile.links: warning: missing: "profile.links" shows in English ("Links") on this cy site; add it to src/content/i18n/cy.json in the site's language`,
		);
		const text = uiText(siteWords('cy', read.own));
		expect([text.language, text.t('profile.bio'), text.t('profile.links')]).toEqual([
			'cy',
			'Amdanaf i',
			'Links',
		]);
	});

	test('refuses unknown keys with a did-you-mean, wrong forms and wrong placeholders, each at its line', () => {
		const root = siteWith(
			'de',
			[
				'{',
				'  "profile.bo": "Über mich",',
				'  "zzzzzz": "?",',
				'  "profile.links": 3,',
				'  "count.people": "{count} Leute",',
				'  "profile.avatarAlt": "Avatar von {name}",',
				'  "pronouns.title": "Pronomen",',
				'  "count.names": { "one": "{count} Name", "several": "{count} Namen", "other": "{count} Namen" },',
				'  "count.profiles": { "one": "{count} Profil" }',
				'}',
			].join('\n'),
		);
		const read = readSiteWords(root, 'de');
		expect(lines(read.errors)).toMatchInlineSnapshot(`
			[
			  "src/content/i18n/de.json:2: profile.bo: unknown key "profile.bo": the site shows no such words; did you mean "profile.bio"?",
			  "src/content/i18n/de.json:3: zzzzzz: unknown key "zzzzzz": the site shows no such words; docs/guides/languages.md lists the keys",
			  "src/content/i18n/de.json:4: profile.links: must be a text (in quotes), e.g. "Links", in the site's language",
			  "src/content/i18n/de.json:5: count.people: must be one text per plural form, e.g. { "one": "…", "other": "…" }, as it holds a count",
			  "src/content/i18n/de.json:6: profile.avatarAlt: has {name}, which this message does not fill: use {displayName}",
			  "src/content/i18n/de.json:7: pronouns.title: leaves out {set}: the page puts a value there; write it where it belongs in the sentence",
			  "src/content/i18n/de.json:8: count.names: "several" is no plural form: use zero, one, two, few, many or other",
			  "src/content/i18n/de.json:9: count.profiles: needs "other", the form every language has",
			]
		`);
		expect(read.own).toEqual({});
	});

	test.each([
		[
			'[1, 2]',
			'src/content/i18n/de.json:1: must be a JSON object of words by key, e.g. { "profile.bio": "Über mich" } (docs/guides/languages.md lists the keys)',
		],
		['{ "profile.bio": ', 'src/content/i18n/de.json:1: invalid JSON'],
		['', 'src/content/i18n/de.json:1: invalid JSON: the file is empty'],
	])('refuses a file that is not an object of words: %j', (text, line) => {
		expect(lines(readSiteWords(siteWith('de', text), 'de').errors)[0]).toContain(line);
	});

	test('refuses a file one byte over the bound, and a link, without reading them', () => {
		const words = '{"profile.bio": "Über mich"}';
		const padded = (bytes: number) => words + ' '.repeat(bytes - Buffer.byteLength(words));
		expect(readSiteWords(siteWith('de', padded(SITE_WORDS_BYTES)), 'de').own).toEqual({
			'profile.bio': 'Über mich',
		});
		expect(lines(readSiteWords(siteWith('de', padded(SITE_WORDS_BYTES + 1)), 'de').errors)).toEqual(
			[
				`src/content/i18n/de.json: is ${SITE_WORDS_BYTES + 1} bytes, more than the ${SITE_WORDS_BYTES} a words file may have: make it a plain JSON file of words`,
			],
		);
		const linked = siteWith('de', null);
		symlinkSync('/etc/passwd', join(linked, 'src/content/i18n/de.json'));
		expect(lines(readSiteWords(linked, 'de').errors)).toEqual([
			'src/content/i18n/de.json: is a symbolic link, not a file: make it a plain JSON file of words',
		]);
	});

	test('a key of the last release that is now part of a whole sentence says which', () => {
		const read = checkSiteWords('x.json', 'de', { 'notFound.before': 'Hier ist nichts. ' });
		expect(read.errors.map((issue) => issue.message)).toMatchInlineSnapshot(`
			[
			  ""notFound.before" is a key of an earlier release, now "notFound.text" (one whole sentence, with {link} or {icon} where it goes): move your words there",
			]
		`);
	});

	test('a message at the length bound is taken, one past it refused', () => {
		const at = checkSiteWords('x.json', 'en', { 'profile.bio': 'a'.repeat(2000) });
		const past = checkSiteWords('x.json', 'en', { 'profile.bio': 'a'.repeat(2001) });
		expect([at.errors.length, past.errors.map((issue) => issue.message)]).toEqual([
			0,
			['is longer than 2000 characters'],
		]);
	});

	test('words are text: markup and braces in them reach the page as written', () => {
		const read = checkSiteWords('x.json', 'en', {
			'profile.bio': '<script>alert(1)</script>',
			'profile.avatarAlt': '{displayName} {{displayName}}',
		});
		expect(read.errors).toEqual([]);
		const text = uiText(siteWords('en', read.own));
		expect(text.t('profile.bio')).toBe('<script>alert(1)</script>');
		// In a sentence with a link, the words are escaped and only the link is markup.
		expect(text.html('notFound.text', { link: '<a href="/">x</a>' })).toBe(
			'There is no page at this address. Profiles are listed on the <a href="/">x</a>.',
		);
		// One pass: a value's own braces are never filled in again.
		expect(text.t('profile.avatarAlt', { displayName: '{displayName}' })).toBe(
			'{displayName} {{displayName}}',
		);
	});
});
