/**
 * Friendly words for the YAML mistakes people make in profiles. The parser
 * says what it could not read ("bad indentation of a mapping entry"); these
 * hints look at the line it stopped on and say what was meant and the fix,
 * as the schema's errors do. Anything not recognised keeps the parser's words.
 */
import { fieldSchema, nameEntrySchema, pronounEntrySchema } from '../../schemas/user.ts';
import { profileSchemaFor } from '../../schemas/profile.ts';
import {
	ENGLISH_CHECK,
	say,
	type CheckKey,
	type CheckRule,
	type CheckWords,
} from '../../schemas/check-words.ts';

interface YamlProblem {
	/** The frontmatter as the parser saw it: the text after the opening `---`. */
	source: string;
	/** The parser's reason, e.g. "bad indentation of a mapping entry". */
	reason: string;
	/** 1-based line in `source` where the parser stopped. */
	line: number;
	/** Whether a closing `---` line ends the frontmatter. */
	closed: boolean;
}

/**
 * Lines longer than this keep the parser's words: a fix quotes its line back, and the message
 * stays one readable line.
 */
const MAX_QUOTED = 120;

/** A line's indentation (spaces and tabs before the text). */
const indentOf = (line: string) => /^[ \t]*/.exec(line)![0];
const isBlankOrComment = (line: string) => /^\s*(#.*)?$/.test(line);
/** `key: value`, possibly as a list entry (`- key: value`). */
const KEY_VALUE = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):[ \t]+(.*)$/;

/**
 * The message (and the line it belongs to) for a YAML error in a profile's
 * frontmatter: the mistake, the rule, and the fix, or the parser's own
 * words when the mistake is not one of the common ones.
 *
 * @example
 * yamlHint({ source: '\nid: x\npronouns: []\n  - she/her\n', reason: 'bad indentation of a mapping entry', line: 4, closed: true })
 * // { line: 3, message: 'invalid YAML: "pronouns: []" is an empty list, so the entries under it belong to nothing: remove the "[]" to keep them ("pronouns:" alone), or comment them out with "#"' }
 */
export function yamlHint(problem: YamlProblem, words: CheckWords = ENGLISH_CHECK): Hint {
	const lines = problem.source.split('\n');
	if (!problem.closed) return unclosedHint(problem, lines, words);
	const index = Math.min(Math.max(problem.line - 1, 0), lines.length - 1);
	const found =
		tabHint(problem, lines, index) ??
		emptyListHint(lines, index) ??
		colonInValueHint(problem.line, lines[index] ?? '') ??
		reservedHint(lines, index) ??
		lineUpHint(problem, lines, index);
	if (!found)
		return {
			line: problem.line,
			message: say(words, 'check.yamlInvalid', { reason: engineReason(problem.reason, words) }),
		};
	return { line: found.line, message: say(words, found.key, found.values) };
}

/** A hint as the rule's key and values (check-words.ts), said in the site's words by yamlHint. */
type Found = { line: number } & CheckRule;

/** The YAML engine's reasons check's words say, by how js-yaml words them. */
const REASONS: readonly [string, CheckKey][] = [
	['bad indentation of a mapping entry', 'check.yamlBadIndent'],
	['bad indentation of a sequence entry', 'check.yamlBadIndentList'],
	['duplicated mapping key', 'check.yamlDuplicateKey'],
	['end of the stream or a document separator is expected', 'check.yamlEndExpected'],
	['can not read a block mapping entry', 'check.yamlMultilineKey'],
	['can not read an implicit mapping pair', 'check.yamlColonMissed'],
	['a whitespace character is expected after the key-value', 'check.yamlSpaceAfterColon'],
	['unexpected end of the stream within a double quoted', 'check.yamlQuoteUnclosed'],
	['unexpected end of the stream within a single quoted', 'check.yamlSingleQuoteUnclosed'],
	['unexpected end of the stream within a flow collection', 'check.yamlFlowUnclosed'],
	['missed comma between flow collection entries', 'check.yamlFlowComma'],
	['unknown escape sequence', 'check.yamlEscape'],
	['the stream contains non-printable characters', 'check.yamlNonPrintable'],
];

/**
 * The engine's reason in `words`: one of the common ones, else its own words, quoted as the
 * reader's (check.yamlOther).
 */
function engineReason(reason: string, words: CheckWords): string {
	const known = REASONS.find(([start]) => reason.startsWith(start));
	return known ? say(words, known[1]) : say(words, 'check.yamlOther', { reason });
}

/** A line not lined up with the lines it belongs with, as far as can be told. */
function lineUpHint(
	problem: YamlProblem,
	lines: readonly string[],
	index: number,
): Found | undefined {
	const text = lines[index] ?? '';
	const indentation = text.length <= MAX_QUOTED ? indentationHint(lines, index) : undefined;
	if (indentation) return { line: problem.line, ...indentation };
	if (!/^bad indentation of a (mapping|sequence) entry/.test(problem.reason)) return undefined;
	return { line: problem.line, key: 'check.yamlLineUp' };
}

type Hint = { line: number; message: string };

/**
 * No closing "---": the bio starts at the first line that is no YAML of a profile (an unindented
 * line that is not `key:`).
 */
function unclosedHint(problem: YamlProblem, lines: readonly string[], words: CheckWords): Hint {
	const start = lines.findIndex(
		(line, at) =>
			at > 0 &&
			!isBlankOrComment(line) &&
			!/^\s/.test(line) &&
			!/^-\s/.test(line) &&
			!/^[\w-]+:(\s|$)/.test(line),
	);
	if (start === -1) return { line: problem.line, message: say(words, 'check.yamlUnclosedEnd') };
	return { line: start + 1, message: say(words, 'check.yamlUnclosed') };
}

function tabHint(problem: YamlProblem, lines: readonly string[], index: number): Found | undefined {
	const tabLine = /tab/.test(problem.reason)
		? index
		: lines.findIndex((line) => /^ *\t/.test(line));
	if (tabLine === -1 || !/^ *\t/.test(lines[tabLine] ?? '')) return undefined;
	return { line: tabLine + 1, key: 'check.yamlTab' };
}

/** `pronouns: []` and then entries under it (the template's examples, uncommented). */
function emptyListHint(lines: readonly string[], index: number): Found | undefined {
	const text = lines[index] ?? '';
	// The nearest line above at this line's level or outside it.
	const indent = indentOf(text).length;
	let above = -1;
	for (let at = index - 1; at >= 0; at--) {
		const line = lines[at]!;
		if (isBlankOrComment(line)) continue;
		if (indentOf(line).length <= indent) {
			above = at;
			break;
		}
	}
	const aboveText = above === -1 ? '' : lines[above]!;
	const emptyFlow = /^(\s*(?:-\s+)?)([\w-]+):\s*(\[\s*\]|\{\s*\})\s*(#.*)?$/.exec(aboveText);
	if (
		!emptyFlow ||
		aboveText.length > MAX_QUOTED ||
		indent <= indentOf(aboveText).length ||
		!/^\s*(-\s|[\w-]+:)/.test(text)
	)
		return undefined;
	const [, , key, empty] = emptyFlow;
	return { line: above + 1, key: 'check.yamlEmptyList', values: { key: key!, empty: empty! } };
}

/** `display_name: Robin: the gardener`: a second ": " in an unquoted value. */
function colonInValueHint(line: number, text: string): Found | undefined {
	const keyValue = text.length <= MAX_QUOTED ? KEY_VALUE.exec(text) : null;
	if (!keyValue) return undefined;
	const [, lead, key, rawValue] = keyValue as unknown as [string, string, string, string];
	const value = rawValue.replace(/\s+#.*$/, '').trimEnd();
	if (/^["'[{|>]/.test(value) || !/:(\s|$)/.test(value)) return undefined;
	const fix = `${lead.trim() ? `${lead.trim()} ` : ''}${key}: ${JSON.stringify(value)}`;
	return { line, key: 'check.yamlColon', values: { key, fix } };
}

/**
 * A value starting with a character YAML keeps for itself (@, `, %, !, *, &, |, >, a quote
 * closed early). The parser may stop on the line after (where it looks for what follows a tag or
 * a reference).
 */
function reservedHint(lines: readonly string[], index: number): Found | undefined {
	for (const at of [index, index - 1]) {
		const line = lines[at];
		const reserved =
			line !== undefined && line.length <= MAX_QUOTED ? reservedValueHint(line) : undefined;
		if (reserved) return { line: at + 1, ...reserved };
	}
	return undefined;
}

/**
 * The lines of a front matter that YAML read, but not as meant: a key of a
 * list's entry at the start of the line (`status:` under `- name: Alex`),
 * which YAML reads as a key of the profile (then unknown). Each with the fix.
 *
 * @example
 * misplacedEntryKeys('\nnames:\n  - name: Alex\nstatus: okay\n') // [{ line: 4, key: 'status', message: '"status:" belongs to the entry …' }]
 */
export function misplacedEntryKeys(
	source: string,
	words: CheckWords = ENGLISH_CHECK,
): { line: number; key: string; message: string }[] {
	const out: { line: number; key: string; message: string }[] = [];
	// Only a key at the start of a line that is not one of the profile's own can be misplaced: a
	// file without one (nearly every file) is not looked at line by line.
	let misplaced = false;
	for (const found of source.matchAll(LINE_KEY))
		if (!topLevelKeys().includes(found[1]!)) {
			misplaced = true;
			break;
		}
	if (!misplaced) return out;
	const lines = source.split('\n');
	lines.forEach((text, index) => {
		const key = /^([A-Za-z_$][\w-]*):(?:[ \t]|$)/.exec(text)?.[1];
		if (key === undefined || topLevelKeys().includes(key) || text.length > MAX_QUOTED) return;
		const hint = indentationHint(lines, index);
		if (hint && MISPLACED.has(hint.key))
			out.push({ line: index + 1, key, message: say(words, hint.key, hint.values) });
	});
	return out;
}

/** The hints that say a key belongs to the entry above (misplacedEntryKeys). */
const MISPLACED: ReadonlySet<CheckKey> = new Set([
	'check.yamlKeyLeft',
	'check.yamlKeyRight',
	'check.yamlTextEntry',
]);

/**
 * The keys of each list's entries, by the list's key: a line with one of them belongs to an entry.
 */
const ENTRY_KEYS: Record<string, readonly string[]> = {
	names: Object.keys(nameEntrySchema.shape),
	pronouns: Object.keys(pronounEntrySchema.shape),
	fields: Object.keys(fieldSchema.shape),
};
/** The key each list's entries start with, when written as key: value lines. */
const ENTRY_FIRST_KEY: Record<string, string> = {
	names: 'name',
	pronouns: 'pronouns',
	fields: 'name',
};

let topKeys: readonly string[] | undefined;
/** The keys a profile has at the top level (from its schema). */
const topLevelKeys = () => (topKeys ??= Object.keys(profileSchemaFor().shape));

const KEY_LINE = /^(\s*)([A-Za-z_$][\w-]*):(?:[ \t]|$)/;
/** Each key at the start of a line (and a few more: `^` and `$` here also match at a \r). */
const LINE_KEY = /^([A-Za-z_$][\w-]*):(?:[ \t]|$)/gm;
const ENTRY_LINE = /^(\s*)-([ \t]+)(.*)$/;

/**
 * The fix for a line of a list of entries that is not lined up with the
 * entry it belongs to, judged by what the line holds: an entry's key goes
 * under the entry's first key; a "- " goes under the "- " above; a
 * top-level key starts the line. Undefined when the intent is not clear.
 */
function indentationHint(lines: readonly string[], index: number): CheckRule | undefined {
	const text = lines[index]!;
	const indent = indentOf(text).length;
	const entryAt = entryAbove(lines, index);
	const key = KEY_LINE.exec(text)?.[2];
	const dash = ENTRY_LINE.exec(text);

	if (entryAt !== undefined) {
		const entry = lines[entryAt]!;
		const [, dashIndent, gap, content] = ENTRY_LINE.exec(entry)! as unknown as [
			string,
			string,
			string,
			string,
		];
		const dashColumn = dashIndent.length;
		const keyColumn = dashColumn + 1 + gap.length;
		const listKey = listKeyAbove(lines, entryAt, dashColumn);
		const entryKeys = listKey ? ENTRY_KEYS[listKey] : undefined;
		const firstKey = KEY_LINE.exec(content)?.[2];

		if (dash) {
			if (indent === dashColumn) return undefined;
			return {
				key: indent < dashColumn ? 'check.yamlDashLeft' : 'check.yamlDashRight',
				values: {
					count: Math.abs(indent - dashColumn),
					line: String(entryAt + 1),
					fix: JSON.stringify(`${dashIndent}-${gap}${dash[3]!.trim()}`),
				},
			};
		}
		if (key !== undefined && (entryKeys ? entryKeys.includes(key) : firstKey !== undefined)) {
			const used = entryKeysOf(lines, entryAt, keyColumn);
			if (firstKey !== undefined && !used.has(key)) {
				if (indent === keyColumn) return undefined;
				return {
					key: indent < keyColumn ? 'check.yamlKeyLeft' : 'check.yamlKeyRight',
					values: {
						key,
						first: firstKey,
						count: Math.abs(indent - keyColumn),
						line: String(entryAt + 1),
						fix: JSON.stringify(`${' '.repeat(keyColumn)}${text.trim()}`),
					},
				};
			}
			// A second `name:` lined up in one entry: a new entry whose "- " was left out.
			if (key === firstKey && indent === keyColumn)
				return {
					key: 'check.yamlFirstKeyAgain',
					values: {
						key,
						line: String(entryAt + 1),
						fix: JSON.stringify(`${dashIndent}-${gap}${text.trim()}`),
					},
				};
			const first = listKey ? ENTRY_FIRST_KEY[listKey] : undefined;
			if (firstKey === undefined && first && key !== first && !/^["'[{|>]/.test(content)) {
				return {
					key: 'check.yamlTextEntry',
					values: {
						key,
						line: String(entryAt + 1),
						entry: JSON.stringify(`${dashIndent}-${gap}${first}: ${content.trim()}`),
						fix: JSON.stringify(`${' '.repeat(keyColumn)}${text.trim()}`),
					},
				};
			}
		}
		if (key === undefined && indent === dashColumn && text.trim()) {
			// Quoted as JSON: the line is the file's text, control characters included.
			return { key: 'check.yamlNoDash', values: { fix: JSON.stringify(`- ${text.trim()}`) } };
		}
	}
	if (key !== undefined && indent > 0 && topLevelKeys().includes(key)) {
		return { key: 'check.yamlTopKey', values: { key, fix: JSON.stringify(text.trim()) } };
	}
	return undefined;
}

/** The nearest list entry ("- ...") above `index` that the lines in between belong to. */
function entryAbove(lines: readonly string[], index: number): number | undefined {
	let lowest = Infinity;
	for (let at = index - 1; at >= 0; at--) {
		const line = lines[at]!;
		if (isBlankOrComment(line)) continue;
		const indent = indentOf(line).length;
		if (ENTRY_LINE.test(line)) {
			if (indent < lowest) return at;
		} else if (indent === 0) return undefined;
		lowest = Math.min(lowest, indent);
	}
	return undefined;
}

/** The key of the list an entry at `dashColumn` belongs to ("names:" above it). */
function listKeyAbove(
	lines: readonly string[],
	entryAt: number,
	dashColumn: number,
): string | undefined {
	for (let at = entryAt - 1; at >= 0; at--) {
		const line = lines[at]!;
		if (isBlankOrComment(line) || ENTRY_LINE.test(line)) continue;
		const indent = indentOf(line).length;
		if (indent > dashColumn) continue;
		const match = KEY_LINE.exec(line);
		return match && /^\s*[\w$-]+:\s*(#.*)?$/.test(line) ? match[2] : undefined;
	}
	return undefined;
}

/** The keys an entry already has: its first, and those lined up under it. */
function entryKeysOf(lines: readonly string[], entryAt: number, keyColumn: number): Set<string> {
	const used = new Set<string>();
	const first = KEY_LINE.exec(ENTRY_LINE.exec(lines[entryAt]!)![3]!)?.[2];
	if (first) used.add(first);
	for (let at = entryAt + 1; at < lines.length; at++) {
		const line = lines[at]!;
		if (isBlankOrComment(line)) continue;
		if (indentOf(line).length !== keyColumn) {
			if (indentOf(line).length < keyColumn) break;
			continue;
		}
		const key = KEY_LINE.exec(line)?.[2];
		if (key) used.add(key);
	}
	return used;
}

/** Characters YAML reads specially at the start of a value, and the rule that says what as. */
const RESERVED_STARTS: Record<string, CheckKey> = {
	'@': 'check.yamlKept',
	'`': 'check.yamlKept',
	'%': 'check.yamlPercent',
	'!': 'check.yamlTag',
	'*': 'check.yamlAlias',
	'&': 'check.yamlAnchor',
};

/**
 * The fix for a value that YAML could not read as text because of how it
 * starts (`@robin`, `*star*`, `!important`) or because a quoted part is
 * followed by more text (`"Robin" the gardener`).
 */
function reservedValueHint(text: string): Omit<Found, 'line'> | undefined {
	const match = /^(\s*(?:-\s+)?(?:[A-Za-z_$][\w-]*:\s+)?)(\S.*?)\s*$/.exec(text);
	if (!match) return undefined;
	const [, lead, value] = match as unknown as [string, string, string];
	if (!lead.trim()) return undefined;
	const fix = `${lead.trimStart()}${JSON.stringify(value)}`;
	const key = RESERVED_STARTS[value[0]!];
	if (key) return { key, values: { char: value[0]!, fix } };
	const early = /^(["'])(?:(?!\1).)*\1\s*[^\s#,\]}]/.exec(value);
	if (early) return { key: 'check.yamlQuotedPart', values: { fix } };
	return undefined;
}
