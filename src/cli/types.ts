/**
 * What every command shares, in a module that imports nothing of the CLI:
 * commands.ts loads the commands and each command uses these types, so
 * keeping them here leaves no import cycle between the two.
 */
import type { Readable, Writable } from 'node:stream';

/** What a command may use: its streams, directory and environment. */
export interface CommandContext {
	stdin: Readable;
	stdout: Writable;
	stderr: Writable;
	/** Where the user stands: paths they type are relative to it. */
	cwd: string;
	/**
	 * The project's top folder (see findProjectRoot): content/, dist/, .github/ and the paths
	 * printed are relative to it.
	 */
	root: string;
	env: NodeJS.ProcessEnv;
}

export interface CommandModule {
	usage: string;
	/** Returns the exit code, or -1 for a command that keeps running (a server). */
	run: (args: string[], context: CommandContext) => Promise<number>;
	/**
	 * False for a command that makes a project (init) instead of working in the one around the user:
	 * no project root is looked for.
	 */
	inProject?: boolean;
}
