/**
 * The pronouns.cc later shape (publish/api/cc.ts): the mapping from the
 * model, the files at api/v1/, and every answer of the example site checked
 * against the committed JSON Schemas (schemas/cc-*.schema.json). Shapes
 * from pronouns.cc's API docs: the endpoint pages (objects, users, members)
 * and the error codes page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { loadSite } from '../../src/content/site.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { apiEntries } from '../../src/publish/api/walk.ts';
import { V1_SHAPE } from '../../src/publish/api/v1.ts';
import { ccMember, ccShape, ccUser, preferenceId, utcOffset } from '../../src/publish/api/cc.ts';
import { SID_ALPHABET } from '../../src/schemas/values/short-id.ts';
import { derivedSid } from '../../src/content/validate/short-ids.ts';
import { contentFiles } from '../../src/integration/site-outputs.ts';
import { siteUser, siteUsers, type PersonInput } from '../helpers/model.ts';
import { juniper, kit, makeUser } from '../helpers/users.ts';
import { ROOT } from '../helpers/run.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
/** The cc files of users given to the model (helpers/model.ts). */
const ccApiEntries = (users: readonly PersonInput[], options?: { jsonCopies: boolean }) =>
	apiEntries(siteUsers(users), [ccShape(NOW)], options);

const robin = makeUser({
	name: 'robin',
	display_name: 'Robin',
	names: [
		{ name: 'Robin', status: 1 },
		{ name: 'Roberta', status: 5 },
	],
	pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 }],
	fields: [
		{
			name: 'Describe me as',
			favourite: ['person', 'gardener'],
			okay: ['woman'],
			jokingly: ['menace'],
			friends_only: [],
			avoid: ['lady'],
		},
	],
});

describe('ccUser', () => {
	test('answers a user in the documented order, string statuses, entries and empty forms', () => {
		expect(JSON.stringify(ccUser(siteUser({ user: robin }), NOW))).toBe(
			JSON.stringify({
				id: 'd4gn7g3p38l77tn1edd0',
				sid: derivedSid('d4gn7g3p38l77tn1edd0', 'user'),
				name: 'robin',
				display_name: 'Robin',
				bio: null,
				member_title: null,
				avatar: null,
				links: [],
				names: [
					{ value: 'Robin', status: 'favourite' },
					{ value: 'Roberta', status: 'avoid' },
				],
				pronouns: [{ pronouns: 'they/them', display_text: null, status: 'favourite' }],
				fields: [
					{
						name: 'Describe me as',
						entries: [
							{ value: 'person', status: 'favourite' },
							{ value: 'gardener', status: 'favourite' },
							{ value: 'woman', status: 'okay' },
							{ value: 'menace', status: 'jokingly' },
							{ value: 'lady', status: 'avoid' },
						],
					},
				],
				flags: [],
				members: [],
				badges: 0,
				utc_offset: null,
				custom_preferences: {},
			}),
		);
	});

	test('lists the members it is given as partial members, six-letter sids', () => {
		const answer = ccUser(siteUser({ user: kit, members: [{ user: juniper }] }), NOW);
		expect(answer.members).toEqual([
			{
				id: juniper.id,
				sid: derivedSid(juniper.id, 'member'),
				name: 'juniper',
				display_name: 'Juniper',
				bio: 'Rides.',
				avatar: null,
				links: [],
				names: [{ value: 'June', status: 'friends_only' }],
				pronouns: [{ pronouns: 'she/her', display_text: null, status: 'favourite' }],
			},
		]);
	});

	test('a member carries its fields, flags and its user with the custom preferences', () => {
		const preferences = {
			[preferenceId(kit.id, 'partner')]: {
				icon: 'heart',
				tooltip: 'Partner only',
				size: 'normal' as const,
				muted: false,
				favourite: false,
			},
		};
		const owner = siteUser({
			user: kit,
			rich: {
				statuses: { partner: { label: 'Partner only', icon: 'heart', counts_as: 'friends_only' } },
			},
			members: [{ user: juniper, sid: 'abcdef' }],
		});
		const member = ccMember(owner.members[0]!, owner);
		expect(member.sid).toBe('abcdef');
		expect(member.fields[0]).toEqual({
			name: 'Call me',
			entries: [
				{ value: 'calm', status: 'favourite' },
				{ value: 'shy', status: 'avoid' },
			],
		});
		expect(member.user).toEqual({
			id: kit.id,
			name: 'kit',
			display_name: 'Kit',
			avatar: null,
			custom_preferences: preferences,
		});
		expect(Object.keys(member)).toEqual([
			'id',
			'sid',
			'name',
			'display_name',
			'bio',
			'avatar',
			'links',
			'names',
			'pronouns',
			'fields',
			'flags',
			'user',
		]);
	});
});

describe('derivedSid and preferenceId', () => {
	test.each([
		['user' as const, 'd4gn7g3p38l77tn1edd0', 'nfcdv'],
		['member' as const, 'dc24aka2279j0d5s373g', 'kiufqz'],
	])("derives a %s's letters from an ID, the same every time", (kind, id, sid) => {
		expect(derivedSid(id, kind)).toBe(sid);
		expect([...sid].every((letter) => SID_ALPHABET.includes(letter))).toBe(true);
	});

	test('gives a custom preference a UUID from the profile and the key, stable and distinct', () => {
		expect(preferenceId('d4gn7g3p38l77tn1edd0', 'partner')).toBe(
			'5ade85d5-d67d-5898-a934-8f6c9a81f9ce',
		);
		expect(preferenceId('d4gn7g3p38l77tn1edd0', 'partners')).not.toBe(
			preferenceId('d4gn7g3p38l77tn1edd0', 'partner'),
		);
		expect(preferenceId(kit.id, 'partner')).not.toBe(
			preferenceId('d4gn7g3p38l77tn1edd0', 'partner'),
		);
	});
});

describe('ccApiEntries', () => {
	test('publishes at the v1 paths under api/v1/, with pronouns.cc error codes', () => {
		const files = new Map(ccApiEntries([{ user: kit, members: [{ user: juniper }] }]));
		expect([...files.keys()]).toEqual([
			'api/v1/users/d574dg3qf8mta91c2tpg.json',
			'api/v1/users/d574dg3qf8mta91c2tpg',
			'api/v1/users/kit.json',
			'api/v1/users/kit',
			'api/v1/user-members/d574dg3qf8mta91c2tpg/index.json',
			'api/v1/user-members/kit/index.json',
			'api/v1/user-members/d574dg3qf8mta91c2tpg/404.html',
			'api/v1/user-members/kit/404.html',
			'api/v1/members/dc24aka2279j0d5s373g.json',
			'api/v1/members/dc24aka2279j0d5s373g',
			'api/v1/user-members/d574dg3qf8mta91c2tpg/dc24aka2279j0d5s373g',
			'api/v1/user-members/d574dg3qf8mta91c2tpg/juniper',
			'api/v1/user-members/kit/dc24aka2279j0d5s373g',
			'api/v1/user-members/kit/juniper',
			'api/v1/404.json',
			'api/v1/members/404.json',
			'api/v1/no-members.json',
		]);
		expect(files.get('api/v1/404.json')).toBe('{"code":2001,"message":"User not found"}');
		expect(files.get('api/v1/members/404.json')).toBe('{"code":3001,"message":"Member not found"}');
		expect(files.get('api/v1/user-members/kit/404.html')).toBe(
			'{"code":3001,"message":"Member not found"}',
		);
		const list = JSON.parse(files.get('api/v1/user-members/kit/index.json')!) as object[];
		expect(list).toHaveLength(1);
		expect(list[0]).not.toHaveProperty('fields');
		expect(list[0]).toHaveProperty('user.custom_preferences', {});
	});

	test('leaves a member out of the list, not out of its own addresses, when not listed', () => {
		const files = new Map(
			ccApiEntries([{ user: kit, members: [{ user: juniper, rich: { unlisted: true } }] }]),
		);
		expect(files.get('api/v1/user-members/kit/index.json')).toBe('[]');
		expect(JSON.parse(files.get('api/v1/users/kit')!)).toHaveProperty('members', []);
		expect(files.get('api/v1/members/dc24aka2279j0d5s373g')).toContain('"name":"juniper"');
		expect(files.get('api/v1/user-members/kit/juniper')).toContain('"name":"juniper"');
	});

	test('with jsonCopies off, no .json copies', () => {
		const paths = [
			...ccApiEntries([{ user: kit }], {
				jsonCopies: false,
			}),
		].map(([path]) => path);
		expect(paths.filter((path) => path.endsWith('.json'))).toEqual([
			'api/v1/user-members/d574dg3qf8mta91c2tpg/index.json',
			'api/v1/user-members/kit/index.json',
			'api/v1/404.json',
			'api/v1/members/404.json',
			'api/v1/no-members.json',
		]);
	});
});

describe('the example site in the later shape', async () => {
	const site = await loadSite(join(ROOT, 'content'), { cwd: ROOT, base: '/' });
	const model = siteModelOf(site.profiles, '/');
	const files = new Map(
		contentFiles(model, { base: '/', site: undefined, searchEngines: false, jsonCopies: true }),
	);
	const ajv = new Ajv2020({ strict: true });
	const schema = (name: string) =>
		ajv.compile(JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')) as object);
	const [validUser, validMember, validList, validError] = [
		schema('cc-user.schema.json'),
		schema('cc-member.schema.json'),
		schema('cc-members.schema.json'),
		schema('api-error.schema.json'),
	];
	// The .htaccess files there are Apache's, not answers.
	const answers = [...files].filter(
		([path]) => path.startsWith('api/v1/') && !path.endsWith('.htaccess'),
	);

	test('has users with members to check', () => {
		expect(site.issues).toEqual([]);
		expect(site.profiles.some((profile) => profile.members.length > 0)).toBe(true);
		expect(answers.length).toBeGreaterThan(20);
	});

	test.each(answers)('%s is valid against its JSON Schema', (path, body) => {
		const data: unknown = JSON.parse(body);
		const validate =
			path.endsWith('404.json') || path.endsWith('404.html')
				? validError
				: path.startsWith('api/v1/users/')
					? validUser
					: path.endsWith('/index.json') || path.endsWith('/no-members.json')
						? validList
						: validMember;
		expect(validate(data), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
	});

	test('the schemas refuse what the shape does not allow', () => {
		const body = JSON.parse(files.get('api/v1/users/robin')!) as Record<string, unknown>;
		expect(validUser(body)).toBe(true);
		expect(validUser({ ...body, sid: 'abcdef' })).toBe(false);
		expect(validUser({ ...body, names: [{ value: 'Robin', status: 1 }] })).toBe(false);
		expect(validUser({ ...body, names: [{ name: 'Robin', status: 'favourite' }] })).toBe(false);
		expect(validUser({ ...body, custom_preferences: [] })).toBe(false);
		expect(validUser({ ...body, extra: 1 })).toBe(false);
	});

	test('leaves every v1 file as apiEntries makes it', () => {
		const v1 = new Map(apiEntries(model, [V1_SHAPE], { jsonCopies: true }));
		for (const [path, body] of v1) expect(files.get(path), path).toBe(body);
		expect([...files.keys()].filter((path) => path.startsWith('v1/users/'))).toEqual(
			[...v1.keys()].filter((path) => path.startsWith('v1/users/')),
		);
	});

	test('answers each user once per ref in both shapes, with the same ID and name', () => {
		for (const { user } of model) {
			const cc = JSON.parse(files.get(`api/v1/users/${user.name}`)!) as { id: string };
			expect(cc.id).toBe(user.id);
		}
	});
});

describe('a rich profile in the later shape (the rich model, issue 32 point 1)', async () => {
	const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
	const { tmpdir } = await import('node:os');
	const dir = mkdtempSync(join(tmpdir(), 'staticnouns-cc-rich-'));
	mkdirSync(join(dir, 'users/kit/members'), { recursive: true });
	writeFileSync(
		join(dir, 'users/kit/index.md'),
		[
			'---',
			'id: d574dg3qf8mta91c2tpg',
			'sid: kitty',
			'member_title: Headmates',
			'timezone: Asia/Kolkata',
			'statuses:',
			'  partner: { label: Partner only, icon: heart, counts_as: friends_only }',
			'flags: [transgender]',
			'names:',
			'  - name: Kit',
			'    status: favourite',
			'  - name: Kitten',
			'    status: partner',
			'fields:',
			'  - name: Call me',
			'    favourite: [pal]',
			'    partner: [honey]',
			'---',
			'',
		].join('\n'),
	);
	for (const [name, id, extra] of [
		['juniper', 'dc24aka2279j0d5s373g', ''],
		['rowan', 'dc24aka2279j0d5s3740', 'unlisted: true\n'],
	] as const)
		writeFileSync(join(dir, `users/kit/members/${name}.md`), `---\nid: ${id}\n${extra}---\n`);
	const site = await loadSite(dir, { cwd: dir, base: '/' });
	rmSync(dir, { recursive: true, force: true });
	const files = new Map(
		apiEntries(siteModelOf(site.profiles, '/'), [ccShape(new Date('2026-06-01T00:00:00Z'))]),
	);
	const kitAnswer = () => JSON.parse(files.get('api/v1/users/kit')!) as Record<string, unknown>;
	const partner = preferenceId('d574dg3qf8mta91c2tpg', 'partner');

	test('the site loads', () => {
		expect(site.issues).toEqual([]);
	});

	test('answers own statuses as custom preferences keyed by a stable UUID, entries naming it', () => {
		const kit = kitAnswer();
		expect(kit['custom_preferences']).toEqual({
			[partner]: {
				icon: 'heart',
				tooltip: 'Partner only',
				size: 'normal',
				muted: false,
				favourite: false,
			},
		});
		expect(kit['names']).toEqual([
			{ value: 'Kit', status: 'favourite' },
			{ value: 'Kitten', status: partner },
		]);
		expect(kit['fields']).toEqual([
			{
				name: 'Call me',
				entries: [
					{ value: 'pal', status: 'favourite' },
					{ value: 'honey', status: partner },
				],
			},
		]);
	});

	test('answers the written sid, member_title, utc_offset as of the build, and library flags', () => {
		const kit = kitAnswer();
		expect([kit['sid'], kit['member_title'], kit['utc_offset']]).toEqual([
			'kitty',
			'Headmates',
			19800,
		]);
		expect(kit['flags']).toEqual([
			{
				id: expect.stringMatching(/^[0-9a-f-]{36}$/),
				hash: 'transgender',
				name: expect.any(String),
				description: expect.any(String),
			},
		]);
	});

	test('leaves the unlisted member out of the lists, not out of its own addresses', () => {
		expect((kitAnswer()['members'] as { name: string }[]).map((member) => member.name)).toEqual([
			'juniper',
		]);
		expect(
			(JSON.parse(files.get('api/v1/user-members/kit/index.json')!) as { name: string }[]).map(
				(member) => member.name,
			),
		).toEqual(['juniper']);
		const rowan = JSON.parse(
			files.get('api/v1/users/kit/members/rowan') ?? files.get('api/v1/user-members/kit/rowan')!,
		) as Record<string, unknown>;
		expect(rowan).toMatchObject({ name: 'rowan', user: { custom_preferences: { [partner]: {} } } });
		expect(rowan).not.toHaveProperty('unlisted');
	});

	test('keeps the custom preference IDs from build to build', () => {
		expect(partner).toBe(preferenceId('d574dg3qf8mta91c2tpg', 'partner'));
		expect(Object.keys(kitAnswer()['custom_preferences'] as object)).toEqual([partner]);
	});
});

describe('utcOffset', () => {
	test.each([
		['Asia/Kolkata', '2026-01-01T00:00:00Z', 19800],
		['Europe/London', '2026-01-01T00:00:00Z', 0],
		['Europe/London', '2026-07-01T00:00:00Z', 3600],
		['America/St_Johns', '2026-01-01T00:00:00Z', -12600],
		[null, '2026-01-01T00:00:00Z', null],
		['Not/AZone', '2026-01-01T00:00:00Z', null],
	])('gives %s at %s the offset %j seconds', (zone, at, offset) => {
		expect(utcOffset(zone, new Date(at))).toBe(offset);
	});
});
