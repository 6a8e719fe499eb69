import { describe, expect, test } from 'vitest';
import { sidClashes } from '../../../src/content/validate/short-ids.ts';
import type { ProfileIdentity } from '../../../src/content/validate/profile-file.ts';

const identity = (
	file: string,
	id: string,
	sid: string,
	ownerUser: ProfileIdentity['ownerUser'] = null,
): ProfileIdentity => ({
	file,
	user: { id, name: file.replace(/.*\//, '').replace(/\..*/, '') },
	locate: (path) => (path[0] === 'sid' ? 3 : 2),
	nameLine: 1,
	ownerUser,
	sid,
});

describe('sidClashes', () => {
	test('blames the later file of two with one short ID, with a fresh one to write', () => {
		const issues = sidClashes([
			identity('content/users/sam.md', 'bbbbbbbbbbbbbbbbbbbb', 'abcde'),
			identity('content/users/ash.md', 'aaaaaaaaaaaaaaaaaaaa', 'abcde'),
		]);
		expect(issues).toHaveLength(1);
		expect(issues[0]).toMatchObject({ file: 'content/users/sam.md', line: 3, path: 'sid' });
		expect(issues[0]!.message).toMatch(
			/^the short ID "abcde" is also the one of content\/users\/ash\.md; each short ID leads to one profile: give this profile its own, such as this fresh one: sid: (?!abcde)[a-z]{5}$/,
		);
	});

	test('blames the changed file, never the settled one', () => {
		const issues = sidClashes(
			[
				identity('content/users/ash.md', 'aaaaaaaaaaaaaaaaaaaa', 'abcde'),
				identity('content/users/sam.md', 'bbbbbbbbbbbbbbbbbbbb', 'abcde'),
			],
			(profile) => profile.file === 'content/users/sam.md',
		);
		expect(issues.map((issue) => issue.file)).toEqual(['content/users/ash.md']);
	});

	test('leaves two files with one ID to the ID rule, and different sids alone', () => {
		expect(
			sidClashes([
				identity('content/users/ash.md', 'aaaaaaaaaaaaaaaaaaaa', 'abcde'),
				identity('content/users/ash2.md', 'aaaaaaaaaaaaaaaaaaaa', 'abcde'),
				identity('content/users/sam.md', 'bbbbbbbbbbbbbbbbbbbb', 'abcdf'),
			]),
		).toEqual([]);
	});

	test("a member's fresh sid has six letters", () => {
		const [issue] = sidClashes([
			identity('content/users/kit/members/a.md', 'aaaaaaaaaaaaaaaaaaaa', 'abcdef', { name: 'kit' }),
			identity('content/users/kit/members/b.md', 'bbbbbbbbbbbbbbbbbbbb', 'abcdef', { name: 'kit' }),
		]);
		expect(issue!.message).toMatch(/sid: [a-z]{6}$/);
	});
});
