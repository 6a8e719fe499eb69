/**
 * The CLI on a system Node older than the project's (Node 20 is what many
 * machines have, and what the README welcomes for installing): run directly
 * it says what to do instead of crashing, and `npx staticnouns` is quiet.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cleanEnv, ROOT, userShellEnv } from '../helpers/run.ts';

/** The first `node` on PATH that is not the project's own, if older than 22.18. */
function systemNode(): { path: string; version: string } | undefined {
	const dirs = (process.env['PATH'] ?? '')
		.split(delimiter)
		.filter((dir) => dir && !dir.includes('node_modules'));
	for (const dir of [...dirs, '/usr/bin', '/usr/local/bin']) {
		const path = join(dir, 'node');
		let version: string;
		try {
			version = execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
		} catch {
			continue;
		}
		const [major = 0, minor = 0] = version.split('.').map(Number);
		if (major < 22 || (major === 22 && minor < 18)) return { path, version };
	}
	return undefined;
}

const old = systemNode();
/** A PATH on which the old Node comes first, as in a user's shell before npx adds the project's. */
const oldPath = old
	? [
			dirname(old.path),
			...(process.env['PATH'] ?? '')
				.split(delimiter)
				.filter((dir) => !dir.includes('node_modules')),
		].join(delimiter)
	: '';

let home: string;
beforeAll(async () => {
	home = await mkdtemp(join(tmpdir(), 'staticnouns-npmrc-'));
	// The machine's own npm settings are not the project's: an empty user config.
	await writeFile(join(home, '.npmrc'), '');
	// npx links the project into its cache on first use, and checks engines then: a fresh cache, as
	// on a new machine.
	await mkdir(join(home, 'cache'));
});
afterAll(() => rm(home, { recursive: true, force: true }));

describe.skipIf(!old)(
	`bin/staticnouns.mjs on Node ${old?.version ?? '(no Node older than 22.18 found outside node_modules)'}`,
	() => {
		test('says which Node is needed and how to run the CLI, without a stack trace', () => {
			const result = spawnSync(old!.path, ['bin/staticnouns.mjs', 'check'], {
				cwd: ROOT,
				env: cleanEnv(),
				encoding: 'utf8',
			});
			expect(result.status).toBe(1);
			expect(result.stdout).toBe('');
			expect(result.stderr).toBe(
				[
					`staticnouns needs Node 22.12 or newer, one that runs TypeScript; this is Node ${old!.version} (${old!.path}).`,
					'The project installs its own Node with its other dependencies: in the project folder, run',
					'  npm install            (once)',
					'  npx staticnouns check',
					'or an npm script such as "npm run check"; npx and npm run put that Node first on PATH.',
					'',
				].join('\n'),
			);
		});

		test.each([
			['npx staticnouns --help', 'npx', ['staticnouns', '--help']],
			['npm run check', 'npm', ['run', '--silent', 'check']],
		])(
			"%s runs on the project's Node and prints nothing but npm's note of the package's engines",
			(_label, command, args) => {
				// A user's shell, on the old Node, with an npm cache of its own.
				const result = spawnSync(command, args, {
					cwd: ROOT,
					env: userShellEnv(join(home, '.npmrc'), {
						PATH: oldPath,
						NPM_CONFIG_CACHE: join(home, 'cache'),
					}),
					encoding: 'utf8',
				});
				expect(result.status).toBe(0);
				// npm (on the old Node) notes that the package itself needs Node 22.12, as
				// Astro does: true of the package, and the command still runs on the
				// project's Node. Nothing else may be printed.
				const lines = result.stderr.split('\n').filter(Boolean);
				expect(lines.filter((line) => !line.startsWith('npm warn EBADENGINE'))).toEqual([]);
				expect(
					lines.filter(
						(line) => line.includes('package:') && !line.includes("package: 'staticnouns@"),
					),
				).toEqual([]);
			},
		);
	},
);
