/**
 * Files committed for editors and the forge: they must stay in step with
 * the code that defines them.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { SCHEMA_FILES } from '../../src/authoring/json-schema.ts';
import { loadSite } from '../../src/content/site.ts';
import { siteModelOf } from '../../src/model/site-model.ts';
import { apiFiles } from '../../src/publish/api/walk.ts';
import { V1_SHAPE } from '../../src/publish/api/v1.ts';
import { ROOT } from '../helpers/run.ts';
import { expectSecretOnlyInDeploy } from '../helpers/workflows.ts';

const read = (path: string) => readFile(join(ROOT, path), 'utf8');

/**
 * What CI checks after the build, cheapest first: .ci/run and the pull-request workflow both run
 * them.
 */
const CHECKS = [
	'npm run typecheck',
	'npm run lint',
	'npm test',
	'npm run test:scale',
	'npm run test:e2e',
];

describe('the committed JSON Schemas', () => {
	test.each(Object.keys(SCHEMA_FILES))(
		'%s is what the zod schemas generate (run npx staticnouns schema)',
		async (path) => {
			expect(JSON.parse(await read(path))).toEqual(SCHEMA_FILES[path]!());
		},
	);

	test('accept every example JSON profile and refuse a mistake, as editors will', async () => {
		const validate = new Ajv2020({ strict: false }).compile(
			JSON.parse(await read('schemas/profile.schema.json')),
		);
		for (const path of [
			'test/fixtures/examples/users/mo.json',
			'test/fixtures/examples/users/sam/index.json',
		]) {
			expect(validate(JSON.parse(await read(path))), path).toBe(true);
		}
		expect(validate({ id: 'd5thjg20avm69fl54s30', pronuns: [] })).toBe(false);
		expect(
			validate({ id: 'd5thjg20avm69fl54s30', names: [{ name: 'Mo', status: 'Favorite' }] }),
		).toBe(false);
		// "favorite" has the form of an own status's key: whether the file defines it is check's.
		expect(validate({ id: 'd5thjg20avm69fl54s30', fields: [{ name: 'W', okay: 'x' }] })).toBe(
			false,
		);
		expect(
			validate({
				id: 'd5thjg20avm69fl54s30',
				statuses: { partner: { label: 'Partner', counts_as: 'friends_only' } },
				fields: [{ name: 'W', partner: ['honey'] }],
			}),
		).toBe(true);
		expect(
			validate({
				id: 'd5thjg20avm69fl54s30',
				statuses: { okay: { label: 'L', counts_as: 'okay' } },
			}),
		).toBe(false);
	});

	test('accept a member file and refuse owners in it, and accept the API files of the example members', async () => {
		const ajv = new Ajv2020({ strict: false });
		const member = ajv.compile(JSON.parse(await read('schemas/member.schema.json')));
		expect(
			member({
				id: 'd5thjg20avm69fl54s30',
				names: ['June'],
				pronouns: ['she/her'],
				avatar: './avatar.png',
			}),
		).toBe(true);
		expect(member({ id: 'd5thjg20avm69fl54s30', owners: ['kit-gh'] })).toBe(false);
		const site = await loadSite(join(ROOT, 'test/fixtures/examples'), {
			site: 'https://p.example',
			base: '/',
		});
		const files = apiFiles(siteModelOf(site.profiles, '/'), [V1_SHAPE]);
		const list = ajv.compile(JSON.parse(await read('schemas/partial-members.schema.json')));
		const api = ajv.compile(JSON.parse(await read('schemas/member-api.schema.json')));
		expect(list(JSON.parse(files.get('v1/user-members/kit/index.json')!))).toBe(true);
		expect(list(JSON.parse(files.get('v1/user-members/robin/index.json')!))).toBe(true);
		for (const { user } of site.profiles.flatMap((profile) => profile.members))
			expect(api(JSON.parse(files.get(`v1/members/${user.id}`)!)), user.name).toBe(true);
		expect(
			api({
				...JSON.parse(
					files.get(
						`v1/members/${site.profiles.find((p) => p.user.name === 'kit')!.members[0]!.user.id}`,
					)!,
				),
				user: null,
			}),
		).toBe(false);
	});

	test('are mapped to JSON profiles and JSON members in the editor settings', async () => {
		const settings = JSON.parse(await read('.vscode/settings.json'));
		expect(settings['json.schemas']).toEqual([
			{
				fileMatch: [
					'/content/users/*.json',
					'/content/users/*/index.json',
					'!/content/users/*/members/*.json',
					'!/content/users/*/members/*/index.json',
				],
				url: './schemas/profile.schema.json',
			},
			{
				fileMatch: ['/content/users/*/members/*.json', '/content/users/*/members/*/index.json'],
				url: './schemas/member.schema.json',
			},
		]);
	});
});

describe('netlify.toml', () => {
	test('builds with npm run build and publishes dist/, where the build writes _headers and _redirects', async () => {
		const toml = await read('netlify.toml');
		expect(toml).toMatch(/^\[build\]\n {2}command = "npm run build"\n {2}publish = "dist"\n/m);
	});
});

describe('the GitHub workflows', () => {
	test.each(['pull-request.yml', 'deploy.yml'])('%s is a valid workflow', async (file) => {
		expect(validateWorkflow(await read(`.github/workflows/${file}`)).errors).toEqual([]);
	});

	test('the validator does catch a broken workflow', () => {
		expect(
			validateWorkflow('on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    stepz: []\n').errors,
		).not.toEqual([]);
	});

	test('the pull-request workflow checks against the target branch with full history, builds and tests', async () => {
		const workflow = parse(await read('.github/workflows/pull-request.yml'));
		expect(Object.keys(workflow.on)).toEqual(['pull_request']);
		const steps: { uses?: string; with?: Record<string, unknown>; run?: string }[] =
			workflow.jobs.check.steps;
		expect(steps[0]).toEqual({
			uses: 'actions/checkout@v4',
			with: { 'fetch-depth': 0, 'persist-credentials': false },
		});
		const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
		expect(runs).toEqual(
			expect.arrayContaining([
				'npm ci',
				'npx staticnouns check --base "origin/${{ github.base_ref }}" --allow-site-changes',
				'npm run build',
			]),
		);
		expect(runs.indexOf('npm run build')).toBeGreaterThan(
			runs.findIndex((run) => run.includes('check --base')),
		);
		// Every check .ci/run makes, in its order.
		expect(runs.filter((run) => CHECKS.includes(run))).toEqual(CHECKS);
	});

	test("the pull-request workflow installs the servers with the README's command and runs the runner's Chrome", async () => {
		const workflow = parse(await read('.github/workflows/pull-request.yml'));
		const runs: string[] = workflow.jobs.check.steps.flatMap((step: { run?: string }) =>
			step.run ? [step.run] : [],
		);
		expect(runs.indexOf('scripts/install-system-deps.sh')).toBe(
			runs.indexOf('npm run test:e2e') - 1,
		);
		expect(workflow.jobs.check.env).toEqual({ CHROMIUM_PATH: '/usr/bin/google-chrome' });
		expect(await read('README.md')).toContain('`scripts/install-system-deps.sh`');
	});

	test(".ci/run runs the README's set-up commands verbatim, then every check, and only npm ci installs", async () => {
		const readme = await read('README.md');
		// The tool's own set-up; a new community site (above it) is made with init and npm install.
		const setUp = readme.slice(
			readme.indexOf('## Work on staticnouns itself'),
			readme.indexOf('## Documentation'),
		);
		const commands = [...setUp.matchAll(/```sh\n\s*(.+)\n\s*```/g)].map((match) => match[1]);
		expect(commands).toEqual(['npm ci && npm run build', 'npm test']);
		const script = (await read('.ci/run'))
			.split('\n')
			.filter((line) => line && !line.startsWith('#'));
		expect(script.slice(-CHECKS.length - 2)).toEqual([
			'npm ci && npm run build',
			'npm test',
			'scripts/install-system-deps.sh',
			...CHECKS.filter((check) => check !== 'npm test'),
		]);
		// Each README command is run, in the README's order.
		expect(script.filter((line) => commands.includes(line))).toEqual(commands);
		// Each check is an npm script of this package.
		const { scripts } = JSON.parse(await read('package.json')) as {
			scripts: Record<string, string>;
		};
		for (const check of CHECKS)
			expect(Object.keys(scripts), check).toContain(
				check === 'npm test' ? 'test' : check.replace('npm run ', ''),
			);
		expect(setUp, 'README.md').not.toMatch(/npm install(?! ?-)/);
		for (const file of [
			'docs/development.md',
			'CONTRIBUTING.md',
			'.ci/run',
			'.github/workflows/pull-request.yml',
			'.github/workflows/deploy.yml',
		]) {
			expect(await read(file), file).not.toMatch(/npm install(?! ?-)/);
		}
	});

	test('the deploy workflow builds with the Pages address and publishes dist/', async () => {
		const workflow = parse(await read('.github/workflows/deploy.yml'));
		expect(workflow.on.push.branches).toEqual(['main']);
		expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
		const { steps } = workflow.jobs.deploy;
		const build = steps.find((step: { run?: string }) => step.run === 'npm run build');
		expect(build.env).toEqual({
			SITE_URL: '${{ steps.pages.outputs.origin }}',
			BASE_PATH: '${{ steps.pages.outputs.base_path }}',
			STATICNOUNS_CACHE_KEY: '${{ secrets.STATICNOUNS_CACHE_KEY }}',
		});
		expect(
			steps.find((step: { uses?: string }) =>
				step.uses?.startsWith('actions/upload-pages-artifact'),
			).with,
		).toEqual({ path: 'dist' });
		expect(steps.at(-1).uses).toMatch(/^actions\/deploy-pages@/);
		// No token in .git/config for a file the build copies to point at.
		expect(steps[0]).toEqual({
			uses: 'actions/checkout@v4',
			with: { 'persist-credentials': false },
		});
	});

	test('the deploy workflow keeps the caches and the published dist/ between runs of main, after npm ci', async () => {
		const { steps } = parse(await read('.github/workflows/deploy.yml')).jobs.deploy as {
			steps: { run?: string; uses?: string; with?: Record<string, string> }[];
		};
		const cache = steps.findIndex((step) => step.uses === 'actions/cache@v4');
		expect(steps[cache]!.with!['path']!.trim().split('\n')).toEqual([
			'node_modules/.cache',
			'dist',
		]);
		expect(cache).toBeGreaterThan(steps.findIndex((step) => step.run === 'npm ci'));
		expect(cache).toBeLessThan(steps.findIndex((step) => step.run === 'npm run build'));
	});

	test('give the cache key secret to the build of the deploy job alone, in the environment only main deploys to', async () => {
		const files = new Map<string, string>();
		for (const file of ['deploy.yml', 'pull-request.yml'])
			files.set(file, await read(`.github/workflows/${file}`));
		expectSecretOnlyInDeploy((file) => files.get(file)!);
	});

	test('are the only workflows, so none goes unchecked', async () => {
		expect((await readdir(join(ROOT, '.github/workflows'))).sort()).toEqual([
			'deploy.yml',
			'pull-request.yml',
		]);
	});
});
