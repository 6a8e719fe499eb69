#!/usr/bin/env node
/**
 * The staticnouns command line: the process's streams, folder and
 * environment handed to runCli (run.ts), which dispatches to the commands.
 */
import { runCli } from './run.ts';

const code = await runCli(process.argv.slice(2), {
	stdin: process.stdin,
	stdout: process.stdout,
	stderr: process.stderr,
	env: process.env,
});
// A server command (preview) returns -1: the process lives on while it serves.
if (code >= 0) process.exitCode = code;
