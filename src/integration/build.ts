/**
 * `astro build`: the site is loaded and validated once, before Astro writes
 * anything, and handed to the pages (hand-over.ts); at the end the API,
 * host and crawler files, the search index and the avatars are published,
 * the host limits checked, and the finished build swapped in for dist/.
 * The plan and each step are in build-steps.ts; this module runs them from
 * Astro's hooks.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroConfig, AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import { discardStaging, removeStaleStaging } from '../publish/atomic-dist.ts';
import {
	pageName,
	pageVersion,
	readPublishedPages,
	splitPaths,
	type KeptPage,
	type PageLayout,
	type StaticPath,
} from '../publish/page-reuse.ts';
import { isInjectedRoute } from './routes.ts';
import { resolveContentDir } from '../content/site.ts';
import { secretKeyProblem } from '../utils/cache-key.ts';
import { handOver, release } from './hand-over.ts';
import { buildError } from './build-error.ts';
import type { StaticnounsConfig } from '../schemas/options.ts';
import { BUILD_RECORD_FILE, writeBuildRecord } from '../publish/build-record.ts';
import { jsonCopiesConflict } from '../hosting/host-capacity.ts';
import { addSize, countWritten } from '../publish/output-size.ts';
import { publishLibraryFlags } from '../publish/flag-images.ts';
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
	type BuildPlan,
	type PageReuse,
	type PlacedPage,
	type Problem,
} from './build-steps.ts';
import { startSiteWorker, writeContentFiles, type Loaded, type SiteWorker } from './site-worker.ts';
import { stylesheetsOf } from './virtual-modules.ts';
import { formatCount, plural } from '../utils/plural.ts';
import { publishCards } from '../publish/cards.ts';
import { cacheDir } from '../publish/avatar-files.ts';
import { cardJobs } from '../views/pages.ts';
import { keepBundle, keepConfig } from './fast-build/keep-bundle.ts';
import { modelOf } from './page-users.ts';

/** The version of Astro building the site: part of the pages' code version. */
const ASTRO_VERSION = (createRequire(import.meta.url)('astro/package.json') as { version: string })
	.version;

type Logger = Pick<AstroIntegrationLogger, 'info' | 'warn'>;

/**
 * The token under which a site's pages find it (hand-over.ts): the same each run, as it is
 * compiled into every route and builds of the same site are the same code; the fast path
 * (fast-build.ts) renders the kept pages under it too.
 */
export function siteToken(root: string): string {
	return createHash('sha256')
		.update(JSON.stringify([root, resolveContentDir(root)]))
		.digest('base64url');
}

/** One build's state, from `astro:config:setup` to `astro:build:done`: each part set once. */
interface BuildState {
	readonly config: StaticnounsConfig;
	/** Computed once as the config is set up (build-steps.ts planBuild). */
	plan?: BuildPlan;
	/** The thread that loads the site and writes the integration's files; gone once published. */
	work?: SiteWorker | undefined;
	/** Under which this build's pages find the site (hand-over.ts). */
	token?: string;
	/** Astro's config as every integration left it (astro:config:done). */
	astro?: AstroConfig;
	/** Once Astro listed its paths: the pages kept from the published site and those rendered. */
	reuse?: PageReuse;
}

/**
 * One build, as Astro's hooks drive it.
 *
 * @example
 * const build = siteBuild(config);
 * const { outDir } = await build.load(astroConfig, token, logger); // astro:config:setup
 * await build.publish(dir, pages, logger); // astro:build:done
 */
export function siteBuild(config: StaticnounsConfig) {
	const state: BuildState = { config };
	return {
		/**
		 * Checks the options, plans the build, starts loading and validating the site on its own
		 * thread (site-worker.ts: the pages wait for it, and the build stops on any problem before a
		 * page is rendered; dist/ stays as it was), hands the users to the pages under `handOverAs`,
		 * and returns the staging folder Astro's output goes to.
		 */
		load: (astro: AstroConfig, handOverAs: string, logger: Logger) =>
			load(state, astro, handOverAs, logger),
		/** Takes Astro's config as every integration left it (astro:config:done). */
		configure(astro: AstroConfig): void {
			state.astro = astro;
		},
		/**
		 * Astro's prerenderer, wrapped (astro:build:start `setPrerenderer`): the same, but the pages
		 * the published site still holds unchanged are left out of what it renders, and taken from
		 * there at the end (page-reuse.ts).
		 */
		prerenderer: (base: AstroPrerenderer) => prerenderer(state, base),
		/**
		 * Publishes everything besides the pages into `dir`, then swaps it in for the output folder.
		 */
		publish: (
			dir: URL,
			pages: readonly { pathname: string }[],
			logger: Logger,
			assets: ReadonlyMap<string, readonly URL[]> = new Map(),
		) => publish(state, dir, pages, logger, assets),
	};
}

async function load(
	state: BuildState,
	astro: AstroConfig,
	handOverAs: string,
	logger: Logger,
): Promise<{ outDir: URL }> {
	const { config } = state;
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
	// Build beside dist/ and swap at the very end: nothing partial is ever published.
	await removeStaleStaging(resolve(fileURLToPath(astro.outDir)));
	const plan = planBuild(astro, config);
	state.plan = plan;
	process.once('exit', () => discardAll(plan));
	// The profiles are loaded and checked, and the integration's files written, on a thread
	// of their own while Astro works (site-worker.ts); the pages wait for it.
	const work = startSiteWorker(plan.work, logger);
	state.work = work;
	// The pages take the users from here (hand-over.ts), once they are checked.
	state.token = handOverAs;
	handOver(handOverAs, async () => (await loadedSite(work.loaded)).pageUsers);
	if (astro.site && local) {
		logger.warn(
			`the site's address is ${astro.site}: fine for a local preview, but set SITE_URL to the public address before deploying (canonical links and avatar_urls use it).`,
		);
	}
	return { outDir: pathToFileURL(`${plan.staging}/`) };
}

function prerenderer(state: BuildState, base: AstroPrerenderer): AstroPrerenderer {
	return {
		name: 'staticnouns',
		...(base.setup && {
			setup: async () => {
				// Issue 41's study of a build without Astro's bundling (fast-build/keep-bundle.ts).
				const keep = process.env['STATICNOUNS_KEEP_BUNDLE'];
				if (keep && state.astro) await keepBundle(state.astro.outDir, resolve(keep));
				await base.setup!();
			},
		}),
		getStaticPaths: async () => {
			const { astro, plan, work } = state;
			const version = astro && plan && work ? versionOf(astro, state.config) : '';
			// Pages are linked into the staging folder only: should another integration have
			// moved Astro's output elsewhere, every page is rendered.
			const staged =
				astro && plan && resolve(fileURLToPath(astro.outDir)) === resolve(plan.staging);
			// The published pages are read while the site thread checks the profiles.
			const read =
				staged && plan.previous.version === version && existsSync(plan.target)
					? readPublishedPages(plan.previous, plan.target, astro.build.format)
					: undefined;
			// The site's problems stop the build here, before any page is rendered.
			if (work) await loadedSite(work.loaded);
			const paths = await base.getStaticPaths();
			if (!work || !astro || !plan) return paths;
			const split = splitPaths(paths, {
				previous: plan.previous,
				version,
				published: staged ? plan.target : undefined,
				layout: layoutOf(astro),
				...(read && { read }),
			});
			state.reuse = {
				version,
				kept: split.kept,
				keyed: split.keyed,
				own: ownPages(paths, astro, state.config.locales),
			};
			// The config the fast path builds with (fast-build/fast-build.ts), when it keeps this build.
			const keep = process.env['STATICNOUNS_KEEP_BUNDLE'];
			if (keep) keepConfig(resolve(keep), { astro, target: plan.target });
			return split.render;
		},
		render: (request, options) => base.render(request, options),
		...(base.collectStaticImages && {
			collectStaticImages: () => base.collectStaticImages!(),
		}),
		...(base.teardown && { teardown: () => base.teardown!() }),
	};
}

/** The steps after the pages, in order (build-steps.ts); any problem stops the build. */
async function publish(
	state: BuildState,
	dir: URL,
	pages: readonly { pathname: string }[],
	logger: Logger,
	assets: ReadonlyMap<string, readonly URL[]>,
): Promise<void> {
	const { plan, work } = state;
	if (!work || !plan) return;
	// A program that called build() lives on, so no staging folder is left behind it.
	const stop = (step: Problem | undefined) => {
		if (!step) return;
		discardAll(plan);
		fail(step.problem);
	};
	// Every page is written: the pages need the users no more.
	if (state.token) release(state.token);
	const site = await loadedSite(work.loaded);
	// The integration's files, written while Astro rendered (site-worker.ts), or for a big
	// site now, from the pages' users; then they join the pages.
	const own = (await work.written) ?? writeContentFiles(site.pageUsers, plan.work);
	const people = modelOf(site.pageUsers);
	// What each preview card shows, taken before the users go (publish/cards.ts draws them).
	const cards = state.config.cards ? cardJobs(people, plan.base, state.config.locale) : [];
	// The sitemap's pages from the model, kept or rendered alike (build-steps.ts sitemapPages).
	const listed = sitemapPages(plan, site.pageUsers, state.reuse?.own ?? []);
	// The users are not kept past this point: at 100,000 profiles they are hundreds of MB.
	site.pageUsers = [];
	state.work = undefined;
	const outDir = fileURLToPath(dir);
	stop(await placeFiles(plan.filesDir, outDir));
	const staged = resolve(plan.staging) === resolve(outDir);
	const astroNames = pages.map(({ pathname }) => pathname);
	// What this build wrote, by path and size, for the output's count (countWritten): the
	// copy of public/ first, as Astro made it, then what took a place of its.
	const { files: copied, folders } = publicFiles(publicDirOf(state));
	const sizes = new Map(copied);
	const reused = reusedPages(state.reuse, { outDir, published: plan.target, astroNames }, copied);
	if ('problem' in reused) return stop(reused);
	const { rendered, kept } = reused;
	if (kept.length)
		logger.info(
			`${plural(kept.length, { one: 'page', other: 'pages' })} unchanged since the last build, linked from the published site`,
		);
	for (const page of [...rendered.values(), ...kept]) sizes.set(page.file, page.bytes);
	addAssetSizes(sizes, outDir, assets);
	const crawlers = writeCrawlerFiles(plan, outDir, listed, staged);
	const written = { written: own.written + crawlers.written, linked: own.linked + crawlers.linked };
	for (const [path, digest] of crawlers.digests) own.digests.set(path, digest);
	for (const files of [own.sizes, crawlers.sizes])
		for (const [path, bytes] of files) sizes.set(path, bytes);
	// A million entries at 100,000 profiles: dropped once taken into sizes.
	own.sizes.clear();
	await writeBuildRecord(outDir, { base: plan.base, localOrigin: plan.siteUrl?.toString() });
	addSize(sizes, outDir, BUILD_RECORD_FILE);
	logger.info(
		`${plural(site.userCount, { one: 'profile', other: 'profiles' })}, ${plural(written.written + written.linked, { one: 'API, host, crawler, short pronoun address or search index file', other: 'API, host, crawler, short pronoun address and search index files' })} (${formatCount(written.written)} written, ${formatCount(written.linked)} unchanged)`,
	);
	await avatarsStep(site.avatars, outDir, plan, sizes, logger, stop);
	if (cards.length) await cardsStep(cards, outDir, plan.root, sizes, logger);
	const limits = checkHostLimits(countWritten(outDir, sizes, folders), plan.hosts);
	logger.info(limits.info);
	for (const warning of limits.warnings) logger.warn(warning);
	stop(limits.problem === undefined ? undefined : { problem: limits.problem });
	// Last step: nothing is written to the output folder after this hook.
	if (!staged) return;
	stop(await swap(plan));
	record(plan.listFile, {
		digests: own.digests,
		version: state.reuse?.version ?? '',
		kept,
		rendered,
	});
	logger.info(`${plan.target} replaced with the finished build`);
}

/** Reuse pages, when Astro's paths were split (else nothing was kept, nothing recorded). */
function reusedPages(
	reuse: PageReuse | undefined,
	at: { outDir: string; published: string; astroNames: readonly string[] },
	copied: { has(file: string): boolean },
): Problem | { rendered: Map<string, PlacedPage>; kept: KeptPage[] } {
	if (!reuse) return { rendered: new Map(), kept: [] };
	return reusePages(reuse, { ...at, astroNames: new Set(at.astroNames) }, copied);
}

/** Publish avatars and the library flags' images, timed and logged, their sizes counted. */
async function avatarsStep(
	avatars: Extract<Loaded, { ok: true }>['avatars'],
	outDir: string,
	plan: BuildPlan,
	sizes: Map<string, number>,
	logger: Logger,
	stop: (step: Problem | undefined) => void,
): Promise<void> {
	// The library flags' images, where api/v1's flag hashes lead (publish/flag-images.ts): none
	// without api/v1/ (pronounsCcApi: false), as the pages draw them.
	if (plan.work.files.options.pronounsCcApi !== false)
		for (const path of await publishLibraryFlags(outDir)) addSize(sizes, outDir, path);
	if (!avatars.length) return;
	const started = performance.now();
	const done = await publishSiteAvatars(avatars, outDir, plan.root).catch((error: unknown) => {
		discardAll(plan);
		throw error;
	});
	if ('problem' in done) return stop(done);
	logger.info(
		`avatars: ${done.encoded} encoded, ${done.cached} from cache (${Math.round(performance.now() - started)} ms)`,
	);
	for (const avatar of avatars) {
		addSize(sizes, outDir, avatar.webp);
		addSize(sizes, outDir, avatar.jpeg);
	}
}

/** The preview cards (option cards): drawn, or taken from the cache, into the output. */
async function cardsStep(
	cards: Parameters<typeof publishCards>[0],
	outDir: string,
	root: string,
	sizes: Map<string, number>,
	logger: Logger,
): Promise<void> {
	const started = performance.now();
	const done = await publishCards(cards, outDir, join(cacheDir(root), 'cards'));
	logger.info(
		`preview cards: ${done.drawn} drawn, ${done.cached} from cache (${Math.round(performance.now() - started)} ms)`,
	);
	for (const card of cards) addSize(sizes, outDir, card.path);
}

/** public/ as Astro's final config has it (another integration may move it). */
function publicDirOf(state: BuildState): string {
	return state.astro ? fileURLToPath(state.astro.publicDir) : state.plan!.work.publicDir;
}

/**
 * The site's own pages (src/pages/, not the injected routes) as Astro names them in `pages`, for
 * the sitemap: every one Astro lists, whether kept or rendered; not the status pages.
 */
function ownPages(
	paths: readonly StaticPath[],
	astro: AstroConfig,
	locales: readonly string[],
): string[] {
	const injected = isInjectedRoute(locales);
	return paths
		.filter(({ route }) => route.type === 'page' && !injected(route.route))
		.filter(({ pathname }) => !['/404', '/500'].includes(pathname))
		.map(({ pathname }) => pageName(pathname, layoutOf(astro)));
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
 * The site the thread loaded and checked (site-worker.ts), or the build stopped with its problems.
 */
async function loadedSite(loaded: Promise<Loaded>): Promise<Extract<Loaded, { ok: true }>> {
	const site = await loaded;
	if (!site.ok) fail(site.report);
	return site;
}

/** Deletes this build's staging and files folders (see atomic-dist.ts). */
function discardAll(plan: Pick<BuildPlan, 'staging' | 'filesDir'>): void {
	for (const folder of [plan.staging, plan.filesDir]) discardStaging(folder);
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
