/**
 * What a user (with its members) adds to the published site, by kind:
 * `check` reports it for the profiles a pull request adds or edits, and
 * refuses a user over the site's budget (limits.userFiles, limits.userBytes).
 * One user at the limits once produced 5,783 files and 130 MB (5,050 pronoun
 * pages); four such pull requests fill a free Cloudflare Pages site.
 *
 * API files of both shapes (v1/, and api/v1/ unless `pronounsCcApi` is off)
 * and short links are counted exactly (their writers make them); pages and
 * avatars are estimated from measured sizes, as they exist only after Astro
 * and sharp ran. Linear in the profiles.
 */
import { userApiEntries } from './api/walk.ts';
import { jsonCopiesFor, memberFilesFor, type MemberFiles } from '../addresses/host-layouts.ts';
import type { HostId } from '../schemas/options.ts';
import { apiShapes } from './api/shapes.ts';
import type { Person, SiteUser } from '../model/site-model.ts';
import type { User } from '../schemas/user.ts';
import { publicPronouns } from '../views/pages.ts';
import { shortLinkFiles } from '../views/paths/short-links.ts';
import { welcomes } from '../views/welcome.ts';

/** What a file is, as the report groups them. */
const FOOTPRINT_KINDS = ['pages', 'pronoun pages', 'API files', 'avatars'] as const;
type FootprintKind = (typeof FOOTPRINT_KINDS)[number];

type Footprint = Record<FootprintKind, { files: number; bytes: number }>;

/**
 * A profile page's shell (head, styles, header), measured from a built page, rounded up; the
 * profile's own text is added.
 */
const PAGE_SHELL_BYTES = 12_000;
/** A pronoun page with its forms and examples, measured, rounded up. */
const PRONOUN_PAGE_BYTES = 10_000;
/** The two encodings of one avatar (WebP and JPEG at AVATAR_SETTINGS), a generous measure. */
const AVATAR_BYTES = 60_000;

/**
 * A user as the footprint reads it: the user of the model, with its members, and how many local
 * images (avatars, own flags) they publish.
 */
export interface FootprintUser {
	user: SiteUser;
	localAvatars: number;
}

/** How the site publishes: the options that change what a user adds (schemas/options.ts). */
export interface FootprintOptions {
	jsonCopies?: boolean | undefined;
	/** The hosts the site is deployed to: the member files they answer from (default all). */
	hosts?: readonly HostId[] | undefined;
	/** Whether `api/v1/` is published (default true). */
	pronounsCcApi?: boolean | undefined;
	/**
	 * The member files the whole site's layout writes (hosting/host-files.ts hostLayout, which
	 * knows whether its rules fit the hosts); default memberFilesFor(hosts), as if they fit.
	 */
	memberFiles?: MemberFiles | undefined;
	/** The site's language, whose pronoun table names the pronoun pages; default `en`. */
	lang?: string | undefined;
}

/** Counts files and their bytes into one kind of a footprint. */
function add(kind: { files: number; bytes: number }, files: number, bytes: number): void {
	kind.files += files;
	kind.bytes += bytes;
}

const empty = (): Footprint =>
	Object.fromEntries(FOOTPRINT_KINDS.map((kind) => [kind, { files: 0, bytes: 0 }])) as Footprint;

/**
 * The pronoun page keys one person's welcomed sets give (the pages' rule, views/pages.ts), in the
 * site's language (its pronoun table).
 */
function welcomedSets(person: Person, lang: string): string[] {
	return publicPronouns(person.pronouns, lang).flatMap(({ slug, status }) =>
		slug && welcomes(status) ? [slug.join('/')] : [],
	);
}

/**
 * What each of `changed` adds, by kind, counting as pronoun pages only sets
 * that none of `others` welcomes (those pages exist anyway), and the whole
 * change's total (a new set two changed users share counted once).
 *
 * @example
 * const { perUser, total } = footprints(changedUsers, settledUsers, { jsonCopies: true });
 */
export function footprints(
	changed: readonly FootprintUser[],
	others: readonly FootprintUser[],
	options: FootprintOptions = {},
): { perUser: Map<User, Footprint>; total: Footprint } {
	const lang = options.lang ?? 'en';
	const files = options.memberFiles ?? memberFilesFor(options.hosts ?? []);
	const existing = new Set<string>();
	for (const { user } of others)
		for (const person of [user, ...user.members])
			for (const set of welcomedSets(person, lang)) existing.add(set);
	const added = new Set<string>();
	const perUser = new Map<User, Footprint>();
	const total = empty();
	for (const entry of changed) {
		const footprint = empty();
		const people = [entry.user, ...entry.user.members];
		for (const person of people)
			add(footprint.pages, 1, PAGE_SHELL_BYTES + 2 * JSON.stringify(person.user).length);
		for (const [, body] of userShortLinks(entry)) add(footprint.pages, 1, Buffer.byteLength(body));
		const sets = new Set(
			people.flatMap((person) => welcomedSets(person, lang)).filter((set) => !existing.has(set)),
		);
		add(footprint['pronoun pages'], sets.size, sets.size * PRONOUN_PAGE_BYTES);
		for (const [, body] of userApiFiles(entry, options, files))
			add(footprint['API files'], 1, Buffer.byteLength(body));
		add(footprint.avatars, 2 * entry.localAvatars, AVATAR_BYTES * entry.localAvatars);
		perUser.set(entry.user.user, footprint);
		for (const kind of FOOTPRINT_KINDS)
			if (kind !== 'pronoun pages') add(total[kind], footprint[kind].files, footprint[kind].bytes);
		for (const set of sets) {
			if (added.has(set)) continue;
			added.add(set);
			add(total['pronoun pages'], 1, PRONOUN_PAGE_BYTES);
		}
	}
	return { perUser, total };
}

/**
 * The API files of one user with its members, both shapes as the options publish them, without
 * the site-wide ones (each shape's APIError documents).
 */
function* userApiFiles(
	entry: FootprintUser,
	options: FootprintOptions,
	files: MemberFiles,
): Generator<[string, string]> {
	const paths = { jsonCopies: options.jsonCopies ?? jsonCopiesFor(options.hosts ?? []), ...files };
	for (const shape of apiShapes({ ccApi: options.pronounsCcApi ?? true }))
		yield* userApiEntries(entry.user, shape, paths);
}

/** One user's and its members' short link pages (`s/{sid}/`), published in either setting. */
function userShortLinks(entry: FootprintUser): Iterable<[string, string]> {
	return shortLinkFiles([entry.user], { base: '/', indexable: false });
}

const NAMES: Record<FootprintKind, [string, string]> = {
	pages: ['page', 'pages'],
	'pronoun pages': ['pronoun page', 'pronoun pages'],
	'API files': ['API file', 'API files'],
	avatars: ['avatar file', 'avatar files'],
};

/** Bytes as people read them: 812 bytes, 14.2 KB, 3.1 MB (1 KB = 1,024 bytes). */
function sizeText(bytes: number): string {
	if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
	if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Files and bytes of a footprint, all kinds together. */
export function footprintSum(footprint: Footprint): { files: number; bytes: number } {
	return FOOTPRINT_KINDS.reduce(
		(sum, kind) => ({
			files: sum.files + footprint[kind].files,
			bytes: sum.bytes + footprint[kind].bytes,
		}),
		{ files: 0, bytes: 0 },
	);
}

/**
 * A footprint as one line: the sum, then each kind that has files.
 *
 * @example
 * footprintLine(total) // '14 files, about 95.3 KB: 2 pages (about 26.1 KB), 1 pronoun page (about 9.8 KB), 11 API files (6.2 KB)'
 */
export function footprintLine(footprint: Footprint): string {
	const sum = footprintSum(footprint);
	const kinds = FOOTPRINT_KINDS.filter((kind) => footprint[kind].files > 0).map((kind) => {
		const { files, bytes } = footprint[kind];
		return `${files} ${NAMES[kind][files === 1 ? 0 : 1]} (${kind === 'API files' ? '' : 'about '}${sizeText(bytes)})`;
	});
	return `${sum.files} ${sum.files === 1 ? 'file' : 'files'}, about ${sizeText(sum.bytes)}${kinds.length ? `: ${kinds.join(', ')}` : ''}`;
}

/**
 * Why a user's footprint is over the site's budget, as a message naming the
 * limit and the fix; undefined when within it.
 *
 * @example
 * budgetProblem(perUser.get(user)!, limits) // 'with its members, this profile would add 1,204 files to the site ...'
 */
export function budgetProblem(
	footprint: Footprint,
	limits: { userFiles: number; userBytes: number },
): string | undefined {
	const sum = footprintSum(footprint);
	const over = [
		sum.files > limits.userFiles
			? `${sum.files.toLocaleString('en-US')} files, more than the ${limits.userFiles.toLocaleString('en-US')} one user may add (limits.userFiles)`
			: '',
		sum.bytes > limits.userBytes
			? `about ${sizeText(sum.bytes)}, more than the ${sizeText(limits.userBytes)} one user may add (limits.userBytes)`
			: '',
	].filter(Boolean);
	if (!over.length) return undefined;
	return `with its members, this profile would add ${over.join(' and ')} to the site (${footprintLine(footprint)}): use fewer members, pronoun sets or avatars, or ask the site's maintainers to raise the limit`;
}
