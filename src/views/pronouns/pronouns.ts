/**
 * Pronoun sets in every bundled language: how an entry is shown, which
 * table's set it is ("they/them" is English's on a German site too, "sie/ihr"
 * German's), where each set's page lives, and its example sentences in the
 * set's own language. A set is looked up in the tables in the order
 * languages/index.ts gives: the site's language first, then the profile's,
 * then the documented order; only a set found in no table has no examples.
 */
import { foldPath, pathSegment, textPathSegments } from '../../addresses/paths.ts';
import type { PronounEntry } from '../../schemas/user.ts';
import { directionOf } from '../i18n/dictionary.ts';
import { languageOf } from '../../schemas/values/language-tag.ts';
import { PRONOUN_TABLES, siteTables, tableOf, tablesInOrder } from './languages/index.ts';
import type { PronounTable, SentencePart, SetForms } from './languages/table.ts';

/** The sets a table's entries lead to, by the forms written: every prefix, then the pairs. */
interface TableIndex {
	prefixes: Map<string, SetForms>;
	pairs: Map<string, SetForms>;
}

const INDEXES = new WeakMap<PronounTable, TableIndex>();

/** The table's lookups, made once: each key keeps the first set it leads to, in table order. */
function indexOf(table: PronounTable): TableIndex {
	let index = INDEXES.get(table);
	if (index) return index;
	index = { prefixes: new Map(), pairs: new Map() };
	for (const set of table.sets) {
		const forms = table.address.map((form) => set[form]!);
		for (let length = 1; length <= forms.length; length++) {
			const key = forms.slice(0, length).join('/');
			if (!index.prefixes.has(key)) index.prefixes.set(key, set);
		}
		for (const [first, second] of table.pairs) {
			const key = `${forms[first]}/${forms[second]}`;
			if (!index.pairs.has(key)) index.pairs.set(key, set);
		}
	}
	INDEXES.set(table, index);
	return index;
}

/** A set with the table it is in. */
interface Found {
	table: PronounTable;
	set: SetForms;
}

/**
 * Every set's full address, in every table: a page's address names one set whatever the site's
 * language, so a page is the same for everyone who leads to it (no two tables share an address:
 * test/views/pronouns/languages/tables.test.ts).
 */
let fullAddresses: Map<string, Found> | undefined;

function fullAddressOf(key: string): Found | undefined {
	const length = key.split('/').length;
	for (const table of siteTables()) {
		const set = length === table.address.length ? indexOf(table).prefixes.get(key) : undefined;
		if (set) return { table, set };
	}
	if (!fullAddresses) {
		fullAddresses = new Map();
		for (const table of PRONOUN_TABLES)
			for (const set of table.sets) {
				const address = table.address.map((form) => set[form]).join('/');
				if (!fullAddresses.has(address)) fullAddresses.set(address, { table, set });
			}
	}
	return fullAddresses.get(key);
}

/** The forms of an entry, split on `/`. */
function splitForms(pronouns: string): string[] {
	return pronouns.split('/').map((form) => form.trim());
}

/** An entry's set in one table: the first row it begins, or a pair ("it/its", "er/ihn"). */
function shortIn(table: PronounTable, given: readonly string[], key: string): SetForms | undefined {
	const { prefixes, pairs } = indexOf(table);
	return (
		(given.length <= table.address.length ? prefixes.get(key) : undefined) ??
		(given.length === 2 ? pairs.get(key) : undefined)
	);
}

/**
 * Where an entry's set is: a full address in the one table that has it; else the first table, in
 * the order, whose set it begins or pairs; else the first that takes it as written (English, all
 * five forms). A few map lookups per table, whatever the number of profiles.
 */
function findSet(pronouns: string, siteLang: string, profileLang?: string): Found | undefined {
	// Folded as published paths are, so a set a host would take as "she/her" ("ſhe/her") expands as
	// it does.
	const given = splitForms(pronouns).map(foldPath);
	if (given.some((form) => !form)) return undefined;
	const key = given.join('/');
	const full = fullAddressOf(key);
	if (full) return full;
	const order = tablesInOrder(siteLang, profileLang);
	for (const table of order) {
		const set = shortIn(table, given, key);
		if (set) return { table, set };
	}
	for (const table of order) {
		if (given.length !== table.address.length || !table.asWritten) continue;
		return { table, set: table.asWritten(given) };
	}
	return undefined;
}

/** A set's title: the forms at the table's title positions, a form said twice said once. */
function titleOf(table: PronounTable, set: SetForms): string {
	const forms = table.titleForms.map((at) => set[table.address[at]!]!);
	return forms.filter((form, at) => !table.collapseTitle || form !== forms[at - 1]).join('/');
}

/**
 * The text an entry is shown as: its display_text, else the forms people
 * name its set by (two in English, the spec's rule; one in Spanish, "elle"),
 * as written; an entry of every address form shows the forms of its title
 * ("hen/hen/hun": "hen"). An entry no table knows keeps two forms, so
 * "él/ella" (either) is never cut to one of them.
 *
 * @example
 * pronounDisplayText({ pronouns: 'they/them/their/theirs/themself', display_text: null }) // 'they/them'
 * pronounDisplayText({ pronouns: 'elle/le', display_text: null }, 'es') // 'elle'
 */
export function pronounDisplayText(
	entry: Pick<PronounEntry, 'pronouns' | 'display_text'>,
	lang = 'en',
	profileLang?: string,
): string {
	if (entry.display_text !== null) return entry.display_text;
	const found = findSet(entry.pronouns, lang, profileLang);
	const written = entry.pronouns.split('/');
	if (!found) return written.slice(0, 2).join('/');
	const { table } = found;
	if (!table.collapseTitle || written.length !== table.address.length)
		return written.slice(0, table.titleLength).join('/');
	const forms = table.titleForms.map((at) => written[at]!);
	return forms
		.filter((form, at) => at === 0 || foldPath(form.trim()) !== foldPath(forms[at - 1]!.trim()))
		.join('/');
}

/**
 * Expands an entry to its set's forms, in whichever table has it (the
 * site's language's first): from the table for short common sets
 * ("she/her", "it/its", "sie/ihr"), or in English as written when all five
 * forms are given. Returns undefined for entries that say something else
 * ("any", "ask me", a name).
 *
 * @example
 * expandPronouns('she/her')?.possessive // 'hers'
 * expandPronouns('xier', 'de')?.dat // 'xiem'
 * expandPronouns('any') // undefined
 */
export function expandPronouns(
	pronouns: string,
	lang = 'en',
	profileLang?: string,
): SetForms | undefined {
	return findSet(pronouns, lang, profileLang)?.set;
}

/**
 * The path segments of an entry's pronoun page, under /pronouns/: its
 * set's address forms when some table has it (so "they/them" and the full
 * set share a page), else its own forms, each made by pathSegment
 * (addresses/paths.ts), the one rule for published paths: folded as hosts
 * fold names, so sets that a host would take as one ("ſhe/her" and
 * "she/her") share one page, and only letters, digits, marks, `'`, `_` and
 * `-` kept, so no entry can make a path such as `..`. Undefined when
 * nothing is left.
 *
 * @example
 * pronounSlug('They/Them') // ['they', 'them', 'their', 'theirs', 'themself']
 * pronounSlug('sie/ihr', 'de') // ['sie', 'ihr', 'sie', 'ihr']
 * pronounSlug('hen', 'en', 'sv') // ['hen', 'hen', 'hens']
 * pronounSlug('ask me') // ['ask-me']
 */
export function pronounSlug(
	pronouns: string,
	lang = 'en',
	profileLang?: string,
): string[] | undefined {
	const found = findSet(pronouns, lang, profileLang);
	const forms = found
		? found.table.address.map((form) => pathSegment(found.set[form]!))
		: textPathSegments(pronouns);
	const segments = forms.filter(Boolean);
	return segments.length ? segments : undefined;
}

/**
 * Example sentences using each form of a set, agreeing with it, in the language of the table
 * (the site's language's by default) whose forms they are.
 *
 * @example
 * exampleSentences(expandPronouns('they/them')!)[0] // [{ text: 'I think ' }, { text: 'they', pronoun: true }, { text: ' are very kind.' }]
 */
export function exampleSentences(forms: SetForms, lang = 'en'): SentencePart[][] {
	return (tableOf(lang) ?? PRONOUN_TABLES[0]!).examples(forms);
}

/**
 * The short addresses people may write for a set's page: each prefix of its
 * address, and its table's pairs ("it/its", "er/ihn"). None for a page no
 * table has.
 *
 * @example
 * shortSlugs(['it', 'it', 'its', 'its', 'itself']) // [['it'], ['it', 'it'], …, ['it', 'its']]
 */
export function shortSlugs(slug: readonly string[]): string[][] {
	const table = fullAddressOf(slug.join('/'))?.table ?? asWrittenTable(slug);
	if (!table) return [];
	const prefixes = slug.slice(1).map((_, at) => slug.slice(0, at + 1));
	return [...prefixes, ...table.pairs.map(([first, second]) => [slug[first]!, slug[second]!])];
}

/** The table that takes a slug of its address's length as written (English, five forms). */
function asWrittenTable(slug: readonly string[]): PronounTable | undefined {
	return PRONOUN_TABLES.find((table) => table.asWritten && table.address.length === slug.length);
}

/** One form of a set as its page lists it. */
interface FormView {
	/** The form's key in its table (`subject`, `dat`). */
	name: string;
	/** The form's name in the table's language ("Subject", "Dativ"). */
	label: string;
	text: string;
}

/** What a set's page teaches: its title, and its forms and sentences when a table has them. */
export interface PronounSetView {
	title: string;
	forms: FormView[] | undefined;
	examples: SentencePart[][];
	/** The language of the table its forms come from (the site's own for a set no table has). */
	tableLang: string;
	/** The table's language, where the site's is another: its forms and sentences are marked so. */
	formsLang: string | undefined;
	/** The table's writing direction, where it differs from the site's (English on a Hebrew site). */
	formsDir: 'ltr' | 'rtl' | undefined;
}

/**
 * What a shared pronoun page may say, decided by its slug alone, never by
 * the entry of whichever member sorts first: several entries (`they/them`,
 * `They/Them`, `they💩/them💩/…`) lead to one page, so the page's forms are
 * the ones its address spells (a table's row for a common set, in that
 * table's language), and its title is the short form of those, or the
 * address itself for sets no table has. Forms are given only when the slug
 * expands back to itself, so a slug that lost a form to the cleaning gets
 * no made-up forms.
 *
 * @example
 * pronounSetOfSlug(['they', 'them', 'their', 'theirs', 'themself']).title // 'they/them'
 * pronounSetOfSlug(['they', 'them', 'their', 'theirs', 'themself'], 'de').formsLang // 'en'
 * pronounSetOfSlug(['ask-me']).forms // undefined
 */
export function pronounSetOfSlug(slug: readonly string[], lang = 'en'): PronounSetView {
	const key = slug.join('/');
	const found = findSet(key, lang);
	if (!found || pronounSlug(key, lang)?.join('/') !== key)
		return {
			title: key,
			forms: undefined,
			examples: [],
			tableLang: lang,
			formsLang: undefined,
			formsDir: undefined,
		};
	const { table, set } = found;
	const foreign = languageOf(table.lang) !== languageOf(lang);
	const dir = directionOf(table.lang);
	return {
		title: titleOf(table, set),
		forms: table.labels().map(([form, label]) => ({ name: form, label, text: set[form]! })),
		examples: table.examples(set),
		tableLang: table.lang,
		formsLang: foreign ? table.lang : undefined,
		formsDir: foreign && dir !== directionOf(lang) ? dir : undefined,
	};
}

/**
 * Whether an entry, as written, may be quoted on its shared page: only when
 * it holds nothing its slug drops (emoji, punctuation, symbols), so it says
 * what the page's address says, up to case and spacing. Decorated entries
 * still lead to the page and show on their owner's profile.
 *
 * @example
 * isPlainPronounEntry('Ask me') // true
 * isPlainPronounEntry('ask me 💩') // false
 */
export function isPlainPronounEntry(pronouns: string): boolean {
	return /^[\p{L}\p{M}\p{N}'_\-\s/]*$/u.test(pronouns.normalize('NFC'));
}
