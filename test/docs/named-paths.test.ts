/**
 * Words that drifted: a comment, doc or test that names a file of this
 * repository or an npm script names one that exists. A path with a folder
 * (`src/publish/site-files.ts`) must exist from the repository root or from
 * src/ (`publish/site-files.ts`, as comments in src/ write them); a bare
 * module name (`site-files.ts`) must be the name of some file here; `npm run
 * <script>` must be a script of package.json (or of the starter's, in the
 * starter's files).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

/** Where words about the code are: sources, tests, docs and scripts. */
const PLACES = ['src', 'test', 'docs', 'scripts', 'bench', 'bin', 'starter', '.ci', '.github'];
const TOP_FILES = [
	'README.md',
	'CONTRIBUTING.md',
	'CHANGELOG.md',
	'vitest.config.ts',
	'astro.config.mjs',
];
/** Not words about this code: fixtures are content, generated or hostile on purpose. */
const SKIP = /(^|\/)(node_modules|fixtures|dist|\.astro)(\/|$)/;
const TEXT = /\.(ts|mts|mjs|js|astro|md|yml|yaml|sh|css|json)$|^run$/;

function files(): string[] {
	const found = TOP_FILES.filter((file) => existsSync(join(ROOT, file)));
	for (const place of PLACES) {
		if (!existsSync(join(ROOT, place))) continue;
		for (const entry of readdirSync(join(ROOT, place), { recursive: true, withFileTypes: true })) {
			const path = relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/');
			if (entry.isFile() && !SKIP.test(path) && TEXT.test(entry.name)) found.push(path);
		}
	}
	return found.filter((file) => !file.endsWith('CHANGELOG.md')).sort();
}

/** Every file name of the repository (sources, tests, docs, scripts), for bare names. */
function allNames(): Set<string> {
	const names = new Set<string>();
	for (const entry of readdirSync(ROOT, { recursive: true, withFileTypes: true })) {
		const path = relative(ROOT, entry.parentPath);
		if (/(^|\/)(node_modules|\.git)(\/|$)/.test(path)) continue;
		names.add(entry.name);
	}
	return names;
}

/** A folder-qualified path of this repository, as comments and docs write them. */
const PATH =
	/(?<![\w@/.-])((?:\.\/)?(?:src|test|docs|scripts|bench|bin|starter|schemas|deploy|addresses|authoring|cli|components|config|editor|hosting|integration|layouts|publish|routes|site|utils|views|e2e|helpers)\/[\w./-]*[\w-]\.(?:ts|mts|mjs|astro|md|sh))\b/g;
/** The comments of a source file: its words about the code (string literals are data). */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/.*$/gm;

/** What a file says about the code: a doc whole, a source's comments. */
function wordsOf(file: string, text: string): string {
	if (/\.(md|yml|yaml|sh)$|^\.ci\//.test(file)) return text;
	if (file.endsWith('.json')) return '';
	return [...text.matchAll(COMMENTS)].map(([comment]) => comment).join('\n');
}
/** A module's bare name: `site-files.ts`, `Profile.astro`. */
const BARE = /(?<![\w@/.-])([A-Za-z][\w.-]*\.(?:ts|astro|mjs))\b(?!\/)/g;
/**
 * Files named ahead of the work that adds them (the rich profiles' flag and icon library, merged
 * with its schema first). Each must still be missing: once it exists, the test asks for its line
 * here to go.
 */
const PENDING = new Set([
	'docs/reference/flags.md',
	'docs/reference/icons.md',
	'views/flags.ts',
	'views/icons.ts',
]);
/** Astro's own files, which a site may have or not: not this repository's. */
const ASTRO_FILES = new Set(['content.config.ts']);
/** A site's own files, which the docs tell a community to add: not this repository's. */
const SITE_FILES = /^(?:\.\/)?src\/(?:pages|styles)\//;
const SCRIPT = /\bnpm run ([\w:-]+)/g;

const exists = (file: string, path: string): boolean => {
	const clean = path.replace(/^\.\//, '');
	return [ROOT, join(ROOT, 'src'), join(ROOT, 'test'), join(ROOT, file, '..')].some((from) =>
		existsSync(join(from, clean)),
	);
};

describe('named paths and scripts exist', () => {
	const names = allNames();
	const scripts = (dir: string) =>
		Object.keys(
			(JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { scripts: object })
				.scripts,
		);
	const ours = new Set(scripts('.'));
	const starter = new Set(scripts('starter'));

	test('every file path, module name and npm script named in a comment, doc or test', () => {
		const missing: string[] = [];
		const checked = files();
		expect(checked.length).toBeGreaterThan(300);
		for (const file of checked) {
			const text = wordsOf(file, readFileSync(join(ROOT, file), 'utf8'));
			for (const [, path] of text.matchAll(PATH))
				if (!SITE_FILES.test(path!) && !PENDING.has(path!) && !exists(file, path!))
					missing.push(`${file}: ${path}`);
			for (const [, name] of text.matchAll(BARE))
				if (!names.has(name!) && !ASTRO_FILES.has(name!)) missing.push(`${file}: ${name}`);
			const known = file.startsWith('starter/') ? starter : ours;
			for (const [, script] of text.matchAll(SCRIPT))
				if (!known.has(script!)) missing.push(`${file}: npm run ${script}`);
		}
		expect(missing).toEqual([]);
	});

	test('each file named ahead of its work is still missing (else its PENDING line goes)', () => {
		expect([...PENDING].filter((path) => exists('.', path) || exists('src/views/x', path))).toEqual(
			[],
		);
	});
});
