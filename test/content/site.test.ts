import { join } from 'node:path';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../src/content/issues.ts';
import {
	everyProfile,
	findProfiles,
	loadSite,
	profileKey,
	profilePlaceOf,
	resolveContentDir,
} from '../../src/content/site.ts';

const fixture = (name: string) => join(import.meta.dirname, '../fixtures/sites', name);

/** The profile files of the examples, users and members, in path order. */
const EXAMPLE_FILES = [
	'users/ash.md',
	'users/kit/index.md',
	'users/kit/members/juniper/index.md',
	'users/kit/members/rowan.md',
	'users/mo.json',
	'users/robin.md',
	'users/sam/index.json',
];

describe('loadSite', () => {
	test('returns file and folder profiles sorted by name, skipping _ and . names and other files', async () => {
		const { profiles, issues } = await loadSite(fixture('folders'), { cwd: fixture('folders') });
		expect(issues).toEqual([]);
		expect(profiles.map((p) => [p.user.name, p.file, p.user.bio])).toEqual([
			['kit', 'users/kit/index.md', "Kit's bio"],
			['sam', 'users/sam/index.json', "Sam's bio"],
		]);
	});

	test('returns the model frozen, the avatar addresses in the User it was built with', async () => {
		const examples = join(import.meta.dirname, '../fixtures/examples');
		const { profiles } = await loadSite(examples, {
			cwd: examples,
			site: 'https://profiles.example.org',
			base: '/',
		});
		const kit = profiles.find((profile) => profile.user.name === 'kit')!;
		expect(kit.user.avatar_urls).toEqual([
			expect.stringMatching(/^https:\/\/profiles\.example\.org\/.+\.webp$/),
			expect.stringMatching(/\.jpe?g$/),
		]);
		expect(kit.localAvatar).not.toBeNull();
		expect(Object.isFrozen(profiles)).toBe(true);
		for (const profile of profiles)
			expect([
				Object.isFrozen(profile),
				Object.isFrozen(profile.user),
				Object.isFrozen(profile.user.names),
			]).toEqual([true, true, true]);
		expect(() => ((kit.user as { avatar_urls: string[] }).avatar_urls = [])).toThrow(TypeError);
		expect(() => ((kit as { localAvatar: unknown }).localAvatar = null)).toThrow(TypeError);
		// The types forbid it too (checked by tsc, never run).
		const change = () => {
			// @ts-expect-error localAvatar is readonly
			kit.localAvatar = null;
		};
		expect(change).toThrow(TypeError);
	});

	test('errors on profile folders with both, no, or extra profile files', async () => {
		const { issues } = await loadSite(fixture('folder-mistakes'), {
			cwd: fixture('folder-mistakes'),
		});
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"users/both: a profile folder holds either index.md or index.json, not both: merge them into one
			users/empty: a profile folder needs an index.md or index.json; add one, or rename the folder to start with "_"
			users/extra/about.md: a profile folder holds one profile, its index.md or index.json; rename this file to start with "_" if it is not a profile
			3 problems in 3 files."
		`);
	});

	test('errors if the users folder is missing', async () => {
		const { issues } = await loadSite(fixture('no-users-folder'), {
			cwd: fixture('no-users-folder'),
		});
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"users: the profiles folder is missing: create it and add one file per profile
			1 problem in 1 file."
		`);
	});

	test('returns no profiles and no issues for an empty users folder', async () => {
		expect(await loadSite(fixture('empty'))).toEqual({ profiles: [], identities: [], issues: [] });
	});

	test('returns no profiles when any file has issues, so nothing partial is published', async () => {
		const { profiles, issues } = await loadSite(fixture('duplicate-id'));
		expect(profiles).toEqual([]);
		expect(issues).toHaveLength(1);
	});

	test('errors on control characters, lone surrogates, direction controls and blank text in any field, and accepts marks, tabs and line breaks in the bio', async () => {
		const { issues } = await loadSite(fixture('unsafe-text'), { cwd: fixture('unsafe-text') });
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"users/bel-in-pronouns.md:4: pronouns[0]: must not contain control characters (invisible codes that terminals and pages act on), and U+0007 is one: got "they/them\\u0007"; remove it
			users/blank-display-name.md:3: display_name: must contain a visible character, not only spaces or invisible characters: got "ㅤ"; write the text, or leave the entry out
			users/blank-field-entry.json:3: fields[0].avoid[0]: must contain a visible character, not only spaces or invisible characters: got "​⠀"; write the text, or leave the entry out
			users/c1-controls.md:4: links[0]: must not contain control characters (invisible codes that terminals and pages act on), and U+0085 is one: got "https://example.org/\\x85"; remove it
			users/c1-controls.md:6: bio: must not contain control characters other than tab and line breaks (invisible codes that terminals and pages act on), and U+009B is one: got "A bio with a C1 control \\x9b here.\\n"; remove it
			users/escape-in-display-name.md:3: display_name: must not contain control characters (invisible codes that terminals and pages act on), and U+001B is one: got "Robin\\u001b[2J\\u001b[31mOK"; remove it
			users/lone-surrogate.json:3: display_name: must not contain a lone surrogate (U+D83D), half of a character that strict JSON parsers reject: got "Robin \\ud83d"; retype the character
			users/nul-in-name.md:4: names[0]: must not contain control characters (invisible codes that terminals and pages act on), and U+0000 is one: got "Rob\\u0000in"; remove it
			users/override-in-display-text.md:5: pronouns[0].display_text: must not contain direction controls U+202A-202E or U+2066-2069, which reorder the text shown after them, and U+202E is one: got "\\u202ereh/ehs"; remove it (the marks U+200E and U+200F are allowed)
			9 problems in 8 files."
		`);
	});

	test('applies the limits it is given, over the defaults', async () => {
		const content = join(import.meta.dirname, '../fixtures/projects/pronouns-limit-1/content');
		expect((await loadSite(content)).issues).toEqual([]);
		const { issues } = await loadSite(content, { cwd: content, limits: { pronouns: 1 } });
		expect(formatReport(issues)).toBe(
			'users/sam.md:3: pronouns: has 2 entries, more than the 1 the site allows: keep the ones you use most (the site limit is set by limits.pronouns)\n1 problem in 1 file.',
		);
	});

	test("returns each user's members sorted by name, with ownerUser, and the members among the identities", async () => {
		const examples = join(import.meta.dirname, '../fixtures/examples');
		const { profiles, identities, issues } = await loadSite(examples, {
			cwd: examples,
			site: 'https://profiles.example.org',
			base: '/',
		});
		expect(issues).toEqual([]);
		expect(
			profiles.map((p) => [
				p.user.name,
				p.ownerUser,
				p.members.map((m) => [m.user.name, m.file, m.ownerUser, m.members, m.owners]),
			]),
		).toEqual([
			['ash', null, []],
			[
				'kit',
				null,
				[
					[
						'juniper',
						'users/kit/members/juniper/index.md',
						{ id: 'd574dg3qf8mta91c2tpg', name: 'kit' },
						[],
						[],
					],
					[
						'rowan',
						'users/kit/members/rowan.md',
						{ id: 'd574dg3qf8mta91c2tpg', name: 'kit' },
						[],
						[],
					],
				],
			],
			['mo', null, []],
			['robin', null, []],
			['sam', null, []],
		]);
		expect(identities.map((identity) => identity.file).sort()).toEqual(EXAMPLE_FILES);
		const [juniper, rowan] = profiles.find((p) => p.user.name === 'kit')!.members;
		// A member's local avatar is checked and published as a user's, under its own ID.
		expect(juniper!.localAvatar?.webp).toMatch(
			/^media\/users\/dc24aka2279j0d5s373g\/[0-9a-f]+\.webp$/,
		);
		expect(juniper!.user.avatar_urls).toEqual([
			`https://profiles.example.org/${juniper!.localAvatar!.webp}`,
			`https://profiles.example.org/${juniper!.localAvatar!.jpeg}`,
		]);
		expect(rowan!.localAvatar).toBeNull();
		expect([
			Object.isFrozen(juniper),
			Object.isFrozen(juniper!.user),
			Object.isFrozen(profiles[1]!.members),
		]).toEqual([true, true, true]);
	});

	test('errors on member folders as on profile folders, on members of members, on owners in a member, and on a user in one file beside its members', async () => {
		const { issues } = await loadSite(fixture('member-folder-mistakes'), {
			cwd: fixture('member-folder-mistakes'),
		});
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"users/kit/members/both: a profile folder holds either index.md or index.json, not both: merge them into one
			users/kit/members/deep/members/x.md: a member has no members of its own: only a user's folder holds a members/ folder; move this file to kit/members/, or rename it to start with "_" if it is not a profile
			users/kit/members/empty: a profile folder needs an index.md or index.json; add one, or rename the folder to start with "_"
			users/kit/members/extra/about.md: a profile folder holds one profile, its index.md or index.json; rename this file to start with "_" if it is not a profile
			users/kit/members/owned.md:3: owners: a member has no owners of its own: got ["kit-gh"]; the owners of its user (in the user's index.md or index.json) own the whole folder, members included: remove this key, or add the owners to the user
			users/robin.md: this user has members (in robin/members/), so the profile must be in the folder form, beside them: move this file to robin/index.md
			6 problems in 6 files."
		`);
	});

	test.each([
		['at', 3, ''],
		[
			'one past',
			2,
			'users/sam/members: too many members: this folder holds 3, and a user may have at most 2 (the site limit is set by limits.members): remove the ones no longer used, or merge some\n1 problem in 1 file.',
		],
	])('applies limits.members %s the bound', async (_label, members, report) => {
		const { issues } = await loadSite(fixture('members-limit'), {
			cwd: fixture('members-limit'),
			limits: { members },
		});
		expect(issues.length ? formatReport(issues) : '').toBe(report);
	});

	test('reads the example content of this repository without issues', async () => {
		const { profiles, issues } = await loadSite(
			resolveContentDir(join(import.meta.dirname, '../..'), {}),
		);
		expect(formatReport(issues)).toBe('0 problems in 0 files.');
		expect(profiles.length).toBeGreaterThanOrEqual(4);
	});
});

describe('everyProfile', () => {
	test('returns each user followed by its members', async () => {
		const examples = join(import.meta.dirname, '../fixtures/examples');
		const { profiles } = await loadSite(examples, { cwd: examples, site: 'https://p.example' });
		expect(everyProfile(profiles).map((profile) => profile.file)).toEqual(EXAMPLE_FILES);
	});
});

describe('resolveContentDir', () => {
	test('returns content/ in the root, or CONTENT_DIR relative to it', () => {
		expect(resolveContentDir('/srv/site', {})).toBe('/srv/site/content');
		expect(resolveContentDir('/srv/site', { CONTENT_DIR: 'test/fixtures/x' })).toBe(
			'/srv/site/test/fixtures/x',
		);
		expect(resolveContentDir('/srv/site', { CONTENT_DIR: '/tmp/bench' })).toBe('/tmp/bench');
	});
});

describe('profilePlaceOf', () => {
	test.each([
		['robin.md', { name: 'robin' }],
		['Robin.JSON', { name: 'Robin' }],
		['kit/index.md', { name: 'kit' }],
		['kit/index.json', { name: 'kit' }],
		['index.md', { name: 'index' }],
		['kit/members/rowan.md', { name: 'rowan', user: 'kit' }],
		['kit/members/juniper/index.json', { name: 'juniper', user: 'kit' }],
		['kit/members/juniper/INDEX.md', { name: 'juniper', user: 'kit' }],
		['kit/avatar.png', undefined],
		['kit/notes.md', undefined],
		['kit/sub/index.md', undefined],
		['kit/members/juniper/avatar.png', undefined],
		['kit/members/juniper/notes.md', undefined],
		['kit/members/juniper/members/x.md', undefined],
		['kit/members/juniper/members/x/index.md', undefined],
		['kit/Members/rowan.md', undefined],
		['kit/members/_rowan.md', undefined],
		['kit/_members/rowan.md', undefined],
		['_draft.md', undefined],
		['.hidden.json', undefined],
		['_drafts/zed.md', undefined],
		['README.txt', undefined],
	])('returns %j as %j', (path, place) => {
		expect(profilePlaceOf(path)).toEqual(place);
	});
});

describe('profileKey', () => {
	test('returns the name of a user, and user/name for a member', () => {
		expect([profileKey({ name: 'kit' }), profileKey({ name: 'juniper', user: 'kit' })]).toEqual([
			'kit',
			'kit/juniper',
		]);
	});
});

describe('findProfiles', () => {
	test("returns members in their user's members/ folder, by file and by folder, with the user's name", () => {
		expect(
			findProfiles([
				'kit/index.md',
				'kit/members/rowan.md',
				'kit/members/juniper/index.md',
				'kit/members/juniper/avatar.png',
				'kit/members/notes.txt',
				'kit/members/_x.md',
			]),
		).toEqual({
			files: [
				{ path: 'kit/index.md', name: 'kit' },
				{ path: 'kit/members/juniper/index.md', name: 'juniper', user: 'kit' },
				{ path: 'kit/members/rowan.md', name: 'rowan', user: 'kit' },
			],
			problems: [],
		});
	});

	test('tells a member in a misspelt members folder where it belongs', () => {
		const { problems } = findProfiles([
			'alex/index.md',
			'alex/member/bee.md',
			'alex/Members/bee.md',
			'alex/memebrs/cy/index.md',
			'alex/photos/notes.md',
		]);
		expect(problems.map((problem) => `${problem.path}: ${problem.message}`).join('\n'))
			.toMatchInlineSnapshot(`
				"alex/Members/bee.md: a member's profile belongs in the folder "members" (lowercase, with the "s"), not "Members": move this file to alex/members/bee.md
				alex/member/bee.md: a member's profile belongs in the folder "members" (lowercase, with the "s"), not "member": move this file to alex/members/bee.md
				alex/memebrs/cy/index.md: a member's profile belongs in the folder "members" (lowercase, with the "s"), not "memebrs": move this file to alex/members/cy/index.md
				alex/photos/notes.md: a profile folder holds one profile, its index.md or index.json; rename this file to start with "_" if it is not a profile"
			`);
	});

	test('errors on a user file beside a folder of members, naming the move', () => {
		expect(findProfiles(['robin.json', 'robin/members/ash.md']).problems).toEqual([
			{
				path: 'robin.json',
				message:
					'this user has members (in robin/members/), so the profile must be in the folder form, beside them: move this file to robin/index.json',
			},
		]);
		expect(findProfiles(['robin/members/ash.md']).problems).toEqual([
			{
				path: 'robin',
				message:
					'a profile folder needs an index.md or index.json; add one, or rename the folder to start with "_"',
			},
		]);
	});

	test('returns profiles in path order and reports folders without exactly one index', () => {
		expect(
			findProfiles([
				'sam.json',
				'kit/avatar.png',
				'kit/index.md',
				'both/index.md',
				'both/index.json',
				'art/a.png',
				'x/notes.md',
				'x/index.json',
				'_t/a.md',
			]),
		).toEqual({
			files: [
				{ path: 'kit/index.md', name: 'kit' },
				{ path: 'sam.json', name: 'sam' },
				{ path: 'x/index.json', name: 'x' },
			],
			problems: [
				{
					path: 'art',
					message:
						'a profile folder needs an index.md or index.json; add one, or rename the folder to start with "_"',
				},
				{
					path: 'both',
					message:
						'a profile folder holds either index.md or index.json, not both: merge them into one',
				},
				{
					path: 'x/notes.md',
					message:
						'a profile folder holds one profile, its index.md or index.json; rename this file to start with "_" if it is not a profile',
				},
			],
		});
	});

	test('errors on index files that differ only in case, naming each', () => {
		expect(findProfiles(['Kit/INDEX.md', 'Kit/index.md']).problems).toEqual([
			{
				path: 'Kit',
				message:
					'a profile folder holds one index file, but this one holds "INDEX.md" and "index.md" (names that differ only in case are one file on macOS and Windows): merge them into one index.md or index.json',
			},
		]);
	});
});

describe('loadSite: derived short IDs that meet', () => {
	test('the later ID takes the next round of its hash, in the model the pages and API read', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'staticnouns-sids-'));
		try {
			// Two xids whose first derived user sids meet (test/content/validate/short-ids.test.ts).
			await mkdir(join(dir, 'users'));
			await writeFile(join(dir, 'users/zed.md'), '---\nid: d4gn7g3p38l77tn1005k\n---\n');
			await writeFile(join(dir, 'users/amy.md'), '---\nid: d4gn7g3p38l77tn1007b\n---\n');
			const site = await loadSite(dir, { cwd: dir });
			expect(site.issues).toEqual([]);
			expect(site.profiles.map((profile) => [profile.user.name, profile.sid])).toEqual([
				['amy', 'agpmp'],
				['zed', 'iyrhl'],
			]);
			expect(Object.isFrozen(site.profiles[0])).toBe(true);
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});
