/**
 * The API files of a site: one walk of the model (model/site-model.ts) and
 * one address layout (addresses/api.ts), each shape a serialiser
 * (ApiShape): the v1 interface's under v1/ (v1.ts), pronouns.cc's later
 * shape under api/v1/ (cc.ts). Made one user at a time, so a writer holds
 * one user's files at once, not a site's (site-files.ts writeSiteFiles).
 */
import {
	memberApiPaths,
	SHARED_SUBFOLDER,
	userApiPaths,
	userMembersPaths,
	V1_LAYOUT,
	type ApiLayout,
	type ApiPathOptions,
} from '../../addresses/api.ts';
import type { Person, SiteUser } from '../../model/site-model.ts';
import type { ApiError } from '../../schemas/user.ts';

/** The error the reference service answers for an unknown user. */
const USER_NOT_FOUND: ApiError = { code: 2001, message: 'User not found' };

/** The error the reference service answers for an unknown member. */
const MEMBER_NOT_FOUND: ApiError = { code: 3001, message: 'Member not found' };

/** One API shape: where its files go, and the body of each kind of answer. */
export interface ApiShape {
	layout: ApiLayout;
	/** `users/{userRef}`. */
	user: (user: SiteUser) => string;
	/** `users/{userRef}/members`: the members the user's lists show. */
	list: (user: SiteUser) => string;
	/** `members/{memberId}` and `users/{userRef}/members/{memberRef}`. */
	member: (member: Person, user: SiteUser) => string;
}

/**
 * One user's files in one shape, path and body: its answer at each of its
 * paths, its member list, its member APIError, each member by ID and within
 * the user; the `.json` copies, an empty list and the member APIError only
 * where `options` keep them.
 *
 * @example
 * new Map(userApiEntries(robin, V1_SHAPE)).get('v1/users/robin') // '{"id":"d4gn7g3p38l77tn1edd0",…}'
 */
export function* userApiEntries(
	user: SiteUser,
	shape: ApiShape,
	options: ApiPathOptions = {},
): Generator<[path: string, body: string]> {
	const { layout } = shape;
	const body = shape.user(user);
	for (const path of userApiPaths(user.user, options, layout)) yield [path, body];
	// api/v1 reading v1's folders: a user without members costs no file of its own there.
	const sharing = layout === V1_LAYOUT ? undefined : options.sharedFolders;
	const folders = (within: ApiLayout, subfolder = '') =>
		userMembersPaths(user.user, user.members, within, (member) => member.user, subfolder);
	const all = sharing
		? [...(sharing.ownFolders ? [folders(layout)] : []), folders(V1_LAYOUT, `${SHARED_SUBFOLDER}/`)]
		: [folders(layout)];
	// The files hosts answer from (addresses/api.ts ApiPathOptions); the rest cost no file.
	if (user.listed.length || (!sharing && options.emptyLists !== false)) {
		const list = shape.list(user);
		for (const path of all.flatMap((paths) => paths.lists)) yield [path, list];
	}
	const memberNotFound = JSON.stringify(MEMBER_NOT_FOUND);
	if (!sharing && options.memberNotFounds !== false)
		for (const path of all[0]!.notFound) yield [path, memberNotFound];
	for (const [index, member] of user.members.entries()) {
		const memberBody = shape.member(member, user);
		const within = all.flatMap((paths) => paths.members[index]!.paths);
		for (const path of [...memberApiPaths(member.user, options, layout), ...within])
			yield [path, memberBody];
	}
}

/**
 * Every API file of a site in the given shapes (v1 first), one user at a
 * time, then each shape's two APIError documents and its empty member list.
 *
 * @example
 * for (const [path, body] of apiEntries(model, [V1_SHAPE, ccShape(now)])) writeFileSync(join(dist, path), body);
 * new Map(apiEntries([], [V1_SHAPE])) // the two APIError documents and `[]` only
 */
export function* apiEntries(
	users: Iterable<SiteUser>,
	shapes: readonly ApiShape[],
	options: ApiPathOptions = {},
): Generator<[path: string, body: string]> {
	for (const user of users) for (const shape of shapes) yield* userApiEntries(user, shape, options);
	for (const shape of shapes) {
		yield* apiErrorFiles(shape.layout);
		// Every shape lists no members as `[]`: the one list hosts with file tests answer for them.
		yield [shape.layout.noMembersPath, EMPTY_LIST];
	}
}

/** The member list of a user without listed members, in either shape. */
export const EMPTY_LIST = '[]';

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
 * Every API file of a site, path to body, in apiEntries' order: for the dev
 * server and the tests, which look files up by path. A build writes
 * apiEntries as they come instead.
 *
 * @example
 * apiFiles(model, [V1_SHAPE]).get('v1/users/kit') // '{"id":"d574dg3qf8mta91c2tpg","name":"kit",…}'
 */
export function apiFiles(
	users: Iterable<SiteUser>,
	shapes: readonly ApiShape[],
	options: ApiPathOptions = {},
): Map<string, string> {
	return new Map(apiEntries(users, shapes, options));
}
