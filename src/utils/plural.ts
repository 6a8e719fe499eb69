/**
 * Counts as people write them: "1 profile", "2 profiles", "1,234 profiles".
 * One helper, on Intl.PluralRules, for the build log, the CLI and the pages,
 * so a count is never "1 profiles" anywhere, and a translation gives the
 * forms its language has (Welsh has six) without touching a caller.
 */

/** A noun's forms by plural category: `one` and `other` at least (as English has). */
type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/**
 * The count and the noun in the form that count takes, in `locale` (English
 * by default), the number grouped as the locale writes it.
 *
 * @example
 * plural(1, { one: 'profile', other: 'profiles' }) // '1 profile'
 * plural(1234, { one: 'profile', other: 'profiles' }) // '1,234 profiles'
 * plural(0, { one: 'person', other: 'people' }) // '0 people'
 */
export function plural(count: number, forms: PluralForms, locale = 'en'): string {
	return `${formatCount(count, locale)} ${pluralForm(count, forms, locale)}`;
}

/**
 * The noun alone in the form `count` takes (for sentences that put the number elsewhere).
 *
 * @example
 * pluralForm(1, { one: 'is', other: 'are' }) // 'is'
 */
export function pluralForm(count: number, forms: PluralForms, locale = 'en'): string {
	let rule = rules.get(locale);
	if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
	return forms[rule.select(count)] ?? forms.other;
}

/**
 * A count as the locale writes it: 1,234 in English.
 *
 * @example
 * formatCount(100000) // '100,000'
 */
export function formatCount(count: number, locale = 'en'): string {
	let format = numbers.get(locale);
	if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
	return format.format(count);
}
