/**
 * `npm run bench`: builds synthetic sites of N profiles and measures, in one
 * run on this machine, the full build (clean caches), the rebuild (caches
 * kept), `npm run check` and the plain-Node floor: wall seconds (median of
 * 3) and peak RSS (the largest of the 3). With avatars: encode time per
 * avatar, and the cached rebuild encodes none.
 *
 *   npm run bench                 N = 1,000 and 10,000, plus an avatar run
 *   npm run bench -- --quick      N = 100 (and a small avatar run)
 *   npm run bench -- --sizes 500,2000
 *
 * Prints a table and writes bench/results/latest.json (the default sizes,
 * whose table the README shows) or bench/results/custom.json (--quick, --sizes).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSite } from './generate.ts';
import { verifyBuild } from './verify.ts';

const ROOT = join(import.meta.dirname, '..');
const RUNS = 3;
const { values } = parseArgs({ options: { quick: { type: 'boolean' }, sizes: { type: 'string' }, 'no-avatars': { type: 'boolean' } } });
const sizes = values.sizes ? values.sizes.split(',').map(Number) : values.quick ? [100] : [1000, 10_000];
const avatarRun = values['no-avatars'] ? undefined : { n: values.quick ? 100 : 1000, every: 10 };

// tmpfs when there is one: on ext4, creating many files soon after deleting
// many is slow for minutes, which would measure the disk, not the build.
const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const disk = base === '/dev/shm' ? 'tmpfs (/dev/shm)' : `${tmpdir()} (not tmpfs)`;
const work = await mkdtemp(join(base, 'staticnouns-bench-'));

interface Measure {
	seconds: number;
	peakRssMB: number;
	stdout: string;
}

/** Runs node with args, returning wall time and peak RSS (written at exit by peak-rss.ts). */
async function node(args: string[], env: Record<string, string>): Promise<Measure> {
	const rssFile = join(work, `rss-${process.hrtime.bigint()}`);
	const started = performance.now();
	const result = spawnSync(process.execPath, args, {
		cwd: ROOT,
		encoding: 'utf8',
		maxBuffer: 1 << 28,
		env: { ...process.env, ...env, BENCH_RSS_FILE: rssFile, NODE_OPTIONS: `--import ${join(ROOT, 'bench/peak-rss.ts')}` },
	});
	const seconds = (performance.now() - started) / 1000;
	if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
	// Every node process of the command wrote its own peak; the largest counts.
	const bytes = (await readFile(rssFile, 'utf8').catch(() => '')).split('\n').filter(Boolean).map(Number);
	return { seconds, peakRssMB: Math.round(Math.max(0, ...bytes) / 1024 / 1024), stdout: result.stdout };
}

async function repeat(run: () => Promise<Measure>, before?: () => Promise<void>): Promise<{ seconds: number; peakRssMB: number; runs: number[]; last: Measure }> {
	const measures: Measure[] = [];
	for (let i = 0; i < RUNS; i++) {
		await before?.();
		measures.push(await run());
	}
	const runs = measures.map((m) => Number(m.seconds.toFixed(2)));
	const sorted = [...runs].sort((a, b) => a - b);
	return { seconds: sorted[Math.floor(RUNS / 2)]!, peakRssMB: Math.max(...measures.map((m) => m.peakRssMB)), runs, last: measures.at(-1)! };
}

const clean = async (...paths: string[]) => {
	for (const path of paths) await rm(path, { recursive: true, force: true });
};

async function measureSite(n: number, avatarEvery = 0) {
	const dir = join(work, `n${n}${avatarEvery ? '-avatars' : ''}`);
	const content = join(dir, 'content');
	await generateSite(content, n, { seed: 1, avatarEvery });
	const env = { CONTENT_DIR: content, SITE_URL: 'https://bench.example.org', BASE_PATH: '', SEARCH_ENGINES: '', STATICNOUNS_CACHE_DIR: join(dir, 'cache') };
	const astro = (out: string) => node([join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', out], env);
	const astroCaches = [join(ROOT, 'node_modules/.astro'), join(ROOT, '.astro/data-store.json'), join(dir, 'cache')];
	process.stderr.write(`N = ${n}${avatarEvery ? ` with an avatar every ${avatarEvery}` : ''}: full builds…\n`);
	const full = await repeat(
		() => astro(join(dir, 'dist')),
		() => clean(join(dir, 'dist'), ...astroCaches),
	);
	process.stderr.write('  rebuilds…\n');
	const rebuild = await repeat(() => astro(join(dir, 'dist-rebuild')));
	process.stderr.write('  check…\n');
	const check = await repeat(() => node([join(ROOT, 'src/cli/index.ts'), 'check'], env));
	process.stderr.write('  floor…\n');
	const floor = await repeat(
		() => node([join(ROOT, 'bench/floor.ts'), content, join(dir, 'floor')], env),
		() => clean(join(dir, 'floor')),
	);
	const floorValidate = JSON.parse(floor.last.stdout.trim()) as { validateMs: number };
	const verification = await verifyBuild(join(dir, 'dist'), join(dir, 'floor'), 25);
	const avatarLine = (stdout: string) => stdout.match(/avatars: (\d+) encoded, (\d+) from cache \((\d+) ms\)/);
	const firstAvatars = avatarLine(full.last.stdout);
	const rebuildAvatars = avatarLine(rebuild.last.stdout);
	await clean(dir);
	return {
		n,
		avatars: avatarEvery ? Math.ceil(n / avatarEvery) : 0,
		fullBuild: { seconds: full.seconds, peakRssMB: full.peakRssMB, runs: full.runs },
		rebuild: { seconds: rebuild.seconds, peakRssMB: rebuild.peakRssMB, runs: rebuild.runs },
		check: { seconds: check.seconds, peakRssMB: check.peakRssMB, runs: check.runs },
		floor: { seconds: floor.seconds, peakRssMB: floor.peakRssMB, runs: floor.runs, validateSeconds: floorValidate.validateMs / 1000 },
		ratioToFloor: Number((full.seconds / floor.seconds).toFixed(1)),
		checkToFloorValidation: Number((check.seconds / (floorValidate.validateMs / 1000)).toFixed(1)),
		avatarEncodeMsEach: firstAvatars && Number(firstAvatars[1]) > 0 ? Math.round(Number(firstAvatars[3]) / Number(firstAvatars[1])) : undefined,
		rebuildEncoded: rebuildAvatars ? Number(rebuildAvatars[1]) : undefined,
		verification,
	};
}

const results = [];
try {
	for (const n of sizes) results.push(await measureSite(n));
	if (avatarRun) results.push(await measureSite(avatarRun.n, avatarRun.every));
} finally {
	await clean(work);
}

const machine = {
	cpu: cpus()[0]?.model.trim() ?? 'unknown',
	cores: cpus().length,
	memoryGB: Math.round(totalmem() / 1024 ** 3),
	os: `${platform()} ${release()}`,
	node: process.version,
	disk,
};
const report = { date: new Date().toISOString(), machine, runs: RUNS, results };
await mkdir(join(ROOT, 'bench/results'), { recursive: true });
// Only the default run replaces the results the README's table comes from.
const resultFile = values.quick || values.sizes ? 'custom.json' : 'latest.json';
await writeFile(join(ROOT, 'bench/results', resultFile), `${JSON.stringify(report, null, 2)}\n`);
process.stderr.write(`wrote bench/results/${resultFile}\n`);

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const lines = [
	`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, ${machine.os}, Node ${machine.node}; work folder on ${machine.disk}. Median of ${RUNS} runs; peak RSS is the largest.`,
	'',
	row(['profiles', 'avatars', 'full build', 'rebuild (caches kept)', 'npm run check', 'plain-Node floor (validation)', 'full / floor', 'check / floor validation', 'output check']),
	row(Array(9).fill('---')),
	...results.map((r) =>
		row([
			r.n.toLocaleString('en'),
			r.avatars ? `${r.avatars} (${r.avatarEncodeMsEach ?? '?'} ms each; rebuild encodes ${r.rebuildEncoded ?? '?'})` : '0',
			`${r.fullBuild.seconds.toFixed(2)} s, ${r.fullBuild.peakRssMB} MB`,
			`${r.rebuild.seconds.toFixed(2)} s, ${r.rebuild.peakRssMB} MB`,
			`${r.check.seconds.toFixed(2)} s, ${r.check.peakRssMB} MB`,
			`${r.floor.seconds.toFixed(2)} s (${r.floor.validateSeconds.toFixed(2)} s), ${r.floor.peakRssMB} MB`,
			`${r.ratioToFloor}x`,
			`${r.checkToFloorValidation}x`,
			r.verification.different.length
				? `${r.verification.different.length} of ${r.verification.sampled} differ`
				: `${r.verification.apiFiles} API files, ${r.verification.profilePages} pages; ${r.verification.sampled} sampled identical`,
		]),
	),
];
process.stdout.write(`${lines.join('\n')}\n`);
if (results.some((r) => r.verification.different.length || r.rebuildEncoded)) process.exitCode = 1;
