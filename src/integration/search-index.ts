/**
 * The search index: Pagefind (the static search Starlight uses), fed one
 * custom record per profile from the model (views/search.ts) rather than
 * 100,000 HTML pages to parse. Pagefind runs as its own process, so the
 * build starts it as soon as the site is loaded and it indexes while Astro
 * renders the pages; the build writes its files at the end.
 *
 * The same records give the same bytes (Pagefind names its files by content
 * hash and writes no timestamps; test/e2e/directory.test.ts builds twice).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../views/search.ts';

/** Where the index lives in the site; the search page loads `pagefind.js` from here. */
export const SEARCH_DIR = 'pagefind';

/** Pagefind's ready-made interfaces: the search page uses its own few lines over the API instead. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** Records sent to Pagefind before waiting for its answers: its process reads them in order. */
const BATCH = 1000;

/**
 * Indexes the records and returns the files of the index, keyed by their
 * path in the site (`pagefind/…`), or the error Pagefind gave (a missing
 * build of Pagefind for this platform, say) as one line.
 *
 * @example
 * const files = await searchIndexFiles(searchRecords(users, '/'));
 */
export async function searchIndexFiles(records: readonly SearchRecord[]): Promise<Map<string, Uint8Array>> {
	try {
		const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
		if (!index) throw new Error(errors.join('; '));
		const pending: Promise<{ errors: string[] }>[] = [];
		const problems: string[] = [];
		const settle = async () => {
			for (const answer of await Promise.all(pending.splice(0))) problems.push(...answer.errors);
		};
		for (const record of records) {
			pending.push(index.addCustomRecord({ ...record, meta: { ...record.meta } }));
			if (pending.length >= BATCH) await settle();
		}
		await settle();
		if (problems.length) throw new Error(problems.slice(0, 3).join('; '));
		const built = await index.getFiles();
		if (built.errors.length) throw new Error(built.errors.join('; '));
		return new Map(built.files.filter((file) => !UNUSED.test(file.path)).map((file) => [`${SEARCH_DIR}/${file.path}`, file.content]));
	} finally {
		await pagefind.close();
	}
}

/**
 * Writes the index's files into the output folder.
 *
 * @example
 * writeSearchIndex(outDir, await searchIndexFiles(records));
 */
export function writeSearchIndex(outDir: string, files: ReadonlyMap<string, Uint8Array>): void {
	for (const folder of new Set([...files.keys()].map((path) => dirname(join(outDir, path))))) mkdirSync(folder, { recursive: true });
	for (const [path, body] of files) writeFileSync(join(outDir, path), body);
}
