import { describe, expect, test } from 'vitest';
import { siteFiles } from '../../src/integration/site-files.ts';
import { makeUser } from '../helpers/users.ts';

const robin = makeUser({
	name: 'robin',
	pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 } as never],
});
const paths = (search: boolean | undefined) =>
	[
		...siteFiles(
			{ users: [robin], members: new Map() },
			{ base: '/', site: undefined, searchEngines: false, jsonCopies: true, search },
		),
	].map(([path]) => path);

describe('siteFiles', () => {
	test('publishes the search index with the other files when search is on', () => {
		expect(
			paths(true)
				.filter((path) => path.startsWith('search-index/'))
				.sort(),
		).toEqual([
			'search-index/index.json',
			'search-index/r/0.json',
			'search-index/s/0.json',
			'search-index/t/0.json',
		]);
	});

	test.each([false, undefined])('publishes no search index when search is %s', (search) => {
		expect(paths(search).filter((path) => path.startsWith('search-index/'))).toEqual([]);
		expect(paths(search)).toContain('robots.txt');
	});
});
