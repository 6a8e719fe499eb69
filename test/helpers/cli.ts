/**
 * Running the CLI in tests. `cli` runs it in this process through runCli,
 * the function `npx staticnouns` itself calls (src/cli/index.ts), with
 * streams of its own: the same output and exit code without a process of
 * 0.7-2 s of CPU. `spawnCli` starts bin/staticnouns.mjs as a user would,
 * for the tests where the process is the point: the Node version check in
 * bin/, exit codes, a hang that must be killed, a folder deleted under it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { runCli } from '../../src/cli/run.ts';
import { cleanEnv, ROOT } from './run.ts';

export interface CliOptions {
	/** Where the command runs (default: the repository root). */
	cwd?: string;
	/** Added to the environment a user's shell would give it (see cleanEnv). */
	env?: Record<string, string>;
	/** Standard input (default: empty). */
	input?: string;
}

export interface CliResult {
	code: number | null;
	stdout: string;
	stderr: string;
}

/** A stream that keeps what is written to it, as text. */
function collector(): { stream: Writable; text: () => string } {
	const chunks: Buffer[] = [];
	const stream = new Writable({
		write(chunk: Buffer | string, _encoding, done) {
			chunks.push(Buffer.from(chunk));
			done();
		},
	});
	return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * Runs a command line in this process, as `npx staticnouns` would in `cwd`
 * with `env`. Not for commands that keep running (preview without an error
 * returns -1 with its server still listening) nor for input that could hang
 * the process (a FIFO read): use spawnCli with a timeout there.
 *
 * @example
 * const { code, stdout } = await cli(['check'], { cwd: project.dir });
 * // code 0, stdout '1 profile is valid.\n'
 */
export async function cli(args: string[], options: CliOptions = {}): Promise<CliResult> {
	const stdout = collector();
	const stderr = collector();
	const stdin = new PassThrough();
	stdin.end(options.input ?? '');
	const code = await runCli(args, {
		stdin,
		stdout: stdout.stream,
		stderr: stderr.stream,
		cwd: options.cwd ?? ROOT,
		env: cleanEnv(options.env),
	});
	return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Runs the CLI as `npx staticnouns` would, in a process of its own, with the project's Node. */
export function spawnCli(
	args: string[],
	options: CliOptions & { timeout?: number } = {},
): CliResult {
	const result = spawnSync(process.execPath, [join(ROOT, 'bin/staticnouns.mjs'), ...args], {
		cwd: options.cwd ?? ROOT,
		env: cleanEnv(options.env),
		input: options.input ?? '',
		encoding: 'utf8',
		// A hang (a FIFO read) must fail the test, not stall the run: spawnSync blocks vitest's own
		// timeout.
		timeout: options.timeout ?? 0,
	});
	return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
