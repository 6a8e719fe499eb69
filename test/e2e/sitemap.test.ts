/**
 * The sitemap comes from the site's own list of pages (integration/routes.ts sitemapPaths): it
 * lists exactly the pages a real build writes, but the 404 page and an unlisted member's, the same
 * whether a page was rendered or kept from the published site, and `astro dev` serves the same.
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { writeDevSite } from '../../src/integration/dev-server.ts';
import { astro, ROOT } from '../helpers/run.ts';

const SITE_URL = 'https://profiles.example.org';

let temp: string;
let content: string;
const out = () => join(temp, 'out');
const build = () =>
	astro(['build', '--outDir', out()], {
		CONTENT_DIR: content,
		SITE_URL,
		BASE_PATH: '/people',
		SEARCH_ENGINES: 'allow',
		STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
	});

/** The addresses in a sitemap. */
const locs = (sitemap: string) => [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-sitemap-'));
	// The example site, and the rich one beside it: alex's member wren is unlisted.
	content = join(temp, 'content');
	await cp(join(ROOT, 'content'), content, { recursive: true });
	await cp(join(ROOT, 'test/fixtures/rich-site/users'), join(content, 'users'), {
		recursive: true,
	});
	const result = await build();
	expect(result.code, result.stdout + result.stderr).toBe(0);
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('the sitemap', () => {
	test("lists every HTML page the build writes, but the 404 page, an unlisted member's and the redirects", async () => {
		const html = (await readdir(out(), { recursive: true }))
			.map((path) => path.split(sep).join('/'))
			.filter((path) => path.endsWith('.html'));
		const pages: string[] = [];
		for (const path of html) {
			const text = await readFile(join(out(), path), 'utf8');
			// The short addresses and links are redirects; the APIs' 404.html files are APIErrors.
			if (text.includes('http-equiv="refresh"') || /^(?:api\/)?v1\//.test(path)) continue;
			pages.push(
				`${SITE_URL}/people/${path.replace(/(?:^|\/)index\.html$/, '/').replace(/^\//, '')}`,
			);
		}
		const written = pages.filter((url) => !/\/people\/404\.html$|\/@alex\/wren\/$/.test(url));
		// What is left out is there.
		expect(pages).toContain(`${SITE_URL}/people/@alex/wren/`);
		expect(pages).toContain(`${SITE_URL}/people/404.html`);
		const sitemap = await readFile(join(out(), 'sitemap.xml'), 'utf8');
		expect(locs(sitemap)).toEqual([...written].sort());
		expect(locs(sitemap)).toEqual(
			expect.arrayContaining([
				`${SITE_URL}/people/`,
				`${SITE_URL}/people/@alex/sol/`,
				`${SITE_URL}/people/directory/`,
				`${SITE_URL}/people/search/`,
				`${SITE_URL}/people/edit/`,
			]),
		);
	});

	test('is the same bytes when the pages are kept from the published site, and astro dev serves the same', async () => {
		const first = await readFile(join(out(), 'sitemap.xml'), 'utf8');
		const again = await build();
		expect(again.code, again.stdout + again.stderr).toBe(0);
		expect(again.stdout).toMatch(/\d+ pages unchanged since the last build/);
		expect(await readFile(join(out(), 'sitemap.xml'), 'utf8')).toBe(first);
		const dev = join(temp, 'dev');
		const saved = process.env['CONTENT_DIR'];
		process.env['CONTENT_DIR'] = content;
		try {
			await writeDevSite({
				root: ROOT,
				site: new URL(SITE_URL),
				base: '/people/',
				dir: dev,
				searchEngines: true,
				publicDir: join(ROOT, 'public'),
			});
		} finally {
			if (saved === undefined) delete process.env['CONTENT_DIR'];
			else process.env['CONTENT_DIR'] = saved;
		}
		expect(await readFile(join(dev, 'sitemap.xml'), 'utf8')).toBe(first);
		expect(await readFile(join(dev, 'robots.txt'), 'utf8')).toBe(
			await readFile(join(out(), 'robots.txt'), 'utf8'),
		);
	});
});
