/**
 * Runs `task` over `items`, at most `limit` at once, in order of start.
 * Fanning out thousands of file reads or writes at once exhausts file
 * handles (EMFILE) and memory; a bound keeps both flat.
 *
 * @example
 * await mapLimit(files, 64, ([path, body]) => writeFile(path, body));
 */
export async function mapLimit<T, R>(
	items: readonly T[],
	limit: number,
	task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
	const results = new Array<R>(items.length);
	let next = 0;
	const worker = async () => {
		while (next < items.length) {
			const index = next++;
			results[index] = await task(items[index]!, index);
		}
	};
	await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
	return results;
}

/** How many files to read or write at once: plenty for the disk, far below any open-file limit. */
export const FILE_CONCURRENCY = 64;
