/**
 * The site the integration loaded, handed to the pages of the same
 * `astro build` (or `astro dev`) without a content collection in between.
 *
 * Astro's data store is serialised to JSON, bundled as one JavaScript module
 * and parsed back by the prerender: at 10,000 profiles that is seconds of
 * CPU and most of the build's peak memory, at 100,000 about 1 GB. The pages
 * run in the process that loaded astro.config.mjs (Astro imports the built
 * prerender bundle with Node's own `import()`), and so does the integration,
 * which Node imported with the config. This module is the one instance both
 * see: the build marks it external by its file URL (see
 * virtual-modules.ts), so the bundle imports this very file
 * instead of a bundled copy. Nothing here imports Astro or Vite, so Node
 * runs it as it is.
 *
 * Each integration instance hands over under a token of its own, which
 * reaches its pages in `virtual:staticnouns/site`: two
 * builds in one process do not see each other's site.
 */
import type { SiteUser } from '../model/site-model.ts';

/**
 * One user as the pages read it (`pageUsers()` of `virtual:staticnouns/site`): the user of the
 * model (model/site-model.ts) as `data`, in the envelope a `users` collection entry had, which
 * sites' own pages read.
 */
export interface PageUser {
	/** The profile's name. */
	id: string;
	data: SiteUser;
	/** The profile's content file, relative to the project (content/users/robin.md). */
	filePath: string;
}

/** The users, or (in `astro dev`) how to get the current ones. */
type Handed = readonly PageUser[] | (() => Promise<readonly PageUser[]>);

const handed = new Map<string, Handed>();

/**
 * Keeps the users for the pages of the build that `token` names.
 *
 * @example
 * handOver(token, pageUsersOf(site.profiles, base)); // astro:config:setup
 */
export function handOver(token: string, users: Handed): void {
	handed.set(token, typeof users === 'function' ? users : Object.freeze(users));
}

/**
 * The users handed over under `token`, or undefined when none were (this
 * module is not the instance the integration filled: a bundled copy).
 *
 * @example
 * handedOver(token) // [{ id: 'robin', data, filePath }, …]
 */
export function handedOver(token: string): Handed | undefined {
	return handed.get(token);
}

/**
 * Forgets the users handed over under `token` (the build is done with them).
 *
 * @example
 * release(token); // astro:build:done
 */
export function release(token: string): void {
	handed.delete(token);
}

/**
 * The users the pages of the build that `token` names render (what
 * `virtual:staticnouns/site` gives them in a build). Throws when nothing was
 * handed over, rather than render an empty site: the pages were given a
 * bundled copy of this module, not the integration's.
 *
 * @example
 * await handedPageUsers(token) // [{ id: 'robin', data, filePath }, …]
 */
export async function handedPageUsers(token: string): Promise<readonly PageUser[]> {
	const users = handedOver(token);
	if (!users) {
		throw new Error(
			'staticnouns: the pages did not get the site the integration loaded (src/integration/hand-over.ts was bundled instead of shared with astro.config.mjs). Build with `astro build` and the staticnouns integration imported by astro.config.mjs.',
		);
	}
	return typeof users === 'function' ? users() : users;
}
