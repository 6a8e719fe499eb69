interface ImportMetaEnv {
	/** Set by the staticnouns integration: whether search engines may index the site. */
	readonly STATICNOUNS_SEARCH_ENGINES: boolean;
	/** Set by the staticnouns integration: the site's name. */
	readonly STATICNOUNS_TITLE: string;
}
