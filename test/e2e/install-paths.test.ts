/**
 * A community starts its site before staticnouns is on the registry, as
 * README.md's "Start a community's site" says, on a machine whose Node is
 * the system's Node 20 (/usr/bin/node first on PATH, not this project's):
 * from a `git+file://` URL of a clone of this repository (npm builds lib/
 * as it installs from git: the `prepare` script) and from a tarball of
 * `npm pack`. For each: `npx --package <source> staticnouns init`, which
 * writes a dependency on the same source. From the tarball, the whole way
 * on: `npm install` (quiet: no EBADENGINE), `npm run check`, and the site's
 * pull-request workflow (`npm ci`, check, `npm run build`) on a clone of
 * the site's own repository. From git, npm builds the package once (the
 * init): that it installs from a git URL, compiled, and runs is what the
 * git path adds; each further install of it would rebuild the package from
 * git (minutes each) to run the same code the tarball path runs. Each
 * command's time is printed at the end.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packedTarball } from '../helpers/pack.ts';
import { ROOT, userShellEnv } from '../helpers/run.ts';
import { bash, git, runJob, SITE_CHANGES_EXPRESSION, summary } from '../helpers/workflow.ts';

const SYSTEM_NODE = '/usr/bin/node';
let temp: string;
const timings: Record<string, number> = {};

/**
 * A new user's shell whose `node` is the system's: no node_modules/.bin of this project on PATH.
 */
function systemShell(): NodeJS.ProcessEnv {
	const path = (process.env['PATH'] ?? '')
		.split(delimiter)
		.filter((dir) => !dir.includes('node_modules'));
	return userShellEnv(join(temp, 'empty-npmrc'), {
		PATH: [dirname(SYSTEM_NODE), ...path].join(delimiter),
	});
}

/**
 * Runs `script` under bash in the system shell, timed under `label`; fails the test on an error.
 */
async function shell(label: string, script: string, cwd: string): Promise<string> {
	const start = performance.now();
	const { code, output } = await bash(script, cwd, systemShell());
	timings[label] = Math.round(performance.now() - start) / 1000;
	expect(code, `${script}\n${output}`).toBe(0);
	return output;
}

/**
 * The repository's files as they are now (committed or not), without what .gitignore leaves out.
 */
function projectFiles(): string[] {
	return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
		cwd: ROOT,
		encoding: 'utf8',
	})
		.split('\0')
		.filter((file) => file && !file.startsWith('node_modules/') && existsSync(join(ROOT, file)));
}

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-install-'));
	writeFileSync(join(temp, 'empty-npmrc'), '');
	expect(execFileSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' })).toMatch(/^v20\./);
});

afterAll(async () => {
	console.log(`install paths (s): ${JSON.stringify(timings, null, 1)}`);
	if (temp) await rm(temp, { recursive: true, force: true });
});

/**
 * From an empty folder with only `source`: init, install, check, build, then the site's repository
 * and a member's pull request through the site's own workflow.
 */
/**
 * In an empty folder `temp/<path>`: `npx --package <source> staticnouns init our-profiles`, which
 * must write the dependency `expected`; returns the site's folder.
 */
async function initSite(path: string, source: string, expected: string): Promise<string> {
	const home = join(temp, path);
	mkdirSync(home);
	const init = await shell(
		`${path}: npx --package <source> staticnouns init our-profiles`,
		`node --version && npx -y --package '${source}' staticnouns init our-profiles`,
		home,
	);
	expect(init).toMatch(/^v20\./);
	expect(init).toContain('wrote a new community site in our-profiles');
	const site = join(home, 'our-profiles');
	expect(
		JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).dependencies.staticnouns,
	).toBe(expected);
	return site;
}

async function startSite(path: string, source: string, expected: string) {
	const site = await initSite(path, source, expected);
	const home = dirname(site);
	const pkg = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));

	const install = await shell(`${path}: npm install`, 'npm install', site);
	// The site brings its own Node: npm under Node 20 says nothing of engines.
	expect(install).not.toContain('EBADENGINE');
	expect(install).not.toMatch(/allowScripts/);
	expect(JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')).dependencies).toEqual(
		pkg.dependencies,
	);
	expect(existsSync(join(site, 'node_modules/staticnouns/lib/cli/index.js'))).toBe(true);
	// Every place the site's files point at in the installed package is there.
	const pointers = execFileSync(
		'grep',
		[
			'-rhoE',
			'node_modules/staticnouns/[A-Za-z0-9_./-]*[A-Za-z0-9_]',
			'--exclude-dir=node_modules',
			'.',
		],
		{ cwd: site, encoding: 'utf8' },
	)
		.split('\n')
		.filter(Boolean);
	expect(pointers).toContain('node_modules/staticnouns/docs/reference/configuration.md');
	for (const pointer of new Set(pointers))
		expect(existsSync(join(site, pointer)), pointer).toBe(true);
	const help = await shell(
		`${path}: npx staticnouns deploy-configs --help`,
		'npx staticnouns deploy-configs --help',
		site,
	);
	for (const pointer of help.match(/node_modules\/staticnouns\/[\w./-]*\w/g) ?? [])
		expect(existsSync(join(site, pointer)), pointer).toBe(true);
	await shell(`${path}: npm run check`, 'npm run check', site);
	// No `npm run build` here: the pull-request workflow below runs it under the same Node, on a
	// clone of this site (its dist/ is checked there): one Astro build less per path.

	// The site's repository, and a member's pull request as CONTRIBUTING.md describes it.
	git(site, 'init', '-q', '-b', 'main');
	git(site, 'add', '-A');
	git(site, 'commit', '-q', '-m', 'Our profiles');
	git(site, 'checkout', '-q', '-b', 'add-sol');
	await shell(`${path}: npx staticnouns new sol`, 'npx staticnouns new sol', site);
	git(site, 'add', '-A');
	git(site, 'commit', '-q', '-m', 'Add sol');
	const runner = join(home, 'runner');
	git(home, 'clone', '-q', site, runner);
	git(runner, 'checkout', '-q', '--detach', 'origin/add-sol');
	const start = performance.now();
	const results = await runJob({
		file: join(runner, '.github/workflows/pull-request.yml'),
		job: 'check',
		dir: runner,
		event: { name: 'pull_request', ref: '1/merge', baseRef: 'main', headRef: 'add-sol' },
		repository: 'our-org/our-profiles',
		// A member's pull request: no site files, so no --allow-site-changes.
		expressions: { 'github.base_ref': 'main', [SITE_CHANGES_EXPRESSION]: '' },
		notRun: {},
		env: { PATH: systemShell()['PATH']!, NPM_CONFIG_USERCONFIG: join(temp, 'empty-npmrc') },
	});
	timings[`${path}: pull-request workflow (npm ci, check --base, build)`] =
		Math.round(performance.now() - start) / 1000;
	for (const result of results) timings[`${path}: PR ${result.run}`] = result.seconds;
	expect(summary(results), results.map((result) => result.output.slice(-2000)).join('\n')).toEqual([
		['npm ci', 0],
		[
			'npx staticnouns check --base "origin/main" --summary "$GITHUB_STEP_SUMMARY" $SITE_CHANGES',
			0,
		],
		['npm run build', 0],
	]);
	expect(results[0]!.output).not.toContain('EBADENGINE');
	expect(existsSync(join(runner, 'dist/v1/users/example.json'))).toBe(true);
	expect(existsSync(join(runner, 'dist/v1/users/sol.json'))).toBe(true);
	return site;
}

describe('a site started before staticnouns is on the registry, under the system Node 20', () => {
	test('from a git URL of a clone: npm builds the package as it installs it, and init runs', async () => {
		const clone = join(temp, 'staticnouns.git');
		mkdirSync(clone);
		for (const file of projectFiles()) {
			mkdirSync(dirname(join(clone, file)), { recursive: true });
			cpSync(join(ROOT, file), join(clone, file), { verbatimSymlinks: true });
		}
		git(clone, 'init', '-q', '-b', 'main');
		git(clone, 'add', '-A');
		git(clone, 'commit', '-q', '-m', 'staticnouns');
		const url = `git+file://${clone}`;
		await initSite('git', url, url);
		// npx installed the package into its cache, in a folder whose package.json names the URL.
		const cache = join(
			execFileSync('npm', ['config', 'get', 'cache'], {
				env: systemShell(),
				encoding: 'utf8',
			}).trim(),
			'_npx',
		);
		const installs = readdirSync(cache).filter((hash) => {
			const manifest = join(cache, hash, 'package.json');
			return existsSync(manifest) && readFileSync(manifest, 'utf8').includes(url);
		});
		expect(installs).toHaveLength(1);
		const installed = join(cache, installs[0]!, 'node_modules/staticnouns');
		try {
			// Compiled as it installed (prepare), nothing of the source: as from the registry.
			expect(existsSync(join(installed, 'lib/cli/index.js'))).toBe(true);
			expect(existsSync(join(installed, 'lib/integration/index.js'))).toBe(true);
			expect(existsSync(join(installed, 'src'))).toBe(false);
		} finally {
			// This clone's URL is never asked for again: its copy in the user's cache goes.
			await rm(join(cache, installs[0]!), { recursive: true, force: true });
		}
	}, 1_500_000);

	test("from a tarball: copied into the site, which depends on it by a path inside itself; install, check and the site's workflow", async () => {
		const tarball = packedTarball();
		const filename = basename(tarball);
		const site = await startSite('tarball', tarball, `file:${filename}`);
		expect(existsSync(join(site, filename))).toBe(true);
	}, 1_500_000);
});
