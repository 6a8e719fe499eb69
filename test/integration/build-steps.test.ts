/**
 * The build's plan and its steps (build-steps.ts), each on its own, on real
 * folders: what each makes from its inputs, and the report each stops the
 * build with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	addAssetSizes,
	checkHostLimits,
	placeFiles,
	planBuild,
	publicFiles,
	publishSiteAvatars,
	record,
	reusePages,
	sitemapPages,
	swap,
	writeCrawlerFiles,
} from '../../src/integration/build-steps.ts';
import { loadSite } from '../../src/content/site.ts';
import { pageUsersOf } from '../../src/integration/page-users.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { ROOT } from '../helpers/run.ts';
import { resolveConfig } from '../../src/config/resolve-options.ts';
import { publishedList, EMPTY_LIST } from '../../src/publish/site-files.ts';
import { cacheKey } from '../../src/utils/cache-key.ts';
import type { KeptPage, KeyedPage } from '../../src/publish/page-reuse.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-build-steps-'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

const url = (path: string) => pathToFileURL(`${path}/`);

describe('planBuild', () => {
	test('decides once where the site goes, is staged and is checked from, frozen', async () => {
		const root = join(temp, 'plan');
		await mkdir(join(root, 'public'), { recursive: true });
		await writeFile(join(root, 'public/favicon.svg'), '<svg/>');
		const config = resolveConfig({
			searchEngines: true,
			hosts: ['github-pages'],
			pronounsCcApi: false,
		});
		const plan = planBuild(
			{
				root: url(root),
				outDir: url(join(root, 'dist')),
				publicDir: url(join(root, 'public')),
				site: 'https://profiles.example.org',
				base: '/profiles',
			},
			config,
			root,
		);
		expect(Object.isFrozen(plan)).toBe(true);
		expect(Object.isFrozen(plan.work)).toBe(true);
		expect(plan).toMatchObject({
			root: `${root}/`,
			base: '/profiles/',
			target: join(root, 'dist'),
			staging: join(root, `.dist-staging-${process.pid}`),
			searchEngines: true,
			hosts: { hosts: ['github-pages'], hostLimits: config.hostLimits },
		});
		expect(plan.siteUrl?.href).toBe('https://profiles.example.org/');
		expect(plan.work).toMatchObject({
			cwd: root,
			contentDir: join(root, 'content'),
			publicDir: `${join(root, 'public')}/`,
			site: 'https://profiles.example.org',
			base: '/profiles',
			files: {
				dir: plan.filesDir,
				// The thread writes no api/v1/ (site-outputs.ts contentFiles).
				options: {
					base: '/profiles/',
					searchEngines: true,
					defaultFavicon: false,
					pronounsCcApi: false,
				},
				reuse: { published: join(root, 'dist') },
			},
		});
		// Nothing published yet: every file is written, every page rendered.
		expect(plan.previous.files.size).toBe(EMPTY_LIST.files.size);
	});
});

describe('placeFiles', () => {
	test("moves the integration's files into the output, and names a file of public/ in their way", async () => {
		const files = join(temp, 'place/files');
		const out = join(temp, 'place/out');
		await mkdir(join(files, 'v1/users'), { recursive: true });
		await writeFile(join(files, 'v1/users/robin'), '{}');
		await mkdir(out, { recursive: true });
		expect(await placeFiles(files, out)).toBeUndefined();
		expect(await readFile(join(out, 'v1/users/robin'), 'utf8')).toBe('{}');

		await mkdir(join(files, 'v1/users'), { recursive: true });
		await writeFile(join(files, 'v1/users/sam'), '{}');
		const taken = join(temp, 'place/taken');
		await mkdir(taken, { recursive: true });
		await writeFile(join(taken, 'v1'), 'a file of public/');
		expect(await placeFiles(files, taken)).toEqual({
			problem:
				'v1: the site publishes its own files at this path (the API, host or search index files), and public/ (or another integration) put a file there: rename or remove public/v1.',
		});
	});
});

describe('reusePages', () => {
	const keyed = (pathname: string, file: string): KeyedPage => ({
		pathname,
		name: pathname,
		file,
		key: `key of ${pathname}`,
	});

	test('records the pages Astro rendered and links the kept ones from the published site', async () => {
		const out = join(temp, 'reuse/out');
		const published = join(temp, 'reuse/published');
		await mkdir(join(out, '@robin'), { recursive: true });
		await mkdir(join(published, '@sam'), { recursive: true });
		await writeFile(join(out, '@robin/index.html'), '<p>robin</p>');
		await writeFile(join(published, '@sam/index.html'), '<p>sam</p>');
		const kept: KeptPage = { ...keyed('@sam/', '@sam/index.html'), digest: 'd', bytes: 10 };
		const result = reusePages(
			{ version: 'v', keyed: [keyed('@robin/', '@robin/index.html')], kept: [kept], own: [] },
			{ outDir: out, published, astroNames: new Set(['@robin/']) },
			new Set(),
		);
		if ('problem' in result) throw new Error(result.problem);
		expect(result.rendered.get('@robin/')).toMatchObject({ file: '@robin/index.html', bytes: 12 });
		expect(result.kept).toEqual([kept]);
		expect((await stat(join(out, '@sam/index.html'))).ino).toBe(
			(await stat(join(published, '@sam/index.html'))).ino,
		);
	});

	test('stops on a page Astro did not write where expected, and on a kept page that is gone', async () => {
		const out = join(temp, 'reuse/out-2');
		await mkdir(out, { recursive: true });
		const layout = reusePages(
			{ version: 'v', keyed: [keyed('@kit/', '@kit/index.html')], kept: [], own: [] },
			{ outDir: out, published: join(temp, 'none'), astroNames: new Set(['@kit/']) },
			new Set(),
		);
		expect(layout).toEqual({
			problem: expect.stringMatching(
				/^Astro rendered @kit\/ but did not write it to @kit\/index\.html, where staticnouns expects it/,
			),
		});
		const gone = reusePages(
			{
				version: 'v',
				keyed: [],
				kept: [{ ...keyed('@jo/', '@jo/index.html'), digest: 'd', bytes: 1 }],
				own: [],
			},
			{ outDir: out, published: join(temp, 'none'), astroNames: new Set() },
			new Set(),
		);
		expect(gone).toEqual({
			problem: expect.stringMatching(
				/: a page of the published site could not be taken into the new build \(.*\): was the output folder changed while the build ran\? Build again\.$/,
			),
		});
	});
});

describe('sitemapPages', () => {
	test("lists every injected page from the model but the 404 page and an unlisted member's, then the site's own; none without search engines", async () => {
		const root = join(temp, 'sitemap');
		await mkdir(root, { recursive: true });
		const plan = planBuild(
			{
				root: url(root),
				outDir: url(join(root, 'dist')),
				publicDir: url(join(root, 'public')),
				site: 'https://profiles.example.org',
				base: '/people',
			},
			resolveConfig({ searchEngines: true }),
			root,
		);
		// alex's member wren is unlisted.
		const site = await loadSite(join(ROOT, 'test/fixtures/rich-site'), { base: '/people/' });
		const users = pageUsersOf(siteModelOf(site.profiles, '/people/'));
		expect(sitemapPages(plan, users, ['about/'])).toEqual([
			'/people/',
			'/people/@alex/',
			'/people/@bo/',
			'/people/@alex/sol/',
			'/people/pronouns/fae/faer/faer/faers/faerself/',
			'/people/pronouns/she/her/her/hers/herself/',
			'/people/pronouns/they/them/their/theirs/themself/',
			'/people/directory/',
			'/people/directory/a/',
			'/people/directory/b/',
			'/people/search/',
			'/people/edit/',
			'/people/about/',
		]);
		expect(sitemapPages({ ...plan, searchEngines: false }, users, ['about/'])).toEqual([]);
	});
});

describe('writeCrawlerFiles', () => {
	test('robots.txt alone without search engines, the sitemap of the pages with them', async () => {
		const plan = {
			base: '/',
			siteUrl: new URL('https://profiles.example.org'),
			searchEngines: false,
			target: join(temp, 'none'),
			previous: EMPTY_LIST,
		};
		const closed = join(temp, 'crawlers/closed');
		expect(writeCrawlerFiles(plan, closed, ['/@robin/'], false).written).toBe(1);
		expect(readFileSync(join(closed, 'robots.txt'), 'utf8')).toContain('Disallow: /');
		const open = join(temp, 'crawlers/open');
		const written = writeCrawlerFiles(
			{ ...plan, searchEngines: true },
			open,
			['/@robin/', '/', '/@robin/'],
			false,
		);
		expect([...written.digests.keys()].sort()).toEqual(['robots.txt', 'sitemap.xml']);
		// Each page once, sorted.
		expect(readFileSync(join(open, 'sitemap.xml'), 'utf8')).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://profiles.example.org/</loc></url><url><loc>https://profiles.example.org/@robin/</loc></url></urlset>\n',
		);
	});
});

describe('publishSiteAvatars', () => {
	test('publishes nothing for no avatars', async () => {
		expect(await publishSiteAvatars([], join(temp, 'avatars'), temp)).toEqual({
			encoded: 0,
			cached: 0,
		});
	});
});

describe('checkHostLimits', () => {
	const summary = {
		files: 21_000,
		folders: 3,
		bytes: 9e8,
		largestFile: { path: 'v1/users/robin', bytes: 2048 },
		fullestFolder: undefined,
	};

	test("says what the build wrote, warns near a host's limit, and stops over it only with 'fail'", () => {
		const warned = checkHostLimits(summary, { hosts: ['cloudflare-pages'], hostLimits: 'warn' });
		expect(warned.info).toMatch(/^21,000 files/);
		expect(warned.warnings).toHaveLength(1);
		expect(warned.warnings[0]).toMatch(/^Cloudflare Pages/);
		expect(warned.problem).toBeUndefined();
		const failed = checkHostLimits(summary, { hosts: ['cloudflare-pages'], hostLimits: 'fail' });
		expect(failed.problem).toBe(
			`hostLimits is 'fail' and the site is over a host's limit, so the output folder was left as it was:\n${warned.warnings[0]}`,
		);
		expect(checkHostLimits(summary, { hosts: [], hostLimits: 'fail' }).problem).toBeUndefined();
	});
});

describe('swap and record', () => {
	test('swaps the finished build in, records what it holds, and names an output that cannot be replaced', async () => {
		const target = join(temp, 'swap/dist');
		const staging = join(temp, 'swap/.dist-staging-1');
		await mkdir(target, { recursive: true });
		await mkdir(staging, { recursive: true });
		await writeFile(join(target, 'old.html'), 'old');
		await writeFile(join(staging, 'new.html'), 'new');
		expect(await swap({ staging, target })).toBeUndefined();
		expect(existsSync(join(target, 'new.html'))).toBe(true);
		expect(existsSync(join(target, 'old.html'))).toBe(false);

		const listFile = join(temp, 'swap/cache/site-files.json');
		record(listFile, {
			digests: new Map([['robots.txt', 'abc']]),
			version: 'v1',
			kept: [
				{
					pathname: '@sam/',
					name: '@sam/',
					file: '@sam/index.html',
					key: 'k1',
					digest: 'd1',
					bytes: 1,
				},
			],
			rendered: new Map([['@robin/', { key: 'k2', digest: 'd2' }]]),
		});
		const list = publishedList(listFile, cacheKey());
		if (cacheKey()) {
			expect(list.version).toBe('v1');
			expect(list.files).toEqual(new Map([['robots.txt', 'abc']]));
			expect(list.pages).toEqual(
				new Map([
					['@sam/', { key: 'k1', digest: 'd1' }],
					['@robin/', { key: 'k2', digest: 'd2' }],
				]),
			);
		}

		const missing = await swap({ staging: join(temp, 'swap/gone'), target });
		expect(missing?.problem).toMatch(
			/: the finished build could not take its place \(.*\): the output folder must be a folder that can be renamed/,
		);
	});
});

describe('publicFiles and addAssetSizes', () => {
	test("sizes public/'s files once, and each asset Astro wrote that is not sized yet", async () => {
		const dir = join(temp, 'sizes');
		await mkdir(join(dir, 'public/docs'), { recursive: true });
		await writeFile(join(dir, 'public/docs/a.txt'), 'abc');
		expect(publicFiles(join(dir, 'public'))).toEqual({
			files: new Map([['docs/a.txt', 3]]),
			folders: new Set(['docs']),
		});
		expect(publicFiles(join(dir, 'missing'))).toEqual({ files: new Map(), folders: new Set() });
		await mkdir(join(dir, 'out/_astro'), { recursive: true });
		await writeFile(join(dir, 'out/_astro/x.js'), '12345');
		const sizes = new Map([['index.html', 7]]);
		addAssetSizes(
			sizes,
			join(dir, 'out'),
			new Map([
				[
					'/',
					[pathToFileURL(join(dir, 'out/_astro/x.js')), pathToFileURL(join(dir, 'out/index.html'))],
				],
			]),
		);
		expect(sizes).toEqual(
			new Map([
				['index.html', 7],
				['_astro/x.js', 5],
			]),
		);
	});
});
