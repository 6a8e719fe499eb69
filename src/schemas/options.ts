/**
 * The staticnouns integration's options: the one schema every option is
 * defined in. The integration validates a site's options with it once, as
 * astro.config.mjs loads; the CLI, the dev server, the editor page and the
 * generated configuration reference (docs/reference/configuration.md) all
 * read the same definitions.
 *
 * Everything a page needs of the resolved options reaches it through the
 * virtual module `virtual:staticnouns/config` (see `PageConfig`), never
 * through `import.meta.env`.
 */
import { z } from 'zod';
import { strictObject } from './strict.ts';
import type { Limits } from './profile-limits.ts';

/** The site's name when the options give none. */
export const DEFAULT_TITLE = 'Pronoun profiles';

/**
 * The hosts whose documented limits the build checks (hosting/host-capacity.ts has the figures).
 */
export const HOST_IDS = [
	'cloudflare-pages',
	'cloudflare-pages-paid',
	'github-pages',
	'gitlab-pages',
	'netlify',
	'nginx',
	'caddy',
	'apache',
] as const;
export type HostId = (typeof HOST_IDS)[number];

/** The forges whose editors the site links to and hands new files to. */
const FORGE_KINDS = ['github', 'gitlab', 'forgejo'] as const;
export type ForgeKind = (typeof FORGE_KINDS)[number];

const count = z.int('must be a whole number').positive('must be at least 1');

/**
 * How much one profile may hold; each key left out keeps its default
 * (schemas/profile-limits.ts). The Limits hold no text length the v1 spec bounds, so
 * no raised bound can make the API leave the spec.
 */
export const limitsOptionSchema = strictObject({
	/** Largest profile file, in bytes, checked before it is read. Default 65536. */
	fileBytes: count.optional(),
	/** Most entries in `names`. Default 50. */
	names: count.optional(),
	/** Most entries in `pronouns`. Default 50. */
	pronouns: count.optional(),
	/** Most entries in `links`. Default 25. */
	links: count.optional(),
	/** Most entries in `fields`. Default 25. */
	fields: count.optional(),
	/** Most entries in one field, its five lists together. Default 100. */
	fieldEntries: count.optional(),
	/** Longest field entry, in characters. Default 100. */
	fieldEntryLength: count.optional(),
	/** Most own statuses (`statuses:`) in one profile. Default 10. */
	statuses: count.optional(),
	/** Most flags in one profile. Default 10. */
	flags: count.optional(),
	/** Most problems reported for one file; the rest are counted. Default 20. */
	issuesPerFile: count.optional(),
	/** Most members one user may have. Default 100. */
	members: count.optional(),
	/**
	 * Most files one user (with its members) may add to the published site; `check` refuses more.
	 * Default 1000.
	 */
	userFiles: count.optional(),
	/**
	 * Most bytes one user (with its members) may add to the published site; `check` refuses more.
	 * Default 26214400 (25 MiB).
	 */
	userBytes: count.optional(),
} satisfies Record<keyof Limits, unknown>);

/**
 * Where the site's repository lives on its forge: the editor page hands new
 * and changed profile files to this forge's own editor, and "Edit this
 * profile" links open it. Inside GitHub Actions it is derived from the
 * repository and branch being built when left out.
 */
export const repositorySchema = strictObject({
	/** The repository's web address, e.g. `https://github.com/org/site` or a self-hosted `https://git.example.org/org/site`. */
	url: z.url({
		protocol: /^https?$/,
		error: 'must be the http(s) address of the repository, e.g. https://github.com/org/site',
	}),
	/**
	 * Which forge serves it; left out, `github` for github.com, `gitlab` for gitlab.com, `forgejo`
	 * for codeberg.org, else required.
	 */
	forge: z.enum(FORGE_KINDS).optional(),
	/** The branch members propose changes to. Default `main`. */
	branch: z.string().min(1).optional(),
});

/**
 * A BCP 47 language tag, as Intl reads it (`de`, `pt-BR`, `zh-Hant`), in its canonical form
 * (`EN-gb` becomes `en-GB`).
 */
const localeSchema = z
	.string()
	.refine((tag) => canonicalLocale(tag) !== undefined, {
		error: 'must be a BCP 47 language tag such as "de", "pt-BR" or "he"',
	})
	.transform((tag) => canonicalLocale(tag)!);

/**
 * The canonical form of a well-formed BCP 47 tag, else undefined.
 *
 * @example
 * canonicalLocale('EN-gb') // 'en-GB'
 * canonicalLocale('german') // undefined
 */
export function canonicalLocale(tag: string): string | undefined {
	try {
		const canonical = Intl.getCanonicalLocales(tag)[0];
		// BCP 47 allows 5-8 letter language subtags but registers none: "german" is a mistake.
		return canonical && /^[a-z]{2,3}$/.test(new Intl.Locale(canonical).language)
			? canonical
			: undefined;
	} catch {
		return undefined;
	}
}

/** The first language a list names twice. */
function twiceIn(list: readonly string[]): string | undefined {
	const seen = new Set<string>();
	return list.find((tag) => seen.has(tag) || !seen.add(tag));
}

/** The options of `staticnouns({...})` in astro.config.mjs. */
export const optionsSchema = strictObject({
	/**
	 * The site's language, a BCP 47 tag (`de`, `fr`, `pt-BR`, `he`): every page's words, its `lang`
	 * and `dir`, counts, numbers and dates. Default `en`. Bundled: en, de, fr, es, it, nl, pt, pl,
	 * sv, ja, he; any other language with the site's own words (docs/guides/languages.md).
	 */
	locale: localeSchema.optional(),
	/**
	 * The site's languages, the first its default: `locales: ['fr']` is `locale: 'fr'`; give one or
	 * the other. Every page is made in each language, the default's at the site's root and each
	 * other's under a path of its own (`/en/`); the API and short links once
	 * (docs/guides/languages.md).
	 */
	locales: z
		.array(localeSchema)
		.min(1, 'must name at least one language, e.g. ["en"]; leave it out for English')
		// Listed twice, a language would have two sets of the same pages.
		.refine((list) => new Set(list).size === list.length, {
			error: (issue) =>
				`names ${JSON.stringify(twiceIn(issue.input as string[]))} twice: list each language once`,
		})
		.optional(),
	/**
	 * The site's name, shown on every page. Default "Pronoun profiles", in the site's language
	 * (`site.title`).
	 */
	title: z.string().trim().min(1, 'must not be empty').max(100).optional(),
	/**
	 * The home page's introduction, as Markdown (links allowed, no HTML).
	 * Default: one sentence saying what the site is and a link to how to add a profile.
	 */
	intro: z.string().max(5000).optional(),
	/**
	 * Let search engines index the profiles (and publish sitemap.xml, which
	 * needs `site`). Default false: pages carry noindex and robots.txt
	 * disallows crawling.
	 */
	searchEngines: z.boolean().optional(),
	/** The search page and its index. Default true; false leaves both out. */
	search: z.boolean().optional(),
	/**
	 * Preview cards: a 1200x630 PNG per profile and member page, the image a
	 * shared link shows (name, pronouns, avatar, flags). Default false: they
	 * add about 50 ms of drawing per changed profile to a build (npm run
	 * bench); unchanged cards come from the cache.
	 */
	cards: z.boolean().optional(),
	/**
	 * The base of "Edit this profile" links, as Starlight's `editLink.baseUrl`:
	 * e.g. `https://github.com/org/repo/edit/main/`, followed by each file's
	 * path. Left out, derived from `repository` or, inside GitHub Actions,
	 * from the repository being built; `false` turns the links off.
	 */
	editUrl: z.union([z.string(), z.literal(false)]).optional(),
	/** The site's repository on its forge (see repositorySchema); `false` for none. */
	repository: z.union([repositorySchema, z.literal(false)]).optional(),
	/**
	 * On GitHub: the issue form in `.github/ISSUE_TEMPLATE/` (the starter's `profile.yml`) that the
	 * editor opens with the profile filled in, for the starter's propose workflow to turn into a pull
	 * request. Left out, the editor hands over to GitHub's file editor.
	 */
	issueForm: z
		.string()
		.regex(/^[\w-]+(?:\.[\w-]+)*\.ya?ml$/, {
			error: 'must be the file name of an issue form in .github/ISSUE_TEMPLATE/, e.g. profile.yml',
		})
		.optional(),
	/** How much one profile may hold (see limitsOptionSchema). */
	limits: z.optional(limitsOptionSchema),
	/**
	 * The hosts the site is deployed to: the build warns, naming the host and
	 * the limit, once what it wrote reaches 80% of a documented limit, and writes
	 * only the API files these hosts answer from, with the `_redirects` they read
	 * (hosting/host-files.ts hostLayout; Deploy, "Fewer files per host"); left
	 * out, every file, for any host.
	 */
	hosts: z.array(z.enum(HOST_IDS)).optional(),
	/**
	 * `'warn'` (default): a site over a host's limit is still built; `'fail'`: the build stops and
	 * dist/ stays as it was.
	 */
	hostLimits: z.enum(['warn', 'fail']).optional(),
	/**
	 * Publish a `.json` copy beside each extensionless user and member file.
	 * Default: true unless `hosts` names only hosts that serve v1/ as JSON from
	 * `_headers` or their config (not GitHub Pages or GitLab Pages); false saves
	 * two files a profile per API shape.
	 */
	jsonCopies: z.boolean().optional(),
	/**
	 * Also answer in pronouns.cc's later shape under `api/v1/` (string statuses, custom
	 * preferences, flags, short IDs), for the clients written against it (docs/reference/api.md).
	 * Default true; false publishes nothing under `api/v1/` (it answers as any unknown path) nor the
	 * library flags' images its flags lead to: about half of the files each profile adds, for a
	 * community whose clients read only `v1/`. `v1/` and the short links `s/{sid}` stay as they
	 * are.
	 */
	pronounsCcApi: z.boolean().optional(),
	/**
	 * Publish each profile's and member's file as written (owners, comments
	 * and all) beside the editor page, so "Edit in the browser" changes only
	 * what the member changed. Default false: leave it off when the
	 * repository is private, or its files hold what the site should not show
	 * (owners are forge usernames); the editor then starts from the published
	 * profile and names the keys to write again.
	 */
	editSources: z.boolean().optional(),
	/**
	 * The site's own stylesheets, added after the global styles on every
	 * page: paths relative to the project root (`./src/styles/site.css`) or
	 * package specifiers, as Starlight's `customCss`.
	 */
	customCss: z.array(z.string().min(1)).optional(),
});

/** What a site writes in `staticnouns({...})`. */
export type StaticnounsOptions = z.input<typeof optionsSchema>;

/** The options after validation, with every default filled in. */
export interface StaticnounsConfig {
	/** The site's language: a canonical BCP 47 tag, `en` when left out. */
	locale: string;
	/**
	 * The site's languages, `locale` first (its default, at the root): `[locale]` for a site in
	 * one language. Not a page option: each page's words say its language
	 * (views/paths/locale-paths.ts).
	 */
	locales: string[];
	title: string;
	intro: string | undefined;
	searchEngines: boolean;
	search: boolean;
	cards: boolean;
	/** Resolved edit-link base, or null for no links. */
	editUrl: string | null;
	repository: {
		url: string;
		forge: ForgeKind;
		branch: string;
		issueForm?: string | undefined;
	} | null;
	limits: Readonly<Limits>;
	hosts: HostId[];
	hostLimits: 'warn' | 'fail';
	jsonCopies: boolean;
	/** Publish the pronouns.cc-shaped API under `api/v1/`. */
	pronounsCcApi: boolean;
	editSources: boolean;
	customCss: string[];
}

/**
 * What the pages get from `virtual:staticnouns/config`: the resolved
 * options a page renders with (JSON-serialisable).
 */
/** The options the pages read, in the order the pages' config lists them. */
export const PAGE_CONFIG_KEYS = [
	'locale',
	'title',
	'intro',
	'searchEngines',
	'search',
	'cards',
	'editUrl',
	'repository',
	'limits',
	'editSources',
] as const satisfies readonly (keyof StaticnounsConfig)[];

export type PageConfig = Pick<StaticnounsConfig, (typeof PAGE_CONFIG_KEYS)[number]>;
