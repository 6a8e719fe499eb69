/**
 * What a page renders from, as one short string: Astro's incremental build
 * (astro.config.mjs `experimental.incrementalBuild`) keeps a page's previous
 * output when its route's code and this key are both unchanged, so a rebuild
 * after one profile changed renders that profile's page only.
 */
import { createHash } from 'node:crypto';

/**
 * A digest of everything a page is rendered from besides its route's code
 * (Astro hashes that itself): the entry, and whatever else the route passes,
 * e.g. the file path (the options reach pages through virtual:staticnouns/config,
 * which Astro hashes as route code). JSON, so key order counts: callers
 * pass the same shapes every build.
 *
 * @example
 * pageKey([entry, 'content/users/robin.md', '/']) // 'q3V1…' (43 characters)
 */
export function pageKey(inputs: readonly unknown[]): string {
	return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
}
