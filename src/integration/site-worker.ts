/**
 * The build's second thread. Loading and validating the profiles and
 * writing the API, host and search index files take about as long as
 * Astro's own work around them, and need none of it: on a second core they
 * run beside it instead of before and after it. This thread loads the site
 * while Astro bundles the routes, gives the pages their users as soon as
 * they are checked, then drops the profiles (every file's text) and writes
 * the files from the users while Astro renders the pages. For a big site
 * (OVERLAP_MAX_USERS) it only loads: the main thread writes the files after
 * the pages, from the pages' own users, so that they are held once.
 *
 * The files go to a folder of their own beside the output (atomic-dist.ts
 * `filesDirFor`): Astro empties its output folder when it starts bundling,
 * after this thread has begun. The build moves them in at its end
 * (`moveInto`), before the sitemap, which needs the list of pages, is
 * written.
 *
 * @example
 * const work = startSiteWorker(input, logger);
 * handOver(token, async () => (await work.loaded).pageUsers);
 * const written = await work.written; // astro:build:done
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { formatReport } from '../content/issues.ts';
import type { LocalAvatar } from '../content/validate/avatars.ts';
import { everyProfile, localImages } from '../content/site.ts';
import { checkSite } from '../site/check-site.ts';
import type { Limits } from '../schemas/profile-limits.ts';
import { writeSiteFiles, type WrittenFiles } from '../publish/site-files.ts';
import { formatCount, plural } from '../utils/plural.ts';
import type { PageUser } from './hand-over.ts';
import { modelOf, pageUsersOf } from './page-users.ts';
import { contentFiles, type SiteFilesOptions } from './site-outputs.ts';
import { hostLayout } from '../hosting/host-files.ts';

/** What the thread is given: plain data, copied to it. */
export interface SiteWork {
	/** The project root, where messages' paths start. */
	cwd: string;
	contentDir: string;
	publicDir: string;
	/** The parse cache's folder (parse-cache.ts). */
	parseCacheDir: string;
	/** Astro's `site` and `base`, as configured. */
	site: string | undefined;
	base: string;
	limits: Limits;
	/**
	 * The most users whose files this thread writes beside Astro; above, the main thread writes them
	 * after the pages (OVERLAP_MAX_USERS).
	 */
	overlapMaxUsers: number;
	/** Where the files go, and how (integration/site-outputs.ts); `site` as a string. */
	files: {
		dir: string;
		options: Omit<SiteFilesOptions, 'site' | 'pages'>;
		/** The published site and the digests its list records, to link unchanged files from. */
		reuse?: { published: string; previous: ReadonlyMap<string, string> } | undefined;
	};
}

/** The site, checked, as the pages and the end of the build need it. */
export type Loaded =
	| { ok: false; report: string }
	| { ok: true; pageUsers: PageUser[]; avatars: LocalAvatar[]; userCount: number };

export type Message =
	| { kind: 'log'; level: 'info' | 'warn'; message: string }
	| { kind: 'loaded'; loaded: Loaded }
	| { kind: 'written'; written: WrittenFiles | null };

/** Marks the thread this module starts, so importing it elsewhere does nothing. */
const MARK = 'staticnouns site worker';

/** The running thread: what it found, then what it wrote. */
export interface SiteWorker {
	loaded: Promise<Loaded>;
	/** What the thread wrote; null when the main thread writes the files (OVERLAP_MAX_USERS). */
	written: Promise<WrittenFiles | null>;
}

/**
 * Above this many users the main thread writes the files once the pages are
 * rendered, from the pages' own users, instead of this thread beside Astro:
 * the users are held once, not twice (about 4.5 KB a user each: 450 MB at
 * 100,000 users), and a build of 100,000 profiles stays within 2 GB.
 */
export const OVERLAP_MAX_USERS = 40_000;

/**
 * Starts the thread. Both promises reject when it fails (a bug, never a
 * content problem: those are a `Loaded` with `ok: false`, and `written`
 * rejects, nothing being written), and carry no unhandled rejection until
 * they are awaited.
 */
export function startSiteWorker(
	work: SiteWork,
	logger: { info: (message: string) => void; warn: (message: string) => void },
): SiteWorker {
	// Node runs this package's TypeScript sources as they are, and its compiled lib/ as .js.
	const worker = new Worker(new URL(import.meta.url), {
		workerData: { [MARK]: work },
		// A program run as `node --input-type=module -e …` passes that flag on, and it stops a
		// thread that runs a file.
		execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')),
	});
	const stopped = new Promise<Error>((resolve) => {
		worker.on('error', resolve);
		worker.on('exit', (code) =>
			resolve(
				new Error(`the staticnouns site thread stopped (exit code ${code}) before it was done`),
			),
		);
	});
	const loaded = new Promise<Loaded>((resolve, reject) => {
		worker.on('message', (message: Message) => {
			if (message.kind === 'log') logger[message.level](message.message);
			else if (message.kind === 'loaded') {
				// Frozen once, as a single thread's users are: the pages only read them.
				if (message.loaded.ok) Object.freeze(message.loaded.pageUsers);
				resolve(message.loaded);
			}
		});
		void stopped.then(reject);
	});
	const written = new Promise<WrittenFiles | null>((resolve, reject) => {
		worker.on('message', (message: Message) => {
			if (message.kind === 'written') resolve(message.written);
		});
		void stopped.then(reject);
		loaded.then(
			// Nothing is written after a content problem: the build stops on it.
			(site) => site.ok || reject(new Error('the site has problems; nothing was written')),
			reject,
		);
	});
	loaded.catch(() => undefined);
	written.catch(() => undefined);
	return { loaded, written };
}

/**
 * Writes the files made from the model (site-outputs.ts contentFiles), the pages' users' own
 * `data`, into `work.files.dir`, the unchanged ones linked from the published site: this
 * thread's task, and the main thread's for a big site (OVERLAP_MAX_USERS), from the same users.
 *
 * @example
 * const written = writeContentFiles(pageUsersOf(site.model), work);
 */
export function writeContentFiles(
	pageUsers: readonly PageUser[],
	work: Pick<SiteWork, 'site' | 'files'>,
): WrittenFiles {
	const files = contentFiles(modelOf(pageUsers), {
		...work.files.options,
		site: work.site ? new URL(work.site) : undefined,
	});
	return writeSiteFiles(files, work.files.dir, work.files.reuse);
}

/**
 * Loads and checks the site (site/check-site.ts), posts what the pages need (or the report of its
 * problems), and returns the pages' users, which the files are made from: the profiles (their
 * file texts and line lookups) are garbage while the files are written.
 */
export async function check(
	work: SiteWork,
	post: (message: Message) => void,
): Promise<PageUser[] | undefined> {
	const log = (level: 'info' | 'warn', message: string) => post({ kind: 'log', level, message });
	// Files unchanged since the last build are not parsed again (parse-cache.ts).
	const site = await checkSite({
		contentDir: work.contentDir,
		cwd: work.cwd,
		publicDir: work.publicDir,
		site: work.site,
		base: work.base,
		limits: work.limits,
		language: work.files.options.words?.locale,
		parseCacheDir: work.parseCacheDir,
	});
	if (site.cache?.hits)
		log(
			'info',
			`${plural(site.cache.hits, { one: 'profile', other: 'profiles' })} validated by earlier builds, ${formatCount(site.cache.misses)} validated now`,
		);
	if (site.report) {
		post({ kind: 'loaded', loaded: { ok: false, report: site.report } });
		return undefined;
	}
	// Links that will show as text: worth knowing, never a reason to stop.
	if (site.warnings.length) log('warn', formatReport(site.warnings, undefined, site.closing.check));
	// The one model the pages and the files are made from, at every size (page-users.ts).
	const pageUsers = pageUsersOf(site.model);
	// Said once: the site's `_redirects` hosts cannot take the rules of the shared member folders.
	const { options } = work.files;
	const { fallback } = hostLayout(site.model, {
		hosts: options.hosts ?? [],
		base: options.base,
		ccApi: options.pronounsCcApi ?? true,
	});
	if (fallback) log('warn', fallback);
	post({
		kind: 'loaded',
		loaded: {
			ok: true,
			pageUsers,
			avatars: everyProfile(site.profiles).flatMap((profile) => localImages(profile)),
			userCount: site.profiles.length,
		},
	});
	return pageUsers;
}

/** What the thread does: load and check, hand over, then write (a site not too big). */
async function run(work: SiteWork, post: (message: Message) => void): Promise<void> {
	const pageUsers = await check(work, post);
	if (!pageUsers) return;
	const here = pageUsers.length <= work.overlapMaxUsers;
	post({ kind: 'written', written: here ? writeContentFiles(pageUsers, work) : null });
}

const given = (workerData as Record<string, SiteWork> | null)?.[MARK];
if (!isMainThread && parentPort && given) {
	const main = parentPort;
	await run(given, (message) => main.postMessage(message));
}
