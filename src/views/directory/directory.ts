/**
 * The directory at any size: profiles grouped by the first character of
 * their name (a-z, and one group for names starting with a digit or a
 * symbol), each group cut into pages (paging.ts). Addresses are
 * `/directory/<letter>/`, then `/directory/<letter>/2/`...: someone joining
 * moves cards only within their own letter, so every other page keeps its
 * address and its people, and a shared link to a letter never breaks.
 */
import type { DirectoryCard } from '../pages.ts';
import {
	htmlBytes,
	pageNav,
	paginate,
	type PageLimits,
	type PageLink,
	type PageNav,
} from '../paths/paging.ts';
import { normalizeBase } from '../../addresses/urls.ts';
import type { UiText } from '../ui-text.ts';

/**
 * Entries per directory page, and their bytes: with the page's shell (head,
 * styles, letter index and page links, about 7 KB) a page stays under 50 KB even before
 * gzip, whatever the cards hold.
 */
export const DIRECTORY_LIMITS: PageLimits = { entries: 100, bytes: 42_000 };

/** The groups of the letter index, in order; the key is also the address segment. */
export const LETTER_GROUPS: readonly { key: string; label: string }[] = [
	// Names are A-Z a-z 0-9 _ . -: the few that start with a digit or a
	// symbol share one group, first, where the name order puts them.
	{ key: '0-9', label: '0-9' },
	...'abcdefghijklmnopqrstuvwxyz'.split('').map((letter) => ({
		key: letter,
		label: letter.toUpperCase(),
	})),
];

/**
 * A letter group with its title in the site's language: what its names start with.
 *
 * @example
 * titledGroup(LETTER_GROUPS[1]!, UI_TEXT) // { key: 'a', label: 'A', title: 'Names starting with A' }
 */
function titledGroup(
	group: { key: string; label: string },
	text: UiText,
): { key: string; label: string; title: string } {
	const title =
		group.key === '0-9'
			? text.t('directory.otherGroup')
			: text.t('directory.letterGroup', { letter: group.label });
	return { ...group, title };
}

/**
 * The index of the letter group a name belongs to: its first letter,
 * ignoring case, else the first group (digits and symbols).
 *
 * @example
 * LETTER_GROUPS[letterGroupOf('Robin')]!.key // 'r'
 * LETTER_GROUPS[letterGroupOf('2cool')]!.key // '0-9'
 */
export function letterGroupOf(name: string): number {
	const code = name.toLowerCase().charCodeAt(0);
	return code >= 97 && code <= 122 ? code - 96 : 0;
}

/**
 * The directory's own address, its letter index.
 *
 * @example
 * directoryIndexPath('/profiles/') // '/profiles/directory/'
 */
export function directoryIndexPath(base: string): string {
	return `${normalizeBase(base)}directory/`;
}

/**
 * The address of a directory page.
 *
 * @example
 * directoryPath('a', 1, '/') // '/directory/a/'
 * directoryPath('a', 3, '/profiles/') // '/profiles/directory/a/3/'
 */
export function directoryPath(key: string, number: number, base: string): string {
	return `${directoryIndexPath(base)}${key}/${number > 1 ? `${number}/` : ''}`;
}

/**
 * Bytes of the tags around one card (Directory.astro's card, its avatar's <picture> or initial),
 * rounded up from a built page.
 */
const CARD_MARKUP = 400;

/**
 * An upper bound of the bytes one card takes on a page: the fixed markup
 * plus every text it shows, escaped.
 *
 * @example
 * directoryCardBytes(card) // 812
 */
export function directoryCardBytes(card: DirectoryCard): number {
	const avatar = card.avatar
		? card.avatar.kind === 'img'
			? htmlBytes(card.avatar.src)
			: htmlBytes(card.avatar.webp) + htmlBytes(card.avatar.jpeg)
		: 0;
	const pronouns = card.pronouns.reduce((sum, text) => sum + htmlBytes(text) + 2, 0);
	return (
		CARD_MARKUP +
		htmlBytes(card.displayName) +
		htmlBytes(card.initial) +
		htmlBytes(card.name) +
		htmlBytes(card.path) +
		avatar +
		pronouns
	);
}

/** One letter of the index, on every directory page. */
export interface LetterLink {
	key: string;
	label: string;
	title: string;
	path: string;
	/** Profiles in the group. */
	count: number;
	/** This page belongs to the group. */
	current: boolean;
}

export interface DirectoryPageView {
	/** The route parameter: `a`, `a/2`. */
	param: string;
	path: string;
	group: { key: string; label: string; title: string };
	/** Where this page stands among its letter's pages. */
	nav: PageNav;
	/** The previous and next page of the whole directory, across letters (null at the ends). */
	prev: (PageLink & { label: string }) | null;
	next: (PageLink & { label: string }) | null;
	cards: DirectoryCard[];
	letters: LetterLink[];
	/** Profiles in the whole directory. */
	total: number;
}

/**
 * Every directory page: each letter group's pages (a letter nobody's name
 * starts with has none, and the index shows it unlinked), each page linked
 * to the one before and after it across the whole directory, so following
 * "next" from the first page reaches every profile.
 *
 * @example
 * directoryPages(directory(users, '/'), '/').map((page) => page.path) // ['/directory/a/', '/directory/a/2/', '/directory/b/', ...]
 */
export function directoryPages(
	cards: readonly DirectoryCard[],
	base: string,
	text: UiText,
): DirectoryPageView[] {
	const groups: DirectoryCard[][] = LETTER_GROUPS.map(() => []);
	for (const card of cards) groups[letterGroupOf(card.name)]!.push(card);
	const letters = letterLinks(groups, base, text);
	const pages: DirectoryPageView[] = [];
	LETTER_GROUPS.forEach((letterGroup, index) => {
		const group = titledGroup(letterGroup, text);
		if (!groups[index]!.length) return;
		const chunks = paginate(groups[index]!, directoryCardBytes, DIRECTORY_LIMITS);
		chunks.forEach((chunk, at) => {
			const number = at + 1;
			pages.push({
				param: number > 1 ? `${group.key}/${number}` : group.key,
				path: directoryPath(group.key, number, base),
				group,
				nav: pageNav(number, chunks.length, (n) => directoryPath(group.key, n, base)),
				prev: null,
				next: null,
				cards: chunk,
				letters: letters.map((letter) => ({ ...letter, current: letter.key === group.key })),
				total: cards.length,
			});
		});
	});
	// One chain through every page, across letters.
	const link = (page: DirectoryPageView | undefined) =>
		page ? { number: page.nav.number, path: page.path, label: pageLabel(page, text) } : null;
	pages.forEach((page, at) => {
		page.prev = link(pages[at - 1]);
		page.next = link(pages[at + 1]);
	});
	return pages;
}

/** How a page is named in prev/next links and titles: "A", "A, page 2". */
export function pageLabel(page: Pick<DirectoryPageView, 'group' | 'nav'>, text: UiText): string {
	const { label } = page.group;
	return page.nav.number > 1
		? text.t('directory.letterPage', { label, page: page.nav.number })
		: label;
}

function letterLinks(groups: readonly DirectoryCard[][], base: string, text: UiText): LetterLink[] {
	return LETTER_GROUPS.map((group, index) => ({
		...titledGroup(group, text),
		path: directoryPath(group.key, 1, base),
		count: groups[index]!.length,
		current: false,
	}));
}

export interface DirectoryHomeView {
	total: number;
	letters: LetterLink[];
	/** Everyone, when the whole directory fits on one page; else null, and the letters lead on. */
	cards: DirectoryCard[] | null;
	/** The first page that lists someone, to start browsing from. */
	start: (PageLink & { label: string }) | null;
}

/**
 * The home page: the letter index, and everyone when they fit on one
 * directory page (a small community sees all its people at once, as before).
 *
 * @example
 * directoryHome(directory(users, '/'), '/').cards?.length // 5
 */
export function directoryHome(
	cards: readonly DirectoryCard[],
	base: string,
	text: UiText,
): DirectoryHomeView {
	const groups: DirectoryCard[][] = LETTER_GROUPS.map(() => []);
	for (const card of cards) groups[letterGroupOf(card.name)]!.push(card);
	const fits = paginate(cards, directoryCardBytes, DIRECTORY_LIMITS).length === 1;
	const first = groups.findIndex((group) => group.length);
	const group = LETTER_GROUPS[first];
	return {
		total: cards.length,
		letters: letterLinks(groups, base, text),
		cards: fits ? [...cards] : null,
		start: group
			? { number: 1, path: directoryPath(group.key, 1, base), label: group.label }
			: null,
	};
}

/** A page of the directory's route: /directory/ itself (the letter index), or a letter's page. */
export type DirectoryRoute =
	{ param: undefined; home: DirectoryHomeView } | { param: string; page: DirectoryPageView };

/**
 * Every page under /directory/: the folder's own address first (the letter
 * index, with everyone when they fit, as on the home page), so /directory/
 * answers rather than 404, then each letter's pages.
 *
 * @example
 * directoryRoutes(directory(users, '/'), '/').map((route) => route.param) // [undefined, 'a', 'a/2', 'b', ...]
 */
export function directoryRoutes(
	cards: readonly DirectoryCard[],
	base: string,
	text: UiText,
): DirectoryRoute[] {
	return [
		{ param: undefined, home: directoryHome(cards, base, text) },
		...directoryPages(cards, base, text).map((page) => ({ param: page.param, page })),
	];
}
