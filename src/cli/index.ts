#!/usr/bin/env node
/**
 * The staticnouns command line. This file only dispatches: each command is a
 * module under commands/ that returns its exit code.
 */
import { COMMANDS, type CommandName } from './commands.ts';
import { UsageError } from './usage-error.ts';

const [name, ...args] = process.argv.slice(2);

function help(): string {
	const width = Math.max(...Object.keys(COMMANDS).map((key) => key.length));
	const lines = Object.entries(COMMANDS).map(([key, command]) => `  ${key.padEnd(width)}  ${command.summary}`);
	return ['Usage: staticnouns <command> [options]', '', 'Commands:', ...lines, '', 'Run "staticnouns <command> --help" for its options.'].join('\n');
}

async function main(): Promise<number> {
	if (!name || name === '--help' || name === '-h' || name === 'help') {
		process.stdout.write(`${help()}\n`);
		return name ? 0 : 2;
	}
	if (!Object.hasOwn(COMMANDS, name)) {
		process.stderr.write(`staticnouns: unknown command "${name}"\n\n${help()}\n`);
		return 2;
	}
	const command = COMMANDS[name as CommandName];
	const module = await command.load();
	try {
		return await module.run(args, { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), env: process.env });
	} catch (error) {
		if (error instanceof UsageError) {
			process.stderr.write(`staticnouns ${name}: ${error.message}\n\n${module.usage}\n`);
			return 2;
		}
		throw error;
	}
}

const code = await main();
// Commands that serve (preview) return undefined-like -1 to keep running.
if (code >= 0) process.exitCode = code;
