/**
 * A language tag (BCP 47, as HTML's `lang` takes it): "de", "pt-BR",
 * "zh-Hant", "sr-Latn-RS". Well formed is what `Intl.getCanonicalLocales`
 * accepts, the same rule in Node and in the browser's editor; the tag is
 * kept as written (case does not matter to `lang`).
 */
import { z } from './zod.ts';

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

/**
 * What is wrong with a language tag, as a message clause with the fix; undefined when it is well
 * formed.
 *
 * @example
 * languageTagProblem('pt-BR') // undefined
 * languageTagProblem('en_US') // 'is not a well-formed language tag (BCP 47): write "en-US" …'
 */
export function languageTagProblem(value: string): string | undefined {
	if (value.length <= LANGUAGE_TAG_MAX) {
		try {
			Intl.getCanonicalLocales(value);
			return undefined;
		} catch {
			// Not well formed: said below.
		}
	}
	const meant = meantTag(value);
	return meant
		? `is not a well-formed language tag (BCP 47): write "${meant}"`
		: `is not a well-formed language tag (BCP 47, at most ${LANGUAGE_TAG_MAX} characters): write the language's code, with a region or script after a hyphen if it matters, such as "en", "de", "pt-BR" or "zh-Hant"`;
}

/** A well-formed BCP 47 language tag (languageTagProblem). */
export const languageTagSchema = z.string().check(
	z.superRefine((value, ctx) => {
		const problem = languageTagProblem(value);
		if (problem) ctx.addIssue({ code: 'custom', message: problem });
	}),
	z.meta({
		description: 'A BCP 47 language tag, such as en, de, pt-BR or zh-Hant (at most 35 characters).',
		maxLength: LANGUAGE_TAG_MAX,
		// The shape, for editors: subtags of 1-8 letters and digits joined by hyphens (check also asks
		// Intl whether they are in the right order).
		pattern: '^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$',
	}),
);
