/**
 * A static server for dist/ that answers the way Netlify and Cloudflare
 * Pages do with the site's own `_headers` and `_redirects`: it reads those
 * files rather than knowing any rule itself, so the preview shows exactly
 * what the build told the hosts. `astro preview` cannot stand in: it sends
 * no content type for extensionless files and ignores `_headers`.
 */
import { constants } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
	HEADERS_FILE,
	headersFor,
	HostFileError,
	parseHeadersFile,
	parseRedirectsFile,
	REDIRECTS_FILE,
	ruleTarget,
	type HeaderRule,
	type RedirectRule,
} from './host-files.ts';
import { holdsSeparator, NEAREST_NOT_FOUND } from '../addresses/host-areas.ts';
import { encodePathSegment, normalizeBase } from '../addresses/urls.ts';
import { typeOfFile } from '../utils/mime-types.ts';

interface PreviewOptions {
	/** The built site (dist/). */
	dir: string;
	/** URL path the site is mounted at, as Astro's `base`; defaults to `/`. */
	base?: string | undefined;
	/**
	 * The local origin the build wrote into absolute addresses (see
	 * BuildRecord.localOrigin): JSON answers give the origin the request
	 * came to instead, so avatar_urls work whatever port the preview has.
	 */
	localOrigin?: string | undefined;
	/**
	 * Test seam: runs after a file is opened and before it is read, so a test
	 * can delete or replace the file exactly there, as a rebuild would.
	 */
	afterOpen?: ((path: string) => Promise<void> | void) | undefined;
}

interface HostRules {
	headers: HeaderRule[];
	redirects: RedirectRule[];
}

/**
 * An opened regular file: what is sent is what was found, whatever happens to the path meanwhile.
 */
interface FoundFile {
	path: string;
	size: number;
	handle: FileHandle;
}

/** The host files are missing, as while a rebuild replaces dist/: try again shortly. */
class SiteUnavailable extends HostFileError {}

/**
 * Creates (but does not start) the preview server.
 *
 * @example
 * createPreviewServer({ dir: 'dist' }).listen(4321, '127.0.0.1');
 */
export function createPreviewServer(options: PreviewOptions): Server {
	const base = normalizeBase(options.base);
	return createServer((request, response) => {
		handle(request, response, options, base).catch((error: unknown) => {
			if (response.headersSent) {
				response.destroy();
				return;
			}
			const unavailable = error instanceof SiteUnavailable;
			response.writeHead(unavailable ? 503 : 500, {
				'Content-Type': 'text/plain; charset=utf-8',
				...(unavailable ? { 'Retry-After': '1' } : {}),
			});
			// A broken _headers or _redirects names its line; anything else stays private.
			response.end(error instanceof HostFileError ? `${error.message}\n` : 'Internal error\n');
		});
	});
}

async function handle(
	request: IncomingMessage,
	response: ServerResponse,
	options: PreviewOptions,
	base: string,
): Promise<void> {
	const { dir } = options;
	if (request.method !== 'GET' && request.method !== 'HEAD') {
		response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
		response.end('Method not allowed\n');
		return;
	}
	/** A found file, typed by its extension, with the headers its path gets. */
	const sendFile = (status: number, file: FoundFile, headers: Record<string, string>) =>
		send(
			response,
			request,
			status,
			file,
			{ 'Content-Type': typeByExtension(file.path), ...headers },
			options,
		);
	// Read on every request, so a rebuild shows without a restart.
	const rules = await loadHostRules(dir);
	const pathname = (request.url ?? '/').split(/[?#]/)[0]!;
	const folder = pathname.endsWith('/');
	const segments =
		pathname.startsWith(base) || `${pathname}/` === base
			? decodeSegments(pathname.slice(base.length))
			: null;
	// Rules match the decoded path, as the hosts do; a path that cannot be
	// decoded is matched as it came.
	const path = segments
		? `${base}${segments.join('/')}${folder && segments.length ? '/' : ''}`
		: pathname;
	if (segments && !isHostFile(segments)) {
		const file = await findFile(dir, segments, folder);
		if (file === 'directory') {
			// `/profiles` has no segments: its folder address is the base itself.
			response.writeHead(301, {
				Location: segments.length ? `${base}${segments.map(encodePathSegment).join('/')}/` : base,
			});
			response.end();
			return;
		}
		if (file) return sendFile(200, file, headersFor(rules.headers, path));
	}

	// As on Netlify and Cloudflare Pages: a rule applies only where no file
	// matched, the first that matches.
	const headers = headersFor(rules.headers, path);
	for (const rule of rules.redirects) {
		const target = ruleTarget(rule, path);
		if (target === undefined) continue;
		const targetSegments = target.startsWith(base)
			? checkSegments(target.slice(base.length).split('/'))
			: null;
		if (rule.status === 200 && targetSegments) {
			// A rewrite: the other file's bytes, the client's URL kept.
			const file = await findFile(dir, targetSegments, false);
			if (file && file !== 'directory') return sendFile(200, file, headers);
			// As Cloudflare Pages: the nearest 404.html of the rewritten path.
			const page = await nearestNotFound(dir, targetSegments.slice(0, -1));
			if (page) return sendFile(404, page, headers);
		}
		const page =
			rule.status === 404 && targetSegments
				? await findFile(dir, targetSegments, false)
				: undefined;
		if (page && page !== 'directory') return sendFile(404, page, headers);
		break;
	}
	response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
	response.end(request.method === 'HEAD' ? undefined : 'Not found\n');
}

/** The first 404.html in `folder` or one of the folders above it, up to the site's root. */
async function nearestNotFound(
	dir: string,
	folder: readonly string[],
): Promise<FoundFile | undefined> {
	for (let depth = folder.length; depth >= 0; depth--) {
		const file = await openFile(join(dir, ...folder.slice(0, depth), NEAREST_NOT_FOUND));
		if (file) return file;
	}
	return undefined;
}

async function loadHostRules(dir: string): Promise<HostRules> {
	const read = (name: string) =>
		readFile(join(dir, name), 'utf8').catch(() => {
			throw new SiteUnavailable(
				`${name} is missing from ${dir}: run "npm run build" to write it (or wait for the running build to finish)`,
			);
		});
	const [headers, redirects] = await Promise.all([read(HEADERS_FILE), read(REDIRECTS_FILE)]);
	return { headers: parseHeadersFile(headers), redirects: parseRedirectsFile(redirects) };
}

/**
 * Splits a URL path into decoded segments, or null when a segment could
 * step outside the site (`..`, encoded slashes, NUL) or is not valid UTF-8.
 */
function decodeSegments(path: string): string[] | null {
	try {
		return checkSegments(path.split('/').map((segment) => decodeURIComponent(segment)));
	} catch {
		return null;
	}
}

/** Decoded segments without the empty ones, or null when one could step outside the site. */
function checkSegments(segments: readonly string[]): string[] | null {
	const unsafe = (segment: string) =>
		segment === '..' || segment === '.' || holdsSeparator(segment) || segment.includes('\0');
	return segments.some(unsafe) ? null : segments.filter(Boolean);
}

/** Files hosts read for themselves and never serve: the rule files and dotfiles (.htaccess). */
function isHostFile(segments: readonly string[]): boolean {
	const [first] = segments;
	return (
		(segments.length === 1 && (first === HEADERS_FILE || first === REDIRECTS_FILE)) ||
		segments.some((segment) => segment.startsWith('.'))
	);
}

/**
 * The file a path names: a folder's index.html when the path asks for the
 * folder (it ends in `/`), 'directory' when a folder with a page is asked
 * for without the slash.
 */
async function findFile(
	dir: string,
	segments: readonly string[],
	folder: boolean,
): Promise<FoundFile | 'directory' | undefined> {
	const path = join(dir, ...segments);
	if (folder) return await openFile(join(path, 'index.html'));
	const file = await openFile(path);
	if (file) return file;
	if (!(await stat(path).catch(() => undefined))?.isDirectory()) return undefined;
	const index = await openFile(join(path, 'index.html'));
	await index?.handle.close();
	return index ? 'directory' : undefined;
}

/**
 * Opens a regular file, or undefined for anything else. Opening first and
 * asking the open file what it is leaves no gap for a rebuild to remove or
 * replace it between the lookup and the read; O_NONBLOCK keeps a FIFO put
 * in its place from blocking the open.
 */
async function openFile(path: string): Promise<FoundFile | undefined> {
	const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => undefined);
	if (!handle) return undefined;
	const info = await handle.stat().catch(() => undefined);
	if (info?.isFile()) return { path, size: info.size, handle };
	await handle.close().catch(() => undefined);
	return undefined;
}

function typeByExtension(path: string): string {
	const type = typeOfFile(path) ?? 'application/octet-stream';
	return /^text\/|json|xml|javascript/.test(type) ? `${type}; charset=utf-8` : type;
}

/** JSON answers up to this size get the served origin (profiles' API files are far smaller). */
const MAX_REWRITTEN = 4 * 1024 * 1024;

/** The origin a request came to, from its Host header when that is a plain host[:port]. */
function servedOrigin(request: IncomingMessage): string | undefined {
	const host = request.headers.host;
	return host && /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)
		? `http://${host}`
		: undefined;
}

/**
 * Answers with an open file and closes it on every path: when the answer is
 * sent, when the client leaves early, and when anything before fails. Node
 * treats a handle left to the garbage collector as an error that stops the
 * process, so the handle is closed here, once, in `finally`.
 */
async function send(
	response: ServerResponse,
	request: IncomingMessage,
	status: number,
	file: FoundFile,
	headers: Record<string, string>,
	options: PreviewOptions,
): Promise<void> {
	try {
		await options.afterOpen?.(file.path);
		const served = servedOrigin(request);
		const type =
			Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
		if (
			options.localOrigin &&
			served &&
			served !== options.localOrigin &&
			/json/i.test(type) &&
			file.size <= MAX_REWRITTEN
		) {
			// A local build wrote its own origin (http://localhost:4321) into avatar_urls: answer with the one this preview is at.
			const body = Buffer.from(
				(await file.handle.readFile())
					.toString('utf8')
					.replaceAll(`${options.localOrigin}/`, `${served}/`),
			);
			response.writeHead(status, { ...headers, 'Content-Length': body.length });
			response.end(request.method === 'HEAD' ? undefined : body);
			return;
		}
		response.writeHead(status, { ...headers, 'Content-Length': file.size });
		if (request.method === 'HEAD' || file.size === 0) {
			response.end();
			return;
		}
		// A read that fails midway, or a client that leaves early, cuts the answer off; the server
		// goes on.
		await pipeline(
			file.handle.createReadStream({ start: 0, end: file.size - 1, autoClose: false }),
			response,
		).catch(() => undefined);
	} finally {
		await file.handle.close().catch(() => undefined);
	}
}
