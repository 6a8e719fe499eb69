/**
 * The static v1 API: which files a site publishes for its users, and their
 * bytes. The cross-profile rules use the same paths to find collisions.
 */
import { FIELD_LISTS, type ApiError, type User } from '../schemas/user.ts';

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
 * Every path at which a user's JSON is published, relative to the site root:
 * by ID and by name, each with `.json` and without (the extensionless copy
 * answers `{base_url}/users/{userRef}` on any static host).
 *
 * @example
 * userApiPaths({ id: 'd0f6ssg3eqa7kbdj1v40', name: 'robin', ... })
 * // ['v1/users/d0f6ssg3eqa7kbdj1v40.json', 'v1/users/d0f6ssg3eqa7kbdj1v40', 'v1/users/robin.json', 'v1/users/robin']
 */
export function userApiPaths(user: Pick<User, 'id' | 'name'>): string[] {
	const refs = user.name === user.id ? [user.id] : [user.id, user.name];
	return refs.flatMap((ref) => [`${USERS_DIR}${ref}.json`, `${USERS_DIR}${ref}`]);
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
 * Every API file of a site, path to content, in a stable order.
 *
 * @example
 * for (const [path, body] of apiFiles(users)) await writeFile(join(dist, path), body);
 */
export function apiFiles(users: readonly User[]): Map<string, string> {
	const files = new Map<string, string>();
	for (const user of users) {
		const body = serializeUser(user);
		for (const path of userApiPaths(user)) files.set(path, body);
	}
	files.set(NOT_FOUND_PATH, JSON.stringify(USER_NOT_FOUND));
	return files;
}
