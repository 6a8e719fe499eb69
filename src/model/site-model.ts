/**
 * The one model of a site's people: each checked profile becomes a SiteUser
 * once, after the site is checked (content/site.ts loadSite), and every
 * output reads it: the pages, both API shapes (api/serialise.ts), search, the
 * sitemap, the short links, the footprint and the cards. Whatever is decided
 * about a person is decided here and nowhere else: its settled short ID, the
 * status each entry counts as and the own status it names, whether a member
 * is listed. Frozen: nothing that reads it can change what another output
 * shows.
 */
import type { Profile } from '../content/validate/profile-file.ts';
import { countsAs } from '../content/validate/rich-profile.ts';
import { publicUrl } from '../addresses/urls.ts';
import type { User } from '../schemas/user.ts';
import type { OwnStatus, RichProfile } from '../schemas/rich.ts';
import type { StatusWord } from '../schemas/status.ts';
import { deepFreeze } from '../utils/freeze.ts';

/** A local avatar's encodings, as paths within the site (base included). */
export interface AvatarPaths {
	/** The canonical WebP. */
	readonly webp: string;
	/** The JPEG fallback. */
	readonly jpeg: string;
	/** Width and height in pixels (the encodings are square). */
	readonly size: number;
}

/**
 * An entry's status, resolved once: as written (one of the five words or the
 * key of one of the person's own statuses), the word every rule counts it
 * as, and the own status it names.
 */
interface EntryStatus {
	/** As written: a status word, or an own status's key. */
	readonly status: string;
	/** What it counts as everywhere (pages, search, the v1 integer): an own status's counts_as. */
	readonly counts: StatusWord;
	/** The own status it names; undefined for one of the five words. */
	readonly own: OwnStatus | undefined;
}

/** A v1 entry (the same object as in the User) with its status as written, resolved. */
export interface Said<Entry> extends EntryStatus {
	readonly entry: Entry;
}

/** A field: its v1 form (five lists) and its entries in the file's order, each resolved. */
interface SaidField {
	readonly field: User['fields'][number];
	readonly entries: readonly Said<string>[];
}

/**
 * One person of the site, a user or a member: the v1 User exactly as the API
 * serves it, and beside it everything the other outputs read.
 */
export interface Person {
	/** The v1 User (a member's own fields in the User's shape). */
	readonly user: User;
	/** The short ID, settled across the site: `{site}/s/{sid}` leads here. */
	readonly sid: string;
	/** The published local avatar, or null (a hosted avatar is in user.avatar_urls). */
	readonly avatar: AvatarPaths | null;
	/** The language the profile's own text is written in, only where the file says. */
	readonly lang?: string;
	/** The profile's content file, relative to the project. */
	readonly file: string;
	/** A member left out of every list (its user's page and API list, search, pronoun pages). */
	readonly unlisted: boolean;
	/** user.names, each with its status resolved. */
	readonly names: readonly Said<User['names'][number]>[];
	/** user.pronouns, each with its status resolved. */
	readonly pronouns: readonly Said<User['pronouns'][number]>[];
	/** user.fields, each with its entries in the file's order. */
	readonly fields: readonly SaidField[];
	/** The person's own statuses by key, in the file's order. */
	readonly statuses: RichProfile['statuses'];
	readonly flags: RichProfile['flags'];
	/** An IANA time zone, or null. */
	readonly timezone: string | null;
	/** A user's heading of its member list, or null (always null for a member). */
	readonly memberTitle: string | null;
}

/** A user: a person with its members, in name order. */
export interface SiteUser extends Person {
	readonly members: readonly Person[];
	/** The members its lists show: `members` less the unlisted ones. */
	readonly listed: readonly Person[];
}

/**
 * One entry's status resolved against the person's own statuses.
 *
 * @example
 * resolveStatus('partner', { partner: { label: 'Partner', icon: 'heart', counts_as: 'friends_only' } }).counts // 'friends_only'
 */
function resolveStatus(status: string, statuses: RichProfile['statuses']): EntryStatus {
	const own = Object.hasOwn(statuses, status) ? statuses[status] : undefined;
	return { status, counts: countsAs(status, statuses), own };
}

/**
 * A person's entries, each v1 entry with its rich twin: the profile check
 * builds both lists from the same file entries (rich-profile.ts userOf), so
 * they pair here once and nowhere else.
 */
function saidEntries(user: User, rich: RichProfile): Pick<Person, 'names' | 'pronouns' | 'fields'> {
	const said = <Entry>(entry: Entry, status: string): Said<Entry> => ({
		entry,
		...resolveStatus(status, rich.statuses),
	});
	return {
		names: user.names.map((entry, index) => said(entry, rich.names[index]!.status)),
		pronouns: user.pronouns.map((entry, index) => said(entry, rich.pronouns[index]!.status)),
		fields: user.fields.map((field, index) => ({
			field,
			entries: rich.fields[index]!.entries.map((entry) => said(entry.value, entry.status)),
		})),
	};
}

/**
 * What the model is made of: a checked profile (content/validate/profile-file.ts), or as much of
 * one as the model reads.
 */
export type ModelSource = Pick<
	Profile,
	'user' | 'rich' | 'sid' | 'localAvatar' | 'lang' | 'file'
> & {
	readonly members: readonly ModelSource[];
};

/** One checked profile as a person of the model (its members aside). */
function personOf(profile: ModelSource, base: string | undefined): Person {
	const { user, rich, localAvatar } = profile;
	return {
		user,
		sid: profile.sid,
		avatar: localAvatar && {
			webp: publicUrl(localAvatar.webp, { base }),
			jpeg: publicUrl(localAvatar.jpeg, { base }),
			size: localAvatar.size,
		},
		// A language only where the file gives one: the other pages' keys stay as they were.
		...(profile.lang === null ? {} : { lang: profile.lang }),
		file: profile.file,
		unlisted: rich.unlisted,
		...saidEntries(user, rich),
		statuses: rich.statuses,
		flags: rich.flags,
		timezone: rich.timezone,
		memberTitle: rich.member_title,
	};
}

/**
 * The site's users as the model, in the profiles' order (name order), made
 * once from the checked profiles and frozen. `base` is the site's base path,
 * for the local avatars' addresses.
 *
 * @example
 * siteModelOf(site.profiles, '/')[0] // { user: robin, sid: 'd4gn7', members: [], listed: [], … }
 */
export function siteModelOf(
	profiles: readonly ModelSource[],
	base: string | undefined,
): readonly SiteUser[] {
	return deepFreeze(
		profiles.map((profile): SiteUser => {
			const members = profile.members.map((member) => personOf(member, base));
			return {
				...personOf(profile, base),
				members,
				listed: members.filter((member) => !member.unlisted),
			};
		}),
	);
}
