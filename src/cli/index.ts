#!/usr/bin/env node
/**
 * The staticnouns command line. This file only dispatches: each command is a
 * module under commands/ that returns its exit code.
 */
import { relative } from 'node:path';
import { escapeText } from '../utils/escape.ts';
import { GitError } from '../authoring/git.ts';
import { COMMANDS, type CommandName } from './commands.ts';
import { findProjectRoot } from './project-root.ts';
import { UsageError } from './usage-error.ts';

const [name, ...args] = process.argv.slice(2);

function help(): string {
	const width = Math.max(...Object.keys(COMMANDS).map((key) => key.length));
	const lines = Object.entries(COMMANDS).map(([key, command]) => `  ${key.padEnd(width)}  ${command.summary}`);
	return ['Usage: staticnouns <command> [options]', '', 'Commands:', ...lines, '', 'Run "staticnouns <command> --help" for its options.'].join('\n');
}

async function main(): Promise<number> {
	if (!name) {
		process.stderr.write(`${help()}\n`);
		return 2;
	}
	if (name === '--help' || name === '-h' || name === 'help') {
		process.stdout.write(`${help()}\n`);
		return 0;
	}
	if (!Object.hasOwn(COMMANDS, name)) {
		process.stderr.write(`staticnouns: unknown command "${escapeText(name)}"\n\n${help()}\n`);
		return 2;
	}
	const command = COMMANDS[name as CommandName];
	const module = await command.load();
	if (args.includes('--help') || args.includes('-h')) {
		process.stdout.write(`${module.usage}\n`);
		return 0;
	}
	const cwd = process.cwd();
	const root = findProjectRoot(cwd);
	// Paths are printed relative to the project's top folder, as CI and the
	// pull request show them: say so when the user stands elsewhere.
	if (root !== cwd) process.stderr.write(`staticnouns: in the project at ${relative(cwd, root) || '.'} (${root}); paths are relative to it\n`);
	try {
		return await module.run(args, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, cwd, root, env: process.env });
	} catch (error) {
		if (error instanceof UsageError) {
			process.stderr.write(`staticnouns ${name}: ${escapeText(error.message)}\n\n${module.usage}\n`);
			return 2;
		}
		if (error instanceof GitError) {
			process.stderr.write(`staticnouns ${name}: ${escapeText(error.message)}\n`);
			return 2;
		}
		throw error;
	}
}

/**
 * Whatever a command did not expect (a bug, or a file system that fails in
 * a way no check foresaw) ends as one escaped line, never a stack trace:
 * the message may quote a file name from a pull request, and a trace in a
 * CI log is both noise and a place to forge lines. STATICNOUNS_DEBUG=1
 * shows the trace to whoever debugs it.
 */
function unexpected(error: unknown): number {
	if (process.env['STATICNOUNS_DEBUG']) {
		process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
	}
	const reason = (error instanceof Error ? error.message : String(error)).trim().split('\n')[0]!.slice(0, 500) || 'unknown error';
	process.stderr.write(`staticnouns${name ? ` ${escapeText(name)}` : ''}: unexpected error: ${escapeText(reason)}; this is a bug, please report it (set STATICNOUNS_DEBUG=1 for the details)\n`);
	return 2;
}

const code = await main().catch(unexpected);
// A server command (preview) returns -1: the process lives on while it serves.
if (code >= 0) process.exitCode = code;
