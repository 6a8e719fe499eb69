/**
 * Where a full build keeps what the fast path needs, and the sealed record that vouches for it:
 * the inputs it was built from (fall-back.ts), the digest of the kept compiled pages
 * (keep-bundle.ts) and of each asset Astro wrote. The kept pages are code the fast path imports,
 * so a record is trusted only under the site's cache key (utils/cache-key.ts), and a kept folder
 * or asset that differs from its digest means a full build.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { KeptConfig } from './keep-bundle.ts';
import { keptBuildSchema, type KeptBuild } from '../../schemas/site-files/kept-build.ts';
import { seal, verifySeal } from '../../utils/cache-key.ts';
import { readRegularFileSync } from '../../utils/regular-file.ts';
import { fileDigest } from '../../publish/site-files.ts';
import { cacheDir } from '../../publish/avatar-files.ts';

/** A record past this size is not one this module wrote. */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;
/** An asset past this size is not one Astro wrote for these pages. */
const MAX_ASSET_BYTES = 64 * 1024 * 1024;

/** A full build as the fast path trusts it: the record without its seal. */
export type Kept = Omit<KeptBuild, 'mac'>;

/**
 * The folders and files of the kept build of the site at `root`, in its cache (by default under
 * its node_modules/, where the kept pages' imports of npm packages resolve as the build's did).
 *
 * @example
 * keptPlaces('/srv/site').bundle // '/srv/site/node_modules/.cache/staticnouns/kept/bundle'
 */
export function keptPlaces(
	root: string,
	env: NodeJS.ProcessEnv = process.env,
): { bundle: string; record: string; last: string } {
	const dir = join(cacheDir(root, env), 'kept');
	return {
		bundle: join(dir, 'bundle'),
		record: join(dir, 'record.json'),
		last: join(dir, 'last-build.json'),
	};
}

/**
 * Makes the site's npm packages resolve from a kept bundle outside its node_modules/ (a cache
 * folder set elsewhere with STATICNOUNS_CACHE_DIR): a link to them beside the bundle, where
 * Node looks for the bundle's imports of them.
 *
 * @example
 * linkModules('/tmp/cache/kept/bundle', '/srv/site') // /tmp/cache/kept/node_modules → /srv/site/node_modules
 */
export function linkModules(bundle: string, root: string): void {
	const modules = join(root, 'node_modules');
	if (`${bundle}${sep}`.startsWith(`${modules}${sep}`)) return;
	const link = join(dirname(bundle), 'node_modules');
	if (lstatSync(link, { throwIfNoEntry: false })) return;
	mkdirSync(dirname(bundle), { recursive: true });
	symlinkSync(modules, link, 'dir');
}

/** What the seal covers. */
const sealed = (kept: Kept) => [
	'staticnouns kept build',
	JSON.stringify([kept.inputs, kept.kept, kept.assets]),
];

/**
 * Records a full build for the next build's fast path; with no cache key, nothing (no record is
 * then trusted anyway).
 *
 * @example
 * saveKept(places.record, { inputs, kept: codeVersion(places.bundle), assets }, cacheKey());
 */
export function saveKept(file: string, kept: Kept, key: Buffer | null): void {
	if (!key) return;
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, `${JSON.stringify({ ...kept, mac: seal(key, ...sealed(kept)) })}\n`);
}

/**
 * The recorded full build, or undefined when there is none to trust (none, a link, too large,
 * malformed, not sealed under `key`).
 *
 * @example
 * const kept = keptBuild(places.record, cacheKey());
 */
export function keptBuild(file: string, key: Buffer | null): Kept | undefined {
	if (!key) return undefined;
	try {
		const read = readRegularFileSync(file, MAX_RECORD_BYTES);
		if (!read.ok) return undefined;
		const parsed = keptBuildSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
		if (!parsed.success) return undefined;
		const { mac, ...kept } = parsed.data;
		return verifySeal(key, mac, ...sealed(kept)) ? kept : undefined;
	} catch {
		return undefined;
	}
}

/**
 * Each file under `folder` of the published site (Astro's assets, `_astro/`), by its path in the
 * site and its digest; none when there is no such folder.
 *
 * @example
 * assetDigests('/srv/site/dist', '_astro') // [['_astro/edit.B1x.js', 'q3V…']]
 */
export function assetDigests(site: string, folder: string): [string, string][] {
	const top = join(site, folder);
	if (!existsSync(top)) return [];
	return readdirSync(top, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name))
		.sort()
		.map((file) => {
			const read = readRegularFileSync(file, MAX_ASSET_BYTES);
			return [relative(site, file).split(sep).join('/'), read.ok ? fileDigest(read.bytes) : ''];
		});
}

/**
 * Astro's config as the kept build recorded it (astro.json), or undefined.
 *
 * @example
 * readKeptConfig(places.bundle)?.target // '/srv/site/dist'
 */
export function readKeptConfig(bundle: string): KeptConfig | undefined {
	const read = readRegularFileSync(join(bundle, 'astro.json'), 16 * 1024 * 1024);
	if (!read.ok) return undefined;
	try {
		return JSON.parse(read.bytes.toString('utf8')) as KeptConfig;
	} catch {
		// A cache restored from elsewhere may hold anything: no config kept, so a full build.
		return undefined;
	}
}

/**
 * Where the kept build published the site, and the folder of its assets in it (`_astro`).
 *
 * @example
 * keptOutput(bundle) // { target: '/srv/site/dist', assets: '_astro' }
 */
export function keptOutput(bundle: string): { target: string; assets: string } | undefined {
	const kept = readKeptConfig(bundle);
	const astro = kept?.astro as { build?: { assets?: unknown } } | undefined;
	if (!kept || typeof astro?.build?.assets !== 'string') return undefined;
	return { target: resolve(kept.target), assets: astro.build.assets };
}
