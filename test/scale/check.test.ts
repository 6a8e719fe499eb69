/**
 * `staticnouns check` on a file of 100,000 unknown keys (test/cli/ has the
 * command's behaviour on small inputs): a bounded report.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';

const ALEX = 'aaaaaaaaaaaaaaaaaaaa';

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject();
	await project.write({ 'content/users/alex.md': profile(ALEX) });
});
afterEach(() => project.cleanup());

const check = (args: string[] = [], env: Record<string, string> = {}) =>
	cli(['check', ...args], { cwd: project.dir, env: { GITHUB_ACTIONS: '', ...env } });

describe('staticnouns check', () => {
	test('prints a bounded report for a file of 100,000 unknown keys, and for a 64 KB one', async () => {
		const keys = (count: number) =>
			Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 1]));
		const small = JSON.stringify({ id: 'bbbbbbbbbbbbbbbbbbbb', ...keys(6000) });
		expect(small.length).toBeLessThan(65_536);
		await project.write({
			'content/users/huge.json': JSON.stringify({ id: 'cccccccccccccccccccc', ...keys(100_000) }),
			'content/users/many.json': small,
		});
		const result = await check();
		expect(result.code).toBe(1);
		const lines = result.stderr.trimEnd().split('\n');
		expect(lines).toHaveLength(23);
		expect([lines[0], ...lines.slice(-3)]).toMatchInlineSnapshot(`
			[
			  "content/users/huge.json: the file is 1,088,919 bytes (1.0 MiB); a profile file may be at most 64 KiB: shorten it",
			  "content/users/many.json:1: k19: unknown key "k19"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema",
			  "content/users/many.json: ... and 5,980 more problems in this file",
			  "6,001 problems in 2 files.",
			]
		`);
	});
});
