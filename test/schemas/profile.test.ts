import { describe, expect, test } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import {
	memberFileSchema,
	memberSchemaFor,
	profileSchema,
	profileSchemaFor,
	type ProfileInput,
} from '../../src/schemas/profile.ts';

const ID = 'd4gn7g3p38l77tn1edd0';
const emoji = (n: number) => '😀'.repeat(n);

function parse(extra: Record<string, unknown>) {
	return profileSchema.safeParse({ id: ID, ...extra });
}

function firstIssue(extra: Record<string, unknown>) {
	const issues = parse(extra).error?.issues ?? [];
	return issues[0];
}

describe('profileSchema', () => {
	test('returns a minimal profile with every list empty and nothing null-ish left', () => {
		expect(parse({}).data).toEqual({
			id: ID,
			display_name: null,
			bio: null,
			links: [],
			names: [],
			pronouns: [],
			fields: [],
			avatar_urls: [],
			avatar: null,
			statuses: {},
			flags: [],
			timezone: null,
			member_title: null,
			owners: [],
			lang: null,
		});
	});

	// Every bound of the spec, at the limit (counted in code points, so an
	// emoji is one) and one past it.
	test.each<[string, (length: number) => Record<string, unknown>, number, number]>([
		['display_name', (n) => ({ display_name: emoji(n) }), 1, 100],
		['bio', (n) => ({ bio: emoji(n) }), 1, 1000],
		['links[0]', (n) => ({ links: [emoji(n)] }), 1, 256],
		['names[0].name', (n) => ({ names: [{ name: emoji(n) }] }), 1, 50],
		['names[0] shorthand', (n) => ({ names: [emoji(n)] }), 1, 50],
		['pronouns[0].pronouns', (n) => ({ pronouns: [{ pronouns: emoji(n) }] }), 1, 50],
		['pronouns[0] shorthand', (n) => ({ pronouns: [emoji(n)] }), 1, 50],
		[
			'pronouns[0].display_text',
			(n) => ({ pronouns: [{ pronouns: 'they/them', display_text: emoji(n) }] }),
			1,
			50,
		],
		['fields[0].name', (n) => ({ fields: [{ name: emoji(n) }] }), 1, 100],
	])('bounds %s to %i-%i characters', (_label, make, min, max) => {
		expect(parse(make(max)).success).toBe(true);
		expect(parse(make(max + 1)).success).toBe(false);
		if (min > 1) expect(parse(make(min - 1)).success).toBe(false);
		expect(parse(make(min)).success).toBe(true);
	});

	test.each([
		['display_name', { display_name: '' }],
		['links[0]', { links: [''] }],
		['names[0].name', { names: [{ name: '' }] }],
		['pronouns[0].pronouns', { pronouns: [{ pronouns: '' }] }],
		['pronouns[0].display_text', { pronouns: [{ pronouns: 'she/her', display_text: '' }] }],
		['fields[0].name', { fields: [{ name: '' }] }],
		['fields[0].okay[0]', { fields: [{ name: 'Words', okay: [''] }] }],
	])('errors if %s is empty', (_label, extra) => {
		expect(firstIssue(extra)?.message).toBe('must not be empty');
	});

	test('accepts a 1000-emoji bio', () => {
		expect(parse({ bio: emoji(1000) }).success).toBe(true);
	});

	const texts = (n: number, make = (i: number) => `entry ${i}`) =>
		Array.from({ length: n }, (_, i) => make(i));
	const field = (lists: Record<string, string[]>) => ({ fields: [{ name: 'Words', ...lists }] });

	// Every site limit at its default, and one past it.
	test.each<[string, (n: number) => Record<string, unknown>, number]>([
		['names', (n) => ({ names: texts(n) }), 50],
		['pronouns', (n) => ({ pronouns: texts(n, (i) => `p${i}/q${i}`) }), 50],
		['links', (n) => ({ links: texts(n) }), 25],
		['fields', (n) => ({ fields: texts(n).map((name) => ({ name })) }), 25],
		['entries of one field, one list', (n) => field({ okay: texts(n) }), 100],
		[
			'entries of one field, five lists together',
			(n) =>
				field({
					favourite: texts(20),
					okay: texts(20),
					jokingly: texts(20),
					friends_only: texts(20),
					avoid: texts(n - 80),
				}),
			100,
		],
		['the length of a field entry', (n) => field({ okay: [emoji(n)] }), 100],
	])('limits %s to %i by default', (_label, make, max) => {
		expect(parse(make(max)).success).toBe(true);
		expect(parse(make(max + 1)).success).toBe(false);
	});

	test.each<[keyof typeof DEFAULT_LIMITS, (n: number) => Record<string, unknown>]>([
		['pronouns', (n) => ({ pronouns: texts(n, (i) => `p${i}/q${i}`) })],
		['names', (n) => ({ names: texts(n) })],
		['fieldEntries', (n) => field({ avoid: texts(n) })],
		['fieldEntryLength', (n) => field({ avoid: ['x'.repeat(n)] })],
	])('honours a site limit on %s, raised or lowered', (key, make) => {
		for (const limit of [1, 3, 500]) {
			const schema = profileSchemaFor({ ...DEFAULT_LIMITS, [key]: limit });
			expect(schema.safeParse({ id: ID, ...make(limit) }).success).toBe(true);
			expect(schema.safeParse({ id: ID, ...make(limit + 1) }).success).toBe(false);
		}
	});

	test('builds one schema per set of limits', () => {
		expect(profileSchemaFor({ ...DEFAULT_LIMITS })).toBe(profileSchema);
		expect(profileSchemaFor({ ...DEFAULT_LIMITS, links: 3 })).toBe(
			profileSchemaFor({ ...DEFAULT_LIMITS, links: 3 }),
		);
		expect(profileSchemaFor({ ...DEFAULT_LIMITS, links: 3 })).not.toBe(profileSchema);
	});

	test('errors with the count, the limit, a fix and the option that sets it', () => {
		const messages = (extra: Record<string, unknown>) =>
			parse(extra).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
		expect(messages({ pronouns: texts(51, (i) => `p${i}/q${i}`), links: texts(26) }))
			.toMatchInlineSnapshot(`
				[
				  "links: has 26 entries, more than the 25 the site allows: keep the ones you most want seen (the site limit is set by limits.links)",
				  "pronouns: has 51 entries, more than the 50 the site allows: keep the ones you use most (the site limit is set by limits.pronouns)",
				]
			`);
		expect(messages(field({ okay: texts(60), avoid: texts(41) }))).toMatchInlineSnapshot(`
			[
			  "fields.0: has 101 entries in its lists together, more than the 100 the site allows in one field: keep the ones that matter most (the site limit is set by limits.fieldEntries)",
			]
		`);
		expect(messages(field({ okay: ['x'.repeat(101)] }))).toMatchInlineSnapshot(`
			[
			  "fields.0.okay.0: must be 1 to 100 characters long, but is 101; shorten it (the site limit is set by limits.fieldEntryLength)",
			]
		`);
	});

	test.each([
		['a 20-character base32hex ID', ID, true],
		['the lowest ID', '00000000000000000000', true],
		['the highest ID', 'vvvvvvvvvvvvvvvvvvvv', true],
		['19 characters', ID.slice(1), false],
		['21 characters', `${ID}0`, false],
		['a letter past v', 'd4gn7g3p38l77tn1eddw', false],
		['upper case', ID.toUpperCase(), false],
		['a number', 12345, false],
	])('checks the ID: %s', (_label, id, valid) => {
		expect(profileSchema.safeParse({ id }).success).toBe(valid);
	});

	test('errors if the ID is missing', () => {
		expect(profileSchema.safeParse({}).error?.issues[0]).toMatchObject({
			path: ['id'],
			code: 'invalid_type',
		});
	});

	test.each([
		['ab', true],
		['a'.repeat(40), true],
		['Robin_Ok.2-x', true],
		['a', false],
		['a'.repeat(41), false],
		['rob in', false],
		['röbin', false],
		['robin!', false],
		['..', false],
		['....', false],
		['.a', true],
	])('checks the name key %j', (name, valid) => {
		expect(parse({ name }).success).toBe(valid);
	});

	test('reads status words and numbers and defaults to okay', () => {
		const result = parse({
			names: [
				'Robin',
				{ name: 'Rob', status: 'favourite' },
				{ name: 'Bobby', status: 5 },
				{ name: 'R', status: null },
				{ name: 'Ro' },
			],
		});
		expect(result.data?.names).toEqual([
			{ name: 'Robin', status: 'okay' },
			{ name: 'Rob', status: 'favourite' },
			{ name: 'Bobby', status: 'avoid' },
			{ name: 'R', status: 'okay' },
			{ name: 'Ro', status: 'okay' },
		]);
	});

	test('reads pronoun shorthand and keeps display_text null when not given', () => {
		const result = parse({
			pronouns: [
				'they/them',
				{ pronouns: 'she/her', display_text: 'she', status: 'jokingly' },
				{ pronouns: 'it/its', display_text: null },
			],
		});
		expect(result.data?.pronouns).toEqual([
			{ pronouns: 'they/them', display_text: null, status: 'okay' },
			{ pronouns: 'she/her', display_text: 'she', status: 'jokingly' },
			{ pronouns: 'it/its', display_text: null, status: 'okay' },
		]);
	});

	test("reads a field's lists as entries in status order, an own status's list after the five", () => {
		const result = parse({
			fields: [
				{
					avoid: ['x'],
					partner: ['honey'],
					name: 'Words',
					favourite: ['cute'],
					okay: null,
					jokingly: [],
				},
			],
		});
		expect(JSON.stringify(result.data?.fields)).toBe(
			'[{"name":"Words","entries":[{"value":"cute","status":"favourite"},{"value":"x","status":"avoid"},{"value":"honey","status":"partner"}]}]',
		);
	});

	test.each<[string, Partial<ProfileInput>]>([
		[
			'null',
			{
				name: null,
				display_name: null,
				bio: null,
				links: null,
				names: null,
				pronouns: null,
				fields: null,
				avatar_urls: null,
				avatar: null,
				owners: null,
			},
		],
		['[]', { links: [], names: [], pronouns: [], fields: [], avatar_urls: [] }],
		['an empty bio', { bio: '' }],
		['a blank bio', { bio: ' \n\t ' }],
	])('treats %s like leaving the keys out', (_label, extra) => {
		expect(parse(extra).data).toEqual(parse({}).data);
	});

	test('names the control character in an avatar address before saying it is not an address', () => {
		expect(firstIssue({ avatar_urls: ['https://example.org/a\u0000.png'] })?.message).toMatch(
			/^must not contain control characters .* U\+0000 is one; remove it$/,
		);
	});

	test('trims the bio before checking its length', () => {
		expect(parse({ bio: `  ${emoji(1000)}\n\n` }).data?.bio).toBe(emoji(1000));
		expect(parse({ bio: `  ${emoji(1001)}  ` }).success).toBe(false);
	});

	test.each([
		['https://cdn.example.org/a.webp', true],
		['http://example.org/a.png', false],
		['/media/a.png', false],
		['ftp://example.org/a.png', false],
		['javascript:alert(1)', false],
		[' https://example.org/a.png', false],
		['https://exa mple.org/a.png', false],
		['', false],
		['https://example.org/a\u0000.png', false],
		['https://example.org/a\u0085.png', false],
		['https://example.org/\u202egnp.exe', false],
	])('checks avatar_urls entry %j', (url, valid) => {
		expect(parse({ avatar_urls: [url] }).success).toBe(valid);
	});

	test('keeps avatar_urls verbatim and in order', () => {
		const urls = ['https://cdn.example.org/a.webp?v=1#x', 'https://EXAMPLE.org/a.png'];
		expect(parse({ avatar_urls: urls }).data?.avatar_urls).toEqual(urls);
	});

	test.each([
		['a newline that would forge a log line', './a\n::error::x.png', 'U+000A'],
		['an escape code', './a\u001b[2J.png', 'U+001B'],
	])('errors on an avatar path with %s', (_case, avatar, point) => {
		expect(firstIssue({ avatar })?.message).toBe(
			`must not contain control characters (invisible codes that terminals and pages act on), and ${point} is one; remove it`,
		);
	});

	test('accepts the reserved keys avatar and owners', () => {
		expect(parse({ avatar: './avatar.png', owners: ['robin-gh'] }).data).toMatchObject({
			avatar: './avatar.png',
			owners: ['robin-gh'],
		});
	});

	test.each([
		[{ pronuns: ['they/them'] }, 'pronuns', 'unknown key "pronuns"; did you mean "pronouns"?'],
		[
			{ displayname: 'R' },
			'displayname',
			'unknown key "displayname"; did you mean "display_name"?',
		],
		[{ avatar_url: [] }, 'avatar_url', 'unknown key "avatar_url"; did you mean "avatar_urls"?'],
		[
			{ names: [{ name: 'R', stauts: 1 }] },
			'stauts',
			'unknown key "stauts"; did you mean "status"?',
		],
	])('errors on unknown key %j and suggests the closest', (extra, key, message) => {
		const issue = firstIssue(extra);
		expect(issue).toMatchObject({ code: 'unrecognized_keys', keys: [key] });
		expect(issue?.message).toBe(message);
	});

	test('lists the known keys when no key is close', () => {
		expect(firstIssue({ zzzzzzzzzz: 1 })?.message).toBe(
			'unknown key "zzzzzzzzzz"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema',
		);
	});

	test.each([
		['names', { names: 'Robin' }],
		['pronouns', { pronouns: { pronouns: 'she/her' } }],
		['fields[0].okay', { fields: [{ name: 'W', okay: 'x' }] }],
		['names[0]', { names: [5] }],
		['display_name', { display_name: 5 }],
	])('errors if %s has the wrong type', (_label, extra) => {
		expect(parse(extra).success).toBe(false);
	});
});

describe('memberSchemaFor', () => {
	test('returns the profile schema with the same keys, owners refused with a message saying why', () => {
		expect(Object.keys(memberFileSchema.shape)).toEqual(Object.keys(profileSchema.shape));
		expect(memberFileSchema.safeParse({ id: ID, names: ['June'] }).data).toEqual({
			...profileSchema.parse({ id: ID, names: ['June'] }),
			member_title: undefined,
			unlisted: false,
			owners: undefined,
		});
		expect(
			memberFileSchema
				.safeParse({ id: ID, owners: ['kit-gh'] })
				.error?.issues.map((issue) => [issue.path, issue.message]),
		).toMatchInlineSnapshot(`
			[
			  [
			    [
			      "owners",
			    ],
			    "a member has no owners of its own; the owners of its user (in the user's index.md or index.json) own the whole folder, members included: remove this key, or add the owners to the user",
			  ],
			]
		`);
	});

	test.each([
		['at', 2, true],
		['past', 3, false],
	])('applies the site limits %s the bound, as the profile schema does', (_label, count, ok) => {
		const pronouns = Array.from({ length: count }, (_, index) => `p${index}/x`);
		const limits = { ...DEFAULT_LIMITS, pronouns: 2 };
		expect(memberSchemaFor(limits).safeParse({ id: ID, pronouns }).success).toBe(ok);
		expect(profileSchemaFor(limits).safeParse({ id: ID, pronouns }).success).toBe(ok);
		expect(memberSchemaFor(limits)).toBe(memberSchemaFor({ ...limits }));
	});
});

describe('the rich keys', () => {
	const partner = { label: 'Only from my partner', icon: 'heart-lock', counts_as: 'friends_only' };
	const messages = (
		schema: typeof profileSchema | typeof memberFileSchema,
		extra: Record<string, unknown>,
	) =>
		schema
			.safeParse({ id: ID, ...extra })
			.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

	test('reads own statuses and entries that use them', () => {
		const result = parse({
			statuses: { partner, cute: { label: 'Cute', counts_as: 'favourite' } },
			names: [{ name: 'Honey', status: 'partner' }],
		});
		expect(result.data?.statuses).toEqual({
			partner,
			cute: { label: 'Cute', counts_as: 'favourite' },
		});
		expect(result.data?.names).toEqual([{ name: 'Honey', status: 'partner' }]);
	});

	test.each([
		['a label of 50 characters', { label: emoji(50), counts_as: 'okay' }, true],
		['a label of 51 characters', { label: emoji(51), counts_as: 'okay' }, false],
		['an empty label', { label: '', counts_as: 'okay' }, false],
		['no label', { counts_as: 'okay' }, false],
		['no counts_as', { label: 'L' }, false],
		['counts_as not one of the five', { label: 'L', counts_as: 'partner' }, false],
		['an icon of the set', { label: 'L', icon: 'star', counts_as: 'okay' }, true],
		['an icon not of the set', { label: 'L', icon: 'unicorn', counts_as: 'okay' }, false],
		['an unknown key', { label: 'L', counts_as: 'okay', colour: 'red' }, false],
	])('checks an own status with %s', (_label, status, ok) => {
		expect(parse({ statuses: { mine: status } }).success).toBe(ok);
	});

	test('refuses a key that shadows one of the five, or is not a short lowercase key', () => {
		expect(messages(profileSchema, { statuses: { avoid: partner, 'My Status': partner } }))
			.toMatchInlineSnapshot(`
				[
				  "statuses.avoid: "avoid" is one of the five statuses: an own status needs a key of its own (such as partner); rename it, or use avoid itself without defining it",
				  "statuses.My Status: the key "My Status" must start with a lowercase letter and hold only a-z, 0-9 and "_", at most 30 characters; rename it (such as my_status)",
				]
			`);
		expect(parse({ statuses: { ['a'.repeat(30)]: partner } }).success).toBe(true);
		expect(parse({ statuses: { ['a'.repeat(31)]: partner } }).success).toBe(false);
	});

	test("refuses name, a field's own key: a field could hold no list of it", () => {
		expect(messages(profileSchema, { statuses: { name: partner } })).toMatchInlineSnapshot(`
			[
			  "statuses.name: "name" names a field in fields, so a field could hold no list of this status: rename it (such as name_own), here and in the entries that use it",
			]
		`);
		expect(parse({ statuses: { name_own: partner } }).success).toBe(true);
	});

	test('holds at most limits.statuses own statuses', () => {
		const many = (n: number) =>
			Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, partner]));
		expect(parse({ statuses: many(10) }).success).toBe(true);
		expect(messages(profileSchema, { statuses: many(11) })).toEqual([
			'statuses: has 11 own statuses, more than the 10 the site allows: keep the ones your entries use (the site limit is set by limits.statuses)',
		]);
		expect(
			profileSchemaFor({ ...DEFAULT_LIMITS, statuses: 2 }).safeParse({ id: ID, statuses: many(3) })
				.success,
		).toBe(false);
	});

	test('suggests the icon closest to a mistyped one', () => {
		expect(
			messages(profileSchema, { statuses: { mine: { ...partner, icon: 'heart_lok' } } }),
		).toEqual([
			'statuses.mine.icon: must be one of the icons listed in docs/reference/icons.md; did you mean "heart-lock"?',
		]);
	});

	test("reads library flags and flags of the profile's own", () => {
		const own = { image: './flag.png', name: 'Our flag', description: 'Three stripes of green' };
		expect(parse({ flags: ['transgender', own] }).data?.flags).toEqual(['transgender', own]);
		expect(
			messages(profileSchema, { flags: ['transgener', { image: './f.png', name: 'F' }] }),
		).toEqual([
			'flags.0: must be one of the flags listed in docs/reference/flags.md; did you mean "transgender"?',
			'flags.1: must be the slug of a library flag (such as transgender) or an object with image, name and description',
		]);
	});

	test('holds at most limits.flags flags', () => {
		expect(parse({ flags: Array(10).fill('pride') }).success).toBe(true);
		expect(parse({ flags: Array(11).fill('pride') }).success).toBe(false);
	});

	test.each([
		['Europe/Berlin', true],
		['America/New_York', true],
		['UTC', true],
		['Europe/Kiev', true],
		['europe/berlin', true],
		['Europe/Berlinn', false],
		['Mars/Olympus', false],
		['../../etc', false],
		['', false],
	])('checks the time zone %j', (timezone, ok) => {
		expect(parse({ timezone }).success).toBe(ok);
	});

	test.each([
		['Berlin', 'Europe/Berlin'],
		['new york', 'America/New_York'],
		['Tokio', 'Asia/Tokyo'],
	])('answers the city %j alone with its time zone %j', (timezone, zone) => {
		expect(messages(profileSchema, { timezone })).toEqual([
			`timezone: must be an IANA time zone such as Europe/Berlin or America/New_York; did you mean "${zone}"?`,
		]);
	});

	test.each([
		['trans', 'transgender'],
		['enby', 'nonbinary'],
		['Enby', 'nonbinary'],
		['ace', 'asexual'],
		['non-binary', 'nonbinary'],
	])(
		'answers the short flag name %j with did-you-mean %j (not taken as an alias)',
		(flag, slug) => {
			expect(messages(profileSchema, { flags: [flag] })).toEqual([
				`flags.0: must be one of the flags listed in docs/reference/flags.md; did you mean "${slug}"?`,
			]);
		},
	);

	test('suggests the closest time zone', () => {
		expect(messages(profileSchema, { timezone: 'Europe/Berln' })).toEqual([
			'timezone: must be an IANA time zone such as Europe/Berlin or America/New_York; did you mean "Europe/Berlin"?',
		]);
	});

	test('takes member_title from users and unlisted from members only', () => {
		expect(parse({ member_title: emoji(50) }).data?.member_title).toBe(emoji(50));
		expect(parse({ member_title: emoji(51) }).success).toBe(false);
		expect(memberFileSchema.parse({ id: ID, unlisted: true }).unlisted).toBe(true);
		expect(messages(profileSchema, { unlisted: true })).toEqual([
			"unlisted: unlisted leaves a member out of its user's page and the lists: only a member file may give it; remove it here",
		]);
		expect(messages(memberFileSchema, { member_title: 'Headmates' })).toEqual([
			"member_title: member_title names the heading of a user's member list: give it in the user's index.md or index.json, not in a member's file",
		]);
	});
});
