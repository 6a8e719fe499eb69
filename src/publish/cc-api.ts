/**
 * The model -> pronouns.cc's later shape (schemas/cc-user.ts), and the files
 * that answer it at `api/v1/`: the same paths as the v1 files
 * (addresses/api.ts, CC_LAYOUT), the same host rules, other bodies. Pure:
 * the build, `astro dev` and the tests call the same functions.
 */
import { createHash } from 'node:crypto';
import {
	CC_LAYOUT,
	memberApiPaths,
	userApiPaths,
	userMembersPaths,
	type ApiPathOptions,
} from '../addresses/api.ts';
import { STATUS_WORDS, statusOf, type StatusValue } from '../schemas/status.ts';
import type { User } from '../schemas/user.ts';
import type { RichProfile } from '../schemas/rich.ts';
import { derivedSid } from '../content/validate/short-ids.ts';
import type {
	CcCustomPreference,
	CcField,
	CcFlag,
	CcListedMember,
	CcMember,
	CcMemberUser,
	CcPartialMember,
	CcPronounEntry,
	CcUser,
} from '../schemas/cc-user.ts';
import { apiErrorFiles, MEMBER_NOT_FOUND } from './api-files.ts';
import { ownFlagHash } from './flag-images.ts';

/**
 * What the cc shape reads of a profile beyond its v1 User. Every part is
 * optional: a profile without it answers the documented empty form.
 */
interface CcExtras {
	/** The short ID (5 letters a user, 6 a member); derived from the ID when not given. */
	sid?: string | undefined;
	member_title?: string | null | undefined;
	flags?: readonly CcFlag[] | undefined;
	custom_preferences?: Readonly<Record<string, CcCustomPreference>> | undefined;
	utc_offset?: number | null | undefined;
}

/** A person as the cc files are made from it: the v1 User, its rich profile and its extras. */
export interface CcPerson {
	user: User;
	/**
	 * What it shows beyond the v1 User (schemas/rich.ts): entries with their
	 * status as text, own statuses, flags, time zone, member title,
	 * unlisted. Left out, the v1 User's entries and the empty forms.
	 */
	rich?: RichProfile | undefined;
	extras?: CcExtras | undefined;
}

/**
 * A custom preference's UUID, derived from the profile's ID and the own
 * status's key: stable build to build, different between profiles (a
 * name-based UUID, version 5 layout, over SHA-1).
 *
 * @example
 * preferenceId('d4gn7g3p38l77tn1edd0', 'partner') // 'xxxxxxxx-xxxx-5xxx-yxxx-xxxxxxxxxxxx'
 */
export function preferenceId(profileId: string, key: string): string {
	const bytes = createHash('sha1').update(`staticnouns status\0${profileId}\0${key}`).digest();
	bytes[6] = (bytes[6]! & 0x0f) | 0x50;
	bytes[8] = (bytes[8]! & 0x3f) | 0x80;
	const hex = bytes.subarray(0, 16).toString('hex');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A v1 status value as the cc shape writes it. */
function word(status: StatusValue): string {
	return statusOf(status).word;
}

/**
 * A rich status as the cc shape writes it: one of the five words as it is,
 * an own status as its custom preference's UUID (preferenceId of the
 * profile that defines it).
 */
function ccStatus(status: string, owner: string): string {
	return (STATUS_WORDS as readonly string[]).includes(status)
		? status
		: preferenceId(owner, status);
}

/**
 * A profile's own statuses as pronouns.cc's custom preferences: the label as
 * the tooltip, the icon's slug as the icon, `favourite` when it counts as
 * favourite (pronouns.cc's "treated the same as favourite"), `muted` when it
 * counts as avoid (shown grey, never as an invitation).
 *
 * @example
 * ccPreferences(kit.id, { partner: { label: 'Partner only', icon: 'heart', counts_as:
 * 'friends_only' } })
 */
function ccPreferences(
	owner: string,
	statuses: RichProfile['statuses'],
): Record<string, CcCustomPreference> {
	const out: Record<string, CcCustomPreference> = {};
	for (const [key, status] of Object.entries(statuses))
		out[preferenceId(owner, key)] = {
			icon: status.icon,
			tooltip: status.label,
			size: 'normal',
			muted: status.counts_as === 'avoid',
			favourite: status.counts_as === 'favourite',
		};
	return out;
}

/** A person's entries in the cc shape: from its rich profile when it has one. */
function personEntries({ user, rich }: CcPerson): ReturnType<typeof ccEntries> {
	if (!rich) return ccEntries(user);
	return {
		names: rich.names.map((entry) => ({
			value: entry.value,
			status: ccStatus(entry.status, user.id),
		})),
		pronouns: rich.pronouns.map((entry) => ({
			pronouns: entry.pronouns,
			display_text: entry.display_text,
			status: ccStatus(entry.status, user.id),
		})),
		fields: rich.fields.map((field) => ({
			name: field.name,
			entries: field.entries.map((entry) => ({
				value: entry.value,
				status: ccStatus(entry.status, user.id),
			})),
		})),
	};
}

/**
 * A person's flags: a library flag by its slug, an own image by the digest
 * its published image is named by: the hash clients fetch its image by,
 * `{site}/media/flags/{hash}.webp` (publish/flag-images.ts); both with the
 * name and alt text. (An own image not yet checked, outside a build, by a
 * digest of its path.)
 */
function ccFlags({ user, rich }: CcPerson): CcFlag[] {
	return (rich?.flags ?? []).map((flag) => {
		const key = flag.library
			? flag.slug
			: (ownFlagHash(flag.src) ??
				createHash('sha256').update(`${user.id}\0${flag.image}`).digest('hex').slice(0, 32));
		return {
			id: preferenceId(user.id, `flag:${key}`),
			hash: key,
			name: flag.name,
			description: flag.description || null,
		};
	});
}

/**
 * The offset from UTC of a time zone at `at`, in seconds (pronouns.cc's
 * `utc_offset`, "the user's current offset"), or null without one.
 *
 * @example
 * utcOffset('Asia/Kolkata', new Date('2026-01-01T00:00:00Z')) // 19800
 */
export function utcOffset(timezone: string | null | undefined, at: Date): number | null {
	if (!timezone) return null;
	try {
		const parts = new Intl.DateTimeFormat('en-US', {
			timeZone: timezone,
			timeZoneName: 'longOffset',
		})
			.formatToParts(at)
			.find((part) => part.type === 'timeZoneName')?.value;
		const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(parts ?? '');
		if (!match) return null;
		if (!match[1]) return 0;
		const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
		return match[1] === '-' ? -seconds : seconds;
	} catch {
		return null;
	}
}

/**
 * A v1 User's entries in the cc shape: names as `value`, pronouns as they
 * are, each field's five lists as one list of entries, in the order of the
 * statuses (favourite first).
 *
 * @example
 * ccEntries(robin).names[0] // { value: 'Robin', status: 'favourite' }
 */
function ccEntries(user: Pick<User, 'names' | 'pronouns' | 'fields'>): {
	names: { value: string; status: string }[];
	pronouns: CcPronounEntry[];
	fields: CcField[];
} {
	return {
		names: user.names.map((entry) => ({ value: entry.name, status: word(entry.status) })),
		pronouns: user.pronouns.map((entry) => ({
			pronouns: entry.pronouns,
			display_text: entry.display_text,
			status: word(entry.status),
		})),
		fields: user.fields.map((field) => ({
			name: field.name,
			entries: STATUS_WORDS.flatMap((status) => field[status].map((value) => ({ value, status }))),
		})),
	};
}

/** A member as its user's `members` list carries it. */
function ccPartialMember(person: CcPerson): CcPartialMember {
	const { user, extras } = person;
	const { names, pronouns } = personEntries(person);
	return {
		id: user.id,
		sid: extras?.sid ?? derivedSid(user.id, 'member'),
		name: user.name,
		display_name: user.display_name,
		bio: user.bio,
		avatar: null,
		links: [...user.links],
		names,
		pronouns,
	};
}

/**
 * A user's answer: its fields, flags, custom preferences, and its listed
 * members (those `listed` keeps: unlisted members are left out, as
 * pronouns.cc's "non-hidden members").
 *
 * @example
 * ccUser({ user: robin }, []).custom_preferences // {}
 */
export function ccUser(person: CcPerson, members: readonly CcPerson[]): CcUser {
	const { user, extras, rich } = person;
	const { names, pronouns, fields } = personEntries(person);
	return {
		id: user.id,
		sid: extras?.sid ?? derivedSid(user.id, 'user'),
		name: user.name,
		display_name: user.display_name,
		bio: user.bio,
		member_title: extras?.member_title ?? rich?.member_title ?? null,
		avatar: null,
		links: [...user.links],
		names,
		pronouns,
		fields,
		flags: extras?.flags ? [...extras.flags] : ccFlags(person),
		members: members.map(ccPartialMember),
		badges: 0,
		utc_offset: extras?.utc_offset ?? null,
		// The members' own statuses too: their entries in `members` name them.
		custom_preferences: Object.assign(
			rich ? ccPreferences(user.id, rich.statuses) : {},
			...members.map((member) =>
				member.rich ? ccPreferences(member.user.id, member.rich.statuses) : {},
			),
			extras?.custom_preferences,
		),
	};
}

/** The user a Member carries (members.md "Partial user object"). */
function ccMemberUser({ user, extras, rich }: CcPerson, member?: CcPerson): CcMemberUser {
	return {
		id: user.id,
		name: user.name,
		display_name: user.display_name,
		avatar: null,
		// pronouns.cc keeps custom preferences on the user: a member's own statuses join its user's
		// here, under their own UUIDs, so every status its entries name is found where clients look.
		custom_preferences: {
			...(rich ? ccPreferences(user.id, rich.statuses) : {}),
			...extras?.custom_preferences,
			...(member?.rich ? ccPreferences(member.user.id, member.rich.statuses) : {}),
		},
	};
}

/** A member's answer: the partial member, its fields and flags, then its user. */
export function ccMember(member: CcPerson, owner: CcPerson): CcMember {
	return {
		...ccPartialMember(member),
		fields: personEntries(member).fields,
		flags: member.extras?.flags ? [...member.extras.flags] : ccFlags(member),
		user: ccMemberUser(owner, member),
	};
}

/** A member as `users/{ref}/members` lists it: the Member without `fields`. */
function ccListedMember(member: CcPerson, owner: CcPerson): CcListedMember {
	const { fields: _fields, ...listed } = ccMember(member, owner);
	return listed;
}

/** A user as the cc files read it: the user, all its members, and those its lists show. */
export interface CcSiteUser {
	person: CcPerson;
	/** Every member: each answers by ID and by ref. */
	members: readonly CcPerson[];
	/** The members its lists show (not the unlisted ones). */
	listed: readonly CcPerson[];
}

/**
 * Every cc API file of a site, path and body, one user at a time, as
 * apiEntries does for v1: each user's JSON, its member list, its member
 * APIError, each member by ID and within the user; then the two APIError
 * documents, with pronouns.cc's codes (errors.md: 2001 user not found, 3001
 * member not found, the codes of v1).
 *
 * @example
 * new Map(ccApiEntries([{ person: { user: robin }, members: [], listed: [] }])).get('api/v1/users/robin') // '{"id":"d4gn7g3p38l77tn1edd0","sid":…}'
 */
export function* ccApiEntries(
	users: Iterable<CcSiteUser>,
	options: ApiPathOptions = {},
): Generator<[path: string, body: string]> {
	const memberNotFound = JSON.stringify(MEMBER_NOT_FOUND);
	for (const { person, members, listed } of users) {
		const body = JSON.stringify(ccUser(person, listed));
		for (const path of userApiPaths(person.user, options, CC_LAYOUT)) yield [path, body];
		const paths = userMembersPaths(
			person.user,
			members.map((member) => member.user),
			CC_LAYOUT,
		);
		const list = JSON.stringify(listed.map((member) => ccListedMember(member, person)));
		for (const path of paths.lists) yield [path, list];
		for (const path of paths.notFound) yield [path, memberNotFound];
		for (const [index, { member, paths: within }] of paths.members.entries()) {
			const memberBody = JSON.stringify(ccMember(members[index]!, person));
			for (const path of [...memberApiPaths(member, options, CC_LAYOUT), ...within])
				yield [path, memberBody];
		}
	}
	yield* apiErrorFiles(CC_LAYOUT);
}
