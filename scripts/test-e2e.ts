/**
 * `npm run test:e2e`: the e2e tier's three Vitest projects (vitest.config.ts) side by side, each
 * one file at a time. e2e builds with Astro in this folder (its builds share .astro/.prerender);
 * e2e-site builds the sites it looks at inside it, apart (test/helpers/browser.ts buildSite), then
 * drives Chromium; e2e-packed installs the packed package into folders of its own and waits mostly
 * on npm and the registry. With e2e-site's files in e2e, the tier took 1,146 s on 2 cores, one of
 * them idle for the last 494 (e2e-packed was done).
 *
 *   npm run test:e2e [-- vitest arguments, e.g. test/e2e/cli.test.ts]
 *
 * e2e's report streams as it runs; the others' are held and printed whole after it, so none
 * interleave. The exit code is the first failure's, else 0.
 */
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
// Given files, one project may hold none of them: that is no failure.
const filter = args.some((arg) => !arg.startsWith('-')) ? ['--passWithNoTests'] : [];

function vitest(project: string, held: boolean): Promise<{ code: number; output: string }> {
	const child = spawn('npx', ['vitest', 'run', '--project', project, ...filter, ...args], {
		stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
	});
	const chunks: Buffer[] = [];
	child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
	child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
	return new Promise((resolve) =>
		child.on('close', (code, signal) =>
			resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
		),
	);
}

const [built, site, packed] = await Promise.all([
	vitest('e2e', false),
	vitest('e2e-site', true),
	vitest('e2e-packed', true),
]);
process.stdout.write(`\n── e2e-site (ran beside e2e) ──\n${site.output}`);
process.stdout.write(`\n── e2e-packed (ran beside e2e) ──\n${packed.output}`);
process.exit(built.code || site.code || packed.code);
