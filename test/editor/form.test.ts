/**
 * The browser editor's model: the file it writes is the CLI's (the one
 * writer), `check` accepts it, and each mistake a member makes is reported
 * with `check`'s own message at the control it concerns.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { profileToContent } from '../../src/authoring/write-profile.ts';
import { parseProfile, type Profile } from '../../src/content/validate/profile-file.ts';
import { readProfileSource } from '../../src/content/read/reader.ts';
import { formResult } from '../../src/editor/form-file.ts';
import {
	emptyForm,
	nameRuleFor,
	nameTakenIssue,
	statusKeyTwice,
	type EditorForm,
	type EditorTarget,
} from '../../src/editor/form.ts';
import { formFromPublished } from '../../src/editor/existing.ts';
import { formFromSource } from '../../src/editor/source-edit.ts';
import { serializeUser } from '../../src/publish/api/v1.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import type { User } from '../../src/schemas/user.ts';
import { ROOT } from '../helpers/run.ts';
import { userArbitrary } from '../helpers/user-arbitrary.ts';
import { en } from '../../src/views/i18n/en.ts';

/** The name rule as the English editor page hands it to its script. */
const NAME_RULE = en['editorScript.nameRule'];

const NEW_USER: EditorTarget = { contentPath: 'content', user: null, file: null };
const EXAMPLES = join(ROOT, 'test/fixtures/examples/users');

/** What `check` makes of one file: its profile, or its problems as text. */
function checked(
	file: string,
	text: string,
	stem: string,
	ownerName: string | null = null,
): Profile {
	const read = readProfileSource(file, text);
	if (!read.ok) throw new Error(JSON.stringify(read.issues));
	const parsed = parseProfile(
		read.source,
		stem,
		DEFAULT_LIMITS,
		ownerName ? { id: 'd4gn7g3p38l77tn1ede0', name: ownerName } : null,
	);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
	return parsed.profile;
}

/** Every example profile file: users and members, both file forms. */
function exampleFiles(): { file: string; stem: string; user: string | null }[] {
	const out: { file: string; stem: string; user: string | null }[] = [];
	const walk = (dir: string, user: string | null) => {
		for (const entry of readdirSync(dir).sort()) {
			const path = join(dir, entry);
			if (statSync(path).isDirectory()) {
				const index = readdirSync(path).find((name) => /^index\.(md|json)$/.test(name));
				if (index) out.push({ file: join(path, index), stem: entry, user });
				if (!user && readdirSync(path).includes('members')) walk(join(path, 'members'), entry);
			} else if (/\.(md|json)$/.test(entry))
				out.push({ file: path, stem: entry.replace(/\.(md|json)$/, ''), user });
		}
	};
	walk(EXAMPLES, null);
	return out;
}

describe('the file the editor writes', () => {
	const examples = exampleFiles();
	test('covers users and members of every file form', () => {
		expect(examples.map(({ file }) => relative(EXAMPLES, file))).toEqual(
			expect.arrayContaining([
				'robin.md',
				'mo.json',
				'kit/index.md',
				'kit/members/rowan.md',
				'kit/members/juniper/index.md',
			]),
		);
	});

	test.each(examples.map((example) => [relative(EXAMPLES, example.file), example] as const))(
		'%s: prefilled from its published JSON, written as the CLI writes it, accepted by check',
		(_name, { file, stem, user }) => {
			const repoFile = relative(ROOT, file);
			const profile = checked(repoFile, readFileSync(file, 'utf8'), stem, user);
			const form = formFromPublished(JSON.parse(serializeUser(profile.user)), {
				localAvatar: profile.avatar !== null,
			});
			// What the site does not publish, the member gives again (the page asks for both).
			form.avatar = profile.avatar ?? '';
			form.owners = [...profile.owners];
			const result = formResult(
				form,
				{ contentPath: 'test/fixtures/examples', user, file: repoFile },
				DEFAULT_LIMITS,
				NAME_RULE,
			);
			if (!result.ok) throw new Error(JSON.stringify(result.issues));
			const json = repoFile.endsWith('.json');
			expect(result.text).toBe(
				profileToContent(
					{ ...profile.user, avatar: profile.avatar, owners: profile.owners },
					{ json },
				).text,
			);
			const again = checked(repoFile, result.text, stem, user);
			expect(again.user).toEqual(profile.user);
			expect([again.avatar, again.owners]).toEqual([profile.avatar, profile.owners]);
		},
	);

	test('for generated profiles: the same text as `staticnouns import`, and check reads back the same User', () => {
		fc.assert(
			fc.property(userArbitrary, (user: User) => {
				const form = formFromPublished(JSON.parse(serializeUser(user)), { localAvatar: false });
				const result = formResult(form, NEW_USER, DEFAULT_LIMITS, NAME_RULE);
				if (!result.ok) throw new Error(JSON.stringify(result.issues));
				const expected = profileToContent(user);
				expect(result.file).toBe(`content/users/${user.name}.${expected.extension}`);
				expect(result.text).toBe(expected.text);
				expect(checked(result.file, result.text, user.name).user).toEqual(user);
			}),
			{ numRuns: 150 },
		);
	});

	test("a new member goes into its user's folder, with no owners key", () => {
		const form: EditorForm = {
			...emptyForm('d4gn7g3p38l77tn1edf0'),
			name: 'juniper',
			owners: ['someone'],
			names: [{ name: 'June', status: 'favourite' }],
		};
		const result = formResult(
			form,
			{ contentPath: 'content', user: 'kit', file: null },
			DEFAULT_LIMITS,
			NAME_RULE,
		);
		expect(result).toEqual({
			ok: true,
			file: 'content/users/kit/members/juniper.md',
			issues: [],
			text: '---\nid: d4gn7g3p38l77tn1edf0\nnames:\n  - name: June\n    status: favourite\n---\n',
		});
	});

	test('a local avatar and owners are written after the published keys', () => {
		const form: EditorForm = {
			...emptyForm('d4gn7g3p38l77tn1edf0'),
			name: 'robin',
			bio: 'Hi!',
			avatar: './avatar.png',
			owners: ['robin-gh'],
		};
		const result = formResult(form, NEW_USER, DEFAULT_LIMITS, NAME_RULE);
		expect(result.ok && result.text).toBe(
			'---\nid: d4gn7g3p38l77tn1edf0\navatar: ./avatar.png\nowners:\n  - robin-gh\n---\n\nHi!\n',
		);
		// A new profile with its own image goes in the folder form, beside it.
		expect(result.file).toBe('content/users/robin/index.md');
	});
});

describe('in the browser', () => {
	// The page runs these rules where Node's globals do not exist: a rule that reached for Buffer
	// threw on every form with a pronoun set, and the page never showed its file.
	test("checks and writes a profile with every list without Node's Buffer", () => {
		const form: EditorForm = {
			...emptyForm('dc2kaa2dgn89nisch22g'),
			name: 'quinn',
			bio: 'Hello',
			names: [{ name: 'Quinn', status: 'favourite' }],
			pronouns: [{ pronouns: 'they/them', display_text: '', status: 'okay' }],
			fields: [{ name: 'Describe me as', entries: [{ text: 'person', status: 'okay' }] }],
			links: ['https://social.example.org/@quinn'],
		};
		vi.stubGlobal('Buffer', undefined);
		try {
			const result = formResult(form, NEW_USER, DEFAULT_LIMITS, NAME_RULE);
			expect(result.issues).toEqual([]);
			expect(result.ok && result.text).toContain('  - pronouns: they/them\n');
		} finally {
			vi.unstubAllGlobals();
		}
	});
});

describe("mistakes, with check's message at their control", () => {
	const base: EditorForm = { ...emptyForm('d4gn7g3p38l77tn1edf0'), name: 'robin' };
	const issuesOf = (form: Partial<EditorForm>, limits = DEFAULT_LIMITS) => {
		const result = formResult({ ...base, ...form }, NEW_USER, limits, NAME_RULE);
		return result.ok ? [] : result.issues.map(({ control, message }) => `${control}: ${message}`);
	};

	test('a wrong status (as a prefilled profile may hold)', () => {
		expect(issuesOf({ names: [{ name: 'Rob', status: 'favorite' }] })).toMatchInlineSnapshot(`
			[
			  "names.0.status: unknown status "favorite": not one of the five (favourite, okay, jokingly, friends_only, avoid); did you mean "favourite"? Or define it under statuses: with a label and counts_as",
			]
		`);
	});
	test('a name too long, at 50 and 51 characters', () => {
		expect(issuesOf({ names: [{ name: 'x'.repeat(50), status: 'okay' }] })).toEqual([]);
		expect(issuesOf({ names: [{ name: 'x'.repeat(51), status: 'okay' }] })).toMatchInlineSnapshot(`
			[
			  "names.0.name: must be 1 to 50 characters long, but is 51: got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…",
			]
		`);
	});
	test('an empty entry, in a field of several', () => {
		const fields = [
			{
				name: 'Describe me as',
				entries: [
					{ text: 'person', status: 'favourite' },
					{ text: 'pal', status: 'avoid' },
					{ text: '', status: 'favourite' },
				],
			},
		];
		expect(issuesOf({ fields })).toMatchInlineSnapshot(`
			[
			  "fields.0.entries.2.text: must not be empty: got """,
			]
		`);
	});
	test('an avatar address that is not an address, and an empty link', () => {
		expect(issuesOf({ avatar_urls: ['example.org/me.png'], links: ['https://ok.example', ''] }))
			.toMatchInlineSnapshot(`
			[
			  "links.1: must not be empty: got """,
			  "avatar_urls.0: must be an absolute http:// or https:// address: got "example.org/me.png"",
			]
		`);
	});
	test("a bad profile name, and the site's own limits rather than the defaults", () => {
		expect(issuesOf({ name: 'a b' })).toMatchInlineSnapshot(`
			[
			  "name: Choose a profile name of 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": it is the end of your page's address, /@your-name/.",
			]
		`);
		const links = ['https://a.example', 'https://b.example'];
		expect(issuesOf({ links }, { ...DEFAULT_LIMITS, links: 2 })).toEqual([]);
		expect(issuesOf({ links: [...links, 'https://c.example'] }, { ...DEFAULT_LIMITS, links: 2 }))
			.toMatchInlineSnapshot(`
			[
			  "links: has 3 entries, more than the 2 the site allows: keep the ones you most want seen (the site limit is set by limits.links)",
			]
		`);
	});
	test('an owner that is no forge username', () => {
		expect(issuesOf({ owners: ['not a user!'] })).toMatchInlineSnapshot(`
			[
			  "owners.0: must be a forge username such as robin-gh, or org/team: got "not a user!"",
			]
		`);
	});
	test('a name the site already publishes, ignoring case, unless it is this profile', () => {
		expect(
			nameTakenIssue(
				{ name: 'Robin', id: 'd4gn7g3p38l77tn1edf0' },
				{ name: 'robin', id: 'd4gn7g3p38l77tn1edd0' },
				'/@robin/',
				false,
			),
		).toMatchInlineSnapshot(`
			{
			  "control": "name",
			  "message": "the name "Robin" is already taken by the published profile /@robin/ ("robin"); names are unique ignoring case, because case-insensitive disks and hosts cannot tell them apart: choose another name",
			  "path": "name",
			}
		`);
		expect(
			nameTakenIssue(
				{ name: 'robin', id: 'd4gn7g3p38l77tn1edd0' },
				{ name: 'robin', id: 'd4gn7g3p38l77tn1edd0' },
				'/@robin/',
				false,
			),
		).toBeNull();
		expect(
			nameTakenIssue({ name: 'robin', id: 'd4gn7g3p38l77tn1edf0' }, null, '/@robin/', false),
		).toBeNull();
	});
});

describe('prefilling from hostile JSON', () => {
	test('takes only strings and lists of the expected shapes; an unknown status stays for the check to name', () => {
		const form = formFromPublished(
			{
				id: 7,
				name: ['x'],
				display_name: { toString: 'x' },
				bio: '<script>alert(1)</script>',
				names: [{ name: 5, status: 9 }, 'Robin'],
				pronouns: 'they',
				fields: [{ name: 'F', favourite: 'x', avoid: ['y', 3] }],
				links: null,
				avatar_urls: ['javascript:alert(1)'],
			},
			{ localAvatar: false },
		);
		expect(form).toEqual({
			id: '',
			name: '',
			display_name: '',
			bio: '<script>alert(1)</script>',
			names: [
				{ name: '', status: '9' },
				{ name: '', status: 'okay' },
			],
			pronouns: [],
			fields: [
				{
					name: 'F',
					entries: [
						{ text: 'y', status: 'avoid' },
						{ text: '', status: 'avoid' },
					],
				},
			],
			links: [],
			avatar: '',
			avatar_urls: ['javascript:alert(1)'],
			owners: [],
			statuses: [],
			flags: [],
			timezone: '',
			member_title: '',
			unlisted: false,
			lang: '',
		});
		expect(
			formFromPublished(
				{ avatar_urls: ['https://site.example/avatars/a.webp'] },
				{ localAvatar: true },
			).avatar_urls,
		).toEqual([]);
		const result = formResult(
			{ ...form, id: 'd4gn7g3p38l77tn1edf0', name: 'robin' },
			NEW_USER,
			DEFAULT_LIMITS,
			NAME_RULE,
		);
		expect(result.ok ? [] : result.issues.map((issue) => issue.control)).toContain('avatar_urls.0');
	});
});

describe('the keys beyond the v1 profile', () => {
	const RICH: EditorForm = {
		...emptyForm('d4gn7g3p38l77tn1edd0'),
		name: 'robin',
		bio: 'Hi!',
		statuses: [
			{
				key: 'partner',
				label: 'Only from my partner',
				icon: 'heart-lock',
				counts_as: 'friends_only',
			},
			{ key: 'meh', label: 'Not my favourite', icon: '', counts_as: 'jokingly' },
		],
		names: [
			{ name: 'Robin', status: 'favourite' },
			{ name: 'Honey', status: 'partner' },
		],
		pronouns: [{ pronouns: 'they/them', display_text: '', status: 'meh' }],
		fields: [
			{
				name: 'Words',
				// In the file's order: the five's lists, then the own statuses'.
				entries: [
					{ text: 'person', status: 'favourite' },
					{ text: 'darling', status: 'partner' },
				],
			},
		],
		flags: ['transgender', { image: './flag.png', name: 'Mine', description: 'A green stripe' }],
		timezone: 'Europe/Berlin',
		member_title: 'Headmates',
		lang: 'de-AT',
	};

	test('form -> file -> reader and schema -> the same profile, own statuses on their entries', () => {
		const result = formResult(RICH, NEW_USER, DEFAULT_LIMITS, NAME_RULE);
		if (!result.ok) throw new Error(JSON.stringify(result.issues));
		expect(result.text).toMatchInlineSnapshot(`
			"---
			id: d4gn7g3p38l77tn1edd0
			statuses:
			  partner:
			    label: Only from my partner
			    icon: heart-lock
			    counts_as: friends_only
			  meh:
			    label: Not my favourite
			    counts_as: jokingly
			names:
			  - name: Robin
			    status: favourite
			  - name: Honey
			    status: partner
			pronouns:
			  - pronouns: they/them
			    status: meh
			fields:
			  - name: Words
			    favourite:
			      - person
			    partner:
			      - darling
			flags:
			  - transgender
			  - image: ./flag.png
			    name: Mine
			    description: A green stripe
			timezone: Europe/Berlin
			lang: de-AT
			member_title: Headmates
			---

			Hi!
			"
		`);
		const profile = checked(result.file, result.text, 'robin');
		expect(profile.rich.names).toEqual([
			{ value: 'Robin', status: 'favourite' },
			{ value: 'Honey', status: 'partner' },
		]);
		expect(profile.rich.statuses).toEqual({
			partner: { label: 'Only from my partner', icon: 'heart-lock', counts_as: 'friends_only' },
			meh: { label: 'Not my favourite', icon: 'smile', counts_as: 'jokingly' },
		});
		expect([profile.rich.timezone, profile.rich.member_title, profile.lang]).toEqual([
			'Europe/Berlin',
			'Headmates',
			'de-AT',
		]);
		// The v1 User: an own status is its counts_as value.
		expect(profile.user.names[1]).toEqual({ name: 'Honey', status: 4 });
		// Written again from what check read, the same file.
		const form = formFromSource(result.text, result.file)!;
		expect(form).toEqual({ ...RICH, unlisted: false });
		expect(formResult(form, NEW_USER, DEFAULT_LIMITS, NAME_RULE)).toEqual(result);
	});

	test("a member: unlisted written, member_title refused with check's message", () => {
		const member = { contentPath: 'content', user: 'kit', file: null };
		const base = { ...emptyForm('d4gn7g3p38l77tn1edf0'), name: 'juniper', unlisted: true };
		const result = formResult(base, member, DEFAULT_LIMITS, NAME_RULE);
		expect(result.ok && result.text).toContain('\nunlisted: true\n');
		const titled = formResult({ ...base, member_title: 'Us' }, member, DEFAULT_LIMITS, NAME_RULE);
		expect(titled.ok ? [] : titled.issues).toMatchInlineSnapshot(`
			[
			  {
			    "control": "member_title",
			    "message": "member_title names the heading of a user's member list: give it in the user's index.md or index.json, not in a member's file: got "Us"",
			    "path": "member_title",
			  },
			]
		`);
	});

	test("each mistake: check's message at its control", () => {
		const cases: [string, Partial<EditorForm>][] = [
			[
				'a key of the five',
				{ statuses: [{ key: 'okay', label: 'L', icon: '', counts_as: 'okay' }] },
			],
			['no key', { statuses: [{ key: 'My status', label: 'L', icon: '', counts_as: 'okay' }] }],
			['an empty label', { statuses: [{ key: 'mine', label: '', icon: '', counts_as: 'okay' }] }],
			[
				'an unknown status',
				{
					names: [{ name: 'Robin', status: 'partnr' }],
					statuses: [{ key: 'partner', label: 'L', icon: '', counts_as: 'okay' }],
				},
			],
			['a flag the library lacks', { flags: ['transgendr'] }],
			['a time zone with a typo', { timezone: 'Europe/Berln' }],
			['no language tag', { lang: 'english please' }],
		];
		const plain = { ...RICH, names: [], pronouns: [], fields: [], statuses: [] };
		const said = cases.map(([what, change]) => {
			const result = formResult({ ...plain, ...change }, NEW_USER, DEFAULT_LIMITS, NAME_RULE);
			return [what, result.ok ? [] : result.issues.map((i) => `${i.control}: ${i.message}`)];
		});
		expect(Object.fromEntries(said)).toMatchInlineSnapshot(`
			{
			  "a flag the library lacks": [
			    "flags: must be one of the flags listed in docs/reference/flags.md: got "transgendr"; did you mean "transgender"?",
			  ],
			  "a key of the five": [
			    "statuses.0.key: "okay" is one of the five statuses: an own status needs a key of its own (such as partner): got {"label":"L","counts_as":"okay"}; rename it, or use okay itself without defining it",
			  ],
			  "a time zone with a typo": [
			    "timezone: must be an IANA time zone such as Europe/Berlin or America/New_York: got "Europe/Berln"; did you mean "Europe/Berlin"?",
			  ],
			  "an empty label": [
			    "statuses.0.label: must not be empty: got """,
			  ],
			  "an unknown status": [
			    "names.0.status: unknown status "partnr": not one of the five (favourite, okay, jokingly, friends_only, avoid) nor one of this profile's own (partner); did you mean "partner"? Or define it under statuses: with a label and counts_as",
			  ],
			  "no key": [
			    "statuses.0.key: the key "My status" must start with a lowercase letter and hold only a-z, 0-9 and "_", at most 30 characters: got {"label":"L","counts_as":"okay"}; rename it (such as my_status)",
			  ],
			  "no language tag": [
			    "lang: is not a well-formed language tag (BCP 47, at most 35 characters): write the language's code, with a region or script after a hyphen if it matters, such as "en", "de", "pt-BR" or "zh-Hant": got "english please"",
			  ],
			}
		`);
	});

	test('more own statuses than the limit, and one key twice', () => {
		const rows = Array.from({ length: 11 }, (_, i) => ({
			key: `s${i}`,
			label: 'L',
			icon: '',
			counts_as: 'okay',
		}));
		const at = (count: number) =>
			formResult(
				{ ...RICH, statuses: rows.slice(0, count) },
				NEW_USER,
				{ ...DEFAULT_LIMITS },
				NAME_RULE,
			);
		expect(at(DEFAULT_LIMITS.statuses).ok).toBe(false); // RICH's entries use partner and meh
		const ten = formResult(
			{ ...RICH, names: [], pronouns: [], fields: [], statuses: rows.slice(0, 10) },
			NEW_USER,
			DEFAULT_LIMITS,
			NAME_RULE,
		);
		expect(ten.ok).toBe(true);
		const eleven = formResult(
			{ ...RICH, names: [], pronouns: [], fields: [], statuses: rows },
			NEW_USER,
			DEFAULT_LIMITS,
			NAME_RULE,
		);
		expect(eleven.ok ? [] : eleven.issues.map((issue) => issue.control)).toEqual(['statuses']);
		expect(statusKeyTwice({ statuses: [rows[0]!, rows[1]!, rows[0]!] }, 'twice')).toEqual([
			{ control: 'statuses.2.key', path: 'statuses.s0', message: 'twice' },
		]);
	});
});

describe('a profile name with a space', () => {
	const nameSpace = (before: string, fixed: string) =>
		en['editorScript.nameSpace'].replace('{before}', before).replace('{fixed}', fixed);

	test('points at the space and gives the name with a hyphen', () => {
		expect(nameRuleFor('sam k', NAME_RULE, nameSpace)).toMatchInlineSnapshot(
			`"Your profile name has a space after "sam": a profile name holds no spaces, as it is the end of your page's address. Write "sam-k" instead."`,
		);
		expect(nameRuleFor('sam k', NAME_RULE)).toBe(NAME_RULE);
	});

	test('says the rule for a name without a space, or one a hyphen does not mend', () => {
		expect(nameRuleFor('s', NAME_RULE, nameSpace)).toBe(NAME_RULE);
		expect(nameRuleFor('sam ü', NAME_RULE, nameSpace)).toBe(NAME_RULE);
	});
});
