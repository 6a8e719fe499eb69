/**
 * Friendly words for the YAML mistakes people make in profiles. The parser
 * says what it could not read ("bad indentation of a mapping entry"); these
 * hints look at the line it stopped on and say what was meant and the fix,
 * as the schema's errors do. Anything not recognised keeps the parser's words.
 */

export interface YamlProblem {
	/** The frontmatter as the parser saw it: the text after the opening `---`. */
	source: string;
	/** The parser's reason, e.g. "bad indentation of a mapping entry". */
	reason: string;
	/** 1-based line in `source` where the parser stopped. */
	line: number;
	/** Whether a closing `---` line ends the frontmatter. */
	closed: boolean;
}

/** Lines longer than this keep the parser's words: a fix quotes its line back, and the message stays one readable line. */
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
export function yamlHint(problem: YamlProblem): { line: number; message: string } {
	const lines = problem.source.split('\n');
	const index = Math.min(Math.max(problem.line - 1, 0), lines.length - 1);
	const text = lines[index] ?? '';
	const plain = { line: problem.line, message: `invalid YAML: ${problem.reason}` };

	if (!problem.closed) {
		// The bio starts at the first line that is no YAML of a profile: an unindented line that is not `key:`.
		const start = lines.findIndex((line, at) => at > 0 && !isBlankOrComment(line) && !/^\s/.test(line) && !/^-\s/.test(line) && !/^[\w-]+:(\s|$)/.test(line));
		if (start === -1) {
			return { line: problem.line, message: 'the frontmatter has no closing "---" line, so the text after it is read as YAML: add a line with just "---" after the last key, before the bio' };
		}
		return { line: start + 1, message: 'the frontmatter has no closing "---" line, so this text is read as YAML: add a line with just "---" above it, after the last key' };
	}

	const tabLine = /tab/.test(problem.reason) ? index : lines.findIndex((line) => /^ *\t/.test(line));
	if (tabLine !== -1 && /^ *\t/.test(lines[tabLine] ?? '')) {
		return { line: tabLine + 1, message: 'invalid YAML: tab characters must not be used in indentation, as YAML indents with spaces only: replace the tab on this line with spaces (2 per level)' };
	}

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

	// `pronouns: []` and then entries under it (the template's examples, uncommented).
	const emptyFlow = /^(\s*(?:-\s+)?)([\w-]+):\s*(\[\s*\]|\{\s*\})\s*(#.*)?$/.exec(aboveText);
	if (emptyFlow && aboveText.length <= MAX_QUOTED && indent > indentOf(aboveText).length && /^\s*(-\s|[\w-]+:)/.test(text)) {
		const [, , key, empty] = emptyFlow;
		return {
			line: above + 1,
			message: `invalid YAML: "${key}: ${empty}" is an empty list, so the entries under it belong to nothing: remove the "${empty}" to keep them ("${key}:" alone), or comment them out with "#"`,
		};
	}

	// `display_name: Robin: the gardener`: a second ": " in an unquoted value.
	const keyValue = text.length <= MAX_QUOTED ? KEY_VALUE.exec(text) : null;
	if (keyValue) {
		const [, lead, key, rawValue] = keyValue as unknown as [string, string, string, string];
		const value = rawValue.replace(/\s+#.*$/, '').trimEnd();
		if (!/^["'[{|>]/.test(value) && /:(\s|$)/.test(value)) {
			const fix = `${lead.trim() ? `${lead.trim()} ` : ''}${key}: ${JSON.stringify(value)}`;
			return {
				line: problem.line,
				message: `invalid YAML: the value of "${key}" contains ": ", which YAML reads as the start of another key: put the value in double quotes: ${fix}`,
			};
		}
	}

	// A list entry without its "- ": the line above at the same level is an entry.
	if (above !== -1 && text.length <= MAX_QUOTED && indentOf(aboveText).length === indent && /^\s*-\s/.test(aboveText) && !/^\s*-(\s|$)/.test(text) && text.trim()) {
		return {
			line: problem.line,
			// Quoted as JSON: the line is the file's text, control characters included.
			message: `invalid YAML: this line is in a list but does not start with "- ", as each entry must: write ${JSON.stringify(`- ${text.trim()}`)}`,
		};
	}

	return plain;
}
