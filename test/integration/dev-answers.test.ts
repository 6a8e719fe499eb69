/**
 * In `astro dev`, one invalid profile affects only that file's answers
 * (issue 23 point 7): which API and page addresses a broken file takes out.
 */
import { describe, expect, test } from 'vitest';
import type { ContentIssue } from '../../src/content/issues.ts';
import type { ProfileIdentity } from '../../src/content/validate/profile-file.ts';
import { brokenProfiles } from '../../src/integration/dev-answers.ts';

const issue = (file: string, message = 'unknown key "display_nam"'): ContentIssue => ({
	file,
	line: 3,
	path: 'display_nam',
	message,
});
const identity = (
	file: string,
	id: string,
	name: string,
	ownerUser: { id: string; name: string } | null = null,
) => ({ file, user: { id, name }, locate: () => 1, nameLine: 1, ownerUser }) as ProfileIdentity;

const broken = brokenProfiles(
	[
		issue('content/users/robin.md'),
		issue('content/users/kit/members/juniper.md'),
		issue('content/users/nameless.md', 'id: required'),
	],
	[
		identity('content/users/robin.md', 'd4gn7g3p38l77tn1edd0', 'robin'),
		identity('content/users/kit/members/juniper.md', 'd4gn7g3p38l77tn1ede0', 'juniper', {
			id: 'x',
			name: 'kit',
		}),
	],
	'content/users/',
);

describe("one invalid profile affects only that file's answers, and they say why (issue 23 point 7)", () => {
	test.each([
		'v1/users/robin',
		'v1/users/Robin.json',
		'v1/users/d4gn7g3p38l77tn1edd0',
		'v1/users/robin/members',
		'v1/users/nameless',
		'v1/users/kit/members/juniper',
		'v1/users/kit/members/d4gn7g3p38l77tn1ede0.json',
		'v1/members/d4gn7g3p38l77tn1ede0',
		// The pronouns.cc shape's paths (issue 32): the same tree under api/v1/.
		'api/v1/users/robin',
		'api/v1/users/robin/members',
		'api/v1/users/kit/members/juniper',
		'api/v1/members/d4gn7g3p38l77tn1ede0',
	])('%s answers JSON with the problems', (path) => {
		const answer = broken.answer(path);
		expect(answer).toMatchObject({ status: 500, type: 'application/json; charset=utf-8' });
		expect(JSON.parse(answer!.body)).toEqual({
			code: 500,
			message: expect.stringContaining('content/users/'),
		});
	});

	test.each([
		'v1/users/sam',
		'v1/users/kit',
		'v1/users/kit/members',
		'v1/users/kit/members/rowan',
		'v1/members/d4gn7g3p38l77tn1edf0',
		'v1/users/%E0%A4%A',
		'api/v1/users/kit',
		'api/v1/members/d4gn7g3p38l77tn1edf0',
		'api/users/robin',
		'media/robin.webp',
	])('%s is left to the site', (path) => {
		expect(broken.answer(path)).toBeUndefined();
	});

	test("the broken profile's page shows its problems; the others render", () => {
		expect(broken.page('@robin/')?.map((found) => found.file)).toEqual(['content/users/robin.md']);
		expect(broken.page('@kit/juniper/')?.map((found) => found.file)).toEqual([
			'content/users/kit/members/juniper.md',
		]);
		expect([broken.page('@kit/'), broken.page('@sam/'), broken.page('directory/')]).toEqual([
			undefined,
			undefined,
			undefined,
		]);
	});

	test('says why, in the answer', () => {
		expect(JSON.parse(broken.answer('v1/users/robin')!.body).message).toMatchInlineSnapshot(`
			"This profile has problems, so it is not published until they are fixed:
			content/users/robin.md:3: display_nam: unknown key "display_nam"
			1 problem in 1 file."
		`);
	});
});
