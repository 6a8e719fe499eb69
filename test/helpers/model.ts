/**
 * Users of the model (src/model/site-model.ts) from v1 Users, for tests: the
 * same constructor the build calls (siteModelOf), fed a profile whose rich
 * side is the User's own entries (each status its word) unless a test gives
 * one.
 */
import {
	siteModelOf,
	type AvatarPaths,
	type ModelSource,
	type SiteUser,
} from '../../src/model/site-model.ts';
import type { RichProfile } from '../../src/schemas/rich.ts';
import { statusOf, STATUS_WORDS } from '../../src/schemas/status.ts';
import type { User } from '../../src/schemas/user.ts';
import { derivedSid } from '../../src/content/validate/short-ids.ts';
import type { ApiPathOptions } from '../../src/addresses/api.ts';
import { apiFiles } from '../../src/publish/api/walk.ts';
import { V1_SHAPE } from '../../src/publish/api/v1.ts';

/** One person as a test gives it: a User, and whatever else the test cares about. */
export interface PersonInput {
	user: User;
	avatar?: AvatarPaths | null | undefined;
	sid?: string | undefined;
	/** Replaces parts of the rich profile made from the User. */
	rich?: Partial<RichProfile> | undefined;
	lang?: string | undefined;
	file?: string | undefined;
	members?: readonly PersonInput[] | undefined;
}

/** The rich profile a User alone gives: its entries with their statuses as words. */
export function richOf(user: User): RichProfile {
	const word = (status: Parameters<typeof statusOf>[0]) => statusOf(status).word;
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
		statuses: {},
		flags: [],
		timezone: null,
		member_title: null,
		unlisted: false,
	};
}

function sourceOf(input: PersonInput, kind: 'user' | 'member'): ModelSource {
	return {
		user: input.user,
		rich: { ...richOf(input.user), ...input.rich },
		sid: input.sid ?? derivedSid(input.user.id, kind),
		localAvatar: null,
		lang: input.lang ?? null,
		file: input.file ?? `content/users/${input.user.name}.md`,
		members: (input.members ?? []).map((member) => sourceOf(member, 'member')),
	};
}

/** Local avatars as paths within the site, as given (the model's constructor adds the base). */
function withAvatars(user: SiteUser, input: PersonInput): SiteUser {
	const members = user.members.map((member, index) => {
		const avatar = input.members?.[index]?.avatar;
		return avatar ? { ...member, avatar } : member;
	});
	return {
		...user,
		...(input.avatar ? { avatar: input.avatar } : {}),
		members,
		listed: members.filter((member) => !member.unlisted),
	};
}

/**
 * Users of the model, in the given order.
 *
 * @example
 * siteUsers([{ user: kit, members: [{ user: juniper }] }])[0].listed[0].user // juniper
 */
export function siteUsers(inputs: readonly PersonInput[]): SiteUser[] {
	const model = siteModelOf(
		inputs.map((input) => sourceOf(input, 'user')),
		'/',
	);
	return model.map((user, index) => withAvatars(user, inputs[index]!));
}

/** One user of the model. */
export function siteUser(input: PersonInput): SiteUser {
	return siteUsers([input])[0]!;
}

/** A member of the model (the first member of a user made for it). */
export function sitePerson(input: PersonInput): SiteUser['members'][number] {
	return siteUser({ user: input.user, members: [input] }).members[0]!;
}

/**
 * The model of Users given the old way: each user's members by user ID, and optionally each
 * profile's sid, rich profile or unlisted mark by ID.
 *
 * @example
 * modelOfUsers([kit], new Map([[kit.id, [juniper]]]))[0].members[0].user // juniper
 */
export function modelOfUsers(
	users: readonly User[],
	members: ReadonlyMap<string, readonly User[]> = new Map(),
	extras: {
		sids?: ReadonlyMap<string, string> | undefined;
		rich?: ReadonlyMap<string, Partial<RichProfile>> | undefined;
		unlisted?: ReadonlySet<string> | undefined;
	} = {},
): SiteUser[] {
	const input = (user: User): PersonInput => ({
		user,
		sid: extras.sids?.get(user.id),
		rich: {
			...extras.rich?.get(user.id),
			...(extras.unlisted?.has(user.id) ? { unlisted: true } : {}),
		},
	});
	return siteUsers(
		users.map((user) => ({ ...input(user), members: (members.get(user.id) ?? []).map(input) })),
	);
}

/** The v1 API files of Users given the old way (modelOfUsers), path to body. */
export function v1Files(
	users: readonly User[],
	members: ReadonlyMap<string, readonly User[]> = new Map(),
	options: ApiPathOptions & { unlisted?: ReadonlySet<string> | undefined } = {},
): Map<string, string> {
	return apiFiles(modelOfUsers(users, members, { unlisted: options.unlisted }), [V1_SHAPE], {
		...(options.jsonCopies === undefined ? {} : { jsonCopies: options.jsonCopies }),
	});
}
