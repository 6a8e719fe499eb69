import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deployConfigs } from '../../scripts/deploy-configs.ts';
import { apacheSite, caddySite, DEPLOY_DEFAULTS, nginxServer, vercelJson } from '../../src/hosting/server-configs.ts';
import { ROOT } from '../helpers/run.ts';

describe('deployConfigs', () => {
	test.each(['nginx.conf', 'Caddyfile', 'vercel.json', 'apache.conf'])('returns exactly the committed deploy/%s (run npm run deploy-configs after changing the rules)', async (name) => {
		expect(await readFile(join(ROOT, 'deploy', name), 'utf8')).toBe(deployConfigs(DEPLOY_DEFAULTS).get(name));
	});
});

describe('nginxServer', () => {
	test('returns locations under the base path, each with its 404 document and an exact location for it', () => {
		const config = nginxServer({ base: '/profiles', root: '/srv/dist', listen: '127.0.0.1:8080' });
		expect(config).toContain('\tlisten 127.0.0.1:8080;\n');
		expect(config).toContain('\tlocation ^~ /profiles/v1/ {\n\t\talias /srv/dist/v1/;\n\t\ttypes { }\n\t\tdefault_type "application/json; charset=utf-8";\n');
		expect(config).toContain('\t\terror_page 403 404 =404 /profiles/v1/404.json;\n');
		expect(config).toContain('\tlocation = /profiles/v1/404.json {\n\t\talias /srv/dist/v1/404.json;\n');
		expect(config).toContain('\tlocation ^~ /profiles/ {\n\t\talias /srv/dist/;\n\t\tadd_header X-Content-Type-Options "nosniff" always;\n\t\terror_page 403 404 =404 /profiles/404.html;\n');
		expect(config).toContain('\t\tif ($request_uri ~* "%2f|%5c") { return 404; }\n');
	});

	test('sends nosniff from the server and from every location, as a location with add_header inherits none', () => {
		const config = nginxServer({ base: '/', root: '/srv/dist', listen: '80' });
		expect(config.match(/add_header X-Content-Type-Options "nosniff" always;/g)).toHaveLength(5);
		expect(config).toContain('\tlisten 80;\n\tadd_header X-Content-Type-Options "nosniff" always;\n');
	});

	test('keeps regex locations (a PHP handler added to the server) away from the site with ^~', () => {
		const config = nginxServer({ base: '/', root: '/srv/dist', listen: '80' });
		expect(config.match(/^\tlocation (?!=)\S+/gm)).toEqual(['\tlocation ^~', '\tlocation ^~']);
	});
});

describe('caddySite', () => {
	test('returns a site that strips the base path and answers each area\'s 404 document', () => {
		const config = caddySite({ base: '/profiles/', root: '/srv/dist', listen: 'http://127.0.0.1:8080' });
		expect(config).toContain('http://127.0.0.1:8080 {\n\troot * /srv/dist\n');
		expect(config).toContain('\t@area0 path /profiles/v1/*\n\theader @area0 {\n\t\tContent-Type "application/json; charset=utf-8"\n');
		expect(config).toContain('\thandle_path /profiles/* {\n\t\terror @encodedSeparator 404\n\t\tfile_server\n\t}\n');
		expect(config).toContain('\theader {\n\t\tX-Content-Type-Options "nosniff"\n\t}\n');
		expect(config).toContain('\t\t@notFound0 path /profiles/v1/*\n\t\thandle @notFound0 {\n\t\t\trewrite * /v1/404.json\n');
		expect(config).toContain('\t\t@notFound1 path /profiles/*\n\t\thandle @notFound1 {\n\t\t\trewrite * /404.html\n');
	});
});

describe('vercelJson', () => {
	test('returns header routes, then the filesystem, then each area\'s 404 document, under the base', () => {
		const { routes } = JSON.parse(vercelJson('/my.profiles')) as { routes: Record<string, unknown>[] };
		expect(routes.map((route) => [route['src'], route['dest'], route['status'], route['handle']])).toEqual([
			['^/my\\.profiles/v1/.*$', undefined, undefined, undefined],
			['^/.*$', undefined, undefined, undefined],
			[undefined, undefined, undefined, 'filesystem'],
			['^/my\\.profiles/v1/.*$', '/my.profiles/v1/404.json', 404, undefined],
			['^/my\\.profiles/.*$', '/my.profiles/404.html', 404, undefined],
		]);
		expect(routes[0]).toMatchObject({ headers: { 'Access-Control-Allow-Origin': '*' }, continue: true });
		expect(routes[1]).toEqual({ src: '^/.*$', headers: { 'X-Content-Type-Options': 'nosniff' }, continue: true });
	});
});

describe('apacheSite', () => {
	test('returns the alias and a folder that runs nothing and lets the .htaccess files switch options off', () => {
		expect(apacheSite({ base: '/profiles', root: '/srv/dist/' }).split('\n').slice(2)).toEqual([
			'Alias /profiles/ "/srv/dist/"',
			'<Directory "/srv/dist">',
			'\t# Files only: no CGI, no server-side includes, no folder listings, no symlinks followed.',
			'\tOptions None',
			"\t# The build's .htaccess files set the API's type, headers and 404s, and may only switch these options off.",
			'\tAllowOverride FileInfo Options=ExecCGI,Includes,IncludesNOEXEC,Indexes',
			'\tRequire all granted',
			'\t<IfModule php_module>',
			'\t\tphp_admin_flag engine off',
			'\t</IfModule>',
			'\t<IfModule php7_module>',
			'\t\tphp_admin_flag engine off',
			'\t</IfModule>',
			'</Directory>',
			'# Apache\'s default, spelled out: %2F in a path is a plain 404, so "sam%2F..%2Frobin" reaches nobody.',
			'AllowEncodedSlashes Off',
			'',
		]);
	});
});
