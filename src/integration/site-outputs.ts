/**
 * The one list of the files the site publishes besides Astro's pages: the
 * v1 API, the host files, the short pronoun addresses, the search index,
 * robots.txt and the sitemap. The build writes them into its output and `astro dev` into its
 * scratch folder, from this same generator.
 */
import { readFileSync } from 'node:fs';
import { apiEntries } from '../publish/api/walk.ts';
import { apiShapes } from '../publish/api/shapes.ts';
import { editSourceFiles, editSourcesOf } from '../publish/edit-sources.ts';
import { robotsTxt, SITEMAP_FILE, sitemapFiles } from '../publish/crawlers.ts';
import { absoluteUrl, publicUrl } from '../addresses/urls.ts';
import { hostFiles, hostLayout } from '../hosting/host-files.ts';
import type { HostId } from '../schemas/options.ts';
import { pronounPages } from '../views/pages.ts';
import { searchIndexFiles } from '../views/search/search-index.ts';
import { shortAddressFiles } from '../views/pronouns/pronoun-shortcuts.ts';
import type { SiteWords } from '../views/i18n/dictionary.ts';
import { shortLinkFiles } from '../views/paths/short-links.ts';
import type { SiteUser } from '../model/site-model.ts';

export interface SiteFilesOptions {
	/** The normalised base path (`/` or `/profiles/`). */
	base: string;
	/** The site's public address, when set. */
	site: URL | undefined;
	searchEngines: boolean;
	/** Publish the search index (views/search/search-index.ts); left out, none. */
	search?: boolean | undefined;
	jsonCopies: boolean;
	/**
	 * The hosts the site is deployed to (the `hosts` option): the member files
	 * they answer from and the `_redirects` they read (host-files.ts hostLayout); left out, all.
	 */
	hosts?: readonly HostId[] | undefined;
	/**
	 * Publish the pronouns.cc-shaped API under `api/v1/` (the `pronounsCcApi` option); left out,
	 * published. Off, nothing under `api/v1/` is written, its host rules included.
	 */
	pronounsCcApi?: boolean | undefined;
	/** The site's words, for the short addresses' pages (English when left out). */
	words?: SiteWords | undefined;
	/**
	 * The words of each of the site's languages, the default first (the sitemap lists the pages of
	 * each); left out, `words`' alone.
	 */
	languages?: readonly SiteWords[] | undefined;
	/** Publish the default favicon.svg: the site's public/ has none of its own. */
	defaultFavicon?: boolean | undefined;
	/**
	 * Publish each profile's file as written for the editor (the `editSources` option): read from
	 * `cwd`, at most `maxBytes` each.
	 */
	editSources?: { cwd: string; maxBytes: number } | undefined;
	/**
	 * The paths (base included) of the pages the sitemap lists (routes.ts sitemapPaths, and the
	 * site's own pages); left out, no sitemap.
	 */
	pages?: readonly string[] | undefined;
}

/**
 * Every published file as [path in the site, body], made as it is asked
 * for: 100,000 profiles' files held at once are hundreds of MB. The files
 * that depend on the profiles alone (contentFiles), then robots.txt and the
 * sitemap, which list the pages (crawlerFiles): the build writes the first
 * while Astro renders the pages (site-worker.ts), the second after.
 *
 * @example
 * writeSiteFiles(siteFiles(site.model, { base: '/', site, searchEngines: false,
 * jsonCopies: true }), outDir)
 */
export function* siteFiles(
	users: readonly SiteUser[],
	options: SiteFilesOptions,
): Generator<[string, string]> {
	yield* contentFiles(users, options);
	yield* crawlerFiles(options);
}

/**
 * The files made from the profiles: the API, the host files, the default
 * icon, the short pronoun addresses, the search index and, when the site
 * opts in, the profiles' files for the editor.
 */
export function* contentFiles(
	users: readonly SiteUser[],
	options: Omit<SiteFilesOptions, 'pages'>,
): Generator<[string, string]> {
	const { base, site, searchEngines } = options;
	const ccApi = options.pronounsCcApi ?? true;
	const layout = hostLayout(users, { hosts: options.hosts ?? [], base, ccApi });
	yield* apiEntries(users, apiShapes({ ccApi }), {
		jsonCopies: options.jsonCopies,
		...layout.files,
	});
	yield* hostFiles(base, { ccApi, redirects: layout.redirects });
	// Every page links the icon (Head.astro): a site whose public/ is empty still has one.
	if (options.defaultFavicon)
		yield ['favicon.svg', readFileSync(new URL('../publish/favicon.svg', import.meta.url), 'utf8')];
	// A set only a member welcomes has a page too, and so its short addresses.
	const lang = options.words?.locale ?? 'en';
	const pronouns = pronounPages(users, base, lang);
	const short = { base, site, indexable: searchEngines, words: options.words };
	yield* shortAddressFiles(pronouns, short);
	yield* shortLinkFiles(users, short);
	// Search finds the people those pages list (views/search/search.ts).
	if (options.search) yield* searchIndexFiles(users, pronouns, base, lang);
	if (options.editSources)
		yield* editSourceFiles(
			editSourcesOf(users),
			options.editSources.cwd,
			options.editSources.maxBytes,
		);
}

/** robots.txt, and the sitemap of `pages` when search engines are welcome. */
export function* crawlerFiles(
	options: Pick<SiteFilesOptions, 'base' | 'site' | 'searchEngines' | 'pages'>,
): Generator<[string, string]> {
	const { base, site, searchEngines, pages } = options;
	if (searchEngines && site && pages) {
		const urls = [...new Set(pages)].map((path) => absoluteUrl(path, site));
		yield* sitemapFiles(urls, (file) => publicUrl(file, { site, base }));
		yield [
			'robots.txt',
			robotsTxt({ allow: true, sitemapUrl: publicUrl(SITEMAP_FILE, { site, base }) }),
		];
	} else {
		yield ['robots.txt', robotsTxt({ allow: searchEngines })];
	}
}
