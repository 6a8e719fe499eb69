/**
 * What the HTML pages show, computed from Users. Pages stay thin: they call
 * one of these and hand the result to one component.
 */
import { compareStrings } from '../content/issues.ts';
import { editFileUrl } from '../config/forge.ts';
import { browserEditUrl } from './editor/editor.ts';
import { linkView, type LinkView } from '../content/validate/links.ts';
import { renderBio } from './markdown.ts';
import {
	isPlainPronounEntry,
	pronounDisplayText,
	pronounSetOfSlug,
	pronounSlug,
	type PronounSetView,
} from './pronouns/pronouns.ts';
import { directionOf, ogLocale } from './i18n/dictionary.ts';
import {
	memberJsonPath,
	memberPath,
	profilePath,
	pronounPath,
	userJsonPath,
} from '../addresses/urls.ts';
import { combinedStatus, FAVOURITE, OKAY, preferred, welcomed, welcomes } from './welcome.ts';
import type { Person, SiteUser } from '../model/site-model.ts';
import { statusValueOf, type StatusValue } from '../schemas/status.ts';
import { UI_TEXT, type UiText } from './ui-text.ts';
import type { User } from '../schemas/user.ts';
import type { IconSlug } from '../schemas/icons.ts';
import type { OwnStatus } from '../schemas/rich.ts';
import { languageOf } from '../schemas/values/language-tag.ts';
import { cardInput, cardPath, type CardInput } from './drawings/card.ts';
import { initialOf } from './drawings/initial.ts';
import { shortenAtWord } from './shorten.ts';
import {
	flagViews,
	ownMark,
	ownStatusViews,
	timeZoneView,
	type FlagView,
	type OwnStatusMark,
	type OwnStatusView,
	type TimeZoneView,
} from './rich-view.ts';

/**
 * How an avatar is drawn: a local one as <picture> (WebP, JPEG fallback)
 * from this site's own paths, a hosted one as a plain image.
 */
export type AvatarView =
	{ kind: 'picture'; webp: string; jpeg: string; size: number } | { kind: 'img'; src: string };

/**
 * Where a page's links go: to pages in the page's own language (`/fr/` on a French page of a site
 * in several languages, views/paths/locale-paths.ts pageBase), and to files (the API, images,
 * cards) at the site's base, as they exist once. A string is both, as on a site in one language.
 */
export type Bases = string | { pages: string; files: string };

function basesOf(base: Bases): { pages: string; files: string } {
	return typeof base === 'string' ? { pages: base, files: base } : base;
}

/**
 * One user with the members its lists show, as the lists across profiles (pronoun pages, search,
 * the page paths) read everyone: a user of the model (model/site-model.ts).
 */
export type PersonListing = Pick<SiteUser, 'user' | 'pronouns' | 'lang'> & {
	readonly listed: readonly Pick<Person, 'user' | 'pronouns' | 'lang'>[];
};

/**
 * A member's owner user as pages show it, linked back to: "Member of Kit 🌙 (@kit)" on the
 * member's page, "@kit/juniper, member of Kit 🌙" in a pronoun page's list.
 */
interface OwnerLink {
	name: string;
	displayName: string;
	path: string;
}

/** A user's page and how it is named: `@robin`. */
function userPlace(name: string, base: string): { path: string; handle: string } {
	return { path: profilePath(name, base), handle: `@${name}` };
}

/** A member's page and how it is named: `@kit/juniper`, as its address. */
function memberPlace(user: string, member: string, base: string): { path: string; handle: string } {
	return { path: memberPath(user, member, base), handle: `@${user}/${member}` };
}

function ownerLinkOf(owner: User, base: string): OwnerLink {
	return {
		name: owner.name,
		displayName: owner.display_name ?? owner.name,
		path: profilePath(owner.name, base),
	};
}

function avatarView({ user, avatar }: Pick<Person, 'user' | 'avatar'>): AvatarView | null {
	if (avatar) return { kind: 'picture', ...avatar };
	return user.avatar_urls[0] ? { kind: 'img', src: user.avatar_urls[0] } : null;
}

/**
 * A pronoun entry, its set's page segments (when it has one) and the status it counts with on
 * other pages.
 */
interface PublicPronoun {
	entry: User['pronouns'][number];
	slug: string[] | undefined;
	status: StatusValue;
	/** The profile's `lang`, which settles a set two tables share (pronouns.ts). */
	profileLang: string | undefined;
	/** The person's own status the entry names, if any (model/site-model.ts). */
	own: OwnStatus | undefined;
}

/** A pronoun entry as publicPronouns reads it: an entry of the model, or a bare one. */
interface PronounOf {
	entry: User['pronouns'][number];
	own?: OwnStatus | undefined;
}

/**
 * A person's pronoun entries (a Person's `pronouns`), each with the combined
 * status of every entry the person gave for the same set (welcome.ts):
 * "she/her" okay beside "she/her/her/hers/herself" avoid never invites
 * anyone to use she/her.
 *
 * @example
 * publicPronouns(person.pronouns).filter((pronoun) => welcomes(pronoun.status)) // what others may be told to use
 */
export function publicPronouns(
	pronouns: readonly PronounOf[],
	lang = 'en',
	profileLang?: string,
): PublicPronoun[] {
	const withSlug = pronouns.map(({ entry, own }) => ({
		entry,
		own,
		slug: pronounSlug(entry.pronouns, lang, profileLang),
	}));
	const bySet = new Map<string, StatusValue[]>();
	for (const { entry, slug } of withSlug) {
		if (!slug) continue;
		const key = slug.join('/');
		bySet.set(key, [...(bySet.get(key) ?? []), entry.status]);
	}
	return withSlug.map(({ entry, own, slug }) => ({
		entry,
		own,
		slug,
		status: (slug && combinedStatus(bySet.get(slug.join('/')) ?? [])) ?? entry.status,
		profileLang,
	}));
}

/** One name, pronoun or field entry with its status. */
export interface EntryView {
	text: string;
	status: StatusValue;
	/** The pronoun page, for pronoun entries that have one. */
	href?: string | undefined;
	/** The full forms, when the shown text is shorter. */
	title?: string | undefined;
	/** The profile's own status the entry has, shown instead of the five's icon and label. */
	own?: OwnStatusMark | undefined;
}

export interface ProfileView {
	name: string;
	/**
	 * The language of the profile's own text (display name, bio, names, fields), when its file says;
	 * the page marks that text with it.
	 */
	lang: string | undefined;
	/**
	 * The direction of that text where it differs from the site's (a Hebrew profile on an English
	 * site: `rtl`), else undefined.
	 */
	dir: 'ltr' | 'rtl' | undefined;
	/**
	 * The Open Graph locale of the preview (`pt_BR`): the profile's language when the preview's
	 * description is its bio alone (a bio in another language than the site's), else undefined (the
	 * description then leads with the site's own words, in the site's language).
	 */
	previewLocale: string | undefined;
	/**
	 * How the page names the person under the heading: `@robin`, or `@kit/juniper` for a member, as
	 * its address.
	 */
	handle: string;
	/** display_name, else the name. */
	displayName: string;
	/** The letter shown when there is no avatar. */
	initial: string;
	/**
	 * How to refer to the person, for the top of the page: favourite names and pronouns, else okay
	 * ones.
	 */
	referAs: { names: string[]; pronouns: EntryView[] };
	/** Head title. */
	title: string;
	/**
	 * What a shared link's preview says (Open Graph, Twitter, JSON-LD): the
	 * person and the pronouns they welcome (favourites, else okay ones; never
	 * another status), then the bio; a bio in another language than the
	 * site's alone (previewLocale names its language).
	 */
	share: {
		title: string;
		description: string;
		/** The welcomed pronouns, as shown. */
		pronouns: string[];
		/** Other names the person welcomes, and the handle. */
		alternateNames: string[];
		/** Links that are web addresses, for JSON-LD sameAs. */
		sameAs: string[];
	};
	/** Meta description: the bio's plain text, shortened, or a summary. */
	description: string;
	/** The bio as sanitised HTML, or null. */
	bioHtml: string | null;
	avatar: AvatarView | null;
	/**
	 * Absolute address of the image for link previews: the JPEG of a local avatar, else the first
	 * hosted one.
	 */
	previewImage: string | null;
	links: LinkView[];
	names: EntryView[];
	pronouns: EntryView[];
	fields: { name: string; entries: EntryView[] }[];
	path: string;
	jsonPath: string;
	/** The forge's editor for this profile's file, or null when the site has no edit links. */
	editUrl: string | null;
	/**
	 * The site's own editor page for this profile (views/editor/editor.ts), or null when its file is
	 * not known.
	 */
	browserEditUrl: string | null;
	/** For a member's page: the link back to its owner user; null on a user's page. */
	ownerLink: OwnerLink | null;
	/**
	 * A user's members as cards, sorted by name as the directory is; [] for a member. Unlisted
	 * members are left out.
	 */
	members: DirectoryCard[];
	/** The heading of the member list: the user's member_title, else null (the page's word). */
	memberTitle: string | null;
	/** The profile's own statuses, for the legend. */
	ownStatuses: OwnStatusView[];
	/** The icons the own statuses draw, each once, for the page's symbols. */
	icons: IconSlug[];
	flags: FlagView[];
	/** The time zone and its offset at the build's time. */
	timezone: TimeZoneView | null;
	/**
	 * Its preview card's path within the site (views/drawings/card.ts), published when `cards` is
	 * on.
	 */
	card: string;
}

/** Where a profile's file is, for its edit link. */
interface ProfileSourceView {
	editBaseUrl?: string | null | undefined;
	file?: string | undefined;
	/** The site's words, for the page's description (English when left out). */
	text?: UiText | undefined;
}

const DESCRIPTION_LENGTH = 160;

/**
 * "Robin uses they/them and she/her.": who the page is of and what they use, in the site's words.
 */
function summaryOf(text: UiText, displayName: string, pronouns: readonly string[]): string {
	return pronouns.length
		? text.t('profile.summary', { displayName, favourites: text.list(pronouns) })
		: text.t('profile.summaryEmpty', { displayName });
}

/**
 * An entry as written; it links to its set's page only when the person welcomes the set (no link
 * invites anyone to use the rest).
 */
function pronounEntryView(
	{ entry, slug, status, profileLang }: PublicPronoun,
	base: string,
	lang: string,
	own?: OwnStatusMark,
): EntryView {
	const text = pronounDisplayText(entry, lang, profileLang);
	return {
		text,
		status: entry.status,
		href: slug && welcomes(status) ? pronounPath(slug, base) : undefined,
		title: text === entry.pronouns ? undefined : entry.pronouns,
		own,
	};
}

/**
 * Everything a user's page shows, in content order, and their members.
 *
 * @example
 * const view = profileView(data, import.meta.env.BASE_URL, { editBaseUrl:
 * import.meta.env.STATICNOUNS_EDIT_URL, file: 'content/users/robin.md' });
 */
export function profileView(
	data: SiteUser,
	base: Bases,
	source: ProfileSourceView = {},
	now: Date = new Date(),
	lang = source.text?.language ?? 'en',
): ProfileView {
	const { name } = data.user;
	const { pages, files } = basesOf(base);
	const members = sortedByName(data.listed, (member) => member.user.name).map((member) =>
		card(member, memberPlace(name, member.user.name, pages), lang),
	);
	return personView(
		data,
		{ pages, files, lang },
		source,
		{ ...userPlace(name, pages), jsonPath: userJsonPath(name, files), ownerLink: null, members },
		{ user: name },
		now,
	);
}

/**
 * Everything a member's page shows: the same as a user's page (the same
 * rules, the same component), at the member's own address, with a link
 * back to the user it belongs to.
 *
 * @example
 * memberView(kit.members[0], kit.user, '/').path // '/@kit/juniper/'
 */
export function memberView(
	member: Person,
	owner: User,
	base: Bases,
	source: ProfileSourceView = {},
	now: Date = new Date(),
	lang = source.text?.language ?? 'en',
): ProfileView {
	const { id, name } = member.user;
	const { pages, files } = basesOf(base);
	return personView(
		member,
		{ pages, files, lang },
		source,
		{
			...memberPlace(owner.name, name, pages),
			jsonPath: memberJsonPath(id, files),
			ownerLink: ownerLinkOf(owner, pages),
			members: [],
		},
		{ user: owner.name, memberId: id },
		now,
	);
}

/**
 * Where a person's page is and what it says of its place: the one thing that differs between a
 * user's page and a member's.
 */
type Place = Pick<ProfileView, 'handle' | 'path' | 'jsonPath' | 'ownerLink' | 'members'>;

/** A field's entries with the status each counts as and its own status's mark, in status order. */
function fieldEntries({ entries }: Person['fields'][number]): EntryView[] {
	// Stable: within a status, the five's entries first, then each own status's in file order.
	return entries
		.map(({ entry, counts, own }) => ({
			text: entry,
			status: statusValueOf(counts),
			own: ownMark(own),
		}))
		.sort((a, b) => a.status - b.status);
}

/** A person's names and fields as the page lists them, each with its own status's mark. */
function entryViews(data: Person): Pick<ProfileView, 'names' | 'fields'> {
	return {
		names: data.names.map(({ entry, own }) => ({
			text: entry.name,
			status: entry.status,
			own: ownMark(own),
		})),
		fields: data.fields.map((field) => ({
			name: field.field.name,
			entries: fieldEntries(field),
		})),
	};
}

/** What a page shows beyond the entries: the own statuses' legend, flags, time zone, title. */
function ownParts(
	data: Person,
	base: string,
	now: Date,
	lang: string,
): Pick<ProfileView, 'memberTitle' | 'ownStatuses' | 'icons' | 'flags' | 'timezone'> {
	const ownStatuses = ownStatusViews(data.statuses);
	return {
		memberTitle: data.memberTitle,
		ownStatuses,
		icons: [...new Set(ownStatuses.map((own) => own.icon))],
		flags: flagViews(data.flags, base, lang),
		timezone: timeZoneView(data.timezone, now),
	};
}

/**
 * A person's pronouns as the page lists them, those to refer to them by, and the favourite ones'
 * text.
 */
function pronounViews(data: Person, base: string, lang: string) {
	const publicEntries = publicPronouns(data.pronouns, lang, data.lang);
	return {
		pronouns: publicEntries.map((entry) => pronounEntryView(entry, base, lang, ownMark(entry.own))),
		referPronouns: preferred(publicEntries, (entry) => entry.status).map((entry) =>
			pronounEntryView(entry, base, lang),
		),
		favourite: publicEntries
			.filter((entry) => entry.status === FAVOURITE)
			.map((entry) => pronounDisplayText(entry.entry, lang, entry.profileLang)),
	};
}

function personView(
	data: Person,
	{ pages, files, lang }: { pages: string; files: string; lang: string },
	source: ProfileSourceView,
	place: Place,
	editing: { user: string; memberId?: string },
	now: Date,
): ProfileView {
	const { user } = data;
	const displayName = user.display_name ?? user.name;
	const { pronouns, referPronouns, favourite } = pronounViews(data, pages, lang);
	const words = source.text ?? UI_TEXT;
	const summary = summaryOf(words, displayName, favourite);
	const bio = user.bio ? renderBio(user.bio) : undefined;
	const sharedPronouns = referPronouns.map((entry) => entry.text);
	const referNames = preferred(user.names, (entry) => entry.status).map((entry) => entry.name);
	const shareSummary = summaryOf(words, displayName, sharedPronouns);
	const bioDescription = bio ? shortenAtWord(bio.text, DESCRIPTION_LENGTH) : '';
	// A bio in another language than the site's is a preview's whole description, so the preview
	// can name its language (og:locale); else the site's summary leads, in the site's language.
	const previewLocale =
		bioDescription && data.lang && languageOf(data.lang) !== languageOf(lang)
			? ogLocale(data.lang)
			: undefined;
	return {
		name: user.name,
		lang: data.lang,
		dir:
			data.lang && directionOf(data.lang) !== directionOf(lang)
				? directionOf(data.lang)
				: undefined,
		previewLocale,
		handle: place.handle,
		displayName,
		initial: initialOf(user.name, displayName),
		referAs: {
			names: referNames,
			pronouns: referPronouns,
		},
		title: `${displayName} (${place.handle})`,
		share: {
			title: sharedPronouns.length
				? words.t('profile.shareTitle', { displayName, pronouns: words.list(sharedPronouns) })
				: displayName,
			description: previewLocale
				? bioDescription
				: shortenAtWord(
						bio?.text ? `${shareSummary} ${bio.text}` : shareSummary,
						DESCRIPTION_LENGTH,
					),
			pronouns: sharedPronouns,
			alternateNames: [...new Set([...referNames, place.handle])].filter(
				(name) => name !== displayName,
			),
			sameAs: user.links.map(linkView).flatMap((link) => (link.kind === 'web' ? [link.href] : [])),
		},
		description: bioDescription || summary,
		bioHtml: bio ? bio.html : null,
		avatar: avatarView(data),
		previewImage: (data.avatar ? user.avatar_urls[1] : user.avatar_urls[0]) ?? null,
		links: user.links.map(linkView),
		...entryViews(data),
		pronouns,
		path: place.path,
		jsonPath: place.jsonPath,
		editUrl: source.file ? editFileUrl(source.editBaseUrl ?? null, source.file) : null,
		browserEditUrl: source.file
			? browserEditUrl(pages, { ...editing, file: source.file, localAvatar: data.avatar !== null })
			: null,
		ownerLink: place.ownerLink,
		members: place.members,
		...ownParts(data, files, now, lang),
		card: cardPath(cardInput(data, place.handle, files, sharedPronouns)),
	};
}

/**
 * Every profile's and member's preview card, with its path (publish/cards.ts draws them): the
 * same input the pages' og:image names.
 *
 * @example
 * cardJobs(model, '/', 'en') // [{ input: { name: 'Robin', … }, path: 'media/cards/….png' }, …]
 */
export function cardJobs(
	users: readonly SiteUser[],
	base: string,
	lang = 'en',
): { input: CardInput; path: string }[] {
	// In the site's language, as the pages are: its table shows the pronouns the card names.
	const job = (person: Person, { handle }: { handle: string }) => {
		const { referPronouns } = pronounViews(person, base, lang);
		const input = cardInput(
			person,
			handle,
			base,
			referPronouns.map((entry) => entry.text),
		);
		return { input, path: cardPath(input) };
	};
	return users.flatMap((data) => [
		job(data, userPlace(data.user.name, base)),
		...data.members.map((member) =>
			job(member, memberPlace(data.user.name, member.user.name, base)),
		),
	]);
}

/** One person as a card: on the directory, and in a user's list of members. */
export interface DirectoryCard {
	name: string;
	/** `@robin`, or `@kit/juniper` for a member, as its address. */
	handle: string;
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
 * directory(users, '/').map((card) => card.path) // ['/@ash/', '/@kit/', ...]
 */
export function directory(users: readonly Person[], base: string, lang = 'en'): DirectoryCard[] {
	return sortedByName(users, (data) => data.user.name).map((data) =>
		card(data, userPlace(data.user.name, base), lang),
	);
}

/**
 * A person's card: the same avatar, placeholder and pronouns (welcome.ts) wherever people are
 * listed.
 */
function card(
	data: Pick<Person, 'user' | 'avatar' | 'pronouns' | 'lang'>,
	{ path, handle }: { path: string; handle: string },
	lang: string,
): DirectoryCard {
	const { user } = data;
	const displayName = user.display_name ?? user.name;
	return {
		name: user.name,
		handle,
		displayName,
		initial: initialOf(user.name, displayName),
		avatar: listAvatar(avatarView(data)),
		pronouns: preferred(
			publicPronouns(data.pronouns, lang, data.lang),
			(pronoun) => pronoun.status,
		).map((pronoun) => pronounDisplayText(pronoun.entry, lang, pronoun.profileLang)),
		path,
	};
}

export interface PronounPageView extends PronounSetView {
	/** Path segments under /pronouns/. */
	slug: string[];
	path: string;
	/** The table's language by name, in the site's language ("Englisch" on a German site). */
	tableLanguage: string;
	/**
	 * The welcomed entries, as written, that lead here, except decorated ones (see
	 * isPlainPronounEntry).
	 */
	variants: string[];
	/**
	 * Users and members who marked the set favourite or okay: favourites
	 * first, then okay, each sorted by name as the directory is (a user
	 * before a member of the same name). `handle` is `@kit/juniper` for a
	 * member, and `ownerLink` says whose.
	 */
	users: {
		name: string;
		handle: string;
		displayName: string;
		path: string;
		favourite: boolean;
		ownerLink: OwnerLink | null;
	}[];
}

/**
 * One page per pronoun set that some user or member marked favourite or
 * okay, listing only those people (welcome.ts): a set that is only
 * jokingly, friends only or avoided gets no page and lists no one. Entries
 * that expand to the same five forms share a page.
 *
 * @example
 * pronounPages(listings, '/').map((page) => page.path) // ['/pronouns/she/her/her/hers/herself/', ...]
 */
export function pronounPages(
	listings: readonly PersonListing[],
	base: string,
	lang = 'en',
): PronounPageView[] {
	const pages = new Map<string, PronounPageView>();
	const listed = new Map<PronounPageView, { paths: Set<string>; variants: Set<string> }>();
	const people = listings.flatMap(({ user, pronouns, lang: profileLang, listed }) => [
		{ user, pronouns, profileLang, ownerLink: null, ...userPlace(user.name, base) },
		...listed.map((member) => ({
			user: member.user,
			pronouns: member.pronouns,
			profileLang: member.lang,
			ownerLink: ownerLinkOf(user, base),
			...memberPlace(user.name, member.user.name, base),
		})),
	]);
	// By name as the directory sorts; a member by its own name, then by its user's (a user, with
	// none, first).
	const sorted = people.sort(
		(a, b) =>
			compareNames(a.user.name, b.user.name) ||
			compareNames(a.ownerLink?.name ?? '', b.ownerLink?.name ?? ''),
	);
	for (const { user, pronouns, profileLang, ownerLink, path, handle } of sorted) {
		for (const { entry, slug, status } of publicPronouns(pronouns, lang, profileLang)) {
			if (!slug || !welcomes(status)) continue;
			const key = slug.join('/');
			let page = pages.get(key);
			if (!page) {
				// The page is shared: its text comes from its address, not from whoever sorts first.
				page = {
					slug,
					path: pronounPath(slug, base),
					// Each set in its own table's language, named in the site's ("Englisch").
					...pronounSetOfSlug(slug, lang),
					tableLanguage: '',
					variants: [],
					users: [],
				};
				pages.set(key, page);
				listed.set(page, { paths: new Set(), variants: new Set() });
			}
			// A set lookup, not variants.includes: 100,000 spellings of one set would be quadratic.
			const spellings = listed.get(page)!.variants;
			if (isPlainPronounEntry(entry.pronouns) && !spellings.has(entry.pronouns)) {
				spellings.add(entry.pronouns);
				page.variants.push(entry.pronouns);
			}
			// A set lookup: popular sets are used by thousands of profiles. By
			// path, not name: a member may share its name with a user.
			const { paths } = listed.get(page)!;
			if (!paths.has(path)) {
				paths.add(path);
				page.users.push({
					name: user.name,
					handle,
					displayName: user.display_name ?? user.name,
					path,
					favourite: status === FAVOURITE,
					ownerLink,
				});
			}
		}
	}
	for (const page of pages.values()) {
		page.tableLanguage = languageName(page.tableLang, lang);
		// Every entry decorated: the page still says what its address says.
		if (!page.variants.length) page.variants.push(page.title);
		page.users = welcomed(page.users, (user) => (user.favourite ? FAVOURITE : OKAY));
	}
	return [...pages.values()].sort((a, b) => compareStrings(a.path, b.path));
}

/** Names made, by the language named and the site's: a few tables, so a few entries. */
const LANGUAGE_NAMES = new Map<string, string>();

/** A language's name in another: "English", "Englisch". */
function languageName(tag: string, inLanguage: string): string {
	const key = `${tag}|${inLanguage}`;
	let name = LANGUAGE_NAMES.get(key);
	if (name === undefined) {
		name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
		LANGUAGE_NAMES.set(key, name);
	}
	return name;
}

function sortedByName<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
	return [...items].sort((a, b) => compareNames(nameOf(a), nameOf(b)));
}

/** Orders names ignoring case, then exactly, so no order (search's too) depends on locale. */
export function compareNames(a: string, b: string): number {
	return compareStrings(a.toLowerCase(), b.toLowerCase()) || compareStrings(a, b);
}
