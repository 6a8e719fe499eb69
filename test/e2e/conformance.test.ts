/**
 * The HTTP conformance suite: for a site at `{origin}{base}`, every host we
 * claim must answer `GET {base_url}/users/{ref}` as the v1 interface says
 * (points 1-6 of issue 6), and bad input must never reach another user's
 * JSON or a file outside the site. It runs against real servers with the
 * shipped configs, at the root and under a base path.
 */
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_CACHE_POLICY } from '../../src/hosting/hosting.ts';
import { loadSite } from '../../src/content/site.ts';
import { apacheHost, apacheSharedHost, caddyHost, cloudflareHost, nginxHost, previewHost, type Host, type RunningHost } from '../helpers/hosts.ts';
import { followRedirects, rawRequest, USER_NOT_FOUND_BODY } from '../helpers/http.ts';
import { ROOT, run } from '../helpers/run.ts';

const SITE = 'test/fixtures/build-site';
/** Beside each served folder, one level up: no request may ever read it. */
const SECRET = 'staticnouns-secret-7f3a';

const { profiles } = await loadSite(join(ROOT, SITE));
const USERS = profiles.map((profile) => profile.user);
const REFS = USERS.flatMap((user) => [...new Set([user.id, user.name])].flatMap((ref) => [ref, `${ref}.json`]).map((ref) => [ref, user.name] as const));

/** Refs no user has: a valid-looking ID, a valid-looking name, characters outside both patterns, another case. */
const UNKNOWN_REFS = ['aaaaaaaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaaaaaaa.json', 'nobody', 'nobody.json', 'not%20a%20ref!', '%F0%9F%8C%BB', 'ROBIN', 'Robin.JSON', '404.html'];

/** Requests that try to step out of v1/users/ or to reach a user by a path that is not its ref. */
const BAD_REQUESTS = [
	'v1/users/../../../secret.txt',
	'v1/users/..%2f..%2f..%2fsecret.txt',
	'v1/users/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
	'v1/users/..%5c..%5c..%5csecret.txt',
	'v1/users/sam%2f..%2frobin',
	'v1/users/sam%2F..%2Frobin.json',
	'v1/users/robin%00',
	`v1/users/${'r'.repeat(5000)}`,
	'v1/users/ROBIN.json',
	'v1/users/index.html',
];

/** Where a host is known to answer a bad request otherwise, and why; the README's Deploy table says the same. */
const DEVIATIONS: Record<string, Record<string, string>> = {
	[cloudflareHost.name]: {
		'v1/users/sam%2f..%2frobin': 'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
		'v1/users/sam%2F..%2Frobin.json': 'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
	},
};

/**
 * Files named like programs, planted in v1/users/ as a hostile profile name
 * would put them there (the name rules refuse such names; this is the
 * defence behind them). Each host must send them as they are, as JSON: a
 * PHP or CGI run, or a server-side include, would change the body. The
 * scripts are executable and valid both as CGI and as PHP.
 */
const PLANTED: Record<string, string> = {
	'x.php': '#!/bin/sh\necho "Content-Type: text/plain"\necho\necho EXECUTED\n<?php echo "EXECUTED"; ?>\n',
	'x.php.json': '<?php echo "EXECUTED"; ?>',
	'x.cgi': '#!/bin/sh\necho "Content-Type: text/plain"\necho\necho EXECUTED\n',
	'x.shtml': '<!--#echo var="DOCUMENT_NAME" --><!--#exec cmd="echo EXECUTED" -->\n',
};

async function plant(dist: string) {
	for (const [name, body] of Object.entries(PLANTED)) {
		await writeFile(join(dist, 'v1/users', name), body);
		await chmod(join(dist, 'v1/users', name), 0o755);
	}
}

const HOSTS: Host[] = [previewHost, nginxHost, caddyHost, apacheHost, apacheSharedHost, cloudflareHost];
const BASES = ['/', '/profiles/'];

let temp: string;
const sites = new Map<string, string>();
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-hosts-'));
	// Servers started as root read the site as another user (Apache's nobody).
	await chmod(temp, 0o755);
	for (const base of BASES) {
		const dist = join(temp, base === '/' ? 'root' : 'sub', 'site', 'dist');
		const result = await run('npx', ['astro', 'build', '--outDir', dist], { CONTENT_DIR: SITE, SITE_URL: '', BASE_PATH: base, SEARCH_ENGINES: '' });
		expect(result.code, result.stderr).toBe(0);
		await plant(dist);
		// One and two levels above the served folder.
		await writeFile(join(dirname(dist), 'secret.txt'), SECRET);
		await writeFile(join(dirname(dirname(dist)), 'secret.txt'), SECRET);
		sites.set(base, dist);
	}
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe.each(HOSTS)('$name', (host) => {
	describe.each(BASES)('under the base path %s', (base) => {
		let server: RunningHost;
		let users: string;
		const dist = () => sites.get(base)!;
		beforeAll(async () => {
			server = await host.start({ dist: dist(), base, scratch: join(temp, `${host.name.replace(/\W+/g, '-')}${base.replace(/\W+/g, '-')}`) });
			users = `${base}v1/users/`;
		});
		afterAll(() => server?.stop());

		test.each(REFS)('returns the User as JSON with CORS and a cache policy for GET users/%s', async (ref, name) => {
			const response = await rawRequest(server.origin, `${users}${ref}`);
			expect(response.status).toBe(200);
			expect(response.headers['content-type']).toMatch(/^application\/json(;\s*charset=utf-8)?$/i);
			expect(response.headers['access-control-allow-origin']).toBe('*');
			expect(response.headers['cache-control']).toBe(API_CACHE_POLICY);
			expect(response.body).toBe(await readFile(join(dist(), 'v1/users', `${name}.json`), 'utf8'));
		});

		test.each(REFS)('answers HEAD users/%s like GET without a body', async (ref, name) => {
			const response = await rawRequest(server.origin, `${users}${ref}`, 'HEAD');
			expect(response.status).toBe(200);
			expect(response.headers['content-type']).toMatch(/^application\/json/i);
			expect(response.headers['access-control-allow-origin']).toBe('*');
			const length = response.headers['content-length'];
			if (length !== undefined) expect(Number(length)).toBe(Buffer.byteLength(await readFile(join(dist(), 'v1/users', `${name}.json`))));
			expect(response.body).toBe('');
		});

		test.each(UNKNOWN_REFS)('returns the JSON APIError with 404 and CORS for the unknown ref %s', async (ref) => {
			const response = await rawRequest(server.origin, `${users}${ref}`);
			expect(response.status).toBe(404);
			expect(response.headers['content-type']).toMatch(/^application\/json(;\s*charset=utf-8)?$/i);
			expect(response.headers['access-control-allow-origin']).toBe('*');
			expect(response.body).toBe(USER_NOT_FOUND_BODY);
		});

		test('answers HEAD for an unknown ref with 404 and no body', async () => {
			const response = await rawRequest(server.origin, `${users}nobody`, 'HEAD');
			expect(response.status).toBe(404);
			expect(response.headers['content-type']).toMatch(/^application\/json/i);
			expect(response.body).toBe('');
		});

		test('returns the HTML 404 page outside the API', async () => {
			const response = await rawRequest(server.origin, `${base}no-such-page/`);
			expect(response.status).toBe(404);
			expect(response.headers['content-type']).toMatch(/^text\/html/i);
			expect(response.body).toBe(await readFile(join(dist(), '404.html'), 'utf8'));
		});

		test('serves the pages', async () => {
			const response = await followRedirects(server.origin, `${base}@robin/`);
			expect(response.status).toBe(200);
			expect(response.headers['content-type']).toMatch(/^text\/html/i);
			expect(response.body).toBe(await readFile(join(dist(), '@robin/index.html'), 'utf8'));
		});

		test.each([
			['the API', 'v1/users/robin', 200],
			['an unknown user', 'v1/users/nobody', 404],
			['a page', '@robin/', 200],
			['a missing page', 'no-such-page/', 404],
		])('sends X-Content-Type-Options: nosniff on %s', async (_, path, status) => {
			const response = await rawRequest(server.origin, `${base}${path}`);
			expect([response.status, response.headers['x-content-type-options']]).toEqual([status, 'nosniff']);
		});

		test.each(Object.keys(PLANTED))('sends the file planted as v1/users/%s as it is, as JSON, never run', async (name) => {
			const response = await rawRequest(server.origin, `${users}${name}`);
			expect([response.status, response.headers['content-type'], response.headers['x-content-type-options'], response.body]).toEqual([
				200,
				expect.stringMatching(/^application\/json(;\s*charset=utf-8)?$/i),
				'nosniff',
				PLANTED[name],
			]);
		});

		test('redirects a profile asked for without its slash to its address with @, not %40', async () => {
			const response = await rawRequest(server.origin, `${base}@robin`);
			expect(response.status).toBeGreaterThanOrEqual(301);
			expect(response.status).toBeLessThanOrEqual(308);
			// Parsing keeps %40 as it is, so this tells /@robin/ from /%40robin/.
			expect(new URL(response.headers['location'] ?? '', server.origin).pathname).toBe(`${base}@robin/`);
		});

		test.each([
			['pronouns/they/them', 'pronouns/they/them/their/theirs/themself/'],
			['pronouns/they/them/', 'pronouns/they/them/their/theirs/themself/'],
			['pronouns/it/its', 'pronouns/it/it/its/its/itself/'],
		])('leads from the short pronoun address %s to %s', async (short, full) => {
			const response = await followRedirects(server.origin, `${base}${short}`);
			expect(response.status).toBe(200);
			expect(response.headers['content-type']).toMatch(/^text\/html/i);
			expect(response.body).toContain(`<meta http-equiv="refresh" content="0; url=${base}${full}">`);
			expect((await rawRequest(server.origin, `${base}${full}`)).status).toBe(200);
		});

		const deviations = DEVIATIONS[host.name] ?? {};
		test.each(BAD_REQUESTS.filter((path) => !deviations[path]))('never answers a user or a file outside the site for %s', async (path) => {
			const response = await followRedirects(server.origin, `${base}${path}`);
			expect(response.body).not.toContain(SECRET);
			expect(response.body).not.toContain('"id":');
			expect(response.status).not.toBe(200);
		});

		test.each(Object.entries(deviations))('still answers %s with a user (documented deviation: %s)', async (path) => {
			const response = await followRedirects(server.origin, `${base}${path}`);
			expect(response.body).not.toContain(SECRET);
			expect([response.status, JSON.parse(response.body)]).toMatchObject([200, { name: 'robin' }]);
		});
	});
});

describe('the careless Apache of these tests, without the build\'s .htaccess files', () => {
	// Proves the checks above can fail: this server runs every planted file.
	let server: RunningHost;
	beforeAll(async () => {
		const bare = join(temp, 'bare', 'dist');
		await cp(sites.get('/')!, bare, { recursive: true, filter: (source) => !source.endsWith('.htaccess') });
		server = await apacheSharedHost.start({ dist: bare, base: '/', scratch: join(temp, 'apache-bare') });
	});
	afterAll(() => server?.stop());

	test.each(['x.php', 'x.cgi', 'x.shtml'])('runs v1/users/%s', async (name) => {
		const response = await rawRequest(server.origin, `/v1/users/${name}`);
		expect(response.body).not.toBe(PLANTED[name]);
		expect(response.body).toMatch(/EXECUTED|x\.shtml/);
	});
});
