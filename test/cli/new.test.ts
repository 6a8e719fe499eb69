import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': profile('d4gn7g3p38l77tn1edd0') });
});
afterEach(() => project.cleanup());

describe('staticnouns new', () => {
	test('writes a valid profile with a fresh xid', async () => {
		const result = cli(['new', 'Sam_2'], { cwd: project.dir });
		expect(result.code).toBe(0);
		const text = await readFile(join(project.dir, 'content/users/Sam_2.md'), 'utf8');
		const id = text.match(/^id: ([0-9a-v]{20}) #/m)?.[1];
		expect(id).toBeDefined();
		expect(result.stdout).toBe(`wrote content/users/Sam_2.md with the ID ${id}\nEdit it, then run: npm run check\n`);
		expect(cli(['check'], { cwd: project.dir })).toMatchObject({ code: 0, stdout: '2 profiles are valid.\n' });
	});

	test('gives every profile another ID', async () => {
		cli(['new', 'aa'], { cwd: project.dir });
		cli(['new', 'bb'], { cwd: project.dir });
		const idOf = async (name: string) => (await readFile(join(project.dir, `content/users/${name}.md`), 'utf8')).match(/^id: (\S+)/m)?.[1];
		expect(await idOf('aa')).not.toBe(await idOf('bb'));
	});

	test.each([
		['Robin', 'content/users/Robin.md: name: the name "Robin" is already taken by content/users/robin.md ("robin"); names are unique ignoring case, because case-insensitive disks and hosts cannot tell them apart: choose another name'],
		['d4gn7g3p38l77tn1edd0', 'content/users/d4gn7g3p38l77tn1edd0.md: name: the name "d4gn7g3p38l77tn1edd0" is the ID of content/users/robin.md; a reference is looked up as an ID first, so this profile could never be found by name: choose another name'],
		['a', 'content/users/a.md: name: the name "a" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"'],
		['x'.repeat(41), `content/users/${'x'.repeat(41)}.md: name: the name "${'x'.repeat(41)}" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"`],
		['rob in', 'content/users/rob in.md: name: the name "rob in" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"'],
		['..', 'content/users/...md: name: the name ".." must not be made only of dots: such a name cannot be sent in a URL'],
		['_draft', 'content/users/_draft.md: name: the name "_draft" starts with "_", and such files are skipped (drafts, templates): choose another name'],
		['../escape', 'content/users/../escape.md: name: the name "../escape" must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"'],
		['x.PHP', 'content/users/x.PHP.md: name: the name "x.PHP" ends in ".PHP", which web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server; a name may not have an ending that hosts run or render: choose another name, e.g. "x-PHP"'],
		['nul', 'content/users/nul.md: name: the name "nul" is the device name "nul", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows: choose another name, e.g. "nul-profile"'],
	])('refuses the name %j, writing nothing', async (name, message) => {
		const result = cli(['new', name], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(`${message}\n1 problem in 1 file.\nNo file was written.\n`);
		expect(cli(['check'], { cwd: project.dir }).stdout).toBe('1 profile is valid.\n');
	});

	test.each([
		[[], 'give the profile name, e.g. staticnouns new robin'],
		[['a1', 'b2'], 'unexpected argument "b2"'],
		[['--id', 'x'], "Unknown option '--id'"],
	])('errors with usage on the arguments %j', (args, message) => {
		const result = cli(['new', ...args], { cwd: project.dir });
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(new RegExp(`^staticnouns new: ${message.replace(/[()"'.]/g, '\\$&')}\\n\\nUsage: staticnouns new <name>`));
	});
});

describe('staticnouns new, from a subfolder', () => {
	test.each([['content/users'], ['content'], ['content/users/robin-notes']])('writes into the project\'s content/users/ from %s', async (folder) => {
		await project.write({ 'package.json': '{}', [`${folder}/.keep`]: '' });
		const result = cli(['new', 'zed'], { cwd: join(project.dir, folder) });
		const up = folder.split('/').map(() => '..').join('/');
		expect(result.code).toBe(0);
		expect(result.stdout).toMatch(/^wrote content\/users\/zed\.md with the ID [0-9a-v]{20}\n/);
		expect(result.stderr).toBe(`staticnouns: in the project at ${up} (${project.dir}); paths are relative to it\n`);
		expect(await readFile(join(project.dir, 'content/users/zed.md'), 'utf8')).toMatch(/^---\n# The profile of zed/);
		expect(cli(['check'], { cwd: project.dir }).stdout).toBe('2 profiles are valid.\n');
	});
});

describe('staticnouns new, over a file that exists', () => {
	test('refuses to overwrite a file that holds no valid profile yet', async () => {
		const project = await makeProject({ git: false });
		await project.write({ 'content/users/sam.md': 'draft' });
		const result = cli(['new', 'sam'], { cwd: project.dir });
		const kept = await readFile(join(project.dir, 'content/users/sam.md'), 'utf8');
		await project.cleanup();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe('content/users/sam.md: already exists: edit it instead\n1 problem in 1 file.\nNo file was written.\n');
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
		const result = cli(['new', 'sam'], { cwd: project.dir });
		const written = await readdir(elsewhere, { recursive: true });
		await rm(elsewhere, { recursive: true, force: true });
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[0]).toMatch(new RegExp(`^${linked}: (the profiles folder )?is a symbolic link; `));
		expect(written).toEqual([]);
	});

	test('errors in one line, without a stack trace, when content/users is a file', async () => {
		await project.remove('content/users');
		await project.write({ 'content/users': 'not a folder' });
		const result = cli(['new', 'sam'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toBe('content/users/sam.md: could not be written (EEXIST): check that content/users is a folder you may write to\n1 problem in 1 file.\nNo file was written.\n');
	});
});

describe('staticnouns new, with names a host would take', () => {
	test('refuses a name ending in .html, by the same rule as the build', async () => {
		const project = await makeProject({ git: false });
		const result = cli(['new', 'robin.html'], { cwd: project.dir });
		await project.cleanup();
		expect(result.code).toBe(1);
		expect(result.stderr).toMatch(/^content\/users\/robin\.html\.md: name: the name "robin\.html" would publish v1\/users\/robin\.html, and .*: choose another name\n/);
	});
});
