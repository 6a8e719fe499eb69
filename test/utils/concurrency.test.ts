import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { mapLimit } from '../../src/utils/concurrency.ts';

describe('mapLimit', () => {
	test.each([1, 3, 64])(
		'runs at most %i tasks at once and returns results in input order',
		async (limit) => {
			let running = 0;
			let most = 0;
			const results = await mapLimit(
				Array.from({ length: 40 }, (_, i) => i),
				limit,
				async (item) => {
					running++;
					most = Math.max(most, running);
					await sleep(item % 3);
					running--;
					return item * 2;
				},
			);
			expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
			expect(most).toBe(Math.min(limit, 40));
		},
	);

	test('returns [] for no items', async () => {
		expect(await mapLimit([], 4, async () => 1)).toEqual([]);
	});

	test('rejects when a task fails', async () => {
		await expect(
			mapLimit([1, 2, 3], 2, async (item) =>
				item === 2 ? Promise.reject(new Error('boom')) : item,
			),
		).rejects.toThrow('boom');
	});
});
