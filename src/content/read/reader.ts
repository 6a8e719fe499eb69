/**
 * Reads a profile file into plain data plus a way to find the line of any
 * field path, so every later error can point at the offending key.
 */
// gray-matter finds the front matter: the fences, the language named after the first one
// (`---js`, `---toml`), and the body after it. Its engines are replaced below, so it evaluates
// nothing: YAML is read by js-yaml here, and every other language is refused with its name.
import matter from 'gray-matter';
import { parseTree, printParseErrorCode, visit, type Node as JsonNode } from 'jsonc-parser';
import jsYaml from 'js-yaml';
import {
	isMap,
	isScalar,
	isSeq,
	LineCounter,
	parseDocument,
	type Document,
	type Pair,
	type YAMLMap,
} from 'yaml';
import { formatPath, type ContentIssue } from '../issues.ts';
import { freshId } from '../validate/fresh-id.ts';
import { misplacedEntryKeys, yamlHint } from './yaml-hints.ts';
import { ENGLISH_CHECK, say, type CheckKey, type CheckWords } from '../../schemas/check-words.ts';
import { valueNotes } from './yaml-values.ts';
import { deepestPath, jsonNestingOffset, MAX_NESTING } from './nesting.ts';
import { loadYaml } from './yaml-load.ts';

type SourceKind = 'markdown' | 'json';

/** A profile file, parsed but not yet validated. */
export interface ProfileSource {
	/** Path relative to the working directory, `/`-separated. */
	file: string;
	kind: SourceKind;
	/** The frontmatter (Markdown) or the whole document (JSON). */
	data: unknown;
	/** The Markdown body, for .md files. */
	body?: string | undefined;
	/** Line of the key or value at a field path, else of its nearest parent. */
	locate: (path: readonly PropertyKey[]) => number | undefined;
	/**
	 * Values that do not read as the text typed (see yaml-values.ts), as
	 * issues at their path: the schema's issues at those paths give way to them.
	 */
	valueIssues?: ContentIssue[] | undefined;
	/**
	 * Keys YAML read as the profile's own because they start the line, though
	 * they belong to a list's entry (see misplacedEntryKeys): said in place of "unknown key".
	 */
	layoutIssues?: ContentIssue[] | undefined;
}

export type ReadResult =
	{ ok: true; source: ProfileSource } | { ok: false; issues: ContentIssue[] };

/**
 * Parses a profile file's text by its extension.
 *
 * @example
 * const result = readProfileSource('content/users/robin.md', '---\nid: d0f6ssg3eqa7kbdj1v40\n---\nHi!');
 * if (result.ok) result.source.locate(['id']) // 2
 */
export function readProfileSource(
	file: string,
	text: string,
	words: CheckWords = ENGLISH_CHECK,
): ReadResult {
	// A byte-order mark (some Windows editors) is not content. CRLF checkouts
	// must give the same bio bytes as LF ones, or builds differ by machine.
	const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
	if (!/\.json$/i.test(file)) return readMarkdown(file, normalized, words);
	const result = readJson(file, normalized, words);
	const protos = result.ok ? protoKeyPaths(result.source.data) : [];
	if (!result.ok || !protos.length) return result;
	return { ok: false, issues: protoIssues(file, protos, result.source.locate) };
}

/**
 * Parses JSON text from anywhere (a file or standard input) with line
 * numbers for its field paths.
 *
 * @example
 * readJsonSource('-', '{"id": "x"}')
 */
export function readJsonSource(file: string, text: string): ReadResult {
	return readJson(file, text.replace(/^\uFEFF/, ''), ENGLISH_CHECK);
}

class FrontmatterError extends Error {
	readonly issues: ContentIssue[];
	constructor(issues: ContentIssue[]) {
		super('invalid frontmatter');
		this.issues = issues;
	}
}

/**
 * True when a YAML value reuses a node (an alias): profiles need none, and alias bombs need them.
 */
function hasAliases(value: unknown): boolean {
	// A walk with a stack of lists and objects only: a node reached twice is a reused one.
	const seen = new Set<object>();
	const pending: unknown[] = [value];
	while (pending.length) {
		const node = pending.pop();
		if (typeof node !== 'object' || node === null) continue;
		if (seen.has(node)) return true;
		seen.add(node);
		for (const child of Object.values(node))
			if (typeof child === 'object' && child !== null) pending.push(child);
	}
	return false;
}

/**
 * The paths to every `__proto__` key, in the file's order, walked without
 * recursion: zod and plain objects drop that key unseen (it names an
 * object's prototype), so a status, field or key written so would vanish
 * without a word.
 */
function protoKeyPaths(value: unknown): PropertyKey[][] {
	const found: PropertyKey[][] = [];
	const pending: { node: unknown; path: PropertyKey[] }[] = [{ node: value, path: [] }];
	while (pending.length) {
		const { node, path } = pending.pop()!;
		if (typeof node !== 'object' || node === null) continue;
		if (Object.hasOwn(node, '__proto__')) found.push([...path, '__proto__']);
		const children = Object.entries(node).reverse();
		for (const [key, child] of children)
			if (typeof child === 'object' && child !== null)
				pending.push({ node: child, path: [...path, Array.isArray(node) ? Number(key) : key] });
	}
	return found;
}

function protoIssues(
	file: string,
	paths: PropertyKey[][],
	locate: ProfileSource['locate'],
): ContentIssue[] {
	return paths.map((path) => ({
		file,
		line: locate(path),
		path: formatPath(path),
		message:
			'"__proto__" cannot be a key: programs keep that name for themselves, so the key and what it holds would be lost unseen; rename it (for a status, a key such as proto)',
	}));
}

/**
 * Why a Markdown file has no front matter, if it has none: the keys are
 * not fenced (or not at the top), so gray-matter would read the whole file
 * as the bio and the schema would say only "id: required".
 */
function missingFrontMatter(
	file: string,
	text: string,
	words: CheckWords,
): ContentIssue | undefined {
	if (text.startsWith('---')) return undefined;
	const lines = text.split('\n');
	const blank = (line: string) => !line.trim();
	const fence = lines.findIndex((line) => /^---[ \t]*$/.test(line));
	if (fence > 0 && lines.slice(0, fence).every(blank)) {
		return {
			file,
			line: 1,
			path: '',
			message: say(words, 'check.fenceLate', { count: fence, line: String(fence + 1) }),
		};
	}
	const first = lines.findIndex((line) => !blank(line));
	if (first !== -1 && /^[A-Za-z_$][\w-]*[ \t]*:(\s|$)/.test(lines[first]!)) {
		return { file, line: first + 1, path: '', message: say(words, 'check.noFences') };
	}
	return {
		file,
		line: 1,
		path: '',
		message: say(words, 'check.noFrontMatter', { fresh: freshId() }),
	};
}

/**
 * What the YAML engine found, shared with `locate`. `data` is emptied once
 * read: `locate` lives as long as the profile, and would otherwise keep the
 * parsed data (a second copy of the profile's values) alive.
 */
interface FrontmatterRead {
	frontmatter: string | undefined;
	/** Lines before the frontmatter text, so YAML lines become file lines. */
	linesBefore: number;
	data: unknown;
	/** The words its problems are said in (check-words.ts). */
	words: CheckWords;
}

type Locate = (path: readonly PropertyKey[]) => number;

function readMarkdown(file: string, text: string, words: CheckWords): ReadResult {
	const unfenced = missingFrontMatter(file, text, words);
	if (unfenced) return { ok: false, issues: [unfenced] };
	const read: FrontmatterRead = { frontmatter: undefined, linesBefore: 0, data: {}, words };
	const locate = frontmatterLocate(read);
	const refuse = (language: string) => () => {
		throw new FrontmatterError([
			{
				file,
				line: 1,
				path: '',
				message: say(words, 'check.notYaml', { language }),
			},
		]);
	};
	let parsed: matter.GrayMatterFile<string>;
	try {
		parsed = matter(text, {
			// gray-matter would eval `---js` frontmatter: only YAML is read here.
			engines: {
				yaml: (source: string) => readFrontmatter(file, text, source, read, locate),
				js: refuse('JavaScript'),
				javascript: refuse('JavaScript'),
				json: refuse('JSON'),
				toml: refuse('TOML'),
				coffee: refuse('CoffeeScript'),
			},
		});
	} catch (error) {
		return { ok: false, issues: matterIssues(file, error, words) };
	}
	const data = read.data;
	read.data = undefined;
	return { ok: true, source: markdownSource(file, text, parsed.content, data, read, locate) };
}

/**
 * The frontmatter's line lookup. Line numbers are needed only to report a problem: the
 * position-keeping parse of the frontmatter runs then, not for every file of a big site.
 */
function frontmatterLocate(read: FrontmatterRead): Locate {
	let positions:
		| {
				document: Document.Parsed;
				lineCounter: LineCounter;
				keys: WeakMap<YAMLMap, Map<string, Pair>>;
		  }
		| undefined;
	return lineLookup(() => {
		const { frontmatter } = read;
		if (frontmatter === undefined) return () => 1;
		if (!positions) {
			const lineCounter = new LineCounter();
			positions = {
				document: parseDocument(frontmatter, { lineCounter, uniqueKeys: false }),
				lineCounter,
				keys: new WeakMap(),
			};
		}
		const { document, lineCounter, keys } = positions;
		return (path) => {
			const offset = locateYaml(document, path, keys);
			return offset === undefined ? 1 : read.linesBefore + lineCounter.linePos(offset).line;
		};
	});
}

/**
 * gray-matter's YAML engine: the frontmatter read into `read`, or a FrontmatterError for YAML
 * that cannot be read, nests too deep, has aliases or prototype keys.
 */
function readFrontmatter(
	file: string,
	text: string,
	source: string,
	read: FrontmatterRead,
	locate: Locate,
): object {
	read.frontmatter = source;
	read.linesBefore = countLines(text.slice(0, Math.max(0, text.indexOf(source))));
	const { linesBefore } = read;
	try {
		read.data = loadYaml(source) ?? {};
	} catch (error) {
		const { reason, mark } = error as jsYaml.YAMLException;
		const line = (mark?.line ?? 0) + 1;
		if (reason?.startsWith('nesting exceeded maxDepth'))
			throw new FrontmatterError([
				{ file, line: linesBefore + line, path: '', message: nestingMessage(read.words) },
			]);
		const closed = /^\s*---/.test(text.slice(text.indexOf(source) + source.length));
		const hint = yamlHint({ source, reason: reason ?? 'cannot be read', line, closed }, read.words);
		throw new FrontmatterError([
			{ file, line: linesBefore + hint.line, path: '', message: hint.message },
		]);
	}
	const data = read.data;
	const deep = deepestPath(data);
	if (deep)
		throw new FrontmatterError([
			{ file, line: locate(deep), path: '', message: nestingMessage(read.words) },
		]);
	if (hasAliases(data)) {
		throw new FrontmatterError([
			{
				file,
				line: linesBefore + 1,
				path: '',
				message:
					'invalid YAML: aliases (&anchor, *alias) are not allowed in profiles; write the values out',
			},
		]);
	}
	// After the alias check: a tree now, so the walk is linear.
	const protos = protoKeyPaths(data);
	if (protos.length) throw new FrontmatterError(protoIssues(file, protos, locate));
	// gray-matter wants an object back; the schema judges what `data` really is.
	return {};
}

/** Why gray-matter could not read a file's front matter, as issues. */
function matterIssues(file: string, error: unknown, words: CheckWords): ContentIssue[] {
	if (error instanceof FrontmatterError) return error.issues;
	const message = error instanceof Error ? error.message : String(error);
	// A language gray-matter has no engine for (`---foo`): said as the ones it knows are.
	const language = /^gray-matter engine "(.*)" is not registered$/.exec(message)?.[1];
	if (language !== undefined)
		return [
			{
				file,
				line: 1,
				path: '',
				message: say(words, 'check.notYaml', { language: JSON.stringify(language) }),
			},
		];
	return [
		{
			file,
			line: 1,
			path: '',
			message: say(words, 'check.yamlInvalid', { reason: firstSentence(message) }),
		},
	];
}

/** Lists and objects nested deeper than MAX_NESTING, in `words`. */
const nestingMessage = (words: CheckWords) =>
	say(words, 'check.nesting', { max: String(MAX_NESTING) });

/**
 * A Markdown profile as read: its data, its body as the bio, and the notes on its values and
 * layout.
 */
function markdownSource(
	file: string,
	text: string,
	body: string,
	data: unknown,
	{ frontmatter, linesBefore, words }: FrontmatterRead,
	locate: Locate,
): ProfileSource {
	// A Markdown bio is the body: its problems point at its first line, not at the front matter
	// (counted when first asked for: a valid bio never is).
	let bioLine: number | undefined;
	const hasBioKey = typeof data === 'object' && data !== null && 'bio' in data;
	const locateAll = (path: readonly PropertyKey[]) =>
		path[0] === 'bio' && !hasBioKey
			? (bioLine ??=
					countLines(text.slice(0, text.length - body.length)) +
					1 +
					(/^\s*/.exec(body)![0].split('\n').length - 1))
			: locate(path);
	const valueIssues =
		frontmatter === undefined
			? []
			: valueNotes(frontmatter, words).map((note) => ({
					file,
					line: linesBefore + note.line,
					path: formatPath(note.path),
					message: note.message,
				}));
	const layoutIssues =
		frontmatter === undefined
			? []
			: misplacedEntryKeys(frontmatter, words).map((found) => ({
					file,
					line: linesBefore + found.line,
					path: found.key,
					message: found.message,
				}));
	return {
		file,
		kind: 'markdown',
		data,
		body,
		locate: locateAll,
		...(valueIssues.length ? { valueIssues } : {}),
		...(layoutIssues.length ? { layoutIssues } : {}),
	};
}

/**
 * A file's line lookup: built on first use (`build` parses for positions),
 * and never failing, since it runs while reporting other problems.
 */
function lineLookup(
	build: () => (path: readonly PropertyKey[]) => number,
): (path: readonly PropertyKey[]) => number {
	let lookup: ((path: readonly PropertyKey[]) => number) | undefined;
	return (path) => {
		try {
			lookup ??= build();
			return lookup(path);
		} catch {
			return 1;
		}
	};
}

/**
 * Offset of the deepest node on `path`: the key for map entries, the item
 * for sequences. Each map's keys are indexed once (in `keys`), so a file
 * with 100,000 keys is located in linear time, not quadratic.
 */
function locateYaml(
	document: Document.Parsed,
	path: readonly PropertyKey[],
	keys: WeakMap<YAMLMap, Map<string, Pair>>,
): number | undefined {
	let node: unknown = document.contents;
	let offset = (node as { range?: [number] } | null)?.range?.[0];
	for (const segment of path) {
		if (isMap(node)) {
			let index = keys.get(node);
			if (!index) {
				index = new Map();
				// The first of duplicate keys, as a lookup by position would find.
				for (const item of node.items)
					if (isScalar(item.key) && !index.has(String(item.key.value)))
						index.set(String(item.key.value), item);
				keys.set(node, index);
			}
			const pair = index.get(String(segment));
			if (!pair) break;
			offset = (pair.key as { range?: [number] }).range?.[0] ?? offset;
			node = pair.value;
		} else if (isSeq(node) && typeof segment === 'number') {
			node = node.items[segment];
			offset = (node as { range?: [number] } | undefined)?.range?.[0] ?? offset;
		} else break;
	}
	return offset;
}

function readJson(file: string, text: string, words: CheckWords): ReadResult {
	// The index of line starts is made when a line is first asked for: a valid file needs none.
	let lines: ((offset: number) => number) | undefined;
	const lineOf = (offset: number) => (lines ??= lineIndex(text))(offset);
	if (!text.trim())
		return {
			ok: false,
			issues: [{ file, line: 1, path: '', message: jsonProblem(words, 'check.jsonEmpty') }],
		};
	// Before any parser: jsonc-parser recurses once per level.
	const deep = jsonNestingOffset(text);
	if (deep !== undefined)
		return {
			ok: false,
			issues: [{ file, line: lineOf(deep), path: '', message: nestingMessage(words) }],
		};
	const invalid = jsonSyntaxIssue(file, text, lineOf, words);
	if (invalid) return { ok: false, issues: [invalid] };
	const data: unknown = JSON.parse(text);
	const locate = lineLookup(() => {
		const tree = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
		if (!tree) return () => 1;
		const properties = new WeakMap<JsonNode, Map<string, JsonNode>>();
		return (path) => {
			// The deepest node on the path, walked through each object's key index.
			let node = tree;
			for (const segment of path) {
				const child = jsonChild(node, segment, properties);
				if (!child) break;
				node = child;
			}
			// A map entry points at its key, as in YAML.
			const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
			return lineOf((keyNode ?? node).offset);
		};
	});
	return { ok: true, source: { file, kind: 'json', data, locate } };
}

/**
 * The first syntax error or duplicate key of a JSON text. One streaming pass checks both without
 * building a tree; the tree is built only if a problem needs a line.
 */
function jsonSyntaxIssue(
	file: string,
	text: string,
	lineOf: (offset: number) => number,
	words: CheckWords,
): ContentIssue | undefined {
	let syntax: { code: number; offset: number } | undefined;
	let duplicate: { key: string; offset: number } | undefined;
	const keys: Set<string>[] = [];
	visit(
		text,
		{
			onObjectBegin: () => void keys.push(new Set()),
			onObjectEnd: () => void keys.pop(),
			onObjectProperty: (key, offset) => {
				const seen = keys.at(-1)!;
				if (seen.has(key)) duplicate ??= { key, offset };
				seen.add(key);
			},
			onError: (code, offset) => void (syntax ??= { code, offset }),
		},
		{ disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
	);
	if (syntax) {
		return {
			file,
			line: lineOf(syntax.offset),
			path: '',
			message: jsonSyntaxText(words, printParseErrorCode(syntax.code)),
		};
	}
	if (duplicate) {
		return {
			file,
			line: lineOf(duplicate.offset),
			path: '',
			message: jsonProblem(words, 'check.jsonDuplicate', { key: duplicate.key }),
		};
	}
	return undefined;
}

/**
 * The value under `segment` of an object or array node (what jsonc-parser's
 * findNodeAtLocation does per step), with each object's keys indexed once.
 */
function jsonChild(
	node: JsonNode,
	segment: PropertyKey,
	properties: WeakMap<JsonNode, Map<string, JsonNode>>,
): JsonNode | undefined {
	if (node.type === 'array')
		return typeof segment === 'number' ? node.children?.[segment] : undefined;
	if (node.type !== 'object') return undefined;
	let index = properties.get(node);
	if (!index) {
		index = new Map();
		for (const property of node.children ?? []) {
			const [key, value] = property.children ?? [];
			// JSON duplicates were refused: the key is unique.
			if (key && value && typeof key.value === 'string') index.set(key.value, value);
		}
		properties.set(node, index);
	}
	return index.get(String(segment));
}

/** Why a JSON text is not JSON, from jsonc-parser's error code (the code itself if unknown). */
function jsonSyntaxText(words: CheckWords, code: string): string {
	const key = JSON_ERRORS[code];
	return key ? jsonProblem(words, key) : say(words, 'check.jsonInvalid', { reason: code });
}

/** The rule each of jsonc-parser's error codes breaks (check-words.ts). */
const JSON_ERRORS: Record<string, CheckKey> = {
	InvalidSymbol: 'check.jsonSymbol',
	InvalidNumberFormat: 'check.jsonNumber',
	PropertyNameExpected: 'check.jsonKey',
	ValueExpected: 'check.jsonValue',
	ColonExpected: 'check.jsonColon',
	CommaExpected: 'check.jsonComma',
	CloseBraceExpected: 'check.jsonCloseBrace',
	CloseBracketExpected: 'check.jsonCloseBracket',
	EndOfFileExpected: 'check.jsonEnd',
	InvalidCommentToken: 'check.jsonComment',
	UnexpectedEndOfComment: 'check.jsonComment',
	UnexpectedEndOfString: 'check.jsonString',
	UnexpectedEndOfNumber: 'check.jsonNumber',
	InvalidUnicode: 'check.jsonUnicode',
	InvalidEscapeCharacter: 'check.jsonEscape',
	InvalidCharacter: 'check.jsonCharacter',
};

/** "invalid JSON: " and why, in `words`. */
function jsonProblem(
	words: CheckWords,
	key: CheckKey,
	values: Record<string, string> = {},
): string {
	return say(words, 'check.jsonInvalid', { reason: say(words, key, values) });
}

/** Maps a character offset to its 1-based line. */
function lineIndex(text: string): (offset: number) => number {
	const starts = [0];
	for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
	return (offset) => {
		let low = 0;
		let high = starts.length - 1;
		while (low < high) {
			const mid = (low + high + 1) >> 1;
			if (starts[mid]! <= offset) low = mid;
			else high = mid - 1;
		}
		return low + 1;
	};
}

function countLines(text: string): number {
	let count = 0;
	for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
	return count;
}

function firstSentence(message: string): string {
	return message
		.split('\n')[0]!
		.replace(/ at line \d+, column \d+:?$/, '')
		.trim();
}
