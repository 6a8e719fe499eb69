import { describe, expect, test } from 'vitest';
import { contentFiles, crawlerFiles, siteFiles } from '../../src/integration/site-outputs.ts';
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

describe('contentFiles and crawlerFiles', () => {
	test('are siteFiles in two parts: the files of the profiles, then robots.txt and the sitemap of the pages', () => {
		const options = {
			base: '/',
			site: new URL('https://profiles.example.org'),
			searchEngines: true,
			jsonCopies: true,
			search: true,
			pages: ['/', '/@robin/'],
		};
		const published = { users: [robin], members: new Map() };
		const whole = [...siteFiles(published, options)];
		const crawlers = [...crawlerFiles(options)];
		expect([...contentFiles(published, options), ...crawlers]).toEqual(whole);
		expect(crawlers.map(([path]) => path)).toEqual(['sitemap.xml', 'robots.txt']);
		expect(crawlers[0]![1]).toContain('<loc>https://profiles.example.org/@robin/</loc>');
		expect(crawlers[0]![1]).toContain('<loc>https://profiles.example.org/</loc>');
	});
});
