import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiMember, serializeMember, serializeUser } from '../../src/publish/api/v1.ts';
import { v1Files as apiFiles } from '../helpers/model.ts';
import { hostFiles } from '../../src/hosting/host-files.ts';
import { createPreviewServer } from '../../src/hosting/preview-server.ts';
import { normalizeBase } from '../../src/addresses/urls.ts';
import { makeUser } from '../helpers/users.ts';
import { USER_NOT_FOUND_BODY } from '../helpers/http.ts';

const robin = makeUser({ name: 'robin', display_name: 'Robin' });
const ROBIN = serializeUser(robin);
const sam = makeUser({ name: 'sam', id: 'd4gn7g3p38l77tn1ede0' });
const juniper = makeUser({ name: 'juniper', id: 'd4gn7g3p38l77tn1edf0' });
const JUNIPER = serializeMember(apiMember(juniper, robin));
const MEMBER_NOT_FOUND_BODY = '{"code":3001,"message":"Member not found"}';
/** The API files with members: robin has juniper, sam has none. */
const apiWithMembers = () => apiFiles([robin, sam], new Map([[robin.id, [juniper]]]));

const PAGES: [string, string][] = [
	['index.html', '<h1>Profiles</h1>'],
	['404.html', '<h1>Not found</h1>'],
	['about/index.html', '<h1>About</h1>'],
	['@robin/index.html', '<h1>Robin</h1>'],
	['style.css', 'body{}'],
];

let temp: string;
/** A built site per base path: the API, a few pages, and the host files for that base. */
const dists = new Map<string, string>();
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-preview-'));
	for (const base of ['/', '/profiles/']) {
		const dist = join(temp, base === '/' ? 'root' : 'profiles');
		const api = apiWithMembers();
		for (const [path, body] of [...api, ...hostFiles(base), ...PAGES]) {
			await mkdir(dirname(join(dist, path)), { recursive: true });
			await writeFile(join(dist, path), body);
		}
		dists.set(base, dist);
	}
	// A file outside the sites that no request may reach.
	await writeFile(join(temp, 'staticnouns-secret.txt'), 'secret');
});
afterAll(() => rm(temp, { recursive: true, force: true }));

async function serve(base?: string, dir = dists.get(normalizeBase(base))!) {
	const server = createPreviewServer({ dir, base });
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		origin: `http://127.0.0.1:${port}`,
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

describe.each([
	['at the root', undefined, ''],
	['under a base path', '/profiles', '/profiles'],
])('createPreviewServer %s', (_label, base, prefix) => {
	let origin: string;
	let close: () => Promise<unknown>;
	beforeAll(async () => ({ origin, close } = await serve(base)));
	afterAll(() => close());

	test.each(['robin', 'robin.json', 'd4gn7g3p38l77tn1edd0', 'd4gn7g3p38l77tn1edd0.json'])(
		'returns the User as JSON with CORS for %s',
		async (ref) => {
			const response = await fetch(`${origin}${prefix}/v1/users/${ref}`);
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
			expect(response.headers.get('access-control-allow-origin')).toBe('*');
			expect(await response.text()).toBe(ROBIN);
		},
	);

	test.each([
		'aaaaaaaaaaaaaaaaaaaa',
		'nobody',
		'Robin',
		'no%20such%20user',
		'..%2f..%2fpackage.json',
		'%2e%2e',
		'%2e%2e%2f%2e%2e%2fstaticnouns-secret.txt',
		'robin%00',
		'%E0%A4%A',
		'x'.repeat(5000),
		'',
	])('returns the JSON APIError with 404 for unknown ref %j', async (ref) => {
		const response = await fetch(`${origin}${prefix}/v1/users/${ref}`);
		expect(response.status).toBe(404);
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
		expect(await response.text()).toBe(USER_NOT_FOUND_BODY);
	});

	test('answers HEAD like GET without a body', async () => {
		const response = await fetch(`${origin}${prefix}/v1/users/robin`, { method: 'HEAD' });
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
		expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(ROBIN)));
		expect(await response.text()).toBe('');
	});

	test('serves pages with their content type and the HTML 404 elsewhere', async () => {
		const index = await fetch(`${origin}${prefix}/`);
		expect([index.status, index.headers.get('content-type'), await index.text()]).toEqual([
			200,
			'text/html; charset=utf-8',
			'<h1>Profiles</h1>',
		]);
		const css = await fetch(`${origin}${prefix}/style.css`);
		expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
		const missing = await fetch(`${origin}${prefix}/nope`);
		expect([missing.status, missing.headers.get('content-type'), await missing.text()]).toEqual([
			404,
			'text/html; charset=utf-8',
			'<h1>Not found</h1>',
		]);
		expect(missing.headers.get('access-control-allow-origin')).toBeNull();
	});

	test('redirects a folder to its trailing-slash URL', async () => {
		const response = await fetch(`${origin}${prefix}/about`, { redirect: 'manual' });
		expect(response.status).toBe(301);
		expect(response.headers.get('location')).toBe(`${prefix}/about/`);
	});

	test.each(['@robin', '%40robin'])(
		'redirects the profile %s to its shared address with @, not %%40',
		async (path) => {
			const response = await fetch(`${origin}${prefix}/${path}`, { redirect: 'manual' });
			expect([response.status, response.headers.get('location')]).toEqual([
				301,
				`${prefix}/@robin/`,
			]);
		},
	);

	test.each([
		[
			'v1/users/robin/members',
			200,
			`[{"id":"${juniper.id}","name":"juniper","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[],"pronouns":[]}]`,
		],
		[
			`v1/users/${robin.id}/members`,
			200,
			`[{"id":"${juniper.id}","name":"juniper","display_name":null,"bio":null,"avatar_urls":[],"links":[],"names":[],"pronouns":[]}]`,
		],
		['v1/users/sam/members', 200, '[]'],
		['v1/users/robin/members/juniper', 200, JUNIPER],
		[`v1/users/robin/members/${juniper.id}`, 200, JUNIPER],
		[`v1/users/${robin.id}/members/juniper`, 200, JUNIPER],
		[`v1/members/${juniper.id}`, 200, JUNIPER],
		[`v1/members/${juniper.id}.json`, 200, JUNIPER],
		['v1/members/aaaaaaaaaaaaaaaaaaaa', 404, MEMBER_NOT_FOUND_BODY],
		['v1/members/', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/robin/members/nobody', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/sam/members/juniper', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/robin/members/', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/robin/members/index.json', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/robin/members/404.html', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/robin/members/no-member.json', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/robin/members/..%2fjuniper', 404, MEMBER_NOT_FOUND_BODY],
		['v1/users/nobody/members', 404, USER_NOT_FOUND_BODY],
		['v1/users/nobody/members/juniper', 404, USER_NOT_FOUND_BODY],
		['v1/users/nobody/members/404.html', 404, USER_NOT_FOUND_BODY],
		['v1/users/robin.json/members', 404, USER_NOT_FOUND_BODY],
		['v1/users/robin/members/juniper/extra', 404, USER_NOT_FOUND_BODY],
		['v1/users/sam%2f..%2frobin/members', 404, USER_NOT_FOUND_BODY],
		// Fetched directly: the area's 404 rule, as on Netlify.
		['v1/user-members/robin/nobody', 404, USER_NOT_FOUND_BODY],
		['v1/user-members/nobody/juniper', 404, USER_NOT_FOUND_BODY],
	])('returns %s with %i and its JSON with CORS, never a redirect', async (path, status, body) => {
		const response = await fetch(`${origin}${prefix}/${path}`, { redirect: 'manual' });
		expect([
			response.status,
			response.headers.get('content-type'),
			response.headers.get('access-control-allow-origin'),
			await response.text(),
		]).toEqual([status, 'application/json; charset=utf-8', '*', body]);
	});

	test('refuses methods other than GET and HEAD', async () => {
		const response = await fetch(`${origin}${prefix}/v1/users/robin`, { method: 'POST' });
		expect(response.status).toBe(405);
	});
});

describe('createPreviewServer under a base path', () => {
	test('redirects the base path without its slash to the base path', async () => {
		const { origin, close } = await serve('/profiles');
		const response = await fetch(`${origin}/profiles`, { redirect: 'manual' });
		await close();
		expect([response.status, response.headers.get('location')]).toEqual([301, '/profiles/']);
	});

	test('answers 404 outside the base path', async () => {
		const { origin, close } = await serve('/profiles');
		const response = await fetch(`${origin}/v1/users/robin`);
		expect(response.status).toBe(404);
		await close();
	});
});

describe('createPreviewServer with raw paths', () => {
	test.each([
		'/v1/users/../../staticnouns-secret.txt',
		'/../staticnouns-secret.txt',
		'/v1/users/..\\..\\staticnouns-secret.txt',
		'/v1/users/./robin',
	])('never serves a file outside the site for %s', async (path) => {
		const { origin, close } = await serve();
		const { get } = await import('node:http');
		const body = await new Promise<{ status: number; text: string }>((resolve, reject) => {
			get(`${origin}${path}`, { path }, (response) => {
				let text = '';
				response.on('data', (chunk: Buffer) => (text += chunk.toString()));
				response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
			}).on('error', reject);
		});
		await close();
		expect(body.status).toBe(404);
		expect(body.text).not.toContain('secret');
	});
});

describe('createPreviewServer reading the host files', () => {
	test('returns the headers _headers gives, read on every request', async () => {
		const dir = join(temp, 'edited');
		await cp(dists.get('/')!, dir, { recursive: true });
		const { origin, close } = await serve('/', dir);
		expect((await fetch(`${origin}/v1/users/robin`)).headers.get('cache-control')).toBe(
			'public, max-age=60, must-revalidate',
		);
		await writeFile(
			join(dir, '_headers'),
			'/v1/*\n  Content-Type: application/json\n  X-Edited: yes\n/*\n  X-Everywhere: 1\n',
		);
		const edited = await fetch(`${origin}/v1/users/robin`);
		await close();
		expect([
			edited.headers.get('content-type'),
			edited.headers.get('x-edited'),
			edited.headers.get('x-everywhere'),
			edited.headers.get('cache-control'),
		]).toEqual(['application/json', 'yes', '1', null]);
	});

	test.each(['_headers', '_redirects', '.htaccess', 'v1/.htaccess'])(
		'never serves the host file %s',
		async (path) => {
			const { origin, close } = await serve();
			const response = await fetch(`${origin}/${path}`);
			await close();
			expect(response.status).toBe(404);
		},
	);

	test.each([
		['_headers', 'v1/*\n', '_headers:1: a rule starts with a path such as /v1/*, got "v1/*"'],
		[
			'_redirects',
			'/v1/* /v1/404.json 301\n',
			'_redirects:1: expected "/from/:name/* /to/:name 200" or "... 404"',
		],
	])('errors with 500 naming the file and line when %s is %j', async (file, content, message) => {
		const dir = join(temp, `broken-${file}-${content.length}`);
		await cp(dists.get('/')!, dir, { recursive: true });
		await writeFile(join(dir, file), content);
		const { origin, close } = await serve('/', dir);
		const response = await fetch(`${origin}/v1/users/robin`);
		await close();
		expect(response.status).toBe(500);
		expect(await response.text()).toContain(message);
	});

	test.each(['_headers', '_redirects'])(
		'errors with 503 naming the file when %s is missing',
		async (file) => {
			const dir = join(temp, `missing-${file}`);
			await cp(dists.get('/')!, dir, { recursive: true });
			await rm(join(dir, file));
			const { origin, close } = await serve('/', dir);
			const response = await fetch(`${origin}/v1/users/robin`);
			await close();
			expect([response.status, await response.text()]).toEqual([
				503,
				`${file} is missing from ${dir}: run "npm run build" to write it (or wait for the running build to finish)\n`,
			]);
		},
	);
});

describe('createPreviewServer while the site changes under it', () => {
	async function serveCopy(name: string, afterOpen?: (path: string) => Promise<void>) {
		const dir = join(temp, name);
		await cp(dists.get('/')!, dir, { recursive: true });
		const server = createPreviewServer({ dir, afterOpen });
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const { port } = server.address() as AddressInfo;
		return {
			dir,
			origin: `http://127.0.0.1:${port}`,
			close: () => new Promise((resolve) => server.close(resolve)),
		};
	}

	test.each([
		['deleted', 'whole', (path: string) => rm(path)],
		['replaced by a folder', 'whole', async (path: string) => (await rm(path), await mkdir(path))],
		// Rewritten in place: the announced length cannot be sent, so the answer is cut off, never
		// padded with other bytes.
		['rewritten shorter', 'cut off', (path: string) => writeFile(path, '{}')],
	])(
		'returns the file it opened when it is %s between the lookup and the read (%s), and keeps serving',
		async (_, outcome, change) => {
			let changed = 0;
			const { origin, close } = await serveCopy(
				`race-${Math.random().toString(36).slice(2)}`,
				async (path) => {
					if (!path.endsWith('robin.json') || changed++) return;
					await change(path);
				},
			);
			const raced = await fetch(`${origin}/v1/users/robin.json`)
				.then(async (response) => [response.status, await response.text()])
				.catch((error: Error) => error.message);
			const next = await fetch(`${origin}/v1/users/robin`);
			await close();
			expect(changed).toBe(1);
			expect(raced).toEqual(outcome === 'whole' ? [200, ROBIN] : 'terminated');
			expect([next.status, await next.text()]).toEqual([200, ROBIN]);
		},
	);

	test.each([
		['a folder', (path: string) => mkdir(path)],
		[
			'a FIFO',
			async (path: string) =>
				void (await import('node:child_process')).execFileSync('mkfifo', [path]),
		],
	])(
		'returns the JSON 404 for a user file replaced by %s, and keeps serving',
		async (_, replace) => {
			const { dir, origin, close } = await serveCopy(
				`replaced-${Math.random().toString(36).slice(2)}`,
			);
			await rm(join(dir, 'v1/users/robin'));
			await replace(join(dir, 'v1/users/robin'));
			const replaced = await fetch(`${origin}/v1/users/robin`);
			const next = await fetch(`${origin}/v1/users/robin.json`);
			await close();
			expect([replaced.status, await replaced.text()]).toEqual([404, USER_NOT_FOUND_BODY]);
			expect([next.status, await next.text()]).toEqual([200, ROBIN]);
		},
	);

	/** How many of this process's open files lie in `dir` (Linux's /proc/self/fd). */
	const openIn = (dir: string) =>
		readdirSync('/proc/self/fd').filter((fd) => {
			try {
				return readlinkSync(`/proc/self/fd/${fd}`).startsWith(`${dir}/`);
			} catch {
				return false;
			}
		}).length;

	test.runIf(existsSync('/proc/self/fd'))(
		'closes every file it opens: answered, HEAD, rewritten, left by the client before the answer or midway, and failed before the answer',
		async () => {
			let fail = false;
			// A client that leaves after the file is opened and before the answer starts.
			const gone = new AbortController();
			const { dir, origin, close } = await serveCopy(
				`handles-${Math.random().toString(36).slice(2)}`,
				async (path) => {
					if (fail && path.endsWith('robin.json')) throw new Error('afterOpen failed');
					if (!path.endsWith('favicon.svg')) return;
					gone.abort();
					await new Promise((resolve) => setTimeout(resolve, 100));
				},
			);
			await fetch(`${origin}/favicon.svg`, { signal: gone.signal }).catch(() => undefined);
			await writeFile(join(dir, 'big.txt'), 'x'.repeat(32 * 1024 * 1024));
			await (await fetch(`${origin}/v1/users/robin`)).text();
			await fetch(`${origin}/v1/users/robin`, { method: 'HEAD' });
			await (await fetch(`${origin}/v1/users/nobody`)).text();
			// The client reads one chunk of a large file and leaves.
			const leaving = new AbortController();
			const big = await fetch(`${origin}/big.txt`, { signal: leaving.signal });
			await big.body!.getReader().read();
			leaving.abort();
			fail = true;
			const failed = await fetch(`${origin}/v1/users/robin.json`);
			await failed.text();
			// Closing is asynchronous: wait a little for the last handles, never for long.
			for (let wait = 0; wait < 50 && openIn(dir); wait++)
				await new Promise((resolve) => setTimeout(resolve, 20));
			const left = openIn(dir);
			await close();
			expect([failed.status, left]).toEqual([500, 0]);
		},
	);

	test('answers 503 while the host files are missing, as mid-rebuild, then serves again', async () => {
		const { dir, origin, close } = await serveCopy(
			`rebuilding-${Math.random().toString(36).slice(2)}`,
		);
		await rm(join(dir, '_headers'));
		const during = await fetch(`${origin}/v1/users/robin`);
		await cp(join(dists.get('/')!, '_headers'), join(dir, '_headers'));
		const after = await fetch(`${origin}/v1/users/robin`);
		await close();
		expect([during.status, during.headers.get('retry-after'), after.status]).toEqual([
			503,
			'1',
			200,
		]);
	});
});

describe("the preview's avatar_urls use the port the preview serves on (issue 23 point 8)", () => {
	const local = 'http://localhost:4321';
	const withAvatar = makeUser({
		name: 'ava',
		id: 'd4gn7g3p38l77tn1edg0',
		avatar_urls: [`${local}/avatars/ava.webp`, 'https://cdn.example.org/ava.png'],
	});

	async function serveBuilt(localOrigin: string | undefined) {
		const dist = await mkdtemp(join(temp, 'local-'));
		for (const [path, body] of [...apiFiles([withAvatar]), ...hostFiles('/')]) {
			await mkdir(dirname(join(dist, path)), { recursive: true });
			await writeFile(join(dist, path), body);
		}
		const server = createPreviewServer({ dir: dist, localOrigin });
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		const { port } = server.address() as AddressInfo;
		return { port, close: () => new Promise((resolve) => server.close(resolve)) };
	}

	test.each([
		['by name', 'ava'],
		['by ID', 'd4gn7g3p38l77tn1edg0'],
		['as the .json copy', 'ava.json'],
	])('answers %s with the served origin, other addresses kept', async (_label, ref) => {
		const { port, close } = await serveBuilt(local);
		try {
			const response = await fetch(`http://127.0.0.1:${port}/v1/users/${ref}`);
			const body = (await response.json()) as { avatar_urls: string[] };
			expect(body.avatar_urls).toEqual([
				`http://127.0.0.1:${port}/avatars/ava.webp`,
				'https://cdn.example.org/ava.png',
			]);
			expect(Number(response.headers.get('content-length'))).toBe(
				Buffer.byteLength(JSON.stringify(body)),
			);
		} finally {
			await close();
		}
	});

	test('keeps the addresses of a site built for its public address', async () => {
		const { port, close } = await serveBuilt(undefined);
		try {
			const body = (await (await fetch(`http://127.0.0.1:${port}/v1/users/ava`)).json()) as {
				avatar_urls: string[];
			};
			expect(body.avatar_urls[0]).toBe(`${local}/avatars/ava.webp`);
		} finally {
			await close();
		}
	});
});

describe('createPreviewServer content types', () => {
	// Every kind of file a site publishes: pages, API copies, crawler files, Astro's assets,
	// avatars and flags, public/ icons, fonts and manifests.
	const TYPES: [string, string][] = [
		['page/index.html', 'text/html; charset=utf-8'],
		['data/user.json', 'application/json; charset=utf-8'],
		['_astro/page.css', 'text/css; charset=utf-8'],
		['_astro/page.js', 'text/javascript; charset=utf-8'],
		['_astro/worker.mjs', 'text/javascript; charset=utf-8'],
		['favicon.svg', 'image/svg+xml; charset=utf-8'],
		['media/avatar.png', 'image/png'],
		['media/avatar.webp', 'image/webp'],
		['media/avatar.jpg', 'image/jpeg'],
		['media/avatar.jpeg', 'image/jpeg'],
		['media/AVATAR.JPG', 'image/jpeg'],
		['media/photo.avif', 'image/avif'],
		['media/anim.gif', 'image/gif'],
		['sitemap.xml', 'text/xml; charset=utf-8'],
		['robots.txt', 'text/plain; charset=utf-8'],
		['fonts/body.woff2', 'font/woff2'],
		['fonts/body.woff', 'font/woff'],
		['favicon.ico', 'image/vnd.microsoft.icon'],
		['site.webmanifest', 'application/manifest+json; charset=utf-8'],
		['_astro/page.js.map', 'application/json; charset=utf-8'],
		['notes.md', 'text/markdown; charset=utf-8'],
		['docs/guide.pdf', 'application/pdf'],
		// No ending, an ending no table knows: bytes, never a guess.
		['files/no-ending', 'application/octet-stream'],
		['files/data.zzq', 'application/octet-stream'],
		['dotted.dir/plain', 'application/octet-stream'],
	];
	let origin: string;
	let close: () => Promise<unknown>;
	beforeAll(async () => {
		const dist = join(temp, 'types');
		for (const [path, body] of [...hostFiles('/'), ...TYPES.map(([path]) => [path, 'x'])]) {
			await mkdir(dirname(join(dist, path!)), { recursive: true });
			await writeFile(join(dist, path!), body!);
		}
		({ origin, close } = await serve('/', dist));
	});
	afterAll(() => close());

	test.each(TYPES)('serves %s as %s', async (path, type) => {
		const response = await fetch(`${origin}/${path}`);
		expect([response.status, response.headers.get('content-type')]).toEqual([200, type]);
	});
});
