/**
 * The folders of src/ are layers, listed here once, lowest first. A file may
 * import from its own layer and the layers before it, never from a later one,
 * and no chain of imports may lead back to the file it starts from. Pure logic
 * (every layer before the Astro parts) has no `astro:*` import, so the CLI and
 * the tests run it without Astro.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from './helpers/run.ts';

const SRC = join(ROOT, 'src');

/**
 * Lowest first: the data's order (config aside, see its line). '.' stands for the files directly
 * in src/ (virtual.d.ts).
 */
export const LAYERS: readonly (readonly string[])[] = [
	['utils'], //        leaf helpers: no project imports
	['schemas'], //      the zod schemas: options, profile content, the v1 User, the limits a profile is held to
	['addresses'], //    URL and API paths, host areas and rewrites: where everything is published
	['content'], //      content files -> the checked model: find/, read/, validate/, then site.ts
	['config'], //       the options resolved once; after content only because it reports problems in content's format (issues.ts, friendly-errors.ts)
	['model'], //        the one model of the site's people (site-model.ts): every output reads it
	['views'], //        model -> what each page kind shows, with its own paging
	['publish'], //      every writer of dist/: API files, avatars, site files, crawlers, search index, build record, dist/ swapped whole
	['hosting'], //      what hosts are given: host files, server configs, the preview server, host capacity
	['authoring'], //    tools that write content: new, import, templates, CODEOWNERS, history, git
	['site'], //         the one site function: every rule that decides whether a site is published (check, build, dev)
	['propose'], //      a profile issue as a checked pull request (the propose command's git and GitHub steps)
	['editor'], //       the browser editor's model and client
	['cli'], //          the staticnouns command
	['integration'], //  the Astro integration: hooks, the hand-over of the site to the pages, the dev server
	['styles'], //       the global stylesheet and the CSS shared by components (imports nothing of the project)
	['components', 'layouts'], // Astro components
	['routes', 'pages', '.'], // Astro routes and configuration
];

/** Layers whose files may import `astro:*` modules. */
const ASTRO_LAYERS = new Set(['integration', 'components', 'layouts', 'routes', 'pages', '.']);

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.(ts|mts|mjs|js|astro)$/.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name))
		.sort();
}

/**
 * Static, dynamic and type imports (and re-exports) of a file's source; in .astro files, of the
 * whole file.
 */
export function importsOf(text: string): string[] {
	const specifiers: string[] = [];
	// Any `from '…'` counts, whatever stands before it (comments inside the
	// braces included): a missed import would let an upward one through.
	const patterns = [
		/\bfrom\s*['"]([^'"]+)['"]/g,
		/\bimport\s*['"]([^'"]+)['"]/g,
		/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
	];
	for (const pattern of patterns) {
		for (const match of text.matchAll(pattern)) specifiers.push(match[1]!);
	}
	return specifiers;
}

/** The layer of a file under src/: its first folder, or '.'. */
function layerOf(file: string): string {
	const parts = relative(SRC, file).split(sep);
	return parts.length === 1 ? '.' : parts[0]!;
}

const rankOf = (layer: string) => LAYERS.findIndex((names) => names.includes(layer));

interface Graph {
	files: string[];
	edges: Map<string, string[]>;
	astroImports: { file: string; specifier: string }[];
}

function graphOf(root: string): Graph {
	const files = sourceFiles(root);
	const edges = new Map<string, string[]>();
	const astroImports: Graph['astroImports'] = [];
	for (const file of files) {
		const targets: string[] = [];
		for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
			if (specifier.startsWith('.')) targets.push(resolve(dirname(file), specifier));
			else if (specifier.startsWith('astro:')) astroImports.push({ file, specifier });
		}
		edges.set(file, targets);
	}
	return { files, edges, astroImports };
}

const graph = graphOf(SRC);
const show = (file: string) => relative(ROOT, file).split(sep).join('/');

/**
 * Every strongly connected group of more than one file (or a file importing itself), by Tarjan's
 * algorithm.
 */
function cycles(edges: Map<string, string[]>): string[][] {
	let next = 0;
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const found: string[][] = [];
	const visit = (node: string) => {
		index.set(node, next);
		low.set(node, next);
		next++;
		stack.push(node);
		onStack.add(node);
		for (const target of edges.get(node) ?? []) {
			if (!edges.has(target)) continue;
			if (!index.has(target)) {
				visit(target);
				low.set(node, Math.min(low.get(node)!, low.get(target)!));
			} else if (onStack.has(target)) {
				low.set(node, Math.min(low.get(node)!, index.get(target)!));
			}
		}
		if (low.get(node) === index.get(node)) {
			const group: string[] = [];
			let member: string;
			do {
				member = stack.pop()!;
				onStack.delete(member);
				group.push(member);
			} while (member !== node);
			if (group.length > 1 || (edges.get(node) ?? []).includes(node)) found.push(group.sort());
		}
	};
	for (const node of edges.keys()) if (!index.has(node)) visit(node);
	return found;
}

describe('src/ layers', () => {
	test('every file is in a layer', () => {
		expect(graph.files.filter((file) => rankOf(layerOf(file)) < 0).map(show)).toEqual([]);
	});

	test('no file imports from a later layer or from outside src/', () => {
		const upward: string[] = [];
		for (const [file, targets] of graph.edges) {
			for (const target of targets) {
				const outside = relative(SRC, target).startsWith('..');
				if (
					outside ||
					rankOf(layerOf(target)) < 0 ||
					rankOf(layerOf(target)) > rankOf(layerOf(file))
				) {
					upward.push(`${show(file)} -> ${show(target)}`);
				}
			}
		}
		expect(upward).toEqual([]);
	});

	test('no import cycle', () => {
		expect(cycles(graph.edges).map((group) => group.map(show).join(' <-> '))).toEqual([]);
	});

	test('only the Astro parts import astro:*', () => {
		const misplaced = graph.astroImports.filter(({ file }) => !ASTRO_LAYERS.has(layerOf(file)));
		expect(misplaced.map(({ file, specifier }) => `${show(file)}: ${specifier}`)).toEqual([]);
	});

	test('every relative import names a file that exists', () => {
		const files = new Set(graph.files);
		const missing = [...graph.edges].flatMap(([file, targets]) =>
			targets
				.filter((target) => !files.has(target) && !target.endsWith('.css'))
				.map((target) => `${show(file)} -> ${show(target)}`),
		);
		expect(missing).toEqual([]);
	});
});

describe('routes', () => {
	// The pages read the site the integration loaded (virtual:staticnouns/site):
	// there is no content collection, and a site's src/ may be empty.
	test('read the profiles through virtual:staticnouns/site, never a content collection', () => {
		expect(
			graph.astroImports
				.filter(({ specifier }) => specifier === 'astro:content')
				.map(({ file }) => show(file)),
		).toEqual([]);
	});
});

describe('test/ mirrors src/', () => {
	test("every test folder is a src/ folder, bench/ (the benchmark's), project/ (the repository's own files), a tier (e2e/, scale/), helpers/ or fixtures/", () => {
		const sourceFolders = new Set(
			readdirSync(SRC, { withFileTypes: true })
				.filter((entry) => entry.isDirectory())
				.map((entry) => entry.name),
		);
		const testFolders = readdirSync(join(ROOT, 'test'), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => entry.name);
		expect(
			testFolders.filter(
				(name) =>
					!sourceFolders.has(name) &&
					!['bench', 'project', 'docs', 'e2e', 'scale', 'helpers', 'fixtures'].includes(name),
			),
		).toEqual([]);
	});

	test('no test file outside a folder but this one', () => {
		const loose = readdirSync(join(ROOT, 'test'), { withFileTypes: true }).filter(
			(entry) => entry.isFile() && entry.name !== 'architecture.test.ts',
		);
		expect(loose.map((entry) => entry.name)).toEqual([]);
	});
});

describe('importsOf', () => {
	test('finds static, type, re-export and dynamic imports', () => {
		const text = [
			"import { a } from './a.ts';",
			"import type { B } from '../b.ts';",
			"import './side-effect.ts';",
			"export { c } from './c.ts';",
			"export * from './d.ts';",
			"const e = await import('./e.ts');",
			"import {\n\tf, // why\n\tg,\n} from './fg.ts';",
			"import { getCollection } from 'astro:content';",
		].join('\n');
		expect(importsOf(text)).toEqual([
			'./a.ts',
			'../b.ts',
			'./c.ts',
			'./d.ts',
			'./fg.ts',
			'astro:content',
			'./side-effect.ts',
			'./e.ts',
		]);
	});
});

describe('cycles', () => {
	test('finds a two-file cycle and ignores a chain', () => {
		const edges = new Map([
			['a', ['b']],
			['b', ['a', 'c']],
			['c', []],
		]);
		expect(cycles(edges)).toEqual([['a', 'b']]);
	});
});
