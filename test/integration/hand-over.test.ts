import { describe, expect, test } from 'vitest';
import {
	handedOver,
	handOver,
	handedPageUsers,
	release,
	type PageUser,
} from '../../src/integration/hand-over.ts';

const robin = {
	id: 'robin',
	filePath: 'content/users/robin.md',
	data: { user: {}, avatar: null, members: [] },
} as unknown as PageUser;

describe('handedOver', () => {
	test('returns the users handed over under the same token, frozen, until released', () => {
		const users = [robin];
		handOver('build-a', users);
		expect(handedOver('build-a')).toBe(users);
		expect(Object.isFrozen(handedOver('build-a'))).toBe(true);
		release('build-a');
		expect(handedOver('build-a')).toBeUndefined();
	});

	test("returns undefined for another build's token: two builds in one process do not see each other's site", () => {
		handOver('build-a', [robin]);
		expect(handedOver('build-b')).toBeUndefined();
		release('build-a');
	});
});

describe('handedPageUsers', () => {
	test('returns the users handed over under the token (astro build)', async () => {
		handOver('build-c', [robin]);
		expect(await handedPageUsers('build-c')).toEqual([robin]);
		release('build-c');
	});

	test('returns the current users when a function was handed over (astro dev: the users of the latest load)', async () => {
		let current = [robin];
		handOver('dev-a', async () => current);
		expect(await handedPageUsers('dev-a')).toEqual([robin]);
		current = [];
		expect(await handedPageUsers('dev-a')).toEqual([]);
		release('dev-a');
	});

	test("errors if a build's token finds no site, rather than render an empty one", async () => {
		await expect(handedPageUsers('build-d')).rejects.toThrowErrorMatchingInlineSnapshot(
			`[Error: staticnouns: the pages did not get the site the integration loaded (src/integration/hand-over.ts was bundled instead of shared with astro.config.mjs). Build with \`astro build\` and the staticnouns integration imported by astro.config.mjs.]`,
		);
	});
});
