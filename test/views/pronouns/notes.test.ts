import { describe, expect, test } from 'vitest';
import { languageNote } from '../../../src/views/pronouns/languages/notes.ts';
import { PRONOUN_TABLES } from '../../../src/views/pronouns/languages/index.ts';

describe('language notes', () => {
	test.each([
		['ja', 'ja'],
		['ja-JP', 'ja'],
		['he', 'he'],
		['HE-IL', 'he'],
	])('%s has the %s note, in its own language', (locale, lang) => {
		const note = languageNote(locale)!;
		expect(note.lang).toBe(lang);
		// In its own script: no Latin sentence left from a draft.
		const script = lang === 'ja' ? /\p{Script=Hiragana}/u : /\p{Script=Hebrew}/u;
		for (const paragraph of [note.title, ...note.paragraphs]) expect(paragraph).toMatch(script);
	});

	test('a language with a table of forms has no note', () => {
		for (const table of PRONOUN_TABLES) expect(languageNote(table.lang)).toBeUndefined();
	});

	test('the Japanese note names the first-person pronouns people choose', () => {
		const text = languageNote('ja')!.paragraphs.join('');
		for (const word of ['私', '僕', '俺', 'うち', '自分']) expect(text).toContain(word);
	});
});
