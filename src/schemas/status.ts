import { ENGLISH_CHECK, sayCheck } from './check-words.ts';
import { z } from './zod.ts';
import { suggest } from '../utils/suggest.ts';

/**
 * The five preference statuses of the v1 interface (WordStatus), in value
 * order. `word` is how content files may write a status; how people read
 * it is the pages' (the `status.…` keys of views/i18n/).
 */
export const STATUSES = [
	{ value: 1, word: 'favourite' },
	{ value: 2, word: 'okay' },
	{ value: 3, word: 'jokingly' },
	{ value: 4, word: 'friends_only' },
	{ value: 5, word: 'avoid' },
] as const;

export type StatusWord = (typeof STATUSES)[number]['word'];
/** A WordStatus as the API sends it: an integer 1-5. */
export type StatusValue = (typeof STATUSES)[number]['value'];

export type Status = (typeof STATUSES)[number];

/** The five status words in value order; also the five lists of a Field. */
export const STATUS_WORDS = STATUSES.map((status) => status.word) as [StatusWord, ...StatusWord[]];
const STATUS_VALUES = STATUSES.map((status) => status.value) as [StatusValue, ...StatusValue[]];

/**
 * The status with this value.
 *
 * @example
 * statusOf(4) // { value: 4, word: 'friends_only' }
 */
export function statusOf(value: StatusValue): Status {
	return STATUSES.find((status) => status.value === value)!;
}

/**
 * The value of a status word.
 *
 * @example
 * statusValueOf('avoid') // 5
 */
export function statusValueOf(word: StatusWord): StatusValue {
	return STATUSES.find((status) => status.word === word)!.value;
}

/**
 * An object with one key per status word, in value order: the five lists of
 * a Field, built from the statuses rather than spelled out.
 *
 * @example
 * byStatus(() => []) // { favourite: [], okay: [], jokingly: [], friends_only: [], avoid: [] }
 */
export function byStatus<T>(make: (word: StatusWord) => T): Record<StatusWord, T> {
	return Object.fromEntries(STATUS_WORDS.map((word) => [word, make(word)])) as Record<
		StatusWord,
		T
	>;
}

/** The status an entry has when its file gives none. */
export const DEFAULT_STATUS: StatusValue = 2;

/**
 * The key of a profile's own status (`statuses:` in its file): lowercase
 * ASCII, digits and "_", starting with a letter, at most 30 characters.
 * The five words are refused as keys (content/validate/own-statuses.ts).
 */
export const OWN_STATUS_KEY = /^[a-z][a-z0-9_]{0,29}$/;

/** Whether a status as the model holds it is one of the five words. */
export function isStatusWord(status: string): status is StatusWord {
	return (STATUS_WORDS as readonly string[]).includes(status);
}

/** WordStatus as the API sends it. */
export const statusValueSchema = z.literal(STATUS_VALUES).check(
	z.meta({
		description: 'Preference status: 1 favourite, 2 okay, 3 jokingly, 4 friends only, 5 avoid.',
	}),
);

/**
 * A status as a content file may write it: one of the five words, the
 * integers 1-5, or the key of one of the profile's own statuses; left out
 * or null means okay. Comes out as a word or the own key: whether an own
 * key is defined is the profile's check (content/validate/own-statuses.ts),
 * which knows the profile's `statuses`.
 */
export const statusInputSchema = z
	.pipe(
		z.nullish(
			z.union(
				[
					z.enum(STATUS_WORDS),
					statusValueSchema,
					z
						.string()
						.check(z.regex(OWN_STATUS_KEY, { error: (issue) => statusMessage(issue.input) })),
				],
				{ error: (issue) => statusMessage(issue.input) },
			),
		),
		z.transform((status): string => {
			if (status === undefined || status === null) return statusOf(DEFAULT_STATUS).word;
			if (typeof status === 'number') return statusOf(status).word;
			return status;
		}),
	)
	.check(
		z.meta({
			description:
				"favourite, okay, jokingly, friends_only or avoid (or 1-5), or the key of one of this profile's own statuses. Left out means okay.",
		}),
	);

function statusMessage(input: unknown): string {
	const hint =
		typeof input === 'string'
			? suggest(input.toLowerCase().replace(/[\s-]+/g, '_'), STATUS_WORDS)
			: undefined;
	return sayCheck(ENGLISH_CHECK, { key: 'check.status', values: {}, ...(hint ? { hint } : {}) });
}
