/**
 * A function does one job in under 80 lines (the developers' guide), in
 * every module of src/ and every .astro component's frontmatter. A
 * function's lines are counted from its first line to its last, nested
 * functions included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const MAX_LINES = 80;

/** Every function of a source text, by name (or its line), with its length in lines. */
export function functionLengths(file: string, text: string): { name: string; lines: number }[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	const found: { name: string; lines: number }[] = [];
	const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
	const visit = (node: ts.Node) => {
		if (ts.isFunctionLike(node) && 'body' in node && node.body) {
			const start = lineOf(node.getStart(source));
			const named = node.name && ts.isIdentifier(node.name) ? node.name.text : undefined;
			found.push({
				name: `${file}:${start + 1} ${named ?? '(anonymous)'}`,
				lines: lineOf(node.getEnd()) - start + 1,
			});
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/** An .astro file's frontmatter as a script, on its own lines (blank elsewhere), or "". */
function frontmatterScript(text: string): string {
	const fence = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
	return fence ? `\n${fence[1]}` : '';
}

describe('function length', () => {
	test('counts a function from its first line to its last, nested functions included', () => {
		const text =
			'function outer() {\n\tconst inner = () => {\n\t\treturn 1;\n\t};\n\treturn inner;\n}\n';
		expect(functionLengths('a.ts', text)).toEqual([
			{ name: 'a.ts:1 outer', lines: 6 },
			{ name: 'a.ts:2 (anonymous)', lines: 3 },
		]);
	});

	test("reads an .astro file's frontmatter at its own lines", () => {
		const text = '---\nconst a = 1;\nfunction f() {\n\treturn a;\n}\n---\n<p>{f()}</p>\n';
		expect(functionLengths('a.astro', frontmatterScript(text))).toEqual([
			{ name: 'a.astro:3 f', lines: 3 },
		]);
		expect(frontmatterScript('<p>no script</p>\n')).toBe('');
	});

	test(`no function of src/ is over ${MAX_LINES} lines`, () => {
		const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
			.filter((name) => /\.(ts|mts|mjs|astro)$/.test(name))
			.map((name) => join(ROOT, 'src', name));
		expect(files.filter((file) => file.endsWith('.astro')).length).toBeGreaterThan(10);
		const long = files
			.flatMap((file) => {
				const text = readFileSync(file, 'utf8');
				const script = file.endsWith('.astro') ? frontmatterScript(text) : text;
				return functionLengths(relative(ROOT, file).split('\\').join('/'), script);
			})
			.filter(({ lines }) => lines > MAX_LINES);
		expect(long).toEqual([]);
	});
});
