/**
 * loadSite on files of 100,000 keys and 200,000 list entries
 * (test/content/site-hostile.test.ts has the hostile cases on small files):
 * a bounded report, in linear time, without overflowing the stack.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { formatReport } from '../../src/content/issues.ts';
import { loadSite } from '../../src/content/site.ts';
import { makeProject } from '../helpers/repo.ts';

const VALID = (id: string) => `---\nid: ${id}\n---\n`;

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': VALID('d0f6ssg3eqa7kbdj1v40') });
});
afterEach(() => project.cleanup());

const load = async (limits = {}) => {
	const site = await loadSite(join(project.dir, 'content'), { cwd: project.dir, limits });
	return { ...site, report: formatReport(site.issues) };
};

describe('loadSite', () => {
	test('reports 20 of 100,000 unknown keys and counts the rest, in JSON and YAML', async () => {
		const keys = Array.from({ length: 100_000 }, (_, index) => `k${index}`);
		await project.write({
			'content/users/keys.json': JSON.stringify(
				{ id: 'd0f6ssg3eqa7kbdj1v41', ...Object.fromEntries(keys.map((key) => [key, 1])) },
				null,
				1,
			),
			'content/users/keys-yaml.md': `---\nid: d0f6ssg3eqa7kbdj1v42\n${keys.map((key) => `${key}: 1`).join('\n')}\n---\n`,
		});
		const { report } = await load({ fileBytes: 2_000_000 });
		const lines = report.split('\n');
		expect(lines).toHaveLength(2 * 21 + 1);
		expect(lines.slice(19, 22)).toMatchInlineSnapshot(`
			[
			  "content/users/keys-yaml.md:22: k19: unknown key "k19"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema",
			  "content/users/keys-yaml.md: ... and 99,980 more problems in this file",
			  "content/users/keys.json:3: k0: unknown key "k0"; did you mean "id"?",
			]
		`);
		expect(lines.at(-1)).toBe('200,000 problems in 2 files.');
	});

	test('reports 200,000 invalid list entries without overflowing the stack', async () => {
		await project.write({
			'content/users/entries.json': JSON.stringify({
				id: 'd0f6ssg3eqa7kbdj1v41',
				names: Array(200_000).fill(1),
			}),
		});
		const { report } = await load({ fileBytes: 2_000_000, names: 1_000_000, issuesPerFile: 3 });
		expect(report).toMatchInlineSnapshot(`
			"content/users/entries.json:1: names[0]: must be a name (text) or an object with name and status: got 1
			content/users/entries.json:1: names[1]: must be a name (text) or an object with name and status: got 1
			content/users/entries.json:1: names[2]: must be a name (text) or an object with name and status: got 1
			content/users/entries.json: ... and 199,997 more problems in this file
			200,000 problems in 1 file."
		`);
	});
});
