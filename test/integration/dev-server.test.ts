/**
 * What `astro dev` serves besides the pages: the API and avatars as the
 * build publishes them, and content problems for the browser's error
 * overlay (test/e2e/dev-server.test.ts runs the dev server itself).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentError, servedPrefixes, writeDevSite } from '../../src/integration/dev-server.ts';
import { ROOT } from '../helpers/run.ts';
import { tree } from '../helpers/tree.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-dev-'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('contentError', () => {
	test("returns the report, pointing the overlay at the first problem's file and line, without a stack", () => {
		const error = contentError(
			[
				{
					file: 'content/users/robin.md',
					line: 6,
					path: 'names[0].nme',
					message: 'unknown key "nme"; did you mean "name"?',
				},
			],
			'/site',
		);
		expect(error.message).toBe(
			'Invalid profiles:\ncontent/users/robin.md:6: names[0].nme: unknown key "nme"; did you mean "name"?\n1 problem in 1 file.',
		);
		expect(error.stack).toBe(error.message);
		expect(error.loc).toEqual({ file: '/site/content/users/robin.md', line: 6, column: 1 });
	});
});

describe('servedPrefixes', () => {
	test.each([
		[undefined, ['/p/v1/', '/p/api/v1/', '/p/s/', '/p/media/']],
		[true, ['/p/v1/', '/p/api/v1/', '/p/s/', '/p/media/']],
		// api/v1/ goes on to Astro, which answers it with the site's 404 page.
		[false, ['/p/v1/', '/p/s/', '/p/media/']],
	])('with pronounsCcApi %s, serves %o from the generated files', (pronounsCcApi, prefixes) => {
		expect(servedPrefixes({ base: '/p/', pronounsCcApi })).toEqual(prefixes);
	});
});

describe('writeDevSite', () => {
	test('writes the API, host files and avatars the build publishes, under the base path', async () => {
		const dir = join(temp, 'dev-site');
		// The example profiles: kit has a local avatar.
		const env = {
			CONTENT_DIR: 'test/fixtures/examples',
			STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
		};
		const saved = { ...process.env };
		Object.assign(process.env, env);
		try {
			expect(
				await writeDevSite({
					root: ROOT,
					site: new URL('http://localhost:4321'),
					base: '/profiles/',
					dir,
				}),
			).toMatchObject({
				issues: [],
				users: [{ id: 'ash' }, { id: 'kit' }, { id: 'mo' }, { id: 'robin' }, { id: 'sam' }],
			});
		} finally {
			process.env = saved;
		}
		const files = await readdir(dir, { recursive: true });
		expect(files).toEqual(
			expect.arrayContaining([
				'_headers',
				'_redirects',
				'v1/users/robin',
				'v1/users/robin.json',
				'v1/404.json',
			]),
		);
		const { avatar_urls } = JSON.parse(await readFile(join(dir, 'v1/users/kit.json'), 'utf8'));
		expect(avatar_urls).toHaveLength(2);
		for (const url of avatar_urls) {
			expect(url).toMatch(
				/^http:\/\/localhost:4321\/profiles\/media\/users\/[0-9a-v]{20}\/[0-9a-f]+\.(webp|jpg)$/,
			);
			expect(files).toContain(url.slice('http://localhost:4321/profiles/'.length));
		}
		// kit's member juniper: its API files, and its own avatar published as kit's is.
		const juniper = JSON.parse(await readFile(join(dir, 'v1/user-members/kit/juniper'), 'utf8'));
		expect([
			juniper.name,
			juniper.user.name,
			await readFile(join(dir, `v1/members/${juniper.id}`), 'utf8'),
		]).toEqual(['juniper', 'kit', JSON.stringify(juniper)]);
		expect(juniper.avatar_urls).toHaveLength(2);
		for (const url of juniper.avatar_urls)
			expect(files).toContain(url.slice('http://localhost:4321/profiles/'.length));
	});

	test('with pronounsCcApi false, writes nothing under api/v1/ and v1/ as with it on', async () => {
		const saved = { ...process.env };
		Object.assign(process.env, {
			CONTENT_DIR: 'test/fixtures/examples',
			STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
		});
		const written: Record<string, string>[] = [];
		try {
			for (const pronounsCcApi of [true, false]) {
				const dir = join(temp, `dev-site-cc-${pronounsCcApi}`);
				const load = await writeDevSite({
					root: ROOT,
					site: undefined,
					base: '/',
					dir,
					pronounsCcApi,
				});
				expect(load.issues).toEqual([]);
				written.push(await tree(dir));
			}
		} finally {
			process.env = saved;
		}
		const [on, off] = written as [Record<string, string>, Record<string, string>];
		const within = (files: Record<string, string>, prefix: string) =>
			Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(prefix)));
		expect(Object.keys(within(on, 'api/v1/users/')).length).toBeGreaterThan(0);
		expect(within(off, 'api/')).toEqual({});
		// The library flags' images are where api/v1's flag hashes lead: none without it.
		expect(Object.keys(within(on, 'media/flags/')).length).toBeGreaterThan(0);
		expect(within(off, 'media/flags/')).toEqual({});
		expect(Object.keys(within(off, 'v1/')).length).toBeGreaterThan(0);
		expect(within(off, 'v1/')).toEqual(within(on, 'v1/'));
	});
});
