/**
 * How the options and the site reach the pages, as Starlight's options do:
 * two virtual modules, made by one Vite plugin.
 *
 * - `virtual:staticnouns/config`: the resolved options a page renders with
 *   (PageConfig), as JSON. The options are part of the pages' code version
 *   (publish/page-reuse.ts), so pages are rendered again when an option
 *   changes without repeating the options in every cacheKey.
 * - `virtual:staticnouns/site`: `pageUsers()`, every user as the pages
 *   read it (`siteEntries()`, its old name, still works): the users the
 *   integration handed over to hand-over.ts,
 *   which the module imports by its file URL and Vite leaves out of the
 *   bundle, so Node gives the pages the very instance the integration
 *   filled (see hand-over.ts), in `astro build` and `astro dev` alike.
 * - `virtual:staticnouns/words`: the site's words (SiteWords: its locale,
 *   direction and dictionary, views/i18n/), which `uiText()` turns into
 *   what the pages show: `pageWords(Astro.routePattern)`, the words of the
 *   page's language (views/paths/locale-paths.ts), and as its default export
 *   the default language's (what a site's own pages imported before).
 * - `virtual:staticnouns/user-css`: the site's own stylesheets (the
 *   `customCss` option), imported by the layout after the global one.
 */
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { PageConfig } from '../schemas/options.ts';
import type { SiteWords } from '../views/i18n/dictionary.ts';
import type { PronounTableFile } from '../schemas/site-files/pronoun-table-file.ts';

const CONFIG_MODULE = 'virtual:staticnouns/config';
export const SITE_MODULE = 'virtual:staticnouns/site';
const USER_CSS_MODULE = 'virtual:staticnouns/user-css';
const WORDS_MODULE = 'virtual:staticnouns/words';

/** Vite's mark for a module no file backs. */
const resolved = (id: string) => `\0${id}`;

/**
 * hand-over.ts (or .js, as the package ships it) as Node loaded it with
 * astro.config.mjs: the file the bundle must import, not copy.
 */
const HAND_OVER = pathToFileURL(
	join(import.meta.dirname, `hand-over${extname(import.meta.filename)}`),
).href;

/**
 * How virtual:staticnouns/site names hand-over.ts: Vite would resolve a file URL itself, and
 * bundle it.
 */
const HAND_OVER_ID = 'staticnouns:hand-over';

/** How virtual:staticnouns/words names the one rule of where each language is; bundled. */
const LOCALE_PATHS_ID = 'staticnouns:locale-paths';
const LOCALE_PATHS = join(
	import.meta.dirname,
	`../views/paths/locale-paths${extname(import.meta.filename)}`,
);

/**
 * The customCss option's stylesheets as Vite imports them: as Starlight's customCss, a path
 * relative to the project (made absolute), or a package specifier Vite resolves.
 *
 * @example
 * stylesheetsOf(['./src/site.css', '@fontsource/inter'], '/srv/site') // ['/srv/site/src/site.css', '@fontsource/inter']
 */
export function stylesheetsOf(customCss: readonly string[], root: string): string[] {
	return customCss.map((css) =>
		css.startsWith('.') || css.startsWith('/') ? resolve(root, css) : css,
	);
}

/** site-table.ts as Node loaded it, for the words module to make a site's own table the pages'. */
const SITE_TABLE = join(
	import.meta.dirname,
	`../views/pronouns/site-table${extname(import.meta.filename)}`,
);

/**
 * The words module: each language's words (the default first, `pageWords` picking a page's by its
 * route), and the site's own pronoun table made its default language's first.
 */
function wordsModule(words: readonly SiteWords[], pronouns: PronounTableFile | undefined): string {
	return [
		...(pronouns
			? [
					`import { useSiteTableFile } from ${JSON.stringify(SITE_TABLE)};`,
					`useSiteTableFile(${JSON.stringify(words[0]!.locale)}, ${JSON.stringify(pronouns)});`,
				]
			: []),
		`import { localeOfPattern } from ${JSON.stringify(LOCALE_PATHS_ID)};`,
		`const all = ${JSON.stringify(words)};`,
		'export const locales = all.map((words) => words.locale);',
		'export default all[0];',
		'export function pageWords(routePattern) {',
		'\tconst locale = localeOfPattern(routePattern, locales);',
		'\treturn all.find((words) => words.locale === locale);',
		'}',
	].join('\n');
}

/**
 * The Vite plugin behind both virtual modules.
 *
 * @example
 * updateConfig({ vite: { plugins: [virtualModules({ config: pageConfig(config), words: [en, fr],
 * customCss: [], root, token })] } });
 */
export function virtualModules({
	config,
	words,
	pronouns,
	customCss,
	root,
	token,
	dev = false,
}: {
	/** The site's own pronoun table, checked (views/pronouns/site-table.ts); none: left out. */
	pronouns?: PronounTableFile | undefined;
	config: PageConfig;
	/** Each language's words, the default first. */
	words: readonly SiteWords[];
	customCss: readonly string[];
	root: string;
	token: string;
	dev?: boolean;
}): Plugin {
	const stylesheets = stylesheetsOf(customCss, root);
	return {
		name: 'staticnouns:virtual-modules',
		enforce: 'pre',
		resolveId(source) {
			if ([CONFIG_MODULE, SITE_MODULE, USER_CSS_MODULE, WORDS_MODULE].includes(source))
				return resolved(source);
			// The shared instance: imported by its file URL at run time, never bundled.
			if (source === HAND_OVER_ID) return { id: HAND_OVER, external: 'absolute' };
			if (source === LOCALE_PATHS_ID) return LOCALE_PATHS;
			return null;
		},
		load(id) {
			if (id === resolved(CONFIG_MODULE)) return `export default ${JSON.stringify(config)};`;
			if (id === resolved(WORDS_MODULE)) return wordsModule(words, pronouns);
			if (id === resolved(USER_CSS_MODULE))
				return stylesheets.map((css) => `import ${JSON.stringify(css)};`).join('\n');
			if (id !== resolved(SITE_MODULE)) return null;
			// Vite's dev server runs a file URL through its own module runner (another
			// instance): it leaves a data: URL to Node, which imports the file itself.
			const from = dev
				? `data:text/javascript,${encodeURIComponent(`export * from ${JSON.stringify(HAND_OVER)};`)}`
				: HAND_OVER_ID;
			return [
				`import { handedPageUsers } from ${JSON.stringify(from)};`,
				`export const pageUsers = () => handedPageUsers(${JSON.stringify(token)});`,
				// The name pages of a site's own used before 0.3 (docs/reference/pages.md).
				'export const siteEntries = pageUsers;',
			].join('\n');
		},
	};
}
