/**
 * One problem found in content: where it is and what rule it breaks. Every
 * check (reader, schema, cross-profile rules) reports in this shape, so the
 * build, the CLI and the tests print and compare them the same way.
 */
import { escapeText } from '../utils/escape.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../schemas/check-words.ts';

export interface ContentIssue {
	/** The file, relative to the working directory, with `/` separators. */
	file: string;
	/** 1-based line of the offending key or value, when known. */
	line?: number | undefined;
	/** Field path such as `pronouns[1].display_text`; empty for the whole file. */
	path: string;
	/** The rule broken, then the offending value where there is one. */
	message: string;
	/** A warning is shown but fails nothing; left out, the issue is an error. */
	severity?: 'warning' | undefined;
	/**
	 * Set on the closing line of a file's capped list (see capIssues): how many problems it stands
	 * for.
	 */
	more?: number | undefined;
}

/**
 * Formats a field path the way people write it in YAML or JSON.
 *
 * @example
 * formatPath(['pronouns', 1, 'display_text']) // 'pronouns[1].display_text'
 */
export function formatPath(path: readonly PropertyKey[]): string {
	let out = '';
	for (const segment of path) {
		if (typeof segment === 'number') out += `[${segment}]`;
		else out += out ? `.${String(segment)}` : String(segment);
	}
	return out;
}

/**
 * Shows an offending value in a message, cut short when long.
 *
 * @example
 * previewValue('x'.repeat(100)) // '"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"'
 */
export function previewValue(value: unknown, max = 48): string {
	let text: string;
	if (value === undefined) return 'nothing';
	// JSON would show Infinity or NaN (e.g. YAML reading 12e345) as null.
	if (typeof value === 'number') return String(value);
	try {
		text = JSON.stringify(value) ?? String(value);
	} catch {
		text = String(value);
	}
	const points = [...text];
	return points.length > max ? `${points.slice(0, max).join('')}…` : text;
}

/**
 * Formats one issue as a single line: `file:line: path: message`. File
 * names, paths and messages carry text from content files, so their control
 * characters are escaped: one issue is always exactly one line.
 *
 * @example
 * formatIssue({ file: 'content/users/robin.md', line: 4, path: 'id', message: 'required' })
 * // 'content/users/robin.md:4: id: required'
 */
export function formatIssue(issue: ContentIssue): string {
	const { file: name, line, path, message: text } = boundedIssue(issue);
	const file = escapeText(name);
	const where = line ? `${file}:${line}` : file;
	const message = escapeText(issue.severity === 'warning' ? `warning: ${text}` : text);
	return path ? `${where}: ${escapeText(path)}: ${message}` : `${where}: ${message}`;
}

/**
 * The issue with its field path and message cut to what one line of a
 * report or an annotation shows (see MAX_PATH). The file name stays whole,
 * to find the file by: the system bounds it.
 *
 * @example
 * boundedIssue({ file: 'a.md', path: 'k'.repeat(60_000), message: 'unknown key' }).path.length // 301
 */
export function boundedIssue(issue: ContentIssue): ContentIssue {
	return {
		...issue,
		path: shorten(issue.path, MAX_PATH),
		message: shorten(issue.message, MAX_MESSAGE),
	};
}

/**
 * How long a field path and a message may be on one line of a report: a key of 60,000 characters
 * (a 64 KB file allows one) would otherwise be printed twice on each of its lines. The longest
 * real
 * messages are a few hundred characters.
 */
const MAX_PATH = 300;
const MAX_MESSAGE = 2000;

/** The text cut at `max` code units (not inside a surrogate pair), marked with "…". */
function shorten(text: string, max: number): string {
	if (text.length <= max) return text;
	const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
	return `${text.slice(0, end)}…`;
}

/**
 * Sorts issues by file, then line, so reports read top to bottom; a file's "and N more" line
 * closes it.
 */
function sortIssues(issues: readonly ContentIssue[]): ContentIssue[] {
	const line = (issue: ContentIssue) => (issue.more ? Infinity : (issue.line ?? 0));
	return [...issues].sort(
		(a, b) => compareStrings(a.file, b.file) || line(a) - line(b) || comparePaths(a.path, b.path),
	);
}

/**
 * Orders field paths as people count: a list's indexes by number
 * (`members[2]` before `members[10]`), the rest by code unit. Linear in the
 * paths' length.
 *
 * @example
 * comparePaths('members[10].name', 'members[2].name') // 1
 */
export function comparePaths(a: string, b: string): number {
	const partsA = a.split(/(\d+)/);
	const partsB = b.split(/(\d+)/);
	for (let index = 0; index < Math.min(partsA.length, partsB.length); index++) {
		const [x, y] = [partsA[index]!, partsB[index]!];
		if (x === y) continue;
		// split's odd places are the digit runs: compared by length first, which is by number.
		if (index % 2 === 1) return x.length - y.length || compareStrings(x, y);
		return compareStrings(x, y);
	}
	return partsA.length - partsB.length;
}

/**
 * One file's problems, at most `max` of them (the first by line), then one
 * issue counting the rest: a crafted file with 100,000 unknown keys gives a
 * report of a screen, not of 17 MB.
 *
 * @example
 * capIssues(issues, 20) // 20 issues and '... and 99,980 more problems in this file'
 */
export function capIssues(
	issues: readonly ContentIssue[],
	max: number,
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	if (issues.length <= max) return [...issues];
	// By line only: on one line (minified JSON) the checks' own order, names[0] before names[10], is
	// kept.
	const kept = [...issues].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).slice(0, max);
	const more = issues.length - kept.length;
	const message = say(words, 'check.moreInFile', { count: more });
	kept.push({ file: kept[0]?.file ?? issues[0]!.file, path: '', message, more });
	return kept;
}

/**
 * Orders strings by code unit, the same on every machine and locale, so
 * outputs and reports are deterministic.
 */
export function compareStrings(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * How many problem lines one report prints: a pull request of 100,000 empty
 * files gives 100,000 problems, and a 15 MB log helps nobody. The rest are
 * counted, as a file's are past `issuesPerFile`.
 */
export const REPORT_LINES = 1000;

/**
 * The issues a report prints, in its order: sorted by file and line, at most
 * `max` (CI annotations print the same ones).
 *
 * @example
 * reportedIssues(issues).length // at most 1000
 */
export function reportedIssues(
	issues: readonly ContentIssue[],
	max = REPORT_LINES,
): ContentIssue[] {
	return sortIssues(issues).slice(0, max);
}

/**
 * The whole report for a failed run: every issue on its own line (up to
 * `max`, then a line counting the rest, in `words`) and a closing count of all of them
 * (of warnings, when all are warnings).
 *
 * @example
 * formatReport(issues) // 'content/users/robin.md:4: pronuns: unknown key …\n1 problem in 1 file.'
 */
export function formatReport(
	issues: readonly ContentIssue[],
	max = REPORT_LINES,
	words: CheckWords = ENGLISH_CHECK,
): string {
	const files = new Set(issues.map((issue) => issue.file)).size;
	const shown = reportedIssues(issues, max);
	const lines = shown.map(formatIssue);
	if (shown.length < issues.length) {
		const printed = new Set(shown);
		const rest = issues.filter((issue) => !printed.has(issue));
		const count = rest.reduce((sum, issue) => sum + (issue.more ?? 1), 0);
		lines.push(say(words, 'check.moreInReport', { count, max }));
	}
	const count = issues.reduce((sum, issue) => sum + (issue.more ?? 1), 0);
	const warnings = issues.length > 0 && issues.every((issue) => issue.severity === 'warning');
	lines.push(reportSummary(words, count, files, warnings));
	return lines.join('\n');
}

/**
 * A report's closing line in `words`: how many problems (or, all being warnings, warnings) in how
 * many files.
 *
 * @example
 * reportSummary(ENGLISH_CHECK, 3, 2, false) // '3 problems in 2 files.'
 */
export function reportSummary(
	words: CheckWords,
	count: number,
	files: number,
	warnings: boolean,
): string {
	return say(words, 'report.summary', {
		problems: say(words, warnings ? 'count.warnings' : 'count.problems', { count }),
		files: say(words, 'count.files', { count: files }),
	});
}
