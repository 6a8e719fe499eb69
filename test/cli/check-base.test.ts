/**
 * `check --base` against a real git history made in each test:
 * base = main after alex and blair were added, then blair was deleted.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';
import { withoutFreshIds } from '../helpers/fresh-id.ts';
import { derivedSid } from '../../src/schemas/short-id.ts';

const ALEX = 'aaaaaaaaaaaaaaaaaaaa';
const BLAIR = 'bbbbbbbbbbbbbbbbbbbb';
const NEW = 'cccccccccccccccccccc';

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
	return {
		...result,
		stdout: withoutFreshIds(result.stdout),
		stderr: withoutFreshIds(result.stderr),
	};
};

describe('staticnouns check --base', () => {
	test('passes when nothing changed', async () => {
		expect(await check()).toEqual({ code: 0, stdout: '1 profile is valid.\n', stderr: '' });
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
			stdout: `renamed: content/users/alex.md → content/users/alexandra/index.md (same ID ${ALEX})\nPublished from the profile this change adds or edits, with their members: 9 files, about 12.6 KB: 1 page (about 12.0 KB), 8 API files (664 bytes).\n1 profile is valid.\n`,
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
			/^::error file=content\/users\/alex\.md,line=4::invalid YAML: unexpected end of the stream within a flow collection$/m,
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
			stdout: `renamed: content/users/alex/members/june.md → content/users/sam/members/june/index.md (same ID ${JUNE})\nPublished from the profile this change adds or edits, with their members: 16 files, about 26.2 KB: 2 pages (about 24.0 KB), 14 API files (2.2 KB).\n2 profiles and 1 member are valid.\n`,
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
			stdout:
				'Published from the profile this change adds or edits, with their members: 16 files, about 26.4 KB: 2 pages (about 24.0 KB), 14 API files (2.4 KB).\n1 profile and 1 member are valid.\n',
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
