/**
 * Where each language of a site is (issue #42 point 4): the first of `locales` at the site's root,
 * as a site in one language is, each other under a path of its own (`/fr/`). A route's language
 * is read from its pattern (`/fr/@[name]`), which Astro gives getStaticPaths and every component
 * (`routePattern`), so a page's words are a function of where it is, never a module's one import.
 * Only pages have a language: the API, avatars, short links and host files are once, at the file
 * base (the site's base).
 */
import { normalizeBase } from '../../addresses/urls.ts';

/**
 * The routes made once, in the default language, whatever the site's languages: a host serves its
 * 404 page for any path. They have no alternates and no switcher.
 */
export const ONCE_PATTERNS: ReadonlySet<string> = new Set(['/404']);

/**
 * The path segment of a language, lower case as addresses are written (`pt-BR` is at `/pt-br/`).
 *
 * @example
 * localeSegment('pt-BR') // 'pt-br'
 */
function localeSegment(locale: string): string {
	return locale.toLowerCase();
}

/**
 * The prefix a language's routes have: none for the default (the first), `/fr` for another.
 *
 * @example
 * localePrefix('fr', ['en', 'fr']) // '/fr'
 * localePrefix('en', ['en', 'fr']) // ''
 */
export function localePrefix(locale: string, locales: readonly string[]): string {
	return locale === locales[0] ? '' : `/${localeSegment(locale)}`;
}

/**
 * A route's pattern in a language: the default's as it is, another's under its prefix.
 *
 * @example
 * localizedPattern('/@[name]', 'fr', ['en', 'fr']) // '/fr/@[name]'
 * localizedPattern('/', 'fr', ['en', 'fr']) // '/fr'
 */
export function localizedPattern(
	pattern: string,
	locale: string,
	locales: readonly string[],
): string {
	const prefix = localePrefix(locale, locales);
	return prefix && pattern === '/' ? prefix : `${prefix}${pattern}`;
}

/**
 * The language of a route pattern, a page's path without the base, or a path with the base given:
 * the language whose prefix it starts with, else the default. Linear in the number of languages.
 *
 * @example
 * localeOfPattern('/fr/@[name]', ['en', 'fr']) // 'fr'
 * localeOfPattern('/france/', ['en', 'fr']) // 'en'
 */
export function localeOfPattern(pattern: string, locales: readonly string[]): string {
	const segment = pattern.split('/')[1] ?? '';
	return locales.slice(1).find((locale) => localeSegment(locale) === segment) ?? locales[0]!;
}

/**
 * The base a language's pages link to one another with: the site's base for the default, the
 * base and the language's segment for another. Files (avatars, the API, the search index of the
 * default language) stay at the site's base.
 *
 * @example
 * pageBase('/profiles/', 'fr', ['en', 'fr']) // '/profiles/fr/'
 * pageBase('/profiles/', 'en', ['en', 'fr']) // '/profiles/'
 */
export function pageBase(base: string, locale: string, locales: readonly string[]): string {
	const home = normalizeBase(base);
	return locale === locales[0] ? home : `${home}${localeSegment(locale)}/`;
}

/**
 * The base a route's page links to pages with: its language's (from the route's pattern).
 *
 * @example
 * routeBase('/p/', '/fr/@[name]', ['en', 'fr']) // '/p/fr/'
 */
export function routeBase(base: string, pattern: string, locales: readonly string[]): string {
	return pageBase(base, localeOfPattern(pattern, locales), locales);
}

/**
 * A route's two bases (views/pages.ts Bases): its pages' in its language, and the files' at the
 * site's base as given.
 *
 * @example
 * routeBases('/p/', '/fr/@[name]', ['en', 'fr']) // { pages: '/p/fr/', files: '/p/' }
 */
export function routeBases(
	base: string,
	pattern: string,
	locales: readonly string[],
): { pages: string; files: string } {
	return { pages: routeBase(base, pattern, locales), files: base };
}

/** A page's path from its base's last slash on (`/fr/@robin/` of `/p/fr/@robin/`). */
function withoutBase(path: string, home: string): string {
	return path.startsWith(home) ? path.slice(home.length - 1) : path;
}

/** One alternate of a page: `<link rel="alternate" hreflang href>` and the switcher's link. */
interface Alternate {
	/** The language tag, or `x-default` for the page people with none of them are sent to. */
	hreflang: string;
	/** The page's path in that language, base included. */
	href: string;
}

/**
 * The same page in every language, from its path in any of them (base included), then the default
 * as `x-default`; none for a site in one language, which stays as it was, nor for a route made
 * once (`pattern`, ONCE_PATTERNS).
 *
 * @example
 * alternatesOf('/fr/@robin/', '/', ['en', 'fr'])
 * // [{ hreflang: 'en', href: '/@robin/' }, { hreflang: 'fr', href: '/fr/@robin/' },
 * //  { hreflang: 'x-default', href: '/@robin/' }]
 */
export function alternatesOf(
	path: string,
	base: string,
	locales: readonly string[],
	pattern = '',
): Alternate[] {
	if (locales.length < 2 || ONCE_PATTERNS.has(pattern)) return [];
	const home = normalizeBase(base);
	const rest = withoutBase(path, home);
	const from = localeOfPattern(rest, locales);
	const tail = rest.slice(localePrefix(from, locales).length) || '/';
	const inEach = locales.map((locale) => ({
		hreflang: locale,
		href: `${pageBase(home, locale, locales)}${tail.slice(1)}`,
	}));
	return [...inEach, { hreflang: 'x-default', href: inEach[0]!.href }];
}

/** One link of the language switcher. */
interface LanguageLink extends Alternate {
	/** The language's name in that language (Intl), as its readers look for it. */
	name: string;
	/** The page's own language: shown, not linked. */
	current: boolean;
}

/**
 * The switcher's links: the page in each language, named in that language, its own marked; none
 * for a site in one language.
 *
 * @example
 * languageLinks('/fr/@robin/', '/', ['en', 'fr'])
 * // [{ hreflang: 'en', href: '/@robin/', name: 'English', current: false },
 * //  { hreflang: 'fr', href: '/fr/@robin/', name: 'français', current: true }]
 */
export function languageLinks(
	path: string,
	base: string,
	locales: readonly string[],
	pattern = '',
): LanguageLink[] {
	const current = localeOfPattern(withoutBase(path, normalizeBase(base)), locales);
	return alternatesOf(path, base, locales, pattern)
		.filter(({ hreflang }) => hreflang !== 'x-default')
		.map((link) => ({
			...link,
			name:
				new Intl.DisplayNames([link.hreflang], { type: 'language' }).of(link.hreflang) ??
				link.hreflang,
			current: link.hreflang === current,
		}));
}
