/**
 * A PluralKit export (`pk;export`) as profiles: the system becomes the
 * user, its members members. What PluralKit marks private is not
 * published: a private member is left out (an unlisted one's page and API
 * files would still be published), a private description, pronouns, name
 * or avatar is left out, and a private name names no file; the report says
 * each. A private member list makes the members unlisted.
 */
import type { PluralKitExport, PluralKitMember } from '../../schemas/imports/pluralkit-export.ts';
import { isTimeZone } from '../../schemas/profile.ts';
import type { ProfileFileData } from '../write-profile.ts';
import { displayNameSchema, nameTextSchema } from '../../schemas/user.ts';
import { HOST_MEMBER_NAMES, HOST_USER_NAMES } from '../../addresses/host-areas.ts';
import {
	avatarUrl,
	fileNameFor,
	importedIds,
	splitPronouns,
	keyList,
	unkeptKeys,
	type ImportedProfile,
	type ImportedProfiles,
} from './common.ts';

const SERVICE = 'pluralkit';
/** The keys each profile takes from PluralKit's; any other that holds something is reported. */
const KEPT = 'id uuid name display_name pronouns description avatar_url privacy'.split(' ');
const SYSTEM_KEPT = [...KEPT, 'members', 'version', 'config'];

const isPrivate = (value: unknown) => value === 'private';

/**
 * The user and members of a PluralKit export; `userName` names the user's
 * file (else the system's name, else its PluralKit ID).
 *
 * @example
 * fromPluralKit(exported, 'kit').members.map((member) => member.name) // ['alice', 'sky']
 */
export function fromPluralKit(exported: PluralKitExport, userName?: string): ImportedProfiles {
	const notes: string[] = [];
	// A private name is named nowhere, not even in the report (which may end up in a public CI log).
	const namePrivate = isPrivate(exported.privacy?.['name_privacy']);
	const systemLabel = `the system "${(!namePrivate && exported.name) || exported.id}"`;
	const user = profileOf(exported, 'user', [], systemLabel, notes);
	const taken = new Set<string>();
	user.name =
		userName ??
		fileNameFor(namePrivate ? '' : (exported.name ?? ''), exported.id, taken, HOST_USER_NAMES);
	// A system named "Index" cannot have the user file index: say which name it got instead.
	if (userName === undefined && !namePrivate && exported.name && user.name === exported.id)
		notes.push(
			`${systemLabel}: its name cannot name a file here, so the user's file and address are named after its PluralKit ID instead: ${user.name} (give --user <name> to choose another)`,
		);
	if (namePrivate && userName === undefined && exported.name)
		notes.push(
			`${systemLabel}: its name is private on PluralKit, so the user's file and address are named after its PluralKit ID instead: ${user.name} (give --user <name> to choose another)`,
		);
	const listPrivate = isPrivate(exported.privacy?.['member_list_privacy']);
	const members = exported.members.flatMap((member, index) => {
		// Private means not published: an unlisted member's page and API files still would be.
		if (isPrivate(member.privacy?.visibility)) {
			notes.push(
				`member ${member.id} (members[${index}]) is private on PluralKit: not imported, as private means not published here (an unlisted member's page and API files are published); add its file yourself if it may be public`,
			);
			return [];
		}
		return [memberOf(member, index, { taken, listPrivate, notes })];
	});
	const zone = exported.config?.['timezone'];
	if (typeof zone === 'string' && zone !== 'UTC' && isTimeZone(zone))
		user.data = { ...user.data, timezone: zone };
	else if (typeof zone === 'string' && zone !== 'UTC')
		notes.push(`${systemLabel}: config.timezone "${zone}" is not an IANA time zone; not kept`);
	const config = exported.config
		? unkeptKeys(exported.config, ['timezone']).map((key) => `config.${key}`)
		: [];
	const dropped = [...unkeptKeys(exported, SYSTEM_KEPT), ...config];
	if (dropped.length)
		notes.push(`${systemLabel}: not kept (no such key here): ${keyList(dropped)}`);
	return { user, members, notes };
}

/**
 * A public member's profile: its file named after its name (its display
 * name when the name is private, its PluralKit ID when neither can name a
 * file), unlisted when the system's member list is private.
 */
function memberOf(
	member: PluralKitMember,
	index: number,
	{ taken, listPrivate, notes }: { taken: Set<string>; listPrivate: boolean; notes: string[] },
): ImportedProfile {
	// A private name never becomes the file name or the report's label: the display name does.
	const named = isPrivate(member.privacy?.name_privacy) ? (member.display_name ?? '') : member.name;
	const label = `member "${named || member.id}" (members[${index}])`;
	const profile = profileOf(member, 'member', ['members', index], label, notes);
	profile.name = fileNameFor(named, member.id, taken, HOST_MEMBER_NAMES);
	if (named !== member.name)
		notes.push(
			`${label}: its name is private on PluralKit, so its file and address are named ${profile.name}`,
		);
	else if (profile.name === member.id && named)
		notes.push(
			`${label}: its name cannot name a file here (too little of it is letters or digits, or hosts take it as their own, as "index" and "404"), so its file and address are named after its PluralKit ID: ${profile.name}`,
		);
	if (listPrivate) {
		profile.data = { ...profile.data, unlisted: true };
		notes.push(
			`${label}: the system's member list is private on PluralKit, so it is imported as unlisted (left off the lists; its page and API files are published, as PluralKit shows a member by its ID)`,
		);
	}
	return profile;
}

/** The profile of the system or a member, its own not-kept keys noted. */
function profileOf(
	source: PluralKitExport | PluralKitMember,
	kind: 'user' | 'member',
	at: (string | number)[],
	label: string,
	notes: string[],
): ImportedProfile {
	const privacy = (source.privacy ?? {}) as Record<string, unknown>;
	const leftOut: string[] = [];
	const shown = <Value>(value: Value, key: string, privacyKey: string): Value | null => {
		if (value == null || value === '') return null;
		if (!isPrivate(privacy[privacyKey])) return value;
		leftOut.push(key);
		return null;
	};
	// A system's name is the user's display name; a member's is its name, beside its display name
	// (which PluralKit shows in place of a private name).
	const name = shown(source.name, 'name', 'name_privacy');
	const displayName = kind === 'user' ? name : ((source as PluralKitMember).display_name ?? null);
	const pronouns = shown(source.pronouns, 'pronouns', 'pronoun_privacy');
	const description = shown(source.description, 'description', 'description_privacy');
	const avatar = shown(source.avatar_url, 'avatar_url', 'avatar_privacy');
	const split = pronouns ? splitPronouns(pronouns) : { sets: [] };
	if (split.note) notes.push(`${label}: ${split.note}`);
	const bio = description?.trim() || null;
	if (bio !== null && bio !== description)
		notes.push(`${label}: the description starts or ends with whitespace; it is kept without it`);
	const avatarUrls = avatarUrl(avatar);
	if (avatar && !avatarUrls)
		notes.push(`${label}: avatar_url is not a public https address; not kept`);
	if (leftOut.length)
		notes.push(
			`${label}: private on PluralKit, so not published here: ${leftOut.join(', ')}; add it to the file yourself if it may be public`,
		);
	if (kind === 'member') {
		const dropped = unkeptKeys(source, KEPT);
		if (dropped.length) notes.push(`${label}: not kept (no such key here): ${keyList(dropped)}`);
	}
	const kept =
		kind === 'member' && name ? memberName(name, displayName ?? null, label, notes) : undefined;
	const data: ProfileFileData = {
		...importedIds(SERVICE, source.uuid ?? source.id, kind),
		display_name: kept?.displayName ?? displayName ?? null,
		bio,
		avatar_urls: avatarUrls ? [avatarUrls] : [],
		links: [],
		names: kept?.name ? [{ name: kept.name, status: 'okay' }] : [],
		pronouns: split.sets.map((set) => ({ pronouns: set, display_text: null, status: 'okay' })),
		fields: [],
	};
	return { name: '', data, at };
}

/**
 * A member's PluralKit name as this site can hold it: a name entry (at most
 * 50 characters here, 100 on PluralKit); else the display name, when the
 * member has none; else not kept. The report says which.
 */
function memberName(
	name: string,
	displayName: string | null,
	label: string,
	notes: string[],
): { name?: string; displayName?: string } {
	const entry = nameTextSchema.safeParse(name);
	if (entry.success) return { name };
	const why = entry.error.issues[0]?.message ?? 'cannot be a name here';
	if (displayName === null && displayNameSchema.safeParse(name).success) {
		notes.push(`${label}: as a name here, its name ${why}, so it is kept as its display name`);
		return { displayName: name };
	}
	notes.push(
		`${label}: as a name here, its name ${why}; not kept (its display name shows instead: add a shorter name to names: yourself)`,
	);
	return {};
}
