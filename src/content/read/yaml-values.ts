/**
 * Unquoted YAML values that do not read as the text the member typed: text
 * cut off as a comment (`Alex #1 fan` reads "Alex"), a label dropped (`&x Alex`),
 * spaces dropped at the end, a next line folded in (`- Robin` then `  - Rob`
 * reads "Robin - Rob"), and words and numbers YAML reads as something else
 * (`1e3`, `0x10`, `null`, `true`) or that other YAML readers do (YAML 1.1, as
 * many editors and tools read it: `yes`, `no`, `on`, `1_000`, `010`, dates).
 * Every value in a profile is text, so each of these is a mistake to quote.
 */
import jsYaml from 'js-yaml';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Scalar } from 'yaml';
import { FIELD_LISTS } from '../../schemas/user.ts';

/** A value that does not read as typed, at its path and line in the frontmatter. */
export interface ValueNote {
	path: (string | number)[];
	/** 1-based line in the frontmatter text. */
	line: number;
	message: string;
}

/** A fixed line longer than this is not quoted back whole; the quoted value alone is. */
const MAX_QUOTED = 120;

/**
 * A quick look for anything `valueNotes` could report, so most files (plain
 * text values) are parsed once only.
 */
const SUSPECT =
	/\S[ \t]+#(?!\s)|\S[ \t]+$|(?:^|[:,[-])[ \t]*(?:[&~]|(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)[ \t]*(?:[,\]#]|$)|[-+]?\.?\d|[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN))|^([ \t]*)-[ \t](?![^\n]*:(?:[ \t]|$))[^\n]*\n\1[ \t]+-[ \t]/m;

/** Keys whose value is a list: there, `null` means an empty list, as documented. */
const LIST_KEYS = new Set<string>([
	'names',
	'pronouns',
	'fields',
	'links',
	'avatar_urls',
	'owners',
	...FIELD_LISTS,
]);

/**
 * YAML 1.1 words and numbers (the resolvers PyYAML and YAML 1.1 readers use) that the 1.2 core
 * schema keeps as text.
 */
const YAML11: [RegExp, string][] = [
	[/^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/, 'true or false (a yes-or-no value)'],
	[
		/^[-+]?(?:0b[01_]+|0[0-7_]+|(?:0|[1-9][0-9_]*)|0x[0-9a-fA-F_]+|[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
		'a number',
	],
	[
		/^[-+]?(?:[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
		'a number',
	],
	[/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/, 'a number'],
	[
		/^\d{4}-\d\d?-\d\d?(?:(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d*)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)?$/,
		'a date',
	],
];

/**
 * The values of a frontmatter that do not read as the text typed, each with
 * its quoted form.
 *
 * @example
 * valueNotes('display_name: Alex #1 fan\n')[0]?.message
 * // 'YAML reads the text after " #" as a comment and drops it, so this value is "Alex": ...'
 */
export function valueNotes(source: string): ValueNote[] {
	if (!SUSPECT.test(source)) return [];
	const lineCounter = new LineCounter();
	const document = parseDocument(source, { lineCounter, uniqueKeys: false });
	if (document.errors.length) return [];
	const notes: ValueNote[] = [];
	const walk = (node: unknown, path: (string | number)[], key: string | undefined) => {
		if (isMap(node)) {
			for (const pair of node.items) {
				const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
				if (name !== undefined) walk(pair.value, [...path, name], name);
			}
		} else if (isSeq(node)) {
			node.items.forEach((item, index) => walk(item, [...path, index], undefined));
		} else if (isScalar(node) && node.type === 'PLAIN') {
			const note = plainNote(source, node, key);
			if (note)
				notes.push({ path, line: lineCounter.linePos(note.offset).line, message: note.message });
		}
	};
	walk(document.contents, [], undefined);
	return notes;
}

function plainNote(
	source: string,
	node: Scalar,
	key: string | undefined,
): { offset: number; message: string } | undefined {
	const [start, end] = node.range ?? [];
	if (start === undefined || end === undefined) return undefined;
	const raw = source.slice(start, end);
	const lineStart = source.lastIndexOf('\n', start - 1) + 1;
	const newline = source.indexOf('\n', end);
	const lineEnd = newline === -1 ? source.length : newline;

	if (raw.includes('\n')) {
		// A plain value runs on over the lines indented under it: a "- " there was meant as an entry
		// of its own.
		const continued = /\n([ \t]*)- /.exec(raw);
		if (!continued) return undefined;
		const offset = start + continued.index + 1;
		return {
			offset,
			message: `this line is read as part of the value above (${JSON.stringify(String(node.value))}), because its "- " is further right than the "- " of that entry: to make it an entry of its own, put its "- " exactly under the one above`,
		};
	}

	const rest = source.slice(end, lineEnd);
	// "# note" (a space after the "#") is how comments are written, our own
	// template's included; "#1 fan" or "#gardener" is text YAML would drop.
	const comment = /^([ \t]+)#(\S.*|)$/.exec(rest);
	const anchorAt = node.anchor ? source.lastIndexOf(`&${node.anchor}`, start) : -1;
	const from = anchorAt >= lineStart ? anchorAt : start;
	const fixed = (typed: string, to: number) => {
		const line =
			`${source.slice(lineStart, from)}${JSON.stringify(typed)}${source.slice(to, lineEnd)}`.trim();
		return line.length <= MAX_QUOTED ? line : JSON.stringify(typed);
	};
	const value = String(node.value ?? '');

	if (comment) {
		const typed = `${source.slice(from, end)}${rest}`.trimEnd();
		return {
			offset: start,
			message: `YAML reads the text after " #" as a comment and drops it, so this value is ${JSON.stringify(value)}: if ${JSON.stringify(`#${comment[2]!.trimEnd()}`)} is part of it, put the whole value in double quotes: ${fixed(typed, lineEnd)}; if it is a note, move it to a line of its own`,
		};
	}
	if (from !== start) {
		const typed = source.slice(from, end);
		return {
			offset: start,
			message: `YAML reads "&" at the start of a value as a label and drops it, so this value is ${JSON.stringify(value)}: put the whole value in double quotes: ${fixed(typed, end)}`,
		};
	}
	if (/^[ \t]+$/.test(rest)) {
		return {
			offset: start,
			message: `this value ends in spaces, which YAML drops: remove them, or, if they are part of the value, put it in double quotes: ${fixed(`${raw}${rest}`, lineEnd)}`,
		};
	}
	// An explicit tag (`!!str 010`) says how to read the value: it was meant.
	// A status may be a number (1-5): there, reading one is what is meant.
	if (node.tag || key === 'status') return undefined;

	const misread = misreading(raw);
	if (!misread) return undefined;
	const quoted = fixed(raw, end);
	if ('older' in misread) {
		return {
			offset: start,
			message: `many YAML readers (YAML 1.1, as many editors and tools read it) read the unquoted ${raw} as ${misread.older}, not as the text ${JSON.stringify(raw)}: put it in double quotes, so every reader keeps the text: ${quoted}`,
		};
	}
	const { read } = misread;
	if (read === null) {
		// In a list key, null is the documented way to write an empty list.
		if (key !== undefined && LIST_KEYS.has(key)) return undefined;
		const leave = key === undefined ? '' : '; or, to leave it out, remove the line';
		return {
			offset: start,
			message: `YAML reads the unquoted ${raw} as "no value", not as the text ${JSON.stringify(raw)}: put it in double quotes: ${quoted}${leave}`,
		};
	}
	const what =
		typeof read === 'boolean' ? `the yes-or-no value ${read}` : `the number ${String(read)}`;
	return {
		offset: start,
		message: `YAML reads the unquoted ${raw} as ${what}, not as the text ${JSON.stringify(raw)}: put it in double quotes: ${quoted}`,
	};
}

/**
 * What YAML makes of an unquoted value other than its text: no value, a
 * number or true/false as the reader reads it (js-yaml on the YAML 1.2 core
 * schema), else what YAML 1.1 readers read it as; undefined when every
 * reader keeps the text.
 */
function misreading(
	raw: string,
): { read: null | number | boolean } | { older: string } | undefined {
	const read = scalarAlone(raw);
	if (read === null || typeof read === 'number' || typeof read === 'boolean') return { read };
	const older = YAML11.find(([pattern]) => pattern.test(raw));
	return older ? { older: older[1] } : undefined;
}

/**
 * What the reader makes of a plain value read on its own, as the core schema
 * types it. Alone, some text the file holds as a value is no YAML document
 * (`---':30` starts with a document marker, then an unclosed quote): the
 * file read it as text, so it is text.
 */
function scalarAlone(raw: string): unknown {
	try {
		return jsYaml.load(raw, { schema: jsYaml.CORE_SCHEMA });
	} catch {
		return raw;
	}
}

/**
 * Whether `valueNotes` has nothing to say of `text` written unquoted as a
 * one-line value (`key: text`), for text the reader reads back whole, so
 * that no comment, label, trailing space or next line cut it: the writer of
 * profile files (authoring/write-profile.ts) quotes by this. It needs no
 * YAML parser of its own, so the browser editor, which bundles the writer,
 * does not ship the `yaml` package's parser.
 *
 * @example
 * plainValueReadsAsText('Robin') // true
 * plainValueReadsAsText('no') // false: YAML 1.1 readers read a yes-or-no value
 */
export function plainValueReadsAsText(text: string): boolean {
	return !SUSPECT.test(`v: ${text}\n`) || misreading(text) === undefined;
}
