/**
 * The workflows' `run:` steps, executed as GitHub runs them: in order, with
 * bash -eo pipefail, in a fresh clone of a repository made from this one,
 * with the variables GitHub sets and the `${{ }}` expressions it substitutes.
 * action-validator (test/project/project-files.test.ts) checks the YAML; this
 * proves the commands.
 *
 * Three runs: a pull request adding a profile (every step passes), one
 * changing an existing ID (the check step fails with an annotation) and the
 * deploy of main under a Pages base path.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cleanEnv, ROOT } from '../helpers/run.ts';
import {
	cloneAt as clone,
	git,
	jobRuns,
	runJob as run,
	summary,
	type GitHubEvent,
} from '../helpers/workflow.ts';

/**
 * Steps not run here, and why. Each must exist in the workflow (asserted),
 * so a renamed step cannot silently skip; any other step runs.
 */
const NOT_RUN: Record<string, string> = {
	'npm ci':
		'node_modules is linked from this checkout, where `npm ci` ran (.ci/run proves it once per CI run)',
	'scripts/install-system-deps.sh': 'installs system packages; .ci/run ran it before this suite',
	'npm run typecheck': '.ci/run type-checks this checkout, whose files the clone has',
	'npm run lint': '.ci/run lints this checkout, whose files the clone has',
	'npm test': ".ci/run runs the unit tests of this checkout and measures their coverage",
	'npm run test:scale': '.ci/run runs the scale tests of this checkout',
	'npm run test:e2e': 'the suite running this test',
};

const PAGES = { origin: 'https://queer-collective.github.io', base_path: '/profiles' };
const REPOSITORY = 'queer-collective/profiles';
/** What GitHub gives an expression, per event. An unknown expression fails the test. */
function expressions(event: { baseRef?: string }): Record<string, string> {
	return {
		'github.base_ref': event.baseRef ?? '',
		'steps.pages.outputs.origin': PAGES.origin,
		'steps.pages.outputs.base_path': PAGES.base_path,
		// A repository that has not set the optional secret: GitHub gives an empty string.
		'secrets.STATICNOUNS_CACHE_KEY': '',
	};
}

let temp: string;
let origin: string;
/**
 * The repository's files as they are now (committed or not), without what .gitignore leaves out.
 */
function projectFiles(): string[] {
	const listed = execFileSync(
		'git',
		['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
		{ cwd: ROOT, encoding: 'utf8' },
	);
	return listed.split('\0').filter((file) => file && !file.startsWith('node_modules/'));
}

/** A fresh clone of the fixture at `branch`, with this checkout's installed packages linked in. */
const cloneAt = (name: string, branch: string) =>
	clone(origin, temp, name, branch, join(ROOT, 'node_modules'));

/**
 * Runs a job of this repository's workflow `file` in `dir`, as GitHub would
 * (test/helpers/workflow.ts), with the clone's own avatar cache, like a runner's empty one.
 */
const runJob = (file: string, job: string, dir: string, event: GitHubEvent) =>
	run({
		file: join(ROOT, '.github/workflows', file),
		job,
		dir,
		event,
		repository: REPOSITORY,
		expressions: expressions(event),
		notRun: NOT_RUN,
		env: { STATICNOUNS_CACHE_DIR: join(dir, 'node_modules/.cache/staticnouns') },
	});

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-workflows-'));
	origin = join(temp, 'origin');
	mkdirSync(origin);
	git(origin, 'init', '-q', '-b', 'main');
	// The example profiles as content/: a site started from this template
	// has removed them from its own content/, and its tests still run.
	for (const file of projectFiles().filter((file) => !file.startsWith('content/'))) {
		try {
			mkdirSync(dirname(join(origin, file)), { recursive: true });
			cpSync(join(ROOT, file), join(origin, file), { verbatimSymlinks: true });
		} catch (error) {
			// A file deleted in the working tree but still in the index.
			if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
		}
	}
	cpSync(join(ROOT, 'test/fixtures/examples'), join(origin, 'content'), { recursive: true });
	git(origin, 'add', '-A');
	git(origin, 'commit', '-q', '-m', 'The site');

	// A member adds their profile, the way the README says.
	git(origin, 'checkout', '-q', '-b', 'add-sol');
	const work = cloneAt('new-profile', 'main');
	execFileSync('npx', ['staticnouns', 'new', 'sol'], {
		cwd: work,
		env: cleanEnv(),
		encoding: 'utf8',
	});
	cpSync(join(work, 'content/users/sol.md'), join(origin, 'content/users/sol.md'));
	git(origin, 'add', '-A');
	git(origin, 'commit', '-q', '-m', 'Add sol');

	// Another changes an existing ID.
	git(origin, 'checkout', '-q', '-b', 'change-id', 'main');
	const robin = join(origin, 'content/users/robin.md');
	const text = readFileSync(robin, 'utf8');
	expect(text.split('\n')[2]).toBe('id: d4gn7g3p38l77tn1edd0');
	execFileSync('sed', ['-i', 's/^id: d4gn7g3p38l77tn1edd0$/id: d4gn7g3p38l77tn1eddv/', robin]);
	git(origin, 'commit', '-q', '-am', 'New ID for robin');
	git(origin, 'checkout', '-q', 'main');
}, 300_000);

afterAll(async () => {
	if (temp) await rm(temp, { recursive: true, force: true });
});

describe('pull-request.yml', () => {
	test('runs every step but the install and the suite itself, in order', () => {
		const runs = jobRuns(join(ROOT, '.github/workflows/pull-request.yml'), 'check');
		expect(runs.filter((run) => run in NOT_RUN)).toEqual([
			'npm ci',
			'npm run typecheck',
			'npm run lint',
			'npm test',
			'npm run test:scale',
			'scripts/install-system-deps.sh',
			'npm run test:e2e',
		]);
		expect(runs.filter((run) => !(run in NOT_RUN))).toEqual([
			'npx staticnouns check --base "origin/${{ github.base_ref }}" --allow-site-changes',
			'npm run build',
		]);
	});

	test('passes every step for a pull request adding a valid profile', async () => {
		const dir = cloneAt('pr-add', 'add-sol');
		const results = await runJob('pull-request.yml', 'check', dir, {
			name: 'pull_request',
			ref: '7/merge',
			baseRef: 'main',
			headRef: 'add-sol',
		});
		expect(
			results.filter(({ code }) => code !== null && code !== 0),
			results.map(({ output }) => output).join('\n'),
		).toEqual([]);
		expect(summary(results)).toEqual([
			['npm ci', null],
			['npx staticnouns check --base "origin/main" --allow-site-changes', 0],
			['npm run build', 0],
			['npm run typecheck', null],
			['npm run lint', null],
			['npm test', null],
			['npm run test:scale', null],
			['scripts/install-system-deps.sh', null],
			['npm run test:e2e', null],
		]);
		const sol = JSON.parse(readFileSync(join(dir, 'dist/v1/users/sol.json'), 'utf8'));
		expect(sol.name).toBe('sol');
		// A pull request's build links to its head branch's files.
		expect(readFileSync(join(dir, 'dist/@sol/index.html'), 'utf8')).toContain(
			`href="https://github.com/${REPOSITORY}/edit/add-sol/content/users/sol.md"`,
		);
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
			['npx staticnouns check --base "origin/main" --allow-site-changes', 1],
		]);
		const annotations = results[1]!.output.split('\n').filter((line) => line.startsWith('::'));
		expect(annotations).toHaveLength(1);
		expect(annotations[0]).toMatchInlineSnapshot(
			`"::error file=content/users/robin.md,line=3,title=id::the ID changed from "d4gn7g3p38l77tn1edd0" (at origin/main) to "d4gn7g3p38l77tn1eddv"; IDs never change: put back id: d4gn7g3p38l77tn1edd0"`,
		);
	});
});

describe('deploy.yml', () => {
	test('builds a site whose links and avatar_urls carry the Pages base path', async () => {
		const dir = cloneAt('deploy', 'main');
		const results = await runJob('deploy.yml', 'deploy', dir, { name: 'push', ref: 'main' });
		expect(summary(results), results.map(({ output }) => output).join('\n')).toEqual([
			['npm ci', null],
			['npm run build', 0],
		]);
		// `npm run preview` of this dist/ serves it under /profiles/ by itself.
		expect(readFileSync(join(dir, 'dist/.staticnouns-build.json'), 'utf8')).toBe(
			'{"base":"/profiles/"}\n',
		);
		const kit = JSON.parse(readFileSync(join(dir, 'dist/v1/users/kit.json'), 'utf8'));
		expect(kit.avatar_urls).toHaveLength(2);
		for (const url of kit.avatar_urls)
			expect(url).toMatch(
				/^https:\/\/queer-collective\.github\.io\/profiles\/media\/users\/[0-9a-v]{20}\/[0-9a-f]+\.(webp|jpg)$/,
			);
		const page = readFileSync(join(dir, 'dist/@kit/index.html'), 'utf8');
		expect(page).toContain(
			'<link rel="canonical" href="https://queer-collective.github.io/profiles/@kit/">',
		);
		expect(page).toContain('href="/profiles/v1/users/kit.json"');
		expect(page).toContain('href="/profiles/favicon.svg"');
		expect(page).toContain(
			`href="https://github.com/${REPOSITORY}/edit/main/content/users/kit/index.md"`,
		);
		const hrefs = [...page.matchAll(/(?:href|src|srcset)="(\/[^"]*)"/g)].map((match) => match[1]!);
		expect(hrefs.length).toBeGreaterThan(3);
		expect(hrefs.filter((href) => !href.startsWith('/profiles/'))).toEqual([]);
	});
});
