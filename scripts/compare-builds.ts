/**
 * Builds one site at two commits and lists every file of dist/ that differs
 * or stands on one side only (issue 40 point 5: nothing else changes).
 *
 *   node scripts/compare-builds.ts BEFORE [AFTER] [--bench N] [--variants en,de-cc,…] [--work DIR]
 *
 * BEFORE and AFTER are commits (AFTER defaults to HEAD); each is checked out
 * once as a detached worktree under the work folder (default
 * /tmp/staticnouns-compare) with its own `npm ci`, then built with its own
 * astro.config.mjs for every variant: English and German (SITE_LOCALE), with
 * and without the pronouns.cc shape (PRONOUNS_CC_API) and cards (CARDS). The
 * site is the repository's content/, or with --bench N the benchmark's N
 * generated profiles (bench/generate.ts, seed 1), the same files for both.
 * Variants are named like `en`, `de-cc`, `en-cards`, `de-cc-cards`.
 * Writes WORK/report-<variant>.txt (every path, `differs`, `only before`,
 * `only after`) and prints each variant's counts grouped by path shape.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
	allowPositionals: true,
	options: {
		bench: { type: 'string' },
		variants: { type: 'string' },
		work: { type: 'string', default: '/tmp/staticnouns-compare' },
	},
});
const [before, after = 'HEAD'] = positionals;
if (!before) throw new Error('usage: node scripts/compare-builds.ts BEFORE [AFTER] [--bench N]');
const work = values.work!;
const ALL_VARIANTS = ['en', 'de'].flatMap((locale) =>
	['', '-cc'].flatMap((cc) => ['', '-cards'].map((cards) => `${locale}${cc}${cards}`)),
);
const variants = values.variants?.split(',') ?? ALL_VARIANTS;

const git = (...args: string[]) =>
	execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** A worktree of `rev` with its dependencies installed, made once. */
function treeOf(rev: string): string {
	const sha = git('rev-parse', '--verify', `${rev}^{commit}`);
	const dir = join(work, `tree-${sha.slice(0, 10)}`);
	if (!existsSync(join(dir, 'node_modules/.bin/astro'))) {
		if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, sha);
		execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
	}
	return dir;
}

/** The content folder both sides build: the repository's, or the bench's generated one. */
async function contentDir(): Promise<string> {
	if (!values.bench) return join(ROOT, 'content');
	const dir = join(work, `bench-${values.bench}`, 'content');
	if (!existsSync(dir)) {
		const { generateSite } = await import('../bench/generate.ts');
		await generateSite(dir, Number(values.bench), { seed: 1 });
	}
	return dir;
}

/** Builds `tree` for `variant` into a fresh folder and returns it. */
function build(tree: string, content: string, variant: string, label: string): string {
	const out = join(work, `${label}-${values.bench ?? 'example'}`, variant);
	const cache = join(work, 'cache', label, variant);
	rmSync(out, { recursive: true, force: true });
	rmSync(cache, { recursive: true, force: true });
	rmSync(join(tree, 'node_modules/.astro'), { recursive: true, force: true });
	const env = {
		...process.env,
		CONTENT_DIR: content,
		SITE_URL: 'https://compare.example.org',
		BASE_PATH: '',
		SEARCH_ENGINES: '',
		STATICNOUNS_CACHE_DIR: cache,
		SITE_LOCALE: variant.split('-')[0],
		PRONOUNS_CC_API: variant.includes('-cc') ? '' : 'off',
		CARDS: variant.includes('-cards') ? 'on' : '',
	};
	const astro = join(tree, 'node_modules/astro/bin/astro.mjs');
	process.stderr.write(`${label} ${variant}: building…\n`);
	execFileSync(join(tree, 'node_modules/.bin/node'), [astro, 'build', '--outDir', out], {
		cwd: tree,
		env,
		stdio: ['ignore', 'ignore', 'inherit'],
	});
	return out;
}

/** Every file below `dir` by its path, with the hash of its bytes. */
function hashes(dir: string): Map<string, string> {
	const found = new Map<string, string>();
	for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
		if (!entry.isFile()) continue;
		const path = join(entry.parentPath, entry.name);
		const digest = createHash('sha256').update(readFileSync(path)).digest('hex');
		found.set(relative(dir, path).split('\\').join('/'), digest);
	}
	return found;
}

/**
 * A path's shape for the summary: in a folder of more than 50 entries (one a
 * profile), a profile's own name or ID becomes `*` (its ending kept), unless
 * many folders hold a file of that name (index.html) or it is a large folder.
 */
function shapes(paths: readonly string[]): (path: string) => string {
	const siblings = new Map<string, Set<string>>();
	const folders = new Map<string, number>();
	for (const path of paths)
		path.split('/').forEach((segment, index, all) => {
			const parent = all.slice(0, index).join('/');
			(siblings.get(parent) ?? siblings.set(parent, new Set()).get(parent)!).add(segment);
			if (index === all.length - 1) folders.set(segment, (folders.get(segment) ?? 0) + 1);
		});
	return (path) =>
		path
			.split('/')
			.map((segment, index, all) => {
				const parent = all.slice(0, index).join('/');
				const many = siblings.get(parent)!.size > 50 && (folders.get(segment) ?? 0) < 50;
				const subtree = siblings.get(all.slice(0, index + 1).join('/'))?.size ?? 0;
				return many && subtree <= 50 ? `*${/\.[a-z]+$/.exec(segment)?.[0] ?? ''}` : segment;
			})
			.join('/');
}

/** Compares two builds: every path that differs or stands on one side only. */
function compare(a: string, b: string): { kind: string; path: string }[] {
	const [left, right] = [hashes(a), hashes(b)];
	const rows: { kind: string; path: string }[] = [];
	for (const [path, hash] of left)
		if (!right.has(path)) rows.push({ kind: 'only before', path });
		else if (right.get(path) !== hash) rows.push({ kind: 'differs', path });
	for (const path of right.keys()) if (!left.has(path)) rows.push({ kind: 'only after', path });
	return rows.sort((x, y) => x.kind.localeCompare(y.kind) || x.path.localeCompare(y.path));
}

mkdirSync(work, { recursive: true });
const trees = [treeOf(before), treeOf(after)];
const content = await contentDir();
for (const variant of variants) {
	const [a, b] = [
		build(trees[0]!, content, variant, 'before'),
		build(trees[1]!, content, variant, 'after'),
	];
	const rows = compare(a, b);
	const report = join(work, `report-${values.bench ?? 'example'}-${variant}.txt`);
	mkdirSync(dirname(report), { recursive: true });
	writeFileSync(report, rows.map((row) => `${row.kind}\t${row.path}\n`).join(''));
	const shapeOf = shapes([...hashes(a).keys(), ...hashes(b).keys()]);
	const groups = new Map<string, number>();
	for (const row of rows) {
		const key = `${row.kind}\t${shapeOf(row.path)}`;
		groups.set(key, (groups.get(key) ?? 0) + 1);
	}
	console.log(`## ${variant}: ${rows.length} paths (${report})`);
	for (const [key, count] of [...groups].sort()) console.log(`${count}\t${key}`);
}
