/**
 * The CLI run in-process through its CommandContext: the same output and
 * exit code as the spawned `npx staticnouns`, with no process of its own.
 * This is what lets the other CLI tests run in-process (test/helpers/cli.ts).
 */
import { PassThrough } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/run.ts';
import { cli, spawnCli } from '../helpers/cli.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';

describe('runCli', () => {
	test.each([
		['check of a valid site', ['check'], { CONTENT_DIR: 'test/fixtures/build-site' }],
		[
			'check of a site with a clash',
			['check'],
			{ CONTENT_DIR: 'test/fixtures/sites/duplicate-name-ignoring-case' },
		],
		['an unknown option', ['check', '--fast'], {}],
		['an unknown command', ['nope\u001b[2J'], {}],
		['no command', [], {}],
		["a command's help", ['new', '--help'], {}],
	])('returns for %s what the spawned CLI prints', async (_case, argv, env) => {
		const spawned = spawnCli(argv, { env });
		expect(await cli(argv, { env })).toEqual(spawned);
	});

	test('returns 0 and the count, written to the streams it was given and to no other', async () => {
		expect(await cli(['check'], { env: { CONTENT_DIR: 'test/fixtures/build-site' } })).toEqual({
			code: 0,
			stdout: '5 profiles are valid.\n',
			stderr: '',
		});
	});

	test('errors as one escaped line, never throwing, when a command fails unexpectedly', async () => {
		const stderr = new PassThrough();
		const err: string[] = [];
		stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
		// A stream that fails as no command expects: its message has a control character and a second
		// line.
		const broken = {
			write: () => {
				throw new Error('EPIPE \u001b[2J\n    at somewhere');
			},
		} as unknown as PassThrough;
		const code = await runCli(['check'], {
			stdin: new PassThrough(),
			stdout: broken,
			stderr,
			cwd: ROOT,
			env: cleanEnv({ CONTENT_DIR: 'test/fixtures/build-site' }),
		});
		expect([code, err.join('')]).toEqual([
			2,
			'staticnouns check: unexpected error: EPIPE \\x1b[2J; this is a bug, please report it (set STATICNOUNS_DEBUG=1 for the details)\n',
		]);
	});
});
