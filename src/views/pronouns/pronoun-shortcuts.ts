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
import { absoluteUrl, pronounPath } from '../../addresses/urls.ts';
import { ENGLISH, type SiteWords } from '../i18n/dictionary.ts';
import { uiText } from '../ui-text.ts';

export interface ShortAddress {
	/** Path segments under /pronouns/. */
	slug: string[];
	/** The page it leads to. */
	target: Pick<PronounPageView, 'slug' | 'title'>;
}

type PageLike = Pick<PronounPageView, 'slug' | 'title' | 'forms'>;

/**
 * The short addresses of the pages, in the site language's table: prefixes
 * of a set's forms (`he`, `they/them`, `sie/ihr`) and the table's pairs
 * (`it/its`), each kept when pronounSlug sends it to that page and no page
 * has its path.
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
		for (const candidate of shortSlugs(page.slug, lang)) {
			const path = candidate.join('/');
			if (taken.has(path) || pronounSlug(path, lang)?.join('/') !== key) continue;
			taken.add(path);
			out.push({ slug: candidate, target: page });
		}
	}
	return out;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface RedirectPageOptions {
	base: string;
	/**
	 * The public origin, for the canonical link; without it the link is a path, as on other pages.
	 */
	site?: URL | undefined;
	/** Whether search engines are welcome (else the page carries noindex, like every page). */
	indexable: boolean;
	/** The site's words (English when left out). */
	words?: SiteWords | undefined;
}

/**
 * The redirect page of a short address: it sends browsers on at once and
 * tells crawlers the full page is the canonical one.
 *
 * @example
 * redirectPage(short, { base: '/', indexable: false }) // '<!doctype html>\n<html lang="en">...'
 */
export function redirectPage(short: ShortAddress, options: RedirectPageOptions): string {
	const target = pronounPath(short.target.slug, options.base);
	const href = escapeHtml(absoluteUrl(target, options.site));
	const words = options.words ?? ENGLISH;
	const text = uiText(words);
	const title = escapeHtml(text.pronouns.title(short.target.title, 1));
	const dir = words.dir === 'rtl' ? ' dir="rtl"' : '';
	return [
		'<!doctype html>',
		`<html lang="${escapeHtml(words.locale)}"${dir}>`,
		'<head>',
		'<meta charset="utf-8">',
		'<meta name="viewport" content="width=device-width, initial-scale=1">',
		`<title>${title}</title>`,
		// The page is left at once: an empty icon keeps browsers from fetching one (or /favicon.ico).
		'<link rel="icon" href="data:,">',
		...(options.indexable ? [] : ['<meta name="robots" content="noindex, nofollow">']),
		`<link rel="canonical" href="${href}">`,
		`<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">`,
		'</head>',
		'<body>',
		`<main><h1>${title}</h1><p>${escapeHtml(text.pronouns.redirect.before)}<a href="${escapeHtml(target)}">${escapeHtml(target)}</a>${escapeHtml(text.pronouns.redirect.after)}</p></main>`,
		'</body>',
		'</html>',
		'',
	].join('\n');
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
