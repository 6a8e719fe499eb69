/**
 * A German community's site built with the real `astro build`: its pronoun pages teach German,
 * an English or French set gets its own language's page, marked with its `lang`, its short
 * addresses lead to each set's page, and each profile's own text carries its `lang`. And an
 * English site's pronoun page, exactly.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { astro, run } from '../helpers/run.ts';

let temp: string;
let german: string;
let english: string;

const page = (dir: string, path: string) => readFile(join(dir, path, 'index.html'), 'utf8');
/** The page's main element, where what a page says is, without Astro's scoping attributes. */
const main = (html: string) =>
	(/<main id="main">[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/ data-astro-cid-\w+/g, '');

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-pronoun-languages-'));
	german = join(temp, 'german');
	english = join(temp, 'english');
	// One after the other: builds of one project share its .astro folder.
	const builds = [
		await run(
			'npx',
			[
				'astro',
				'build',
				'--config',
				'test/fixtures/pronoun-languages/german.config.mjs',
				'--outDir',
				german,
			],
			{
				CONTENT_DIR: 'test/fixtures/pronoun-languages',
				STATICNOUNS_CACHE_DIR: join(temp, 'cache-de'),
			},
		),
		await astro(['build', '--outDir', english], {
			CONTENT_DIR: 'test/fixtures/build-site',
			SITE_URL: '',
			BASE_PATH: '',
			SEARCH_ENGINES: '',
			STATICNOUNS_CACHE_DIR: join(temp, 'cache-en'),
		}),
	];
	for (const build of builds) expect(build.code, build.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
	if (temp) await rm(temp, { recursive: true, force: true });
});

describe('a German site', () => {
	test("gives sie/ihr its German page: the cases, the article, the sentences, in the site's language", async () => {
		const html = main(await page(german, 'pronouns/sie/ihr/sie/ihr'));
		expect(html).toContain('<h1>sie/ihr</h1>');
		expect(html).toContain('<dt>Dativ</dt><dd>ihr</dd>');
		expect(html).toContain('<dt>Possessivartikel vor femininem Nomen</dt><dd>ihre</dd>');
		expect(html).toContain('<li>Ist das <strong>ihr</strong> Fahrrad?</li>');
		// The forms are in the site's language: nothing to mark.
		expect(html).not.toMatch(/<(dl|ul) class="(forms|examples)[^"]*" lang=/);
	});

	test('answers the short addresses of German sets, in the German page', async () => {
		for (const short of ['sie', 'sie/ihr', 'sie/ihr/sie', 'xier', 'xier/xiem', 'dey']) {
			const html = await page(german, `pronouns/${short}`);
			expect(html, short).toContain('<html lang="de">');
			expect(html, short).toMatch(
				/<meta http-equiv="refresh" content="0; url=\/pronouns\/[^"]+\/">/,
			);
		}
		expect(await page(german, 'pronouns/dey')).toContain('url=/pronouns/dey/denen/dey/deren/');
		// they/them is English's set, at the English page's address.
		expect(await page(german, 'pronouns/they/them')).toContain(
			'url=/pronouns/they/them/their/theirs/themself/',
		);
	});

	test('gives they/them its English page: the forms named in German, the sentences marked English', async () => {
		const html = main(await page(german, 'pronouns/they/them/their/theirs/themself'));
		const forms = html.slice(
			html.indexOf('<h1>'),
			html.indexOf('<section class="card"><h2>Beispiele'),
		);
		expect(forms).toMatchInlineSnapshot(
			`"<h1>they/them</h1><section class="card"><h2>Formen</h2><dl class="forms"><div><dt>Nominativ</dt><dd lang="en">they</dd></div><div><dt>Akkusativ</dt><dd lang="en">them</dd></div><div><dt>Possessivbegleiter</dt><dd lang="en">their</dd></div><div><dt>Possessivpronomen</dt><dd lang="en">theirs</dd></div><div><dt>Reflexivpronomen</dt><dd lang="en">themself</dd></div></dl></section>"`,
		);
		const examples = html.slice(
			html.indexOf('<section class="card"><h2>Beispiele'),
			html.indexOf('<section class="card"><h2>Verwendet von'),
		);
		expect(examples).toMatchInlineSnapshot(
			`"<section class="card"><h2>Beispiele</h2><p class="muted">Die Beispiele sind auf Englisch.</p><ul class="examples" lang="en"><li>I think <strong>they</strong> are very kind.</li><li><strong>They</strong> have a lovely garden.</li><li>I met <strong>them</strong> at the seed swap.</li><li>Is this <strong>their</strong> bicycle?</li><li>The blue umbrella is <strong>theirs</strong>.</li><li><strong>They</strong> taught <strong>themself</strong> to knit.</li></ul></section>"`,
		);
	});

	test("gives a French set on a German site French's page, with French form names marked French", async () => {
		const html = main(await page(german, 'pronouns/iel/lea/iel'));
		expect(html).toContain('<h1>iel</h1>');
		expect(html).toContain('<dt lang="fr">Pronom tonique</dt><dd lang="fr">iel</dd>');
		expect(html).toContain('<p class="muted">Die Beispiele sind auf Französisch.</p>');
		expect(html).toContain('<li>Je <strong>lea</strong> vois souvent au marché.</li>');
	});

	test("marks each profile's own text with its lang, and the site's words with none", async () => {
		const mika = main(await page(german, '@mika'));
		expect(mika).toContain('<h1 class="p-name" lang="de">Mika</h1>');
		expect(mika).toMatch(/<section class="card bio"[^>]* lang="de"/);
		expect(mika).toContain('<h2 lang="de">Beschreib mich als</h2>');
		expect(mika).toMatch(/<span[^>]* lang="de">Gärtnerin<\/span>/);
		// Pronoun entries are the site's table's sets, shown as the site's language names them.
		expect(mika).toMatch(/<a href="\/pronouns\/sie\/ihr\/sie\/ihr\/"[^>]*>sie\/ihr<\/a>/);
		const ash = await page(german, '@ash');
		expect(main(ash)).toContain('<h1 class="p-name" lang="en-GB">Ash</h1>');
		// Its English bio is its preview's whole description, in its own language.
		expect(ash).toContain('<meta property="og:locale" content="en_GB">');
		expect(ash).toContain('<meta property="og:description" content="I grow beans.">');
		// Mika's German bio on the German site: the site's summary leads, in the site's language.
		expect(await page(german, '@mika')).toContain('<meta property="og:locale" content="de">');
		// Right to left on a left-to-right site: the text says so, the site's words around it do not.
		const noa = main(await page(german, '@noa'));
		expect(noa).toContain('<h1 class="p-name" lang="he" dir="rtl">נועה</h1>');
		expect(noa).toMatch(/<section class="card bio"[^>]* lang="he" dir="rtl"/);
		expect(noa).toContain('<span class="visually-hidden" lang="de" dir="ltr">');
	});
});

describe('an English site', () => {
	test('keeps its pronoun page byte for byte', async () => {
		const html = main(await page(english, 'pronouns/they/them/their/theirs/themself'));
		// The forms and sentences, as the English table has always given them.
		expect(html.slice(html.indexOf('<h1>'), html.indexOf('<h2>Used by'))).toMatchInlineSnapshot(
			`"<h1>they/them</h1><section class="card"><h2>Forms</h2><dl class="forms"><div><dt>Subject</dt><dd>they</dd></div><div><dt>Object</dt><dd>them</dd></div><div><dt>Possessive determiner</dt><dd>their</dd></div><div><dt>Possessive pronoun</dt><dd>theirs</dd></div><div><dt>Reflexive</dt><dd>themself</dd></div></dl></section><section class="card"><h2>Examples</h2><ul class="examples"><li>I think <strong>they</strong> are very kind.</li><li><strong>They</strong> have a lovely garden.</li><li>I met <strong>them</strong> at the seed swap.</li><li>Is this <strong>their</strong> bicycle?</li><li>The blue umbrella is <strong>theirs</strong>.</li><li><strong>They</strong> taught <strong>themself</strong> to knit.</li></ul></section><section class="card">"`,
		);
		expect(await page(english, 'pronouns/they/them')).toContain('<html lang="en">');
	});
});
