/**
 * How a cost grows with the input, for tests that a rule is linear: the
 * cost at 10 times the size over the cost at the size. Linear work gives
 * about 10, quadratic about 100, whatever the machine's speed; the tests
 * assert a ratio well between the two, never a time.
 */

/** The fewest CPU milliseconds of `runs` calls: the least disturbed by other processes. */
function cpuMs(run: () => unknown, runs: number): number {
	let best = Infinity;
	for (let at = 0; at < runs; at++) {
		const started = process.cpuUsage();
		run();
		const used = process.cpuUsage(started);
		best = Math.min(best, (used.user + used.system) / 1000);
	}
	return best;
}

/**
 * The ratio of CPU time at size 10n to size n, each the best of a few runs.
 *
 * @example
 * expect(timeGrowth((n) => { const input = make(n); return () => work(input); },
 * 2_000)).toBeLessThan(30);
 */
export function timeGrowth(
	prepare: (size: number) => () => unknown,
	size: number,
	runs = 3,
): number {
	const small = prepare(size);
	const large = prepare(size * 10);
	small(); // warm up the code paths
	return cpuMs(large, runs) / Math.max(cpuMs(small, runs), 0.5);
}

/**
 * The ratio of operations at size 10n to size n, counted by the function
 * `prepare` builds with the counter it is given (e.g. property reads).
 */
export function countGrowth(
	prepare: (size: number, count: () => void) => () => unknown,
	size: number,
): number {
	const measure = (n: number) => {
		let operations = 0;
		prepare(n, () => operations++)();
		return operations;
	};
	return measure(size * 10) / measure(size);
}
