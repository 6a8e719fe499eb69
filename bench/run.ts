/**
 * `npm run bench`: builds synthetic sites of N profiles and measures, in one
 * run on this machine: the full build (clean caches), the rebuild with
 * nothing changed and with one profile changed (caches and dist/ kept; its
 * output then compared, every file, with a clean build of the same content),
 * `npm run check` cold (every file validated) and warm (the builds' parse cache), the
 * plain-Node floor and the Hugo peer: wall seconds
 * (median of the runs), each beside Hugo's full build (issue 41's ratios), and peak RSS (the
 * largest). The rebuild with nothing changed is compared, every file, with the full build. Then
 * what the build wrote: files, bytes, the directory page, the largest pronoun page and
 * HTML file, and each host's ceiling in profiles. With avatars: encode time
 * per avatar, and the cached rebuild encodes none.
 *
 *   npm run bench                    N = 100, 1,000 and 10,000, plus an avatar run
 *                                    (100: what every build pays whatever its size)
 *   npm run bench -- --quick         N = 100 (and a small avatar run)
 *   npm run bench -- --sizes 500,2000,100000
 *   options: --runs N (default 3; 1 from 100,000 profiles), --no-avatars,
 *            --out FILE (where the results JSON goes), --locale TAG (the site's
 *            language, e.g. de: what a translated site costs; default en; or several,
 *            e.g. en,fr: what a site in two languages costs),
 *            --astro-build (the builds run `astro build`, not `staticnouns build`
 *            and its fast path: the design before issue 41's, to compare),
 *            --cards (the `cards` option on: every build draws the preview cards;
 *            their time and bytes per size, and the one-changed rebuild must draw
 *            exactly one), --no-cc-api (the `pronounsCcApi` option off: no api/v1/,
 *            what the files per profile and the host ceilings are without it)
 *
 * Prints the tables and writes bench/results/latest.json (the default sizes,
 * whose tables the README shows) or bench/results/custom.json (--quick, --sizes).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadSite } from '../src/content/site.ts';
import { formatBytes } from '../src/utils/bytes.ts';
import {
	ceilingInProfiles,
	growthOf,
	HOST_IDS,
	HOST_LIMITS,
	type HostId,
	type HostLimits,
	type Usage,
} from '../src/hosting/host-capacity.ts';
import { countOutput } from '../src/publish/output-size.ts';
import { cardCost, cardFiles, cardProblems, cardRow, changeCardOf, CARD_HEAD } from './cards.ts';
import { generateSite } from './generate.ts';
import { hostUsages, isJsonCopy } from './host-usage.ts';
import { parseBenchOptions } from './options.ts';
import { findProgram, writeHugoSite } from './hugo.ts';
import { compareTrees, verifyBuild } from './verify.ts';

const ROOT = join(import.meta.dirname, '..');
const parsed = parseBenchOptions(process.argv.slice(2));
if (!parsed.ok) {
	process.stderr.write(`${parsed.message}\n`);
	process.exit(2);
}
const { sizes, locale, cards, ccApi, avatarRun, command, runs: runsOption } = parsed.options;
/** Three runs each, or one from 100,000 profiles, where a full build takes minutes. */
const runsFor = (n: number) => runsOption ?? (n >= 100_000 ? 1 : 3);

// tmpfs when there is one: on ext4, creating many files soon after deleting
// many is slow for minutes, which would measure the disk, not the build.
const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const disk = base === '/dev/shm' ? 'tmpfs (/dev/shm)' : `${tmpdir()} (not tmpfs)`;
const work = await mkdtemp(join(base, 'staticnouns-bench-'));

// The peer: found on PATH, never installed by the benchmark.
const hugo = findProgram('hugo');
const hugoVersion = hugo
	? spawnSync(hugo, ['version'], { encoding: 'utf8' }).stdout.trim().split(' ')[1]
	: undefined;
const hugoNote = hugo
	? undefined
	: 'Hugo column skipped: no `hugo` on PATH (install it with `apt-get install -y hugo` or scripts/install-system-deps.sh).';
// GNU time measures a program that is not Node (Hugo's peak RSS).
const gnuTime = findProgram('time', '/usr/bin:/bin');

interface Measure {
	seconds: number;
	/** Peak resident memory in bytes. */
	peakRssBytes: number | undefined;
	stdout: string;
}

/**
 * Wall-clock limit of one measured process: generous, but a hung build must not hang the
 * benchmark.
 */
const timeoutFor = (n: number) => Math.max(10 * 60_000, n * 20);

function spawnMeasured(
	command: string,
	args: string[],
	env: Record<string, string>,
	n: number,
): { seconds: number; stdout: string } {
	const started = performance.now();
	const result = spawnSync(command, args, {
		cwd: ROOT,
		encoding: 'utf8',
		maxBuffer: 1 << 28,
		timeout: timeoutFor(n),
		env: { ...process.env, ...env },
	});
	const seconds = (performance.now() - started) / 1000;
	if (result.error) throw new Error(`${[command, ...args].join(' ')}: ${result.error.message}`);
	if (result.status !== 0)
		throw new Error(`${[command, ...args].join(' ')} failed (${result.status}):\n${result.stderr}`);
	return { seconds, stdout: result.stdout };
}

/** Runs node with args, returning wall time and peak RSS (written at exit by peak-rss.ts). */
async function node(args: string[], env: Record<string, string>, n: number): Promise<Measure> {
	const rssFile = join(work, `rss-${process.hrtime.bigint()}`);
	const { seconds, stdout } = spawnMeasured(
		process.execPath,
		args,
		{
			...env,
			BENCH_RSS_FILE: rssFile,
			NODE_OPTIONS: `--import ${join(ROOT, 'bench/peak-rss.ts')}`,
		},
		n,
	);
	// Every node process of the command wrote its own peak; the largest counts.
	const bytes = (await readFile(rssFile, 'utf8').catch(() => ''))
		.split('\n')
		.filter(Boolean)
		.map(Number);
	return { seconds, peakRssBytes: Math.max(0, ...bytes), stdout };
}

/** Runs Hugo, with GNU time's maximum resident set size when /usr/bin/time is there. */
async function hugoBuild(source: string, out: string, n: number): Promise<Measure> {
	const args = ['--quiet', '--source', source, '--destination', out];
	const env = { HUGO_CACHEDIR: join(source, '.cache') };
	if (!gnuTime) return { ...spawnMeasured(hugo!, args, env, n), peakRssBytes: undefined };
	const rssFile = join(work, `rss-hugo-${process.hrtime.bigint()}`);
	const { seconds, stdout } = spawnMeasured(
		gnuTime,
		['-f', '%M', '-o', rssFile, hugo!, ...args],
		env,
		n,
	);
	const kilobytes = Number((await readFile(rssFile, 'utf8')).trim().split('\n').at(-1));
	// GNU time's %M is in KiB.
	return {
		seconds,
		peakRssBytes: Number.isFinite(kilobytes) ? kilobytes * 1024 : undefined,
		stdout,
	};
}

interface Timing {
	seconds: number;
	peakRssBytes: number | undefined;
	runs: number[];
}

async function repeat(
	runs: number,
	run: (index: number) => Promise<Measure>,
	before?: (index: number) => Promise<void>,
): Promise<Timing & { last: Measure }> {
	const measures: Measure[] = [];
	for (let i = 0; i < runs; i++) {
		await before?.(i);
		measures.push(await run(i));
	}
	const times = measures.map((m) => Number(m.seconds.toFixed(2)));
	const sorted = [...times].sort((a, b) => a - b);
	const rss = measures
		.map((m) => m.peakRssBytes)
		.filter((bytes): bytes is number => bytes !== undefined);
	return {
		seconds: sorted[Math.floor(runs / 2)]!,
		peakRssBytes: rss.length ? Math.max(...rss) : undefined,
		runs: times,
		last: measures.at(-1)!,
	};
}

const timing = ({ seconds, peakRssBytes, runs }: Timing): Timing => ({
	seconds,
	peakRssBytes,
	runs,
});

/** A copy of a folder, links and times kept (cp -a: far faster than a walk in Node). */
function copyTree(from: string, to: string): void {
	const copied = spawnSync('cp', ['-a', from, to]);
	if (copied.status !== 0) throw new Error(`cp -a ${from} ${to}: ${copied.stderr}`);
}

const clean = async (...paths: string[]) => {
	for (const path of paths) await rm(path, { recursive: true, force: true });
};

/** The directory's pages: the home page, and any under a directory/ folder (paginated). */
const isDirectoryPage = (path: string) =>
	path === 'index.html' || (path.startsWith('directory/') && path.endsWith('.html'));
/** The files of pronouns.cc's later shape (api/v1/) and the short links (s/), issue 32. */
const isCcFile = (path: string) => path.startsWith('api/v1/') || path.startsWith('s/');

/** The count and bytes of some files. */
const sumOf = (files: [string, number][]) => ({
	files: files.length,
	bytes: files.reduce((sum, [, bytes]) => sum + bytes, 0),
});

/** What the build wrote, as hosts count it, and the pages that grow with N. */
function outputOf(dist: string) {
	const count = countOutput(dist, { sizes: true });
	const sizes = [...count.sizes!];
	const largest = (test: (path: string) => boolean) =>
		sizes
			.filter(([path]) => test(path))
			.reduce<{ path: string; bytes: number } | undefined>(
				(best, [path, bytes]) => (!best || bytes > best.bytes ? { path, bytes } : best),
				undefined,
			);
	const directory = largest(isDirectoryPage);
	const copies = sizes.filter(([path]) => isJsonCopy(path));
	return {
		files: count.files,
		folders: count.folders,
		bytes: count.bytes,
		fullestFolder: count.fullestFolder,
		directoryPage: directory && {
			...directory,
			gzipBytes: gzipSync(readFileSync(join(dist, directory.path))).length,
		},
		largestPronounPage: largest((path) => path.startsWith('pronouns/') && path.endsWith('.html')),
		largestHtml: largest((path) => path.endsWith('.html')),
		jsonCopies: { files: copies.length, bytes: copies.reduce((sum, [, bytes]) => sum + bytes, 0) },
		// What each host's site holds: this build less the files the `hosts` option leaves out.
		hostUsage: hostUsages(sizes),
		ccFiles: sumOf(sizes.filter(([path]) => isCcFile(path))),
		cards: cardFiles(sizes),
	};
}

type Output = ReturnType<typeof outputOf>;

/**
 * A profile file of the site to change, and how: a sentence added to its Markdown bio, and with
 * cards its display name, which the card shows.
 */
function changeOne(
	content: string,
	names: string[],
): { name: string; change: (index: number) => Promise<void> } {
	const name = names.find((candidate) => existsSync(join(content, 'users', `${candidate}.md`)));
	if (!name) throw new Error('no Markdown profile to change');
	const file = join(content, 'users', `${name}.md`);
	const original = readFileSync(file, 'utf8');
	return {
		name,
		change: (index) => {
			const changed = `${original.trimEnd()} Changed in run ${index + 1}.\n`;
			return writeFile(file, cards ? changeCardOf(changed, index + 1) : changed);
		},
	};
}

async function measureSite(n: number, avatarEvery = 0) {
	const runs = runsFor(n);
	const dir = join(work, `n${n}${avatarEvery ? '-avatars' : ''}`);
	const content = join(dir, 'content');
	const dist = join(dir, 'dist');
	process.stderr.write(
		`N = ${n}${avatarEvery ? ` with an avatar every ${avatarEvery}` : ''}: generating…\n`,
	);
	const names = await generateSite(content, n, { seed: 1, avatarEvery });
	const env = {
		CONTENT_DIR: content,
		SITE_URL: 'https://bench.example.org',
		BASE_PATH: '',
		SEARCH_ENGINES: '',
		STATICNOUNS_CACHE_DIR: join(dir, 'cache'),
		SITE_LOCALES: locale,
		CARDS: cards ? 'on' : '',
		PRONOUNS_CC_API: ccApi ? '' : 'off',
	};
	if (hugo && !avatarEvery) {
		// The same profiles, read by the same reader, before any is changed.
		const site = await loadSite(content, { site: env.SITE_URL, base: '/' });
		await writeHugoSite(
			join(dir, 'hugo'),
			site.profiles.map((profile) => profile.user),
		);
	}
	// The builds measured: `staticnouns build` (a full build, then its fast path), or `astro build`.
	const astro = () =>
		command === 'staticnouns'
			? node([join(ROOT, 'src/cli/index.ts'), 'build', '--out-dir', dist], env, n)
			: node([join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', dist], env, n);
	const astroCaches = [
		join(ROOT, 'node_modules/.astro'),
		join(ROOT, '.astro/data-store.json'),
		join(dir, 'cache'),
	];
	process.stderr.write(`  full builds (${runs})…\n`);
	const full = await repeat(runs, astro, () => clean(dist, ...astroCaches));
	const output = avatarEvery ? undefined : outputOf(dist);
	// With avatars too: a card draws its profile's avatar.
	const cardsWritten = cards
		? cardFiles([...countOutput(dist, { sizes: true }).sizes!])
		: undefined;
	// The full build is a clean build of this content: the rebuilds with nothing changed must
	// publish it byte for byte (a copy, since a rebuild replaces dist/).
	const fullDist = join(dir, 'dist-full');
	copyTree(dist, fullDist);
	process.stderr.write('  rebuilds, nothing changed…\n');
	const rebuild = await repeat(runs, astro);
	const unchangedAsClean = await compareTrees(dist, fullDist);
	await clean(fullDist);
	process.stderr.write('  rebuilds, one profile changed…\n');
	const changed = changeOne(content, names.slice(Math.floor(n / 2)).concat(names));
	const incremental = await repeat(runs, astro, changed.change);
	// The change must be published: a rebuild that skipped it would be fast for nothing.
	const published = await readFile(join(dist, 'v1/users', changed.name), 'utf8');
	const incrementalPublished = published.includes(`Changed in run ${runs}.`);
	// And published exactly as a clean build of the same content would: every file compared.
	process.stderr.write('  a clean build to compare with…\n');
	const cleanDist = join(dir, 'dist-clean');
	await node(
		[join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', cleanDist],
		{ ...env, STATICNOUNS_CACHE_DIR: join(dir, 'cache-clean') },
		n,
	);
	const sameAsClean = await compareTrees(dist, cleanDist);
	await clean(cleanDist, join(dir, 'cache-clean'));
	// check cold (a parse cache of its own, emptied before each run: every file read and validated)
	// and warm (the builds' parse cache, as a check after a build or a restored CI cache has it).
	process.stderr.write('  check, cold and warm…\n');
	const checkArgs = [join(ROOT, 'src/cli/index.ts'), 'check'];
	const coldCache = join(dir, 'cache-check');
	const check = await repeat(
		runs,
		() => node(checkArgs, { ...env, STATICNOUNS_CACHE_DIR: coldCache }, n),
		() => clean(coldCache),
	);
	await clean(coldCache);
	const checkWarm = await repeat(runs, () => node(checkArgs, env, n));
	process.stderr.write('  floor…\n');
	const floor = await repeat(
		runs,
		() => node([join(ROOT, 'bench/floor.ts'), content, join(dir, 'floor')], env, n),
		() => clean(join(dir, 'floor')),
	);
	const floorValidate = JSON.parse(floor.last.stdout.trim()) as { validateMs: number };
	let peer: (Timing & { files: number; bytes: number }) | undefined;
	if (hugo && !avatarEvery) {
		process.stderr.write('  hugo…\n');
		const hugoOut = join(dir, 'hugo-out');
		const measured = await repeat(
			runs,
			() => hugoBuild(join(dir, 'hugo'), hugoOut, n),
			() => clean(hugoOut, join(dir, 'hugo/.cache')),
		);
		const written = countOutput(hugoOut);
		peer = { ...timing(measured), files: written.files, bytes: written.bytes };
	}
	const verification = await verifyBuild(dist, join(dir, 'floor'), 25);
	const avatarLine = (stdout: string) =>
		stdout.match(/avatars: (\d+) encoded, (\d+) from cache \((\d+) ms\)/);
	const firstAvatars = avatarLine(full.last.stdout);
	const rebuildAvatars = avatarLine(rebuild.last.stdout);
	await clean(dir);
	const ratio = (a: number, b: number) => Number((a / b).toFixed(1));
	return {
		n,
		runs,
		avatars: avatarEvery ? Math.ceil(n / avatarEvery) : 0,
		fullBuild: timing(full),
		rebuild: { ...timing(rebuild), sameAsClean: unchangedAsClean },
		oneChanged: { ...timing(incremental), published: incrementalPublished, sameAsClean },
		check: timing(check),
		checkWarm: timing(checkWarm),
		floor: { ...timing(floor), validateSeconds: floorValidate.validateMs / 1000 },
		hugo: peer,
		ratioToHugo: peer ? ratio(full.seconds, peer.seconds) : undefined,
		// Issue 41's targets are each of these to Hugo's full build, measured in the same run.
		toHugo: peer
			? {
					full: ratio(full.seconds, peer.seconds),
					nothingChanged: ratio(rebuild.seconds, peer.seconds),
					oneChanged: ratio(incremental.seconds, peer.seconds),
					check: ratio(check.seconds, peer.seconds),
					checkWarm: ratio(checkWarm.seconds, peer.seconds),
				}
			: undefined,
		ratioToFloor: ratio(full.seconds, floor.seconds),
		checkToFloorValidation: ratio(check.seconds, floorValidate.validateMs / 1000),
		avatarEncodeMsEach:
			firstAvatars && Number(firstAvatars[1]) > 0
				? Math.round(Number(firstAvatars[3]) / Number(firstAvatars[1]))
				: undefined,
		rebuildEncoded: rebuildAvatars ? Number(rebuildAvatars[1]) : undefined,
		cards: cardsWritten
			? cardCost(
					{
						full: full.last.stdout,
						rebuild: rebuild.last.stdout,
						oneChanged: incremental.last.stdout,
					},
					cardsWritten,
				)
			: undefined,
		output,
		verification,
	};
}

type Result = Awaited<ReturnType<typeof measureSite>>;

/**
 * What a profile adds with no host named and on each host (its site as the `hosts` option names
 * it), and each host's ceiling in profiles, from the sites measured without avatars.
 */
function ceilings(results: readonly Result[]) {
	const measured = results.filter((r): r is Result & { output: Output } => r.output !== undefined);
	if (!measured.length) return undefined;
	const growth = (usage: (output: Output) => Usage) =>
		growthOf(measured.map((r) => ({ profiles: r.n, usage: usage(r.output) })));
	return {
		everyFile: { perProfile: growth((output) => output.hostUsage.everyFile).perProfile },
		hosts: Object.fromEntries(
			HOST_IDS.map((host) => {
				const grown = growth((output) => output.hostUsage.hosts[host]);
				return [host, { perProfile: grown.perProfile, ...ceilingInProfiles(host, grown) }];
			}),
		) as Record<HostId, { perProfile: Usage } & ReturnType<typeof ceilingInProfiles>>,
	};
}

const results: Result[] = [];
try {
	for (const n of sizes) results.push(await measureSite(n));
	if (avatarRun) results.push(await measureSite(avatarRun.n, avatarRun.every));
} finally {
	await clean(work);
}

const machine = {
	cpu: cpus()[0]?.model.trim() ?? 'unknown',
	cores: cpus().length,
	memoryBytes: totalmem(),
	os: `${platform()} ${release()}`,
	node: process.version,
	hugo: hugoVersion,
	disk,
};
const hostCeilings = ceilings(results);
const report = {
	date: new Date().toISOString(),
	locale,
	cards,
	ccApi,
	machine,
	hugoNote,
	results,
	ceilings: hostCeilings,
};
// Only the default run replaces the results the README's tables come from.
const resultFile = parsed.options.out
	? resolve(parsed.options.out)
	: join(ROOT, 'bench/results', parsed.options.isDefault ? 'latest.json' : 'custom.json');
await mkdir(dirname(resultFile), { recursive: true });
await writeFile(resultFile, `${JSON.stringify(report, null, 2)}\n`);
process.stderr.write(`wrote ${resultFile}\n`);

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) => [
	row(head),
	row(head.map(() => '---')),
	...rows.map(row),
];
const time = (t: Timing | undefined) =>
	t
		? `${t.seconds.toFixed(2)} s${t.peakRssBytes === undefined ? '' : `, ${formatBytes(t.peakRssBytes)}`}`
		: 'skipped';
const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : formatBytes(bytes));
const runsNote = [...new Set(results.map((r) => r.runs))]
	.map((runs) => (runs === 1 ? 'one run' : `median of ${runs} runs`))
	.join(' or ');
const lines = [
	`Machine: ${machine.cpu}, ${machine.cores} cores, ${formatBytes(machine.memoryBytes)}, ${machine.os}, Node ${machine.node}${hugoVersion ? `, Hugo ${hugoVersion}` : ''}; site locale ${locale}; preview cards ${cards ? 'on' : 'off'}; api/v1/ ${ccApi ? 'on' : 'off (--no-cc-api)'}; work folder on ${machine.disk}. Times: ${runsNote}; peak RSS is the largest.`,
	...(hugoNote ? ['', hugoNote] : []),
	'',
	...table(
		[
			'profiles',
			'avatars',
			'full build',
			'rebuild, nothing changed',
			'rebuild, one profile changed',
			'npm run check, cold',
			'npm run check, warm',
			'plain-Node floor (validation)',
			'Hugo',
			'build / Hugo',
			'build / floor',
			'check / floor validation',
			'output check',
		],
		results.map((r) => [
			r.n.toLocaleString('en'),
			r.avatars
				? `${r.avatars} (${r.avatarEncodeMsEach ?? '?'} ms each; rebuild encodes ${r.rebuildEncoded ?? '?'})`
				: '0',
			time(r.fullBuild),
			time(r.rebuild),
			`${time(r.oneChanged)}${r.oneChanged.published ? '' : ' (change NOT published)'}`,
			time(r.check),
			time(r.checkWarm),
			`${r.floor.seconds.toFixed(2)} s (${r.floor.validateSeconds.toFixed(2)} s), ${r.floor.peakRssBytes === undefined ? '?' : formatBytes(r.floor.peakRssBytes)}`,
			r.hugo
				? `${time(r.hugo)} (${r.hugo.files.toLocaleString('en')} files)`
				: r.avatars
					? '-'
					: 'skipped',
			r.ratioToHugo === undefined ? '-' : `${r.ratioToHugo}x`,
			`${r.ratioToFloor}x`,
			`${r.checkToFloorValidation}x`,
			[
				r.verification.different.length
					? `${r.verification.different.length} of ${r.verification.sampled} differ`
					: `${r.verification.apiFiles} API files, ${r.verification.profilePages} pages; ${r.verification.sampled} sampled identical`,
				r.rebuild.sameAsClean.different.length
					? `nothing changed: ${r.rebuild.sameAsClean.different.length} files differ from the full build (${r.rebuild.sameAsClean.different.slice(0, 3).join(', ')})`
					: `nothing changed: all ${r.rebuild.sameAsClean.files.toLocaleString('en')} files identical to the full build`,
				r.oneChanged.sameAsClean.different.length
					? `one changed: ${r.oneChanged.sameAsClean.different.length} files differ from a clean build (${r.oneChanged.sameAsClean.different.slice(0, 3).join(', ')})`
					: `one changed: all ${r.oneChanged.sameAsClean.files.toLocaleString('en')} files identical to a clean build`,
			].join('; '),
		]),
	),
	'',
	"Each time beside Hugo's full build of the same run (issue 41: full at most 3x, one changed 1x, nothing changed 0.5x, check 1x):",
	'',
	...table(
		[
			'profiles',
			'full build',
			'nothing changed',
			'one profile changed',
			'check, cold',
			'check, warm',
			'peak RSS',
		],
		results
			.filter((r) => r.toHugo)
			.map((r) => [
				r.n.toLocaleString('en'),
				`${r.toHugo!.full}x`,
				`${r.toHugo!.nothingChanged}x`,
				`${r.toHugo!.oneChanged}x`,
				`${r.toHugo!.check}x`,
				`${r.toHugo!.checkWarm}x`,
				kb(Math.max(...[r.fullBuild, r.rebuild, r.oneChanged].map((t) => t.peakRssBytes ?? 0))),
			]),
	),
	'',
	...table(
		[
			'profiles',
			'files in dist/',
			'bytes',
			'of which .json copies',
			'of which api/v1/ and s/',
			'fullest folder',
			'directory page (gzipped)',
			'largest pronoun page',
			'largest HTML file',
		],
		results.flatMap((r) =>
			r.output
				? [
						[
							r.n.toLocaleString('en'),
							r.output.files.toLocaleString('en'),
							formatBytes(r.output.bytes),
							`${r.output.jsonCopies.files.toLocaleString('en')} files, ${formatBytes(r.output.jsonCopies.bytes)}`,
							`${r.output.ccFiles.files.toLocaleString('en')} files, ${formatBytes(r.output.ccFiles.bytes)}`,
							r.output.fullestFolder
								? `${r.output.fullestFolder.path || '.'}/: ${r.output.fullestFolder.entries.toLocaleString('en')}`
								: '-',
							r.output.directoryPage
								? `${r.output.directoryPage.path}: ${kb(r.output.directoryPage.bytes)} (${kb(r.output.directoryPage.gzipBytes)})`
								: '-',
							r.output.largestPronounPage ? `${kb(r.output.largestPronounPage.bytes)}` : '-',
							r.output.largestHtml
								? `${r.output.largestHtml.path}: ${kb(r.output.largestHtml.bytes)}`
								: '-',
						],
					]
				: [],
		),
	),
	...(cards
		? [
				'',
				'Preview cards (the `cards` option): the card step of each build, as its log says it.',
				'',
				...table(
					CARD_HEAD,
					results.map((r) => {
						const [size, ...cells] = cardRow(r.n, r.cards);
						return [r.avatars ? `${size} (with avatars)` : size!, ...cells];
					}),
				),
			]
		: []),
	...(hostCeilings
		? [
				'',
				`Per profile with no host named (every file): ${hostCeilings.everyFile.perProfile.files.toFixed(2)} files and ${formatBytes(hostCeilings.everyFile.perProfile.bytes)}. On each host, the files its \`hosts\` option keeps:`,
				'',
				...table(
					['host', 'documented limits', 'files per profile', 'ceiling in profiles'],
					HOST_IDS.map((host) => {
						const limits: HostLimits = HOST_LIMITS[host];
						const documented = [
							limits.files && `${limits.files.toLocaleString('en')} files`,
							limits.entries && `${limits.entries.toLocaleString('en')} files and folders`,
							limits.bytes && `${formatBytes(limits.bytes)} per site`,
							limits.fileBytes && `${formatBytes(limits.fileBytes)} per file`,
							limits.folderEntries && `${limits.folderEntries.toLocaleString('en')} per folder`,
						].filter(Boolean);
						const { perProfile, profiles, by } = hostCeilings.hosts[host];
						return [
							limits.label,
							documented.join(', ') || '-',
							perProfile.files.toFixed(2),
							profiles === undefined
								? 'no limit that grows'
								: `${profiles.toLocaleString('en')} (${by})`,
						];
					}),
				),
			]
		: []),
];
process.stdout.write(`${lines.join('\n')}\n`);
if (
	results.some(
		(r) =>
			r.verification.different.length ||
			(cards && cardProblems(r.cards, r.n).length) ||
			r.rebuildEncoded ||
			!r.oneChanged.published ||
			r.rebuild.sameAsClean.different.length ||
			r.oneChanged.sameAsClean.different.length,
	)
)
	process.exitCode = 1;
