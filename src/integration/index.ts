/**
 * The staticnouns Astro integration: validates all content before Astro
 * writes anything, then publishes the static v1 API in one pass, plus the
 * files static hosts read (_headers, _redirects, .htaccess, 404 documents)
 * and robots.txt (and a sitemap when search engines are welcome).
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { apiEntries } from '../publish/api.ts';
import { discardStaging, removeStaleStaging, replaceDir, stagingDirFor } from '../publish/atomic-dist.ts';
import { AvatarPublishError, avatarCacheDir, cacheDir, publishAvatars } from '../publish/avatars.ts';
import { codeVersion, openParseCache } from '../content/parse-cache.ts';
import { robotsTxt, sitemapXml } from '../publish/crawlers.ts';
import { publishedDigests, saveDigests, writeSiteFiles } from '../publish/site-files.ts';
import { hostFiles } from '../hosting/host-files.ts';
import { formatReport } from '../content/issues.ts';
import { publicFolderIssues } from '../content/public-files.ts';
import { linkWarnings } from '../content/links.ts';
import { pronounPages } from '../views/pages.ts';
import { contentPagePaths } from '../views/page-paths.ts';
import { publishedPathProblems } from '../publish/paths.ts';
import { sealAstroCache, trustAstroCache } from '../publish/astro-cache.ts';
import { cacheKey } from '../utils/cache-key.ts';
import { shortAddressFiles } from '../views/pronoun-shortcuts.ts';
import type { LocalAvatar } from '../publish/avatars.ts';
import { everyProfile, loadSite, membersByUser, resolveContentDir } from '../content/site.ts';
import { LOADED_SITE_HOOK, siteHandoff } from './loaded-site.ts';
import { handOver, release } from './site-model.ts';
import { userEntries } from './loader.ts';
import { buildError } from './build-error.ts';
import type { User } from '../schemas/user.ts';
import { normalizeBase, publicUrl } from '../publish/urls.ts';
import { editBaseUrl } from '../views/edit-link.ts';
import { writeBuildRecord } from '../publish/build-record.ts';
import { attachDevSite } from './dev-server.ts';
import type { Limits } from '../schemas/limits.ts';
import { LIMITS_HOOK, resolveLimits } from '../content/site-limits.ts';
import { hostLimitFindings, jsonCopiesConflict, outputLine, resolveHostOptions, type HostId, type HostOptions } from '../hosting/host-limits.ts';
import { countOutput } from '../publish/output-size.ts';
import { escapeText } from '../utils/escape.ts';
import { searchIndexFiles, writeSearchIndex } from './search-index.ts';
import { searchRecords } from '../views/search.ts';

/** The site's name when the options give none. */
export const DEFAULT_TITLE = 'Pronoun profiles';

export interface StaticnounsOptions {
	/** The site's name, shown on every page; DEFAULT_TITLE when left out. */
	title?: string;
	/**
	 * Let search engines index the profiles (and publish sitemap.xml, which
	 * needs `site`). Off by default: pages carry noindex and robots.txt
	 * disallows crawling.
	 */
	searchEngines?: boolean;
	/**
	 * The search page and its Pagefind index (on by default). The index is
	 * about one file per profile: `false` leaves it out, for hosts that
	 * count files, and the pages offer the letter index alone.
	 */
	search?: boolean;
	/**
	 * Where the forge edits this repository's files, as Starlight's
	 * `editLink.baseUrl`: e.g. `https://github.com/org/repo/edit/main/`.
	 * Each profile page links to it followed by its file's path. Left out,
	 * it is derived inside GitHub Actions from GITHUB_SERVER_URL,
	 * GITHUB_REPOSITORY and the branch being built; `false` turns it off.
	 */
	editUrl?: string | false;
	/**
	 * How much one profile may hold (see Limits); the ones left out keep
	 * their defaults. The CLI reads them from here too.
	 */
	limits?: Partial<Limits>;
	/**
	 * The hosts the site is deployed to (see HOST_LIMITS in
	 * hosting/host-limits.ts): the build warns, naming the host and the
	 * limit, once what it wrote reaches 80% of a documented limit. None by
	 * default: the build only logs how many files and bytes it wrote.
	 */
	hosts?: HostId[];
	/**
	 * `'warn'` (default): a site over a host's limit is still built.
	 * `'fail'`: the build stops instead, and the output folder stays as it was.
	 */
	hostLimits?: 'warn' | 'fail';
	/**
	 * Publish a `.json` copy beside each extensionless user and member file
	 * (default true). Off, a profile costs two files fewer; only for hosts
	 * that serve v1/ as JSON from `_headers` or their config (not GitHub
	 * Pages or GitLab Pages).
	 */
	jsonCopies?: boolean;
}

/**
 * @example
 * // astro.config.mjs
 * export default defineConfig({ integrations: [staticnouns({ title: 'Our collective' })] });
 */
export default function staticnouns(options: StaticnounsOptions = {}): AstroIntegration {
	// Checked here, as the config loads, so a wrong limit stops dev, build and CLI alike.
	const limits = resolveLimits(options.limits);
	const hostOptions = resolveHostOptions({ hosts: options.hosts, hostLimits: options.hostLimits, jsonCopies: options.jsonCopies });
	const searchEngines = options.searchEngines ?? false;
	const search = options.search ?? true;
	/** What the end of the build needs of the site: not the whole profiles (their line lookups hold file texts). */
	let published: { users: User[]; members: Map<string, User[]>; avatars: LocalAvatar[] } | undefined;
	/** The search index, built by Pagefind's own process while Astro renders the pages. */
	let searchIndex: Promise<{ files: Map<string, Uint8Array> } | { error: Error }> | undefined;
	let siteUrl: URL | undefined;
	let base = '/';
	let root = process.cwd();
	/** Where the site goes (the configured outDir), and where it is built first (see atomic-dist.ts). */
	let target: string | undefined;
	let staging: string | undefined;
	const handoff = siteHandoff();
	/** Under which this build's pages find the site (site-model.ts); set in a build only. */
	let siteToken: string | undefined;
	/** Astro's cache folder and where its seal is kept (astro-cache.ts); set in a build only. */
	let astroCache: { dir: string; seal: string } | undefined;
	return {
		name: 'staticnouns',
		hooks: {
			// Not an Astro hook: how the content loader and the CLI find this site's limits (site-limits.ts).
			[LIMITS_HOOK]: () => limits,
			// Not an Astro hook either: how the content loader takes the site validated below (loaded-site.ts).
			[LOADED_SITE_HOOK]: handoff.hook,
			'astro:config:setup': async ({ command, config, updateConfig, logger }) => {
				updateConfig({
					vite: {
						define: {
							'import.meta.env.STATICNOUNS_TITLE': JSON.stringify(options.title ?? DEFAULT_TITLE),
							'import.meta.env.STATICNOUNS_SEARCH_ENGINES': JSON.stringify(searchEngines),
							'import.meta.env.STATICNOUNS_SEARCH': JSON.stringify(search),
							'import.meta.env.STATICNOUNS_EDIT_URL': JSON.stringify(editLinkBase(options.editUrl)),
							// Replaced below in a build: dev pages read the collection (site-entries.ts).
							'import.meta.env.STATICNOUNS_SITE_TOKEN': 'null',
						},
					},
				});
				if (command !== 'build') return;
				const conflict = jsonCopiesConflict(hostOptions);
				if (conflict) logger.warn(conflict);
				const local = !config.site || isLocalAddress(config.site);
				if (searchEngines && local) {
					fail(`searchEngines is on, so sitemap.xml and canonical links need the public address, not ${config.site ?? 'none'}: set SITE_URL (e.g. https://profiles.example.org) or \`site\` in astro.config.mjs.`);
				}
				// Runs before content sync and before dist/ is emptied, so bad
				// content stops the build with dist/ as it was.
				root = fileURLToPath(config.root);
				// Astro's incremental cache is kept only under this machine's seal (astro-cache.ts).
				astroCache = { dir: fileURLToPath(config.cacheDir), seal: join(cacheDir(root), 'astro-cache.seal') };
				trustAstroCache(astroCache.dir, astroCache.seal, cacheKey());
				const contentDir = resolveContentDir(root);
				const loadOptions = { site: config.site, base: config.base, limits };
				// Files unchanged since the last build are not parsed again (parse-cache.ts).
				const cache = openParseCache(join(cacheDir(root), 'profiles'), codeVersion(join(import.meta.dirname, '..')), limits);
				const site = await loadSite(contentDir, { ...loadOptions, cache });
				cache.save();
				if (cache.stats.hits) logger.info(`${cache.stats.hits} profiles validated by earlier builds, ${cache.stats.misses} validated now`);
				// public/ is copied as it is: a link there would publish what it points to.
				const issues = [...site.issues, ...(await publicFolderIssues(fileURLToPath(config.publicDir), process.cwd()))];
				if (issues.length) fail(formatReport(issues));
				// The one path rule (publish/paths.ts), before Astro writes a page: never a file system error halfway.
				const pathProblems = publishedPathProblems(contentPagePaths(site.profiles, config.base));
				if (pathProblems.length) fail(pathProblems.join('\n'));
				// Links that will show as text: worth knowing, never a reason to stop.
				const warnings = linkWarnings(site.profiles);
				if (warnings.length) logger.warn(formatReport(warnings));
				handoff.keep(contentDir, loadOptions, site);
				// The pages take the users from here, not from the data store (site-model.ts).
				// The token is compiled into every route: the same each build, or
				// Astro's incremental build would take every route's code as changed.
				siteToken = createHash('sha256').update(JSON.stringify([root, contentDir])).digest('base64url');
				handOver(siteToken, userEntries(site.profiles, config.base));
				updateConfig({ vite: { define: { 'import.meta.env.STATICNOUNS_SITE_TOKEN': JSON.stringify(siteToken) }, plugins: [shareSiteModel()] } });
				published = {
					users: site.profiles.map((profile) => profile.user),
					members: membersByUser(site.profiles),
					avatars: everyProfile(site.profiles).flatMap((profile) => (profile.localAvatar ? [profile.localAvatar] : [])),
				};
				if (search) searchIndex = searchIndexFiles(searchRecords(published.users, normalizeBase(config.base))).then(
					(files) => ({ files }),
					(error: unknown) => ({ error: error as Error }),
				);
				const withAvatar = everyProfile(site.profiles).find((profile) => profile.localAvatar);
				if (withAvatar && !config.site) {
					fail(`${withAvatar.file}: avatar: avatar_urls must be absolute addresses, and the site's address is not set: set SITE_URL (e.g. https://profiles.example.org) or \`site\` in astro.config.mjs.`);
				}
				// Build beside dist/ and swap at the very end: nothing partial is ever published.
				target = resolve(fileURLToPath(config.outDir));
				staging = stagingDirFor(target);
				await removeStaleStaging(target);
				const building = staging;
				process.once('exit', () => discardStaging(building));
				updateConfig({ outDir: pathToFileURL(`${staging}/`) });
				if (config.site && local) {
					logger.warn(`the site's address is ${config.site}: fine for a local preview, but set SITE_URL to the public address before deploying (canonical links and avatar_urls use it).`);
				}
			},
			'astro:config:done': ({ config }) => {
				siteUrl = config.site ? new URL(config.site) : undefined;
				base = normalizeBase(config.base);
				root = fileURLToPath(config.root);
			},
			// `astro dev`: the API and avatars as the build publishes them, content errors in the overlay.
			'astro:server:setup': ({ server }) => attachDevSite(server, { root, site: siteUrl, base, limits, jsonCopies: hostOptions.jsonCopies, dir: join(avatarCacheDir(root), '../dev-site') }),
			'astro:build:done': async ({ dir, pages, logger }) => {
				if (!published) return;
				/** Stops the build at its end: a program that called build() lives on, so no staging folder is left behind it. */
				const stop: (report: string) => never = (report) => {
					if (staging) discardStaging(staging);
					return fail(report);
				};
				// Every page is written: the entries are not needed any more.
				if (siteToken) release(siteToken);
				const outDir = fileURLToPath(dir);
				const { users, members } = published;
				const jsonCopies = hostOptions.jsonCopies;
				// Written as they are made: 100,000 profiles' files held at once are hundreds of MB.
				function* siteFiles(): Generator<[string, string]> {
					yield* apiEntries(users, members, { jsonCopies });
					yield* hostFiles(base);
					// A set only a member welcomes has a page too, and so its short addresses.
					const people = users.map((user) => ({ user, members: (members.get(user.id) ?? []).map((member) => ({ user: member })) }));
					yield* shortAddressFiles(pronounPages(people, base), { base, site: siteUrl, indexable: searchEngines });
					if (searchEngines && siteUrl) {
						const urls = pages.filter(({ pathname }) => pathname !== '404/').map(({ pathname }) => publicUrl(pathname, { site: siteUrl, base }));
						yield ['sitemap.xml', sitemapXml(urls)];
						yield ['robots.txt', robotsTxt({ allow: true, sitemapUrl: publicUrl('sitemap.xml', { site: siteUrl, base }) })];
					} else {
						yield ['robots.txt', robotsTxt({ allow: searchEngines })];
					}
				}
				// Unchanged files are linked from the published site (site-files.ts).
				const digestList = join(cacheDir(root), 'site-files.json');
				const staged = target && staging && resolve(staging) === resolve(outDir);
				const written = writeSiteFiles(siteFiles(), outDir, staged ? { published: target!, previous: publishedDigests(digestList, target!) } : undefined);
				await writeBuildRecord(outDir, { base });
				const index = await searchIndex;
				if (index && 'error' in index) stop(`search index: Pagefind failed: ${escapeText(index.error.message)}`);
				if (index) writeSearchIndex(outDir, index.files);
				logger.info(`${published.users.length} profiles, ${written.written + written.linked} API, host, crawler and short pronoun address files (${written.written} written, ${written.linked} unchanged), ${index?.files.size ?? 0} search index files`);
				const { avatars } = published;
				if (avatars.length) {
					const started = performance.now();
					const done = await publishAvatars(avatars, outDir, avatarCacheDir(root)).catch((error: unknown) => {
						if (error instanceof AvatarPublishError) stop(error.message);
						if (staging) discardStaging(staging);
						throw error;
					});
					logger.info(`avatars: ${done.encoded} encoded, ${done.cached} from cache (${Math.round(performance.now() - started)} ms)`);
				}
				checkHostLimits(outDir, hostOptions, logger, stop);
				// Last step: nothing is written to the output folder after this hook.
				if (target && staging && resolve(staging) === resolve(outDir)) {
					await replaceDir(staging, target).catch((error: unknown) => {
						stop(`${target}: the finished build could not take its place (${(error as Error).message}): the output folder must be a folder that can be renamed (not a mount point), in a folder the build may write to.`);
					});
					saveDigests(digestList, target, written.digests);
					if (astroCache) sealAstroCache(astroCache.dir, astroCache.seal, cacheKey());
					logger.info(`${target} replaced with the finished build`);
				}
			},
		},
	};
}

/**
 * Logs what the build wrote (files, bytes, the largest file) and warns
 * about each configured host's limit it comes near; over a limit with
 * `hostLimits: 'fail'`, stops the build before dist/ is replaced. Counts
 * the output folder itself (one stat a file: about 1 s per 100,000 files
 * here), so Astro's pages and everything else are in.
 */
function checkHostLimits(outDir: string, hostOptions: HostOptions, logger: { info: (message: string) => void; warn: (message: string) => void }, stop: (report: string) => never): void {
	const summary = countOutput(outDir);
	// File names come from profile names: escaped, like every logged user text.
	logger.info(escapeText(outputLine(summary)));
	const findings = hostLimitFindings(summary, hostOptions.hosts);
	for (const finding of findings) logger.warn(escapeText(finding.message));
	const over = findings.filter((finding) => finding.over);
	if (over.length && hostOptions.hostLimits === 'fail') {
		stop(`hostLimits is 'fail' and the site is over a host's limit, so the output folder was left as it was:\n${over.map((finding) => escapeText(finding.message)).join('\n')}`);
	}
}

/** site-model.ts as Node loaded it with astro.config.mjs: the file the bundle must import, not copy. */
const SITE_MODEL = pathToFileURL(join(import.meta.dirname, 'site-model.ts')).href;

/**
 * A Vite plugin that leaves site-model.ts out of the bundle: the pages
 * import the file by its URL, so Node gives them the instance the
 * integration filled (a bundled copy would hold no site).
 */
function shareSiteModel(): import('vite').Plugin {
	return {
		name: 'staticnouns:share-site-model',
		enforce: 'pre',
		async resolveId(source, importer) {
			if (source === SITE_MODEL) return { id: SITE_MODEL, external: 'absolute' };
			if (!source.endsWith('site-model.ts')) return null;
			const resolved = await this.resolve(source, importer, { skipSelf: true });
			return resolved && pathToFileURL(resolved.id).href === SITE_MODEL ? { id: SITE_MODEL, external: 'absolute' } : null;
		},
	};
}

function editLinkBase(option: string | false | undefined): string | null {
	try {
		return editBaseUrl(option, process.env);
	} catch (error) {
		fail(`astro.config.mjs: ${(error as Error).message}`);
	}
}

function isLocalAddress(site: string): boolean {
	return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(site).hostname);
}

/** Stops the build (see build-error.ts): Astro prints the report and exits non-zero, `build()` rejects. */
function fail(report: string): never {
	throw buildError(report);
}
