/**
 * Turns zod's issues into one ContentIssue per problem: the field path, the
 * rule in plain words, the offending value, and the line of the key.
 */
import type { z } from 'zod';
import { formatPath, previewValue, type ContentIssue } from '../issues.ts';
import type { ProfileSource } from '../read/reader.ts';

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
): ContentIssue[] {
	const out: ContentIssue[] = [];
	for (const issue of flatten(error.issues, [])) {
		if (issue.code === 'unrecognized_keys') {
			// One line per unknown key, each at that key (see schemas/strict.ts).
			const messages = issue.message.split('\n');
			issue.keys.forEach((key, index) => {
				const path = [...issue.path, key];
				out.push(at(source, path, messages[index] ?? `unknown key "${key}"`));
			});
			continue;
		}
		const value = valueAt(source.data, issue.path);
		out.push(at(source, issue.path, describe(issue, value)));
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

function describe(issue: ZodIssue, value: unknown): string {
	// A key that may not be given at all (never) says why in its own message, handled below.
	// A number that is not whole (z.int) has the schema's own message: "a int, not a number" says
	// nothing.
	if (
		issue.code === 'invalid_type' &&
		issue.expected !== 'never' &&
		!(issue.expected === 'int' && typeof value === 'number')
	) {
		if (value === undefined) return 'required';
		const expected =
			issue.expected === 'object'
				? 'an object (key: value pairs)'
				: issue.expected === 'array'
					? 'a list'
					: `a ${issue.expected}`;
		const got = typeName(value);
		const hint =
			issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')
				? ' (put the value in quotes)'
				: issue.expected === 'array' && typeof value !== 'object'
					? ' (write each entry on its own "- " line)'
					: '';
		return `must be ${expected}, not ${got}${hint}: got ${previewValue(value)}`;
	}
	// A list's preview shows nothing useful: the message counts its entries instead.
	if (issue.code === 'too_big' && issue.origin === 'array') return issue.message;
	if (issue.code === 'invalid_value' && issue.values.length) {
		return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}: got ${previewValue(value)}`;
	}
	// Messages put hints after "; " (see schemas): the value goes before them.
	const [rule, ...hints] = issue.message.split('; ');
	return [`${rule}: got ${previewValue(value)}`, ...hints].join('; ');
}

function typeName(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'a list';
	if (typeof value === 'object') return 'an object';
	return `a ${typeof value}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
	let node = data;
	for (const segment of path) {
		if (node === null || typeof node !== 'object') return undefined;
		node = (node as Record<PropertyKey, unknown>)[segment];
	}
	return node;
}
