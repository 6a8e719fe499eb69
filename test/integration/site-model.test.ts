import { describe, expect, test } from 'vitest';
import { handedOver, handOver, pageEntries, release, type SiteEntry } from '../../src/integration/site-model.ts';

const robin = { id: 'robin', filePath: 'content/users/robin.md', data: { user: {}, avatar: null, members: [] } } as unknown as SiteEntry;

describe('handedOver', () => {
	test('returns the entries handed over under the same token, frozen, until released', () => {
		const entries = [robin];
		handOver('build-a', entries);
		expect(handedOver('build-a')).toBe(entries);
		expect(Object.isFrozen(handedOver('build-a'))).toBe(true);
		release('build-a');
		expect(handedOver('build-a')).toBeUndefined();
	});

	test('returns undefined for another build\'s token: two builds in one process do not see each other\'s site', () => {
		handOver('build-a', [robin]);
		expect(handedOver('build-b')).toBeUndefined();
		release('build-a');
	});
});

describe('pageEntries', () => {
	const collection = async () => [{ id: 'sam', data: robin.data, filePath: 'content/users/sam.json' }];

	test('returns the collection\'s entries without a token (astro dev)', async () => {
		expect(await pageEntries(null, collection)).toEqual([{ id: 'sam', data: robin.data, filePath: 'content/users/sam.json' }]);
	});

	test('returns the handed-over entries with a token, without reading the collection', async () => {
		handOver('build-c', [robin]);
		expect(await pageEntries('build-c', () => Promise.reject(new Error('read the collection')))).toEqual([robin]);
		release('build-c');
	});

	test('errors if a build\'s token finds no site, rather than render an empty one', async () => {
		await expect(pageEntries('build-d', collection)).rejects.toThrowErrorMatchingInlineSnapshot(`[Error: staticnouns: the pages did not get the site the integration loaded (src/integration/site-model.ts was bundled instead of shared with astro.config.mjs). Build with \`astro build\` and the staticnouns integration imported by astro.config.mjs.]`);
	});
});
