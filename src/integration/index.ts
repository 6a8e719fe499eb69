/**
 * The staticnouns Astro integration. Its options are validated once, as
 * astro.config.mjs loads (config/resolve-options.ts); it injects every page
 * (routes.ts), gives the pages the options and the site through virtual
 * modules (virtual-modules.ts), and in `astro build` validates all content
 * before Astro writes anything and publishes the API and host files at the
 * end (build.ts); in `astro dev` it serves the same from the current content
 * (dev-server.ts).
 *
 * How the site reaches the pages, in one line: the integration loads it
 * (build.ts, or dev-server.ts after each save) → `handOver(token, …)` into
 * hand-over.ts → `virtual:staticnouns/site` imports hand-over.ts by its
 * file URL (the same instance) → `pageUsers()` in each route.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';
import { AstroError } from 'astro/errors';
import {
	checkCustomCss,
	OptionsError,
	pageConfig,
	resolveConfig,
} from '../config/resolve-options.ts';
import { BUILD_HOOK, CONFIG_HOOK, type BuildRun } from '../config/project-config.ts';
import type { StaticnounsConfig, StaticnounsOptions } from '../schemas/options.ts';
import { checkWordsOf } from '../schemas/check-words.ts';
import { siteWords, type SiteWords } from '../views/i18n/dictionary.ts';
import { readSiteWords } from '../views/i18n/site-words.ts';
import type { PronounTableFile } from '../schemas/site-files/pronoun-table-file.ts';
import { formatReport } from '../content/issues.ts';

export { DEFAULT_TITLE } from '../schemas/options.ts';
export type { StaticnounsOptions } from '../schemas/options.ts';

/**
 * @example
 * // astro.config.mjs
 * export default defineConfig({ integrations: [staticnouns({ title: 'Our collective' })] });
 */
export default function staticnouns(options: StaticnounsOptions = {}): AstroIntegration {
	// Checked here, as the config loads, so a wrong option stops dev, build and CLI alike.
	const config = checked(() => resolveConfig(options));
	let loaded: ReturnType<typeof hookParts> | undefined;
	const parts = () => (loaded ??= hookParts(config));
	return {
		name: 'staticnouns',
		hooks: {
			// Not an Astro hook: how the CLI finds this site's options (config/project-config.ts).
			[CONFIG_HOOK]: () => config,
			[BUILD_HOOK]: buildSite,
			'astro:config:setup': async ({
				command,
				config: astro,
				updateConfig,
				injectRoute,
				logger,
			}) => {
				const { modules, build, dev } = await parts();
				modules.injectRoutes(injectRoute, config.locales);
				const root = fileURLToPath(astro.root);
				checked(() => checkCustomCss(config.customCss, root));
				// Every language's words, the default first: each page reads its own (pageWords).
				const words = checked(
					() => config.locales.map((locale) => wordsOf(root, locale, logger)),
					"Fix each line above in the site's words file (see docs/guides/languages.md).",
				);
				const pronouns = pronounsOf(modules, root, config.locale);
				const token = modules.siteToken(root);
				if (command === 'build') {
					const { outDir } = await build.load(astro, token, logger);
					// The integration reuses unchanged pages itself (build.ts): Astro's incremental
					// cache would only copy every page a second time.
					updateConfig({ outDir, experimental: { incrementalBuild: false } });
				} else {
					modules.handOver(token, dev.users);
				}
				updateConfig({
					vite: {
						worker: { plugins: () => editorPlugins(modules, words[0]!) },
						plugins: [
							...editorPlugins(modules, words[0]!),
							modules.virtualModules({
								config: {
									...pageConfig(config),
									// Left out, the site's name is the default in the site's language.
									title:
										options.title === undefined
											? (words[0]!.messages['site.title'] as string)
											: config.title,
								},
								words,
								pronouns,
								customCss: config.customCss,
								root,
								token,
								dev: command !== 'build',
							}),
						],
					},
				});
			},
			'astro:config:done': async ({ config: astro }) => {
				const { build, dev } = await parts();
				dev.configure(astro);
				build.configure(astro);
			},
			// Pages the published site holds unchanged are linked from there, not rendered again.
			'astro:build:start': async ({ setPrerenderer }) =>
				setPrerenderer((await parts()).build.prerenderer),
			// `astro dev`: the API and avatars as the build publishes them, content errors in the
			// overlay.
			'astro:server:setup': async ({ server, logger }) =>
				(await parts()).dev.attach(server, logger),
			'astro:build:done': async ({ dir, pages, assets, logger }) =>
				(await parts()).build.publish(dir, pages, logger, assets),
		},
	};
}

/**
 * The modules the hooks run, and one build's and one dev server's state made with them: loaded by
 * Astro's first hook, so that what only reads the options (`check`, `staticnouns build` with
 * nothing changed) loads none of them.
 */
async function hookParts(config: StaticnounsConfig) {
	const [build, dev, routes, handOver, virtual, schemaMeta, browserCrypto, pronouns] =
		await Promise.all([
			import('./build.ts'),
			import('./dev-server.ts'),
			import('./routes.ts'),
			import('./hand-over.ts'),
			import('./virtual-modules.ts'),
			import('../editor/schema-meta.ts'),
			import('../editor/browser-crypto.ts'),
			import('../views/pronouns/site-table.ts'),
		]);
	const modules = {
		...build,
		...routes,
		...handOver,
		...virtual,
		...schemaMeta,
		...browserCrypto,
		...pronouns,
	};
	return { modules, build: build.siteBuild(config), dev: dev.devSite(config) };
}
type HookModules = Awaited<ReturnType<typeof hookParts>>['modules'];

/**
 * The editor's page script and its worker: without the schemas' JSON Schema text, with check's
 * words in the site's default language (a translated site's script carries no English) and a
 * node:crypto that says why it is not there.
 */
function editorPlugins(modules: HookModules, words: SiteWords): Plugin[] {
	const checkWords =
		words.locale === 'en' ? undefined : checkWordsOf(words.locale, words.messages).messages;
	return [modules.editorSchemaMeta(checkWords), modules.editorBrowserCrypto()];
}

/** Not an Astro hook: `staticnouns build` (fast-build/command.ts), loaded only when run. */
const buildSite = async (run: BuildRun) => (await import('./fast-build/command.ts')).buildSite(run);

/**
 * The site's words: the bundled language's and the site's own (src/content/i18n/<locale>.json).
 * Wrong words stop dev and build as a wrong option does; words that show in English are warned of.
 */
function wordsOf(root: string, locale: string, logger: AstroIntegrationLogger): SiteWords {
	const { own, errors, warnings } = readSiteWords(root, locale);
	if (errors.length) throw new OptionsError(formatReport(errors));
	if (warnings.length) logger.warn(formatReport(warnings));
	return siteWords(locale, own);
}

/** The site's own pronoun table, made its language's (site-table.ts); a wrong one stops builds. */
function pronounsOf(
	modules: HookModules,
	root: string,
	locale: string,
): PronounTableFile | undefined {
	return checked(() => {
		const { table, errors } = modules.useSitePronouns(root, locale);
		if (errors.length) throw new OptionsError(formatReport(errors));
		return table;
	}, "Fix each line above in the site's pronoun table (see docs/guides/languages.md).");
}

/**
 * What `check` returns, or the build stopped with the options' report (Astro prints it, without a
 * stack).
 */
function checked<T>(
	check: () => T,
	hint = 'Fix each option above in astro.config.mjs (see docs/reference/configuration.md).',
): T {
	try {
		return check();
	} catch (error) {
		if (!(error instanceof OptionsError)) throw error;
		const stopped = new AstroError(error.message, hint);
		stopped.name = error.name;
		stopped.stack = '';
		throw stopped;
	}
}
