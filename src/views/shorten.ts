/**
 * Text shortened for one place: a page's preview description ends at a word, and nothing cut ever
 * splits a character as people see it (a grapheme: an emoji with its modifiers or ZWJ sequence, a
 * letter with its accents).
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** The text's graphemes, in order. */
export function graphemesOf(text: string): string[] {
	return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * At most `max` graphemes: when longer, cut after the last whole word that fits, with an ellipsis.
 * Only a run without word breaks over half that length (a long address, 200 x's) is cut between
 * graphemes instead. Linear in the text's length.
 *
 * @example
 * shortenAtWord('Please ask before you use it', 12) // 'Please ask…'
 */
export function shortenAtWord(text: string, max: number): string {
	const all = graphemesOf(text);
	if (all.length <= max) return text;
	let [end, endLength, length] = [0, 0, 0];
	for (const part of words.segment(text)) {
		length += graphemesOf(part.segment).length;
		if (length > max - 1) break;
		if (part.isWordLike) [end, endLength] = [part.index + part.segment.length, length];
	}
	const kept = endLength >= max / 2 ? text.slice(0, end) : all.slice(0, max - 1).join('');
	return `${kept.replace(/[\s\p{P}]+$/u, '')}…`;
}
