/**
 * Text from content files (names, keys, values) reaches terminals and CI logs
 * through error messages. Control characters there are commands, not text:
 * ANSI escapes clear or recolour the screen, a newline starts a forged line
 * (a GitHub Actions `::warning::` is one line away), bidi controls reorder
 * what a reviewer reads. They are shown as visible escapes instead.
 */

/**
 * C0, DEL, C1, the bidi marks, embeddings, overrides and isolates, and the line and paragraph
 * separators.
 */
const UNSAFE =
	/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeOne(char: string): string {
	const named = NAMED[char];
	if (named) return named;
	const code = char.charCodeAt(0);
	return code < 0x100
		? `\\x${code.toString(16).padStart(2, '0')}`
		: `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Makes text safe to print on one line of a terminal or CI log: control,
 * bidi and line-breaking characters become visible escapes; everything
 * else (accents, emoji, backslashes) is left as it is.
 *
 * @example
 * escapeText('robin\x1b[2J.md') // 'robin\\x1b[2J.md'
 * escapeText('a\n::warning::b') // 'a\\n::warning::b'
 */
export function escapeText(text: string): string {
	return text.replace(UNSAFE, escapeOne);
}
