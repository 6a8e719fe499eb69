/**
 * The benchmark's smoke test: its generator at N = 50, a real build and the
 * plain-Node floor, checked for correctness only (never time); then the
 * benchmark itself on a tiny site, with Hugo on PATH and without.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { clipBio, generateSite } from '../../bench/generate.ts';
import { findProgram } from '../../bench/hugo.ts';
import { verifyBuild } from '../../bench/verify.ts';
import { loadSite } from '../../src/content/site.ts';
import { ROOT, run } from '../helpers/run.ts';

let temp: string | undefined;
afterAll(() => temp && rm(temp, { recursive: true, force: true }));

describe('clipBio', () => {
	test('returns a bio of up to 600 units as it is, and cuts a longer one to 599', () => {
		expect(clipBio('a'.repeat(600))).toBe('a'.repeat(600));
		expect(clipBio('a'.repeat(601))).toBe('a'.repeat(599));
	});

	test('returns no lone surrogate when the cut falls inside an emoji', () => {
		expect(clipBio(`${'a'.repeat(598)}🌻 and more`)).toBe('a'.repeat(598));
		expect(clipBio(`${'a'.repeat(597)}🌻 and more`)).toBe(`${'a'.repeat(597)}🌻`);
	});
});

describe('the benchmark', () => {
	test('generates the same valid profiles for the same seed, and others for another', async () => {
		temp = await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
		const [a, b, c] = [join(temp, 'a'), join(temp, 'b'), join(temp, 'c')];
		expect(await generateSite(a, 50, { seed: 7 })).toEqual(await generateSite(b, 50, { seed: 7 }));
		expect(await generateSite(c, 50, { seed: 8 })).not.toEqual(await generateSite(join(temp, 'd'), 50, { seed: 7 }));
		const site = await loadSite(a);
		expect(site.issues).toEqual([]);
		expect(site.profiles).toHaveLength(50);
		// Realistic content: every bio is 200-600 characters of Markdown.
		for (const { user } of site.profiles) expect(user.bio?.length).toBeGreaterThanOrEqual(150);
		for (const { user } of site.profiles) expect(user.bio?.length).toBeLessThanOrEqual(600);
	});

	test('builds N = 50 with every output, byte-identical to the plain-Node floor on a sample', async () => {
		temp ??= await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
		const content = join(temp, 'content');
		await generateSite(content, 50, { seed: 1 });
		const env = { CONTENT_DIR: content, SITE_URL: 'https://bench.example.org', BASE_PATH: '', SEARCH_ENGINES: '', STATICNOUNS_CACHE_DIR: join(temp, 'cache') };
		const build = await run(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', join(temp, 'dist')], env);
		expect(build.code, build.stderr).toBe(0);
		const floor = await run(process.execPath, [join(ROOT, 'bench/floor.ts'), content, join(temp, 'floor')], env);
		expect(floor.code, floor.stderr).toBe(0);
		expect(JSON.parse(floor.stdout)).toEqual({ validateMs: expect.any(Number), totalMs: expect.any(Number) });
		expect(await verifyBuild(join(temp, 'dist'), join(temp, 'floor'), 25)).toEqual({ apiFiles: 200, profilePages: 50, sampled: 25, different: [] });
		expect((await readdir(join(temp, 'floor'))).filter((entry) => entry.startsWith('@'))).toHaveLength(50);
	});

	/** Runs `npm run bench` on 20 profiles, once, with `path` as PATH; returns its output and results JSON. */
	async function bench(path: string, out: string) {
		const result = await run(process.execPath, [join(ROOT, 'bench/run.ts'), '--sizes', '20', '--runs', '1', '--no-avatars', '--out', out], { PATH: path });
		expect(result.code, result.stderr).toBe(0);
		return { stdout: result.stdout, report: JSON.parse(await readFile(out, 'utf8')) as Record<string, any> };
	}

	const TIME = /^\d+\.\d\d s, \d+ bytes$/;

	test.skipIf(!findProgram('hugo'))('measures every column, Hugo among them, and each host\'s ceiling', { timeout: 180_000 }, async () => {
		temp ??= await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
		const { stdout, report } = await bench(process.env['PATH'] ?? '', join(temp, 'with-hugo.json'));
		const lines = stdout.split('\n');
		expect(lines).toContain(
			'| profiles | avatars | full build | rebuild, nothing changed | rebuild, one profile changed | npm run check | plain-Node floor (validation) | Hugo | build / Hugo | build / floor | check / floor validation | output check |',
		);
		expect(lines).toContain('| profiles | files in dist/ | bytes | of which .json copies | fullest folder | directory page (gzipped) | largest pronoun page | largest HTML file |');
		expect(lines).toContain('| host | documented limits | ceiling in profiles | without .json copies |');
		expect(stdout).not.toContain('Hugo column skipped');
		const [result] = report['results'];
		expect(report['hugoNote']).toBeUndefined();
		expect(report['machine'].hugo).toMatch(/^v\d+\./);
		for (const key of ['fullBuild', 'rebuild', 'oneChanged', 'check', 'floor']) expect(`${result[key].seconds.toFixed(2)} s, ${result[key].peakRssBytes} bytes`).toMatch(TIME);
		// Hugo's peak RSS comes from GNU time, where there is one.
		if (findProgram('time', '/usr/bin:/bin')) expect(`${result.hugo.seconds.toFixed(2)} s, ${result.hugo.peakRssBytes} bytes`).toMatch(TIME);
		else expect(result.hugo.seconds).toBeGreaterThan(0);
		expect(result.oneChanged.published).toBe(true);
		expect(result.hugo.files).toBe(40);
		expect(result.ratioToHugo).toBeGreaterThan(0);
		expect(result.ratioToFloor).toBeGreaterThan(0);
		// 20 profiles: a page and four API files each, the .json copies two of them.
		expect(result.output.jsonCopies.files).toBe(40);
		expect(result.output.fullestFolder).toEqual({ path: 'v1/users', entries: 80 });
		expect(result.output.files).toBeGreaterThan(100);
		expect(result.output.directoryPage).toEqual({ path: 'index.html', bytes: expect.any(Number), gzipBytes: expect.any(Number) });
		expect(result.output.largestPronounPage.path).toMatch(/^pronouns\/.+\.html$/);
		expect(result.verification.different).toEqual([]);
		expect(Object.keys(report['ceilings'].hosts)).toEqual(['cloudflare-pages', 'cloudflare-pages-paid', 'github-pages', 'gitlab-pages', 'netlify']);
		expect(report['ceilings'].hosts.netlify).toEqual({ withCopies: { profiles: 13_500, by: 'entries per folder' }, withoutCopies: { profiles: 27_000, by: 'entries per folder' } });
	});

	test('skips the Hugo column with a note when hugo is not on PATH', { timeout: 180_000 }, async () => {
		temp ??= await mkdtemp(join(tmpdir(), 'staticnouns-bench-smoke-'));
		// Only Node's own folder: no hugo, whatever the machine has.
		const { stdout, report } = await bench(dirname(process.execPath), join(temp, 'without-hugo.json'));
		expect(stdout).toContain('Hugo column skipped: no `hugo` on PATH (install it with `apt-get install -y hugo` or scripts/install-system-deps.sh).');
		expect(stdout).toMatch(/^\| 20 \| 0 \| .+ \| skipped \| - \| [\d.]+x \|/m);
		expect(report['hugoNote']).toContain('Hugo column skipped');
		expect(report['machine'].hugo).toBeUndefined();
		expect(report['results'][0].hugo).toBeUndefined();
		expect(report['results'][0].fullBuild.seconds).toBeGreaterThan(0);
	});
});
