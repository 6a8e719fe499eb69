import type { Readable, Writable } from 'node:stream';

/** What a command may use: its streams, directory and environment. */
export interface CommandContext {
	stdin: Readable;
	stdout: Writable;
	stderr: Writable;
	/** Where the user stands: paths they type are relative to it. */
	cwd: string;
	/** The project's top folder (see findProjectRoot): content/, dist/, .github/ and the paths printed are relative to it. */
	root: string;
	env: NodeJS.ProcessEnv;
}

export interface CommandModule {
	usage: string;
	/** Returns the exit code, or -1 for a command that keeps running (a server). */
	run: (args: string[], context: CommandContext) => Promise<number>;
}

/** Every command, loaded on demand so `--help` stays fast. */
export const COMMANDS = {
	new: { summary: 'write content/users/<name>.md with a fresh ID', load: () => import('./commands/new.ts') },
	check: { summary: 'validate every profile without building (--base <ref>: against git history)', load: () => import('./commands/check.ts') },
	import: { summary: 'write the profile file for a v1 User JSON (<file> or -)', load: () => import('./commands/import.ts') },
	owners: { summary: 'write .github/CODEOWNERS from the profiles\' owners', load: () => import('./commands/owners.ts') },
	schema: { summary: 'write the JSON Schemas for editors and clients', load: () => import('./commands/schema.ts') },
	preview: { summary: 'serve dist/ like the static hosts do, API included', load: () => import('./commands/preview.ts') },
} satisfies Record<string, { summary: string; load: () => Promise<CommandModule> }>;

export type CommandName = keyof typeof COMMANDS;
