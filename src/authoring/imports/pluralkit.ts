/**
 * A PluralKit export (`pk;export`) as profiles: the system becomes the
 * user, its members members. What PluralKit marks private is not
 * published: a private member becomes an unlisted one (unlisted is not
 * private: its page and API files are still published, and the report
 * says so), a private description, pronouns, name or avatar is left out.
 */
import type { PluralKitExport, PluralKitMember } from '../../schemas/pluralkit-export.ts';
import { isTimeZone } from '../../schemas/profile.ts';
import type { ProfileFileData } from '../write-profile.ts';
import {
	avatarUrl,
	fileNameFor,
	importedIds,
	splitPronouns,
	unkeptKeys,
	type ImportedProfile,
	type ImportedProfiles,
} from './common.ts';

const SERVICE = 'pluralkit';
/** The keys each profile takes from PluralKit's; any other that holds something is reported. */
const KEPT = [
	'id',
	'uuid',
	'name',
	'display_name',
	'pronouns',
	'description',
	'avatar_url',
	'privacy',
];
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
	user.name = userName ?? fileNameFor(namePrivate ? '' : (exported.name ?? ''), exported.id, taken);
	if (namePrivate && userName === undefined && exported.name)
		notes.push(
			`${systemLabel}: its name is private on PluralKit, so the user's file and address are named after its PluralKit ID instead: ${user.name} (give --user <name> to choose another)`,
		);
	const listPrivate = isPrivate(exported.privacy?.['member_list_privacy']);
	const members = exported.members.map((member, index) => {
		// A private name never becomes the file name or the report's label: the display name does.
		const named = isPrivate(member.privacy?.name_privacy)
			? (member.display_name ?? '')
			: member.name;
		const label = `member "${named || member.id}" (members[${index}])`;
		const profile = profileOf(member, 'member', ['members', index], label, notes);
		profile.name = fileNameFor(named, member.id, taken);
		if (named !== member.name)
			notes.push(
				`${label}: its name is private on PluralKit, so its file and address are named ${profile.name}`,
			);
		const hidden = isPrivate(member.privacy?.visibility) || listPrivate;
		if (hidden) {
			profile.data = { ...profile.data, unlisted: true };
			notes.push(
				`${label} is private on PluralKit${isPrivate(member.privacy?.visibility) ? '' : ' (its member list is)'}: it is imported as unlisted, which leaves it off the lists but still publishes its page and API files (unlisted is not private); remove its file if it must not be published`,
			);
		}
		return profile;
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
		notes.push(`${systemLabel}: not kept (no such key here): ${dropped.join(', ')}`);
	return { user, members, notes };
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
		if (dropped.length) notes.push(`${label}: not kept (no such key here): ${dropped.join(', ')}`);
	}
	const data: ProfileFileData = {
		...importedIds(SERVICE, source.uuid ?? source.id, kind),
		display_name: displayName ?? null,
		bio,
		avatar_urls: avatarUrls ? [avatarUrls] : [],
		links: [],
		names: kind === 'member' && name ? [{ name, status: 'okay' }] : [],
		pronouns: split.sets.map((set) => ({ pronouns: set, display_text: null, status: 'okay' })),
		fields: [],
	};
	return { name: '', data, at };
}
