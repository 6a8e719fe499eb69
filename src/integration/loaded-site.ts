/**
 * How the site the integration loaded for a build reaches the content loader
 * in the same process, so 10,000 files are not read and validated twice.
 *
 * The integration (loaded with astro.config.mjs) and the loader (loaded by
 * Vite with src/content.config.ts) can be separate module instances, so a
 * module variable is not shared between them. What both see is the
 * integration object itself: the loader's context carries the resolved
 * Astro config, whose `integrations` keep each integration's `hooks` (the
 * same pattern as the limits, see content/site-limits.ts). The integration
 * exposes the site through a hook of its own, a closure over its own state:
 * explicit, no global, and the same in `astro build` (the site is handed
 * over once) and `astro dev` (nothing is handed over, the loader loads and
 * reloads on every change). A site handed over also tells the loader that
 * the pages read it from the integration (site-model.ts), so it leaves
 * Astro's data store empty.
 */
import { DEFAULT_LIMITS } from '../schemas/profile-limits.ts';
import type { LoadedSite, LoadOptions } from '../content/site.ts';

/** Not an Astro hook: the one through which the loader takes the site the integration loaded. */
export const LOADED_SITE_HOOK = 'staticnouns:loaded-site';

/** What the site was loaded for: a site loaded with other options is not the one the loader needs. */
function loadKey(contentDir: string, options: LoadOptions): string {
	return JSON.stringify([contentDir, options.cwd ?? process.cwd(), String(options.site ?? ''), options.base ?? '', { ...DEFAULT_LIMITS, ...options.limits }]);
}

/**
 * A hand-over for one integration instance: `keep` a validated site, and
 * `hook` (set on the integration's hooks under LOADED_SITE_HOOK) gives it
 * out once, to a loader asking with the same options.
 *
 * @example
 * const handoff = siteHandoff();
 * handoff.keep(contentDir, options, site); // in astro:config:setup
 * hooks: { [LOADED_SITE_HOOK]: handoff.hook }
 */
export function siteHandoff() {
	let kept: { key: string; site: LoadedSite } | undefined;
	return {
		keep(contentDir: string, options: LoadOptions, site: LoadedSite): void {
			kept = { key: loadKey(contentDir, options), site };
		},
		/** The kept site for these options, once: the next call loads afresh (a dev server's later syncs must see edits). */
		hook(contentDir: string, options: LoadOptions): LoadedSite | undefined {
			const taken = kept;
			kept = undefined;
			return taken?.key === loadKey(contentDir, options) ? taken.site : undefined;
		},
	};
}

/**
 * The site the staticnouns integration in this Astro config kept for these
 * options, once; undefined when there is none (`astro dev`, `astro sync`, a
 * config without the integration).
 *
 * @example
 * const site = takeLoadedSite(config, dir, options) ?? (await loadSite(dir, options));
 */
export function takeLoadedSite(config: { integrations?: unknown }, contentDir: string, options: LoadOptions): LoadedSite | undefined {
	const integrations = Array.isArray(config.integrations) ? (config.integrations.flat(Infinity) as unknown[]) : [];
	for (const integration of integrations) {
		const hook = (integration as { hooks?: Record<string, unknown> } | null)?.hooks?.[LOADED_SITE_HOOK];
		if (typeof hook === 'function') return (hook as ReturnType<typeof siteHandoff>['hook'])(contentDir, options);
	}
	return undefined;
}
