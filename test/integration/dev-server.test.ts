/**
 * `astro dev` serves the API and avatars as the build publishes them, and
 * shows content problems in the browser's error overlay.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentError, writeDevSite } from '../../src/integration/dev-server.ts';
import { freePort, USER_NOT_FOUND_BODY } from '../helpers/http.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-dev-'));
	await cp(join(ROOT, 'test/fixtures/build-site'), join(temp, 'content'), { recursive: true });
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('contentError', () => {
	test('returns the report, pointing the overlay at the first problem\'s file and line, without a stack', () => {
		const error = contentError([{ file: 'content/users/robin.md', line: 6, path: 'names[0].nme', message: 'unknown key "nme"; did you mean "name"?' }], '/site');
		expect(error.message).toBe('Invalid profiles:\ncontent/users/robin.md:6: names[0].nme: unknown key "nme"; did you mean "name"?\n1 problem in 1 file.');
		expect(error.stack).toBe(error.message);
		expect(error.loc).toEqual({ file: '/site/content/users/robin.md', line: 6, column: 1 });
	});
});

describe('writeDevSite', () => {
	test('writes the API, host files and avatars the build publishes, under the base path', async () => {
		const dir = join(temp, 'dev-site');
		// The example profiles: kit has a local avatar.
		const env = { CONTENT_DIR: 'test/fixtures/examples', STATICNOUNS_CACHE_DIR: join(temp, 'cache') };
		const saved = { ...process.env };
		Object.assign(process.env, env);
		try {
			expect(await writeDevSite({ root: ROOT, site: new URL('http://localhost:4321'), base: '/profiles/', dir })).toMatchObject({ issues: [], entries: [{ id: 'ash' }, { id: 'kit' }, { id: 'mo' }, { id: 'robin' }, { id: 'sam' }] });
		} finally {
			process.env = saved;
		}
		const files = await readdir(dir, { recursive: true });
		expect(files).toEqual(expect.arrayContaining(['_headers', '_redirects', 'v1/users/robin', 'v1/users/robin.json', 'v1/404.json']));
		const { avatar_urls } = JSON.parse(await readFile(join(dir, 'v1/users/kit.json'), 'utf8'));
		expect(avatar_urls).toHaveLength(2);
		for (const url of avatar_urls) {
			expect(url).toMatch(/^http:\/\/localhost:4321\/profiles\/media\/users\/[0-9a-v]{20}\/[0-9a-f]+\.(webp|jpg)$/);
			expect(files).toContain(url.slice('http://localhost:4321/profiles/'.length));
		}
		// kit's member juniper: its API files, and its own avatar published as kit's is.
		const juniper = JSON.parse(await readFile(join(dir, 'v1/user-members/kit/juniper'), 'utf8'));
		expect([juniper.name, juniper.user.name, await readFile(join(dir, `v1/members/${juniper.id}`), 'utf8')]).toEqual(['juniper', 'kit', JSON.stringify(juniper)]);
		expect(juniper.avatar_urls).toHaveLength(2);
		for (const url of juniper.avatar_urls) expect(files).toContain(url.slice('http://localhost:4321/profiles/'.length));
	});
});

/** robin's page once it includes `text` (the dev server reloads a change after a moment), or as it is after 10 s. */
async function robinPageOnceItHas(origin: string, text: string): Promise<string> {
	let page = '';
	for (let tries = 0; tries < 40 && !page.includes(text); tries++) {
		await new Promise((resolve) => setTimeout(resolve, 250));
		page = await (await fetch(`${origin}/@robin/`, { headers: { Accept: 'text/html' } })).text();
	}
	return page;
}

describe('astro dev', () => {
	test('serves the API like the preview, pages from the site as it changes, and the error overlay while content is invalid', async () => {
		const port = await freePort();
		const origin = `http://127.0.0.1:${port}`;
		const child = spawn('npx', ['astro', 'dev', '--port', String(port), '--host', '127.0.0.1'], {
			cwd: ROOT,
			env: cleanEnv({ CONTENT_DIR: join(temp, 'content'), STATICNOUNS_CACHE_DIR: join(temp, 'cache'), SITE_URL: '', BASE_PATH: '' }),
			detached: true,
			stdio: 'ignore',
		});
		try {
			let page: Response | undefined;
			for (let tries = 0; tries < 120 && !page; tries++) {
				page = await fetch(`${origin}/@robin/`, { headers: { Accept: 'text/html' } }).catch(() => undefined);
				if (!page) await new Promise((resolve) => setTimeout(resolve, 500));
			}
			const html = await page!.text();
			// In dev, Astro marks elements of a component with scoped styles by an attribute.
			const jsonLink = /href="([^"]+)" type="application\/json"[^>]*>This profile as JSON/.exec(html)?.[1];
			expect(jsonLink).toBe('/v1/users/robin.json');
			const json = await fetch(`${origin}${jsonLink}`);
			expect([json.status, json.headers.get('content-type'), json.headers.get('access-control-allow-origin')]).toEqual([200, 'application/json; charset=utf-8', '*']);
			expect((await json.json()).name).toBe('robin');
			const unknown = await fetch(`${origin}/v1/users/nobody`);
			expect([unknown.status, await unknown.text()]).toEqual([404, USER_NOT_FOUND_BODY]);

			// Pages read the site the dev server loaded after the save (dev-server.ts): an edit shows on the next request.
			const robin = join(temp, 'content/users/robin.md');
			const text = await readFile(robin, 'utf8');
			await writeFile(robin, text.replace('display_name: Robin Okafor', 'display_name: Robin Edited'));
			const edited = await robinPageOnceItHas(origin, 'Robin Edited');
			expect(edited).toContain('<title>Robin Edited 🌻 (@robin) · Pronoun profiles</title>');

			await writeFile(robin, text.replace('display_name:', 'display_nam:'));
			const overlay = await robinPageOnceItHas(origin, 'ErrorOverlay');
			expect(overlay).toContain('ErrorOverlay');
			expect(overlay).toContain('unknown key \\"display_nam\\"; did you mean \\"display_name\\"?');
			expect(overlay).toMatch(/"loc":\{"file":"[^"]*\/content\/users\/robin\.md","line":3,"column":1\}/);

			// One invalid profile affects only that file's answers, which say why as JSON (issue 23 point 7).
			const brokenApi = await fetch(`${origin}/v1/users/robin`);
			expect([brokenApi.status, brokenApi.headers.get('content-type')]).toEqual([500, 'application/json; charset=utf-8']);
			expect(((await brokenApi.json()) as { message: string }).message).toContain('unknown key "display_nam"');
			const sam = await fetch(`${origin}/v1/users/sam`);
			expect([sam.status, ((await sam.json()) as { name: string }).name]).toEqual([200, 'sam']);
			const samPage = await fetch(`${origin}/@sam/`, { headers: { Accept: 'text/html' } });
			expect(samPage.status).toBe(200);
			expect(await samPage.text()).not.toContain('ErrorOverlay');

			// A page fetched without Accept: text/html (curl, a test) is not the stale version (issue 23 point 7).
			await writeFile(robin, text.replace('display_name: Robin Okafor', 'display_name: Robin Fresh'));
			await new Promise((resolve) => setTimeout(resolve, 300));
			const plain = await fetch(`${origin}/@robin/`);
			expect(plain.status).toBe(200);
			expect(await plain.text()).toContain('Robin Fresh');
		} finally {
			if (child.pid) process.kill(-child.pid, 'SIGTERM');
		}
	});
});
