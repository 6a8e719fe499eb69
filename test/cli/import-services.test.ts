/**
 * Imports from other services (issue 32): fixtures shaped like each service's documented
 * answers, no network.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';
import { loadSite } from '../../src/content/site.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/imports');

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': profile('d4gn7g3p38l77tn1edd0') });
});
afterEach(() => project.cleanup());

const fixture = (name: string) => readFile(join(FIXTURES, name), 'utf8');
const content = (path: string) => readFile(join(project.dir, 'content/users', path), 'utf8');

describe('import of a PluralKit export', () => {
	test('writes the system as a user and its members as members; the report names every field not kept', async () => {
		await project.write({ 'export.json': await fixture('pluralkit-export.json') });
		const result = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(result.stdout).toMatchInlineSnapshot(`
			"wrote content/users/the-lighthouse/index.md
			wrote content/users/the-lighthouse/members/alice-marlowe.md
			wrote content/users/the-lighthouse/members/wren.md
			"
		`);
		expect(result.stderr).toMatchInlineSnapshot(`
			"note: the system "The Lighthouse": the description starts or ends with whitespace; it is kept without it
			note: member "Alice Marlowe" (members[0]): not kept (no such key here): color, birthday, created, autoproxy_enabled, message_count, last_message_timestamp, proxy_tags
			note: member fghij (members[1]) is private on PluralKit: not imported, as private means not published here (an unlisted member's page and API files are published); add its file yourself if it may be public
			note: member "Wren" (members[2]): private on PluralKit, so not published here: name, description; add it to the file yourself if it may be public
			note: member "Wren" (members[2]): not kept (no such key here): proxy_tags
			note: member "Wren" (members[2]): its name is private on PluralKit, so its file and address are named wren
			note: the system "The Lighthouse": not kept (no such key here): tag, banner, color, created, accounts, groups, switches, config.pings_enabled, config.show_private_info, config.member_limit, config.group_limit, config.proxy_error_message_enabled
			"
		`);
		expect(result.code).toBe(0);
		expect(await content('the-lighthouse/index.md')).toMatchInlineSnapshot(`
			"---
			id: p2n5vfpv0rt7ned3052o
			sid: mteqy
			display_name: The Lighthouse
			pronouns:
			  - pronouns: they/them
			    status: okay
			timezone: Europe/Berlin
			avatar_urls:
			  - https://cdn.example.org/system.png
			---

			We are a system of three.

			Please ask before using nicknames.
			"
		`);
		expect(await content('the-lighthouse/members/alice-marlowe.md')).toMatchInlineSnapshot(`
			"---
			id: rh4c7l94c128nit136nk
			sid: kajfiz
			display_name: Alice
			names:
			  - name: Alice Marlowe
			    status: okay
			pronouns:
			  - pronouns: she/her
			    status: okay
			  - pronouns: they/them
			    status: okay
			avatar_urls:
			  - https://cdn.example.org/alice.png
			---

			Keeps the light on.
			"
		`);
		// Sky is private on PluralKit: left out, as the report says (issue 44 point 5).
		expect(await readdir(join(project.dir, 'content/users/the-lighthouse/members'))).toEqual([
			'alice-marlowe.md',
			'wren.md',
		]);
		expect(await content('the-lighthouse/members/wren.md')).toMatchInlineSnapshot(`
			"---
			id: ofmnvuou0kjj0uu8cf9b
			sid: fuxyjg
			display_name: Wren
			pronouns:
			  - pronouns: he/him
			    status: okay
			---
			"
		`);
		// What import wrote is what check accepts.
		const site = await loadSite(join(project.dir, 'content'), { cwd: project.dir });
		expect(site.issues.filter((issue) => issue.severity !== 'warning')).toEqual([]);
	});

	test('a second import of the same export changes nothing', async () => {
		await project.write({ 'export.json': await fixture('pluralkit-export.json') });
		await cli(['import', 'export.json'], { cwd: project.dir });
		const before = await content('the-lighthouse/members/alice-marlowe.md');
		const again = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(again).toMatchObject({
			code: 0,
			stdout: 'unchanged: the files of this import are there already, the same bytes\n',
		});
		expect(await content('the-lighthouse/members/alice-marlowe.md')).toBe(before);
		expect(await readdir(join(project.dir, 'content/users/the-lighthouse/members'))).toEqual([
			'alice-marlowe.md',
			'wren.md',
		]);
	});

	test('--user names the user file', async () => {
		await project.write({ 'export.json': await fixture('pluralkit-export.json') });
		const result = await cli(['import', 'export.json', '--user', 'lighthouse'], {
			cwd: project.dir,
		});
		expect(result.code).toBe(0);
		expect(result.stdout).toContain('wrote content/users/lighthouse/index.md\n');
	});

	test.each([
		[
			'pluralkit-export.json',
			'Bad Name',
			'"Bad Name" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": choose another name, e.g. "bad-name"',
		],
		[
			'pronouns-cc-user.json',
			'.draft',
			'".draft" starts with ".", and such files are skipped (drafts, templates): choose another name',
		],
		[
			'pronouns-page-profile.json',
			'x',
			'"x" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"',
		],
	])(
		'a --user name that cannot be a file name is told of the option, not a file (%s)',
		async (file, user, message) => {
			await project.write({ 'export.json': await fixture(file) });
			const before = await readdir(join(project.dir, 'content/users'), { recursive: true });
			const result = await cli(['import', 'export.json', '--user', user], { cwd: project.dir });
			expect(result.code).toBe(2);
			expect(result.stderr.split('\n')[0]).toBe(`staticnouns import: --user: the name ${message}`);
			expect(await readdir(join(project.dir, 'content/users'), { recursive: true })).toEqual(
				before,
			);
		},
	);

	test('writes nothing when one member cannot be held, and says where', async () => {
		const exported = JSON.parse(await fixture('pluralkit-export.json'));
		exported.members[2].pronouns = Array.from({ length: 51 }, (_, index) => `x${index}/y`).join(
			', ',
		);
		await project.write({ 'export.json': JSON.stringify(exported, null, 1) });
		const result = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"export.json:103: members[2] → pronouns: as users/the-lighthouse/members/wren.md: has 51 entries, more than the 50 the site allows: keep the ones you use most (the site limit is set by limits.pronouns)
			1 problem in 1 file.
			This site cannot hold it as it is; nothing was written.
			"
		`);
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});

	test('a member name of 51-100 characters or one hosts take ("index", "404") gets the fallback and a report line; problems are listed members[0], [1], [10] (issue 43 point 5)', async () => {
		const exported = JSON.parse(await fixture('pluralkit-export.json'));
		exported.members = [
			{ id: 'abcde', name: 'index' },
			{ id: 'bcdef', name: 'L'.repeat(100) },
			{ id: 'cdefg', name: '404', display_name: 'Four' },
		];
		await project.write({ 'export.json': JSON.stringify(exported) });
		const result = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(result.stdout).toMatchInlineSnapshot(`
			"wrote content/users/the-lighthouse/index.md
			wrote content/users/the-lighthouse/members/abcde.md
			wrote content/users/the-lighthouse/members/llllllllllllllllllllllllllllllllllllllll.md
			wrote content/users/the-lighthouse/members/cdefg.md
			"
		`);
		expect(result.stderr.split('\n').filter((line) => /members\[/.test(line)))
			.toMatchInlineSnapshot(`
			[
			  "note: member "index" (members[0]): its name cannot name a file here (too little of it is letters or digits, or hosts take it as their own, as "index" and "404"), so its file and address are named after its PluralKit ID: abcde",
			  "note: member "LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL" (members[1]): as a name here, its name must be 1 to 50 characters long, but is 100, so it is kept as its display name",
			  "note: member "404" (members[2]): its name cannot name a file here (too little of it is letters or digits, or hosts take it as their own, as "index" and "404"), so its file and address are named after its PluralKit ID: cdefg",
			]
		`);
		expect(result.code).toBe(0);
		expect(await cli(['check'], { cwd: project.dir })).toMatchObject({ code: 0 });

		// One line of JSON: problems of members 0, 1 and 10 told in that order.
		const many = JSON.parse(await fixture('pluralkit-export.json'));
		const tooMany = Array.from({ length: 51 }, (_, index) => `x${index}/y`).join(', ');
		many.members = Array.from({ length: 11 }, (_, index) => ({
			id: `abcd${String.fromCharCode(97 + index)}`,
			name: `Member ${index}`,
			...([0, 1, 10].includes(index) ? { pronouns: tooMany } : {}),
		}));
		await project.write({ 'many.json': JSON.stringify(many) });
		const refused = await cli(['import', 'many.json', '--user', 'other'], { cwd: project.dir });
		expect(refused.code).toBe(1);
		expect(refused.stderr.split('\n').map((line) => line.split(' → ')[0])).toEqual([
			'many.json:1: members[0]',
			'many.json:1: members[1]',
			'many.json:1: members[10]',
			'3 problems in 1 file.',
			'This site cannot hold it as it is; nothing was written.',
			'',
		]);
	});

	// A member's file that cannot be written (a folder of its name) comes after the user's and the
	// first member's: what this import wrote is taken back, as the report says.
	test.each([
		['into a new user folder', {}, []],
		[
			'into a folder with a file and members already',
			{ 'the-lighthouse/notes.txt': 'mine', 'the-lighthouse/members/old.txt': 'mine' },
			['the-lighthouse/members/old.txt', 'the-lighthouse/notes.txt'],
		],
	])('writes nothing when a file cannot be written %s', async (_case, before, after) => {
		await project.write({
			'export.json': await fixture('pluralkit-export.json'),
			'content/users/the-lighthouse/members/wren.md/in-the-way': '',
			...Object.fromEntries(
				Object.entries(before).map(([path, text]) => [`content/users/${path}`, text]),
			),
		});
		const result = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"content/users/the-lighthouse/members/wren.md: already exists: edit it instead
			1 problem in 1 file.
			No file was written.
			"
		`);
		const users = join(project.dir, 'content/users');
		const left = (await readdir(users, { recursive: true, withFileTypes: true }))
			.filter((entry) => entry.isFile())
			.map((entry) => relative(users, join(entry.parentPath, entry.name)));
		expect(left.sort()).toEqual(
			['robin.md', 'the-lighthouse/members/wren.md/in-the-way', ...after].sort(),
		);
	});

	test('refuses deep nesting before any work, and a __proto__ key (which a schema would drop unseen)', async () => {
		const exported = JSON.parse(await fixture('pluralkit-export.json'));
		const deep = JSON.stringify({ ...exported, switches: [] }).replace(
			'"switches":[]',
			`"switches":${'['.repeat(100_000)}${']'.repeat(100_000)}`,
		);
		await project.write({ 'export.json': deep });
		const refused = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(refused).toMatchObject({ code: 1, stdout: '' });
		expect(refused.stderr).toContain(
			'export.json:1: lists and objects are nested more than 16 levels deep',
		);
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);

		const polluting = JSON.stringify(exported).replace(
			'"tag":',
			'"__proto__":{"polluted":true},"tag":',
		);
		await project.write({ 'export.json': polluting });
		const result = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(result).toMatchObject({ code: 1, stdout: '' });
		expect(result.stderr).toMatchInlineSnapshot(`
			"export.json:1: __proto__: "__proto__" is no key of a PluralKit export (pk;export): remove it
			1 problem in 1 file.
			Nothing was written.
			"
		`);
		expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
	});

	test('refuses a hostile export with the field and rule, user text escaped', async () => {
		const exported = JSON.parse(await fixture('pluralkit-export.json'));
		exported.members[0].id = '\u001b[31mred';
		exported.members[2].name = 'y'.repeat(1001);
		await project.write({ 'export.json': JSON.stringify(exported, null, 1) });
		const result = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).not.toContain('\u001b');
		expect(result.stderr).toMatchInlineSnapshot(`
			"export.json:39: members[0].id: must be a PluralKit ID: 5 or 6 letters a-z: got "\\u001b[31mred"
			export.json:106: members[2].name: must be at most 1000 characters, far more than PluralKit allows: got "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…
			2 problems in 1 file.
			This is not a PluralKit export (pk;export); nothing was written.
			"
		`);
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});
});

describe("import of a pronouns.cc user (its API's later shape)", () => {
	test('keeps its IDs, custom preferences as own statuses, library flags, member_title and unlisted members; names the rest', async () => {
		await project.write({ 'ash.json': await fixture('pronouns-cc-user.json') });
		const result = await cli(['import', 'ash.json'], { cwd: project.dir });
		expect(result.stdout).toMatchInlineSnapshot(`
			"wrote content/users/ash/index.md
			wrote content/users/ash/members/fern.md
			wrote content/users/ash/members/moss.md
			"
		`);
		expect(result.stderr).toMatchInlineSnapshot(`
			"note: the user "ash": the custom preference "Partner only" is the own status partner_only, counted as friends_only; check that it counts as you mean
			note: the user "ash": the custom preference "Jokingly" is muted on pronouns.cc, so it is the status avoid here, not jokingly
			note: the user "ash": the flag "Gardening club" is not one of the library's; not kept (add its image as { image, name, description } yourself)
			note: the user "ash": avatar "9ac3f1e2b7d84c6a0f1e2d3c4b5a6978" is an image on pronouns.cc's servers, not an address; not kept (add avatar: or avatar_urls: yourself)
			note: the user "ash": utc_offset 3600 is not kept: an offset names no time zone (it changes with summer time); add timezone: (such as Europe/Berlin) to the file yourself
			note: members as a user's list gives them have no fields or flags (pronouns.cc leaves them out of the list): for them, delete a member's file and import its own answer (GET /api/v1/members/{id})
			"
		`);
		expect(result.code).toBe(0);
		expect(await content('ash/index.md')).toMatchInlineSnapshot(`
			"---
			id: cmk3e2vdr8ug6oqkqf5g
			sid: qfxdu
			display_name: Ash 🌿
			statuses:
			  partner_only:
			    label: Partner only
			    icon: heart
			    counts_as: friends_only
			names:
			  - name: Ash
			    status: favourite
			  - name: Ashley
			    status: avoid
			  - name: Sprout
			    status: partner_only
			pronouns:
			  - pronouns: he/him/his/his/himself
			    display_text: he/him
			    status: favourite
			  - pronouns: they/them/their/theirs/themself
			    status: okay
			fields:
			  - name: Honorifics
			    favourite:
			      - Mx.
			    avoid:
			      - Sir
			      - boss
			    partner_only:
			      - dear
			flags:
			  - transgender
			  - nonbinary
			member_title: Headmates
			links:
			  - https://social.example.org/@ash
			---

			Gardener and tea person.
			He/they, no honorifics please.
			"
		`);
		expect(await content('ash/members/moss.md')).toMatchInlineSnapshot(`
			"---
			id: cmk3g1vdr8ug6oqkqf71
			sid: abqzxz
			names:
			  - name: Moss
			    status: okay
			unlisted: true
			---

			Quiet.
			"
		`);
		const site = await loadSite(join(project.dir, 'content'), { cwd: project.dir });
		expect(site.issues.filter((issue) => issue.severity !== 'warning')).toEqual([]);
		const again = await cli(['import', 'ash.json'], { cwd: project.dir });
		expect(again.stdout).toBe(
			'unchanged: the files of this import are there already, the same bytes\n',
		);
	});

	test('refuses more custom preferences than the site allows', async () => {
		const user = JSON.parse(await fixture('pronouns-cc-user.json'));
		const many = Object.fromEntries(
			Array.from({ length: 11 }, (_, index) => [
				`3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a${String(index).padStart(2, '0')}`,
				{
					icon: 'star',
					tooltip: `Custom ${index}`,
					size: 'normal',
					muted: false,
					favourite: false,
				},
			]),
		);
		await project.write({ 'ash.json': JSON.stringify({ ...user, custom_preferences: many }) });
		const result = await cli(['import', 'ash.json'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toContain('at most 10 statuses are allowed, but there are 11');
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});
});

describe('import of a pronouns.cc member alone (GET /api/v1/members/{id})', () => {
	test("goes into the user with its user's ID; the user's custom preferences it uses become its own statuses", async () => {
		await project.write({ 'ash.json': await fixture('pronouns-cc-user.json') });
		await cli(['import', 'ash.json'], { cwd: project.dir });
		await project.write({ 'fern.json': await fixture('pronouns-cc-member.json') });
		// The member as the user's list gave it is there already: its own answer is refused ...
		const there = await cli(['import', 'fern.json'], { cwd: project.dir });
		expect(there).toMatchObject({ code: 1, stdout: '' });
		expect(there.stderr).toContain(
			'content/users/ash/members/fern.md: this member (ID cmk3g1vdr8ug6oqkqf70) exists already: to update it, edit this file, or delete it and run the import again',
		);
		// ... until its file is deleted, as the user's import said.
		await rm(join(project.dir, 'content/users/ash/members/fern.md'));
		const result = await cli(['import', 'fern.json'], { cwd: project.dir });
		expect(result.stdout).toMatchInlineSnapshot(`
			"wrote content/users/ash/members/fern.md
			"
		`);
		expect(result.stderr).toMatchInlineSnapshot(`
			"note: the member "fern": the custom preference "Partner only" is the own status partner_only, counted as friends_only; check that it counts as you mean
			"
		`);
		expect(result.code).toBe(0);
		expect(await content('ash/members/fern.md')).toMatchInlineSnapshot(`
			"---
			id: cmk3g1vdr8ug6oqkqf70
			sid: abqzxy
			display_name: Fern
			statuses:
			  partner_only:
			    label: Partner only
			    icon: heart
			    counts_as: friends_only
			names:
			  - name: Fern
			    status: favourite
			  - name: Fernie
			    status: partner_only
			pronouns:
			  - pronouns: she/her
			    status: favourite
			fields:
			  - name: Words
			    okay:
			      - maestra
			    avoid:
			      - lady
			flags:
			  - lesbian
			links:
			  - https://music.example.org/fern
			---

			Plays the cello.
			"
		`);
		const site = await loadSite(join(project.dir, 'content'), { cwd: project.dir });
		expect(site.issues.filter((issue) => issue.severity !== 'warning')).toEqual([]);
		const again = await cli(['import', 'fern.json'], { cwd: project.dir });
		expect(again).toMatchObject({
			code: 0,
			stdout: 'unchanged: the files of this import are there already, the same bytes\n',
		});
	});

	test('--user names the user it goes into; a user file alone is moved to the folder form', async () => {
		await project.write({ 'fern.json': await fixture('pronouns-cc-member.json') });
		const result = await cli(['import', 'fern.json', '--user', 'robin'], { cwd: project.dir });
		expect(result.stderr).toMatchInlineSnapshot(`
			"note: the member's pronouns.cc user is "ash" (ID cmk3e2vdr8ug6oqkqf5g); it is imported into robin (ID d4gn7g3p38l77tn1edd0), as --user says
			note: the member "fern": the custom preference "Partner only" is the own status partner_only, counted as friends_only; check that it counts as you mean
			"
		`);
		expect(result.code).toBe(0);
		expect(result.stdout).toMatchInlineSnapshot(`
			"moved content/users/robin.md → content/users/robin/index.md (the folder form, which a user with members needs)
			wrote content/users/robin/members/fern.md
			"
		`);
	});

	test('without its user here and without --user: refused with how to import it', async () => {
		await project.write({ 'fern.json': await fixture('pronouns-cc-member.json') });
		const result = await cli(['import', 'fern.json'], { cwd: project.dir });
		expect(result).toMatchObject({ code: 1, stdout: '' });
		expect(result.stderr).toMatchInlineSnapshot(`
			"fern.json:32: user.id: no user here has the ID "cmk3e2vdr8ug6oqkqf5g" of this Member's user ("ash"): import that user first, or give --user <name> to import the Member for a user here
			1 problem in 1 file.
			Nothing was written.
			"
		`);
		const missing = await cli(['import', 'fern.json', '--user', 'nobody'], { cwd: project.dir });
		expect(missing.code).not.toBe(0);
		expect(missing.stderr).toMatchInlineSnapshot(`
			"content/users/nobody: there is no user "nobody" (a profile with a valid ID and name) to add a member to: add the user first with: npx staticnouns new nobody
			1 problem in 1 file.
			No file was written.
			"
		`);
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});

	test('refuses a hostile member with the field and rule', async () => {
		const member = JSON.parse(await fixture('pronouns-cc-member.json'));
		member.user.id = 7;
		member.names[0].value = 'n'.repeat(1001);
		await project.write({ 'fern.json': JSON.stringify(member, null, 1) });
		const result = await cli(['import', 'fern.json', '--user', 'robin'], { cwd: project.dir });
		expect(result).toMatchObject({ code: 1, stdout: '' });
		expect(result.stderr).toMatchInlineSnapshot(`
			"fern.json:13: names[0].value: must be at most 1000 characters, far more than pronouns.cc allows: got "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…
			fern.json:52: user.id: must be a string, not a number (put the value in quotes): got 7
			2 problems in 1 file.
			This is not a pronouns.cc member (GET /api/v1/members/{id}, its API's later shape); nothing was written.
			"
		`);
		const polluting = (await fixture('pronouns-cc-member.json')).replace(
			'"custom_preferences": {',
			'"custom_preferences": { "__proto__": { "tooltip": "x" },',
		);
		await project.write({ 'fern.json': polluting });
		const proto = await cli(['import', 'fern.json', '--user', 'robin'], { cwd: project.dir });
		expect(proto).toMatchObject({ code: 1, stdout: '' });
		expect(proto.stderr).toContain('"__proto__" is no key of a pronouns.cc member');
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});
});

describe('every import is bounded before any work (issue 44 point 3)', () => {
	test('150,000 pronouns.cc custom preferences are refused by their count, at their line, nothing written', async () => {
		const custom_preferences = Object.fromEntries(
			Array.from({ length: 150_000 }, (_, index) => [`p${index}`, { tooltip: 'Partner' }]),
		);
		await project.write({
			'ash.json': JSON.stringify({ id: 'cmk3e2vdr8ug6oqkqf5g', name: 'ash', custom_preferences }),
		});
		const result = await cli(['import', 'ash.json'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"ash.json:1: custom_preferences: at most 10 statuses are allowed, but there are 150,000 (custom preferences that become own statuses): remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.statuses)
			1 problem in 1 file.
			This is more than this site's limits allow; nothing was written.
			"
		`);
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});

	test('100,000 pronouns.page opinions of the chosen language are refused by their count', async () => {
		const opinions = Object.fromEntries(
			Array.from({ length: 100_000 }, (_, index) => [
				`i${index}`,
				{ icon: `i${index}`, description: 'Partner only' },
			]),
		);
		await project.write({
			'ash.json': JSON.stringify({
				id: 'x1',
				username: 'ash',
				profiles: { en: { opinions }, de: {} },
			}),
		});
		const result = await cli(['import', 'ash.json', '--language', 'en'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[0]).toMatchInlineSnapshot(
			`"ash.json:1: profiles.en.opinions: at most 10 statuses are allowed, but there are 100,000 (custom opinions that become own statuses): remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.statuses)"`,
		);
		// The other language's profile is not counted: it is not imported.
		const other = await cli(['import', 'ash.json', '--language', 'de'], { cwd: project.dir });
		expect(other.stderr).not.toContain('statuses are allowed');
	});

	test('a PluralKit export of more members than the site allows is refused before any member is mapped', async () => {
		const exported = JSON.parse(await fixture('pluralkit-export.json'));
		exported.members = Array.from({ length: 101 }, (_, index) => ({
			id: `m${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}aa`,
			name: `Member ${index}`,
		}));
		await project.write({ 'export.json': JSON.stringify(exported) });
		const result = await cli(['import', 'export.json'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[0]).toMatchInlineSnapshot(
			`"export.json:1: members: at most 100 members are allowed, but there are 101: remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.members)"`,
		);
	});

	test('a 26 MB file is refused by its size before it is parsed: a usage error, no stack', async () => {
		// Valid JSON all through: only its size refuses it.
		await project.write({
			'big.json': `{"id": "exmpl", "members": [], "version": 2, "switches": "${'x'.repeat(26 * 1000 * 1000)}"}`,
		});
		const result = await cli(['import', 'big.json'], { cwd: project.dir });
		expect(result.code).toBe(2);
		const [first, blank, usage] = result.stderr.split('\n');
		expect(first).toMatchInlineSnapshot(
			`"staticnouns import: cannot read big.json: it is larger than 12.6 MiB, the most an import reads here (a user and limits.members members of limits.fileBytes each, twice over): give one User, Member or export (a PluralKit export's "switches", which are not imported, may be removed)"`,
		);
		// The command's usage follows, as for any usage error: no stack.
		expect([blank, usage]).toEqual([
			'',
			'Usage: staticnouns import <file | -> [--user <name>] [--language <code>]',
		]);
		expect(result.stderr).not.toMatch(/\n\s+at /);
	});
});
