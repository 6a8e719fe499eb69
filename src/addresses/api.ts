/**
 * The static v1 API: which files a site publishes for its users and their
 * members, and their bytes. The cross-profile rules use the same paths to find collisions.
 */
import {
	FIELD_LISTS,
	type ApiError,
	type Member,
	type PartialMember,
	type User,
} from '../schemas/user.ts';

/** Folder of the API root (`{base_url}` is `{site}{base}v1`). */
export const API_ROOT = 'v1';

/** Folder of the users' JSON (`{base_url}/users/{userRef}`), relative to the site root. */
export const USERS_DIR = `${API_ROOT}/users/`;

/** The error the reference service answers for an unknown user. */
export const USER_NOT_FOUND: ApiError = { code: 2001, message: 'User not found' };

/**
 * The APIError document. It sits outside v1/users/ so that no user's name or
 * ID can ever take its path.
 */
export const NOT_FOUND_PATH = `${API_ROOT}/404.json`;

/**
 * Folder of the members' JSON (`{base_url}/members/{memberId}`): by ID only, as the reference
 * service.
 */
export const MEMBERS_DIR = `${API_ROOT}/members/`;

/** The error the reference service answers for an unknown member. */
export const MEMBER_NOT_FOUND: ApiError = { code: 3001, message: 'Member not found' };

/** The member APIError document: no member ID (20 characters of 0-9 a-v) can take its path. */
export const MEMBER_NOT_FOUND_PATH = `${MEMBERS_DIR}404.json`;

/**
 * Where the answers of `{base_url}/users/{userRef}/members` and
 * `{base_url}/users/{userRef}/members/{memberRef}` are kept. A static file
 * `v1/users/robin` and a folder `v1/users/robin/members/` cannot both exist,
 * so each host rewrites (status 200, never a redirect) those two paths into
 * this folder, one subfolder per user ref:
 *
 * - `v1/user-members/<userRef>/index.json`: the PartialMember array (`[]` for a user without
 * members); - `v1/user-members/<userRef>/<memberRef>`: the Member, by the member's ID and by its
 * name;
 * - `v1/user-members/<userRef>/404.html`: the member APIError (3001), answered
 *   with status 404 for an unknown member of a known user (Cloudflare Pages
 *   finds it as the nearest 404.html of the rewritten path; the other hosts
 *   name it). An unknown user has no subfolder, so it gets the user APIError
 *   (2001) of v1/.
 *
 * No member name can be `index.json` or `404.html`: names ending in .json or
 * .html are refused for every profile.
 */
export const USER_MEMBERS_DIR = `${API_ROOT}/user-members/`;

/** The file of a user ref's subfolder that holds its PartialMember array. */
export const MEMBER_LIST_FILE = 'index.json';

/** The file of a user ref's subfolder that holds the member APIError. */
export const USER_MEMBER_NOT_FOUND_FILE = '404.html';

/** The refs of a user or member: its ID, and its name when that differs. */
export function refsOf(profile: Pick<User, 'id' | 'name'>): string[] {
	return profile.name === profile.id ? [profile.id] : [profile.id, profile.name];
}

/** How a site publishes its API files (the integration's options of the same names). */
export interface ApiPathOptions {
	/**
	 * Publish a `.json` copy beside each extensionless user and member file
	 * (default true). Hosts that type every file under v1/ as JSON (by
	 * `_headers` or their config) answer `{base_url}/users/{userRef}` from
	 * the extensionless file alone; GitHub Pages and GitLab Pages type files
	 * by extension, so there the `.json` addresses are the only JSON ones.
	 */
	jsonCopies?: boolean;
}

/** The file names of one ref: extensionless, then (unless turned off) the `.json` copy. */
function refFiles(folder: string, ref: string, options: ApiPathOptions): string[] {
	return options.jsonCopies === false
		? [`${folder}${ref}`]
		: [`${folder}${ref}.json`, `${folder}${ref}`];
}

/**
 * Every path at which a member's JSON is published by ID, `.json` and
 * without (only without when `jsonCopies` is false).
 *
 * @example
 * memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' }) // ['v1/members/d4gn7g3p38l77tn1edf0.json', 'v1/members/d4gn7g3p38l77tn1edf0']
 * memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' }, { jsonCopies: false }) // ['v1/members/d4gn7g3p38l77tn1edf0']
 */
export function memberApiPaths(member: Pick<User, 'id'>, options: ApiPathOptions = {}): string[] {
	return refFiles(MEMBERS_DIR, member.id, options);
}

/**
 * The files behind `{base_url}/users/{userRef}/members…` for one user, by
 * each of the user's refs: the list, the member APIError, and each member
 * by each of its refs.
 *
 * @example
 * userMembersPaths({ id: 'd4gn7g3p38l77tn1edd0', name: 'robin' }, []).lists // ['v1/user-members/d4gn7g3p38l77tn1edd0/index.json', 'v1/user-members/robin/index.json']
 */
export function userMembersPaths<Ref extends Pick<User, 'id' | 'name'>>(
	user: Pick<User, 'id' | 'name'>,
	members: readonly Ref[],
): { lists: string[]; notFound: string[]; members: { member: Ref; paths: string[] }[] } {
	const folders = refsOf(user).map((ref) => `${USER_MEMBERS_DIR}${ref}/`);
	return {
		lists: folders.map((folder) => `${folder}${MEMBER_LIST_FILE}`),
		notFound: folders.map((folder) => `${folder}${USER_MEMBER_NOT_FOUND_FILE}`),
		members: members.map((member) => ({
			member,
			paths: folders.flatMap((folder) => refsOf(member).map((ref) => `${folder}${ref}`)),
		})),
	};
}

/**
 * Every path at which a user's JSON is published, relative to the site root:
 * by ID and by name, each with `.json` and without (the extensionless file
 * answers `{base_url}/users/{userRef}` on any static host); only without
 * when `jsonCopies` is false. The cross-profile rules check the paths with
 * the copies, so a site can turn them on again without a new collision.
 *
 * @example
 * userApiPaths({ id: 'd0f6ssg3eqa7kbdj1v40', name: 'robin', ... })
 * // ['v1/users/d0f6ssg3eqa7kbdj1v40.json', 'v1/users/d0f6ssg3eqa7kbdj1v40', 'v1/users/robin.json', 'v1/users/robin']
 * userApiPaths({ id: 'd0f6ssg3eqa7kbdj1v40', name: 'robin', ... }, { jsonCopies: false })
 * // ['v1/users/d0f6ssg3eqa7kbdj1v40', 'v1/users/robin']
 */
export function userApiPaths(
	user: Pick<User, 'id' | 'name'>,
	options: ApiPathOptions = {},
): string[] {
	return refsOf(user).flatMap((ref) => refFiles(USERS_DIR, ref, options));
}

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
	options: ApiPathOptions = {},
): Generator<[path: string, body: string]> {
	const memberNotFound = JSON.stringify(MEMBER_NOT_FOUND);
	for (const user of users) {
		const body = serializeUser(user);
		for (const path of userApiPaths(user, options)) yield [path, body];
		const own = members.get(user.id) ?? [];
		const paths = userMembersPaths(user, own);
		const list = serializeMember(own.map(partialMember));
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
 * The two APIError documents, path to body: the user's (2001) and the
 * member's (3001). Every site publishes both, and the host files copy them
 * where hosts look for a 404 document.
 *
 * @example
 * apiErrorFiles().get('v1/404.json') // '{"code":2001,"message":"User not found"}'
 */
export function apiErrorFiles(): Map<string, string> {
	return new Map([
		[NOT_FOUND_PATH, JSON.stringify(USER_NOT_FOUND)],
		[MEMBER_NOT_FOUND_PATH, JSON.stringify(MEMBER_NOT_FOUND)],
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
	options: ApiPathOptions = {},
): Map<string, string> {
	return new Map(apiEntries(users, members, options));
}
