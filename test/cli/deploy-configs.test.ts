/**
 * `staticnouns deploy-configs`: a site's own server configs, for its base
 * path and address; and every command's answer to --help and to an option
 * it does not know: its usage, never a stack trace.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { COMMANDS } from '../../src/cli/commands.ts';
import { deployConfigs } from '../../src/hosting/server-configs.ts';
import { cli } from '../helpers/cli.ts';

const temp = mkdtempSync(join(tmpdir(), 'staticnouns-deploy-configs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('staticnouns deploy-configs', () => {
	test("writes the four configs for the site's base path, address and dist/", async () => {
		const out = join(temp, 'a');
		const result = await cli(['deploy-configs', '--out', out, '--root', '/var/www/p/dist'], {
			env: { BASE_PATH: '/profiles', SITE_URL: 'https://we.example.org' },
		});
		expect(result.code).toBe(0);
		expect(result.stdout.split('\n').slice(-2)).toEqual([
			'for the base path /profiles/, served from /var/www/p/dist, at we.example.org',
			'',
		]);
		const expected = deployConfigs({
			base: '/profiles/',
			root: '/var/www/p/dist',
			nginxListen: '80',
			caddyAddress: 'we.example.org',
		});
		expect(readdirSync(out).sort()).toEqual([...expected.keys()].sort());
		for (const [name, body] of expected) expect(readFileSync(join(out, name), 'utf8')).toBe(body);
		expect(readFileSync(join(out, 'Caddyfile'), 'utf8')).toContain('we.example.org {');
		expect(readFileSync(join(out, 'nginx.conf'), 'utf8')).toContain('location ^~ /profiles/v1/ {');
	});

	test('writes the host files the build writes, with --host-files', async () => {
		const out = join(temp, 'b');
		expect((await cli(['deploy-configs', '--out', out, '--host-files', '--base', '/p'])).code).toBe(
			0,
		);
		expect(readFileSync(join(out, 'host-files/_redirects'), 'utf8')).toContain('/p/v1/*');
		expect(readFileSync(join(out, 'host-files/v1/.htaccess'), 'utf8')).toContain(
			'ErrorDocument 404 /p/v1/404.json',
		);
	});

	test.each([
		[
			['--root', '/srv/x; return 200'],
			'--root "/srv/x; return 200" cannot go into a server config: an absolute path of letters, digits and . _ - / @ +',
		],
		[
			['--address', 'a.org {\n}'],
			'--address "a.org {\\n}" cannot go into a server config: a host name, optionally with http:// or https:// and a port',
		],
		[
			['--listen', '80; include /etc'],
			'--listen "80; include /etc" cannot go into a server config: a port, or an address and port such as 127.0.0.1:8080',
		],
		[
			['--base', '/a b/'],
			'--base "/a b/" cannot go into a server config: a path of letters, digits and . _ - ~ such as /profiles',
		],
	])('refuses %j with the rule, writing nothing', async (args, message) => {
		const out = join(temp, 'refused');
		const result = await cli(['deploy-configs', '--out', out, ...args]);
		expect(result.code).toBe(2);
		expect(result.stderr.split('\n')[0]).toBe(`staticnouns deploy-configs: ${message}`);
		expect(() => readdirSync(out)).toThrow();
	});
});

describe('every command', () => {
	test.each(Object.keys(COMMANDS))('%s answers --help with its usage', async (name) => {
		const result = await cli([name, '--help']);
		expect([result.code, result.stderr]).toEqual([0, '']);
		expect(result.stdout).toMatch(new RegExp(`^Usage: staticnouns ${name}\\b`));
	});

	test.each(Object.keys(COMMANDS))(
		'%s answers an unknown option with its usage, exit 2',
		async (name) => {
			const result = await cli([name, '--no-such-option'], { cwd: temp });
			expect(result.code).toBe(2);
			expect(result.stdout).toBe('');
			expect(result.stderr).toMatch(
				new RegExp(
					`^staticnouns ${name}: Unknown option '--no-such-option'\\n\\nUsage: staticnouns ${name}\\b`,
				),
			);
			expect(result.stderr).not.toMatch(/\n\s+at /);
		},
	);
});
