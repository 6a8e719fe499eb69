/**
 * Astro's incremental build cache (astro.config.mjs `experimental.
 * incrementalBuild`) keeps each page's HTML in Astro's cache folder
 * (`cacheDir`, node_modules/.astro) and copies it into the site when the
 * page's key is unchanged. That folder is input nobody vetted (a CI cache, a
 * committed folder), so the integration seals it: after a build, an HMAC
 * under this machine's key (utils/cache-key.ts) over every file in it; before
 * the next, the seal is checked, and a cache that does not match it (a page
 * edited, added, removed, or no seal at all) is deleted, so Astro renders
 * every page again. A forged page never reaches the output.
 */
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { seal, sealParts, verifySeal } from '../utils/cache-key.ts';
import { readRegularFileSync } from '../utils/regular-file.ts';

/**
 * What Astro keeps in its cache folder for incremental builds
 * (astro/dist/core/build/incremental.js).
 */
export const INCREMENTAL_FILES = ['incremental-build.json', 'dist'] as const;

/**
 * A cached page bigger than this makes the cache untrusted: far more than any page the site
 * writes.
 */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Thrown inside cacheParts when a cached file is not a regular file: the cache is not trusted. */
const UNREADABLE = Symbol('unreadable');

/**
 * The HMAC over the incremental cache's files (paths and bytes, sorted), or null when one is not a
 * regular file. Each file is hashed as it is read: the cache holds every page, too much to keep.
 */
function digestOf(key: Buffer, astroCacheDir: string): string | null {
	try {
		return sealParts(key, cacheParts(astroCacheDir));
	} catch (error) {
		if (error === UNREADABLE) return null;
		throw error;
	}
}

function* cacheParts(astroCacheDir: string): Generator<string | Uint8Array> {
	yield 'staticnouns astro incremental cache';
	for (const top of INCREMENTAL_FILES) {
		const path = join(astroCacheDir, top);
		let info;
		try {
			info = lstatSync(path);
		} catch {
			yield `${top}:absent`;
			continue;
		}
		const files = info.isDirectory()
			? readdirSync(path, { recursive: true, withFileTypes: true })
					.filter((entry) => !entry.isDirectory())
					.map((entry) => join(entry.parentPath, entry.name))
					.sort()
			: [path];
		for (const file of files) {
			const read = readRegularFileSync(file, MAX_FILE_BYTES);
			if (!read.ok) throw UNREADABLE;
			yield relative(astroCacheDir, file);
			yield read.bytes;
		}
	}
}

/**
 * Before a build: keeps Astro's incremental cache only when this machine's
 * last build sealed exactly what is there, else deletes it. Returns whether
 * it was kept.
 *
 * @example
 * trustAstroCache(fileURLToPath(config.cacheDir), join(cacheDir(root), 'astro-cache.seal'),
 * cacheKey())
 */
export function trustAstroCache(
	astroCacheDir: string,
	sealFile: string,
	key: Buffer | null,
): boolean {
	const present = INCREMENTAL_FILES.some((top) => {
		try {
			lstatSync(join(astroCacheDir, top));
			return true;
		} catch {
			return false;
		}
	});
	if (!present) return false;
	const stored = readRegularFileSync(sealFile, 256);
	const digest = key && stored.ok ? digestOf(key, astroCacheDir) : null;
	if (digest !== null && key && stored.ok && verifySeal(key, stored.bytes.toString('utf8'), digest))
		return true;
	for (const top of INCREMENTAL_FILES)
		rmSync(join(astroCacheDir, top), { recursive: true, force: true });
	return false;
}

/**
 * After a build: seals what Astro left in its incremental cache, for the
 * next build's trustAstroCache. Never throws: an unsealed cache costs the
 * next build time only.
 *
 * @example
 * sealAstroCache(fileURLToPath(config.cacheDir), join(cacheDir(root), 'astro-cache.seal'),
 * cacheKey())
 */
export function sealAstroCache(astroCacheDir: string, sealFile: string, key: Buffer | null): void {
	try {
		const digest = key && digestOf(key, astroCacheDir);
		if (!key || !digest) return;
		mkdirSync(dirname(sealFile), { recursive: true });
		const temporary = `${sealFile}.${process.pid}.tmp`;
		writeFileSync(temporary, seal(key, digest));
		renameSync(temporary, sealFile);
	} catch {
		// See above.
	}
}
