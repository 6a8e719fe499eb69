/** The modules the staticnouns integration gives its pages (integration/virtual-modules.ts). */

declare module 'virtual:staticnouns/config' {
	/** The resolved options the pages render with. */
	const config: import('./schemas/options.ts').PageConfig;
	export default config;
}

declare module 'virtual:staticnouns/site' {
	/**
	 * Every user as the pages read it, in name order: the site the integration loaded and validated.
	 */
	export function pageUsers(): Promise<readonly import('./integration/hand-over.ts').PageUser[]>;
	/**
	 * The same as pageUsers().
	 *
	 * @deprecated Use pageUsers(): "entry" now names only a name, pronoun or field value with its
	 * status.
	 */
	export function siteEntries(): Promise<readonly import('./integration/hand-over.ts').PageUser[]>;
}

declare module 'virtual:staticnouns/words' {
	/**
	 * The default language's words: its locale, direction and dictionary (views/i18n/dictionary.ts).
	 */
	const words: import('./views/i18n/dictionary.ts').SiteWords;
	export default words;
	/**
	 * The words of the language a page is in, from its route pattern (`Astro.routePattern`, or
	 * getStaticPaths' `routePattern`): the default's for a site in one language.
	 */
	/** The site's languages, the default first. */
	export const locales: readonly string[];
	export function pageWords(routePattern: string): import('./views/i18n/dictionary.ts').SiteWords;
}

/** The site's own stylesheets (the customCss option); nothing to import by name. */
declare module 'virtual:staticnouns/user-css' {}
