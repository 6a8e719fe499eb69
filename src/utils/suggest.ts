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

/**
 * The known word closest to `input`: the one `suggest` finds, else the
 * shortest that holds the input's characters in order (what a shortened or
 * mistyped name such as "alx" for "alex-rivera" leaves), or undefined.
 *
 * @example
 * closest('alx', ['robin', 'alex-rivera']) // 'alex-rivera'
 * closest('zoltan', ['robin', 'kit']) // undefined
 */
export function closest(input: string, known: readonly string[]): string | undefined {
	const near = suggest(input, known);
	if (near !== undefined || input.length < 2) return near;
	const wanted = [...input.toLowerCase()];
	let best: string | undefined;
	for (const word of known) {
		const lower = word.toLowerCase();
		let at = 0;
		for (const char of lower) if (char === wanted[at]) at++;
		if (
			at === wanted.length &&
			(best === undefined ||
				word.length < best.length ||
				(word.length === best.length && word < best))
		)
			best = word;
	}
	return best;
}
