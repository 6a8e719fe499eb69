import { z } from './zod.ts';
import { suggest } from '../utils/suggest.ts';

/**
 * A strict object whose unknown keys are errors that name the key and the
 * closest known one. The message holds one line per unknown key, in the
 * order of `issue.keys`; content/friendly-errors.ts splits it back.
 *
 * @example
 * strictObject({ name: z.string() }).safeParse({ nmae: 'x' }) // unknown key "nmae"; did you mean "name"?
 */
export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
	const known = Object.keys(shape);
	return z.strictObject(shape, {
		error: (issue) => {
			if (issue.code !== 'unrecognized_keys') return undefined;
			return issue.keys.map((key) => unknownKeyMessage(key, known)).join('\n');
		},
	});
}

function unknownKeyMessage(key: string, known: readonly string[]): string {
	const hint = suggest(key, known);
	// JSON quoting: a key holding a newline would split this message (see above) and misplace every
	// later line.
	const rule = `unknown key ${JSON.stringify(key)}`;
	return hint ? `${rule}; did you mean "${hint}"?` : `${rule}; known keys are ${known.join(', ')}`;
}
