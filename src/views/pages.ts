/**
 * What the HTML pages show, computed from Users. Pages stay thin: they call
 * one of these and hand the result to one component.
 */
import { compareStrings } from '../content/issues.ts';
import { editFileUrl } from './edit-link.ts';
import { linkView, type LinkView } from '../content/links.ts';
import { renderBio } from './markdown.ts';
import { exampleSentences, isPlainPronounEntry, pronounDisplayText, pronounSetOfSlug, pronounSlug, type PronounForms, type SentencePart } from './pronouns.ts';
import { profilePath, pronounPath, userJsonPath } from '../publish/urls.ts';
import { combinedStatus, FAVOURITE, OKAY, preferred, welcomed, welcomes } from './welcome.ts';
import type { UserEntry } from '../schemas/entry.ts';
import { STATUSES, type StatusValue } from '../schemas/status.ts';
import type { User } from '../schemas/user.ts';

/**
 * How an avatar is drawn: a local one as <picture> (WebP, JPEG fallback)
 * from this site's own paths, a hosted one as a plain image.
 */
export type AvatarView = { kind: 'picture'; webp: string; jpeg: string; size: number } | { kind: 'img'; src: string };

function avatarView({ user, avatar }: UserEntry): AvatarView | null {
	if (avatar) return { kind: 'picture', ...avatar };
	return user.avatar_urls[0] ? { kind: 'img', src: user.avatar_urls[0] } : null;
}

/** The letter drawn where a profile has no avatar, on every page alike. */
function initialOf(displayName: string): string {
	return [...displayName][0]?.toUpperCase() ?? '';
}

/** A pronoun entry, its set's page segments (when it has one) and the status it counts with on other pages. */
export interface PublicPronoun {
	entry: User['pronouns'][number];
	slug: string[] | undefined;
	status: StatusValue;
}

/**
 * A profile's pronoun entries, each with the combined status of every entry
 * the person gave for the same set (welcome.ts): "she/her" okay beside
 * "she/her/her/hers/herself" avoid never invites anyone to use she/her.
 *
 * @example
 * publicPronouns(user).filter((pronoun) => welcomes(pronoun.status)) // what others may be told to use
 */
export function publicPronouns(user: User): PublicPronoun[] {
	const withSlug = user.pronouns.map((entry) => ({ entry, slug: pronounSlug(entry.pronouns) }));
	const bySet = new Map<string, StatusValue[]>();
	for (const { entry, slug } of withSlug) {
		if (!slug) continue;
		const key = slug.join('/');
		bySet.set(key, [...(bySet.get(key) ?? []), entry.status]);
	}
	return withSlug.map(({ entry, slug }) => ({ entry, slug, status: (slug && combinedStatus(bySet.get(slug.join('/')) ?? [])) ?? entry.status }));
}

/** One name, pronoun or field entry with its status. */
export interface EntryView {
	text: string;
	status: StatusValue;
	/** The pronoun page, for pronoun entries that have one. */
	href?: string | undefined;
	/** The full forms, when the shown text is shorter. */
	title?: string | undefined;
}

export interface ProfileView {
	name: string;
	/** display_name, else the name. */
	displayName: string;
	/** The letter shown when there is no avatar. */
	initial: string;
	/** How to refer to the person, for the top of the page: favourite names and pronouns, else okay ones. */
	referAs: { names: string[]; pronouns: EntryView[] };
	/** Head title. */
	title: string;
	/** Meta description: the bio's plain text, shortened, or a summary. */
	description: string;
	/** The bio as sanitised HTML, or null. */
	bioHtml: string | null;
	avatar: AvatarView | null;
	/** Absolute address of the image for link previews: the JPEG of a local avatar, else the first hosted one. */
	previewImage: string | null;
	links: LinkView[];
	names: EntryView[];
	pronouns: EntryView[];
	fields: { name: string; entries: EntryView[] }[];
	path: string;
	jsonPath: string;
	/** The forge's editor for this profile's file, or null when the site has no edit links. */
	editUrl: string | null;
}

const DESCRIPTION_LENGTH = 160;

function shorten(text: string, max: number): string {
	const points = [...text];
	return points.length > max ? `${points.slice(0, max - 1).join('').trimEnd()}…` : text;
}

/** An entry as written; it links to its set's page only when the person welcomes the set (no link invites anyone to use the rest). */
function pronounEntryView({ entry, slug, status }: PublicPronoun, base: string): EntryView {
	const text = pronounDisplayText(entry);
	return {
		text,
		status: entry.status,
		href: slug && welcomes(status) ? pronounPath(slug, base) : undefined,
		title: text === entry.pronouns ? undefined : entry.pronouns,
	};
}

/**
 * Everything a profile page shows, in content order.
 *
 * @example
 * const view = profileView(user, import.meta.env.BASE_URL, { editBaseUrl: import.meta.env.STATICNOUNS_EDIT_URL, file: 'content/users/robin.md' });
 */
export function profileView(entry: UserEntry, base: string, source: { editBaseUrl?: string | null; file?: string | undefined } = {}): ProfileView {
	const { user } = entry;
	const displayName = user.display_name ?? user.name;
	const publicEntries = publicPronouns(user);
	const pronouns = publicEntries.map((entry) => pronounEntryView(entry, base));
	const referPronouns = preferred(publicEntries, (entry) => entry.status).map((entry) => pronounEntryView(entry, base));
	const favourite = publicEntries.filter((entry) => entry.status === FAVOURITE).map((entry) => pronounDisplayText(entry.entry));
	const summary = favourite.length ? `${displayName} uses ${favourite.join(', ')}.` : `The names and pronouns of ${displayName}.`;
	const bio = user.bio ? renderBio(user.bio) : undefined;
	return {
		name: user.name,
		displayName,
		initial: initialOf(displayName),
		referAs: {
			names: preferred(user.names, (entry) => entry.status).map((entry) => entry.name),
			pronouns: referPronouns,
		},
		title: `${displayName} (@${user.name})`,
		description: bio ? shorten(bio.text, DESCRIPTION_LENGTH) || summary : summary,
		bioHtml: bio ? bio.html : null,
		avatar: avatarView(entry),
		previewImage: (entry.avatar ? user.avatar_urls[1] : user.avatar_urls[0]) ?? null,
		links: user.links.map(linkView),
		names: user.names.map((entry) => ({ text: entry.name, status: entry.status })),
		pronouns,
		fields: user.fields.map((field) => ({
			name: field.name,
			entries: STATUSES.flatMap(({ word, value }) => field[word].map((text) => ({ text, status: value }))),
		})),
		path: profilePath(user.name, base),
		jsonPath: userJsonPath(user.name, base),
		editUrl: source.file ? editFileUrl(source.editBaseUrl ?? null, source.file) : null,
	};
}

export interface DirectoryEntry {
	name: string;
	displayName: string;
	/** The letter shown when there is no avatar. */
	initial: string;
	avatar: AvatarView | null;
	/** Favourite pronouns, or the okay ones when none is a favourite. */
	pronouns: string[];
	path: string;
}

/**
 * Longest hosted avatar address a list shows: the API takes any length, but
 * one 60,000-character address would make a directory page of its own. A
 * longer one shows the initial there (the profile page still shows it).
 */
const LIST_AVATAR_URL_LENGTH = 2000;

function listAvatar(avatar: AvatarView | null): AvatarView | null {
	return avatar?.kind === 'img' && avatar.src.length > LIST_AVATAR_URL_LENGTH ? null : avatar;
}

/**
 * The directory of all profiles, sorted by name (ignoring case).
 *
 * @example
 * directory(users, '/').map((entry) => entry.path) // ['/@ash/', '/@kit/', ...]
 */
export function directory(entries: readonly UserEntry[], base: string): DirectoryEntry[] {
	return [...entries]
		.sort((a, b) => compareNames(a.user.name, b.user.name))
		.map((entry) => {
			const { user } = entry;
			const displayName = user.display_name ?? user.name;
			return {
				name: user.name,
				displayName,
				initial: initialOf(displayName),
				avatar: listAvatar(avatarView(entry)),
				pronouns: preferred(publicPronouns(user), (pronoun) => pronoun.status).map((pronoun) => pronounDisplayText(pronoun.entry)),
				path: profilePath(user.name, base),
			};
		});
}

export interface PronounPageView {
	/** Path segments under /pronouns/. */
	slug: string[];
	path: string;
	/** The heading: the short form people know the set by. */
	title: string;
	/** The five forms, when the set expands. */
	forms: PronounForms | undefined;
	/** Example sentences, when the set expands. */
	examples: SentencePart[][];
	/** The welcomed entries, as written, that lead here, except decorated ones (see isPlainPronounEntry). */
	variants: string[];
	/** Profiles that marked the set favourite or okay: favourites first, then okay, each sorted by name as the directory is. */
	users: { name: string; displayName: string; path: string; favourite: boolean }[];
}

/**
 * One page per pronoun set that some profile marked favourite or okay,
 * listing only those profiles (welcome.ts): a set that is only jokingly,
 * friends only or avoided gets no page and lists no one. Entries that
 * expand to the same five forms share a page.
 *
 * @example
 * pronounPages(users, '/').map((page) => page.path) // ['/pronouns/she/her/her/hers/herself/', ...]
 */
export function pronounPages(users: readonly User[], base: string): PronounPageView[] {
	const pages = new Map<string, PronounPageView>();
	const listed = new Map<PronounPageView, Set<string>>();
	for (const user of [...users].sort((a, b) => compareNames(a.name, b.name))) {
		for (const { entry, slug, status } of publicPronouns(user)) {
			if (!slug || !welcomes(status)) continue;
			const key = slug.join('/');
			let page = pages.get(key);
			if (!page) {
				// The page is shared: its text comes from its address, not from whoever sorts first.
				const { title, forms } = pronounSetOfSlug(slug);
				page = {
					slug,
					path: pronounPath(slug, base),
					title,
					forms,
					examples: forms ? exampleSentences(forms) : [],
					variants: [],
					users: [],
				};
				pages.set(key, page);
				listed.set(page, new Set());
			}
			if (isPlainPronounEntry(entry.pronouns) && !page.variants.includes(entry.pronouns)) page.variants.push(entry.pronouns);
			// A set lookup: popular sets are used by thousands of profiles.
			const names = listed.get(page)!;
			if (!names.has(user.name)) {
				names.add(user.name);
				page.users.push({ name: user.name, displayName: user.display_name ?? user.name, path: profilePath(user.name, base), favourite: status === FAVOURITE });
			}
		}
	}
	for (const page of pages.values()) {
		// Every entry decorated: the page still says what its address says.
		if (!page.variants.length) page.variants.push(page.title);
		page.users = welcomed(page.users, (user) => (user.favourite ? FAVOURITE : OKAY));
	}
	return [...pages.values()].sort((a, b) => compareStrings(a.path, b.path));
}

/** Orders names ignoring case, then exactly, so the order never depends on locale. */
function compareNames(a: string, b: string): number {
	return compareStrings(a.toLowerCase(), b.toLowerCase()) || compareStrings(a, b);
}
