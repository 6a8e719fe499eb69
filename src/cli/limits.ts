import type { Writable } from 'node:stream';
import type { Limits } from '../schemas/profile-limits.ts';
import { projectLimits } from '../content/site-limits.ts';

/**
 * The limits a command applies: the project's, as the build has them. Writes
 * why when the defaults stand in, and the error when the option is wrong
 * (then returns undefined: the command exits 1).
 *
 * @example
 * const limits = await commandLimits(cwd, stderr);
 * if (!limits) return 1;
 */
export async function commandLimits(cwd: string, stderr: Writable): Promise<Limits | undefined> {
	const { limits, note, error } = await projectLimits(cwd);
	if (error) {
		stderr.write(`${error}\n`);
		return undefined;
	}
	if (note) stderr.write(`note: ${note}\n`);
	return limits;
}
