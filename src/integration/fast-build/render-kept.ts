/**
 * Issue 41, design (a), second part: renders pages of a site with the bundle a full build kept
 * (keep-bundle.ts), in a plain Node process: no Astro start, no Vite, no bundling. The kept entry's
 * `app` is given the state the build gave it (head.json) and renders a path as Astro's own
 * prerenderer does (`app.render(request, { routeData })`), so the bytes are the build's. The pages
 * read the site from hand-over.ts as in a build: hand the users over (under the build's token)
 * before rendering. Astro internals (7.3), as keep-bundle.ts says; used by bench/prototypes/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { KeptHead } from './keep-bundle.ts';

/** A route as the kept manifest has it. */
interface KeptRoute {
	routeData: { route: string; type: string; pattern: RegExp; isIndex: boolean; prerender: boolean };
}

/** A path Astro's prerenderer lists (its `getStaticPaths`), as far as this module uses it. */
export interface KeptPath {
	pathname: string;
	route: KeptRoute['routeData'];
	cacheKey?: string | undefined;
}

/** The kept entry's exports, as far as this module uses them. */
interface KeptEntry {
	app: {
		setInternals(internals: unknown): void;
		setOptions(options: unknown): void;
		render(request: Request, options: { routeData: unknown }): Promise<Response>;
	};
	manifest: { routes: readonly KeptRoute[]; base: string };
}

/** Renders pages of the kept build. */
interface KeptPages {
	/** The page at `path` (e.g. `/@robin/`, `/404`), as the build wrote it. */
	render(path: string): Promise<Buffer>;
	/** The routes Astro prerenders, as the kept manifest lists them. */
	routes: readonly KeptRoute['routeData'][];
	/** Every path Astro's own prerenderer would list, each with its route and key. */
	paths(): Promise<KeptPath[]>;
	/** The response of one listed path, as Astro's prerenderer renders it. */
	respond(path: KeptPath): Promise<Response>;
}

/**
 * The pages of the build kept in `keep`.
 *
 * @example
 * handOver(token, users);
 * const pages = await openKept('node_modules/.cache/staticnouns/bundle');
 * writeFileSync('dist/@robin/index.html', await pages.render('/@robin/'));
 */
export async function openKept(keep: string): Promise<KeptPages> {
	const head = JSON.parse(readFileSync(join(keep, 'head.json'), 'utf8')) as KeptHead;
	const { app, manifest } = (await import(pathToFileURL(join(keep, head.entry)).href)) as KeptEntry;
	app.setInternals({
		pagesByKeys: new Map(head.pagesByKeys),
		entrySpecifierToBundleMap: new Map(head.entrySpecifierToBundleMap),
	});
	// Astro's log lines of a render are the build's business, not this one's.
	app.setOptions({
		logger: { options: { destination: { write: () => true } } },
		settings: { scripts: head.scripts },
	});
	const pages = manifest.routes.filter(({ routeData }) => routeData.type === 'page');
	return {
		render: async (path) => {
			const bare = path.replace(/\/$/, '') || '/';
			// The manifest lists routes in Astro's priority order: the first that matches is the one.
			const route = pages.find(({ routeData }) => routeData.pattern.test(bare));
			if (!route) throw new Error(`no page of the kept build at ${path}`);
			const url = new URL(bare === '/' || bare === '/404' ? bare : `${bare}/`, head.origin);
			const response = await app.render(new Request(url), { routeData: route.routeData });
			return Buffer.from(await response.arrayBuffer());
		},
		routes: manifest.routes.map(({ routeData }) => routeData).filter((route) => route.prerender),
		paths: async () => {
			// Astro's own lister (what its default prerenderer calls), given the kept app.
			const { StaticPaths } = (await import('astro/runtime/prerender/static-paths.js')) as {
				StaticPaths: new (app: unknown) => { getAll(): Promise<KeptPath[]> };
			};
			return new StaticPaths(app).getAll();
		},
		respond: (path) =>
			app.render(new Request(new URL(pageAddress(path.pathname, manifest.base), head.origin)), {
				routeData: path.route,
			}),
	};
}

/**
 * The address Astro requests a page at in a build with `build.format: 'directory'` and a
 * trailing slash allowed (Astro's getUrlForPath, for pages): the base, the path, a slash.
 *
 * @example
 * pageAddress('/@robin', '/profiles') // '/profiles/@robin/'
 */
export function pageAddress(pathname: string, base: string): string {
	const folder = base.endsWith('/') ? base : `${base}/`;
	const path = pathname.replace(/^\/+|\/+$/g, '');
	return path ? `${folder}${path}/` : folder;
}
