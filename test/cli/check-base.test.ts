/**
 * `check --base` against a real git history made in each test:
 * base = main after alex and blair were added, then blair was deleted.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';

const ALEX = 'aaaaaaaaaaaaaaaaaaaa';
const BLAIR = 'bbbbbbbbbbbbbbbbbbbb';
const NEW = 'cccccccccccccccccccc';

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject();
	await project.write({ 'content/users/alex.md': profile(ALEX), 'content/users/blair.json': JSON.stringify({ id: BLAIR }) });
	project.commit('add alex and blair');
	await project.remove('content/users/blair.json');
	project.commit('remove blair');
});
afterEach(() => project.cleanup());

const check = (env: Record<string, string> = {}) => cli(['check', '--base', 'main'], { cwd: project.dir, env: { GITHUB_ACTIONS: '', ...env } });

describe('staticnouns check --base', () => {
	test('passes when nothing changed', () => {
		expect(check()).toEqual({ code: 0, stdout: '1 profile is valid.\n', stderr: '' });
	});

	test('passes a new profile with a new ID', async () => {
		await project.write({ 'content/users/casey.md': profile(NEW) });
		expect(check().code).toBe(0);
	});

	test('errors if an existing profile changed its ID, at the line of the ID', async () => {
		await project.write({ 'content/users/alex.md': `---\n# edited\nid: ${NEW}\n---\n` });
		const result = check();
		expect(result.code).toBe(1);
		expect(result.stderr).toBe(
			`content/users/alex.md:3: id: the ID changed from "${ALEX}" (at main) to "${NEW}"; IDs never change: put back id: ${ALEX}\n1 problem in 1 file.\n`,
		);
	});

	test('errors if a new profile reuses the ID of a deleted one', async () => {
		await project.write({ 'content/users/casey.md': profile(BLAIR) });
		const result = check();
		expect(result.code).toBe(1);
		expect(result.stderr).toContain(
			`content/users/casey.md:2: id: the ID "${BLAIR}" belonged to "blair" before (in the history of main); IDs are never reused, even after a deletion`,
		);
	});

	test('passes a deleted profile coming back under the same name and ID', async () => {
		await project.write({ 'content/users/blair.md': profile(BLAIR) });
		expect(check().code).toBe(0);
	});

	test('reports a moved file keeping its ID as a rename', async () => {
		await project.remove('content/users/alex.md');
		await project.write({ 'content/users/alexandra/index.md': profile(ALEX) });
		expect(check()).toEqual({
			code: 0,
			stdout: `renamed: content/users/alex.md → content/users/alexandra/index.md (same ID ${ALEX})\n1 profile is valid.\n`,
			stderr: '',
		});
	});

	test('passes a renamed profile whose old name a new profile takes', async () => {
		await project.write({ 'content/users/alexandra.md': profile(ALEX), 'content/users/alex.md': profile(NEW) });
		const result = check();
		expect(result.code).toBe(0);
		expect(result.stdout).toContain(`renamed: content/users/alex.md → content/users/alexandra.md (same ID ${ALEX})`);
	});

	test('prints GitHub annotations with file and line under GitHub Actions', async () => {
		await project.write({ 'content/users/alex.md': `---\nid: ${NEW}\npronouns: [{ pronouns: they/them, status: sometimes }]\n---\n` });
		const result = check({ GITHUB_ACTIONS: 'true' });
		expect(result.code).toBe(1);
		expect(result.stdout.split('\n').filter(Boolean)).toEqual([
			'::error file=content/users/alex.md,line=3,title=pronouns[0].status::must be one of favourite, okay, jokingly, friends_only, avoid or a number 1-5: got "sometimes"',
			`::error file=content/users/alex.md,line=2,title=id::the ID changed from "${ALEX}" (at main) to "${NEW}"; IDs never change: put back id: ${ALEX}`,
		]);
	});

	test('points YAML errors at their line in annotations too', async () => {
		await project.write({ 'content/users/alex.md': `---\nid: ${ALEX}\nnames: [a, b\n---\n` });
		const result = check({ GITHUB_ACTIONS: 'true' });
		expect(result.stdout).toMatch(/^::error file=content\/users\/alex\.md,line=4::invalid YAML: unexpected end of the stream within a flow collection$/m);
	});

	test('errors clearly on a ref that does not exist', () => {
		const result = cli(['check', '--base', 'no-such-branch'], { cwd: project.dir });
		expect(result).toEqual({
			code: 2,
			stdout: '',
			stderr: 'staticnouns check: no commit "no-such-branch" in this repository (in CI, fetch the base branch: actions/checkout with fetch-depth: 0)\n',
		});
	});

	test('errors clearly when --base is given no ref', () => {
		const result = cli(['check', '--base'], { cwd: project.dir });
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(/^staticnouns check: Option '--base <value>' argument missing/);
	});
});

describe('staticnouns check --base without history', () => {
	test('errors clearly in a repository with no commits', async () => {
		const empty = await makeProject();
		await empty.write({ 'content/users/alex.md': profile(ALEX) });
		const result = cli(['check', '--base', 'main'], { cwd: empty.dir });
		await empty.cleanup();
		expect(result).toEqual({ code: 2, stdout: '', stderr: 'staticnouns check: this repository has no commits yet; --base needs history to compare with\n' });
	});

	test('errors clearly outside a git repository', async () => {
		const bare = await makeProject({ git: false });
		await bare.write({ 'content/users/alex.md': profile(ALEX) });
		const result = cli(['check', '--base', 'main'], { cwd: bare.dir, env: { GIT_CEILING_DIRECTORIES: bare.dir.replace(/\/[^/]+$/, '') } });
		await bare.cleanup();
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(/^staticnouns check: .* is not inside a git repository; --base needs the project's git history\n$/);
	});
});
