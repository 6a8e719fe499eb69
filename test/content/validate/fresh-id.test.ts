import { describe, expect, test } from 'vitest';
import { freshIdAdvice } from '../../../src/content/validate/fresh-id.ts';
import { idSchema } from '../../../src/schemas/user.ts';

describe('freshIdAdvice', () => {
	test('returns a valid xid, another each time', () => {
		const [first, second] = [freshIdAdvice(), freshIdAdvice()].map(
			(advice) => advice.match(/^such as this fresh one: id: (\S+)$/)?.[1],
		);
		expect(idSchema.safeParse(first).success).toBe(true);
		expect(second).not.toBe(first);
	});
});
