/**
 * A profile with every key of issue 35 (test/fixtures/rich-site), built and
 * served: its own statuses with their icons and labels, its flags, its time
 * zone, its member title; an unlisted member left out of every list but
 * published at its address and by ID; axe in light and dark at 320 and
 * 1280 px.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { mf2 } from 'microformats-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	axeViolations,
	launchChromium,
	serveSite,
	sharedBuild,
	visit,
} from '../helpers/browser.ts';

let temp: string;
let dir: string;
let origin: string;
let browser: Browser;
let close: () => void;

const WREN = 'd5thjg20avm69fl54s60';

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-rich-'));
	// This run's build of the fixture, shared with first-look.test.ts: read, never changed.
	dir = await sharedBuild('test/fixtures/rich-site');
	const server = await serveSite(dir);
	origin = server.origin;
	close = server.close;
	browser = await launchChromium();
});

afterAll(async () => {
	await browser?.close();
	close?.();
	if (temp) await rm(temp, { recursive: true, force: true });
});

const page = (path: string) => readFile(join(dir, path, 'index.html'), 'utf8');

describe('a profile with its own statuses, flags, time zone and members', () => {
	test('shows each own status with its icon and label, in its entries and in the legend', async () => {
		const { page: tab } = await visit(browser, `${origin}/@alex/`);
		const legend = await tab.locator('#status-legend li').allInnerTexts();
		expect(legend.map((text) => text.trim())).toEqual([
			'Favourite',
			'Okay',
			'Jokingly',
			'Friends only',
			'Avoid',
			'Only from my partner',
			'Love it',
			'Please never',
		]);
		const names = await tab
			.locator('.entries')
			.first()
			.locator('li')
			.evaluateAll((items) =>
				items.map((item) => [
					item.querySelector('use')?.getAttribute('href'),
					item.querySelector('.visually-hidden')?.textContent,
					item.lastElementChild?.textContent,
				]),
			);
		expect(names).toEqual([
			['#status-favourite', 'Favourite', 'Alex'],
			['#icon-heart-lock', 'Only from my partner', 'Honey'],
			['#icon-sparkles', 'Love it', 'Lexi'],
		]);
		// Every icon an entry draws is defined on the page.
		for (const [href] of names) expect(await tab.locator(`symbol${href}`).count()).toBe(1);
		await tab.close();
	});

	test('counts an own status as its counts_as: favourites at the top, no link to what is avoided', async () => {
		const html = await page('@alex');
		// "nope" counts as avoid: he/him is shown struck through, with no pronoun page link.
		expect(html).not.toContain('href="/pronouns/he/');
		expect(html).toContain('href="/pronouns/fae/');
		const { page: tab } = await visit(browser, `${origin}/@alex/`);
		expect(
			await tab
				.locator('.refer-as')
				.evaluate((line) =>
					[...line.querySelectorAll('.refer-names, .refer-pronouns a')].map((part) =>
						part.lastChild?.textContent?.trim(),
					),
				),
		).toEqual(['Alex and Lexi', 'they/them', 'fae/faer']);
		await tab.close();
		const v1 = JSON.parse(await readFile(join(dir, 'v1/users/alex'), 'utf8'));
		expect(v1.names).toEqual([
			{ name: 'Alex', status: 1 },
			{ name: 'Honey', status: 4 },
			{ name: 'Lexi', status: 1 },
		]);
		expect(v1.fields[0]).toEqual({
			name: 'Call me',
			favourite: ['pal', 'star'],
			okay: [],
			jokingly: [],
			friends_only: ['darling'],
			avoid: ['sir'],
		});
		expect(Object.keys(v1)).toEqual([
			'id',
			'name',
			'display_name',
			'bio',
			'avatar_urls',
			'links',
			'names',
			'pronouns',
			'fields',
		]);
	});

	test('shows the flags with their names and alt texts, the time zone and the member title', async () => {
		const { page: tab } = await visit(browser, `${origin}/@alex/`);
		expect(await tab.locator('.flags li').allInnerTexts()).toEqual([
			'Nonbinary',
			'Transgender',
			'Progress pride',
			'Intersex',
			'Demisexual',
			'Polyamorous',
			'Lighthouse keepers',
		]);
		const own = tab.locator('.flags img');
		expect(await own.getAttribute('alt')).toBe('Three horizontal stripes of green, white and blue');
		const image = await fetch(new URL((await own.getAttribute('src'))!, origin));
		expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);
		expect(await tab.locator('.flags svg').first().getAttribute('aria-label')).toBe(
			'Nonbinary flag: horizontal stripes of yellow, white, purple and black',
		);
		expect((await tab.locator('.timezone').textContent())?.replace(/\s+/g, ' ').trim()).toMatch(
			/^Time zone: Central European Time · UTC\+0[12]:00 when this page was made$/,
		);
		expect(await tab.locator('#members-heading').innerText()).toBe('Headmates');
		await tab.close();
	});
});

describe("flag images where pronouns.cc's clients look", () => {
	test('each api/v1 flag hash leads to a WebP the site serves at media/flags/{hash}.webp', async () => {
		const answer = await fetch(`${origin}/api/v1/users/alex`);
		const { flags } = (await answer.json()) as { flags: { hash: string; name: string }[] };
		expect(flags.map((flag) => flag.name)).toContain('Lighthouse keepers');
		for (const { hash } of flags) {
			// As PrideTags builds it (BaseAPI.getFlagTexture): flagsUrl + hash + ".webp".
			const image = await fetch(`${origin}/media/flags/${hash}.webp`);
			expect([hash, image.status, image.headers.get('content-type')]).toEqual([
				hash,
				200,
				'image/webp',
			]);
			const bytes = Buffer.from(await image.arrayBuffer());
			expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
		}
	});
});

describe('an unlisted member', () => {
	test('is left out of its user page, the directory, search and pronoun pages', async () => {
		expect(await page('@alex')).not.toContain('wren');
		expect(await page('@alex')).toContain('/@alex/sol/');
		expect(await page('pronouns/xe/xem/xyr/xyrs/xemself').catch(() => 'no page')).toBe('no page');
		for (const path of ['directory', 'directory/a', 'search'])
			expect(await page(path).catch(() => ''), path).not.toMatch(/wren/i);
		const files = await readdir(join(dir, 'search-index'), {
			recursive: true,
			withFileTypes: true,
		});
		const index = (
			await Promise.all(
				files
					.filter((file) => file.isFile())
					.map((file) => readFile(join(file.parentPath, file.name), 'utf8')),
			)
		).join('\n');
		expect(index).toContain('sol');
		expect(index).not.toContain('wren');
		const list = JSON.parse(await readFile(join(dir, 'v1/user-members/alex/index.json'), 'utf8'));
		expect(list.map((member: { name: string }) => member.name)).toEqual(['sol']);
	});

	test('is still published at its own address and in the API by its ID (unlisted is not private)', async () => {
		expect(await page('@alex/wren')).toContain('Wren');
		const member = JSON.parse(await readFile(join(dir, `v1/members/${WREN}.json`), 'utf8'));
		expect(member.name).toBe('wren');
		const response = await fetch(`${origin}/v1/members/${WREN}`);
		expect(response.status).toBe(200);
	});
});

describe('accessibility', () => {
	test.each([
		['light', 320],
		['light', 1280],
		['dark', 320],
		['dark', 1280],
	] as const)('pass axe in %s mode at %i px', async (colorScheme, width) => {
		for (const path of ['/@alex/', '/@alex/wren/']) {
			const { page: tab, problems } = await visit(browser, `${origin}${path}`, {
				colorScheme,
				width,
				height: 800,
			});
			expect(await axeViolations(tab), `${path} ${colorScheme} ${width}`).toEqual([]);
			expect(problems).toEqual([]);
			expect(
				await tab.evaluate(() => document.documentElement.scrollWidth),
				'no sideways scrolling',
			).toBeLessThanOrEqual(width);
			await tab.close();
		}
	});
});

describe('a shared link', () => {
	test('previews the person and the pronouns they welcome, never what they avoid', async () => {
		const { page: tab } = await visit(browser, `${origin}/@alex/`);
		const tags = Object.fromEntries(
			await tab
				.locator('meta[property^="og:"], meta[name^="twitter:"]')
				.evaluateAll((metas) =>
					metas.map((meta) => [
						meta.getAttribute('property') ?? meta.getAttribute('name'),
						meta.getAttribute('content'),
					]),
				),
		);
		expect(tags).toMatchObject({
			'og:type': 'profile',
			'og:site_name': 'Pronoun profiles',
			'og:locale': 'en',
			'og:title': 'Alex 🌈 (they/them and fae/faer)',
			'og:description':
				'Alex 🌈 uses they/them and fae/faer. Lighthouse keeper. Writes letters, answers slowly.',
			'twitter:title': 'Alex 🌈 (they/them and fae/faer)',
		});
		expect(JSON.stringify(tags)).not.toMatch(/he\/him|Honey|darling/);
		await tab.close();
	});

	test('carries a schema.org Person a JSON-LD reader parses', async () => {
		const { page: tab } = await visit(browser, `${origin}/@alex/`);
		const blocks = await tab
			.locator('script[type="application/ld+json"]')
			.evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
		expect(blocks).toHaveLength(1);
		const person = JSON.parse(blocks[0]!);
		expect(person).toMatchObject({
			'@context': 'https://schema.org',
			'@type': 'Person',
			name: 'Alex 🌈',
			alternateName: ['Alex', 'Lexi', '@alex'],
			pronouns: 'they/them, fae/faer',
			sameAs: ['https://social.example.org/@alex'],
		});
		expect(person.image).toMatch(/\/media\/users\/d5thjg20avm69fl54s40\/[0-9a-f]{20}\.jpg$/);
		await tab.close();
	});

	test('is an h-card a microformats2 parser reads: name, pronouns, url, photo', async () => {
		const html = await page('@alex');
		const { items } = mf2(html, { baseUrl: `${origin}/@alex/` });
		const card = items.find((item) => item.type?.includes('h-card'))!;
		expect(card.properties['name']).toEqual(['Alex 🌈']);
		expect(card.properties['pronouns']).toEqual(['they/them', 'fae/faer']);
		expect(card.properties['url']).toEqual([`${origin}/@alex/`]);
		expect(
			String(
				(card.properties['photo']?.[0] as { value?: string })?.value ??
					card.properties['photo']?.[0],
			),
		).toMatch(/\.jpg$/);
	});
});
