/**
 * Every page the integration gives a site, injected as Starlight injects
 * its routes: a site's own src/ may be empty, and its own src/pages/ sit
 * beside these. Each route says which of its pages the sitemap lists, from
 * the site's model (views/paths/page-paths.ts LISTED_PAGES), so the sitemap is
 * the same whether a page was rendered or kept from the published site.
 */
import { normalizeBase } from '../addresses/urls.ts';
import { localizedPattern, ONCE_PATTERNS, pageBase } from '../views/paths/locale-paths.ts';
import { LISTED_PAGES, type RoutedSite } from '../views/paths/page-paths.ts';
import { uiText } from '../views/ui-text.ts';
import type { SiteWords } from '../views/i18n/dictionary.ts';
import type { PageUser } from './hand-over.ts';

/** One injected route. */
interface Route {
	pattern: string;
	/** An Astro page in src/routes/ (lib/routes/ in the package). */
	file: string;
	/**
	 * The paths of its pages the sitemap lists; left out, its one page at its pattern (a route
	 * without parameters).
	 */
	listed?: (site: RoutedSite) => readonly string[];
}

/** The routes. */
export const ROUTES: readonly Route[] = [
	{ pattern: '/', file: 'index.astro' },
	{ pattern: '/@[name]', file: 'profile.astro', listed: LISTED_PAGES.profile },
	{ pattern: '/@[name]/[member]', file: 'member.astro', listed: LISTED_PAGES.member },
	{ pattern: '/pronouns/[...forms]', file: 'pronouns.astro', listed: LISTED_PAGES.pronouns },
	{ pattern: '/directory/[...page]', file: 'directory.astro', listed: LISTED_PAGES.directory },
	{ pattern: '/search', file: 'search.astro' },
	{ pattern: '/edit', file: 'edit.astro' },
	// A status page, for what is not there: never one to index.
	{ pattern: '/404', file: '404.astro', listed: () => [] },
];

/** Where the route files are: beside this folder, in the source and in the package alike. */
const ROUTES_DIR = new URL('../routes/', import.meta.url);

/**
 * Every route in every language, the default's first (as ROUTES, for a site in one language): each
 * other language's under its prefix, with the same page file, which reads its language from the
 * pattern (views/paths/locale-paths.ts).
 *
 * @example
 * localizedRoutes(['en', 'fr']).map((route) => route.pattern) // ['/', '/@[name]', …, '/404', '/fr', '/fr/@[name]', …, '/fr/edit']
 */
export function localizedRoutes(locales: readonly string[]): Route[] {
	return locales.flatMap((locale, at) =>
		ROUTES.filter((route) => at === 0 || !ONCE_PATTERNS.has(route.pattern)).map((route) => ({
			...route,
			pattern: localizedPattern(route.pattern, locale, locales),
		})),
	);
}

/**
 * Injects every route in each of the site's languages.
 *
 * @example
 * 'astro:config:setup': ({ injectRoute }) => injectRoutes(injectRoute, config.locales)
 */
export function injectRoutes(
	injectRoute: (route: { pattern: string; entrypoint: URL; prerender: boolean }) => void,
	locales: readonly string[],
): void {
	for (const { pattern, file } of localizedRoutes(locales))
		injectRoute({ pattern, entrypoint: new URL(file, ROUTES_DIR), prerender: true });
}

/**
 * The paths (base included) of every injected page the sitemap lists, from the model: the build's
 * and `astro dev`'s sitemap alike.
 *
 * @example
 * sitemapPaths({ users: [robin], base: '/', lang: 'en', text }) // ['/', '/@robin/', …, '/search/', '/edit/']
 */
export function sitemapPaths(site: RoutedSite): string[] {
	const home = normalizeBase(site.base);
	return ROUTES.flatMap(({ pattern, listed }) =>
		listed ? listed(site) : [`${home}${pattern.slice(1)}${pattern === '/' ? '' : '/'}`],
	);
}

/**
 * sitemapPaths of the pages' users in each of the site's languages (`languages`, their words, the
 * default first), each under its own base: what the build's sitemap and `astro dev`'s list of the
 * injected pages.
 *
 * @example
 * listedPaths(pageUsersOf(site.profiles, '/'), '/', [siteWordsOf(root, 'en')]) // ['/', '/@robin/', …]
 */
export function listedPaths(
	users: readonly PageUser[],
	base: string,
	languages: readonly SiteWords[],
): string[] {
	const locales = languages.map((words) => words.locale);
	const people = users.map(({ data }) => data);
	return languages.flatMap((words) =>
		sitemapPaths({
			users: people,
			base: pageBase(base, words.locale, locales),
			lang: words.locale,
			text: uiText(words),
		}),
	);
}

/**
 * Whether a route is one of these, in any of the site's languages: a site's own pages
 * (src/pages/) are the others. The routes listed once, not once a path (10,000 and more).
 *
 * @example
 * isInjectedRoute(['en', 'fr'])('/fr/@[name]') // true
 */
export function isInjectedRoute(locales: readonly string[]): (route: string) => boolean {
	const injected = new Set(localizedRoutes(locales).map(({ pattern }) => pattern));
	return (route) => injected.has(route);
}
