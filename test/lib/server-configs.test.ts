import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deployConfigs } from '../../scripts/deploy-configs.ts';
import { caddySite, DEPLOY_DEFAULTS, nginxServer, vercelJson } from '../../src/lib/server-configs.ts';
import { ROOT } from '../helpers/run.ts';

describe('deployConfigs', () => {
	test.each(['nginx.conf', 'Caddyfile', 'vercel.json'])('returns exactly the committed deploy/%s (run npm run deploy-configs after changing the rules)', async (name) => {
		expect(await readFile(join(ROOT, 'deploy', name), 'utf8')).toBe(deployConfigs(DEPLOY_DEFAULTS).get(name));
	});
});

describe('nginxServer', () => {
	test('returns locations under the base path, each with its 404 document and an exact location for it', () => {
		const config = nginxServer({ base: '/profiles', root: '/srv/dist', listen: '127.0.0.1:8080' });
		expect(config).toContain('\tlisten 127.0.0.1:8080;\n');
		expect(config).toContain('\tlocation /profiles/v1/ {\n\t\talias /srv/dist/v1/;\n\t\ttypes { }\n\t\tdefault_type "application/json; charset=utf-8";\n');
		expect(config).toContain('\t\terror_page 403 404 =404 /profiles/v1/404.json;\n');
		expect(config).toContain('\tlocation = /profiles/v1/404.json {\n\t\talias /srv/dist/v1/404.json;\n');
		expect(config).toContain('\tlocation /profiles/ {\n\t\talias /srv/dist/;\n\t\terror_page 403 404 =404 /profiles/404.html;\n');
		expect(config).toContain('\t\tif ($request_uri ~* "%2f|%5c") { return 404; }\n');
	});
});

describe('caddySite', () => {
	test('returns a site that strips the base path and answers each area\'s 404 document', () => {
		const config = caddySite({ base: '/profiles/', root: '/srv/dist', listen: 'http://127.0.0.1:8080' });
		expect(config).toContain('http://127.0.0.1:8080 {\n\troot * /srv/dist\n');
		expect(config).toContain('\t@area0 path /profiles/v1/*\n\theader @area0 {\n\t\tContent-Type "application/json; charset=utf-8"\n');
		expect(config).toContain('\thandle_path /profiles/* {\n\t\terror @encodedSeparator 404\n\t\tfile_server\n\t}\n');
		expect(config).toContain('\t\t@notFound0 path /profiles/v1/*\n\t\thandle @notFound0 {\n\t\t\trewrite * /v1/404.json\n');
		expect(config).toContain('\t\t@notFound1 path /profiles/*\n\t\thandle @notFound1 {\n\t\t\trewrite * /404.html\n');
	});
});

describe('vercelJson', () => {
	test('returns header routes, then the filesystem, then each area\'s 404 document, under the base', () => {
		const { routes } = JSON.parse(vercelJson('/my.profiles')) as { routes: Record<string, unknown>[] };
		expect(routes.map((route) => [route['src'], route['dest'], route['status'], route['handle']])).toEqual([
			['^/my\\.profiles/v1/.*$', undefined, undefined, undefined],
			[undefined, undefined, undefined, 'filesystem'],
			['^/my\\.profiles/v1/.*$', '/my.profiles/v1/404.json', 404, undefined],
			['^/my\\.profiles/.*$', '/my.profiles/404.html', 404, undefined],
		]);
		expect(routes[0]).toMatchObject({ headers: { 'Access-Control-Allow-Origin': '*' }, continue: true });
	});
});
