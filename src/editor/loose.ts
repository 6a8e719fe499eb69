/**
 * Reading values from text the site serves (a published profile, a
 * profile's file), which anyone may have written: only a value of the
 * expected shape is taken, anything else reads as empty. Light on purpose:
 * the page's script imports it (the editor's script budget).
 */

/** A string, or ''. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A list, or []. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A map, or {}. */
export const record = (value: unknown): Record<string, unknown> =>
	value !== null && typeof value === 'object' && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: {};

/** The texts of a map's `keys`, in their order (each '' unless a string). */
export const texts = <const K extends string>(
	value: unknown,
	keys: readonly K[],
): Record<K, string> =>
	Object.fromEntries(keys.map((key) => [key, text(record(value)[key])])) as Record<K, string>;

/**
 * The site's own JSON at `path` (same origin, no redirects), or null.
 *
 * @example
 * await fetchJson('/v1/users/robin.json') // { id: 'd4gn…', name: 'robin', … }
 */
export async function fetchJson(path: string): Promise<unknown> {
	try {
		const response = await fetch(path, { credentials: 'same-origin', redirect: 'error' });
		return response.ok ? await response.json() : null;
	} catch {
		return null;
	}
}
