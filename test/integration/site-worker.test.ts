/**
 * The build's second thread (site-worker.ts), run for real on small sites:
 * it hands over what the build on one thread did, and writes the same bytes.
 */
import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatReport } from '../../src/content/issues.ts';
import { everyProfile, loadSite } from '../../src/content/site.ts';
import { pageUsersOf } from '../../src/integration/page-users.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { contentFiles } from '../../src/integration/site-outputs.ts';
import {
	OVERLAP_MAX_USERS,
	startSiteWorker,
	writeContentFiles,
	type SiteWork,
} from '../../src/integration/site-worker.ts';
import { fileDigest } from '../../src/publish/site-files.ts';
import { writeDevSite } from '../../src/integration/dev-server.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { ROOT } from '../helpers/run.ts';

const SITE = 'https://profiles.example.org';
const OPTIONS = { base: '/', searchEngines: false, search: true, jsonCopies: true };

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-site-worker-'));
	await cp(join(ROOT, 'test/fixtures/build-site'), join(temp, 'content'), { recursive: true });
	await cp(
		join(ROOT, 'test/fixtures/sites/duplicate-id'),
		join(temp, 'broken', 'duplicate-id', 'content'),
		{ recursive: true },
	);
});
afterAll(() => rm(temp, { recursive: true, force: true }));

function work(
	contentDir: string,
	dir: string,
	reuse?: SiteWork['files']['reuse'],
	overlapMaxUsers = OVERLAP_MAX_USERS,
): SiteWork {
	return {
		cwd: temp,
		contentDir,
		publicDir: join(temp, 'public'),
		parseCacheDir: join(temp, 'cache', 'profiles'),
		site: SITE,
		base: '/',
		limits: DEFAULT_LIMITS,
		overlapMaxUsers,
		files: { dir, options: OPTIONS, reuse },
	};
}

function logger() {
	const lines: string[] = [];
	return {
		lines,
		info: (message: string) => lines.push(`info: ${message}`),
		warn: (message: string) => lines.push(`warn: ${message}`),
	};
}

describe('startSiteWorker', () => {
	test('hands over the users the pages would get on one thread, then writes the same files, byte for byte', async () => {
		const content = join(temp, 'content');
		const dir = join(temp, 'files-1');
		const thread = startSiteWorker(work(content, dir), logger());
		const loaded = await thread.loaded;
		const site = await loadSite(content, { cwd: temp, site: SITE, base: '/' });
		expect(loaded).toEqual({
			ok: true,
			pageUsers: pageUsersOf(siteModelOf(site.profiles, '/')),
			avatars: everyProfile(site.profiles).flatMap((profile) =>
				profile.localAvatar ? [profile.localAvatar] : [],
			),
			userCount: site.profiles.length,
		});
		const written = (await thread.written)!;
		const expected = [
			...contentFiles(siteModelOf(site.profiles, '/'), { ...OPTIONS, site: new URL(SITE) }),
		];
		expect(expected.length).toBeGreaterThan(20);
		for (const [path, body] of expected) expect(await readFile(join(dir, path), 'utf8')).toBe(body);
		expect(written.digests).toEqual(
			new Map(expected.map(([path, body]) => [path, fileDigest(body)])),
		);
		expect(written.sizes.get('v1/404.json')).toBe(
			Buffer.byteLength(expected.find(([path]) => path === 'v1/404.json')![1]),
		);
		expect({ written: written.written, linked: written.linked }).toEqual({
			written: expected.length,
			linked: 0,
		});
	});

	test('links what the published site holds with the same bytes, writes what it holds otherwise, and says what the parse cache spared', async () => {
		const content = join(temp, 'content');
		const published = join(temp, 'files-published');
		const first = (await startSiteWorker(work(content, published), logger()).written)!;
		// The published copy of one file no longer holds what the list says it does.
		await writeFile(join(published, 'v1/404.json'), '{"forged":true}');
		const log = logger();
		const dir = join(temp, 'files-2');
		const thread = startSiteWorker(work(content, dir, { published, previous: first.digests }), log);
		const written = (await thread.written)!;
		expect(written.linked).toBeGreaterThan(20);
		expect(written.written).toBeGreaterThanOrEqual(1);
		expect(written.written + written.linked).toBe(first.written);
		expect(await readFile(join(dir, 'v1/404.json'), 'utf8')).not.toContain('forged');
		expect((await stat(join(dir, 'v1/404.json'))).ino).not.toBe(
			(await stat(join(published, 'v1/404.json'))).ino,
		);
		expect((await stat(join(dir, 'robots.txt')).catch(() => undefined))?.ino).toBeUndefined();
		expect((await stat(join(dir, 'search-index/index.json'))).ino).toBe(
			(await stat(join(published, 'search-index/index.json'))).ino,
		);
		expect(log.lines).toContainEqual(
			expect.stringMatching(/^info: \d+ profiles validated by earlier builds, 0 validated now$/),
		);
	});

	test("above overlapMaxUsers, writes nothing and leaves the files to the main thread, which writes the same from the pages' users", async () => {
		const content = join(temp, 'content');
		const beside = (await startSiteWorker(work(content, join(temp, 'files-beside')), logger())
			.written)!;
		const users = (await loadSite(content, { cwd: temp, site: SITE, base: '/' })).profiles.length;
		const dir = join(temp, 'files-main');
		const thread = startSiteWorker(work(content, dir, undefined, users - 1), logger());
		const loaded = await thread.loaded;
		expect(await thread.written).toBeNull();
		expect(existsSync(dir)).toBe(false);
		const main = writeContentFiles(loaded.ok ? loaded.pageUsers : [], work(content, dir));
		expect(main).toEqual(beside);
		// At exactly overlapMaxUsers, the writer writes.
		const at = startSiteWorker(work(content, join(temp, 'files-at'), undefined, users), logger());
		expect(await at.written).toEqual(beside);
	});

	test("the thread, a big site's main thread and astro dev make the same files from the same site: unlisted members, short IDs, rich profiles and edit sources", async () => {
		// The build site and the rich one (an unlisted member, flags, an avatar) in one project.
		const root = join(temp, 'one-path');
		const content = join(root, 'content');
		await cp(join(temp, 'content'), content, { recursive: true });
		await cp(join(ROOT, 'test/fixtures/rich-site/users'), join(content, 'users'), {
			recursive: true,
		});
		const editSources = { cwd: root, maxBytes: DEFAULT_LIMITS.fileBytes };
		const given = (dir: string, overlapMaxUsers?: number): SiteWork => {
			const base = work(content, dir, undefined, overlapMaxUsers);
			return {
				...base,
				cwd: root,
				files: { ...base.files, options: { ...OPTIONS, editSources } },
			};
		};
		const beside = join(temp, 'one-path-thread');
		const thread = (await startSiteWorker(given(beside), logger()).written)!;
		const big = startSiteWorker(given(join(temp, 'unused'), 0), logger());
		const loaded = await big.loaded;
		expect(await big.written).toBeNull();
		const main = join(temp, 'one-path-main');
		expect(writeContentFiles(loaded.ok ? loaded.pageUsers : [], given(main))).toEqual(thread);
		const dev = join(temp, 'one-path-dev');
		const saved = process.env['CONTENT_DIR'];
		delete process.env['CONTENT_DIR'];
		try {
			await writeDevSite({
				root,
				site: new URL(SITE),
				base: '/',
				dir: dev,
				jsonCopies: true,
				search: true,
				searchEngines: false,
				editSources: true,
				publicDir: join(root, 'public'),
			});
		} finally {
			if (saved !== undefined) process.env['CONTENT_DIR'] = saved;
		}
		const files = [...thread.digests.keys()].sort();
		// What the pieces are made of: the unlisted member, rich and short-ID files, the editor's.
		expect(files).toEqual(
			expect.arrayContaining([
				'api/v1/user-members/alex/index.json',
				'api/v1/user-members/alex/wren',
				'edit/source/users/alex.json',
				'edit/source/members/d5thjg20avm69fl54s60.json',
				expect.stringMatching(/^s\//),
			]),
		);
		for (const path of files) {
			const body = await readFile(join(beside, path), 'utf8');
			expect([path, await readFile(join(main, path), 'utf8')]).toEqual([path, body]);
			expect([path, await readFile(join(dev, path), 'utf8')]).toEqual([path, body]);
		}
		// The unlisted member has its own address and is left out of the list.
		const listed = JSON.parse(
			await readFile(join(beside, 'api/v1/user-members/alex/index.json'), 'utf8'),
		);
		expect(listed.map((member: { name: string }) => member.name)).toEqual(['sol']);
		// Dev adds only what the build writes later: robots.txt and the avatars.
		const devFiles = (await readdir(dev, { recursive: true, withFileTypes: true }))
			.filter((entry) => entry.isFile())
			.map((entry) => relative(dev, join(entry.parentPath, entry.name)).split(sep).join('/'));
		expect(devFiles.filter((path) => !thread.digests.has(path)).sort()).toEqual(
			expect.arrayContaining(['robots.txt']),
		);
		for (const path of devFiles.filter((path) => !thread.digests.has(path)))
			expect(path).toMatch(/^(robots\.txt|media\/.+)$/);
	});

	test('gives the report of a site with problems, the one check gives, and writes nothing', async () => {
		const content = join(temp, 'broken', 'duplicate-id', 'content');
		const dir = join(temp, 'files-broken');
		const thread = startSiteWorker(work(content, dir), logger());
		const site = await loadSite(content, { cwd: temp, site: SITE, base: '/' });
		expect(site.issues.length).toBeGreaterThan(0);
		// The same report, but for the fresh ID each report suggests.
		const fresh = (report: string) => report.replace(/id: [0-9a-v]{20}$/m, 'id: <fresh>');
		const loaded = await thread.loaded;
		expect(loaded.ok).toBe(false);
		expect(fresh(!loaded.ok ? loaded.report : '')).toBe(fresh(formatReport(site.issues)));
		await expect(thread.written).rejects.toThrow('the site has problems; nothing was written');
		expect(existsSync(dir)).toBe(false);
	});

	test('stops on host code or a shadowing file in public/, the rule check applies, and writes nothing', async () => {
		const { mkdir } = await import('node:fs/promises');
		const project = join(temp, 'public-hostile');
		await cp(join(temp, 'content'), join(project, 'content'), { recursive: true });
		await mkdir(join(project, 'public/assets'), { recursive: true });
		await writeFile(join(project, 'public/assets/.htaccess'), 'Options +ExecCGI\n');
		await writeFile(join(project, 'public/_worker.js'), 'export default {}');
		const dir = join(temp, 'files-public');
		const thread = startSiteWorker(
			{ ...work(join(project, 'content'), dir), cwd: project, publicDir: join(project, 'public') },
			logger(),
		);
		const loaded = await thread.loaded;
		expect(loaded.ok ? '' : loaded.report).toMatch(
			/^public\/_worker\.js: Cloudflare Pages runs a _worker\.js.*\npublic\/assets\/\.htaccess: Apache reads a \.htaccess file.*\n2 problems in 2 files\.$/,
		);
		await expect(thread.written).rejects.toThrow('the site has problems; nothing was written');
		expect(existsSync(dir)).toBe(false);
	});

	test("says once, and builds each shape's own member folders, when GitLab Pages' 64 KiB of _redirects cannot take a line per name and ID of each user with members; shares them when it can", async () => {
		const { mkdir } = await import('node:fs/promises');
		/** `count` users named with 40 characters, each with one member. */
		const pluralSite = async (count: number) => {
			const content = join(temp, `plural-${count}`, 'content');
			for (let at = 0; at < count; at++) {
				const ref = (letter: string) => `${letter}${at.toString(32).padStart(19, '0')}`;
				const folder = join(content, 'users', `u${String(at).padStart(39, '0')}`);
				await mkdir(join(folder, 'members'), { recursive: true });
				await writeFile(join(folder, 'index.md'), `---\nid: ${ref('d')}\n---\n`);
				await writeFile(join(folder, 'members', 'mo.md'), `---\nid: ${ref('e')}\n---\n`);
			}
			return content;
		};
		const build = async (count: number) => {
			const dir = join(temp, `plural-${count}`, 'files');
			const log = logger();
			const options = { ...OPTIONS, jsonCopies: false, hosts: ['gitlab-pages' as const] };
			const thread = startSiteWorker(
				{ ...work(await pluralSite(count), dir), files: { dir, options, reuse: undefined } },
				log,
			);
			await thread.written;
			const user = `u${'0'.repeat(39)}`;
			return {
				warnings: log.lines.filter((line) => line.startsWith('warn: ')),
				own: existsSync(join(dir, 'api/v1/user-members', user, 'index.json')),
				shared: existsSync(join(dir, 'v1/user-members', user, 'c/index.json')),
			};
		};
		expect(await build(10)).toEqual({ warnings: [], own: false, shared: true });
		const past = await build(300);
		expect([past.own, past.shared]).toEqual([true, false]);
		expect(past.warnings).toEqual([
			expect.stringMatching(
				/^warn: GitLab Pages \(GitLab\.com\) takes at most 65,536 bytes in _redirects \(https:\/\/docs\.gitlab\.com\/\S+\); these need 7\d,\d{3} \(one per name and ID of each user with listed members\), so api\/v1\/ keeps its own member lists and 404 documents for every user/,
			),
		]);
	});
});
