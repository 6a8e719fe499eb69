/**
 * `npm run bench:starter [-- --profiles 100]`: what a community's pull request
 * costs with the starter, measured on this machine. Packs this repository,
 * writes a site with `staticnouns init`, fills it with N synthetic profiles
 * (every tenth with an avatar), installs once to write its lock, then runs
 * the starter's pull-request workflow in a fresh clone of a branch adding a
 * profile, timing each step as the workflow runs it:
 *
 *   npm ci                                      (npm's cache warm, as setup-node's cache makes it)
 *   npx staticnouns check --base origin/main
 *   npm run build                               (no build cache, as on a fresh runner)
 *
 * then the same run on a warm runner, where the workflow restores node_modules as main's deploy
 * saved it for the same lock (`actions/cache/restore`, timed here as copying that folder) instead
 * of running npm ci, and prints them, their sums and the installed footprint (`du -sh
 * node_modules`, and without the `node` package's binary if one is there). Then main's deploys
 * (the starter's deploy.yml, with STATICNOUNS_CACHE_KEY set): a first one on a runner with no build
 * cache, which saves `node_modules/.cache` and dist/ as actions/cache does, and the one after the
 * pull request is merged, in the same workspace path as a runner's, which restores them and
 * builds: the fast path when only profiles changed (its one line is printed with the times).
 * `--from git` starts the
 * site from this repository's committed HEAD as a git URL (npm builds the package from source, as
 * a site started from the README's git URL does) instead of the packed tarball.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSite } from './generate.ts';

const ROOT = join(import.meta.dirname, '..');
const { values } = parseArgs({
	options: {
		profiles: { type: 'string', default: '100' },
		from: { type: 'string', default: 'tarball' },
		keep: { type: 'boolean' },
	},
});
if (values.from !== 'tarball' && values.from !== 'git')
	throw new Error(`--from is tarball or git, not ${values.from}`);
const count = Number(values.profiles);
const GIT_ENV = {
	...process.env,
	GIT_AUTHOR_NAME: 'Bench',
	GIT_AUTHOR_EMAIL: 'bench@example.org',
	GIT_COMMITTER_NAME: 'Bench',
	GIT_COMMITTER_EMAIL: 'bench@example.org',
};
const git = (cwd: string, ...args: string[]) =>
	execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });

/**
 * Runs a shell command as a workflow step does; returns its wall seconds and
 * its processes' CPU seconds (user + system, from bash's `times`), the
 * figure a busy shared machine inflates least. Stops the bench on failure.
 */
function step(
	command: string,
	cwd: string,
	env: Record<string, string> = {},
): { wall: number; cpu: number; output: string } {
	const start = performance.now();
	const result = spawnSync('bash', ['-eo', 'pipefail', '-c', `${command} >&2\ntimes`], {
		cwd,
		env: { ...process.env, CI: 'true', ...env },
		encoding: 'utf8',
	});
	const wall = (performance.now() - start) / 1000;
	if (result.status !== 0)
		throw new Error(`${command} failed (${result.status}):\n${result.stderr}`);
	// `times`: the shell's own user and system time, then its children's.
	const children = result.stdout
		.trim()
		.split('\n')
		.at(-1)!
		.split(' ')
		.map((time) => {
			const [, minutes, seconds] = /^(\d+)m([\d.]+)s$/.exec(time)!;
			return Number(minutes) * 60 + Number(seconds);
		});
	return { wall, cpu: children[0]! + children[1]!, output: result.stderr };
}

/**
 * Main's two deploys around the merge of `branch` (deploy.yml's steps after checkout): each a fresh
 * clone in the same workspace path, node_modules restored from `modules`; the first with no build
 * cache, which it then saves (node_modules/.cache and dist/, as actions/cache does), the second
 * restoring it. Both with one STATICNOUNS_CACHE_KEY, as the environment's secret gives it.
 */
function deploys(temp: string, origin: string, branch: string, modules: string) {
	const env = { STATICNOUNS_CACHE_KEY: randomBytes(32).toString('hex') };
	const workspace = join(temp, 'deploy');
	const cache = join(temp, 'build-cache');
	const checkout = () => {
		execFileSync('rm', ['-rf', workspace]);
		git(temp, 'clone', '-q', origin, workspace);
		return step(`cp -a ${modules} node_modules`, workspace);
	};
	git(origin, 'checkout', '-q', 'main');
	checkout();
	const first = step('npm run build', workspace, env);
	mkdirSync(cache);
	execFileSync('cp', ['-a', join(workspace, 'node_modules/.cache'), join(cache, 'cache')]);
	execFileSync('cp', ['-a', join(workspace, 'dist'), join(cache, 'dist')]);
	git(origin, 'merge', '-q', '--no-ff', '-m', `Merge ${branch}`, branch);
	const restoreModules = checkout();
	const restoreBuild = step(
		`cp -a ${join(cache, 'cache')} node_modules/.cache && cp -a ${join(cache, 'dist')} dist`,
		workspace,
	);
	const build = step('npm run build', workspace, env);
	// What a clean build of the merged main writes, to the byte (diff exits 1 on any difference).
	execFileSync('rm', ['-rf', join(workspace, 'node_modules/.cache')]);
	step(`npx astro build --outDir ${join(temp, 'clean-dist')}`, workspace, env);
	const identical =
		spawnSync('diff', ['-r', '-q', join(workspace, 'dist'), join(temp, 'clean-dist')]).status === 0;
	const said = (output: string) =>
		output.split('\n').find((line) => /^(fast|full) build/.test(line)) ?? '(no line)';
	return {
		first: { wall: first.wall, said: said(first.output) },
		merged: { restoreModules, restoreBuild, build, said: said(build.output), identical },
	};
}

const du = (path: string) =>
	execFileSync('du', ['-sm', path], { encoding: 'utf8' }).split('\t')[0]!;

const temp = await mkdtemp(join(tmpdir(), 'staticnouns-bench-starter-'));
try {
	const [pack] = JSON.parse(
		execFileSync('npm', ['pack', '--json', '--pack-destination', temp], {
			cwd: ROOT,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		}),
	) as { filename: string; size: number; unpackedSize: number }[];
	const tarball = join(temp, pack!.filename);
	const packed = join(temp, 'packed');
	mkdirSync(packed);
	execFileSync('tar', ['-xzf', tarball, '-C', packed, '--strip-components=1']);
	const bin = (
		JSON.parse(readFileSync(join(packed, 'package.json'), 'utf8')) as {
			bin: Record<string, string>;
		}
	).bin['staticnouns']!;
	const fromGit = `git+file://${ROOT}#${git(ROOT, 'rev-parse', 'HEAD').trim()}`;
	const from = values.from === 'git' ? ['--from', fromGit] : [];
	execFileSync(process.execPath, [join(packed, bin), 'init', 'site', ...from], { cwd: temp });
	const site = join(temp, 'site');
	await generateSite(join(site, 'content'), count, { avatarEvery: 10 });

	// The maintainer's first install writes the lock the workflows install from.
	const install = ['install', '--prefer-offline', '--no-audit', '--no-fund'];
	execFileSync('npm', values.from === 'git' ? install : [...install, tarball], {
		cwd: site,
		stdio: 'ignore',
	});
	const origin = join(temp, 'origin');
	mkdirSync(origin);
	git(origin, 'init', '-q', '-b', 'main');
	for (const entry of readdirSync(site))
		if (entry !== 'node_modules')
			cpSync(join(site, entry), join(origin, entry), { recursive: true });
	git(origin, 'add', '-A');
	git(origin, 'commit', '-q', '-m', 'The site');
	git(origin, 'checkout', '-q', '-b', 'add-profile');
	execFileSync('npx', ['staticnouns', 'new', 'newcomer'], { cwd: site, stdio: 'ignore' });
	cpSync(join(site, 'content/users/newcomer.md'), join(origin, 'content/users/newcomer.md'));
	git(origin, 'add', '-A');
	git(origin, 'commit', '-q', '-m', 'Add newcomer');

	// The pull request's run: a fresh clone, then the workflow's steps.
	const clone = join(temp, 'clone');
	git(temp, 'clone', '-q', origin, clone);
	git(clone, 'checkout', '-q', 'add-profile');
	const cold = step('npm ci --prefer-offline --no-audit --no-fund', clone);
	// What main's deploy saves: node_modules right after npm ci, before the build writes its cache.
	const saved = join(temp, 'modules-cache');
	execFileSync('cp', ['-a', join(clone, 'node_modules'), saved]);
	const times = {
		'npm ci': cold,
		'check --base': step('npx staticnouns check --base origin/main', clone),
		build: step('npm run build', clone),
	};
	// A warm runner: a fresh clone whose node_modules comes from the cache, npm ci skipped.
	const warmClone = join(temp, 'warm-clone');
	git(temp, 'clone', '-q', origin, warmClone);
	git(warmClone, 'checkout', '-q', 'add-profile');
	const warm = {
		'restore node_modules': step(`cp -a ${saved} node_modules`, warmClone),
		'check --base': step('npx staticnouns check --base origin/main', warmClone),
		build: step('npm run build', warmClone),
	};
	const deploy = deploys(temp, origin, 'add-profile', saved);
	const round = (value: number) => Math.round(value * 10) / 10;
	const sum = (steps: Record<string, { wall: number; cpu: number }>) =>
		Object.values(steps).reduce(
			(total, time) => ({ wall: total.wall + time.wall, cpu: total.cpu + time.cpu }),
			{ wall: 0, cpu: 0 },
		);
	const total = sum(times);
	const modules = join(clone, 'node_modules');
	const nodeBinary = existsSync(join(modules, 'node')) ? Number(du(join(modules, 'node'))) : 0;
	const result = {
		profiles: count + 1,
		from: values.from,
		cores: cpus().length,
		load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
		wall_seconds: Object.fromEntries(
			[...Object.entries(times), ['total', total] as const].map(([key, time]) => [
				key,
				round(time.wall),
			]),
		),
		cpu_seconds: Object.fromEntries(
			[...Object.entries(times), ['total', total] as const].map(([key, time]) => [
				key,
				round(time.cpu),
			]),
		),
		warm_runner_wall_seconds: Object.fromEntries(
			[...Object.entries(warm), ['total', sum(warm)] as const].map(([key, time]) => [
				key,
				round(time.wall),
			]),
		),
		deploy_after_merge_wall_seconds: {
			'first deploy, no build cache': round(deploy.first.wall),
			'restore node_modules': round(deploy.merged.restoreModules.wall),
			'restore build cache': round(deploy.merged.restoreBuild.wall),
			build: round(deploy.merged.build.wall),
			said: deploy.merged.said,
			'dist/ identical to a clean build': deploy.merged.identical,
		},
		node_modules_mb: Number(du(modules)),
		node_modules_without_node_binary_mb: Number(du(modules)) - nodeBinary,
		package: {
			tarball_kb: Math.round(pack!.size / 1024),
			unpacked_kb: Math.round(pack!.unpackedSize / 1024),
		},
	};
	process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
	if (values.keep) process.stderr.write(`kept ${temp}\n`);
	else await rm(temp, { recursive: true, force: true });
}
