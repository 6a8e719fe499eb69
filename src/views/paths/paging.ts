/**
 * How long lists across profiles (the directory, a pronoun page's "used by")
 * are cut into pages that stay small at any number of profiles: a page holds
 * at most a set number of entries and at most a set number of bytes of
 * entries, counted as the HTML they become. The byte bound is what keeps
 * every page small whatever people write: 100 entries of 100-character
 * display names made of `&` would otherwise be a page of 60 KB of names.
 */

export interface PageLimits {
	/** Entries on one page. */
	entries: number;
	/** Bytes of entries on one page, as HTML (see htmlBytes). */
	bytes: number;
}

/**
 * Cuts a list into pages in order: a page ends when one more entry would
 * pass either limit. An entry heavier than a whole page still gets a page of
 * its own (the callers bound each entry well below that).
 *
 * @example
 * paginate(['a', 'b', 'c'], () => 10, { entries: 2, bytes: 100 }) // [['a', 'b'], ['c']]
 * paginate(['a', 'b', 'c'], () => 60, { entries: 10, bytes: 100 }) // [['a'], ['b'], ['c']]
 */
export function paginate<T>(
	items: readonly T[],
	weightOf: (item: T) => number,
	limits: PageLimits,
): T[][] {
	const pages: T[][] = [];
	let page: T[] = [];
	let bytes = 0;
	for (const item of items) {
		const weight = weightOf(item);
		if (page.length && (page.length >= limits.entries || bytes + weight > limits.bytes)) {
			pages.push(page);
			page = [];
			bytes = 0;
		}
		page.push(item);
		bytes += weight;
	}
	if (page.length || !pages.length) pages.push(page);
	return pages;
}

/**
 * What HTML escaping adds at most for each character it escapes (`"` becomes `&quot;`, five more
 * bytes).
 */
const ESCAPE_GROWTH = 5;

/**
 * An upper bound of the bytes a text takes in HTML, escaped as Astro escapes
 * text and attributes (`&`, `<`, `>`, `"`, `'` become entities).
 *
 * @example
 * htmlBytes('Zoë') // 4
 * htmlBytes('a&b') // 8
 */
export function htmlBytes(text: string): number {
	let escaped = 0;
	for (const char of text)
		if (char === '&' || char === '<' || char === '>' || char === '"' || char === "'") escaped++;
	return Buffer.byteLength(text) + escaped * ESCAPE_GROWTH;
}

/** A link to one page of a paged list. */
export interface PageLink {
	number: number;
	path: string;
}

/** Where a page stands in its list, for the page links under it. */
export interface PageNav {
	/** 1-based. */
	number: number;
	count: number;
	prev: PageLink | null;
	next: PageLink | null;
	/**
	 * The numbered links shown: the first, the last and the two either side of this page; null where
	 * two or more numbers are left out.
	 */
	pages: (PageLink | null)[];
}

/** Pages either side of the current one that get a numbered link. */
const NEAR = 2;

/**
 * The navigation of page `number` among `count` pages whose addresses
 * `pathOf` gives. The numbered links are bounded (at most 2 × NEAR + 3
 * links and two gaps), so a list of 10,000 pages does not put 10,000 links
 * on each of them; prev and next walk every page.
 *
 * @example
 * pageNav(6, 12, (n) => `/p/${n}/`).pages.map((link) => link?.number ?? '…') // [1, '…', 4, 5, 6, 7, 8, '…', 12]
 */
export function pageNav(
	number: number,
	count: number,
	pathOf: (number: number) => string,
): PageNav {
	const link = (n: number): PageLink => ({ number: n, path: pathOf(n) });
	const shown = [
		...new Set([1, ...Array.from({ length: 2 * NEAR + 1 }, (_, at) => number - NEAR + at), count]),
	]
		.filter((n) => n >= 1 && n <= count)
		.sort((a, b) => a - b);
	const pages: (PageLink | null)[] = [];
	for (const n of shown) {
		const last = pages.at(-1)?.number ?? n - 1;
		// A gap of one page shows that page: a "…" would take as much room.
		if (n - last === 2) pages.push(link(n - 1));
		else if (n - last > 2) pages.push(null);
		pages.push(link(n));
	}
	return {
		number,
		count,
		prev: number > 1 ? link(number - 1) : null,
		next: number < count ? link(number + 1) : null,
		pages,
	};
}
