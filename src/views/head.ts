/**
 * What a page's <head> says, per route, as data: Head.astro renders it, so
 * the routes hold no head tags and every page gets the same shell.
 */
import type { ProfileView, PronounPageView } from './pages.ts';
import { directoryIndexPath, pageLabel, type DirectoryPageView } from './directory/directory.ts';
import type { PageNav } from './paths/paging.ts';
import { searchPath } from './search/search.ts';
import { editorPath } from './editor/editor.ts';
import type { UiText } from './ui-text.ts';

export interface HeadView {
	/** The page's own title; the site's name is added after it (alone on the home page). */
	title: string;
	description?: string | undefined;
	/** Path of this page, for the canonical link. */
	path?: string | undefined;
	/** A profile's sharing tags (Open Graph and Twitter card), its JSON-LD Person and its JSON. */
	profile?:
		| (Pick<
				ProfileView,
				'name' | 'jsonPath' | 'previewImage' | 'share' | 'displayName' | 'card'
		  > & {
				/** `og:locale`: ProfileView's previewLocale. */
				locale?: string | undefined;
		  })
		| undefined;
}

/**
 * A profile's schema.org Person as JSON-LD, ready for a `<script
 * type="application/ld+json">`: `<` is escaped, so no text a profile holds
 * can end the script element.
 *
 * @example
 * personJsonLd(head.profile, 'https://example.org/@robin/', null) // '{"@context":"https://schema.org","@type":"Person",…}'
 */
export function personJsonLd(
	profile: NonNullable<HeadView['profile']>,
	url: string,
	image: string | null,
): string {
	const person = {
		'@context': 'https://schema.org',
		'@type': 'Person',
		name: profile.displayName,
		...(profile.share.alternateNames.length ? { alternateName: profile.share.alternateNames } : {}),
		...(profile.share.pronouns.length ? { pronouns: profile.share.pronouns.join(', ') } : {}),
		url,
		...(image ? { image } : {}),
		...(profile.share.sameAs.length ? { sameAs: profile.share.sameAs } : {}),
	};
	return JSON.stringify(person)
		.replace(/</g, '\\u003c')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029');
}

/**
 * @example
 * profileHead(profileView(data, '/')) // { title: 'Robin', description: '…', path: '/@robin/', profile: { name: 'robin', … } }
 */
export function profileHead(profile: ProfileView): HeadView {
	return {
		title: profile.title,
		description: profile.description,
		path: profile.path,
		profile: {
			name: profile.name,
			jsonPath: profile.jsonPath,
			previewImage: profile.previewImage,
			share: profile.share,
			displayName: profile.displayName,
			card: profile.card,
			locale: profile.previewLocale,
		},
	};
}

/**
 * @example
 * directoryHead('Pronoun profiles', 3, '/') // { title: 'Pronoun profiles', description: 'Names and pronouns of 3 people.', path: '/' }
 */
export function directoryHead(
	siteTitle: string,
	total: number,
	base: string,
	text: UiText,
): HeadView {
	return {
		title: siteTitle,
		description: text.t('home.description', { count: total }),
		path: base,
	};
}

/**
 * The head of /directory/, the letter index.
 *
 * @example
 * directoryIndexHead(3, '/') // { title: 'Directory', description: 'Names and pronouns of 3 people, by letter.', path: '/directory/' }
 */
export function directoryIndexHead(total: number, base: string, text: UiText): HeadView {
	return {
		title: text.t('directory.title'),
		description: text.t('directory.description', { count: total }),
		path: directoryIndexPath(base),
	};
}

/**
 * @example
 * directoryPageHead(page) // { title: 'A, page 2', description: 'Names starting with A, page 2 of 3, in a directory of 1,000 people.', path: '/directory/a/2/' }
 */
export function directoryPageHead(page: DirectoryPageView, text: UiText): HeadView {
	const { number, count } = page.nav;
	return {
		title: pageLabel(page, text),
		description: text.t('directory.pageDescription', {
			group: page.group.title,
			onPage: count > 1 ? text.t('directory.onPage', { page: number, pages: count }) : '',
			count: page.total,
		}),
		path: page.path,
	};
}

/**
 * @example
 * pronounHead(page) // { title: 'they/them pronouns', description: 'How to use the pronouns they/them, with examples.', path: page.path }
 */
export function pronounHead(page: PronounPageView & { nav?: PageNav }, text: UiText): HeadView {
	if (page.nav && page.nav.number > 1) {
		const { number, count } = page.nav;
		return {
			title: text.t('pronouns.titlePage', { set: page.title, page: number }),
			description: text.t('pronouns.laterDescription', {
				set: page.title,
				page: number,
				pages: count,
			}),
			path: page.path,
		};
	}
	return {
		title: text.t('pronouns.title', { set: page.title }),
		description: text.t('pronouns.description', { set: page.title }),
		path: page.path,
	};
}

/**
 * @example
 * searchHead('/') // { title: 'Search', description: 'Find people by name, display name or pronouns.', path: '/search/' }
 */
export function searchHead(base: string, text: UiText): HeadView {
	return {
		title: text.t('search.title'),
		description: text.t('search.description'),
		path: searchPath(base),
	};
}

/**
 * @example
 * editorHead('/') // { title: 'Edit a profile', description: '…', path: '/edit/' }
 */
export function editorHead(base: string, text: UiText): HeadView {
	return {
		title: text.t('editor.title'),
		description: text.t('editor.description'),
		path: editorPath(base),
	};
}
