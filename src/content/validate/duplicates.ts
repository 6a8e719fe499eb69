/**
 * The same name, pronoun set, field or field entry listed twice in one
 * profile: a page would show it twice, or under two statuses at once. Each
 * repeat is refused at its line, naming the line of the first.
 */
import { ENGLISH_CHECK, say, type CheckWords } from '../../schemas/check-words.ts';
import { FIELD_LISTS } from '../../schemas/user.ts';
import { formatPath, previewValue, type ContentIssue } from '../issues.ts';
import type { ProfileSource } from '../read/reader.ts';

type Path = (string | number)[];

const ASCII = /^[\x00-\x7F]*$/;
/** How entries compare: case and spacing do not make another name. */
const sameText = (text: string) =>
	// Text in ASCII is its own NFC form: most entries skip the normaliser.
	(ASCII.test(text) ? text : text.normalize('NFC')).trim().replace(/\s+/g, ' ').toLowerCase();
/**
 * Keys under which a pronoun entry repeats another: its forms as written,
 * and for a short set ("they/them") its first two forms, which a full set
 * starting with them ("they/them/their/theirs/themself") also has: the two
 * share a pronoun page. Two full sets differing later are different sets.
 */
function pronounKeys(text: string): { exact: string; short?: string; long?: string } {
	const forms = sameText(text).split(/\s*\/\s*/);
	const exact = forms.join('/');
	const two = forms.slice(0, 2).join('/');
	return forms.length <= 2 ? { exact, short: two } : { exact, long: two };
}

/**
 * " on line N" where the source knows the line (the browser editor's form has none), else nothing.
 */
function onLine(source: Pick<ProfileSource, 'locate'>, path: Path, words: CheckWords): string {
	const line = source.locate(path);
	return line === undefined ? '' : say(words, 'check.onLine', { line: String(line) });
}

type Source = Pick<ProfileSource, 'file' | 'locate'>;

/**
 * The repeats in a profile's raw data (as read, before the schema), so they
 * show with every other problem of the file.
 *
 * @example
 * duplicateIssues(source) // [{ line: 7, path: 'names[2]', message: 'the name "Alex" is already listed on line 5 (names[0]); …' }]
 */
export function duplicateIssues(
	data: unknown,
	source: Source,
	/** The site's words for check's messages (check-words.ts); English when left out. */
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	if (!isObject(data)) return [];
	const named = (item: unknown) => textIn(item, 'name');
	const link = (item: unknown) => (typeof item === 'string' ? item : undefined);
	return [
		...listRepeats(source, words, data['names'], ['names'], named, sameText, 'check.dupName'),
		...pronounRepeats(source, words, data),
		...listRepeats(
			source,
			words,
			data['links'],
			['links'],
			link,
			(text) => text.trim(),
			'check.dupLink',
		),
		...listRepeats(source, words, data['fields'], ['fields'], named, sameText, 'check.dupField'),
		...fieldEntryRepeats(source, words, data['fields']),
	];
}

/** The items of a list that repeat an earlier one, by `key` of their text. */
function listRepeats(
	source: Source,
	words: CheckWords,
	items: unknown,
	path: Path,
	textOf: (item: unknown) => string | undefined,
	key: (text: string) => string,
	message: 'check.dupName' | 'check.dupLink' | 'check.dupField',
): ContentIssue[] {
	if (!Array.isArray(items)) return [];
	const issues: ContentIssue[] = [];
	// Each key's first index: the paths are made only for a repeat.
	const seen = new Map<string, number>();
	items.forEach((item, index) => {
		const text = textOf(item);
		if (text === undefined) return;
		const itemKey = key(text);
		const firstIndex = seen.get(itemKey);
		if (firstIndex === undefined) {
			seen.set(itemKey, index);
			return;
		}
		const at = [...path, index];
		const first = [...path, firstIndex];
		issues.push({
			file: source.file,
			line: source.locate(at),
			path: formatPath(at),
			message: say(words, message, {
				text: previewValue(text),
				onLine: onLine(source, first, words),
				first: formatPath(first),
			}),
		});
	});
	return issues;
}

/**
 * Pronoun sets listed twice, a short set ("they/them") and a full one starting with it included.
 */
function pronounRepeats(
	source: Source,
	words: CheckWords,
	data: Record<string, unknown>,
): ContentIssue[] {
	const pronouns = data['pronouns'];
	if (!Array.isArray(pronouns)) return [];
	const issues: ContentIssue[] = [];
	const exact = new Map<string, Path>();
	const short = new Map<string, Path>();
	const long = new Map<string, Path>();
	pronouns.forEach((item, index) => {
		const text = textIn(item, 'pronouns');
		if (text === undefined) return;
		const at: Path = ['pronouns', index];
		const keys = pronounKeys(text);
		const first =
			exact.get(keys.exact) ??
			(keys.short === undefined
				? short.get(keys.long!)
				: (short.get(keys.short) ?? long.get(keys.short)));
		if (first) {
			issues.push({
				file: source.file,
				line: source.locate(at),
				path: formatPath(at),
				message: say(words, 'check.dupPronouns', {
					text: previewValue(text),
					onLine: onLine(source, first, words),
					first: formatPath(first),
					as: previewValue(textIn(valueAt(data, first), 'pronouns')),
				}),
			});
			return;
		}
		exact.set(keys.exact, at);
		if (keys.short !== undefined) short.set(keys.short, at);
		else if (!long.has(keys.long!)) long.set(keys.long!, at);
	});
	return issues;
}

/**
 * A field's entries listed twice: one list across the five statuses, so an entry under two is a
 * repeat too.
 */
function fieldEntryRepeats(source: Source, words: CheckWords, fields: unknown): ContentIssue[] {
	if (!Array.isArray(fields)) return [];
	const issues: ContentIssue[] = [];
	fields.forEach((field, index) => {
		if (!isObject(field)) return;
		const seen = new Map<string, Path>();
		for (const list of FIELD_LISTS) {
			const items = field[list];
			if (!Array.isArray(items)) continue;
			items.forEach((item, at) => {
				if (typeof item !== 'string') return;
				const itemKey = sameText(item);
				const first = seen.get(itemKey);
				const path: Path = ['fields', index, list, at];
				if (!first) return void seen.set(itemKey, path);
				const under =
					first[2] === path[2] ? '' : say(words, 'check.underStatus', { status: String(first[2]) });
				issues.push({
					file: source.file,
					line: source.locate(path),
					path: formatPath(path),
					message: say(words, 'check.dupEntry', {
						text: previewValue(item),
						under,
						onLine: onLine(source, first, words),
						first: formatPath(first),
					}),
				});
			});
		}
	});
	return issues;
}

function valueAt(data: Record<string, unknown>, path: Path): unknown {
	let node: unknown = data;
	for (const segment of path)
		node = (node as Record<string | number, unknown> | undefined)?.[segment];
	return node;
}

function textIn(item: unknown, key: string): string | undefined {
	if (typeof item === 'string') return item;
	if (isObject(item) && typeof item[key] === 'string') return item[key];
	return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
