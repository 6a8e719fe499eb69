/**
 * Builds what the package ships (run by `npm pack` as `prepack`): lib/, the
 * JavaScript of src/ (Node refuses to strip types under node_modules/), with
 * the Astro components, pages, stylesheets and the default favicon copied beside it and their
 * relative `.ts` imports rewritten to the compiled `.js`. lib/ is gitignored
 * and removed again after packing (`postpack`), so the repository's own site
 * and CLI always run src/.
 *
 * `prepare` (npm's script for a package installed from git) builds lib/
 * only while npm packs a clone for installing (npm sets
 * npm_package_resolved for that run alone): a plain `npm install` in this
 * repository leaves lib/ absent, so src/ stays the one copy that runs here.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const LIB = join(ROOT, 'lib');

/**
 * Relative specifiers ending in .ts, in import and export statements, dynamic imports and module
 * addresses (`new URL('./source-worker.ts', import.meta.url)`, a worker Vite bundles), which tsc
 * leaves as written.
 */
const TS_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\bnew URL\(\s*)(['"])(\.{1,2}\/[^'"]*?)\.ts\2/g;

export function rewriteSpecifiers(text: string): string {
	return text.replace(
		TS_SPECIFIER,
		(_match, before: string, quote: string, path: string) => `${before}${quote}${path}.js${quote}`,
	);
}

const mode = process.argv[2];
if (mode === 'clean') {
	rmSync(LIB, { recursive: true, force: true });
} else if (mode !== 'prepare' || process.env['npm_package_resolved']) {
	rmSync(LIB, { recursive: true, force: true });
	execFileSync(
		process.execPath,
		[join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')],
		{ stdio: 'inherit' },
	);
	// tsc rewrote the imports of what it compiled, not the addresses of modules.
	for (const entry of readdirSync(LIB, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
		const path = join(entry.parentPath, entry.name);
		const text = readFileSync(path, 'utf8');
		if (text.includes('new URL(')) writeFileSync(path, rewriteSpecifiers(text));
	}
	for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile() || !/\.(astro|css|mjs|svg)$/.test(entry.name)) continue;
		const from = join(entry.parentPath, entry.name);
		const to = join(LIB, relative(SRC, from));
		mkdirSync(dirname(to), { recursive: true });
		if (/\.(css|svg)$/.test(entry.name)) cpSync(from, to);
		else writeFileSync(to, rewriteSpecifiers(readFileSync(from, 'utf8')));
	}
}
