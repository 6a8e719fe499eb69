import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { normalizeBase } from '../../addresses/urls.ts';
import { hostFiles } from '../../hosting/host-files.ts';
import { DEPLOY_DEFAULTS, deployConfigs } from '../../hosting/server-configs.ts';
import { readBuildRecord } from '../../publish/build-record.ts';
import { escapeText } from '../../utils/escape.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs, UsageError } from '../parse-args.ts';

export const usage = `Usage: staticnouns deploy-configs [--out deploy] [--base <path>] [--address <host>]
                                  [--root <folder>] [--listen <port>] [--host-files]

Writes the server configs for this site into --out (default deploy/):
nginx.conf (a server block), Caddyfile (a site block), apache.conf (the part
of a vhost that lets the build's .htaccess files work) and vercel.json, each
answering the pages and the v1 API as the build's own host files do.

--base <path>     the path the site is served under: default BASE_PATH, else
                  the one dist/ was built for, else /
--address <host>  Caddy's site address: default the host name of SITE_URL,
                  else ${DEPLOY_DEFAULTS.caddyAddress}
--root <folder>   the built site (dist/) on the server: default this
                  project's dist/
--listen <port>   nginx's listen: default ${DEPLOY_DEFAULTS.nginxListen}
--host-files      also write the files the build puts in dist/ for hosts that
                  read them (_headers, _redirects, .htaccess, the 404 copies)
                  under <out>/host-files/

Where each file goes: the deploy guide, in a site that installed staticnouns
at node_modules/staticnouns/docs/guides/deploy.md.`;

/** What a server config may hold unquoted (nginx and Caddy read it as it is), and the rule. */
const SAFE = {
	root: [/^\/[\w./@+-]*$/, 'an absolute path of letters, digits and . _ - / @ +'],
	listen: [/^[\w.:[\]]+$/, 'a port, or an address and port such as 127.0.0.1:8080'],
	address: [
		/^(https?:\/\/)?[\w.-]+(:\d+)?$|^(https?:\/\/)?\[[\d:a-f]+\](:\d+)?$/i,
		'a host name, optionally with http:// or https:// and a port',
	],
	base: [/^\/([\w.~-]+\/)*$/, 'a path of letters, digits and . _ - ~ such as /profiles'],
} as const;

export async function run(
	args: string[],
	{ stdout, cwd, root, env }: CommandContext,
): Promise<number> {
	const { values } = parseCommandArgs(args, {
		out: { type: 'string', default: 'deploy' },
		base: { type: 'string' },
		address: { type: 'string' },
		root: { type: 'string' },
		listen: { type: 'string', default: DEPLOY_DEFAULTS.nginxListen },
		'host-files': { type: 'boolean', default: false },
	});
	const record = await readBuildRecord(resolve(root, 'dist'));
	const base = normalizeBase(values.base ?? (env['BASE_PATH'] || record?.base || '/'));
	const address = values.address ?? siteHost(env['SITE_URL']) ?? DEPLOY_DEFAULTS.caddyAddress;
	const served = values.root ?? resolve(root, 'dist');
	const options = { base, root: served, listen: values.listen, address };
	for (const [name, value] of Object.entries(options)) {
		const [pattern, rule] = SAFE[name as keyof typeof SAFE];
		if (!pattern.test(value))
			throw new UsageError(`--${name} "${value}" cannot go into a server config: ${rule}`);
	}
	const out = resolve(cwd, values.out);
	const files = deployConfigs({
		base,
		root: served,
		nginxListen: values.listen,
		caddyAddress: address,
	});
	if (values['host-files'])
		for (const [path, body] of hostFiles(base)) files.set(`host-files/${path}`, body);
	for (const [name, body] of files) {
		const path = join(out, name);
		await mkdir(dirname(path), { recursive: true });
		await writeFile(path, body);
		stdout.write(`wrote ${escapeText(relative(cwd, path))}\n`);
	}
	stdout.write(`for the base path ${base}, served from ${served}, at ${escapeText(address)}\n`);
	return 0;
}

/** SITE_URL's host, as Caddy's address (https is Caddy's default; http is said). */
function siteHost(site: string | undefined): string | undefined {
	if (!site) return undefined;
	try {
		const url = new URL(site);
		return url.protocol === 'http:' ? `http://${url.host}` : url.host;
	} catch {
		throw new UsageError(
			`SITE_URL "${site}" is not an address such as https://profiles.example.org`,
		);
	}
}
