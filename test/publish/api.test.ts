import { describe, expect, test } from 'vitest';
import { apiFiles, memberApiPaths, NOT_FOUND_PATH, serializeUser, USER_KEY_ORDER, userApiPaths } from '../../src/publish/api.ts';
import { fieldSchema, nameEntrySchema, pronounEntrySchema, userSchema, type User } from '../../src/schemas/user.ts';
import { makeUser } from '../helpers/users.ts';
import { USER_NOT_FOUND_BODY } from '../helpers/http.ts';

const robin = makeUser({ name: 'robin' });

describe('userApiPaths', () => {
	test('returns the ID and name paths, each with and without .json', () => {
		expect(userApiPaths(robin)).toEqual([
			'v1/users/d4gn7g3p38l77tn1edd0.json',
			'v1/users/d4gn7g3p38l77tn1edd0',
			'v1/users/robin.json',
			'v1/users/robin',
		]);
	});

	test('returns two paths when the name is the ID', () => {
		expect(userApiPaths({ id: robin.id, name: robin.id })).toEqual(['v1/users/d4gn7g3p38l77tn1edd0.json', 'v1/users/d4gn7g3p38l77tn1edd0']);
	});

	test('returns the same paths when jsonCopies is true', () => {
		expect(userApiPaths(robin, { jsonCopies: true })).toEqual(userApiPaths(robin));
	});

	test('returns only the extensionless ID and name paths when jsonCopies is false', () => {
		expect(userApiPaths(robin, { jsonCopies: false })).toEqual(['v1/users/d4gn7g3p38l77tn1edd0', 'v1/users/robin']);
		expect(userApiPaths({ id: robin.id, name: robin.id }, { jsonCopies: false })).toEqual(['v1/users/d4gn7g3p38l77tn1edd0']);
	});
});

describe('memberApiPaths', () => {
	test('returns the ID path with and without .json', () => {
		expect(memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' })).toEqual(['v1/members/d4gn7g3p38l77tn1edf0.json', 'v1/members/d4gn7g3p38l77tn1edf0']);
		expect(memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' }, { jsonCopies: true })).toEqual(['v1/members/d4gn7g3p38l77tn1edf0.json', 'v1/members/d4gn7g3p38l77tn1edf0']);
	});

	test('returns only the extensionless ID path when jsonCopies is false', () => {
		expect(memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' }, { jsonCopies: false })).toEqual(['v1/members/d4gn7g3p38l77tn1edf0']);
	});
});

describe('apiFiles', () => {
	test('returns the same bytes at every path of a user, and the APIError outside v1/users/', () => {
		const files = apiFiles([robin]);
		const body = '{"id":"d4gn7g3p38l77tn1edd0","name":"robin","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[],"pronouns":[],"fields":[]}';
		expect(Object.fromEntries(files)).toEqual({
			'v1/users/d4gn7g3p38l77tn1edd0.json': body,
			'v1/users/d4gn7g3p38l77tn1edd0': body,
			'v1/users/robin.json': body,
			'v1/users/robin': body,
			'v1/404.json': USER_NOT_FOUND_BODY,
		});
		expect(NOT_FOUND_PATH.startsWith('v1/users/')).toBe(false);
	});

	test('returns no .json copies, and the APIError still, when jsonCopies is false', () => {
		const files = apiFiles([robin], { jsonCopies: false });
		expect([...files.keys()]).toEqual(['v1/users/d4gn7g3p38l77tn1edd0', 'v1/users/robin', 'v1/404.json']);
	});

	test('serializes keys in the spec order whatever order the object was built in', () => {
		const shuffled = {
			fields: [{ avoid: [], friends_only: [], jokingly: ['x'], okay: [], favourite: [], name: 'Words' }],
			pronouns: [{ status: 1, display_text: null, pronouns: 'they/them' }],
			names: [{ status: 2, name: 'Robin' }],
			links: [],
			avatar_urls: [],
			bio: null,
			display_name: null,
			name: 'robin',
			id: robin.id,
		} as User;
		expect(serializeUser(shuffled)).toBe(
			'{"id":"d4gn7g3p38l77tn1edd0","name":"robin","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[{"name":"Robin","status":2}],"pronouns":[{"pronouns":"they/them","display_text":null,"status":1}],"fields":[{"name":"Words","favourite":[],"okay":[],"jokingly":["x"],"friends_only":[],"avoid":[]}]}',
		);
	});
});

describe('USER_KEY_ORDER', () => {
	test.each([
		['User', userSchema],
		['name entry', nameEntrySchema],
		['pronoun entry', pronounEntrySchema],
		['field', fieldSchema],
	])('lists every %s key, in schema order', (_label, schema) => {
		const keys = Object.keys(schema.shape);
		expect(USER_KEY_ORDER.filter((key) => keys.includes(key))).toEqual(keys);
	});
});
