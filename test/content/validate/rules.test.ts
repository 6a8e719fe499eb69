import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatIssue, formatReport } from '../../../src/content/issues.ts';
import { loadSite } from '../../../src/content/site.ts';
import { withoutFreshIds } from '../../helpers/fresh-id.ts';
import { makeProject, profile } from '../../helpers/repo.ts';

const fixture = (name: string) => join(import.meta.dirname, '../../fixtures/sites', name);

async function report(name: string): Promise<string> {
	const { issues } = await loadSite(fixture(name), { cwd: fixture(name) });
	return withoutFreshIds(formatReport(issues));
}

describe('checkAcrossProfiles', () => {
	test('errors if two profiles share an ID', async () => {
		expect(await report('duplicate-id')).toMatchInlineSnapshot(`
			"users/blair.json:1: id: the ID "aaaaaaaaaaaaaaaaaaaa" is already used by users/alex.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>
			1 problem in 1 file."
		`);
	});

	test('reports a group sharing an ID once per extra profile', async () => {
		expect(await report('duplicate-id-three-times')).toMatchInlineSnapshot(`
			"users/blair.md:2: id: the ID "aaaaaaaaaaaaaaaaaaaa" is already used by users/alex.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>
			users/casey.md:2: id: the ID "aaaaaaaaaaaaaaaaaaaa" is already used by users/alex.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>
			2 problems in 2 files."
		`);
	});

	test('errors if two names differ only in case', async () => {
		expect(await report('duplicate-name-ignoring-case')).toMatchInlineSnapshot(`
			"users/robin/index.md:1: name: the name "robin" is already taken by users/Robin.md ("Robin"); names are unique ignoring case, because case-insensitive disks and hosts cannot tell them apart: rename this file
			1 problem in 1 file."
		`);
	});

	test('reports a pair that breaks several rules once, by the most specific', async () => {
		expect(await report('duplicate-id-and-name')).toMatchInlineSnapshot(`
			"users/robin.json:1: id: the ID "aaaaaaaaaaaaaaaaaaaa" is already used by users/Robin.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>
			1 problem in 1 file."
		`);
	});

	test("errors if a name is another profile's ID", async () => {
		expect(await report('name-is-another-id')).toMatchInlineSnapshot(`
			"users/bbbbbbbbbbbbbbbbbbbb.md:1: name: the name "bbbbbbbbbbbbbbbbbbbb" is the ID of users/casey.md; a reference is looked up as an ID first, so this profile could never be found by name: rename this file
			1 problem in 1 file."
		`);
	});

	test("errors if a name is another profile's ID in other case, as colliding paths", async () => {
		expect(await report('name-is-another-id-upper-case')).toMatchInlineSnapshot(`
			"users/casey.md:1: name: this profile's API file v1/users/bbbbbbbbbbbbbbbbbbbb.json lands on the same path as one of users/BBBBBBBBBBBBBBBBBBBB.md (paths are compared ignoring case, as many hosts do): rename this file
			1 problem in 1 file."
		`);
	});

	test('errors if two profiles would write the same file (bob and bob.json)', async () => {
		expect(await report('output-path-collision')).toMatchInlineSnapshot(`
			"users/bob.json.md:1: name: the name "bob.json" ends in ".json", and v1/users/bob.json is where the profile "bob" publishes its JSON copy; names may not end in ".json": rename this file, e.g. "bob-json"
			users/bob.md:1: name: this profile's API file v1/users/bob.json lands on the same path as one of users/bob.json.md (paths are compared ignoring case, as many hosts do): rename this file
			2 problems in 2 files."
		`);
	});

	test('errors if a name would publish a file hosts treat as their own (404.html, any .html, in any case)', async () => {
		expect(await report('host-reserved-names')).toMatchInlineSnapshot(`
			"users/404.html.md:1: name: the name "404.html" would publish v1/users/404.html, and Cloudflare Pages answers every unknown user with the nearest 404.html, so this profile would be sent for every unknown user: rename this file
			users/index.html.json:1: name: the name "index.html" would publish v1/users/index.html, and hosts treat .html files as pages (Cloudflare Pages redirects x.html to x, and index.html to its folder), so this profile could not be fetched by its name: rename this file
			users/index.json:1: name: the name "index" is one hosts take as their own inside a folder (Cloudflare Pages redirects v1/users/index to v1/users/ when no file is there, so every host answers it as an unknown user), so this user could not be fetched by name: rename this file
			users/robin.Html.md:3: name: the name "robin.Html" would publish v1/users/robin.Html, and hosts treat .html files as pages (Cloudflare Pages redirects x.html to x, and index.html to its folder), so this profile could not be fetched by its name: rename this file
			users/robin.htm.md:1: name: the name "robin.htm" ends in ".htm", which browsers show as a web page (text/html and its kin), so text in the profile would run as script on the site; a name may not have an ending that hosts run or render: rename this file, e.g. "robin-htm"
			5 problems in 5 files."
		`);
	});

	test('errors if a name ends in an ending hosts run or render, ends in .json, or is one Windows cannot hold', async () => {
		expect(await report('unsafe-names')).toMatchInlineSnapshot(`
			"users/LPT1.txt.md:1: name: the name "LPT1.txt" starts with the device name "LPT1", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows: rename this file, e.g. "LPT1-txt"
			users/app.mjs.md:1: name: the name "app.mjs" ends in ".mjs", which browsers run as JavaScript; a name may not have an ending that hosts run or render: rename this file, e.g. "app-mjs"
			users/con.md:1: name: the name "con" is the device name "con", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows: rename this file, e.g. "con-profile"
			users/feed.rss.md:3: name: the name "feed.rss" ends in ".rss", which hosts serve as XML or SVG: browsers render it and run script in it; a name may not have an ending that hosts run or render: rename this file, e.g. "feed-rss"
			users/kit.json.md:1: name: the name "kit.json" ends in ".json", and v1/users/kit.json is where the profile "kit" publishes its JSON copy; names may not end in ".json": rename this file, e.g. "kit-json"
			users/pic.SVG.json:1: name: the name "pic.SVG" ends in ".SVG", which hosts serve as XML or SVG: browsers render it and run script in it; a name may not have an ending that hosts run or render: rename this file, e.g. "pic-SVG"
			users/robin..md:1: name: the name "robin." ends in ".", which Windows drops from file names, so its files would collide with those of "robin" there; names may not end in "." or a space: rename this file, e.g. "robin"
			users/run.bat.md:1: name: the name "run.bat" ends in ".bat", which Windows or a shell runs as a program when the downloaded file is opened; a name may not have an ending that hosts run or render: rename this file, e.g. "run-bat"
			users/tool.PHP7.md:1: name: the name "tool.PHP7" ends in ".PHP7", which web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server; a name may not have an ending that hosts run or render: rename this file, e.g. "tool-PHP7"
			users/x.Htm.md:1: name: the name "x.Htm" ends in ".Htm", which browsers show as a web page (text/html and its kin), so text in the profile would run as script on the site; a name may not have an ending that hosts run or render: rename this file, e.g. "x-Htm"
			users/x.php.md:1: name: the name "x.php" ends in ".php", which web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server; a name may not have an ending that hosts run or render: rename this file, e.g. "x-php"
			users/y.shtml.md:1: name: the name "y.shtml" ends in ".shtml", which web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server; a name may not have an ending that hosts run or render: rename this file, e.g. "y-shtml"
			12 problems in 12 files."
		`);
	});

	test('accepts dotted names whose ending is passive, and names that only start like a device', async () => {
		const { profiles, issues } = await loadSite(fixture('safe-dotted-names'));
		expect(issues).toEqual([]);
		expect(profiles.map((p) => p.user.name)).toEqual([
			'com10',
			'console',
			'data.csv',
			'kit.dev',
			'notes.txt',
			'nul-x',
			'robin.b',
			'sam.jpg',
		]);
	});

	test('accepts a name equal to its own ID, and the name 404', async () => {
		const { profiles, issues } = await loadSite(fixture('allowed-names'));
		expect(issues).toEqual([]);
		expect(profiles.map((p) => p.user.name)).toEqual(['404', 'aaaaaaaaaaaaaaaaaaaa']);
	});

	test('errors on members as on users, comparing names within their user and IDs across everyone', async () => {
		expect(await report('member-rules')).toMatchInlineSnapshot(`
			"users/kit/members/404.html.md:1: name: the name "404.html" is taken by v1/user-members/kit/404.html, the answer for an unknown member of "kit": rename this file
			users/kit/members/INDEX.json.md:1: name: the name "INDEX.json" is taken by v1/user-members/kit/index.json, the list of the members of "kit": rename this file
			users/kit/members/app.mjs.md:1: name: the name "app.mjs" ends in ".mjs", which browsers run as JavaScript; a name may not have an ending that hosts run or render: rename this file, e.g. "app-mjs"
			users/kit/members/con.md:1: name: the name "con" is the device name "con", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows: rename this file, e.g. "con-profile"
			users/kit/members/juniper.md:1: name: the name "juniper" is already taken by users/kit/members/Juniper/index.md ("Juniper"); a user's members have names unique among them ignoring case, because case-insensitive disks and hosts cannot tell them apart: rename this file
			users/kit/members/x.json.md:1: name: the name "x.json" ends in ".json", and v1/user-members/kit/index.json is where the members of "kit" are listed, and the API's JSON files end so; names may not end in ".json": rename this file, e.g. "x-json"
			users/sam/members/ava.md:1: name: this profile's API file v1/user-members/sam/c100000000000000000a lands on the same path as one of users/sam/members/C100000000000000000A.md (paths are compared ignoring case, as many hosts do): rename this file
			users/sam/members/c1000000000000000007.md:1: name: the name "c1000000000000000007" is the ID of users/sam/members/juniper.md; a reference is looked up as an ID first, so this profile could never be found by name: rename this file
			users/sam/members/same-id.md:2: id: the ID "c1000000000000000003" is already used by users/robin.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>
			9 problems in 9 files."
		`);
	});

	test("accepts member names equal to a user's name, to a member's of another user, to a user's ID, and to their own ID", async () => {
		const { profiles, issues } = await loadSite(fixture('member-allowed-names'));
		expect(issues).toEqual([]);
		expect(profiles.map((p) => [p.user.name, p.members.map((member) => member.user.name)])).toEqual(
			[
				['kit', ['juniper', 'robin']],
				['robin', []],
				['sam', ['c3000000000000000001', 'c3000000000000000008', 'juniper', 'kit']],
			],
		);
	});

	test.each([
		['at the shortest', 'ab', ''],
		['at the longest', 'a'.repeat(40), ''],
		[
			'one short',
			'a',
			'users/kit/members/a.md:1: name: the file name gives the profile name "a", which must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"; rename the file',
		],
		[
			'one long',
			'a'.repeat(41),
			`users/kit/members/${'a'.repeat(41)}.md:1: name: the file name gives the profile name "${'a'.repeat(41)}", which must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"; rename the file`,
		],
	])('applies the name bounds to a member name %s', async (_label, name, problem) => {
		const project = await makeProject({ git: false });
		try {
			await project.write({
				'users/kit/index.md': profile('c4000000000000000001'),
				[`users/kit/members/${name}.md`]: profile('c4000000000000000002'),
			});
			const { issues } = await loadSite(project.dir, { cwd: project.dir });
			expect(issues.map(formatIssue).join('\n')).toBe(problem);
		} finally {
			await project.cleanup();
		}
	});

	test.each([
		[
			'duplicate-id',
			'users/alex.md',
			'users/alex.md:2: id: the ID "aaaaaaaaaaaaaaaaaaaa" is already used by users/blair.json',
		],
		[
			'duplicate-name-ignoring-case',
			'users/Robin.md',
			'users/Robin.md:1: name: the name "Robin" is already taken by users/robin/index.md ("robin")',
		],
	])(
		'in %s, blames the changed profile %s, whatever the order of the files',
		async (name, changed, start) => {
			const { issues } = await loadSite(fixture(name), {
				cwd: fixture(name),
				settled: (profile) => profile.file !== changed,
			});
			expect(issues).toHaveLength(1);
			expect(formatReport(issues)).toMatch(new RegExp(`^${start.replace(/[.()[\]]/g, '\\$&')}`));
		},
	);
});
