/**
 * Runs a GitHub workflow's `run:` steps as GitHub runs them: in order, with
 * bash -eo pipefail, in a fresh clone, with the variables GitHub sets and the
 * `${{ }}` expressions it substitutes. Used by test/e2e/workflows.test.ts (this
 * repository's workflows) and test/e2e/starter.test.ts (a starter's).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { cleanEnv } from './run.ts';

interface Step {
	run?: string;
	env?: Record<string, string>;
}
interface Workflow {
	jobs: Record<string, { env?: Record<string, string>; steps?: Step[] }>;
}

export interface StepResult {
	run: string;
	/** The step's exit code; null for a step not run (see `notRun`). */
	code: number | null;
	output: string;
	seconds: number;
}

export interface GitHubEvent {
	name: string;
	ref: string;
	baseRef?: string;
	headRef?: string;
}

/** The author and committer of the tests' commits. */
export const GIT_ENV = {
	GIT_AUTHOR_NAME: 'Test',
	GIT_AUTHOR_EMAIL: 'test@example.org',
	GIT_COMMITTER_NAME: 'Test',
	GIT_COMMITTER_EMAIL: 'test@example.org',
};

/** git in `cwd` with a fixed author, its output as text. */
export const git = (cwd: string, ...args: string[]) =>
	execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' });

/** A script under bash as a workflow step runs it; its exit code and interleaved output. */
export function bash(script: string, cwd: string, env: NodeJS.ProcessEnv) {
	return new Promise<{ code: number | null; output: string }>((resolve) => {
		const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
			cwd,
			env,
		});
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.on('close', (code) => resolve({ code, output }));
	});
}

/**
 * `dir`/node_modules with each entry of `modules` (an installed node_modules) linked in: one by
 * one, not the folder, so Astro's and staticnouns's caches stay per folder.
 */
export function linkModules(modules: string, dir: string): void {
	mkdirSync(join(dir, 'node_modules'));
	for (const entry of readdirSync(modules)) {
		if (['.astro', '.cache', '.vite', '.vite-temp', '.package-lock.json'].includes(entry)) continue;
		symlinkSync(join(modules, entry), join(dir, 'node_modules', entry));
	}
}

/**
 * A fresh clone of `origin` at `branch` in `temp`/`name`, with `modules` linked in (linkModules).
 */
export function cloneAt(
	origin: string,
	temp: string,
	name: string,
	branch: string,
	modules: string,
): string {
	const dir = join(temp, name);
	git(temp, 'clone', '-q', origin, dir);
	git(dir, 'checkout', '-q', '--detach', `origin/${branch}`);
	linkModules(modules, dir);
	return dir;
}

/**
 * Runs `job` of the workflow file `file` in `dir`: the job's and the step's `env:` over GitHub's
 * variables, stopping at the first failure. A step whose command is a key of `notRun` is not run
 * (its result has code null and the reason as output). An expression missing from `expressions`
 * fails the test, so a workflow change cannot go unnoticed.
 */
export async function runJob(options: {
	file: string;
	job: string;
	dir: string;
	event: GitHubEvent;
	repository: string;
	expressions: Record<string, string>;
	notRun: Record<string, string>;
	/** Variables besides GitHub's, e.g. a cache folder of the clone's own. */
	env?: Record<string, string>;
}): Promise<StepResult[]> {
	const { file, job, dir, event, expressions, notRun } = options;
	const substitute = (text: string) =>
		text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_match, expression: string) => {
			if (!(expression in expressions))
				throw new Error(
					`the workflow uses \${{ ${expression} }}: add what GitHub gives it to the test's expressions`,
				);
			return expressions[expression]!;
		});
	const substituteAll = (env: Record<string, string>) =>
		Object.fromEntries(Object.entries(env).map(([key, value]) => [key, substitute(String(value))]));
	const workflow: Workflow = parse(readFileSync(file, 'utf8'));
	const { steps = [], env: jobEnv = {} } = workflow.jobs[job]!;
	const github = {
		CI: 'true',
		GITHUB_ACTIONS: 'true',
		GITHUB_EVENT_NAME: event.name,
		GITHUB_REF_NAME: event.ref,
		GITHUB_BASE_REF: event.baseRef ?? '',
		GITHUB_HEAD_REF: event.headRef ?? '',
		GITHUB_REPOSITORY: options.repository,
		GITHUB_SERVER_URL: 'https://github.com',
		GITHUB_WORKSPACE: dir,
		...options.env,
	};
	const results: StepResult[] = [];
	for (const step of steps) {
		if (!step.run) continue;
		const run = substitute(step.run);
		if (run in notRun) {
			results.push({ run, code: null, output: notRun[run]!, seconds: 0 });
			continue;
		}
		const env = cleanEnv({ ...github, ...substituteAll(jobEnv), ...substituteAll(step.env ?? {}) });
		const start = performance.now();
		const result = await bash(run, dir, env);
		results.push({ run, ...result, seconds: Math.round(performance.now() - start) / 1000 });
		if (result.code !== 0) break;
	}
	return results;
}

/** The `run:` commands of `job` in the workflow file `file`, as written (expressions kept). */
export function jobRuns(file: string, job: string): string[] {
	const workflow: Workflow = parse(readFileSync(file, 'utf8'));
	return (workflow.jobs[job]!.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));
}

/** Each step's command and exit code, what the tests compare. */
export const summary = (results: StepResult[]) => results.map(({ run, code }) => [run, code]);

/** Whether the pull request may change site files (the starter's pull-request.yml). */
export const SITE_CHANGES_EXPRESSION =
	"(contains(fromJSON('[\"OWNER\",\"MEMBER\",\"COLLABORATOR\"]'), github.event.pull_request.author_association) || github.event.pull_request.user.login == 'dependabot[bot]' || contains(github.event.pull_request.labels.*.name, 'site-change')) && '--allow-site-changes' || ''";
