/**
 * The build as a plan and named steps. `planBuild` computes, once, as the
 * config is set up, everything the build decides before Astro runs (where
 * the site goes and is staged, what the published site holds, what the
 * site's thread is given); it is frozen. Each step after the pages is a
 * function of the plan and what the step before it made, in the order
 * build.ts runs them: place files, reuse pages, write crawler files (of
 * the sitemap's pages),
 * publish avatars, check host limits, swap, record. A step that finds a
 * problem returns its report (`{ problem }`) and build.ts stops the build
 * with it; no step stops the build itself.
 *
 * @example
 * const plan = await planBuild(astro, config);
 * const placed = await placeFiles(plan.filesDir, outDir);
 * if (placed) stop(placed.problem);
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig } from 'astro';
import { siteLanguagesOf, siteWordsOf } from '../views/i18n/site-words.ts';
import {
	filesDirFor,
	moveInto,
	PathTakenError,
	replaceDir,
	stagingDirFor,
} from '../publish/atomic-dist.ts';
import {
	AvatarPublishError,
	avatarCacheDir,
	cacheDir,
	publishAvatars,
	type PublishResult,
} from '../publish/avatar-files.ts';
import {
	publishedList,
	savePublishedList,
	writeSiteFiles,
	type ListedPage,
	type PublishedList,
	type WrittenFiles,
} from '../publish/site-files.ts';
import {
	linkKeptPages,
	PageLayoutError,
	recordRenderedPages,
	type KeptPage,
	type KeyedPage,
} from '../publish/page-reuse.ts';
import type { LocalAvatar } from '../content/validate/avatars.ts';
import { resolveContentDir } from '../content/site.ts';
import { normalizeBase } from '../addresses/urls.ts';
import { hostLimitFindings, outputLine, type HostOptions } from '../hosting/host-capacity.ts';
import { addSize, listFolder, type OutputCount } from '../publish/output-size.ts';
import type { StaticnounsConfig } from '../schemas/options.ts';
import { cacheKey } from '../utils/cache-key.ts';
import { escapeText } from '../utils/escape.ts';
import { crawlerFiles } from './site-outputs.ts';
import { OVERLAP_MAX_USERS, type SiteWork } from './site-worker.ts';
import type { PageUser } from './hand-over.ts';
import { listedPaths } from './routes.ts';

/** A step's problem: the report the build stops with, dist/ as it was. */
export interface Problem {
	problem: string;
}

/** What one build decided before Astro ran: computed once (planBuild), frozen. */
export interface BuildPlan {
	readonly root: string;
	/** The normalised base path, and the site's public address when set. */
	readonly base: string;
	readonly siteUrl: URL | undefined;
	/** Where the site goes (the configured outDir), and where it is built first (atomic-dist.ts). */
	readonly target: string;
	readonly staging: string;
	/** Where the site thread writes the integration's files, until they move into staging. */
	readonly filesDir: string;
	/** The list of what the published site holds (site-files.ts), and what it held as read. */
	readonly listFile: string;
	readonly previous: PublishedList;
	/** What the site's thread is given (site-worker.ts). */
	readonly work: SiteWork;
	readonly searchEngines: boolean;
	readonly hosts: Pick<HostOptions, 'hosts' | 'hostLimits'>;
}

/**
 * The build's plan from Astro's config as the integration sees it in `astro:config:setup` and the
 * options: reads only what the published site's list holds and whether public/ has an icon.
 */
export function planBuild(
	astro: Pick<AstroConfig, 'root' | 'outDir' | 'publicDir' | 'site' | 'base'>,
	config: StaticnounsConfig,
	cwd = process.cwd(),
): BuildPlan {
	const root = fileURLToPath(astro.root);
	const base = normalizeBase(astro.base);
	const target = resolve(fileURLToPath(astro.outDir));
	const filesDir = filesDirFor(target);
	const listFile = join(cacheDir(root), 'site-files.json');
	const previous = publishedList(listFile, cacheKey());
	const publicDir = fileURLToPath(astro.publicDir);
	const work: SiteWork = {
		cwd,
		contentDir: resolveContentDir(root),
		publicDir,
		parseCacheDir: join(cacheDir(root), 'profiles'),
		site: astro.site,
		base: astro.base,
		limits: config.limits,
		overlapMaxUsers: OVERLAP_MAX_USERS,
		files: {
			dir: filesDir,
			options: {
				base,
				searchEngines: config.searchEngines,
				search: config.search,
				jsonCopies: config.jsonCopies,
				hosts: config.hosts,
				pronounsCcApi: config.pronounsCcApi,
				editSources: config.editSources ? { cwd, maxBytes: config.limits.fileBytes } : undefined,
				defaultFavicon: !existsSync(join(publicDir, 'favicon.svg')),
				// The short addresses' pages speak the site's language (checked as the build started).
				...siteLanguagesOf(root, config.locales),
			},
			reuse: { published: target, previous: previous.files },
		},
	};
	return Object.freeze({
		root,
		base,
		siteUrl: astro.site ? new URL(astro.site) : undefined,
		target,
		staging: stagingDirFor(target),
		filesDir,
		listFile,
		previous,
		work: Object.freeze(work),
		searchEngines: config.searchEngines,
		hosts: Object.freeze({ hosts: config.hosts, hostLimits: config.hostLimits }),
	});
}

/** Place files: the integration's files, written beside the output, moved into it. */
export async function placeFiles(filesDir: string, outDir: string): Promise<Problem | undefined> {
	try {
		await moveInto(filesDir, outDir);
		return undefined;
	} catch (error) {
		if (!(error instanceof PathTakenError)) throw error;
		return {
			problem: `${error.path}: the site publishes its own files at this path (the API, host or search index files), and public/ (or another integration) put a ${error.fileThere ? 'file' : 'folder'} there: rename or remove public/${error.path}.`,
		};
	}
}

/** The pages this build takes from the published site, and those it renders that the next may. */
export interface PageReuse {
	version: string;
	kept: KeptPage[];
	keyed: KeyedPage[];
	/** The site's own pages (src/pages/), as Astro names them in `pages`: for the sitemap. */
	own: string[];
}

/** A page of this build, as the list records it and the output's count sizes it. */
export type PlacedPage = ListedPage & { file: string; bytes: number };

/**
 * Reuse pages: the pages Astro rendered, recorded for the next build; those it did not, linked
 * from the published site (page-reuse.ts).
 */
export function reusePages(
	reuse: PageReuse,
	at: { outDir: string; published: string; astroNames: ReadonlySet<string> },
	copied: { has(file: string): boolean },
): Problem | { rendered: Map<string, PlacedPage>; kept: KeptPage[] } {
	let rendered: Map<string, PlacedPage>;
	try {
		rendered = recordRenderedPages(reuse.keyed, at.outDir, at.astroNames, copied);
	} catch (error) {
		if (error instanceof PageLayoutError) return { problem: error.message };
		throw error;
	}
	// Left out of what Astro rendered: they must be in the output (only ever kept when staged).
	if (!reuse.kept.length) return { rendered, kept: [] };
	try {
		return { rendered, kept: linkKeptPages(reuse.kept, at.published, at.outDir) };
	} catch (error) {
		return {
			problem: `${at.published}: a page of the published site could not be taken into the new build (${(error as Error).message}): was the output folder changed while the build ran? Build again.`,
		};
	}
}

/**
 * The pages the sitemap lists (none without search engines): the injected routes' from the
 * site's model (routes.ts listedPaths), the same whether a page was rendered or kept, and the
 * site's own pages (`own`, as Astro names them in `pages`: every one it listed to render, before
 * any was kept).
 *
 * @example
 * sitemapPages(plan, site.pageUsers, ['about/']) // ['/', '/@robin/', …, '/about/']
 */
export function sitemapPages(
	plan: Pick<BuildPlan, 'root' | 'base' | 'searchEngines' | 'work'>,
	users: readonly PageUser[],
	own: readonly string[],
): string[] {
	if (!plan.searchEngines) return [];
	const { words, languages } = plan.work.files.options;
	return [
		...listedPaths(users, plan.base, languages ?? [words ?? siteWordsOf(plan.root, 'en')]),
		...own.map((name) => `${plan.base}${name}`),
	];
}

/**
 * Write crawler files: robots.txt and the sitemap of `pages` (paths, base included); unchanged,
 * linked from the published site (site-files.ts).
 */
export function writeCrawlerFiles(
	plan: Pick<BuildPlan, 'base' | 'siteUrl' | 'searchEngines' | 'target' | 'previous'>,
	outDir: string,
	pages: readonly string[],
	staged: boolean,
): WrittenFiles {
	return writeSiteFiles(
		crawlerFiles({ base: plan.base, site: plan.siteUrl, searchEngines: plan.searchEngines, pages }),
		outDir,
		staged ? { published: plan.target, previous: plan.previous.files } : undefined,
	);
}

/** Publish avatars: each local avatar encoded (or from the cache) into the output. */
export async function publishSiteAvatars(
	avatars: readonly LocalAvatar[],
	outDir: string,
	root: string,
): Promise<Problem | PublishResult> {
	try {
		return await publishAvatars(avatars, outDir, avatarCacheDir(root));
	} catch (error) {
		if (error instanceof AvatarPublishError) return { problem: error.message };
		throw error;
	}
}

/**
 * Check host limits: the line that says what the build wrote, a warning for each configured
 * host's limit it comes near, and over a limit with `hostLimits: 'fail'`, the problem. User text
 * (file names come from profile names) is escaped.
 */
export function checkHostLimits(
	summary: OutputCount,
	hosts: Pick<HostOptions, 'hosts' | 'hostLimits'>,
): { info: string; warnings: string[]; problem?: string | undefined } {
	const findings = hostLimitFindings(summary, hosts.hosts);
	const warnings = findings.map((finding) => escapeText(finding.message));
	const over = findings.filter((finding) => finding.over);
	return {
		info: escapeText(outputLine(summary)),
		warnings,
		problem:
			over.length && hosts.hostLimits === 'fail'
				? `hostLimits is 'fail' and the site is over a host's limit, so the output folder was left as it was:\n${over.map((finding) => escapeText(finding.message)).join('\n')}`
				: undefined,
	};
}

/**
 * Swap: the finished build takes the output folder's place; the old site is deleted by a process
 * of its own.
 */
export async function swap(
	plan: Pick<BuildPlan, 'staging' | 'target'>,
): Promise<Problem | undefined> {
	try {
		await replaceDir(plan.staging, plan.target, { removeOld: 'background' });
		return undefined;
	} catch (error) {
		return {
			problem: `${plan.target}: the finished build could not take its place (${(error as Error).message}): the output folder must be a folder that can be renamed (not a mount point), in a folder the build may write to.`,
		};
	}
}

/** Record: what the published site now holds, for the next build (site-files.ts). */
export function record(
	listFile: string,
	published: {
		digests: ReadonlyMap<string, string>;
		version: string;
		kept: readonly KeptPage[];
		rendered: ReadonlyMap<string, ListedPage>;
	},
): void {
	const pages = new Map<string, ListedPage>();
	for (const page of published.kept)
		pages.set(page.pathname, { key: page.key, digest: page.digest });
	for (const [pathname, { key, digest }] of published.rendered)
		pages.set(pathname, { key, digest });
	savePublishedList(
		listFile,
		{ files: published.digests, version: published.version, pages },
		cacheKey(),
	);
}

/**
 * What Astro copies from public/ into the output (its files' sizes and its folders, by
 * `/`-separated path): public/ holds only folders and regular files, checked as the build began.
 */
export function publicFiles(publicDir: string): ReturnType<typeof listFolder> {
	try {
		return listFolder(publicDir);
	} catch {
		// No public/ folder: nothing copied.
		return { files: new Map(), folders: new Set() };
	}
}

/**
 * The size of every file Astro wrote for a route that the sizes do not hold yet (a page not
 * recorded by reusePages): stat'ed, a few hundred.
 */
export function addAssetSizes(
	sizes: Map<string, number>,
	outDir: string,
	assets: ReadonlyMap<string, readonly URL[]>,
): void {
	for (const urls of assets.values())
		for (const url of urls) {
			const file = relative(outDir, fileURLToPath(url)).split(sep).join('/');
			if (!sizes.has(file)) addSize(sizes, outDir, file);
		}
}
