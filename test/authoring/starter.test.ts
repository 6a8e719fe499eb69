/**
 * The starter a community's site begins as (starter/, what `init` writes):
 * its workflows do only what a member's pull request needs, read the one
 * Node version, and its documents point at nothing that may not exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { NPMRC, starterFiles, withDependency } from '../../src/authoring/starter.ts';
import { ROOT } from '../helpers/run.ts';
import { expectSecretOnlyInDeploy } from '../helpers/workflows.ts';

const read = (path: string) => readFileSync(join(ROOT, 'starter', path), 'utf8');
interface Step {
	id?: string;
	if?: string;
	uses?: string;
	with?: Record<string, unknown>;
	run?: string;
	env?: Record<string, string>;
}
const steps = (file: string, job: string): Step[] =>
	parse(read(`.github/workflows/${file}`)).jobs[job].steps;

describe('withDependency', () => {
	test.each([
		[
			'{\n  "dependencies": {\n    "astro": "7.3.4",\n    "staticnouns": "^0.2.0"\n  }\n}\n',
			'^0.3.1',
			'{\n  "dependencies": {\n    "astro": "7.3.4",\n    "staticnouns": "^0.3.1"\n  }\n}\n',
		],
		['{"staticnouns":"0.1.0"}', '^1.0.0-beta.2', '{"staticnouns":"^1.0.0-beta.2"}'],
		[
			'{"staticnouns":"^0.2.0"}',
			'file:staticnouns-0.2.0.tgz',
			'{"staticnouns":"file:staticnouns-0.2.0.tgz"}',
		],
		[
			'{"staticnouns":"^0.2.0"}',
			'git+https://x.org/a/b.git#"$1',
			'{"staticnouns":"git+https://x.org/a/b.git#\\"$1"}',
		],
	])('sets the dependency of %j to %s', (text, spec, expected) => {
		expect(withDependency(text, spec)).toBe(expected);
		expect(
			JSON.parse(withDependency(text, spec)).staticnouns ??
				JSON.parse(withDependency(text, spec)).dependencies.staticnouns,
		).toBe(spec);
	});

	test('refuses a package.json without the dependency', () => {
		expect(() => withDependency('{"dependencies":{}}', '^0.2.0')).toThrow(
			'starter/package.json has no dependency on staticnouns',
		);
	});
});

describe('the starter', () => {
	test('has the .npmrc init writes (npm leaves .npmrc out of a package)', () => {
		expect(read('.npmrc')).toBe(NPMRC);
	});

	test.each(['pull-request.yml', 'deploy.yml', 'propose.yml'])('%s is a valid workflow', (file) => {
		expect(validateWorkflow(read(`.github/workflows/${file}`)).errors).toEqual([]);
	});

	test('checks a pull request by installing, check --base and building: no system package, no tests', () => {
		const all = steps('pull-request.yml', 'check');
		expect(all[0]).toEqual({
			uses: 'actions/checkout@v4',
			with: { 'fetch-depth': 0, 'persist-credentials': false },
		});
		expect(all.flatMap((step) => (step.run ? [step.run] : []))).toEqual([
			'npm ci',
			'npx staticnouns check --base "origin/${{ github.base_ref }}" --summary "$GITHUB_STEP_SUMMARY" $SITE_CHANGES',
			'npm run build',
		]);
		// Nor caches a pull request could fill for main's deploy to read: it only restores.
		expect(
			all.filter((step) => step.uses?.startsWith('actions/cache')).map((step) => step.uses),
		).toEqual(['actions/cache/restore@v4']);
	});

	test("restores node_modules by the lock and the tarball (staticnouns's commit or file), installing only without it; main's deploy alone saves it, before the build", () => {
		const key =
			"modules-${{ runner.os }}-${{ runner.arch }}-${{ hashFiles('package-lock.json', '*.tgz') }}";
		for (const [file, job] of [
			['pull-request.yml', 'check'],
			['deploy.yml', 'deploy'],
		] as const) {
			const all = steps(file, job);
			const restore = all.findIndex((step) => step.uses === 'actions/cache/restore@v4');
			const install = all.findIndex((step) => step.run === 'npm ci');
			expect(all[restore], file).toMatchObject({
				id: 'modules',
				with: { path: 'node_modules', key },
			});
			expect(all[install], file).toMatchObject({
				if: "steps.modules.outputs.cache-hit != 'true'",
			});
			expect(restore, file).toBeLessThan(install);
		}
		const deploy = steps('deploy.yml', 'deploy');
		const save = deploy.findIndex((step) => step.uses === 'actions/cache/save@v4');
		expect(deploy[save]).toEqual({
			if: "steps.modules.outputs.cache-hit != 'true'",
			uses: 'actions/cache/save@v4',
			with: { path: 'node_modules', key: '${{ steps.modules.outputs.cache-primary-key }}' },
		});
		expect(save).toBeGreaterThan(deploy.findIndex((step) => step.run === 'npm ci'));
		expect(save).toBeLessThan(deploy.findIndex((step) => step.run === 'npm run build'));
	});

	test("lists a pull request's files outside content/ in the job summary and refuses them, but for maintainers, Dependabot and the site-change label", () => {
		const check = steps('pull-request.yml', 'check').find((step) =>
			step.run?.includes('check --base'),
		);
		expect(check?.env?.['SITE_CHANGES']).toBe(
			"${{ (contains(fromJSON('[\"OWNER\",\"MEMBER\",\"COLLABORATOR\"]'), github.event.pull_request.author_association) || github.event.pull_request.user.login == 'dependabot[bot]' || contains(github.event.pull_request.labels.*.name, 'site-change')) && '--allow-site-changes' || '' }}",
		);
		const on = (
			parse(read('.github/workflows/pull-request.yml')) as { on: Record<string, unknown> }
		).on;
		expect(on['pull_request']).toEqual({
			types: ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'],
		});
	});

	test("propose.yml turns a profile issue into a pull request with the token's four write scopes, on main's checkout, the issue's text never in a shell line", () => {
		const text = read('.github/workflows/propose.yml');
		const workflow = parse(text) as {
			on: Record<string, unknown>;
			permissions: Record<string, string>;
			jobs: Record<string, { if?: string; steps: Step[] }>;
		};
		expect(workflow.on).toEqual({
			issues: { types: ['opened', 'edited', 'reopened', 'closed'] },
			pull_request: { types: ['closed'] },
		});
		expect(workflow.permissions).toEqual({
			contents: 'write',
			'pull-requests': 'write',
			issues: 'write',
			statuses: 'write',
		});
		expect(Object.keys(workflow.jobs)).toEqual(['propose']);
		expect(workflow.jobs['propose']!.if).toBe(
			"contains(github.event.issue.labels.*.name, 'profile') || (github.event.pull_request.head.repo.full_name == github.repository && startsWith(github.event.pull_request.head.ref, 'profile/issue-'))",
		);
		const all = steps('propose.yml', 'propose');
		expect(all[0]).toEqual({
			uses: 'actions/checkout@v4',
			with: {
				ref: '${{ github.event.repository.default_branch }}',
				'fetch-depth': 0,
				'persist-credentials': false,
			},
		});
		expect(all.flatMap((step) => (step.run ? [step.run] : []))).toEqual([
			'npm ci',
			'npx staticnouns propose --issue-event "$GITHUB_EVENT_PATH"',
		]);
		// What anyone writes in an issue or a pull request reaches no expression at all.
		expect(text).not.toMatch(/github\.event\.(issue|comment|pull_request)\.(body|title)|head_ref/);
		expect(text.split('\n').filter((line) => /run:.*\$\{\{/.test(line))).toEqual([]);
		expect(all.find((step) => step.run?.includes('propose'))?.env?.['GITHUB_TOKEN']).toBe(
			'${{ github.token }}',
		);
	});

	test('the issue form has the two fields the editor fills by id, in the order propose reads them, and the label propose acts on', async () => {
		const { ISSUE_FORM_FIELDS } = await import('../../src/views/editor/issue-form.ts');
		const { PROFILE_LABEL } = await import('../../src/propose/issue-to-pull.ts');
		const form = parse(read('.github/ISSUE_TEMPLATE/profile.yml')) as {
			labels: string[];
			body: { type: string; id?: string; attributes: { render?: string } }[];
		};
		expect(form.labels).toEqual([PROFILE_LABEL]);
		expect(form.body.filter((field) => field.type !== 'markdown').map((field) => field.id)).toEqual(
			[ISSUE_FORM_FIELDS.file, ISSUE_FORM_FIELDS.text],
		);
		expect(form.body.at(-1)?.attributes.render).toBe('markdown');
		expect(read('astro.config.mjs')).toContain("issueForm: 'profile.yml',");
	});

	test('CODEOWNERS gives every path outside content/users/ to the maintainers, whatever the owners block adds', async () => {
		const { ownersOf, renderCodeowners } = await import('../../src/authoring/codeowners.ts');
		const text = renderCodeowners(read('.github/CODEOWNERS'), [
			{ file: 'content/users/kit/index.md', owners: ['kit-gh'] },
			{ file: 'content/users/robin.md', owners: ['robin-gh'] },
		])!;
		for (const path of [
			'.github/CODEOWNERS',
			'.github/workflows/pull-request.yml',
			'public/@robin/index.html',
			'src/pages/login.astro',
			'package.json',
			'package-lock.json',
			'astro.config.mjs',
			'content/README.md',
			'robin.md',
		])
			expect(ownersOf(text, path)?.owners, path).toEqual(['@your-org/maintainers']);
		expect(ownersOf(text, 'content/users/robin.md')?.owners).toEqual(['@robin-gh']);
	});

	test.each([
		['pull-request.yml', 'check'],
		['deploy.yml', 'deploy'],
		['propose.yml', 'propose'],
	])(
		"%s runs npm on the runner's Node and the site on the Node its package.json pins, the one place its version is stated",
		(file, job) => {
			expect(steps(file, job).find((step) => step.uses?.startsWith('actions/setup-node'))).toEqual({
				uses: 'actions/setup-node@v4',
				with: { cache: 'npm' },
			});
			const pinned: string = JSON.parse(read('package.json')).devDependencies.node;
			expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
			const major = pinned.split('.')[0]!;
			const mentions = starterFiles(ROOT).then((files) =>
				files
					.filter(
						({ path, data }) =>
							path !== 'package.json' &&
							new RegExp(`[Nn]ode[^\\n]{0,20}\\b${major}\\b`).test(data.toString('utf8')),
					)
					.map(({ path }) => path),
			);
			return expect(mentions).resolves.toEqual([]);
		},
	);

	test('deploy keeps node_modules/.cache and the published dist/ between runs of main, after npm ci has emptied node_modules', () => {
		const all = steps('deploy.yml', 'deploy');
		const cache = all.findIndex((step) => step.uses === 'actions/cache@v4');
		expect(String(all[cache]!.with!['path']).trim().split('\n')).toEqual([
			'node_modules/.cache',
			'dist',
		]);
		expect(cache).toBeGreaterThan(all.findIndex((step) => step.run === 'npm ci'));
		expect(cache).toBeLessThan(all.findIndex((step) => step.run === 'npm run build'));
		// The build is `staticnouns build`, whose fast path needs what the cache keeps (issue 41).
		expect(JSON.parse(read('package.json')).scripts.build).toBe('staticnouns build');
	});

	test('gives the cache key secret to the build of the deploy job alone, in the environment only main deploys to', () => {
		expectSecretOnlyInDeploy(
			(file) => read(`.github/workflows/${file}`),
			['deploy.yml', 'pull-request.yml', 'propose.yml'],
		);
	});

	test('asks Dependabot for npm upgrades', () => {
		const config = parse(read('.github/dependabot.yml'));
		expect(config.updates).toContainEqual(
			expect.objectContaining({ 'package-ecosystem': 'npm', directory: '/' }),
		);
	});

	test('has a README of at most 100 lines that tells the maintainer to replace the example profile', () => {
		const readme = read('README.md');
		expect(readme.split('\n').length).toBeLessThanOrEqual(100);
		expect(readme).toContain('content/users/example.md');
		expect(read('content/users/example.md')).toContain('README.md');
	});

	test('names no profile but the example, nor any page or API address of one, in its documents', async () => {
		for (const { path, data } of await starterFiles(ROOT)) {
			if (path.startsWith('content/')) continue;
			const text = data.toString('utf8');
			const profiles = [
				...text.matchAll(/content\/users\/([\w.-]+)/g),
				...text.matchAll(/(?<![\w.])\/(?:@|v1\/users\/)([\w.-]+)/g),
			].map((match) => match[1]);
			expect(
				profiles.filter(
					(name) =>
						!['example.md', 'your-name', 'your-name.md', 'your-name.json', 'example'].includes(
							name!,
						),
				),
				path,
			).toEqual([]);
		}
	});
});

/**
 * The places a site's files and the CLI point at in the installed package
 * (`node_modules/staticnouns/<path>`), from the starter, the CLI's messages
 * and the views. test/e2e/install-paths.test.ts resolves them in an
 * installed site; this says each is a file here that `files` ships.
 */
async function packagePointers(): Promise<Map<string, string[]>> {
	const texts: [string, string][] = (await starterFiles(ROOT)).map(({ path, data }) => [
		`starter/${path}`,
		data.toString('utf8'),
	]);
	for (const folder of ['src/cli', 'src/views'])
		for (const entry of readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true }))
			if (entry.isFile() && /\.(ts|astro)$/.test(entry.name)) {
				const path = join(entry.parentPath, entry.name);
				texts.push([path.slice(ROOT.length + 1), readFileSync(path, 'utf8')]);
			}
	const pointers = new Map<string, string[]>();
	for (const [file, text] of texts)
		for (const [, path] of text.matchAll(/node_modules\/staticnouns\/([\w./-]*\w)/g))
			pointers.set(path!, [...(pointers.get(path!) ?? []), file]);
	return pointers;
}

test('every pointer into the installed package names a file the package ships', async () => {
	const files: string[] = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).files;
	const pointers = await packagePointers();
	expect([...pointers.keys()]).toEqual(
		expect.arrayContaining([
			'docs/reference/configuration.md',
			'docs/guides/deploy.md',
			'CHANGELOG.md',
		]),
	);
	for (const [path, from] of pointers) {
		const shipped =
			path === 'README.md' ||
			path === 'package.json' ||
			files.some(
				(pattern) =>
					!pattern.startsWith('!') &&
					(matchesGlob(path, pattern) ||
						path.startsWith(pattern) ||
						pattern.startsWith(`${path}/`)),
			);
		expect(existsSync(join(ROOT, path)) && shipped, `${path} (named in ${from.join(', ')})`).toBe(
			true,
		);
	}
});
