/**
 * What a page renders from, as one short string: a rebuild takes a page
 * from the published site instead of rendering it when its key and the
 * code version (publish/page-reuse.ts) are both unchanged, so a rebuild
 * after one profile changed renders that profile's page only.
 */
import { createHash } from 'node:crypto';

/**
 * A digest of everything a page is rendered from besides code and settings
 * (the code version covers those, the options included): the entry, and
 * whatever else the route passes, e.g. the file path. JSON, so key order
 * counts: callers pass the same shapes every build. A value JSON would
 * write as less than it holds (a Map, a Set, a function) throws: a key
 * blind to part of a page would keep that page when that part changed.
 *
 * @example
 * pageKey([entry, 'content/users/robin.md', '/']) // 'q3V1…' (43 characters)
 */
export function pageKey(inputs: readonly unknown[]): string {
	return createHash('sha256').update(JSON.stringify(inputs, plainOnly)).digest('base64url');
}

/**
 * A route's static path with its reuse key, derived from exactly what its
 * page renders from: its params and props. The rest a page reads (the
 * options, Astro's config, the code) is in the pages' code version
 * (publish/page-reuse.ts pageVersion), so a route cannot leave a part out:
 * a page must render from its props, and this helper keys them all.
 *
 * @example
 * reusablePath({ params: { name: 'robin' }, props: { data, file } }) // { params, props, cacheKey: 'q3V1…' }
 */
export function reusablePath<Params, Props>(path: {
	params: Params;
	props: Props;
}): { params: Params; props: Props; cacheKey: string } {
	return { params: path.params, props: path.props, cacheKey: pageKey([path.params, path.props]) };
}

function plainOnly(key: string, value: unknown): unknown {
	if (value instanceof Map || value instanceof Set || typeof value === 'function')
		throw new TypeError(
			`pageKey: ${key || 'the input'} is a ${value instanceof Map ? 'Map' : value instanceof Set ? 'Set' : 'function'}, which JSON writes as less than it holds: make the key from plain values`,
		);
	return value;
}
