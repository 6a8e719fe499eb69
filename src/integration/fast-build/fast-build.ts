/**
 * Issue 41, design (a): a content-only rebuild. When nothing but the profiles changed since the
 * last full build (fall-back.ts, kept-record.ts), the build runs as `astro build` would, through
 * the integration's own steps (build.ts `siteBuild`), with Astro's part played by the pages that
 * build kept (keep-bundle.ts, render-kept.ts): no Astro start, no bundling. The integration's
 * prerenderer leaves out every keyed page the published site holds for the same key
 * (page-reuse.ts), so only the changed profiles' pages, the lists naming them and the pages
 * without a key (home, search, 404, the site's own pages) are rendered; Astro's assets are linked
 * from the published site, public/ copied as Astro copies it, and the result swapped in for dist/
 * as a full build's. Anything this path does not do as Astro would is a FallBack: a full build,
 * said in one line.
 */
import {
	constants,
	copyFileSync,
	cpSync,
	existsSync,
	linkSync,
	mkdirSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroConfig, AstroPrerenderer } from 'astro';
import { pageFile, pageName, type PageLayout, type StaticPath } from '../../publish/page-reuse.ts';
import type { StaticnounsConfig } from '../../schemas/options.ts';
import { readRegularFileSync } from '../../utils/regular-file.ts';
import { fileDigest } from '../../publish/site-files.ts';
import { siteBuild, siteToken } from '../build.ts';
import { openKept, type KeptPath } from './render-kept.ts';
import { readKeptConfig } from './kept-record.ts';
import { ENGLISH_CHECK, say, type CheckKey } from '../../schemas/check-words.ts';

/** Why the fast path cannot build this site now: the one line said before a full build. */
export class FallBack extends Error {
	override name = 'FallBack';
	/** Why, as check's rule (check.full*), said after check.fullBuild in the site's words. */
	readonly key: CheckKey;
	readonly values: Readonly<Record<string, string>>;
	constructor(key: CheckKey, values: Readonly<Record<string, string>> = {}) {
		super(say(ENGLISH_CHECK, 'check.fullBuild', { reason: say(ENGLISH_CHECK, key, values) }));
		this.key = key;
		this.values = values;
	}
}

type Logger = { info: (message: string) => void; warn: (message: string) => void };

/** What the fast path is given: the kept build, vouched for by its record (kept-record.ts). */
interface FastRun {
	/** The kept folder: the compiled pages, head.json, astro.json. */
	bundle: string;
	/** Astro's assets as the record lists them, by path in the site, with their digests. */
	assets: readonly [string, string][];
	config: StaticnounsConfig;
	logger: Logger;
}

/** Pages rendered at once, as the build's own concurrency (astro.config.mjs). */
const CONCURRENCY = 16;

/**
 * Builds the site from the kept build; throws a FallBack where a full build is needed, and the
 * build's own error (build-error.ts) for the site's problems, dist/ as it was either way.
 *
 * @example
 * const { rendered } = await fastBuild({ bundle, assets, config, logger });
 */
export async function fastBuild(run: FastRun): Promise<{ rendered: number }> {
	const { astro, target } = keptConfig(run.bundle);
	const kept = await openKept(run.bundle);
	// Astro writes endpoints' and redirects' files by rules of its own: a full build does.
	const other = kept.routes.find((route) => route.type !== 'page');
	if (other) throw new FallBack('check.fullOwnRoute', { type: other.type, route: other.route });
	const build = siteBuild(run.config);
	const root = fileURLToPath(astro.root);
	// The kept pages read the site under the token the integration gives it.
	const token = siteToken(root);
	const { outDir } = await build.load(
		{ ...astro, outDir: pathToFileURL(`${target}/`) },
		token,
		run.logger,
	);
	build.configure({ ...astro, outDir });
	const staging = fileURLToPath(outDir);
	mkdirSync(staging, { recursive: true });
	const base: AstroPrerenderer = {
		name: 'staticnouns:kept',
		getStaticPaths: async () => (await kept.paths()) as never,
		render: () => Promise.reject(new Error('rendered by fastBuild')),
	};
	const paths = (await build.prerenderer(base).getStaticPaths()) as unknown as KeptPath[];
	const publicDir = fileURLToPath(astro.publicDir);
	if (existsSync(publicDir)) cpSync(publicDir, staging, { recursive: true });
	linkAssets(run.assets, target, staging);
	const written = await renderPages(paths, { kept, staging, publicDir, layout: layoutOf(astro) });
	await build.publish(
		outDir,
		written.names.map((name) => ({ pathname: name })),
		run.logger,
		new Map([['pages', written.files]]),
	);
	return { rendered: paths.length };
}

/**
 * Astro's config as the kept build recorded it, the folders as addresses again; a FallBack when
 * there is none, no published site, or its pages are laid out otherwise than this path writes them.
 */
function keptConfig(bundle: string): { astro: AstroConfig; target: string } {
	const kept = readKeptConfig(bundle);
	if (!kept) throw new FallBack('check.fullNoConfig');
	if (!existsSync(kept.target)) throw new FallBack('check.fullNoSite', { target: kept.target });
	const astro = kept.astro as unknown as AstroConfig;
	if (astro.build.format !== 'directory' || astro.trailingSlash === 'never')
		throw new FallBack('check.fullFormat');
	const url = (value: unknown) => new URL(String(value));
	return {
		astro: { ...astro, root: url(astro.root), publicDir: url(astro.publicDir) },
		target: resolve(kept.target),
	};
}

/** Links each asset Astro wrote from the published site, each checked against its digest. */
function linkAssets(assets: FastRun['assets'], published: string, staging: string): void {
	for (const [path, digest] of assets) {
		const source = join(published, path);
		const read = readRegularFileSync(source, 64 * 1024 * 1024);
		if (!read.ok || fileDigest(read.bytes) !== digest)
			throw new FallBack('check.fullAssetChanged', { path });
		mkdirSync(dirname(join(staging, path)), { recursive: true });
		try {
			linkSync(source, join(staging, path));
		} catch {
			copyFileSync(source, join(staging, path), constants.COPYFILE_FICLONE);
		}
	}
}

/**
 * Renders `paths` into `staging` as Astro's generate step does: each page to its file (pageFile),
 * named as Astro names it (pageName), none where public/ has a file (Astro leaves that file).
 */
async function renderPages(
	paths: readonly KeptPath[],
	at: {
		kept: Awaited<ReturnType<typeof openKept>>;
		staging: string;
		publicDir: string;
		layout: PageLayout;
	},
): Promise<{ names: string[]; files: URL[] }> {
	const names: string[] = [];
	const files: URL[] = [];
	let next = 0;
	const renderSome = async (): Promise<void> => {
		while (next < paths.length) {
			const path = paths[next++]!;
			names.push(pageName(path.pathname, at.layout));
			const response = await at.kept.respond(path);
			// Astro writes a redirect's page by a template of its own: a full build does.
			if (response.status >= 300 && response.status < 400)
				throw new FallBack('check.fullRedirect', { path: path.pathname });
			const file = pageFile(path as StaticPath, at.layout.format);
			if (!response.body || existsSync(join(at.publicDir, file))) continue;
			const body = Buffer.from(await response.arrayBuffer());
			mkdirSync(dirname(join(at.staging, file)), { recursive: true });
			writeFileSync(join(at.staging, file), body);
			files.push(pathToFileURL(join(at.staging, file)));
		}
	};
	await Promise.all(Array.from({ length: CONCURRENCY }, renderSome));
	return { names, files };
}

/** How Astro lays out and names pages, from its config. */
function layoutOf(astro: AstroConfig): PageLayout {
	return { format: astro.build.format, trailingSlash: astro.trailingSlash };
}
