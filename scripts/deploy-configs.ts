/**
 * `npm run deploy-configs`: this repository's deploy/, the configs
 * `staticnouns deploy-configs` writes for DEPLOY_DEFAULTS (a test keeps
 * them current). Options after `--` go to the command, e.g.
 *
 *   npm run deploy-configs -- --base /profiles --root /var/www/profiles --out my-configs
 *   npm run deploy-configs -- --help
 */
import { join } from 'node:path';
import { runCli } from '../src/cli/run.ts';
import { DEPLOY_DEFAULTS } from '../src/hosting/server-configs.ts';

process.exitCode = await runCli(
	[
		'deploy-configs',
		...['--out', join(import.meta.dirname, '../deploy')],
		...['--base', process.env['BASE_PATH'] || DEPLOY_DEFAULTS.base],
		...['--root', DEPLOY_DEFAULTS.root],
		...['--address', DEPLOY_DEFAULTS.caddyAddress],
		...process.argv.slice(2),
	],
	{ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env },
);
