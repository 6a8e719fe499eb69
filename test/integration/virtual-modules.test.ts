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
		words: {} as never,
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
	const wordsModule = (pronouns?: never) => {
		const words = { locale: 'ca', dir: 'ltr', messages: {} } as never;
		const plugin = virtualModules({
			config: {} as never,
			words,
			pronouns,
			customCss: [],
			root: ROOT,
			token: 't',
		});
		return (plugin.load as (id: string) => string | null).call({}, '\0virtual:staticnouns/words')!;
	};

	test("gives the words, and makes the site's own pronoun table its language's in the pages", async () => {
		expect(wordsModule()).toBe('export default {"locale":"ca","dir":"ltr","messages":{}};');
		const table = { forms: { subject: 'Subjecte' }, sets: [{ subject: 'elli' }] } as never;
		const code = wordsModule(table);
		expect(code).toContain(
			`from ${JSON.stringify(join(ROOT, 'src/views/pronouns/site-table.ts'))};`,
		);
		expect(code).toContain(`useSiteTableFile("ca", ${JSON.stringify(table)});`);
	});
});
