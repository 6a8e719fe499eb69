import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import staticnouns from '../../src/integration/index.ts';
import { CONFIG_HOOK, configFromAstro, projectConfig } from '../../src/config/project-config.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { makeProject } from '../helpers/repo.ts';
import { ROOT } from '../helpers/run.ts';

describe('configFromAstro', () => {
	test('returns the options of the integration in a raw config, in a nested list too', () => {
		expect(
			configFromAstro({ integrations: [staticnouns({ limits: { pronouns: 80 } })] })?.limits
				.pronouns,
		).toBe(80);
		expect(
			configFromAstro({
				integrations: [{ name: 'other', hooks: {} }, [[staticnouns({ title: 'Ours' })]]],
			})?.title,
		).toBe('Ours');
	});

	test('finds them in the config as Astro itself resolves it', async () => {
		// Astro's own validation (not a public export): it rebuilds each integration as { name, hooks
		// }.
		const { validateConfig } = (await import(
			join(ROOT, 'node_modules/astro/dist/core/config/validate.js')
		)) as {
			validateConfig: (
				config: unknown,
				root: string,
				command: string,
			) => Promise<{ integrations: unknown }>;
		};
		const resolved = await validateConfig(
			{ integrations: [staticnouns({ limits: { pronouns: 80 } })] },
			ROOT,
			'build',
		);
		expect(configFromAstro(resolved)?.limits.pronouns).toBe(80);
		expect(
			typeof staticnouns().hooks[CONFIG_HOOK as keyof ReturnType<typeof staticnouns>['hooks']],
		).toBe('function');
	});

	test.each([
		['no integrations', {}],
		['no staticnouns integration', { integrations: [{ name: 'other', hooks: {} }] }],
		['integrations that are not a list', { integrations: 'nope' }],
	])('returns undefined with %s', (_label, config) => {
		expect(configFromAstro(config)).toBeUndefined();
	});
});

describe('projectConfig', () => {
	let cleanup: (() => Promise<void>) | undefined;
	afterEach(() => cleanup?.());

	test('returns the options of a project config', async () => {
		expect(
			(await projectConfig(join(ROOT, 'test/fixtures/projects/pronouns-limit-1'))).config.limits,
		).toEqual({ ...DEFAULT_LIMITS, pronouns: 1 });
	});

	test('returns the defaults, with no note, when there is no config, or one without the integration', async () => {
		const project = await makeProject({ git: false });
		cleanup = project.cleanup;
		const bare = await projectConfig(project.dir);
		expect([bare.config.limits, bare.note, bare.error]).toEqual([
			DEFAULT_LIMITS,
			undefined,
			undefined,
		]);
		await project.write({ 'astro.config.mjs': 'export default { integrations: [] };\n' });
		const without = await projectConfig(project.dir);
		expect([without.config.limits, without.note, without.error]).toEqual([
			DEFAULT_LIMITS,
			undefined,
			undefined,
		]);
	});

	test('returns the defaults and a note when the config throws', async () => {
		const project = await makeProject({ git: false });
		cleanup = project.cleanup;
		await project.write({ 'astro.config.mjs': "throw new Error('no SITE_URL\\nsecond line');\n" });
		expect((await projectConfig(project.dir)).note).toBe(
			'could not load astro.config.mjs (no SITE_URL), so the default limits apply',
		);
	});

	test("returns the build's report when an option is not valid", async () => {
		const project = await makeProject({ git: false });
		cleanup = project.cleanup;
		const integration = JSON.stringify(join(ROOT, 'src/integration/index.ts'));
		await project.write({
			'astro.config.mjs': `import s from ${integration};\nexport default { integrations: [s({ hosts: ['vercel'], limits: { links: 0 } })] };\n`,
		});
		expect((await projectConfig(project.dir)).error).toBe(
			'astro.config.mjs: staticnouns(): limits.links: must be at least 1: got 0\nastro.config.mjs: staticnouns(): hosts[0]: must be one of "cloudflare-pages", "cloudflare-pages-paid", "github-pages", "gitlab-pages", "netlify", "nginx", "caddy", "apache": got "vercel"',
		);
	});
});
