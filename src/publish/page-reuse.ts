/**
 * Pages a rebuild need not render again. Astro gives the integration its
 * list of pages to render (its prerenderer's `getStaticPaths`, wrapped in
 * integration/build.ts): a page that carries a `cacheKey` (a digest of all
 * it is rendered from besides code: views/paths/page-key.ts) is left out of that
 * list when the published site holds it for the same key and the same code
 * version (pageVersion: everything else that changes a page's bytes), and
 * its published file still has the digest recorded for it. It is then
 * hard-linked from the published dist/ into the new build, as the
 * integration's own unchanged files are (site-files.ts), from the same
 * sealed list. A page whose published file changed, or that the list does
 * not vouch for, is rendered again: the output is the same bytes with or
 * without this, and a list or dist/ from elsewhere never decides what is
 * published.
 *
 * Where Astro writes a page and how it names it in `astro:build:done` are
 * not part of its API: pageFile and pageName follow Astro's rules, and each
 * build checks them against every page Astro wrote (recordRenderedPages),
 * stopping the build the day they differ.
 */
import { createHash } from 'node:crypto';
import {
	constants,
	copyFileSync,
	existsSync,
	linkSync,
	mkdirSync,
	readdirSync,
	readFileSync,
} from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { codeVersion } from '../content/read/parse-cache.ts';
import { readRegularFileSync } from '../utils/regular-file.ts';
import { fileDigest, type ListedPage, type PublishedList } from './site-files.ts';

/** A page bigger than this is never reused: far more than any page the site writes. */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;

/** A path Astro is about to render, as its prerenderer lists it (the fields used here). */
export interface StaticPath {
	pathname: string;
	route: { route: string; type: string; isIndex: boolean };
	cacheKey?: string | undefined;
}

/** How Astro lays out pages: its `build.format` and `trailingSlash`. */
export interface PageLayout {
	format: 'file' | 'directory' | 'preserve';
	trailingSlash: 'always' | 'never' | 'ignore';
}

/** A keyed page Astro renders this build: recorded once it is written. */
export interface KeyedPage {
	pathname: string;
	/** Its file in the output, relative, `/`-separated. */
	file: string;
	/** Its name in Astro's `pages` list (astro:build:done). */
	name: string;
	key: string;
}

/** A page taken from the published site instead of rendered. */
export interface KeptPage extends KeyedPage {
	digest: string;
	bytes: number;
}

/** The day Astro writes or names pages otherwise: the build stops rather than publish a mix. */
export class PageLayoutError extends Error {
	override name = 'PageLayoutError';
}

const STATUS_PAGES = new Set(['/404', '/500']);

/**
 * Where Astro writes a page of this path, relative to the output folder
 * (Astro's getOutFolder and getOutFile, for pages).
 *
 * @example
 * pageFile({ pathname: '/@robin', route: { route: '/@[name]', type: 'page', isIndex: false } }, 'directory') // '@robin/index.html'
 */
export function pageFile(path: StaticPath, format: PageLayout['format']): string {
	const pathname = encodeURI(path.pathname);
	const { isIndex } = path.route;
	const withSlash = (folder: string) => (folder.endsWith('/') ? folder : `${folder}/`);
	let folder: string;
	let name: string;
	if (format === 'directory') {
		const status = STATUS_PAGES.has(pathname);
		folder = status ? posix.dirname(pathname) : pathname;
		name = status ? `${posix.basename(pathname) || 'index'}.html` : 'index.html';
	} else if (format === 'file') {
		folder = pathname === '' ? pathname : posix.dirname(pathname);
		name = `${posix.basename(pathname) || 'index'}.html`;
	} else {
		folder = pathname === '' || isIndex ? pathname : posix.dirname(pathname);
		name = `${!posix.basename(pathname) || isIndex ? 'index' : posix.basename(pathname)}.html`;
	}
	const url = new URL(`./${name}`, new URL(`.${withSlash(folder)}`, 'file:///'));
	return decodeURIComponent(url.pathname.slice(1));
}

/**
 * The name Astro gives a page in `astro:build:done`'s `pages` (Astro's addPageName).
 *
 * @example
 * pageName('/@robin', { format: 'directory', trailingSlash: 'ignore' }) // '@robin/'
 */
export function pageName(pathname: string, layout: PageLayout): string {
	const slash =
		layout.trailingSlash === 'always' ||
		(layout.trailingSlash === 'ignore' && layout.format === 'directory');
	return slash ? pathname.replace(/\/?$/, '/').replace(/^\//, '') : pathname.replace(/^\//, '');
}

/**
 * Splits Astro's paths: those to render (without their `cacheKey`, so
 * Astro's own incremental cache never keeps a page), and the keyed pages
 * the published site holds for the same key and `version` whose published
 * file still has the digest recorded for it (read and hashed here: a dist/
 * edited or restored from elsewhere is checked file by file; `read` gives
 * the pages readPublishedPages read ahead). `keyed` lists the keyed pages to
 * render, to record once written.
 *
 * @example
 * const { render, kept } = splitPaths(await base.getStaticPaths(), { previous, version, published:
 * '/srv/site/dist', layout });
 */
export function splitPaths<P extends StaticPath>(
	paths: readonly P[],
	options: {
		previous: PublishedList;
		version: string;
		/** The published output folder; undefined when there is none to reuse. */
		published: string | undefined;
		layout: PageLayout;
		read?: ReadonlyMap<string, PublishedPage>;
	},
): { render: P[]; kept: KeptPage[]; keyed: KeyedPage[] } {
	const { previous, version, published, layout, read } = options;
	const reusable = published !== undefined && previous.version === version && existsSync(published);
	const render: P[] = [];
	const kept: KeptPage[] = [];
	const keyed: KeyedPage[] = [];
	for (const path of paths) {
		const key = path.cacheKey;
		if (key === undefined || path.route.type !== 'page') {
			render.push(path);
			continue;
		}
		const page: KeyedPage = {
			pathname: path.pathname,
			file: pageFile(path, layout.format),
			name: pageName(path.pathname, layout),
			key,
		};
		const listed = reusable ? previous.pages.get(path.pathname) : undefined;
		const now =
			listed?.key !== key
				? undefined
				: read?.has(page.file)
					? read.get(page.file)
					: publishedPage(join(published!, page.file));
		if (now && now.digest === listed!.digest) {
			kept.push({ ...page, ...now });
			continue;
		}
		const { cacheKey: _ignored, ...rest } = path;
		render.push(rest as P);
		keyed.push(page);
	}
	return { render, kept, keyed };
}

/** A published page's digest and size; undefined when it is not a regular file of a page's size. */
type PublishedPage = { digest: string; bytes: number } | undefined;

function publishedPage(file: string): PublishedPage {
	const read = readRegularFileSync(file, MAX_PAGE_BYTES);
	return read.ok ? { digest: fileDigest(read.bytes), bytes: read.bytes.length } : undefined;
}

/**
 * Each page the list names, read from the published site and hashed now, by its file: what
 * splitPaths reads, read ahead while the site thread checks the profiles (integration/build.ts),
 * so that the split need not wait for it. Nothing is taken on the list's word: the bytes are read.
 *
 * @example
 * const read = readPublishedPages(previous, '/srv/site/dist', 'directory');
 */
export function readPublishedPages(
	previous: PublishedList,
	published: string,
	format: PageLayout['format'],
): Map<string, PublishedPage> {
	const read = new Map<string, PublishedPage>();
	for (const pathname of previous.pages.keys()) {
		// An index route's file under `preserve` differs: not found here, splitPaths reads it.
		const file = pageFile({ pathname, route: { route: '', type: 'page', isIndex: false } }, format);
		read.set(file, publishedPage(join(published, file)));
	}
	return read;
}

/**
 * Links each kept page from the published site into `outDir` (copied where
 * a link cannot be made, e.g. across filesystems). A page whose place is
 * taken (a file of public/ there: Astro, too, leaves that file in place of
 * the page) is left out. Returns the pages linked or copied.
 *
 * @example
 * linkKeptPages(kept, '/srv/site/dist', '/srv/site/.dist-staging-4242')
 */
export function linkKeptPages(
	kept: readonly KeptPage[],
	published: string,
	outDir: string,
): KeptPage[] {
	const placed: KeptPage[] = [];
	const folders = new Set<string>();
	for (const page of kept) {
		const target = join(outDir, page.file);
		const folder = dirname(target);
		if (!folders.has(folder)) {
			mkdirSync(folder, { recursive: true });
			folders.add(folder);
		}
		const source = join(published, page.file);
		try {
			linkSync(source, target);
		} catch (error) {
			const code = (error as NodeJS.ErrnoException).code;
			if (code === 'EEXIST') continue;
			copyFileSync(source, target, constants.COPYFILE_EXCL);
		}
		placed.push(page);
	}
	return placed;
}

/**
 * Reads each keyed page Astro wrote, for the next build's list: its digest
 * and size. A page whose file is also a file of public/ (Astro kept that
 * file instead) is left out. Throws a PageLayoutError when a page is not
 * where pageFile says or not named as pageName says: Astro changed how it
 * writes pages, and reusing pages by these rules would publish them in the
 * wrong place.
 *
 * @example
 * const written = recordRenderedPages(keyed, staging, new Set(pages.map((page) => page.pathname)),
 * publicFiles);
 */
export function recordRenderedPages(
	keyed: readonly KeyedPage[],
	outDir: string,
	astroNames: ReadonlySet<string>,
	publicFiles: { has(file: string): boolean },
): Map<string, ListedPage & { file: string; bytes: number }> {
	const recorded = new Map<string, ListedPage & { file: string; bytes: number }>();
	for (const page of keyed) {
		const read = readRegularFileSync(join(outDir, page.file), MAX_PAGE_BYTES);
		if (!astroNames.has(page.name) || (!read.ok && 'error' in read && read.error.code === 'ENOENT'))
			throw new PageLayoutError(
				`Astro rendered ${page.pathname} but did not ${astroNames.has(page.name) ? `write it to ${page.file}` : `name it ${page.name}`}, where staticnouns expects it: this version of Astro writes pages otherwise, so pages cannot be reused. Please report this (staticnouns issues), with the versions of Astro and staticnouns.`,
			);
		if (!read.ok || publicFiles.has(page.file)) continue;
		recorded.set(page.pathname, {
			key: page.key,
			digest: fileDigest(read.bytes),
			file: page.file,
			bytes: read.bytes.length,
		});
	}
	return recorded;
}

/** Lockfiles of the package managers a site may use. */
const LOCKFILES =
	'package-lock.json npm-shrinkwrap.json pnpm-lock.yaml yarn.lock bun.lock bun.lockb'.split(' ');

/** The project's files besides src/ that change what a page is rendered with. */
const PROJECT_FILES = /^(astro\.config\.[cm]?[jt]s|package\.json|tsconfig\.json)$/;

/**
 * The code version of pages: a digest of everything besides a page's own
 * key that changes its bytes. Node's version; the package's code (its
 * routes, components, views and styles: `packageDir`); the site's
 * astro.config, package.json, tsconfig.json, lockfile and own src/ (its
 * pages, middleware, styles); each customCss stylesheet; and `settings`,
 * the values pages are rendered with (Astro's resolved config and the
 * options, which environment variables can change without a file
 * changing). A page rendered under another version is never reused.
 *
 * @example
 * pageVersion({ packageDir: '/srv/site/node_modules/staticnouns/lib', root: '/srv/site',
 * stylesheets: [], settings: { astro, options } })
 */
export function pageVersion(inputs: {
	packageDir: string;
	root: string;
	stylesheets: readonly string[];
	settings: unknown;
}): string {
	const { packageDir, root, stylesheets, settings } = inputs;
	const hash = createHash('sha256').update(`staticnouns pages\0${process.version}\0`);
	const part = (label: string, bytes: string | Buffer) =>
		hash.update(`${label}\0${bytes.length}\0`).update(bytes);
	for (const folder of new Set([packageDir, join(root, 'src')]))
		part(`folder ${folder}`, existsSync(folder) ? codeVersion(folder) : 'absent');
	const files = readdirSync(root, { withFileTypes: true })
		.filter(
			(entry) =>
				entry.isFile() && (PROJECT_FILES.test(entry.name) || LOCKFILES.includes(entry.name)),
		)
		.map((entry) => entry.name)
		.sort();
	for (const file of files) part(`file ${file}`, readFileSync(join(root, file)));
	for (const css of stylesheets)
		part(`stylesheet ${css}`, existsSync(css) ? readFileSync(css) : 'a package');
	part('settings', stableJson(settings));
	return hash.digest('base64url');
}

/**
 * JSON with object keys sorted, addresses as text, and what JSON cannot hold
 * (functions, cycles) left out: the same settings give the same text.
 *
 * @example
 * stableJson({ b: 1, a: new URL('https://example.org') }) // '{"a":"https://example.org/","b":1}'
 */
export function stableJson(value: unknown): string {
	const seen = new WeakSet<object>();
	const plain = (item: unknown): unknown => {
		if (item instanceof URL) return item.href;
		if (item instanceof RegExp) return String(item);
		if (typeof item === 'bigint') return String(item);
		if (typeof item === 'function' || typeof item === 'symbol') return undefined;
		if (item === null || typeof item !== 'object') return item;
		if (seen.has(item)) return '[cycle]';
		seen.add(item);
		try {
			if (Array.isArray(item)) return item.map((entry) => plain(entry) ?? null);
			if (item instanceof Map) return plain([...item]);
			if (item instanceof Set) return plain([...item]);
			const out: Record<string, unknown> = {};
			for (const key of Object.keys(item).sort()) {
				const entry = plain((item as Record<string, unknown>)[key]);
				if (entry !== undefined) out[key] = entry;
			}
			return out;
		} finally {
			seen.delete(item);
		}
	};
	return JSON.stringify(plain(value)) ?? 'undefined';
}
