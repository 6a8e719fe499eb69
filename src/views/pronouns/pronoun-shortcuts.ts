/**
 * Short pronoun addresses, as the reference sites answer them:
 * `/pronouns/they/them/` and `/pronouns/xe/xem/` reach the full set's page.
 * Each is a static redirect page (meta refresh plus a canonical link and a
 * plain link), so every host serves it as it is, with no host rule.
 *
 * A short address exists only where an entry written that way would expand
 * to the page's set by the pronoun table and pronounSlug (so "they/them"
 * goes to themself, as entries do), only for sets that have a page, and
 * never where a real page already is: a real page always wins. The count is
 * bounded by the table (at most five per common set), whatever the number
 * of profiles.
 */
import type { PronounPageView } from '../pages.ts';
import { pronounSlug, shortSlugs } from './pronouns.ts';
import { pronounPath } from '../../addresses/urls.ts';
import { ENGLISH } from '../i18n/dictionary.ts';
import { redirectDocument, type RedirectPageOptions } from '../paths/redirect-page.ts';
import { uiText } from '../ui-text.ts';

interface ShortAddress {
	/** Path segments under /pronouns/. */
	slug: string[];
	/** The page it leads to. */
	target: Pick<PronounPageView, 'slug' | 'title'>;
}

type PageLike = Pick<PronounPageView, 'slug' | 'title' | 'forms'>;

/**
 * The short addresses of the pages, each in its set's table: prefixes of a
 * set's forms (`he`, `they/them`, `sie/ihr`) and the table's pairs
 * (`it/its`, `er/ihn`), each kept when pronounSlug, reading the site
 * language's table first, sends it to that page and no page has its path.
 *
 * @example
 * shortAddresses(pronounPages(users, '/')).map((short) => short.slug.join('/')) // ['he', 'he/him', 'he/him/his', ...]
 */
export function shortAddresses(pages: readonly PageLike[], lang = 'en'): ShortAddress[] {
	const taken = new Set(pages.map((page) => page.slug.join('/')));
	const out: ShortAddress[] = [];
	for (const page of pages) {
		if (!page.forms) continue;
		const key = page.slug.join('/');
		for (const candidate of shortSlugs(page.slug)) {
			const path = candidate.join('/');
			if (taken.has(path) || pronounSlug(path, lang)?.join('/') !== key) continue;
			taken.add(path);
			out.push({ slug: candidate, target: page });
		}
	}
	return out;
}

/**
 * The redirect page of a short address: it sends browsers on at once and
 * tells crawlers the full page is the canonical one.
 *
 * @example
 * redirectPage(short, { base: '/', indexable: false }) // '<!doctype html>\n<html lang="en">...'
 */
export function redirectPage(short: ShortAddress, options: RedirectPageOptions): string {
	const { t } = uiText(options.words ?? ENGLISH);
	return redirectDocument(
		pronounPath(short.target.slug, options.base),
		{ title: t('pronouns.title', { set: short.target.title }), sentence: t('pronouns.redirect') },
		options,
	);
}

/**
 * Every short address's redirect page, as site-relative file path to HTML,
 * for the build to write beside the pages.
 *
 * @example
 * shortAddressFiles(pronounPages(users, '/'), { base: '/', indexable: false
 * }).get('pronouns/they/them/index.html')
 */
export function shortAddressFiles(
	pages: readonly PageLike[],
	options: RedirectPageOptions,
): Map<string, string> {
	return new Map(
		// The site's language picks the pronoun table, so the sets whose short forms have pages.
		shortAddresses(pages, options.words?.locale).map((short) => [
			`pronouns/${short.slug.join('/')}/index.html`,
			redirectPage(short, options),
		]),
	);
}
