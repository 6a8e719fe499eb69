/**
 * A community's own words, as Starlight's `src/content/i18n/`: the file
 * `src/content/i18n/<locale>.json` of the site (the `locale` option's tag,
 * `de.json`, `pt-BR.json`) changes any of the words the package ships, or
 * gives every word of a language it does not ship. Keys are the
 * dictionary's (views/i18n/en.ts); a value is a text, or one text per plural
 * category. The file is someone's pull request: read only as a regular file
 * of bounded size, every problem reported at its line with the fix, nothing
 * in it ever run or shown as HTML. A key it leaves out shows in the bundled
 * language, else in English, and `check` names it.
 */
import { join } from 'node:path';
import type { ContentIssue } from '../../content/issues.ts';
import { readJsonSource } from '../../content/read/reader.ts';
import { readRegularFileSync } from '../../utils/regular-file.ts';
import { suggest } from '../../utils/suggest.ts';
import { bundledFor, siteWords, type SiteWords, type Translation } from './dictionary.ts';
import { en, type MessageKey } from './en.ts';
import { placeholdersOf, pluralForms, type Message, type PluralMessage } from './messages.ts';

/** Where a site's own words are, from the project root. */
const SITE_WORDS_DIR = 'src/content/i18n';
/** Largest words file: far above every key in every plural form. */
export const SITE_WORDS_BYTES = 256 * 1024;
/** Longest message: the longest English one is under 300 characters. */
const MESSAGE_LENGTH = 2000;
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const KEYS = Object.keys(en) as MessageKey[];

interface OwnWords {
	/** The messages the file gives, each checked. */
	own: Partial<Translation>;
	/** What stops `check` and the build. */
	errors: ContentIssue[];
	/** Keys that show in English: named, nothing fails. */
	warnings: ContentIssue[];
}

/**
 * The site's own words for `locale`, read from `root`'s src/content/i18n/, with every problem.
 *
 * @example
 * readSiteWords('/srv/site', 'de') // { own: { 'profile.bio': 'Über uns' }, errors: [], warnings: [] }
 */
export function readSiteWords(root: string, locale: string): OwnWords {
	const file = `${SITE_WORDS_DIR}/${locale}.json`;
	const read = readRegularFileSync(join(root, file), SITE_WORDS_BYTES);
	if (!read.ok) {
		if ('error' in read && read.error.code === 'ENOENT') return noFile(file, locale);
		const why =
			'kind' in read
				? `is ${read.kind}, not a file`
				: 'size' in read
					? `is ${read.size} bytes, more than the ${SITE_WORDS_BYTES} a words file may have`
					: 'changed while it was read';
		return {
			own: {},
			errors: [{ file, path: '', message: `${why}: make it a plain JSON file of words` }],
			warnings: [],
		};
	}
	const text = read.bytes.toString('utf8');
	const parsed = readJsonSource(file, text);
	if (!parsed.ok) return { own: {}, errors: parsed.issues, warnings: [] };
	return checkSiteWords(file, locale, parsed.source.data, parsed.source.locate);
}

/**
 * The site's words with its own over them, for a build that has already checked them (the
 * integration stops on a wrong file as it starts): problems are left to that check.
 *
 * @example
 * siteWordsOf('/srv/site', 'de').messages['profile.bio'] // 'Über mich', or the site's own
 */
export function siteWordsOf(root: string, locale: string): SiteWords {
	return siteWords(locale, readSiteWords(root, locale).own);
}

/**
 * The words of one file checked: each key known and each message well formed, with the
 * placeholders English has; the keys left out named as warnings when they show in English.
 *
 * @example
 * checkSiteWords('src/content/i18n/de.json', 'de', { 'profile.bo': 'Über mich' }).errors[0].message
 * // 'unknown key "profile.bo"; did you mean "profile.bio"? …'
 */
export function checkSiteWords(
	file: string,
	locale: string,
	data: unknown,
	locate: (path: readonly PropertyKey[]) => number | undefined = () => undefined,
): OwnWords {
	if (typeof data !== 'object' || data === null || Array.isArray(data))
		return {
			own: {},
			errors: [{ file, line: 1, path: '', message: WHOLE_FILE }],
			warnings: [],
		};
	const own: Record<string, Message> = {};
	const errors: ContentIssue[] = [];
	for (const [key, value] of Object.entries(data)) {
		const line = locate([key]);
		if (!Object.hasOwn(en, key)) {
			errors.push({ file, line, path: key, message: unknownKey(key) });
			continue;
		}
		const problem = messageProblem(key as MessageKey, value);
		if (problem) errors.push({ file, line, path: key, message: problem });
		else own[key] = value as Message;
	}
	const bundled = bundledFor(locale);
	const warnings: ContentIssue[] = bundled
		? []
		: KEYS.filter((key) => !Object.hasOwn(own, key)).map((key) => ({
				file,
				path: key,
				severity: 'warning' as const,
				message: `missing: "${key}" shows in English ("${preview(en[key])}") on this ${locale} site; add it to ${file} in the site's language`,
			}));
	for (const [key, message] of Object.entries(own))
		if (typeof message !== 'string')
			for (const problem of pluralFormProblems(locale, message))
				warnings.push({
					file,
					line: locate([key]),
					path: key,
					severity: 'warning',
					message: problem,
				});
	return { own: own as Partial<Translation>, errors, warnings };
}

/**
 * A plural message's forms against the locale's: one it needs and lacks shows the `other` text
 * for its counts ("5 osoby" for "5 osób"); one it does not use is never shown. Named, not refused.
 */
function pluralFormProblems(locale: string, message: PluralMessage): string[] {
	const needed = pluralForms(locale);
	const used = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
	const lacking = used
		.filter((form) => Object.hasOwn(needed, form) && !Object.hasOwn(message, form))
		.map(
			(form) =>
				`has no "${form}" form, which ${locale} uses for ${needed[form]!.join(', ')}…: those counts show the "other" text; add "${form}" in the site's language`,
		);
	const unused = Object.keys(message)
		.filter((form) => !used.includes(form))
		.map(
			(form) =>
				`"${form}" is a plural form ${locale} does not use, so it is never shown: remove it (${locale} uses ${used.join(', ')})`,
		);
	return [...lacking, ...unused];
}

/** Without a file: nothing to check, and one warning if the package has no words for the locale. */
function noFile(file: string, locale: string): OwnWords {
	const message = `the package has no words for ${locale}, so every page shows English: add ${file} with the site's words (docs/guides/languages.md lists the keys)`;
	return {
		own: {},
		errors: [],
		warnings: bundledFor(locale) ? [] : [{ file, path: '', severity: 'warning', message }],
	};
}

const WHOLE_FILE =
	'must be a JSON object of words by key, e.g. { "profile.bio": "Über mich" } (docs/guides/languages.md lists the keys)';

function unknownKey(key: string): string {
	const hint = suggest(key, KEYS);
	const rule = `unknown key "${key}": the site shows no such words`;
	return hint
		? `${rule}; did you mean "${hint}"?`
		: `${rule}; docs/guides/languages.md lists the keys`;
}

/** What is wrong with one message, or undefined. */
function messageProblem(key: MessageKey, value: unknown): string | undefined {
	const english: Message = en[key];
	const plural = typeof english !== 'string';
	if (typeof value === 'string') {
		if (plural)
			return `must be one text per plural form, e.g. { "one": "…", "other": "…" }, as it holds a count`;
		return textProblem(value) ?? placeholderProblem(key, value);
	}
	if (!plural)
		return `must be a text (in quotes), e.g. ${JSON.stringify(preview(english))}, in the site's language`;
	if (typeof value !== 'object' || value === null || Array.isArray(value))
		return `must be one text per plural form, e.g. { "one": "…", "other": "…" }`;
	const forms = Object.entries(value);
	for (const [category, text] of forms) {
		if (!CATEGORIES.has(category))
			return `"${category}" is no plural form: use zero, one, two, few, many or other`;
		if (typeof text !== 'string') return `"${category}" must be a text (in quotes)`;
		const problem = textProblem(text);
		if (problem) return `"${category}" ${problem}`;
	}
	if (!('other' in value)) return `needs "other", the form every language has`;
	return placeholderProblem(key, value as Message);
}

function textProblem(text: string): string | undefined {
	if (text.length > MESSAGE_LENGTH) return `is longer than ${MESSAGE_LENGTH} characters`;
	return undefined;
}

/** A message must fill every slot English has, and no other. */
function placeholderProblem(key: MessageKey, message: Message): string | undefined {
	const wanted = placeholdersOf(en[key]);
	const used = placeholdersOf(message);
	const unknown = used.filter((name) => !wanted.includes(name));
	if (unknown.length)
		return `has {${unknown[0]}}, which this message does not fill: use ${slots(wanted)}`;
	const missing = wanted.filter((name) => !used.includes(name));
	if (missing.length)
		return `leaves out {${missing[0]}}: the page puts ${missing[0] === 'count' ? 'the number' : 'a value'} there; write it where it belongs in the sentence`;
	return undefined;
}

const slots = (names: readonly string[]) =>
	names.length ? names.map((name) => `{${name}}`).join(', ') : 'no {…} at all';

const preview = (message: Message) => {
	const text = typeof message === 'string' ? message : message.other;
	return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};
