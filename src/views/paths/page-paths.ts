/**
 * The paths of the pages a site's content makes (profiles, members, pronoun
 * sets), so the build can check them with the one path rule
 * (addresses/paths.ts) before Astro writes any of them; and the ones the
 * sitemap lists (integration/routes.ts sitemapPaths), from the model, so a
 * page kept from the published site is listed as a rendered one is.
 */
import { memberPath, profilePath } from '../../addresses/urls.ts';
import type { SiteUser } from '../../model/site-model.ts';
import { directoryIndexPath, directoryRoutes } from '../directory/directory.ts';
import { directory, pronounPages } from '../pages.ts';
import { pronounPageParts } from '../pronouns/pronoun-paging.ts';
import type { UiText } from '../ui-text.ts';

/**
 * Every content-made page path: each user's and member's page and each
 * pronoun set's page, in the site's language (its pronoun table makes the
 * sets' paths). Linear in the content.
 *
 * @example
 * [...contentPagePaths([{ user: robin }], '/')] // ['/@robin/', '/pronouns/they/them/their/theirs/themself/']
 */
export function* contentPagePaths(
	people: readonly SiteUser[],
	base: string,
	lang = 'en',
): Generator<string> {
	for (const { user, members } of people) {
		yield profilePath(user.name, base);
		for (const member of members) yield memberPath(user.name, member.user.name, base);
	}
	for (const page of pronounPages(people, base, lang)) yield page.path;
}

/** What the content-made routes make their pages from, as the routes read it. */
export interface RoutedSite {
	users: readonly SiteUser[];
	base: string;
	lang: string;
	text: UiText;
}

/**
 * The sitemap's part of each content-made route: the paths its pages are at, from the same view
 * functions the route's getStaticPaths calls (a member marked `unlisted` is left out, as from every
 * list: its page is there for those given its address).
 *
 * @example
 * [...LISTED_PAGES.profile({ users: [robin], base: '/', lang: 'en', text })] // ['/@robin/']
 */
export const LISTED_PAGES = {
	profile: ({ users, base }: RoutedSite) => users.map(({ user }) => profilePath(user.name, base)),
	member: ({ users, base }: RoutedSite) =>
		users.flatMap(({ user, listed }) =>
			listed.map((member) => memberPath(user.name, member.user.name, base)),
		),
	pronouns: ({ users, base, lang }: RoutedSite) =>
		pronounPages(users, base, lang)
			.flatMap(pronounPageParts)
			.map((part) => part.path),
	directory: ({ users, base, lang, text }: RoutedSite) =>
		directoryRoutes(directory(users, base, lang), base, text).map((route) =>
			'page' in route ? route.page.path : directoryIndexPath(base),
		),
} as const satisfies Record<string, (site: RoutedSite) => readonly string[]>;
