/**
 * The HTTP conformance suite: for a site at `{origin}{base}`, every host we
 * claim must answer `GET {base_url}/users/{ref}` as the v1 interface says
 * (points 1-6 of issue 6) and every member path of issue 14, and bad input
 * must never reach another user's or member's JSON or a file outside the
 * site. It runs against real servers with the shipped configs, at the root
 * and under a base path, for both API shapes: v1/ and pronouns.cc's later
 * shape at api/v1/ (issue 32), the same paths under another root.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_CACHE_POLICY } from '../../src/addresses/host-areas.ts';
import { loadSite } from '../../src/content/site.ts';
import {
	apacheHost,
	apacheSharedHost,
	caddyHost,
	cloudflareHost,
	nginxHost,
	previewHost,
	type Host,
	type RunningHost,
} from '../helpers/hosts.ts';
import {
	followRedirects,
	rawRequest,
	USER_NOT_FOUND_BODY,
	type RawResponse,
} from '../helpers/http.ts';
import { astro, ROOT } from '../helpers/run.ts';

/**
 * The build fixture (users named like IDs and like the APIError document)
 * with the example user kit's real members, juniper and rowan, added; the
 * other users have none. Kit takes juniper's picture as a local avatar, so
 * a User answer carries local avatar_urls as a Member answer does.
 */
const SITE = mkdtempSync(join(tmpdir(), 'staticnouns-conformance-site-'));
cpSync(join(ROOT, 'test/fixtures/build-site'), SITE, { recursive: true });
cpSync(join(ROOT, 'test/fixtures/examples/users/kit/members'), join(SITE, 'users/kit/members'), {
	recursive: true,
});
cpSync(
	join(ROOT, 'test/fixtures/examples/users/kit/members/juniper/avatar.png'),
	join(SITE, 'users/kit/avatar.png'),
);
const kitFile = join(SITE, 'users/kit/index.md');
const kitText = readFileSync(kitFile, 'utf8');
const localKit = kitText.replace(/^avatar_urls:\n(?: {2}- .*\n)+/m, 'avatar: ./avatar.png\n');
if (localKit === kitText) throw new Error(`${kitFile}: no avatar_urls list to replace`);
writeFileSync(kitFile, localKit);
/**
 * The site address astro.config.mjs falls back to when SITE_URL is empty, as
 * in these builds: the build writes it into local avatars' avatar_urls and
 * records it as the local origin (issue 23 point 8).
 */
const LOCAL_ORIGIN = 'http://localhost:4321';
/** Beside each served folder, one level up: no request may ever read it. */
const SECRET = 'staticnouns-secret-7f3a';

const { profiles } = await loadSite(SITE);
const USERS = profiles.map((profile) => profile.user);
const refsOf = (profile: { id: string; name: string }) => [...new Set([profile.id, profile.name])];
const [KIT, NO_MEMBERS] = [
	profiles.find((profile) => profile.members.length),
	profiles.find((profile) => !profile.members.length),
];
if (!KIT || KIT.members.length < 2 || !NO_MEMBERS)
	throw new Error('the conformance site needs a user with two members and one without');
const MEMBERS = KIT.members.map((member) => member.user);

/** `users/{ref}/members` for every ref of every user: each answers that user's list. */
const MEMBER_LISTS = profiles.flatMap((profile) =>
	refsOf(profile.user).map((ref) => [ref, profile.user.name] as const),
);
/**
 * `users/{userRef}/members/{memberRef}` for every ref of kit and of each member: each answers the
 * Member.
 */
const NESTED_MEMBERS = refsOf(KIT.user).flatMap((userRef) =>
	MEMBERS.flatMap((member) =>
		refsOf(member).map((memberRef) => [`${userRef}/members/${memberRef}`, member.id] as const),
	),
);
/** `members/{id}` and with `.json`: by ID only, as the reference service. */
const MEMBERS_BY_ID = MEMBERS.flatMap((member) =>
	[member.id, `${member.id}.json`].map((ref) => [ref, member.id] as const),
);

const MEMBER_NOT_FOUND_BODY = '{"code":3001,"message":"Member not found"}';
const [juniper] = MEMBERS;
/**
 * Member paths that no file answers, and the APIError each must get with
 * 404: an unknown member of a known user (3001), the names of the member
 * folder's own files and an empty ref (3001, never the list or a 200 error
 * document), an unknown user (2001).
 */
const MISSING_MEMBERS: [path: string, body: string][] = [
	[`users/${KIT.user.name}/members/nobody`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.id}/members/aaaaaaaaaaaaaaaaaaaa`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/${juniper!.name.toUpperCase()}`, MEMBER_NOT_FOUND_BODY],
	[`users/${NO_MEMBERS.user.name}/members/${juniper!.name}`, MEMBER_NOT_FOUND_BODY],
	[`users/${NO_MEMBERS.user.name}/members/${juniper!.id}`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/index.json`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/404.html`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/no-member.json`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/not%20a%20ref!`, MEMBER_NOT_FOUND_BODY],
	['members/aaaaaaaaaaaaaaaaaaaa', MEMBER_NOT_FOUND_BODY],
	['members/aaaaaaaaaaaaaaaaaaaa.json', MEMBER_NOT_FOUND_BODY],
	[`members/${juniper!.name}`, MEMBER_NOT_FOUND_BODY],
	['users/nobody/members', USER_NOT_FOUND_BODY],
	['users/nobody/members/', USER_NOT_FOUND_BODY],
	[`users/nobody/members/${juniper!.name}`, USER_NOT_FOUND_BODY],
	['users/nobody/members/404.html', USER_NOT_FOUND_BODY],
	['users/nobody/members/index.json', USER_NOT_FOUND_BODY],
	[`users/${KIT.user.name.toUpperCase()}/members`, USER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}.json/members`, USER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}.json/members/${juniper!.name}`, USER_NOT_FOUND_BODY],
	// Issue 22 point 5: odd but harmless references, however encoded, never another member's data or
	// a redirect.
	[`users/${KIT.user.name}/members/${juniper!.name}%3F`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/${juniper!.name}%3Fx=1`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/${juniper!.name}%23`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/${juniper!.name}%2Fx`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/${juniper!.name}%2fx`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/${juniper!.name}%5Cx`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/${juniper!.name}%252F`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/x%2F..%2F${juniper!.name}`, MEMBER_NOT_FOUND_BODY],
	[`users/nobody/members/${juniper!.name}%2Fx`, USER_NOT_FOUND_BODY],
	[`users/sam%2F..%2F${KIT.user.name}/members/${juniper!.name}%2Fx`, USER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/404`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/index`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/%34%30%34`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/4%304`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/%69ndex`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/404%2Ehtml`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/index%2Ejson`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}/members/index.html`, MEMBER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}%3F/members`, USER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}%3F/members/${juniper!.name}`, USER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}%23/members/${juniper!.name}`, USER_NOT_FOUND_BODY],
	[`users/${KIT.user.name}%3Fx/members/${juniper!.name}`, USER_NOT_FOUND_BODY],
];
const REFS = USERS.flatMap((user) =>
	[...new Set([user.id, user.name])]
		.flatMap((ref) => [ref, `${ref}.json`])
		.map((ref) => [ref, user.name] as const),
);

/**
 * Refs no user has: a valid-looking ID, a valid-looking name, characters outside both patterns,
 * another case.
 */
const UNKNOWN_REFS = [
	'aaaaaaaaaaaaaaaaaaaa',
	'aaaaaaaaaaaaaaaaaaaa.json',
	'nobody',
	'nobody.json',
	'not%20a%20ref!',
	'%F0%9F%8C%BB',
	'ROBIN',
	'Robin.JSON',
	'404.html',
	'robin%3F',
	'robin%3Fx=1',
	'robin%23',
	'index',
	'%69ndex',
	'index/',
	'index.html',
	'robin/',
	'robin%2F',
	'robin%2f',
	'robin%5C',
	'robin%252F',
];

/** Requests that try to step out of v1/users/ or to reach a user by a path that is not its ref. */
const BAD_REQUESTS = [
	'v1/users/../../../secret.txt',
	'v1/users/..%2f..%2f..%2fsecret.txt',
	'v1/users/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
	'v1/users/..%5c..%5c..%5csecret.txt',
	'v1/users/sam%2f..%2frobin',
	'v1/users/sam%2F..%2Frobin.json',
	'v1/users/robin%00',
	`v1/users/${'r'.repeat(5000)}`,
	'v1/users/ROBIN.json',
	'v1/users/index.html',
	'v1/users/kit/members/../../../../secret.txt',
	'v1/users/kit/members/..%2f..%2f..%2f..%2fsecret.txt',
	'v1/users/kit/members/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt',
	'v1/users/sam%2f..%2fkit/members',
	'v1/users/sam%5c..%5ckit/members',
	'v1/users/kit/members/x%2f..%2fjuniper',
	'v1/users/kit/members/..%2F..%2Fusers%2Frobin',
	'v1/members/..%2Fusers%2Frobin',
	'v1/users/kit/members/x%5c..%5cjuniper',
	'v1/users/kit/members/juniper%00',
	'v1/users/kit/members/juniper/extra',
	'v1/users/kit/members/juniper/',
	`v1/users/kit/members/${'j'.repeat(5000)}`,
	`v1/users/${'k'.repeat(5000)}/members`,
];

/**
 * Where a host is known to answer a bad request otherwise, why, and the
 * path whose answer it gives instead; the README's Deploy table says the same.
 */
const DEVIATIONS: Record<string, Record<string, [why: string, answers: string]>> = {
	[cloudflareHost.name]: {
		'v1/users/sam%2f..%2frobin': [
			'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
			'v1/users/robin',
		],
		'v1/users/sam%2F..%2Frobin.json': [
			'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
			'v1/users/robin.json',
		],
		'v1/users/sam%2f..%2fkit/members': [
			'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
			'v1/users/kit/members',
		],
		'v1/users/kit/members/x%2f..%2fjuniper': [
			'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
			'v1/users/kit/members/juniper',
		],
		'v1/users/kit/members/..%2F..%2Fusers%2Frobin': [
			'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
			'v1/users/robin',
		],
		'v1/members/..%2Fusers%2Frobin': [
			'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
			'v1/users/robin',
		],
	},
};

/**
 * Where Cloudflare Pages' deviations differ in the build made for it (api/v1 reads v1's member
 * folders, no `.json` copies): a `.json` path is no user's, a member ref stepping out of api/v1's
 * user folder steps out of v1's subfolder `c/` into no file (no deviation, `null`), and a user
 * ref stepping to kit's answers kit's list in v1's folder, which api/v1 reads for the users
 * without members.
 */
const SHARED_DEVIATIONS: Record<string, [why: string, answers: string] | null> = {
	'v1/users/sam%2F..%2Frobin.json': null,
	'api/v1/users/sam%2F..%2Frobin.json': null,
	'api/v1/users/kit/members/..%2F..%2Fusers%2Frobin': null,
	'api/v1/users/sam%2f..%2fkit/members': [
		'Cloudflare decodes %2F before resolving ".." and _headers/_redirects cannot match the raw path',
		'v1/users/kit/members',
	],
};

/**
 * Issue 22 point 5 cases a host still answers otherwise, and why: host
 * limits that no file of the build can change, listed so the strict tests
 * run everywhere else (docs/guides/deploy.md and
 * docs/explanation/security.md say the same). Each must still never answer
 * a user's or member's data, or, where a path is given, answers exactly
 * what that path answers.
 */
const KIT_MEMBERS = `users/${KIT.user.name}/members`;
/** Apache answers for itself before any .htaccess is read (tested by hand: see security.md). */
const APACHE_SLASH =
	"a shared host keeps Apache's default AllowEncodedSlashes Off (server or vhost context: in .htaccess it is a 500), so %2F gets its own HTML 404 before any .htaccess, its ErrorDocument included";
/** wrangler's lookup of a file on disk, not Cloudflare's rules (`fs.lstatSync` throws). */
const WRANGLER_SLASH =
	'wrangler pages dev answers 502 (ENOTDIR): the decoded path runs below a file, and its file lookup throws';
/**
 * Pages decodes the path after the _redirects rules (which see it as sent), then applies its
 * own rules for `/index`, `x` + `.html` and `x.html` to it.
 */
const PAGES_DECODES =
	'Cloudflare Pages decodes the rewritten path after _redirects, then applies its own html rules to it';
const OPEN_CASES: Record<string, Record<string, string | [why: string, answers: string]>> = {
	[apacheSharedHost.name]: {
		[`${KIT_MEMBERS}/${juniper!.name}%2Fx`]: APACHE_SLASH,
		[`${KIT_MEMBERS}/${juniper!.name}%2fx`]: APACHE_SLASH,
		[`${KIT_MEMBERS}/x%2F..%2F${juniper!.name}`]: APACHE_SLASH,
		[`users/nobody/members/${juniper!.name}%2Fx`]: APACHE_SLASH,
		[`users/sam%2F..%2F${KIT.user.name}/members/${juniper!.name}%2Fx`]: APACHE_SLASH,
		'robin%2F': APACHE_SLASH,
		'robin%2f': APACHE_SLASH,
	},
	[cloudflareHost.name]: {
		[`${KIT_MEMBERS}/${juniper!.name}%2Fx`]: WRANGLER_SLASH,
		[`${KIT_MEMBERS}/${juniper!.name}%2fx`]: WRANGLER_SLASH,
		[`users/sam%2F..%2F${KIT.user.name}/members/${juniper!.name}%2Fx`]: WRANGLER_SLASH,
		'robin%2F': WRANGLER_SLASH,
		'robin%2f': WRANGLER_SLASH,
		[`${KIT_MEMBERS}/x%2F..%2F${juniper!.name}`]: [
			'Cloudflare decodes %2F before resolving ".." (as in DEVIATIONS above)',
			`${KIT_MEMBERS}/${juniper!.name}`,
		],
		[`${KIT_MEMBERS}/%34%30%34`]: `${PAGES_DECODES}: 404 + .html is the folder's not-found page, answered with 200`,
		[`${KIT_MEMBERS}/4%304`]: `${PAGES_DECODES}: 404 + .html is the folder's not-found page, answered with 200`,
		[`${KIT_MEMBERS}/404%2Ehtml`]: `${PAGES_DECODES}: 404.html is redirected (308) to 404`,
		[`${KIT_MEMBERS}/%69ndex`]: `${PAGES_DECODES}: index is redirected (308) to the folder`,
		[`${KIT_MEMBERS}/index%2Ejson`]: [
			`${PAGES_DECODES}: index.json is the file of the member list`,
			KIT_MEMBERS,
		],
		'%69ndex': `${PAGES_DECODES}: index is redirected (308) to the folder`,
	},
};

/** Status, the headers every API answer carries, and the body. */
const apiAnswer = (response: RawResponse) => [
	response.status,
	response.headers['content-type'],
	response.headers['access-control-allow-origin'],
	response.headers['x-content-type-options'],
	response.body,
];
const JSON_TYPE = expect.stringMatching(/^application\/json(;\s*charset=utf-8)?$/i);

/**
 * Files named like programs, planted in v1/users/ as a hostile profile name
 * would put them there (the name rules refuse such names; this is the
 * defence behind them). Each host must send them as they are, as JSON: a
 * PHP or CGI run, or a server-side include, would change the body. The
 * scripts are executable and valid both as CGI and as PHP.
 */
const PLANTED: Record<string, string> = {
	'x.php':
		'#!/bin/sh\necho "Content-Type: text/plain"\necho\necho EXECUTED\n<?php echo "EXECUTED"; ?>\n',
	'x.php.json': '<?php echo "EXECUTED"; ?>',
	'x.cgi': '#!/bin/sh\necho "Content-Type: text/plain"\necho\necho EXECUTED\n',
	'x.shtml': '<!--#echo var="DOCUMENT_NAME" --><!--#exec cmd="echo EXECUTED" -->\n',
};

/**
 * What a pull request could put in public/ were the build not to refuse it
 * (content/find/public-files.ts): a .htaccess that switches CGI and includes
 * on and makes .png a script, beside an executable "image" (issue 31). No
 * host with its shipped config may act on it.
 */
const PLANTED_CONFIG: Record<string, string> = {
	'assets/.htaccess':
		'Options +ExecCGI +Includes\nAddHandler cgi-script .png\nAddType text/html .json\n',
	'assets/run.png': '#!/bin/sh\necho "Content-Type: text/plain"\necho\necho EXECUTED\n',
};

/** The roots of the two API shapes: the same tree, the same rules. */
const ROOTS = ['v1/', 'api/v1/'];
/** A path written for v1/ (`v1/users/…`) as it is under `root`. */
const atRoot = (root: string, path: string) =>
	path.startsWith('v1/') ? `${root}${path.slice('v1/'.length)}` : path;

async function plant(dist: string) {
	for (const root of ROOTS)
		for (const [name, body] of Object.entries(PLANTED)) {
			await writeFile(join(dist, root, 'users', name), body);
			await chmod(join(dist, root, 'users', name), 0o755);
		}
	await mkdir(join(dist, 'assets'), { recursive: true });
	for (const [name, body] of Object.entries(PLANTED_CONFIG)) {
		await writeFile(join(dist, name), body);
		await chmod(join(dist, name), 0o755);
	}
}

const HOSTS: Host[] = [
	previewHost,
	nginxHost,
	caddyHost,
	apacheHost,
	apacheSharedHost,
	cloudflareHost,
];
const BASES = ['/', '/profiles/'];

/**
 * The servers whose configs test whether a user's file exists (the `hosts` option's `nginx`,
 * `caddy` and `apache`): under a base path they serve the build made for them (`HOSTS`), without
 * the `.json` copies, the empty member lists and the member folders' 404 documents; at the root,
 * the build every host can serve.
 */
const SERVERS = new Set([nginxHost, caddyHost, apacheHost, apacheSharedHost]);
const LEAN = 'nginx,caddy,apache';
/**
 * Cloudflare Pages and the preview server (which reads the same `_redirects`): under a base path
 * the build made for Cloudflare Pages, whose api/v1 reads v1's member folders (issue 40 point 2).
 */
const REDIRECTS_HOSTS = new Set([cloudflareHost, previewHost]);
const SHARED = 'cloudflare-pages';
/** The builds served: the one every host can serve at the root, and the hosts' own. */
const BUILDS = [
	{ key: '/', base: '/', hosts: '' },
	{ key: `${LEAN} /profiles/`, base: '/profiles/', hosts: LEAN },
	{ key: `${SHARED} /profiles/`, base: '/profiles/', hosts: SHARED },
];
const buildFor = (host: Host, base: string) =>
	base === '/'
		? base
		: `${SERVERS.has(host) ? LEAN : REDIRECTS_HOSTS.has(host) ? SHARED : ''} ${base}`;
/**
 * Where a build keeps the files of `{root}user-members/{path}`: in the shared build, api/v1's are
 * in v1's folders, each user's in its subfolder `c/`.
 */
const userMembersFile = (build: string, root: string, path: string) =>
	build.startsWith(SHARED) && root !== 'v1/'
		? path.replace(/^([^/]+)\//, 'v1/user-members/$1/c/')
		: `${root}user-members/${path}`;

let temp: string;
const sites = new Map<string, string>();
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-hosts-'));
	// Servers started as root read the site as another user (Apache's nobody).
	await chmod(temp, 0o755);
	for (const build of BUILDS) {
		const dist = join(temp, build.key.replace(/\W+/g, '-'), 'site', 'dist');
		const result = await astro(['build', '--outDir', dist], {
			CONTENT_DIR: SITE,
			SITE_URL: '',
			BASE_PATH: build.base,
			SEARCH_ENGINES: '',
			HOSTS: build.hosts,
		});
		expect(result.code, result.stderr).toBe(0);
		// Else the answers below could not tell a host that rewrites the local origin from one that
		// does not.
		for (const file of [`v1/users/${KIT.user.name}`, `v1/members/${MEMBERS[0]!.id}`])
			expect(await readFile(join(dist, file), 'utf8')).toContain(`"${LOCAL_ORIGIN}/`);
		// The servers' build holds none of the files their rules answer for; Cloudflare Pages' no
		// api/v1 member files but its users' with members, in v1's folders.
		const lean = [
			`v1/users/${KIT.user.name}.json`,
			`v1/user-members/${NO_MEMBERS.user.name}/index.json`,
			`v1/user-members/${KIT.user.name}/404.html`,
			`api/v1/user-members/${NO_MEMBERS.user.name}/index.json`,
			`api/v1/user-members/${NO_MEMBERS.user.name}/404.html`,
			`api/v1/user-members/${KIT.user.name}/index.json`,
			`v1/user-members/${KIT.user.name}/c/index.json`,
		];
		const kept = {
			'': lean.slice(0, 6),
			[LEAN]: [lean[5]],
			[SHARED]: [lean[1], lean[2], lean[6]],
		}[build.hosts];
		expect(lean.filter((file) => existsSync(join(dist, file)))).toEqual(kept);
		await plant(dist);
		// One and two levels above the served folder.
		await writeFile(join(dirname(dist), 'secret.txt'), SECRET);
		await writeFile(join(dirname(dirname(dist)), 'secret.txt'), SECRET);
		sites.set(build.key, dist);
	}
});
afterAll(() =>
	Promise.all([temp, SITE].map((folder) => rm(folder, { recursive: true, force: true }))),
);

describe.each(HOSTS)('$name', (host) => {
	describe.each(BASES)('under the base path %s', (base) => {
		let server: RunningHost;
		const dist = () => sites.get(buildFor(host, base))!;
		/** Whether this build has the `.json` copies and the empty lists (no host named). */
		const everyFile = buildFor(host, base) === base;
		beforeAll(async () => {
			server = await host.start({
				dist: dist(),
				base,
				scratch: join(temp, `${host.name.replace(/\W+/g, '-')}${base.replace(/\W+/g, '-')}`),
			});
		});
		afterAll(() => server?.stop());
		/**
		 * What this host answers for the API file at `path` in dist/: its bytes,
		 * with the local origin as the origin it is reached at where the host
		 * rewrites it (Host.rewritesLocalOrigin).
		 */
		const answerFor = async (path: string) => {
			const built = await readFile(join(dist(), path), 'utf8');
			return host.rewritesLocalOrigin
				? built.replaceAll(`${LOCAL_ORIGIN}/`, `${server.origin}/`)
				: built;
		};

		describe.each(ROOTS)('at %s', (root) => {
			const users = `${base}${root}users/`;
			/** Tests of the pages: once, with the v1 root. */
			const pagesTest = test.runIf(root === ROOTS[0]);
			const refs = REFS.filter(([ref]) => everyFile || !ref.endsWith('.json'));
			test.each(refs)(
				'returns the User as JSON with CORS and a cache policy for GET users/%s',
				async (ref, name) => {
					const response = await rawRequest(server.origin, `${users}${ref}`);
					expect(response.status).toBe(200);
					expect(response.headers['content-type']).toMatch(
						/^application\/json(;\s*charset=utf-8)?$/i,
					);
					expect(response.headers['access-control-allow-origin']).toBe('*');
					expect(response.headers['cache-control']).toBe(API_CACHE_POLICY);
					expect(response.body).toBe(await answerFor(`${root}users/${name}`));
				},
			);

			test.each(refs)('answers HEAD users/%s like GET without a body', async (ref, name) => {
				const response = await rawRequest(server.origin, `${users}${ref}`, 'HEAD');
				expect(response.status).toBe(200);
				expect(response.headers['content-type']).toMatch(/^application\/json/i);
				expect(response.headers['access-control-allow-origin']).toBe('*');
				const length = response.headers['content-length'];
				if (length !== undefined)
					expect(Number(length)).toBe(Buffer.byteLength(await answerFor(`${root}users/${name}`)));
				expect(response.body).toBe('');
			});

			const open = OPEN_CASES[host.name] ?? {};
			const openPath = (path: string) =>
				path.startsWith('users/') ? `${base}${root}${path}` : `${users}${path}`;
			test.each(Object.entries(open).filter(([, why]) => typeof why === 'string'))(
				'never answers data for %s, still open (issue 22 point 5: %s)',
				async (path) => {
					const response = await followRedirects(server.origin, openPath(path));
					expect(response.body).not.toContain('"id":');
					expect(response.body).not.toContain(SECRET);
				},
			);
			test.each(
				Object.entries(open).flatMap(([path, why]) =>
					typeof why === 'string' ? [] : [[path, why]],
				),
			)(
				'answers %s as another path, still open (issue 22 point 5: %j)',
				async (path, [, answers]) => {
					const response = await followRedirects(server.origin, openPath(path));
					expect(response.body).not.toContain(SECRET);
					expect([response.status, response.body]).toEqual([
						200,
						(await rawRequest(server.origin, openPath(answers))).body,
					]);
				},
			);

			// Without the copies, a `.json` address is no user's (docs/guides/deploy.md).
			const unknownRefs = [
				...UNKNOWN_REFS,
				...(everyFile ? [] : REFS.flatMap(([ref]) => (ref.endsWith('.json') ? [ref] : []))),
			];
			test.each(unknownRefs.filter((ref) => !open[ref]))(
				'returns the JSON APIError with 404 and CORS for the unknown ref %s',
				async (ref) => {
					const response = await rawRequest(server.origin, `${users}${ref}`);
					expect(response.status).toBe(404);
					expect(response.headers['content-type']).toMatch(
						/^application\/json(;\s*charset=utf-8)?$/i,
					);
					expect(response.headers['access-control-allow-origin']).toBe('*');
					expect(response.body).toBe(USER_NOT_FOUND_BODY);
				},
			);

			// A shared host lets every .htaccess act (AllowOverride All): there, the build's refusal of
			// one in public/ is the defence, shown below.
			(host === apacheSharedHost || root !== ROOTS[0] ? test.skip : test)(
				'acts on no .htaccess in the site: an executable .png it maps to CGI is sent as it is',
				async () => {
					const response = await rawRequest(server.origin, `${base}assets/run.png`);
					expect(response.status).toBe(200);
					expect(response.body).toBe(PLANTED_CONFIG['assets/run.png']);
				},
			);

			test('answers HEAD for an unknown ref with 404 and no body', async () => {
				const response = await rawRequest(server.origin, `${users}nobody`, 'HEAD');
				expect(response.status).toBe(404);
				expect(response.headers['content-type']).toMatch(/^application\/json/i);
				expect(response.body).toBe('');
			});

			pagesTest('returns the HTML 404 page outside the API', async () => {
				const response = await rawRequest(server.origin, `${base}no-such-page/`);
				expect(response.status).toBe(404);
				expect(response.headers['content-type']).toMatch(/^text\/html/i);
				expect(response.body).toBe(await readFile(join(dist(), '404.html'), 'utf8'));
			});

			pagesTest('serves the pages', async () => {
				const response = await followRedirects(server.origin, `${base}@robin/`);
				expect(response.status).toBe(200);
				expect(response.headers['content-type']).toMatch(/^text\/html/i);
				expect(response.body).toBe(await readFile(join(dist(), '@robin/index.html'), 'utf8'));
			});

			test.each([
				['the API', `${root}users/robin`, 200],
				['an unknown user', `${root}users/nobody`, 404],
				['a page', '@robin/', 200],
				['a missing page', 'no-such-page/', 404],
			])('sends X-Content-Type-Options: nosniff on %s', async (_, path, status) => {
				const response = await rawRequest(server.origin, `${base}${path}`);
				expect([response.status, response.headers['x-content-type-options']]).toEqual([
					status,
					'nosniff',
				]);
			});

			test.each(MEMBER_LISTS)(
				'returns the PartialMember list as JSON with CORS, nosniff and the cache policy for GET users/%s/members',
				async (ref, name) => {
					const response = await rawRequest(server.origin, `${users}${ref}/members`);
					const file = userMembersFile(buildFor(host, base), root, `${name}/index.json`);
					const members = profiles.find((profile) => profile.user.name === name)!.members;
					// The servers' build has no list for a user without members: their rule answers `[]`.
					const list = everyFile || members.length ? await answerFor(file) : '[]';
					expect([...apiAnswer(response), response.headers['cache-control']]).toEqual([
						200,
						JSON_TYPE,
						'*',
						'nosniff',
						list,
						API_CACHE_POLICY,
					]);
					expect(JSON.parse(list)).toHaveLength(members.length);
				},
			);

			test.each(MEMBERS_BY_ID.filter(([ref]) => everyFile || !ref.endsWith('.json')))(
				'returns the Member as JSON with CORS, nosniff and the cache policy for GET members/%s',
				async (ref, id) => {
					const response = await rawRequest(server.origin, `${base}${root}members/${ref}`);
					const member = await readFile(join(dist(), root, 'members', id), 'utf8');
					expect([...apiAnswer(response), response.headers['cache-control']]).toEqual([
						200,
						JSON_TYPE,
						'*',
						'nosniff',
						await answerFor(`${root}members/${id}`),
						API_CACHE_POLICY,
					]);
					expect(JSON.parse(member)).toMatchObject({ id, user: { id: KIT.user.id } });
				},
			);

			test.each(NESTED_MEMBERS)(
				'returns the Member as JSON with CORS, nosniff and the cache policy for GET users/%s',
				async (path, id) => {
					const response = await rawRequest(server.origin, `${users}${path}`);
					expect([...apiAnswer(response), response.headers['cache-control']]).toEqual([
						200,
						JSON_TYPE,
						'*',
						'nosniff',
						await answerFor(`${root}members/${id}`),
						API_CACHE_POLICY,
					]);
				},
			);

			test('answers HEAD users/{ref}/members/{ref} like GET without a body', async () => {
				const response = await rawRequest(
					server.origin,
					`${users}${NESTED_MEMBERS[0]![0]}`,
					'HEAD',
				);
				expect([response.status, response.headers['content-type'], response.body]).toEqual([
					200,
					JSON_TYPE,
					'',
				]);
				const length = response.headers['content-length'];
				if (length !== undefined)
					expect(Number(length)).toBe(
						Buffer.byteLength(await answerFor(`${root}members/${NESTED_MEMBERS[0]![1]}`)),
					);
			});

			test.each(MISSING_MEMBERS.filter(([path]) => !open[path]))(
				'returns 404 with the JSON APIError, CORS and nosniff, never a redirect, for GET %s',
				async (path, body) => {
					const response = await rawRequest(server.origin, `${base}${root}${path}`);
					expect(apiAnswer(response)).toEqual([404, JSON_TYPE, '*', 'nosniff', body]);
				},
			);

			test.each([
				[`${KIT.user.name}/${juniper!.name}`, 200],
				// Not 404.html: Cloudflare answers any x.html with a 308 to x, as for v1/404.html.
				[`${KIT.user.name}/index.json`, 200],
				[`${KIT.user.name}/nobody`, 404],
				[`nobody/${juniper!.name}`, 404],
			])(
				'keeps the API headers on user-members/%s fetched directly (status %i)',
				async (path, status) => {
					const file = userMembersFile(buildFor(host, base), root, path);
					const response = await rawRequest(server.origin, `${base}${file}`);
					expect(apiAnswer(response).slice(0, 4)).toEqual([status, JSON_TYPE, '*', 'nosniff']);
				},
			);

			test.each(Object.keys(PLANTED))(
				'sends the file planted as users/%s as it is, as JSON, never run',
				async (name) => {
					const response = await rawRequest(server.origin, `${users}${name}`);
					expect([
						response.status,
						response.headers['content-type'],
						response.headers['x-content-type-options'],
						response.body,
					]).toEqual([
						200,
						expect.stringMatching(/^application\/json(;\s*charset=utf-8)?$/i),
						'nosniff',
						PLANTED[name],
					]);
				},
			);

			pagesTest(
				'redirects a profile asked for without its slash to its address with @, not %40',
				async () => {
					const response = await rawRequest(server.origin, `${base}@robin`);
					expect(response.status).toBeGreaterThanOrEqual(301);
					expect(response.status).toBeLessThanOrEqual(308);
					// Parsing keeps %40 as it is, so this tells /@robin/ from /%40robin/.
					expect(new URL(response.headers['location'] ?? '', server.origin).pathname).toBe(
						`${base}@robin/`,
					);
				},
			);

			pagesTest.each([
				['robin', () => profiles.find((profile) => profile.user.name === 'robin')!.sid, '@robin/'],
				['a member', () => KIT.members[0]!.sid, `@${KIT.user.name}/${KIT.members[0]!.user.name}/`],
			])('leads from the short link of %s to its page (issue 32)', async (_, sid, page) => {
				for (const link of [`s/${sid()}`, `s/${sid()}/`]) {
					const response = await followRedirects(server.origin, `${base}${link}`);
					expect(response.status).toBe(200);
					expect(response.headers['content-type']).toMatch(/^text\/html/i);
					expect(response.body).toContain(
						`<meta http-equiv="refresh" content="0; url=${base}${page}">`,
					);
				}
				expect((await rawRequest(server.origin, `${base}${page}`)).status).toBe(200);
			});

			pagesTest.each([
				['pronouns/they/them', 'pronouns/they/them/their/theirs/themself/'],
				['pronouns/they/them/', 'pronouns/they/them/their/theirs/themself/'],
				['pronouns/it/its', 'pronouns/it/it/its/its/itself/'],
			])('leads from the short pronoun address %s to %s', async (short, full) => {
				const response = await followRedirects(server.origin, `${base}${short}`);
				expect(response.status).toBe(200);
				expect(response.headers['content-type']).toMatch(/^text\/html/i);
				expect(response.body).toContain(
					`<meta http-equiv="refresh" content="0; url=${base}${full}">`,
				);
				expect((await rawRequest(server.origin, `${base}${full}`)).status).toBe(200);
			});

			const shared = buildFor(host, base).startsWith(SHARED);
			const deviations = Object.fromEntries(
				Object.entries(DEVIATIONS[host.name] ?? {}).flatMap(([path, [why, answers]]) => {
					const at = atRoot(root, path);
					const own = shared ? SHARED_DEVIATIONS[at] : undefined;
					if (own === null) return [];
					return [[at, own ?? ([why, atRoot(root, answers)] as const)]];
				}),
			);
			test.each(BAD_REQUESTS.map((path) => atRoot(root, path)).filter((path) => !deviations[path]))(
				'never answers a user, a member or a file outside the site for %s',
				async (path) => {
					const response = await followRedirects(server.origin, `${base}${path}`);
					expect(response.body).not.toContain(SECRET);
					expect(response.body).not.toContain('"id":');
					expect(response.status).not.toBe(200);
				},
			);

			test.each(Object.entries(deviations))(
				'still answers %s (documented deviation: %j)',
				async (path, [, answers]) => {
					const response = await followRedirects(server.origin, `${base}${path}`);
					expect(response.body).not.toContain(SECRET);
					expect([response.status, response.body]).toEqual([
						200,
						(await rawRequest(server.origin, `${base}${answers}`)).body,
					]);
				},
			);
		});
	});
});

describe("the careless Apache of these tests, without the build's .htaccess files", () => {
	// Proves the checks above can fail: this server runs every planted file.
	let server: RunningHost;
	beforeAll(async () => {
		const bare = join(temp, 'bare', 'dist');
		await cp(sites.get('/')!, bare, {
			recursive: true,
			filter: (source) => !source.endsWith('.htaccess'),
		});
		server = await apacheSharedHost.start({
			dist: bare,
			base: '/',
			scratch: join(temp, 'apache-bare'),
		});
	});
	afterAll(() => server?.stop());

	test.each(['x.php', 'x.cgi', 'x.shtml'])('runs v1/users/%s', async (name) => {
		const response = await rawRequest(server.origin, `/v1/users/${name}`);
		expect(response.body).not.toBe(PLANTED[name]);
		expect(response.body).toMatch(/EXECUTED|x\.shtml/);
	});
});

describe('what the build refuses in public/ (issue 31), where a host would act on it', () => {
	test('a shared Apache (AllowOverride All) runs the executable .png a planted .htaccess maps to CGI', async () => {
		const server = await apacheSharedHost.start({
			dist: sites.get('/')!,
			base: '/',
			scratch: join(temp, 'apache-shared-planted'),
		});
		try {
			const response = await rawRequest(server.origin, '/assets/run.png');
			expect(response.body).toBe('EXECUTED\n');
		} finally {
			await server.stop();
		}
	});

	test('Cloudflare Pages (wrangler pages dev) answers the API from a _worker.js at the root', async () => {
		const worked = join(temp, 'worker', 'dist');
		await cp(sites.get('/')!, worked, { recursive: true });
		await writeFile(
			join(worked, '_worker.js'),
			'export default { fetch() { return new Response("WORKER", { headers: { "content-type": "text/html" } }); } };\n',
		);
		const server = await cloudflareHost.start({
			dist: worked,
			base: '/',
			scratch: join(temp, 'wrangler-worker'),
		});
		try {
			const response = await rawRequest(server.origin, '/v1/users/kit');
			expect([response.headers['content-type'], response.body]).toEqual(['text/html', 'WORKER']);
		} finally {
			await server.stop();
		}
	});
});
