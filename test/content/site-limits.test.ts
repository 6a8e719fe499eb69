import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import staticnouns from '../../src/integration/index.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { LIMITS_HOOK, limitsFromConfig, projectLimits, resolveLimits } from '../../src/content/site-limits.ts';
import { makeProject } from '../helpers/repo.ts';
import { ROOT } from '../helpers/run.ts';

describe('resolveLimits', () => {
	test('returns the defaults when nothing is set', () => {
		expect(resolveLimits()).toEqual(DEFAULT_LIMITS);
		expect(resolveLimits({})).toEqual(DEFAULT_LIMITS);
		expect(resolveLimits(undefined)).toEqual(DEFAULT_LIMITS);
	});

	test('returns the set limits over the defaults', () => {
		expect(resolveLimits({ pronouns: 80, fieldEntryLength: 1 })).toEqual({ ...DEFAULT_LIMITS, pronouns: 80, fieldEntryLength: 1 });
		expect(resolveLimits({ members: 1 })).toEqual({ ...DEFAULT_LIMITS, members: 1 });
		expect(DEFAULT_LIMITS.members).toBe(100);
	});

	test.each([
		['zero', { pronouns: 0 }, 'limits.pronouns: must be at least 1, got 0'],
		['a negative number', { links: -5 }, 'limits.links: must be at least 1, got -5'],
		['a fraction', { names: 1.5 }, 'limits.names: must be a whole number, got 1.5'],
		['a string', { fields: '10' }, 'limits.fields: must be a whole number, got "10"'],
		['zero members', { members: 0 }, 'limits.members: must be at least 1, got 0'],
		['infinity', { fileBytes: Infinity }, 'limits.fileBytes: must be a whole number, got Infinity'],
		['an unknown key', { pronoun: 3 }, 'limits: unknown key "pronoun"; did you mean "pronouns"?'],
	])('errors if a limit is %s', (_label, option, line) => {
		expect(() => resolveLimits(option)).toThrow(line);
	});

	test('errors with every wrong key, and what a limit must be', () => {
		expect(() => resolveLimits({ pronouns: 0, names: 'many' })).toThrowErrorMatchingInlineSnapshot(`
			[LimitsOptionError: staticnouns: the limits option is not valid:
			limits.names: must be a whole number, got "many"
			limits.pronouns: must be at least 1, got 0
			Each limit is a whole number of at least 1 (see docs/reference/limits.md).]
		`);
	});
});

describe('staticnouns', () => {
	test('errors as the config loads if its limits option is not valid', () => {
		expect(() => staticnouns({ limits: { pronouns: 0 } })).toThrow('limits.pronouns: must be at least 1, got 0');
	});
});

describe('limitsFromConfig', () => {
	test('returns the limits the integration was given', () => {
		expect(limitsFromConfig({ integrations: [staticnouns({ limits: { pronouns: 80 } })] }).pronouns).toBe(80);
	});

	test('finds the integration in nested lists, as Astro flattens them', () => {
		expect(limitsFromConfig({ integrations: [{ name: 'other', hooks: {} }, [[staticnouns({ limits: { links: 3 } })]]] }).links).toBe(3);
	});

	test('finds them in a config Astro has resolved, which keeps only name and hooks', () => {
		const { name, hooks } = staticnouns({ limits: { names: 7 } });
		expect(limitsFromConfig({ integrations: [{ name, hooks: { ...hooks } }] }).names).toBe(7);
		expect(typeof hooks[LIMITS_HOOK]).toBe('function');
	});

	test('finds them in the config as Astro itself resolves it', async () => {
		// Astro's own validation (not a public export): it rebuilds each integration as { name, hooks }.
		const { validateConfig } = (await import(join(ROOT, 'node_modules/astro/dist/core/config/validate.js'))) as {
			validateConfig: (config: unknown, root: string, command: string) => Promise<{ integrations: unknown }>;
		};
		const resolved = await validateConfig({ integrations: [staticnouns({ limits: { pronouns: 80 } })] }, ROOT, 'build');
		expect(limitsFromConfig(resolved).pronouns).toBe(80);
	});

	test.each([
		['no integrations', {}],
		['no staticnouns integration', { integrations: [{ name: 'other', hooks: {} }] }],
		['integrations that are not a list', { integrations: 'nope' }],
	])('returns the defaults with %s', (_label, config) => {
		expect(limitsFromConfig(config)).toBe(DEFAULT_LIMITS);
	});
});

describe('projectLimits', () => {
	let cleanup: (() => Promise<void>) | undefined;
	afterEach(() => cleanup?.());

	test('returns the limits of a project config', async () => {
		expect(await projectLimits(join(ROOT, 'test/fixtures/projects/pronouns-limit-1'))).toEqual({ limits: { ...DEFAULT_LIMITS, pronouns: 1 } });
	});

	test('returns the defaults, with no note, when there is no config', async () => {
		const project = await makeProject({ git: false });
		cleanup = project.cleanup;
		expect(await projectLimits(project.dir)).toEqual({ limits: DEFAULT_LIMITS });
	});

	test('reads a config without the integration as the defaults', async () => {
		const project = await makeProject({ git: false });
		cleanup = project.cleanup;
		await project.write({ 'astro.config.mjs': 'export default { integrations: [] };\n' });
		expect(await projectLimits(project.dir)).toEqual({ limits: DEFAULT_LIMITS });
	});

	test('returns the defaults and a note when the config throws', async () => {
		const project = await makeProject({ git: false });
		cleanup = project.cleanup;
		await project.write({ 'astro.config.mjs': "throw new Error('no SITE_URL\\nsecond line');\n" });
		expect(await projectLimits(project.dir)).toEqual({ limits: DEFAULT_LIMITS, note: 'could not load astro.config.mjs (no SITE_URL), so the default limits apply' });
	});

	test('returns the error when the limits option is not valid', async () => {
		const project = await makeProject({ git: false });
		cleanup = project.cleanup;
		const integration = JSON.stringify(join(ROOT, 'src/integration/index.ts'));
		await project.write({ 'astro.config.mjs': `import s from ${integration};\nexport default { integrations: [s({ limits: { links: 0 } })] };\n` });
		expect((await projectLimits(project.dir)).error).toContain('limits.links: must be at least 1, got 0');
	});
});
