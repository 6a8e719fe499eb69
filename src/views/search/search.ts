/**
 * What the search page finds, built from the model, not from pages: one
 * record per user and per member, found by name, display name (and, for a
 * member, its user's name) and the pronouns the person welcomes, by the
 * same rule (welcome.ts) and the same pronoun pages as the rest of the
 * site: a whole pronoun set finds exactly the people its page lists, and a
 * form of a set someone did not welcome never finds them ("he" finds no
 * one who avoids he/him, though "her" starts with it).
 *
 * The index is plain JSON data, sharded so a visitor downloads a few small
 * files per query (search-query.ts answers queries from it; the page shows
 * results as text, never as HTML). Record paths are relative to the base,
 * so the page adds its own.
 */
import { compareStrings } from '../../content/issues.ts';
import {
	compareNames,
	publicPronouns,
	type PersonListing,
	type PronounPageView,
} from '../pages.ts';
import { pronounDisplayText, pronounSlug, shortSlugs } from '../pronouns/pronouns.ts';
import {
	foldText,
	searchWords,
	shardOf,
	type SearchManifest,
	type SearchRecord,
	type SearchShard,
	type SetShard,
} from './search-query.ts';
import { preferred, welcomes } from '../welcome.ts';
import { memberPath, normalizeBase, profilePath } from '../../addresses/urls.ts';
import type { User } from '../../schemas/user.ts';

/**
 * Records per chunk file (about 5 KB): the 50 results shown of a common
 * word lie in one or two chunks (ids follow the name order); those of a
 * rarer one are spread out, each chunk a small download.
 */
const SEARCH_CHUNK = 100;

/**
 * About how big a shard file is let grow (before compression): the number of shards follows from
 * it.
 */
const SHARD_BYTES = 24 * 1024;

/**
 * One person as search knows them: what a result shows, the words that find them, and the pronoun
 * forms that must not.
 */
interface SearchPerson {
	record: SearchRecord;
	/** Folded words: names and the forms of welcomed pronoun sets. */
	words: string[];
	/** Folded forms of sets the person did not welcome that no welcomed set of theirs shares. */
	blocked: string[];
	/** The person's page, base included: how pronoun pages name them. */
	path: string;
}

/**
 * What a person's pronoun entries give search: the words that find them, the forms that must not,
 * and what a result shows.
 */
interface PronounSearch {
	welcome: string[];
	blocked: string[];
	shown: string;
}

/** The lists worked out so far, in the site's language (its pronoun table). */
interface PronounLists {
	lang: string;
	known: Map<string, PronounSearch>;
	/** The language's list ("she/her and they/them", "a、b"), as the pages write one. */
	list: Intl.ListFormat;
}

/**
 * Works out a pronoun list for search by the one rule (publicPronouns,
 * welcome.ts). Most people write one of a few lists ("they/them",
 * favourite): each distinct list is worked out once per build.
 */
function pronounSearch(
	pronouns: User['pronouns'],
	profileLang: string | undefined,
	{ lang, known, list }: PronounLists,
): PronounSearch {
	// The profile's language settles a set two tables share ("hen"), so it is part of the key.
	const key = JSON.stringify([
		profileLang ?? null,
		...pronouns.map((entry) => [entry.pronouns, entry.display_text, entry.status]),
	]);
	let found = known.get(key);
	if (!found) {
		const listed = publicPronouns(
			pronouns.map((entry) => ({ entry })),
			lang,
			profileLang,
		);
		const words = (welcomed: boolean) =>
			new Set(
				listed
					.filter((pronoun) => welcomes(pronoun.status) === welcomed)
					.flatMap(({ entry }) => pronounWords(entry, lang, profileLang)),
			);
		const [welcome, blocked] = [words(true), words(false)];
		found = {
			welcome: [...welcome],
			blocked: [...blocked].filter((word) => !welcome.has(word)).sort(compareStrings),
			shown: list.format(
				preferred(listed, (pronoun) => pronoun.status).map(({ entry }) =>
					pronounDisplayText(entry, lang, profileLang),
				),
			),
		};
		known.set(key, found);
	}
	return found;
}

/** The words of a pronoun entry: its page's forms, as written, and its display text. */
function pronounWords(
	entry: User['pronouns'][number],
	lang: string,
	profileLang: string | undefined,
): string[] {
	return [
		...(pronounSlug(entry.pronouns, lang, profileLang) ?? []).flatMap((segment) =>
			searchWords(segment),
		),
		...searchWords(entry.pronouns),
		...searchWords(entry.display_text ?? ''),
	];
}

function person(
	user: User,
	path: string,
	base: string,
	owner: User | null,
	known: PronounLists,
	profileLang: string | undefined,
): SearchPerson {
	const displayName = user.display_name ?? user.name;
	const pronouns = pronounSearch(user.pronouns, profileLang, known);
	const names = [
		...searchWords(user.name),
		...searchWords(displayName),
		...(owner ? [...searchWords(owner.name), ...searchWords(owner.display_name ?? '')] : []),
	];
	return {
		record: [
			path.slice(base.length),
			displayName,
			pronouns.shown,
			owner ? (owner.display_name ?? owner.name) : null,
		],
		words: [...new Set([...names, ...pronouns.welcome])].sort(compareStrings),
		blocked: pronouns.blocked,
		path,
	};
}

/**
 * Everyone search finds, users and members, in name order (a member by its
 * own name, then its user's; a user before a member of the same name), as
 * the pronoun pages list them. A person's position is their id in the index.
 *
 * @example
 * searchPeople(model, '/').map((p) => p.record[0]) // ['@kit/juniper/', '@kit/']
 */
export function searchPeople(
	listings: readonly PersonListing[],
	base: string,
	lang = 'en',
): SearchPerson[] {
	const root = normalizeBase(base);
	const known: PronounLists = {
		lang,
		known: new Map(),
		list: new Intl.ListFormat(lang, { type: 'conjunction' }),
	};
	const people = listings.flatMap(({ user, lang: own, listed }) => [
		{
			key: [user.name, ''] as const,
			make: () => person(user, profilePath(user.name, root), root, null, known, own ?? undefined),
		},
		...listed.map(({ user: member, lang: memberLang }) => ({
			key: [member.name, user.name] as const,
			make: () =>
				person(
					member,
					memberPath(user.name, member.name, root),
					root,
					user,
					known,
					memberLang ?? undefined,
				),
		})),
	]);
	return people
		.sort((a, b) => compareNames(a.key[0], b.key[0]) || compareNames(a.key[1], b.key[1]))
		.map(({ make }) => make());
}

/**
 * The ways people write a pronoun set that lead to its page: its address,
 * the welcomed spellings that lead there, its title, and the shorter forms
 * ("they/them/their") that expand to it; each folded as a query is, and
 * each of two forms or more.
 */
function setKeys(page: PronounPageView, lang: string): string[] {
	const key = page.slug.join('/');
	const candidates = [
		key,
		page.title,
		...page.variants,
		...page.slug.map((_, index) => page.slug.slice(0, index + 1).join('/')),
		...shortSlugs(page.slug).map((slug) => slug.join('/')),
	];
	// One word ("they") is searched as a word: it also finds names, and other sets that have it.
	const sets = candidates
		.map(foldText)
		.filter(
			(candidate) => candidate.includes('/') && pronounSlug(candidate, lang)?.join('/') === key,
		);
	// The address first: it holds the list, the others name it.
	return [...new Set(sets)].sort(
		(a, b) => Number(b === key) - Number(a === key) || compareStrings(a, b),
	);
}

/** Ids as gaps from the previous one: smaller JSON for the long lists of common sets. */
function toGaps(ids: readonly number[]): number[] {
	return ids.map((id, index) => id - (ids[index - 1] ?? 0));
}

/**
 * The search index's files, relative to the index's folder: the manifest
 * (`index.json`), one shard per word beginning (`t/<hex>.json`) and the
 * records in chunks (`r/<n>.json`). The same people give the same bytes.
 *
 * @example
 * searchIndex(searchPeople(listings, '/'), pronounPages(listings, '/')).get('index.json')
 */
export function searchIndex(
	people: readonly SearchPerson[],
	pages: readonly PronounPageView[],
	version: (files: ReadonlyMap<string, string>) => string,
	lang = 'en',
): Map<string, string> {
	const terms = new Map<string, number[]>();
	const blocked = new Map<string, number[]>();
	const add = (lists: Map<string, number[]>, word: string, id: number) => {
		const list = lists.get(word);
		// Ids are added in order: each list stays sorted and free of repeats.
		if (!list) lists.set(word, [id]);
		else if (list.at(-1) !== id) list.push(id);
	};
	people.forEach((one, id) => {
		for (const word of one.words) add(terms, word, id);
		for (const word of one.blocked) add(blocked, word, id);
	});
	const files = new Map<string, string>();
	// Words: each word's shard is decided once the index's size is known.
	const words = (lists: Map<string, number[]>) =>
		[...lists.keys()].sort(compareStrings).map((word) => [word, toGaps(lists.get(word)!)] as const);
	const all = { terms: words(terms), blocked: words(blocked) };
	const shards = shardCount([...all.terms, ...all.blocked]);
	const wordShards = Array.from({ length: shards }, (): SearchShard => ({
		terms: {},
		blocked: {},
	}));
	for (const kind of ['terms', 'blocked'] as const)
		for (const [word, gaps] of all[kind]) wordShards[shardOf(word, shards)]![kind][word] = gaps;
	wordShards.forEach((shard, number) => files.set(`t/${number}.json`, JSON.stringify(shard)));
	// Sets: each page's people once, under its address; every other spelling names it.
	const ids = new Map(people.map((one, id) => [one.path, id]));
	const setLists: [string, [number[], number[]] | string][] = [];
	for (const page of pages) {
		const listed = (favourite: boolean) =>
			page.users
				.filter((user) => user.favourite === favourite)
				.map((user) => ids.get(user.path))
				.filter((id) => id !== undefined);
		const [key, ...others] = setKeys(page, lang);
		if (!key) continue;
		setLists.push([key, [toGaps(listed(true)), toGaps(listed(false))]]);
		for (const other of others) setLists.push([other, key]);
	}
	setLists.sort(([a], [b]) => compareStrings(a, b));
	const sets = shardCount(
		setLists.map(([key, list]) => [key, typeof list === 'string' ? [0] : list.flat()]),
	);
	const setShards = Array.from({ length: sets }, (): SetShard => ({}));
	for (const [key, list] of setLists)
		setShards[shardOf(searchWords(key)[0] ?? key, sets)]![key] = list;
	setShards.forEach((shard, number) => files.set(`s/${number}.json`, JSON.stringify(shard)));
	for (let start = 0; start < people.length; start += SEARCH_CHUNK) {
		files.set(
			`r/${start / SEARCH_CHUNK}.json`,
			JSON.stringify(people.slice(start, start + SEARCH_CHUNK).map((one) => one.record)),
		);
	}
	const manifest: SearchManifest = { version: version(files), chunk: SEARCH_CHUNK, shards, sets };
	files.set('index.json', JSON.stringify(manifest));
	return files;
}

/** How many files lists of about this size are spread over (SHARD_BYTES each). */
function shardCount(lists: readonly (readonly [string, readonly number[]])[]): number {
	const bytes = lists.reduce((sum, [word, ids]) => sum + word.length + 6 + ids.length * 4, 0);
	return Math.max(1, Math.ceil(bytes / SHARD_BYTES));
}

/**
 * The search page's address.
 *
 * @example
 * searchPath('/profiles/') // '/profiles/search/'
 */
export function searchPath(base: string): string {
	return `${normalizeBase(base)}search/`;
}
