/**
 * A pronouns.cc user (with its members as its list gives them) in the later
 * shape, as profiles. What pronouns.cc says of a custom preference decides
 * what it counts as, its own flags first: `muted` (shown greyed, as avoid
 * is) → avoid, so a muted preference is never shown as a favourite, then
 * `favourite` (treated as favourite) → favourite. A preference whose
 * tooltip names one of the five (`Okay`, `Jokingly`) is that status itself
 * (or the one its flags give), not an own status of the same name. Any other
 * becomes an own status: the tooltip the label, the icon the set's icon of
 * the same meaning (else the counts_as icon), counts_as what its flags give,
 * else friends_only, which no rule shows to others as an invitation; the
 * report names each with what it counts as, to be checked. Flags whose name
 * is a library flag's become it; others are named in the report.
 */
import type {
	CcImportLoneMember,
	CcImportMember,
	CcImportUser,
} from '../../schemas/imports/cc-import.ts';
import { isTimeZone } from '../../schemas/profile.ts';
import { STATUS_WORDS, type StatusWord } from '../../schemas/status.ts';
import { ICON_SLUGS, type IconSlug } from '../../schemas/icons.ts';
import { type FlagSlug } from '../../schemas/flags.ts';
import { FLAG_LIBRARY } from '../../views/drawings/flag-library.ts';
import type { FlagData, OwnStatusData, ProfileFileData } from '../write-profile.ts';
import {
	avatarUrl,
	fieldOf,
	importedIds,
	ownStatusKey,
	keyList,
	squash,
	unkeptKeys,
	type ImportedProfile,
	type ImportedProfiles,
} from './common.ts';
import { isBuiltInLabel } from '../../content/validate/own-statuses.ts';

const KEPT =
	'id sid name display_name bio links names pronouns fields flags custom_preferences'.split(' ');
// utc_offset has its own note.
const USER_KEPT = [
	...KEPT,
	'member_title',
	'timezone',
	'members',
	'utc_offset',
	'member_list_hidden',
];
const MEMBER_KEPT = [...KEPT, 'unlisted', 'user'];

/** Bootstrap Icons (pronouns.cc's) whose meaning an icon of the set has. */
const ICONS: Readonly<Record<string, IconSlug>> = {
	'hand-thumbs-up': 'thumbs-up',
	'hand-thumbs-down': 'thumbs-down',
	'emoji-laughing': 'smile',
	'emoji-smile': 'smile',
	'emoji-wink': 'smile',
	stars: 'sparkles',
	'question-circle': 'question',
	'question-lg': 'question',
	'eye-slash': 'eye-off',
	'chat-heart': 'chat',
	'chat-dots': 'chat',
	'music-note': 'music',
	'music-note-beamed': 'music',
	'x-lg': 'x',
	'x-circle': 'x',
	'slash-circle': 'ban',
	'check-lg': 'check',
	'check-circle': 'check',
	'heart-half': 'heart',
	'house-heart': 'house',
	'moon-stars': 'moon',
	flower1: 'flower',
	flower2: 'flower',
	flower3: 'flower',
};

/** The set's icon for a pronouns.cc icon name, if one means the same. */
export function iconFor(name: string): IconSlug | undefined {
	const plain = name.replace(/^bi-/, '').replace(/-fill$/, '');
	if ((ICON_SLUGS as readonly string[]).includes(plain)) return plain as IconSlug;
	// Own keys only: a name such as __proto__ must not reach Object's.
	return Object.hasOwn(ICONS, plain) ? ICONS[plain] : undefined;
}

const FLAGS_BY_NAME = new Map<string, FlagSlug>(
	FLAG_LIBRARY.flatMap((flag) => [
		[squash(flag.slug), flag.slug as FlagSlug],
		[squash(flag.name), flag.slug as FlagSlug],
	]),
);

/** The library flag a pronouns.cc flag's name names ("Non-binary" → nonbinary), if any. */
export function libraryFlagFor(name: string): FlagSlug | undefined {
	return FLAGS_BY_NAME.get(squash(name).replace(/flag$/, ''));
}

/** The status a preference's own flags give: muted before favourite (see the module's comment). */
function flagStatus(pref: {
	muted?: boolean | null | undefined;
	favourite?: boolean | null | undefined;
}): StatusWord | undefined {
	if (pref.muted) return 'avoid';
	if (pref.favourite) return 'favourite';
	return undefined;
}

/** The one of the five a preference's tooltip names ("Okay", "friends only"), if any. */
function namedStatus(tooltip: string | null | undefined): StatusWord | undefined {
	const said = squash(tooltip);
	return STATUS_WORDS.find((word) => said === squash(word));
}

/**
 * The user and members of a pronouns.cc user object.
 *
 * @example
 * fromPronounsCc(user).user.data.statuses // { partner_only: { label: 'Partner only', icon: 'heart', counts_as: 'favourite' } }
 */
export function fromPronounsCc(user: CcImportUser): ImportedProfiles {
	const notes: string[] = [];
	const label = `the user "${user.name}"`;
	const profile = profileOf(user, 'user', [], label, notes, USER_KEPT);
	if (user.member_title) profile.data = { ...profile.data, member_title: user.member_title };
	if (user.timezone && isTimeZone(user.timezone))
		profile.data = { ...profile.data, timezone: user.timezone };
	else if (user.utc_offset != null)
		notes.push(
			`${label}: utc_offset ${user.utc_offset} is not kept: an offset names no time zone (it changes with summer time); add timezone: (such as Europe/Berlin) to the file yourself`,
		);
	const members = (user.members ?? []).map((member, index) => {
		const at = ['members', index];
		const made = profileOf(
			withPreferences(member, user.custom_preferences),
			'member',
			at,
			`member "${member.name}" (members[${index}])`,
			notes,
			MEMBER_KEPT,
		);
		// A hidden member list hides every member from lists on pronouns.cc: unlisted here too.
		if (member.unlisted || user.member_list_hidden === true)
			made.data = { ...made.data, unlisted: true };
		return made;
	});
	if (user.member_list_hidden === true && members.length)
		notes.push(
			`${label}: its member list is hidden on pronouns.cc, so every member is imported as unlisted (left off the lists; its page and API files are published, as on pronouns.cc by its link)`,
		);
	if (members.some((member) => member.data.fields.length === 0))
		notes.push(
			"members as a user's list gives them have no fields or flags (pronouns.cc leaves them out of the list): for them, delete a member's file and import its own answer (GET /api/v1/members/{id})",
		);
	return { user: profile, members, notes };
}

/**
 * A member alone (GET /api/v1/members/{id}), for the user it is imported
 * into: its entries name its user's custom preferences, which become the
 * member's own statuses.
 *
 * @example
 * fromPronounsCcMember(member).member.data.statuses // { partner_only: {...} }
 */
export function fromPronounsCcMember(member: CcImportLoneMember): {
	member: ImportedProfile;
	notes: string[];
} {
	const notes: string[] = [];
	const made = profileOf(
		withPreferences(member, member.user.custom_preferences),
		'member',
		[],
		`the member "${member.name}"`,
		notes,
		MEMBER_KEPT,
	);
	if (member.unlisted) made.data = { ...made.data, unlisted: true };
	return { member: made, notes };
}

/**
 * A member with the custom preferences of its user its entries name (in
 * pronouns.cc they are the user's, which every member uses), beside any of
 * its own.
 */
function withPreferences<Member extends CcImportMember>(
	member: Member,
	preferences: CcImportUser['custom_preferences'],
): Member {
	const used = new Set([
		...(member.names ?? []).map((entry) => entry.status),
		...(member.pronouns ?? []).map((entry) => entry.status),
		...(member.fields ?? []).flatMap((field) => (field.entries ?? []).map((entry) => entry.status)),
	]);
	const inherited = Object.entries(preferences ?? {}).filter(([uuid]) => used.has(uuid));
	if (inherited.length === 0) return member;
	return {
		...member,
		custom_preferences: { ...Object.fromEntries(inherited), ...member.custom_preferences },
	};
}

/** The profile of a user or member, what it cannot keep noted. */
function profileOf(
	source: CcImportUser | CcImportMember,
	kind: 'user' | 'member',
	at: (string | number)[],
	label: string,
	notes: string[],
	kept: readonly string[],
): ImportedProfile {
	const { statuses, keyOf } = ownStatuses(source.custom_preferences ?? {}, label, notes);
	// An entry's status, else undefined: an unknown one is left out, as the pronouns.page import
	// does, never kept as a status that could invite.
	const status = (value: string, where: string, text: string) => {
		if ((STATUS_WORDS as readonly string[]).includes(value)) return value;
		const own = keyOf.get(value);
		if (own) return own;
		notes.push(
			`${label}: ${where} "${text}" has the status "${value}", which is neither pronouns.cc's nor one of its custom preferences; not kept (what it means is not known)`,
		);
		return undefined;
	};
	const fields = (source.fields ?? []).map((field, index) =>
		fieldOf(
			field.name,
			(field.entries ?? []).flatMap((entry, at) => {
				const word = status(entry.status, `fields[${index}].entries[${at}]`, entry.value);
				return word ? [{ value: entry.value, status: word }] : [];
			}),
		),
	);
	const flags = libraryFlags(source.flags, label, notes);
	const avatar = source.avatar ? avatarUrl(source.avatar) : undefined;
	if (source.avatar && !avatar)
		notes.push(
			`${label}: avatar "${source.avatar}" is an image on pronouns.cc's servers, not an address; not kept (add avatar: or avatar_urls: yourself)`,
		);
	const dropped = unkeptKeys(source, [...kept, 'avatar']);
	if (dropped.length) notes.push(`${label}: not kept (no such key here): ${keyList(dropped)}`);
	const ids = /^[0-9a-v]{20}$/.test(source.id)
		? { id: source.id, sid: undefined }
		: importedIds('pronouns.cc', source.id, kind);
	const sidLength = kind === 'user' ? 5 : 6;
	const sid =
		source.sid && new RegExp(`^[a-z]{${sidLength}}$`).test(source.sid) ? source.sid : ids.sid;
	const data: ProfileFileData = {
		id: ids.id,
		...(sid ? { sid } : {}),
		display_name: source.display_name || null,
		bio: source.bio?.trim() || null,
		avatar_urls: avatar ? [avatar] : [],
		links: source.links ?? [],
		names: (source.names ?? []).flatMap((entry, index) => {
			const word = status(entry.status, `names[${index}]`, entry.value);
			return word ? [{ name: entry.value, status: word }] : [];
		}),
		pronouns: (source.pronouns ?? []).flatMap((entry, index) => {
			const pronouns = entry.pronouns ?? entry.value ?? '';
			const word = status(entry.status, `pronouns[${index}]`, pronouns);
			return word ? [{ pronouns, display_text: entry.display_text || null, status: word }] : [];
		}),
		fields,
		statuses,
		flags,
	};
	return { name: source.name, data, at };
}

/** pronouns.cc's flags as the library's, by name; the others noted. */
function libraryFlags(
	sourceFlags: CcImportUser['flags'],
	label: string,
	notes: string[],
): FlagData[] {
	const flags: FlagData[] = [];
	for (const flag of sourceFlags ?? []) {
		const slug = libraryFlagFor(flag.name);
		if (slug && !flags.includes(slug)) flags.push(slug);
		else if (!slug)
			notes.push(
				`${label}: the flag "${flag.name}" is not one of the library's; not kept (add its image as { image, name, description } yourself)`,
			);
	}
	return flags;
}

/** Custom preferences as own statuses, keyed by a key made from the tooltip. */
function ownStatuses(
	preferences: NonNullable<CcImportUser['custom_preferences']>,
	label: string,
	notes: string[],
): { statuses: Record<string, OwnStatusData>; keyOf: Map<string, string> } {
	const statuses: Record<string, OwnStatusData> = {};
	const keyOf = new Map<string, string>();
	const taken = new Set<string>();
	for (const [uuid, pref] of Object.entries(preferences)) {
		const tooltip = pref.tooltip?.trim() || 'Custom';
		const flagged = flagStatus(pref);
		const named = namedStatus(pref.tooltip);
		if (named) {
			// One of the five by name: that status itself, never an own status wearing its label.
			const status = flagged ?? named;
			keyOf.set(uuid, status);
			notes.push(
				status === named
					? `${label}: the custom preference "${tooltip}" is the status ${status}`
					: `${label}: the custom preference "${tooltip}" is ${pref.muted ? 'muted' : 'favourite'} on pronouns.cc, so it is the status ${status} here, not ${named}`,
			);
			continue;
		}
		const key = ownStatusKey(tooltip, taken);
		const icon = pref.icon ? iconFor(pref.icon) : undefined;
		// Not known: counted as friends only, which is never shown to others as an invitation.
		const counts = flagged ?? 'friends_only';
		// A label naming a built-in status in any language would read as that status (check
		// refuses it): marked as pronouns.cc's.
		const shown = isBuiltInLabel(tooltip) ? `${tooltip} (pronouns.cc)` : tooltip;
		statuses[key] = { label: shown, ...(icon ? { icon } : {}), counts_as: counts };
		keyOf.set(uuid, key);
		notes.push(
			`${label}: the custom preference "${tooltip}" is the own status ${key}, counted as ${counts}${pref.icon && !icon ? ` (its icon "${pref.icon}" is none of the set's: it shows ${counts}'s)` : ''}; check that it counts as you mean`,
		);
	}
	return { statuses, keyOf };
}
