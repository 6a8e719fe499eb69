/**
 * `astro build`: the site is loaded and validated once, before Astro writes
 * anything, and handed to the pages (hand-over.ts); at the end the API,
 * host and crawler files, the search index and the avatars are published,
 * the host limits checked, and the finished build swapped in for dist/.
 */
import { siteWordsOf } from '../views/i18n/site-words.ts';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroConfig, AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import {
	discardStaging,
	filesDirFor,
	moveInto,
	PathTakenError,
	removeStaleStaging,
	replaceDir,
	stagingDirFor,
} from '../publish/atomic-dist.ts';
import {
	AvatarPublishError,
	avatarCacheDir,
	cacheDir,
	publishAvatars,
} from '../publish/avatars.ts';
import {
	EMPTY_LIST,
	publishedList,
	savePublishedList,
	writeSiteFiles,
	type ListedPage,
	type PublishedList,
} from '../publish/site-files.ts';
import {
	linkKeptPages,
	PageLayoutError,
	pageVersion,
	recordRenderedPages,
	splitPaths,
	type KeptPage,
	type KeyedPage,
	type PageLayout,
} from '../publish/page-reuse.ts';
import { cacheKey, secretKeyProblem } from '../utils/cache-key.ts';
import { resolveContentDir } from '../content/site.ts';
import { handOver, release } from './hand-over.ts';
import { buildError } from './build-error.ts';
import type { StaticnounsConfig } from '../schemas/options.ts';
import { normalizeBase } from '../addresses/urls.ts';
import { BUILD_RECORD_FILE, writeBuildRecord } from '../publish/build-record.ts';
import {
	hostLimitFindings,
	jsonCopiesConflict,
	outputLine,
	type HostOptions,
} from '../hosting/host-capacity.ts';
import { addSize, countWritten, listFolder, type OutputCount } from '../publish/output-size.ts';
import { escapeText } from '../utils/escape.ts';
import { crawlerFiles } from './site-files.ts';
import {
	OVERLAP_MAX_USERS,
	startSiteWorker,
	writeContentFiles,
	type Loaded,
	type SiteWork,
	type SiteWorker,
} from './site-worker.ts';
import { publishedOf } from './page-users.ts';
import { stylesheetsOf } from './virtual-modules.ts';
import { formatCount, plural } from '../utils/plural.ts';

/** The version of Astro building the site: part of the pages' code version. */
const ASTRO_VERSION = (createRequire(import.meta.url)('astro/package.json') as { version: string })
	.version;

/**
 * One build's state, from `astro:config:setup` to `astro:build:done`.
 *
 * @example
 * const build = siteBuild(config);
 * const { outDir } = await build.load(astroConfig, token, logger); // astro:config:setup
 * await build.publish(dir, pages, logger); // astro:build:done
 */
export function siteBuild(config: StaticnounsConfig) {
	/** The thread that loads the site and writes the integration's files, and what it was given. */
	let work: SiteWorker | undefined;
	let workInput: SiteWork | undefined;
	/** What the published site holds, as the last build recorded it (site-files.ts). */
	let previous: PublishedList = EMPTY_LIST;
	let root = process.cwd();
	let base = '/';
	let siteUrl: URL | undefined;
	let defaultFavicon = false;
	/**
	 * Where the site goes (the configured outDir), and where it is built first (see atomic-dist.ts).
	 */
	let target: string | undefined;
	let staging: string | undefined;
	/** Where the site thread writes the integration's files, until they move into staging. */
	let filesDir: string | undefined;
	/** Under which this build's pages find the site (hand-over.ts). */
	let token: string | undefined;
	/** Astro's config as every integration left it (astro:config:done). */
	let astroConfig: AstroConfig | undefined;
	/**
	 * The pages this build takes from the published site, and those it renders
	 * that the next build may (page-reuse.ts), once Astro listed its paths.
	 */
	let reuse: { version: string; kept: KeptPage[]; keyed: KeyedPage[] } | undefined;
	const listFile = () => join(cacheDir(root), 'site-files.json');

	return {
		/**
		 * Checks the options, starts loading and validating the site on its own
		 * thread (site-worker.ts: the pages wait for it, and the build stops
		 * on any problem before a page is rendered; dist/ stays as it was),
		 * hands the users to the pages under `handOverAs`, and returns the
		 * staging folder Astro's output goes to.
		 */
		async load(
			astro: AstroConfig,
			handOverAs: string,
			logger: AstroIntegrationLogger,
		): Promise<{ outDir: URL }> {
			const conflict = jsonCopiesConflict(config);
			if (conflict) logger.warn(conflict);
			// A secret set wrong would make every cache a miss, silently: said instead.
			const secretProblem = secretKeyProblem();
			if (secretProblem) fail(secretProblem);
			const local = !astro.site || isLocalAddress(astro.site);
			if (config.searchEngines && local) {
				fail(
					`searchEngines is on, so sitemap.xml and canonical links need the public address, not ${astro.site ?? 'none'}: set SITE_URL (e.g. https://profiles.example.org) or \`site\` in astro.config.mjs.`,
				);
			}
			root = fileURLToPath(astro.root);
			base = normalizeBase(astro.base);
			siteUrl = astro.site ? new URL(astro.site) : undefined;
			defaultFavicon = !existsSync(join(fileURLToPath(astro.publicDir), 'favicon.svg'));
			// Build beside dist/ and swap at the very end: nothing partial is ever published.
			target = resolve(fileURLToPath(astro.outDir));
			staging = stagingDirFor(target);
			filesDir = filesDirFor(target);
			await removeStaleStaging(target);
			const [building, files] = [staging, filesDir];
			process.once('exit', () => discardAll(building, files));
			previous = publishedList(listFile(), cacheKey());
			// The profiles are loaded and checked, and the integration's files written, on a thread
			// of their own while Astro works (site-worker.ts); the pages wait for it.
			workInput = {
				cwd: process.cwd(),
				contentDir: resolveContentDir(root),
				publicDir: fileURLToPath(astro.publicDir),
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
						defaultFavicon,
						words: siteWordsOf(root, config.locale),
					},
					reuse: { published: target, previous: previous.files },
				},
			};
			work = startSiteWorker(workInput, logger);
			// The pages take the users from here (hand-over.ts), once they are checked.
			token = handOverAs;
			const checked = work.loaded;
			handOver(token, async () => (await loadedSite(checked)).pageUsers);
			if (astro.site && local) {
				logger.warn(
					`the site's address is ${astro.site}: fine for a local preview, but set SITE_URL to the public address before deploying (canonical links and avatar_urls use it).`,
				);
			}
			return { outDir: pathToFileURL(`${staging}/`) };
		},

		/** Takes Astro's config as every integration left it (astro:config:done). */
		configure(astro: AstroConfig): void {
			astroConfig = astro;
		},

		/**
		 * Astro's prerenderer, wrapped (astro:build:start `setPrerenderer`): the
		 * same, but the pages the published site still holds unchanged are left
		 * out of what it renders, and taken from there at the end (page-reuse.ts).
		 */
		prerenderer(base: AstroPrerenderer): AstroPrerenderer {
			return {
				name: 'staticnouns',
				...(base.setup && { setup: () => base.setup!() }),
				getStaticPaths: async () => {
					// The site's problems stop the build here, before any page is rendered.
					if (work) await loadedSite(work.loaded);
					const paths = await base.getStaticPaths();
					if (!work || !astroConfig) return paths;
					const version = versionOf(astroConfig, config);
					// Pages are linked into the staging folder only: should another integration have
					// moved Astro's output elsewhere, every page is rendered.
					const staged = staging && resolve(fileURLToPath(astroConfig.outDir)) === resolve(staging);
					const split = splitPaths(paths, {
						previous,
						version,
						published: staged ? target : undefined,
						layout: layoutOf(astroConfig),
					});
					reuse = { version, kept: split.kept, keyed: split.keyed };
					return split.render;
				},
				render: (request, options) => base.render(request, options),
				...(base.collectStaticImages && {
					collectStaticImages: () => base.collectStaticImages!(),
				}),
				...(base.teardown && { teardown: () => base.teardown!() }),
			};
		},

		/**
		 * Publishes everything besides the pages into `dir`, then swaps it in for the output folder.
		 */
		async publish(
			dir: URL,
			pages: readonly { pathname: string }[],
			logger: AstroIntegrationLogger,
			assets: ReadonlyMap<string, readonly URL[]> = new Map(),
		): Promise<void> {
			if (!work) return;
			/**
			 * Stops the build at its end: a program that called build() lives on, so no staging folder
			 * is left behind it.
			 */
			const stop: (report: string) => never = (report) => {
				discardAll(staging, filesDir);
				return fail(report);
			};
			// Every page is written: the pages need the users no more.
			if (token) release(token);
			const site = await loadedSite(work.loaded);
			const { avatars, userCount } = site;
			// The integration's files, written while Astro rendered (site-worker.ts), or for a big
			// site now, from the pages' users; then they join the pages.
			const own =
				(await work.written) ?? writeContentFiles(publishedOf(site.pageUsers), workInput!);
			// The users are not kept past this point: at 100,000 profiles they are hundreds of MB.
			site.pageUsers = [];
			work = undefined;
			const outDir = fileURLToPath(dir);
			await moveInto(filesDir!, outDir).catch((error: unknown) => {
				if (!(error instanceof PathTakenError)) throw error;
				stop(
					`${error.path}: the site publishes its own files at this path (the API, host or search index files), and public/ (or another integration) put a ${error.fileThere ? 'file' : 'folder'} there: rename or remove public/${error.path}.`,
				);
			});
			const staged = target && staging && resolve(staging) === resolve(outDir);
			// The pages Astro rendered, recorded for the next build; those it did not, linked from
			// the published site (page-reuse.ts).
			const astroNames = pages.map(({ pathname }) => pathname);
			// What this build wrote, by path and size, for the output's count (countWritten): the
			// copy of public/ first, as Astro made it, then what took a place of its.
			const { files: copied, folders } = publicFiles(astroConfig);
			const writtenSizes = new Map(copied);
			let rendered: Map<string, ListedPage & { file: string; bytes: number }> = new Map();
			let kept: KeptPage[] = [];
			if (reuse) {
				try {
					rendered = recordRenderedPages(reuse.keyed, outDir, new Set(astroNames), copied);
				} catch (error) {
					if (error instanceof PageLayoutError) stop(error.message);
					throw error;
				}
				// Left out of what Astro rendered: they must be in the output (only ever kept when staged).
				if (reuse.kept.length) {
					try {
						kept = linkKeptPages(reuse.kept, target!, outDir);
					} catch (error) {
						stop(
							`${target}: a page of the published site could not be taken into the new build (${(error as Error).message}): was the output folder changed while the build ran? Build again.`,
						);
					}
				}
				if (kept.length)
					logger.info(
						`${plural(kept.length, { one: 'page', other: 'pages' })} unchanged since the last build, linked from the published site`,
					);
			}
			for (const page of rendered.values()) writtenSizes.set(page.file, page.bytes);
			for (const page of kept) writtenSizes.set(page.file, page.bytes);
			// Every other file Astro wrote for a route (a page not recorded above): stat'ed, a few
			// hundred.
			for (const urls of assets.values())
				for (const url of urls) {
					const file = relative(outDir, fileURLToPath(url)).split(sep).join('/');
					if (!writtenSizes.has(file)) addSize(writtenSizes, outDir, file);
				}
			// robots.txt and the sitemap list the pages; unchanged, they are linked from the published
			// site (site-files.ts).
			const crawlers = writeSiteFiles(
				crawlerFiles({
					base,
					site: siteUrl,
					searchEngines: config.searchEngines,
					pages: [...astroNames, ...kept.map((page) => page.name)],
				}),
				outDir,
				staged ? { published: target!, previous: previous.files } : undefined,
			);
			const written = {
				written: own.written + crawlers.written,
				linked: own.linked + crawlers.linked,
				digests: own.digests,
			};
			for (const [path, digest] of crawlers.digests) written.digests.set(path, digest);
			for (const sizes of [own.sizes, crawlers.sizes])
				for (const [path, bytes] of sizes) writtenSizes.set(path, bytes);
			// A million entries at 100,000 profiles: dropped once taken into writtenSizes.
			own.sizes.clear();
			await writeBuildRecord(outDir, { base, localOrigin: siteUrl?.toString() });
			addSize(writtenSizes, outDir, BUILD_RECORD_FILE);
			logger.info(
				`${plural(userCount, { one: 'profile', other: 'profiles' })}, ${plural(written.written + written.linked, { one: 'API, host, crawler, short pronoun address or search index file', other: 'API, host, crawler, short pronoun address and search index files' })} (${formatCount(written.written)} written, ${formatCount(written.linked)} unchanged)`,
			);
			if (avatars.length) {
				const started = performance.now();
				const done = await publishAvatars(avatars, outDir, avatarCacheDir(root)).catch(
					(error: unknown) => {
						if (error instanceof AvatarPublishError) stop(error.message);
						discardAll(staging, filesDir);
						throw error;
					},
				);
				logger.info(
					`avatars: ${done.encoded} encoded, ${done.cached} from cache (${Math.round(performance.now() - started)} ms)`,
				);
				for (const avatar of avatars) {
					addSize(writtenSizes, outDir, avatar.webp);
					addSize(writtenSizes, outDir, avatar.jpeg);
				}
			}
			checkHostLimits(countWritten(outDir, writtenSizes, folders), config, logger, stop);
			// Last step: nothing is written to the output folder after this hook.
			if (staged) {
				// The old site is deleted by a process of its own: the build is done once the new one is
				// in place.
				await replaceDir(staging!, target!, { removeOld: 'background' }).catch((error: unknown) => {
					stop(
						`${target}: the finished build could not take its place (${(error as Error).message}): the output folder must be a folder that can be renamed (not a mount point), in a folder the build may write to.`,
					);
				});
				const listed = new Map<string, ListedPage>();
				for (const page of kept) listed.set(page.pathname, { key: page.key, digest: page.digest });
				for (const [pathname, { key, digest }] of rendered) listed.set(pathname, { key, digest });
				savePublishedList(
					listFile(),
					{ files: written.digests, version: reuse?.version ?? '', pages: listed },
					cacheKey(),
				);
				logger.info(`${target} replaced with the finished build`);
			}
		},
	};
}

/**
 * Logs what the build wrote (files, bytes, the largest file) and warns
 * about each configured host's limit it comes near; over a limit with
 * `hostLimits: 'fail'`, stops the build before dist/ is replaced. The
 * summary is counted from what the build wrote (countWritten), so Astro's
 * pages and everything else are in.
 */
function checkHostLimits(
	summary: OutputCount,
	hostOptions: HostOptions,
	logger: { info: (message: string) => void; warn: (message: string) => void },
	stop: (report: string) => never,
): void {
	// File names come from profile names: escaped, like every logged user text.
	logger.info(escapeText(outputLine(summary)));
	const findings = hostLimitFindings(summary, hostOptions.hosts);
	for (const finding of findings) logger.warn(escapeText(finding.message));
	const over = findings.filter((finding) => finding.over);
	if (over.length && hostOptions.hostLimits === 'fail') {
		stop(
			`hostLimits is 'fail' and the site is over a host's limit, so the output folder was left as it was:\n${over.map((finding) => escapeText(finding.message)).join('\n')}`,
		);
	}
}

/** How Astro lays out and names pages, from its config. */
function layoutOf(astro: AstroConfig): PageLayout {
	return { format: astro.build.format, trailingSlash: astro.trailingSlash };
}

/**
 * The code version of the pages (page-reuse.ts pageVersion): this package's
 * code, the site's project files and src/, its stylesheets, Astro's version
 * and resolved config (but the output folder, a new staging folder each
 * build), and the options.
 */
function versionOf(astro: AstroConfig, config: StaticnounsConfig): string {
	const root = fileURLToPath(astro.root);
	const { outDir: _outDir, build, ...rest } = astro;
	const { client: _client, server: _server, ...buildRest } = build;
	return pageVersion({
		packageDir: join(import.meta.dirname, '..'),
		root,
		stylesheets: stylesheetsOf(config.customCss, root),
		settings: {
			astro: { ...rest, build: buildRest },
			astroVersion: ASTRO_VERSION,
			options: config,
		},
	});
}

/**
 * What Astro copies from public/ into the output (its files' sizes and its folders, by
 * `/`-separated path): public/ holds only folders and regular files, checked as the build began.
 */
function publicFiles(astro: AstroConfig | undefined): ReturnType<typeof listFolder> {
	try {
		if (astro) return listFolder(fileURLToPath(astro.publicDir));
	} catch {
		// No public/ folder: nothing copied.
	}
	return { files: new Map(), folders: new Set() };
}

/**
 * The site the thread loaded and checked (site-worker.ts), or the build stopped with its problems.
 */
async function loadedSite(loaded: Promise<Loaded>): Promise<Extract<Loaded, { ok: true }>> {
	const site = await loaded;
	if (!site.ok) fail(site.report);
	return site;
}

/** Deletes this build's staging and files folders (see atomic-dist.ts). */
function discardAll(...folders: (string | undefined)[]): void {
	for (const folder of folders) if (folder) discardStaging(folder);
}

function isLocalAddress(site: string): boolean {
	return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(site).hostname);
}

/**
 * Stops the build (see build-error.ts): Astro prints the report and exits non-zero, `build()`
 * rejects.
 */
function fail(report: string): never {
	throw buildError(report);
}
