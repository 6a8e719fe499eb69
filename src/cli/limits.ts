import type { Writable } from 'node:stream';
import type { Limits } from '../schemas/profile-limits.ts';
import type { StaticnounsConfig } from '../schemas/options.ts';
import { projectConfig } from '../config/project-config.ts';

/**
 * The limits a command applies: the project's, as the build has them. Writes
 * why when the defaults stand in, and the options' report when they are not
 * valid (then returns undefined: the command exits 1, as the build stops).
 *
 * @example
 * const limits = await commandLimits(cwd, stderr);
 * if (!limits) return 1;
 */
export async function commandLimits(cwd: string, stderr: Writable): Promise<Limits | undefined> {
	return (await commandConfig(cwd, stderr))?.limits;
}

/**
 * The project's resolved options as the build has them (commandLimits, with the rest of them).
 *
 * @example
 * const config = await commandConfig(cwd, stderr);
 * if (!config) return 1;
 */
export async function commandConfig(
	cwd: string,
	stderr: Writable,
): Promise<StaticnounsConfig | undefined> {
	const { config, note, error } = await projectConfig(cwd);
	if (error) {
		stderr.write(`${error}\n`);
		return undefined;
	}
	if (note) stderr.write(`note: ${note}\n`);
	return config;
}
