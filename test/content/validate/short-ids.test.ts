import { describe, expect, test } from 'vitest';
import {
	derivedSid,
	movedSids,
	settleDerivedSids,
	sidClashes,
	type SidClaim,
} from '../../../src/content/validate/short-ids.ts';
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

// Two xids whose first derived user sids meet (found by search; the first test proves it).
const OLDER = 'd4gn7g3p38l77tn1005k';
const NEWER = 'd4gn7g3p38l77tn1007b';
const claim = (
	file: string,
	id: string,
	derived = true,
	sid = derivedSid(id, 'user'),
): SidClaim => ({
	file,
	id,
	kind: 'user',
	sid,
	derived,
});

describe('settleDerivedSids', () => {
	test('the two IDs below derive one sid, and their next rounds differ', () => {
		expect(derivedSid(OLDER, 'user')).toBe('iyrhl');
		expect(derivedSid(NEWER, 'user')).toBe('iyrhl');
		expect(derivedSid(NEWER, 'user', 1)).toBe('agpmp');
		expect(derivedSid(NEWER, 'user', 0)).toBe(derivedSid(NEWER, 'user'));
	});

	test.each([
		['by ID', [claim('a.md', OLDER), claim('b.md', NEWER)], ['iyrhl', 'agpmp']],
		['in any order of files', [claim('z.md', NEWER), claim('a.md', OLDER)], ['agpmp', 'iyrhl']],
		[
			'the same ID twice: left to the ID rule',
			[claim('a.md', NEWER), claim('b.md', NEWER)],
			['iyrhl', 'iyrhl'],
		],
		[
			'a written sid never moves',
			[claim('a.md', OLDER, false), claim('b.md', NEWER, false)],
			['iyrhl', 'iyrhl'],
		],
		[
			'nor steps aside for a derived one',
			[claim('a.md', NEWER, false), claim('b.md', OLDER)],
			['iyrhl', 'iyrhl'],
		],
		['alone, each keeps its own', [claim('a.md', OLDER)], ['iyrhl']],
	])(
		'the first by ID keeps a derived sid, the next takes its next round: %s',
		(_, claims, sids) => {
			expect(settleDerivedSids(claims)).toEqual(sids);
		},
	);

	test('is linear: 20,000 derived claims settle at once, all different', () => {
		const claims = Array.from({ length: 20_000 }, (_, index) =>
			claim(`${index}.md`, `c${index.toString(32).padStart(19, '0')}`),
		);
		const sids = settleDerivedSids(claims);
		expect(new Set(sids).size).toBe(claims.length);
		// Only the few that met moved.
		expect(sids.filter((sid, index) => sid !== claims[index]!.sid).length).toBeLessThan(20);
	});
});

describe('movedSids', () => {
	test('names only the moved profile, with its new sid', () => {
		const older = {
			...identity('content/users/ash.md', OLDER, 'iyrhl'),
			sidDerived: true as const,
		};
		const newer = {
			...identity('content/users/sam.md', NEWER, 'iyrhl'),
			sidDerived: true as const,
		};
		expect([...movedSids([newer, older])]).toEqual([[newer, 'agpmp']]);
		expect(sidClashes([older, { ...newer, sid: 'agpmp' }])).toEqual([]);
	});
});
