/**
 * The CLI's top level: whatever a command did not expect ends as one
 * escaped line and exit code 2, never a stack trace (issue #10).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';

const unix = process.platform === 'win32' ? test.skip : test;

/**
 * Runs the CLI in a folder that is deleted just before: process.cwd() then throws, an error no
 * command expects.
 */
async function inDeletedFolder(env: Record<string, string> = {}) {
	const dir = await mkdtemp(join(tmpdir(), 'staticnouns-gone-'));
	const result = spawnSync(
		'sh',
		[
			'-c',
			'rmdir "$PWD" && exec "$0" "$1" check',
			process.execPath,
			join(ROOT, 'bin/staticnouns.mjs'),
		],
		{
			cwd: dir,
			env: cleanEnv(env),
			encoding: 'utf8',
			timeout: 30_000,
		},
	);
	return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('staticnouns', () => {
	unix(
		'turns an unexpected error into one line that asks for a report, without a stack trace',
		async () => {
			const result = await inDeletedFolder({ STATICNOUNS_DEBUG: '' });
			expect(result.code).toBe(2);
			expect(result.stdout).toBe('');
			expect(result.stderr).not.toContain('    at ');
			expect(result.stderr).toMatchInlineSnapshot(`
			"staticnouns check: unexpected error: ENOENT: process.cwd failed with error no such file or directory, the current working directory was likely removed without changing the working directory, uv_cwd; this is a bug, please report it (set STATICNOUNS_DEBUG=1 for the details)
			"
		`);
		},
	);

	unix('shows the stack trace when STATICNOUNS_DEBUG is set', async () => {
		const result = await inDeletedFolder({ STATICNOUNS_DEBUG: '1' });
		expect(result.code).toBe(2);
		expect(result.stderr).toContain('    at ');
		expect(result.stderr).toMatch(/this is a bug, please report it/);
	});

	test('escapes an unknown command name', async () => {
		const result = await cli(['\u001b[2Jx\n::warning::forged']);
		expect(result.code).toBe(2);
		expect(result.stderr.split('\n')[0]).toBe(
			'staticnouns: unknown command "\\x1b[2Jx\\n::warning::forged"',
		);
	});
});
