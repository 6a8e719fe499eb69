/**
 * What a build records about itself in dist/, for the tools that serve it
 * afterwards: `npm run preview` mounts the site at the base path it was
 * built for, without BASE_PATH being set again. The file holds nothing a
 * visitor cannot read from any page's links; its name starts with a dot, so
 * the preview and the Apache and nginx configs do not serve it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizeBase } from '../addresses/urls.ts';

export const BUILD_RECORD_FILE = '.staticnouns-build.json';

export interface BuildRecord {
	/** The base path the pages link under, e.g. `/profiles/`. */
	base: string;
	/**
	 * The origin the build wrote into absolute addresses (avatar_urls), when
	 * it was a local one (no SITE_URL, e.g. http://localhost:4321): the
	 * preview then answers them with the origin it is really served at.
	 */
	localOrigin?: string | undefined;
}

/**
 * The origin of a site address when it is a local one (localhost or a
 * loopback address), which only a preview serves; else undefined.
 *
 * @example
 * localOriginOf('http://localhost:4321') // 'http://localhost:4321'
 * localOriginOf('https://profiles.example.org') // undefined
 */
export function localOriginOf(site: string | URL | undefined): string | undefined {
	if (site === undefined) return undefined;
	try {
		const url = new URL(site);
		return /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname) && url.protocol === 'http:'
			? url.origin
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * @example
 * await writeBuildRecord('dist', { base: '/profiles/' });
 */
export async function writeBuildRecord(dir: string, record: BuildRecord): Promise<void> {
	const local = localOriginOf(record.localOrigin);
	await writeFile(
		join(dir, BUILD_RECORD_FILE),
		`${JSON.stringify({ base: normalizeBase(record.base), ...(local ? { localOrigin: local } : {}) })}\n`,
	);
}

/**
 * The record of the build in `dir`, or undefined for a build that wrote
 * none (or a file that is not one).
 *
 * @example
 * (await readBuildRecord('dist'))?.base // '/profiles/'
 */
export async function readBuildRecord(dir: string): Promise<BuildRecord | undefined> {
	const text = await readFile(join(dir, BUILD_RECORD_FILE), 'utf8').catch(() => undefined);
	if (text === undefined || text.length > 10_000) return undefined;
	try {
		const value: unknown = JSON.parse(text);
		if (typeof value === 'object' && value && 'base' in value && typeof value.base === 'string') {
			const local =
				'localOrigin' in value && typeof value.localOrigin === 'string'
					? localOriginOf(value.localOrigin)
					: undefined;
			return { base: normalizeBase(value.base), ...(local ? { localOrigin: local } : {}) };
		}
	} catch {
		// Not JSON: treated as no record.
	}
	return undefined;
}

/**
 * The base path to serve a built site under: the one it was built for;
 * BASE_PATH, when given, must agree with it (pages link under the built one).
 * Returns an error message when they disagree.
 *
 * @example
 * previewBase({ base: '/profiles/' }, undefined) // { base: '/profiles/' }
 */
export function previewBase(
	record: BuildRecord | undefined,
	basePath: string | undefined,
): { base: string } | { error: string } {
	const asked = basePath ? normalizeBase(basePath) : undefined;
	if (!record) return { base: asked ?? '/' };
	if (asked && asked !== record.base) {
		return {
			error: `the site was built for the base path ${record.base} but BASE_PATH is ${asked}: its links would not work; unset BASE_PATH, or build again with it`,
		};
	}
	return { base: record.base };
}
