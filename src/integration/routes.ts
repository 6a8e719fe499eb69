/**
 * Every page the integration gives a site, injected as Starlight injects
 * its routes: a site's own src/ may be empty, and its own src/pages/ sit
 * beside these.
 */

/** The routes, each an Astro page in src/routes/ (lib/routes/ in the package). */
export const ROUTES: readonly { pattern: string; file: string }[] = [
	{ pattern: '/', file: 'index.astro' },
	{ pattern: '/@[name]', file: 'profile.astro' },
	{ pattern: '/@[name]/[member]', file: 'member.astro' },
	{ pattern: '/pronouns/[...forms]', file: 'pronouns.astro' },
	{ pattern: '/directory/[...page]', file: 'directory.astro' },
	{ pattern: '/search', file: 'search.astro' },
	{ pattern: '/edit', file: 'edit.astro' },
	{ pattern: '/404', file: '404.astro' },
];

/** Where the route files are: beside this folder, in the source and in the package alike. */
const ROUTES_DIR = new URL('../routes/', import.meta.url);

/**
 * Injects every route.
 *
 * @example
 * 'astro:config:setup': ({ injectRoute }) => injectRoutes(injectRoute)
 */
export function injectRoutes(
	injectRoute: (route: { pattern: string; entrypoint: URL; prerender: boolean }) => void,
): void {
	for (const { pattern, file } of ROUTES)
		injectRoute({ pattern, entrypoint: new URL(file, ROUTES_DIR), prerender: true });
}
