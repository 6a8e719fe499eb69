/**
 * Turns zod's issues into one ContentIssue per problem: the field path, the
 * rule in plain words, the offending value, and the line of the key.
 */
import type { z } from 'zod';
import { formatPath, previewValue, type ContentIssue } from '../issues.ts';
import { overLimit } from '../../schemas/profile.ts';
import type { ProfileSource } from '../read/reader.ts';
import {
	ENGLISH_CHECK,
	readBack,
	say,
	sayIssue,
	type CheckKey,
	type CheckWords,
} from '../../schemas/check-words.ts';

type ZodIssue = z.core.$ZodIssue;

/**
 * Converts a failed parse of `source.data` into content issues.
 *
 * @example
 * const result = profileSchema.safeParse(source.data);
 * if (!result.success) issues.push(...friendlyIssues(result.error, source));
 */
export function friendlyIssues(
	error: z.core.$ZodError,
	source: Pick<ProfileSource, 'file' | 'data' | 'locate'>,
	/** The site's words for check's messages (check-words.ts); English when left out. */
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	const out: ContentIssue[] = [];
	for (const issue of flatten(error.issues, [])) {
		if (issue.code === 'unrecognized_keys') {
			// One line per unknown key, each at that key (see schemas/strict.ts).
			const messages = issue.message.split('\n');
			issue.keys.forEach((key, index) => {
				const path = [...issue.path, key];
				out.push(at(source, path, unknownKey(messages[index] ?? '', key, words)));
			});
			continue;
		}
		const value = valueAt(source.data, issue.path);
		out.push(at(source, issue.path, describe(issue, value, words)));
	}
	return out;
}

function at(
	source: Pick<ProfileSource, 'file' | 'locate'>,
	path: readonly PropertyKey[],
	message: string,
): ContentIssue {
	return { file: source.file, line: source.locate(path), path: formatPath(path), message };
}

/**
 * A union reports every branch's failure. When the value had the type one
 * branch expects (a string, or an object), that branch's own issues are the
 * useful ones; when it fits none, the union's message says what is allowed.
 */
function flatten(issues: readonly ZodIssue[], prefix: readonly PropertyKey[]): ZodIssue[] {
	const out: ZodIssue[] = [];
	for (const issue of issues) {
		const path = [...prefix, ...issue.path];
		if (issue.code === 'invalid_union') {
			const matched = issue.errors.find((branch) => !branch.every(isTypeMismatch));
			if (matched) {
				for (const inner of flatten(matched, path)) out.push(inner);
				continue;
			}
		}
		out.push({ ...issue, path } as ZodIssue);
	}
	return out;
}

function isTypeMismatch(issue: ZodIssue): boolean {
	return (
		issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value')
	);
}

function describe(issue: ZodIssue, value: unknown, words: CheckWords): string {
	const shown = value === undefined ? say(words, 'check.nothing') : previewValue(value);
	// A key that may not be given at all (never) says why in its own message, handled below.
	// A number that is not whole (z.int) has the schema's own message: "a int, not a number" says
	// nothing.
	if (
		issue.code === 'invalid_type' &&
		issue.expected !== 'never' &&
		!(issue.expected === 'int' && typeof value === 'number')
	) {
		if (value === undefined) return say(words, 'check.required');
		const expected = EXPECTED[issue.expected];
		const values = {
			expected: expected ? say(words, expected) : `a ${issue.expected}`,
			got: typeName(value, words),
			value: shown,
		};
		const key =
			issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')
				? 'check.mustBeQuoted'
				: issue.expected === 'array' && typeof value !== 'object'
					? 'check.mustBeLines'
					: 'check.mustBe';
		return say(words, key, values);
	}
	// A list's preview shows nothing useful: the message counts its entries instead.
	if (issue.code === 'too_big' && issue.origin === 'array') return tooMany(issue, words);
	if (issue.code === 'invalid_value' && issue.values.length) {
		const values = issue.values.map((v) => JSON.stringify(v)).join(', ');
		return say(words, 'check.oneOf', { values, value: shown });
	}
	// Messages put hints after "; " (see schemas): the value goes before them, each language's
	// spacing before the ";" kept (French writes a narrow space).
	const [rule = '', ...hints] = sayIssue(words, issue).split(/(?=\u202f?; )/);
	return [say(words, 'check.got', { rule, value: shown }), ...hints].join('');
}

/**
 * An unknown key's line of schemas/strict.ts (the key quoted as JSON, then the closest known key or
 * every known one, in check's default words) in `words`.
 */
function unknownKey(line: string, key: string, words: CheckWords): string {
	const quoted = JSON.stringify(key);
	const hint = readBack(ENGLISH_CHECK, 'check.unknownKey', { key: quoted }, 'hint', line);
	if (hint !== undefined) return say(words, 'check.unknownKey', { key: quoted, hint });
	const known = readBack(ENGLISH_CHECK, 'check.unknownKeyKnown', { key: quoted }, 'known', line);
	return known === undefined
		? line || say(words, 'check.unknownKeyKnown', { key: quoted, known: '' })
		: say(words, 'check.unknownKeyKnown', { key: quoted, known });
}

/**
 * A list over its limit (schemas/profile.ts tooManyMessage, in check's default words) in `words`:
 * the option named in the message says which rule and which fix.
 */
function tooMany(issue: ZodIssue & { maximum: number | bigint }, words: CheckWords): string {
	const option = /limits\.(\w+)/.exec(issue.message)?.[1];
	if (option === undefined) return issue.message;
	const { key, fix } = overLimit(option);
	const values = { max: String(issue.maximum), limit: `limits.${option}` };
	const english = { ...values, fix: say(ENGLISH_CHECK, fix) };
	const count = readBack(ENGLISH_CHECK, key, english, 'count', issue.message);
	if (count === undefined) return issue.message;
	return say(words, key, { ...values, count, fix: say(words, fix) });
}

/** The words for what zod expected (check.mustBe); any other type is named as zod names it. */
const EXPECTED: Partial<Record<string, CheckKey>> = {
	object: 'check.typeObject',
	record: 'check.typeObject',
	array: 'check.typeList',
	string: 'check.typeText',
	number: 'check.typeNumber',
	boolean: 'check.typeBoolean',
	null: 'check.typeNull',
};

function typeName(value: unknown, words: CheckWords): string {
	if (value === null) return say(words, 'check.typeNull');
	if (Array.isArray(value)) return say(words, 'check.typeList');
	const key: CheckKey | undefined =
		typeof value === 'object'
			? 'check.typeObjectFound'
			: typeof value === 'string'
				? 'check.typeText'
				: typeof value === 'number'
					? 'check.typeNumber'
					: typeof value === 'boolean'
						? 'check.typeBoolean'
						: undefined;
	return key ? say(words, key) : `a ${typeof value}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
	let node = data;
	for (const segment of path) {
		if (node === null || typeof node !== 'object') return undefined;
		node = (node as Record<PropertyKey, unknown>)[segment];
	}
	return node;
}
