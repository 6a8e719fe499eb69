/**
 * Every export of src/ is used by another file: a module, a route, a
 * script, the bench, the starter or a test. An export nothing else names
 * is a module's own helper (no `export`) or dead code. The package's entry
 * (src/integration/index.ts) is exempt: it is the public API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const ENTRY = 'src/integration/index.ts';
const DECLARATION =
	/^export (?:declare )?(?:async )?(?:function\*?|const|let|class|interface|type|enum|abstract class) ([A-Za-z_$][\w$]*)/gm;

/** Each export of `modules` that no other file of `files` names, as `path: name`. */
export function unusedExports(
	modules: ReadonlyMap<string, string>,
	files: ReadonlyMap<string, string>,
): string[] {
	// Every word of every file, once: linear in the text, not in exports × files.
	const namedBy = new Map<string, Set<string>>();
	for (const [path, text] of files)
		for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g))
			(namedBy.get(word) ?? namedBy.set(word, new Set()).get(word)!).add(path);
	const unused: string[] = [];
	for (const [path, text] of modules) {
		if (path === ENTRY) continue;
		for (const [, name] of text.matchAll(DECLARATION))
			if (![...(namedBy.get(name!) ?? [])].some((other) => other !== path))
				unused.push(`${path}: ${name}`);
	}
	return unused;
}

/** The text of every file under `folders` whose name ends in one of `endings`, by path. */
function texts(folders: readonly string[], endings: RegExp): Map<string, string> {
	const found = new Map<string, string>();
	for (const folder of folders)
		for (const entry of readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })) {
			if (!entry.isFile() || !endings.test(entry.name)) continue;
			const path = relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/');
			if (!path.includes('node_modules/')) found.set(path, readFileSync(join(ROOT, path), 'utf8'));
		}
	return found;
}

describe('exports of src/', () => {
	test('each is used by some other file', () => {
		const modules = texts(['src'], /\.ts$/);
		const files = new Map([
			...texts(['src', 'scripts', 'bench', 'test', 'starter'], /\.(?:ts|mts|mjs|js|astro)$/),
			['astro.config.mjs', readFileSync(join(ROOT, 'astro.config.mjs'), 'utf8')],
		]);
		expect(unusedExports(modules, files)).toEqual([]);
	});

	test('names an export only its own file uses; the entry is exempt', () => {
		const modules = new Map([
			['src/a.ts', 'export function used() {}\nexport const alone = 1;\nalone;\n'],
			[ENTRY, 'export default function staticnouns() {}\nexport type Options = {};\n'],
		]);
		expect(unusedExports(modules, new Map([...modules, ['test/a.test.ts', 'used();']]))).toEqual([
			'src/a.ts: alone',
		]);
	});
});
