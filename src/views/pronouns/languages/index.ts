/**
 * The pronoun tables, by language, and the order they are read in. A set is
 * looked up in every table (pronouns.ts): the site's language's first, then
 * the profile's language's, then the rest in PRONOUN_TABLES order, the
 * order docs/reference/pronoun-tables.md states. A language without a table
 * (Japanese, Hebrew) reads the others in that order.
 */
import { GERMAN } from './de.ts';
import { ENGLISH } from './en.ts';
import { SPANISH } from './es.ts';
import { FRENCH } from './fr.ts';
import { ITALIAN } from './it.ts';
import { languageOf } from '../../../schemas/values/language-tag.ts';
import { DUTCH } from './nl.ts';
import { POLISH } from './pl.ts';
import { PORTUGUESE } from './pt.ts';
import { SWEDISH } from './sv.ts';
import type { PronounTable } from './table.ts';

/**
 * Every bundled table, in the documented order that settles a set two tables share when neither
 * the site's nor the profile's language has it: English first (an English site reads as before),
 * then a borrowed set's own language before the borrowers' ("hen": Swedish, then Dutch, then
 * German; "die": Dutch, then German), then French before Spanish ("elle": French's is the common
 * word, Spanish's a neopronoun whose users write their site's or profile's language), Italian
 * and Portuguese (French before Portuguese for "el"), and Polish.
 */
export const PRONOUN_TABLES: readonly PronounTable[] = [
	ENGLISH,
	SWEDISH,
	DUTCH,
	GERMAN,
	FRENCH,
	SPANISH,
	ITALIAN,
	PORTUGUESE,
	POLISH,
];

const BY_LANGUAGE = new Map(PRONOUN_TABLES.map((table) => [table.lang, table]));

/**
 * A site's own table (views/pronouns/site-table.ts) as its language's: read first on that site, in
 * place of a bundled one. Set once as the site's words load (the integration, and the pages'
 * words module), before any set is looked up.
 *
 * @example
 * useSiteTable(siteTable('ca', file)); tableOf('ca')?.lang // 'ca'
 */
export function useSiteTable(table: PronounTable): void {
	const lang = languageOf(table.lang);
	BY_LANGUAGE.set(lang, table);
	SITE_TABLES.set(lang, table);
	ORDERS.clear();
}

const SITE_TABLES = new Map<string, PronounTable>();

/** The site's own tables: their full addresses lead to their sets before any bundled table's. */
export const siteTables = (): Iterable<PronounTable> => SITE_TABLES.values();

/**
 * The table of a language (a BCP 47 tag), by its language subtag, so `de-AT` and `de-CH` use
 * German's; undefined for a language without one.
 *
 * @example
 * tableOf('de-AT')?.lang // 'de'
 * tableOf('ja') // undefined
 */
export function tableOf(locale: string | undefined): PronounTable | undefined {
	return locale === undefined ? undefined : BY_LANGUAGE.get(languageOf(locale));
}

/**
 * The table for a site's language; English for a language without one (the first table a set is
 * looked up in there).
 *
 * @example
 * pronounTable('de-AT').lang // 'de'
 * pronounTable('ja').lang // 'en'
 */
export function pronounTable(locale: string): PronounTable {
	return tableOf(locale) ?? ENGLISH;
}

/** Orders made, by the two tables that lead them: at most (tables + 1)² entries. */
const ORDERS = new Map<string, readonly PronounTable[]>();

/**
 * The tables a set is looked up in, in order: the site language's, the profile language's, then
 * the others in PRONOUN_TABLES order. Made once per pair of leading tables.
 *
 * @example
 * tablesInOrder('sv', 'nl').map((table) => table.lang) // ['sv', 'nl', 'en', 'de', 'fr', 'es', 'pl']
 */
export function tablesInOrder(
	siteLang: string,
	profileLang?: string | undefined,
): readonly PronounTable[] {
	const leading = [tableOf(siteLang), tableOf(profileLang)];
	const key = leading.map((table) => table?.lang ?? '').join('|');
	let order = ORDERS.get(key);
	if (!order) {
		const first = leading.filter((table) => table !== undefined);
		order = [...new Set([...first, ...PRONOUN_TABLES])];
		ORDERS.set(key, order);
	}
	return order;
}
