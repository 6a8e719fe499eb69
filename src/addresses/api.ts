/**
 * The static APIs' addresses: which files a site publishes for its users
 * and their members, in the v1 interface's shape under v1/ and in
 * pronouns.cc's later shape under api/v1/ (ApiLayout: the same tree under
 * another root). The cross-profile rules use the same paths to find
 * collisions; publish/api/walk.ts writes what is in them.
 */
import type { User } from '../schemas/user.ts';

/**
 * Where one API shape keeps its files: the same tree of folders under its
 * own root, so every host rule, 404 document and dev answer is made for
 * each root by the same code.
 */
export interface ApiLayout {
	/** The folder of the API root, relative to the site root, without a trailing slash. */
	root: string;
	/** `{root}/users/`: the users' JSON. */
	usersDir: string;
	/** `{root}/members/`: the members' JSON by ID. */
	membersDir: string;
	/** `{root}/404.json`: the user APIError, outside users/: no name or ID takes its path. */
	notFoundPath: string;
	/** `{root}/members/404.json`: the member APIError (no member ID, 20 of 0-9 a-v, is `404`). */
	memberNotFoundPath: string;
	/** `{root}/user-members/`: the answers of `users/{ref}/members…` (see USER_MEMBERS_DIR). */
	userMembersDir: string;
	/**
	 * `{root}/no-members.json`: `[]`, the list of every user without listed
	 * members, for hosts that answer it by a rule (host-areas.ts Rewrite.known).
	 */
	noMembersPath: string;
}

/**
 * The layout of an API under `root`.
 *
 * @example
 * apiLayout('api/v1').usersDir // 'api/v1/users/'
 */
function apiLayout(root: string): ApiLayout {
	return {
		root,
		usersDir: `${root}/users/`,
		membersDir: `${root}/members/`,
		notFoundPath: `${root}/404.json`,
		memberNotFoundPath: `${root}/members/404.json`,
		userMembersDir: `${root}/user-members/`,
		noMembersPath: `${root}/no-members.json`,
	};
}

/** The v1 interface's API: `{base_url}` is `{site}{base}v1`. */
export const V1_LAYOUT = apiLayout('v1');

/**
 * pronouns.cc's later shape, at the paths pronouns.cc serves it
 * (`https://pronouns.cc/api/v1/users/{userRef}`): a client pointed at
 * `{site}{base}api/` in place of `https://pronouns.cc/api/` reads the site.
 */
export const CC_LAYOUT = apiLayout('api/v1');

/** Both APIs, v1 first. */
export const API_LAYOUTS: readonly ApiLayout[] = [V1_LAYOUT, CC_LAYOUT];

/** Folder of the API root (`{base_url}` is `{site}{base}v1`). */
export const API_ROOT = V1_LAYOUT.root;

/** Folder of the users' JSON (`{base_url}/users/{userRef}`), relative to the site root. */
export const USERS_DIR = V1_LAYOUT.usersDir;

/**
 * Folder of the members' JSON (`{base_url}/members/{memberId}`): by ID only, as the reference
 * service.
 */
export const MEMBERS_DIR = V1_LAYOUT.membersDir;

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
export const USER_MEMBERS_DIR = V1_LAYOUT.userMembersDir;

/** The file of a user ref's subfolder that holds its PartialMember array. */
export const MEMBER_LIST_FILE = 'index.json';

/** The file of a user ref's subfolder that holds the member APIError. */
export const USER_MEMBER_NOT_FOUND_FILE = '404.html';

/**
 * Where a user's api/v1 list and members are kept in its v1 subfolder when
 * api/v1 reads v1's (ApiPathOptions.sharedFolders): one character, so no
 * ref can take it (names have 2 to 40, IDs 20).
 */
export const SHARED_SUBFOLDER = 'c';

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
	/**
	 * Publish the list of a user without listed members (`[]`), for hosts that
	 * answer `users/{ref}/members` by a rewrite to it (default true). Off, as
	 * where no rewrite leads there (GitHub Pages), the lists cost no file.
	 */
	emptyLists?: boolean;
	/**
	 * Publish each user-members folder's `404.html`, for hosts that answer a
	 * missing member with it (default true; hosting/host-capacity.ts
	 * memberFilesFor).
	 */
	memberNotFounds?: boolean;
	/**
	 * api/v1 answers `users/{ref}/members…` from v1's `user-members/` (hosts
	 * with `_redirects`, host-areas.ts layoutRewrites): a user without members
	 * answers the same bytes in both shapes (`[]`, the member APIError), so
	 * costs no api/v1 file there; a user with members has its api/v1 list and
	 * members in its v1 subfolders' SHARED_SUBFOLDER, and with `ownFolders`
	 * also in api/v1's own (hosts that read them there). Left out, each
	 * shape its own folders.
	 */
	sharedFolders?: { ownFolders: boolean } | undefined;
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
export function memberApiPaths(
	member: Pick<User, 'id'>,
	options: ApiPathOptions = {},
	layout: ApiLayout = V1_LAYOUT,
): string[] {
	return refFiles(layout.membersDir, member.id, options);
}

/**
 * The files behind `{base_url}/users/{userRef}/members…` for one user, by
 * each of the user's refs: the list, the member APIError, and each member
 * by each of its refs (`refOf` gives a member's ID and name, when the members are not Users).
 *
 * @example
 * userMembersPaths({ id: 'd4gn7g3p38l77tn1edd0', name: 'robin' }, []).lists // ['v1/user-members/d4gn7g3p38l77tn1edd0/index.json', 'v1/user-members/robin/index.json']
 */
export function userMembersPaths<Member>(
	user: Pick<User, 'id' | 'name'>,
	members: readonly Member[],
	layout: ApiLayout = V1_LAYOUT,
	refOf: (member: Member) => Pick<User, 'id' | 'name'> = (member) =>
		member as Pick<User, 'id' | 'name'>,
	subfolder = '',
): { lists: string[]; notFound: string[]; members: { member: Member; paths: string[] }[] } {
	const folders = refsOf(user).map((ref) => `${layout.userMembersDir}${ref}/${subfolder}`);
	return {
		lists: folders.map((folder) => `${folder}${MEMBER_LIST_FILE}`),
		notFound: folders.map((folder) => `${folder}${USER_MEMBER_NOT_FOUND_FILE}`),
		members: members.map((member) => ({
			member,
			paths: folders.flatMap((folder) => refsOf(refOf(member)).map((ref) => `${folder}${ref}`)),
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
	layout: ApiLayout = V1_LAYOUT,
): string[] {
	return refsOf(user).flatMap((ref) => refFiles(layout.usersDir, ref, options));
}
