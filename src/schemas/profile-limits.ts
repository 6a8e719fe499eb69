/**
 * How much one profile file may hold. The v1 interface bounds only the length
 * of each text; a site that accepts files from many people also needs bounds
 * on size and counts, or one file can build a 257 MB page or 20,000 pronoun
 * pages. The defaults follow what real profiles need (the reference service
 * capped names, pronouns, fields and field entries in the tens to low
 * hundreds); a site may change them with the integration's `limits` option.
 */
export interface Limits {
	/**
	 * Largest profile file, in bytes, checked before it is read: the largest real profiles are a few
	 * KiB.
	 */
	fileBytes: number;
	/** Most entries in `names`: each is shown on the profile page. */
	names: number;
	/** Most entries in `pronouns`: each adds a line to the page and entries to the pronoun pages. */
	pronouns: number;
	/** Most entries in `links`: each is shown on the profile page. */
	links: number;
	/** Most entries in `fields`: each is a section of the profile page. */
	fields: number;
	/**
	 * Most entries in one field, its five lists together: the reference service capped fields in the
	 * low hundreds.
	 */
	fieldEntries: number;
	/**
	 * Longest field entry, in characters: the spec states no bound; a word or short phrase is what a
	 * field holds.
	 */
	fieldEntryLength: number;
	/** Most own statuses (`statuses:`) in one profile: each is a line of the page's legend. */
	statuses: number;
	/** Most flags in one profile: each is drawn on the page and the preview card. */
	flags: number;
	/**
	 * Most problems reported for one file; the rest are counted ("... and N more"), so one broken
	 * file cannot flood the CI log.
	 */
	issuesPerFile: number;
	/**
	 * Most members one user may have (content/users/<user>/members/): each
	 * publishes a page and API files under its user's refs, so a pull
	 * request adding thousands would multiply the site.
	 */
	members: number;
	/**
	 * Most files one user may add to the published site, its members, API
	 * files, pronoun pages no one else has and avatars included (`check`
	 * reports and enforces it; see docs/explanation/security.md for the
	 * default): a free Cloudflare Pages site holds 20,000 files.
	 */
	userFiles: number;
	/**
	 * Most bytes one user may add to the published site, counted as userFiles is (pages and avatars
	 * estimated).
	 */
	userBytes: number;
}

/** The limits a site gets unless it sets its own. */
export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
	fileBytes: 64 * 1024,
	names: 50,
	pronouns: 50,
	links: 25,
	fields: 25,
	fieldEntries: 100,
	fieldEntryLength: 100,
	statuses: 10,
	flags: 10,
	issuesPerFile: 20,
	members: 100,
	// About 100 times a typical profile (10 files, 60 KB): 20 users at the budget still fit a free
	// Cloudflare Pages site.
	userFiles: 1000,
	userBytes: 25 * 1024 * 1024,
});
