/**
 * What a newcomer sees first, in a real browser (Chromium): the dark search button looks enabled,
 * the letter index fits one row at 1280 px and wraps into even columns at 320 px, the "used by"
 * note's "♥ Favourite" sits on its sentence's baseline in its colour, and each flag's outline
 * stands out from the card behind it, in light and dark.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { launchChromium, serveSite, sharedBuild, visit } from '../helpers/browser.ts';
import { ROOT } from '../helpers/run.ts';
import { renderCard } from '../../src/publish/cards.ts';

let temp: string;
let browser: Browser;
let origin: string;
/** The rich profile's site: alex has six library flags. */
let rich: string;
const servers: { origin: string; close: () => void }[] = [];
let pronounPage: string;

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-first-look-'));
	// This run's builds of the two fixtures, shared with browser.test.ts and rich-profile.test.ts.
	const dir = await sharedBuild('test/fixtures/examples');
	servers.push(await serveSite(dir), await serveSite(await sharedBuild('test/fixtures/rich-site')));
	[origin, rich] = [servers[0]!.origin, servers[1]!.origin];
	const files = await readdir(join(dir, 'pronouns'), { recursive: true });
	pronounPage = `/pronouns/${files.find((file) => file.endsWith('index.html'))!.replace(/index\.html$/, '')}`;
	browser = await launchChromium();
}, 300_000);

afterAll(async () => {
	await browser?.close();
	for (const server of servers) server.close();
	if (temp) await rm(temp, { recursive: true, force: true });
});

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
	const luminance = (color: string) => {
		const [r, g, b] = color
			.match(/[\d.]+/g)!
			.slice(0, 3)
			.map((part) => {
				const value = Number(part) / 255;
				return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
			});
		return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
	};
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (light! + 0.05) / (dark! + 0.05);
}

const styleOf = (page: Page, selector: string, property: string) =>
	page.$eval(
		selector,
		(element, name) => getComputedStyle(element).getPropertyValue(name),
		property,
	);

describe.each(['light', 'dark'] as const)('in %s mode', (colorScheme) => {
	test('the search button has the contrast of an enabled control', async () => {
		const { page } = await visit(browser, `${origin}/`, { colorScheme, width: 320 });
		const button = await styleOf(page, '.search button', 'background-color');
		const text = await styleOf(page, '.search button', 'color');
		const body = await styleOf(page, 'html', 'background-color');
		expect(contrast(button, text)).toBeGreaterThanOrEqual(4.5);
		// Its own colour, told from the page around it (WCAG's 3:1 for a control's outline).
		expect(contrast(button, body)).toBeGreaterThanOrEqual(3);
		await page.close();
	});

	test("each flag's outline stands out from the card behind it", async () => {
		const { page } = await visit(browser, `${rich}/@alex/`, { colorScheme });
		const border = await styleOf(page, '.flags .flag', 'border-top-color');
		const card = await page.$eval('.flags .flag', (element) => {
			for (let at: Element | null = element; at; at = at.parentElement) {
				const color = getComputedStyle(at).backgroundColor;
				if (color !== 'rgba(0, 0, 0, 0)') return color;
			}
			return 'rgb(255, 255, 255)';
		});
		expect(contrast(border, card)).toBeGreaterThanOrEqual(3);
		// And from a white stripe.
		expect(contrast(border, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(2);
		await page.close();
	});
});

describe('the letter index', () => {
	const rows = async (width: number) => {
		const { page } = await visit(browser, `${origin}/directory/`, { width });
		const tops = await page.$$eval('.letters li', (items) =>
			items.map((item) => Math.round(item.getBoundingClientRect().top)),
		);
		await page.close();
		const counts = new Map<number, number>();
		for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
		return [...counts.values()];
	};

	test('fits all 27 groups on one row at 1280 px', async () => {
		expect(await rows(1280)).toEqual([27]);
	});

	test('wraps at 320 px into full rows, the last no longer than the others', async () => {
		const counts = await rows(320);
		expect(counts.length).toBeGreaterThan(1);
		expect(new Set(counts.slice(0, -1)).size).toBe(1);
		expect(counts.at(-1)!).toBeLessThanOrEqual(counts[0]!);
	});
});

describe("a pronoun page's used-by note", () => {
	test('draws "♥ Favourite" on its sentence\'s baseline and in its colour', async () => {
		const { page } = await visit(browser, `${origin}${pronounPage}`);
		const sentence = await styleOf(page, '.used-by-intro', 'color');
		expect(await styleOf(page, '.used-by-intro .status-label', 'color')).toBe(sentence);
		const [labelBottom, textBottom] = await page.$eval('.used-by-intro', (paragraph) => {
			const label = paragraph.querySelector('.status-label')!.getBoundingClientRect();
			const range = document.createRange();
			range.selectNodeContents(paragraph.firstChild!);
			return [label.bottom, range.getBoundingClientRect().bottom];
		});
		expect(Math.abs(labelBottom - textBottom)).toBeLessThanOrEqual(1);
		await page.close();
	});
});

describe('screenshots', () => {
	// docs/images/ only when asked (UPDATE_SCREENSHOTS=1): a test run leaves the tree as it was.
	const shots = join(
		ROOT,
		process.env['UPDATE_SCREENSHOTS'] === '1' ? 'docs/images' : 'test-results',
	);

	test('the dark home page at 320 px: the search button looks enabled, nothing wider than the screen', async () => {
		const { page } = await visit(browser, `${origin}/`, { colorScheme: 'dark', width: 320 });
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			320,
		);
		await mkdir(shots, { recursive: true });
		await page.screenshot({ path: join(shots, 'home-dark-320.png'), fullPage: true });
		await page.close();
	});

	test('a card with a name ending in emoji, drawn whole inside the card, flags outlined', async () => {
		const png = await renderCard(
			{
				name: 'Wren Lantern 🏮🏳️‍🌈',
				handle: '@wren',
				pronouns: ['they/them', 'fae/faer'],
				initial: 'W',
				avatar: null,
				flags: ['nonbinary', 'transgender', 'pride', 'asexual'],
			},
			null,
		);
		expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
		await mkdir(shots, { recursive: true });
		await writeFile(join(shots, 'card-fixed.png'), png);
	});
});
