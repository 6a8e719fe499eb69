/**
 * A pronouns.page profile as a profile: one language's profile of the
 * answer (chosen by `--language` when it holds several). Its opinions
 * become statuses: yes → favourite, meh → okay, jokingly → jokingly, close
 * ("only if we're close") → friends_only, no → avoid. A custom opinion
 * styled as pronouns.page's "no" (grey or small) is avoid whatever its
 * description says (as a muted preference of pronouns.cc); one whose
 * description names one of the five or pronouns.page's own ("Yes", "Okay")
 * is that status itself, not an own status wearing its label; any other
 * becomes an own status (its description the label, its icon the set's icon
 * of the same meaning, counts_as avoid when styled as "no", else
 * friends_only, which no rule shows to others as an invitation; the report
 * names each to be checked). Word columns become fields, library flags by
 * name library flags; the profile's locale becomes its `lang`.
 */
import type {
	PronounsPageAnswer,
	PronounsPageListedAnswer,
	PronounsPageProfile,
} from '../../schemas/imports/pronouns-page-answer.ts';
import { isTimeZone } from '../../schemas/profile.ts';
import { languageTagProblem } from '../../schemas/values/language-tag.ts';
import type { StatusWord } from '../../schemas/status.ts';
import { ICON_SLUGS, type IconSlug } from '../../schemas/icons.ts';
import type { FlagSlug } from '../../schemas/flags.ts';
import type { FlagData, OwnStatusData, ProfileFileData } from '../write-profile.ts';
import {
	avatarUrl,
	fieldOf,
	importedIds,
	ownStatusKey,
	keyList,
	saidStatus,
	unkeptKeys,
	type ImportedProfiles,
} from './common.ts';

/** pronouns.page's own opinions and the statuses they are. */
const OPINIONS: Readonly<Record<string, StatusWord>> = {
	yes: 'favourite',
	meh: 'okay',
	jokingly: 'jokingly',
	close: 'friends_only',
	no: 'avoid',
};

/** The profile keys import keeps; any other that holds something is reported. */
const KEPT =
	'opinions names pronouns description links flags customFlags words timezone locale'.split(' ');
const ANSWER_KEPT = ['id', 'username', 'avatar', 'profiles'];

/** Font Awesome names (pronouns.page's icons) whose meaning an icon of the set has. */
const ICONS: Readonly<Record<string, IconSlug>> = {
	'grin-tongue': 'smile',
	'grin-tongue-wink': 'smile',
	grin: 'smile',
	laugh: 'smile',
	'laugh-beam': 'smile',
	'smile-beam': 'smile',
	'user-friends': 'people',
	users: 'people',
	'heart-circle': 'heart',
	'question-circle': 'question',
	'eye-slash': 'eye-off',
	comment: 'chat',
	comments: 'chat',
	'comment-dots': 'chat',
	'comment-alt': 'chat',
	home: 'house',
	'house-heart': 'house',
	times: 'x',
	'times-circle': 'x',
	xmark: 'x',
	'check-circle': 'check',
	'user-lock': 'lock',
	seedling: 'flower',
	'music-note': 'music',
};

/** The set's icon for a pronouns.page icon ("s:heart", "thumbs-up"), if one means the same. */
export function pageIconFor(name: string): IconSlug | undefined {
	const plain = name.replace(/^[a-z]:/, '');
	if ((ICON_SLUGS as readonly string[]).includes(plain)) return plain as IconSlug;
	return Object.hasOwn(ICONS, plain) ? ICONS[plain] : undefined;
}

/**
 * pronouns.page's flags (its file names) that are library flags: `same`
 * when pronouns.page draws the same flag; a variant design (the names
 * ending in "_") or a flag drawn otherwise is kept by meaning and the
 * report says so.
 */
const FLAGS: Readonly<Record<string, { slug: FlagSlug; same: boolean }>> = {
	Abrosexual: { slug: 'abrosexual', same: true },
	Agender: { slug: 'agender', same: true },
	Aroace: { slug: 'aroace', same: true },
	Aromantic: { slug: 'aromantic', same: true },
	Asexual: { slug: 'asexual', same: true },
	Bigender: { slug: 'bigender', same: true },
	Bisexual: { slug: 'bisexual', same: true },
	Demiboy: { slug: 'demiboy', same: true },
	Demigirl: { slug: 'demigirl', same: true },
	Demiromantic: { slug: 'demiromantic', same: true },
	Demisexual: { slug: 'demisexual', same: true },
	// pronouns.page's "Gay" is the rainbow flag; its "Gay_" the men's flag the library calls gay.
	Gay: { slug: 'pride', same: true },
	Gay_: { slug: 'gay', same: true },
	Genderfluid: { slug: 'genderfluid', same: true },
	Genderqueer: { slug: 'genderqueer', same: true },
	Greyasexual: { slug: 'graysexual', same: true },
	Intersex: { slug: 'intersex', same: true },
	LGBTQ: { slug: 'pride', same: true },
	Lesbian: { slug: 'lesbian', same: true },
	Lesbian_: { slug: 'lesbian', same: false },
	Lesbian__: { slug: 'lesbian', same: false },
	Lesbian___: { slug: 'lesbian', same: false },
	Neutrois: { slug: 'neutrois', same: true },
	Nonbinary: { slug: 'nonbinary', same: true },
	Omnisexual: { slug: 'omnisexual', same: true },
	Pangender: { slug: 'pangender', same: true },
	Pansexual: { slug: 'pansexual', same: true },
	Polyamorous: { slug: 'polyamorous', same: false },
	Polyamorous_: { slug: 'polyamorous', same: false },
	Polyamorous__: { slug: 'polyamorous', same: false },
	Polyamorous___: { slug: 'polyamorous', same: false },
	Polysexual: { slug: 'polysexual', same: true },
	'Progress Pride': { slug: 'progress-pride', same: true },
	'Progress Pride_': { slug: 'progress-pride', same: false },
	Transgender: { slug: 'transgender', same: true },
	'Two Spirit': { slug: 'two-spirit', same: true },
	'Two Spirit_': { slug: 'two-spirit', same: false },
};

/** The library flag of a pronouns.page flag name, if any. */
export function pageFlagFor(name: string): { slug: FlagSlug; same: boolean } | undefined {
	return Object.hasOwn(FLAGS, name) ? FLAGS[name] : undefined;
}

/**
 * Language codes pronouns.page uses that are not the BCP 47 tag of the
 * language: its Ukrainian site is "ua" (Ukraine), the language "uk".
 */
const LANG_TAGS: Readonly<Record<string, string>> = { ua: 'uk' };

/** The profile's `lang` for a pronouns.page locale, or undefined when it names no language. */
export function langFor(locale: string): string | undefined {
	const tag = Object.hasOwn(LANG_TAGS, locale) ? LANG_TAGS[locale]! : locale;
	return languageTagProblem(tag) === undefined ? tag : undefined;
}

/** The status a custom opinion's style gives: pronouns.page's "no" look (grey, small) is avoid. */
function styleStatus(opinion: {
	colour?: string | null | undefined;
	style?: string | null | undefined;
}): StatusWord | undefined {
	return opinion.colour === 'grey' || opinion.style === 'small' ? 'avoid' : undefined;
}

/** One language's profile of an answer, and its place in the answer. */
interface ChosenProfile {
	locale: string;
	profile: PronounsPageProfile;
	at: (string | number)[];
}

/**
 * The profile of one language: the only one, or the one `language` names
 * (case aside); else the problem, with the fix. Takes both shapes of
 * `profiles`: keyed by locale, or listed each with its locale.
 *
 * @example
 * chooseProfile(answer, 'de') // { locale: 'de', profile: {...}, at: ['profiles', 'de'] }
 */
export function chooseProfile(
	answer: PronounsPageAnswer | PronounsPageListedAnswer,
	language: string | undefined,
): ChosenProfile | { problem: string; at: (string | number)[] } {
	const found: ChosenProfile[] = Array.isArray(answer.profiles)
		? answer.profiles.map((profile, index) => ({
				locale: profile.locale,
				profile,
				at: ['profiles', index],
			}))
		: Object.entries(answer.profiles).map(([locale, profile]) => ({
				locale,
				profile,
				at: ['profiles', locale],
			}));
	const locales = found.map((chosen) => chosen.locale);
	const seen = new Set<string>();
	const twice = locales.find((locale) => seen.has(locale) || !seen.add(locale));
	if (twice !== undefined)
		return {
			problem: `this pronouns.page answer holds two profiles in "${twice}": keep the one to import`,
			at: ['profiles'],
		};
	const options = keyList(
		locales.map((locale) => `--language ${locale}`),
		10,
		' or ',
	);
	if (found.length === 0)
		return {
			problem:
				'this pronouns.page answer holds no profile (pronouns.page answers so for a name it does not know, or a banned account): save the answer of a profile that exists',
			at: ['profiles'],
		};
	if (language === undefined) {
		if (found.length === 1) return found[0]!;
		return {
			problem: `this pronouns.page answer holds profiles in ${found.length} languages (${keyList(locales, 10)}), and a profile here is in one: choose it with ${options}`,
			at: ['profiles'],
		};
	}
	const chosen = found.find((entry) => entry.locale.toLowerCase() === language.toLowerCase());
	return (
		chosen ?? {
			problem: `this pronouns.page answer holds no profile in "${language}", only in ${keyList(locales, 10)}: give ${options}`,
			at: ['profiles'],
		}
	);
}

/**
 * The user of one language's pronouns.page profile; `userName` names its
 * file (else the pronouns.page username).
 *
 * @example
 * fromPronounsPage(answer, chooseProfile(answer, 'de')).user.data.lang // 'de'
 */
export function fromPronounsPage(
	answer: PronounsPageAnswer | PronounsPageListedAnswer,
	{ locale, profile, at }: ChosenProfile,
	userName?: string,
): ImportedProfiles {
	const notes: string[] = [];
	const label = `the profile "${answer.username}" (${locale})`;
	const { statuses, statusOf } = ownStatuses(profile, label, notes);
	const entries = <Entry extends { value: string; opinion: string }>(
		list: readonly Entry[] | null | undefined,
		where: string,
	) =>
		(list ?? []).flatMap((entry, index) => {
			const status = statusOf(entry.opinion);
			if (status) return [{ value: entry.value, status }];
			notes.push(
				`${label}: ${where}[${index}] "${entry.value}" has the opinion "${entry.opinion}", which is neither pronouns.page's nor one of the profile's own (pronouns.page does not show it either); not kept`,
			);
			return [];
		});
	const pronouns = entries(profile.pronouns, 'pronouns').map((entry) => {
		const path = pronounPath(entry.value);
		if (path !== entry.value)
			notes.push(`${label}: the pronouns "${entry.value}" are written as ${path}`);
		return { pronouns: path, display_text: null, status: entry.status };
	});
	const fields = wordFields(profile.words, entries, label, notes);
	const data: ProfileFileData = {
		...importedIds('pronouns.page', answer.id, 'user'),
		display_name: null,
		bio: bioOf(profile.description, label, notes),
		avatar_urls: avatarOf(answer.avatar, label, notes),
		links: profile.links ?? [],
		names: entries(profile.names, 'names').map((entry) => ({
			name: entry.value,
			status: entry.status,
		})),
		pronouns,
		fields,
		statuses,
		flags: flagsOf(profile, label, notes),
		...timeZoneOf(profile.timezone, label, notes),
		...langOf(locale, label, notes),
	};
	unkeptNotes(answer, { locale, profile }, label, notes);
	return {
		user: { name: userName ?? answer.username, data, at },
		members: [],
		notes,
	};
}

/** A profile's opinion entries with a status here; the others noted and left out. */
type OpinionEntries = (
	list: readonly { value: string; opinion: string }[] | null | undefined,
	where: string,
) => { value: string; status: string }[];

/** pronouns.page's word columns as fields: each entry in the list of its status. */
function wordFields(
	words: PronounsPageProfile['words'],
	entries: OpinionEntries,
	label: string,
	notes: string[],
) {
	return (words ?? []).flatMap((column, index) => {
		const values = entries(column.values, `words[${index}].values`);
		if (values.length === 0) return [];
		const name = column.header?.trim() || `Words ${index + 1}`;
		if (!column.header?.trim())
			notes.push(
				`${label}: words[${index}] has no header (pronouns.page shows its language's default); its field is named "${name}": rename it in the file`,
			);
		return [fieldOf(name, values)];
	});
}

/** What of the answer is not imported: the profiles in other languages, the keys not kept here. */
function unkeptNotes(
	answer: PronounsPageAnswer | PronounsPageListedAnswer,
	{ locale, profile }: Pick<ChosenProfile, 'locale' | 'profile'>,
	label: string,
	notes: string[],
): void {
	const others = (
		Array.isArray(answer.profiles)
			? answer.profiles.map((other) => other.locale)
			: Object.keys(answer.profiles)
	).filter((key) => key !== locale);
	if (others.length)
		notes.push(
			`the profiles in ${keyList(others, 10)} are not imported: a profile here is in one language (import another with --language into another site)`,
		);
	const dropped = unkeptKeys(profile, KEPT);
	if (dropped.length) notes.push(`${label}: not kept (no such key here): ${keyList(dropped)}`);
	const answerDropped = unkeptKeys(answer, ANSWER_KEPT);
	if (answerDropped.length)
		notes.push(
			`the account "${answer.username}": not kept (no such key here): ${keyList(answerDropped)}`,
		);
}

/**
 * A pronoun as pronouns.page links it: an address on one of its sites
 * ("https://en.pronouns.page/they/them") becomes its path ("they/them").
 */
export function pronounPath(value: string): string {
	const trimmed = value.trim();
	const match = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?pronouns\.page\/(.+)$/i.exec(trimmed);
	if (!match) return trimmed;
	try {
		return decodeURIComponent(match[1]!).replace(/\/+$/, '');
	} catch {
		return match[1]!;
	}
}

/** The custom opinions as own statuses, and the status of an entry's opinion (else undefined). */
function ownStatuses(
	profile: PronounsPageProfile,
	label: string,
	notes: string[],
): {
	statuses: Record<string, OwnStatusData>;
	statusOf: (opinion: string) => string | undefined;
} {
	const statuses: Record<string, OwnStatusData> = {};
	const keyOf = new Map<string, string>();
	const taken = new Set<string>();
	const opinions = Array.isArray(profile.opinions)
		? profile.opinions.map((opinion) => [opinion.icon, opinion] as const)
		: Object.entries(profile.opinions ?? {});
	for (const [name, opinion] of opinions) {
		const description = opinion.description?.trim() || 'Custom';
		const styled = styleStatus(opinion);
		const named = saidStatus(opinion.description);
		// Entries name a custom opinion by its icon, the key of `opinions` too.
		const names = [name, opinion.icon];
		if (named) {
			// One of the five by name: that status itself, never an own status wearing its label.
			const status = styled ?? named;
			for (const key of names) keyOf.set(key, status);
			notes.push(
				status === named
					? `${label}: the custom opinion "${description}" is the status ${status}`
					: `${label}: the custom opinion "${description}" is styled as pronouns.page's "no", so it is the status ${status} here, not ${named}`,
			);
			continue;
		}
		const key = ownStatusKey(description, taken);
		const icon = pageIconFor(opinion.icon);
		const counts = styled ?? 'friends_only';
		statuses[key] = { label: description, ...(icon ? { icon } : {}), counts_as: counts };
		for (const each of names) keyOf.set(each, key);
		notes.push(
			`${label}: the custom opinion "${description}" is the own status ${key}, counted as ${counts}${icon ? '' : ` (its icon "${opinion.icon}" is none of the set's: it shows ${counts}'s)`}; check that it counts as you mean`,
		);
	}
	const statusOf = (opinion: string) =>
		Object.hasOwn(OPINIONS, opinion) ? OPINIONS[opinion] : keyOf.get(opinion);
	return { statuses, statusOf };
}

function bioOf(description: string | null | undefined, label: string, notes: string[]) {
	const bio = description?.trim() || null;
	if (bio !== null && bio !== description)
		notes.push(`${label}: the description starts or ends with whitespace; it is kept without it`);
	return bio;
}

function avatarOf(avatar: string | null | undefined, label: string, notes: string[]) {
	const url = avatarUrl(avatar);
	if (avatar && !url)
		notes.push(
			`${label}: avatar "${avatar}" is not a public https address; not kept (add avatar: or avatar_urls: yourself)`,
		);
	return url ? [url] : [];
}

function flagsOf(profile: PronounsPageProfile, label: string, notes: string[]): FlagData[] {
	const flags: FlagSlug[] = [];
	for (const name of profile.flags ?? []) {
		const flag = pageFlagFor(name);
		if (!flag) {
			notes.push(
				`${label}: the flag "${name}" is not one of the library's; not kept (add its image as { image, name, description } yourself)`,
			);
			continue;
		}
		if (!flag.same)
			notes.push(
				`${label}: the flag "${name}" (a design of its own on pronouns.page) is kept as the library's ${flag.slug} flag, drawn as docs/reference/flags.md shows it`,
			);
		if (!flags.includes(flag.slug)) flags.push(flag.slug);
	}
	for (const flag of profile.customFlags ?? [])
		notes.push(
			`${label}: the custom flag "${flag.name}" is an image on pronouns.page's servers; not kept (add it as { image, name, description } yourself)`,
		);
	return flags;
}

/**
 * The time zone of a pronouns.page profile, only when the person shows its
 * place there (`loc: true`): an IANA zone names a city (Europe/Berlin), so a
 * zone whose place is hidden (or not said) is left out, and the report says
 * so without naming it.
 */
function timeZoneOf(
	timezone: PronounsPageProfile['timezone'],
	label: string,
	notes: string[],
): { timezone?: string } {
	if (!timezone) return {};
	if (timezone.loc !== true) {
		notes.push(
			`${label}: timezone not kept: its place is hidden on pronouns.page (timezone.loc is not true), and a time zone here names a city; add timezone: to the file yourself if it may be shown`,
		);
		return {};
	}
	if (isTimeZone(timezone.tz)) return { timezone: timezone.tz };
	notes.push(`${label}: timezone.tz "${timezone.tz}" is not an IANA time zone; not kept`);
	return {};
}

function langOf(locale: string, label: string, notes: string[]): { lang?: string } {
	const lang = langFor(locale);
	if (lang === undefined)
		notes.push(
			`${label}: its locale "${locale}" names no language; lang is not set (add lang: yourself)`,
		);
	else if (lang !== locale)
		notes.push(
			`${label}: pronouns.page's locale "${locale}" is the language ${lang}: lang: ${lang}`,
		);
	return lang === undefined ? {} : { lang };
}
