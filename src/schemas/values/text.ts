import { checkIssue, ENGLISH_CHECK, say, type CheckKey } from '../check-words.ts';
import { z } from '../zod.ts';

/**
 * Counts Unicode code points, the unit the spec's lengths use (as JSON Schema
 * does): a string of 1000 emoji is 1000 long, not 2000 UTF-16 units.
 *
 * @example
 * codePointLength('🏳️‍⚧️') // 5
 */
export function codePointLength(value: string): number {
	// As the string iterator counts (a pair of surrogates is one, a lone half one), without it.
	let count = 0;
	for (let at = 0; at < value.length; at++, count++) {
		const code = value.charCodeAt(at);
		if (code >= 0xd800 && code <= 0xdbff && at + 1 < value.length) {
			const next = value.charCodeAt(at + 1);
			if (next >= 0xdc00 && next <= 0xdfff) at++;
		}
	}
	return count;
}

/** How a text may be written beyond its length. */
interface TextOptions {
	/** Tab, line feed and carriage return are allowed (the bio, which is Markdown). */
	multiline?: boolean;
	/**
	 * The `limits` option that sets the upper bound, named in the error so a site knows what to
	 * change.
	 */
	limit?: string;
}

/** A code point as people look it up: U+001B. */
function codePointLabel(point: number): string {
	return `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
}

// C0 controls, DEL and C1 controls. Tab, line feed and carriage return are text in a multi-line
// value. Kept as regex source so the JSON Schema's pattern (textPattern) says the same.
const CONTROL_CLASS = '\\u0000-\\u001f\\u007f-\\u009f';
const CONTROL_MULTILINE_CLASS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
/**
 * Embeddings, overrides (U+202A-202E) and isolates (U+2066-2069) open a
 * direction scope: left unclosed, it reorders the text after it (the next
 * profile in the directory, the status label, a terminal line), and an
 * override shows "she/her" as "reh/ehs". The marks U+200E, U+200F and U+061C
 * open no scope and only settle where neutral characters go, which
 * right-to-left names need, so they stay allowed.
 */
const BIDI_CLASS = '\\u202a-\\u202e\\u2066-\\u2069';
/**
 * Noncharacters (U+FDD0-FDEF and the last two code points of every plane)
 * are reserved for programs' own use: XML refuses U+FFFE and U+FFFF, so a
 * name holding one would stop the preview card's drawing. The pattern holds
 * the BMP's; the build also checks the other planes' (U+1FFFE, ...).
 */
const NONCHARACTER_CLASS = '\\ufdd0-\\ufdef\\ufffe\\uffff';
const NONCHARACTER = new RegExp(`[${NONCHARACTER_CLASS}]|[\\u{1fffe}-\\u{10ffff}]`, 'u');
const isNoncharacter = (point: number) =>
	(point >= 0xfdd0 && point <= 0xfdef) || (point & 0xfffe) === 0xfffe;
/**
 * Line and paragraph separators (U+2028, U+2029) start a new line where text is drawn (a card, a
 * terminal, a JavaScript string): a one-line text refuses them, as it refuses U+0085.
 */
const LINE_SEPARATOR_CLASS = '\\u2028\\u2029';
const LINE_SEPARATOR = new RegExp(`[${LINE_SEPARATOR_CLASS}]`, 'u');
const CONTROL = new RegExp(`[${CONTROL_CLASS}]`, 'u');
const CONTROL_MULTILINE = new RegExp(`[${CONTROL_MULTILINE_CLASS}]`, 'u');
const BIDI_CONTROL = new RegExp(`[${BIDI_CLASS}]`, 'u');

/**
 * The JSON Schema `pattern` of a text: no control or direction characters.
 * It reads the same with and without the `u` flag, as editors differ; lone
 * surrogates and blank text need Unicode properties, so only the build
 * checks those.
 *
 * @example
 * new RegExp(textPattern()).test('Robin\u001b') // false
 */
export function textPattern({ multiline = false }: TextOptions = {}): string {
	return `^[^${multiline ? CONTROL_MULTILINE_CLASS : CONTROL_CLASS + LINE_SEPARATOR_CLASS}${BIDI_CLASS}${NONCHARACTER_CLASS}]*$`;
}

/**
 * Text that shows nothing: whitespace, invisible characters (U+200B, U+FEFF,
 * the Hangul fillers U+3164 and U+115F, ...) and U+2800, the braille blank,
 * which Unicode classes as a symbol but every font draws empty.
 */
const BLANK = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** A text rule broken: check's key and its values (`{point}`, the character as U+XXXX). */
interface TextRule {
	key: CheckKey;
	values: Record<string, string>;
}

/**
 * What is wrong with a text, as a rule and a fix separated by "; " (the form
 * friendly-errors.ts expects), or undefined when it is fine. Lone surrogates
 * (JSON that strict parsers reject), control characters, direction controls
 * and text that shows nothing are refused in every text of a profile.
 *
 * @example
 * textProblem('Robin\u001b[2J') // 'must not contain control characters, and U+001B is one; remove it'
 * textProblem('Robin') // undefined
 */
export function textProblem(value: string, options: TextOptions = {}): string | undefined {
	const rule = textRule(value, options);
	return rule && say(ENGLISH_CHECK, rule.key, rule.values);
}

/** The rule a text breaks, for check to say in the site's words (checkIssue). */
export function textRule(value: string, options: TextOptions = {}): TextRule | undefined {
	const at = (key: CheckKey, point: number): TextRule => ({
		key,
		values: { point: codePointLabel(point) },
	});
	if (!value.isWellFormed())
		return at(
			'check.loneSurrogate',
			[...value].find((char) => !char.isWellFormed())!.codePointAt(0)!,
		);
	const control = (options.multiline ? CONTROL_MULTILINE : CONTROL).exec(value);
	if (control)
		return at(
			options.multiline ? 'check.controlMultiline' : 'check.control',
			control[0].codePointAt(0)!,
		);
	const separator = options.multiline ? null : LINE_SEPARATOR.exec(value);
	if (separator)
		return at(
			separator[0] === '\u2028' ? 'check.lineSeparator' : 'check.paragraphSeparator',
			separator[0].codePointAt(0)!,
		);
	const bidi = BIDI_CONTROL.exec(value);
	if (bidi) return at('check.bidi', bidi[0].codePointAt(0)!);
	const noncharacter = NONCHARACTER.test(value)
		? [...value].map((char) => char.codePointAt(0)!).find(isNoncharacter)
		: undefined;
	if (noncharacter !== undefined) return at('check.noncharacter', noncharacter);
	if (value.length > 0 && BLANK.test(value)) return { key: 'check.blank', values: {} };
	return undefined;
}

/**
 * A string whose length in code points lies in [min, max] and that passes
 * textProblem. The bounds are also written into the generated JSON Schema as
 * minLength/maxLength, which count code points too; without `max` there is
 * no upper bound.
 *
 * @example
 * boundedText(1, 50).safeParse('they/them').success // true
 * boundedText(1, 100, { limit: 'limits.fieldEntryLength' }).safeParse('x'.repeat(101)).success // false
 */
export function boundedText(min: number, max = Infinity, options: TextOptions = {}) {
	return z.string().check(
		z.superRefine((value, ctx) => {
			const length = codePointLength(value);
			if (length === 0 && min > 0) {
				ctx.addIssue(checkIssue('check.empty'));
				return;
			}
			const rule = textRule(value, options);
			if (rule) {
				ctx.addIssue(checkIssue(rule.key, rule.values));
				return;
			}
			if (length >= min && length <= max) return;
			const values = { min: String(min), max: String(max), length: String(length) };
			ctx.addIssue(
				length > max && options.limit
					? checkIssue('check.lengthOver', { ...values, limit: options.limit })
					: checkIssue('check.length', values),
			);
		}),
		z.meta({
			minLength: min,
			...(Number.isFinite(max) && { maxLength: max }),
			pattern: textPattern(options),
		}),
	);
}

/** A non-empty string with no stated upper bound, held to the same text rules. */
export const nonEmptyText = boundedText(1);
