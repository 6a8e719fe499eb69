/**
 * A function does one job in under 80 lines (the developers' guide): held
 * here for the build's folders, src/integration/ and src/publish/, where
 * one long closure once did ten jobs. A function's lines are counted from
 * its first line to its last, nested functions included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const MAX_LINES = 80;
const FOLDERS = ['src/integration', 'src/publish'];

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

describe('function length', () => {
	test('counts a function from its first line to its last, nested functions included', () => {
		const text =
			'function outer() {\n\tconst inner = () => {\n\t\treturn 1;\n\t};\n\treturn inner;\n}\n';
		expect(functionLengths('a.ts', text)).toEqual([
			{ name: 'a.ts:1 outer', lines: 6 },
			{ name: 'a.ts:2 (anonymous)', lines: 3 },
		]);
	});

	test.each(FOLDERS)(`no function of %s is over ${MAX_LINES} lines`, (folder) => {
		const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
			.filter((name) => /\.(ts|mts|mjs)$/.test(name))
			.map((name) => join(ROOT, folder, name));
		expect(files.length).toBeGreaterThan(5);
		const long = files
			.flatMap((file) => functionLengths(relative(ROOT, file), readFileSync(file, 'utf8')))
			.filter(({ lines }) => lines > MAX_LINES);
		expect(long).toEqual([]);
	});
});
