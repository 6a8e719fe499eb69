/**
 * `npm run bench:search`: the search index alone, at the sizes given, from
 * the benchmark's generated profiles: build time, files and bytes, what one
 * query downloads, query time, and what it finds. Compares with Pagefind
 * fed the same people when `pagefind` is installed (it is no longer a
 * dependency: `npm install --no-save pagefind@1.5.2` to measure it again).
 *
 *   npm run bench:search -- --sizes 1000,10000,100000
 *
 * Query time here is Node's: parsing the downloaded JSON and answering, no
 * network; a browser adds the fetches (one manifest, one shard per word,
 * one record chunk or two).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadSite } from '../src/content/site.ts';
import { searchIndexFiles, SEARCH_DIR } from '../src/views/search/search-index.ts';
import { pronounPages } from '../src/views/pages.ts';
import { siteModelOf } from '../src/model/site-model.ts';
import type { User } from '../src/schemas/user.ts';
import { runSearch, type SearchManifest } from '../src/views/search/search-query.ts';
import { generateSite } from './generate.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string' } } });
const sizes = (values.sizes ?? '1000,10000,100000').split(',').map(Number);
const QUERIES = ['robin', 'they/them', 'he', 'xe', 'zoe garden'];
const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const work = await mkdtemp(join(base, 'staticnouns-bench-search-'));

/** Pagefind, when installed: the index the site used before, fed one record per user as it was. */
async function pagefindIndex(
	users: readonly User[],
): Promise<
	| { seconds: number; files: number; bytes: number; fixedBytes: number; fragmentBytes: number }
	| undefined
> {
	const pagefind = await import('pagefind' as string).catch(() => undefined);
	if (!pagefind) return undefined;
	const started = performance.now();
	const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
	const pending: Promise<unknown>[] = [];
	for (const user of users) {
		pending.push(
			index.addCustomRecord({
				url: `/@${user.name}/`,
				content: [
					user.display_name ?? user.name,
					user.name,
					...user.pronouns.map((p) => p.pronouns),
				].join(' '),
				language: 'en',
				meta: { title: user.display_name ?? user.name, name: user.name, pronouns: '' },
			}),
		);
		if (pending.length >= 1000) await Promise.all(pending.splice(0));
	}
	await Promise.all(pending);
	const { files } = (await index.getFiles()) as { files: { path: string; content: Uint8Array }[] };
	const seconds = (performance.now() - started) / 1000;
	await pagefind.close();
	const kept = files.filter(
		(file) => !/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file.path),
	);
	const size = (test: (path: string) => boolean) =>
		kept.filter((file) => test(file.path)).reduce((sum, file) => sum + file.content.length, 0);
	const fragments = kept.filter((file) => file.path.startsWith('fragment/'));
	const chunks = kept.filter((file) => file.path.startsWith('index/'));
	return {
		seconds,
		files: kept.length,
		bytes: size(() => true),
		// What every first search loads: pagefind.js, the entry, the WebAssembly and the metadata;
		// then one index chunk, then a fragment per result shown.
		fixedBytes:
			size((path) =>
				/^(pagefind\.js|pagefind-entry\.json|wasm\.en\.pagefind|pagefind\.en_[0-9a-f]+\.pf_meta)$/.test(
					path,
				),
			) + Math.round(size((path) => path.startsWith('index/')) / Math.max(1, chunks.length)),
		fragmentBytes: Math.round(
			size((path) => path.startsWith('fragment/')) / Math.max(1, fragments.length),
		),
	};
}

const rows: string[] = [];
try {
	for (const n of sizes) {
		const dir = join(work, `n${n}`);
		process.stderr.write(`N = ${n}: generating…\n`);
		await generateSite(join(dir, 'content'), n, { seed: 1 });
		const site = await loadSite(join(dir, 'content'), {
			site: 'https://bench.example.org',
			base: '/',
		});
		const users = site.profiles.map((profile) => profile.user);
		const listings = siteModelOf(site.profiles, '/');
		// The pronoun pages are built for their own sake: search reuses them.
		const pages = pronounPages(listings, '/');
		const started = performance.now();
		const files = searchIndexFiles(listings, pages, '/');
		const seconds = (performance.now() - started) / 1000;
		const bytes = [...files.values()].reduce((sum, body) => sum + Buffer.byteLength(body), 0);
		const gzip = [...files.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
		const manifest = JSON.parse(files.get(`${SEARCH_DIR}/index.json`)!) as SearchManifest;
		const queries = [];
		for (const query of QUERIES) {
			const loaded: string[] = [];
			const load = async (path: string) => {
				loaded.push(path);
				const body = files.get(`${SEARCH_DIR}/${path}`);
				return body === undefined ? undefined : JSON.parse(body);
			};
			// Warm once, then the median of five: parsing included, as the browser parses what it
			// downloads.
			await runSearch(query, manifest, load, 50);
			const times: number[] = [];
			let answer;
			for (let i = 0; i < 5; i++) {
				loaded.length = 0;
				const t = performance.now();
				answer = await runSearch(query, manifest, load, 50);
				times.push(performance.now() - t);
			}
			const downloaded = [`index.json`, ...loaded].reduce(
				(sum, path) => sum + Buffer.byteLength(files.get(`${SEARCH_DIR}/${path}`) ?? ''),
				0,
			);
			const downloadedGzip = [`index.json`, ...loaded].reduce(
				(sum, path) => sum + gzipSync(files.get(`${SEARCH_DIR}/${path}`) ?? '').length,
				0,
			);
			queries.push({
				query,
				count: answer!.count,
				files: loaded.length + 1,
				kb: downloaded / 1024,
				gzipKb: downloadedGzip / 1024,
				ms: times.sort((a, b) => a - b)[2]!,
			});
		}
		const pf = await pagefindIndex(users);
		rows.push(
			`| ${n.toLocaleString('en')} | ${seconds.toFixed(2)} s | ${files.size.toLocaleString('en')} | ${(bytes / 1024 / 1024).toFixed(2)} MB (${(gzip / 1024 / 1024).toFixed(2)} MB gzipped) | ${pf ? `${pf.seconds.toFixed(2)} s, ${pf.files.toLocaleString('en')} files, ${(pf.bytes / 1024 / 1024).toFixed(2)} MB; first query ${(pf.fixedBytes / 1024).toFixed(0)} KB + ${(pf.fragmentBytes / 1024).toFixed(1)} KB a result shown` : 'not installed'} |`,
		);
		for (const q of queries)
			rows.push(
				`|  | \`${q.query}\`: ${q.count.toLocaleString('en')} found | ${q.files} files | ${q.kb.toFixed(1)} KB (${q.gzipKb.toFixed(1)} KB gzipped) | ${q.ms.toFixed(2)} ms |`,
			);
		await rm(dir, { recursive: true, force: true });
	}
} finally {
	await rm(work, { recursive: true, force: true });
}
process.stdout.write(
	[
		'| profiles | index build | files | bytes | Pagefind, same people |',
		'| --- | --- | --- | --- | --- |',
		...rows,
	].join('\n') + '\n',
);
