/**
 * pronouns.cc's later shape (schemas/cc-user.ts) as a serialiser of the
 * model: the files that answer it at `api/v1/` are the same paths as the v1
 * files (addresses/api.ts, CC_LAYOUT), made by the same walk (walk.ts),
 * with other bodies. Pure: the build, `astro dev` and the tests call the
 * same functions.
 */
import { createHash } from 'node:crypto';
import { CC_LAYOUT } from '../../addresses/api.ts';
import { STATUS_WORDS } from '../../schemas/status.ts';
import type { OwnStatus } from '../../schemas/rich.ts';
import type { Person, SiteUser } from '../../model/site-model.ts';
import type {
	CcCustomPreference,
	CcFlag,
	CcListedMember,
	CcMember,
	CcMemberUser,
	CcPartialMember,
	CcUser,
} from '../../schemas/cc-user.ts';
import { ownFlagHash } from '../flag-images.ts';
import { flagAlt, libraryFlag } from '../../views/drawings/flag-library.ts';
import type { ApiShape } from './walk.ts';

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
	statuses: Readonly<Record<string, OwnStatus>>,
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

/** A person's entries in the cc shape: each status as written, an own one as its UUID. */
function personEntries({
	user,
	names,
	pronouns,
	fields,
}: Person): Pick<CcUser, 'names' | 'pronouns' | 'fields'> {
	return {
		names: names.map(({ entry, status }) => ({
			value: entry.name,
			status: ccStatus(status, user.id),
		})),
		pronouns: pronouns.map(({ entry, status }) => ({
			pronouns: entry.pronouns,
			display_text: entry.display_text,
			status: ccStatus(status, user.id),
		})),
		fields: fields.map(({ field, entries }) => ({
			name: field.name,
			entries: entries.map(({ entry, status }) => ({
				value: entry,
				status: ccStatus(status, user.id),
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
function ccFlags({ user, flags }: Person): CcFlag[] {
	return flags.map((flag) => {
		const key = flag.library
			? flag.slug
			: (ownFlagHash(flag.src) ??
				createHash('sha256').update(`${user.id}\0${flag.image}`).digest('hex').slice(0, 32));
		return {
			id: preferenceId(user.id, `flag:${key}`),
			hash: key,
			name: flag.library ? libraryFlag(flag.slug).name : flag.name,
			description: (flag.library ? flagAlt(libraryFlag(flag.slug)) : flag.description) || null,
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

/** A member as its user's `members` list carries it. */
function ccPartialMember(person: Person): CcPartialMember {
	const { user } = person;
	const { names, pronouns } = personEntries(person);
	return {
		id: user.id,
		sid: person.sid,
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
 * members (unlisted members are left out, as pronouns.cc's "non-hidden
 * members"). `utc_offset` is pronouns.cc's "current offset": as of `now`,
 * the build's time.
 *
 * @example
 * ccUser(robin, new Date()).custom_preferences // {}
 */
export function ccUser(person: SiteUser, now: Date): CcUser {
	const { user, listed } = person;
	return {
		id: user.id,
		sid: person.sid,
		name: user.name,
		display_name: user.display_name,
		bio: user.bio,
		member_title: person.memberTitle,
		avatar: null,
		links: [...user.links],
		...personEntries(person),
		flags: ccFlags(person),
		members: listed.map(ccPartialMember),
		badges: 0,
		utc_offset: utcOffset(person.timezone, now),
		// The members' own statuses too: their entries in `members` name them.
		custom_preferences: Object.assign(
			ccPreferences(user.id, person.statuses),
			...listed.map((member) => ccPreferences(member.user.id, member.statuses)),
		),
	};
}

/** The user a Member carries (members.md "Partial user object"). */
function ccMemberUser(owner: Person, member: Person): CcMemberUser {
	const { user } = owner;
	return {
		id: user.id,
		name: user.name,
		display_name: user.display_name,
		avatar: null,
		// pronouns.cc keeps custom preferences on the user: a member's own statuses join its user's
		// here, under their own UUIDs, so every status its entries name is found where clients look.
		custom_preferences: {
			...ccPreferences(user.id, owner.statuses),
			...ccPreferences(member.user.id, member.statuses),
		},
	};
}

/** A member's answer: the partial member, its fields and flags, then its user. */
export function ccMember(member: Person, owner: Person): CcMember {
	return {
		...ccPartialMember(member),
		fields: personEntries(member).fields,
		flags: ccFlags(member),
		user: ccMemberUser(owner, member),
	};
}

/** A member as `users/{ref}/members` lists it: the Member without `fields`. */
function ccListedMember(member: Person, owner: Person): CcListedMember {
	const { fields: _fields, ...listed } = ccMember(member, owner);
	return listed;
}

/**
 * The pronouns.cc shape as the API walk (walk.ts apiEntries) writes it, as
 * of `now` (the offsets of time zones).
 *
 * @example
 * new Map(apiEntries(model, [ccShape(new Date())])).get('api/v1/users/robin') // '{"id":"d4gn7g3p38l77tn1edd0","sid":…}'
 */
export function ccShape(now: Date): ApiShape {
	return {
		layout: CC_LAYOUT,
		user: (user) => JSON.stringify(ccUser(user, now)),
		list: (user) => JSON.stringify(user.listed.map((member) => ccListedMember(member, user))),
		member: (member, user) => JSON.stringify(ccMember(member, user)),
	};
}
