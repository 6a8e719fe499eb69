import { describe, expect, test } from 'vitest';
import { readProfileSource, type ReadResult } from '../../../src/content/read/reader.ts';
import { formatReport } from '../../../src/content/issues.ts';
import { withoutFreshIds } from '../../helpers/fresh-id.ts';
import { parseProfile } from '../../../src/content/validate/profile-file.ts';

function source(result: ReadResult) {
	if (!result.ok) throw new Error(`expected to read: ${JSON.stringify(result.issues)}`);
	return result.source;
}

const MARKDOWN = `---
id: d4gn7g3p38l77tn1edd0
names:
  - Robin
  - name: Rob
    status: favourite
---

Hello **there**.
`;

const JSON_TEXT = `{
  "id": "d4gn7g3p38l77tn1edd0",
  "names": [
    "Robin",
    { "name": "Rob", "status": 1 }
  ]
}
`;

describe('readProfileSource', () => {
	test('returns frontmatter as data and the body of a Markdown file', () => {
		const read = source(readProfileSource('robin.md', MARKDOWN));
		expect(read.kind).toBe('markdown');
		expect(read.data).toEqual({
			id: 'd4gn7g3p38l77tn1edd0',
			names: ['Robin', { name: 'Rob', status: 'favourite' }],
		});
		expect(read.body).toBe('\nHello **there**.\n');
	});

	test('returns the object of a JSON file', () => {
		const read = source(readProfileSource('robin.json', JSON_TEXT));
		expect(read.kind).toBe('json');
		expect(read.data).toEqual({
			id: 'd4gn7g3p38l77tn1edd0',
			names: ['Robin', { name: 'Rob', status: 1 }],
		});
		expect(read.body).toBeUndefined();
	});

	test.each([
		['robin.md', MARKDOWN, ['id'], 2],
		['robin.md', MARKDOWN, ['names', 0], 4],
		['robin.md', MARKDOWN, ['names', 1, 'status'], 6],
		['robin.md', MARKDOWN, ['names', 7], 3],
		['robin.json', JSON_TEXT, ['id'], 2],
		['robin.json', JSON_TEXT, ['names', 1], 5],
		['robin.json', JSON_TEXT, ['names', 1, 'status'], 5],
		['robin.json', JSON_TEXT, ['pronouns'], 1],
	])('locates %s %j on line %i', (file, text, path, line) => {
		expect(source(readProfileSource(file, text)).locate(path)).toBe(line);
	});

	test('keeps YAML 1.2 scalars as written: no yes/no booleans, no dates', () => {
		const read = source(
			readProfileSource('robin.md', '---\nid: x\nnames: [no, yes, on, 2024-01-01]\n---\n'),
		);
		expect(read.data).toEqual({ id: 'x', names: ['no', 'yes', 'on', '2024-01-01'] });
	});

	test('ignores a byte-order mark in JSON and Markdown', () => {
		expect(source(readProfileSource('robin.json', `\uFEFF${JSON_TEXT}`)).data).toEqual(
			source(readProfileSource('robin.json', JSON_TEXT)).data,
		);
		expect(source(readProfileSource('robin.md', `\uFEFF${MARKDOWN}`)).data).toEqual(
			source(readProfileSource('robin.md', MARKDOWN)).data,
		);
	});

	test('reads CRLF files exactly like LF files, body included', () => {
		const crlf = source(readProfileSource('robin.md', MARKDOWN.replaceAll('\n', '\r\n')));
		const lf = source(readProfileSource('robin.md', MARKDOWN));
		expect([crlf.data, crlf.body, crlf.locate(['names', 1, 'status'])]).toEqual([
			lf.data,
			lf.body,
			6,
		]);
	});

	test('refuses a Markdown file without frontmatter: it has no front matter', () => {
		const read = readProfileSource('robin.md', 'Just a bio');
		expect(read.ok ? [] : read.issues.map((issue) => issue.message)).toEqual([
			expect.stringMatching(/^this file has no front matter/),
		]);
	});

	test.each([
		// The parser notices the missing "]" on the next line, and says so there.
		[
			'an unclosed flow list',
			'---\nid: x\nnames: [a, b\npronouns: []\n---\n',
			4,
			'invalid YAML: a comma is missing between the entries of a list in [ ] or { }',
		],
		[
			'a duplicate key',
			'---\nid: x\nnames: []\nid: y\n---\n',
			4,
			'invalid YAML: a key appears twice',
		],
		[
			'a tab indent',
			'---\nid: x\nnames:\n\t- a\n---\n',
			4,
			'invalid YAML: tab characters must not be used in indentation',
		],
		[
			'an unterminated string',
			'---\nid: x\nbio: "no end\n---\n',
			4,
			'invalid YAML: a text in double quotes is not closed',
		],
	])('errors with the line on %s in YAML', (_label, text, line, message) => {
		const result = readProfileSource('content/users/robin.md', text);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.issues[0]).toMatchObject({ file: 'content/users/robin.md', line, path: '' });
		expect(result.issues[0]!.message).toContain(message);
	});

	test.each([
		[
			'a trailing comma',
			'{\n  "id": "x",\n}\n',
			3,
			'invalid JSON: expected a "quoted" key (no trailing comma before "}")',
		],
		[
			'a missing comma',
			'{\n  "id": "x"\n  "names": []\n}\n',
			3,
			'invalid JSON: expected "," between entries',
		],
		[
			'a comment',
			'{\n  // hi\n  "id": "x"\n}\n',
			2,
			'invalid JSON: comments are not allowed in JSON',
		],
		[
			'a duplicate key',
			'{\n  "id": "x",\n  "id": "y"\n}\n',
			3,
			'invalid JSON: the key "id" appears twice in one object',
		],
		['an empty file', '', 1, 'invalid JSON: the file is empty'],
		['an unquoted key', '{\n  id: "x"\n}\n', 2, 'invalid JSON'],
	])('errors with the line on %s in JSON', (_label, text, line, message) => {
		const result = readProfileSource('content/users/robin.json', text);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.issues).toHaveLength(1);
		expect(result.issues[0]).toMatchObject({ file: 'content/users/robin.json', line, path: '' });
		expect(result.issues[0]!.message).toContain(message);
	});

	test.each(['js', 'javascript', 'json', 'toml'])(
		'refuses ---%s frontmatter without running it',
		(language) => {
			const before = (globalThis as Record<string, unknown>)['pwned'];
			const result = readProfileSource(
				'robin.md',
				`---${language}\nglobalThis.pwned = 1; module.exports = {}\n---\n`,
			);
			expect(result.ok).toBe(false);
			expect((globalThis as Record<string, unknown>)['pwned']).toBe(before);
			if (!result.ok) expect(result.issues[0]!.message).toMatch(/^frontmatter must be YAML/);
		},
	);

	test('refuses frontmatter in a language nothing reads, by its name, with the fix', () => {
		expect(readProfileSource('robin.md', '---foo\nid: x\n---\n')).toEqual({
			ok: false,
			issues: [
				{
					file: 'robin.md',
					line: 1,
					path: '',
					message: 'frontmatter must be YAML, not "foo"; start the file with a plain "---" line',
				},
			],
		});
	});

	test('refuses any alias, so no alias bomb can blow up validation', () => {
		const result = readProfileSource('robin.md', '---\nid: x\nnames: &n [Robin]\nlinks: *n\n---\n');
		expect(result.ok ? 'read' : result.issues[0]!.message).toBe(
			'invalid YAML: aliases (&anchor, *alias) are not allowed in profiles; write the values out',
		);
	});

	test('stops YAML alias bombs', () => {
		const bomb = [
			'---',
			'a: &a [x, x, x, x, x, x, x, x, x, x]',
			...Array.from(
				{ length: 8 },
				(_, i) =>
					`${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`,
			),
			'---',
			'',
		].join('\n');
		const result = readProfileSource('robin.md', bomb);
		expect(result.ok).toBe(false);
		if (!result.ok)
			expect(result.issues[0]!.message).toBe(
				'invalid YAML: aliases (&anchor, *alias) are not allowed in profiles; write the values out',
			);
	});
});

describe('readProfileSource on crafted nesting', () => {
	const list = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
	const NESTING =
		'lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting';

	// The document itself is level 1, so `fields` may hold 15 more.
	test.each([
		['JSON', 'robin.json', (levels: number) => `{\n"id": "x",\n"fields": ${list(levels)}}`, 3],
		[
			'YAML flow lists',
			'robin.md',
			(levels: number) => `---\nid: x\nfields: ${list(levels)}\n---\n`,
			3,
		],
		[
			'YAML block lists',
			'robin.md',
			(levels: number) => `---\nid: x\nfields:\n  ${'- '.repeat(levels - 1)}[]\n---\n`,
			4,
		],
		[
			'YAML maps',
			'robin.md',
			(levels: number) =>
				`---\nid: x\nfields:\n${Array.from({ length: levels - 1 }, (_, i) => `${' '.repeat(i + 1)}k:`).join('\n')} {}\n---\n`,
			18,
		],
	])(
		'reads %s nested 16 levels, and errors at the line one level past it',
		(_case, file, text, line) => {
			expect(readProfileSource(file, text(15)).ok).toBe(true);
			const result = readProfileSource(file, text(16));
			expect(result.ok ? 'read' : result.issues).toEqual([
				{ file, line, path: '', message: NESTING },
			]);
		},
	);

	test.each([
		['JSON', 'robin.json', `{"id": "x", "fields": ${list(30_000)}}`],
		['YAML flow lists', 'robin.md', `---\nid: x\nfields: ${list(30_000)}\n---\n`],
		['YAML block lists', 'robin.md', `---\nid: x\nfields:\n  ${'- '.repeat(30_000)}x\n---\n`],
	])(
		'errors on %s nested 30,000 levels deep without overflowing the stack',
		(_case, file, text) => {
			const result = readProfileSource(file, text);
			expect(result.ok ? 'read' : result.issues[0]!.message).toBe(NESTING);
		},
	);
});

describe('ProfileSource.locate', () => {
	test('returns the line of the first of duplicate YAML keys (they are refused later)', () => {
		const read = readProfileSource('robin.md', '---\nid: x\nnames: []\n---\n');
		expect(source(read).locate(['names'])).toBe(3);
	});
});

describe('every message points at the line of the thing it names (issue 23 point 5)', () => {
	const ID = 'd4gn7g3p38l77tn1edd0';
	const reportOf = (file: string, text: string) => {
		const read = readProfileSource(file, text);
		if (!read.ok) return withoutFreshIds(formatReport(read.issues));
		const parsed = parseProfile(read.source, 'alex');
		return parsed.ok ? 'valid' : formatReport(parsed.issues);
	};

	test.each([
		['right after the front matter', `---\nid: ${ID}\n---\n${'x'.repeat(1001)}\n`, 4],
		['after empty lines', `---\nid: ${ID}\nnames: [Alex]\n---\n\n\n${'x'.repeat(1001)}\n`, 7],
		['with a control character on its third line', `---\nid: ${ID}\n---\nHi\n\nthere \u0007\n`, 4],
	])("a bio's problem is at the line where the bio starts: %s", (_label, text, line) => {
		expect(reportOf('content/users/alex.md', text)).toMatch(
			new RegExp(`^content/users/alex\\.md:${line}: bio: `),
		);
	});

	test('a bio key in front matter is still reported at that key', () => {
		expect(reportOf('content/users/alex.md', `---\nid: ${ID}\nbio: Hi\n---\n`)).toMatch(
			/^content\/users\/alex\.md:3: bio: a Markdown profile has no "bio" key/,
		);
	});

	test('a Markdown file without "---" fences: this file has no front matter, and what to add', () => {
		expect(reportOf('content/users/alex.md', 'Only a bio\n')).toMatchInlineSnapshot(`
			"content/users/alex.md:1: this file has no front matter (the keys between two lines of "---" at the top of the file): start the file with a line "---", then the keys, an ID of its own among them (such as this fresh one: id: <fresh id>), then a line "---" above the bio
			1 problem in 1 file."
		`);
		expect(reportOf('content/users/alex.md', '')).toMatch(
			/^content\/users\/alex\.md:1: this file has no front matter/,
		);
		expect(reportOf('content/users/alex.md', `\nid: ${ID}\nnames: [Alex]\n\nHi there\n`))
			.toMatchInlineSnapshot(`
			"content/users/alex.md:2: this file has no front matter: its keys are not between two lines of "---", so the whole file would be read as the bio: add a line "---" above this one, and another after the last key, before the bio
			1 problem in 1 file."
		`);
		expect(reportOf('content/users/alex.md', `\n\n---\nid: ${ID}\n---\n`)).toMatchInlineSnapshot(`
			"content/users/alex.md:1: the front matter must start on the first line of the file, with "---": remove the 2 empty lines above the "---" on line 3
			1 problem in 1 file."
		`);
	});
});

describe('readProfileSource on __proto__ keys', () => {
	// zod and plain objects drop a __proto__ key unseen: an own status or a field list would vanish.
	test.each([
		[
			'YAML: an own status and a field list',
			'robin.md',
			'---\nid: x\nstatuses:\n  __proto__:\n    label: P\n    counts_as: avoid\nfields:\n  - name: Words\n    __proto__: [x]\n---\n',
			[
				['statuses.__proto__', 4],
				['fields[0].__proto__', 9],
			],
		],
		[
			'YAML: the top level',
			'robin.md',
			'---\nid: x\n__proto__:\n  id: y\n---\n',
			[['__proto__', 3]],
		],
		[
			'JSON: an own status and a field list',
			'robin.json',
			'{\n"id": "x",\n"statuses": {"__proto__": {"label": "P", "counts_as": "avoid"}},\n"fields": [{"name": "W",\n"__proto__": ["x"]}]\n}',
			[
				['statuses.__proto__', 3],
				['fields[0].__proto__', 5],
			],
		],
		[
			'JSON: the top level',
			'robin.json',
			'{"id": "x", "__proto__": {"id": "y"}}',
			[['__proto__', 1]],
		],
	])('%s: each named with its line', (_case, file, text, expected) => {
		const result = readProfileSource(file, text);
		expect(result.ok ? 'read' : result.issues.map((issue) => [issue.path, issue.line])).toEqual(
			expected,
		);
	});

	test('says why and how to fix it', () => {
		const result = readProfileSource('robin.md', '---\nid: x\nstatuses:\n  __proto__: {}\n---\n');
		expect(result.ok ? 'read' : formatReport(result.issues)).toMatchInlineSnapshot(`
			"robin.md:4: statuses.__proto__: "__proto__" cannot be a key: programs keep that name for themselves, so the key and what it holds would be lost unseen; rename it (for a status, a key such as proto)
			1 problem in 1 file."
		`);
	});

	test('reads "constructor" and "prototype" as keys like any other', () => {
		const result = readProfileSource(
			'robin.md',
			'---\nid: x\nstatuses:\n  constructor: {}\n  prototype: {}\n---\n',
		);
		expect(result.ok && Object.keys((result.source.data as { statuses: object }).statuses)).toEqual(
			['constructor', 'prototype'],
		);
	});
});
