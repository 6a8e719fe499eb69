/**
 * Each common YAML mistake, as a real profile file in
 * test/fixtures/yaml-mistakes/, read as the build reads it: the message names
 * the line and says the fix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import { readProfileSource } from '../../../src/content/read/reader.ts';
import { newProfileText } from '../../../src/authoring/write-profile.ts';
import { yamlHint } from '../../../src/content/read/yaml-hints.ts';
import { parseProfile } from '../../../src/content/validate/profile-file.ts';

/** The report for a text, as `check` prints it. */
function reportOf(file: string, text: string): string {
	const read = readProfileSource(file, text);
	return read.ok ? 'valid' : formatReport(read.issues);
}

const fixture = (name: string) =>
	reportOf(
		`yaml-mistakes/${name}.md`,
		readFileSync(join(import.meta.dirname, '../../fixtures/yaml-mistakes', `${name}.md`), 'utf8'),
	);

describe('yamlHint', () => {
	test("returns the fix for entries under an empty flow list, at the list's line", () => {
		expect(fixture('empty-list-then-entries')).toMatchInlineSnapshot(`
			"yaml-mistakes/empty-list-then-entries.md:9: invalid YAML: "pronouns: []" is an empty list, so the entries under it belong to nothing: remove the "[]" to keep them ("pronouns:" alone), or comment them out with "#"
			1 problem in 1 file."
		`);
	});

	test('has nothing to say about the template of `new` with its examples uncommented: they read as entries', () => {
		const uncommented = newProfileText('robin', 'd4gn7g3p38l77tn1edd0', 'qwzkt').replace(
			/^( +)# /gm,
			'$1',
		);
		const read = readProfileSource('content/users/robin.md', uncommented);
		expect(read.ok && read.source.data).toMatchObject({
			names: [{ name: 'robin', status: 'favourite' }, 'another name'],
			pronouns: [{ pronouns: 'they/them/their/theirs/themself', status: 'favourite' }, 'she/her'],
			fields: [{ name: 'Describe me as', favourite: ['person'], avoid: ['lady'] }],
			links: ['https://social.example.org/@robin'],
		});
	});

	test('returns the quoted value for an unquoted ": " in a value', () => {
		expect(fixture('unquoted-colon')).toMatchInlineSnapshot(`
			"yaml-mistakes/unquoted-colon.md:3: invalid YAML: the value of "display_name" contains ": ", which YAML reads as the start of another key: put the value in double quotes: display_name: "Robin: the gardener"
			1 problem in 1 file."
		`);
	});

	test('returns the quoted value for an unquoted ": " in a list entry', () => {
		expect(fixture('unquoted-colon-in-list')).toMatchInlineSnapshot(`
			"yaml-mistakes/unquoted-colon-in-list.md:4: invalid YAML: the value of "name" contains ": ", which YAML reads as the start of another key: put the value in double quotes: - name: "Note: ask first"
			1 problem in 1 file."
		`);
	});

	test('returns the fix for a tab in the indentation', () => {
		expect(fixture('tab-indent')).toMatchInlineSnapshot(`
			"yaml-mistakes/tab-indent.md:4: invalid YAML: tab characters must not be used in indentation, as YAML indents with spaces only: replace the tab on this line with spaces (2 per level)
			1 problem in 1 file."
		`);
	});

	test('returns the fix for a missing closing "---", at the line where the bio starts', () => {
		expect(fixture('missing-closing-dashes')).toMatchInlineSnapshot(`
			"yaml-mistakes/missing-closing-dashes.md:5: the frontmatter has no closing "---" line, so this text is read as YAML: add a line with just "---" above it, after the last key
			1 problem in 1 file."
		`);
	});

	test('returns the fix for a list entry without "- "', () => {
		expect(fixture('list-entry-without-dash')).toMatchInlineSnapshot(`
			"yaml-mistakes/list-entry-without-dash.md:6: invalid YAML: this line is in a list but does not start with "- ", as each entry must: write "- she/her"
			1 problem in 1 file."
		`);
	});

	test("says the parser's common reasons in check's words", () => {
		expect(fixture('unclosed-flow-list')).toMatchInlineSnapshot(`
			"yaml-mistakes/unclosed-flow-list.md:4: invalid YAML: a list in [ ] or { } is not closed
			1 problem in 1 file."
		`);
	});

	test.each([
		['an unquoted colon', `display_name: ${'x'.repeat(200)}: y`],
		['an entry without "- "', `names:\n  - Robin\n  ${'x'.repeat(200)}`],
	])(
		'gives plain words without quoting the line for %s on a line too long to quote back',
		(_label, yaml) => {
			const lines = `\n${yaml}\n`.split('\n');
			const hint = yamlHint({
				source: `\n${yaml}\n`,
				reason: 'bad indentation of a mapping entry',
				line: lines.length - 2,
				closed: true,
			});
			expect(hint).toEqual({
				line: lines.length - 2,
				message: expect.stringMatching(
					/^invalid YAML: this line is not lined up with the lines it belongs with/,
				),
			});
			expect(hint.message).not.toContain('xxxxx');
		},
	);

	test('quotes an entry without "- " with its control characters escaped', () => {
		const hint = yamlHint({
			source: '\nnames:\n  - Robin\n  \u001b[2JRob\n',
			reason: 'bad indentation of a mapping entry',
			line: 4,
			closed: true,
		});
		expect(hint.message).toBe(
			'invalid YAML: this line is in a list but does not start with "- ", as each entry must: write "- \\u001b[2JRob"',
		);
	});

	test('quotes a value with a double quote or a control character as valid YAML', () => {
		const hint = yamlHint({
			source: '\ndisplay_name: Robin "R": \u0007x\n',
			reason: 'bad indentation of a mapping entry',
			line: 2,
			closed: true,
		});
		expect(hint.message).toBe(
			'invalid YAML: the value of "display_name" contains ": ", which YAML reads as the start of another key: put the value in double quotes: display_name: "Robin \\"R\\": \\u0007x"',
		);
	});
});

describe('every indentation mistake in a list of entries gets the fix that makes the file mean what was meant (issue 23 point 1)', () => {
	const report = (yaml: string) =>
		reportOf('content/users/alex.md', `---\nid: d4gn7g3p38l77tn1edd0\n${yaml}---\n`);

	test.each([
		['an entry key two spaces too far left', 'names:\n  - name: Alex\n  status: favourite\n'],
		['an entry key one space too far left', 'names:\n  - name: Alex\n   status: favourite\n'],
		['an entry key two spaces too far right', 'names:\n  - name: Alex\n      status: favourite\n'],
		[
			'an entry key of the second entry too far left',
			'names:\n  - name: Al\n    status: okay\n  - name: Alex\n  status: favourite\n',
		],
		['a pronoun entry key too far left', 'pronouns:\n  - pronouns: he/him\n  display_text: he\n'],
		[
			'a field list too far left',
			'fields:\n  - name: Call me\n    favourite: [pal]\n  okay: [buddy]\n',
		],
		['a list with its "- " at the start of the line', 'names:\n- name: Alex\n status: favourite\n'],
	])("%s: indent it under the entry's first key", (_label, yaml) => {
		const text = `---\nid: d4gn7g3p38l77tn1edd0\n${yaml}---\n`;
		const message = reportOf('content/users/alex.md', text);
		const fixed = /: ("\s+[a-z_]+: [^"]*")\n/.exec(message)?.[1];
		expect(fixed, message).toBeDefined();
		// Following the fix gives a file that reads as meant: the key belongs to the entry.
		const lines = text.split('\n');
		const line = Number(/:(\d+):/.exec(message)![1]);
		lines[line - 1] = JSON.parse(fixed!) as string;
		const read = readProfileSource('content/users/alex.md', lines.join('\n'));
		expect(read.ok, lines.join('\n')).toBe(true);
		const key = lines[line - 1]!.trim().split(':')[0]!;
		const list = Object.values(
			(read as { source: { data: Record<string, Record<string, unknown>[]> } }).source.data,
		).find(Array.isArray)!;
		expect(list.at(-1)).toHaveProperty(key);
	});

	test('names the entry, the distance and the fixed line', () => {
		expect(report('names:\n  - name: Alex\n  status: favourite\n')).toMatchInlineSnapshot(`
			"content/users/alex.md:5: invalid YAML: "status:" belongs to the entry that starts on line 4 ("name:") but is 2 spaces too far left: put it exactly under "name:": "    status: favourite"
			1 problem in 1 file."
		`);
	});

	test('a second "name:" in one entry (its "- " left out): start a new entry with "- name:"', () => {
		const yaml = 'names:\n  - name: Alex\n    status: favourite\n    name: Al\n    status: okay\n';
		expect(report(yaml)).toMatchInlineSnapshot(`
			"content/users/alex.md:6: invalid YAML: "name:" is already the first key of the entry that starts on line 4, and an entry has each key once: to start a new entry, write "- " before it, under the "- " on line 4: "  - name: Al"
			1 problem in 1 file."
		`);
		// Following the fix gives two entries.
		const fixed = `---\nid: d4gn7g3p38l77tn1edd0\n${yaml.replace('    name: Al', '  - name: Al')}---\n`;
		const read = readProfileSource('content/users/alex.md', fixed);
		expect(read.ok && (read.source.data as Record<string, unknown>)['names']).toEqual([
			{ name: 'Alex', status: 'favourite' },
			{ name: 'Al', status: 'okay' },
		]);
	});

	test('a status under an entry that is only text: write it as name and status', () => {
		expect(report('names:\n  - Alex\n    status: favourite\n')).toMatchInlineSnapshot(`
			"content/users/alex.md:5: invalid YAML: "status:" gives a setting to the entry on line 4, but that entry is only text: write the entry as "  - name: Alex" with "    status: favourite" on the line under it
			1 problem in 1 file."
		`);
	});

	test('a "- " out of line with the entry above: line it up', () => {
		expect(report('names:\n  - Robin\n - Rob\n')).toMatchInlineSnapshot(`
			"content/users/alex.md:5: invalid YAML: this entry's "- " is 1 space too far left of the "- " of the entry above (line 4), so it belongs to neither: put it exactly under that one: "  - Rob"
			1 problem in 1 file."
		`);
		expect(report('fields:\n  - name: Call me\n    favourite:\n      - pal\n     - bud\n'))
			.toMatchInlineSnapshot(`
			"content/users/alex.md:7: invalid YAML: this entry's "- " is 1 space too far left of the "- " of the entry above (line 6), so it belongs to neither: put it exactly under that one: "      - bud"
			1 problem in 1 file."
		`);
	});

	test('a profile key indented: start it at the beginning of the line', () => {
		expect(report('names:\n  - Robin\n  pronouns:\n    - she/her\n')).toMatchInlineSnapshot(`
			"content/users/alex.md:5: invalid YAML: "pronouns:" is one of the profile's own keys, so it starts at the beginning of the line, with no spaces before it: write "pronouns:"
			1 problem in 1 file."
		`);
		expect(report(' names:\n  - Robin\n')).toMatchInlineSnapshot(`
			"content/users/alex.md:3: invalid YAML: "names:" is one of the profile's own keys, so it starts at the beginning of the line, with no spaces before it: write "names:"
			1 problem in 1 file."
		`);
	});

	test('bad indentation with no clear intent gets plain words, not a guess', () => {
		expect(report('names:\n  - name: Alex\n    status: okay\n  status: favourite\n'))
			.toMatchInlineSnapshot(`
			"content/users/alex.md:6: invalid YAML: this line is not lined up with the lines it belongs with (YAML reads which entry a line belongs to from the spaces before it): start it exactly under the key or "- " it belongs with, using spaces
			1 problem in 1 file."
		`);
		expect(report('display_name: Alex\n  links: x\n')).toMatchInlineSnapshot(`
			"content/users/alex.md:4: invalid YAML: "links:" is one of the profile's own keys, so it starts at the beginning of the line, with no spaces before it: write "links: x"
			1 problem in 1 file."
		`);
	});
});

describe('a value YAML cannot read as text because of how it starts gets the quoted form (issue 23 point 2)', () => {
	test.each([
		['display_name: @robin', 'display_name: "@robin"'],
		['display_name: `robin`', 'display_name: "`robin`"'],
		['display_name: %robin', 'display_name: "%robin"'],
		['display_name: !important', 'display_name: "!important"'],
		['names:\n  - *star*', '- "*star*"'],
		['display_name: "Robin" the gardener', 'display_name: "\\"Robin\\" the gardener"'],
	])('%s', (yaml, fixed) => {
		const message = reportOf(
			'content/users/robin.md',
			`---\nid: d4gn7g3p38l77tn1edd0\n${yaml}\n---\n`,
		);
		expect(message).toContain(`: ${fixed}\n`);
		expect(message).toMatch(new RegExp(`^content/users/robin.md:${2 + yaml.split('\n').length}: `));
	});
});

describe("an entry key at the start of the line, which YAML reads as the profile's own, gets the fix (issue 23 point 1)", () => {
	test.each([
		['names:\n  - name: Alex\nstatus: favourite', 5, '"    status: favourite"'],
		['pronouns:\n  - pronouns: he/him\ndisplay_text: he', 5, '"    display_text: he"'],
		['fields:\n  - name: Call me\n    favourite: [pal]\nokay: [bud]', 6, '"    okay: [bud]"'],
		['names:\n  - Alex\nstatus: favourite', 5, '"  - name: Alex"'],
	])('%s', (yaml, line, fix) => {
		const read = readProfileSource(
			'content/users/alex.md',
			`---\nid: d4gn7g3p38l77tn1edd0\n${yaml}\n---\n`,
		);
		expect(read.ok).toBe(true);
		const parsed = read.ok ? parseProfile(read.source, 'alex') : undefined;
		const report = parsed && !parsed.ok ? formatReport(parsed.issues) : 'valid';
		expect(report).toMatch(new RegExp(`^content/users/alex\\.md:${line}: `));
		expect(report).toContain(fix);
		expect(report).not.toContain('unknown key');
	});

	test('says nothing about a top-level key after a list', () => {
		const read = readProfileSource(
			'content/users/alex.md',
			`---\nid: d4gn7g3p38l77tn1edd0\nnames:\n  - name: Alex\nlinks: []\n---\n`,
		);
		expect(read.ok && read.source.layoutIssues).toBeUndefined();
	});
});
