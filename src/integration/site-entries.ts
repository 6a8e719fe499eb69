/**
 * What the pages call instead of `getCollection('users')`: the same entries,
 * taken in `astro build` from the site the integration already loaded and
 * validated (site-model.ts), and in `astro dev` from the collection, so dev
 * keeps its reload on every change and its content errors in the overlay.
 */
import { getCollection } from 'astro:content';
import { handedOver, type SiteEntry } from './site-model.ts';

export type { SiteEntry } from './site-model.ts';

/**
 * Every user's entry, in name order: `{ id, data, filePath }` as the `users`
 * collection gives them.
 *
 * @example
 * // src/pages/index.astro
 * const users = await siteEntries();
 */
export async function siteEntries(): Promise<readonly SiteEntry[]> {
	const token = import.meta.env.STATICNOUNS_SITE_TOKEN;
	// No token: not a build of the integration's (astro dev), the collection has them.
	if (!token) return (await getCollection('users')).map(({ id, data, filePath }) => ({ id, data, filePath: filePath ?? '' }));
	const entries = handedOver(token);
	// Never an empty site in silence: the collection is empty in a build (loader.ts).
	if (!entries) {
		throw new Error(
			'staticnouns: the pages did not get the site the integration loaded (src/integration/site-model.ts was bundled instead of shared with astro.config.mjs). Build with `astro build` and the staticnouns integration imported by astro.config.mjs.',
		);
	}
	return entries;
}
