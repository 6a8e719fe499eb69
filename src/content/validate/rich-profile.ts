/**
 * A checked profile file's data to the two shapes the site publishes: the
 * rich profile (schemas/rich.ts: statuses as text, own statuses, flags, time
 * zone, member title, unlisted) and, from it, the v1 User, where an entry of
 * an own status has its `counts_as` value and nothing else of the rich
 * profile appears.
 */
import type { ProfileData } from '../../schemas/profile.ts';
import type { RichProfile, OwnStatus } from '../../schemas/rich.ts';
import { STATUS_ICONS } from '../../schemas/icons.ts';
import {
	byStatus,
	isStatusWord,
	statusValueOf,
	type StatusValue,
	type StatusWord,
} from '../../schemas/status.ts';
import type { User } from '../../schemas/user.ts';

/** What the rich profile is made of: a user's or a member's data (each refuses the other's key). */
type RichData = Pick<
	ProfileData,
	'names' | 'pronouns' | 'fields' | 'statuses' | 'flags' | 'timezone'
> & {
	member_title?: string | null | undefined;
	unlisted?: boolean | undefined;
};

/**
 * The rich profile of a file's checked data. The caller copies it (see
 * parseProfile) before it lives as long as the build.
 */
export function richProfileOf(data: RichData): RichProfile {
	const statuses: Record<string, OwnStatus> = {};
	for (const [key, own] of Object.entries(data.statuses))
		statuses[key] = {
			label: own.label,
			icon: own.icon ?? STATUS_ICONS[own.counts_as],
			counts_as: own.counts_as,
		};
	return {
		names: data.names.map((entry) => ({ value: entry.name, status: entry.status })),
		pronouns: data.pronouns.map((entry) => ({
			pronouns: entry.pronouns,
			display_text: entry.display_text,
			status: entry.status,
		})),
		fields: data.fields,
		statuses,
		flags: data.flags.map((flag) =>
			typeof flag === 'string'
				? { library: true as const, slug: flag }
				: {
						library: false as const,
						image: flag.image,
						name: flag.name,
						description: flag.description,
					},
		),
		timezone: data.timezone,
		member_title: data.member_title ?? null,
		unlisted: data.unlisted === true,
	};
}

/**
 * The word a status counts as: itself for one of the five, its `counts_as`
 * for an own status. Every rule that depends on a status asks this.
 *
 * @example
 * countsAs('partner', { partner: { label: 'Partner', icon: 'heart', counts_as: 'friends_only' } }) // 'friends_only'
 */
export function countsAs(status: string, statuses: RichProfile['statuses']): StatusWord {
	if (isStatusWord(status)) return status;
	// The profile check refuses an undefined key; okay keeps a hand-made model readable.
	return Object.hasOwn(statuses, status) ? statuses[status]!.counts_as : 'okay';
}

/**
 * The v1 User of a profile from its rich profile: the same strings (no copy),
 * in the User's key order, an own status as its `counts_as` value; a field's
 * entries go to the list of their status, the five's entries first.
 */
export function userOf(
	id: string,
	name: string,
	data: Pick<ProfileData, 'display_name' | 'bio' | 'avatar_urls' | 'links'>,
	rich: RichProfile,
): User {
	const value = (status: string): StatusValue => statusValueOf(countsAs(status, rich.statuses));
	return {
		id,
		name,
		display_name: data.display_name,
		bio: data.bio,
		avatar_urls: data.avatar_urls,
		links: data.links,
		names: rich.names.map((entry) => ({ name: entry.value, status: value(entry.status) })),
		pronouns: rich.pronouns.map((entry) => ({
			pronouns: entry.pronouns,
			display_text: entry.display_text,
			status: value(entry.status),
		})),
		fields: rich.fields.map((field) => {
			const lists = byStatus((): string[] => []);
			for (const entry of field.entries)
				lists[countsAs(entry.status, rich.statuses)].push(entry.value);
			return { name: field.name, ...lists };
		}),
	};
}
