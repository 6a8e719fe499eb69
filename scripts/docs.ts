/**
 * Regenerates the parts of docs/ that have one source in the code: the
 * configuration reference from the options schema (src/schemas/options.ts:
 * its JSDoc and zod types), the CLI reference from each command's usage
 * text, the content keys from the profile schema and the limits from
 * src/schemas/profile-limits.ts. Each generated part sits between
 * `<!-- generated: NAME -->` and `<!-- end generated: NAME -->` in a
 * Markdown file, so the prose around it stays hand-written.
 *
 *   npm run docs
 *
 * test/docs/generated.test.ts fails when a committed part is stale.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { z } from 'zod';
import { COMMANDS } from '../src/cli/commands.ts';
import { DEFAULT_LIMITS, type Limits } from '../src/schemas/profile-limits.ts';
import { limitsOptionSchema, optionsSchema, repositorySchema } from '../src/schemas/options.ts';
import { memberSchemaFor, profileSchemaFor } from '../src/schemas/profile.ts';
import { STATUSES } from '../src/schemas/status.ts';
import { BUNDLED, directionOf } from '../src/views/i18n/dictionary.ts';
import { en } from '../src/views/i18n/en.ts';
import type { Message } from '../src/utils/messages.ts';
import { STATUS_LABELS } from '../src/views/ui-text.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The command that rewrites the generated parts, as messages name it. */
export const DOCS_COMMAND = 'npm run docs';

type JsonSchema = { [key: string]: unknown };

// ---------------------------------------------------------------------------
// JSDoc, read from the source with the TypeScript parser (no type checking).

/** A comment's text on one line. */
function flat(text: string): string {
	return text.replace(/\s+/g, ' ').trim();
}

function jsDocOf(node: ts.Node): string {
	const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
	return flat(docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' '));
}

/** The first `strictObject({...})` (or `z.object`) literal inside an expression. */
function objectLiteralIn(node: ts.Node): ts.ObjectLiteralExpression | undefined {
	if (ts.isCallExpression(node) && node.arguments[0]) {
		let argument: ts.Node = node.arguments[0];
		// strictObject({...} satisfies Record<keyof Limits, unknown>)
		while (
			ts.isSatisfiesExpression(argument) ||
			ts.isAsExpression(argument) ||
			ts.isParenthesizedExpression(argument)
		)
			argument = argument.expression;
		if (ts.isObjectLiteralExpression(argument)) return argument;
	}
	return ts.forEachChild(node, objectLiteralIn);
}

interface DocumentedProperty {
	doc: string;
	/** Other documented schemas of the same file that the property's schema uses. */
	refs: string[];
}

/**
 * The JSDoc of each exported schema of a file and of each of its properties,
 * by schema name.
 */
export function schemaJsDoc(
	path: string,
	text: string,
): Map<string, { doc: string; properties: Map<string, DocumentedProperty> }> {
	const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
	const schemas = new Map<string, { doc: string; properties: Map<string, DocumentedProperty> }>();
	for (const statement of source.statements) {
		if (!ts.isVariableStatement(statement)) continue;
		for (const declaration of statement.declarationList.declarations) {
			if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
			const literal = objectLiteralIn(declaration.initializer);
			if (!literal) continue;
			const properties = new Map<string, DocumentedProperty>();
			for (const property of literal.properties) {
				if (!ts.isPropertyAssignment(property)) continue;
				const identifiers: string[] = [];
				const collect = (node: ts.Node): void => {
					if (ts.isIdentifier(node)) identifiers.push(node.text);
					ts.forEachChild(node, collect);
				};
				collect(property.initializer);
				properties.set(property.name.getText(source), {
					doc: jsDocOf(property),
					refs: identifiers,
				});
			}
			schemas.set(declaration.name.text, { doc: jsDocOf(statement), properties });
		}
	}
	for (const { properties } of schemas.values()) {
		for (const property of properties.values())
			property.refs = property.refs.filter((name) => schemas.has(name));
	}
	return schemas;
}

/** The JSDoc of each member of an exported interface. */
export function interfaceJsDoc(path: string, text: string, name: string): Map<string, string> {
	const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
	const found = source.statements.find(
		(statement): statement is ts.InterfaceDeclaration =>
			ts.isInterfaceDeclaration(statement) && statement.name.text === name,
	);
	if (!found) throw new Error(`${path}: no interface ${name}`);
	return new Map(found.members.map((member) => [member.name!.getText(source), jsDocOf(member)]));
}

// ---------------------------------------------------------------------------
// Types, read from the zod schemas through their JSON Schema.

function quote(value: unknown): string {
	return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** A JSON Schema as a TypeScript-like type, for people configuring a site. */
export function typeText(schema: JsonSchema): string {
	if (Array.isArray(schema['anyOf']))
		return (schema['anyOf'] as JsonSchema[]).map(typeText).join(' | ');
	if ('const' in schema) return quote(schema['const']);
	if (Array.isArray(schema['enum'])) return (schema['enum'] as unknown[]).map(quote).join(' | ');
	switch (schema['type']) {
		case 'array': {
			const item = typeText(schema['items'] as JsonSchema);
			return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
		}
		case 'integer': {
			const min =
				typeof schema['exclusiveMinimum'] === 'number'
					? schema['exclusiveMinimum'] + 1
					: schema['minimum'];
			return typeof min === 'number' ? `integer ≥ ${min}` : 'integer';
		}
		case 'string': {
			if (schema['format'] === 'uri') return 'URL';
			const { minLength: min, maxLength: max } = schema;
			if (typeof max === 'number')
				return `string (${typeof min === 'number' ? min : 0}-${max} characters)`;
			return 'string';
		}
		case 'object':
			return 'object';
		default:
			return String(schema['type'] ?? 'any');
	}
}

/** What a default reads as in a JSDoc: "Default X." or "`X` (default)". */
export function defaultIn(doc: string): string | undefined {
	const marked = /(`[^`]+`) \(default\)/.exec(doc);
	if (marked) return marked[1];
	const stated = /\bDefault:?\s+(`[^`]+`|"[^"]+"|[^.;:]+)/.exec(doc);
	if (!stated) return undefined;
	const value = stated[1]!.trim();
	return /^[`"]/.test(value) || !/\s/.test(value)
		? value.startsWith('`')
			? value
			: `\`${value.replace(/^"|"$/g, '')}\``
		: value;
}

/**
 * Text for Markdown: `<` outside code spans written as `&lt;`, so
 * `content/users/<name>.md` is not read as an HTML tag.
 *
 * @example
 * prose('write <name>.md, or `<name>.json`') // 'write &lt;name>.md, or `<name>.json`'
 */
export function prose(text: string): string {
	return text
		.split(/(`[^`]*`)/)
		.map((part, index) => (index % 2 ? part : part.replace(/</g, '&lt;')))
		.join('');
}

/** Text for a table cell: prose with its pipes escaped. */
function cell(text: string): string {
	return prose(text).replace(/\|/g, '\\|');
}

/** A sentence from a summary: capitalised, with a full stop. */
function sentence(text: string): string {
	return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/** A JSDoc without its "(see someSchema)" pointers, which the tables replace with links. */
function withoutSchemaPointers(doc: string): string {
	return doc.replace(/\s*\(see \w+Schema\)/g, '');
}

function table(head: string[], rows: string[][]): string {
	return [
		`| ${head.join(' | ')} |`,
		`|${head.map(() => '---').join('|')}|`,
		...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
	].join('\n');
}

// ---------------------------------------------------------------------------
// The generated parts.

const OPTIONS_FILE = 'src/schemas/options.ts';
const LIMITS_FILE = 'src/schemas/profile-limits.ts';

/** The nested option objects, each with the heading its table gets. */
const NESTED: Record<string, { schema: z.core.$ZodType; heading: string }> = {
	repositorySchema: { schema: repositorySchema, heading: 'repository' },
	limitsOptionSchema: { schema: limitsOptionSchema, heading: 'limits' },
};

function optionRows(
	schema: z.core.$ZodType,
	docs: Map<string, DocumentedProperty>,
	prefix: string,
): string[][] {
	const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
	const properties = json['properties'] as Record<string, JsonSchema>;
	const required = new Set((json['required'] as string[] | undefined) ?? []);
	return Object.entries(properties).map(([key, property]) => {
		const doc = docs.get(key);
		if (!doc?.doc)
			throw new Error(
				`${OPTIONS_FILE}: option ${prefix}${key} has no JSDoc; write one (it is the documentation)`,
			);
		const nested = doc.refs.map((ref) => NESTED[ref]).find(Boolean);
		const type = nested
			? typeText(property).replace('object', `object ([below](#${nested.heading}))`)
			: typeText(property);
		return [
			`\`${prefix}${key}\``,
			`${type}${required.has(key) ? ' (required)' : ''}`,
			defaultIn(doc.doc) ?? '-',
			withoutSchemaPointers(doc.doc),
		];
	});
}

async function optionsReference(): Promise<string> {
	const docs = schemaJsDoc(OPTIONS_FILE, await readFile(join(ROOT, OPTIONS_FILE), 'utf8'));
	const top = docs.get('optionsSchema');
	if (!top) throw new Error(`${OPTIONS_FILE}: no optionsSchema`);
	const head = ['option', 'type', 'default', 'what it does'];
	const parts = [table(head, optionRows(optionsSchema, top.properties, ''))];
	for (const [name, { schema, heading }] of Object.entries(NESTED)) {
		const nested = docs.get(name);
		if (!nested) throw new Error(`${OPTIONS_FILE}: no ${name}`);
		if (name === 'limitsOptionSchema') checkLimitDefaults(nested.properties);
		parts.push(
			`### ${heading}`,
			prose(withoutSchemaPointers(nested.doc)),
			table(head, optionRows(schema, nested.properties, `${heading}.`)),
		);
	}
	return parts.join('\n\n');
}

/**
 * The limits' JSDoc in the options schema may state a default: it must be the one DEFAULT_LIMITS
 * holds.
 */
function checkLimitDefaults(docs: Map<string, DocumentedProperty>): void {
	for (const [key, { doc }] of docs) {
		const stated = /\bDefault (\d+)/.exec(doc)?.[1];
		const actual = DEFAULT_LIMITS[key as keyof Limits];
		if (stated !== undefined && Number(stated) !== actual) {
			throw new Error(
				`${OPTIONS_FILE}: limits.${key} says "Default ${stated}" but DEFAULT_LIMITS (${LIMITS_FILE}) has ${actual}; correct the JSDoc`,
			);
		}
	}
}

function limitValue(key: keyof Limits, value: number): string {
	const count = value.toLocaleString('en');
	if (key === 'fileBytes')
		return `${count} bytes${value % 1024 === 0 ? ` (${value / 1024} KiB)` : ''}`;
	if (key === 'fieldEntryLength') return `${count} characters`;
	return count;
}

async function limitsReference(): Promise<string> {
	const docs = interfaceJsDoc(
		LIMITS_FILE,
		await readFile(join(ROOT, LIMITS_FILE), 'utf8'),
		'Limits',
	);
	const rows = (Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]).map((key) => {
		const doc = docs.get(key);
		if (!doc)
			throw new Error(
				`${LIMITS_FILE}: Limits.${key} has no JSDoc; write one (it is the documentation)`,
			);
		return [`\`limits.${key}\``, limitValue(key, DEFAULT_LIMITS[key]), doc];
	});
	return table(['option', 'default', 'what it bounds, and why'], rows);
}

/**
 * Which limit bounds each part of a profile file: the keys whose JSON Schema
 * changes when that limit alone changes.
 */
function limitsByKey(): Map<string, (keyof Limits)[]> {
	const schemaOf = (limits: Limits) =>
		z.toJSONSchema(profileSchemaFor(limits), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
	const base = schemaOf(DEFAULT_LIMITS)['properties'] as Record<string, JsonSchema>;
	const found = new Map<string, (keyof Limits)[]>();
	for (const key of Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]) {
		const changed = schemaOf({ ...DEFAULT_LIMITS, [key]: DEFAULT_LIMITS[key] + 1 })[
			'properties'
		] as Record<string, JsonSchema>;
		for (const property of Object.keys(base)) {
			if (JSON.stringify(base[property]) !== JSON.stringify(changed[property]))
				found.set(property, [...(found.get(property) ?? []), key]);
		}
	}
	return found;
}

/** A content key's value, in words for the people who write profiles. */
export function contentType(schema: JsonSchema): string {
	const kinds = (
		Array.isArray(schema['anyOf']) ? (schema['anyOf'] as JsonSchema[]) : [schema]
	).filter((kind) => kind['type'] !== 'null');
	const types = Array.isArray(schema['type'])
		? (schema['type'] as string[]).filter((type) => type !== 'null')
		: undefined;
	if (types) return types.map((type) => (type === 'string' ? 'text' : type)).join(' or ');
	return kinds
		.map((kind) => {
			if (kind['type'] === 'array') {
				const items = kind['items'] as JsonSchema;
				const itemKinds = Array.isArray(items['anyOf'])
					? (items['anyOf'] as JsonSchema[])
					: [items];
				const max = typeof kind['maxItems'] === 'number' ? `, at most ${kind['maxItems']}` : '';
				return `list of ${itemKinds.map(itemText).join(' or ')}${max}`;
			}
			return itemText(kind);
		})
		.join(' or ');
}

function itemText(schema: JsonSchema): string {
	if (schema['type'] === 'object' && !schema['properties']) {
		// A map (statuses): its keys are the profile's choice.
		const value = schema['additionalProperties'];
		return `map of key to ${typeof value === 'object' && value ? itemText(value as JsonSchema) : 'any'}`;
	}
	if (schema['type'] === 'object')
		return `{ ${Object.keys(schema['properties'] as object).join(', ')} }`;
	if (schema['type'] === 'string') {
		const { minLength: min, maxLength: max } = schema;
		if (schema['format'] === 'uri') return 'address';
		if (schema['pattern'] === '^[0-9a-v]{20}$') return '20 characters of 0-9, a-v';
		return typeof max === 'number' ? `text (${typeof min === 'number' ? min : 0}-${max})` : 'text';
	}
	if (Array.isArray(schema['anyOf']))
		return (schema['anyOf'] as JsonSchema[]).map(itemText).join(' or ');
	return String(schema['type'] ?? 'any');
}

function contentKeys(): string {
	const toJson = (schema: z.core.$ZodType) =>
		z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
	const profile = toJson(profileSchemaFor(DEFAULT_LIMITS));
	const member = toJson(memberSchemaFor(DEFAULT_LIMITS))['properties'] as Record<
		string,
		JsonSchema
	>;
	const required = new Set((profile['required'] as string[] | undefined) ?? []);
	const limits = limitsByKey();
	const rows = Object.entries(profile['properties'] as Record<string, JsonSchema>).map(
		([key, schema]) => {
			const refused = String(member[key]?.['description'] ?? 'not allowed');
			const inMember =
				JSON.stringify(member[key]) === JSON.stringify(schema) ? 'yes' : `no. ${refused}`;
			const bounds = (limits.get(key) ?? [])
				.map((limit) => `[\`limits.${limit}\`](limits.md)`)
				.join(', ');
			return [
				`\`${key}\``,
				required.has(key) ? 'yes' : 'no',
				contentType(schema),
				String(schema['description'] ?? ''),
				bounds || '-',
				inMember,
			];
		},
	);
	return table(['key', 'required', 'value', 'meaning', 'site limits', 'in a member file'], rows);
}

function statuses(): string {
	return table(
		['word', 'number', 'shown as'],
		STATUSES.map((status) => [
			`\`${status.word}\``,
			String(status.value),
			STATUS_LABELS[status.word],
		]),
	);
}

async function cliReference(): Promise<string> {
	const parts: string[] = [];
	parts.push(
		table(
			['command', 'what it does'],
			Object.entries(COMMANDS).map(([name, command]) => [
				`[\`${name}\`](#staticnouns-${name})`,
				command.summary,
			]),
		),
	);
	for (const [name, command] of Object.entries(COMMANDS)) {
		const { usage } = await command.load();
		parts.push(
			`### staticnouns ${name}`,
			prose(sentence(command.summary)),
			'```text\n' + usage + '\n```',
		);
	}
	return parts.join('\n\n');
}

/** Every key of the site's words with its English text (views/i18n/en.ts). */
function words(): string {
	const text = (message: Message) =>
		typeof message === 'string'
			? `\`${JSON.stringify(message)}\``
			: Object.entries(message)
					.map(([form, value]) => `${form}: \`${JSON.stringify(value)}\``)
					.join(', ');
	return table(
		['key', 'English'],
		Object.entries(en).map(([key, message]) => [`\`${key}\``, text(message)]),
	);
}

/** The bundled languages: tag, name in English and in itself, direction. */
function languages(): string {
	const english = new Intl.DisplayNames('en', { type: 'language' });
	return table(
		['`locale`', 'language', 'its own name', 'direction'],
		Object.keys(BUNDLED).map((tag) => [
			`\`${tag}\``,
			english.of(tag) ?? tag,
			new Intl.DisplayNames(tag, { type: 'language' }).of(tag) ?? tag,
			directionOf(tag) === 'rtl' ? 'right to left' : 'left to right',
		]),
	);
}

/** Every generated part, by the name its markers carry. */
export const GENERATORS: Record<string, () => string | Promise<string>> = {
	options: optionsReference,
	limits: limitsReference,
	'content-keys': contentKeys,
	statuses,
	cli: cliReference,
	words,
	languages,
};

const MARKER = /<!-- generated: ([\w-]+) -->\n[\s\S]*?<!-- end generated: \1 -->/g;

/** The names of the generated parts a Markdown text holds. */
export function generatedParts(text: string): string[] {
	return [...text.matchAll(MARKER)].map((match) => match[1]!);
}

/**
 * The text with each generated part written afresh.
 *
 * @example
 * await refresh('<!-- generated: statuses -->\n<!-- end generated: statuses -->') // the markers around the statuses table
 */
export async function refresh(text: string, path = 'the text'): Promise<string> {
	const made = new Map<string, string>();
	for (const name of generatedParts(text)) {
		const generate = GENERATORS[name];
		if (!generate)
			throw new Error(
				`${path}: unknown generated part "${name}"; known: ${Object.keys(GENERATORS).join(', ')}`,
			);
		made.set(name, await generate());
	}
	return text.replace(
		MARKER,
		(_whole, name: string) =>
			`<!-- generated: ${name} -->\n<!-- Written by ${DOCS_COMMAND} from the code: edit the source, not this part. -->\n\n${made.get(name)}\n\n<!-- end generated: ${name} -->`,
	);
}

/** README.md and every Markdown file under docs/, relative to the root, sorted. */
export async function markdownFiles(root = ROOT): Promise<string[]> {
	const found = (await readdir(join(root, 'docs'), { recursive: true }))
		.filter((path) => path.endsWith('.md'))
		.map((path) => join('docs', path));
	return ['README.md', ...found.sort()];
}

if (import.meta.main) {
	let written = 0;
	for (const path of await markdownFiles()) {
		const text = await readFile(join(ROOT, path), 'utf8');
		const fresh = await refresh(text, path);
		if (fresh !== text) {
			await writeFile(join(ROOT, path), fresh);
			written++;
			console.log(`wrote ${relative(ROOT, join(ROOT, path))}`);
		}
	}
	console.log(written ? `${written} file(s) regenerated` : 'docs are up to date');
}
