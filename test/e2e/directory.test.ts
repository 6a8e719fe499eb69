/**
 * The directory, its pages and the search, built for real: the example site
 * under a base path (search by name, display name and pronouns in Chromium),
 * and a larger generated site with the longest entries a profile may hold
 * (every page within its size, every profile reachable by links alone,
 * paging links that work).
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSite } from '../../bench/generate.ts';
import { ROOT } from '../helpers/run.ts';
import { axeViolations, buildSite, launchChromium, serveSite, visit } from '../helpers/browser.ts';

const KB = 1024;

let temp: string;
let browser: Browser;
const servers: { close: () => void }[] = [];

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-directory-'));
	browser = await launchChromium();
});

afterAll(async () => {
	await browser?.close();
	for (const server of servers) server.close();
	if (temp) await rm(temp, { recursive: true, force: true });
});

async function serve(dir: string, base?: string): Promise<string> {
	const server = await serveSite(dir, base);
	servers.push(server);
	return server.origin;
}

/** Every HTML file of a built site, relative to it. */
async function htmlFiles(dir: string): Promise<string[]> {
	return (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
}

/** The site paths a page links to with <a href>, as a reader following links reaches them. */
function linksOf(html: string, from: string): string[] {
	return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map(
		(match) => new URL(match[1]!.replaceAll('&amp;', '&'), `http://site${from}`).pathname,
	);
}

describe('the example site under a base path', () => {
	let origin: string;
	beforeAll(async () => {
		const dir = join(temp, 'examples');
		await buildSite(dir, 'test/fixtures/examples', { BASE_PATH: '/profiles' });
		origin = await serve(dir, '/profiles/');
	});

	/** The profile links a search for `query` lists, once its count is shown. */
	async function search(
		query: string,
	): Promise<{ hrefs: string[]; status: string; problems: string[] }> {
		const { page, problems } = await visit(browser, `${origin}/profiles/search/`);
		await page.getByLabel('Search by name or pronouns').fill(query);
		const status = page.locator('[data-search-status]');
		await status.filter({ hasText: /found/ }).waitFor();
		const hrefs = await page
			.locator('[data-search-results] a')
			.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
		const text = (await status.textContent()) ?? '';
		await page.close();
		return { hrefs: hrefs.sort(), status: text, problems };
	}

	test.each([
		['a name', 'robin', ['/profiles/@robin/']],
		['a display name', 'Okafor', ['/profiles/@robin/']],
		['pronouns', 'xe/xem', ['/profiles/@kit/']],
		// Robin marked he/him avoid: no search lists Robin for it.
		['pronouns, only where welcomed', 'he/him', ['/profiles/@mo/', '/profiles/@sam/']],
		// "he" begins "her" (Robin's okay set, Juniper's favourite), and both avoid he/him.
		['a form of a set, never someone who avoids it', 'he', ['/profiles/@mo/', '/profiles/@sam/']],
		['the start of a word of three letters or more', 'oka', ['/profiles/@robin/']],
		['members too', 'juniper', ['/profiles/@kit/juniper/']],
		// Rowan marked she/her avoid and xe/xem friends only.
		[
			'a set members welcome, as its page lists them',
			'she/her',
			['/profiles/@ash/', '/profiles/@kit/juniper/', '/profiles/@robin/'],
		],
		['a set one member marked friends only, never that member', 'xe', ['/profiles/@kit/']],
	])('finds a person by %s', async (_, query, expected) => {
		const { hrefs, problems } = await search(query);
		expect(hrefs).toEqual(expected);
		expect(problems).toEqual([]);
	});

	test('finds for each pronoun set the people its page lists, members included', async () => {
		const dir = join(temp, 'examples');
		const pages = (await htmlFiles(dir)).filter((file) => file.startsWith('pronouns/'));
		expect(pages.length).toBeGreaterThan(3);
		for (const file of pages) {
			const html = await readFile(join(dir, file), 'utf8');
			const title = html.match(/<h1[^>]*>([^<]*)</)![1]!.trim();
			// Every profile the page links to is one it lists.
			const listed = [...html.matchAll(/<a\b[^>]*\bhref="(\/profiles\/@[^"]*)"/g)].map(
				(match) => match[1]!,
			);
			const { hrefs, problems } = await search(title);
			expect(hrefs, title).toEqual([...new Set(listed)].sort());
			expect(problems).toEqual([]);
		}
	});

	test('says when nobody is found', async () => {
		expect((await search('zzyzx')).status).toBe('Nobody found for “zzyzx”.');
	});

	test('searches the query in the address, as the home page form sends it, and the result leads to the profile', async () => {
		const { page, problems } = await visit(browser, `${origin}/profiles/`);
		await page.getByLabel('Search by name or pronouns').fill('Okafor');
		await page.getByRole('button', { name: 'Search' }).click();
		await page.waitForURL(/\/profiles\/search\/\?q=Okafor$/);
		await page.locator('[data-search-results] a').first().click();
		await page.waitForURL(`${origin}/profiles/@robin/`);
		expect(await page.locator('h1').textContent()).toContain('Robin Okafor');
		expect(problems).toEqual([]);
		await page.close();
	});

	test('leads from the letter index to the letter page and its profiles', async () => {
		const { page, problems } = await visit(browser, `${origin}/profiles/`);
		await page
			.getByRole('navigation', { name: 'Names by first letter' })
			.getByRole('link', { name: 'R', exact: true })
			.click();
		await page.waitForURL(`${origin}/profiles/directory/r/`);
		expect(
			await page
				.locator('main a.person')
				.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
		).toEqual(['/profiles/@robin/']);
		expect(await page.locator('[aria-current="page"]').textContent()).toBe('R');
		expect(problems).toEqual([]);
		await page.close();
	});

	test.each(['/profiles/', '/profiles/directory/k/', '/profiles/search/?q=they'])(
		'%s passes axe with no violations, results shown',
		async (path) => {
			const { page, problems } = await visit(browser, `${origin}${path}`);
			if (path.includes('?q='))
				await page.locator('[data-search-status]').filter({ hasText: /found/ }).waitFor();
			expect(await axeViolations(page)).toEqual([]);
			expect(problems).toEqual([]);
			await page.close();
		},
	);

	test('without JavaScript, the search page says so and offers the letter index', async () => {
		const { page, problems } = await visit(browser, `${origin}/profiles/search/?q=robin`, {
			javaScript: false,
		});
		expect(await page.locator('main').innerText()).toContain(
			'Search needs JavaScript. Everyone is listed by the first letter of their name:',
		);
		expect(
			await page
				.getByRole('navigation', { name: 'Names by first letter' })
				.getByRole('link')
				.count(),
		).toBe(5);
		expect(problems).toEqual([]);
		await page.close();
	});
});

describe('a generated site with the longest entries', () => {
	let dir: string;
	let origin: string;
	let profiles: string[];
	beforeAll(async () => {
		const content = join(temp, 'large-content');
		await cp(join(ROOT, 'test/fixtures/examples/users'), join(content, 'users'), {
			recursive: true,
		});
		await cp(join(ROOT, 'test/fixtures/xss-site/users'), join(content, 'users'), {
			recursive: true,
		});
		const generated = await generateSite(content, 600, { seed: 15 });
		// As long as every limit allows: display names and pronouns that HTML
		// escaping makes six times longer, hosted avatar addresses of 2,000 characters.
		// Each on the they/them page too, by its full set: a short "they/them" beside sets that
		// start with they/them would list that set twice (content/validate/duplicates.ts).
		const longest = Array.from({ length: 40 }, (_, index) => `zz-${index}`);
		for (const [index, name] of longest.entries()) {
			const pronouns = Array.from({ length: 50 }, (_, at) => ({
				pronouns: `they/them/${"'".repeat(30)}${at}`,
				display_text: `${"'".repeat(48)}${String(at).padStart(2, '0')}`,
				status: 'favourite',
			}));
			const profile = {
				id: `d${String(index).padStart(19, '0')}`,
				display_name: "'".repeat(100),
				avatar_urls: [`https://example.org/${'&'.repeat(1980)}`],
				pronouns: [
					{ pronouns: 'they/them/their/theirs/themself', status: 'favourite' },
					...pronouns.slice(1),
				],
			};
			await writeFile(join(content, 'users', `${name}.json`), JSON.stringify(profile));
		}
		profiles = [
			...['ash', 'kit', 'mo', 'robin', 'sam', 'mallory', 'bob'],
			...generated,
			...longest,
		];
		dir = join(temp, 'large');
		await buildSite(dir, content);
		origin = await serve(dir);
	});

	test('has no HTML file over 256 KB, and directory pages under 50 KB before and after gzip', async () => {
		const sizes: Record<string, number> = {};
		const directoryPages: string[] = [];
		for (const file of await htmlFiles(dir)) {
			const html = await readFile(join(dir, file));
			expect(html.length, file).toBeLessThanOrEqual(256 * KB);
			if (file === 'index.html' || file.startsWith('directory/')) {
				directoryPages.push(file);
				sizes[file] = html.length;
				expect(html.length, file).toBeLessThanOrEqual(50 * KB);
				expect(gzipSync(html).length, file).toBeLessThanOrEqual(50 * KB);
			}
		}
		// The longest entries fill the Z pages: fewer people per page, more pages.
		expect(directoryPages.filter((file) => file.startsWith('directory/z/')).length).toBeGreaterThan(
			3,
		);
	});

	test('reaches every profile from the home page by links alone', async () => {
		const seen = new Set<string>(['/']);
		const queue = ['/'];
		while (queue.length) {
			const path = queue.shift()!;
			const html = await readFile(join(dir, decodeURIComponent(path), 'index.html'), 'utf8').catch(
				() => undefined,
			);
			if (html === undefined) continue;
			for (const link of linksOf(html, path)) {
				// Pages only: profiles link out to their JSON and the forge.
				if (seen.has(link) || !link.endsWith('/')) continue;
				seen.add(link);
				queue.push(link);
			}
		}
		expect(profiles.filter((name) => !seen.has(`/@${encodeURIComponent(name)}/`))).toEqual([]);
	});

	test('shows what a search finds as text: a display name made of HTML runs nothing', async () => {
		const { page, problems, dialogs } = await visit(browser, `${origin}/search/?q=mallory`);
		await page.locator('[data-search-status]').filter({ hasText: /found/ }).waitFor();
		const result = page.locator('[data-search-results] a');
		expect([
			await result.getAttribute('href'),
			await result.locator('.name').textContent(),
		]).toEqual([
			'/@mallory/',
			'"><script>alert("display_name")</script><img src=x onerror=alert(1)>',
		]);
		expect(
			await page.locator('[data-search-results] script, [data-search-results] img').count(),
		).toBe(0);
		expect([problems, dialogs]).toEqual([[], []]);
		await page.close();
	});

	test("pages through a letter with next and previous links, and through a pronoun page's people", async () => {
		const { page, problems } = await visit(browser, `${origin}/directory/a/`);
		await page
			.getByRole('navigation', { name: 'Pages of A' })
			.getByRole('link', { name: /^Next/ })
			.click();
		await page.waitForURL(`${origin}/directory/a/2/`);
		expect(await page.locator('h1').textContent()).toBe('Names starting with A');
		expect(await axeViolations(page)).toEqual([]);
		await page.getByRole('link', { name: /^← Previous/ }).click();
		await page.waitForURL(`${origin}/directory/a/`);
		await page.goto(`${origin}/pronouns/they/them/their/theirs/themself/`);
		await page
			.getByRole('navigation', { name: 'Pages of the people who use they/them' })
			.getByRole('link', { name: 'page 2', exact: true })
			.click();
		await page.waitForURL(`${origin}/pronouns/they/them/their/theirs/themself/page.2/`);
		expect(await page.locator('h2').first().textContent()).toMatch(/^Used by, page 2 of \d+$/);
		expect(await axeViolations(page)).toEqual([]);
		// Clicking on before the icon came cancels its request: that is the click, not a fault of the
		// page.
		expect(problems.filter((problem) => !problem.endsWith('net::ERR_ABORTED'))).toEqual([]);
		await page.close();
	});
});

describe('a site with search: false', () => {
	test('publishes no index and no search box; the search page offers the letter index', async () => {
		const dir = join(temp, 'no-search');
		// It throws with Astro's output unless the build succeeds.
		await buildSite(
			dir,
			'test/fixtures/examples',
			{ BASE_PATH: '/profiles', STATICNOUNS_CACHE_DIR: join(temp, 'no-search-cache') },
			['--config', 'test/fixtures/no-search.config.mjs'],
		);
		expect(existsSync(join(dir, 'search-index'))).toBe(false);
		expect(await readFile(join(dir, 'index.html'), 'utf8')).not.toContain('role="search"');
		const origin = await serve(dir, '/profiles/');
		const { page, problems } = await visit(browser, `${origin}/profiles/search/?q=robin`);
		expect(await page.locator('main').innerText()).toContain(
			'This site has no search. Everyone is listed by the first letter of their name:',
		);
		expect(await page.locator('[data-search-results] a').count()).toBe(0);
		expect(problems).toEqual([]);
		await page.close();
	});
});
