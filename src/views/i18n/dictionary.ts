/**
 * The site's words: the bundled dictionary of its `locale` (or of the
 * locale's language, `de` for `de-AT`), then the site's own words over it
 * (site-words.ts), every key still missing in English. As Starlight's
 * translations: English is the full source; every bundled language carries
 * every key (the Translation type, and test/views/i18n/dictionary.test.ts
 * for the placeholders).
 */
import { languageOf } from '../../schemas/values/language-tag.ts';
import { en, type Translation } from './en.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { he } from './he.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { sv } from './sv.ts';

/** What every page, the editor and the search page are written with. */
export interface SiteWords {
	/** The site's locale, canonical BCP 47 (`de`, `pt-BR`): the pages' `lang`. */
	readonly locale: string;
	/** The writing direction of the locale: the pages' `dir`. */
	readonly dir: 'ltr' | 'rtl';
	readonly messages: Translation;
}

/** The languages the package ships words for, by tag. */
export const BUNDLED: Readonly<Record<string, Translation>> = {
	en,
	de,
	fr,
	es,
	it,
	nl,
	pt,
	pl,
	sv,
	ja,
	he,
};

/** Languages written right to left, by language subtag, where Intl gives no text info. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb']);

/**
 * The bundled dictionary for a locale: its own tag, else its language's, else none.
 *
 * @example
 * bundledFor('de-AT') === BUNDLED['de'] // true
 * bundledFor('cy') // undefined
 */
export function bundledFor(locale: string): Translation | undefined {
	const language = languageOf(locale);
	return Object.hasOwn(BUNDLED, locale)
		? BUNDLED[locale]
		: Object.hasOwn(BUNDLED, language)
			? BUNDLED[language]
			: undefined;
}

/**
 * How the locale's script runs: from Intl's text info (Node 22+ has `getTextInfo`), else from the
 * language.
 *
 * @example
 * directionOf('he') // 'rtl'
 * directionOf('de-AT') // 'ltr'
 */
export function directionOf(locale: string): 'ltr' | 'rtl' {
	const tag = new Intl.Locale(locale) as Intl.Locale & {
		getTextInfo?: () => { direction?: string };
		textInfo?: { direction?: string };
	};
	const info = tag.getTextInfo?.() ?? tag.textInfo;
	if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
	return RIGHT_TO_LEFT.has(tag.language) ? 'rtl' : 'ltr';
}

/**
 * The site's words: the bundled language's, then the site's own (`own`, already checked by
 * site-words.ts), English for any key neither has.
 *
 * @example
 * siteWords('de').messages['profile.bio'] // 'Über mich'
 * siteWords('en', { 'profile.bio': 'About' }).messages['profile.bio'] // 'About'
 */
export function siteWords(locale: string, own: Partial<Translation> = {}): SiteWords {
	const messages: Translation = { ...en, ...bundledFor(locale), ...own };
	return Object.freeze({ locale, dir: directionOf(locale), messages: Object.freeze(messages) });
}

/** English words, as a site without the option has them. */
export const ENGLISH: SiteWords = siteWords('en');

/**
 * A language tag as Open Graph writes a locale, language_TERRITORY: the
 * script and variants a BCP 47 tag may carry have no place there.
 *
 * @example
 * ogLocale('sr-Latn-RS') // 'sr_RS'
 * ogLocale('de') // 'de'
 */
export function ogLocale(tag: string): string {
	const { language, region } = new Intl.Locale(tag);
	return region ? `${language}_${region}` : language;
}
