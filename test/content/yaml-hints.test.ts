/**
 * Each common YAML mistake, as a real profile file in
 * test/fixtures/yaml-mistakes/, read as the build reads it: the message names
 * the line and says the fix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../src/content/issues.ts';
import { readProfileSource } from '../../src/content/reader.ts';
import { newProfileText } from '../../src/authoring/write-profile.ts';
import { yamlHint } from '../../src/content/yaml-hints.ts';

/** The report for a text, as `check` prints it. */
function reportOf(file: string, text: string): string {
	const read = readProfileSource(file, text);
	return read.ok ? 'valid' : formatReport(read.issues);
}

const fixture = (name: string) => reportOf(`yaml-mistakes/${name}.md`, readFileSync(join(import.meta.dirname, '../fixtures/yaml-mistakes', `${name}.md`), 'utf8'));

describe('yamlHint', () => {
	test('returns the fix for entries under an empty flow list, at the list\'s line', () => {
		expect(fixture('empty-list-then-entries')).toMatchInlineSnapshot(`
			"yaml-mistakes/empty-list-then-entries.md:9: invalid YAML: "pronouns: []" is an empty list, so the entries under it belong to nothing: remove the "[]" to keep them ("pronouns:" alone), or comment them out with "#"
			1 problem in 1 file."
		`);
	});

	test('has nothing to say about the template of `new` with its examples uncommented: they read as entries', () => {
		const uncommented = newProfileText('robin', 'd4gn7g3p38l77tn1edd0').replace(/^( +)# /gm, '$1');
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

	test('keeps the parser\'s words for a mistake it has no hint for', () => {
		expect(fixture('unclosed-flow-list')).toMatchInlineSnapshot(`
			"yaml-mistakes/unclosed-flow-list.md:4: invalid YAML: unexpected end of the stream within a flow collection
			1 problem in 1 file."
		`);
	});

	test.each([
		['an unquoted colon', `display_name: ${'x'.repeat(200)}: y`],
		['an entry without "- "', `names:\n  - Robin\n  ${'x'.repeat(200)}`],
	])('keeps the parser\'s words for %s on a line too long to quote back', (_label, yaml) => {
		const lines = `\n${yaml}\n`.split('\n');
		const hint = yamlHint({ source: `\n${yaml}\n`, reason: 'bad indentation of a mapping entry', line: lines.length - 2, closed: true });
		expect(hint).toEqual({ line: lines.length - 2, message: 'invalid YAML: bad indentation of a mapping entry' });
	});

	test('quotes an entry without "- " with its control characters escaped', () => {
		const hint = yamlHint({ source: '\nnames:\n  - Robin\n  \u001b[2JRob\n', reason: 'bad indentation of a mapping entry', line: 4, closed: true });
		expect(hint.message).toBe('invalid YAML: this line is in a list but does not start with "- ", as each entry must: write "- \\u001b[2JRob"');
	});

	test('quotes a value with a double quote or a control character as valid YAML', () => {
		const hint = yamlHint({ source: '\ndisplay_name: Robin "R": \u0007x\n', reason: 'bad indentation of a mapping entry', line: 2, closed: true });
		expect(hint.message).toBe(
			'invalid YAML: the value of "display_name" contains ": ", which YAML reads as the start of another key: put the value in double quotes: display_name: "Robin \\"R\\": \\u0007x"',
		);
	});
});
