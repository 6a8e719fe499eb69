/**
 * The one site function (site/check-site.ts), differentially: a corpus of
 * sites, every site rule's refusing case among them, goes through
 * `staticnouns check` and through the build's thread entry
 * (site-worker.ts `check`, in this process; one case on a real thread),
 * and both give the same verdict with the same report, byte for byte.
 */
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	check as buildCheck,
	startSiteWorker,
	type Loaded,
	type Message,
	type SiteWork,
} from '../../src/integration/site-worker.ts';
import { checkSite } from '../../src/site/check-site.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { cli } from '../helpers/cli.ts';
import { ROOT } from '../helpers/run.ts';

const SITE = 'https://profiles.example.org';
const FIXTURES = join(ROOT, 'test/fixtures');

/** A site of the corpus: its content, and what else makes it refused. */
interface Case {
	name: string;
	content: string;
	/** Astro's `site` in the project's config; left out, none set. */
	site?: string | undefined;
	/** Added to the project before it is checked (public/ links, long names). */
	prepare?: (dir: string) => Promise<void>;
}

let temp: string;
let corpus: Case[];
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-check-site-'));
	const sites = await readdir(join(FIXTURES, 'sites'));
	corpus = [
		...sites.map((name) => ({ name, content: join(FIXTURES, 'sites', name), site: SITE })),
		{ name: 'hostile', content: join(FIXTURES, 'hostile'), site: SITE },
		{ name: 'yaml-mistakes', content: join(FIXTURES, 'yaml-mistakes'), site: SITE },
		{ name: 'valid', content: join(FIXTURES, 'build-site'), site: SITE },
		{ name: 'local avatar, no site address', content: join(FIXTURES, 'examples') },
		{ name: 'local avatar, site address', content: join(FIXTURES, 'examples'), site: SITE },
		{
			name: 'public/ link',
			content: join(FIXTURES, 'build-site'),
			site: SITE,
			prepare: async (dir) => {
				await mkdir(join(dir, 'public/docs'), { recursive: true });
				await symlink('/etc/hostname', join(dir, 'public/docs/leak.txt'));
			},
		},
		{
			name: 'public/ link beside a content problem',
			content: join(FIXTURES, 'sites/duplicate-id'),
			site: SITE,
			prepare: async (dir) => {
				await mkdir(join(dir, 'public'), { recursive: true });
				await symlink('/etc/hostname', join(dir, 'public/leak.txt'));
			},
		},
	];
});
afterAll(() => rm(temp, { recursive: true, force: true }));

/** A project of the case: its content/, the config that sets its address, what it prepares. */
async function project(one: Case, index: number): Promise<string> {
	const dir = join(temp, String(index));
	await cp(one.content, join(dir, 'content'), { recursive: true });
	await writeFile(
		join(dir, 'astro.config.mjs'),
		`export default ${JSON.stringify(one.site ? { site: one.site } : {})};\n`,
	);
	await one.prepare?.(dir);
	return dir;
}

function work(dir: string, site: string | undefined): SiteWork {
	return {
		cwd: dir,
		contentDir: join(dir, 'content'),
		publicDir: join(dir, 'public'),
		parseCacheDir: join(dir, 'cache/profiles'),
		site,
		base: '/',
		limits: DEFAULT_LIMITS,
		overlapMaxUsers: 1,
		files: {
			dir: join(dir, 'files'),
			options: { base: '/', searchEngines: false, jsonCopies: true },
		},
	};
}

/** What the build's thread hands over first: the site, or the report the build stops with. */
async function buildVerdict(dir: string, site: string | undefined): Promise<Loaded> {
	const posted: Message[] = [];
	await buildCheck(work(dir, site), (message) => posted.push(message));
	const loaded = posted.find((message) => message.kind === 'loaded');
	if (loaded?.kind !== 'loaded') throw new Error('the thread posted no verdict');
	return loaded.loaded;
}

/** Each report suggests a fresh ID of its own: the rest must be the same. */
const fresh = (report: string) => report.replace(/id: [0-9a-v]{20}$/gm, 'id: <fresh>');

describe('check and the build decide alike', () => {
	test('every site of the corpus: the same verdict, the same report', async () => {
		const verdicts: Record<string, string> = {};
		for (const [index, one] of corpus.entries()) {
			const dir = await project(one, index);
			const checked = await cli(['check'], { cwd: dir });
			// Warm (the parse cache the first check wrote): the same report and exit code, to the byte.
			const warm = await cli(['check'], { cwd: dir });
			expect([one.name, warm.code, fresh(warm.stdout), fresh(warm.stderr)]).toEqual([
				one.name,
				checked.code,
				fresh(checked.stdout),
				fresh(checked.stderr),
			]);
			const built = await buildVerdict(dir, one.site);
			verdicts[one.name] = built.ok ? 'built' : 'refused';
			if (built.ok) {
				expect([one.name, checked.code]).toEqual([one.name, 0]);
			} else {
				expect([one.name, checked.code]).toEqual([one.name, 1]);
				// check prints the link warnings first, then the report the build stops with.
				expect(fresh(checked.stderr).endsWith(`${fresh(built.report)}\n`)).toBe(true);
			}
		}
		// Every rule's refusing case is in the corpus: content, public/, the site's address.
		expect(verdicts).toMatchObject({
			valid: 'built',
			'local avatar, site address': 'built',
			'local avatar, no site address': 'refused',
			'public/ link': 'refused',
			'public/ link beside a content problem': 'refused',
			'output-path-collision': 'refused',
			'duplicate-id': 'refused',
			hostile: 'refused',
			'yaml-mistakes': 'refused',
		});
		expect(
			Object.values(verdicts).filter((verdict) => verdict === 'refused').length,
		).toBeGreaterThan(15);
	});

	test("a check after a build takes every file from the build's parse cache", async () => {
		const dir = await project(
			corpus.find((one) => one.name === 'valid')!,
			101,
		);
		expect((await buildVerdict(dir, SITE)).ok).toBe(true);
		// The build after a code change records no lstat, the next does (parse-cache.ts), of files
		// not written this second (RACY_MS).
		await new Promise((resolve) => setTimeout(resolve, 1100));
		expect((await buildVerdict(dir, SITE)).ok).toBe(true);
		const file = join(dir, 'cache/profiles/profiles.json');
		const built = await stat(file);
		const checked = await cli(['check'], {
			cwd: dir,
			env: { STATICNOUNS_CACHE_DIR: join(dir, 'cache') },
		});
		expect(checked).toEqual({ code: 0, stdout: '5 profiles are valid.\n', stderr: '' });
		// A miss would have rewritten it (parse-cache.ts save): every file was a hit.
		expect((await stat(file)).mtimeMs).toBe(built.mtimeMs);
		expect(await readdir(join(dir, 'cache'), { recursive: true })).toEqual([
			'profiles',
			'profiles/profiles.json',
		]);
	});

	test('the build on its real thread stops with the report check prints', async () => {
		const index = corpus.findIndex((one) => one.name === 'public/ link beside a content problem');
		const dir = await project(corpus[index]!, 100);
		const thread = startSiteWorker(work(dir, SITE), { info: () => {}, warn: () => {} });
		const loaded = await thread.loaded;
		await expect(thread.written).rejects.toThrow('nothing was written');
		const checked = await cli(['check'], { cwd: dir });
		expect(loaded.ok).toBe(false);
		expect(fresh(checked.stderr)).toBe(`${fresh(loaded.ok ? '' : loaded.report)}\n`);
		expect(loaded.ok ? '' : loaded.report).toContain('public/leak.txt: is a symbolic link;');
	});
});

describe('checkSite', () => {
	test('reports a rule of the whole site once the files are valid: local avatars need the site address', async () => {
		const dir = await project(
			corpus.find((one) => one.name === 'local avatar, no site address')!,
			200,
		);
		const input = { contentDir: join(dir, 'content'), cwd: dir, base: '/', limits: DEFAULT_LIMITS };
		const site = await checkSite(input);
		expect(site.issues).toEqual([]);
		expect(site.report).toMatch(
			/^content\/users\/[^:]+: avatar: avatar_urls must be absolute addresses, and the site's address is not set: set SITE_URL/,
		);
		expect((await checkSite({ ...input, site: SITE })).report).toBeUndefined();
	});

	test('with keepValid (astro dev), keeps the valid profiles beside a broken one, and the change rules stay out without a review', async () => {
		const dir = await project(
			corpus.find((one) => one.name === 'duplicate-id')!,
			201,
		);
		const site = await checkSite({
			contentDir: join(dir, 'content'),
			cwd: dir,
			site: SITE,
			base: '/',
			limits: DEFAULT_LIMITS,
			keepValid: true,
		});
		expect(site.issues.length).toBeGreaterThan(0);
		expect(site.issues.every((issue) => issue.file !== '.github/CODEOWNERS')).toBe(true);
		expect(site.added).toBeUndefined();
		expect(site.report).toMatch(/problems? in \d+ files?\.$/);
	});

	test("the parse cache serves every language and wording: it keeps valid files only, and a file with problems is said in the site's words each time", async () => {
		const dir = await project(
			corpus.find((one) => one.name === 'valid')!,
			202,
		);
		await writeFile(join(dir, 'content/users/broken.md'), '---\nid: 1\n---\n');
		const input = {
			contentDir: join(dir, 'content'),
			cwd: dir,
			site: SITE,
			base: '/',
			limits: DEFAULT_LIMITS,
			locale: 'en',
			parseCacheDir: join(dir, 'cache/profiles'),
		};
		const first = await checkSite(input);
		expect(first.cache).toEqual({ hits: 0, misses: 6 });
		const second = await checkSite(input);
		// The five valid files from the cache; the broken one validated again.
		expect(second.cache).toEqual({ hits: 5, misses: 1 });
		expect(second.report).toBe(first.report);
		await mkdir(join(dir, 'src/content/i18n'), { recursive: true });
		await writeFile(
			join(dir, 'src/content/i18n/en.json'),
			JSON.stringify({ 'site.title': 'Our collective' }),
		);
		expect((await checkSite(input)).cache).toEqual({ hits: 5, misses: 1 });
		// German, warm: the broken file's problem in German, as a cold German check says it.
		const german = await checkSite({ ...input, locale: 'de' });
		expect(german.cache).toEqual({ hits: 5, misses: 1 });
		const cold = await checkSite({ ...input, locale: 'de', parseCacheDir: undefined });
		expect(german.report).toBe(cold.report);
		expect(german.report).not.toBe(first.report);
	});
});
