import { z } from './zod.ts';
import { suggest } from '../utils/suggest.ts';

/**
 * The five preference statuses of the v1 interface (WordStatus), in value
 * order. `word` is how content files may write a status; how people read
 * it is the pages' (STATUS_LABELS in views/ui-text.ts).
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

/** WordStatus as the API sends it. */
export const statusValueSchema = z.literal(STATUS_VALUES).check(
	z.meta({
		description: 'Preference status: 1 favourite, 2 okay, 3 jokingly, 4 friends only, 5 avoid.',
	}),
);

/**
 * A status as a content file may write it: one of the five words or the
 * integers 1-5; left out or null means okay. Always comes out as the integer.
 */
export const statusInputSchema = z
	.pipe(
		z.nullish(
			z.union([z.enum(STATUS_WORDS), statusValueSchema], {
				error: (issue) => statusMessage(issue.input),
			}),
		),
		z.transform((status): StatusValue => {
			if (status === undefined || status === null) return DEFAULT_STATUS;
			if (typeof status === 'number') return status;
			return statusValueOf(status);
		}),
	)
	.check(
		z.meta({
			description:
				'favourite, okay, jokingly, friends_only or avoid (or 1-5). Left out means okay.',
		}),
	);

function statusMessage(input: unknown): string {
	const rule = `must be one of ${STATUS_WORDS.join(', ')} or a number 1-5`;
	const hint =
		typeof input === 'string'
			? suggest(input.toLowerCase().replace(/[\s-]+/g, '_'), STATUS_WORDS)
			: undefined;
	return hint ? `${rule}; did you mean "${hint}"?` : rule;
}
