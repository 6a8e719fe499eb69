/**
 * The example site built in German, Japanese and Hebrew (the `locale`
 * option, through SITE_LOCALE) and looked at in Chromium: every checked page
 * passes axe in light and dark mode at 320 and 1280 px, says its language
 * and direction, fits a phone, names each status icon in the language, and
 * lays out right to left in Hebrew; the search and editor scripts write in
 * the language too.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';
import {
	axeViolations,
	inPool,
	launchChromium,
	MODES,
	serveSite,
	setMode,
	sharedBuild,
	visit as visitIn,
} from '../helpers/browser.ts';
import { siteWords } from '../../src/views/i18n/dictionary.ts';
import { uiText } from '../../src/views/ui-text.ts';

const SCREENSHOTS = join(ROOT, 'test-results/screenshots');

let temp: string;
let browser: Browser;
const servers: { close: () => void }[] = [];

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-languages-'));
	browser = await launchChromium();
});

afterAll(async () => {
	await browser?.close();
	for (const server of servers) server.close();
	if (temp) await rm(temp, { recursive: true, force: true });
});

/** The pages axe checks, each in every mode and width. */
const PAGES = [
	'/',
	'/@robin/',
	'/@kit/',
	'/@kit/juniper/',
	'/pronouns/he/him/his/his/himself/',
	'/search/',
	'/edit/',
	'/no-such-page/',
];

describe.each([
	['de', 'ltr'],
	['ja', 'ltr'],
	['he', 'rtl'],
] as const)('the example site in %s', (locale, dir) => {
	const text = uiText(siteWords(locale));
	const labels = Object.values(text.statusLabels);
	let origin: string;
	beforeAll(async () => {
		// This run's build for the locale, shared with no-english.test.ts.
		const out = await sharedBuild('test/fixtures/examples', { SITE_LOCALE: locale });
		const server = await serveSite(out);
		servers.push(server);
		origin = server.origin;
	});

	test(`every checked page says lang="${locale}"${dir === 'rtl' ? ' and dir="rtl"' : ''}, its title in the language, and passes axe in light and dark mode at 320 and 1280 px, loads cleanly and fits the screen`, async () => {
		// Three pages at a time in the one browser, each loaded once and put in each mode in turn
		// (setMode): each page records its own problems.
		await inPool(PAGES, 3, async (path) => {
			const { page, problems } = await visit(`${origin}${path}`, { width: MODES[0][1] });
			expect(
				await page.evaluate(() => [
					document.documentElement.lang,
					getComputedStyle(document.documentElement).direction,
				]),
				path,
			).toEqual([locale, dir]);
			expect(await page.title(), path).toContain(siteWords(locale).messages['site.title']);
			for (const [colorScheme, width] of MODES) {
				await setMode(page, colorScheme, width);
				expect(await axeViolations(page), `${path} (${colorScheme}, ${width})`).toEqual([]);
				expect(
					await page.evaluate(() => document.documentElement.scrollWidth),
					`${path} at ${width} px`,
				).toBeLessThanOrEqual(width);
			}
			// The 404 page is answered with its status: that one failed response (and the console's
			// note of it) is the point.
			expect(
				problems.filter((problem) => !(path === '/no-such-page/' && /\b404\b/.test(problem))),
				path,
			).toEqual([]);
			await page.close();
		});
	}, 240_000);

	test('the legend and every status icon are named in the language; no status is told by colour alone', async () => {
		const { page } = await visit(`${origin}/@kit/`, { width: 320 });
		expect(await page.locator('.legend li').allTextContents()).toEqual(labels);
		const named = await page
			.locator('.entries .status')
			.evaluateAll((icons) => icons.map((icon) => icon.textContent?.trim() ?? ''));
		expect(named.length).toBeGreaterThan(0);
		expect(named.filter((name) => !labels.includes(name))).toEqual([]);
		// The avoid and friends-only entries say so in words, for screen readers too.
		expect(named).toContain(text.statusLabels.friends_only);
		await page.close();
	});

	test("a pronoun page lists only the people who welcome it, the favourite mark's meaning in the language", async () => {
		const { page } = await visit(`${origin}/pronouns/he/him/his/his/himself/`);
		expect(await page.locator('p.muted .status-label').innerText()).toBe(
			text.statusLabels.favourite,
		);
		const marks = await page
			.locator('.used-by .status')
			.evaluateAll((icons) => icons.map((icon) => icon.textContent?.trim() ?? ''));
		expect(marks.every((mark) => mark === text.statusLabels.favourite)).toBe(true);
		await page.close();
	});

	test('the search and editor scripts write in the language', async () => {
		const search = await visit(`${origin}/search/?q=robin`);
		await search.page.waitForFunction(
			() => document.querySelector('[data-search-status]')?.textContent !== '',
		);
		expect(await search.page.locator('[data-search-status]').innerText()).toBe(uiFound(locale, 1));
		await search.page.close();
		const editor = await visit(`${origin}/edit/`);
		await editor.page.locator('[data-add="names"]').click();
		expect(await editor.page.locator('#editor').innerText()).toContain(
			siteWords(locale).messages['editorScript.nameLabel'].toString().replace('{n}', '1'),
		);
		await editor.page.close();
	});

	if (dir === 'rtl')
		test('the layout runs right to left: the legend from the right, quotes ruled on the right', async () => {
			const { page } = await visit(`${origin}/@kit/`, { width: 1280 });
			const [first, second] = await page
				.locator('.legend li')
				.evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().x));
			expect(first!).toBeGreaterThan(second!);
			expect(
				await page.evaluate(() => getComputedStyle(document.querySelector('main')!).textAlign),
			).toBe('start');
			await page.close();
		});

	test('is captured at 320 px (test-results/screenshots)', async () => {
		await mkdir(SCREENSHOTS, { recursive: true });
		const { page } = await visit(`${origin}/@robin/`, { width: 320 });
		await page.screenshot({ path: join(SCREENSHOTS, `${locale}-robin-320.png`), fullPage: true });
		await page.close();
	});
});

/** What the search page says for `count` results, from the site's words. */
function uiFound(locale: string, count: number): string {
	const message = siteWords(locale).messages['search.found'];
	const form =
		typeof message === 'string'
			? message
			: (message[new Intl.PluralRules(locale).select(count)] ?? message.other);
	return form.replace('{count}', new Intl.NumberFormat(locale).format(count));
}

/** Opens a page in this file's browser (see helpers/browser.ts). */
function visit(url: string, options?: Parameters<typeof visitIn>[2]) {
	return visitIn(browser, url, options);
}
