/**
 * `astro dev` as the built site: after each change under the content folder
 * the site is loaded and validated once (with the parse cache, as the build
 * does), and that one load serves everything: the pages read its users
 * (`virtual:staticnouns/site`, reloaded after the change), and the files
 * the build publishes at its end (the API, host files, avatars) are
 * generated into a scratch folder by the same generator as the build's
 * (site-outputs.ts) and served by the preview server, which answers the way
 * the hosts do. Content problems show in the browser's error overlay.
 */
import type { SiteWords } from '../views/i18n/dictionary.ts';
import { siteLanguagesOf, siteWordsOf } from '../views/i18n/site-words.ts';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegrationLogger } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import { API_LAYOUTS, CC_LAYOUT } from '../addresses/api.ts';
import { SHORT_LINK_DIR } from '../views/paths/short-links.ts';
import { normalizeBase } from '../addresses/urls.ts';
import type { StaticnounsConfig } from '../schemas/options.ts';
import { avatarCacheDir, cacheDir, publishAvatars } from '../publish/avatar-files.ts';
import { publishLibraryFlags } from '../publish/flag-images.ts';
import { writeSiteFiles } from '../publish/site-files.ts';
import { formatReport, type ContentIssue } from '../content/issues.ts';
import { createPreviewServer } from '../hosting/preview-server.ts';
import { DEFAULT_LIMITS, type Limits } from '../schemas/profile-limits.ts';
import { everyProfile, localImages, resolveContentDir } from '../content/site.ts';
import { checkSite } from '../site/check-site.ts';
import { siteFiles } from './site-outputs.ts';
import { brokenProfiles, type BrokenProfiles } from './dev-answers.ts';
import { pageUsersOf } from './page-users.ts';
import { listedPaths } from './routes.ts';
import type { PageUser } from './hand-over.ts';

/**
 * How long after a change under content/ `astro dev` reads it again: an
 * editor's save truncates the file, then writes it, and the watcher may
 * report only the first.
 */
export const SETTLE_MS = 100;

interface DevSiteOptions {
	/** The project root. */
	root: string;
	/** The site's origin, for absolute avatar addresses. */
	site: URL | undefined;
	/** The normalised base path (`/` or `/profiles/`). */
	base: string;
	/** Where the generated files go. */
	dir: string;
	/** The site's limits, as the build applies them. */
	limits?: Readonly<Limits> | undefined;
	/** Publish the `.json` copies, as the build does (the integration's option). */
	jsonCopies?: boolean | undefined;
	/**
	 * Serve the pronouns.cc-shaped API under `api/v1/`, as the build publishes it (the option); off,
	 * its paths are left to Astro, which answers them as any unknown path.
	 */
	pronounsCcApi?: boolean | undefined;
	/** Serve each profile's file for the editor, as the build publishes it (the option). */
	editSources?: boolean | undefined;
	/** Whether search engines are welcome (robots.txt and short addresses say so). */
	searchEngines?: boolean | undefined;
	/** The site's words, for the short addresses' pages (English when left out). */
	words?: SiteWords | undefined;
	/** The words of each of the site's languages, the default first, for the sitemap. */
	languages?: readonly SiteWords[] | undefined;
	/** Serve the default favicon.svg: the site's public/ has none of its own. */
	defaultFavicon?: boolean | undefined;
	/** Serve the search index, as the build publishes it (the integration's option). */
	search?: boolean | undefined;
	/** public/, copied into the site as it is (checked as the build checks it). */
	publicDir?: string | undefined;
	/** Where content problems are reported in the terminal. */
	logger?: { error: (message: string) => void } | undefined;
}

/**
 * One load of the site in dev: the users for the pages, or the problems that stand in their place.
 */
interface DevLoad {
	issues: ContentIssue[];
	users: readonly PageUser[];
	/** The answers of the files with problems (the others are published as usual). */
	broken?: BrokenProfiles | undefined;
	/**
	 * A problem of the whole site the build would stop with (checkSite's report), when no file has
	 * one.
	 */
	report?: string | undefined;
}

/**
 * Loads the current content once and writes the API, host files and
 * avatars to `options.dir`, replacing what was there; or, when the content
 * has problems, writes nothing and returns them.
 *
 * @example
 * const { issues, users } = await writeDevSite({ root, site, base: '/', dir:
 * 'node_modules/.cache/staticnouns/dev-site' });
 */
export async function writeDevSite(options: DevSiteOptions): Promise<DevLoad> {
	const contentDir = resolveContentDir(options.root);
	// keepValid: a broken file takes out its own answers only (dev-answers.ts), not the site's.
	const site = await checkSite({
		contentDir,
		cwd: options.root,
		publicDir: options.publicDir,
		site: options.site,
		base: options.base,
		limits: { ...DEFAULT_LIMITS, ...options.limits },
		language: options.words?.locale,
		parseCacheDir: join(cacheDir(options.root), 'profiles'),
		keepValid: true,
	});
	const usersPath = `${relative(options.root, join(contentDir, 'users')).split(sep).join('/')}/`;
	const broken = site.issues.length
		? brokenProfiles(site.issues, site.identities, usersPath)
		: undefined;
	// The pages' users, and the files made from them, as a build makes them (page-users.ts).
	const users = pageUsersOf(site.model);
	const words = options.words ?? siteWordsOf(options.root, 'en');
	// The sitemap the build writes, from the same model (routes.ts listedPaths).
	const pages = options.searchEngines
		? listedPaths(users, options.base, options.languages ?? [words])
		: undefined;
	const files = siteFiles(site.model, {
		pages,
		base: options.base,
		site: options.site,
		searchEngines: options.searchEngines ?? false,
		search: options.search ?? false,
		jsonCopies: options.jsonCopies ?? true,
		pronounsCcApi: options.pronounsCcApi ?? true,
		editSources: options.editSources
			? { cwd: options.root, maxBytes: options.limits?.fileBytes ?? DEFAULT_LIMITS.fileBytes }
			: undefined,
		defaultFavicon: options.defaultFavicon,
		words: options.words,
	});
	await rm(options.dir, { recursive: true, force: true });
	// The build's writer (publish/site-files.ts), into a folder of dev's own.
	writeSiteFiles(files, options.dir);
	const avatars = everyProfile(site.profiles).flatMap((profile) => localImages(profile));
	if (avatars.length) await publishAvatars(avatars, options.dir, avatarCacheDir(options.root));
	// Where api/v1's flag hashes lead (publish/flag-images.ts): none without api/v1/.
	if (options.pronounsCcApi ?? true) await publishLibraryFlags(options.dir);
	return {
		issues: [...site.issues],
		users,
		broken,
		// The site's own rules (its paths, its address), shown as the build would stop with them.
		report: site.issues.length ? undefined : site.report,
	};
}

/**
 * An error as Vite's overlay shows it: the report, pointing at the first problem's file and line.
 */
export function contentError(
	issues: readonly ContentIssue[],
	root: string,
	report = formatReport(issues),
): Error & { loc?: { file: string; line: number; column: number }; plugin: string } {
	const error = Object.assign(new Error(`Invalid profiles:\n${report}`), {
		plugin: 'staticnouns',
	});
	// No stack: the problem is in the content, not in the code.
	error.stack = error.message;
	const first = issues[0];
	return first
		? Object.assign(error, {
				loc: { file: resolve(root, first.file), line: first.line ?? 1, column: 1 },
			})
		: error;
}

/**
 * The dev server's one load of the site: `users()` is what the pages
 * read (handed over as in a build, see hand-over.ts), `attach()` serves the generated files
 * and reloads after any change under the content folder.
 *
 * @example
 * const dev = devSite(config);
 * handOver(token, dev.users); // astro:config:setup
 * dev.configure(astroConfig); // astro:config:done
 * dev.attach(server, logger); // astro:server:setup
 */
export function devSite(config: StaticnounsConfig) {
	let current: Promise<DevLoad> | undefined;
	// One generation at a time: each empties the folder it writes.
	let previous: Promise<unknown> = Promise.resolve();
	let options: DevSiteOptions | undefined;
	let onLoad: (result: DevLoad, changed: boolean) => void = () => undefined;
	const refresh = (settle = 0): Promise<DevLoad> => {
		if (!options) return Promise.resolve({ issues: [], users: [] });
		const given = options;
		if (!current) {
			current = previous
				.catch(() => undefined)
				.then(() => settle && new Promise((done) => setTimeout(done, settle)))
				.then(() => writeDevSite(given))
				.then(
					(result) => {
						onLoad(result, settle > 0);
						return result;
					},
					(error: unknown) => {
						// A failed generation (not a content problem) is retried on the next request.
						current = undefined;
						throw error;
					},
				);
			previous = current;
		}
		return current;
	};
	return {
		/**
		 * The users of the current content: the valid ones while others have problems (their pages
		 * show them).
		 */
		users: async (): Promise<readonly PageUser[]> => (await refresh()).users,
		/** Takes where the site is and what it publishes from Astro's resolved config. */
		configure(astro: Pick<AstroConfig, 'root' | 'site' | 'base' | 'publicDir'>): void {
			const root = fileURLToPath(astro.root);
			options = {
				root,
				site: astro.site ? new URL(astro.site) : undefined,
				base: normalizeBase(astro.base),
				dir: join(avatarCacheDir(root), '../dev-site'),
				limits: config.limits,
				jsonCopies: config.jsonCopies,
				pronounsCcApi: config.pronounsCcApi,
				editSources: config.editSources,
				searchEngines: config.searchEngines,
				search: config.search,
				...siteLanguagesOf(root, config.locales),
				defaultFavicon: !existsSync(join(fileURLToPath(astro.publicDir), 'favicon.svg')),
				publicDir: fileURLToPath(astro.publicDir),
			};
		},
		/** Serves the generated API and avatars, and the overlay while the content has problems. */
		attach(server: ViteDevServer, logger: AstroIntegrationLogger): void {
			if (!options) return;
			options.logger = logger;
			const given = options;
			const contentDir = resolveContentDir(given.root);
			const preview = createPreviewServer({ dir: given.dir, base: given.base });
			onLoad = (result, changed) => {
				// The valid profiles are served either way: the pages read the new load.
				if (changed) reloadPages(server);
				showProblems(server, result, given);
			};
			server.watcher.add(contentDir);
			server.watcher.on('all', (_event, path) => {
				const changed = resolve(path);
				if (changed !== contentDir && !changed.startsWith(`${contentDir}${sep}`)) return;
				current = undefined;
				// Read once the save has landed (SETTLE_MS).
				void refresh(SETTLE_MS);
			});
			server.middlewares.use(devFiles(given, refresh, preview));
		},
	};
}

/** The current load's problems, in the terminal and Vite's overlay. */
function showProblems(server: ViteDevServer, result: DevLoad, given: DevSiteOptions): void {
	if (!result.issues.length && !result.report) return;
	const error = contentError(result.issues, given.root, result.report);
	given.logger?.error(error.message);
	server.ws.send({
		type: 'error',
		err: {
			message: error.message,
			stack: '',
			plugin: error.plugin,
			...(error.loc && { id: error.loc.file, loc: error.loc }),
		},
	});
}

/**
 * The middleware that serves the generated API and avatars, and holds every page until the
 * current load is done: none is served stale.
 */
function devFiles(
	given: DevSiteOptions,
	refresh: () => Promise<DevLoad>,
	preview: ReturnType<typeof createPreviewServer>,
) {
	const served = servedPrefixes(given);
	return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
		const path = (request.url ?? '/').split(/[?#]/)[0]!;
		const isFile =
			served.some((prefix) => path.startsWith(prefix)) ||
			CRAWLER_FILES.test(path.slice(given.base.length));
		// Every page waits for the current load, whatever it accepts (curl sends */*): none is served stale.
		const isPage =
			!isFile && path.startsWith(given.base) && !VITE_PATHS.test(path.slice(given.base.length - 1));
		if (!isFile && !isPage) return next();
		refresh().then(
			({ broken }) => {
				const answer = isFile ? broken?.answer(path.slice(given.base.length)) : undefined;
				if (answer) {
					response.writeHead(answer.status, {
						'Content-Type': answer.type,
						'Cache-Control': 'no-store',
					});
					response.end(answer.body);
					return;
				}
				const pageIssues = isPage ? broken?.page(path.slice(given.base.length)) : undefined;
				if (pageIssues) return next(contentError(pageIssues, given.root));
				if (isFile) preview.emit('request', request, response);
				else next();
			},
			(error: unknown) => next(error),
		);
	};
}

/**
 * The paths dev answers from its generated files, as the build publishes them: each API's root (not
 * `api/v1/` when `pronounsCcApi` is off: Astro answers it as any unknown path), the short links,
 * the avatars and the default icon.
 *
 * @example
 * servedPrefixes({ base: '/', pronounsCcApi: false }) // ['/v1/', '/s/', '/media/']
 */
export function servedPrefixes(
	given: Pick<DevSiteOptions, 'base' | 'pronounsCcApi' | 'defaultFavicon'>,
): string[] {
	const layouts = API_LAYOUTS.filter(
		(layout) => layout !== CC_LAYOUT || (given.pronounsCcApi ?? true),
	);
	return [
		...layouts.map((layout) => `${given.base}${layout.root}/`),
		`${given.base}${SHORT_LINK_DIR}`,
		`${given.base}media/`,
		...(given.defaultFavicon ? [`${given.base}favicon.svg`] : []),
	];
}

/** robots.txt and the sitemap, as the build publishes them (site-outputs.ts crawlerFiles). */
const CRAWLER_FILES = /^(?:robots\.txt|sitemap(?:-\d+)?\.xml)$/;

/** Vite's own requests (modules, its client, files by path): not pages. */
const VITE_PATHS =
	/^\/(?:@vite\/|@fs\/|@id\/|@react-refresh|node_modules\/|src\/|__|.*\.(?:[cm]?[jt]sx?|css|map|astro|svg|png|jpe?g|webp|avif|gif|ico|woff2?)(?:$|\?))/;

/**
 * Makes the pages read the new load: Astro's route cache (getStaticPaths'
 * results) is cleared as after a content change, and the browser reloads.
 */
function reloadPages(server: ViteDevServer): void {
	for (const environment of Object.values(server.environments)) {
		if (environment.name !== 'client') environment.hot.send('astro:content-changed', {});
	}
	server.environments.client?.hot.send({ type: 'full-reload', path: '*' });
}
