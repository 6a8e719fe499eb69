/**
 * One problem found in content: where it is and what rule it breaks. Every
 * check (reader, schema, cross-profile rules) reports in this shape, so the
 * build, the CLI and the tests print and compare them the same way.
 */
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
 * Formats one issue as a single line: `file:line: path: message`.
 *
 * @example
 * formatIssue({ file: 'content/users/robin.md', line: 4, path: 'id', message: 'required' })
 * // 'content/users/robin.md:4: id: required'
 */
export function formatIssue(issue: ContentIssue): string {
	const where = issue.line ? `${issue.file}:${issue.line}` : issue.file;
	const message = issue.severity === 'warning' ? `warning: ${issue.message}` : issue.message;
	return issue.path ? `${where}: ${issue.path}: ${message}` : `${where}: ${message}`;
}

/** Sorts issues by file, then line, so reports read top to bottom. */
function sortIssues(issues: readonly ContentIssue[]): ContentIssue[] {
	return [...issues].sort(
		(a, b) => compareStrings(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || compareStrings(a.path, b.path),
	);
}

/**
 * Orders strings by code unit, the same on every machine and locale, so
 * outputs and reports are deterministic.
 */
export function compareStrings(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The whole report for a failed run: every issue on its own line and a
 * closing count (of warnings, when all are warnings).
 */
export function formatReport(issues: readonly ContentIssue[]): string {
	const files = new Set(issues.map((issue) => issue.file)).size;
	const lines = sortIssues(issues).map(formatIssue);
	const noun = issues.length && issues.every((issue) => issue.severity === 'warning') ? 'warning' : 'problem';
	const problems = issues.length === 1 ? `1 ${noun}` : `${issues.length} ${noun}s`;
	lines.push(`${problems} in ${files === 1 ? '1 file' : `${files} files`}.`);
	return lines.join('\n');
}
