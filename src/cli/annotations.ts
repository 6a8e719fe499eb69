/**
 * GitHub Actions workflow commands, so problems show on the pull request's
 * diff, at the file and line.
 */
import { escapeText } from '../utils/escape.ts';
import { boundedIssue, type ContentIssue } from '../content/issues.ts';

// Line breaks as the workflow-command syntax has them (a message may span
// lines); every other control character (an ANSI escape is still a command
// to the log viewer) as a visible escape.
const escapeData = (text: string) =>
	escapeText(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * One issue as a workflow command.
 *
 * @example
 * githubAnnotation('error', { file: 'content/users/robin.md', line: 4, path: 'id', message: 'required' })
 * // '::error file=content/users/robin.md,line=4,title=id::required'
 */
export function githubAnnotation(
	level: 'error' | 'warning' | 'notice',
	unbounded: ContentIssue,
): string {
	// As long as the report's line for it, no longer.
	const issue = boundedIssue(unbounded);
	const properties = [`file=${escapeProperty(issue.file)}`];
	if (issue.line) properties.push(`line=${issue.line}`);
	if (issue.path) properties.push(`title=${escapeProperty(issue.path)}`);
	return `::${level} ${properties.join(',')}::${escapeData(issue.message)}`;
}
