/**
 * `astro dev` serves the API and avatars as the build publishes them, pages
 * from the site as it changes, and content problems in the browser's error
 * overlay; one invalid profile takes out only its own answers.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, USER_NOT_FOUND_BODY } from '../helpers/http.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-dev-'));
	await cp(join(ROOT, 'test/fixtures/build-site'), join(temp, 'content'), { recursive: true });
});
afterAll(() => rm(temp, { recursive: true, force: true }));

/**
 * robin's page once it includes `text` (the dev server reloads a change after a moment), or as it
 * is after 10 s.
 */
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
			env: cleanEnv({
				CONTENT_DIR: join(temp, 'content'),
				STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
				SITE_URL: '',
				BASE_PATH: '',
			}),
			detached: true,
			stdio: 'ignore',
		});
		try {
			let page: Response | undefined;
			for (let tries = 0; tries < 120 && !page; tries++) {
				page = await fetch(`${origin}/@robin/`, { headers: { Accept: 'text/html' } }).catch(
					() => undefined,
				);
				if (!page) await new Promise((resolve) => setTimeout(resolve, 500));
			}
			const html = await page!.text();
			// In dev, Astro marks elements of a component with scoped styles by an attribute.
			const jsonLink = /href="([^"]+)" type="application\/json"[^>]*>This profile as JSON/.exec(
				html,
			)?.[1];
			expect(jsonLink).toBe('/v1/users/robin.json');
			const json = await fetch(`${origin}${jsonLink}`);
			expect([
				json.status,
				json.headers.get('content-type'),
				json.headers.get('access-control-allow-origin'),
			]).toEqual([200, 'application/json; charset=utf-8', '*']);
			expect((await json.json()).name).toBe('robin');
			const unknown = await fetch(`${origin}/v1/users/nobody`);
			expect([unknown.status, await unknown.text()]).toEqual([404, USER_NOT_FOUND_BODY]);
			// pronouns.cc's later shape at its own paths (issue 32), in dev as in a build.
			const cc = await fetch(`${origin}/api/v1/users/robin`);
			expect([cc.status, cc.headers.get('content-type')]).toEqual([
				200,
				'application/json; charset=utf-8',
			]);
			expect(await cc.json()).toMatchObject({
				name: 'robin',
				names: expect.arrayContaining([{ value: 'Robin', status: 'favourite' }]),
				custom_preferences: {},
			});
			// Short links lead to the profile in dev too.
			const short = await fetch(
				`${origin}/s/${(await (await fetch(`${origin}/api/v1/users/robin`)).json()).sid}/`,
			);
			expect([short.status, await short.text()]).toEqual([
				200,
				expect.stringContaining('<meta http-equiv="refresh" content="0; url=/@robin/">'),
			]);
			const ccMembers = await fetch(`${origin}/api/v1/users/nobody/members`);
			expect([ccMembers.status, await ccMembers.text()]).toEqual([404, USER_NOT_FOUND_BODY]);

			// Pages read the site the dev server loaded after the save (dev-server.ts): an edit shows on
			// the next request.
			const robin = join(temp, 'content/users/robin.md');
			const text = await readFile(robin, 'utf8');
			await writeFile(
				robin,
				text.replace('display_name: Robin Okafor', 'display_name: Robin Edited'),
			);
			const edited = await robinPageOnceItHas(origin, 'Robin Edited');
			expect(edited).toContain('<title>Robin Edited 🌻 (@robin) · Pronoun profiles</title>');

			await writeFile(robin, text.replace('display_name:', 'display_nam:'));
			const overlay = await robinPageOnceItHas(origin, 'ErrorOverlay');
			expect(overlay).toContain('ErrorOverlay');
			expect(overlay).toContain('unknown key \\"display_nam\\"; did you mean \\"display_name\\"?');
			expect(overlay).toMatch(
				/"loc":\{"file":"[^"]*\/content\/users\/robin\.md","line":3,"column":1\}/,
			);

			// One invalid profile affects only that file's answers, which say why as JSON (issue 23
			// point 7).
			const brokenApi = await fetch(`${origin}/v1/users/robin`);
			expect([brokenApi.status, brokenApi.headers.get('content-type')]).toEqual([
				500,
				'application/json; charset=utf-8',
			]);
			expect(((await brokenApi.json()) as { message: string }).message).toContain(
				'unknown key "display_nam"',
			);
			const brokenCc = await fetch(`${origin}/api/v1/users/robin`);
			expect(brokenCc.status).toBe(500);
			const sam = await fetch(`${origin}/v1/users/sam`);
			expect([sam.status, ((await sam.json()) as { name: string }).name]).toEqual([200, 'sam']);
			const samPage = await fetch(`${origin}/@sam/`, { headers: { Accept: 'text/html' } });
			expect(samPage.status).toBe(200);
			expect(await samPage.text()).not.toContain('ErrorOverlay');

			// A page fetched without Accept: text/html (curl, a test) is not the stale version (issue 23
			// point 7).
			await writeFile(
				robin,
				text.replace('display_name: Robin Okafor', 'display_name: Robin Fresh'),
			);
			await new Promise((resolve) => setTimeout(resolve, 300));
			const plain = await fetch(`${origin}/@robin/`);
			expect(plain.status).toBe(200);
			expect(await plain.text()).toContain('Robin Fresh');
		} finally {
			if (child.pid) process.kill(-child.pid, 'SIGTERM');
		}
	});
});
