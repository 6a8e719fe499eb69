#!/usr/bin/env node
/**
 * The staticnouns command line: the process's streams, folder and
 * environment handed to runCli (run.ts), which dispatches to the commands.
 */
import * as nodeModule from 'node:module';

// Node keeps the compiled code of the modules it loads (in the system's temporary folder, as
// Astro's own command does), so each run after the first starts about 0.5 s sooner; run.ts is
// imported after, as static imports load before this line runs.
nodeModule.enableCompileCache?.();
const { runCli } = await import('./run.ts');

const code = await runCli(process.argv.slice(2), {
	stdin: process.stdin,
	stdout: process.stdout,
	stderr: process.stderr,
	env: process.env,
});
// A server command (preview) returns -1: the process lives on while it serves.
if (code >= 0) process.exitCode = code;
