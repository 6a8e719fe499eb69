/**
 * The record a full build leaves for the next build's fast path (integration/fast-build/): what
 * the site's output depended on besides the profiles, the digest of the compiled pages it kept and
 * the digests of the assets Astro wrote, sealed with the site's cache key. Read as untrusted input:
 * a CI cache may be written by a workflow the key's owner does not control.
 */
import { z } from 'zod';

/** What a build's output depends on besides the profiles, each part as a digest. */
export const buildInputsSchema = z.strictObject({
	/** This package's version, and a digest of its code (a patched copy differs). */
	packageVersion: z.string(),
	packageCode: z.string(),
	/** Astro's and Node's versions. */
	runtime: z.string(),
	/** The site's src/ (its words aside), project files and lockfile. */
	siteCode: z.string(),
	/** The site's own words, src/content/i18n/. */
	words: z.string(),
	/** The integration's options and Astro's resolved config. */
	options: z.string(),
	/** public/, copied into the output as it is. */
	publicFiles: z.string(),
});

export type BuildInputs = z.infer<typeof buildInputsSchema>;

/** A full build as the fast path trusts it (fast-build/kept-record.ts). */
export const keptBuildSchema = z.strictObject({
	inputs: buildInputsSchema,
	/** The digest of the kept folder: the compiled pages, head.json and astro.json. */
	kept: z.string(),
	/** Each file Astro wrote outside the pages (its `_astro/` assets), by path, and its digest. */
	assets: z.array(z.tuple([z.string(), z.string()])).max(10_000),
	/** The seal of the three above under the site's cache key. */
	mac: z.string(),
});

export type KeptBuild = z.infer<typeof keptBuildSchema>;

/**
 * The last build that succeeded, as the next compares itself with it (fast-build/last-build.ts):
 * what it was built from, each content file's path, lstat and digest (separated by NUL), and the
 * published site's entries (separated by NUL) with the digest of them with their lstat.
 */
export const lastBuildSchema = z.strictObject({
	inputs: z.string(),
	zones: z.string(),
	target: z.string(),
	content: z.array(z.string()),
	published: z.strictObject({ paths: z.string(), digest: z.string() }),
});
