/**
 * Issue 41, design (a): a real `astro build` of the build fixture keeps its compiled pages
 * (STATICNOUNS_KEEP_BUNDLE, fast-build/keep-bundle.ts), then every page Astro wrote is rendered
 * again from that bundle in a plain Node process (bench/prototypes/fast-render.ts, through
 * fast-build/render-kept.ts): each must be byte-identical to the build's.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { astro, ROOT, run } from '../helpers/run.ts';

const SITE = 'test/fixtures/build-site';
const ENV = { CONTENT_DIR: SITE, SITE_URL: '', BASE_PATH: '', SEARCH_ENGINES: '', SITE_LOCALE: '' };
const temp = mkdtempSync(join(tmpdir(), 'fast-render-'));
// Under the project, so that the bundle's imports of npm packages resolve from its node_modules/.
const keep = join(ROOT, 'node_modules/.cache', `fast-render-test-${process.pid}`);
const [dist, again] = [join(temp, 'dist'), join(temp, 'again')];

/**
 * The pages Astro wrote: HTML outside the API and short links, less the integration's redirects.
 */
async function astroPages(dir: string): Promise<string[]> {
	const pages: string[] = [];
	for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
		const file = relative(dir, join(entry.parentPath, entry.name));
		if (!entry.isFile() || !file.endsWith('.html') || /^(?:api\/)?v1\/|^s\//.test(file)) continue;
		// The short pronoun addresses: the integration writes them, each a redirect.
		if ((await readFile(join(dir, file), 'utf8')).includes('<meta http-equiv="refresh"')) continue;
		pages.push(file);
	}
	return pages.sort();
}

const pathOf = (file: string) =>
	file === '404.html' ? '/404' : `/${file.replace(/index\.html$/, '')}`;

beforeAll(async () => {
	const built = await astro(['build', '--outDir', dist], {
		...ENV,
		STATICNOUNS_KEEP_BUNDLE: keep,
		STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
	});
	expect(built.code, built.stderr).toBe(0);
}, 300_000);
afterAll(async () => {
	await rm(temp, { recursive: true, force: true });
	await rm(keep, { recursive: true, force: true });
});

test('every page rendered from the kept bundle is the build’s, byte for byte', async () => {
	const files = await astroPages(dist);
	expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'search/index.html']));
	expect(files.filter((file) => file.startsWith('@')).length).toBeGreaterThan(3);
	const rendered = await run(
		process.execPath,
		[join(ROOT, 'bench/prototypes/fast-render.ts'), keep, again, ...files.map(pathOf)],
		{ ...ENV, STATICNOUNS_CACHE_DIR: join(temp, 'cache') },
	);
	expect(rendered.code, rendered.stderr).toBe(0);
	const different: string[] = [];
	for (const file of files) {
		const [built, fresh] = await Promise.all([
			readFile(join(dist, file)),
			readFile(join(again, file)).catch(() => undefined),
		]);
		if (!fresh || !built.equals(fresh)) different.push(file);
	}
	expect(different).toEqual([]);
}, 300_000);
