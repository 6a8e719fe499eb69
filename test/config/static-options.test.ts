import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { staticOptions } from '../../src/config/static-options.ts';

const config = (options: string, head = "import staticnouns from 'staticnouns';") =>
	`// @ts-check\nimport { defineConfig } from 'astro/config';\n${head}\nexport default defineConfig({\n\tsite: process.env.SITE_URL || 'http://localhost:4321',\n\tintegrations: [staticnouns(${options})],\n});\n`;

describe('staticOptions: the options an Astro config gives, read without running it', () => {
	test('reads the literal options of the integration, under any name it is imported as', () => {
		expect(
			staticOptions(
				config(
					"{ title: 'Ours', limits: { pronouns: 80, fileBytes: 65_536, names: -1 }, hosts: ['netlify'], x: `y` }",
					"import nouns from './src/integration/index.ts';",
				).replace('staticnouns(', 'nouns('),
			),
		).toEqual({
			ok: true,
			found: true,
			skipped: [],
			astro: {},
			astroSkipped: ['site'],
			options: {
				title: 'Ours',
				limits: { pronouns: 80, fileBytes: 65536, names: -1 },
				hosts: ['netlify'],
				x: 'y',
			},
		});
	});

	test('leaves out every value that would need code to run, and names it', () => {
		expect(
			staticOptions(
				config(
					"{ searchEngines: process.env.SEARCH_ENGINES === 'allow', title: name, limits: { pronouns: big(), links: 5 }, list: [1, ...more], t: `${x}` }",
				),
			),
		).toEqual({
			ok: true,
			found: true,
			skipped: ['searchEngines', 'title', 'limits.pronouns', 'list', 't'],
			astro: {},
			astroSkipped: ['site'],
			options: { limits: { links: 5 } },
		});
	});

	test('gives no options for a config without the integration or with no argument', () => {
		expect(staticOptions('export default {};')).toEqual({
			ok: true,
			found: false,
			skipped: [],
			options: {},
			astro: {},
			astroSkipped: [],
		});
		expect(staticOptions(config(''))).toEqual({
			ok: true,
			found: true,
			skipped: [],
			options: {},
			astro: {},
			astroSkipped: ['site'],
		});
	});

	test('takes the first call in source order, as the integration is found in the config', () => {
		const two = config('{ limits: { pronouns: 10 } }').replace(
			'integrations: [',
			'integrations: [staticnouns({ limits: { pronouns: 99 } }), ',
		);
		expect(staticOptions(two)).toMatchObject({ options: { limits: { pronouns: 99 } } });
	});

	test('refuses what it cannot read, with the fix', () => {
		expect(staticOptions('export default { x: 1 as number };')).toEqual({
			ok: false,
			message: expect.stringMatching(
				/^could not be read without running it \(.*\): write it as plain JavaScript \(astro\.config\.mjs\)$/,
			),
		});
		expect(staticOptions(config('options'))).toEqual({
			ok: false,
			message:
				'gives the staticnouns integration something other than a literal object of options: write staticnouns({ ... }) with the options themselves',
		});
	});

	test('keeps a __proto__ key as data', () => {
		const read = staticOptions(config("{ ['x']: 1, '__proto__': { polluted: true } }"));
		expect(read.ok).toBe(false);
		const plain = staticOptions(config("{ '__proto__': { polluted: true } }"));
		expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
		expect(plain.ok && Object.keys(plain.options)).toEqual(['__proto__']);
	});

	test("reads Astro's site, base and publicDir where they are literals", () => {
		expect(
			staticOptions(
				"export default defineConfig({ site: 'https://profiles.example.org', base: process.env.BASE_PATH || '/', publicDir: './static', integrations: [] });",
			),
		).toMatchObject({
			ok: true,
			astro: { site: 'https://profiles.example.org', publicDir: './static' },
		});
		expect(staticOptions("export default { base: '/profiles' };")).toMatchObject({
			astro: { base: '/profiles' },
		});
	});
});

describe("the configs this repository ships, as check --base reads them at a pull request's base", () => {
	test.each(['astro.config.mjs', 'starter/astro.config.mjs'])(
		'%s gives its options as a literal object',
		async (path) => {
			const read = staticOptions(await readFile(join(import.meta.dirname, '../..', path), 'utf8'));
			expect(read.ok && read.found, JSON.stringify(read)).toBe(true);
		},
	);
});
