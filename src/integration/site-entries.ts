/**
 * What the pages call instead of `getCollection('users')`: the same entries,
 * taken in `astro build` from the site the integration already loaded and
 * validated (site-model.ts), and in `astro dev` from the collection, so dev
 * keeps its reload on every change and its content errors in the overlay.
 */
import { getCollection } from 'astro:content';
import { pageEntries, type SiteEntry } from './site-model.ts';

export type { SiteEntry } from './site-model.ts';

/**
 * Every user's entry, in name order: `{ id, data, filePath }` as the `users`
 * collection gives them.
 *
 * @example
 * // src/pages/index.astro
 * const users = await siteEntries();
 */
export function siteEntries(): Promise<readonly SiteEntry[]> {
	return pageEntries(import.meta.env.STATICNOUNS_SITE_TOKEN, () => getCollection('users'));
}
