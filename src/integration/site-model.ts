/**
 * The site the integration loaded, handed to the pages of the same
 * `astro build` without the content data store in between.
 *
 * Astro's data store is serialised to JSON, bundled as one JavaScript module
 * and parsed back by the prerender: at 10,000 profiles that is seconds of
 * CPU and most of the build's peak memory, at 100,000 about 1 GB. The pages
 * run in the process that loaded astro.config.mjs (Astro imports the built
 * prerender bundle with Node's own `import()`), and so does the integration,
 * which Node imported with the config. This module is the one instance both
 * see: the build marks it external by its file URL (see
 * `siteModelPlugin` in index.ts), so the bundle imports this very file
 * instead of a bundled copy. Nothing here imports Astro or Vite, so Node
 * runs it as it is.
 *
 * Each integration instance hands over under a token of its own, which
 * reaches its pages through `import.meta.env.STATICNOUNS_SITE_TOKEN`: two
 * builds in one process do not see each other's site.
 */
import type { UserEntry } from '../schemas/entry.ts';

/** One user as the pages read it: the same shape as a `users` collection entry. */
export interface SiteEntry {
	/** The profile's name. */
	id: string;
	data: UserEntry;
	/** The profile's content file, relative to the project (content/users/robin.md). */
	filePath: string;
}

const handed = new Map<string, readonly SiteEntry[]>();

/**
 * Keeps the entries for the pages of the build that `token` names.
 *
 * @example
 * handOver(token, userEntries(site.profiles, base)); // astro:config:setup
 */
export function handOver(token: string, entries: readonly SiteEntry[]): void {
	handed.set(token, Object.freeze(entries));
}

/**
 * The entries handed over under `token`, or undefined when none were (this
 * module is not the instance the integration filled: a bundled copy).
 *
 * @example
 * handedOver(import.meta.env.STATICNOUNS_SITE_TOKEN) // [{ id: 'robin', data, filePath }, …]
 */
export function handedOver(token: string): readonly SiteEntry[] | undefined {
	return handed.get(token);
}

/**
 * Forgets the entries handed over under `token` (the build is done with them).
 *
 * @example
 * release(token); // astro:build:done
 */
export function release(token: string): void {
	handed.delete(token);
}

/**
 * The entries the pages render: those handed over under `token` in a build,
 * the collection's (`fromCollection`) when there is no token (`astro dev`).
 * Throws when a build's token finds nothing, rather than render an empty
 * site: the pages were given a bundled copy of this module, not the
 * integration's.
 *
 * @example
 * await pageEntries(import.meta.env.STATICNOUNS_SITE_TOKEN, () => getCollection('users'))
 */
export async function pageEntries(token: string | null, fromCollection: () => Promise<readonly { id: string; data: UserEntry; filePath?: string | undefined }[]>): Promise<readonly SiteEntry[]> {
	if (!token) return (await fromCollection()).map(({ id, data, filePath }) => ({ id, data, filePath: filePath ?? '' }));
	const entries = handedOver(token);
	if (!entries) {
		throw new Error(
			'staticnouns: the pages did not get the site the integration loaded (src/integration/site-model.ts was bundled instead of shared with astro.config.mjs). Build with `astro build` and the staticnouns integration imported by astro.config.mjs.',
		);
	}
	return entries;
}
