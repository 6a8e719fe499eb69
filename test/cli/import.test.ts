import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile as readText } from 'node:fs/promises';
import { IMPORT_MAX_BYTES } from '../../src/cli/commands/import.ts';
import { importMaxBytes } from '../../src/authoring/imports/bounds.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { apiMember, serializeMember, serializeUser } from '../../src/publish/api/v1.ts';
import { loadSite } from '../../src/content/site.ts';
import type { Member } from '../../src/schemas/user.ts';
import { cli, spawnCli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';
import { makeUser } from '../helpers/users.ts';
import { userArbitrary } from '../helpers/user-arbitrary.ts';

/**
 * A written file with its short ID shown as <sid>: import writes a random one after the ID
 * (issue 32), which the snapshots below show.
 */
async function readFile(path: string, encoding: 'utf8'): Promise<string> {
	const text = await readText(path, encoding);
	const shown = text
		.replace(/^sid: [a-z]{5,6}\n/m, 'sid: <sid>\n')
		.replace(/^ {2}"sid": "[a-z]{5,6}",\n/m, '  "sid": "<sid>",\n');
	return shown;
}

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': profile('d4gn7g3p38l77tn1edd0') });
});
afterEach(() => project.cleanup());

const sam = makeUser({
	id: 'd4rtqg6m0rqdolrcep5g',
	name: 'sam',
	display_name: 'Sam "the" Cyclist',
	bio: 'Backend developer.\n\n*Strong* coffee.',
	avatar_urls: ['https://cdn.example.org/sam.webp', 'https://cdn.example.org/sam.jpg'],
	names: [{ name: 'Sam', status: 1 }],
	pronouns: [{ pronouns: 'he/him', display_text: 'he', status: 4 }],
	fields: [
		{
			name: 'Honorifics',
			favourite: ['Mx.'],
			okay: [],
			jokingly: [],
			friends_only: [],
			avoid: ['Sir'],
		},
	],
});

describe('staticnouns import', () => {
	test('writes the Markdown profile of a User from a file, bio as body, avatar_urls kept', async () => {
		await project.write({ 'sam.json': JSON.stringify(sam) });
		expect(await cli(['import', 'sam.json'], { cwd: project.dir })).toMatchObject({
			code: 0,
			stdout: 'wrote content/users/sam.md\n',
		});
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8'))
			.toMatchInlineSnapshot(`
			"---
			id: d4rtqg6m0rqdolrcep5g
			sid: <sid>
			display_name: Sam "the" Cyclist
			names:
			  - name: Sam
			    status: favourite
			pronouns:
			  - pronouns: he/him
			    display_text: he
			    status: friends_only
			fields:
			  - name: Honorifics
			    favourite:
			      - Mx.
			    avoid:
			      - Sir
			avatar_urls:
			  - https://cdn.example.org/sam.webp
			  - https://cdn.example.org/sam.jpg
			---

			Backend developer.

			*Strong* coffee.
			"
		`);
		expect((await cli(['check'], { cwd: project.dir })).code).toBe(0);
	});

	test('reads standard input with -', async () => {
		expect(
			(await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(sam) })).code,
		).toBe(0);
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8')).toContain(
			'id: d4rtqg6m0rqdolrcep5g\n',
		);
	});

	test.each([
		[
			'a missing file',
			['import', 'nope.json'],
			'',
			2,
			/^staticnouns import: cannot read nope\.json: no such file\n/,
		],
		[
			'no argument',
			['import'],
			'',
			2,
			/^staticnouns import: give a file with the User or Member JSON, or - to read standard input\n/,
		],
		[
			'invalid JSON',
			['import', '-'],
			'{\n  "id": "x",\n}',
			1,
			/^<stdin>:3: invalid JSON: expected a "quoted" key/,
		],
		['an empty input', ['import', '-'], '', 1, /^<stdin>:1: invalid JSON: the file is empty\n/],
	])('errors on %s', async (_label, args, input, code, message) => {
		const result = await cli(args, { cwd: project.dir, input });
		expect(result.code).toBe(code);
		expect(result.stderr).toMatch(message);
	});

	test('errors on a FIFO and a folder instead of waiting or reading on', async () => {
		execFileSync('mkfifo', [join(project.dir, 'pipe.json')]);
		await mkdir(join(project.dir, 'folder.json'));
		// In a process of its own, killed if it waits on the FIFO.
		expect(
			spawnCli(['import', 'pipe.json'], { cwd: project.dir, timeout: 30_000 }).stderr.split(
				'\n',
			)[0],
		).toBe('staticnouns import: cannot read pipe.json: it is a FIFO (named pipe), not a file');
		expect((await cli(['import', 'folder.json'], { cwd: project.dir })).stderr.split('\n')[0]).toBe(
			'staticnouns import: cannot read folder.json: it is a folder, not a file',
		);
	});

	test('errors on standard input past the import bound of the site limits, before parsing it; at the bound it is read', async () => {
		const bound = importMaxBytes(DEFAULT_LIMITS);
		expect(bound).toBeLessThan(IMPORT_MAX_BYTES);
		const past = await cli(['import', '-'], { cwd: project.dir, input: ' '.repeat(bound + 1) });
		expect(past.code).toBe(2);
		expect(past.stderr.split('\n')[0]).toMatchInlineSnapshot(
			`"staticnouns import: standard input is larger than 12.6 MiB, the most an import reads here (a user and limits.members members of limits.fileBytes each, twice over): give one User, Member or export (a PluralKit export's "switches", which are not imported, may be removed)"`,
		);
		// At the bound the input is read, and told as JSON is.
		const at = await cli(['import', '-'], { cwd: project.dir, input: ' '.repeat(bound) });
		expect(at.stderr.split('\n')[0]).toBe('<stdin>:1: invalid JSON: the file is empty');
	});

	test('errors on JSON that is not a v1 User, with every problem and its line', async () => {
		const input = JSON.stringify(
			{ ...sam, id: 'nope', names: [{ name: 'Sam', status: 7 }], extra: true },
			null,
			2,
		);
		const result = await cli(['import', '-'], { cwd: project.dir, input });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"<stdin>:2: id: must be exactly 20 characters of 0-9 and a-v (an xid): got "nope"
			<stdin>:13: names[0].status: must be one of 1, 2, 3, 4, 5: got 7
			<stdin>:38: extra: unknown key "extra"; known keys are id, name, display_name, bio, avatar_urls, links, names, pronouns, fields
			3 problems in 1 file.
			This is not a v1 User (for a Member or PartialMember, give --user <name>); nothing was written.
			"
		`);
	});

	test.each([
		[
			'a taken name',
			{ name: 'Robin' },
			'content/users/Robin.md: name: the name "Robin" is already taken by content/users/robin.md ("robin")',
		],
		[
			'a User that is a profile here under another name',
			{ id: 'd4gn7g3p38l77tn1edd0' },
			'content/users/robin.md: this profile (ID d4gn7g3p38l77tn1edd0) exists already under the name "robin": to update it, edit this file, or delete it and run the import again',
		],
		[
			'a name such files skip',
			{ name: '_sam' },
			'content/users/_sam.md: name: the name "_sam" starts with "_", and such files are skipped',
		],
		[
			'a name a web server runs',
			{ name: 'sam.php' },
			'content/users/sam.php.md: name: the name "sam.php" ends in ".php", which web servers run as a server-side script',
		],
	])('refuses %s, writing nothing', async (_label, change, message) => {
		const result = await cli(['import', '-'], {
			cwd: project.dir,
			input: JSON.stringify({ ...sam, ...change }),
		});
		expect(result.code).toBe(1);
		expect(result.stderr).toContain(message);
		expect(result.stderr).toContain('No file was written.');
	});
});

describe("staticnouns import, with the site's limits", () => {
	test('refuses a v1 User with more than the limits allow, naming each list, writing nothing', async () => {
		const many = Array.from({ length: 51 }, (_, i) => ({
			pronouns: `p${i}/q${i}`,
			display_text: null,
			status: 2,
		}));
		const input = JSON.stringify(
			{ ...sam, pronouns: many, fields: [{ ...sam.fields[0], okay: ['x'.repeat(101)] }] },
			null,
			1,
		);
		const result = await cli(['import', '-'], { cwd: project.dir, input });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"<stdin>:16: pronouns: has 51 entries, more than the 50 the site allows: keep the ones you use most (the site limit is set by limits.pronouns)
			<stdin>:280: fields[0].okay[0]: must be 1 to 100 characters long, but is 101: got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…; shorten it (the site limit is set by limits.fieldEntryLength)
			2 problems in 1 file.
			This is more than this site's limits allow; nothing was written.
			"
		`);
	});

	test("applies the limits of the project's astro.config.mjs", async () => {
		const integration = JSON.stringify(join(import.meta.dirname, '../../src/integration/index.ts'));
		await project.write({
			'astro.config.mjs': `import s from ${integration};\nexport default { integrations: [s({ limits: { names: 0 } })] };\n`,
		});
		const result = await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(sam) });
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			'astro.config.mjs: staticnouns(): limits.names: must be at least 1: got 0\n',
		);
	});
});

describe('staticnouns import, from anywhere', () => {
	test('reads a file given by its absolute path', async () => {
		await project.write({ 'saved/sam.json': JSON.stringify(sam) });
		const result = await cli(['import', join(project.dir, 'saved/sam.json')], { cwd: project.dir });
		expect(result).toEqual({ code: 0, stdout: 'wrote content/users/sam.md\n', stderr: '' });
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8')).toMatch(
			/^---\nid: d4rtqg6m0rqdolrcep5g\n/,
		);
	});

	test('reads a relative path from where the user stands, and writes into the project', async () => {
		await project.write({
			'content/users/sam.json.txt': JSON.stringify(sam),
			'package.json': '{}',
		});
		const result = await cli(['import', 'sam.json.txt'], {
			cwd: join(project.dir, 'content/users'),
		});
		expect(result).toEqual({
			code: 0,
			stdout: 'wrote content/users/sam.md\n',
			stderr: `staticnouns: in the project at ../.. (${project.dir}); paths are relative to it\n`,
		});
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8')).toMatch(
			/^---\nid: d4rtqg6m0rqdolrcep5g\n/,
		);
	});

	test('says that a User imported before exists, where, and how to update it', async () => {
		await project.write({ 'sam.json': JSON.stringify(sam) });
		expect((await cli(['import', 'sam.json'], { cwd: project.dir })).code).toBe(0);
		const again = await cli(['import', 'sam.json'], { cwd: project.dir });
		expect(again.code).toBe(1);
		expect(again.stderr).toMatchInlineSnapshot(`
			"content/users/sam.md: this profile (ID d4rtqg6m0rqdolrcep5g) exists already: to update it, edit this file, or delete it and run the import again
			1 problem in 1 file.
			No file was written.
			"
		`);
	});
});

describe('staticnouns import, over a file that exists', () => {
	test('refuses to overwrite it, even when it is not a valid profile', async () => {
		const project = await makeProject({ git: false });
		await project.write({ 'content/users/sam.md': 'not a profile yet' });
		const result = await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(sam) });
		const kept = await readFile(join(project.dir, 'content/users/sam.md'), 'utf8');
		await project.cleanup();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			'content/users/sam.md: already exists: edit it instead\n1 problem in 1 file.\nNo file was written.\n',
		);
		expect(kept).toBe('not a profile yet');
	});
});

const KIT = 'd574dg3qf8mta91c2tpg';
const juniper: Member = {
	id: 'd574dg3qf8mta91c2tq0',
	name: 'juniper',
	display_name: 'Juniper 🌿',
	bio: 'The one who gardens.',
	avatar_urls: [],
	links: ['https://social.example.org/@juniper'],
	names: [{ name: 'June', status: 1 }],
	pronouns: [{ pronouns: 'xe/xem', display_text: null, status: 1 }],
	fields: [
		{ name: 'Role', favourite: ['host'], okay: [], jokingly: [], friends_only: [], avoid: [] },
	],
	user: { id: KIT, name: 'kit', display_name: 'Kit', avatar_urls: [] },
};
const partial = (member: Member) => {
	const { fields: _fields, user: _user, ...rest } = member;
	return rest;
};

describe('staticnouns import of a Member', () => {
	beforeEach(() => project.write({ 'content/users/kit/index.md': profile(KIT) }));

	test('writes the member file for the user --user names', async () => {
		const result = await cli(['import', '-', '--user', 'kit'], {
			cwd: project.dir,
			input: JSON.stringify(juniper),
		});
		expect(result).toEqual({
			code: 0,
			stdout: 'wrote content/users/kit/members/juniper.md\n',
			stderr: '',
		});
		expect(await readFile(join(project.dir, 'content/users/kit/members/juniper.md'), 'utf8'))
			.toMatchInlineSnapshot(`
			"---
			id: d574dg3qf8mta91c2tq0
			sid: <sid>
			display_name: Juniper 🌿
			names:
			  - name: June
			    status: favourite
			pronouns:
			  - pronouns: xe/xem
			    status: favourite
			fields:
			  - name: Role
			    favourite:
			      - host
			links:
			  - https://social.example.org/@juniper
			---

			The one who gardens.
			"
		`);
		expect((await cli(['check'], { cwd: project.dir })).code).toBe(0);
	});

	test("finds the user by the Member's user.id without --user, and notes a user renamed here", async () => {
		const result = await cli(['import', '-'], {
			cwd: project.dir,
			input: JSON.stringify({ ...juniper, user: { ...juniper.user, name: 'kit-old' } }),
		});
		expect(result).toEqual({
			code: 0,
			stdout: 'wrote content/users/kit/members/juniper.md\n',
			stderr: `note: the Member's user "kit-old" is "kit" here (the same ID ${KIT})\n`,
		});
	});

	test('writes a PartialMember for --user, noting that it has no fields', async () => {
		const result = await cli(['import', '-', '--user', 'kit'], {
			cwd: project.dir,
			input: JSON.stringify(partial(juniper)),
		});
		expect(result.code).toBe(0);
		expect(result.stderr).toBe(
			'note: the Member has no "fields" (a PartialMember, as GET users/{ref}/members lists them): its file has none; GET members/d574dg3qf8mta91c2tq0 gives them\n',
		);
		expect(
			await readFile(join(project.dir, 'content/users/kit/members/juniper.md'), 'utf8'),
		).not.toContain('fields');
	});

	test('moves a user in a single file to the folder form first, and says so', async () => {
		await project.remove('content/users/kit');
		await project.write({ 'content/users/kit.md': profile(KIT) });
		const result = await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(juniper) });
		expect(result.stdout).toBe(
			'moved content/users/kit.md → content/users/kit/index.md (the folder form, which a user with members needs)\nwrote content/users/kit/members/juniper.md\n',
		);
		expect((await cli(['check'], { cwd: project.dir })).code).toBe(0);
	});

	test.each([
		[
			'a user.id that is not the ID of --user',
			['--user', 'robin'],
			juniper,
			`<stdin>:1: user.id: this Member belongs to the user with ID "${KIT}" ("kit"), but --user robin has the ID "d4gn7g3p38l77tn1edd0": give --user the user it belongs to, or remove "user" from the JSON to import it for robin`,
		],
		[
			'a user.id no user here has',
			[],
			{ ...juniper, user: { ...juniper.user, id: 'cccccccccccccccccccc' } },
			'<stdin>:1: user.id: no user here has the ID "cccccccccccccccccccc" of this Member\'s user ("kit"): import that user first, or give --user <name> to import the Member for a user here',
		],
		[
			'an unknown --user',
			['--user', 'kat'],
			partial(juniper),
			'content/users/kat: there is no user "kat" (a profile with a valid ID and name) to add a member to: did you mean "kit"?',
		],
		[
			'a name another member of the user has, ignoring case',
			['--user', 'kit'],
			{ ...juniper, id: 'cccccccccccccccccccc', name: 'JUNIPER' },
			'content/users/kit/members/JUNIPER.md: name: the name "JUNIPER" is already taken by content/users/kit/members/juniper.md ("juniper")',
		],
		[
			'the ID of a user',
			['--user', 'kit'],
			{ ...juniper, id: 'd4gn7g3p38l77tn1edd0' },
			'content/users/kit/members/juniper.md: id: the ID "d4gn7g3p38l77tn1edd0" is already used by content/users/robin.md; IDs are unique: give this profile a new ID, such as this fresh one: id: ',
		],
	])('refuses %s, writing nothing', async (_label, options, member, message) => {
		await project.write({ 'content/users/kit/members/juniper.md': profile(juniper.id) });
		const result = await cli(['import', '-', ...options], {
			cwd: project.dir,
			input: JSON.stringify(member),
		});
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[0]).toContain(message);
		expect(result.stderr).toMatch(/\nNo file was written\.\n$/);
		expect((await readdir(join(project.dir, 'content/users'), { recursive: true })).sort()).toEqual(
			['kit', 'kit/index.md', 'kit/members', 'kit/members/juniper.md', 'robin.md'],
		);
	});

	test('says that a Member imported before exists, where, and how to update it', async () => {
		expect(
			(await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(juniper) })).code,
		).toBe(0);
		const again = await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(juniper) });
		expect(again.code).toBe(1);
		expect(again.stderr).toMatchInlineSnapshot(`
			"content/users/kit/members/juniper.md: this member (ID d574dg3qf8mta91c2tq0) exists already: to update it, edit this file, or delete it and run the import again
			1 problem in 1 file.
			No file was written.
			"
		`);
	});

	test('errors with usage on a Member without user and without --user, or an export with --user', async () => {
		const none = await cli(['import', '-'], {
			cwd: project.dir,
			input: JSON.stringify(partial(juniper)),
		});
		expect(none.code).toBe(1);
		expect(none.stderr).toMatch(
			/This is not a v1 User \(for a Member or PartialMember, give --user <name>\); nothing was written\.\n$/,
		);
		const both = await cli(['import', '-', '--user', 'kit'], {
			cwd: project.dir,
			input: JSON.stringify({ ...sam, members: [] }),
		});
		expect(both.code).toBe(2);
		expect(both.stderr).toMatch(
			/^staticnouns import: --user is for a Member; a user export names its user itself\n/,
		);
	});

	test('errors on JSON that is not a Member, with every problem and its line', async () => {
		const result = await cli(['import', '-', '--user', 'kit'], {
			cwd: project.dir,
			input: JSON.stringify({ ...juniper, owners: ['kit'], user: { id: KIT } }, null, 2),
		});
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"<stdin>:35: user.avatar_urls: required
			<stdin>:35: user.display_name: required
			<stdin>:35: user.name: required
			<stdin>:38: owners: unknown key "owners"; known keys are id, name, display_name, bio, avatar_urls, links, names, pronouns, fields
			4 problems in 1 file.
			This is not a Member; nothing was written.
			"
		`);
	});
});

describe('staticnouns import of a user export', () => {
	const ash = {
		...juniper,
		id: 'd574dg3qf8mta91c2tr0',
		name: 'ash',
		display_name: null,
		bio: 'Line one\r\nline two',
	};
	const kit = {
		...makeUser({ id: KIT, name: 'kit', display_name: 'Kit' }),
		members: [juniper, partial(ash)],
	};

	test('writes the user in the folder form and one file per member', async () => {
		const result = await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(kit) });
		expect(result).toEqual({
			code: 0,
			stdout:
				'wrote content/users/kit/index.md\nwrote content/users/kit/members/juniper.md\nwrote content/users/kit/members/ash.json\n',
			stderr:
				'note: 1 member has no "fields" (PartialMembers, as GET users/{ref}/members lists them): their files have none; GET members/{id} gives them\n',
		});
		expect(await readFile(join(project.dir, 'content/users/kit/index.md'), 'utf8')).toBe(
			`---\nid: ${KIT}\nsid: <sid>\ndisplay_name: Kit\n---\n`,
		);
		expect(await readFile(join(project.dir, 'content/users/kit/members/ash.json'), 'utf8'))
			.toMatchInlineSnapshot(`
			"{
			  "id": "d574dg3qf8mta91c2tr0",
			  "sid": "<sid>",
			  "names": [
			    {
			      "name": "June",
			      "status": "favourite"
			    }
			  ],
			  "pronouns": [
			    {
			      "pronouns": "xe/xem",
			      "status": "favourite"
			    }
			  ],
			  "links": [
			    "https://social.example.org/@juniper"
			  ],
			  "bio": "Line one\\r\\nline two"
			}
			"
		`);
		expect(await cli(['check'], { cwd: project.dir })).toMatchObject({ code: 0 });
	});

	test('writes a user export without members as a User', async () => {
		expect(
			(
				await cli(['import', '-'], {
					cwd: project.dir,
					input: JSON.stringify({ ...kit, members: [] }),
				})
			).stdout,
		).toBe('wrote content/users/kit.md\n');
	});

	test.each([
		[
			'a member of another user',
			{ ...kit, members: [{ ...juniper, user: { ...juniper.user, id: 'cccccccccccccccccccc' } }] },
			`<stdin>:1: members[0].user.id: this member belongs to the user with ID "cccccccccccccccccccc", not to the exported user "kit" (ID ${KIT}): import it on its own with --user, or remove it from "members"`,
		],
		[
			'two members whose names differ only in case',
			{ ...kit, members: [juniper, { ...partial(ash), name: 'Juniper' }] },
			'content/users/kit/members/Juniper.json: name: the name "Juniper" is already taken by content/users/kit/members/juniper.md ("juniper"); a user\'s members have names unique among them ignoring case',
		],
		[
			'a member with the ID of the user',
			{ ...kit, members: [{ ...juniper, id: KIT }] },
			'content/users/kit/members/juniper.md: id: the ID "d574dg3qf8mta91c2tpg" is already used by content/users/kit/index.md',
		],
		[
			'a user that is here already',
			{ ...kit, id: 'd4gn7g3p38l77tn1edd0', members: [partial(ash)] },
			'content/users/robin.md: this profile (ID d4gn7g3p38l77tn1edd0) exists already under the name "robin": to update it, edit this file, or delete it and run the import again',
		],
	])('refuses %s, writing nothing', async (_label, input, message) => {
		const result = await cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(input) });
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[0]).toContain(message);
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});

	test("refuses a member past the site's limits, at the line in the export", async () => {
		const input = JSON.stringify(
			{ ...kit, members: [{ ...juniper, links: Array.from({ length: 26 }, (_, i) => `l${i}`) }] },
			null,
			1,
		);
		const result = await cli(['import', '-'], { cwd: project.dir, input });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"<stdin>:18: members[0].links: has 26 entries, more than the 25 the site allows: keep the ones you most want seen (the site limit is set by limits.links)
			1 problem in 1 file.
			This is more than this site's limits allow; nothing was written.
			"
		`);
	});
});

describe('staticnouns import --help', () => {
	test('prints the usage: the shapes it reads', async () => {
		expect((await cli(['import', '--help'])).stdout).toMatchInlineSnapshot(`
			"Usage: staticnouns import <file | -> [--user <name>] [--language <code>]

			Reads JSON from a file, or from standard input with "-", and writes the
			content files that publish exactly it:

			  a v1 User (GET {base_url}/users/{name})
			      content/users/<name>.md, the bio as its body, avatar_urls kept;
			  a Member (GET {base_url}/members/{id}), or a PartialMember
			      content/users/<user>/members/<name>.md, for the user named by
			      --user <name>, else for the user whose ID is the Member's user.id;
			      a user.id that is not the ID of --user is an error. A user in a
			      single file is first moved to the folder form;
			  a user export: a User with a "members" array of Members or
			  PartialMembers (GET {base_url}/users/{name}, plus
			  GET {base_url}/users/{name}/members as "members")
			      content/users/<name>/index.md and one file per member in
			      content/users/<name>/members/.

			and from other services (docs/guides/maintainers.md lists what each keeps):

			  a pronouns.cc user in its API's later shape (GET /api/v1/users/{name})
			      content/users/<name>/index.md and its members; custom preferences
			      become own statuses, flags by name library flags;
			  a pronouns.page profile (GET /api/profile/get/{username}?version=2)
			      content/users/<username or --user>.md from one language's profile,
			      chosen with --language <code> when the answer holds several;
			      opinions become statuses (custom ones own statuses), word columns
			      fields, library flags by name, its language lang;
			  a pronouns.cc member alone (GET /api/v1/members/{id})
			      content/users/<user>/members/<name>.md, for the user --user names,
			      else for the user here with its user's ID (an imported pronouns.cc
			      user keeps its ID); the user's custom preferences it uses become
			      its own statuses;
			  a PluralKit export (pk;export)
			      the system as content/users/<system name or --user>/index.md (its
			      PluralKit ID when the name is private), each member in its members/;
			      private members are left out (the report names them).

			The report names every field or value not kept. Importing the same data
			again changes nothing. JSON is written instead of Markdown when a bio
			holds carriage returns.
			Nothing is written unless everything can be.
			"
		`);
	});
});

describe('staticnouns import of Members, then loadSite', () => {
	const built = makeProject({ git: false });
	afterAll(async () => (await built).cleanup());

	test('publishes exactly the imported Members and their Users, by user export and by Member', async () => {
		const samples = fc.sample(
			fc.record({ user: userArbitrary, members: fc.array(userArbitrary, { maxLength: 3 }) }),
			{ numRuns: 12, seed: 7 },
		);
		// IDs unique across everyone, user names among users and member names within their user (rules
		// of the site, not of import).
		const ids = new Set<string>();
		const names = new Set<string>();
		const kept = samples
			.map(({ user, members }) => ({
				user,
				members: members.filter(
					(member, index) =>
						members.findIndex(
							(other) =>
								other.name.toLowerCase() === member.name.toLowerCase() || other.id === member.name,
						) === index,
				),
			}))
			.filter(({ user, members }) => {
				const all = [user, ...members].map((profile) => profile.id);
				if (
					new Set(all).size !== all.length ||
					all.some((id) => ids.has(id)) ||
					names.has(user.name.toLowerCase()) ||
					names.has(user.id)
				)
					return false;
				for (const id of all) ids.add(id);
				names.add(user.name.toLowerCase());
				return true;
			});
		expect(kept.flatMap(({ members }) => members).length).toBeGreaterThan(5);
		const { dir } = await built;
		const expected: string[] = [];
		for (const [index, { user, members }] of kept.entries()) {
			const asMembers = members.map((member) => apiMember(member, user));
			expected.push(...asMembers.map((member) => serializeMember(member)));
			// Half as one user export, half as a User and then each Member on its own (found by its
			// user.id).
			if (index % 2 === 0) {
				expect(
					await cli(['import', '-'], {
						cwd: dir,
						input: JSON.stringify({ ...user, members: asMembers }),
					}),
				).toMatchObject({ code: 0 });
			} else {
				expect(await cli(['import', '-'], { cwd: dir, input: JSON.stringify(user) })).toMatchObject(
					{ code: 0 },
				);
				for (const member of asMembers)
					expect(
						await cli(['import', '-'], { cwd: dir, input: JSON.stringify(member) }),
					).toMatchObject({ code: 0 });
			}
		}
		const site = await loadSite(join(dir, 'content'), { cwd: dir });
		expect(site.issues).toEqual([]);
		const published = site.profiles.flatMap((profile) =>
			profile.members.map((member) => serializeMember(apiMember(member.user, profile.user))),
		);
		expect(published.sort()).toEqual(expected.sort());
		expect(site.profiles.map((profile) => serializeUser(profile.user)).sort()).toEqual(
			kept.map(({ user }) => serializeUser(user)).sort(),
		);
	});
});

describe('staticnouns import, with hostile names', () => {
	test('escapes a --user that holds control characters, and writes nothing', async () => {
		const result = await cli(['import', '-', '--user', 'k\u001b[2J\n::error::x'], {
			cwd: project.dir,
			input: JSON.stringify(partial(juniper)),
		});
		// A usage error: the option is wrong, not a file.
		expect(result.code).toBe(2);
		expect(result.stderr.split('\n')[0]).toBe(
			'staticnouns import: --user: the name "k\\x1b[2J\\n::error::x" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": choose another name, e.g. "k-2j-error-x"',
		);
		expect(await readdir(join(project.dir, 'content/users'))).toEqual(['robin.md']);
	});
});
