/**
 * Issue 22 point 3: the rules across profiles cost time and memory linear in
 * the profiles, however many share one ID, name or API path. Measured by
 * counting reads of the profiles (each pair a quadratic rule forms reads
 * two), at a size and 10 times it.
 */
import { describe, expect, test } from 'vitest';
import { checkAcrossProfiles } from '../../../src/content/validate/rules.ts';
import type { ProfileIdentity } from '../../../src/content/validate/profile-file.ts';
import { countGrowth } from '../../helpers/growth.ts';

/** `n` identities made by `shape`, whose every read of `file` or `user` is counted. */
function counted(
	n: number,
	count: () => void,
	shape: (at: number) => { id: string; name: string; ownerName?: string },
): ProfileIdentity[] {
	return Array.from({ length: n }, (_, at) => {
		const { id, name, ownerName } = shape(at);
		const identity: ProfileIdentity = {
			file: `content/users/${ownerName ? `${ownerName}/members/` : ''}${name}.md`,
			user: { id, name },
			locate: () => 2,
			nameLine: 1,
			ownerUser: ownerName ? { id: 'c0000000000000000000', name: ownerName } : null,
		};
		return new Proxy(identity, {
			get(target, key, receiver) {
				if (key === 'file' || key === 'user') count();
				return Reflect.get(target, key, receiver);
			},
		});
	});
}

const pad = (at: number) => String(at).padStart(6, '0');

describe('checkAcrossProfiles costs linear work', () => {
	test.each([
		// The issue's case: thousands of one-line files that share one ID.
		['one shared ID', (at: number) => ({ id: 'd0f6ssg3eqa7kbdj1v40', name: `p${pad(at)}` })],
		// Another way: one name in many cases and spellings of its file (same name ignoring case).
		[
			'one name in many cases',
			(at: number) => ({
				id: `d0f6ssg3eqa7k${pad(at)}x`,
				name: [...`name${at % 2}`].map((c, i) => ((at >> i) & 1 ? c.toUpperCase() : c)).join(''),
			}),
		],
		// And members of one user sharing an ID with each other.
		[
			'members sharing one ID',
			(at: number) => ({ id: 'd0f6ssg3eqa7kbdj1v41', name: `m${pad(at)}`, ownerName: 'kit' }),
		],
	])('%s: 10 times the files, about 10 times the work', (_label, shape) => {
		const growth = countGrowth((n, count) => {
			const profiles = counted(n, count, shape);
			return () => checkAcrossProfiles(profiles);
		}, 400);
		// Linear: about 10; pairing each file with every other: about 100.
		expect(growth).toBeLessThan(15);
	});

	test('three files sharing one ID still give two lines, each naming the first', () => {
		let ignored = 0;
		const profiles = counted(
			3,
			() => ignored++,
			(at) => ({ id: 'd0f6ssg3eqa7kbdj1v40', name: ['alex', 'blair', 'casey'][at]! }),
		);
		expect(
			checkAcrossProfiles(profiles).map((issue) => `${issue.file}: ${issue.message.split(';')[0]}`),
		).toEqual([
			'content/users/blair.md: the ID "d0f6ssg3eqa7kbdj1v40" is already used by content/users/alex.md',
			'content/users/casey.md: the ID "d0f6ssg3eqa7kbdj1v40" is already used by content/users/alex.md',
		]);
	});
});

describe('names hosts take as their own in a folder (issue 22 point 5)', () => {
	const profile = (name: string, ownerName?: string) => {
		let ignored = 0;
		return counted(
			1,
			() => ignored++,
			() => ({ id: 'd0f6ssg3eqa7kbdj1v40', name, ...(ownerName ? { ownerName } : {}) }),
		)[0]!;
	};

	test.each(['404', 'index', 'INDEX'])('refuses a member named %s', (name) => {
		expect(checkAcrossProfiles([profile(name, 'kit')]).map((issue) => issue.message)).toEqual([
			`the name "${name}" is one hosts take as their own inside a folder (Cloudflare Pages answers v1/user-members/kit/${name} with its not-found page or a redirect), so this member could not be fetched by name: rename this file`,
		]);
	});

	test.each(['index', 'INDEX', 'Index'])('refuses a user named %s', (name) => {
		expect(checkAcrossProfiles([profile(name)]).map((issue) => issue.message)).toEqual([
			`the name "${name}" is one hosts take as their own inside a folder (Cloudflare Pages redirects v1/users/${name} to v1/users/ when no file is there, so every host answers it as an unknown user), so this user could not be fetched by name: rename this file`,
		]);
	});

	test.each(['404', 'indexes', 'index.md', 'robin'])('accepts a user named %s', (name) => {
		expect(checkAcrossProfiles([profile(name)])).toEqual([]);
	});
});
