/**
 * Issue 41's prototype of design (a): renders pages of a site that a full build compiled, without
 * Astro's start or bundling, from the prerender bundle the build kept (STATICNOUNS_KEEP_BUNDLE,
 * src/integration/fast-build/keep-bundle.ts), and times each step. The site is loaded and checked
 * as the build's thread does (parse cache included) and handed to the pages as the build does.
 * With --all-profiles it renders every profile page (design b, one thread; threads.ts runs it on
 * several), else the paths given. Writes OUT_DIR/<path>/index.html, to compare with the build's.
 *
 *   STATICNOUNS_KEEP_BUNDLE=.keep npm run build      (the full build that keeps the bundle)
 *   node bench/prototypes/fast-render.ts .keep OUT_DIR / /@robin/ /directory/r/
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { resolveContentDir } from '../../src/content/site.ts';
import { resolveConfig } from '../../src/config/resolve-options.ts';
import { checkSite } from '../../src/site/check-site.ts';
import { cacheDir } from '../../src/publish/avatar-files.ts';
import { pageUsersOf } from '../../src/integration/page-users.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { handOver } from '../../src/integration/hand-over.ts';
import { openKept } from '../../src/integration/fast-build/render-kept.ts';

const started = performance.now();
const lap = (what: string) =>
	process.stderr.write(`${what}: ${Math.round(performance.now() - started)} ms\n`);
const [keep, out, ...rest] = process.argv.slice(2);
// As astro.config.mjs's integration has them: the hand-over token is made from the same two.
const root = `${resolve(import.meta.dirname, '../..')}/`;
const contentDir = resolveContentDir(root);
const token = createHash('sha256')
	.update(JSON.stringify([root, contentDir]))
	.digest('base64url');
const site = await checkSite({
	contentDir,
	cwd: root,
	site: process.env['SITE_URL'] || 'http://localhost:4321',
	base: process.env['BASE_PATH'] || '/',
	limits: resolveConfig({}).limits,
	parseCacheDir: join(cacheDir(root), 'profiles'),
});
if (site.report) throw new Error(site.report);
lap(`checked ${site.profiles.length} profiles`);
const users = pageUsersOf(siteModelOf(site.profiles, process.env['BASE_PATH'] || '/'));
handOver(token, users);
const pages = await openKept(keep!);
lap('bundle imported');

const [shard, shards] = (process.env['SHARD'] ?? '0/1').split('/').map(Number) as [number, number];
const paths = (rest[0] === '--all-profiles' ? users.map(({ id }) => `/@${id}/`) : rest).filter(
	(_, index) => index % shards === shard,
);
let next = 0;
async function renderSome(): Promise<void> {
	while (next < paths.length) {
		const path = paths[next++]!;
		const file = join(out!, path === '/404' ? '404.html' : join(decodeURI(path), 'index.html'));
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, await pages.render(path));
	}
}
// As many at once as the build's own concurrency (astro.config.mjs).
await Promise.all(Array.from({ length: 16 }, renderSome));
lap(`rendered ${paths.length} pages`);
