/**
 * A site in two languages (issue 42 point 4): the example site with `locales: ['en', 'fr']` under
 * a base path, built once. Every page in each language, French under /profiles/fr/, linking within
 * its language; hreflang alternates and a switcher of plain links on every page; the API, short
 * links, search index and 404 page once; the sitemap lists both languages' pages; French search
 * finds French pages; axe finds nothing in light and dark at 320 and 1280 px.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	axeViolations,
	launchChromium,
	MODES,
	serveSite,
	setMode,
	sharedBuild,
	visit,
} from '../helpers/browser.ts';

let dir: string;
let browser: Browser;
let server: { origin: string; close: () => void };

beforeAll(async () => {
	dir = await sharedBuild('test/fixtures/examples', {
		SITE_LOCALES: 'en,fr',
		BASE_PATH: '/profiles',
		SITE_URL: 'https://people.example.org',
		SEARCH_ENGINES: 'allow',
	});
	server = await serveSite(dir, '/profiles/');
	browser = await launchChromium();
}, 300_000);

afterAll(async () => {
	await browser?.close();
	server?.close();
});

const page = (path: string) => readFile(join(dir, path), 'utf8');
/** The site's own links (absolute paths) of a page, each once, sorted. */
const linksOf = (html: string) =>
	[...new Set([...html.matchAll(/ href="(\/[^"]*)"/g)].map((match) => match[1]!))].sort();

describe('the pages', () => {
	test('a French profile page links to French pages, and to the API, its avatar and its card once', async () => {
		const html = await page('fr/@robin/index.html');
		expect(html).toContain('<html lang="fr">');
		expect(html).toMatch(/<title>Robin Okafor 🌻 \(@robin\) · Profils de pronoms<\/title>/);
		expect(linksOf(html)).toEqual([
			'/profiles/@robin/',
			'/profiles/favicon.svg',
			'/profiles/fr/',
			'/profiles/fr/@robin/',
			'/profiles/fr/edit/?user=robin&amp;file=test%2Ffixtures%2Fexamples%2Fusers%2Frobin.md',
			'/profiles/fr/pronouns/she/her/her/hers/herself/',
			'/profiles/fr/pronouns/they/them/their/theirs/themself/',
			'/profiles/v1/users/robin.json',
		]);
		expect(html).toContain(
			'<link rel="canonical" href="https://people.example.org/profiles/fr/@robin/">',
		);
	});

	test.each([
		['@robin/index.html', '@robin/'],
		['fr/@robin/index.html', '@robin/'],
		['fr/directory/index.html', 'directory/'],
		[
			'pronouns/they/them/their/theirs/themself/index.html',
			'pronouns/they/them/their/theirs/themself/',
		],
		['fr/index.html', ''],
	])(
		'%s names itself in each language and x-default, and switches by plain links',
		async (file, tail) => {
			const html = await page(file);
			const alternates = [
				...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
			];
			expect(alternates.map(([, lang, href]) => `${lang} ${href}`)).toEqual([
				`en https://people.example.org/profiles/${tail}`,
				`fr https://people.example.org/profiles/fr/${tail}`,
				`x-default https://people.example.org/profiles/${tail}`,
			]);
			const french = file.startsWith('fr/');
			const nav = html.match(/<nav class="languages" aria-label="([^"]+)">(.*?)<\/nav>/s)!;
			expect(nav[1]).toBe(french ? 'Langues' : 'Languages');
			expect(
				[...nav[2]!.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attrs, name]) => [attrs, name]),
			).toEqual([
				[
					`href="/profiles/${tail}" hreflang="en" lang="en"${french ? '' : ' aria-current="page"'}`,
					'English',
				],
				[
					`href="/profiles/fr/${tail}" hreflang="fr" lang="fr"${french ? ' aria-current="page"' : ''}`,
					'français',
				],
			]);
			expect(html).not.toContain('<script>');
		},
	);

	test('the API, short links, search index, avatars and the 404 page are once, at the base', () => {
		for (const once of ['v1', 'api', 's', 'search-index', 'media', '404.html'])
			expect([existsSync(join(dir, once)), existsSync(join(dir, 'fr', once))]).toEqual([
				true,
				false,
			]);
		// Made once, for any path: no alternates, no switcher to pages that are not there.
		expect(readFileSync(join(dir, '404.html'), 'utf8')).not.toMatch(/hreflang|class="languages"/);
		for (const each of [
			'index.html',
			'directory/index.html',
			'search/index.html',
			'edit/index.html',
		])
			expect(existsSync(join(dir, 'fr', each))).toBe(true);
	});

	test('the sitemap lists every page in both languages', async () => {
		const sitemap = await page('sitemap.xml');
		const paths = [...sitemap.matchAll(/<loc>https:\/\/people\.example\.org([^<]+)<\/loc>/g)].map(
			(match) => match[1]!,
		);
		const english = paths.filter((path) => !path.startsWith('/profiles/fr/'));
		expect(english.length).toBeGreaterThan(10);
		expect(paths.filter((path) => path.startsWith('/profiles/fr/')).sort()).toEqual(
			english.map((path) => path.replace('/profiles/', '/profiles/fr/')).sort(),
		);
		expect(paths).toContain('/profiles/fr/@kit/juniper/');
	});
});

describe('in a browser', () => {
	test('French search finds French profile pages', async () => {
		const { page: tab, problems } = await visit(browser, `${server.origin}/profiles/fr/search/`);
		await tab.getByLabel(/Rechercher/).fill('robin');
		await tab.locator('[data-search-results] a').first().waitFor();
		expect(
			await tab
				.locator('[data-search-results] a')
				.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
		).toEqual(['/profiles/fr/@robin/']);
		expect(problems).toEqual([]);
		await tab.close();
	});

	test.each(['/profiles/fr/@kit/', '/profiles/@kit/', '/profiles/fr/edit/'])(
		'%s: axe finds nothing, nothing wider than the screen, light and dark, 320 and 1280 px',
		async (path) => {
			const { page: tab, problems } = await visit(browser, `${server.origin}${path}`);
			for (const [scheme, width] of MODES) {
				await setMode(tab, scheme, width);
				expect([scheme, width, await axeViolations(tab)]).toEqual([scheme, width, []]);
				expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
					width,
				);
			}
			expect(problems).toEqual([]);
			await tab.close();
		},
	);
});
