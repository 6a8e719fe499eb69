import { distance } from 'fastest-levenshtein';

/**
 * Picks the known word closest to a mistyped one, for "did you mean" hints.
 * Returns undefined when nothing is close enough to be a plausible typo.
 *
 * @example
 * suggest('pronuns', ['names', 'pronouns']) // 'pronouns'
 */
export function suggest(input: string, known: readonly string[]): string | undefined {
	let best: string | undefined;
	let bestDistance = Infinity;
	for (const word of known) {
		const d = distance(input.toLowerCase(), word.toLowerCase());
		if (d < bestDistance) {
			best = word;
			bestDistance = d;
		}
	}
	// Allow about one edit in three characters: close enough to be a typo,
	// far enough that unrelated keys get no misleading hint.
	return bestDistance <= Math.max(2, Math.ceil(input.length / 3)) ? best : undefined;
}
