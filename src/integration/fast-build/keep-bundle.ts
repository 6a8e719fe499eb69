/**
 * Issue 41, design (a), first part: a full build keeps what Astro compiled, so that a later build
 * can render pages without Astro's start and bundling. Astro deletes its prerender bundle (the
 * compiled pages, `.prerender/`) once the pages are written; this copies it out first, with the
 * two things the bundle's App is given besides it (each page's styles, from Astro's in-memory
 * build state, and the injected scripts). These are Astro internals (7.3: the prerender entry's
 * `app`, `setInternals`, `setOptions`), so this runs only when STATICNOUNS_KEEP_BUNDLE names a
 * folder: `staticnouns build` sets it for its full builds (fast-build/fast-build.ts).
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { stableJson } from '../../publish/page-reuse.ts';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The bundle's App as far as this module calls it. */
interface KeptApp {
	setInternals(internals: unknown): void;
	setOptions(options: unknown): void;
}

/** What the App is given besides the bundle, as kept (head.json). */
export interface KeptHead {
	/** The prerender entry's file name in the kept folder. */
	entry: string;
	/** Astro's page data styles by page key. */
	pagesByKeys: [string, { styles: unknown }][];
	entrySpecifierToBundleMap: [string, string][];
	/** Astro's injected scripts (settings.scripts). */
	scripts: unknown;
	/** The origin Astro's requests for the pages had. */
	origin: string;
}

/**
 * Where Astro put this build's prerender bundle: beside the output, or (an output outside the
 * working folder, as staging may be) in the working folder's .astro/.
 */
function bundleDir(outDir: URL): string {
	const beside = fileURLToPath(new URL('.prerender/', outDir));
	return existsSync(beside) ? beside : join(process.cwd(), '.astro/.prerender');
}

/**
 * Copies this build's prerender bundle into `keep`, and writes head.json as Astro hands its App
 * the build state. Call in the prerenderer's setup, before Astro's own: the entry is the same
 * module instance Astro then imports.
 *
 * @example
 * setup: async () => { await keepBundle(astro.outDir, keep); await base.setup(); }
 */
export async function keepBundle(outDir: URL, keep: string): Promise<void> {
	const from = bundleDir(outDir);
	// A failed build may leave an older bundle beside it: the newest entry is this build's.
	const entry = readdirSync(from)
		.filter((name) => name.startsWith('prerender-entry.'))
		.map((name) => ({ name, time: statSync(join(from, name)).mtimeMs }))
		.sort((a, b) => b.time - a.time)[0]?.name;
	if (!entry) return;
	rmSync(keep, { recursive: true, force: true });
	cpSync(from, keep, { recursive: true });
	const { app } = (await import(pathToFileURL(join(from, entry)).href)) as { app: KeptApp };
	const head: Partial<KeptHead> = { entry };
	const [setInternals, setOptions] = [app.setInternals.bind(app), app.setOptions.bind(app)];
	app.setInternals = (internals) => {
		const state = internals as {
			pagesByKeys: Map<string, { styles: unknown }>;
			entrySpecifierToBundleMap: Map<string, string>;
		};
		head.pagesByKeys = [...state.pagesByKeys].map(([key, page]) => [key, { styles: page.styles }]);
		head.entrySpecifierToBundleMap = [...state.entrySpecifierToBundleMap];
		setInternals(internals);
	};
	app.setOptions = (options) => {
		const given = options as { settings: { scripts: unknown }; origin: string };
		head.scripts = given.settings.scripts;
		head.origin = given.origin;
		writeFileSync(join(keep, 'head.json'), JSON.stringify(head));
		setOptions(options);
	};
}

/** Astro's config as the kept build had it (astro.json), and the output folder it published to. */
export interface KeptConfig {
	/** Astro's resolved config as stableJson writes it: addresses as text, functions left out. */
	astro: Record<string, unknown>;
	target: string;
}

/**
 * Writes Astro's config into `keep` (astro.json) as the build computes its pages' code version
 * from it, so that the fast path computes the same version and plans the same build.
 *
 * @example
 * keepConfig(keep, { astro, target: plan.target });
 */
export function keepConfig(keep: string, config: { astro: unknown; target: string }): void {
	if (existsSync(keep)) writeFileSync(join(keep, 'astro.json'), stableJson(config));
}
