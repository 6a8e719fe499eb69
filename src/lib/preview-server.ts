/**
 * A static server for dist/ that answers the API the way the CDNs are set
 * up to: JSON content type for the extensionless user files, CORS on the
 * API, and the JSON APIError for unknown users. `astro preview` cannot: it
 * sends no content type for extensionless files and answers HTML 404s.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { lookup } from 'mrmime';
import { API_ROOT, NOT_FOUND_PATH } from './api.ts';
import { normalizeBase } from './urls.ts';

export interface PreviewOptions {
	/** The built site (dist/). */
	dir: string;
	/** URL path the site is mounted at, as Astro's `base`; defaults to `/`. */
	base?: string | undefined;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Creates (but does not start) the preview server.
 *
 * @example
 * createPreviewServer({ dir: 'dist' }).listen(4321, '127.0.0.1');
 */
export function createPreviewServer(options: PreviewOptions): Server {
	const base = normalizeBase(options.base);
	return createServer((request, response) => {
		handle(request, response, options.dir, base).catch(() => {
			if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
			response.end('Internal error\n');
		});
	});
}

async function handle(request: IncomingMessage, response: ServerResponse, dir: string, base: string): Promise<void> {
	if (request.method !== 'GET' && request.method !== 'HEAD') {
		response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
		response.end('Method not allowed\n');
		return;
	}
	const pathname = (request.url ?? '/').split(/[?#]/)[0]!;
	if (!pathname.startsWith(base) && `${pathname}/` !== base) return await notFound(response, request, dir, '');
	const segments = decodeSegments(pathname.slice(base.length));
	const relative = segments?.join('/') ?? '';
	if (!segments) return await notFound(response, request, dir, pathname.slice(base.length));

	const file = await findFile(dir, relative);
	if (file === 'directory') {
		response.writeHead(301, { Location: `${base}${relative}/`.replace(/\/\/$/, '/') });
		response.end();
		return;
	}
	if (!file) return await notFound(response, request, dir, relative);
	send(response, request, 200, file, contentType(relative, file.path), isApiPath(relative));
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
	// A trailing slash asks for the folder's index page.
	if (path.endsWith('/') || path === '') segments.push('index.html');
	return segments;
}

async function findFile(dir: string, relative: string): Promise<{ path: string; size: number } | 'directory' | undefined> {
	const path = join(dir, relative);
	const info = await stat(path).catch(() => undefined);
	if (info?.isFile()) return { path, size: info.size };
	if (info?.isDirectory()) return (await stat(join(path, 'index.html')).catch(() => undefined))?.isFile() ? 'directory' : undefined;
	return undefined;
}

function isApiPath(relative: string): boolean {
	return relative === API_ROOT || relative.startsWith(`${API_ROOT}/`);
}

function contentType(relative: string, path: string): string {
	// Every file under v1/users/ is a User, whatever its name looks like.
	if (relative.startsWith(`${API_ROOT}/users/`)) return JSON_TYPE;
	const type = lookup(path) ?? 'application/octet-stream';
	return /^text\/|json|xml|javascript/.test(type) ? `${type}; charset=utf-8` : type;
}

async function notFound(response: ServerResponse, request: IncomingMessage, dir: string, relative: string): Promise<void> {
	const page = isApiPath(relative) ? NOT_FOUND_PATH : '404.html';
	const file = await findFile(dir, page);
	if (file && file !== 'directory') return send(response, request, 404, file, contentType(page, file.path), isApiPath(relative));
	response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
	response.end(request.method === 'HEAD' ? undefined : 'Not found\n');
}

function send(
	response: ServerResponse,
	request: IncomingMessage,
	status: number,
	file: { path: string; size: number },
	type: string,
	api: boolean,
): void {
	const headers: Record<string, string | number> = {
		'Content-Type': type,
		'Content-Length': file.size,
		'Cache-Control': 'public, max-age=60, must-revalidate',
		'X-Content-Type-Options': 'nosniff',
	};
	// Browser clients on other origins read the API directly.
	if (api) headers['Access-Control-Allow-Origin'] = '*';
	response.writeHead(status, headers);
	if (request.method === 'HEAD') {
		response.end();
		return;
	}
	createReadStream(file.path).pipe(response);
}
