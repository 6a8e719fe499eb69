/**
 * A message's `{name}` placeholders, filled: one rule for the UI's words (views/i18n/messages.ts)
 * and check's (schemas/check-words.ts), which cannot import the views.
 */

/** A placeholder: a letter, then letters and digits, in braces. */
export const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * `text` with each placeholder given a value by `valueOf` replaced by it; one without a value (an
 * own key of `values` only, never an inherited one such as `{constructor}`) stays as written.
 *
 * @example
 * fillPlaceholders('{rule}: got {value}', { rule: 'required' }, String) // 'required: got {value}'
 */
export function fillPlaceholders<V>(
	text: string,
	values: Readonly<Record<string, V>>,
	show: (value: V) => string,
): string {
	if (!text.includes('{')) return text;
	return text.replace(PLACEHOLDER, (whole, name: string) =>
		Object.hasOwn(values, name) && values[name] !== undefined ? show(values[name]) : whole,
	);
}
