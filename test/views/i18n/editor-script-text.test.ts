/**
 * #42: the editor's script says whole sentences in the site's language: each status legend is a
 * template of its own (no bare noun in an English frame), every icon of the own-status menu has a
 * name, and a forge's name sits where each language need not decline it.
 */
import { describe, expect, test } from 'vitest';
import { ICON_SLUGS } from '../../../src/schemas/icons.ts';
import { BUNDLED } from '../../../src/views/i18n/dictionary.ts';
import { editorScriptMessages, editorSay } from '../../../src/views/i18n/editor-script-text.ts';
import { en } from '../../../src/views/i18n/en.ts';

const LANGUAGES = Object.keys(BUNDLED).filter((tag) => tag !== 'en');
const textOf = (locale: string) =>
	editorSay({ locale, messages: editorScriptMessages(BUNDLED[locale]!) });
const EN = textOf('en');

describe('status legends and icon names', () => {
	test('English says each row kind as a sentence of its own', () => {
		expect([
			EN('editorScript.nameLegend', { n: 2 }),
			EN('editorScript.pronounsLegend', { n: 1 }),
			EN('editorScript.entryLegend', { n: 3, field: 2 }),
		]).toMatchInlineSnapshot(`
				[
				  "How you feel about name 2",
				  "How you feel about pronouns 1",
				  "How you feel about entry 3 of field 2",
				]
			`);
		expect(EN('editorScript.icon.thumbs-up')).toBe('Thumbs up');
	});

	test('the French and Polish legends put the noun in its own grammar', () => {
		const fr = textOf('fr');
		expect([
			fr('editorScript.nameLegend', { n: 1 }),
			fr('editorScript.entryLegend', { n: 2, field: 1 }),
		]).toEqual([
			'Ce que vous pensez du nom 1',
			'Ce que vous pensez de l’entrée 2 de la rubrique 1',
		]);
		expect(textOf('pl')('editorScript.nameLegend', { n: 1 })).toBe('Co myślisz o imieniu 1');
	});

	test.each(LANGUAGES)('%s names every icon in its own words, each name once', (locale) => {
		const names = ICON_SLUGS.map((slug) => textOf(locale)(`editorScript.icon.${slug}`));
		const english = new Set(ICON_SLUGS.map((slug) => EN(`editorScript.icon.${slug}`)));
		expect(
			names.filter((name) => english.has(name) || (ICON_SLUGS as readonly string[]).includes(name)),
		).toEqual([]);
		expect(new Set(names).size).toBe(ICON_SLUGS.length);
	});

	test.each(LANGUAGES)('%s legends share no words with the English frame', (locale) => {
		const text = textOf(locale);
		for (const legend of [
			text('editorScript.nameLegend', { n: 1 }),
			text('editorScript.pronounsLegend', { n: 1 }),
			text('editorScript.entryLegend', { n: 1, field: 1 }),
		])
			expect(legend).not.toMatch(/How you feel|about|\{/);
	});
});

describe('forge names', () => {
	test('Polish never puts a forge right after a preposition, which would need a case', () => {
		const forgeKeys = Object.entries(BUNDLED['pl']!).filter(
			([key, message]) => typeof message === 'string' && message.includes('{forge}') && key in en,
		);
		expect(forgeKeys.length).toBeGreaterThanOrEqual(8);
		for (const [key, message] of forgeKeys)
			expect(`${key}: ${message as string}`).not.toMatch(
				/\b(na|w|do|z|ze|po|o|u|od|przez) \{forge\}/,
			);
		const pl = textOf('pl');
		expect(pl('editorScript.change', { forge: 'GitHub' })).toBe('Zmień w serwisie GitHub');
		expect(pl('editorScript.proposeOn', { forge: 'GitLab' })).toBe('Zaproponuj w serwisie GitLab');
	});

	test('Swedish writes no genitive -s on a forge name (Forgejos, Codebergs)', () => {
		for (const message of Object.values(BUNDLED['sv']!))
			expect(JSON.stringify(message)).not.toContain('{forge}s');
	});
});
