interface ImportMetaEnv {
	/** Set by the staticnouns integration: whether search engines may index the site. */
	readonly STATICNOUNS_SEARCH_ENGINES: boolean;
	/** Set by the staticnouns integration: whether the site has its search page (Pagefind). */
	readonly STATICNOUNS_SEARCH: boolean;
	/** Set by the staticnouns integration: the site's name. */
	readonly STATICNOUNS_TITLE: string;
	/** Set by the staticnouns integration: the base of "Edit this profile" links, or null for none. */
	readonly STATICNOUNS_EDIT_URL: string | null;
	/** Set by the staticnouns integration: what the editor page is told of the site, but its base (views/editor.ts EditorConfig). */
	readonly STATICNOUNS_EDITOR: Omit<import('./views/editor.ts').EditorConfig, 'base'>;
	/** Set by the staticnouns integration in `astro build`: under which the pages find the site it loaded (integration/site-model.ts); null in `astro dev`. */
	readonly STATICNOUNS_SITE_TOKEN: string | null;
}
