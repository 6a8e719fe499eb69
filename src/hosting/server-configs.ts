/**
 * Configs for hosts that do not read files from the site: an nginx server
 * block, a Caddyfile site, a vercel.json and the Apache vhost part that lets
 * the built .htaccess files work, each derived from the areas in
 * addresses/host-areas.ts. deploy/ holds them for the defaults below
 * (`npm run deploy-configs` writes them; a test checks they are current);
 * the conformance tests run nginx and Caddy on exactly this output.
 */
import {
	AREAS,
	areaOf,
	COPY_ENDING,
	ENCODED_SEPARATOR,
	encodedSeparatorRegex,
	escapeRegex,
	fillPlaceholders,
	headersOf,
	ownHeaders,
	pathRegex,
	missingCapture,
	placeholders,
	REF_CHARACTERS,
	REWRITES,
	SITE_HEADERS,
	type Area,
} from '../addresses/host-areas.ts';
import { normalizeBase } from '../addresses/urls.ts';
import { apacheAreaRules } from './host-files.ts';

interface ServerConfigOptions {
	/** The path the site is served under, as Astro's `base`. */
	base?: string | undefined;
	/** The built site (dist/) on the server. */
	root: string;
	/** Where to answer: nginx's `listen` value (`80`, `127.0.0.1:8080`), or Caddy's site address (`profiles.example.org`, `http://127.0.0.1:8080`). */
	listen: string;
}

/** What deploy/ is written for: a site at the root of its own host name. */
export const DEPLOY_DEFAULTS = {
	base: '/',
	root: '/srv/staticnouns/dist',
	nginxListen: '80',
	caddyAddress: 'profiles.example.org',
} as const;

const GENERATED =
	'Generated from src/addresses/host-areas.ts by `staticnouns deploy-configs`; edit that, not this file.';

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
/**
 * An nginx `server` block (for the http context, e.g. /etc/nginx/conf.d/).
 * Each area gets a location with its headers and 404 document, and an exact
 * location for that document, which the encoded-separator check would
 * otherwise send back to itself. The rewrites are regex locations nested
 * in their area's (a `^~` location keeps the server's regex locations away,
 * its own nested ones included), each aliasing the rewritten file; a
 * missing one answers its 404 document by `error_page` with the captured
 * ref, and when that is missing too (an unknown user) the area's, by
 * `recursive_error_pages`.
 *
 * @example
 * nginxServer({ root: '/srv/staticnouns/dist', listen: '80' }) // '# staticnouns: ...\nserver {\n\tlisten 80;\n...'
 */
export function nginxServer(options: ServerConfigOptions): string {
	const site: NginxSite = { base: normalizeBase(options.base), root: withSlash(options.root) };
	const { base, root } = site;
	const blocks = AREAS.flatMap((area) => [
		`# ${area.label}`,
		// ^~: no regex location (a `\.php$` one added to this server) is tried for these paths.
		`location ^~ ${base}${area.prefix} {`,
		...[
			`alias ${root}${area.prefix};`,
			...nginxHeaderLines(area),
			`error_page 403 404 =404 ${base}${area.notFound};`,
			// A rewrite's 404 document may be missing too: then this area's answers.
			'recursive_error_pages on;',
			...nginxRefuseEncoded(site, area),
			...nginxRewriteNotFounds(site, area),
			...nginxRewrites(site, area),
		].map((line) => `\t${line}`),
		'}',
		`location = ${base}${area.notFound} {`,
		...[`alias ${root}${area.notFound};`, ...nginxHeaderLines(area)].map((line) => `\t${line}`),
		'}',
	]);
	// Answers outside every location (outside the base path) get the site's headers too.
	const siteHeaders = Object.entries(SITE_HEADERS).map(
		([name, value]) => `add_header ${name} ${quote(value)} always;`,
	);
	const head = [
		`# staticnouns: nginx server block. ${GENERATED}`,
		'# Include it in the http block (e.g. /etc/nginx/conf.d/); add server_name and TLS as usual.',
	];
	return [
		...head,
		'server {',
		...[`listen ${options.listen};`, ...siteHeaders, ...blocks].map((line) => `\t${line}`),
		'}',
		'',
	].join('\n');
}

/** Where an nginx server block serves the site: its base path and its folder, with slashes. */
interface NginxSite {
	base: string;
	root: string;
}

/** A location with any add_header inherits none from the server: each repeats the site's. */
function nginxHeaderLines(area: Area): string[] {
	return Object.entries(headersOf(area)).flatMap(([name, value]) =>
		// nginx picks the type by extension: one type for every file here.
		name === 'Content-Type'
			? ['types { }', `default_type ${quote(value)};`]
			: [`add_header ${name} ${quote(value)} always;`],
	);
}

const nginxVariable = (name: string) => `staticnouns_${name}`;
const nginxCapture = (name: string) => `(?<${nginxVariable(name)}>${missingCapture(name)})`;
const inNginxVariables = (path: string) =>
	fillPlaceholders(path, (name) => `$${nginxVariable(name)}`);

/**
 * Refs hold no slashes, but nginx decodes %2F before resolving "..": a path holding one encoded
 * is refused, as sent, before any location's rewrite could see it. An encoded separator in a
 * known user's member ref answers the member APIError (its folder's 404 document), any other
 * the area's, also in a rewrite's location (whose own 404 document is for the path as decoded).
 * Not inherited by nested locations: each repeats it.
 */
function nginxRefuseEncoded({ base }: NginxSite, area: Area): string[] {
	return [
		...REWRITES.flatMap((rewrite) => {
			// nginx runs PCRE, which backtracks: the linear form.
			const pattern = encodedSeparatorRegex(base, rewrite, nginxCapture, 'backtracking');
			if (!pattern || !rewrite.notFound) return [];
			const notFound = `${base}${inNginxVariables(rewrite.notFound.file)}`;
			return [
				`if ($request_uri ~* ${quote(pattern)}) { error_page 404 =404 ${notFound}; return 404; }`,
			];
		}),
		`if ($request_uri ~* ${quote(ENCODED_SEPARATOR)}) { error_page 404 =404 ${base}${area.notFound}; return 404; }`,
	];
}

/**
 * Each rewrite's 404 document, served without the check above (as each area's is), which would
 * otherwise send a refused path's answer back to itself.
 */
function nginxRewriteNotFounds(site: NginxSite, area: Area): string[] {
	const { base, root } = site;
	const documents = new Map(
		REWRITES.flatMap((rewrite) =>
			rewrite.notFound && rewrite.known ? [[rewrite.notFound.file, rewrite.known] as const] : [],
		),
	);
	return [...documents]
		.filter(([file]) => areaOf(file) === area)
		.flatMap(([file, known]) => [
			`# the 404 document of a rewrite: for a known user (its file exists), ${known.file}`,
			`location ~ ${quote(pathRegex(base, file, nginxCapture))} {`,
			...nginxKnown(site, known).map((line) => `\t${line}`),
			`\talias ${root}${inNginxVariables(file)};`,
			'}',
		]);
}

/**
 * Answers `known.file` for a known user (Rewrite.known): its file exists, it is no `.json` copy,
 * and no file at `unless` (the rewrite's own answer) exists. nginx's `if` takes one condition: the
 * last that holds sets the flag, and only `rewrite … last` acts inside an `if`, as nginx allows.
 */
function nginxKnown({ base, root }: NginxSite, known: Known, unless?: string): string[] {
	const flag = `$${nginxVariable('known')}`;
	return [
		`set ${flag} "";`,
		`if (-f ${root}${inNginxVariables(known.user)}) { set ${flag} 1; }`,
		`if ($${nginxVariable('user')} ~ ${quote(`${escapeRegex(COPY_ENDING)}$`)}) { set ${flag} ""; }`,
		...(unless ? [`if (-f ${root}${inNginxVariables(unless)}) { set ${flag} ""; }`] : []),
		`if (${flag}) { rewrite ^ ${base}${known.file} last; }`,
	];
}

/**
 * Regex locations inside the area's ^~ location: no regex location of the server is tried for
 * these paths, and these only for the area.
 */
function nginxRewrites(site: NginxSite, area: Area): string[] {
	const { base, root } = site;
	return REWRITES.filter((rewrite) => areaOf(rewrite.from) === area).flatMap((rewrite) => [
		`# ${rewrite.label}`,
		`location ~ ${quote(pathRegex(base, rewrite.from, nginxCapture))} {`,
		...[
			`alias ${root}${inNginxVariables(rewrite.to)};`,
			// Missing: the folder's 404 document's location answers for a known
			// user; an unknown one gets the area's, by recursive_error_pages.
			...(rewrite.notFound
				? [`error_page 403 404 =404 ${base}${inNginxVariables(rewrite.notFound.file)};`]
				: []),
			// Before any answer for a known user: a refused path answers no list.
			...nginxRefuseEncoded(site, area),
			...(rewrite.known?.status === 200 ? nginxKnown(site, rewrite.known, rewrite.to) : []),
		].map((line) => `\t${line}`),
		'}',
	]);
}

/**
 * A Caddyfile site block. Headers are set before serving, so errors keep
 * them; the rewrites run in order inside the base path's block;
 * `handle_errors` answers a rewrite's 404 document when a `file` matcher
 * finds it, else each area's 404 document, with the error's status.
 *
 * @example
 * caddySite({ root: '/srv/staticnouns/dist', listen: 'profiles.example.org' }) // '# staticnouns: ...\nprofiles.example.org {\n...'
 */
export function caddySite(options: ServerConfigOptions): string {
	const base = normalizeBase(options.base);
	const strip = base === '/' ? 'handle' : `handle_path`;
	const headers = AREAS.flatMap((area, index) => {
		const entries = Object.entries(ownHeaders(area));
		if (!entries.length) return [];
		return [
			`# ${area.label}`,
			caddyMatcher(`area${index}`, area, base),
			`header @area${index} {`,
			...entries.map(([name, value]) => `\t${name} ${quote(value)}`),
			'}',
		];
	});
	// Regexes unquoted: a quoted Caddyfile string keeps `\\` as two characters.
	// Inside the block that strips the base path. A route keeps the order
	// (first match wins); after a rewrite no other matches the new path.
	const rewrites = [
		'route {',
		...REWRITES.flatMap((rewrite, index) => [
			`# ${rewrite.label}`,
			`@rewrite${index} path_regexp rewrite${index} ${pathRegex('/', rewrite.from, (name) => `(?P<${name}>${REF_CHARACTERS}+)`)}`,
			`rewrite @rewrite${index} /${fillPlaceholders(rewrite.to, (name) => `{re.rewrite${index}.${name}}`)}`,
		]).map((line) => `\t${line}`),
		'}',
	];
	const body = [
		`root * ${options.root}`,
		'# Every answer of the site',
		`header {`,
		...Object.entries(SITE_HEADERS).map(([name, value]) => `\t${name} ${quote(value)}`),
		'}',
		'# Refs hold no slashes, but Caddy decodes %2F before resolving "..".',
		`@encodedSeparator ${CADDY_ENCODED_SEPARATOR}`,
		...headers,
		`${strip} ${base}* {`,
		...rewrites.map((line) => `\t${line}`),
		// Inside the block: Caddy runs `handle` before a top-level `error`.
		'\terror @encodedSeparator 404',
		'\tfile_server',
		'}',
		'handle {',
		'\terror 404',
		'}',
		'handle_errors {',
		...caddyErrors(base).map((line) => `\t${line}`),
		'}',
	];
	return [
		`# staticnouns: Caddyfile site (Caddy gets the certificate itself). ${GENERATED}`,
		`${options.listen} {`,
		...body.map((line) => `\t${line}`),
		'}',
		'',
	].join('\n');
}

const CADDY_ENCODED_SEPARATOR = `expression {http.request.orig_uri}.matches(${quote(`(?i)${ENCODED_SEPARATOR}`)})`;

/** Caddy wants each matcher name once per site, handle_errors included. */
const caddyMatcher = (name: string, area: Area, base: string) =>
	`@${name} path ${base}${area.prefix}*`;

type Known = NonNullable<(typeof REWRITES)[number]['known']>;

const caddyCapture = (placeholder: string) => `(?P<${placeholder}>${missingCapture(placeholder)})`;

/**
 * Errors see the request as it came (base path and all, not rewritten): for a known user (its
 * file exists, Rewrite.known) the rewrite's answer, with its status, else the area's 404 document.
 */
function caddyAnswerNotFound(name: string, known: Known, area: Area): string[] {
	const filled = (path: string) =>
		fillPlaceholders(path, (placeholder) => `{re.${name}.${placeholder}}`);
	return [
		`handle @${name} {`,
		...[
			`rewrite * /${filled(known.user)}`,
			// A user's file, never a `.json` copy's.
			`@${name}Found {`,
			'\tfile',
			`\tnot vars_regexp {re.${name}.user} ${escapeRegex(COPY_ENDING)}$`,
			'}',
			`handle @${name}Found {`,
			`\trewrite * /${known.file}`,
			// Error routes keep the error's status unless told.
			...(known.status === 404
				? ['\tfile_server']
				: ['\tfile_server {', `\t\tstatus ${known.status}`, '\t}']),
			'}',
			'handle {',
			...[`rewrite * /${area.notFound}`, 'file_server'].map((line) => `\t${line}`),
			'}',
		].map((line) => `\t${line}`),
		'}',
	];
}

/**
 * The handle_errors block's contents: an encoded separator in a known user's member ref (as sent:
 * the path is decoded) answers the member APIError, any other the area of the path as decoded;
 * a rewrite's missing file its 404 document; any other path its area's.
 */
function caddyErrors(base: string): string[] {
	const encodedErrors = REWRITES.flatMap((rewrite, index) => {
		const pattern = encodedSeparatorRegex(base, rewrite, caddyCapture);
		if (!pattern || !rewrite.known) return [];
		const name = `encoded${index}`;
		const area = areaOf(rewrite.to);
		const [open, ...rest] = caddyAnswerNotFound(name, rewrite.known, area);
		// The path as decoded may lie outside the area (`x%2F..%2F..%2F..`): its headers, set again.
		const headers = Object.entries(area.headers).map(
			([header, value]) => `\theader ${header} ${quote(value)}`,
		);
		return [
			`@${name} vars_regexp ${name} {http.request.orig_uri} (?i)${pattern}`,
			open!,
			...headers,
			...rest,
		];
	});
	const rewriteErrors = REWRITES.flatMap((rewrite, index) => {
		if (!rewrite.known) return [];
		const name = `missing${index}`;
		return [
			`@${name} {`,
			`\tpath_regexp ${name} ${pathRegex(base, rewrite.from, caddyCapture)}`,
			`\tnot ${CADDY_ENCODED_SEPARATOR}`,
			'}',
			...caddyAnswerNotFound(name, rewrite.known, areaOf(rewrite.to)),
		];
	});
	const errors = AREAS.flatMap((area, index) => [
		caddyMatcher(`notFound${index}`, area, base),
		`handle @notFound${index} {`,
		...[`rewrite * /${area.notFound}`, 'file_server'].map((line) => `\t${line}`),
		'}',
	]);
	return [...encodedErrors, ...rewriteErrors, ...errors];
}

/**
 * A vercel.json for the built site (Vercel's routes: headers first, then
 * the files, then the rewrites, then each area's 404 document). A rewrite
 * route with `check` applies only when its file exists, else the next
 * route is tried: the rewrite's 404 document (with 404), then the area's.
 *
 * @example
 * JSON.parse(vercelJson('/')).routes[0] // { src: '^/v1/members/.*$', headers: {...}, continue: true }
 */
export function vercelJson(baseOption?: string): string {
	const base = normalizeBase(baseOption);
	const pattern = (area: Area) => `^${escapeRegex(`${base}${area.prefix}`)}.*$`;
	const rewrites = REWRITES.flatMap((rewrite) => {
		const names = placeholders(rewrite);
		const src = pathRegex(base, rewrite.from, () => `(${REF_CHARACTERS}+)`);
		const dest = (path: string) =>
			`${base}${fillPlaceholders(path, (name) => `$${names.indexOf(name) + 1}`)}`;
		return [
			{ src, dest: dest(rewrite.to), check: true },
			...(rewrite.notFound
				? [{ src, dest: dest(rewrite.notFound.file), status: 404, check: true }]
				: []),
		];
	});
	const routes = [
		...AREAS.filter((area) => Object.keys(ownHeaders(area)).length).map((area) => ({
			src: pattern(area),
			headers: ownHeaders(area),
			continue: true,
		})),
		// Vercel applies every matching route's headers: the site's are named once, for every path.
		{ src: '^/.*$', headers: { ...SITE_HEADERS }, continue: true },
		{ handle: 'filesystem' },
		...rewrites,
		...AREAS.map((area) => ({ src: pattern(area), dest: `${base}${area.notFound}`, status: 404 })),
	];
	return `${JSON.stringify({ $schema: 'https://openapi.vercel.sh/vercel.json', routes }, null, '\t')}\n`;
}

/**
 * The Apache part of a vhost (or the main config) that serves the built
 * site: the folder may be read, nothing in it is run (no CGI, no includes,
 * no PHP), and no `.htaccess` file is read (`AllowOverride None`), so no file
 * in the site can switch an option or a handler on. The rules the build
 * also writes as `.htaccess` files (types, headers, 404s, rewrites) are here,
 * one `<Directory>` section per area (host-files.ts apacheAreaRules). Apache
 * needs mod_alias, mod_mime, mod_headers and mod_rewrite (`a2enmod headers rewrite`).
 *
 * @example
 * apacheSite({ base: '/profiles', root: '/srv/staticnouns/dist', listen: '' }) // '# staticnouns: ...\nAlias /profiles/ /srv/staticnouns/dist/\n...'
 */
export function apacheSite(options: Omit<ServerConfigOptions, 'listen'>): string {
	const base = normalizeBase(options.base);
	const root = options.root.replace(/\/+$/, '');
	const areas = [...apacheAreaRules(base)].sort(([a], [b]) => a.length - b.length);
	const indent = (lines: readonly string[]) => lines.map((line) => `\t${line}`);
	return [
		`# staticnouns: Apache site, for a <VirtualHost> or the main config. ${GENERATED}`,
		'# Needs mod_alias, mod_mime, mod_headers and mod_rewrite (a2enmod headers rewrite).',
		`Alias ${base} ${quote(`${root}/`)}`,
		...areas.flatMap(([prefix, rules]) => [
			`<Directory ${quote(prefix ? `${root}/${prefix.replace(/\/$/, '')}` : root)}>`,
			...(prefix
				? []
				: [
						'\t# Files only: no CGI, no server-side includes, no folder listings. mod_rewrite here',
						"\t# needs symlinks followed; the build writes none, and this follows only its owner's own.",
						'\tOptions SymLinksIfOwnerMatch',
						"\t# No .htaccess file is read, the build's included: one in the site could switch options and",
						"\t# handlers on (CGI, includes). The rules of the build's .htaccess files are in these sections.",
						'\tAllowOverride None',
						'\tRequire all granted',
						...['php_module', 'php7_module'].flatMap((module) => [
							`\t<IfModule ${module}>`,
							'\t\tphp_admin_flag engine off',
							'\t</IfModule>',
						]),
					]),
			...indent(rules),
			'</Directory>',
		]),
		'# %2F stays as it came, never a separator: "sam%2F..%2Frobin" names no file (404), and the',
		"# build's rewrites see it, so an encoded slash in a member ref gets the member APIError. Apache's",
		'# default (Off) answers its own HTML 404 before any rule. Server or vhost context only.',
		'AllowEncodedSlashes NoDecode',
		'',
	].join('\n');
}

/**
 * The configs for one server, file name to content: what deploy/ holds for DEPLOY_DEFAULTS, and
 * what `staticnouns deploy-configs` writes for a site.
 *
 * @example
 * deployConfigs(DEPLOY_DEFAULTS).get('nginx.conf') // '# staticnouns: ...\nserver {...'
 */
export function deployConfigs(options: {
	base: string;
	root: string;
	nginxListen: string;
	caddyAddress: string;
}): Map<string, string> {
	const { base, root } = options;
	return new Map([
		['nginx.conf', nginxServer({ base, root, listen: options.nginxListen })],
		['Caddyfile', caddySite({ base, root, listen: options.caddyAddress })],
		['vercel.json', vercelJson(base)],
		['apache.conf', apacheSite({ base, root })],
	]);
}
