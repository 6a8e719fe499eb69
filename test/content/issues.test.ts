import { describe, expect, test } from 'vitest';
import { capIssues, formatIssue, formatReport, type ContentIssue } from '../../src/content/issues.ts';

const issue = (line: number, file = 'content/users/robin.json'): ContentIssue => ({ file, line, path: `k${line}`, message: `unknown key "k${line}"` });

describe('formatIssue', () => {
	test('returns file:line: path: message', () => {
		expect(formatIssue({ file: 'content/users/robin.md', line: 4, path: 'id', message: 'required' })).toBe('content/users/robin.md:4: id: required');
	});

	test('escapes control characters in the file, the path and the message, so one issue is one line', () => {
		const line = formatIssue({
			file: 'content/users/a\n::warning file=README.md::forged.md',
			line: 2,
			path: '\u001b[2J',
			message: 'unknown key "\u202eexe.md"\r\n',
		});
		expect(line).toMatchInlineSnapshot(`"content/users/a\\n::warning file=README.md::forged.md:2: \\x1b[2J: unknown key "\\u202eexe.md"\\r\\n"`);
		expect(line.split('\n')).toHaveLength(1);
	});
});

describe('capIssues', () => {
	test('returns the issues unchanged at the limit', () => {
		const issues = [3, 1, 2].map((line) => issue(line));
		expect(capIssues(issues, 3)).toEqual(issues);
	});

	test('returns the first issues by line and one line counting the rest, one past the limit', () => {
		const capped = capIssues([3, 1, 2, 4].map((line) => issue(line)), 3);
		expect(capped.map((each) => each.line)).toEqual([1, 2, 3, undefined]);
		expect(capped[3]).toEqual({ file: 'content/users/robin.json', path: '', message: '... and 1 more problem in this file', more: 1 });
	});

	test('keeps the checks order among issues on the same line', () => {
		const issues = [0, 1, 2, 10, 11].map((index) => ({ file: 'a.json', line: 1, path: `names[${index}]`, message: 'bad' }));
		expect(capIssues(issues, 3).map((each) => each.path)).toEqual(['names[0]', 'names[1]', 'names[2]', '']);
	});
});

describe('formatReport', () => {
	test('counts the problems a capped file stands for, and prints its "and N more" line last', () => {
		const issues = [...capIssues(Array.from({ length: 100_000 }, (_, index) => issue(index + 1)), 2), issue(5, 'content/users/sam.json')];
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"content/users/robin.json:1: k1: unknown key "k1"
			content/users/robin.json:2: k2: unknown key "k2"
			content/users/robin.json: ... and 99,998 more problems in this file
			content/users/sam.json:5: k5: unknown key "k5"
			100001 problems in 2 files."
		`);
	});
});
