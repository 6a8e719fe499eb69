/**
 * The one list of the files the site publishes besides Astro's pages: the
 * v1 API, the host files, the short pronoun addresses, the search index,
 * robots.txt and the sitemap. The build writes them into its output and `astro dev` into its
 * scratch folder, from this same generator.
 */
import { readFileSync } from 'node:fs';
import { apiEntries } from '../publish/api-files.ts';
import { editSourceFiles, type EditSource } from '../publish/edit-sources.ts';
import { ccApiEntries, utcOffset, type CcPerson, type CcSiteUser } from '../publish/cc-api.ts';
import type { RichProfile } from '../schemas/rich.ts';
import { robotsTxt, SITEMAP_FILE, sitemapFiles } from '../publish/crawlers.ts';
import { absoluteUrl, publicUrl } from '../addresses/urls.ts';
import { hostFiles } from '../hosting/host-files.ts';
import { pronounPages } from '../views/pages.ts';
import { searchIndexFiles } from '../views/search/search-index.ts';
import { personListings } from '../views/search/search.ts';
import { shortAddressFiles } from '../views/pronouns/pronoun-shortcuts.ts';
import type { SiteWords } from '../views/i18n/dictionary.ts';
import { shortLinkFiles } from '../views/short-links.ts';
import type { User } from '../schemas/user.ts';

/** What the files are made from: the users, each one's members, and every profile's short ID. */
export interface Published {
	users: readonly User[];
	/** Each user's members, by user ID. */
	members: ReadonlyMap<string, readonly User[]>;
	/** Member IDs left out of the lists (content/site.ts unlistedMembers). */
	unlisted?: ReadonlySet<string> | undefined;
	/** The short ID of each profile, by ID; a profile left out has the one derived from its ID. */
	sids?: ReadonlyMap<string, string> | undefined;
	/** What each profile shows beyond its User, by ID (schemas/rich.ts). */
	rich?: ReadonlyMap<string, RichProfile> | undefined;
	/** Each profile's `lang` where its file gives one, by ID: it settles a set two tables share. */
	langs?: ReadonlyMap<string, string> | undefined;
	/** The profiles' files, for the editor (publish/edit-sources.ts editSourcesOf). */
	sources?: readonly EditSource[] | undefined;
}

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
	 * Publish the pronouns.cc-shaped API under `api/v1/` (the `pronounsCcApi` option); left out,
	 * published. Off, nothing under `api/v1/` is written, its host rules included.
	 */
	pronounsCcApi?: boolean | undefined;
	/** The site's words, for the short addresses' pages (English when left out). */
	words?: SiteWords | undefined;
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
 * writeSiteFiles(siteFiles({ users, members }, { base: '/', site, searchEngines: false,
 * jsonCopies: true }), outDir)
 */
export function* siteFiles(
	published: Published,
	options: SiteFilesOptions,
): Generator<[string, string]> {
	yield* contentFiles(published, options);
	yield* crawlerFiles(options);
}

/**
 * The files made from the profiles: the API, the host files, the default
 * icon, the short pronoun addresses, the search index and, when the site
 * opts in, the profiles' files for the editor.
 */
export function* contentFiles(
	{ users, members, unlisted, sids, rich, sources, langs }: Published,
	options: Omit<SiteFilesOptions, 'pages'>,
): Generator<[string, string]> {
	const { base, site, searchEngines } = options;
	yield* apiEntries(users, members, { jsonCopies: options.jsonCopies, unlisted });
	const ccApi = options.pronounsCcApi ?? true;
	if (ccApi)
		yield* ccApiEntries(ccSiteUsers(users, members, sids, rich), {
			jsonCopies: options.jsonCopies,
		});
	yield* hostFiles(base, { ccApi });
	// Every page links the icon (Head.astro): a site whose public/ is empty still has one.
	if (options.defaultFavicon)
		yield ['favicon.svg', readFileSync(new URL('../publish/favicon.svg', import.meta.url), 'utf8')];
	// A set only a member welcomes has a page too, and so its short addresses.
	const people = personListings(users, members, unlisted, langs);
	const lang = options.words?.locale ?? 'en';
	const pronouns = pronounPages(people, base, lang);
	yield* shortAddressFiles(pronouns, {
		base,
		site,
		indexable: searchEngines,
		words: options.words,
	});
	yield* shortLinkFiles(users, members, sids ?? new Map(), {
		base,
		site,
		indexable: searchEngines,
		words: options.words,
	});
	// Search finds the people those pages list (views/search/search.ts).
	if (options.search) yield* searchIndexFiles(people, pronouns, base, lang);
	if (options.editSources && sources)
		yield* editSourceFiles(sources, options.editSources.cwd, options.editSources.maxBytes);
}

/**
 * The site's users as the pronouns.cc-shaped files read them, one at a time.
 *
 * @example
 * [...ccSiteUsers([kit], new Map([[kit.id, [juniper]]]))][0].listed // [{ user: juniper }]
 */
export function* ccSiteUsers(
	users: readonly User[],
	members: ReadonlyMap<string, readonly User[]>,
	sids: ReadonlyMap<string, string> = new Map(),
	rich: ReadonlyMap<string, RichProfile> = new Map(),
	now: Date = new Date(),
): Generator<CcSiteUser> {
	const person = (user: User): CcPerson => {
		const own = rich.get(user.id);
		// utc_offset is pronouns.cc's "current offset": as of this build.
		return {
			user,
			rich: own,
			extras: { sid: sids.get(user.id), utc_offset: utcOffset(own?.timezone, now) },
		};
	};
	for (const user of users) {
		const own = (members.get(user.id) ?? []).map(person);
		// Unlisted members keep their own addresses, and are left out of the lists (pronouns.cc's
		// "non-hidden members"); unlisted is not private.
		const listed = own.filter((member) => !member.rich?.unlisted);
		yield { person: person(user), members: own, listed };
	}
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
