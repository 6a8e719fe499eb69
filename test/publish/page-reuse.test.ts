import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
// Astro's own rules for where a page goes and what build:done calls it: not part of its API,
// so compared here with page-reuse.ts's copies, case by case. An Astro upgrade that changes
// them fails this test (and every build checks the pages it wrote: recordRenderedPages).
import { getOutFile, getOutFolder } from '../../node_modules/astro/dist/core/build/common.js';
import { shouldAppendForwardSlash } from '../../node_modules/astro/dist/core/build/util.js';
import {
	linkKeptPages,
	PageLayoutError,
	pageFile,
	pageName,
	pageVersion,
	readPublishedPages,
	recordRenderedPages,
	splitPaths,
	stableJson,
	type PageLayout,
	type StaticPath,
} from '../../src/publish/page-reuse.ts';
import { fileDigest, type PublishedList } from '../../src/publish/site-files.ts';

const page = (pathname: string, route = '/@[name]', isIndex = false): StaticPath => ({
	pathname,
	route: { route, type: 'page', isIndex },
});

const PATHS = [
	page('/@robin'),
	page('/@robin/kit', '/@[name]/[member]'),
	page('/@zoë'),
	page('/@a b'),
	page('/pronouns/they/them', '/pronouns/[...forms]'),
	page('/directory/a/2', '/directory/[...page]'),
	page('/', '/', true),
	page('/search', '/search'),
	page('/404', '/404'),
	page('/500', '/500'),
	page('/directory', '/directory/[...page]', true),
];
const FORMATS = ['directory', 'file', 'preserve'] as const;
const SLASHES = ['always', 'never', 'ignore'] as const;

describe("where Astro writes a page and what it names it (Astro's rules, checked against Astro)", () => {
	test.each(FORMATS)('pageFile is where Astro writes each page with build.format %s', (format) => {
		const outDir = pathToFileURL('/out/');
		const settings = { buildOutput: 'static', config: { outDir, build: { format } } };
		for (const path of PATHS) {
			const encoded = encodeURI(path.pathname);
			const folder = getOutFolder(settings as never, encoded, path.route as never);
			const file = getOutFile(format, folder, encoded, path.route as never);
			expect(pageFile(path, format), path.pathname).toBe(fileURLToPath(file).slice('/out/'.length));
		}
	});

	test.each(FORMATS.flatMap((format) => SLASHES.map((slash) => [format, slash] as const)))(
		"pageName is Astro's name in build:done with build.format %s and trailingSlash %s",
		(format, trailingSlash) => {
			const slash = shouldAppendForwardSlash(trailingSlash, format);
			for (const { pathname } of PATHS) {
				const astro = slash
					? pathname.replace(/\/?$/, '/').replace(/^\//, '')
					: pathname.replace(/^\//, '');
				expect(pageName(pathname, { format, trailingSlash })).toBe(astro);
			}
		},
	);

	test('gives the files a site of the default layout has', () => {
		expect(pageFile(page('/@robin'), 'directory')).toBe('@robin/index.html');
		expect(pageFile(page('/@zoë'), 'directory')).toBe('@zoë/index.html');
		expect(pageFile(page('/404', '/404'), 'directory')).toBe('404.html');
		expect(pageName('/@robin', { format: 'directory', trailingSlash: 'ignore' })).toBe('@robin/');
	});
});

let dir: string;
let dist: string;
let out: string;
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'staticnouns-page-reuse-'));
	dist = join(dir, 'dist');
	out = join(dir, 'staging');
	await mkdir(out);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const LAYOUT: PageLayout = { format: 'directory', trailingSlash: 'ignore' };
const keyed = (pathname: string, cacheKey: string): StaticPath => ({ ...page(pathname), cacheKey });
const PAGES: Record<string, string> = {
	'/@robin': '<h1>Robin</h1>',
	'/@kit': '<h1>Kit</h1>',
	'/@sam': '<h1>Sam</h1>',
};

/** A published site holding PAGES, and the list a build wrote for it under `version`. */
async function published(version = 'v1'): Promise<PublishedList> {
	const pages = new Map();
	for (const [pathname, html] of Object.entries(PAGES)) {
		const file = join(dist, pageFile(page(pathname), 'directory'));
		await mkdir(dirname(file), { recursive: true });
		await writeFile(file, html);
		pages.set(pathname, { key: `key ${pathname}`, digest: fileDigest(html) });
	}
	return { files: new Map(), version, pages };
}

const paths = () => [
	...Object.keys(PAGES).map((pathname) => keyed(pathname, `key ${pathname}`)),
	page('/', '/', true),
];

describe('splitPaths', () => {
	test('keeps every keyed page the published site holds for the same key and version, and renders the rest without their keys', async () => {
		const previous = await published();
		const split = splitPaths(paths(), { previous, version: 'v1', published: dist, layout: LAYOUT });
		expect(split.render).toEqual([page('/', '/', true)]);
		expect(split.keyed).toEqual([]);
		expect(split.kept.map((kept) => [kept.pathname, kept.file, kept.name, kept.bytes])).toEqual([
			['/@robin', '@robin/index.html', '@robin/', 14],
			['/@kit', '@kit/index.html', '@kit/', 12],
			['/@sam', '@sam/index.html', '@sam/', 12],
		]);
	});

	/** What a case changes: the paths asked for, or the options splitPaths is given. */
	type Change = { paths?: StaticPath[]; version?: string; published?: string | undefined };
	test.each<[string, () => Promise<Change>]>([
		['a page whose key changed', async () => ({ paths: [keyed('/@robin', 'new key')] })],
		['another code version', async () => ({ version: 'v2' })],
		[
			'a published page edited to the same size',
			async () => {
				await writeFile(join(dist, '@robin/index.html'), '<h1>Rxbin</h1>');
				return {};
			},
		],
		[
			'a published page removed',
			async () => {
				await rm(join(dist, '@robin/index.html'));
				return {};
			},
		],
		[
			'a published page that is a symbolic link to a file with the listed bytes',
			async () => {
				await writeFile(join(dir, 'elsewhere.html'), PAGES['/@robin']!);
				await rm(join(dist, '@robin/index.html'));
				await symlink(join(dir, 'elsewhere.html'), join(dist, '@robin/index.html'));
				return {};
			},
		],
		[
			'a published page that is a FIFO',
			async () => {
				await rm(join(dist, '@robin/index.html'));
				execFileSync('mkfifo', [join(dist, '@robin/index.html')]);
				return {};
			},
		],
		['no published site', async () => ({ published: undefined })],
	])('renders %s', async (_case, change) => {
		const previous = await published();
		const { paths: asked = [keyed('/@robin', 'key /@robin')], ...options } = await change();
		const split = splitPaths(asked, {
			previous,
			version: 'v1',
			published: dist,
			layout: LAYOUT,
			...options,
		});
		expect(split.kept).toEqual([]);
		expect(split.render).toEqual([page('/@robin')]);
		expect(split.keyed).toEqual([
			{
				pathname: '/@robin',
				file: '@robin/index.html',
				name: '@robin/',
				key: asked[0]!.cacheKey,
			},
		]);
	});

	test('renders every page when the list is empty (not sealed, or no key)', async () => {
		await published();
		const previous = { files: new Map(), version: '', pages: new Map() };
		const split = splitPaths(paths(), { previous, version: '', published: dist, layout: LAYOUT });
		expect(split.kept).toEqual([]);
		expect(split.render).toHaveLength(4);
	});

	test('renders a keyed path of a route that is not a page (an endpoint, a redirect)', async () => {
		const previous = await published();
		const endpoint = {
			...keyed('/@robin', 'key /@robin'),
			route: { ...page('/').route, type: 'endpoint' },
		};
		const split = splitPaths([endpoint], {
			previous,
			version: 'v1',
			published: dist,
			layout: LAYOUT,
		});
		expect(split.render).toEqual([endpoint]);
		expect(split.kept).toEqual([]);
	});
});

describe('readPublishedPages (read ahead while the site thread works)', () => {
	/** splitPaths of every path, the same version, given what was read ahead. */
	const splitRead = (previous: PublishedList, read: ReturnType<typeof readPublishedPages>) =>
		splitPaths(paths(), { previous, version: 'v1', published: dist, layout: LAYOUT, read });

	test('gives splitPaths what it would read itself: the same split', async () => {
		const previous = await published();
		const read = readPublishedPages(previous, dist, 'directory');
		expect([...read.keys()]).toEqual(['@robin/index.html', '@kit/index.html', '@sam/index.html']);
		const options = { previous, version: 'v1', published: dist, layout: LAYOUT };
		expect(splitPaths(paths(), { ...options, read })).toEqual(splitPaths(paths(), options));
	});

	test.each([
		['edited to the same size', (file: string) => writeFile(file, '<h1>Rxbin</h1>')],
		['removed', (file: string) => rm(file)],
		[
			'replaced by a FIFO',
			async (file: string) => {
				await rm(file);
				execFileSync('mkfifo', [file]);
			},
		],
	])('renders a page %s before it was read ahead', async (_case, change) => {
		const previous = await published();
		await change(join(dist, '@robin/index.html'));
		const read = readPublishedPages(previous, dist, 'directory');
		const split = splitRead(previous, read);
		expect(split.keyed.map((page) => page.pathname)).toEqual(['/@robin']);
		expect(split.kept.map((page) => page.pathname)).toEqual(['/@kit', '/@sam']);
	});

	test('reads a page itself where the read-ahead has no file for it, and reads nothing outside the site', async () => {
		const previous = await published();
		previous.pages.set('/../../outside', { key: 'k', digest: 'd' });
		await mkdir(join(dir, 'outside'));
		await writeFile(join(dir, 'outside/index.html'), 'not of the site');
		const read = readPublishedPages(previous, dist, 'directory');
		// Resolved inside dist/, where there is no such file.
		expect(read.has('outside/index.html')).toBe(true);
		expect(read.get('outside/index.html')).toBeUndefined();
		read.delete('@kit/index.html');
		const split = splitRead(previous, read);
		expect(split.kept.map((page) => page.pathname)).toEqual(['/@robin', '/@kit', '/@sam']);
	});
});

describe('linkKeptPages', () => {
	/** The pages splitPaths keeps from the published site, the same version. */
	const keptPages = async () =>
		splitPaths(paths(), {
			previous: await published(),
			version: 'v1',
			published: dist,
			layout: LAYOUT,
		}).kept;

	test('links each kept page from the published site, the same file', async () => {
		const kept = await keptPages();
		expect(linkKeptPages(kept, dist, out)).toHaveLength(3);
		expect(await readFile(join(out, '@kit/index.html'), 'utf8')).toBe(PAGES['/@kit']);
		expect((await stat(join(out, '@kit/index.html'))).ino).toBe(
			(await stat(join(dist, '@kit/index.html'))).ino,
		);
	});

	test('leaves a file already in place (a file of public/ at that path) as it is', async () => {
		const kept = await keptPages();
		await mkdir(join(out, '@kit'));
		await writeFile(join(out, '@kit/index.html'), 'from public/');
		expect(linkKeptPages(kept, dist, out).map((kept) => kept.pathname)).toEqual([
			'/@robin',
			'/@sam',
		]);
		expect(await readFile(join(out, '@kit/index.html'), 'utf8')).toBe('from public/');
	});
});

describe('recordRenderedPages', () => {
	const rendered = () =>
		splitPaths([keyed('/@robin', 'k1'), keyed('/@kit', 'k2')], {
			previous: { files: new Map(), version: '', pages: new Map() },
			version: 'v1',
			published: undefined,
			layout: LAYOUT,
		}).keyed;
	const write = async (file: string, html: string) => {
		await mkdir(dirname(join(out, file)), { recursive: true });
		await writeFile(join(out, file), html);
	};

	test('records the key, digest and size of each page Astro wrote', async () => {
		await write('@robin/index.html', '<h1>Robin</h1>');
		await write('@kit/index.html', '<h1>Kit</h1>');
		const recorded = recordRenderedPages(rendered(), out, new Set(['@robin/', '@kit/']), new Set());
		expect(recorded.get('/@robin')).toEqual({
			key: 'k1',
			digest: fileDigest('<h1>Robin</h1>'),
			file: '@robin/index.html',
			bytes: 14,
		});
		expect(recorded.size).toBe(2);
	});

	test('records no page whose file is a file of public/ (Astro left that in its place)', async () => {
		await write('@robin/index.html', 'from public/');
		await write('@kit/index.html', '<h1>Kit</h1>');
		const recorded = recordRenderedPages(
			rendered(),
			out,
			new Set(['@robin/', '@kit/']),
			new Set(['@robin/index.html']),
		);
		expect([...recorded.keys()]).toEqual(['/@kit']);
	});

	test('stops when Astro wrote a page elsewhere than pageFile says', async () => {
		await write('@robin.html', '<h1>Robin</h1>');
		await write('@kit/index.html', '<h1>Kit</h1>');
		expect(() =>
			recordRenderedPages(rendered(), out, new Set(['@robin/', '@kit/']), new Set()),
		).toThrow(
			new PageLayoutError(
				'Astro rendered /@robin but did not write it to @robin/index.html, where staticnouns expects it: this version of Astro writes pages otherwise, so pages cannot be reused. Please report this (staticnouns issues), with the versions of Astro and staticnouns.',
			),
		);
	});

	test('stops when Astro named a page otherwise than pageName says', async () => {
		await write('@robin/index.html', '<h1>Robin</h1>');
		await write('@kit/index.html', '<h1>Kit</h1>');
		expect(() =>
			recordRenderedPages(rendered(), out, new Set(['@robin', '@kit']), new Set()),
		).toThrow(/did not name it @robin\/, where staticnouns expects it/);
	});
});

describe('pageVersion', () => {
	let root: string;
	const version = (settings: unknown = { site: 'https://example.org' }) =>
		pageVersion({
			packageDir: join(root, 'package'),
			root,
			stylesheets: [join(root, 'styles/site.css'), '@fontsource/inter'],
			settings,
		});
	beforeEach(async () => {
		root = join(dir, 'site');
		for (const [file, text] of [
			['package/routes/profile.astro', '<h1/>'],
			['src/middleware.ts', 'export {}'],
			['styles/site.css', 'h1 {}'],
			['astro.config.mjs', 'export default {}'],
			['package-lock.json', '{}'],
			['content/users/robin.md', '---\n---'],
			['README.md', 'readme'],
		]) {
			await mkdir(dirname(join(root, file!)), { recursive: true });
			await writeFile(join(root, file!), text!);
		}
	});

	test('is the same for the same code, files and settings', () => {
		expect(version()).toBe(version());
		expect(version({ b: 1, a: 2 })).toBe(version({ a: 2, b: 1 }));
	});

	test.each([
		['package/routes/profile.astro', "the package's code"],
		['src/middleware.ts', "the site's own src/"],
		['styles/site.css', 'a customCss stylesheet'],
		['astro.config.mjs', 'the Astro config file'],
		['package-lock.json', 'the lockfile'],
		['tsconfig.json', 'a tsconfig.json added'],
	])('changes with %s (%s)', async (file) => {
		const before = version();
		await writeFile(join(root, file), 'changed');
		expect(version()).not.toBe(before);
	});

	test('changes with the settings', () => {
		expect(version({ site: 'https://example.org', base: '/a' })).not.toBe(version());
	});

	test('does not change with content or other files of the project', async () => {
		const before = version();
		await writeFile(join(root, 'content/users/robin.md'), '---\nchanged\n---');
		await writeFile(join(root, 'README.md'), 'changed');
		expect(version()).toBe(before);
	});
});

describe('stableJson', () => {
	test('sorts keys, writes addresses as text, leaves out functions and cycles', () => {
		const cyclic: Record<string, unknown> = { name: 'x', hook: () => 1 };
		cyclic['self'] = cyclic;
		expect(
			stableJson({ b: 1, a: new URL('https://example.org'), list: [() => 1, /x/], cyclic }),
		).toBe(
			'{"a":"https://example.org/","b":1,"cyclic":{"name":"x","self":"[cycle]"},"list":[null,"/x/"]}',
		);
	});
});
