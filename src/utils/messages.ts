/**
 * The message format of the translation layer and of check's words: a
 * dictionary is a flat record of keys (`profile.bio`, as Starlight's UI
 * strings) to a message, either a text with `{name}` placeholders or, for a
 * sentence that holds a count, one text per plural category of the language
 * (`one`, `other`, and `zero`, `two`, `few`, `many` where Intl.PluralRules
 * gives them). Pure and small: the editor's and the search page's scripts
 * format their words with it in the browser.
 */
import { formatCount } from './plural.ts';

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

/**
 * One text per plural category of the language (Japanese has only `other`, Polish `one`, `few`,
 * `many` and `other`); `{count}` is the count.
 */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | PluralMessage;
/** A placeholder's value: numbers are written as the locale writes them. */
export type Values = Readonly<Record<string, string | number>>;

const rules = new Map<string, Intl.PluralRules>();

/** The text of `message` for `count` in `locale` (a plain text whatever the count). */
function selectPlural(message: Message, count: number, locale: string): string {
	if (typeof message === 'string') return message;
	let rule = rules.get(locale);
	if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
	return message[rule.select(count)] ?? message.other;
}

/**
 * The plural forms a language's messages need, each with the first counts that take it: every
 * category Intl.PluralRules gives for whole numbers up to 1,000. (French, Spanish, Italian and
 * Portuguese have a `many` only for round millions, "1 000 000 de personnes", where `other` reads
 * right with digits: not needed.)
 *
 * @example
 * pluralForms('pl') // { other: [], many: [0, 5, 6], one: [1], few: [2, 3, 4] }
 * pluralForms('fr') // { other: [2, 3, 4], one: [0, 1] }
 */
export function pluralForms(locale: string): Readonly<Record<string, readonly number[]>> {
	const rule = new Intl.PluralRules(locale);
	const forms: Record<string, number[]> = { other: [] };
	for (let count = 0; count <= 1000; count++) {
		const examples = (forms[rule.select(count)] ??= []);
		if (examples.length < 3) examples.push(count);
	}
	return forms;
}

/**
 * A message with its placeholders filled: a plural message by `values.count`; numbers formatted for
 * the locale; a placeholder without a value is left as written.
 *
 * @example
 * formatMessage({ one: '{count} name', other: '{count} names' }, { count: 1234 }, 'en') // '1,234 names'
 * formatMessage('{title}: nobody yet', { title: 'A' }, 'en') // 'A: nobody yet'
 */
export function formatMessage(message: Message, values: Values, locale: string): string {
	const count = values['count'];
	const text = selectPlural(message, typeof count === 'number' ? count : 0, locale);
	return fillPlaceholders(text, values, (value) =>
		typeof value === 'number' ? formatCount(value, locale) : value,
	);
}

/**
 * The placeholder names a message uses, sorted (each plural form's together), for the checks that
 * a translation fills the same slots as English.
 *
 * @example
 * placeholdersOf({ one: '{count} name', other: '{count} names of {title}' }) // ['count', 'title']
 */
export function placeholdersOf(message: Message): string[] {
	const texts = typeof message === 'string' ? [message] : Object.values(message);
	const names = new Set<string>();
	for (const text of texts) for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!);
	return [...names].sort();
}
