/**
 * `astro dev` as the built site: the API, the host files and the avatars
 * are written by the integration only at the end of a build, so in dev they
 * are generated from the current content into a scratch folder (by the same
 * functions as the build) and served from it by the preview server, which
 * answers the way the hosts do. Content problems show in the browser's
 * error overlay, not only in the terminal.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import { API_ROOT, apiFiles } from '../publish/api.ts';
import { avatarCacheDir, publishAvatars } from '../publish/avatars.ts';
import { hostFiles } from '../hosting/host-files.ts';
import { formatReport, type ContentIssue } from '../content/issues.ts';
import { createPreviewServer } from '../hosting/preview-server.ts';
import type { Limits } from '../schemas/profile-limits.ts';
import { everyProfile, loadSite, membersByUser, resolveContentDir } from '../content/site.ts';
import { SETTLE_MS } from './loader.ts';

export interface DevSiteOptions {
	/** The project root. */
	root: string;
	/** The site's origin, for absolute avatar addresses. */
	site: URL | undefined;
	/** The normalised base path (`/` or `/profiles/`). */
	base: string;
	/** Where the generated files go. */
	dir: string;
	/** The site's limits, as the build applies them. */
	limits?: Partial<Limits> | undefined;
	/** Publish the `.json` copies, as the build does (the integration's option). */
	jsonCopies?: boolean | undefined;
}

/**
 * Writes the API, host files and avatars of the current content to
 * `options.dir`, replacing what was there; or, when the content has
 * problems, writes nothing and returns them.
 *
 * @example
 * const { issues } = await writeDevSite({ root, site, base: '/', dir: 'node_modules/.cache/staticnouns/dev-site' });
 */
export async function writeDevSite(options: DevSiteOptions): Promise<{ issues: ContentIssue[] }> {
	const contentDir = resolveContentDir(options.root);
	const site = await loadSite(contentDir, { cwd: options.root, site: options.site, base: options.base, limits: options.limits });
	if (site.issues.length) return { issues: site.issues };
	const files = apiFiles(site.profiles.map((profile) => profile.user), membersByUser(site.profiles), { jsonCopies: options.jsonCopies ?? true });
	for (const [path, body] of hostFiles(options.base)) files.set(path, body);
	await rm(options.dir, { recursive: true, force: true });
	for (const folder of new Set([...files.keys()].map((path) => dirname(join(options.dir, path))))) await mkdir(folder, { recursive: true });
	await Promise.all([...files].map(([path, body]) => writeFile(join(options.dir, path), body)));
	const avatars = everyProfile(site.profiles).flatMap((profile) => (profile.localAvatar ? [profile.localAvatar] : []));
	if (avatars.length) await publishAvatars(avatars, options.dir, avatarCacheDir(options.root));
	return { issues: [] };
}

/** An error as Vite's overlay shows it: the report, pointing at the first problem's file and line. */
export function contentError(issues: readonly ContentIssue[], root: string): Error & { loc?: { file: string; line: number; column: number }; plugin: string } {
	const error = Object.assign(new Error(`Invalid profiles:\n${formatReport(issues)}`), { plugin: 'staticnouns' });
	// No stack: the problem is in the content, not in the code.
	error.stack = error.message;
	const first = issues[0];
	return first ? Object.assign(error, { loc: { file: resolve(root, first.file), line: first.line ?? 1, column: 1 } }) : error;
}

/**
 * Serves the generated API and avatars in `astro dev`, regenerated after any
 * change under the content folder, and answers page requests with the
 * error overlay while the content has problems.
 *
 * @example
 * 'astro:server:setup': ({ server }) => attachDevSite(server, { root, site, base, dir })
 */
export function attachDevSite(server: ViteDevServer, options: DevSiteOptions): void {
	const contentDir = resolveContentDir(options.root);
	const preview = createPreviewServer({ dir: options.dir, base: options.base });
	let current: Promise<{ issues: ContentIssue[] }> | undefined;
	// One generation at a time: each empties the folder it writes.
	let previous: Promise<unknown> = Promise.resolve();
	const report = (result: { issues: ContentIssue[] }) => {
		// The terminal has the report already, from the content loader.
		if (result.issues.length) {
			const error = contentError(result.issues, options.root);
			server.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: error.plugin, ...(error.loc && { id: error.loc.file, loc: error.loc }) } });
		}
		return result;
	};
	const refresh = (settle = 0) => {
		if (!current) {
			current = previous
				.catch(() => undefined)
				.then(() => settle && new Promise((done) => setTimeout(done, settle)))
				.then(() => writeDevSite(options))
				.then(report, (error: unknown) => {
					// A failed generation (not a content problem) is retried on the next request.
					current = undefined;
					throw error;
				});
			previous = current;
		}
		return current;
	};
	server.watcher.on('all', (_event, path) => {
		const changed = resolve(path);
		if (changed !== contentDir && !changed.startsWith(`${contentDir}${sep}`)) return;
		current = undefined;
		// Read once the save has landed (SETTLE_MS).
		void refresh(SETTLE_MS);
	});
	const served = [`${options.base}${API_ROOT}/`, `${options.base}media/`];
	server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
		const path = (request.url ?? '/').split(/[?#]/)[0]!;
		const isFile = served.some((prefix) => path.startsWith(prefix));
		const isPage = !isFile && (request.headers.accept ?? '').includes('text/html');
		if (!isFile && !isPage) return next();
		refresh().then(
			({ issues }) => {
				if (issues.length) return next(contentError(issues, options.root));
				if (isFile) preview.emit('request', request, response);
				else next();
			},
			(error: unknown) => next(error),
		);
	});
}
