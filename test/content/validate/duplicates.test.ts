/**
 * The same name, pronoun set, field or field entry twice in one profile is
 * refused at the repeat's line, naming the first's (issue 23 point 4).
 */
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import { duplicateIssues } from '../../../src/content/validate/duplicates.ts';
import { parseProfile } from '../../../src/content/validate/profile-file.ts';
import { readProfileSource } from '../../../src/content/read/reader.ts';

const ID = 'd4gn7g3p38l77tn1edd0';

function report(file: string, text: string): string {
	const read = readProfileSource(file, text);
	if (!read.ok) return formatReport(read.issues);
	const parsed = parseProfile(read.source, 'alex');
	return parsed.ok ? 'valid' : formatReport(parsed.issues);
}
const yaml = (lines: string) => report('content/users/alex.md', `---\nid: ${ID}\n${lines}\n---\n`);

describe('the same name, pronoun set or field entry twice in one list is refused with both lines (issue 23 point 4)', () => {
	test.each([
		['a name', 'names:\n  - Alex\n  - Al\n  - Alex', 6, 4],
		[
			'a name in another case and spacing',
			'names:\n  - name: Alex  Rivera\n    status: favourite\n  - alex rivera',
			6,
			4,
		],
		['a name as text and as an entry', 'names:\n  - Alex\n  - name: Alex\n    status: avoid', 5, 4],
		['pronouns', 'pronouns:\n  - she/her\n  - they/them\n  - she/her', 6, 4],
		[
			'a short set and its full set',
			'pronouns:\n  - pronouns: they/them/their/theirs/themself\n    status: favourite\n  - They/Them',
			6,
			4,
		],
		['a full set after its short set', 'pronouns:\n  - he/him\n  - he/him/his/his/himself', 5, 4],
		[
			'a field entry in one list',
			'fields:\n  - name: Call me\n    favourite: [pal, buddy, pal]',
			5,
			5,
		],
		[
			'a field entry under two statuses',
			'fields:\n  - name: Call me\n    favourite: [pal]\n    avoid:\n      - Pal',
			7,
			5,
		],
		[
			'a field',
			'fields:\n  - name: Call me\n    okay: [pal]\n  - name: call me\n    okay: [bud]',
			6,
			4,
		],
		['a link', 'links:\n  - https://example.org/@alex\n  - https://example.org/@alex', 5, 4],
	])('%s', (_label, lines, repeat, first) => {
		const out = yaml(lines);
		expect(out).toMatch(
			new RegExp(`^content/users/alex\\.md:${repeat}: .*already listed.* on line ${first} `),
		);
		expect(out).toMatch(/\n1 problem in 1 file\.$/);
	});

	test.each([
		['different names', 'names:\n  - Alex\n  - Alexa'],
		[
			'different full sets',
			'pronouns:\n  - they/them/their/theirs/themself\n  - they/them/their/theirs/themselves',
		],
		[
			'one entry in two fields',
			'fields:\n  - name: Call me\n    okay: [pal]\n  - name: Describe me as\n    okay: [pal]',
		],
	])('accepts %s', (_label, lines) => {
		expect(yaml(lines)).toBe('valid');
	});

	test('says which entry repeats which, and the fix', () => {
		expect(yaml('names:\n  - name: Alex\n    status: favourite\n  - Alex')).toMatchInlineSnapshot(`
			"content/users/alex.md:6: names[1]: the name "Alex" is already listed on line 4 (names[0]); list each once: remove one of them, keeping the status you mean
			1 problem in 1 file."
		`);
		expect(yaml('pronouns:\n  - they/them\n  - they/them/their/theirs/themself'))
			.toMatchInlineSnapshot(`
			"content/users/alex.md:5: pronouns[1]: the pronouns "they/them/their/theirs/themself" are already listed on line 4 (pronouns[0]) as "they/them", the same set; list each set once: remove one of them, keeping the status you mean
			1 problem in 1 file."
		`);
		expect(yaml('fields:\n  - name: Call me\n    favourite: [pal]\n    avoid: [pal]'))
			.toMatchInlineSnapshot(`
			"content/users/alex.md:6: fields[0].avoid[0]: the entry "pal" is already listed under favourite on line 5 (fields[0].favourite[0]); list each entry once in a field, under the one status you mean: remove one of them
			1 problem in 1 file."
		`);
	});

	test("in JSON too, at the repeat's line", () => {
		expect(
			report(
				'content/users/alex.json',
				`{\n  "id": "${ID}",\n  "names": [\n    "Alex",\n    "Alex"\n  ]\n}\n`,
			),
		).toMatchInlineSnapshot(`
			"content/users/alex.json:5: names[1]: the name "Alex" is already listed on line 4 (names[0]); list each once: remove one of them, keeping the status you mean
			1 problem in 1 file."
		`);
	});
});

describe('without line numbers (the browser editor checks its form, not a file)', () => {
	test('names the first place by its path alone, never "line undefined"', () => {
		const data = {
			names: ['Alex', 'alex'],
			pronouns: ['they/them', 'they/them/their/theirs/themself'],
			fields: [{ name: 'Words', jokingly: ['key'], avoid: ['key'] }],
		};
		const messages = duplicateIssues(data, { file: 'form', locate: () => undefined }).map(
			(issue) => `${issue.path}: ${issue.message}`,
		);
		expect(messages).toMatchInlineSnapshot(`
			[
			  "names[1]: the name "alex" is already listed (names[0]); list each once: remove one of them, keeping the status you mean",
			  "pronouns[1]: the pronouns "they/them/their/theirs/themself" are already listed (pronouns[0]) as "they/them", the same set; list each set once: remove one of them, keeping the status you mean",
			  "fields[0].avoid[0]: the entry "key" is already listed under jokingly (fields[0].jokingly[0]); list each entry once in a field, under the one status you mean: remove one of them",
			]
		`);
	});
});
