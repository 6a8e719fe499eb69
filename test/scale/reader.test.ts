/**
 * The reader on a file of 20,000 keys (test/content/read/reader.test.ts has the
 * rules on small files): every key located, in time that grows linearly.
 */
import { describe, expect, test } from 'vitest';
import { readProfileSource, type ReadResult } from '../../src/content/read/reader.ts';

function source(result: ReadResult) {
	if (!result.ok) throw new Error(`expected to read: ${JSON.stringify(result.issues)}`);
	return result.source;
}

describe('ProfileSource.locate', () => {
	test('locates every key of a file with 20,000 keys', () => {
		const keys = Array.from({ length: 20_000 }, (_, index) => `k${index}`);
		const yaml = source(
			readProfileSource('robin.md', `---\n${keys.map((key) => `${key}: 1`).join('\n')}\n---\n`),
		);
		const json = source(
			readProfileSource('robin.json', `{\n${keys.map((key) => `"${key}": 1`).join(',\n')}\n}`),
		);
		expect(keys.map((key) => yaml.locate([key]))).toEqual(keys.map((_, index) => index + 2));
		expect(keys.map((key) => json.locate([key]))).toEqual(keys.map((_, index) => index + 2));
	});
});
