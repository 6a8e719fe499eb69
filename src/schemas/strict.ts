import * as core from 'zod/v4/core';
import { z } from './zod.ts';
import { suggest } from '../utils/suggest.ts';
import { ENGLISH_CHECK, say } from './check-words.ts';

/**
 * zod/mini's object on zod's compiled object parser (`$ZodObjectJIT`, zod
 * core's public building block, as zod's full API composes it). zod/mini's
 * plain parser hands a property's issues on with one spread call, which
 * overflows the stack past about 100,000 issues (a list of 200,000 wrong
 * entries within raised limits): the report became "could not be read:
 * Maximum call stack size exceeded". The compiled parser adds them one at a
 * time. Same checks and issues; where a page forbids eval, zod uses the
 * plain parser.
 */
type Initializer = { init(inst: object, def: object): void };
const CompiledMiniObject = core.$constructor(
	'StaticnounsStrictObject',
	(inst: z.ZodMiniObject, def: z.ZodMiniObject['_zod']['def']) => {
		// The compiled parser first, then zod/mini's methods: the order zod's full API uses.
		(core.$ZodObjectJIT as Initializer).init(inst, def);
		(z.ZodMiniObject as Initializer).init(inst, def);
	},
);

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
	return new CompiledMiniObject({
		type: 'object',
		shape,
		catchall: z.never(),
		...core.util.normalizeParams({
			error: (issue: core.$ZodRawIssue) => {
				if (issue.code !== 'unrecognized_keys') return undefined;
				return issue.keys.map((key) => unknownKeyMessage(key, known)).join('\n');
			},
		}),
	}) as unknown as z.ZodMiniObject<Shape, z.core.$strict>;
}

function unknownKeyMessage(key: string, known: readonly string[]): string {
	const hint = suggest(key, known);
	// JSON quoting: a key holding a newline would split this message (see above) and misplace every
	// later line.
	const quoted = JSON.stringify(key);
	return hint
		? say(ENGLISH_CHECK, 'check.unknownKey', { key: quoted, hint })
		: say(ENGLISH_CHECK, 'check.unknownKeyKnown', { key: quoted, known: known.join(', ') });
}
