/**
 * #42: the editor's script says whole sentences in the site's language: each status legend is a
 * template of its own (no bare noun in an English frame), every icon of the own-status menu has a
 * name, and a forge's name sits where each language need not decline it.
 */
import { describe, expect, test } from 'vitest';
import { ICON_SLUGS } from '../../../src/schemas/icons.ts';
import { BUNDLED } from '../../../src/views/i18n/dictionary.ts';
import {
	editorScriptMessages,
	editorScriptText,
} from '../../../src/views/i18n/editor-script-text.ts';
import { en } from '../../../src/views/i18n/en.ts';

const LANGUAGES = Object.keys(BUNDLED).filter((tag) => tag !== 'en');
const textOf = (locale: string) =>
	editorScriptText({ locale, messages: editorScriptMessages(BUNDLED[locale]!) });
const EN = textOf('en');

describe('status legends and icon names', () => {
	test('English says each row kind as a sentence of its own', () => {
		expect([EN.nameRow.legend(2), EN.pronounsRow.legend(1), EN.entryRow.legend(3, 2)])
			.toMatchInlineSnapshot(`
				[
				  "How you feel about name 2",
				  "How you feel about pronouns 1",
				  "How you feel about entry 3 of field 2",
				]
			`);
		expect(EN.ownStatus.iconNames['thumbs-up']).toBe('Thumbs up');
	});

	test('the French and Polish legends put the noun in its own grammar', () => {
		const fr = textOf('fr');
		expect([fr.nameRow.legend(1), fr.entryRow.legend(2, 1)]).toEqual([
			'Ce que vous pensez du nom 1',
			'Ce que vous pensez de l’entrée 2 de la rubrique 1',
		]);
		expect(textOf('pl').nameRow.legend(1)).toBe('Co myślisz o imieniu 1');
	});

	test.each(LANGUAGES)('%s names every icon in its own words, each name once', (locale) => {
		const names = ICON_SLUGS.map((slug) => textOf(locale).ownStatus.iconNames[slug]);
		const english = new Set(ICON_SLUGS.map((slug) => EN.ownStatus.iconNames[slug]));
		expect(
			names.filter((name) => english.has(name) || (ICON_SLUGS as readonly string[]).includes(name)),
		).toEqual([]);
		expect(new Set(names).size).toBe(ICON_SLUGS.length);
	});

	test.each(LANGUAGES)('%s legends share no words with the English frame', (locale) => {
		const text = textOf(locale);
		for (const legend of [
			text.nameRow.legend(1),
			text.pronounsRow.legend(1),
			text.entryRow.legend(1, 1),
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
		expect(pl.change('GitHub')).toBe('Zmień w serwisie GitHub');
		expect(pl.proposeOn('GitLab')).toBe('Zaproponuj w serwisie GitLab');
	});

	test('Swedish writes no genitive -s on a forge name (Forgejos, Codebergs)', () => {
		for (const message of Object.values(BUNDLED['sv']!))
			expect(JSON.stringify(message)).not.toContain('{forge}s');
	});
});
