/**
 * A language tag (BCP 47, as HTML's `lang` takes it): "de", "pt-BR",
 * "zh-Hant", "sr-Latn-RS". Well formed is what `Intl.getCanonicalLocales`
 * accepts, the same rule in Node and in the browser's editor; the tag is
 * kept as written (case does not matter to `lang`).
 */
import { z } from '../zod.ts';
import { suggest } from '../../utils/suggest.ts';
import { checkIssue, type CheckRule } from '../check-words.ts';

/**
 * Longest tag taken: RFC 5646 asks software to hold at least 35 characters, and real tags with a
 * script and a region are a dozen.
 */
export const LANGUAGE_TAG_MAX = 35;

/**
 * A tag's language subtag, lower case: the one place a region or script is set aside (`de-AT`
 * reads German's words and table).
 *
 * @example
 * languageOf('pt-BR') // 'pt'
 * languageOf('DE') // 'de'
 */
export function languageOf(tag: string): string {
	return tag.split('-')[0]!.toLowerCase();
}

/** The tag as it was meant, for the fix: "en_US" → "en-US", " de " → "de". */
function meantTag(value: string): string | undefined {
	const guess = value.trim().replace(/_/g, '-');
	if (guess === value || guess.length > LANGUAGE_TAG_MAX) return undefined;
	try {
		return Intl.getCanonicalLocales(guess)[0];
	} catch {
		return undefined;
	}
}

let languages: Map<string, string> | undefined;
/**
 * Each language Intl names by a two-letter code, by its English and its own name, lower-cased:
 * "german" and "deutsch" → "de". Built once, on the first unknown language.
 */
function languageCodes(): Map<string, string> {
	if (languages) return languages;
	languages = new Map();
	const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
	const letters = 'abcdefghijklmnopqrstuvwxyz';
	for (const first of letters)
		for (const second of letters) {
			const code = first + second;
			const name = english.of(code);
			if (!name || name === code) continue;
			const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
			for (const word of [name, own]) if (word) languages.set(word.toLowerCase(), code);
		}
	return languages;
}

/** Whether Intl knows the tag's language (its first subtag), by a name in English. */
function knownLanguage(tag: string): boolean {
	const primary = tag.split('-')[0]!.toLowerCase();
	// "x-…" and "i-…" tags are private or grandfathered, und/mul/zxx/mis special: nothing to look up.
	if (primary.length === 1 || ['und', 'mul', 'zxx', 'mis'].includes(primary)) return true;
	const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(primary);
	return name !== undefined && name.toLowerCase() !== primary;
}

/**
 * What is wrong with a language tag, as check's rule (its key and values) with the fix; undefined
 * when it is well formed and names a language Intl knows ("german" is well formed, and no
 * language). A language offered is named in itself, as the language switcher names it.
 *
 * @example
 * languageTagProblem('pt-BR') // undefined
 * languageTagProblem('en_US') // { key: 'check.langForm', values: { fix: 'en-US' } }
 */
export function languageTagProblem(value: string): CheckRule | undefined {
	if (value.length <= LANGUAGE_TAG_MAX) {
		try {
			Intl.getCanonicalLocales(value);
			if (knownLanguage(value)) return undefined;
			const names = languageCodes();
			const typed = value.trim().toLowerCase();
			const near = names.get(typed) ?? names.get(suggest(typed, [...names.keys()]) ?? '');
			if (!near) return { key: 'check.langUnknown', values: {} };
			const language = new Intl.DisplayNames([near], { type: 'language' }).of(near) ?? near;
			return { key: 'check.langUnknownHint', values: { hint: near, language } };
		} catch {
			// Not well formed: said below.
		}
	}
	const meant = meantTag(value);
	return meant
		? { key: 'check.langForm', values: { fix: meant } }
		: { key: 'check.langFormAny', values: { max: String(LANGUAGE_TAG_MAX) } };
}

/** A well-formed BCP 47 language tag (languageTagProblem). */
export const languageTagSchema = z.string().check(
	z.superRefine((value, ctx) => {
		const problem = languageTagProblem(value);
		if (problem) ctx.addIssue(checkIssue(problem.key, problem.values));
	}),
	z.meta({
		description: 'A BCP 47 language tag, such as en, de, pt-BR or zh-Hant (at most 35 characters).',
		maxLength: LANGUAGE_TAG_MAX,
		// The shape, for editors: subtags of 1-8 letters and digits joined by hyphens (check also asks
		// Intl whether they are in the right order).
		pattern: '^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$',
	}),
);
