/**
 * A static server for dist/ that answers the way Netlify and Cloudflare
 * Pages do with the site's own `_headers` and `_redirects`: it reads those
 * files rather than knowing any rule itself, so the preview shows exactly
 * what the build told the hosts. `astro preview` cannot stand in: it sends
 * no content type for extensionless files and ignores `_headers`.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { lookup } from 'mrmime';
import { HEADERS_FILE, headersFor, HostFileError, matchesPattern, parseHeadersFile, parseRedirectsFile, REDIRECTS_FILE, type HeaderRule, type RedirectRule } from './host-files.ts';
import { encodePathSegment, normalizeBase } from './urls.ts';

export interface PreviewOptions {
	/** The built site (dist/). */
	dir: string;
	/** URL path the site is mounted at, as Astro's `base`; defaults to `/`. */
	base?: string | undefined;
}

interface HostRules {
	headers: HeaderRule[];
	redirects: RedirectRule[];
}

interface FoundFile {
	path: string;
	size: number;
}

/**
 * Creates (but does not start) the preview server.
 *
 * @example
 * createPreviewServer({ dir: 'dist' }).listen(4321, '127.0.0.1');
 */
export function createPreviewServer(options: PreviewOptions): Server {
	const base = normalizeBase(options.base);
	return createServer((request, response) => {
		handle(request, response, options.dir, base).catch((error: unknown) => {
			if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
			// A broken _headers or _redirects names its line; anything else stays private.
			response.end(error instanceof HostFileError ? `${error.message}\n` : 'Internal error\n');
		});
	});
}

async function handle(request: IncomingMessage, response: ServerResponse, dir: string, base: string): Promise<void> {
	if (request.method !== 'GET' && request.method !== 'HEAD') {
		response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
		response.end('Method not allowed\n');
		return;
	}
	// Read on every request, so a rebuild shows without a restart.
	const rules = await loadHostRules(dir);
	const pathname = (request.url ?? '/').split(/[?#]/)[0]!;
	const folder = pathname.endsWith('/');
	const segments = pathname.startsWith(base) || `${pathname}/` === base ? decodeSegments(pathname.slice(base.length)) : null;
	// Rules match the decoded path, as the hosts do; a path that cannot be
	// decoded is matched as it came.
	const path = segments ? `${base}${segments.join('/')}${folder && segments.length ? '/' : ''}` : pathname;
	if (segments && !isHostFile(segments)) {
		const file = await findFile(dir, segments, folder);
		if (file === 'directory') {
			// `/profiles` has no segments: its folder address is the base itself.
			response.writeHead(301, { Location: segments.length ? `${base}${segments.map(encodePathSegment).join('/')}/` : base });
			response.end();
			return;
		}
		if (file) return send(response, request, 200, file, { 'Content-Type': typeByExtension(file.path), ...headersFor(rules.headers, path) });
	}

	// As on Netlify: a 404 rule applies only where no file matched.
	const rule = rules.redirects.find((candidate) => matchesPattern(candidate.from, path));
	const target = rule?.to.startsWith(base) ? decodeSegments(rule.to.slice(base.length)) : null;
	const page = target ? await findFile(dir, target, false) : undefined;
	if (page && page !== 'directory') return send(response, request, 404, page, { 'Content-Type': typeByExtension(page.path), ...headersFor(rules.headers, path) });
	response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
	response.end(request.method === 'HEAD' ? undefined : 'Not found\n');
}

async function loadHostRules(dir: string): Promise<HostRules> {
	const read = (name: string) =>
		readFile(join(dir, name), 'utf8').catch(() => {
			throw new HostFileError(`${name} is missing from ${dir}: run "npm run build" to write it`);
		});
	const [headers, redirects] = await Promise.all([read(HEADERS_FILE), read(REDIRECTS_FILE)]);
	return { headers: parseHeadersFile(headers), redirects: parseRedirectsFile(redirects) };
}

/**
 * Splits a URL path into decoded segments, or null when a segment could
 * step outside the site (`..`, encoded slashes, NUL) or is not valid UTF-8.
 */
function decodeSegments(path: string): string[] | null {
	const segments: string[] = [];
	for (const raw of path.split('/')) {
		let segment: string;
		try {
			segment = decodeURIComponent(raw);
		} catch {
			return null;
		}
		if (segment === '..' || segment === '.' || /[/\\\0]/.test(segment)) return null;
		if (segment) segments.push(segment);
	}
	return segments;
}

/** Files hosts read for themselves and never serve: the rule files and dotfiles (.htaccess). */
function isHostFile(segments: readonly string[]): boolean {
	const [first] = segments;
	return (segments.length === 1 && (first === HEADERS_FILE || first === REDIRECTS_FILE)) || segments.some((segment) => segment.startsWith('.'));
}

/**
 * The file a path names: a folder's index.html when the path asks for the
 * folder (it ends in `/`), 'directory' when a folder with a page is asked
 * for without the slash.
 */
async function findFile(dir: string, segments: readonly string[], folder: boolean): Promise<FoundFile | 'directory' | undefined> {
	const path = join(dir, ...segments);
	const isFile = async (candidate: string) => {
		const info = await stat(candidate).catch(() => undefined);
		return info?.isFile() ? { path: candidate, size: info.size } : undefined;
	};
	if (folder) return await isFile(join(path, 'index.html'));
	const file = await isFile(path);
	if (file) return file;
	return (await stat(path).catch(() => undefined))?.isDirectory() && (await isFile(join(path, 'index.html'))) ? 'directory' : undefined;
}

function typeByExtension(path: string): string {
	const type = lookup(path) ?? 'application/octet-stream';
	return /^text\/|json|xml|javascript/.test(type) ? `${type}; charset=utf-8` : type;
}

function send(response: ServerResponse, request: IncomingMessage, status: number, file: FoundFile, headers: Record<string, string>): void {
	response.writeHead(status, { ...headers, 'Content-Length': file.size });
	if (request.method === 'HEAD') {
		response.end();
		return;
	}
	createReadStream(file.path).pipe(response);
}
