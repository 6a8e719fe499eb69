/**
 * Issue 41's fast path end to end: `staticnouns build` on a site with members, own statuses,
 * unlisted members, avatars, its own page (src/pages/about.astro) and its own stylesheet
 * (customCss), in English and then in German with English beside it (two languages). The first
 * build is a full one and says why; a rebuild with nothing changed (English) publishes nothing,
 * dist/ left as the full build wrote
 * it; one after a profile changed and one after it changed back (German) take the fast path and
 * publish every file byte for byte as the full build of the same content did, as does one after
 * a page of dist/ was edited by hand; a change of the options (the language) falls back; a
 * profile with a problem stops the fast path with dist/ as it was. Two full builds, four fast
 * ones and one that publishes nothing, shared by every assertion (beforeAll).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT, run } from '../helpers/run.ts';
import { tree } from '../helpers/tree.ts';

const FIXTURE = 'test/fixtures/fast-build';
const temp = await mkdtemp(join(tmpdir(), 'fast-build-'));
const [content, dist] = [join(temp, 'content'), join(temp, 'dist')];
// Under the project, so that the kept pages' imports of npm packages resolve.
const cache = join(ROOT, 'node_modules/.cache', `fast-build-test-${process.pid}`);
const ENV = {
	CONTENT_DIR: content,
	SRC_DIR: `./${FIXTURE}/src`,
	CUSTOM_CSS: `./${FIXTURE}/src/styles/site.css`,
	STATICNOUNS_CACHE_DIR: cache,
	SITE_URL: 'https://profiles.example.org',
	BASE_PATH: '',
	SEARCH_ENGINES: 'allow',
};
const eve = join(content, 'users/kit/members/eve/index.md');

/** What each build said and wrote, in the order they ran. */
const runs: Record<string, { code: number | null; said: string; files?: Record<string, string> }> =
	{};

async function build(name: string, env: Record<string, string> = {}): Promise<void> {
	const done = await run(process.execPath, ['bin/staticnouns.mjs', 'build', '--out-dir', dist], {
		...ENV,
		...env,
	});
	runs[name] = { code: done.code, said: done.stdout + done.stderr };
	if (done.code === 0) runs[name].files = await tree(dist);
}

/** Changes a file, builds, and puts the file back as it was. */
async function withChange(file: string, from: string, to: string, name: string, env = {}) {
	const text = await readFile(file, 'utf8');
	await writeFile(file, text.replace(from, to));
	await build(name, env);
	await writeFile(file, text);
}

beforeAll(async () => {
	await cp(join(ROOT, FIXTURE, 'content'), content, { recursive: true });
	await build('full');
	await build('nothing changed');
	await withChange(eve, 'display_name: Favourite member', 'display_name: [', 'problem');
	// German first and English beside it: each page in both, the English under en/.
	const de = { SITE_LOCALES: 'de,en' };
	await build('german', de);
	await withChange(eve, 'Favourite member', 'Liebstes Mitglied', 'eve changed', de);
	await build('eve back', de);
	// A page edited by hand in the published site: the rebuild must put it back.
	await writeFile(join(dist, '@kit/index.html'), 'edited by hand');
	await build('page edited', de);
}, 400_000);
afterAll(async () => {
	await rm(temp, { recursive: true, force: true });
	await rm(cache, { recursive: true, force: true });
});

// The reason line is in the site's language: German's "vollständiger Build" and "schneller Build"
// for the German site.
const line = (name: string) =>
	runs[name]!.said.match(/^(?:full|fast|vollständiger|schneller) build: .*$/im)?.[0];

test('the first build is a full one, and says why in one line', () => {
	expect(runs['full']!.code, runs['full']!.said).toBe(0);
	expect(line('full')).toMatchInlineSnapshot(`"full build: no earlier full build recorded"`);
	const files = Object.keys(runs['full']!.files!);
	expect(files).toEqual(
		expect.arrayContaining(['about/index.html', '@alex/index.html', '@alex/wren/index.html']),
	);
	// Alex's avatar and the member Eve's, published by each build.
	expect(files.filter((file) => /^media\/users\/.*\.webp$/.test(file))).toHaveLength(2);
});

test('nothing changed: nothing published, said in one line, every file as the full build wrote it', () => {
	expect(runs['nothing changed']!.code, runs['nothing changed']!.said).toBe(0);
	expect(runs['nothing changed']!.said.replaceAll(dist, 'dist')).toMatchInlineSnapshot(`
		"nothing changed since the last build: dist left as it is
		"
	`);
	expect(runs['nothing changed']!.files).toEqual(runs['full']!.files);
});

test('the site’s own page and stylesheet are on the fast path’s pages as on the full build’s', async () => {
	const about = await readFile(join(dist, 'about/index.html'), 'utf8');
	expect(about).toContain('About this site');
	expect(await readFile(join(dist, '@kit/index.html'), 'utf8')).toContain('#7a3e9d');
});

test('a profile with a problem stops the fast path: nothing published, dist/ as it was', () => {
	expect(runs['problem']!.code).toBe(1);
	expect(runs['problem']!.said).toContain('The build stopped; dist/ is unchanged.');
	expect(runs['problem']!.said).toContain('eve/index.md');
	expect(runs['german']!.code, runs['german']!.said).toBe(0);
});

test('other languages are another option: a full build, said; one profile changed (a member with an avatar): the fast path publishes it, then, changed back, every file as the full build wrote it', () => {
	expect(line('german')).toMatchInlineSnapshot(
		`"vollständiger Build: die Optionen der Seite haben sich geändert (astro.config)"`,
	);
	expect(line('eve changed')).toMatch(/^schneller Build: /);
	for (const page of ['@kit/eve/index.html', 'en/@kit/eve/index.html'])
		expect(runs['eve changed']!.files![page]).not.toBe(runs['german']!.files![page]);
	expect(line('eve back')).toMatch(/^schneller Build: /);
	expect(runs['eve back']!.files).toEqual(runs['german']!.files);
	expect(runs['german']!.files).not.toEqual(runs['full']!.files);
});

test('a page of dist/ edited by hand: the content unchanged, but the fast path puts it back', () => {
	expect(line('page edited')).toMatch(/^schneller Build: /);
	expect(runs['page edited']!.files).toEqual(runs['german']!.files);
});
