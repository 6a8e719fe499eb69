/**
 * The staticnouns command line as a function: what `npx staticnouns` runs
 * (index.ts gives it the process's streams, folder and environment), and
 * what the tests call in-process with streams of their own. Every command
 * gets its streams, folders and environment from the CommandContext, never
 * from `process`, so the two runs are the same.
 */
import { relative } from 'node:path';
import { escapeText } from '../utils/escape.ts';
import { GitError } from '../authoring/git.ts';
import { packageVersion } from '../authoring/starter.ts';
import { COMMANDS, type CommandName } from './commands.ts';
import { findProjectRoot } from './project-root.ts';
import type { CommandContext, CommandModule } from './types.ts';
import { UsageError } from './parse-args.ts';

/**
 * What runCli is given: a CommandContext without the project root, which it finds; `cwd` defaults
 * to the process's.
 */
type CliContext = Omit<CommandContext, 'root' | 'cwd'> & { cwd?: string | undefined };

function help(): string {
	const width = Math.max(...Object.keys(COMMANDS).map((key) => key.length));
	const lines = Object.entries(COMMANDS).map(
		([key, command]) => `  ${key.padEnd(width)}  ${command.summary}`,
	);
	return [
		'Usage: staticnouns <command> [options]',
		'',
		'Commands:',
		...lines,
		'',
		'Run "staticnouns <command> --help" for its options, "staticnouns --version" for the version.',
	].join('\n');
}

/**
 * Runs one command line and returns its exit code (-1: a server that keeps
 * running). Never throws: whatever a command did not expect ends as one
 * escaped line (see unexpected).
 *
 * @example
 * const code = await runCli(['check'], { stdin, stdout, stderr, cwd: '/srv/site', env: {} });
 */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
	const [name, ...args] = argv;
	const { stdout, stderr } = context;
	const main = async (): Promise<number> => {
		if (!name) {
			stderr.write(`${help()}\n`);
			return 2;
		}
		if (name === '--version' || name === '-v') {
			stdout.write(`${packageVersion()}\n`);
			return 0;
		}
		if (name === '--help' || name === '-h' || name === 'help') {
			stdout.write(`${help()}\n`);
			return 0;
		}
		if (!Object.hasOwn(COMMANDS, name)) {
			stderr.write(`staticnouns: unknown command "${escapeText(name)}"\n\n${help()}\n`);
			return 2;
		}
		const command = COMMANDS[name as CommandName];
		const module: CommandModule = await command.load();
		if (args.includes('--help') || args.includes('-h')) {
			stdout.write(`${module.usage}\n`);
			return 0;
		}
		// Inside the try: process.cwd() throws when the folder was deleted.
		const cwd = context.cwd ?? process.cwd();
		const root = module.inProject === false ? cwd : findProjectRoot(cwd);
		// Paths are printed relative to the project's top folder, as CI and the
		// pull request show them: say so when the user stands elsewhere.
		if (root !== cwd)
			stderr.write(
				`staticnouns: in the project at ${relative(cwd, root) || '.'} (${root}); paths are relative to it\n`,
			);
		try {
			return await module.run(args, { ...context, cwd, root });
		} catch (error) {
			if (error instanceof UsageError) {
				stderr.write(`staticnouns ${name}: ${escapeText(error.message)}\n\n${module.usage}\n`);
				return 2;
			}
			if (error instanceof GitError) {
				stderr.write(`staticnouns ${name}: ${escapeText(error.message)}\n`);
				return 2;
			}
			throw error;
		}
	};
	/**
	 * Whatever a command did not expect (a bug, or a file system that fails in
	 * a way no check foresaw) ends as one escaped line, never a stack trace:
	 * the message may quote a file name from a pull request, and a trace in a
	 * CI log is both noise and a place to forge lines. STATICNOUNS_DEBUG=1
	 * shows the trace to whoever debugs it.
	 */
	const unexpected = (error: unknown): number => {
		if (context.env['STATICNOUNS_DEBUG']) {
			stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
		}
		const reason =
			(error instanceof Error ? error.message : String(error))
				.trim()
				.split('\n')[0]!
				.slice(0, 500) || 'unknown error';
		stderr.write(
			`staticnouns${name ? ` ${escapeText(name)}` : ''}: unexpected error: ${escapeText(reason)}; this is a bug, please report it (set STATICNOUNS_DEBUG=1 for the details)\n`,
		);
		return 2;
	};
	return main().catch(unexpected);
}
