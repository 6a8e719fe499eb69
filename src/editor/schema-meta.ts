/**
 * The editor's bundle of src/schemas/, made for the browser:
 * - without the schemas' JSON Schema metadata: the `z.meta({ description, … })`
 *   is read only where JSON Schemas are written (authoring/json-schema.ts, in
 *   Node), yet it is most of the text the editor's script would carry beside
 *   the checks. Each such argument becomes `{}`: the same schema, the same
 *   checks and messages, none of the descriptions.
 * - with check's default words in the site's language: the schemas' messages
 *   are made from `checkEn` (check-words.ts), which on a translated site
 *   holds that language's texts instead, so its script carries no English.
 * Pages rendered in Node (`ssr`) and every other file are left as they are.
 */
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The package's src/schemas/ (or its shipped twin), as Vite names its files. */
const SCHEMAS = join(dirname(dirname(fileURLToPath(import.meta.url))), 'schemas') + sep;

interface Node {
	type: string;
	start: number;
	end: number;
	[key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
	typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `z.meta(…)`: a call of `meta` on the `z` every schema imports from schemas/zod.ts. */
function isMetaCall(node: Node): boolean {
	const callee = node['callee'];
	return (
		node.type === 'CallExpression' &&
		isNode(callee) &&
		callee.type === 'MemberExpression' &&
		isNode(callee['object']) &&
		callee['object']['name'] === 'z' &&
		isNode(callee['property']) &&
		callee['property']['name'] === 'meta'
	);
}

/** The ranges of every `z.meta` call's first argument in a module, in source order. */
function metaArguments(program: Node): [number, number][] {
	const ranges: [number, number][] = [];
	const pending: Node[] = [program];
	for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
		const argument = (node['arguments'] as unknown[] | undefined)?.[0];
		if (isMetaCall(node) && isNode(argument) && argument.type === 'ObjectExpression') {
			ranges.push([argument.start, argument.end]);
			continue;
		}
		for (const value of Object.values(node))
			for (const child of Array.isArray(value) ? value : [value])
				if (isNode(child)) pending.push(child);
	}
	return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * A module's code with each `z.meta` argument replaced by `{}`.
 *
 * @example
 * withoutMeta('z.string().check(z.meta({ description: "A name." }))', parse)
 * // 'z.string().check(z.meta({}))'
 */
export function withoutMeta(code: string, parse: (code: string) => unknown): string {
	if (!code.includes('meta(')) return code;
	let out = '';
	let from = 0;
	for (const [start, end] of metaArguments(parse(code) as Node)) {
		out += `${code.slice(from, start)}{}`;
		from = end;
	}
	return out + code.slice(from);
}

/**
 * check-words.ts with `checkEn`'s object replaced by `messages` (the same keys in the site's
 * language); the code unchanged when it declares no `checkEn`.
 *
 * @example
 * withCheckWords('export const checkEn = { "check.empty": "must not be empty" };', parse, { 'check.empty': 'darf nicht leer sein' })
 * // 'export const checkEn = {"check.empty":"darf nicht leer sein"};'
 */
export function withCheckWords(
	code: string,
	parse: (code: string) => unknown,
	messages: Readonly<Record<string, unknown>>,
): string {
	const pending: Node[] = [parse(code) as Node];
	for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
		const init = node['init'];
		if (
			node.type === 'VariableDeclarator' &&
			isNode(node['id']) &&
			node['id']['name'] === 'checkEn'
		)
			return isNode(init) && init.type === 'ObjectExpression'
				? `${code.slice(0, init.start)}${JSON.stringify(messages)}${code.slice(init.end)}`
				: code;
		for (const value of Object.values(node))
			for (const child of Array.isArray(value) ? value : [value])
				if (isNode(child)) pending.push(child);
	}
	return code;
}

/**
 * The Vite plugin: after TypeScript is stripped (`post`), browser modules of
 * src/schemas/ lose their JSON Schema metadata, and check-words.ts takes `checkWords` (check's
 * messages in the site's language; English, as written, when left out).
 */
export function editorSchemaMeta(checkWords?: Readonly<Record<string, unknown>>): Plugin {
	return {
		name: 'staticnouns:editor-schema-meta',
		enforce: 'post',
		transform(code, id, options) {
			if (options?.ssr || !id.startsWith(SCHEMAS)) return null;
			const parse = (text: string) => this.parse(text);
			let out = withoutMeta(code, parse);
			if (checkWords && /check-words\.[jt]s$/.test(id))
				out = withCheckWords(out, parse, checkWords);
			return out === code ? null : { code: out, map: null };
		},
	};
}
