import { describe, expect, test } from 'vitest';
import { deepFreeze } from '../../src/utils/freeze.ts';

describe('deepFreeze', () => {
	test('freezes the value, its arrays and the objects in them', () => {
		const value = deepFreeze({ user: { names: [{ value: 'Robin', status: 1 }] }, list: [1, 2] });
		expect(Object.isFrozen(value)).toBe(true);
		expect(Object.isFrozen(value.user.names)).toBe(true);
		expect(Object.isFrozen(value.user.names[0])).toBe(true);
		expect(Object.isFrozen(value.list)).toBe(true);
	});

	test('errors on a change at any depth (modules are strict)', () => {
		const value = deepFreeze({ user: { names: [{ value: 'Robin' }] } });
		expect(() => ((value.user.names[0] as { value: string }).value = 'x')).toThrow(TypeError);
		expect(() => (value.user.names as { value: string }[]).push({ value: 'y' })).toThrow(TypeError);
	});

	test('returns primitives and null as they are, and walks shared objects once', () => {
		expect(deepFreeze(null)).toBe(null);
		expect(deepFreeze('text')).toBe('text');
		const shared = { a: 1 };
		const value = deepFreeze({ x: shared, y: shared });
		expect(Object.isFrozen(value.y)).toBe(true);
	});

	test('returns a nesting 10,000 levels deep frozen, without overflowing the stack', () => {
		let deep: { next?: unknown } = {};
		const top = deep;
		for (let level = 0; level < 10_000; level++) deep = deep.next = {};
		deepFreeze(top);
		expect(Object.isFrozen(deep)).toBe(true);
	});
});
