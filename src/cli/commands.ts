import type { Writable } from 'node:stream';

/** What a command may use: its streams, directory and environment. */
export interface CommandContext {
	stdout: Writable;
	stderr: Writable;
	cwd: string;
	env: NodeJS.ProcessEnv;
}

export interface CommandModule {
	usage: string;
	/** Returns the exit code, or -1 for a command that keeps running (a server). */
	run: (args: string[], context: CommandContext) => Promise<number>;
}

/** Every command, loaded on demand so `--help` stays fast. */
export const COMMANDS = {
	check: { summary: 'validate every profile without building', load: () => import('./commands/check.ts') },
	preview: { summary: 'serve dist/ like the static hosts do, API included', load: () => import('./commands/preview.ts') },
} satisfies Record<string, { summary: string; load: () => Promise<CommandModule> }>;

export type CommandName = keyof typeof COMMANDS;
