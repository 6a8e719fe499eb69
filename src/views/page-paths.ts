/**
 * The paths of the pages a site's content makes (profiles, members, pronoun
 * sets), so the build can check them with the one path rule
 * (addresses/paths.ts) before Astro writes any of them.
 */
import { memberPath, profilePath } from '../addresses/urls.ts';
import { pronounPages, type PersonListing } from './pages.ts';

/**
 * Every content-made page path: each user's and member's page and each
 * pronoun set's page. Linear in the content.
 *
 * @example
 * [...contentPagePaths([{ user: robin }], '/')] // ['/@robin/', '/pronouns/they/them/their/theirs/themself/']
 */
export function* contentPagePaths(
	people: readonly PersonListing[],
	base: string,
): Generator<string> {
	for (const { user, members = [] } of people) {
		yield profilePath(user.name, base);
		for (const member of members) yield memberPath(user.name, member.user.name, base);
	}
	for (const page of pronounPages(people, base)) yield page.path;
}
