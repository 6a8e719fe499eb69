/**
 * Configs for hosts that do not read files from the site: an nginx server
 * block, a Caddyfile site and a vercel.json, each derived from the areas in
 * hosting.ts. deploy/ holds them for the defaults below
 * (`npm run deploy-configs` writes them; a test checks they are current);
 * the conformance tests run nginx and Caddy on exactly this output.
 */
import { AREAS, type Area } from './hosting.ts';
import { normalizeBase } from './urls.ts';

export interface ServerConfigOptions {
	/** The path the site is served under, as Astro's `base`. */
	base?: string | undefined;
	/** The built site (dist/) on the server. */
	root: string;
	/** Where to answer: nginx's `listen` value (`80`, `127.0.0.1:8080`), or Caddy's site address (`profiles.example.org`, `http://127.0.0.1:8080`). */
	listen: string;
}

/** What deploy/ is written for: a site at the root of its own host name. */
export const DEPLOY_DEFAULTS = { base: '/', root: '/srv/staticnouns/dist', nginxListen: '80', caddyAddress: 'profiles.example.org' } as const;

const GENERATED = 'Generated from src/lib/hosting.ts by `npm run deploy-configs`; edit that, not this file.';

/**
 * Refs hold no `/` or `\`, but servers decode `%2F` before resolving `..`,
 * so without this check `sam%2F..%2Frobin` would answer robin's JSON.
 */
const ENCODED_SEPARATOR = '%2f|%5c';

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * An nginx `server` block (for the http context, e.g. /etc/nginx/conf.d/).
 * Each area gets a location with its headers and 404 document, and an exact
 * location for that document, which the encoded-separator check would
 * otherwise send back to itself.
 *
 * @example
 * nginxServer({ root: '/srv/staticnouns/dist', listen: '80' }) // '# staticnouns: ...\nserver {\n\tlisten 80;\n...'
 */
export function nginxServer(options: ServerConfigOptions): string {
	const base = normalizeBase(options.base);
	const root = withSlash(options.root);
	const headerLines = (area: Area) =>
		Object.entries(area.headers).flatMap(([name, value]) =>
			// nginx picks the type by extension: one type for every file here.
			name === 'Content-Type' ? ['types { }', `default_type ${quote(value)};`] : [`add_header ${name} ${quote(value)} always;`],
		);
	const blocks = AREAS.flatMap((area) => [
		`# ${area.label}`,
		`location ${base}${area.prefix} {`,
		...[
			`alias ${root}${area.prefix};`,
			...headerLines(area),
			`error_page 403 404 =404 ${base}${area.notFound};`,
			`# Refs hold no slashes, but nginx decodes %2F before resolving "..".`,
			`if ($request_uri ~* ${quote(ENCODED_SEPARATOR)}) { return 404; }`,
		].map((line) => `\t${line}`),
		'}',
		`location = ${base}${area.notFound} {`,
		...[`alias ${root}${area.notFound};`, ...headerLines(area)].map((line) => `\t${line}`),
		'}',
	]);
	const head = [`# staticnouns: nginx server block. ${GENERATED}`, '# Include it in the http block (e.g. /etc/nginx/conf.d/); add server_name and TLS as usual.'];
	return [...head, 'server {', ...[`listen ${options.listen};`, ...blocks].map((line) => `\t${line}`), '}', ''].join('\n');
}

/**
 * A Caddyfile site block. Headers are set before serving, so errors keep
 * them; `handle_errors` answers each area's 404 document with the error's
 * status.
 *
 * @example
 * caddySite({ root: '/srv/staticnouns/dist', listen: 'profiles.example.org' }) // '# staticnouns: ...\nprofiles.example.org {\n...'
 */
export function caddySite(options: ServerConfigOptions): string {
	const base = normalizeBase(options.base);
	const strip = base === '/' ? 'handle' : `handle_path`;
	// Caddy wants each matcher name once per site, handle_errors included.
	const matcher = (name: string, area: Area) => `@${name} path ${base}${area.prefix}*`;
	const headers = AREAS.flatMap((area, index) => {
		const entries = Object.entries(area.headers);
		if (!entries.length) return [];
		return [`# ${area.label}`, matcher(`area${index}`, area), `header @area${index} {`, ...entries.map(([name, value]) => `\t${name} ${quote(value)}`), '}'];
	});
	const errors = AREAS.flatMap((area, index) => [
		matcher(`notFound${index}`, area),
		`handle @notFound${index} {`,
		...[`rewrite * /${area.notFound}`, 'file_server'].map((line) => `\t${line}`),
		'}',
	]);
	const body = [
		`root * ${options.root}`,
		'# Refs hold no slashes, but Caddy decodes %2F before resolving "..".',
		`@encodedSeparator expression {http.request.uri}.matches(${quote(`(?i)${ENCODED_SEPARATOR}`)})`,
		...headers,
		`${strip} ${base}* {`,
		// Inside the block: Caddy runs `handle` before a top-level `error`.
		'\terror @encodedSeparator 404',
		'\tfile_server',
		'}',
		'handle {',
		'\terror 404',
		'}',
		'handle_errors {',
		...errors.map((line) => `\t${line}`),
		'}',
	];
	return [`# staticnouns: Caddyfile site (Caddy gets the certificate itself). ${GENERATED}`, `${options.listen} {`, ...body.map((line) => `\t${line}`), '}', ''].join('\n');
}

/**
 * A vercel.json for the built site (Vercel's routes: headers first, then
 * the files, then each area's 404 document).
 *
 * @example
 * JSON.parse(vercelJson('/')).routes[0] // { src: '^/v1/.*$', headers: {...}, continue: true }
 */
export function vercelJson(baseOption?: string): string {
	const base = normalizeBase(baseOption);
	const pattern = (area: Area) => `^${`${base}${area.prefix}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*$`;
	const routes = [
		...AREAS.filter((area) => Object.keys(area.headers).length).map((area) => ({ src: pattern(area), headers: { ...area.headers }, continue: true })),
		{ handle: 'filesystem' },
		...AREAS.map((area) => ({ src: pattern(area), dest: `${base}${area.notFound}`, status: 404 })),
	];
	return `${JSON.stringify({ $schema: 'https://openapi.vercel.sh/vercel.json', routes }, null, '\t')}\n`;
}
