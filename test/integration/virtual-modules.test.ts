import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { handOver, release, type PageUser } from '../../src/integration/hand-over.ts';
import { SITE_MODULE, virtualModules } from '../../src/integration/virtual-modules.ts';
import { ROOT } from '../helpers/run.ts';

const robin = { id: 'robin', filePath: 'content/users/robin.md' } as unknown as PageUser;

/** The code of virtual:staticnouns/site for `token`, as the build's plugin gives it. */
function siteModule(token: string): string {
	const plugin = virtualModules({
		config: {} as never,
		words: [],
		customCss: [],
		root: ROOT,
		token,
	});
	const load = plugin.load as (id: string) => string | null;
	return load.call({}, `\0${SITE_MODULE}`)!;
}

describe('virtual:staticnouns/site', () => {
	test('gives pageUsers() the users handed over under its token, and siteEntries() (the deprecated name) the same', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'staticnouns-site-module-'));
		try {
			// The bundle imports hand-over.ts by an id the build marks external; here, by its file.
			const code = siteModule('virtual-a').replace(
				'"staticnouns:hand-over"',
				JSON.stringify(pathToFileURL(join(ROOT, 'src/integration/hand-over.ts')).href),
			);
			const file = join(dir, 'site.mjs');
			await writeFile(file, code);
			handOver('virtual-a', [robin]);
			const site = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
				pageUsers: () => Promise<readonly PageUser[]>;
				siteEntries: () => Promise<readonly PageUser[]>;
			};
			expect([await site.pageUsers(), await site.siteEntries()]).toEqual([[robin], [robin]]);
		} finally {
			release('virtual-a');
			await rm(dir, { recursive: true, force: true });
		}
	});
});

describe('virtual:staticnouns/words', () => {
	const words = (locale: string) => ({ locale, dir: 'ltr', messages: {} }) as never;

	/** The words module for `locales`, importable from a file as the build's bundle imports it. */
	async function wordsModule(locales: readonly string[]) {
		const plugin = virtualModules({
			config: {} as never,
			words: locales.map(words),
			customCss: [],
			root: ROOT,
			token: 'words',
		});
		const resolveId = plugin.resolveId as (id: string) => unknown;
		const localePaths = resolveId.call({}, 'staticnouns:locale-paths') as string;
		expect(localePaths).toBe(join(ROOT, 'src/views/paths/locale-paths.ts'));
		const load = plugin.load as (id: string) => string | null;
		const code = load
			.call({}, '\0virtual:staticnouns/words')!
			.replace('"staticnouns:locale-paths"', JSON.stringify(pathToFileURL(localePaths).href));
		const dir = await mkdtemp(join(tmpdir(), 'staticnouns-words-module-'));
		try {
			await writeFile(join(dir, 'words.mjs'), code);
			return (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'words.mjs')).href)) as {
				default: { locale: string };
				pageWords: (routePattern: string) => { locale: string };
			};
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	}

	test("gives each page its language's words from its route pattern, the default's by default", async () => {
		const module = await wordsModule(['en', 'fr', 'pt-BR']);
		expect(module.default.locale).toBe('en');
		expect(
			['/', '/@[name]', '/fr', '/fr/@[name]', '/pt-br/pronouns/[...forms]', '/france', '/404'].map(
				(pattern) => module.pageWords(pattern).locale,
			),
		).toEqual(['en', 'en', 'fr', 'fr', 'pt-BR', 'en', 'en']);
	});

	test('a site in one language gives every page its words', async () => {
		const module = await wordsModule(['de']);
		expect(['/', '/fr/@[name]', '/de'].map((pattern) => module.pageWords(pattern).locale)).toEqual([
			'de',
			'de',
			'de',
		]);
	});

	test("makes the site's own pronoun table its default language's in the pages, and only when it has one", () => {
		const code = (pronouns?: never) =>
			(
				virtualModules({
					config: {} as never,
					words: [words('ca'), words('en')],
					pronouns,
					customCss: [],
					root: ROOT,
					token: 't',
				}).load as (id: string) => string | null
			).call({}, '\0virtual:staticnouns/words')!;
		expect(code()).not.toContain('useSiteTableFile');
		const table = { forms: { subject: 'Subjecte' }, sets: [{ subject: 'elli' }] } as never;
		expect(code(table)).toContain(
			`from ${JSON.stringify(join(ROOT, 'src/views/pronouns/site-table.ts'))};`,
		);
		expect(code(table)).toContain(`useSiteTableFile("ca", ${JSON.stringify(table)});`);
	});
});
