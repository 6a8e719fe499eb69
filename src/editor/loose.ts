/**
 * Reading values from text the site serves (a published profile, a
 * profile's file), which anyone may have written: only a value of the
 * expected shape is taken, anything else reads as empty.
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
