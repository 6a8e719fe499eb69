import { describe, expect, test } from 'vitest';
import { formatBytes } from '../../src/utils/bytes.ts';

describe('formatBytes', () => {
	test.each([
		[0, '0 bytes'],
		[1, '1 byte'],
		[1023, '1,023 bytes'],
		[1024, '1 KiB'],
		[1025, '1.0 KiB'],
		[65_536, '64 KiB'],
		[330_000, '322.3 KiB'],
		[1_048_570, '1.0 MiB'],
		[10 * 1024 * 1024, '10 MiB'],
		[333_000_000, '317.6 MiB'],
		[1_000_000_000, '953.7 MiB'],
		[1024 ** 3, '1 GiB'],
		[2 ** 50, '1024 TiB'],
	])('returns %d bytes as %s', (bytes, text) => {
		expect(formatBytes(bytes)).toBe(text);
	});

	test.each([
		[65_535, '65,535 bytes (64.0 KiB)'],
		[65_536, '64 KiB'],
		[65_537, '65,537 bytes (64.0 KiB)'],
		[1_000_000_000, '1,000,000,000 bytes (953.7 MiB)'],
		[1000, '1,000 bytes'],
	])('exact: one byte off a limit never reads as the limit (%d as %s)', (bytes, text) => {
		expect(formatBytes(bytes, { exact: true })).toBe(text);
	});
});
