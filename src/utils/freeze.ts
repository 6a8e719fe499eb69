/**
 * Freezes a value and everything it holds (plain objects and arrays; a
 * function is frozen but not walked), so a model built once cannot be
 * changed by whatever reads it later: an assignment throws in strict mode
 * (every ES module) instead of quietly changing what another page or the
 * API shows.
 *
 * @example
 * const user = deepFreeze({ names: [{ value: 'Robin' }] });
 * user.names[0].value = 'x'; // TypeError: Cannot assign to read only property
 */
export function deepFreeze<T>(value: T): Readonly<T> {
	const pending: unknown[] = [value];
	while (pending.length) {
		const node = pending.pop();
		if (typeof node !== 'object' || node === null || Object.isFrozen(node)) continue;
		Object.freeze(node);
		// A loop with a stack, not recursion: nesting is bounded by the schema, but no depth should
		// matter here.
		for (const child of Object.values(node))
			if (typeof child === 'object' && child !== null) pending.push(child);
	}
	return value;
}
