/**
 * The one rule for what other people may be told about a person's entries:
 * only what the person marked favourite or okay is shown to others as
 * something to use. Jokingly, friends only and avoid stay on the person's
 * own profile, as written, and nowhere else. Every page that lists across
 * profiles (directory, pronoun pages, and any later members or search page)
 * and every "use this" link goes through these functions.
 */
import { statusValueOf, type StatusValue } from '../schemas/status.ts';

export const FAVOURITE = statusValueOf('favourite');
export const OKAY = statusValueOf('okay');

/**
 * Whether a status invites others to use the entry: favourite or okay.
 *
 * @example
 * welcomes(OKAY) // true
 * welcomes(statusValueOf('avoid')) // false (avoid)
 */
export function welcomes(status: StatusValue): boolean {
	return status === FAVOURITE || status === OKAY;
}

/**
 * The welcomed items only, favourites first, then okay ones; each group
 * keeps the order it came in (sort the input as the page sorts first).
 *
 * @example
 * welcomed([{ s: 2 }, { s: 5 }, { s: 1 }], (item) => item.s) // [{ s: 1 }, { s: 2 }]
 */
export function welcomed<T>(items: readonly T[], statusOf: (item: T) => StatusValue): T[] {
	return [
		...items.filter((item) => statusOf(item) === FAVOURITE),
		...items.filter((item) => statusOf(item) === OKAY),
	];
}

/**
 * What to call someone in one line: the favourites, or the okay ones when
 * nothing is a favourite; never anything else.
 *
 * @example
 * preferred([{ s: 2 }, { s: 3 }], (item) => item.s) // [{ s: 2 }]
 */
export function preferred<T>(items: readonly T[], statusOf: (item: T) => StatusValue): T[] {
	const favourite = items.filter((item) => statusOf(item) === FAVOURITE);
	return favourite.length ? favourite : items.filter((item) => statusOf(item) === OKAY);
}

/**
 * The status a person gives one thing they listed more than once (two
 * entries for the same pronoun set): when any of them does not welcome it,
 * the least welcoming one, so a page never invites what was also avoided;
 * else the most welcoming one. Undefined for no statuses.
 *
 * @example
 * combinedStatus([OKAY, FAVOURITE]) // FAVOURITE
 * combinedStatus([FAVOURITE, statusValueOf('avoid')]) // 5 (avoid)
 */
export function combinedStatus(statuses: readonly StatusValue[]): StatusValue | undefined {
	if (!statuses.length) return undefined;
	const all = statuses.every(welcomes);
	return statuses.reduce((best, status) =>
		all ? (status < best ? status : best) : status > best ? status : best,
	);
}
