/**
 * `npm run test:e2e`: the e2e tier's two Vitest projects (vitest.config.ts) side by side. e2e
 * builds in this folder, a file per core (builds that several files read are made once:
 * sharedBuild); e2e-packed, one file at a time, installs the packed package into folders of its
 * own and waits mostly on npm and the registry. One after the other they took about 20 minutes on
 * 2 cores; side by side, the packed files' minutes hide under the builds'.
 *
 *   npm run test:e2e [-- vitest arguments, e.g. test/e2e/cli.test.ts]
 *
 * e2e's report streams as it runs; e2e-packed's is held and printed whole after it, so the two
 * never interleave. The exit code is the first failure's, else 0.
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

const [packed, built] = await Promise.all([vitest('e2e-packed', true), vitest('e2e', false)]);
process.stdout.write(`\n── e2e-packed (ran beside e2e) ──\n${packed.output}`);
process.exit(built.code || packed.code);
