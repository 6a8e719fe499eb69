import { describe, expect, test } from 'vitest';
import { deepestPath, jsonNestingOffset, MAX_NESTING } from '../../../src/content/read/nesting.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonNestingOffset', () => {
	test('returns undefined at the limit, and the offset of the bracket one past it', () => {
		expect(jsonNestingOffset(nested(MAX_NESTING))).toBeUndefined();
		expect(jsonNestingOffset(nested(MAX_NESTING + 1))).toBe(MAX_NESTING);
		expect(jsonNestingOffset(`{"a": ${nested(3)}}`, 3)).toBe(8);
	});

	test('ignores brackets inside strings, escaped quotes included', () => {
		expect(
			jsonNestingOffset(`["${'['.repeat(40)}", "\\"[[[[[[[[[[[[[[[[[[[[[[["]`),
		).toBeUndefined();
	});

	test('returns the offset for 5,000 levels without a stack', () => {
		expect(jsonNestingOffset(nested(5000))).toBe(MAX_NESTING);
	});
});

describe('deepestPath', () => {
	test('returns undefined at the limit, and the path to the first node one past it', () => {
		expect(deepestPath({ a: [[1]] }, 3)).toBeUndefined();
		expect(deepestPath({ a: [1, [[1]]] }, 3)).toEqual(['a', 1, 0]);
	});

	test('returns the path for 100,000 levels without a stack', () => {
		let deep: unknown = [];
		for (let i = 0; i < 100_000; i++) deep = [deep];
		expect(deepestPath({ fields: deep })).toHaveLength(MAX_NESTING);
	});

	test('walks a node reached twice once (YAML aliases)', () => {
		const shared = [1];
		let bomb: unknown[] = shared;
		for (let i = 0; i < 12; i++) bomb = Array(10).fill(bomb);
		expect(deepestPath(bomb)).toBeUndefined();
	});
});
