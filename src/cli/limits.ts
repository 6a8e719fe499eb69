import type { Writable } from 'node:stream';
import type { Limits } from '../schemas/profile-limits.ts';
import { projectConfig, type ProjectConfig } from '../config/project-config.ts';

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
	return (await commandProject(cwd, stderr))?.config.limits;
}

/**
 * The project's options and where its site is published, as commandLimits reads them (the same
 * note and report).
 */
export async function commandProject(
	cwd: string,
	stderr: Writable,
): Promise<ProjectConfig | undefined> {
	const project = await projectConfig(cwd);
	if (project.error) {
		stderr.write(`${project.error}\n`);
		return undefined;
	}
	if (project.note) stderr.write(`note: ${project.note}\n`);
	return project;
}
