import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile, SITE_CONFIG } from '../helpers/repo.ts';

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': profile('d4gn7g3p38l77tn1edd0') });
});
afterEach(() => project.cleanup());

describe('staticnouns new', () => {
	test('writes a valid profile with a fresh xid', async () => {
		const result = await cli(['new', 'Sam_2'], { cwd: project.dir });
		expect(result.code).toBe(0);
		const text = await readFile(join(project.dir, 'content/users/Sam_2.md'), 'utf8');
		const id = text.match(/^id: ([0-9a-v]{20}) #/m)?.[1];
		expect(id).toBeDefined();
		expect(result.stdout).toBe(
			`wrote content/users/Sam_2.md with the ID ${id}\nEdit it, then run: npm run check\n`,
		);
		expect(await cli(['check'], { cwd: project.dir })).toMatchObject({
			code: 0,
			stdout: '2 profiles are valid.\n',
		});
	});

	test('gives every profile another ID', async () => {
		await cli(['new', 'aa'], { cwd: project.dir });
		await cli(['new', 'bb'], { cwd: project.dir });
		const idOf = async (name: string) =>
			(await readFile(join(project.dir, `content/users/${name}.md`), 'utf8')).match(
				/^id: (\S+)/m,
			)?.[1];
		expect(await idOf('aa')).not.toBe(await idOf('bb'));
	});

	test.each([
		[
			'Robin',
			'content/users/Robin.md: name: the name "Robin" is already taken by content/users/robin.md ("robin"); names are unique ignoring case, because case-insensitive disks and hosts cannot tell them apart: choose another name',
		],
		[
			'd4gn7g3p38l77tn1edd0',
			'content/users/d4gn7g3p38l77tn1edd0.md: name: the name "d4gn7g3p38l77tn1edd0" is the ID of content/users/robin.md; a reference is looked up as an ID first, so this profile could never be found by name: choose another name',
		],
		[
			'a',
			'content/users/a.md: name: the name "a" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"',
		],
		[
			'x'.repeat(41),
			`content/users/${'x'.repeat(41)}.md: name: the name "${'x'.repeat(41)}" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": choose another name, e.g. "${'x'.repeat(40)}"`,
		],
		[
			'rob in',
			'content/users/rob in.md: name: the name "rob in" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": choose another name, e.g. "rob-in"',
		],
		[
			'..',
			'content/users/...md: name: the name ".." must not be made only of dots: such a name cannot be sent in a URL',
		],
		[
			'_draft',
			'content/users/_draft.md: name: the name "_draft" starts with "_", and such files are skipped (drafts, templates): choose another name',
		],
		[
			'../escape',
			'content/users/..: name: the name ".." must not be made only of dots: such a name cannot be sent in a URL',
		],
		[
			'x.PHP',
			'content/users/x.PHP.md: name: the name "x.PHP" ends in ".PHP", which web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server; a name may not have an ending that hosts run or render: choose another name, e.g. "x-PHP"',
		],
		[
			'nul',
			'content/users/nul.md: name: the name "nul" is the device name "nul", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows: choose another name, e.g. "nul-profile"',
		],
	])('refuses the name %j, writing nothing', async (name, message) => {
		const result = await cli(['new', name], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(`${message}\n1 problem in 1 file.\nNo file was written.\n`);
		expect((await cli(['check'], { cwd: project.dir })).stdout).toBe('1 profile is valid.\n');
	});

	test.each([
		[
			[],
			'give the profile name, e.g. staticnouns new robin, or a user and member name, e.g. staticnouns new kit/juniper',
		],
		[['a1', 'b2'], 'unexpected argument "b2"'],
		[['--id', 'x'], "Unknown option '--id'"],
	])('errors with usage on the arguments %j', async (args, message) => {
		const result = await cli(['new', ...args], { cwd: project.dir });
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(
			new RegExp(
				`^staticnouns new: ${message.replace(/[()"'.]/g, '\\$&')}\\n\\nUsage: staticnouns new <name>`,
			),
		);
	});
});

describe('staticnouns new, from a subfolder', () => {
	test.each([['content/users'], ['content'], ['content/users/robin-notes']])(
		"writes into the project's content/users/ from %s",
		async (folder) => {
			await project.write({ 'package.json': '{}', [`${folder}/.keep`]: '' });
			const result = await cli(['new', 'zed'], { cwd: join(project.dir, folder) });
			const up = folder
				.split('/')
				.map(() => '..')
				.join('/');
			expect(result.code).toBe(0);
			expect(result.stdout).toMatch(/^wrote content\/users\/zed\.md with the ID [0-9a-v]{20}\n/);
			expect(result.stderr).toBe(
				`staticnouns: in the project at ${up} (${project.dir}); paths are relative to it\n`,
			);
			expect(await readFile(join(project.dir, 'content/users/zed.md'), 'utf8')).toMatch(
				/^---\n# The profile of zed/,
			);
			expect((await cli(['check'], { cwd: project.dir })).stdout).toBe('2 profiles are valid.\n');
		},
	);
});

describe('staticnouns new, over a file that exists', () => {
	test('refuses to overwrite a file that holds no valid profile yet', async () => {
		const project = await makeProject({ git: false });
		await project.write({ 'content/users/sam.md': 'draft' });
		const result = await cli(['new', 'sam'], { cwd: project.dir });
		const kept = await readFile(join(project.dir, 'content/users/sam.md'), 'utf8');
		await project.cleanup();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			'content/users/sam.md: already exists: edit it instead\n1 problem in 1 file.\nNo file was written.\n',
		);
		expect(kept).toBe('draft');
	});
});

describe('staticnouns new, in a checked-out pull request', () => {
	const unix = process.platform === 'win32' ? test.skip : test;

	unix.each([
		['content', 'content'],
		['content/users', 'content/users'],
	])('writes nothing through %s made a symlink to a folder elsewhere', async (linked) => {
		const elsewhere = await mkdtemp(join(tmpdir(), 'staticnouns-elsewhere-'));
		await project.remove(linked);
		await mkdir(dirname(join(project.dir, linked)), { recursive: true });
		await symlink(elsewhere, join(project.dir, linked));
		const result = await cli(['new', 'sam'], { cwd: project.dir });
		const written = await readdir(elsewhere, { recursive: true });
		await rm(elsewhere, { recursive: true, force: true });
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[0]).toMatch(
			new RegExp(`^${linked}: (the profiles folder )?is a symbolic link; `),
		);
		expect(written).toEqual([]);
	});

	test('errors in one line, without a stack trace, when content/users is a file', async () => {
		await project.remove('content/users');
		await project.write({ 'content/users': 'not a folder' });
		const result = await cli(['new', 'sam'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			'content/users/sam.md: could not be written (EEXIST): check that content/users is a folder you may write to\n1 problem in 1 file.\nNo file was written.\n',
		);
	});
});

describe('staticnouns new, with names a host would take', () => {
	test('refuses a name ending in .html, by the same rule as the build', async () => {
		const project = await makeProject({ git: false });
		const result = await cli(['new', 'robin.html'], { cwd: project.dir });
		await project.cleanup();
		expect(result.code).toBe(1);
		expect(result.stderr).toMatch(
			/^content\/users\/robin\.html\.md: name: the name "robin\.html" would publish v1\/users\/robin\.html, and .*: choose another name\n/,
		);
	});
});

describe('staticnouns new <user>/<member>', () => {
	const KIT = 'd574dg3qf8mta91c2tpg';
	const idIn = (text: string) => text.match(/^id: ([0-9a-v]{20}) #/m)?.[1];

	test('writes a member file with a fresh xid for a user in the folder form', async () => {
		await project.write({ 'content/users/kit/index.md': profile(KIT) });
		const result = await cli(['new', 'kit/juniper'], { cwd: project.dir });
		const text = await readFile(join(project.dir, 'content/users/kit/members/juniper.md'), 'utf8');
		const id = idIn(text);
		expect(id).toBeDefined();
		expect(id).not.toBe(KIT);
		expect(result).toEqual({
			code: 0,
			stdout: `wrote content/users/kit/members/juniper.md with the ID ${id}\nEdit it, then run: npm run check\n`,
			stderr: '',
		});
		expect(text.split('\n').slice(0, 3)).toEqual([
			'---',
			"# The member juniper of kit: this file's name is the member name.",
			'# It is owned by the owners of kit (content/users/kit/index.md).',
		]);
		expect(text).not.toContain('owners:');
		expect(await cli(['check'], { cwd: project.dir })).toMatchObject({ code: 0 });
	});

	test('moves a user in a single file to the folder form, its avatar path rewritten to the same image, and says so', async () => {
		const avatar = await readFile(
			join(import.meta.dirname, '../fixtures/examples/users/kit/avatar.png'),
		);
		await project.write({
			'content/users/kit.md': `---\nid: ${KIT}\navatar: ./kit.png\n---\nHi\n`,
			'content/users/kit.png': avatar,
		});
		const result = await cli(['new', 'kit/juniper'], { cwd: project.dir });
		expect(result.code).toBe(0);
		expect(result.stdout.split('\n')[0]).toBe(
			'moved content/users/kit.md → content/users/kit/index.md (the folder form, which a user with members needs); its avatar path "./kit.png" is now "../kit.png", the same image, which stays where it is',
		);
		expect(result.stdout.split('\n')[1]).toMatch(
			/^wrote content\/users\/kit\/members\/juniper\.md with the ID [0-9a-v]{20}$/,
		);
		expect(await readFile(join(project.dir, 'content/users/kit/index.md'), 'utf8')).toBe(
			`---\nid: ${KIT}\navatar: ../kit.png\n---\nHi\n`,
		);
		expect((await readdir(join(project.dir, 'content/users'), { recursive: true })).sort()).toEqual(
			['kit', 'kit.png', 'kit/index.md', 'kit/members', 'kit/members/juniper.md', 'robin.md'],
		);
		// A local avatar needs the site's address, as in a build.
		await project.write({ 'astro.config.mjs': SITE_CONFIG });
		expect(await cli(['check'], { cwd: project.dir })).toMatchObject({ code: 0 });
	});

	test("moves a user in a single file with an avatar and own flag images: every path rewritten, owners' lines given to each image, check passes (issue 44 point 2)", async () => {
		const image = await readFile(
			join(import.meta.dirname, '../fixtures/examples/users/kit/avatar.png'),
		);
		const photo = await readFile(
			join(import.meta.dirname, '../fixtures/examples/users/sam/avatar.jpg'),
		);
		await project.write({
			'content/users/flagm.md': [
				'---',
				`id: ${KIT}`,
				'owners: [flagm-gh]',
				'avatar: ./flagm.jpg',
				'flags:',
				'  - image: ./flagm.png',
				'    name: Our flag',
				'    description: Three stripes',
				'  - transgender',
				'---',
				'Hi',
				'',
			].join('\n'),
			'content/users/flagm.jpg': photo,
			'content/users/flagm.png': image,
			'astro.config.mjs': SITE_CONFIG,
		});
		expect(await cli(['owners'], { cwd: project.dir })).toMatchObject({ stderr: '', code: 0 });
		expect(await readFile(join(project.dir, '.github/CODEOWNERS'), 'utf8')).toContain(
			[
				'/content/users/flagm.jpg @flagm-gh',
				'/content/users/flagm.md @flagm-gh',
				'/content/users/flagm.png @flagm-gh',
			].join('\n'),
		);
		const result = await cli(['new', 'flagm/helper'], { cwd: project.dir });
		expect(result.code).toBe(0);
		expect(result.stdout.split('\n')[0]).toMatchInlineSnapshot(
			`"moved content/users/flagm.md → content/users/flagm/index.md (the folder form, which a user with members needs); its avatar path "./flagm.jpg" is now "../flagm.jpg", its flag image path "./flagm.png" is now "../flagm.png", the same images, which stay where they are"`,
		);
		expect(await readFile(join(project.dir, 'content/users/flagm/index.md'), 'utf8')).toContain(
			[
				'avatar: ../flagm.jpg',
				'flags:',
				'  - image: ../flagm.png',
				'    name: Our flag',
				'    description: Three stripes',
				'  - transgender',
			].join('\n'),
		);
		expect((await cli(['owners'], { cwd: project.dir })).code).toBe(0);
		expect(await readFile(join(project.dir, '.github/CODEOWNERS'), 'utf8')).toContain(
			[
				'/content/users/flagm.jpg @flagm-gh',
				'/content/users/flagm.png @flagm-gh',
				'/content/users/flagm/ @flagm-gh',
			].join('\n'),
		);
		expect(await cli(['check'], { cwd: project.dir })).toMatchObject({ code: 0 });
	});

	test('moves a JSON user to index.json, and names the CODEOWNERS line the move made stale and the command that fixes it', async () => {
		await project.write({ 'content/users/kit.json': `{"id": "${KIT}", "owners": ["kit-gh"]}\n` });
		expect((await cli(['owners'], { cwd: project.dir })).code).toBe(0);
		const result = await cli(['new', 'kit/juniper'], { cwd: project.dir });
		expect(result.code).toBe(0);
		expect(result.stdout.replace(/ID [0-9a-v]{20}/, 'ID <id>')).toBe(
			[
				'moved content/users/kit.json → content/users/kit/index.json (the folder form, which a user with members needs)',
				'wrote content/users/kit/members/juniper.md with the ID <id>',
				'.github/CODEOWNERS names content/users/kit.json, which moved: "npx staticnouns owners" gives its owners the folder content/users/kit/ (members included)',
				'Edit it, then run: npx staticnouns owners && npm run check',
				'',
			].join('\n'),
		);
		expect(await readFile(join(project.dir, 'content/users/kit/index.json'), 'utf8')).toBe(
			`{"id": "${KIT}", "owners": ["kit-gh"]}\n`,
		);
		expect((await cli(['check'], { cwd: project.dir })).stderr).toContain(
			'add "/content/users/kit/ @kit-gh" and remove "/content/users/kit.json @kit-gh"',
		);
		expect((await cli(['owners'], { cwd: project.dir })).code).toBe(0);
		expect((await cli(['check'], { cwd: project.dir })).code).toBe(0);
	});

	test.each([
		[
			'kit/Juniper',
			'content/users/kit/members/Juniper.md: name: the name "Juniper" is already taken by content/users/kit/members/juniper.md ("juniper")',
		],
		[
			'kit/j',
			'content/users/kit/members/j.md: name: the name "j" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"',
		],
		[
			'kit/_draft',
			'content/users/kit/members/_draft.md: name: the name "_draft" starts with "_", and such files are skipped (drafts, templates): choose another name',
		],
		[
			'kit/../robin',
			'content/users/kit/members/../robin.md: name: the name "../robin" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"',
		],
		[
			'kit/',
			'content/users/kit/members/.md: name: the name "" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"',
		],
		[
			'Kit/ash',
			'content/users/Kit: there is no user "Kit" (a profile with a valid ID and name) to add a member to: did you mean "kit"?',
		],
		[
			'kat/ash',
			'content/users/kat: there is no user "kat" (a profile with a valid ID and name) to add a member to: did you mean "kit"?',
		],
		[
			'zoltan/ash',
			'content/users/zoltan: there is no user "zoltan" (a profile with a valid ID and name) to add a member to: add the user first with: npx staticnouns new zoltan',
		],
		[
			'../x/ash',
			'content/users/..: name: the name ".." must not be made only of dots: such a name cannot be sent in a URL',
		],
	])('refuses %j, writing nothing', async (target, message) => {
		await project.write({
			'content/users/kit/index.md': profile(KIT),
			'content/users/kit/members/juniper.md': profile('d574dg3qf8mta91c2tq0'),
		});
		const result = await cli(['new', target], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatch(new RegExp(`^${message.replace(/[()"'.*+?[\]\\/]/g, '\\$&')}`));
		expect(result.stderr).toMatch(/\nNo file was written\.\n$/);
		expect((await readdir(join(project.dir, 'content/users'), { recursive: true })).sort()).toEqual(
			['kit', 'kit/index.md', 'kit/members', 'kit/members/juniper.md', 'robin.md'],
		);
	});

	test("gives a member the name of another user or of another user's member", async () => {
		await project.write({
			'content/users/kit/index.md': profile(KIT),
			'content/users/sam/index.md': profile('d4rtqg6m0rqdolrcep5g'),
			'content/users/sam/members/juniper.md': profile('d574dg3qf8mta91c2tq0'),
		});
		expect((await cli(['new', 'kit/juniper'], { cwd: project.dir })).code).toBe(0);
		expect((await cli(['new', 'kit/robin'], { cwd: project.dir })).code).toBe(0);
		expect((await cli(['check'], { cwd: project.dir })).code).toBe(0);
	});

	test('writes into the project from a subfolder', async () => {
		await project.write({ 'package.json': '{}', 'content/users/kit/index.md': profile(KIT) });
		const result = await cli(['new', 'kit/juniper'], {
			cwd: join(project.dir, 'content/users/kit'),
		});
		expect(result.code).toBe(0);
		expect(result.stdout).toMatch(/^wrote content\/users\/kit\/members\/juniper\.md with the ID/);
		expect(result.stderr).toBe(
			`staticnouns: in the project at ../../.. (${project.dir}); paths are relative to it\n`,
		);
	});

	test('escapes what it prints of the name it was given', async () => {
		const result = await cli(['new', 'k\u001b[2J\n::warning::x/ash'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[0]).toBe(
			'content/users/k\\x1b[2J\\n::warning::x: name: the name "k\\x1b[2J\\n::warning::x" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": choose another name, e.g. "k-2j-warning-x"',
		);
	});
});

describe('staticnouns new <user>/<member>, in a checked-out pull request', () => {
	const unix = process.platform === 'win32' ? test.skip : test;
	const KIT = 'd574dg3qf8mta91c2tpg';

	unix.each([
		[
			'the user folder',
			'content/users/kit',
			"content/users/kit: is a symbolic link; a user's folder must be a real folder in the profiles folder (links are not followed): replace the link with the folder",
		],
		[
			'its members folder',
			'content/users/kit/members',
			"content/users/kit/members: is a symbolic link; a user's members folder must be a real folder (links are not followed): replace it with the folder",
		],
	])(
		'writes nothing through %s made a symlink to a folder elsewhere',
		async (_label, linked, message) => {
			const elsewhere = await mkdtemp(join(tmpdir(), 'staticnouns-elsewhere-'));
			if (linked.endsWith('/kit')) await project.write({ 'elsewhere-kit/index.md': profile(KIT) });
			else await project.write({ 'content/users/kit/index.md': profile(KIT) });
			await symlink(
				linked.endsWith('/kit') ? join(project.dir, 'elsewhere-kit') : elsewhere,
				join(project.dir, linked),
			);
			const result = await cli(['new', 'kit/juniper'], { cwd: project.dir });
			const written = [
				...(await readdir(elsewhere, { recursive: true })),
				...(await readdir(join(project.dir, 'elsewhere-kit')).catch(() => ['index.md'])).filter(
					(file) => file !== 'index.md',
				),
			];
			await rm(elsewhere, { recursive: true, force: true });
			expect(result.code).toBe(1);
			expect(result.stderr.split('\n')[0]).toBe(message);
			expect(written).toEqual([]);
		},
	);

	unix(
		'refuses a members folder made a symlink beside a user in a single file, moving nothing',
		async () => {
			const elsewhere = await mkdtemp(join(tmpdir(), 'staticnouns-elsewhere-'));
			await project.write({ 'content/users/kit.md': profile(KIT) });
			await mkdir(join(project.dir, 'content/users/kit'));
			await symlink(elsewhere, join(project.dir, 'content/users/kit/members'));
			const result = await cli(['new', 'kit/juniper'], { cwd: project.dir });
			const written = await readdir(elsewhere);
			await rm(elsewhere, { recursive: true, force: true });
			expect(result).toMatchObject({ code: 1, stdout: '' });
			expect(result.stderr.split('\n')[0]).toBe(
				"content/users/kit/members: is a symbolic link; a user's members folder must be a real folder (links are not followed): replace it with the folder",
			);
			expect(written).toEqual([]);
			expect(await readFile(join(project.dir, 'content/users/kit.md'), 'utf8')).toBe(profile(KIT));
		},
	);

	test('moves the user into a folder of its name that holds no profile yet (members added in the web editor)', async () => {
		await project.write({
			'content/users/kit.md': profile(KIT),
			'content/users/kit/members/ash.md': profile('d574dg3qf8mta91c2tq0'),
		});
		const before = await cli(['check'], { cwd: project.dir });
		expect(before.stderr).toContain(
			'content/users/kit.md: this user has members (in kit/members/), so the profile must be in the folder form',
		);
		const result = await cli(['new', 'kit/juniper'], { cwd: project.dir });
		expect(result.code).toBe(0);
		expect(result.stdout.split('\n')[0]).toBe(
			'moved content/users/kit.md → content/users/kit/index.md (the folder form, which a user with members needs)',
		);
		expect((await cli(['check'], { cwd: project.dir })).stdout).toBe(
			'2 profiles and 2 members are valid.\n',
		);
	});

	test("refuses a file where the user's folder would be, moving nothing", async () => {
		await project.write({ 'content/users/kit.md': profile(KIT), 'content/users/kit': 'a file' });
		const result = await cli(['new', 'kit/juniper'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			"content/users/kit: is not a folder; the user's profile goes into a real folder of its name (links are not followed): rename or remove it\n1 problem in 1 file.\nNo file was written.\n",
		);
		expect(await readFile(join(project.dir, 'content/users/kit.md'), 'utf8')).toBe(profile(KIT));
	});
});

describe('staticnouns new --help', () => {
	test('prints the usage, members included', async () => {
		expect(await cli(['new', '--help'])).toMatchObject({ code: 0, stderr: '' });
		expect((await cli(['new', '--help'])).stdout).toMatchInlineSnapshot(`
			"Usage: staticnouns new <name>
			       staticnouns new <user>/<member>

			Writes content/users/<name>.md with a fresh ID and a commented template.
			The name is 2-40 characters of A-Z a-z 0-9 _ . - and may not be taken by
			another profile, ignoring case.

			With <user>/<member>, writes content/users/<user>/members/<member>.md for
			an existing user instead: the member name follows the same pattern and may
			not be taken by another member of that user, ignoring case. A user in a
			single file (content/users/<user>.md) is first moved to the folder form
			(content/users/<user>/index.md) that a user with members needs; a local
			avatar path in it is rewritten to name the same image.
			"
		`);
	});
});

describe("staticnouns new <user>/<member>, with the site's limits", () => {
	test('adds members up to limits.members, and refuses one past it, writing nothing', async () => {
		const integration = JSON.stringify(join(import.meta.dirname, '../../src/integration/index.ts'));
		await project.write({
			'astro.config.mjs': `import s from ${integration};\nexport default { integrations: [s({ limits: { members: 2 } })] };\n`,
			'content/users/kit/index.md': profile('d574dg3qf8mta91c2tpg'),
			'content/users/kit/members/ash.md': profile('d574dg3qf8mta91c2tq0'),
		});
		expect((await cli(['new', 'kit/birch'], { cwd: project.dir })).code).toBe(0);
		const past = await cli(['new', 'kit/cedar'], { cwd: project.dir });
		expect(past.code).toBe(1);
		expect(past.stderr).toBe(
			'content/users/kit/members: a user may have at most 2 members, and kit would have 3: remove the ones no longer used first (the site limit is set by limits.members)\n1 problem in 1 file.\nNo file was written.\n',
		);
		expect((await readdir(join(project.dir, 'content/users/kit/members'))).sort()).toEqual([
			'ash.md',
			'birch.md',
		]);
	});
});

describe('new offers the next step: a name that fits, the closest existing user (issue 23 point 6)', () => {
	test.each([
		['Alex Rivera', 'alex-rivera'],
		['Zoë', 'zoe'],
		['José María', 'jose-maria'],
		['kit!', 'kit'],
		['@sam', 'sam'],
		['Mx. Kit Lee', 'mx.-kit-lee'],
	])('new %j offers %j, which new then accepts', async (name, offered) => {
		const refused = await cli(['new', name], { cwd: project.dir });
		expect(refused.code).toBe(1);
		expect(refused.stderr).toContain(`choose another name, e.g. "${offered}"`);
		expect((await cli(['new', offered], { cwd: project.dir })).code).toBe(0);
	});

	test('offers nothing for a name with nothing usable in it', async () => {
		expect((await cli(['new', '🌻🌻'], { cwd: project.dir })).stderr).not.toContain('e.g.');
	});

	test('says the whole message for "Alex Rivera"', async () => {
		expect((await cli(['new', 'Alex Rivera'], { cwd: project.dir })).stderr).toMatchInlineSnapshot(`
			"content/users/Alex Rivera.md: name: the name "Alex Rivera" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": choose another name, e.g. "alex-rivera"
			1 problem in 1 file.
			No file was written.
			"
		`);
	});

	test.each([
		['alx/bee', 'alex-rivera'],
		['alexrivera/bee', 'alex-rivera'],
		['Alex-Rivera/bee', 'alex-rivera'],
		['robn/bee', 'robin'],
	])('new %s names the closest existing user', async (target, user) => {
		await project.write({ 'content/users/alex-rivera.md': profile('d574dg3qf8mta91c2tq0') });
		const result = await cli(['new', target], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toContain(`did you mean "${user}"?`);
	});

	test('names the closest user and how to add a new one', async () => {
		await project.write({ 'content/users/alex-rivera.md': profile('d574dg3qf8mta91c2tq0') });
		expect((await cli(['new', 'alx/bee'], { cwd: project.dir })).stderr).toMatchInlineSnapshot(`
			"content/users/alx: there is no user "alx" (a profile with a valid ID and name) to add a member to: did you mean "alex-rivera"? If "alx" is a new user, add the user first with: npx staticnouns new alx
			1 problem in 1 file.
			No file was written.
			"
		`);
	});
});
