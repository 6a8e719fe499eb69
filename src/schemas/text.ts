import { z } from 'zod';

/**
 * Counts Unicode code points, the unit the spec's lengths use (as JSON Schema
 * does): a string of 1000 emoji is 1000 long, not 2000 UTF-16 units.
 *
 * @example
 * codePointLength('🏳️‍⚧️') // 5
 */
export function codePointLength(value: string): number {
	let count = 0;
	for (const _ of value) count++;
	return count;
}

/**
 * A string whose length in code points lies in [min, max]. The bounds are
 * also written into the generated JSON Schema as minLength/maxLength, which
 * count code points too.
 *
 * @example
 * boundedText(1, 50).safeParse('they/them').success // true
 */
export function boundedText(min: number, max: number) {
	return z
		.string()
		.superRefine((value, ctx) => {
			const length = codePointLength(value);
			if (length >= min && length <= max) return;
			ctx.addIssue({
				code: 'custom',
				message:
					length === 0
						? 'must not be empty'
						: `must be ${min} to ${max} characters long, but is ${length}`,
			});
		})
		.meta({ minLength: min, maxLength: max });
}

/** A non-empty string with no stated upper bound. */
export const nonEmptyText = z.string().min(1, 'must not be empty');
