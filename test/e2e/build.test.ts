/**
 * Builds fixture sites with the real `astro build` and checks every emitted
 * API file, determinism, the refusal of bad content, and the preview CLI.
 */
import { stripVTControlCharacters } from 'node:util';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	apiErrorJsonSchema,
	ccUserJsonSchema,
	userJsonSchema,
} from '../../src/authoring/json-schema.ts';
import { astro, cleanEnv, ROOT } from '../helpers/run.ts';
import { tree } from '../helpers/tree.ts';
import { countOutput } from '../../src/publish/output-size.ts';
import { outputLine } from '../../src/hosting/host-capacity.ts';
import { USER_NOT_FOUND_BODY } from '../helpers/http.ts';

const SITE = 'test/fixtures/build-site';

const astroBuild = (outDir: string, contentDir = SITE, env: Record<string, string> = {}) =>
	astro(['build', '--outDir', outDir], {
		CONTENT_DIR: contentDir,
		SITE_URL: '',
		BASE_PATH: '',
		SEARCH_ENGINES: '',
		SITE_LOCALE: '',
		SITE_LOCALES: '',
		...env,
	});

/**
 * Nothing hidden is left in `parent` after a build of `outDir` finished: the build removed what a
 * killed one left there before it ended. Only the old site it replaced may stay a moment longer:
 * a detached process deletes it after the build (replaceDir, removeOld: 'background'), so that
 * one is waited for.
 */
async function expectNoHiddenFolders(parent: string, outDir: string): Promise<void> {
	const hidden = async () => (await readdir(parent)).filter((name) => name.startsWith('.'));
	const old = new RegExp(`^\\.${outDir}-old-\\d+$`);
	expect((await hidden()).filter((name) => !old.test(name))).toEqual([]);
	await expect.poll(hidden, { timeout: 10_000, interval: 50 }).toEqual([]);
}

/**
 * HTML files outside the APIs (v1/404.html is the APIError, named for Cloudflare Pages; api/v1/
 * has the same) and the short links' redirect pages (s/).
 */
const isPage = (path: string) => path.endsWith('.html') && !/^(?:api\/)?v1\/|^s\//.test(path);

const EXPECTED_USERS = {
	robin: {
		id: 'd4gn7g3p38l77tn1edd0',
		name: 'robin',
		display_name: 'Robin Okafor 🌻',
		bio: 'Gardener & *bad* poet. <b>Hi</b> 🌱',
		avatar_urls: [],
		links: ['https://social.example.org/@robin', 'robin on the fediverse'],
		names: [
			{ name: 'Robin', status: 1 },
			{ name: 'Rob', status: 2 },
			{ name: 'Robbie', status: 4 },
			{ name: 'Roberta', status: 5 },
		],
		pronouns: [
			{ pronouns: 'they/them/their/theirs/themself', display_text: null, status: 1 },
			{ pronouns: 'she/her', display_text: 'she', status: 3 },
			{ pronouns: 'it/its', display_text: null, status: 2 },
		],
		fields: [
			{
				name: 'Describe me as',
				favourite: ['person', 'gardener'],
				okay: [],
				jokingly: [],
				friends_only: [],
				avoid: ['lady'],
			},
		],
	},
	sam: {
		id: 'd4rtqg6m0rqdolrcep5g',
		name: 'sam',
		display_name: null,
		bio: 'Sam\'s bio, with "quotes" and a tab\t.',
		avatar_urls: [],
		links: [],
		names: [
			{ name: 'Sam', status: 2 },
			{ name: 'Samuel', status: 5 },
		],
		pronouns: [{ pronouns: 'he/him', display_text: null, status: 4 }],
		fields: [],
	},
	kit: {
		id: 'd574dg3qf8mta91c2tpg',
		name: 'kit',
		display_name: null,
		bio: null,
		avatar_urls: ['https://cdn.example.org/kit.webp', 'https://cdn.example.org/kit.jpg'],
		links: [],
		names: [],
		pronouns: [],
		fields: [],
	},
	'404': {
		id: 'd5ib0g4umccon80fj3g0',
		name: '404',
		display_name: null,
		bio: null,
		avatar_urls: [],
		links: [],
		names: [{ name: 'Four-oh-four', status: 2 }],
		pronouns: [],
		fields: [],
	},
	d5thjg20avm69fl54s30: {
		id: 'd5thjg20avm69fl54s30',
		name: 'd5thjg20avm69fl54s30',
		display_name: null,
		bio: 'My name is my ID.',
		avatar_urls: [],
		links: [],
		names: [],
		pronouns: [],
		fields: [],
	},
};

describe('npm run build', () => {
	let temp: string;
	let first: string;
	beforeAll(async () => {
		temp = await mkdtemp(join(tmpdir(), 'staticnouns-build-'));
		first = join(temp, 'first');
		const result = await astroBuild(first);
		expect(result.stderr).not.toMatch(/error/i);
		// Nothing of Vite's own to worry a site's maintainer (editor/browser-crypto.ts).
		expect(result.stdout + result.stderr).not.toMatch(/\[WARN\] \[vite\]/);
		expect(result.code).toBe(0);
	});

	test('renders every injected page from the site the integration loaded (no content collection, no src/pages/)', async () => {
		const pages = Object.keys(await tree(first)).filter(isPage);
		for (const page of [
			'index.html',
			'@404/index.html',
			'@d5thjg20avm69fl54s30/index.html',
			'@kit/index.html',
			'@robin/index.html',
			'@sam/index.html',
			'pronouns/they/them/their/theirs/themself/index.html',
		])
			expect(pages).toContain(page);
		expect(
			await readFile(join(first, 'pronouns/they/them/their/theirs/themself/index.html'), 'utf8'),
		).toContain('href="/@robin/"');
		expect(await readFile(join(first, '@robin/index.html'), 'utf8')).toContain(
			'<title>Robin Okafor 🌻 (@robin) · Pronoun profiles</title>',
		);
		expect(await readFile(join(first, 'index.html'), 'utf8')).toMatch(
			/href="\/@robin\/"[^]*href="\/@sam\/"/,
		);
	});
	afterAll(() => rm(temp, { recursive: true, force: true }));

	/**
	 * One build under the base path /people with search engines welcome,
	 * made once for the tests that read it (the host files do not depend on
	 * search engines, the sitemap needs them).
	 */
	let people: Promise<string> | undefined;
	const underPeople = () =>
		(people ??= (async () => {
			const out = join(temp, 'people');
			const result = await astroBuild(out, SITE, {
				SEARCH_ENGINES: 'allow',
				SITE_URL: 'https://profiles.example.org',
				BASE_PATH: '/people',
			});
			expect(result.code, result.stderr).toBe(0);
			return out;
		})());

	test("writes exactly the API files: ID and name, with and without .json, each user's (empty) member list and member APIError, the APIErrors and their host copies", async () => {
		const files = Object.keys(await tree(join(first, 'v1'))).sort();
		const expected = Object.values(EXPECTED_USERS)
			.flatMap(({ id, name }) =>
				[...new Set([id, name])].flatMap((ref) => [
					`users/${ref}`,
					`users/${ref}.json`,
					`user-members/${ref}/index.json`,
					`user-members/${ref}/404.html`,
				]),
			)
			// 404.html for Cloudflare Pages' nearest-404 lookup, .htaccess for Apache, and the one empty
			// member list the servers' rules answer a known user's list with (host-layouts.ts).
			.concat(
				'no-members.json',
				'404.json',
				'404.html',
				'.htaccess',
				'members/404.json',
				'members/404.html',
				'members/.htaccess',
			)
			.sort();
		expect(files).toEqual(expected);
	});

	test("writes the same tree under api/v1/ in pronouns.cc's later shape, valid against its schema (issue 32)", async () => {
		expect(Object.keys(await tree(join(first, 'api/v1'))).sort()).toEqual(
			Object.keys(await tree(join(first, 'v1'))).sort(),
		);
		const validUser = new Ajv2020({ strict: true }).compile(ccUserJsonSchema());
		for (const [name, user] of Object.entries(EXPECTED_USERS)) {
			const body: unknown = JSON.parse(await readFile(join(first, 'api/v1/users', name), 'utf8'));
			expect(validUser(body), `${name}: ${JSON.stringify(validUser.errors)}`).toBe(true);
			expect(body).toMatchObject({ id: user.id, name });
		}
	});

	test.each(Object.entries(EXPECTED_USERS))(
		'writes the exact JSON of %s at all its paths',
		async (name, user) => {
			const body = await readFile(join(first, 'v1/users', `${name}.json`), 'utf8');
			expect(body).toBe(JSON.stringify(user));
			for (const path of [name, `${user.id}.json`, user.id]) {
				expect(await readFile(join(first, 'v1/users', path), 'utf8')).toBe(body);
			}
		},
	);

	test('writes the APIError document, and the same bytes where Cloudflare Pages looks for a 404', async () => {
		expect(await readFile(join(first, 'v1/404.json'), 'utf8')).toBe(USER_NOT_FOUND_BODY);
		expect(await readFile(join(first, 'v1/404.html'), 'utf8')).toBe(USER_NOT_FOUND_BODY);
	});

	test('writes the host files for the base path: _headers, _redirects and .htaccess', async () => {
		const out = await underPeople();
		expect(await readFile(join(out, '_headers'), 'utf8')).toBe(
			[
				'# Generated by `npm run build` from src/addresses/host-areas.ts; edit that, not this file.',
				'/people/v1/*',
				'  Content-Type: application/json; charset=utf-8',
				'  Access-Control-Allow-Origin: *',
				'  Cache-Control: public, max-age=60, must-revalidate',
				'/people/api/v1/*',
				'  Content-Type: application/json; charset=utf-8',
				'  Access-Control-Allow-Origin: *',
				'  Cache-Control: public, max-age=60, must-revalidate',
				'/people/*',
				'  X-Content-Type-Options: nosniff',
				'',
			].join('\n'),
		);
		expect(await readFile(join(out, '_redirects'), 'utf8')).toMatch(
			/\n\/people\/v1\/\* \/people\/v1\/404\.json 404\n\/people\/api\/v1\/members\/\* \/people\/api\/v1\/members\/404\.json 404\n\/people\/api\/v1\/\* \/people\/api\/v1\/404\.json 404\n\/people\/\* \/people\/404\.html 404\n$/,
		);
		expect(await readFile(join(out, 'v1/.htaccess'), 'utf8')).toContain(
			'\nErrorDocument 404 /people/v1/404.json\n',
		);
		expect(await readFile(join(out, '.htaccess'), 'utf8')).toContain(
			'\nErrorDocument 404 /people/404.html\n',
		);
	});

	test('emits only Users and an APIError valid against the JSON Schemas generated from the zod schemas', async () => {
		const ajv = new Ajv2020({ strict: true, formats: { uri: true } });
		const validUser = ajv.compile(userJsonSchema());
		const validError = ajv.compile(apiErrorJsonSchema());
		for (const file of await readdir(join(first, 'v1/users'))) {
			const user: unknown = JSON.parse(await readFile(join(first, 'v1/users', file), 'utf8'));
			expect(validUser(user), `${file}: ${JSON.stringify(validUser.errors)}`).toBe(true);
		}
		expect(validError(JSON.parse(await readFile(join(first, 'v1/404.json'), 'utf8')))).toBe(true);
		// The schema is not a rubber stamp: a 1001-emoji bio is refused, 1000 accepted.
		const robin = EXPECTED_USERS.robin;
		expect(validUser({ ...robin, bio: '😀'.repeat(1000) })).toBe(true);
		expect(validUser({ ...robin, bio: '😀'.repeat(1001) })).toBe(false);
		expect(validUser({ ...robin, extra: 1 })).toBe(false);
	});

	// Into a copy of the first build with a file of its own: one build shows both that the
	// output is the same bytes and that it replaces the folder whole. The second sets
	// `locale: 'en'` (SITE_LOCALE), the first leaves the option out: an English site's pages
	// are the same bytes either way (CHANGELOG: only their inline CSS changed, to logical
	// properties).
	test("builds the same bytes twice, the second with locale 'en', replacing dist/ whole, files of the last build included, leaving no staging folder, and printing a count of pages rather than each path", async () => {
		const second = join(temp, 'second');
		await cp(first, second, { recursive: true });
		await writeFile(join(second, 'left-over.html'), 'from an older build');
		const result = await astroBuild(second, SITE, { SITE_LOCALE: 'en' });
		expect(result.code).toBe(0);
		// CI=true makes Astro's logger colour its output: compare the text.
		const stdout = stripVTControlCharacters(result.stdout);
		expect(stdout).not.toContain('\u251C\u2500');
		expect(stdout).toMatch(/\[build\] \d+ pages written\n/);
		expect(await tree(second)).toEqual(await tree(first));
		await expectNoHiddenFolders(temp, 'second');
	});

	test('stops on bad content before writing, with every problem and no stack trace', async () => {
		const before = await tree(first);
		const result = await astroBuild(first, 'test/fixtures/sites/duplicate-id');
		expect(result.code).not.toBe(0);
		expect(result.stderr).toContain(
			'test/fixtures/sites/duplicate-id/users/blair.json:1: id: the ID "aaaaaaaaaaaaaaaaaaaa" is already used by test/fixtures/sites/duplicate-id/users/alex.md',
		);
		expect(result.stderr).toContain('1 problem in 1 file.');
		expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
		expect(await tree(first)).toEqual(before);
	});

	test("stops with a clear error and no stack trace when the finished build cannot take the output folder's place", async () => {
		const notAFolder = join(temp, 'not-a-folder');
		await writeFile(notAFolder, 'kept');
		const result = await astroBuild(notAFolder);
		expect(result.code).not.toBe(0);
		expect(result.stderr).toContain(
			`${notAFolder}: the finished build could not take its place (${notAFolder} is not a folder, so the built site cannot replace it): the output folder must be a folder that can be renamed (not a mount point), in a folder the build may write to.`,
		);
		expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
		expect(await readFile(notAFolder, 'utf8')).toBe('kept');
		expect((await readdir(temp)).filter((name) => name.startsWith('.'))).toEqual([]);
	});

	// The next build sets `locales: ['en']` (SITE_LOCALES): one language in the list form is the same
	// bytes as the first build's, file by file, as a site without the option (#42).
	test("leaves dist/ byte-identical when the build is killed midway, and the next build, with locales ['en'], clears what it left and makes the first build's bytes", async () => {
		const killed = join(temp, 'killed');
		await cp(first, killed, { recursive: true });
		const before = await tree(killed);
		const child = spawn('npx', ['astro', 'build', '--outDir', killed], {
			cwd: ROOT,
			detached: true,
			stdio: 'ignore',
			env: cleanEnv({ CONTENT_DIR: SITE, SITE_URL: '', BASE_PATH: '', SEARCH_ENGINES: '' }),
		});
		const closed = new Promise((resolve) => child.on('close', resolve));
		// Midway: the moment the build creates its staging folder. Watched, not
		// polled: the folder of a 5-profile site lives for a fraction of a second.
		const seen = await new Promise<string | undefined>((resolve) => {
			const watcher = watch(temp, (_event, name) => {
				if (!name?.startsWith('.killed-staging-')) return;
				watcher.close();
				resolve(name);
			});
			void closed.then(() => {
				watcher.close();
				resolve(undefined);
			});
		});
		process.kill(-child.pid!, 'SIGKILL');
		await closed;
		expect(seen).toBeDefined();
		expect(await tree(killed)).toEqual(before);
		expect((await astroBuild(killed, SITE, { SITE_LOCALES: 'en' })).code).toBe(0);
		await expectNoHiddenFolders(temp, 'killed');
		expect(await tree(killed)).toEqual(await tree(first));
	});

	test('stops on crafted files with one escaped line each and no stack trace, leaving dist/ as it was', async () => {
		const before = await tree(first);
		const result = await astroBuild(first, 'test/fixtures/hostile');
		expect(result.code).not.toBe(0);
		const report = result.stderr
			.split('\n')
			.filter((line) => line.startsWith('test/fixtures/hostile/'));
		expect(report).toHaveLength(10);
		expect(report).toContain(
			'test/fixtures/hostile/users/avatar-escape.md:4: avatar: must not contain control characters (invisible codes that terminals and pages act on), and U+001B is one: got "./a\\u001b[2J\\n::error::forged.png"; remove it',
		);
		expect(report).toContain(
			'test/fixtures/hostile/users/deep-json.json:1: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting',
		);
		expect(report).toContain(
			'test/fixtures/hostile/users/latin1.md:3: not valid UTF-8 (byte 47 / line 3); profiles are UTF-8 text: save the file as UTF-8',
		);
		expect(result.stderr).toContain('10 problems in 8 files.');
		expect(result.stdout + result.stderr).not.toMatch(/^\s+at |^::|\u202e/m);
		expect(await tree(first)).toEqual(before);
	});

	test('writes a page per profile and per pronoun set, the directory and the HTML 404', async () => {
		const pages = Object.keys(await tree(first))
			.filter(isPage)
			.sort();
		expect(pages).toEqual([
			'404.html',
			'@404/index.html',
			'@d5thjg20avm69fl54s30/index.html',
			'@kit/index.html',
			'@robin/index.html',
			'@sam/index.html',
			'directory/0-9/index.html',
			'directory/d/index.html',
			'directory/index.html',
			'directory/k/index.html',
			'directory/r/index.html',
			'directory/s/index.html',
			'edit/index.html',
			'index.html',
			// Sam's he/him is friends only and Robin's she/her jokingly: no page invites anyone to use
			// them.
			'pronouns/it/index.html',
			'pronouns/it/it/index.html',
			'pronouns/it/it/its/index.html',
			'pronouns/it/it/its/its/index.html',
			'pronouns/it/it/its/its/itself/index.html',
			'pronouns/it/its/index.html',
			'pronouns/they/index.html',
			'pronouns/they/their/index.html',
			'pronouns/they/them/index.html',
			'pronouns/they/them/their/index.html',
			'pronouns/they/them/their/theirs/index.html',
			'pronouns/they/them/their/theirs/themself/index.html',
			'search/index.html',
		]);
	});

	test('ships no script on any page but the search and editor pages, and keeps search engines out by default', async () => {
		const pages = Object.keys(await tree(first)).filter(isPage);
		for (const path of pages) {
			const html = await readFile(join(first, path), 'utf8');
			// The search page runs a script (its search box, no user text in it), the editor page its
			// own bundle and reads its settings from a JSON block (the site's options, no profile in
			// it); no other page has one.
			// A profile's page carries its JSON-LD Person, data no browser runs (views/head.ts): one
			// on each profile and member page, counted apart.
			const all = html.match(/<script[^>]*>/gi) ?? [];
			const scripts = all.filter((tag) => tag !== '<script type="application/ld+json">');
			expect(all.length - scripts.length, path).toBe(path.startsWith('@') ? 1 : 0);
			if (path === 'search/index.html') expect(scripts, path).toHaveLength(1);
			else if (path === 'edit/index.html')
				expect(scripts, path).toEqual([
					'<script type="application/json" id="editor-config">',
					expect.stringMatching(/^<script type="module" src="\/_astro\/[\w.-]+\.js">$/),
				]);
			else expect(scripts, path).toEqual([]);
			expect(html, path).toContain('<html lang="en">');
			expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
		}
		expect(await readFile(join(first, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
		await expect(readFile(join(first, 'sitemap.xml'))).rejects.toThrow(/ENOENT/);
	});

	test('fills the head of a profile page: description, canonical, OpenGraph, Twitter, JSON alternate', async () => {
		const html = await readFile(join(first, '@robin/index.html'), 'utf8');
		expect(html).toContain('<title>Robin Okafor 🌻 (@robin) · Pronoun profiles</title>');
		// Inside a quoted attribute only & and " need escaping; <b> there is inert text.
		expect(html).toContain(
			'<meta name="description" content="Gardener &amp; bad poet. <b>Hi</b> 🌱">',
		);
		// Without SITE_URL the site's address is the local preview's.
		expect(html).toContain('<link rel="canonical" href="http://localhost:4321/@robin/">');
		// A shared link names the pronouns Robin welcomes (views/pages.ts share).
		expect(html).toContain('<meta property="og:title" content="Robin Okafor 🌻 (they/them)">');
		expect(html).toContain('<meta name="twitter:card" content="summary">');
		expect(html).toContain(
			'<link rel="alternate" type="application/json" href="/v1/users/robin.json">',
		);
		const kit = await readFile(join(first, '@kit/index.html'), 'utf8');
		expect(kit).toContain('<meta property="og:image" content="https://cdn.example.org/kit.webp">');
		expect(kit).toContain('<img class="avatar u-photo" src="https://cdn.example.org/kit.webp"');
	});

	test('opts in to search engines with a sitemap, under a base path, with absolute addresses', async () => {
		const out = await underPeople();
		expect(await readFile(join(out, 'robots.txt'), 'utf8')).toBe(
			'User-agent: *\nAllow: /\n\nSitemap: https://profiles.example.org/people/sitemap.xml\n',
		);
		const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
		expect(sitemap).toContain('<loc>https://profiles.example.org/people/@robin/</loc>');
		expect(sitemap).toContain(
			'<loc>https://profiles.example.org/people/pronouns/they/them/their/theirs/themself/</loc>',
		);
		// Short addresses are redirects, not pages of their own.
		expect(sitemap).not.toContain('/pronouns/they/them/</loc>');
		expect(sitemap).toContain('<loc>https://profiles.example.org/people/@404/</loc>');
		expect(sitemap).not.toMatch(/people\/404/);
		const html = await readFile(join(out, '@robin/index.html'), 'utf8');
		expect(html).not.toContain('noindex');
		expect(html).toContain(
			'<link rel="canonical" href="https://profiles.example.org/people/@robin/">',
		);
		expect(html).toContain(
			'<meta property="og:url" content="https://profiles.example.org/people/@robin/">',
		);
		expect(html).toContain('href="/people/pronouns/they/them/their/theirs/themself/"');
		expect(html).toContain('href="/people/v1/users/robin.json"');
	});

	test("renders every page again when only an option changed: the options are part of the pages' code version, not their cacheKey", async () => {
		const env = {
			SITE_URL: 'https://profiles.example.org',
			STATICNOUNS_CACHE_DIR: join(temp, 'options-cache'),
		};
		const out = join(temp, 'options');
		const closed = await astroBuild(out, SITE, { ...env, SEARCH_ENGINES: '' });
		expect(closed.code).toBe(0);
		expect(await readFile(join(out, '@robin/index.html'), 'utf8')).toContain(
			'<meta name="robots" content="noindex, nofollow">',
		);
		// Same content, same route code, same output folder: only searchEngines differs.
		const open = await astroBuild(out, SITE, { ...env, SEARCH_ENGINES: 'allow' });
		expect(open.code).toBe(0);
		expect(open.stdout).not.toContain('unchanged since the last build');
		expect(await readFile(join(out, '@robin/index.html'), 'utf8')).not.toContain('noindex');
	});

	test('logs what it wrote as a walk of the output counts it, with files of public/ in folders of their own and empty folders (folders the site publishes are refused: public-files.ts)', async () => {
		const project = join(temp, 'public-files');
		const files = {
			'assets/readme.txt': 'beside the site',
			'assets/large/note.txt': 'x'.repeat(300_000),
			'extra/deep/file.txt': 'deep',
			'.well-known/security.txt': 'Contact: mailto:a@example.org',
		};
		for (const [path, body] of Object.entries(files)) {
			await mkdir(join(project, 'public', path, '..'), { recursive: true });
			await writeFile(join(project, 'public', path), body);
		}
		await mkdir(join(project, 'public/empty'), { recursive: true });
		await mkdir(join(project, 'public/assets/empty'), { recursive: true });
		const config = join(project, 'astro.config.mjs');
		await writeFile(
			config,
			[
				`import staticnouns from ${JSON.stringify(join(ROOT, 'src/integration/index.ts'))};`,
				`export default { root: ${JSON.stringify(ROOT)}, publicDir: ${JSON.stringify(join(project, 'public'))}, integrations: [staticnouns()] };`,
			].join('\n'),
		);
		const out = join(project, 'dist');
		// Astro joins --config to the root.
		const result = await astro(['build', '--config', relative(ROOT, config), '--outDir', out], {
			CONTENT_DIR: SITE,
			SITE_URL: '',
			BASE_PATH: '',
			SEARCH_ENGINES: '',
			STATICNOUNS_CACHE_DIR: join(project, 'cache'),
		});
		expect(result.code, result.stdout + result.stderr).toBe(0);
		expect(await readFile(join(out, 'assets/readme.txt'), 'utf8')).toBe(files['assets/readme.txt']);
		const count = countOutput(out);
		expect(count.largestFile?.path).toBe('assets/large/note.txt');
		expect(stripVTControlCharacters(result.stdout)).toContain(
			`[staticnouns] ${outputLine(count)}\n`,
		);
	});

	describe('a rebuild takes the pages the published site holds unchanged from there', () => {
		let content: string;
		let out: string;
		const cache = () => join(temp, 'reuse-cache');
		// With the sitemap, which must list the pages taken from the published site too.
		const site = { SITE_URL: 'https://profiles.example.org', SEARCH_ENGINES: 'allow' };
		const rebuild = async (env: Record<string, string> = {}) => {
			const result = await astroBuild(out, content, {
				...site,
				STATICNOUNS_CACHE_DIR: cache(),
				...env,
			});
			expect(result.code).toBe(0);
			return stripVTControlCharacters(result.stdout);
		};
		/** The same content built with no cache and no published site. */
		let cleanBuilds = 0;
		const clean = async () => {
			const dir = join(temp, `reuse-clean-${++cleanBuilds}`);
			const result = await astroBuild(dir, content, {
				...site,
				STATICNOUNS_CACHE_DIR: `${dir}-cache`,
			});
			expect(result.code).toBe(0);
			return tree(dir);
		};
		/** Pages taken from the published site, and pages Astro rendered (the build's log). */
		const kept = (stdout: string) =>
			Number(/(\d+) pages? unchanged since the last build/.exec(stdout)?.[1] ?? 0);
		const rendered = (stdout: string) =>
			Number(/\[build\] (\d+) pages? written\n/.exec(stdout)?.[1] ?? 0);
		/** Every page of the site, and those without a cacheKey (home, search, editor, 404). */
		let allPages: number;
		let unkeyed: number;
		const inode = async (path: string) => (await stat(join(out, path))).ino;

		beforeAll(async () => {
			content = join(temp, 'reuse-content');
			out = join(temp, 'reuse');
			await cp(SITE, content, { recursive: true });
			const first = await rebuild();
			expect(kept(first)).toBe(0);
			allPages = rendered(first);
			const second = await rebuild();
			unkeyed = rendered(second);
			expect(unkeyed).toBe(4);
			expect(kept(second)).toBe(allPages - unkeyed);
		});

		test('after one profile changed, renders the pages that show it only, links the others from the published site, and writes the same bytes as a clean build', async () => {
			const robin = join(content, 'users/robin.md');
			await writeFile(
				robin,
				(await readFile(robin, 'utf8')).replace('bad* poet.', 'bad* poet. Changed.'),
			);
			const before = {
				robin: await inode('@robin/index.html'),
				kit: await inode('@kit/index.html'),
			};
			const stdout = await rebuild();
			expect(kept(stdout) + rendered(stdout)).toBe(allPages);
			expect(rendered(stdout)).toBeGreaterThan(unkeyed);
			expect(await readFile(join(out, '@robin/index.html'), 'utf8')).toContain('Changed.');
			expect(await inode('@robin/index.html')).not.toBe(before.robin);
			expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).toContain(
				'<loc>https://profiles.example.org/@kit/</loc>',
			);
			// Linked, not copied: the very file the last build published.
			expect(await inode('@kit/index.html')).toBe(before.kit);
			expect(await tree(out)).toEqual(await clean());
		});

		test('logs the files it wrote, counted from what it wrote and linked, as a walk of the output counts them', async () => {
			const stdout = await rebuild();
			expect(kept(stdout)).toBe(allPages - unkeyed);
			expect(stdout).toContain(`[staticnouns] ${outputLine(countOutput(out))}\n`);
		});

		test("takes a member's page from the published site unless the member or their user changed", async () => {
			const members = join(temp, 'reuse-members');
			await cp('test/fixtures/member-statuses', members, { recursive: true });
			const dir = join(temp, 'reuse-members-out');
			const env = { ...site, STATICNOUNS_CACHE_DIR: `${dir}-cache` };
			expect((await astroBuild(dir, members, env)).code).toBe(0);
			const bo = join(members, 'users/kit/members/bo.md');
			await writeFile(bo, `${await readFile(bo, 'utf8')}\nChanged.\n`);
			const page = async (path: string) => (await stat(join(dir, path))).ino;
			const pages = ['@kit/bo', '@kit', '@kit/al', '@kit/eve', '@dee'].map(
				(path) => `${path}/index.html`,
			);
			const before = await Promise.all(pages.map(page));
			const result = await astroBuild(dir, members, env);
			expect(result.code).toBe(0);
			const after = await Promise.all(pages.map(page));
			// bo's page and kit's (which lists bo) rendered; the other members' and users' kept.
			expect(after.map((ino, at) => ino === before[at])).toEqual([false, false, true, true, true]);
			const cleanDir = join(temp, 'reuse-members-clean');
			const clean = await astroBuild(cleanDir, members, {
				...site,
				STATICNOUNS_CACHE_DIR: `${cleanDir}-cache`,
			});
			expect(clean.code).toBe(0);
			expect(await tree(dir)).toEqual(await tree(cleanDir));
		});

		test('renders a published page again when it was edited since, even to the same size', async () => {
			await rebuild();
			const page = join(out, '@kit/index.html');
			const html = await readFile(page, 'utf8');
			await rm(page);
			await writeFile(page, html.replace('<h1', '<h2'));
			const stdout = await rebuild();
			expect(rendered(stdout)).toBe(unkeyed + 1);
			expect(await readFile(page, 'utf8')).toBe(html);
			expect(await tree(out)).toEqual(await clean());
		});

		test('on a fresh CI runner, with the same secret and dist/ and caches restored as copies, takes every page from the restored dist/; without the secret, none', async () => {
			const secret = { STATICNOUNS_CACHE_KEY: 'k9Xq2vL7pR4sT8wY1zB5nC3mF6hJ0dG+aE=' };
			const runner = (name: string) => ({ STATICNOUNS_KEY_DIR: join(temp, `runner-${name}`) });
			expect((await rebuild({ ...secret, ...runner('1') })).length).toBeGreaterThan(0);
			// What actions/cache gives the next run: the same bytes, in new files.
			const restored = join(temp, 'reuse-restored');
			await cp(out, restored, { recursive: true });
			await cp(cache(), `${restored}-cache`, { recursive: true });
			const next = async (env: Record<string, string>) => {
				const result = await astroBuild(restored, content, {
					...site,
					STATICNOUNS_CACHE_DIR: `${restored}-cache`,
					...env,
				});
				expect(result.code).toBe(0);
				return kept(stripVTControlCharacters(result.stdout));
			};
			expect(await next({ ...secret, ...runner('2') })).toBe(allPages - unkeyed);
			expect(await tree(restored)).toEqual(await tree(out));
			expect(await next(runner('3'))).toBe(0);
		});

		test('stops when the secret is too short to be a key, leaving dist/ as it was', async () => {
			const before = await tree(out);
			const result = await astroBuild(out, content, {
				...site,
				STATICNOUNS_CACHE_DIR: cache(),
				STATICNOUNS_CACHE_KEY: 'x'.repeat(31),
			});
			expect(result.code).not.toBe(0);
			expect(result.stderr).toContain('STATICNOUNS_CACHE_KEY holds 31 bytes, too few to be a key');
			expect(await tree(out)).toEqual(before);
		});

		test("uses no list that this machine's key did not seal: another key's, or one edited to vouch for an edited page", async () => {
			const other = { STATICNOUNS_KEY_DIR: join(temp, 'other-key') };
			// Sealed under another key: none of this machine's lists is used, so nothing is kept.
			expect(kept(await rebuild(other))).toBe(0);
			expect(kept(await rebuild())).toBe(0);
			expect(kept(await rebuild())).toBe(allPages - unkeyed);
			// A page edited, and the list edited to give its new digest: the seal no longer matches.
			const page = join(out, '@kit/index.html');
			const forged = (await readFile(page, 'utf8')).replace('<h1', '<h2');
			await rm(page);
			await writeFile(page, forged);
			const list = join(cache(), 'site-files.json');
			const [seal, body] = (await readFile(list, 'utf8')).split('\n');
			// Its rows: pathname, key, digest.
			const parsed = JSON.parse(body!) as { pages: string[] };
			const row = parsed.pages.indexOf('/@kit');
			expect(row % 3).toBe(0);
			parsed.pages[row + 2] = createHash('sha256').update(forged).digest('base64url');
			await writeFile(list, `${seal}\n${JSON.stringify(parsed)}`);
			expect(kept(await rebuild())).toBe(0);
			expect(await readFile(page, 'utf8')).not.toBe(forged);
			expect(await tree(out)).toEqual(await clean());
		});
	});

	test('refuses to opt in to search engines without a site address', async () => {
		const result = await astroBuild(join(temp, 'no-site'), SITE, { SEARCH_ENGINES: 'allow' });
		expect(result.code).not.toBe(0);
		expect(result.stderr).toContain('set SITE_URL');
	});

	describe('a user whose five members mark a set with the five statuses, and a user named as one of them', () => {
		let out: string;
		const page = (path: string) => readFile(join(out, path), 'utf8');
		/** The profile and member links in a part of a page, in order: `kit`, `kit/eve`. */
		const personLinks = (html: string) =>
			[...html.matchAll(/href="\/@([\w/]+)\/"/g)].map((match) => match[1]);
		const MEMBERS = ['al', 'bo', 'cal', 'dee', 'eve'];
		beforeAll(async () => {
			out = join(temp, 'member-statuses');
			const forge = {
				GITHUB_ACTIONS: 'true',
				GITHUB_SERVER_URL: 'https://forge.example',
				GITHUB_REPOSITORY: 'org/site',
				GITHUB_REF_NAME: 'main',
			};
			const result = await astroBuild(out, 'test/fixtures/member-statuses', {
				SITE_URL: 'https://profiles.example.org',
				SEARCH_ENGINES: 'allow',
				...forge,
			});
			expect(result.code, result.stderr).toBe(0);
		});

		test("writes a page per member under its user's, and pronoun pages for the sets a member alone welcomes", async () => {
			const pages = Object.keys(await tree(out))
				.filter(isPage)
				.filter((path) => !path.startsWith('pronouns/') || path.split('/').length === 7)
				.sort();
			expect(pages).toEqual([
				'404.html',
				'@dee/index.html',
				...MEMBERS.map((name) => `@kit/${name}/index.html`),
				'@kit/index.html',
				'directory/d/index.html',
				'directory/index.html',
				'directory/k/index.html',
				'edit/index.html',
				'index.html',
				'pronouns/he/him/his/his/himself/index.html',
				'pronouns/they/them/their/theirs/themself/index.html',
				'pronouns/xe/xem/xyr/xyrs/xemself/index.html',
				'search/index.html',
			]);
			expect(await page('pronouns/xe/xem/index.html')).toContain(
				'<meta http-equiv="refresh" content="0; url=/pronouns/xe/xem/xyr/xyrs/xemself/">',
			);
		});

		test('lists users only in the directory', async () => {
			const html = await page('index.html');
			expect(personLinks(html.slice(html.indexOf('<main')))).toEqual(['dee', 'kit']);
		});

		test.each(MEMBERS)(
			'gives the member %s a page with no script, its head and edit link, and a link back to its user',
			async (name) => {
				const html = await page(`@kit/${name}/index.html`);
				const id = `d700000000000000000${MEMBERS.length - MEMBERS.indexOf(name)}`;
				// No script but the JSON-LD Person, data no browser runs.
				expect(html.match(/<script[^>]*>/gi)).toEqual(['<script type="application/ld+json">']);
				expect(html).toMatch(/Member of <a href="\/@kit\/"[^>]*>Kit \(@kit\)<\/a>/);
				expect(html).toMatch(/<title>[^<]+ \(@kit\/[a-z]+\) · Pronoun profiles<\/title>/);
				expect(html).toContain(
					`<link rel="canonical" href="https://profiles.example.org/@kit/${name}/">`,
				);
				expect(html).toContain(
					`<meta property="og:url" content="https://profiles.example.org/@kit/${name}/">`,
				);
				expect(html).toContain(
					`<link rel="alternate" type="application/json" href="/v1/members/${id}.json">`,
				);
				const file = name === 'eve' ? 'eve/index.md' : `${name}.md`;
				expect(html).toContain(
					`href="https://forge.example/org/site/edit/main/test/fixtures/member-statuses/users/kit/members/${file}"`,
				);
			},
		);

		test("lists the members on their user's page by name, with avatar or initial and favourite else okay pronouns", async () => {
			const html = await page('@kit/index.html');
			const members = html.slice(
				html.indexOf('>Members</h2>'),
				html.indexOf('</section>', html.indexOf('>Members</h2>')),
			);
			expect(personLinks(members)).toEqual(MEMBERS.map((name) => `kit/${name}`));
			const cards = Object.fromEntries(
				[...members.matchAll(/href="\/@kit\/(\w+)\/".*?<\/a>/gs)].map((match) => [
					match[1],
					[match[0].includes('<picture>'), match[0].includes('he/him')],
				]),
			);
			expect(cards).toEqual({
				al: [false, false],
				bo: [false, false],
				cal: [false, false],
				dee: [false, true],
				eve: [true, true],
			});
			expect(await page('@dee/index.html')).not.toContain('>Members</h2>');
		});

		test("lists on the set's page the favourite member first, marked, then the okay user and member, and no one else", async () => {
			const html = await page('pronouns/he/him/his/his/himself/index.html');
			const usedBy = html.slice(html.indexOf('>Used by</h2>'));
			expect(personLinks(usedBy)).toEqual(['kit/eve', 'dee', 'kit/dee']);
			const items = usedBy.match(/<li[ >].*?<\/li>/gs)!;
			expect(
				items.map((item) => [item.includes('Favourite'), item.includes('member of Kit')]),
			).toEqual([
				[true, true],
				[false, false],
				[false, true],
			]);
			expect(items[0]).toContain('@kit/eve, member of Kit</span>');
		});

		test("names no member's jokingly, friends-only or avoided pronouns on any page but its own", async () => {
			for (const path of Object.keys(await tree(out)).filter(isPage)) {
				const html = await page(path);
				for (const name of ['cal', 'bo', 'al']) {
					if (path === `@kit/${name}/index.html`) continue;
					if (path.startsWith('pronouns/'))
						expect(personLinks(html), path).not.toContain(`kit/${name}`);
					const items = (html.match(/<li[ >].*?<\/li>/gs) ?? []).filter((item) =>
						item.includes(`href="/@kit/${name}/"`),
					);
					expect(
						items.filter((item) => item.includes('he/him')),
						`${path} about ${name}`,
					).toEqual([]);
				}
			}
		});

		test('puts the member pages in the sitemap', async () => {
			const sitemap = await page('sitemap.xml');
			for (const name of MEMBERS)
				expect(sitemap).toContain(`<loc>https://profiles.example.org/@kit/${name}/</loc>`);
		});
	});

	describe('a set marked with each of the five statuses by five people', () => {
		let out: string;
		const page = (path: string) => readFile(join(out, path), 'utf8');
		/** The profile links in a part of a page, in order. */
		const profileLinks = (html: string) =>
			[...html.matchAll(/href="\/@(\w+)\/"/g)].map((match) => match[1]);
		beforeAll(async () => {
			out = join(temp, 'five-statuses');
			const result = await astroBuild(out, 'test/fixtures/five-statuses');
			expect(result.code, result.stderr).toBe(0);
		});

		test("lists on the set's page the favourite person first, marked, then the okay one, and no one else", async () => {
			const html = await page('pronouns/he/him/his/his/himself/index.html');
			const usedBy = html.slice(html.indexOf('>Used by</h2>'));
			expect(profileLinks(usedBy)).toEqual(['eve', 'dee']);
			expect(usedBy.match(/<li[ >].*?<\/li>/gs)!.map((item) => item.includes('Favourite'))).toEqual(
				[true, false],
			);
		});

		test("makes no other pronoun page than the set's and its short addresses", async () => {
			const pages = Object.keys(await tree(join(out, 'pronouns'))).sort();
			expect(pages).toEqual([
				'he/him/his/his/himself/index.html',
				'he/him/his/his/index.html',
				'he/him/his/index.html',
				'he/him/index.html',
				'he/his/index.html',
				'he/index.html',
			]);
			expect(await page('pronouns/he/him/index.html')).toContain(
				'<meta http-equiv="refresh" content="0; url=/pronouns/he/him/his/his/himself/">',
			);
		});

		test('shows the pronouns in the directory for the favourite and okay person only', async () => {
			const html = await page('index.html');
			const cards = Object.fromEntries(
				[...html.matchAll(/href="\/@(\w+)\/".*?<\/a>/gs)].map((match) => [
					match[1],
					match[0].includes('he/him'),
				]),
			);
			expect(cards).toEqual({ al: false, bo: false, cal: false, dee: true, eve: true });
		});

		test.each([
			['eve', true],
			['dee', true],
			['cal', false],
			['bo', false],
			['al', false],
		])(
			'shows he/him on the profile of %s, linked to its page and named at the top: %s',
			async (name, welcomed) => {
				const html = await page(`@${name}/index.html`);
				expect(html).toContain('he/him');
				expect(html.includes('href="/pronouns/he/him/his/his/himself/"')).toBe(welcomed);
				const top = html.slice(html.indexOf('<h1'), html.indexOf('</header>', html.indexOf('<h1')));
				expect(top.includes('he/him')).toBe(welcomed);
			},
		);

		test("names no one's jokingly, friends-only or avoided pronouns on any page but their own profile", async () => {
			const pages = Object.keys(await tree(out)).filter(isPage);
			expect(pages.length).toBeGreaterThan(10);
			for (const path of pages) {
				const html = await page(path);
				for (const name of ['cal', 'bo', 'al']) {
					if (path === `@${name}/index.html`) continue;
					// A pronoun page names the set: linking the person there is the invitation.
					if (path.startsWith('pronouns/')) expect(profileLinks(html), path).not.toContain(name);
					const items = html.match(/<li[ >].*?<\/li>/gs) ?? [];
					const about = items.filter((item) => item.includes(`href="/@${name}/"`));
					expect(
						about.filter((item) => item.includes('he/him')),
						`${path} about ${name}`,
					).toEqual([]);
				}
			}
		});
	});

	describe('npm run preview', () => {
		let server: ChildProcess;
		let origin: string;
		beforeAll(async () => {
			const port = await freePort();
			origin = `http://127.0.0.1:${port}`;
			server = spawn(
				'npm',
				['run', 'preview', '--', '--port', String(port), '--host', '127.0.0.1', '--dir', first],
				{ cwd: ROOT, env: cleanEnv(), detached: true },
			);
			await new Promise<void>((resolve, reject) => {
				server.stdout?.on(
					'data',
					(chunk: Buffer) => chunk.toString().includes('Serving') && resolve(),
				);
				server.on('exit', (code) => reject(new Error(`preview exited with ${code}`)));
			});
		});
		// npm does not pass the signal on to the server: stop the whole group.
		afterAll(() => {
			if (server.pid) process.kill(-server.pid, 'SIGTERM');
		});

		test.each(Object.entries(EXPECTED_USERS))(
			'answers GET {base_url}/users/{ref} for %s by name and by ID',
			async (name, user) => {
				for (const ref of [name, user.id, `${name}.json`, `${user.id}.json`]) {
					const response = await fetch(`${origin}/v1/users/${ref}`);
					expect(response.status).toBe(200);
					expect(response.headers.get('content-type')).toMatch(/^application\/json/);
					expect(await response.json()).toEqual(user);
				}
			},
		);

		test.each(['aaaaaaaaaaaaaaaaaaaa', 'nobody', 'ROBIN', 'not a valid ref!'])(
			'answers 404 with the APIError for %j',
			async (ref) => {
				const response = await fetch(`${origin}/v1/users/${encodeURIComponent(ref)}`);
				expect(response.status).toBe(404);
				expect(response.headers.get('content-type')).toMatch(/^application\/json/);
				expect(await response.json()).toEqual(JSON.parse(USER_NOT_FOUND_BODY));
			},
		);
	});
});

function freePort(): Promise<number> {
	return new Promise((resolve) => {
		const probe = createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number };
			probe.close(() => resolve(port));
		});
	});
}
