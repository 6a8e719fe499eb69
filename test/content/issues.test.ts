import { describe, expect, test } from 'vitest';
import {
	capIssues,
	comparePaths,
	formatIssue,
	formatReport,
	REPORT_LINES,
	reportedIssues,
	type ContentIssue,
} from '../../src/content/issues.ts';

const issue = (line: number, file = 'content/users/robin.json'): ContentIssue => ({
	file,
	line,
	path: `k${line}`,
	message: `unknown key "k${line}"`,
});

describe('formatIssue', () => {
	test('returns file:line: path: message', () => {
		expect(
			formatIssue({ file: 'content/users/robin.md', line: 4, path: 'id', message: 'required' }),
		).toBe('content/users/robin.md:4: id: required');
	});

	test('escapes control characters in the file, the path and the message, so one issue is one line', () => {
		const line = formatIssue({
			file: 'content/users/a\n::warning file=README.md::forged.md',
			line: 2,
			path: '\u001b[2J',
			message: 'unknown key "\u202eexe.md"\r\n',
		});
		expect(line).toMatchInlineSnapshot(
			`"content/users/a\\n::warning file=README.md::forged.md:2: \\x1b[2J: unknown key "\\u202eexe.md"\\r\\n"`,
		);
		expect(line.split('\n')).toHaveLength(1);
	});
});

describe('capIssues', () => {
	test('returns the issues unchanged at the limit', () => {
		const issues = [3, 1, 2].map((line) => issue(line));
		expect(capIssues(issues, 3)).toEqual(issues);
	});

	test('returns the first issues by line and one line counting the rest, one past the limit', () => {
		const capped = capIssues(
			[3, 1, 2, 4].map((line) => issue(line)),
			3,
		);
		expect(capped.map((each) => each.line)).toEqual([1, 2, 3, undefined]);
		expect(capped[3]).toEqual({
			file: 'content/users/robin.json',
			path: '',
			message: '... and 1 more problem in this file',
			more: 1,
		});
	});

	test('keeps the checks order among issues on the same line', () => {
		const issues = [0, 1, 2, 10, 11].map((index) => ({
			file: 'a.json',
			line: 1,
			path: `names[${index}]`,
			message: 'bad',
		}));
		expect(capIssues(issues, 3).map((each) => each.path)).toEqual([
			'names[0]',
			'names[1]',
			'names[2]',
			'',
		]);
	});
});

describe('formatReport', () => {
	test('counts the problems a capped file stands for, and prints its "and N more" line last', () => {
		const issues = [
			...capIssues(
				Array.from({ length: 100_000 }, (_, index) => issue(index + 1)),
				2,
			),
			issue(5, 'content/users/sam.json'),
		];
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"content/users/robin.json:1: k1: unknown key "k1"
			content/users/robin.json:2: k2: unknown key "k2"
			content/users/robin.json: ... and 99,998 more problems in this file
			content/users/sam.json:5: k5: unknown key "k5"
			100,001 problems in 2 files."
		`);
	});

	test('prints at most REPORT_LINES problems, then counts the rest', () => {
		const files = (count: number) =>
			Array.from({ length: count }, (_, index) =>
				issue(1, `content/users/u${String(index).padStart(6, '0')}.md`),
			);
		const lines = formatReport(files(REPORT_LINES)).split('\n');
		expect(lines).toHaveLength(REPORT_LINES + 1);
		const over = formatReport(files(100_000)).split('\n');
		expect(over).toHaveLength(REPORT_LINES + 2);
		expect(over.slice(-3)).toMatchInlineSnapshot(`
			[
			  "content/users/u000999.md:1: k1: unknown key "k1"",
			  "... and 99,000 more problems (a report shows the first 1,000)",
			  "100,000 problems in 100,000 files.",
			]
		`);
	});

	test('counts what a capped file stands for in the rest, and a file shown in part is not a "more" file', () => {
		const issues = [
			issue(1, 'a.md'),
			issue(2, 'a.md'),
			...capIssues(
				Array.from({ length: 50 }, (_, index) => issue(index + 1, 'b.md')),
				1,
			),
		];
		expect(formatReport(issues, 3)).toMatchInlineSnapshot(`
			"a.md:1: k1: unknown key "k1"
			a.md:2: k2: unknown key "k2"
			b.md:1: k1: unknown key "k1"
			... and 49 more problems (a report shows the first 3)
			52 problems in 2 files."
		`);
	});
});

describe('reportedIssues', () => {
	test('returns the issues a report prints, sorted, at most REPORT_LINES', () => {
		const issues = [
			issue(2, 'b.md'),
			issue(1, 'a.md'),
			...Array.from({ length: 2000 }, () => issue(3, 'c.md')),
		];
		const shown = reportedIssues(issues);
		expect(shown).toHaveLength(REPORT_LINES);
		expect(shown.slice(0, 2).map((each) => each.file)).toEqual(['a.md', 'b.md']);
	});
});

describe('formatIssue bounds', () => {
	test('cuts a field path past 300 characters and a message past 2,000, so a 60,000-character key is not printed whole', () => {
		const key = 'k'.repeat(60_000);
		const line = formatIssue({
			file: 'content/users/robin.md',
			line: 2,
			path: key,
			message: `unknown key "${key}"`,
		});
		expect(line).toBe(
			`content/users/robin.md:2: ${'k'.repeat(300)}…: unknown key "${'k'.repeat(1987)}…`,
		);
	});

	test('keeps a path of 300 characters and a message of 2,000 whole, and never splits a surrogate pair', () => {
		expect(formatIssue({ file: 'a.md', path: 'p'.repeat(300), message: 'm'.repeat(2000) })).toBe(
			`a.md: ${'p'.repeat(300)}: ${'m'.repeat(2000)}`,
		);
		expect(formatIssue({ file: 'a.md', path: '', message: `${'m'.repeat(1999)}😀` })).toBe(
			`a.md: ${'m'.repeat(1999)}…`,
		);
	});
});

describe('comparePaths', () => {
	test('orders list indexes by number, as people count (issue 43 point 5)', () => {
		const paths = ['members[10]', 'members[1].name', 'members[2]', 'members[1]', 'a', 'members[0]'];
		expect([...paths].sort(comparePaths)).toEqual([
			'a',
			'members[0]',
			'members[1]',
			'members[1].name',
			'members[2]',
			'members[10]',
		]);
	});

	test("a report lists one line's problems members[0], [1], [10]", () => {
		const at = (index: number): ContentIssue => ({
			file: 'export.json',
			line: 1,
			path: `members[${index}]`,
			message: 'x',
		});
		expect(reportedIssues([at(10), at(1), at(0)]).map((each) => each.path)).toEqual([
			'members[0]',
			'members[1]',
			'members[10]',
		]);
	});
});
