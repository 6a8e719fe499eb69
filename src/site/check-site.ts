/**
 * The one site function: every rule that decides whether a site may be
 * published, in one place. `staticnouns check`, the build's thread
 * (integration/site-worker.ts) and `astro dev` (integration/dev-server.ts)
 * call `checkSite` and nothing else, so what `check` accepts, the build
 * builds. Its inputs are the content folder, the options, public/, the
 * site's address and base (which give the published paths), and, for a
 * change under review, its history.
 *
 * @example
 * const site = await checkSite({ contentDir, cwd: root, base: '/', limits, publicDir });
 * if (site.report) fail(site.report);
 */
import { join } from 'node:path';
import { hostLayout } from '../hosting/host-files.ts';
import { publishedPathProblems } from '../addresses/paths.ts';
import { formatReport, type ContentIssue } from '../content/issues.ts';
import { publicFolderIssues } from '../content/find/public-files.ts';
import { codeVersion, openParseCache, type ParseCacheStats } from '../content/read/parse-cache.ts';
import { linkWarnings } from '../content/validate/links.ts';
import type { Profile, ProfileIdentity } from '../content/validate/profile-file.ts';
import { everyProfile, loadSite, localImages, profileKey } from '../content/site.ts';
import { lookAlikeIssues } from '../content/validate/look-alike.ts';
import { contentPagePaths } from '../views/paths/page-paths.ts';
import { siteModelOf, type SiteUser } from '../model/site-model.ts';
import {
	budgetProblem,
	footprintLine,
	footprints,
	type FootprintOptions,
	type FootprintUser,
} from '../publish/footprint.ts';
import { CODEOWNERS_PATH, codeownersAdvice, readCodeowners } from '../authoring/codeowners.ts';
import {
	compareSidsWithBase,
	compareWithBase,
	type BaseState,
	type Rename,
} from '../authoring/history.ts';
import type { Limits } from '../schemas/profile-limits.ts';
import { readSiteWords } from '../views/i18n/site-words.ts';
import { useSitePronouns } from '../views/pronouns/site-table.ts';
import { siteWords } from '../views/i18n/dictionary.ts';
import { reportWords } from '../views/ui-text.ts';
import type { CheckWords } from '../schemas/check-words.ts';

/** What a site is checked from: plain data, so the build can hand it to its thread. */
interface SiteInput {
	contentDir: string;
	/** Paths in messages are relative to this folder (the project root). */
	cwd: string;
	/** public/, copied into the site as it is; left out, not checked (nothing is copied). */
	publicDir?: string | undefined;
	/** The site's public address (Astro `site`): local avatars need it. */
	site?: URL | string | undefined;
	/** The path the site is served under (Astro `base`). */
	base: string;
	limits: Limits;
	/**
	 * The site's language: its own words (src/content/i18n/<locale>.json under `cwd`) are checked
	 * with the files. Left out (the build and dev, whose integration checks them as it makes the
	 * pages' words, integration/index.ts), not checked.
	 */
	locale?: string | undefined;
	/**
	 * Every language of a site in several, the default (`locale`) first: the others' own words and
	 * pronoun tables are checked as the default's are.
	 */
	locales?: readonly string[] | undefined;
	/**
	 * The site's language, whose pronoun table makes the pronoun pages' paths (checked with the path
	 * rule) and a change's pronoun pages; `locale` when left out, else `en`.
	 */
	language?: string | undefined;
	/** The parse cache's folder (parse-cache.ts); left out, every file is validated. */
	parseCacheDir?: string | undefined;
	/** Keep the valid profiles when others have problems (`astro dev`, see loadSite). */
	keepValid?: boolean | undefined;
	/**
	 * A change under review (`check`): the profiles it left as they were, the base it is compared
	 * with, and the project root, where CODEOWNERS is. Left out (the build, dev), the change's rules
	 * (history, CODEOWNERS, each changed user's budget) do not apply.
	 */
	review?: Review | undefined;
}

interface Review {
	root: string;
	settled: ((profile: ProfileIdentity) => boolean) | undefined;
	base?: BaseState | undefined;
	/** Whether a file (as BaseProfile.file) is in the working tree, valid or not. */
	exists: (file: string) => boolean;
	/**
	 * The options that change what a user adds to the site (`jsonCopies`, `pronounsCcApi`, `hosts`);
	 * left out, their defaults.
	 */
	publishing?: Pick<FootprintOptions, 'jsonCopies' | 'pronounsCcApi' | 'hosts'> | undefined;
}

/** The checked site and its full report. */
interface CheckedSite {
	/** The valid users (see loadSite); empty when the site has problems, unless keepValid. */
	readonly profiles: readonly Profile[];
	/**
	 * The same users as the one model every output reads (model/site-model.ts), made once here,
	 * after the checks.
	 */
	readonly model: readonly SiteUser[];
	readonly identities: readonly ProfileIdentity[];
	/** The problems in files (content, public/, the change's rules), every one. */
	readonly issues: readonly ContentIssue[];
	/**
	 * What stops the build and fails `check`, as both print it; undefined when the site may be
	 * published.
	 */
	readonly report: string | undefined;
	/** Links that will show as text, words that show in English: printed, never a reason to stop. */
	readonly warnings: readonly ContentIssue[];
	/** Files the change moved, keeping their ID (review with a base only). */
	readonly renames: readonly Rename[];
	/** What the change adds to the site, one line (review only, a valid site only). */
	readonly added: string | undefined;
	/** The parse cache's hits and misses, when one was used. */
	readonly cache: ParseCacheStats | undefined;
	/** check's closing lines in the site's language (English without `locale`). */
	readonly closing: ReturnType<typeof reportWords>;
}

let version: string | undefined;
/** The parse cache's code version, once per process: the code does not change under it. */
function sourceVersion(): string {
	return (version ??= codeVersion(join(import.meta.dirname, '..')));
}

/**
 * Loads the site and applies every site rule, in the order the report gives
 * them: the files' problems (content, public/, the change's history) all at
 * once; then, for files without problems, the published paths, then the
 * site's address for local avatars; last, for a change under review,
 * CODEOWNERS and each changed user's budget.
 */
export async function checkSite(input: SiteInput): Promise<CheckedSite> {
	// The site's own words: read first, as check's messages are said in the site's language.
	const words = input.locale === undefined ? undefined : readSiteWords(input.cwd, input.locale);
	const said = input.locale === undefined ? undefined : siteWords(input.locale, words?.own);
	const closing = reportWords(said ?? siteWords('en'));
	const checkWords = closing.check;
	// Only valid files are kept, and a valid file has no message to say: one cache for every
	// language and wording, the build's and check's alike.
	const cache =
		input.parseCacheDir === undefined
			? undefined
			: openParseCache(input.parseCacheDir, sourceVersion(), input.limits);
	const site = await loadSite(input.contentDir, {
		cwd: input.cwd,
		site: input.site,
		base: input.base,
		limits: input.limits,
		settled: input.review?.settled,
		keepValid: input.keepValid,
		cache,
		words: checkWords,
	});
	cache?.save();
	const issues: ContentIssue[] = [...site.issues];
	// public/ is copied as it is: a link there would publish what it points to.
	if (input.publicDir !== undefined)
		for (const issue of await publicFolderIssues(input.publicDir, input.cwd)) issues.push(issue);
	const history = input.review?.base
		? compareWithBase(site.identities, input.review.base, input.review.exists, checkWords)
		: { issues: [], renames: [] };
	for (const issue of history.issues) issues.push(issue);
	// Short IDs are held as IDs are: never changed, never passed on (issue 32).
	if (input.review?.base)
		for (const issue of compareSidsWithBase(site.identities, input.review.base)) issues.push(issue);
	// New names only, against the base's: a site's existing look-alikes are left alone.
	if (input.review?.base)
		for (const issue of newLookAlikes(site.identities, input.review.base, checkWords))
			issues.push(issue);
	const model = siteModelOf(site.profiles, input.base);
	// A change's own rules need its files valid; its history is compared either way.
	const review =
		!site.issues.length && input.review
			? await reviewIssues(site.profiles, model, { ...input, review: input.review })
			: undefined;
	for (const issue of review?.issues ?? []) issues.push(issue);
	// The site's own words: wrong ones are problems, words that show in English warnings.
	for (const issue of words?.errors ?? []) issues.push(issue);
	// The site's own pronoun table: checked as its words are.
	if (input.locale !== undefined)
		for (const issue of useSitePronouns(input.cwd, input.locale).errors) issues.push(issue);
	// Each other language's own words and pronoun table, as the default's.
	const others = otherLanguages(input);
	for (const issue of others.errors) issues.push(issue);
	return {
		profiles: site.profiles,
		model,
		identities: site.identities,
		issues,
		report: issues.length
			? formatReport(issues, undefined, closing.check)
			: siteProblem(site.profiles, model, input),
		warnings: [
			...linkWarnings(site.profiles, checkWords),
			...(words?.warnings ?? []),
			...others.warnings,
		],
		renames: history.renames,
		added: review?.added,
		cache: cache?.stats,
		closing,
	};
}

/**
 * The problems and warnings of the site's own words and pronoun tables past its default language.
 */
function otherLanguages(input: SiteInput): { errors: ContentIssue[]; warnings: ContentIssue[] } {
	const others = (input.locales ?? []).slice(1);
	const words = others.map((other) => readSiteWords(input.cwd, other));
	return {
		errors: others.flatMap((other, at) => [
			...words[at]!.errors,
			...useSitePronouns(input.cwd, other).errors,
		]),
		warnings: words.flatMap((own) => own.warnings),
	};
}

/** The language whose pronoun table makes the pronoun pages (SiteInput language). */
function languageOf(input: SiteInput): string {
	return input.language ?? input.locale ?? 'en';
}

/** The names a change adds that read as another's (look-alike.ts), judged against the base. */
function newLookAlikes(
	current: readonly ProfileIdentity[],
	base: BaseState,
	words: CheckWords | undefined,
): ContentIssue[] {
	const before = new Set(base.profiles.map((profile) => profile.name));
	const added = current
		.map((profile) => ({
			key: profileKey({ name: profile.user.name, user: profile.ownerUser?.name }),
			file: profile.file,
			line: profile.nameLine || 1,
			id: profile.user.id,
		}))
		.filter((profile) => !before.has(profile.key))
		.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
	return lookAlikeIssues(
		base.profiles.map((profile) => ({ key: profile.name, file: profile.file, id: profile.id })),
		added,
		words,
	);
}

/**
 * The rules over the whole site once its files are valid: the one path rule
 * (addresses/paths.ts) before Astro writes a page, never a file system error
 * halfway; then local avatars, whose addresses are absolute.
 */
function siteProblem(
	profiles: readonly Profile[],
	model: readonly SiteUser[],
	input: SiteInput,
): string | undefined {
	const pathProblems = publishedPathProblems(
		contentPagePaths(model, input.base, languageOf(input)),
	);
	if (pathProblems.length) return pathProblems.join('\n');
	const withAvatar = everyProfile(profiles).find((profile) => localImages(profile).length);
	if (withAvatar && !input.site)
		return `${withAvatar.file}: avatar: avatar_urls must be absolute addresses, and the site's address is not set: set SITE_URL (e.g. https://profiles.example.org) or \`site\` in astro.config.mjs.`;
	return undefined;
}

/**
 * A change's own rules, on a valid site: CODEOWNERS matches the owners, each changed user within
 * budget.
 */
async function reviewIssues(
	profiles: readonly Profile[],
	model: readonly SiteUser[],
	input: SiteInput & { review: Review },
): Promise<{ issues: ContentIssue[]; added: string | undefined }> {
	const issues: ContentIssue[] = [];
	const existing = await readCodeowners(input.review.root);
	const advice = existing.ok ? codeownersAdvice(existing.text, profiles) : existing.message;
	if (advice) issues.push({ file: CODEOWNERS_PATH, path: '', message: advice });
	// What the change adds to the site, and each changed user within its budget
	// (publish/footprint.ts).
	const { publishing } = input.review;
	// The member files the whole site's layout gives each user (hosting/host-files.ts hostLayout).
	const layout = hostLayout(model, {
		hosts: publishing?.hosts ?? [],
		base: input.base,
		ccApi: publishing?.pronounsCcApi ?? true,
	});
	const added = changeFootprint(profiles, model, input.review.settled, input.limits, {
		...publishing,
		memberFiles: layout.files,
		lang: languageOf(input),
	});
	for (const issue of added.issues) issues.push(issue);
	return { issues, added: added.line };
}

/**
 * The footprint of the users a change adds or edits (all users when no base
 * or git tells which): one report line, and an issue for each over the
 * site's per-user budget.
 */
function changeFootprint(
	profiles: readonly Profile[],
	model: readonly SiteUser[],
	settled: ((profile: ProfileIdentity) => boolean) | undefined,
	limits: Limits,
	options: FootprintOptions,
): { line: string | undefined; issues: ContentIssue[] } {
	// The model keeps the profiles' order: the same index is the same user.
	const modelOf = new Map(profiles.map((profile, index) => [profile, model[index]!]));
	const asFootprint = (user: Profile): FootprintUser => ({
		user: modelOf.get(user)!,
		localAvatars: [user, ...user.members].reduce((sum, one) => sum + localImages(one).length, 0),
	});
	const isChanged = (user: Profile) =>
		!settled || [user, ...user.members].some((one) => !settled(one));
	const changed = profiles.filter(isChanged);
	if (!changed.length) return { line: undefined, issues: [] };
	const { perUser, total } = footprints(
		changed.map(asFootprint),
		profiles.filter((user) => !isChanged(user)).map(asFootprint),
		options,
	);
	const issues: ContentIssue[] = [];
	for (const user of changed) {
		const problem = budgetProblem(perUser.get(user.user)!, limits);
		if (problem) issues.push({ file: user.file, line: 1, path: '', message: problem });
	}
	const who = changed.length === 1 ? 'the profile' : `the ${changed.length} profiles`;
	return {
		line: `Published from ${who} this change adds or edits, with their members: ${footprintLine(total)}.`,
		issues,
	};
}
