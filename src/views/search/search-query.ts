/**
 * How a query is answered from the site's search index (views/search/search.ts
 * builds it; views/search/search-index.ts names its files). This module runs in
 * the visitor's browser as the search page's own script and in the tests
 * alike, so it imports nothing and touches no DOM: it is handed a loader
 * for the index's JSON files.
 *
 * The index is split so that one query downloads little whatever the size
 * of the site: words in shards by their first three characters (a word of
 * one or two characters is its own key and is matched whole: "he" is not
 * the start of "her"), whole pronoun sets in shards of their own, and the
 * records a result shows in chunks, fetched only for the results shown.
 */

/** What the index's manifest (`search/index.json`) says. */
export interface SearchManifest {
	/**
	 * Changes with any file of the index: appended to each address so a browser never mixes two
	 * builds.
	 */
	version: string;
	/** Records per chunk file. */
	chunk: number;
	/** How many word shard files there are (`t/<n>.json`, see shardOf). */
	shards: number;
	/** How many pronoun set shard files there are (`s/<n>.json`, by the set's first word). */
	sets: number;
}

/**
 * One word shard: the words starting with the keys it holds, each with the
 * people it finds (ids as gaps from the previous one), and the pronoun
 * forms that must not find some people (they marked that set jokingly,
 * friends only or avoid, and no welcomed set of theirs has that form).
 */
export interface SearchShard {
	terms: Record<string, number[]>;
	blocked: Record<string, number[]>;
}

/**
 * One set shard: whole pronoun sets as people write them, each with exactly
 * the people its pronoun page lists (favourites, then okay, each as gaps),
 * or the spelling that holds that list.
 */
export type SetShard = Record<string, [favourite: number[], okay: number[]] | string>;

/**
 * What a result shows: the profile's path under the base (`@kit/juniper/`: the handle, as it is
 * written), display name, pronouns to use, and for a member its owner user's display name.
 */
export type SearchRecord = [
	path: string,
	displayName: string,
	pronouns: string,
	ownerName: string | null,
];

/**
 * How a result names the person: `@robin`, or `@kit/juniper` for a member,
 * from its path.
 *
 * @example
 * handleOf(['@kit/juniper/', 'Juniper', 'she/her', 'Kit']) // '@kit/juniper'
 */
export function handleOf(record: SearchRecord): string {
	return record[0].replace(/\/$/, '').split('/').map(decodeURIComponent).join('/');
}

/** Reads one file of the index (a path under `search/`), or undefined when it is not there. */
type IndexLoader = (path: string) => Promise<unknown>;

/**
 * Text as the index compares it: Unicode compatibility forms, accents and
 * case set aside (so "José" is found by "jose"), one space between words,
 * none around a slash.
 *
 * @example
 * foldText('  Zoë  /  Her ') // 'zoe/her'
 */
export function foldText(text: string): string {
	// Plain ASCII has no accents or compatibility forms: most names and every common set skip that
	// work.
	const plain = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFKD').replace(/\p{M}/gu, '');
	return plain
		.toLowerCase()
		.replace(/\s+/g, ' ')
		.replace(/ ?\/ ?/g, '/')
		.trim();
}

/**
 * The words of a text, folded: runs of letters and digits (emoji, `@`, `/`
 * and punctuation separate them), each once, at most `limit`.
 *
 * @example
 * searchWords('@kit/Juniper Ōta') // ['kit', 'juniper', 'ota']
 */
export function searchWords(text: string, limit = Infinity): string[] {
	const words = new Set(foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []);
	return [...words].slice(0, limit);
}

/** Words this short are matched whole, never as the start of a longer one. */
const WHOLE_WORD = 2;

/**
 * The shard file a word or word beginning is in: its key (the first three
 * characters, or the whole of a shorter word) hashed (FNV-1a) into one of
 * `shards` files, numbered, so file names are plain ASCII and the index has
 * as many files as its size needs, not one per key.
 *
 * @example
 * shardOf('they', 8) // the number of the file holding every word that starts with "the"
 */
export function shardOf(word: string, shards: number): number {
	const chars = [...word];
	let hash = 0x811c9dc5;
	for (const byte of new TextEncoder().encode(
		chars.length <= WHOLE_WORD ? word : `${chars.slice(0, WHOLE_WORD + 1).join('')}+`,
	))
		hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
	return hash % shards;
}

/** Ids from the gaps the index stores them as. */
function fromGaps(gaps: readonly number[]): number[] {
	let id = 0;
	return gaps.map((gap) => (id += gap));
}

/** A list of a shard by its word: never an inherited property ("constructor"). */
function own<T>(lists: Record<string, T> | undefined, key: string): T | undefined {
	return lists && Object.hasOwn(lists, key) ? lists[key] : undefined;
}

/** Words a query is cut to: more narrow nothing down. */
const MAX_WORDS = 8;

interface SearchAnswer {
	/** How many people the query finds. */
	count: number;
	/** The first `shown` of them, in order. */
	results: SearchRecord[];
}

/**
 * Answers a query: a whole pronoun set as written ("they/them", "She / Her
 * / hers") finds exactly the people its pronoun page lists, in that order;
 * anything else finds the people with a word starting with each word of the
 * query (a word of one or two characters only as a whole word), except, for each query
 * word that is a form of a pronoun set, the people who did not welcome that
 * set. People who match more query words exactly come first, then by name.
 *
 * @example
 * await runSearch('he/him', manifest, (path) => fetchJson(path), 50) // { count: 2, results: [[...], [...]] }
 */
export async function runSearch(
	query: string,
	manifest: SearchManifest,
	load: IndexLoader,
	shown: number,
): Promise<SearchAnswer> {
	const words = searchWords(query, MAX_WORDS);
	if (!words.length) return { count: 0, results: [] };
	const shards = new Map<number, Promise<SearchShard | undefined>>();
	const shardFor = (word: string) => {
		const number = shardOf(word, manifest.shards);
		if (!shards.has(number))
			shards.set(number, load(`t/${number}.json`) as Promise<SearchShard | undefined>);
		return shards.get(number)!;
	};
	let ids: number[];
	const folded = foldText(query);
	const setShard = folded.includes('/')
		? ((await load(`s/${shardOf(words[0]!, manifest.sets)}.json`)) as SetShard | undefined)
		: undefined;
	const found = own(setShard, folded);
	const set = typeof found === 'string' ? own(setShard, found) : found;
	if (Array.isArray(set)) {
		ids = [...fromGaps(set[0]), ...fromGaps(set[1])];
	} else {
		const exact = new Map<number, number>();
		let found: Set<number> | undefined;
		for (const word of words) {
			const shard = await shardFor(word);
			const matches = new Set<number>();
			for (const [term, gaps] of Object.entries(shard?.terms ?? {})) {
				if (term === word || ([...word].length > WHOLE_WORD && term.startsWith(word))) {
					for (const id of fromGaps(gaps)) {
						matches.add(id);
						if (term === word) exact.set(id, (exact.get(id) ?? 0) + 1);
					}
				}
			}
			for (const id of fromGaps(own(shard?.blocked, word) ?? [])) matches.delete(id);
			found = found ? new Set([...found].filter((id) => matches.has(id))) : matches;
			if (!found.size) break;
		}
		ids = [...(found ?? [])].sort((a, b) => (exact.get(b) ?? 0) - (exact.get(a) ?? 0) || a - b);
	}
	const chunks = new Map<number, Promise<SearchRecord[] | undefined>>();
	const results = await Promise.all(
		ids.slice(0, shown).map(async (id) => {
			const chunk = Math.floor(id / manifest.chunk);
			if (!chunks.has(chunk))
				chunks.set(chunk, load(`r/${chunk}.json`) as Promise<SearchRecord[] | undefined>);
			return (await chunks.get(chunk)!)?.[id % manifest.chunk];
		}),
	);
	return {
		count: ids.length,
		results: results.filter((record): record is SearchRecord => Array.isArray(record)),
	};
}
