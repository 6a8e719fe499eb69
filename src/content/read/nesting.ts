/**
 * How deeply lists and objects may nest in a profile. A real profile needs 4
 * levels (fields, a field, its list, an entry); a crafted 10 KB file can
 * nest 5,000 and overflow every recursive step after parsing (the JSON tree,
 * zod, line lookups), so the reader refuses more than this before them.
 */
export const MAX_NESTING = 16;

/**
 * The offset of the first `[` or `{` that opens a level deeper than `max`,
 * found in one pass that skips strings, without parsing (the parsers
 * themselves recurse per level). Undefined when the text nests no deeper.
 *
 * @example
 * jsonNestingOffset('[[["x"]]]', 2) // 2
 */
export function jsonNestingOffset(text: string, max = MAX_NESTING): number | undefined {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const code = text.charCodeAt(i);
		if (inString) {
			if (code === 0x5c) i++;
			else if (code === 0x22) inString = false;
		} else if (code === 0x22) inString = true;
		else if (code === 0x5b || code === 0x7b) {
			if (++depth > max) return i;
		} else if ((code === 0x5d || code === 0x7d) && depth > 0) depth--;
	}
	return undefined;
}

/**
 * The path to the first list or object that lies deeper than `max` (the
 * top-level value is level 1), found without recursion; undefined when the
 * value nests no deeper. A node reached twice (a YAML alias) is walked once.
 *
 * @example
 * deepestPath({ a: [[1]] }, 2) // ['a', 0]
 */
export function deepestPath(value: unknown, max = MAX_NESTING): PropertyKey[] | undefined {
	interface Step {
		value: unknown;
		depth: number;
		parent: Step | undefined;
		key: PropertyKey;
	}
	const seen = new WeakSet<object>();
	const stack: Step[] = [{ value, depth: 1, parent: undefined, key: '' }];
	while (stack.length) {
		const step = stack.pop()!;
		if (typeof step.value !== 'object' || step.value === null || seen.has(step.value)) continue;
		seen.add(step.value);
		if (step.depth > max) {
			const path: PropertyKey[] = [];
			for (let at: Step | undefined = step; at?.parent; at = at.parent) path.unshift(at.key);
			return path;
		}
		// Children in reverse, so they are taken in order; a text or number holds no level, so it is
		// not put on the stack at all.
		const parent = step.value as Record<PropertyKey, unknown>;
		const keys = Array.isArray(parent) ? undefined : Object.keys(parent);
		for (let i = (keys ?? (step.value as unknown[])).length - 1; i >= 0; i--) {
			const key = keys ? keys[i]! : i;
			const child = parent[key];
			if (typeof child === 'object' && child !== null)
				stack.push({ value: child, depth: step.depth + 1, parent: step, key });
		}
	}
	return undefined;
}
