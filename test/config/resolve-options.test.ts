import { describe, expect, test } from 'vitest';
import {
	checkCustomCss,
	OptionsError,
	pageConfig,
	resolveConfig,
} from '../../src/config/resolve-options.ts';
import { ROOT } from '../helpers/run.ts';
import { ENGLISH, siteWords } from '../../src/views/i18n/dictionary.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';

/** The message resolveConfig throws for these options. */
function report(options: unknown, env = {}): string {
	try {
		resolveConfig(options, env);
	} catch (error) {
		expect(error).toBeInstanceOf(OptionsError);
		expect((error as Error).name).toBe('StaticnounsOptionsError');
		return (error as Error).message;
	}
	throw new Error('resolveConfig accepted the options');
}

describe('resolveConfig', () => {
	test('returns every default for no options', () => {
		const defaults = {
			locale: 'en',
			locales: ['en'],
			title: 'Pronoun profiles',
			intro: undefined,
			searchEngines: false,
			search: true,
			cards: false,
			editUrl: null,
			repository: null,
			limits: DEFAULT_LIMITS,
			hosts: [],
			hostLimits: 'warn',
			jsonCopies: true,
			pronounsCcApi: true,
			editSources: false,
			customCss: [],
		};
		expect(resolveConfig(undefined, {})).toEqual(defaults);
		expect(resolveConfig({}, {})).toEqual(defaults);
	});

	test('returns the options a site sets, limits over the defaults', () => {
		const config = resolveConfig(
			{
				title: 'Our collective',
				search: false,
				hosts: ['netlify', 'github-pages'],
				hostLimits: 'fail',
				jsonCopies: false,
				pronounsCcApi: false,
				limits: { pronouns: 80, members: 1 },
				customCss: ['./src/site.css'],
			},
			{},
		);
		expect(config).toMatchObject({
			title: 'Our collective',
			search: false,
			hosts: ['netlify', 'github-pages'],
			hostLimits: 'fail',
			jsonCopies: false,
			pronounsCcApi: false,
			customCss: ['./src/site.css'],
		});
		expect(config.limits).toEqual({ ...DEFAULT_LIMITS, pronouns: 80, members: 1 });
		expect(Object.isFrozen(config.limits)).toBe(true);
	});

	test.each([
		[
			'a string, with a slash added',
			{ editUrl: 'https://git.example.org/org/site/edit/main' },
			{},
			'https://git.example.org/org/site/edit/main/',
		],
		[
			'false, even in GitHub Actions',
			{ editUrl: false },
			{
				GITHUB_ACTIONS: 'true',
				GITHUB_SERVER_URL: 'https://github.com',
				GITHUB_REPOSITORY: 'org/site',
				GITHUB_REF_NAME: 'main',
			},
			null,
		],
		[
			'left out, from GitHub Actions',
			{},
			{
				GITHUB_ACTIONS: 'true',
				GITHUB_SERVER_URL: 'https://github.com',
				GITHUB_REPOSITORY: 'org/site',
				GITHUB_REF_NAME: 'main',
			},
			'https://github.com/org/site/edit/main/',
		],
		[
			'left out, from a GitHub repository',
			{ repository: { url: 'https://github.com/org/site/' } },
			{},
			'https://github.com/org/site/edit/main/',
		],
		[
			'left out, from a GitLab repository and branch',
			{ repository: { url: 'https://gitlab.com/org/site', branch: 'trunk' } },
			{},
			'https://gitlab.com/org/site/-/edit/trunk/',
		],
		[
			'left out, from a self-hosted Forgejo',
			{ repository: { url: 'https://git.example.org/org/site', forge: 'forgejo' } },
			{},
			'https://git.example.org/org/site/_edit/main/',
		],
	])('returns the edit-link base for editUrl %s', (_case, options, env, expected) => {
		expect(resolveConfig(options, env).editUrl).toBe(expected);
	});

	test('errors with the friendly format, a did-you-mean for an unknown key', () => {
		expect(report({ limits: { pronuns: 80 } })).toMatchInlineSnapshot(
			`"astro.config.mjs: staticnouns(): limits.pronuns: unknown key "pronuns"; did you mean "pronouns"?"`,
		);
	});

	test('errors naming pronounsCcApi when it is not a boolean', () => {
		expect(report({ pronounsCcApi: 'off' })).toMatchInlineSnapshot(
			`"astro.config.mjs: staticnouns(): pronounsCcApi: must be a boolean, not a string: got "off""`,
		);
		expect(report({ pronounsCcApi: 0 })).toMatchInlineSnapshot(
			`"astro.config.mjs: staticnouns(): pronounsCcApi: must be a boolean, not a number: got 0"`,
		);
	});

	test('gives the pages the same config with pronounsCcApi on or off: no page shows it', () => {
		expect(pageConfig(resolveConfig({ pronounsCcApi: false }, {}))).toEqual(
			pageConfig(resolveConfig({}, {})),
		);
	});

	test('errors naming every problem at once, one line each', () => {
		expect(
			report({
				hosts: ['netlify', 'vercel'],
				hostLimits: 'stop',
				jsonCopies: 'no',
				limits: { links: 0, names: 1.5 },
				titel: 'x',
			}),
		).toMatchInlineSnapshot(`
			"astro.config.mjs: staticnouns(): limits.names: must be a whole number: got 1.5
			astro.config.mjs: staticnouns(): limits.links: must be at least 1: got 0
			astro.config.mjs: staticnouns(): hosts[1]: must be one of "cloudflare-pages", "cloudflare-pages-paid", "github-pages", "gitlab-pages", "netlify", "nginx", "caddy", "apache": got "vercel"
			astro.config.mjs: staticnouns(): hostLimits: must be one of "warn", "fail": got "stop"
			astro.config.mjs: staticnouns(): jsonCopies: must be a boolean, not a string: got "no"
			astro.config.mjs: staticnouns(): titel: unknown key "titel"; did you mean "title"?"
		`);
	});

	test.each([
		[
			'an editUrl that is no web address',
			{ editUrl: 'github.com/org/site' },
			'astro.config.mjs: staticnouns(): editUrl: must be an http(s) address ending where the repository\'s files start, e.g. https://github.com/org/repo/edit/main/: got "github.com/org/site"',
		],
		[
			'a repository on an unknown host without forge',
			{ repository: { url: 'https://git.example.org/org/site' } },
			'astro.config.mjs: staticnouns(): repository.forge: required for git.example.org: one of "github", "gitlab", "forgejo"',
		],
		[
			'options that are not an object',
			'Our site',
			'astro.config.mjs: staticnouns(): must be an object (key: value pairs), not a string: got "Our site"',
		],
		[
			'an empty title',
			{ title: '  ' },
			'astro.config.mjs: staticnouns(): title: must not be empty: got "  "',
		],
	])('errors for %s', (_case, options, expected) => {
		expect(report(options)).toBe(expected);
	});

	test('escapes control characters of a key, keeping each problem on one line', () => {
		expect(report({ 'ti\ntle': 'x' })).toBe(
			'astro.config.mjs: staticnouns(): ti\\ntle: unknown key "ti\\ntle"; did you mean "title"?',
		);
	});
});

describe('the locale option', () => {
	test.each([
		['de', 'de'],
		['EN-gb', 'en-GB'],
		['pt-br', 'pt-BR'],
		['zh-hant-tw', 'zh-Hant-TW'],
		['he', 'he'],
	])('%s is taken as %s', (locale, canonical) => {
		expect(resolveConfig({ locale }, {}).locale).toBe(canonical);
	});

	test.each([
		['german', '"german"'],
		['de_DE', '"de_DE"'],
		[' de', '" de"'],
		['', '""'],
		['en-', '"en-"'],
	])('%j is refused with examples of a tag', (locale, shown) => {
		expect(report({ locale }, {})).toBe(
			`astro.config.mjs: staticnouns(): locale: must be a BCP 47 language tag such as "de", "pt-BR" or "he": got ${shown}`,
		);
	});

	// What pages render with is the resolved options and words alone: equal here, an English
	// site's pages are the same bytes with or without the option (the e2e build test builds both).
	test.each([{ locale: undefined }, { locale: 'en' }, { locale: 'EN' }])(
		'%j gives the options, page config and words of a site without the option',
		(options) => {
			const none = resolveConfig({}, {});
			const english = resolveConfig(options, {});
			expect(english).toEqual(none);
			expect(pageConfig(english)).toEqual(pageConfig(none));
			expect(siteWords(english.locale)).toEqual(ENGLISH);
		},
	);

	test('a locale that is not a string is refused', () => {
		expect(report({ locale: 7 }, {})).toMatch(/^astro\.config\.mjs: staticnouns\(\): locale: /);
	});
});

describe('the locales option', () => {
	// One language is the locale option in another form: the same options, page config and words,
	// so the same pages (the e2e build test builds the example site with locales: ['en'] too).
	test.each([
		[{ locales: ['fr'] }, { locale: 'fr' }],
		[{ locales: ['EN-gb'] }, { locale: 'en-GB' }],
		[{ locales: ['en'] }, {}],
		[{ locales: undefined }, {}],
	])('%j resolves as %j', (options, same) => {
		const one = resolveConfig(options, {});
		expect(one).toEqual(resolveConfig(same, {}));
		expect(pageConfig(one)).toEqual(pageConfig(resolveConfig(same, {})));
	});

	test('several languages are taken, the first the default, each tag canonical', () => {
		const config = resolveConfig({ locales: ['FR', 'en-gb', 'de'] }, {});
		expect(config.locales).toEqual(['fr', 'en-GB', 'de']);
		expect(config.locale).toBe('fr');
	});

	// Listed twice, a language would have two sets of the same pages: as written or in another case.
	test('a language listed twice is refused, naming it', () => {
		expect(report({ locales: ['de', 'fr', 'DE'] }, {})).toMatchInlineSnapshot(
			`"astro.config.mjs: staticnouns(): locales: names "de" twice: list each language once: got ["de","fr","DE"]"`,
		);
	});

	test('the resolved options list the languages, the default first', () => {
		expect(resolveConfig({ locales: ['FR'] }, {}).locales).toEqual(['fr']);
		expect(resolveConfig({ locale: 'de' }, {}).locales).toEqual(['de']);
		expect(resolveConfig({}, {}).locales).toEqual(['en']);
	});

	test('an empty list, a tag that is not one and a bare string are refused', () => {
		expect(report({ locales: [] }, {})).toMatchInlineSnapshot(
			`"astro.config.mjs: staticnouns(): locales: must name at least one language, e.g. ["en"]: got []; leave it out for English"`,
		);
		expect(report({ locales: ['german'] }, {})).toBe(
			'astro.config.mjs: staticnouns(): locales[0]: must be a BCP 47 language tag such as "de", "pt-BR" or "he": got "german"',
		);
		expect(report({ locales: 'fr' }, {})).toMatch(
			/^astro\.config\.mjs: staticnouns\(\): locales: must be a list, not a string/,
		);
	});

	test('locale and locales together are refused, even when they agree', () => {
		for (const options of [
			{ locale: 'de', locales: ['de'] },
			{ locale: 'de', locales: ['fr'] },
		])
			expect(report(options, {})).toBe(
				`astro.config.mjs: staticnouns(): locales: give locale or locales, not both: locales' first language is the site's language (e.g. locales: ${JSON.stringify(options.locales)} alone)`,
			);
	});
});

describe('pageConfig', () => {
	test("returns what the pages render with, nothing of the build's own options", () => {
		expect(Object.keys(pageConfig(resolveConfig({}, {}))).sort()).toEqual([
			'cards',
			'editSources',
			'editUrl',
			'intro',
			'limits',
			'locale',
			'repository',
			'search',
			'searchEngines',
			'title',
		]);
	});
});

describe('checkCustomCss', () => {
	test('returns nothing for files that exist and for package specifiers', () => {
		expect(
			checkCustomCss(['./src/styles/global.css', '@fontsource/inter/400.css'], ROOT),
		).toBeUndefined();
	});

	test("errors naming each relative path with no file, in the options' format", () => {
		expect(() =>
			checkCustomCss(['./src/styles/global.css', './src/styles/missing.css'], ROOT),
		).toThrowErrorMatchingInlineSnapshot(
			`[StaticnounsOptionsError: astro.config.mjs: staticnouns(): customCss[1]: no file at ./src/styles/missing.css: a stylesheet's path is relative to the project root, e.g. ./src/styles/site.css]`,
		);
	});
});
