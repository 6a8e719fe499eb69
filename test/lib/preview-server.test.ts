import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiFiles, serializeUser } from '../../src/lib/api.ts';
import { createPreviewServer } from '../../src/lib/preview-server.ts';
import { makeUser } from '../helpers/users.ts';

const robin = makeUser({ name: 'robin', display_name: 'Robin' });
const ROBIN = serializeUser(robin);
const NOT_FOUND = '{"code":2001,"message":"User not found"}';

let dist: string;
beforeAll(async () => {
	dist = await mkdtemp(join(tmpdir(), 'staticnouns-preview-'));
	const files = new Map([...apiFiles([robin]), ['index.html', '<h1>Profiles</h1>'], ['404.html', '<h1>Not found</h1>'], ['about/index.html', '<h1>About</h1>'], ['style.css', 'body{}']]);
	for (const [path, body] of files) {
		await mkdir(dirname(join(dist, path)), { recursive: true });
		await writeFile(join(dist, path), body);
	}
	// A file outside the site that no request may reach.
	await writeFile(join(dist, '..', 'staticnouns-secret.txt'), 'secret');
});
afterAll(async () => {
	await rm(dist, { recursive: true, force: true });
	await rm(join(dist, '..', 'staticnouns-secret.txt'), { force: true });
});

async function serve(base?: string) {
	const server = createPreviewServer({ dir: dist, base });
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each([
	['at the root', undefined, ''],
	['under a base path', '/profiles', '/profiles'],
])('createPreviewServer %s', (_label, base, prefix) => {
	let origin: string;
	let close: () => Promise<unknown>;
	beforeAll(async () => ({ origin, close } = await serve(base)));
	afterAll(() => close());

	test.each(['robin', 'robin.json', 'd4gn7g3p38l77tn1edd0', 'd4gn7g3p38l77tn1edd0.json'])('returns the User as JSON with CORS for %s', async (ref) => {
		const response = await fetch(`${origin}${prefix}/v1/users/${ref}`);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
		expect(await response.text()).toBe(ROBIN);
	});

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
		expect(await response.text()).toBe(NOT_FOUND);
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
		expect([index.status, index.headers.get('content-type'), await index.text()]).toEqual([200, 'text/html; charset=utf-8', '<h1>Profiles</h1>']);
		const css = await fetch(`${origin}${prefix}/style.css`);
		expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
		const missing = await fetch(`${origin}${prefix}/nope`);
		expect([missing.status, missing.headers.get('content-type'), await missing.text()]).toEqual([404, 'text/html; charset=utf-8', '<h1>Not found</h1>']);
		expect(missing.headers.get('access-control-allow-origin')).toBeNull();
	});

	test('redirects a folder to its trailing-slash URL', async () => {
		const response = await fetch(`${origin}${prefix}/about`, { redirect: 'manual' });
		expect(response.status).toBe(301);
		expect(response.headers.get('location')).toBe(`${prefix}/about/`);
	});

	test('refuses methods other than GET and HEAD', async () => {
		const response = await fetch(`${origin}${prefix}/v1/users/robin`, { method: 'POST' });
		expect(response.status).toBe(405);
	});
});

describe('createPreviewServer under a base path', () => {
	test('answers 404 outside the base path', async () => {
		const { origin, close } = await serve('/profiles');
		const response = await fetch(`${origin}/v1/users/robin`);
		expect(response.status).toBe(404);
		await close();
	});
});

describe('createPreviewServer with raw paths', () => {
	test.each(['/v1/users/../../staticnouns-secret.txt', '/../staticnouns-secret.txt', '/v1/users/..\\..\\staticnouns-secret.txt', '/v1/users/./robin'])(
		'never serves a file outside the site for %s',
		async (path) => {
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
		},
	);
});
