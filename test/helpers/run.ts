import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '../..');

/**
 * The environment a user's shell would give a command. Vitest adds Vite's
 * own variables (BASE_URL, MODE, NODE_ENV=test, ...) to process.env, and a
 * child `astro build` would take them for its own settings.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [key, value] of Object.entries(process.env)) {
		if (/^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|VITEST.*)$/.test(key)) continue;
		env[key] = value;
	}
	return { ...env, ...extra };
}

/**
 * A new user's shell for npm and npx: cleanEnv without the npm_* variables of the npm that runs
 * the tests, and npm's user settings read from `userconfig` (an empty file) instead of this
 * machine's ~/.npmrc, whose settings npm may warn about (`Unknown user config "nodedir"`): the
 * machine's, not what the package prints.
 */
export function userShellEnv(
	userconfig: string,
	extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
	const env = Object.fromEntries(Object.entries(cleanEnv()).filter(([key]) => !/^npm_/i.test(key)));
	return {
		...env,
		NPM_CONFIG_USERCONFIG: userconfig,
		NPM_CONFIG_UPDATE_NOTIFIER: 'false',
		...extra,
	};
}

/** Runs a command in the repository root and collects its output. */
export function run(command: string, args: string[], env: Record<string, string> = {}) {
	return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
		const child = spawn(command, args, { cwd: ROOT, env: cleanEnv(env) });
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
		child.on('close', (code) => resolve({ code, stdout, stderr }));
	});
}

/**
 * Runs `astro` with `args` in the repository root: the file `npx astro` runs
 * (node_modules/.bin/astro), on this Node, without npm's start-up (about 0.6 s of CPU a call, of
 * the e2e tier's ~60 builds).
 */
export function astro(args: string[], env: Record<string, string> = {}) {
	return run(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), ...args], env);
}
