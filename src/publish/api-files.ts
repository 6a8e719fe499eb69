/**
 * The static v1 API's files: every User and Member serialised in the spec's
 * key order, at the paths addresses/api.ts gives, and the two APIError
 * documents. A build writes them as they come (site-files.ts); the dev
 * server and the tests look them up by path.
 */
import {
	FIELD_LISTS,
	type ApiError,
	type Member,
	type PartialMember,
	type User,
} from '../schemas/user.ts';
import {
	memberApiPaths,
	userApiPaths,
	userMembersPaths,
	V1_LAYOUT,
	type ApiLayout,
	type ApiPathOptions,
} from '../addresses/api.ts';

/** The error the reference service answers for an unknown user. */
const USER_NOT_FOUND: ApiError = { code: 2001, message: 'User not found' };

/** The error the reference service answers for an unknown member. */
export const MEMBER_NOT_FOUND: ApiError = { code: 3001, message: 'Member not found' };

/**
 * Every key of a User and its entries, ordered so that each object's keys
 * come out in its schema's order (JSON.stringify emits a replacer array's
 * keys in array order, at every depth): User, then name entry (name, status),
 * pronoun entry (pronouns, display_text, status), field (name, then the five
 * lists). The test of serializeUser checks this against the schemas.
 */
export const USER_KEY_ORDER = [
	'id',
	'name',
	'display_name',
	'bio',
	'avatar_urls',
	'links',
	'names',
	'pronouns',
	'display_text',
	'status',
	'fields',
	...FIELD_LISTS,
];

/**
 * Every key of a Member and its entries, in the same way: the User's (a
 * PartialMember is a User without `fields`, so the same order serves it),
 * then `user`, last, whose id, name, display_name and avatar_urls come out in
 * the User's order.
 */
export const MEMBER_KEY_ORDER = [...USER_KEY_ORDER, 'user'];

/**
 * Serialises a User for the API: compact JSON, keys in the spec's order
 * however the object was built.
 *
 * @example
 * serializeUser(user) // '{"id":"d4gn7g3p38l77tn1edd0","name":"robin",...}'
 */
export function serializeUser(user: User): string {
	return JSON.stringify(user, USER_KEY_ORDER);
}

/**
 * A member's PartialMember: its User-shaped record without `fields`.
 *
 * @example
 * partialMember(juniper) // { id: 'dc24aka2279j0d5s373g', name: 'juniper', display_name: 'Juniper 🌿', bio: '…', avatar_urls: [], links: [], names: […], pronouns: […] }
 */
export function partialMember(member: User): PartialMember {
	const { fields: _fields, ...partial } = member;
	return partial;
}

/**
 * A member's Member: its User-shaped record, then the summary of the user
 * it belongs to.
 *
 * @example
 * apiMember(juniper, kit).user // { id: 'd574dg3qf8mta91c2tpg', name: 'kit', display_name: 'キット (Kit) 🦊', avatar_urls: […] }
 */
export function apiMember(member: User, user: User): Member {
	return {
		...member,
		user: {
			id: user.id,
			name: user.name,
			display_name: user.display_name,
			avatar_urls: user.avatar_urls,
		},
	};
}

/**
 * Serialises a Member, or a PartialMember array, for the API: compact JSON,
 * keys in the spec's order however the objects were built.
 *
 * @example
 * serializeMember(apiMember(juniper, kit)) // '{"id":"dc24aka2279j0d5s373g","name":"juniper",…,"fields":[…],"user":{"id":"d574dg3qf8mta91c2tpg",…}}'
 */
export function serializeMember(member: Member | readonly PartialMember[]): string {
	return JSON.stringify(member, MEMBER_KEY_ORDER);
}

/**
 * Every API file of a site, path and content, in a stable order, made one
 * user at a time so that a writer holds one user's files at once, not a
 * site's: each user's JSON, and for each user (its members from `members`,
 * by user ID, in name order; none when left out) its member list, its
 * member APIError, and each member's JSON by ID and within the user; then
 * the two APIError documents.
 *
 * @example
 * for (const [path, body] of apiEntries(users, new Map([[kit.id, [juniper, rowan]]]))) writeFileSync(join(dist, path), body);
 * apiEntries(users, members, { jsonCopies: false }) // no v1/users/*.json, no v1/members/*.json
 * new Map(apiEntries([])) // the two APIError documents only
 */
export function* apiEntries(
	users: readonly User[],
	members: ReadonlyMap<string, readonly User[]> = new Map(),
	options: ApiPathOptions & {
		/**
		 * Member IDs left out of their user's member list (unlisted), still published by ID and
		 * within their user.
		 */
		unlisted?: ReadonlySet<string> | undefined;
	} = {},
): Generator<[path: string, body: string]> {
	const memberNotFound = JSON.stringify(MEMBER_NOT_FOUND);
	for (const user of users) {
		const body = serializeUser(user);
		for (const path of userApiPaths(user, options)) yield [path, body];
		const own = members.get(user.id) ?? [];
		const paths = userMembersPaths(user, own);
		const listed = options.unlisted?.size
			? own.filter((member) => !options.unlisted!.has(member.id))
			: own;
		const list = serializeMember(listed.map(partialMember));
		for (const path of paths.lists) yield [path, list];
		for (const path of paths.notFound) yield [path, memberNotFound];
		for (const { member, paths: within } of paths.members) {
			const memberBody = serializeMember(apiMember(member, user));
			for (const path of [...memberApiPaths(member, options), ...within]) yield [path, memberBody];
		}
	}
	yield* apiErrorFiles();
}

/**
 * The two APIError documents of an API layout (v1 unless told), path to
 * body: the user's (2001) and the member's (3001). Both shapes use the same
 * codes and messages (pronouns.cc's API docs, its error codes page). Every site
 * publishes them, and the host files copy them where hosts look for a 404
 * document.
 *
 * @example
 * apiErrorFiles().get('v1/404.json') // '{"code":2001,"message":"User not found"}'
 * apiErrorFiles(CC_LAYOUT).get('api/v1/members/404.json') // '{"code":3001,"message":"Member not found"}'
 */
export function apiErrorFiles(layout: ApiLayout = V1_LAYOUT): Map<string, string> {
	return new Map([
		[layout.notFoundPath, JSON.stringify(USER_NOT_FOUND)],
		[layout.memberNotFoundPath, JSON.stringify(MEMBER_NOT_FOUND)],
	]);
}

/**
 * Every API file of a site, path to content, in apiEntries' order: for the
 * dev server and tests, which look files up by path. A build writes
 * apiEntries as they come instead (100,000 profiles' files held at once
 * are hundreds of MB).
 *
 * @example
 * apiFiles(users, new Map([[kit.id, [juniper, rowan]]])).get('v1/users/kit') // '{"id":"d574dg3qf8mta91c2tpg","name":"kit",…}'
 */
export function apiFiles(
	users: readonly User[],
	members: ReadonlyMap<string, readonly User[]> = new Map(),
	options: Parameters<typeof apiEntries>[2] = {},
): Map<string, string> {
	return new Map(apiEntries(users, members, options));
}
