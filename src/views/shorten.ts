/**
 * Text shortened for one place: a page's preview description ends at a word, and nothing cut ever
 * splits a character as people see it (a grapheme: an emoji with its modifiers or ZWJ sequence, a
 * letter with its accents).
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * Characters none of which joins a neighbour into one grapheme: tab, line feed, printable ASCII and
 * Latin-1 and Latin Extended-A (no combining mark, joiner, emoji or carriage return). A text of
 * only these, most bios, is one grapheme per UTF-16 unit, and needs no segmenter (a page's two
 * descriptions segmented cost about 0.2 ms of its render).
 */
const SIMPLE = /^[\t\n\x20-\x7E\u00A0-\u017F]*$/;

/** The text's graphemes, in order; only the first `limit` when given (the rest not segmented). */
export function graphemesOf(text: string, limit = Infinity): string[] {
	// One more unit is looked at: a combining mark after the last kept one would join it.
	if (SIMPLE.test(text.slice(0, limit + 1))) return [...text.slice(0, limit)];
	const first: string[] = [];
	for (const part of graphemes.segment(text)) {
		if (first.length >= limit) break;
		first.push(part.segment);
	}
	return first;
}

/**
 * At most `max` graphemes: when longer, cut after the last whole word that fits, with an ellipsis.
 * Only a run without word breaks over half that length (a long address, 200 x's) is cut between
 * graphemes instead. Linear in `max`, whatever the text's length: a grapheme is at least one UTF-16
 * unit, so a text of at most `max` units fits whole, and only the graphemes up to one past the
 * limit are segmented (every page's description is made this way).
 *
 * @example
 * shortenAtWord('Please ask before you use it', 12) // 'Please ask…'
 */
export function shortenAtWord(text: string, max: number): string {
	if (text.length <= max) return text;
	const first = graphemesOf(text, max + 1);
	if (first.length <= max) return text;
	// Each grapheme boundary within the limit, with the graphemes before it: a word ends on one (a
	// second segmenter per word would cost more than the rest together).
	const countAt = new Map<number, number>();
	let offset = 0;
	first.forEach((grapheme, index) => countAt.set((offset += grapheme.length), index + 1));
	let [end, endLength] = [0, 0];
	for (const part of words.segment(text)) {
		const at = part.index + part.segment.length;
		const length = countAt.get(at) ?? max;
		if (length > max - 1) break;
		if (part.isWordLike) [end, endLength] = [at, length];
	}
	const kept = endLength >= max / 2 ? text.slice(0, end) : first.slice(0, max - 1).join('');
	return `${kept.replace(/[\s\p{P}]+$/u, '')}…`;
}
