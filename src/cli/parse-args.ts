import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in how a command was called: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
	override name = 'UsageError';
}

/**
 * Node's parseArgs, with its errors turned into usage errors (no stack
 * trace), and at most `positionals` arguments. (`--help` is answered by the
 * dispatcher before a command runs.)
 *
 * @example
 * const { values, positionals } = parseCommandArgs(args, { base: { type: 'string' } }, {
 * positionals: 1 });
 */
export function parseCommandArgs<Options extends NonNullable<ParseArgsConfig['options']>>(
	args: string[],
	options: Options,
	{ positionals = 0 }: { positionals?: number } = {},
) {
	let parsed;
	try {
		parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
	} catch (error) {
		throw new UsageError(
			(error as Error).message.replace(/\. To specify a positional argument.*$/s, ''),
		);
	}
	if (parsed.positionals.length > positionals)
		throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
	return parsed;
}
