/**
 * How every host must answer, described once. Everything host-specific is
 * derived from AREAS, REWRITES and HOST_HANDLED_NAMES: the `_headers`, `_redirects`
 * and `.htaccess` files and the extra 404 document the build emits
 * (host-files.ts), the nginx, Caddy, Vercel and Apache configs in deploy/
 * (server-configs.ts), the preview server (which reads the emitted
 * `_headers` and `_redirects`), and the rule that refuses profile names a
 * host would shadow (rules.ts).
 */
import {
	API_LAYOUTS,
	API_ROOT,
	MEMBER_LIST_FILE,
	SHARED_SUBFOLDER,
	V1_LAYOUT,
	USER_MEMBER_NOT_FOUND_FILE,
	type ApiLayout,
} from './api.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../schemas/check-words.ts';

/** The content type of every API answer, found or not. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Profiles change on every deploy: caches may keep an answer for a minute,
 * then must ask again (an ETag or Last-Modified makes that cheap).
 */
export const API_CACHE_POLICY = 'public, max-age=60, must-revalidate';

/**
 * The characters some host splits a path at (`\` on Windows and IIS). No
 * ref holds one, but servers decode `%2F` before resolving `..`, so a host
 * must refuse a path holding one encoded: else `sam%2F..%2Frobin` would
 * answer robin's JSON.
 */
const PATH_SEPARATORS: readonly string[] = ['/', '\\'];

/**
 * The separators percent-encoded, as a case-insensitive regular expression
 * for server configs.
 *
 * @example
 * ENCODED_SEPARATOR // '%2f|%5c'
 */
export const ENCODED_SEPARATOR = PATH_SEPARATORS.map(
	(char) => `%${char.charCodeAt(0).toString(16)}`,
).join('|');

/**
 * Names a host takes as its own inside a folder: Cloudflare Pages answers
 * `<folder>/404` with the folder's not-found page (status 200) and
 * `<folder>/index` with a redirect to the folder. No member may have them
 * (content/rules.ts), and the host rules answer them as an unknown member.
 */
export const HOST_MEMBER_NAMES: readonly string[] = ['404', 'index'];

/**
 * Names Cloudflare Pages takes as its own in v1/users/: it redirects
 * `v1/users/index` to the folder (308) when no file is there, after the
 * `_redirects` rules. No user may have them (content/rules.ts), so a rule
 * can answer them as an unknown user on every host.
 */
export const HOST_USER_NAMES: readonly string[] = ['index'];

/**
 * A path of an API layout that is never a file (its root holds only
 * folders and its APIError documents): a rewrite to it answers the user
 * APIError (2001) with 404.
 *
 * @example
 * noUserPath(CC_LAYOUT) // 'api/v1/no-user.json'
 */
function noUserPath(layout: ApiLayout): string {
	return `${layout.root}/no-user.json`;
}

/**
 * The characters a user or member ref can hold, as a regex class: names are
 * `[A-Za-z0-9_.-]`, IDs `[0-9a-v]`, and `.json` adds nothing else. Every
 * host rule captures refs with it, never `[^/]+`: a decoded `?` or `#` in a
 * captured ref would end the rewritten path there (an encoded `?` after a
 * member's name on Caddy answered that member), so a ref holding anything
 * else is no ref, and gets the area's APIError.
 *
 * @example
 * new RegExp(`^${REF_CHARACTERS}+$`).test('juniper?') // false
 */
export const REF_CHARACTERS = '[A-Za-z0-9_.-]';

/**
 * The capture of a placeholder in a rule that answers a missing member
 * (never rewrites to a file by it): the user's ref as REF_CHARACTERS, so an
 * odd user ref is an unknown user (2001); any member ref, so an odd member
 * ref of a known user is an unknown member (3001).
 *
 * @example
 * missingCapture('member') // '[^/]+'
 */
export function missingCapture(name: string): string {
	return name === 'member' ? '[^/]+' : `${REF_CHARACTERS}+`;
}

/**
 * Whether a decoded path segment holds a separator (it came encoded), so
 * the path must be refused.
 *
 * @example
 * holdsSeparator('sam/..') // true
 * holdsSeparator('robin') // false
 */
export function holdsSeparator(segment: string): boolean {
	return PATH_SEPARATORS.some((char) => segment.includes(char));
}

/** The headers of every API answer, 200s and 404s alike. */
const API_HEADERS: Readonly<Record<string, string>> = {
	'Content-Type': JSON_TYPE,
	'Access-Control-Allow-Origin': '*',
	'Cache-Control': API_CACHE_POLICY,
};

/** A part of the site whose answers share headers and a 404 document. */
export interface Area {
	/** What the area holds, for comments in generated configs. */
	label: string;
	/** Path prefix within the site, ending in `/`; `''` is the whole site. */
	prefix: string;
	/** Headers of every answer in the area, 200s and 404s alike. */
	headers: Readonly<Record<string, string>>;
	/** The document answered, with status 404, for a missing path in the area. */
	notFound: string;
	/**
	 * Every file here is data whatever its name, because names come from
	 * profiles (`v1/users/x.php`): a host must hand none of them to a
	 * handler (PHP, CGI, server-side includes), only send their bytes.
	 */
	dataOnly: boolean;
}

/**
 * Headers of every answer of the whole site, every area, 200s and 404s
 * alike: no browser may sniff an answer into another type (user text sent
 * as JSON must never run as HTML).
 */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
	'X-Content-Type-Options': 'nosniff',
};

/**
 * File name endings that servers commonly run or parse as programs
 * (Apache's AddHandler lines for PHP, CGI and SSI, IIS's ASP.NET and SSI
 * mappings, Tomcat's JSP, ColdFusion); no MIME table lists them. The site is static:
 * a host must send such a file as it is, and Apache's .htaccess unmaps
 * every one of them.
 */
export const SERVER_SIDE_EXTENSIONS: readonly string[] =
	`php php3 php4 php5 php6 php7 php8 phtml pht phps phar cgi fcgi pl py rb sh shtml
	shtm stm ssi asp aspx asa ascx ashx asmx axd cer cshtml vbhtml jsp jspx jsw jsv
	jspf cfm cfml cfc`.split(/\s+/);

/**
 * The areas of the site, most specific first: a path belongs to the first
 * area whose prefix it starts with.
 *
 * Everything under v1/ is JSON whatever its name (the extensionless user
 * files most of all), readable from other origins, and answers a missing
 * user with the APIError; a missing member under v1/members/ gets the
 * member APIError. Pages keep each host's own headers.
 */
export const AREAS: readonly Area[] = [
	...API_LAYOUTS.flatMap((layout): Area[] => {
		// The v1 labels stay as they were: generated configs keep their bytes.
		const shape = layout.root === API_ROOT ? '' : ` (${layout.root}/)`;
		return [
			{
				label: `the members by ID${shape}`,
				prefix: layout.membersDir,
				headers: API_HEADERS,
				notFound: layout.memberNotFoundPath,
				dataOnly: true,
			},
			{
				label: `the JSON API${shape}`,
				prefix: `${layout.root}/`,
				headers: API_HEADERS,
				notFound: layout.notFoundPath,
				dataOnly: true,
			},
		];
	}),
	{ label: 'the pages', prefix: '', headers: {}, notFound: '404.html', dataOnly: false },
];

/**
 * Every header of an answer in `area`: its own and the site's. For hosts
 * whose per-path blocks do not inherit (nginx's locations, Apache's
 * folders); hosts that apply every matching rule (`_headers`, Vercel) get
 * the site's headers once, for the whole site.
 *
 * @example
 * headersOf(areaOf('@robin/')) // { 'X-Content-Type-Options': 'nosniff' }
 */
export function headersOf(area: Area): Record<string, string> {
	return { ...area.headers, ...SITE_HEADERS };
}

/**
 * The headers an area adds to those of the areas around it (whose prefix
 * starts its own), for hosts that apply every matching rule (`_headers`,
 * Vercel, Caddy): a header an enclosing area sends with the same value is
 * left out, else those hosts would send it twice (`*, *`).
 *
 * @example
 * ownHeaders(areaOf('v1/members/x')) // {} (v1/ sends the same)
 * ownHeaders(areaOf('v1/users/robin')) // { 'Content-Type': 'application/json; charset=utf-8', ... }
 */
export function ownHeaders(area: Area): Record<string, string> {
	const around = AREAS.filter((other) => other !== area && area.prefix.startsWith(other.prefix));
	return Object.fromEntries(
		Object.entries(area.headers).filter(
			([name, value]) => !around.some((other) => other.headers[name] === value),
		),
	);
}

/**
 * The file name Cloudflare Pages looks for, in the missing path's folder and
 * then up the tree, to answer a 404.
 */
export const NEAREST_NOT_FOUND = '404.html';

/** A file name some host acts on by itself, and what it does with it. */
interface HostHandledName {
	test: (fileName: string) => boolean;
	/** Why a profile may not publish a file of that name: the key of a clause in check's words. */
	why: 'check.hostNotFound' | 'check.hostHtml';
}

/**
 * File names hosts treat specially wherever they are, so no profile may
 * publish one in v1/users/. Compared ignoring case, as case-insensitive
 * hosts would. The first that matches explains the refusal.
 */
const HOST_HANDLED_NAMES: readonly HostHandledName[] = [
	{
		test: (name) => name.toLowerCase() === NEAREST_NOT_FOUND,
		why: 'check.hostNotFound',
	},
	{
		test: (name) => /\.html$/i.test(name),
		why: 'check.hostHtml',
	},
];

/**
 * The area a site-relative path belongs to.
 *
 * @example
 * areaOf('v1/users/robin').notFound // 'v1/404.json'
 * areaOf('@robin/').notFound // '404.html'
 */
export function areaOf(path: string): Area {
	return AREAS.find((area) => path.startsWith(area.prefix)) ?? AREAS[AREAS.length - 1]!;
}

/**
 * Why a host would shadow or redirect a file published at `path` (a clause in `words`), or
 * undefined when no host acts on its name.
 *
 * @example
 * hostHandledReason('v1/users/404.html') // 'Cloudflare Pages answers every unknown user with the nearest 404.html, ...'
 * hostHandledReason('v1/users/404') // undefined
 */
export function hostHandledReason(
	path: string,
	words: CheckWords = ENGLISH_CHECK,
): string | undefined {
	const fileName = path.slice(path.lastIndexOf('/') + 1);
	const why = HOST_HANDLED_NAMES.find((name) => name.test(fileName))?.why;
	return why && say(words, why, { file: NEAREST_NOT_FOUND });
}

/**
 * The copies of each area's 404 document that hosts find by name: Cloudflare
 * Pages answers a missing path with the nearest `404.html`, so the API's
 * APIError is also published as `v1/404.html` (its headers make it JSON).
 * Maps each copy's path to the path of the document it copies.
 *
 * @example
 * nearestNotFoundCopies() // Map { 'v1/404.html' => 'v1/404.json' }
 */
export function nearestNotFoundCopies(): Map<string, string> {
	const copies = new Map<string, string>();
	for (const area of AREAS) {
		const nearest = `${area.prefix}${NEAREST_NOT_FOUND}`;
		if (area.notFound !== nearest) copies.set(nearest, area.notFound);
	}
	return copies;
}

/**
 * A path every host answers with another file's bytes and status 200 (never
 * a redirect: the client's URL stays), because the file cannot sit at the
 * path itself. Paths are site-relative; a `:name` segment is a placeholder
 * that matches one whole non-empty segment and is carried into `to`, as in
 * `_redirects`.
 */
interface Rewrite {
	/** What the path answers, for comments in generated configs. */
	label: string;
	from: string;
	to: string;
	/**
	 * Where `to` is missing: `file`, a document of `to`'s folder, is
	 * answered with status 404 when it exists, else the area's own 404
	 * document. Cloudflare Pages does this by itself (the nearest 404.html
	 * of the rewritten path), so `file` must be that; Vercel is told.
	 */
	notFound?: { file: string };
	/**
	 * For hosts that test whether a file exists (the server configs): where
	 * `to` is missing but the user's own file `user` exists, `file` answers
	 * with `status`: a known user's list without members (`[]`, 200), an
	 * unknown member of a known user (the member APIError, 404). So these
	 * hosts need neither the empty lists nor the folders' 404 documents
	 * (hosting/host-capacity.ts memberFilesFor); a missing user's paths
	 * answer the area's APIError (2001).
	 */
	known?: { user: string; file: string; status: 200 | 404 };
}

/**
 * The ending of a `.json` copy's name (`users/robin.json`), which no ref has
 * (the name rules refuse it): a host testing whether a user's file exists
 * (Rewrite.known) must not take a copy for a user, else `users/robin.json/members`
 * would answer robin's.
 */
export const COPY_ENDING = '.json';

/**
 * A file name that no member ref can take (refs never end in .json) and
 * that the build never writes in a user's member folder: a rewrite to it
 * answers that folder's 404 document.
 */
export const NO_MEMBER_FILE = 'no-member.json';

/** The placeholders of the member rewrites. */
const USER = ':user';
const MEMBER = ':member';

/**
 * Member refs that would name a file of the user's member folder that is
 * not a member (the list, the 404 document), or no ref at all (`members/`):
 * they answer as an unknown member.
 */
const NOT_MEMBER_REFS: readonly string[] = [
	MEMBER_LIST_FILE,
	USER_MEMBER_NOT_FOUND_FILE,
	'',
	...HOST_MEMBER_NAMES,
];

/**
 * The rewrites of one API layout, first match wins: a user name hosts take
 * as their own, and a user ref with a trailing slash, answer as an unknown
 * user (2001) on every host. A static file `{root}/users/robin` and a
 * folder `{root}/users/robin/members/` cannot both exist, so
 * `users/{userRef}/members…` is answered from `{root}/user-members/`
 * (publish/api/walk.ts). An unknown user has no folder there, so both
 * paths answer the user APIError; an unknown member of a known user
 * answers the folder's member APIError.
 *
 * `shared` (hosts with `_redirects`, api.ts ApiPathOptions.sharedFolders):
 * every layout reads v1's folders, another layout's members in each user's
 * SHARED_SUBFOLDER, which v1 answers as an unknown member.
 *
 * @example
 * layoutRewrites(CC_LAYOUT)[2].from // 'api/v1/users/:user/members'
 * layoutRewrites(CC_LAYOUT, true)[2].to // 'v1/user-members/:user/index.json'
 */
export function layoutRewrites(layout: ApiLayout, shared = false): Rewrite[] {
	const { usersDir } = layout;
	const { userMembersDir } = shared ? V1_LAYOUT : layout;
	const own = shared && layout !== V1_LAYOUT ? `${SHARED_SUBFOLDER}/` : '';
	const notMembers = shared && !own ? [...NOT_MEMBER_REFS, SHARED_SUBFOLDER] : NOT_MEMBER_REFS;
	const notFound = { file: `${userMembersDir}${USER}/${USER_MEMBER_NOT_FOUND_FILE}` };
	const user = `${usersDir}${USER}`;
	const noMember = { user, file: layout.memberNotFoundPath, status: 404 as const };
	return [
		...HOST_USER_NAMES.map((name) => ({
			label: `no user: ${name} is a name hosts take as their own`,
			from: `${usersDir}${name}`,
			to: noUserPath(layout),
		})),
		// Else Cloudflare Pages redirects `index/` to the folder, and `wrangler pages dev` answers 502
		// for `robin/` (a path below a file).
		{
			label: 'no user: a ref with a trailing slash',
			from: `${usersDir}${USER}/`,
			to: noUserPath(layout),
		},
		{
			label: "a user's members",
			from: `${usersDir}${USER}/members`,
			to: `${userMembersDir}${USER}/${MEMBER_LIST_FILE}`,
			known: { user, file: layout.noMembersPath, status: 200 as const },
		},
		...notMembers.map((ref) => ({
			label: ref
				? `no member: ${ref} is a file of the member folder`
				: 'no member: an empty member ref',
			from: `${usersDir}${USER}/members/${ref}`,
			to: `${userMembersDir}${USER}/${NO_MEMBER_FILE}`,
			notFound,
			known: noMember,
		})),
		{
			label: 'a member of a user',
			from: `${usersDir}${USER}/members/${MEMBER}`,
			to: `${userMembersDir}${USER}/${own}${MEMBER}`,
			notFound,
			known: noMember,
		},
	];
}

/** The rewrites of the site: each API layout's (layoutRewrites), v1 first. */
export const REWRITES: readonly Rewrite[] = API_LAYOUTS.flatMap((layout) => layoutRewrites(layout));

/** The rewrites of a site whose layouts read v1's member folders (layoutRewrites `shared`). */
export const SHARED_REWRITES: readonly Rewrite[] = API_LAYOUTS.flatMap((layout) =>
	layoutRewrites(layout, true),
);

/**
 * Text matched literally in a regular expression (of any flavour the
 * configs use: PCRE, RE2, JavaScript).
 *
 * @example
 * escapeRegex('/my.profiles/') // '/my\\.profiles/'
 */
export function escapeRegex(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A rewrite's placeholders, in the order `from` names them: the rank of
 * each is its group number in the configs' regular expressions.
 *
 * @example
 * placeholders({ from: 'v1/users/:user/members/:member' }) // ['user', 'member']
 */
export function placeholders(rewrite: Pick<Rewrite, 'from'>): string[] {
	return [...rewrite.from.matchAll(/:([a-z]+)/g)].map((match) => match[1]!);
}

/**
 * A rewrite's `from` under `base` as an anchored regular expression, each
 * placeholder a group (written by `group`) that takes one whole non-empty
 * segment, as `_redirects` placeholders do.
 *
 * @example
 * pathRegex('/', 'v1/users/:user/members', () => '([^/]+)') // '^/v1/users/([^/]+)/members$'
 */
export function pathRegex(base: string, path: string, group: (name: string) => string): string {
	return `^${`${base}${path}`
		.split(/(:[a-z]+)/)
		.map((part) => (part.startsWith(':') ? group(part.slice(1)) : escapeRegex(part)))
		.join('')}$`;
}

/**
 * For a rewrite whose `from` ends in a placeholder and that has a 404
 * document (a member of a user), an anchored regular expression for the
 * path as sent (percent-encoded, with any query) that matches when that
 * last ref holds an encoded separator (ENCODED_SEPARATOR; match ignoring
 * case). Hosts that refuse such paths before any rewrite use it to answer
 * the rewrite's 404 document (3001 for a known user) rather than the
 * area's; the other placeholders are groups (written by `group`) of
 * REF_CHARACTERS as sent, so `sam%2F..%2Fkit/members/x` stays an unknown
 * user. Undefined for any other rewrite.
 *
 * For a backtracking engine (PCRE, as nginx runs it; JavaScript), the ref
 * up to its first separator is matched by characters that cannot start one
 * (a lookahead), so a segment of many separators followed by more path costs
 * linear time, not one retry per separator. RE2 (Caddy) has no lookahead and
 * needs none: it never backtracks.
 *
 * @example
 * encodedSeparatorRegex('/', memberRewrite, (name) => `(?<${name}>${REF_CHARACTERS}+)`)
 * // '^/v1/users/(?<user>[A-Za-z0-9_.-]+)/members/[^/?]*(?:%2f|%5c)[^/?]*(?:\\?.*)?$'
 */
export function encodedSeparatorRegex(
	base: string,
	rewrite: Pick<Rewrite, 'from' | 'notFound'>,
	group: (name: string) => string,
	engine: 'backtracking' | 're2' = 're2',
): string | undefined {
	const last = /:([a-z]+)$/.exec(rewrite.from);
	if (!last || !rewrite.notFound) return undefined;
	const before = pathRegex(base, rewrite.from.slice(0, last.index), group).slice(0, -1);
	const upToSeparator =
		engine === 'backtracking'
			? `(?:[^/?%]|%(?!${ENCODED_SEPARATOR.replaceAll('%', '')}))*`
			: '[^/?]*';
	return `${before}${upToSeparator}(?:${ENCODED_SEPARATOR})[^/?]*(?:\\?.*)?$`;
}

/**
 * A rewrite's `to` (or 404 document) with each placeholder written by `value`.
 *
 * @example
 * fillPlaceholders('v1/user-members/:user/index.json', (name) => `$${name}`) // 'v1/user-members/$user/index.json'
 */
export function fillPlaceholders(path: string, value: (name: string) => string): string {
	return path.replace(/:([a-z]+)/g, (_, name: string) => value(name));
}
