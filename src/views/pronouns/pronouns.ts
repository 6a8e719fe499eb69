/**
 * Pronoun sets, in the site's language: how an entry is shown, how short
 * entries such as "they/them" or "sie/ihr" expand to a set of the
 * language's table (languages/), where each set's page lives, and its
 * example sentences.
 */
import { foldPath, pathSegment, textPathSegments } from '../../addresses/paths.ts';
import type { PronounEntry } from '../../schemas/user.ts';
import { pronounTable } from './languages/index.ts';
import type { PronounTable, SentencePart, SetForms } from './languages/table.ts';

export type { SentencePart } from './languages/table.ts';

/** A set's forms by name, as its language's table names them (`subject`, `nom`, …). */
type PronounForms = SetForms;

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

/** The forms of an entry, split on `/`. */
function splitForms(pronouns: string): string[] {
	return pronouns.split('/').map((form) => form.trim());
}

/** An entry's set in a table: the first row it begins, a pair, or its own forms where allowed. */
function expandIn(table: PronounTable, pronouns: string): SetForms | undefined {
	// Folded as published paths are, so a set a host would take as "she/her" ("ſhe/her") expands as
	// it does.
	const given = splitForms(pronouns).map(foldPath);
	if (given.some((form) => !form)) return undefined;
	const { prefixes, pairs } = indexOf(table);
	const key = given.join('/');
	const row =
		(given.length <= table.address.length ? prefixes.get(key) : undefined) ??
		(given.length === 2 ? pairs.get(key) : undefined);
	if (row) return row;
	return given.length === table.address.length ? table.asWritten?.(given) : undefined;
}

/**
 * The text an entry is shown as: its display_text, else the forms people
 * name its set by (two in English, the spec's rule; one in Spanish, "elle"),
 * as written. An entry the table does not know keeps two forms, so "él/ella"
 * (either) is never cut to one of them.
 *
 * @example
 * pronounDisplayText({ pronouns: 'they/them/their/theirs/themself', display_text: null }) // 'they/them'
 * pronounDisplayText({ pronouns: 'elle/le', display_text: null }, 'es') // 'elle'
 */
export function pronounDisplayText(
	entry: Pick<PronounEntry, 'pronouns' | 'display_text'>,
	lang = 'en',
): string {
	if (entry.display_text !== null) return entry.display_text;
	const table = pronounTable(lang);
	const length = expandIn(table, entry.pronouns) ? table.titleLength : 2;
	return entry.pronouns.split('/').slice(0, length).join('/');
}

/**
 * Expands an entry to its set's forms in the site language's table: from
 * the table for short common sets ("she/her", "it/its", "sie/ihr"), or in
 * English as written when all five forms are given. Returns undefined for
 * entries that say something else ("any", "ask me", a name).
 *
 * @example
 * expandPronouns('she/her')?.possessive // 'hers'
 * expandPronouns('xier', 'de')?.dat // 'xiem'
 * expandPronouns('any') // undefined
 */
export function expandPronouns(pronouns: string, lang = 'en'): PronounForms | undefined {
	return expandIn(pronounTable(lang), pronouns);
}

/**
 * The path segments of an entry's pronoun page, under /pronouns/: its
 * set's address forms when it expands (so "they/them" and the full set
 * share a page), else its own forms, each made by pathSegment
 * (addresses/paths.ts), the one rule for published paths: folded as hosts
 * fold names, so sets that a host would take as one ("ſhe/her" and
 * "she/her") share one page, and only letters, digits, marks, `'`, `_` and
 * `-` kept, so no entry can make a path such as `..`. Undefined when
 * nothing is left.
 *
 * @example
 * pronounSlug('They/Them') // ['they', 'them', 'their', 'theirs', 'themself']
 * pronounSlug('sie/ihr', 'de') // ['sie', 'ihr', 'sie', 'ihr']
 * pronounSlug('ask me') // ['ask-me']
 */
export function pronounSlug(pronouns: string, lang = 'en'): string[] | undefined {
	const table = pronounTable(lang);
	const expanded = expandIn(table, pronouns);
	const forms = expanded
		? table.address.map((form) => pathSegment(expanded[form]!))
		: textPathSegments(pronouns);
	const segments = forms.filter(Boolean);
	return segments.length ? segments : undefined;
}

/**
 * Example sentences using each form of a set, agreeing with it, in the table's language.
 *
 * @example
 * exampleSentences(expandPronouns('they/them')!)[0] // [{ text: 'I think ' }, { text: 'they', pronoun: true }, { text: ' are very kind.' }]
 */
export function exampleSentences(forms: PronounForms, lang = 'en'): SentencePart[][] {
	return pronounTable(lang).examples(forms);
}

/**
 * The short addresses people may write for a set's page: each prefix of its
 * address, and the table's pairs ("it/its").
 *
 * @example
 * shortSlugs(['it', 'it', 'its', 'its', 'itself']) // [['it'], ['it', 'it'], …, ['it', 'its']]
 */
export function shortSlugs(slug: readonly string[], lang = 'en'): string[][] {
	const table = pronounTable(lang);
	if (slug.length !== table.address.length) return [];
	const prefixes = slug.slice(1).map((_, at) => slug.slice(0, at + 1));
	return [...prefixes, ...table.pairs.map(([first, second]) => [slug[first]!, slug[second]!])];
}

/** One form of a set as its page lists it. */
export interface FormView {
	/** The form's key in its table (`subject`, `dat`). */
	name: string;
	/** The form's name in the table's language ("Subject", "Dativ"). */
	label: string;
	text: string;
}

/** What a set's page teaches: its title, and its forms and sentences when the table has them. */
interface PronounSetView {
	title: string;
	forms: FormView[] | undefined;
	examples: SentencePart[][];
}

/**
 * What a shared pronoun page may say, decided by its slug alone, never by
 * the entry of whichever member sorts first: several entries (`they/them`,
 * `They/Them`, `they💩/them💩/…`) lead to one page, so the page's forms are
 * the ones its address spells (the table's row for a common set), and its
 * title is the short form of those, or the address itself for sets that do
 * not expand. Forms are given only when the slug expands back to itself, so
 * a slug that lost a form to the cleaning gets no made-up forms.
 *
 * @example
 * pronounSetOfSlug(['they', 'them', 'their', 'theirs', 'themself']).title // 'they/them'
 * pronounSetOfSlug(['ask-me']) // { title: 'ask-me', forms: undefined, examples: [] }
 */
export function pronounSetOfSlug(slug: readonly string[], lang = 'en'): PronounSetView {
	const table = pronounTable(lang);
	const key = slug.join('/');
	const set = expandIn(table, key);
	if (!set || pronounSlug(key, lang)?.join('/') !== key)
		return { title: key, forms: undefined, examples: [] };
	return {
		title: table.address
			.slice(0, table.titleLength)
			.map((form) => set[form])
			.join('/'),
		forms: table.labels().map(([form, label]) => ({ name: form, label, text: set[form]! })),
		examples: table.examples(set),
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
