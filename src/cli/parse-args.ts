import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error.ts';

/**
 * Node's parseArgs, with its errors turned into usage errors (no stack trace).
 *
 * @example
 * const { values } = parseCommandArgs(args, { port: { type: 'string' } });
 */
export function parseCommandArgs<Options extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: Options) {
	try {
		return parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false });
	} catch (error) {
		throw new UsageError((error as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
	}
}
