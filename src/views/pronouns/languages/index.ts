/**
 * The pronoun tables, by language. A site's pronoun pages use the table of
 * its language; a language without one (Japanese, whose pronouns carry no
 * grammar a table could teach, or one the package has no table for yet)
 * uses the English table, whose forms and sentences the pages then mark as
 * English.
 */
import { GERMAN } from './de.ts';
import { ENGLISH } from './en.ts';
import { SPANISH } from './es.ts';
import { FRENCH } from './fr.ts';
import { languageOf } from '../../../schemas/language-tag.ts';
import { DUTCH } from './nl.ts';
import { POLISH } from './pl.ts';
import { SWEDISH } from './sv.ts';
import type { PronounTable } from './table.ts';

export const PRONOUN_TABLES: readonly PronounTable[] = [
	ENGLISH,
	GERMAN,
	FRENCH,
	SPANISH,
	DUTCH,
	SWEDISH,
	POLISH,
];

const BY_LANGUAGE = new Map(PRONOUN_TABLES.map((table) => [table.lang, table]));

/**
 * The table for a site's language (a BCP 47 tag): by its language subtag, so `de-AT` and `de-CH`
 * use German's.
 *
 * @example
 * pronounTable('de-AT').lang // 'de'
 * pronounTable('ja').lang // 'en'
 */
export function pronounTable(locale: string): PronounTable {
	return BY_LANGUAGE.get(languageOf(locale)) ?? ENGLISH;
}
