/**
 * How a query is answered from the site's search index (views/search.ts
 * builds it; publish/search-index.ts names its files). This module runs in
 * the visitor's browser as the search page's own script and in the tests
 * alike, so it imports nothing and touches no DOM: it is handed a loader
 * for the index's JSON files.
 *
 * The index is split so that one query downloads little whatever the size
 * of the site: one shard per first two characters of a word (a one-character
 * word has its own shard, matched exactly), and the records a result shows
 * in chunks, fetched only for the results shown.
 */

/** What the index's manifest (`search/index.json`) says. */
export interface SearchManifest {
	/** Changes with any file of the index: appended to each address so a browser never mixes two builds. */
	version: string;
	/** Records per chunk file. */
	chunk: number;
	/** The shard keys that exist, as file names (see shardName). */
	shards: string[];
}

/**
 * One shard: the words starting with its key, each with the people it
 * finds (ids as gaps from the previous one); the pronoun forms that must
 * not find some people (they marked that set jokingly, friends only or
 * avoid, and no welcomed set of theirs has that form); and whole pronoun
 * sets as people write them, each with exactly the people its pronoun page
 * lists, in that page's order.
 */
export interface SearchShard {
	terms: Record<string, number[]>;
	blocked: Record<string, number[]>;
	sets: Record<string, number[]>;
}

/** What a result shows: the profile's path under the base, display name, handle, pronouns to use, and whose member it is. */
export type SearchRecord = [path: string, displayName: string, handle: string, pronouns: string, memberOf: string | null];

/** Reads one file of the index (a path under `search/`), or undefined when it is not there. */
export type IndexLoader = (path: string) => Promise<unknown>;

/**
 * Text as the index compares it: Unicode compatibility forms, accents and
 * case set aside (so "José" is found by "jose"), one space between words,
 * none around a slash.
 *
 * @example
 * foldText('  Zoë  /  Her ') // 'zoe/her'
 */
export function foldText(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
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

/**
 * The shard a word or word beginning belongs to: its first two characters
 * (one for a one-character word), as the hex of their UTF-8 bytes, so every
 * file name is plain ASCII and no two differ only in case.
 *
 * @example
 * shardName('they') // '7468'
 */
export function shardName(word: string): string {
	const key = [...word].slice(0, 2).join('');
	return [...new TextEncoder().encode(key)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Ids from the gaps the index stores them as. */
export function fromGaps(gaps: readonly number[]): number[] {
	let id = 0;
	return gaps.map((gap) => (id += gap));
}

/** Words a query is cut to: more narrow nothing down. */
const MAX_WORDS = 8;

export interface SearchAnswer {
	/** How many people the query finds. */
	count: number;
	/** The first `shown` of them, in order. */
	results: SearchRecord[];
}

/**
 * Answers a query: a whole pronoun set as written ("they/them", "She / Her
 * / hers") finds exactly the people its pronoun page lists, in that order;
 * anything else finds the people with a word starting with each word of the
 * query (a one-character word only as a whole word), except, for each query
 * word that is a form of a pronoun set, the people who did not welcome that
 * set. People who match more query words exactly come first, then by name.
 *
 * @example
 * await runSearch('he/him', manifest, (path) => fetchJson(path), 50) // { count: 2, results: [[...], [...]] }
 */
export async function runSearch(query: string, manifest: SearchManifest, load: IndexLoader, shown: number): Promise<SearchAnswer> {
	const words = searchWords(query, MAX_WORDS);
	if (!words.length) return { count: 0, results: [] };
	const known = new Set(manifest.shards);
	const shards = new Map<string, Promise<SearchShard | undefined>>();
	const shardOf = (word: string) => {
		const name = shardName(word);
		if (!known.has(name)) return Promise.resolve(undefined);
		if (!shards.has(name)) shards.set(name, load(`t/${name}.json`) as Promise<SearchShard | undefined>);
		return shards.get(name)!;
	};
	let ids: number[];
	const set = (await shardOf(words[0]!))?.sets[foldText(query)];
	if (set) {
		ids = set;
	} else {
		const exact = new Map<number, number>();
		let found: Set<number> | undefined;
		for (const word of words) {
			const shard = await shardOf(word);
			const matches = new Set<number>();
			for (const [term, gaps] of Object.entries(shard?.terms ?? {})) {
				if (term === word || ([...word].length > 1 && term.startsWith(word))) {
					for (const id of fromGaps(gaps)) {
						matches.add(id);
						if (term === word) exact.set(id, (exact.get(id) ?? 0) + 1);
					}
				}
			}
			for (const id of fromGaps(shard?.blocked[word] ?? [])) matches.delete(id);
			found = found ? new Set([...found].filter((id) => matches.has(id))) : matches;
			if (!found.size) break;
		}
		ids = [...(found ?? [])].sort((a, b) => (exact.get(b) ?? 0) - (exact.get(a) ?? 0) || a - b);
	}
	const chunks = new Map<number, Promise<SearchRecord[] | undefined>>();
	const results = await Promise.all(
		ids.slice(0, shown).map(async (id) => {
			const chunk = Math.floor(id / manifest.chunk);
			if (!chunks.has(chunk)) chunks.set(chunk, load(`r/${chunk}.json`) as Promise<SearchRecord[] | undefined>);
			return (await chunks.get(chunk)!)?.[id % manifest.chunk];
		}),
	);
	return { count: ids.length, results: results.filter((record): record is SearchRecord => Array.isArray(record)) };
}
