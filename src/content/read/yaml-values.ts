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
import { ENGLISH_CHECK, say, type CheckKey, type CheckWords } from '../../schemas/check-words.ts';

/** A value that does not read as typed, at its path and line in the frontmatter. */
interface ValueNote {
	path: (string | number)[];
	/** 1-based line in the frontmatter text. */
	line: number;
	message: string;
}

/** A fixed line longer than this is not quoted back whole; the quoted value alone is. */
const MAX_QUOTED = 120;

/**
 * What a file needs for `valueNotes` to find anything, each a superset of one
 * kind of note, so that a file with none of them skips the second parse
 * (the quick pre-test; a property test holds it a superset). An anchor;
 * a " #" with text or nothing after it; spaces at the end of a line; a plain
 * value that starts (after a line's start, ":", ",", "[", or a "- ") as a
 * number, ".inf", "~" or a word YAML reads, all of which start with a sign,
 * a dot, a digit, "~" or one of those words; a value js-yaml could read or
 * refuse other than as text by how it starts (a reserved character, a
 * document marker); control characters, a lone surrogate, a byte-order mark.
 */
const MAY_NOTE =
	/&|[ \t]#(?:\S|$)|[ \t]$|(?:^|[:,[]|-(?=[ \t]))[ \t]*(?:[-+]?[.\d]|[~%@`!*]|---|\.\.\.|(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)(?!\w))|[\r\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\uFEFF\uFFFE\uFFFF]/m;
/**
 * A line no plain value runs on from onto a next line that is not indented
 * more than it: a key alone (its value starts below it), or a key's value or
 * a list entry's value, which runs on only over lines indented more than the
 * line (the key's or the "- "'s column). A line of text alone is not one: it
 * may itself be a value's next line, of a value that started further left.
 * Matched where a line starts (sticky); `$` ends the line, as no \r, U+2028
 * or U+2029 is left when they are used.
 */
const KEY_ONLY = / *(?:- +)?[A-Za-z_$][\w$-]*:(?: +#.*)?$/my;
// Spaces inside the value only before more of it, so a long line is matched in one pass.
const VALUE_LINE =
	/( *)(?:(?:- +)?[A-Za-z_$][\w$-]*: +|- +)[^\s#&*!|>'"%@`[\]{},?:-](?:[^\s#[\]{},:]|:(?=\S)|[ \t]+(?=[^\s#]))*(?: +#.*)?$/my;

/**
 * Whether `valueNotes` could find anything in `source` (see MAY_NOTE): false
 * only when it provably finds nothing, so skipping its parse changes no result.
 * The last kind of note, a value whose next line starts with "- " (`- Robin`
 * then `  - Rob`), needs each such line to follow a line it cannot run on
 * from (KEY_ONLY, VALUE_LINE), outside any [ ] or { } list. One pass over
 * the lines, reading only their indentation.
 */
function mayNote(source: string): boolean {
	if (MAY_NOTE.test(source) || !source.isWellFormed()) return true;
	if (/[[{]/.test(source) && /[[{]/.test(source.replace(/\[[ \t]*\]|\{[ \t]*\}/g, ''))) return true;
	// The last line that is not blank (spaces and tabs only), where it starts.
	let above = -1;
	for (let start = 0; start <= source.length;) {
		const newline = source.indexOf('\n', start);
		const end = newline === -1 ? source.length : newline;
		let at = start;
		let tab = false;
		for (; at < end; at++) {
			const code = source.charCodeAt(at);
			if (code === 0x09) tab = true;
			else if (code !== 0x20) break;
		}
		if (at < end) {
			// A line starting a list's entry ("- "), as a value's next line does when it runs on.
			if (source.startsWith('- ', at) && above !== -1) {
				if (tab) return true;
				if (source.charCodeAt(firstNonBlank(source, above)) !== 0x23) {
					KEY_ONLY.lastIndex = above;
					if (!KEY_ONLY.test(source)) {
						VALUE_LINE.lastIndex = above;
						const value = VALUE_LINE.exec(source);
						if (!value || at - start > value[1]!.length) return true;
					}
				}
			} else if (tab && source.startsWith('- ', at)) return true;
			above = start;
		}
		start = end + 1;
	}
	return false;
}

/** Where the text of a line starting at `start` begins, after its spaces and tabs. */
function firstNonBlank(source: string, start: number): number {
	let at = start;
	while (source.charCodeAt(at) === 0x20 || source.charCodeAt(at) === 0x09) at++;
	return at;
}

/** Keys whose value is a list: there, `null` means an empty list, as documented. */
const LIST_KEYS = new Set<string>([
	'flags',
	'statuses',
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
const YAML11: [RegExp, CheckKey][] = [
	[/^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/, 'check.noteOlderYesNo'],
	[
		/^[-+]?(?:0b[01_]+|0[0-7_]+|(?:0|[1-9][0-9_]*)|0x[0-9a-fA-F_]+|[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
		'check.noteOlderNumber',
	],
	[
		/^[-+]?(?:[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
		'check.noteOlderNumber',
	],
	[/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/, 'check.noteOlderNumber'],
	[
		/^\d{4}-\d\d?-\d\d?(?:(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d*)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)?$/,
		'check.noteOlderDate',
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
export function valueNotes(source: string, words: CheckWords = ENGLISH_CHECK): ValueNote[] {
	// The quick pre-test alone decides whether the file is parsed again: it is a superset of every
	// note below (test/content/read/yaml-values.test.ts holds it so), so whether a value is noted
	// never depends on the file's other lines.
	return mayNote(source) ? everyValueNote(source, words) : [];
}

/**
 * valueNotes without the quick pre-test: the detailed rules, on every file. The pre-test's test
 * compares the two.
 */
export function everyValueNote(source: string, words: CheckWords = ENGLISH_CHECK): ValueNote[] {
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
			const note = plainNote(source, node, key, words);
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
	words: CheckWords,
): { offset: number; message: string } | undefined {
	const [start, end] = node.range ?? [];
	if (start === undefined || end === undefined) return undefined;
	const raw = source.slice(start, end);
	// Nothing typed (`key:`): no value is what it says, with nothing to quote.
	if (!raw) return undefined;
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
			message: say(words, 'check.noteDash', { value: JSON.stringify(String(node.value)) }),
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
			message: say(words, 'check.noteComment', {
				value: JSON.stringify(value),
				comment: JSON.stringify(`#${comment[2]!.trimEnd()}`),
				fix: fixed(typed, lineEnd),
			}),
		};
	}
	if (from !== start) {
		const typed = source.slice(from, end);
		return {
			offset: start,
			message: say(words, 'check.noteAnchor', {
				value: JSON.stringify(value),
				fix: fixed(typed, end),
			}),
		};
	}
	if (/^[ \t]+$/.test(rest)) {
		return {
			offset: start,
			message: say(words, 'check.noteSpaces', { fix: fixed(`${raw}${rest}`, lineEnd) }),
		};
	}
	// An explicit tag (`!!str 010`) says how to read the value: it was meant.
	// A status may be a number (1-5), and unlisted is true or false: there, reading one is what is
	// meant.
	if (node.tag || key === 'status' || key === 'unlisted') return undefined;

	const misread = misreading(raw);
	if (!misread) return undefined;
	const message = misreadMessage(raw, key, misread, fixed(raw, end), words);
	return message === undefined ? undefined : { offset: start, message };
}

/**
 * What a value YAML misreads is read as, and its fix (`quoted`: its line with the value quoted).
 */
function misreadMessage(
	raw: string,
	key: string | undefined,
	misread: NonNullable<ReturnType<typeof misreading>>,
	fix: string,
	words: CheckWords,
): string | undefined {
	const values = { raw, text: JSON.stringify(raw), fix };
	if ('older' in misread) return say(words, misread.older, values);
	const { read } = misread;
	if (read === null) {
		// In a list key, null is the documented way to write an empty list.
		if (key !== undefined && LIST_KEYS.has(key)) return undefined;
		return say(words, key === undefined ? 'check.noteNull' : 'check.noteNullKey', values);
	}
	const rule = typeof read === 'boolean' ? 'check.noteBoolean' : 'check.noteNumber';
	return say(words, rule, { ...values, read: String(read) });
}

/**
 * What YAML makes of an unquoted value other than its text: no value, a
 * number or true/false as the reader reads it (js-yaml on the YAML 1.2 core
 * schema), else what YAML 1.1 readers read it as; undefined when every
 * reader keeps the text.
 */
function misreading(
	raw: string,
): { read: null | number | boolean } | { older: CheckKey } | undefined {
	const read = scalarAlone(raw);
	if (read === null || typeof read === 'number' || typeof read === 'boolean') return { read };
	const older = YAML11.find(([pattern]) => pattern.test(raw));
	return older ? { older: older[1] } : undefined;
}

/**
 * What the reader makes of a plain value, as the core schema types it, read
 * as a key's value (`v: …`). Some text the file holds as a value is no YAML
 * there (it came from a flow list): the file read it as text, so it is text.
 */
function scalarAlone(raw: string): unknown {
	try {
		// As a key's value, where the file has it: alone, "---" or "..." would be a document marker.
		const read = jsYaml.load(`v: ${raw}`, { schema: jsYaml.CORE_SCHEMA }) as { v?: unknown } | null;
		return read !== null && typeof read === 'object' && 'v' in read ? read.v : raw;
	} catch {
		return raw;
	}
}

/**
 * Whether `text` may be written unquoted as a one-line value (`key: text`):
 * the reader reads it back whole, and `valueNotes`, check's own rules, has
 * nothing to say of it. The one decision of which plain values need quotes:
 * the writer of profile files (authoring/write-profile.ts: new, import and
 * the browser editor) quotes by it, check notes by the same rules (a
 * property test holds the two together). It runs no YAML parser but the
 * reader's, so the browser editor, which bundles the writer, does not ship
 * the `yaml` package's parser.
 *
 * @example
 * plainValueReadsAsText('Robin') // true
 * plainValueReadsAsText('no') // false: YAML 1.1 readers read a yes-or-no value
 */
export function plainValueReadsAsText(text: string): boolean {
	const source = `v: ${text}\n`;
	let read: unknown;
	try {
		read = jsYaml.load(source, { schema: jsYaml.CORE_SCHEMA });
	} catch {
		return false;
	}
	// Read back whole (what a comment, a label or trailing spaces would cut: plainNote's first
	// rules), and read as text by every reader (misreading: plainNote's last rule, the same call).
	return (
		typeof read === 'object' &&
		read !== null &&
		(read as { v?: unknown }).v === text &&
		misreading(text) === undefined
	);
}
