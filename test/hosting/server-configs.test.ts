import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { apacheAreaRules } from '../../src/hosting/host-files.ts';
import {
	apacheSite,
	caddySite,
	DEPLOY_DEFAULTS,
	deployConfigs,
	nginxServer,
	vercelJson,
} from '../../src/hosting/server-configs.ts';
import { ROOT } from '../helpers/run.ts';

describe('deployConfigs', () => {
	test.each(['nginx.conf', 'Caddyfile', 'vercel.json', 'apache.conf'])(
		'returns exactly the committed deploy/%s (run npm run deploy-configs after changing the rules)',
		async (name) => {
			expect(await readFile(join(ROOT, 'deploy', name), 'utf8')).toBe(
				deployConfigs(DEPLOY_DEFAULTS).get(name),
			);
		},
	);
});

describe('nginxServer', () => {
	test('returns locations under the base path, each with its 404 document and an exact location for it', () => {
		const config = nginxServer({ base: '/profiles', root: '/srv/dist', listen: '127.0.0.1:8080' });
		expect(config).toContain('\tlisten 127.0.0.1:8080;\n');
		expect(config).toContain(
			'\tlocation ^~ /profiles/v1/ {\n\t\talias /srv/dist/v1/;\n\t\ttypes { }\n\t\tdefault_type "application/json; charset=utf-8";\n',
		);
		expect(config).toContain('\t\terror_page 403 404 =404 /profiles/v1/404.json;\n');
		expect(config).toContain(
			'\tlocation = /profiles/v1/404.json {\n\t\talias /srv/dist/v1/404.json;\n',
		);
		expect(config).toContain(
			'\tlocation ^~ /profiles/ {\n\t\talias /srv/dist/;\n\t\tadd_header X-Content-Type-Options "nosniff" always;\n\t\terror_page 403 404 =404 /profiles/404.html;\n',
		);
		expect(config).toContain(
			'\t\tif ($request_uri ~* "%2f|%5c") { error_page 404 =404 /profiles/404.html; return 404; }\n',
		);
	});

	test('sends nosniff from the server and from every area location and its 404 document, as a location with add_header inherits none', () => {
		const config = nginxServer({ base: '/', root: '/srv/dist', listen: '80' });
		// The server, then each of the five areas (v1/members/, v1/, api/v1/members/, api/v1/, the
		// pages) and its 404 document.
		expect(config.match(/add_header X-Content-Type-Options "nosniff" always;/g)).toHaveLength(11);
		expect(config).toContain(
			'\tlisten 80;\n\tadd_header X-Content-Type-Options "nosniff" always;\n',
		);
	});

	test('keeps regex locations (a PHP handler added to the server) away from the site with ^~', () => {
		const config = nginxServer({ base: '/', root: '/srv/dist', listen: '80' });
		expect(config.match(/^\tlocation (?!=)\S+/gm)).toEqual(Array(5).fill('\tlocation ^~'));
	});

	test('returns the rewrites as regex locations nested in the API location, each refusing encoded separators', () => {
		const config = nginxServer({ base: '/profiles/', root: '/srv/dist', listen: '80' });
		const nested = config.slice(
			config.indexOf('\tlocation ^~ /profiles/v1/ {'),
			config.indexOf('\tlocation = /profiles/v1/404.json'),
		);
		// The decoded path may lie in any area: each refuses both APIs' member paths as sent.
		const refuse = [
			'if ($request_uri ~* "^/profiles/v1/users/(?<staticnouns_user>[A-Za-z0-9_.-]+)/members/(?:[^/?%]|%(?!2f|5c))*(?:%2f|%5c)[^/?]*(?:\\\\?.*)?$") { error_page 404 =404 /profiles/v1/user-members/$staticnouns_user/404.html; return 404; }',
			'if ($request_uri ~* "^/profiles/api/v1/users/(?<staticnouns_user>[A-Za-z0-9_.-]+)/members/(?:[^/?%]|%(?!2f|5c))*(?:%2f|%5c)[^/?]*(?:\\\\?.*)?$") { error_page 404 =404 /profiles/api/v1/user-members/$staticnouns_user/404.html; return 404; }',
			'if ($request_uri ~* "%2f|%5c") { error_page 404 =404 /profiles/v1/404.json; return 404; }',
		];
		// A known user without a list (its file exists, no .json copy's) gets the empty list, after the
		// refusals.
		const known = (answer: string, unless: string[] = []) => [
			'set $staticnouns_known "";',
			`if (-f /srv/dist/v1/users/$staticnouns_user) { set $staticnouns_known 1; }`,
			'if ($staticnouns_user ~ "\\\\.json$") { set $staticnouns_known ""; }',
			...unless.map((file) => `if (-f /srv/dist/${file}) { set $staticnouns_known ""; }`),
			`if ($staticnouns_known) { rewrite ^ /profiles/${answer} last; }`,
		];
		const list = known('v1/no-members.json', ['v1/user-members/$staticnouns_user/index.json']);
		expect(nested).toContain(
			`\t\tlocation ~ "^/profiles/v1/users/(?<staticnouns_user>[A-Za-z0-9_.-]+)/members$" {\n\t\t\talias /srv/dist/v1/user-members/$staticnouns_user/index.json;\n\t\t\t${[...refuse, ...list].join('\n\t\t\t')}\n\t\t}\n`,
		);
		expect(nested).toContain(
			'\t\tlocation ~ "^/profiles/v1/users/(?<staticnouns_user>[A-Za-z0-9_.-]+)/members/(?<staticnouns_member>[^/]+)$" {\n\t\t\talias /srv/dist/v1/user-members/$staticnouns_user/$staticnouns_member;\n\t\t\terror_page 403 404 =404 /profiles/v1/user-members/$staticnouns_user/404.html;\n',
		);
		expect(nested).toContain(
			'\t\tlocation ~ "^/profiles/v1/users/(?<staticnouns_user>[A-Za-z0-9_.-]+)/members/index\\\\.json$" {\n\t\t\talias /srv/dist/v1/user-members/$staticnouns_user/no-member.json;\n',
		);
		expect(nested).toContain(
			'\t\tlocation ~ "^/profiles/v1/users/index$" {\n\t\t\talias /srv/dist/v1/no-user.json;\n',
		);
		expect(nested).toContain('\t\trecursive_error_pages on;\n');
		// The API location refuses (the member ref first), then the folder's 404 document is served
		// without the check, which would send its own answer back to it.
		expect(nested).toContain(
			`\t\t${refuse.join('\n\t\t')}\n\t\t# the 404 document of a rewrite: for a known user (its file exists), v1/members/404.json\n\t\tlocation ~ "^/profiles/v1/user-members/(?<staticnouns_user>[A-Za-z0-9_.-]+)/404\\\\.html$" {\n\t\t\t${known('v1/members/404.json').join('\n\t\t\t')}\n\t\t\talias /srv/dist/v1/user-members/$staticnouns_user/404.html;\n\t\t}\n`,
		);
		// Every rewrite (2 user, 7 member) and the 404 document.
		expect(nested.match(/^\t\tlocation ~ /gm)).toHaveLength(10);
		for (const line of refuse)
			expect(nested.split('\n').filter((text) => text === `\t\t\t${line}`)).toHaveLength(9);
	});
});

describe('caddySite', () => {
	test("returns a site that strips the base path and answers each area's 404 document", () => {
		const config = caddySite({
			base: '/profiles/',
			root: '/srv/dist',
			listen: 'http://127.0.0.1:8080',
		});
		expect(config).toContain('http://127.0.0.1:8080 {\n\troot * /srv/dist\n');
		expect(config).toContain(
			'\t@area1 path /profiles/v1/*\n\theader @area1 {\n\t\tContent-Type "application/json; charset=utf-8"\n',
		);
		expect(config).toContain('\t\t}\n\t\terror @encodedSeparator 404\n\t\tfile_server\n\t}\n');
		expect(config).toContain('\theader {\n\t\tX-Content-Type-Options "nosniff"\n\t}\n');
		expect(config).toContain(
			'\t\t@notFound1 path /profiles/v1/*\n\t\thandle @notFound1 {\n\t\t\trewrite * /v1/404.json\n',
		);
		expect(config).toContain(
			'\t\t@notFound4 path /profiles/*\n\t\thandle @notFound4 {\n\t\t\trewrite * /404.html\n',
		);
		expect(config).toContain(
			'\t\t@notFound0 path /profiles/v1/members/*\n\t\thandle @notFound0 {\n\t\t\trewrite * /v1/members/404.json\n',
		);
		expect(config).toContain(
			'\t\t@notFound3 path /profiles/api/v1/*\n\t\thandle @notFound3 {\n\t\t\trewrite * /api/v1/404.json\n',
		);
	});

	test("returns the member rewrites in order inside the base block, and their 404 documents before the areas'", () => {
		const config = caddySite({
			base: '/profiles/',
			root: '/srv/dist',
			listen: 'http://127.0.0.1:8080',
		});
		expect(config).toContain(
			'\thandle_path /profiles/* {\n\t\troute {\n\t\t\t# no user: index is a name hosts take as their own\n\t\t\t@rewrite0 path_regexp rewrite0 ^/v1/users/index$\n\t\t\trewrite @rewrite0 /v1/no-user.json\n',
		);
		expect(config).toContain(
			"\t\t\t# a user's members\n\t\t\t@rewrite2 path_regexp rewrite2 ^/v1/users/(?P<user>[A-Za-z0-9_.-]+)/members$\n\t\t\trewrite @rewrite2 /v1/user-members/{re.rewrite2.user}/index.json\n",
		);
		expect(config).toContain(
			'\t\t\t@rewrite8 path_regexp rewrite8 ^/v1/users/(?P<user>[A-Za-z0-9_.-]+)/members/(?P<member>[A-Za-z0-9_.-]+)$\n\t\t\trewrite @rewrite8 /v1/user-members/{re.rewrite8.user}/{re.rewrite8.member}\n',
		);
		expect(config).toContain(
			[
				'\t\t@missing8 {',
				'\t\t\tpath_regexp missing8 ^/profiles/v1/users/(?P<user>[A-Za-z0-9_.-]+)/members/(?P<member>[^/]+)$',
				'\t\t\tnot expression {http.request.orig_uri}.matches("(?i)%2f|%5c")',
				'\t\t}',
				'\t\thandle @missing8 {',
				// A known user (its file, never a .json copy) gets the member APIError, else the area's.
				'\t\t\trewrite * /v1/users/{re.missing8.user}',
				'\t\t\t@missing8Found {',
				'\t\t\t\tfile',
				'\t\t\t\tnot vars_regexp {re.missing8.user} \\.json$',
				'\t\t\t}',
				'\t\t\thandle @missing8Found {',
				'\t\t\t\trewrite * /v1/members/404.json',
				'\t\t\t\tfile_server',
				'\t\t\t}',
				'\t\t\thandle {',
				'\t\t\t\trewrite * /v1/404.json',
				'\t\t\t\tfile_server',
				'\t\t\t}',
				'\t\t}',
				// The pronouns.cc shape's rewrites follow (9 and 10 answer no user).
				'\t\t@missing11 {',
			].join('\n'),
		);
		// A known user's list without a file: the empty list, with 200.
		expect(config).toContain(
			[
				'\t\t\thandle @missing2Found {',
				'\t\t\t\trewrite * /v1/no-members.json',
				'\t\t\t\tfile_server {',
				'\t\t\t\t\tstatus 200',
				'\t\t\t\t}',
				'\t\t\t}',
			].join('\n'),
		);
		expect(config).toContain(
			'@encodedSeparator expression {http.request.orig_uri}.matches("(?i)%2f|%5c")',
		);
	});

	test('answers an encoded separator in a member ref, as sent, with the JSON member APIError before any other error', () => {
		const config = caddySite({ base: '/profiles/', root: '/srv/dist', listen: 'x' });
		expect(config).toContain(
			[
				'\thandle_errors {',
				'\t\t@encoded8 vars_regexp encoded8 {http.request.orig_uri} (?i)^/profiles/v1/users/(?P<user>[A-Za-z0-9_.-]+)/members/[^/?]*(?:%2f|%5c)[^/?]*(?:\\?.*)?$',
				'\t\thandle @encoded8 {',
				'\t\t\theader Content-Type "application/json; charset=utf-8"',
				'\t\t\theader Access-Control-Allow-Origin "*"',
				'\t\t\theader Cache-Control "public, max-age=60, must-revalidate"',
				'\t\t\trewrite * /v1/users/{re.encoded8.user}',
			].join('\n'),
		);
		// One for each API's member rewrite.
		expect(config.match(/@encoded\d+ vars_regexp/g)).toHaveLength(2);
		expect(config).toContain(
			'\t\t@encoded17 vars_regexp encoded17 {http.request.orig_uri} (?i)^/profiles/api/v1/users/',
		);
	});
});

describe('vercelJson', () => {
	test("returns header routes, then the filesystem, then the rewrites, then each area's 404 document, under the base", () => {
		const { routes } = JSON.parse(vercelJson('/my.profiles')) as {
			routes: Record<string, unknown>[];
		};
		/** The rewrites of the API under `root`: v1/, then the same for api/v1/. */
		const apiRewrites = (root: string) => {
			const ref = (name: string) =>
				`^/my\\.profiles/${root}/users/([A-Za-z0-9_.-]+)/members/${name}$`;
			const at = `/my.profiles/${root}`;
			const src = `^/my\\.profiles/${root}`;
			return [
				[`${src}/users/index$`, `${at}/no-user.json`, undefined, true],
				[`${src}/users/([A-Za-z0-9_.-]+)/$`, `${at}/no-user.json`, undefined, true],
				[
					`${src}/users/([A-Za-z0-9_.-]+)/members$`,
					`${at}/user-members/$1/index.json`,
					undefined,
					true,
				],
				...['index\\.json', '404\\.html', '', '404', 'index'].flatMap((name) => [
					[ref(name), `${at}/user-members/$1/no-member.json`, undefined, true],
					[ref(name), `${at}/user-members/$1/404.html`, 404, true],
				]),
				[ref('([A-Za-z0-9_.-]+)'), `${at}/user-members/$1/$2`, undefined, true],
				[ref('([A-Za-z0-9_.-]+)'), `${at}/user-members/$1/404.html`, 404, true],
			];
		};
		expect(
			routes.map((route) => [
				route['src'],
				route['dest'],
				route['status'],
				route['handle'] ?? route['check'],
			]),
		).toEqual([
			['^/my\\.profiles/v1/.*$', undefined, undefined, undefined],
			['^/my\\.profiles/api/v1/.*$', undefined, undefined, undefined],
			['^/.*$', undefined, undefined, undefined],
			[undefined, undefined, undefined, 'filesystem'],
			...apiRewrites('v1'),
			...apiRewrites('api/v1'),
			['^/my\\.profiles/v1/members/.*$', '/my.profiles/v1/members/404.json', 404, undefined],
			['^/my\\.profiles/v1/.*$', '/my.profiles/v1/404.json', 404, undefined],
			[
				'^/my\\.profiles/api/v1/members/.*$',
				'/my.profiles/api/v1/members/404.json',
				404,
				undefined,
			],
			['^/my\\.profiles/api/v1/.*$', '/my.profiles/api/v1/404.json', 404, undefined],
			['^/my\\.profiles/.*$', '/my.profiles/404.html', 404, undefined],
		]);
		expect(routes[0]).toMatchObject({
			headers: { 'Access-Control-Allow-Origin': '*' },
			continue: true,
		});
		expect(routes[1]).toEqual({ ...routes[0], src: '^/my\\.profiles/api/v1/.*$' });
		expect(routes[2]).toEqual({
			src: '^/.*$',
			headers: { 'X-Content-Type-Options': 'nosniff' },
			continue: true,
		});
	});

	test('returns rewrite expressions that take the paths they are for and no other', () => {
		const { routes } = JSON.parse(vercelJson('/')) as {
			routes: { src?: string; dest?: string; status?: number }[];
		};
		const rewrite = (path: string) =>
			routes.find(
				(route) => route.dest && !route.status && route.src && new RegExp(route.src).test(path),
			)?.dest;
		expect(rewrite('/v1/users/kit/members')).toBe('/v1/user-members/$1/index.json');
		expect(rewrite('/v1/users/kit/members/404.html')).toBe('/v1/user-members/$1/no-member.json');
		expect(rewrite('/v1/users/kit/members/juniper')).toBe('/v1/user-members/$1/$2');
		expect(rewrite('/v1/users/kit/members/juniper/x')).toBeUndefined();
		expect(rewrite('/api/v1/users/kit/members/juniper')).toBe('/api/v1/user-members/$1/$2');
		expect(rewrite('/api/v1/users/kit/members')).toBe('/api/v1/user-members/$1/index.json');
	});
});

describe('apacheSite', () => {
	const site = apacheSite({ base: '/profiles', root: '/srv/dist/' });
	const lines = site.split('\n');

	test('returns the alias and a folder that runs nothing and reads no .htaccess file', () => {
		expect(lines.slice(2, 17)).toEqual([
			'Alias /profiles/ "/srv/dist/"',
			'<Directory "/srv/dist">',
			'\t# Files only: no CGI, no server-side includes, no folder listings. mod_rewrite here',
			"\t# needs symlinks followed; the build writes none, and this follows only its owner's own.",
			'\tOptions SymLinksIfOwnerMatch',
			"\t# No .htaccess file is read, the build's included: one in the site could switch options and",
			"\t# handlers on (CGI, includes). The rules of the build's .htaccess files are in these sections.",
			'\tAllowOverride None',
			'\tRequire all granted',
			'\t<IfModule php_module>',
			'\t\tphp_admin_flag engine off',
			'\t</IfModule>',
			'\t<IfModule php7_module>',
			'\t\tphp_admin_flag engine off',
			'\t</IfModule>',
		]);
		expect(lines.slice(-2)).toEqual(['AllowEncodedSlashes NoDecode', '']);
	});

	test('lets nothing be overridden and turns no option on (issue 31: Options=ExecCGI let a .htaccess switch CGI on)', () => {
		expect(lines.filter((line) => /AllowOverride/.test(line))).toEqual(['\tAllowOverride None']);
		expect(site).not.toMatch(/AllowOverrideList|Options\s+[^\n]*\+|Options=/);
		for (const line of lines.filter((one) => /^\s*Options /.test(one)))
			expect(line).toMatch(/^\s*Options (SymLinksIfOwnerMatch|-ExecCGI -Includes -Indexes)$/);
	});

	test("holds every rule of the build's .htaccess files, in the section of its folder", () => {
		for (const [prefix, rules] of apacheAreaRules('/profiles')) {
			const folder = prefix ? `/srv/dist/${prefix.slice(0, -1)}` : '/srv/dist';
			const start = lines.indexOf(`<Directory "${folder}">`);
			expect(start, folder).toBeGreaterThanOrEqual(0);
			const end = lines.indexOf('</Directory>', start);
			const section = lines.slice(start + 1, end);
			expect(section.slice(-rules.length)).toEqual(rules.map((rule) => `\t${rule}`));
		}
	});
});
