/**
 * The one path from a site's `staticnouns({...})` options to the resolved
 * StaticnounsConfig: validated once with optionsSchema, every problem in one
 * message in the format content errors use, then every default filled in.
 * The integration calls it as astro.config.mjs loads, so a wrong option
 * stops `astro build`, `astro dev` and the CLI (which loads the same config,
 * see project-config.ts) alike.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { friendlyIssues } from '../content/validate/friendly-errors.ts';
import { DEFAULT_LIMITS } from '../schemas/profile-limits.ts';
import {
	DEFAULT_TITLE,
	optionsSchema,
	PAGE_CONFIG_KEYS,
	type PageConfig,
	type StaticnounsConfig,
} from '../schemas/options.ts';
import { jsonCopiesFor } from '../addresses/host-layouts.ts';
import { escapeText } from '../utils/escape.ts';
import {
	editBaseOf,
	editBaseUrl,
	RepositoryError,
	resolveRepository,
	type ForgeEnv,
} from './forge.ts';

/** Where each line of an options report says the problem is. */
const WHERE = 'astro.config.mjs: staticnouns()';

/**
 * A site's options are not valid. The message is the whole report, one line
 * per problem; the name is how the CLI recognises it when the config throws
 * it through another copy of this module.
 */
export class OptionsError extends Error {
	override name = 'StaticnounsOptionsError';
}

/**
 * The options checked and resolved. Throws an OptionsError listing every
 * problem when they are not valid.
 *
 * @example
 * resolveConfig({ limits: { pronouns: 80 } }).limits.pronouns // 80
 * resolveConfig({ limits: { pronuns: 80 } })
 * // throws: astro.config.mjs: staticnouns(): limits.pronuns: unknown key "pronuns"; did you mean "pronouns"?
 */
export function resolveConfig(
	options: unknown = {},
	env: ForgeEnv = process.env,
): StaticnounsConfig {
	const parsed = optionsSchema.safeParse(options ?? {});
	if (!parsed.success)
		throw optionsError(
			friendlyIssues(parsed.error, { file: WHERE, data: options, locate: () => undefined }),
		);
	const data = parsed.data;
	const problems: { path: string; message: string }[] = [];
	// One way to name the site's language: two that could disagree would leave one unread.
	if (data.locale !== undefined && data.locales !== undefined)
		problems.push({
			path: 'locales',
			message: `give locale or locales, not both: locales' first language is the site's language (e.g. locales: ${JSON.stringify(data.locales)} alone)`,
		});
	let repository: StaticnounsConfig['repository'] = null;
	try {
		repository = resolveRepository(data.repository, env);
		// Only GitHub reads issue forms (docs/guides/maintainers.md says why not GitLab or Forgejo).
		if (repository?.forge === 'github' && data.issueForm)
			repository = { ...repository, issueForm: data.issueForm };
	} catch (error) {
		if (!(error instanceof RepositoryError)) throw error;
		problems.push({ path: error.path, message: error.message });
	}
	let editUrl: string | null = null;
	try {
		editUrl =
			data.editUrl === undefined && repository
				? editBaseOf(repository)
				: editBaseUrl(data.editUrl, env);
	} catch (error) {
		problems.push({ path: 'editUrl', message: (error as Error).message.replace(/^editUrl /, '') });
	}
	if (problems.length) throw optionsError(problems);
	const setLimits = Object.fromEntries(
		Object.entries(data.limits ?? {}).filter(([, value]) => value !== undefined),
	);
	const locale = data.locales?.[0] ?? data.locale ?? 'en';
	return {
		locale,
		locales: data.locales ?? [locale],
		title: data.title ?? DEFAULT_TITLE,
		intro: data.intro,
		searchEngines: data.searchEngines ?? false,
		search: data.search ?? true,
		cards: data.cards ?? false,
		editUrl,
		repository,
		limits: Object.freeze({ ...DEFAULT_LIMITS, ...setLimits }),
		hosts: data.hosts ?? [],
		hostLimits: data.hostLimits ?? 'warn',
		jsonCopies: data.jsonCopies ?? jsonCopiesFor(data.hosts ?? []),
		pronounsCcApi: data.pronounsCcApi ?? true,
		editSources: data.editSources ?? false,
		customCss: data.customCss ?? [],
	};
}

/**
 * What `virtual:staticnouns/config` gives the pages.
 *
 * @example
 * pageConfig(resolveConfig({})) // { title: 'Pronoun profiles', intro: undefined, searchEngines: false, … }
 */
export function pageConfig(config: StaticnounsConfig): PageConfig {
	return Object.fromEntries(PAGE_CONFIG_KEYS.map((key) => [key, config[key]])) as PageConfig;
}

/**
 * Checks that each customCss path relative to the project names a file, once
 * the project root is known (Astro resolves it after the options). Package
 * specifiers are left to Vite, which names the package it cannot find.
 *
 * @example
 * checkCustomCss(['./src/styles/site.css'], '/srv/site') // throws an OptionsError when the file is missing
 */
export function checkCustomCss(customCss: readonly string[], root: string): void {
	const problems = customCss.flatMap((css, index) =>
		(css.startsWith('.') || css.startsWith('/')) && !existsSync(resolve(root, css))
			? [
					{
						path: `customCss[${index}]`,
						message: `no file at ${css}: a stylesheet's path is relative to the project root, e.g. ./src/styles/site.css`,
					},
				]
			: [],
	);
	if (problems.length) throw optionsError(problems);
}

function optionsError(problems: readonly { path: string; message: string }[]): OptionsError {
	const lines = problems.map(
		({ path, message }) => `${WHERE}: ${path ? `${escapeText(path)}: ` : ''}${escapeText(message)}`,
	);
	return new OptionsError(lines.join('\n'));
}
