/**
 * The benchmark's Hugo site (bench/hugo.ts) of a content folder, so that a prototype's times can
 * be set beside Hugo's full build in the same sitting.
 *
 *   node bench/prototypes/hugo-site.ts CONTENT_DIR HUGO_SOURCE_DIR
 */
import { loadSite } from '../../src/content/site.ts';
import { writeHugoSite } from '../hugo.ts';

const [content, out] = process.argv.slice(2);
const site = await loadSite(content!, { site: 'https://bench.example.org', base: '/' });
await writeHugoSite(
	out!,
	site.profiles.map((profile) => profile.user),
);
