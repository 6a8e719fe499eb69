/**
 * The editor's bundle without the schemas' JSON Schema metadata: the
 * `z.meta({ description, … })` of src/schemas/ is read only where JSON
 * Schemas are written (authoring/json-schema.ts, in Node), yet it is most of
 * the text the editor's script would carry beside the checks. In the
 * browser's build each such argument becomes `{}`: the same schema, the same
 * checks and messages, none of the descriptions. Pages rendered in Node
 * (`ssr`) and every other file are left as they are.
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
 * The Vite plugin: after TypeScript is stripped (`post`), browser modules of
 * src/schemas/ lose their JSON Schema metadata.
 */
export function editorSchemaMeta(): Plugin {
	return {
		name: 'staticnouns:editor-schema-meta',
		enforce: 'post',
		transform(code, id, options) {
			if (options?.ssr || !id.startsWith(SCHEMAS)) return null;
			const stripped = withoutMeta(code, (text) => this.parse(text));
			return stripped === code ? null : { code: stripped, map: null };
		},
	};
}
