/**
 * Addresses within the site. Every page and file is linked through these,
 * so a deployment under a sub-path (Astro `base`) works everywhere.
 */
import { MEMBERS_DIR, USERS_DIR } from './api.ts';

/**
 * Normalises a base path to start and end with `/`.
 *
 * @example
 * normalizeBase('profiles') // '/profiles/'
 */
export function normalizeBase(base: string | undefined): string {
	const trimmed = (base ?? '').replace(/^\/+|\/+$/g, '');
	return trimmed ? `/${trimmed}/` : '/';
}

/**
 * The page of a profile, as the reference service shares it.
 *
 * @example
 * profilePath('robin', '/profiles/') // '/profiles/@robin/'
 */
export function profilePath(name: string, base: string): string {
	return `${normalizeBase(base)}@${encodeURIComponent(name)}/`;
}

/**
 * The page of a member, under its user's page: both names encoded as
 * profilePath encodes one.
 *
 * @example
 * memberPath('kit', 'juniper', '/profiles/') // '/profiles/@kit/juniper/'
 */
export function memberPath(user: string, member: string, base: string): string {
	return `${profilePath(user, base)}${encodeURIComponent(member)}/`;
}

/**
 * The JSON of a member, by ID: the one member address that is a plain file
 * on every host (the by-name ones are host rewrites).
 *
 * @example
 * memberJsonPath('d4gn7g3p38l77tn1edf0', '/') // '/v1/members/d4gn7g3p38l77tn1edf0.json'
 */
export function memberJsonPath(id: string, base: string): string {
	return `${normalizeBase(base)}${MEMBERS_DIR}${encodeURIComponent(id)}.json`;
}

/**
 * The JSON of a user, by name.
 *
 * @example
 * userJsonPath('robin', '/') // '/v1/users/robin.json'
 */
export function userJsonPath(name: string, base: string): string {
	return `${normalizeBase(base)}${USERS_DIR}${encodeURIComponent(name)}.json`;
}

/**
 * The page of a pronoun set, from its slug segments.
 *
 * @example
 * pronounPath(['she', 'her', 'her', 'hers', 'herself'], '/') // '/pronouns/she/her/her/hers/herself/'
 */
export function pronounPath(slug: readonly string[], base: string): string {
	return `${normalizeBase(base)}pronouns/${slug.map(encodeURIComponent).join('/')}/`;
}

/**
 * The site's icon (public/favicon.svg), which every page and redirect page
 * links, so no browser asks for a missing /favicon.ico.
 *
 * @example
 * iconPath('/profiles/') // '/profiles/favicon.svg'
 */
export function iconPath(base: string): string {
	return `${normalizeBase(base)}favicon.svg`;
}

/**
 * The public address of a file in the built site: absolute when the site's
 * origin is known (as the API's avatar_urls must be), else a path.
 *
 * @example
 * publicUrl('media/users/x/y.webp', { site: 'https://example.org', base: '/profiles' }) // 'https://example.org/profiles/media/users/x/y.webp'
 */
export function publicUrl(
	path: string,
	options: { site?: URL | string | undefined; base?: string | undefined },
): string {
	return absoluteUrl(`${normalizeBase(options.base)}${path}`, options.site);
}

/**
 * A site path (base included) as an absolute address when the site's origin
 * is known, else the path itself: canonical links, og:url, redirect pages.
 *
 * @example
 * absoluteUrl('/profiles/@robin/', 'https://example.org') // 'https://example.org/profiles/@robin/'
 * absoluteUrl('/profiles/@robin/', undefined) // '/profiles/@robin/'
 */
export function absoluteUrl(path: string, site: URL | string | undefined): string {
	return site ? new URL(path, site).href : path;
}

/**
 * Percent-encodes one path segment as RFC 3986 allows it in a path: like
 * encodeURIComponent, but `@`, `:` and the sub-delimiters stay as they are,
 * so `/@robin` redirects to `/@robin/`, the address people share, not
 * `/%40robin/`.
 *
 * @example
 * encodePathSegment('@robin') // '@robin'
 * encodePathSegment('a b/c') // 'a%20b%2Fc'
 */
export function encodePathSegment(segment: string): string {
	return encodeURIComponent(segment).replace(/%(?:40|3A|24|26|2B|2C|3B|3D)/g, (escape) =>
		String.fromCharCode(parseInt(escape.slice(1), 16)),
	);
}

/**
 * Where the editor finds a profile's file as written (the `editSources`
 * option): beside the editor page, by user name or by member ID, in the
 * site (no base; editSourcePath adds it).
 *
 * @example
 * editSourceFile({ user: 'robin' }) // 'edit/source/users/robin.json'
 * editSourceFile({ user: 'robin', memberId: 'd4gn7g3p38l77tn1edf0' }) // 'edit/source/members/d4gn7g3p38l77tn1edf0.json'
 */
export function editSourceFile(profile: { user: string; memberId?: string | null | undefined }) {
	return profile.memberId
		? `edit/source/members/${profile.memberId}.json`
		: `edit/source/users/${profile.user}.json`;
}

/**
 * editSourceFile's address under `base`, encoded as the API's are.
 *
 * @example
 * editSourcePath({ user: 'robin' }, '/profiles/') // '/profiles/edit/source/users/robin.json'
 */
export function editSourcePath(
	profile: { user: string; memberId?: string | null | undefined },
	base: string,
): string {
	return `${normalizeBase(base)}${editSourceFile({
		user: encodeURIComponent(profile.user),
		memberId: profile.memberId && encodeURIComponent(profile.memberId),
	})}`;
}
