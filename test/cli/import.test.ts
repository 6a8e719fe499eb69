import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { serializeUser } from '../../src/publish/api.ts';
import type { User } from '../../src/schemas/user.ts';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';
import { run } from '../helpers/run.ts';
import { makeUser } from '../helpers/users.ts';
import { userArbitrary } from '../authoring/write-profile.test.ts';

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
	fields: [{ name: 'Honorifics', favourite: ['Mx.'], okay: [], jokingly: [], friends_only: [], avoid: ['Sir'] }],
});

describe('staticnouns import', () => {
	test('writes the Markdown profile of a User from a file, bio as body, avatar_urls kept', async () => {
		await project.write({ 'sam.json': JSON.stringify(sam) });
		expect(cli(['import', 'sam.json'], { cwd: project.dir })).toMatchObject({ code: 0, stdout: 'wrote content/users/sam.md\n' });
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8')).toMatchInlineSnapshot(`
			"---
			id: d4rtqg6m0rqdolrcep5g
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
		expect(cli(['check'], { cwd: project.dir }).code).toBe(0);
	});

	test('reads standard input with -', async () => {
		expect(cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(sam) }).code).toBe(0);
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8')).toContain('id: d4rtqg6m0rqdolrcep5g\n');
	});

	test.each([
		['a missing file', ['import', 'nope.json'], '', 2, /^staticnouns import: cannot read nope\.json: no such file\n/],
		['no argument', ['import'], '', 2, /^staticnouns import: give a file with the User JSON, or - to read standard input\n/],
		['invalid JSON', ['import', '-'], '{\n  "id": "x",\n}', 1, /^<stdin>:3: invalid JSON: expected a "quoted" key/],
		['an empty input', ['import', '-'], '', 1, /^<stdin>:1: invalid JSON: the file is empty\n/],
	])('errors on %s', (_label, args, input, code, message) => {
		const result = cli(args, { cwd: project.dir, input });
		expect(result.code).toBe(code);
		expect(result.stderr).toMatch(message);
	});

	test('errors on JSON that is not a v1 User, with every problem and its line', () => {
		const input = JSON.stringify({ ...sam, id: 'nope', names: [{ name: 'Sam', status: 7 }], extra: true }, null, 2);
		const result = cli(['import', '-'], { cwd: project.dir, input });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"<stdin>:2: id: must be exactly 20 characters of 0-9 and a-v (an xid): got "nope"
			<stdin>:13: names[0].status: must be one of 1, 2, 3, 4, 5: got 7
			<stdin>:38: extra: unknown key "extra"; known keys are id, name, display_name, bio, avatar_urls, links, names, pronouns, fields
			3 problems in 1 file.
			This is not a v1 User; nothing was written.
			"
		`);
	});

	test.each([
		['a taken name', { name: 'Robin' }, 'content/users/Robin.md: name: the name "Robin" is already taken by content/users/robin.md ("robin")'],
		[
			'a User that is a profile here under another name',
			{ id: 'd4gn7g3p38l77tn1edd0' },
			'content/users/robin.md: this profile (ID d4gn7g3p38l77tn1edd0) exists already under the name "robin": to update it, edit this file, or delete it and run the import again',
		],
		['a name such files skip', { name: '_sam' }, 'content/users/_sam.md: name: the name "_sam" starts with "_", and such files are skipped'],
		['a name a web server runs', { name: 'sam.php' }, 'content/users/sam.php.md: name: the name "sam.php" ends in ".php", which web servers run as a server-side script'],
	])('refuses %s, writing nothing', (_label, change, message) => {
		const result = cli(['import', '-'], { cwd: project.dir, input: JSON.stringify({ ...sam, ...change }) });
		expect(result.code).toBe(1);
		expect(result.stderr).toContain(message);
		expect(result.stderr).toContain('No file was written.');
	});
});

describe('staticnouns import, with the site\'s limits', () => {
	test('refuses a v1 User with more than the limits allow, naming each list, writing nothing', () => {
		const many = Array.from({ length: 51 }, (_, i) => ({ pronouns: `p${i}/q${i}`, display_text: null, status: 2 }));
		const input = JSON.stringify({ ...sam, pronouns: many, fields: [{ ...sam.fields[0], okay: ['x'.repeat(101)] }] }, null, 1);
		const result = cli(['import', '-'], { cwd: project.dir, input });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"<stdin>:16: pronouns: at most 50 entries are allowed, but there are 51: keep the ones you use most (the site limit is set by limits.pronouns)
			<stdin>:280: fields[0].okay[0]: must be 1 to 100 characters long, but is 101: got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…; shorten it (the site limit is set by limits.fieldEntryLength)
			2 problems in 1 file.
			This User is more than this site's limits allow; nothing was written.
			"
		`);
	});

	test('applies the limits of the project\'s astro.config.mjs', async () => {
		const integration = JSON.stringify(join(import.meta.dirname, '../../src/integration/index.ts'));
		await project.write({ 'astro.config.mjs': `import s from ${integration};\nexport default { integrations: [s({ limits: { names: 0 } })] };\n` });
		const result = cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(sam) });
		expect(result.code).toBe(1);
		expect(result.stderr).toContain('limits.names: must be at least 1, got 0');
	});
});

describe('staticnouns import, from anywhere', () => {
	test('reads a file given by its absolute path', async () => {
		await project.write({ 'saved/sam.json': JSON.stringify(sam) });
		const result = cli(['import', join(project.dir, 'saved/sam.json')], { cwd: project.dir });
		expect(result).toEqual({ code: 0, stdout: 'wrote content/users/sam.md\n', stderr: '' });
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8')).toMatch(/^---\nid: d4rtqg6m0rqdolrcep5g\n/);
	});

	test('reads a relative path from where the user stands, and writes into the project', async () => {
		await project.write({ 'content/users/sam.json.txt': JSON.stringify(sam), 'package.json': '{}' });
		const result = cli(['import', 'sam.json.txt'], { cwd: join(project.dir, 'content/users') });
		expect(result).toEqual({
			code: 0,
			stdout: 'wrote content/users/sam.md\n',
			stderr: `staticnouns: in the project at ../.. (${project.dir}); paths are relative to it\n`,
		});
		expect(await readFile(join(project.dir, 'content/users/sam.md'), 'utf8')).toMatch(/^---\nid: d4rtqg6m0rqdolrcep5g\n/);
	});

	test('says that a User imported before exists, where, and how to update it', async () => {
		await project.write({ 'sam.json': JSON.stringify(sam) });
		expect(cli(['import', 'sam.json'], { cwd: project.dir }).code).toBe(0);
		const again = cli(['import', 'sam.json'], { cwd: project.dir });
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
		const result = cli(['import', '-'], { cwd: project.dir, input: JSON.stringify(sam) });
		const kept = await readFile(join(project.dir, 'content/users/sam.md'), 'utf8');
		await project.cleanup();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe('content/users/sam.md: already exists: edit it instead\n1 problem in 1 file.\nNo file was written.\n');
		expect(kept).toBe('not a profile yet');
	});
});

describe('staticnouns import, then npm run build', () => {
	const built = makeProject({ git: false });
	afterAll(async () => (await built).cleanup());

	test('publishes exactly the imported Users', async () => {
		const users: User[] = fc.sample(userArbitrary, { numRuns: 12, seed: 42 });
		// Names and IDs must not collide across the sample (a rule of the site, not of import).
		const unique = users.filter((user, index) => users.findIndex((other) => other.name.toLowerCase() === user.name.toLowerCase() || other.id === user.id || other.id === user.name) === index);
		const { dir } = await built;
		for (const user of unique) expect(cli(['import', '-'], { cwd: dir, input: JSON.stringify(user) }).code).toBe(0);
		const out = join(dir, 'dist');
		const result = await run('npx', ['astro', 'build', '--outDir', out], { CONTENT_DIR: join(dir, 'content'), SITE_URL: '', BASE_PATH: '', SEARCH_ENGINES: '' });
		expect(result.code, result.stderr).toBe(0);
		for (const user of unique) {
			expect(await readFile(join(out, 'v1/users', user.id), 'utf8')).toBe(serializeUser(user));
		}
	});
});
