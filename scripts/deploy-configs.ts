/**
 * Writes the server configs of deploy/ (nginx, Caddy, Vercel, Apache) from the one
 * description in src/addresses/host-areas.ts. Without options it writes deploy/ as
 * committed; for your own server pass its values:
 *
 *   BASE_PATH=/profiles npm run deploy-configs -- --root /var/www/profiles --listen 8080 --address
 *   www.example.org --out my-configs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
	apacheSite,
	caddySite,
	DEPLOY_DEFAULTS,
	nginxServer,
	vercelJson,
} from '../src/hosting/server-configs.ts';

/**
 * The deploy/ files for the given server, file name to content.
 *
 * @example
 * deployConfigs(DEPLOY_DEFAULTS).get('nginx.conf') // 'server {...'
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

if (import.meta.main) {
	const { values } = parseArgs({
		options: {
			root: { type: 'string', default: DEPLOY_DEFAULTS.root },
			listen: { type: 'string', default: DEPLOY_DEFAULTS.nginxListen },
			address: { type: 'string', default: DEPLOY_DEFAULTS.caddyAddress },
			out: { type: 'string', default: join(import.meta.dirname, '../deploy') },
		},
	});
	const out = resolve(values.out);
	await mkdir(out, { recursive: true });
	for (const [name, body] of deployConfigs({
		base: process.env['BASE_PATH'] || DEPLOY_DEFAULTS.base,
		root: values.root,
		nginxListen: values.listen,
		caddyAddress: values.address,
	})) {
		await writeFile(join(out, name), body);
		process.stdout.write(`wrote ${join(values.out, name)}\n`);
	}
}
