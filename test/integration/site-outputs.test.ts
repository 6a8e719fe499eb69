import { describe, expect, test } from 'vitest';
import { contentFiles, crawlerFiles, siteFiles } from '../../src/integration/site-outputs.ts';
import { makeUser } from '../helpers/users.ts';
import { modelOfUsers } from '../helpers/model.ts';

const robin = makeUser({
	name: 'robin',
	pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 } as never],
});
const paths = (search: boolean | undefined) =>
	[
		...siteFiles(modelOfUsers([robin]), {
			base: '/',
			site: undefined,
			searchEngines: false,
			jsonCopies: true,
			search,
		}),
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

describe('siteFiles with pronounsCcApi', () => {
	const juniper = makeUser({ name: 'juniper', id: 'd4gn7g3p38l77tn1edf0' });
	const files = (pronounsCcApi: boolean | undefined, jsonCopies = true) =>
		new Map(
			siteFiles(modelOfUsers([robin], new Map([[robin.id, [juniper]]])), {
				base: '/',
				site: undefined,
				searchEngines: false,
				jsonCopies,
				pronounsCcApi,
			}),
		);

	test.each([true, false])(
		'with it off, no api/v1/ file, and every other file the same bytes as with it on (jsonCopies %s)',
		(jsonCopies) => {
			const on = files(true, jsonCopies);
			const off = files(false, jsonCopies);
			expect([...off.keys()].filter((path) => path.startsWith('api/'))).toEqual([]);
			// The short links are pages: there in either setting.
			expect([...off.keys()].filter((path) => path.startsWith('s/'))).toHaveLength(2);
			// v1/ and everything else but the host rules' api/v1/ lines: byte-identical.
			const v1 = [...on].filter(([path]) => path.startsWith('v1/'));
			expect(v1.length).toBeGreaterThan(0);
			for (const [path, body] of on) {
				if (path.startsWith('api/v1/')) continue;
				if (path === '_headers' || path === '_redirects') continue;
				expect(off.get(path), path).toBe(body);
			}
			expect(off.size).toBe([...on.keys()].filter((path) => !path.startsWith('api/v1/')).length);
		},
	);

	test('left out, publishes api/v1/ as the option does by default: 8 files a user and 6 its member', () => {
		const cc = (map: Map<string, string>) =>
			[...map.keys()].filter((path) => path.startsWith('api/v1/') && !path.endsWith('.htaccess'));
		expect(cc(files(undefined))).toEqual(cc(files(true)));
		// The user's 8 (as in v1/), the member's 2 by ID and 4 within the user's 2 refs, the two
		// APIErrors and their two 404.html copies, and the empty list the servers' rules answer.
		expect(cc(files(true))).toHaveLength(8 + 6 + 4 + 1);
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
		const published = modelOfUsers([robin]);
		const whole = [...siteFiles(published, options)];
		const crawlers = [...crawlerFiles(options)];
		expect([...contentFiles(published, options), ...crawlers]).toEqual(whole);
		expect(crawlers.map(([path]) => path)).toEqual(['sitemap.xml', 'robots.txt']);
		expect(crawlers[0]![1]).toContain('<loc>https://profiles.example.org/@robin/</loc>');
		expect(crawlers[0]![1]).toContain('<loc>https://profiles.example.org/</loc>');
	});
});
