import { describe, expect, test } from 'vitest';
import {
	V1_LAYOUT,
	memberApiPaths,
	userApiPaths,
	userMembersPaths,
} from '../../src/addresses/api.ts';
import { juniper, kit, makeUser } from '../helpers/users.ts';

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
		expect(userApiPaths({ id: robin.id, name: robin.id })).toEqual([
			'v1/users/d4gn7g3p38l77tn1edd0.json',
			'v1/users/d4gn7g3p38l77tn1edd0',
		]);
	});

	test('returns the same paths when jsonCopies is true', () => {
		expect(userApiPaths(robin, { jsonCopies: true })).toEqual(userApiPaths(robin));
	});

	test('returns only the extensionless ID and name paths when jsonCopies is false', () => {
		expect(userApiPaths(robin, { jsonCopies: false })).toEqual([
			'v1/users/d4gn7g3p38l77tn1edd0',
			'v1/users/robin',
		]);
		expect(userApiPaths({ id: robin.id, name: robin.id }, { jsonCopies: false })).toEqual([
			'v1/users/d4gn7g3p38l77tn1edd0',
		]);
	});
});

describe('memberApiPaths', () => {
	test('returns the ID path with and without .json', () => {
		expect(memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' })).toEqual([
			'v1/members/d4gn7g3p38l77tn1edf0.json',
			'v1/members/d4gn7g3p38l77tn1edf0',
		]);
		expect(memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' }, { jsonCopies: true })).toEqual([
			'v1/members/d4gn7g3p38l77tn1edf0.json',
			'v1/members/d4gn7g3p38l77tn1edf0',
		]);
	});

	test('returns only the extensionless ID path when jsonCopies is false', () => {
		expect(memberApiPaths({ id: 'd4gn7g3p38l77tn1edf0' }, { jsonCopies: false })).toEqual([
			'v1/members/d4gn7g3p38l77tn1edf0',
		]);
	});
});

describe('memberApiPaths', () => {
	test('returns the member ID path with and without .json', () => {
		expect(memberApiPaths(juniper)).toEqual([
			'v1/members/dc24aka2279j0d5s373g.json',
			'v1/members/dc24aka2279j0d5s373g',
		]);
		expect(V1_LAYOUT.memberNotFoundPath).toBe('v1/members/404.json');
	});
});

describe('userMembersPaths', () => {
	test('returns each path by each ref of the user and of each member', () => {
		expect(userMembersPaths(kit, [{ id: juniper.id, name: juniper.id }])).toEqual({
			lists: ['v1/user-members/d574dg3qf8mta91c2tpg/index.json', 'v1/user-members/kit/index.json'],
			notFound: ['v1/user-members/d574dg3qf8mta91c2tpg/404.html', 'v1/user-members/kit/404.html'],
			members: [
				{
					member: { id: juniper.id, name: juniper.id },
					paths: [
						'v1/user-members/d574dg3qf8mta91c2tpg/dc24aka2279j0d5s373g',
						'v1/user-members/kit/dc24aka2279j0d5s373g',
					],
				},
			],
		});
	});
});
