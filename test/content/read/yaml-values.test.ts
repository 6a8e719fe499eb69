/**
 * Unquoted values YAML reads as something other than the text typed: each
 * is refused with the quoted form (issue 23 point 2).
 */
import fc from 'fast-check';
import { YAMLISH } from '../../helpers/user-arbitrary.ts';
import { describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import { parseProfile } from '../../../src/content/validate/profile-file.ts';
import { readProfileSource } from '../../../src/content/read/reader.ts';
import { newProfileText } from '../../../src/authoring/write-profile.ts';
import { loadYaml } from '../../../src/content/read/yaml-load.ts';
import {
	everyValueNote,
	plainValueReadsAsText,
	valueNotes,
} from '../../../src/content/read/yaml-values.ts';

const ID = 'd4gn7g3p38l77tn1edd0';

/** The report `check` prints for a profile with these lines after its ID. */
function report(yaml: string): string {
	const read = readProfileSource('content/users/alex.md', `---\nid: ${ID}\n${yaml}\n---\n`);
	if (!read.ok) return formatReport(read.issues);
	const parsed = parseProfile(read.source, 'alex');
	return parsed.ok ? 'valid' : formatReport(parsed.issues);
}

describe('wherever YAML would read an unquoted value as other than the text typed, check says so and shows the quoted form (issue 23 point 2)', () => {
	test.each([
		// Read differently by the reader itself (YAML 1.2 core, js-yaml).
		['display_name: Alex Rivera #1 fan', 'display_name: "Alex Rivera #1 fan"'],
		['display_name: Alex #gardener', 'display_name: "Alex #gardener"'],
		// A "#" ending the line, in a file with nothing else YAML could misread.
		['display_name: Alex #', 'display_name: "Alex #"'],
		['names:\n  - Jo #', '- "Jo #"'],
		['names:\n  - Jo #2', '- "Jo #2"'],
		['display_name: &star Alex', 'display_name: "&star Alex"'],
		['display_name: Alex   ', 'display_name: "Alex   "'],
		['names:\n  - 1e3', '- "1e3"'],
		['names:\n  - 0x10', '- "0x10"'],
		['names:\n  - 010', '- "010"'],
		['names:\n  - 0o17', '- "0o17"'],
		['names:\n  - 0b101', '- "0b101"'],
		['names:\n  - +12', '- "+12"'],
		['names:\n  - .5', '- ".5"'],
		['names:\n  - .inf', '- ".inf"'],
		['names:\n  - .NaN', '- ".NaN"'],
		['names:\n  - "Sam"\n  - true', '- "true"'],
		['names:\n  - FALSE', '- "FALSE"'],
		['names:\n  - null', '- "null"'],
		['names:\n  - ~', '- "~"'],
		['display_name: Null', 'display_name: "Null"'],
		['fields:\n  - name: Numbers\n    favourite: [7, seven]', 'favourite: ["7", seven]'],
		// Text to the reader, something else to YAML 1.1 readers (editors, other tools).
		['names:\n  - yes', '- "yes"'],
		['names:\n  - No', '- "No"'],
		['names:\n  - on', '- "on"'],
		['names:\n  - OFF', '- "OFF"'],
		['names:\n  - y', '- "y"'],
		['names:\n  - 1_000', '- "1_000"'],
		['names:\n  - 1:30', '- "1:30"'],
		['names:\n  - 12e345', '- "12e345"'],
		['names:\n  - 2024-01-01', '- "2024-01-01"'],
		['names:\n  - 2001-12-14t21:59:43.10-05:00', '- "2001-12-14t21:59:43.10-05:00"'],
		['fields:\n  - name: Days\n    okay: [2024-1-2]', 'okay: ["2024-1-2"]'],
	])('%s', (yaml, fixed) => {
		const message = report(yaml);
		expect(message).toContain(`: ${fixed}`);
		// At the line of the value, once.
		const lines = yaml.split('\n');
		expect(message).toMatch(new RegExp(`^content/users/alex\\.md:${2 + lines.length}: `));
		expect(message).toMatch(/\n1 problem in 1 file\.$/);
	});

	test.each([
		['a comment with a space after "#"', 'display_name: Alex # my usual name'],
		['a quoted value', 'display_name: "Alex #1 fan"'],
		['a single-quoted value', "names:\n  - '010'"],
		['an explicit text tag', 'names:\n  - !!str 010'],
		['a number inside text', 'display_name: Agent 007'],
		['a version-like text', 'names:\n  - 0.5.1'],
		['null for an empty list', 'names: null\nfields:\n  - name: Me\n    okay: ~'],
		['an empty value', 'display_name:'],
		['a block of text', 'display_name: >-\n  Alex\n  Rivera'],
		// Text in the file that, alone, is no YAML document: a document marker, then an open quote.
		['text after a document marker', "display_name: ---':30"],
		['text after a document marker, in a list', 'names:\n  - ---"x'],
		['text after a document marker, then a bracket', 'display_name: --- ['],
	])('says nothing about %s', (_label, yaml) => {
		expect(report(yaml)).toBe('valid');
	});

	test('has nothing to say about the template of `new`, its examples uncommented or not', () => {
		const text = newProfileText('robin', ID, 'qwzkt');
		for (const variant of [text, text.replace(/^( +)# /gm, '$1')]) {
			const read = readProfileSource('content/users/robin.md', variant);
			expect(read.ok && read.source.valueIssues).toBeUndefined();
		}
	});

	test('says what YAML read, and both ways to fix a "#" it read as a comment', () => {
		expect(report('display_name: Alex Rivera #1 fan')).toMatchInlineSnapshot(`
			"content/users/alex.md:3: display_name: YAML reads the text after " #" as a comment and drops it, so this value is "Alex Rivera": if "#1 fan" is part of it, put the whole value in double quotes: display_name: "Alex Rivera #1 fan"; if it is a note, move it to a line of its own
			1 problem in 1 file."
		`);
	});

	test('says which number YAML read', () => {
		expect(report('names:\n  - name: 0x10\n    status: okay')).toMatchInlineSnapshot(`
			"content/users/alex.md:4: names[0].name: YAML reads the unquoted 0x10 as the number 16, not as the text "0x10": put it in double quotes: - name: "0x10"
			1 problem in 1 file."
		`);
	});

	test('says a yes-or-no word reads as one elsewhere', () => {
		expect(report('names:\n  - no')).toMatchInlineSnapshot(`
			"content/users/alex.md:4: names[0]: many YAML readers (YAML 1.1, as many editors and tools read it) read the unquoted no as true or false (a yes-or-no value), not as the text "no": put it in double quotes, so every reader keeps the text: - "no"
			1 problem in 1 file."
		`);
	});

	test('says "null" is no value, and how to leave it out', () => {
		expect(report('display_name: null')).toMatchInlineSnapshot(`
			"content/users/alex.md:3: display_name: YAML reads the unquoted null as "no value", not as the text "null": put it in double quotes: display_name: "null"; or, to leave it out, remove the line
			1 problem in 1 file."
		`);
	});

	test('says a "- " further right joins the entry above', () => {
		expect(report('names:\n  - Robin\n    - Rob')).toMatchInlineSnapshot(`
			"content/users/alex.md:5: names[0]: this line is read as part of the value above ("Robin - Rob"), because its "- " is further right than the "- " of that entry: to make it an entry of its own, put its "- " exactly under the one above
			1 problem in 1 file."
		`);
	});

	test('says spaces at the end are dropped', () => {
		expect(report('display_name: Alex  ')).toMatchInlineSnapshot(`
			"content/users/alex.md:3: display_name: this value ends in spaces, which YAML drops: remove them, or, if they are part of the value, put it in double quotes: display_name: "Alex  "
			1 problem in 1 file."
		`);
	});
});

describe("plainValueReadsAsText (the writer's rule, without a YAML parser)", () => {
	/** Pieces of YAML's plain-value syntax, so the texts reach every rule, not only plain words. */
	const PIECES = [
		...['-', '---', '...', '.', '0', '1', '7', 'e', 'E', '+', '_', ':', ' ', '\t', '#', '&'],
		...['*', '!', '%', '@', '"', "'", ',', '[', ']', '{', '}', '?', '|', '>', 'x', 'b', 'o'],
		...['inf', 'NaN', 'null', '~', 'True', 'no', 'YES', 'on', 'y', 'T', 'Z', '2024', '-01'],
		...['0x', '0o', '0b', ':30', 'é', '\u00a0'],
	];
	const text = fc.oneof(
		fc.array(fc.constantFrom(...PIECES), { maxLength: 7 }).map((pieces) => pieces.join('')),
		fc.string({ maxLength: 8 }),
		fc.string({ unit: 'binary', maxLength: 6 }),
	);
	/** The answer of `ask`, false when it throws (as the writer takes a throw: quote the value). */
	const answer = (ask: () => boolean) => {
		try {
			return ask();
		} catch {
			return false;
		}
	};
	/** Whether the reader reads `v: text` back as the text itself. */
	const readsBack = (value: string) =>
		answer(() => (loadYaml(`v: ${value}`) as { v?: unknown } | null)?.v === value);

	test('agrees with what check says of the value written unquoted', () => {
		fc.assert(
			fc.property(text, (value) => {
				fc.pre(readsBack(value));
				expect(answer(() => plainValueReadsAsText(value))).toBe(
					answer(() => valueNotes(`v: ${value}\n`).length === 0),
				);
			}),
			{ numRuns: 3000 },
		);
	});

	test.each(['Robin', 'they/them', 'Agent 007', '---'])('keeps %s plain', (value) => {
		expect(plainValueReadsAsText(value)).toBe(true);
	});

	test.each(['no', 'null', '0x10', '1_000', '2024-01-01', 'a #b', '&x', 'x ', '- x'])(
		'quotes %s',
		(value) => {
			expect(plainValueReadsAsText(value)).toBe(false);
		},
	);

	// A document marker only at a line's start: as a value, "---" is text to every reader (issue 31:
	// check used to note it, only when another line made it look twice).
	test.each(['---', '...', '--- 1', '... x'])(
		'leaves %s plain, and check notes nothing',
		(value) => {
			expect(plainValueReadsAsText(value)).toBe(true);
			expect(valueNotes(`names:\n  - name: ${value}\ndisplay_name: 2 cats\n`)).toEqual([]);
			expect(valueNotes(`names:\n  - ${value}\n`)).toEqual([]);
		},
	);
});

describe('the quick look that spares most files the second parse never drops a note', () => {
	// A link with a hyphen before a digit: the first look passes nearly every real file for it.
	const LINK = 'links:\n  - https://social.example.org/@robin-2\n';

	test.each([
		['a "#" ending the line', 'display_name: Alex #\n', 1, 'YAML reads the text after " #"'],
		['a "- " line run on from a key\'s value', 'display_name: Robin\n  - Rob\n', 2, 'part of'],
		['a label before a value', 'names:\n  - &x Jo\n', 2, 'as a label'],
		['a number after a "- "', 'names:\n  - 7\n', 2, 'the number 7'],
	])('%s, in a file the second look lets through', (_label, yaml, line, words) => {
		const notes = valueNotes(yaml + LINK);
		expect(notes).toHaveLength(1);
		expect(notes[0]).toMatchObject({ line });
		expect(notes[0]!.message).toContain(words);
	});

	test.each(['display_name: Alex #\n', 'names:\n  - Jo #\n'])(
		'a "#" ending the line, in a file with nothing else to note: %j',
		(yaml) => {
			const notes = valueNotes(`id: cn8s6hbnkiq2nqd9l6ag\n${yaml}`);
			expect(notes.map((note) => note.message)).toEqual([
				expect.stringContaining('YAML reads the text after " #"'),
			]);
		},
	);

	test('finds what it finds with the second look bypassed', () => {
		// A comment line "# &" passes the second look, not the first, and adds no note: every note of
		// the file below it is found either way, one line lower.
		const piece = fc.constantFrom(
			...[
				'names:',
				'display_name: Robin',
				'  - Rob',
				'    - Rob',
				'  - name: Sam',
				'    status: okay',
			],
			...['  - https://e.org/@k-1', 'Robin', '  more', '', '# note', '- x', 'key: a # b', 'a: 1'],
			...['  - yes', '  - [a,', '  b]', '  - "q"', '    okay:', '      - pal', '\t- tab', 'k: a #'],
		);
		fc.assert(
			fc.property(fc.array(piece, { minLength: 1, maxLength: 10 }), (lines) => {
				const source = `${lines.join('\n')}\n`;
				const bypassed = valueNotes(`# &\n${source}`).map((note) => ({
					...note,
					line: note.line - 1,
				}));
				expect(valueNotes(source)).toEqual(bypassed);
			}),
			{ numRuns: 1000 },
		);
	});

	test('covers every value the detailed rules note (issue 31): valueNotes is everyValueNote, whatever the other lines', () => {
		const value = fc
			.array(fc.constantFrom(...YAMLISH), { minLength: 1, maxLength: 6 })
			.map((parts) => parts.join(''));
		const line = fc.oneof(
			value.map((v) => `display_name: ${v}`),
			value.map((v) => `  - ${v}`),
			value.map((v) => `  - name: ${v}`),
			value.map((v) => `    ${v}`),
			value.map((v) => `links: [${v}]`),
			fc.constantFrom(
				'names:',
				'links:',
				'fields:',
				'  - name: f',
				'    okay:',
				'      - x',
				'# note',
			),
		);
		fc.assert(
			fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
				const source = `${lines.join('\n')}\n`;
				expect(valueNotes(source)).toEqual(everyValueNote(source));
			}),
			{ numRuns: 3000 },
		);
	});
});
