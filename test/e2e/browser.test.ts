/**
 * The pages in a real browser (Debian's Chromium driven by playwright-core):
 * every example page loads cleanly, a page of each template passes axe in
 * light and dark mode, and a profile full of XSS payloads runs nothing.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';
import {
	axeViolations,
	inPool,
	launchChromium,
	serveSite,
	setMode,
	sharedBuild,
	visit as visitIn,
	type Visit,
} from '../helpers/browser.ts';

const SCREENSHOTS = join(ROOT, 'test-results/screenshots');

let temp: string;
let browser: Browser;
const servers: { close: () => void }[] = [];

/**
 * Builds a content folder (or reuses this run's build of it: sharedBuild) and serves it like the
 * hosts do; returns the origin.
 */
async function buildAndServe(contentDir: string): Promise<{ origin: string; dir: string }> {
	const dir = await sharedBuild(contentDir);
	const server = await serveSite(dir);
	servers.push(server);
	return { origin: server.origin, dir };
}

/** Every page of a built site, as URL paths. */
async function pagePaths(dir: string): Promise<string[]> {
	const files = await readdir(dir, { recursive: true });
	return files
		.filter((file) => file.endsWith('index.html'))
		.map((file) => `/${file.replace(/index\.html$/, '')}`)
		.sort();
}

/** Opens a page in this file's browser (see helpers/browser.ts). */
const visit = (url: string, options?: Parameters<typeof visitIn>[2]): Promise<Visit> =>
	visitIn(browser, url, options);

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-browser-'));
	browser = await launchChromium();
});

afterAll(async () => {
	await browser?.close();
	for (const server of servers) server.close();
	if (temp) await rm(temp, { recursive: true, force: true });
});

describe('example pages', () => {
	let origin: string;
	let paths: string[];
	beforeAll(async () => {
		// A copy of the example profiles: a site started from this template removes them from content/.
		const site = await buildAndServe('test/fixtures/examples');
		origin = site.origin;
		paths = await pagePaths(site.dir);
	});

	test('include every profile, pronoun page and the directory', () => {
		expect(paths).toEqual(
			expect.arrayContaining([
				'/',
				'/@robin/',
				'/@sam/',
				'/@kit/',
				'/@ash/',
				'/@mo/',
				'/@kit/juniper/',
				'/@kit/rowan/',
				'/pronouns/they/them/their/theirs/themself/',
				'/pronouns/any/',
			]),
		);
	});

	test('load with no console error, no failed request and no script', async () => {
		// Four pages at a time in the one browser: each page records its own problems.
		await inPool(paths, 4, async (path) => {
			const { page, problems, dialogs } = await visit(`${origin}${path}`);
			expect(problems, path).toEqual([]);
			expect(dialogs, path).toEqual([]);
			// The search page runs a script (its search box), the editor page its own (and its config,
			// as JSON); no other page has one. A profile's schema.org Person is a data block
			// (application/ld+json), which no browser runs: one on each profile page, counted apart.
			expect(await page.locator('script:not([type="application/ld+json"])').count(), path).toBe(
				path === '/search/' ? 1 : path === '/edit/' ? 2 : 0,
			);
			expect(await page.locator('script[type="application/ld+json"]').count(), path).toBe(
				// A short link (/s/…) is a redirect that lands on its profile's page.
				/^\/(@|s\/)/.test(path) ? 1 : 0,
			);
			// Headless Chromium never asks for the icon; a visitor's browser
			// does, and logs a console error when it is missing.
			const icon = await page.locator('link[rel=icon]').getAttribute('href');
			const answer = await page.request.get(new URL(icon ?? '/favicon.ico', page.url()).href);
			expect(
				[answer.status(), answer.headers()['content-type']?.split(';')[0]],
				`${path} icon`,
			).toEqual([200, 'image/svg+xml']);
			await page.close();
		});
	});

	/**
	 * One page of each template, the richest the examples have: axe checks a
	 * template's markup and styles, which the other pages of that template
	 * share (the short pronoun addresses are redirects that land on a
	 * pronoun page). The profile template twice: Robin has every status and
	 * a bio, Kit an avatar and members. The directory twice: its letter
	 * index (/directory/) and a letter's page are two templates.
	 */
	const TEMPLATES: [template: RegExp, page: string][] = [
		[/^\/$/, '/'],
		[/^\/@[^/]+\/$/, '/@robin/'],
		[/^\/@[^/]+\/$/, '/@kit/'],
		[/^\/@[^/]+\/[^/]+\/$/, '/@kit/juniper/'],
		[/^\/pronouns\/.+\/$/, '/pronouns/they/them/their/theirs/themself/'],
		[/^\/directory\/$/, '/directory/'],
		[/^\/directory\/.+\/$/, '/directory/k/'],
		[/^\/search\/$/, '/search/'],
	];

	/**
	 * Templates axe checks in another file, in states only that file brings
	 * about. The editor: its script builds the form's rows and shows errors
	 * as it is used; editor.test.ts checks it prefilled from a profile, with
	 * an error shown, at 320 and 1280 px, light and dark.
	 */
	const CHECKED_ELSEWHERE: [template: RegExp, file: string][] = [
		[/^\/edit\/$/, 'test/e2e/editor.test.ts'],
	];

	/**
	 * Short links (views/paths/short-links.ts): redirects that land on a profile's page (a
	 * template).
	 */
	const SHORT_LINK: RegExp = /^\/s\/[a-z]{5,6}\/$/;

	test('are each made by one of the templates axe checks', async () => {
		const checked = [...TEMPLATES, ...CHECKED_ELSEWHERE, [SHORT_LINK]].map(
			([template]) => template,
		);
		expect(paths.filter((path) => !checked.some((template) => template.test(path)))).toEqual([]);
		for (const [, page] of TEMPLATES) expect(paths).toContain(page);
		for (const [template, file] of CHECKED_ELSEWHERE) {
			expect(
				paths.some((path) => template.test(path)),
				file,
			).toBe(true);
			expect(await readFile(join(ROOT, file), 'utf8'), file).toMatch(
				/expect\(await axeViolations\(page\)\)\.toEqual\(\[\]\)/,
			);
		}
	});

	test('pass axe with no violations in light and dark mode, one page of each template and the 404', async () => {
		for (const path of [...new Set(TEMPLATES.map(([, page]) => page)), '/no-such-page']) {
			// One load, then each mode in turn (setMode: the colours are CSS alone).
			const { page } = await visit(`${origin}${path}`);
			for (const colorScheme of ['light', 'dark'] as const) {
				await setMode(page, colorScheme, 1280);
				expect(await axeViolations(page), `${path} (${colorScheme})`).toEqual([]);
			}
			await page.close();
		}
	});

	test('run a live axe check that does report violations', async () => {
		const { page } = await visit(`${origin}/@robin/`);
		await page.evaluate(() =>
			document
				.querySelector('main')!
				.insertAdjacentHTML(
					'beforeend',
					'<img src="/missing-alt.png"><p style="color:#777;background:#888">faint</p>',
				),
		);
		const violations = await axeViolations(page);
		expect(violations.map((line) => line.split(':')[0])).toEqual(
			expect.arrayContaining(['image-alt', 'color-contrast']),
		);
		await page.close();
	});

	test('on a phone (320 px) the meaning of each status icon is reachable where the icons first appear (issue 23 point 12)', async () => {
		for (const path of ['/@robin/', '/@kit/']) {
			const { page } = await visit(`${origin}${path}`, { width: 320, height: 640 });
			const firstIcon = await page.locator('.entries .status').first().boundingBox();
			const legend = await page.locator('.legend').boundingBox();
			expect(firstIcon && legend, path).toBeTruthy();
			// The legend sits just above the first icon: within a phone's screen of it, before it.
			expect(legend!.y, path).toBeLessThan(firstIcon!.y);
			expect(firstIcon!.y - legend!.y, path).toBeLessThan(400);
			expect(await page.locator('.legend li').allTextContents()).toEqual([
				'Favourite',
				'Okay',
				'Jokingly',
				'Friends only',
				'Avoid',
			]);
			await page.close();
		}
		// A pronoun page shows one icon, the favourite mark: its meaning is in the sentence above the
		// list.
		const { page } = await visit(`${origin}/pronouns/he/him/his/his/himself/`, {
			width: 320,
			height: 640,
		});
		const explained = await page.locator('p.muted:has(.status-label)').boundingBox();
		const firstMark = await page.locator('.used-by .status').first().boundingBox();
		expect(await page.locator('p.muted .status-label').innerText()).toBe('Favourite');
		expect(explained!.y).toBeLessThan(firstMark!.y);
		expect(firstMark!.y - explained!.y).toBeLessThan(400);
		await page.close();
	});

	test('the home page prints the title once and says what the site is and how to join; /directory/ answers (issue 23 points 10, 11)', async () => {
		const { page, problems } = await visit(`${origin}/`);
		const body = await page.locator('body').innerText();
		expect(body.split('Pronoun profiles').length - 1).toBe(1);
		expect(await page.locator('main .intro').innerText()).toMatch(
			/directory of names and pronouns.*To add yourself/s,
		);
		await page.close();
		const directory = await visit(`${origin}/directory/`);
		expect(directory.problems).toEqual([]);
		expect(await directory.page.locator('h1').innerText()).toBe('Directory');
		expect(await directory.page.locator('.letters a').count()).toBeGreaterThan(0);
		await directory.page.close();
		expect(problems).toEqual([]);
	});

	test('show every status as an icon with a label for screen readers, and a legend', async () => {
		const { page } = await visit(`${origin}/@robin/`);
		const labels = await page.locator('.entries .status .visually-hidden').allTextContents();
		expect(new Set(labels)).toEqual(
			new Set(['Favourite', 'Okay', 'Jokingly', 'Friends only', 'Avoid']),
		);
		expect(await page.locator('.legend li').allTextContents()).toEqual([
			'Favourite',
			'Okay',
			'Jokingly',
			'Friends only',
			'Avoid',
		]);
		// Each icon is hidden from assistive technology; its label is read instead.
		expect(await page.locator('.status svg:not([aria-hidden="true"])').count()).toBe(0);
		await page.close();
	});

	test('show names, pronouns and fields in content order, pronouns linking to their pages', async () => {
		const { page } = await visit(`${origin}/@robin/`);
		const lists = page.locator('.entries');
		expect(await lists.nth(0).locator('li').allTextContents()).toEqual([
			'FavouriteRobin',
			'OkayRob',
			'Friends onlyRobbie',
			'AvoidRoberta',
		]);
		expect(await lists.nth(1).locator('li').allTextContents()).toEqual([
			'Favouritethey/them',
			'Okayshe/her',
			'Avoidhe/him',
		]);
		// The avoided he/him is shown struck through, and is no link inviting anyone to use it.
		expect(
			await lists
				.nth(1)
				.locator('a')
				.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
		).toEqual([
			['they/them', '/pronouns/they/them/their/theirs/themself/'],
			['she/her', '/pronouns/she/her/her/hers/herself/'],
		]);
		expect(
			await page
				.locator('.entry-avoid')
				.last()
				.evaluate((entry) => getComputedStyle(entry).textDecorationLine),
		).toBe('line-through');
		await page.goto(`${origin}/pronouns/they/them/their/theirs/themself/`);
		expect(await page.locator('.examples li').first().textContent()).toBe(
			'I think they are very kind.',
		);
		await page.close();
	});

	test('list on a pronoun page only the people who marked it favourite or okay, favourites first and marked', async () => {
		const { page } = await visit(`${origin}/pronouns/he/him/his/his/himself/`);
		// Robin avoids he/him: Robin is not listed.
		expect(await page.locator('.used-by li').allTextContents()).toEqual([
			'Favouritemo @mo',
			'FavouriteSam @sam',
		]);
		// The mark is drawn in the favourite colour, as on profiles, not in the text colour.
		const colours = await page
			.locator('.used-by .status')
			.first()
			.evaluate((mark) => [getComputedStyle(mark).color, getComputedStyle(document.body).color]);
		expect(colours[0]).not.toBe(colours[1]);
		await page.goto(`${origin}/pronouns/they/them/their/theirs/themself/`);
		expect(await page.locator('.used-by li').allTextContents()).toEqual([
			'FavouriteRobin Okafor 🌻 @robin',
			'ash @ash',
			'Juniper 🌿 @kit/juniper, member of キット (Kit) 🦊',
			'Sam @sam',
		]);
		await page.close();
	});

	test('list members on pronoun pages by the same rule, linked to their pages and named as members of their user', async () => {
		const { page } = await visit(`${origin}/pronouns/she/her/her/hers/herself/`);
		expect(await page.locator('.used-by li').allTextContents()).toEqual([
			'FavouriteJuniper 🌿 @kit/juniper, member of キット (Kit) 🦊',
			'ash @ash',
			'Robin Okafor 🌻 @robin',
		]);
		expect(await page.locator('.used-by a').first().getAttribute('href')).toBe('/@kit/juniper/');
		// Rowan marks xe/xem friends only: only Kit is listed.
		await page.goto(`${origin}/pronouns/xe/xem/xyr/xyrs/xemself/`);
		expect(
			await page
				.locator('.used-by a')
				.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
		).toEqual(['/@kit/']);
		await page.close();
	});

	test('style the status icons on a page without the legend, and hide the symbols there', async () => {
		const { page } = await visit(`${origin}/pronouns/he/him/his/his/himself/`);
		expect(await page.locator('.legend').count()).toBe(0);
		// status.css: the gap to its label, never shrunk, the icon a block (unstyled: 0px / 1 /
		// inline).
		const styles = await page
			.locator('.used-by .status')
			.first()
			.evaluate((mark) => [
				getComputedStyle(mark).columnGap,
				getComputedStyle(mark).flexShrink,
				getComputedStyle(mark.querySelector('svg')!).display,
			]);
		expect(styles).toEqual(['5.6px', '0', 'block']);
		expect(
			await page
				.locator('svg.symbols')
				.evaluate((svg) => [getComputedStyle(svg).position, svg.getBoundingClientRect().width]),
		).toEqual(['absolute', 0]);
		await page.close();
	});

	test('show the favourite names and pronouns at the top of a profile, before the bio', async () => {
		const { page } = await visit(`${origin}/@robin/`);
		expect(await page.locator('header .refer-as').textContent()).toBe(
			'Names: Robin · Pronouns: they/them',
		);
		expect(
			await page
				.locator('.refer-as, .bio')
				.evaluateAll((elements) =>
					elements.map((element) =>
						element.classList.contains('bio') ? 'bio' : element.className,
					),
				),
		).toEqual(['refer-as', 'bio']);
		await page.goto(`${origin}/@ash/`);
		// Ash has no favourite: the okay ones.
		expect(await page.locator('header .refer-as').textContent()).toBe(
			'Names: Ash · Pronouns: she/her and they/them',
		);
		await page.close();
	});

	test.each(['/@robin/', '/@sam/', '/@kit/', '/@ash/', '/@mo/', '/@kit/juniper/', '/@kit/rowan/'])(
		'show the favourite pronouns of %s without scrolling at 320 x 640',
		async (path) => {
			const { page } = await visit(`${origin}${path}`, { width: 320, height: 640 });
			const box = await page.locator('.refer-pronouns').boundingBox();
			expect(box, path).not.toBeNull();
			expect(
				[box!.x >= 0, box!.y >= 0, box!.x + box!.width <= 320, box!.y + box!.height <= 640],
				path,
			).toEqual([true, true, true, true]);
			await page.close();
		},
	);

	test('draw a profile without an avatar with the same initial on its page as in the directory', async () => {
		const { page } = await visit(`${origin}/`);
		const card = await page
			.locator('a[href="/@ash/"] svg.initial')
			.evaluate((svg) => [svg.textContent, svg.getAttribute('width')]);
		await page.goto(`${origin}/@ash/`);
		const header = await page
			.locator('header.intro svg.initial')
			.evaluate((svg) => [svg.textContent, svg.getAttribute('width')]);
		expect([card, header]).toEqual([
			['A', '48'],
			['A', '96'],
		]);
		await page.close();
	});

	test("link a member's page back to its user, whose page lists the members and the directory does not", async () => {
		const { page } = await visit(`${origin}/@kit/juniper/`);
		const kitName = (await page.locator('.member-of a').textContent()) ?? '';
		expect([
			await page.locator('.member-of a').getAttribute('href'),
			kitName.endsWith('(@kit)'),
			await page.locator('header .handle').textContent(),
		]).toEqual(['/@kit/', true, '@kit/juniper']);
		expect(await page.locator('footer a[type="application/json"]').getAttribute('href')).toMatch(
			/^\/v1\/members\/[0-9a-v]{20}\.json$/,
		);
		// A member has no members of its own.
		expect(await page.locator('.members').count()).toBe(0);
		await page.goto(`${origin}/@kit/`);
		expect(
			await page
				.locator('.members .person')
				.evaluateAll((cards) => cards.map((card) => card.getAttribute('href'))),
		).toEqual(['/@kit/juniper/', '/@kit/rowan/']);
		// Juniper's avatar as a picture, Rowan's initial as everywhere else.
		expect([
			await page.locator('.members a[href="/@kit/juniper/"] picture').count(),
			await page.locator('.members a[href="/@kit/rowan/"] svg.initial').count(),
		]).toEqual([1, 1]);
		await page.goto(`${origin}/`);
		const directory = await page
			.locator('.directory .person')
			.evaluateAll((cards) => cards.map((card) => card.getAttribute('href')));
		expect(directory).toContain('/@kit/');
		expect(directory.filter((href) => href?.startsWith('/@kit/') && href !== '/@kit/')).toEqual([]);
		await page.close();
	});

	test("lead from a member's address without its slash to its page", async () => {
		const page = await browser.newPage();
		const response = await page.goto(`${origin}/@kit/juniper`);
		expect([response?.status(), new URL(page.url()).pathname]).toEqual([200, '/@kit/juniper/']);
		await page.close();
	});

	test('keep each card of a row as tall as its own content', async () => {
		const { page } = await visit(`${origin}/@robin/`);
		const gaps = await page
			.locator('.lists > .card')
			.evaluateAll((cards) =>
				cards.map((card) =>
					Math.round(
						card.getBoundingClientRect().bottom -
							card.lastElementChild!.getBoundingClientRect().bottom,
					),
				),
			);
		// Padding (16 px) and border (1 px) only: no card stretched to the tallest one.
		expect(gaps).toEqual(gaps.map(() => 17));
		await page.close();
	});

	test('style quotes and lists in bios', async () => {
		const { page } = await visit(`${origin}/@robin/`);
		const styles = await page.evaluate(() => {
			document
				.querySelector('.bio')!
				.insertAdjacentHTML(
					'beforeend',
					'<blockquote><p>quoted</p></blockquote><ul><li>one</li></ul>',
				);
			const quote = getComputedStyle(document.querySelector('.bio blockquote')!);
			const list = getComputedStyle(document.querySelector('.bio ul')!);
			return [quote.borderLeftStyle, quote.marginLeft, list.listStyleType, list.paddingLeft];
		});
		expect(styles).toEqual(['solid', '0px', 'disc', '24px']);
		await page.close();
	});

	test.each([
		['/pronouns/they/them', '/pronouns/they/them/their/theirs/themself/'],
		['/pronouns/xe/xem/', '/pronouns/xe/xem/xyr/xyrs/xemself/'],
		['/pronouns/he', '/pronouns/he/him/his/his/himself/'],
	])("lead from the short address %s to the full set's page", async (short, full) => {
		const page = await browser.newPage();
		await page.goto(`${origin}${short}`);
		await page.waitForURL(`${origin}${full}`);
		expect(await page.locator('h1').textContent()).not.toBe('');
		await page.close();
	});

	test('answer unknown pages with the HTML 404', async () => {
		const page = await browser.newPage();
		const response = await page.goto(`${origin}/no-such-page`);
		expect(response?.status()).toBe(404);
		expect(response?.headers()['content-type']).toMatch(/^text\/html/);
		expect(await page.locator('h1').textContent()).toBe('Page not found');
		await page.close();
	});

	test('fit a 320 px screen without sideways scrolling', async () => {
		for (const path of [
			'/',
			'/@robin/',
			'/@kit/',
			'/@kit/juniper/',
			'/pronouns/they/them/their/theirs/themself/',
		]) {
			const { page } = await visit(`${origin}${path}`, { width: 320 });
			expect(
				await page.evaluate(() => document.documentElement.scrollWidth),
				path,
			).toBeLessThanOrEqual(320);
			await page.close();
		}
	});

	test('are captured at 320 px and 1280 px, light and dark (test-results/screenshots)', async () => {
		await mkdir(SCREENSHOTS, { recursive: true });
		for (const [name, width, colorScheme] of [
			['robin', 320, 'light'],
			['robin', 320, 'dark'],
			['robin', 1280, 'light'],
			['robin', 1280, 'dark'],
			['ash', 320, 'light'],
			['ash', 1280, 'dark'],
			['kit', 1280, 'light'],
			['kit/juniper', 320, 'light'],
			['kit/juniper', 1280, 'dark'],
		] as const) {
			const { page } = await visit(`${origin}/@${name}/`, { width, colorScheme });
			const path = join(SCREENSHOTS, `${name.replace('/', '-')}-${width}-${colorScheme}.png`);
			await page.screenshot({ path, fullPage: true });
			expect(existsSync(path)).toBe(true);
			await page.close();
		}
	});
});

describe('a profile made of XSS payloads', () => {
	let origin: string;
	let paths: string[];
	beforeAll(async () => {
		const site = await buildAndServe('test/fixtures/xss-site');
		origin = site.origin;
		paths = await pagePaths(site.dir);
	});

	test('runs nothing on any page: no dialog, no script, no handler, no javascript: or data: address', async () => {
		expect(paths).toContain('/@mallory/');
		await inPool(paths, 4, async (path) => {
			const { page, dialogs } = await visit(`${origin}${path}`);
			// Give any injected handler a chance to fire.
			await page.mouse.move(10, 10);
			await page.mouse.move(200, 300);
			expect(dialogs, path).toEqual([]);
			const found = await page.evaluate(() => {
				const elements = [...document.querySelectorAll('*')];
				return {
					// The profile's JSON-LD is data, never run (its text is escaped: views/head.ts).
					scripts: document.querySelectorAll(
						'script:not([type="application/ld+json"]), iframe, object, embed',
					).length,
					handlers: elements.flatMap((element) =>
						[...element.attributes]
							.filter((attribute) => /^on/i.test(attribute.name))
							.map((attribute) => attribute.name),
					),
					addresses: elements.flatMap((element) =>
						['href', 'src', 'action', 'formaction']
							.map((name) => element.getAttribute(name) ?? '')
							.filter((value) => /^\s*(javascript|data|vbscript):/i.test(value)),
					),
					styles: document.querySelectorAll('main style, [style]').length,
				};
			});
			// The search page's own script (its search box) and the editor page's (its script and its
			// config, as JSON) are the site's only scripts.
			expect(found, path).toEqual({
				scripts: path === '/search/' ? 1 : path === '/edit/' ? 2 : 0,
				handlers: [],
				addresses: [],
				styles: 0,
			});
			await page.close();
		});
	});

	test('shows the payloads as text', async () => {
		const { page } = await visit(`${origin}/@mallory/`);
		expect(await page.locator('h1').textContent()).toBe(
			'"><script>alert("display_name")</script><img src=x onerror=alert(1)>',
		);
		const bio = await page.locator('.bio').textContent();
		expect(bio).toContain("<script>alert('bio script')</script>");
		expect(await page.locator('.links li').allTextContents()).toEqual([
			"javascript:alert('link')",
			"JaVaScRiPt:alert('link2')",
			"data:text/html,<script>alert('data')</script>",
			'" onmouseover="alert(1)',
			"example.org/\"><script>alert('href')</script>",
		]);
		// Only http(s) links are clickable, and they carry rel="me".
		expect(
			await page
				.locator('.links a')
				.evaluateAll((links) =>
					links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]),
				),
		).toEqual([["https://example.org/\"><script>alert('href')</script>", 'me nofollow noopener']]);
		expect(
			await page
				.locator('.bio a')
				.evaluateAll((links) =>
					links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]),
				),
		).toEqual([['https://example.org/safe', 'nofollow ugc noopener']]);
		await page.close();
	});

	test('keeps pronoun pages inside the site', async () => {
		expect(paths).toContain('/pronouns/etc/passwd/');
		expect(paths.every((path) => path.startsWith('/'))).toBe(true);
	});
});
