/**
 * `astro build`: the site is loaded and validated once, before Astro writes
 * anything, and handed to the pages (hand-over.ts); at the end the API,
 * host and crawler files, the search index and the avatars are published,
 * the host limits checked, and the finished build swapped in for dist/.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroConfig, AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import {
	discardStaging,
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
import type { LocalAvatar } from '../content/validate/avatars.ts';
import { codeVersion, openParseCache } from '../content/read/parse-cache.ts';
import {
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
import { formatReport } from '../content/issues.ts';
import { publicFolderIssues } from '../content/find/public-files.ts';
import { contentPagePaths } from '../views/page-paths.ts';
import { publishedPathProblems } from '../addresses/paths.ts';
import { cacheKey, secretKeyProblem } from '../utils/cache-key.ts';
import { linkWarnings } from '../content/validate/links.ts';
import { everyProfile, loadSite, membersByUser, resolveContentDir } from '../content/site.ts';
import { handOver, release } from './hand-over.ts';
import { pageUsersOf } from './page-users.ts';
import { buildError } from './build-error.ts';
import type { User } from '../schemas/user.ts';
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
import { siteFiles } from './site-files.ts';
import { stylesheetsOf } from './virtual-modules.ts';
import { formatCount, plural } from '../utils/plural.ts';

/** The version of Astro building the site: part of the pages' code version. */
const ASTRO_VERSION = (createRequire(import.meta.url)('astro/package.json') as { version: string })
	.version;

/**
 * What the end of the build needs of the site: not the whole profiles (their line lookups hold
 * file texts).
 */
interface Published {
	users: User[];
	members: Map<string, User[]>;
	avatars: LocalAvatar[];
}

/**
 * One build's state, from `astro:config:setup` to `astro:build:done`.
 *
 * @example
 * const build = siteBuild(config);
 * const { outDir } = await build.load(astroConfig, token, logger); // astro:config:setup
 * await build.publish(dir, pages, logger); // astro:build:done
 */
export function siteBuild(config: StaticnounsConfig) {
	let published: Published | undefined;
	let root = process.cwd();
	let base = '/';
	let siteUrl: URL | undefined;
	let defaultFavicon = false;
	/**
	 * Where the site goes (the configured outDir), and where it is built first (see atomic-dist.ts).
	 */
	let target: string | undefined;
	let staging: string | undefined;
	/** Under which this build's pages find the site (hand-over.ts). */
	let token: string | undefined;
	/** Astro's config as every integration left it (astro:config:done). */
	let astroConfig: AstroConfig | undefined;
	/**
	 * The pages this build takes from the published site, and those it renders
	 * that the next build may (page-reuse.ts), once Astro listed its paths.
	 */
	let reuse:
		{ previous: PublishedList; version: string; kept: KeptPage[]; keyed: KeyedPage[] } | undefined;
	const listFile = () => join(cacheDir(root), 'site-files.json');

	return {
		/**
		 * Loads and validates the site, stops the build on any problem (before
		 * content sync and before dist/ is emptied, so dist/ stays as it was),
		 * hands the users to the pages under `handOverAs`, starts the search
		 * index, and returns the staging folder Astro's output goes to.
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
			const contentDir = resolveContentDir(root);
			defaultFavicon = !existsSync(join(fileURLToPath(astro.publicDir), 'favicon.svg'));
			// Files unchanged since the last build are not parsed again (parse-cache.ts).
			const cache = openParseCache(
				join(cacheDir(root), 'profiles'),
				codeVersion(join(import.meta.dirname, '..')),
				config.limits,
			);
			const site = await loadSite(contentDir, {
				site: astro.site,
				base: astro.base,
				limits: config.limits,
				cache,
			});
			cache.save();
			if (cache.stats.hits)
				logger.info(
					`${plural(cache.stats.hits, { one: 'profile', other: 'profiles' })} validated by earlier builds, ${formatCount(cache.stats.misses)} validated now`,
				);
			// public/ is copied as it is: a link there would publish what it points to.
			const issues = [
				...site.issues,
				...(await publicFolderIssues(fileURLToPath(astro.publicDir), process.cwd())),
			];
			if (issues.length) fail(formatReport(issues));
			// The one path rule (publish/paths.ts), before Astro writes a page: never a file system
			// error halfway.
			const pathProblems = publishedPathProblems(contentPagePaths(site.profiles, astro.base));
			if (pathProblems.length) fail(pathProblems.join('\n'));
			// Links that will show as text: worth knowing, never a reason to stop.
			const warnings = linkWarnings(site.profiles);
			if (warnings.length) logger.warn(formatReport(warnings));
			// The pages take the users from here (hand-over.ts).
			token = handOverAs;
			handOver(token, pageUsersOf(site.profiles, astro.base));
			published = {
				users: site.profiles.map((profile) => profile.user),
				members: membersByUser(site.profiles),
				avatars: everyProfile(site.profiles).flatMap((profile) =>
					profile.localAvatar ? [profile.localAvatar] : [],
				),
			};
			const withAvatar = everyProfile(site.profiles).find((profile) => profile.localAvatar);
			if (withAvatar && !astro.site) {
				fail(
					`${withAvatar.file}: avatar: avatar_urls must be absolute addresses, and the site's address is not set: set SITE_URL (e.g. https://profiles.example.org) or \`site\` in astro.config.mjs.`,
				);
			}
			// Build beside dist/ and swap at the very end: nothing partial is ever published.
			target = resolve(fileURLToPath(astro.outDir));
			staging = stagingDirFor(target);
			await removeStaleStaging(target);
			const building = staging;
			process.once('exit', () => discardStaging(building));
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
					const paths = await base.getStaticPaths();
					if (!published || !astroConfig) return paths;
					const previous = publishedList(listFile(), cacheKey());
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
					reuse = { previous, version, kept: split.kept, keyed: split.keyed };
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
			if (!published) return;
			/**
			 * Stops the build at its end: a program that called build() lives on, so no staging folder
			 * is left behind it.
			 */
			const stop: (report: string) => never = (report) => {
				if (staging) discardStaging(staging);
				return fail(report);
			};
			// Every page is written: the users are not needed any more.
			if (token) release(token);
			const outDir = fileURLToPath(dir);
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
			const files = siteFiles(published, {
				base,
				site: siteUrl,
				searchEngines: config.searchEngines,
				search: config.search,
				jsonCopies: config.jsonCopies,
				defaultFavicon,
				pages: [...astroNames, ...kept.map((page) => page.name)],
			});
			// Unchanged files are linked from the published site (site-files.ts).
			const previous = reuse?.previous ?? publishedList(listFile(), cacheKey());
			const written = writeSiteFiles(
				files,
				outDir,
				staged ? { published: target!, previous: previous.files } : undefined,
			);
			for (const [path, bytes] of written.sizes) writtenSizes.set(path, bytes);
			await writeBuildRecord(outDir, { base, localOrigin: siteUrl?.toString() });
			addSize(writtenSizes, outDir, BUILD_RECORD_FILE);
			logger.info(
				`${plural(published.users.length, { one: 'profile', other: 'profiles' })}, ${plural(written.written + written.linked, { one: 'API, host, crawler, short pronoun address or search index file', other: 'API, host, crawler, short pronoun address and search index files' })} (${formatCount(written.written)} written, ${formatCount(written.linked)} unchanged)`,
			);
			const { avatars } = published;
			if (avatars.length) {
				const started = performance.now();
				const done = await publishAvatars(avatars, outDir, avatarCacheDir(root)).catch(
					(error: unknown) => {
						if (error instanceof AvatarPublishError) stop(error.message);
						if (staging) discardStaging(staging);
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
