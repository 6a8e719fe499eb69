// @ts-check
/**
 * Astro's logger for this site (astro.config.mjs `logger`): Astro's own
 * console output, except the line it prints for every page it writes. At
 * 10,000 profiles those are 10,000 paths run together on one line; this
 * prints a count every PROGRESS_EVERY pages and the total instead. Errors,
 * warnings and every other line pass through unchanged.
 *
 * JavaScript, not TypeScript: Astro loads a logger entrypoint before any
 * TypeScript tooling runs.
 */
import nodeLogger from 'astro/logger/node';

/** One progress line per this many pages. */
export const PROGRESS_EVERY = 1000;

/** The branch Astro draws before each page's path (├─). */
const PAGE_MARK = '\u251C\u2500';
// Control sequences Astro's colours add, removed before matching a line.
const COLOURS = /\u001b\[[0-9;]*m/g;
/** What Astro appends to a page's line: its render time, or that it came from the cache. */
const PAGE_TAIL = /^\s*(\(\+[\d.]+\s*m?s\)|\(cached\)|\(restored\))\s*$/;

/** @typedef {{ label: string | null; level: 'debug' | 'info' | 'warn' | 'error' | 'silent'; message: string; newLine: boolean }} LogEvent */
/** @typedef {{ write: (event: LogEvent) => boolean | void }} LogDestination */

/**
 * Wraps a log destination so page paths become counts.
 *
 * @example
 * const destination = quietPages(nodeLogger({ level: 'info' }));
 * destination.write({ label: null, level: 'info', message: '  ├─ /@robin/index.html', newLine: false }); // counted, not printed
 *
 * @param {LogDestination} destination
 * @returns {LogDestination}
 */
export function quietPages(destination) {
	let pages = 0;
	/** @param {string} message */
	const info = (message) =>
		destination.write({ label: 'build', level: 'info', message, newLine: true });
	return {
		write(event) {
			const text = event.message.replace(COLOURS, '');
			if (
				event.level === 'info' &&
				event.label === null &&
				!event.newLine &&
				text.includes(PAGE_MARK)
			) {
				pages++;
				if (pages % PROGRESS_EVERY === 0) info(`${pages.toLocaleString('en')} pages written…`);
				return;
			}
			// The tail of a page's line; one that says a page was not created is kept.
			if (event.level === 'info' && event.label === 'SKIP_FORMAT' && PAGE_TAIL.test(text)) return;
			if (
				pages > 0 &&
				event.level === 'info' &&
				event.label === null &&
				text.includes('Completed in')
			) {
				info(`${pages.toLocaleString('en')} ${pages === 1 ? 'page' : 'pages'} written`);
				pages = 0;
			}
			return destination.write(event);
		},
	};
}

/**
 * The entrypoint Astro calls with `logger.config`.
 *
 * @param {{ level?: 'debug' | 'info' | 'warn' | 'error' | 'silent' } | undefined} config
 * @returns {LogDestination}
 */
export default function buildLog(config) {
	return quietPages(nodeLogger(config));
}
