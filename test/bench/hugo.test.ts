/**
 * How the benchmark finds its peer (bench/hugo.ts): the Hugo column is
 * measured when `hugo` is on PATH and skipped with a note when not
 * (test/e2e/bench.test.ts checks the column or the note on this machine).
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findProgram } from '../../bench/hugo.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-bench-path-'));
	await writeFile(join(temp, 'hugo'), '#!/bin/sh\n');
	await writeFile(join(temp, 'not-executable'), '');
	await chmod(join(temp, 'hugo'), 0o755);
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('findProgram', () => {
	test('returns the first executable of that name on the PATH given', () => {
		expect(findProgram('hugo', [dirname(process.execPath), temp].join(delimiter))).toBe(
			join(temp, 'hugo'),
		);
	});

	test('returns nothing when no folder of the PATH has it, or only as a file that does not run', () => {
		expect(findProgram('hugo', dirname(process.execPath))).toBeUndefined();
		expect(findProgram('not-executable', temp)).toBeUndefined();
		expect(findProgram('hugo', '')).toBeUndefined();
	});
});
