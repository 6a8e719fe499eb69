/**
 * What a page's <head> says, per route, as data: Head.astro renders it, so
 * the routes hold no head tags and every page gets the same shell.
 */
import type { DirectoryEntry, ProfileView, PronounPageView } from './pages.ts';

export interface HeadView {
	/** The page's own title; the site's name is added after it (alone on the home page). */
	title: string;
	description?: string | undefined;
	/** Path of this page, for the canonical link. */
	path?: string | undefined;
	/** A profile's sharing tags (Open Graph and Twitter card) and its JSON. */
	profile?: { name: string; jsonPath: string; previewImage: string | null } | undefined;
}

/**
 * @example
 * profileHead(profileView(entry, '/')) // { title: 'Robin', description: '…', path: '/@robin/', profile: { name: 'robin', … } }
 */
export function profileHead(profile: ProfileView): HeadView {
	return {
		title: profile.title,
		description: profile.description,
		path: profile.path,
		profile: { name: profile.name, jsonPath: profile.jsonPath, previewImage: profile.previewImage },
	};
}

/**
 * @example
 * directoryHead('Pronoun profiles', entries, '/') // { title: 'Pronoun profiles', description: 'Names and pronouns of 3 people.', path: '/' }
 */
export function directoryHead(siteTitle: string, entries: readonly DirectoryEntry[], base: string): HeadView {
	return { title: siteTitle, description: `Names and pronouns of ${entries.length} people.`, path: base };
}

/**
 * @example
 * pronounHead(page) // { title: 'they/them pronouns', description: 'How to use the pronouns they/them, with examples.', path: page.path }
 */
export function pronounHead(page: PronounPageView): HeadView {
	return { title: `${page.title} pronouns`, description: `How to use the pronouns ${page.title}, with examples.`, path: page.path };
}
