/**
 * Replaces the fresh IDs that messages offer (new on every run) with `<fresh id>`, for exact
 * comparisons.
 */
export const withoutFreshIds = (text: string) =>
	text.replace(
		/such as this fresh one: id: [0-9a-v]{20}/g,
		'such as this fresh one: id: <fresh id>',
	);
