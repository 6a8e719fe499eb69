/**
 * The staticnouns options an Astro config gives, read without running it.
 * `check --base` judges a pull request by the options of the base commit,
 * and must run none of the pull request's code: importing the working
 * tree's astro.config.mjs would run whatever the pull request put there, and
 * its own `limits` would judge its profiles. The base's config is parsed
 * (acorn: a parser, no evaluation), and the literal object given to the
 * integration is read as data. A value that is not a plain literal
 * (`process.env.X`, a variable, a call) cannot be known without running
 * code: outside `limits` it is left out (check uses only the limits), in
 * `limits` it is a problem, with the fix.
 */
import { parse, type Node } from 'acorn';

/** What the config's source gives: the options as data, or why they cannot be read. */
type StaticOptions =
	| {
			ok: true;
			/** The literal options, every non-literal value left out. */
			options: Record<string, unknown>;
			/** Whether the config calls the integration at all. */
			found: boolean;
			/** Paths (`searchEngines`) of values left out because they are not literals. */
			skipped: string[];
			/** Astro's own `site`, `base` and `publicDir`, where the config gives them as literals. */
			astro: { site?: unknown; base?: unknown; publicDir?: unknown };
			/** Which of those the config gives as code. */
			astroSkipped: string[];
	  }
	| { ok: false; message: string };

type AnyNode = Node & Record<string, unknown>;

/** Module names the integration is imported from: the package, or this repository's source. */
const INTEGRATION_MODULE = /^(?:staticnouns|.*\/integration(?:\/index\.[cm]?[jt]s)?)$/;

/** Nodes visited at most: a config is a few hundred; a crafted one stops here. */
const MAX_NODES = 200_000;

/**
 * The options of the first call of the integration in an Astro config's
 * source, as data. Linear in the source.
 *
 * @example
 * staticOptions("import s from 'staticnouns';\nexport default { integrations: [s({ limits: { pronouns: 80 } })] };")
 * // { ok: true, options: { limits: { pronouns: 80 } }, found: true, skipped: [] }
 */
export function staticOptions(source: string): StaticOptions {
	let program: AnyNode;
	try {
		program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
	} catch (error) {
		return {
			ok: false,
			message: `could not be read without running it (${(error as Error).message}): write it as plain JavaScript (astro.config.mjs)`,
		};
	}
	const astroSkipped: string[] = [];
	const astro = astroSettings(program, astroSkipped);
	const names = integrationNames(program);
	const call = findCall(program, names);
	if (call === null)
		return {
			ok: false,
			message: `is too large to read (more than ${MAX_NODES.toLocaleString('en-US')} syntax nodes)`,
		};
	if (!call) return { ok: true, options: {}, found: false, skipped: [], astro, astroSkipped };
	const argument = (call['arguments'] as AnyNode[])[0];
	if (!argument) return { ok: true, options: {}, found: true, skipped: [], astro, astroSkipped };
	const skipped: string[] = [];
	const value = literal(argument, '', skipped);
	if (value === SKIP || typeof value !== 'object' || value === null || Array.isArray(value))
		return {
			ok: false,
			message:
				'gives the staticnouns integration something other than a literal object of options: write staticnouns({ ... }) with the options themselves',
		};
	return {
		ok: true,
		options: value as Record<string, unknown>,
		found: true,
		skipped,
		astro,
		astroSkipped,
	};
}

/** Astro's own settings that check uses, from `export default defineConfig({ … })`. */
function astroSettings(
	program: AnyNode,
	skipped: string[],
): { site?: unknown; base?: unknown; publicDir?: unknown } {
	const exported = (program['body'] as AnyNode[]).find(
		(statement) => statement.type === 'ExportDefaultDeclaration',
	)?.['declaration'] as AnyNode | undefined;
	const object =
		exported?.type === 'CallExpression'
			? (exported['arguments'] as AnyNode[])[0]
			: exported?.type === 'ObjectExpression'
				? exported
				: undefined;
	const settings: { site?: unknown; base?: unknown; publicDir?: unknown } = {};
	if (object?.type !== 'ObjectExpression') return settings;
	for (const property of object['properties'] as AnyNode[]) {
		const key = property['key'] as AnyNode | undefined;
		const name = property['computed'] ? undefined : key?.['name'];
		if (name !== 'site' && name !== 'base' && name !== 'publicDir') continue;
		const value = literal(property['value'] as AnyNode, name, skipped);
		if (value !== SKIP) settings[name] = value;
	}
	return settings;
}

/** The local names the integration's default export is imported under (`staticnouns` at least). */
function integrationNames(program: AnyNode): Set<string> {
	const names = new Set(['staticnouns']);
	for (const statement of program['body'] as AnyNode[]) {
		if (statement.type !== 'ImportDeclaration') continue;
		const from = (statement['source'] as AnyNode)['value'];
		if (typeof from !== 'string' || !INTEGRATION_MODULE.test(from)) continue;
		for (const specifier of statement['specifiers'] as AnyNode[])
			if (specifier.type === 'ImportDefaultSpecifier')
				names.add((specifier['local'] as AnyNode)['name'] as string);
	}
	return names;
}

/**
 * The first call of one of `names`, in source order; undefined when there is none, null when the
 * tree is over MAX_NODES.
 */
function findCall(program: AnyNode, names: Set<string>): AnyNode | undefined | null {
	const stack: AnyNode[] = [program];
	let seen = 0;
	let first: AnyNode | undefined;
	while (stack.length) {
		const node = stack.pop()!;
		if (++seen > MAX_NODES) return null;
		const callee = node.type === 'CallExpression' ? (node['callee'] as AnyNode) : undefined;
		if (callee?.type === 'Identifier' && names.has(callee['name'] as string))
			if (!first || node.start < first.start) first = node;
		for (const child of Object.values(node)) {
			if (Array.isArray(child)) {
				for (const item of child) if (isNode(item)) stack.push(item);
			} else if (isNode(child)) stack.push(child);
		}
	}
	return first;
}

const isNode = (value: unknown): value is AnyNode =>
	typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Marks a value that is not a literal. */
const SKIP = Symbol('not a literal');

/** A literal's value, SKIP (its path in `skipped`) for anything that would need code to run. */
function literal(node: AnyNode, path: string, skipped: string[]): unknown {
	const skip = () => {
		skipped.push(path);
		return SKIP;
	};
	switch (node.type) {
		case 'Literal': {
			const value = node['value'];
			return node['regex'] || typeof value === 'bigint' ? skip() : value;
		}
		case 'TemplateLiteral':
			return (node['expressions'] as AnyNode[]).length
				? skip()
				: (node['quasis'] as AnyNode[])
						.map((quasi) => (quasi['value'] as { cooked: string }).cooked)
						.join('');
		case 'UnaryExpression': {
			const inner = node['argument'] as AnyNode;
			return node['operator'] === '-' &&
				inner.type === 'Literal' &&
				typeof inner['value'] === 'number'
				? -inner['value']
				: skip();
		}
		case 'ArrayExpression': {
			const items: unknown[] = [];
			for (const [index, item] of (node['elements'] as (AnyNode | null)[]).entries()) {
				if (!item || item.type === 'SpreadElement') return skip();
				const value = literal(item, `${path}[${index}]`, skipped);
				if (value === SKIP) return SKIP;
				items.push(value);
			}
			return items;
		}
		case 'ObjectExpression': {
			const object: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
			for (const property of node['properties'] as AnyNode[]) {
				const key = property['key'] as AnyNode | undefined;
				const name =
					property.type !== 'Property' || property['computed'] || property['kind'] !== 'init'
						? undefined
						: key?.type === 'Identifier'
							? (key['name'] as string)
							: key?.type === 'Literal'
								? String(key['value'])
								: undefined;
				if (name === undefined) return skip();
				const value = literal(
					property['value'] as AnyNode,
					path ? `${path}.${name}` : name,
					skipped,
				);
				if (value !== SKIP) object[name] = value;
			}
			return { ...object };
		}
		default:
			return skip();
	}
}
