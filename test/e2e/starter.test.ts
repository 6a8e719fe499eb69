/**
 * A community site as a new community makes it, end to end: `npm pack` of
 * this repository, `staticnouns init` (the packed CLI) into a temporary
 * folder, one install of the tarball with its dependencies from npm's cache,
 * then the starter's own workflow steps, a build, the preview server and the
 * v1 API answers. The same install then builds:
 * - a site written for 0.2 (test/fixtures/starter-0.2), as later versions must;
 * - a copy of this repository as a community had it at 0.1
 *   (test/fixtures/fork-0.1: a38ca81's content/ and astro.config.mjs), moved
 *   to the package by the steps of docs/guides/upgrading.md, whose v1/ files
 *   must be byte for byte those a38ca81 published. (v1.sha256 there: the
 *   digests of a38ca81's `SITE_URL=https://profiles.example.org npm run
 *   build`, `cd dist && find v1 -type f | sort | xargs sha256sum`.)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, USER_NOT_FOUND_BODY } from '../helpers/http.ts';
import { packedTarball } from '../helpers/pack.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';
import {
	bash,
	cloneAt as clone,
	git,
	GIT_ENV,
	jobRuns,
	linkModules as link,
	runJob as run,
	summary,
	SITE_CHANGES_EXPRESSION,
	type GitHubEvent,
} from '../helpers/workflow.ts';

/** What actions/configure-pages gives the deploy's build. */
const PAGES = { origin: 'https://seed-swap.github.io', base_path: '/profiles' };
/** The example profile's ID in starter/content/users/example.md. */
const EXAMPLE_ID = 'dc2iq3f0adj1unb3qjf0';
/** Steps of the starter's workflows not run here, and why; each must exist (asserted). */
const NOT_RUN: Record<string, string> = {
	'npm ci':
		"node_modules is linked from the site's one install of the packed tarball, made in beforeAll",
};

let temp: string;
/** The site `init` wrote and the tarball was installed into. */
let site: string;
let origin: string;
/**
 * The packed package, unpacked: its CLI runs `init` before anything is installed, as npx runs it.
 */
let packed: string;
let tarball: string;
/** The CLI's file in the packed package (its `bin`). */
let bin: string;
const timings: Record<string, number> = {};

function timed<T>(label: string, work: () => T): T {
	const start = performance.now();
	try {
		return work();
	} finally {
		timings[label] = Math.round(performance.now() - start) / 1000;
	}
}

/** `dir`/node_modules linked from the site's one install (test/helpers/workflow.ts). */
const linkModules = (dir: string) => link(join(site, 'node_modules'), dir);

const cloneAt = (name: string, branch: string) =>
	clone(origin, temp, name, branch, join(site, 'node_modules'));

/** What GitHub gives the starter's workflows' expressions. */
const expressions = (event: GitHubEvent) => ({
	'github.base_ref': event.baseRef ?? '',
	'steps.pages.outputs.origin': PAGES.origin,
	'steps.pages.outputs.base_path': PAGES.base_path,
	// A repository that has not set the optional secret: GitHub gives an empty string.
	'secrets.STATICNOUNS_CACHE_KEY': '',
	// A member's pull request: site files fail the check.
	[SITE_CHANGES_EXPRESSION]: '',
});

/**
 * Runs a job's `run:` steps of the site's own workflow in `dir`, as GitHub would, stopping at the
 * first failure.
 */
const runJob = (file: string, job: string, dir: string, event: GitHubEvent) =>
	run({
		file: join(dir, '.github/workflows', file),
		job,
		dir,
		event,
		repository: 'seed-swap/profiles',
		expressions: expressions(event),
		notRun: NOT_RUN,
	});

/** sha256 and path of every file under `dir`/v1, as `sha256sum` prints them. */
function v1Digests(dist: string): string {
	const files = (
		readdirSync(join(dist, 'v1'), {
			recursive: true,
			withFileTypes: true,
		}) as import('node:fs').Dirent[]
	)
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name).slice(dist.length + 1))
		.sort();
	return files
		.map(
			(file) =>
				`${createHash('sha256')
					.update(readFileSync(join(dist, file)))
					.digest('hex')}  ${file}\n`,
		)
		.join('');
}

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-starter-'));
	const env = cleanEnv();

	// npm pack, as a release does.
	tarball = timed("npm pack (or this run's tarball)", packedTarball);
	packed = join(temp, 'packed');
	mkdirSync(packed);
	execFileSync('tar', ['-xzf', tarball, '-C', packed, '--strip-components=1']);

	// init with the packed CLI, nothing installed yet (npx runs the same bin).
	bin = (
		JSON.parse(readFileSync(join(packed, 'package.json'), 'utf8')) as {
			bin: Record<string, string>;
		}
	).bin['staticnouns']!;
	execFileSync(process.execPath, [join(packed, bin), 'init', 'site'], {
		cwd: temp,
		env,
		encoding: 'utf8',
	});
	site = join(temp, 'site');

	// One install: the tarball and its dependencies, from npm's cache.
	timed('npm install (tarball, warm cache)', () =>
		execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], {
			cwd: site,
			env,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		}),
	);

	// The site's repository: the starter as init wrote it, with its lock.
	origin = join(temp, 'origin');
	mkdirSync(origin);
	git(origin, 'init', '-q', '-b', 'main');
	for (const entry of readdirSync(site))
		if (entry !== 'node_modules')
			cpSync(join(site, entry), join(origin, entry), { recursive: true });
	git(origin, 'add', '-A');
	git(origin, 'commit', '-q', '-m', 'Our profiles');

	// A member adds their profile, the way CONTRIBUTING.md says.
	git(origin, 'checkout', '-q', '-b', 'add-sol');
	const work = cloneAt('new-profile', 'main');
	execFileSync('npx', ['staticnouns', 'new', 'sol'], { cwd: work, env, encoding: 'utf8' });
	cpSync(join(work, 'content/users/sol.md'), join(origin, 'content/users/sol.md'));
	git(origin, 'add', '-A');
	git(origin, 'commit', '-q', '-m', 'Add sol');

	// Another changes the example's ID.
	git(origin, 'checkout', '-q', '-b', 'change-id', 'main');
	const example = join(origin, 'content/users/example.md');
	const text = readFileSync(example, 'utf8');
	expect(text.split('\n')[3]).toMatch(new RegExp(`^id: ${EXAMPLE_ID} `));
	writeFileSync(example, text.replace(`id: ${EXAMPLE_ID}`, 'id: dc2iq3f0adj1unb3qjfv'));
	git(origin, 'commit', '-q', '-am', 'New ID for the example');
	git(origin, 'checkout', '-q', 'main');
}, 900_000);

afterAll(async () => {
	console.log(`starter e2e timings (s): ${JSON.stringify(timings)}`);
	if (temp) await rm(temp, { recursive: true, force: true });
});

describe('the packed package', () => {
	test('holds the starter, and init wrote it with the dependency on this version', () => {
		const version = (
			JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
		).version;
		expect(existsSync(join(packed, 'starter/package.json'))).toBe(true);
		expect(readFileSync(join(site, '.gitignore'), 'utf8')).toBe(
			readFileSync(join(ROOT, 'starter/.gitignore'), 'utf8'),
		);
		expect(readFileSync(join(site, 'content/users/example.md'))).toEqual(
			readFileSync(join(ROOT, 'starter/content/users/example.md')),
		);
		const installed = JSON.parse(
			readFileSync(join(site, 'node_modules/staticnouns/package.json'), 'utf8'),
		) as { version: string };
		expect(installed.version).toBe(version);
		// Nothing of the tool's tests, fixtures or bench.
		for (const folder of ['test', 'bench', 'content'])
			expect(existsSync(join(packed, folder)), folder).toBe(false);
	});

	test('runs on the Node its package.json pins, installed with it', () => {
		const pinned = (
			JSON.parse(readFileSync(join(site, 'package.json'), 'utf8')) as {
				devDependencies: Record<string, string>;
			}
		).devDependencies['node'];
		expect(
			JSON.parse(readFileSync(join(site, 'node_modules/node/package.json'), 'utf8')).version,
		).toBe(pinned);
	});
});

describe("the starter's pull-request workflow", () => {
	test('installs, checks against the target branch and builds, nothing else', () => {
		const runs = jobRuns(join(site, '.github/workflows/pull-request.yml'), 'check');
		expect(runs).toEqual([
			'npm ci',
			'npx staticnouns check --base "origin/${{ github.base_ref }}" --summary "$GITHUB_STEP_SUMMARY" $SITE_CHANGES',
			'npm run build',
		]);
	});

	let added: string;
	test('passes every step for a pull request adding a profile', async () => {
		added = cloneAt('pr-add', 'add-sol');
		const results = await runJob('pull-request.yml', 'check', added, {
			name: 'pull_request',
			ref: '7/merge',
			baseRef: 'main',
			headRef: 'add-sol',
		});
		for (const { run, seconds } of results) timings[`PR step: ${run}`] = seconds;
		expect(summary(results), results.map(({ output }) => output).join('\n')).toEqual([
			['npm ci', null],
			[
				'npx staticnouns check --base "origin/main" --summary "$GITHUB_STEP_SUMMARY" $SITE_CHANGES',
				0,
			],
			['npm run build', 0],
		]);
		const sol = JSON.parse(readFileSync(join(added, 'dist/v1/users/sol.json'), 'utf8')) as {
			name: string;
		};
		expect(sol.name).toBe('sol');
	});

	test('fails at the check step, with an annotation on the file and line, for a pull request changing an ID', async () => {
		const dir = cloneAt('pr-change-id', 'change-id');
		const results = await runJob('pull-request.yml', 'check', dir, {
			name: 'pull_request',
			ref: '8/merge',
			baseRef: 'main',
			headRef: 'change-id',
		});
		expect(summary(results)).toEqual([
			['npm ci', null],
			[
				'npx staticnouns check --base "origin/main" --summary "$GITHUB_STEP_SUMMARY" $SITE_CHANGES',
				1,
			],
		]);
		const annotations = results[1]!.output.split('\n').filter((line) => line.startsWith('::'));
		expect(annotations).toEqual([
			`::error file=content/users/example.md,line=4,title=id::the ID changed from "${EXAMPLE_ID}" (at origin/main) to "dc2iq3f0adj1unb3qjfv"; IDs never change: put back id: ${EXAMPLE_ID}`,
		]);
	});

	describe('npm run preview of the built site', () => {
		let server: ChildProcess;
		let address: string;
		beforeAll(async () => {
			const port = await freePort();
			address = `http://127.0.0.1:${port}`;
			server = spawn(
				'npm',
				['run', 'preview', '--', '--port', String(port), '--host', '127.0.0.1'],
				{ cwd: added, env: cleanEnv(), detached: true },
			);
			await new Promise<void>((resolve, reject) => {
				server.stdout?.on(
					'data',
					(chunk: Buffer) => chunk.toString().includes('Serving') && resolve(),
				);
				server.on('exit', (code) => reject(new Error(`preview exited with ${code}`)));
			});
		}, 60_000);
		// npm does not pass the signal on to the server: stop the whole group.
		afterAll(() => {
			if (server?.pid) process.kill(-server.pid, 'SIGTERM');
		});

		test('answers GET /v1/users/{ref} by ID and by name', async () => {
			const bytes = readFileSync(join(added, 'dist/v1/users/sol.json'), 'utf8');
			const { id } = JSON.parse(bytes) as { id: string };
			for (const ref of [id, 'sol', 'example']) {
				const response = await fetch(`${address}/v1/users/${ref}`);
				expect(response.status, ref).toBe(200);
				expect(response.headers.get('content-type')).toMatch(/^application\/json/);
				const user = (await response.json()) as { id: string; name: string };
				expect(ref === 'example' ? user.id : user).toEqual(
					ref === 'example' ? EXAMPLE_ID : JSON.parse(bytes),
				);
			}
		});

		test('answers an unknown user with 404 and the APIError', async () => {
			const response = await fetch(`${address}/v1/users/nobody`);
			expect(response.status).toBe(404);
			expect(response.headers.get('content-type')).toMatch(/^application\/json/);
			expect(await response.json()).toEqual(JSON.parse(USER_NOT_FOUND_BODY));
		});

		test('serves the profile pages', async () => {
			const response = await fetch(`${address}/@example/`);
			expect(response.status).toBe(200);
			const page = await response.text();
			expect(page).toContain('Alex Example');
			expect(page).toContain('<title>');
			expect((await fetch(`${address}/@sol/`)).status).toBe(200);
		});
	});
});

describe("the starter's deploy workflow", () => {
	test('builds main for GitHub Pages under its base path', async () => {
		const dir = cloneAt('deploy', 'main');
		const results = await runJob('deploy.yml', 'deploy', dir, { name: 'push', ref: 'main' });
		expect(summary(results), results.map(({ output }) => output).join('\n')).toEqual([
			['npm ci', null],
			['npm run build', 0],
		]);
		const page = readFileSync(join(dir, 'dist/@example/index.html'), 'utf8');
		expect(page).toContain(
			'<link rel="canonical" href="https://seed-swap.github.io/profiles/@example/">',
		);
		expect(page).toContain(
			'href="https://github.com/seed-swap/profiles/edit/main/content/users/example.md"',
		);
		expect(JSON.parse(readFileSync(join(dir, 'dist/v1/users/example.json'), 'utf8'))).toMatchObject(
			{ id: EXAMPLE_ID, name: 'example' },
		);
	});
});

describe('upgrades', () => {
	test('builds a site written for 0.2 with this version: its options, own page and CSS', async () => {
		const dir = join(temp, 'starter-0.2');
		cpSync(join(ROOT, 'test/fixtures/starter-0.2'), dir, { recursive: true });
		linkModules(dir);
		const result = await bash(
			'npm run build',
			dir,
			cleanEnv({ SITE_URL: 'https://seeds.example.org' }),
		);
		expect(result.code, result.output).toBe(0);
		const kit = readFileSync(join(dir, 'dist/@kit/index.html'), 'utf8');
		expect(kit).toContain('The seed swap');
		expect(kit).toContain('--site-accent');
		expect(kit).toContain(
			'href="https://git.example.org/seeds/profiles/edit/main/content/users/kit/index.md"',
		);
		expect(readFileSync(join(dir, 'dist/about/index.html'), 'utf8')).toContain(
			'About the seed swap',
		);
		expect(JSON.parse(readFileSync(join(dir, 'dist/v1/users/kit.json'), 'utf8'))).toMatchObject({
			name: 'kit',
		});
	});

	test('moves a copy of the repository at 0.1 to the package by the guide, publishing byte-identical v1/ API files', async () => {
		const parent = join(temp, 'migration');
		const copy = join(parent, 'your-site');
		mkdirSync(copy, { recursive: true });
		// The copy: 0.1's content/ and astro.config.mjs, with the tool's files around them as a copy
		// had.
		cpSync(join(ROOT, 'test/fixtures/fork-0.1'), copy, {
			recursive: true,
			filter: (source) => !source.endsWith('v1.sha256'),
		});
		for (const file of [
			'src/integration/index.ts',
			'test/architecture.test.ts',
			'bench/run.ts',
			'.github/workflows/pull-request.yml',
			'package.json',
			'README.md',
			'CONTRIBUTING.md',
			'.nvmrc',
		]) {
			mkdirSync(dirname(join(copy, file)), { recursive: true });
			writeFileSync(join(copy, file), `0.1's ${file}\n`);
		}
		git(parent, 'init', '-q', '-b', 'main', copy);
		git(copy, 'add', '-A');
		git(copy, 'commit', '-q', '-m', 'Our copy of staticnouns');
		const oldConfig = readFileSync(join(copy, 'astro.config.mjs'), 'utf8');

		// The guide's steps, its shell commands as written.
		const guide = readFileSync(join(ROOT, 'docs/guides/upgrading.md'), 'utf8');
		const section = guide.slice(guide.indexOf('## From a copy of this repository (0.1)'));
		const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
		expect(blocks).toHaveLength(2);
		// 1. init beside the copy (the packed CLI, as npx runs it).
		expect(section).toContain('`npx staticnouns@^0.2.0 init starter-files`');
		execFileSync(process.execPath, [join(packed, bin), 'init', 'starter-files'], {
			cwd: parent,
			env: cleanEnv(),
			encoding: 'utf8',
		});
		// 2. remove the tool, in the copy; 3. copy the starter in, from the folder that holds both.
		for (const [block, cwd] of [
			[blocks[0]!, copy],
			[blocks[1]!, parent],
		] as const) {
			const result = await bash(block, cwd, cleanEnv(GIT_ENV));
			expect(result.code, `${block}\n${result.output}`).toBe(0);
		}
		// 4. the old staticnouns({ ... }) call replaces the new one's.
		const call = (text: string) =>
			text.slice(
				text.indexOf('staticnouns({'),
				text.indexOf('}),', text.indexOf('staticnouns({')) + 2,
			);
		const newConfig = readFileSync(join(copy, 'astro.config.mjs'), 'utf8');
		writeFileSync(
			join(copy, 'astro.config.mjs'),
			newConfig.replace(call(newConfig), call(oldConfig)),
		);
		expect(call(oldConfig)).toContain("searchEngines: process.env.SEARCH_ENGINES === 'allow'");

		// What is left is the site: its content, no tool.
		const files = git(copy, 'ls-files', '--cached', '--others', '--exclude-standard')
			.split('\n')
			.filter(Boolean);
		expect(files.filter((file) => !file.startsWith('content/')).sort()).toEqual([
			'.github/ISSUE_TEMPLATE/profile.yml',
			'.github/dependabot.yml',
			'.github/workflows/deploy.yml',
			'.github/workflows/propose.yml',
			'.github/workflows/pull-request.yml',
			'.gitignore',
			'CONTRIBUTING.md',
			'README.md',
			'astro.config.mjs',
			'package.json',
		]);

		// 7. install (the same packages), check, build, compare.
		linkModules(copy);
		const check = await bash('npm run check', copy, cleanEnv());
		expect(check.code, check.output).toBe(0);
		const build = await bash(
			'npm run build',
			copy,
			cleanEnv({ SITE_URL: 'https://profiles.example.org' }),
		);
		expect(build.code, build.output).toBe(0);
		// Every API file byte for byte as 0.1 published it. The .htaccess files are Apache's rules,
		// not answers: 0.2 writes them anew (its rewrites capture refs only, b7e59e6); no-members.json
		// is the one empty list the servers' rules answer with (#40), new since 0.1.
		const answers = (digests: string) =>
			digests
				.split('\n')
				.filter((line) => !line.endsWith('/.htaccess') && !line.endsWith('/no-members.json'))
				.join('\n');
		const published = v1Digests(join(copy, 'dist'));
		const expected = readFileSync(join(ROOT, 'test/fixtures/fork-0.1/v1.sha256'), 'utf8');
		expect(answers(published)).toBe(answers(expected));
		expect(published.split('\n').filter((line) => line.endsWith('/.htaccess'))).toHaveLength(2);
		expect(published.split('\n').filter((line) => line.endsWith('/no-members.json'))).toHaveLength(
			1,
		);
	});
});
