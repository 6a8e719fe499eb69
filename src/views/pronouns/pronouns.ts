/**
 * Pronoun sets: how an entry is shown, how short entries such as "they/them"
 * expand to their five forms, where each set's page lives, and example
 * sentences with the right verb agreement.
 */
import { foldPath, pathSegment, textPathSegments } from '../../addresses/paths.ts';
import type { PronounEntry } from '../../schemas/user.ts';
import { UI_TEXT, type ExampleForms } from '../ui-text.ts';

/** The five forms of an English pronoun set, in the order people write them. */
export type PronounForms = ExampleForms;

/**
 * Common English sets. A short entry expands to the first row whose forms
 * it begins with ("they/them" gives themself, as most pronoun sites do).
 */
const COMMON_SETS: readonly (readonly [string, string, string, string, string])[] = [
	['he', 'him', 'his', 'his', 'himself'],
	['she', 'her', 'her', 'hers', 'herself'],
	['they', 'them', 'their', 'theirs', 'themself'],
	['they', 'them', 'their', 'theirs', 'themselves'],
	['it', 'it', 'its', 'its', 'itself'],
	['xe', 'xem', 'xyr', 'xyrs', 'xemself'],
	['ze', 'hir', 'hir', 'hirs', 'hirself'],
	['ze', 'zir', 'zir', 'zirs', 'zirself'],
	['fae', 'faer', 'faer', 'faers', 'faerself'],
	['ae', 'aer', 'aer', 'aers', 'aerself'],
	['e', 'em', 'eir', 'eirs', 'emself'],
	['ey', 'em', 'eir', 'eirs', 'emself'],
	['per', 'per', 'pers', 'pers', 'perself'],
	['ve', 'ver', 'vis', 'vis', 'verself'],
];

/** The forms of an entry, split on `/`. */
function splitForms(pronouns: string): string[] {
	return pronouns.split('/').map((form) => form.trim());
}

/**
 * The text an entry is shown as: its display_text, else its first two forms
 * joined by `/` (the spec's rule).
 *
 * @example
 * pronounDisplayText({ pronouns: 'they/them/their/theirs/themself', display_text: null }) // 'they/them'
 */
export function pronounDisplayText(entry: Pick<PronounEntry, 'pronouns' | 'display_text'>): string {
	return entry.display_text ?? entry.pronouns.split('/').slice(0, 2).join('/');
}

/**
 * Expands an entry to its five forms: from the table for short common sets
 * ("she/her", "it/its"), or as written when five forms are given. Returns
 * undefined for entries that say something else ("any", "ask me", a name).
 *
 * @example
 * expandPronouns('she/her')?.possessive // 'hers'
 * expandPronouns('any') // undefined
 */
export function expandPronouns(pronouns: string): PronounForms | undefined {
	// Folded as published paths are, so a set a host would take as "she/her" ("ſhe/her") expands as
	// it does.
	const given = splitForms(pronouns).map(foldPath);
	if (given.some((form) => !form)) return undefined;
	const row =
		COMMON_SETS.find(
			(set) => given.length <= 5 && given.every((form, index) => form === set[index]),
		) ??
		// "it/its", "he/his": subject and possessive determiner.
		(given.length === 2
			? COMMON_SETS.find((set) => set[0] === given[0] && set[2] === given[1])
			: undefined);
	const forms = row ?? (given.length === 5 ? given : undefined);
	if (!forms) return undefined;
	const [subject, object, determiner, possessive, reflexive] = forms as [
		string,
		string,
		string,
		string,
		string,
	];
	return { subject, object, determiner, possessive, reflexive, plural: subject === 'they' };
}

/**
 * The path segments of an entry's pronoun page, under /pronouns/: the five
 * forms when it expands (so "they/them" and the full set share a page), else
 * its own forms, each made by pathSegment (addresses/paths.ts), the one rule
 * for published paths: folded as hosts fold names, so sets that a host
 * would take as one ("ſhe/her" and "she/her") share one page, and only
 * letters, digits, marks, `'`, `_` and `-` kept, so no entry can make a
 * path such as `..`. Undefined when nothing is left.
 *
 * @example
 * pronounSlug('They/Them') // ['they', 'them', 'their', 'theirs', 'themself']
 * pronounSlug('ask me') // ['ask-me']
 */
export function pronounSlug(pronouns: string): string[] | undefined {
	const expanded = expandPronouns(pronouns);
	const forms = expanded
		? [
				expanded.subject,
				expanded.object,
				expanded.determiner,
				expanded.possessive,
				expanded.reflexive,
			].map(pathSegment)
		: textPathSegments(pronouns);
	const segments = forms.filter(Boolean);
	return segments.length ? segments : undefined;
}

/** A piece of an example sentence; `pronoun` pieces are the forms shown off. */
export interface SentencePart {
	text: string;
	pronoun?: boolean;
}

/**
 * Example sentences using each of the five forms, with verb agreement (the words are UI_TEXT's).
 *
 * @example
 * exampleSentences(expandPronouns('they/them')!)[0] // [{ text: 'I think ' }, { text: 'they', pronoun: true }, { text: ' are very kind.' }]
 */
export function exampleSentences(forms: PronounForms): SentencePart[][] {
	return UI_TEXT.pronouns.exampleSentences(forms);
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
 * pronounSetOfSlug(['ask-me']) // { title: 'ask-me', forms: undefined }
 */
export function pronounSetOfSlug(slug: readonly string[]): {
	title: string;
	forms: PronounForms | undefined;
} {
	const key = slug.join('/');
	const forms = expandPronouns(key);
	if (forms && pronounSlug(key)?.join('/') === key)
		return { title: `${forms.subject}/${forms.object}`, forms };
	return { title: key, forms: undefined };
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
