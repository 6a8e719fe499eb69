import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { cleanEnv, ROOT } from './run.ts';

/** Runs the CLI as `npx staticnouns` would, with the project's own Node. */
export function cli(args: string[], options: { cwd?: string; env?: Record<string, string>; input?: string; timeout?: number } = {}) {
	const result = spawnSync(process.execPath, [join(ROOT, 'bin/staticnouns.mjs'), ...args], {
		cwd: options.cwd ?? ROOT,
		env: cleanEnv(options.env),
		input: options.input ?? '',
		encoding: 'utf8',
		// A hang (a FIFO read) must fail the test, not stall the run: spawnSync blocks vitest's own timeout.
		timeout: options.timeout ?? 0,
	});
	return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
