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
import { readRegularFileSync, unreadReason } from '../../utils/regular-file.ts';
import { siteWordsSchema, WHOLE_FILE } from '../../schemas/site-files/words-file.ts';
import { bundledFor, siteWords, type SiteWords } from './dictionary.ts';
import { en, type MessageKey, type Translation } from './en.ts';
import {
	placeholdersOf,
	pluralForms,
	type Message,
	type PluralMessage,
} from '../../utils/messages.ts';

/** Where a site's own words are, from the project root. */
const SITE_WORDS_DIR = 'src/content/i18n';
/** Largest words file: far above every key in every plural form. */
export const SITE_WORDS_BYTES = 256 * 1024;
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
		const why = unreadReason(read, SITE_WORDS_BYTES, 'a words file');
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
 * The words of each of the site's languages (`locales`, the default first), read once each, and
 * the default's on their own.
 *
 * @example
 * siteLanguagesOf('/srv/site', ['en', 'fr']).words.locale // 'en'
 */
export function siteLanguagesOf(
	root: string,
	locales: readonly string[],
): { words: SiteWords; languages: SiteWords[] } {
	const languages = locales.map((locale) => siteWordsOf(root, locale));
	return { words: languages[0]!, languages };
}

/** The words file's schema, over the English dictionary. */
const SCHEMA = siteWordsSchema({ english: en, placeholdersOf });

/**
 * The words of one file checked against schemas/site-files/words-file.ts: each key known and each
 * message well formed, with the placeholders English has (one problem per key, at its line, in the
 * file's order); the keys left out named as warnings when they show in English.
 *
 * @example
 * checkSiteWords('src/content/i18n/de.json', 'de', { 'profile.bo': 'Über mich' }).errors[0].message
 * // 'unknown key "profile.bo": the site shows no such words; did you mean "profile.bio"? …'
 */
export function checkSiteWords(
	file: string,
	locale: string,
	data: unknown,
	locate: (path: readonly PropertyKey[]) => number | undefined = () => undefined,
): OwnWords {
	const result = SCHEMA.safeParse(data);
	const errors = result.success ? [] : wordIssues(file, result.error.issues, locate);
	if (errors.some((issue) => issue.path === ''))
		return { own: {}, errors: [{ file, line: 1, path: '', message: WHOLE_FILE }], warnings: [] };
	const wrong = new Set(errors.map((issue) => issue.path));
	const own: Record<string, Message> = {};
	for (const [key, value] of Object.entries(data as object))
		if (!wrong.has(key)) own[key] = value as Message;
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
 * zod's issues as the file's problems: one per key (its first), at the key's line, in the file's
 * order; a plural form's problem names the form.
 */
function wordIssues(
	file: string,
	issues: readonly { path: PropertyKey[]; message: string; code: string; keys?: string[] }[],
	locate: (path: readonly PropertyKey[]) => number | undefined,
): ContentIssue[] {
	const byKey = new Map<string, string>();
	const add = (key: string, message: string) => {
		if (!byKey.has(key)) byKey.set(key, message);
	};
	for (const issue of issues) {
		const [key, form] = issue.path.map(String);
		const messages = issue.message.split('\n');
		if (key === undefined && issue.code === 'unrecognized_keys')
			issue.keys!.forEach((unknown, at) => add(unknown, messages[at]!));
		else if (key === undefined) add('', issue.message);
		else if (form !== undefined) add(key, `"${form}" ${issue.message}`);
		else add(key, messages[0]!);
	}
	return [...byKey]
		.map(([key, message]) => ({ file, line: locate(key ? [key] : []), path: key, message }))
		.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
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

const preview = (message: Message) => {
	const text = typeof message === 'string' ? message : message.other;
	return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};
