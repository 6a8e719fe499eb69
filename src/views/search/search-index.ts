/**
 * The search index's files in the site: built from the model
 * (views/search/search.ts) as plain JSON under `search-index/`, answered in the
 * browser by the search page's own script (views/search/search-query.ts). It
 * replaces Pagefind, which took a sixth of a full build in its own process
 * and wrote one file per profile: this index is a shard file per 24 KB of
 * words and one file per 100 people, and as the build writes it with the API files
 * (site-files.ts) an unchanged file is linked from the published site
 * instead of written again.
 */
import { createHash } from 'node:crypto';
import type { PersonListing, PronounPageView } from '../pages.ts';
import { searchIndex, searchPeople } from './search.ts';

/** Where the index lives in the site, under the base; the search page reads it from here. */
export const SEARCH_DIR = 'search-index';

/**
 * The index's files, keyed by their path in the site. The manifest's
 * version is a digest of every other file, so a visitor's browser never
 * answers from shards of one build and records of another.
 *
 * @example
 * for (const [path, body] of searchIndexFiles(listings, pronounPages(listings, base), base))
 * write(path, body);
 */
export function searchIndexFiles(
	listings: readonly PersonListing[],
	pages: readonly PronounPageView[],
	base: string,
): Map<string, string> {
	const files = searchIndex(searchPeople(listings, base), pages, (built) => {
		const hash = createHash('sha256');
		for (const [path, body] of built) hash.update(`${path}\0${body}\0`);
		return hash.digest('base64url').slice(0, 16);
	});
	return new Map([...files].map(([path, body]) => [`${SEARCH_DIR}/${path}`, body]));
}
