import { describe, expect, test } from 'vitest';
import {
	isInjectedRoute,
	listedPaths,
	localizedRoutes,
	ROUTES,
} from '../../../src/integration/routes.ts';
import { pageUsersOf } from '../../../src/integration/page-users.ts';
import { siteWords } from '../../../src/views/i18n/dictionary.ts';
import { modelOfUsers } from '../../helpers/model.ts';
import { makeUser } from '../../helpers/users.ts';
import {
	alternatesOf,
	languageLinks,
	localeOfPattern,
	localePrefix,
	localizedPattern,
	pageBase,
	routeBase,
	routeBases,
} from '../../../src/views/paths/locale-paths.ts';

const TWO = ['en', 'fr'];

describe('where each language is', () => {
	test('the default at the root, another under its lower-case tag', () => {
		expect([localePrefix('en', TWO), localePrefix('fr', TWO)]).toEqual(['', '/fr']);
		expect(localePrefix('pt-BR', ['en', 'pt-BR'])).toBe('/pt-br');
		expect(
			['/', '/@[name]', '/@[name]/[member]', '/search'].map((pattern) =>
				localizedPattern(pattern, 'fr', TWO),
			),
		).toEqual(['/fr', '/fr/@[name]', '/fr/@[name]/[member]', '/fr/search']);
		expect(localizedPattern('/@[name]', 'en', TWO)).toBe('/@[name]');
	});

	test("a pattern's language is its first segment's, whole, else the default", () => {
		expect(
			['/fr', '/fr/', '/fr/@[name]', '/', '/@[name]', '/france', '/frx/@[name]', '/FR', ''].map(
				(pattern) => localeOfPattern(pattern, TWO),
			),
		).toEqual(['fr', 'fr', 'fr', 'en', 'en', 'en', 'en', 'en', 'en']);
		// The default has no prefix: `/en/` is a page path like any other (a profile cannot be there).
		expect(localeOfPattern('/en/x', TWO)).toBe('en');
		expect(localeOfPattern('/fr/x', ['fr'])).toBe('fr');
	});

	test("pages link with their language's base; files stay at the site's", () => {
		expect(pageBase('/', 'fr', TWO)).toBe('/fr/');
		expect(pageBase('/profiles', 'fr', TWO)).toBe('/profiles/fr/');
		expect(pageBase('/profiles/', 'en', TWO)).toBe('/profiles/');
	});

	test("a route's pages link within its pattern's language; one language keeps the site's base", () => {
		expect(routeBase('/p/', '/fr/@[name]', TWO)).toBe('/p/fr/');
		expect(routeBase('/p/', '/fr', TWO)).toBe('/p/fr/');
		expect(routeBase('/p', '/@[name]', TWO)).toBe('/p/');
		expect(routeBase('/p/', '/france/search', TWO)).toBe('/p/');
		expect(routeBase('/p/', '/fr/search', ['en'])).toBe('/p/');
	});

	test("a route's files stay at the site's base as given; its pages are in its language", () => {
		expect(routeBases('/p', '/fr/@[name]', TWO)).toEqual({ pages: '/p/fr/', files: '/p' });
		expect(routeBases('/p/', '/@[name]', TWO)).toEqual({ pages: '/p/', files: '/p/' });
	});
});

describe('alternates', () => {
	test('a site in one language has none, so its pages stay as they were', () => {
		expect(alternatesOf('/@robin/', '/', ['en'])).toEqual([]);
	});

	test('the same page in each language and x-default, from any of them, base kept', () => {
		const expected = [
			{ hreflang: 'en', href: '/p/@robin/' },
			{ hreflang: 'fr', href: '/p/fr/@robin/' },
			{ hreflang: 'x-default', href: '/p/@robin/' },
		];
		expect(alternatesOf('/p/@robin/', '/p/', TWO)).toEqual(expected);
		expect(alternatesOf('/p/fr/@robin/', '/p', TWO)).toEqual(expected);
	});

	test('the home page, and a page whose first segment only starts as a language does', () => {
		expect(alternatesOf('/fr/', '/', TWO).map(({ href }) => href)).toEqual(['/', '/fr/', '/']);
		expect(alternatesOf('/', '/', TWO).map(({ href }) => href)).toEqual(['/', '/fr/', '/']);
		expect(alternatesOf('/fr', '/', TWO).map(({ href }) => href)).toEqual(['/', '/fr/', '/']);
		expect(alternatesOf('/france/', '/', TWO).map(({ href }) => href)).toEqual([
			'/france/',
			'/fr/france/',
			'/france/',
		]);
	});
});

describe('a page made once', () => {
	test('the 404 page, in the default language only, names no alternates and draws no switcher', () => {
		expect(alternatesOf('/p/404.html', '/p/', TWO, '/404')).toEqual([]);
		expect(languageLinks('/p/404.html', '/p/', TWO, '/404')).toEqual([]);
		expect(alternatesOf('/p/search/', '/p/', TWO, '/search')).toHaveLength(3);
	});
});

describe('the language switcher', () => {
	test('none on a site in one language', () => {
		expect(languageLinks('/', '/', ['fr'])).toEqual([]);
	});

	test("each language named in itself, the page's own marked, no x-default", () => {
		expect(languageLinks('/p/fr/@robin/', '/p/', ['en', 'fr', 'he'])).toEqual([
			{ hreflang: 'en', href: '/p/@robin/', name: 'English', current: false },
			{ hreflang: 'fr', href: '/p/fr/@robin/', name: 'français', current: true },
			{ hreflang: 'he', href: '/p/he/@robin/', name: 'עברית', current: false },
		]);
		expect(languageLinks('/p/', '/p/', TWO).map(({ current }) => current)).toEqual([true, false]);
	});
});

describe('the routes in each language', () => {
	test('a site in one language has the routes as they were', () => {
		expect(localizedRoutes(['de'])).toEqual(ROUTES);
	});

	test('each page in each language, the 404 page once, the default first', () => {
		const pages = ['', '/@[name]', '/@[name]/[member]', '/pronouns/[...forms]'].concat([
			'/directory/[...page]',
			'/search',
			'/edit',
		]);
		expect(localizedRoutes(['en', 'fr', 'pt-BR']).map(({ pattern }) => pattern)).toEqual([
			...ROUTES.map(({ pattern }) => pattern),
			...pages.map((pattern) => `/fr${pattern}`),
			...pages.map((pattern) => `/pt-br${pattern}`),
		]);
		// Each language's route is the same page file as the default's.
		const files = localizedRoutes(TWO).map(({ file }) => file);
		expect(files.filter((file) => file === 'profile.astro')).toHaveLength(2);
		expect(files.filter((file) => file === '404.astro')).toHaveLength(1);
	});

	test("a language's routes are injected, not a site's own page", () => {
		expect(isInjectedRoute(TWO)('/fr/@[name]')).toBe(true);
		expect(isInjectedRoute(['en'])('/fr/@[name]')).toBe(false);
		expect(isInjectedRoute(TWO)('/fr/404')).toBe(false);
		expect(isInjectedRoute(TWO)('/about')).toBe(false);
	});
});

describe('the pages a sitemap lists', () => {
	const kim = makeUser({
		name: 'kim',
		pronouns: [{ pronouns: 'elle', display_text: null, status: 1 }],
	});

	test("each language's pages under its base, the default's first; one language as before", () => {
		const users = pageUsersOf(modelOfUsers([kim]));
		const [en, fr] = [siteWords('en'), siteWords('fr')];
		const english = listedPaths(users, '/p/', [en]);
		expect(english).toContain('/p/@kim/');
		const both = listedPaths(users, '/p/', [en, fr]);
		expect(both.slice(0, english.length)).toEqual(english);
		const french = both.slice(english.length);
		expect(french).toEqual(expect.arrayContaining(['/p/fr/', '/p/fr/@kim/', '/p/fr/search/']));
		expect(french.every((path) => path.startsWith('/p/fr/'))).toBe(true);
		// "elle" is French's set: its page in each language, at the French table's address.
		expect(french).toContain(
			english.find((path) => path.includes('/pronouns/'))!.replace('/p/', '/p/fr/'),
		);
	});
});
