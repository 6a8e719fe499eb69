import { describe, expect, test } from 'vitest';
import { V1_LAYOUT } from '../../src/addresses/api.ts';
import {
	apiMember,
	MEMBER_KEY_ORDER,
	partialMember,
	serializeMember,
	serializeUser,
	USER_KEY_ORDER,
	V1_SHAPE,
} from '../../src/publish/api/v1.ts';
import { apiEntries as modelEntries } from '../../src/publish/api/walk.ts';
import { modelOfUsers, v1Files as apiFiles } from '../helpers/model.ts';
import {
	fieldSchema,
	memberSchema,
	memberUserSchema,
	nameEntrySchema,
	partialMemberSchema,
	pronounEntrySchema,
	userSchema,
	type User,
} from '../../src/schemas/user.ts';
import { juniper, kit, makeUser } from '../helpers/users.ts';
import { USER_NOT_FOUND_BODY } from '../helpers/http.ts';

const robin = makeUser({ name: 'robin' });
const rowan = makeUser({ id: 'dc24aka2279j0d5s3740', name: 'rowan' });
const MEMBER_NOT_FOUND_BODY = '{"code":3001,"message":"Member not found"}';

describe('apiEntries', () => {
	test('returns the two APIError documents and the empty list alone for a site without users', () => {
		expect([...modelEntries([], [V1_SHAPE])]).toEqual([
			['v1/404.json', USER_NOT_FOUND_BODY],
			['v1/members/404.json', MEMBER_NOT_FOUND_BODY],
			['v1/no-members.json', '[]'],
		]);
	});

	test('returns the files of one user before the next user is read', () => {
		const users = [robin, kit];
		const model = modelOfUsers(users);
		const entries = modelEntries(model, [V1_SHAPE]);
		const first = entries.next().value;
		// A site's files are never all held at once: the second user is read only later.
		let read = false;
		const watched = [
			model[0]!,
			new Proxy(model[1]!, { get: (target, key) => ((read = true), Reflect.get(target, key)) }),
		];
		const lazy = modelEntries(watched, [V1_SHAPE]);
		lazy.next();
		expect(read).toBe(false);
		expect(first).toEqual(['v1/users/d4gn7g3p38l77tn1edd0.json', serializeUser(robin)]);
		expect([...lazy].length + 1).toBe(apiFiles(users).size);
	});
});

describe('apiFiles', () => {
	test('returns the same bytes at every path of a user, and the APIError outside v1/users/', () => {
		const files = apiFiles([robin]);
		const body =
			'{"id":"d4gn7g3p38l77tn1edd0","name":"robin","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[],"pronouns":[],"fields":[]}';
		expect(Object.fromEntries(files)).toEqual({
			'v1/users/d4gn7g3p38l77tn1edd0.json': body,
			'v1/users/d4gn7g3p38l77tn1edd0': body,
			'v1/users/robin.json': body,
			'v1/users/robin': body,
			'v1/user-members/d4gn7g3p38l77tn1edd0/index.json': '[]',
			'v1/user-members/robin/index.json': '[]',
			'v1/user-members/d4gn7g3p38l77tn1edd0/404.html': MEMBER_NOT_FOUND_BODY,
			'v1/user-members/robin/404.html': MEMBER_NOT_FOUND_BODY,
			'v1/404.json': USER_NOT_FOUND_BODY,
			'v1/members/404.json': MEMBER_NOT_FOUND_BODY,
			'v1/no-members.json': '[]',
		});
		expect(V1_LAYOUT.notFoundPath.startsWith('v1/users/')).toBe(false);
	});

	test('returns the member list, the member APIError and each member at every path of a user with members', () => {
		const files = apiFiles([kit], new Map([[kit.id, [juniper, rowan]]]));
		const user =
			'{"id":"d574dg3qf8mta91c2tpg","name":"kit","display_name":"Kit","bio":"Illustrator.","avatar_urls":["https://p.example/k.webp"],"links":["https://k.example"],"names":[],"pronouns":[],"fields":[]}';
		const summary =
			'"user":{"id":"d574dg3qf8mta91c2tpg","name":"kit","display_name":"Kit","avatar_urls":["https://p.example/k.webp"]}';
		const juniperBody = `{"id":"dc24aka2279j0d5s373g","name":"juniper","display_name":"Juniper","bio":"Rides.","avatar_urls":[],"links":[],"names":[{"name":"June","status":4}],"pronouns":[{"pronouns":"she/her","display_text":null,"status":1}],"fields":[{"name":"Call me","favourite":["calm"],"okay":[],"jokingly":[],"friends_only":[],"avoid":["shy"]}],${summary}}`;
		const rowanBody = `{"id":"dc24aka2279j0d5s3740","name":"rowan","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[],"pronouns":[],"fields":[],${summary}}`;
		const list =
			'[{"id":"dc24aka2279j0d5s373g","name":"juniper","display_name":"Juniper","bio":"Rides.","avatar_urls":[],"links":[],"names":[{"name":"June","status":4}],"pronouns":[{"pronouns":"she/her","display_text":null,"status":1}]},{"id":"dc24aka2279j0d5s3740","name":"rowan","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[],"pronouns":[]}]';
		expect(Object.fromEntries(files)).toEqual({
			'v1/users/d574dg3qf8mta91c2tpg.json': user,
			'v1/users/d574dg3qf8mta91c2tpg': user,
			'v1/users/kit.json': user,
			'v1/users/kit': user,
			'v1/user-members/d574dg3qf8mta91c2tpg/index.json': list,
			'v1/user-members/kit/index.json': list,
			'v1/user-members/d574dg3qf8mta91c2tpg/404.html': MEMBER_NOT_FOUND_BODY,
			'v1/user-members/kit/404.html': MEMBER_NOT_FOUND_BODY,
			'v1/members/dc24aka2279j0d5s373g.json': juniperBody,
			'v1/members/dc24aka2279j0d5s373g': juniperBody,
			'v1/user-members/d574dg3qf8mta91c2tpg/dc24aka2279j0d5s373g': juniperBody,
			'v1/user-members/d574dg3qf8mta91c2tpg/juniper': juniperBody,
			'v1/user-members/kit/dc24aka2279j0d5s373g': juniperBody,
			'v1/user-members/kit/juniper': juniperBody,
			'v1/members/dc24aka2279j0d5s3740.json': rowanBody,
			'v1/members/dc24aka2279j0d5s3740': rowanBody,
			'v1/user-members/d574dg3qf8mta91c2tpg/dc24aka2279j0d5s3740': rowanBody,
			'v1/user-members/d574dg3qf8mta91c2tpg/rowan': rowanBody,
			'v1/user-members/kit/dc24aka2279j0d5s3740': rowanBody,
			'v1/user-members/kit/rowan': rowanBody,
			'v1/404.json': USER_NOT_FOUND_BODY,
			'v1/members/404.json': MEMBER_NOT_FOUND_BODY,
			'v1/no-members.json': '[]',
		});
	});

	test('returns an empty member list for a user without members, and the User bytes as without members', () => {
		const files = apiFiles([robin]);
		expect([
			files.get('v1/user-members/robin/index.json'),
			files.get('v1/user-members/d4gn7g3p38l77tn1edd0/index.json'),
			files.get('v1/user-members/robin/404.html'),
		]).toEqual(['[]', '[]', MEMBER_NOT_FOUND_BODY]);
		// A user with members publishes the very same User: no key is added for them.
		expect(apiFiles([kit], new Map([[kit.id, [juniper]]])).get('v1/users/kit')).toBe(
			apiFiles([kit]).get('v1/users/kit'),
		);
		expect(apiFiles([kit]).get('v1/users/kit')).toBe(serializeUser(kit));
	});

	test('returns no .json copies, and the APIError still, when jsonCopies is false', () => {
		const files = apiFiles([robin], new Map([[robin.id, [juniper]]]), { jsonCopies: false });
		expect([...files.keys()]).toEqual([
			'v1/users/d4gn7g3p38l77tn1edd0',
			'v1/users/robin',
			'v1/user-members/d4gn7g3p38l77tn1edd0/index.json',
			'v1/user-members/robin/index.json',
			'v1/user-members/d4gn7g3p38l77tn1edd0/404.html',
			'v1/user-members/robin/404.html',
			'v1/members/dc24aka2279j0d5s373g',
			'v1/user-members/d4gn7g3p38l77tn1edd0/dc24aka2279j0d5s373g',
			'v1/user-members/d4gn7g3p38l77tn1edd0/juniper',
			'v1/user-members/robin/dc24aka2279j0d5s373g',
			'v1/user-members/robin/juniper',
			'v1/404.json',
			'v1/members/404.json',
			'v1/no-members.json',
		]);
	});

	test('serializes keys in the spec order whatever order the object was built in', () => {
		const shuffled = {
			fields: [
				{ avoid: [], friends_only: [], jokingly: ['x'], okay: [], favourite: [], name: 'Words' },
			],
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

describe('partialMember', () => {
	test('returns the member without fields, valid as a PartialMember', () => {
		// The schema is strict: a `fields` key left in would fail the parse.
		expect(partialMemberSchema.parse(partialMember(juniper))).toEqual(partialMember(juniper));
		expect('fields' in partialMember(juniper)).toBe(false);
	});
});

describe('apiMember', () => {
	test('returns the member with the summary of its user, valid as a Member', () => {
		const member = apiMember(juniper, kit);
		expect(memberSchema.parse(member)).toEqual(member);
		expect(member.user).toEqual({
			id: kit.id,
			name: 'kit',
			display_name: 'Kit',
			avatar_urls: ['https://p.example/k.webp'],
		});
	});
});

describe('serializeMember', () => {
	test('serializes keys in the spec order, user last, whatever order the object was built in', () => {
		const shuffled = {
			user: { avatar_urls: [], display_name: null, name: 'kit', id: kit.id },
			fields: [],
			pronouns: [],
			names: [],
			links: [],
			avatar_urls: [],
			bio: null,
			display_name: null,
			name: 'rowan',
			id: rowan.id,
		};
		expect(serializeMember(shuffled)).toBe(
			'{"id":"dc24aka2279j0d5s3740","name":"rowan","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[],"pronouns":[],"fields":[],"user":{"id":"d574dg3qf8mta91c2tpg","name":"kit","display_name":null,"avatar_urls":[]}}',
		);
		expect(serializeMember([])).toBe('[]');
	});
});

describe('MEMBER_KEY_ORDER', () => {
	test.each([
		['Member', memberSchema],
		['PartialMember', partialMemberSchema],
		['Member user', memberUserSchema],
		['name entry', nameEntrySchema],
		['pronoun entry', pronounEntrySchema],
		['field', fieldSchema],
	])('lists every %s key, in schema order', (_label, schema) => {
		const keys = Object.keys(schema.shape);
		expect(MEMBER_KEY_ORDER.filter((key) => keys.includes(key))).toEqual(keys);
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
