/**
 * Byte counts for people, in one way everywhere (messages, build log,
 * benchmark). Units are IEC, powers of 1024 (KiB, MiB, GiB, TiB), and say
 * so: every limit this project sets is a power of two (64 KiB profile file,
 * 10 MiB avatar, 50 MiB sitemap, Cloudflare's 25 MiB per file), so each
 * reads as a whole number; a host that documents "1 GB" (10^9 bytes) gets
 * that exact count printed beside it when exactness matters.
 */

const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'] as const;

const exactCount = (bytes: number) =>
	bytes === 1 ? '1 byte' : `${bytes.toLocaleString('en-US')} bytes`;

/**
 * `bytes` in the largest IEC unit it fills: a whole number when it is an
 * exact multiple, else one decimal (rounded). With `exact`, a count that is
 * not a whole number of its unit is given in bytes first, so a file one
 * byte over a limit never reads as the limit.
 *
 * @example
 * formatBytes(512) // '512 bytes'
 * formatBytes(65_536) // '64 KiB'
 * formatBytes(333_000_000) // '317.6 MiB'
 * formatBytes(65_537, { exact: true }) // '65,537 bytes (64.0 KiB)'
 */
export function formatBytes(bytes: number, options: { exact?: boolean } = {}): string {
	let unit = -1;
	let value = bytes;
	// 1023.96 KiB would round to "1024.0 KiB": it is shown as 1.0 MiB.
	while (unit < UNITS.length - 1 && value >= (unit < 0 ? 1024 : 1023.95)) {
		value /= 1024;
		unit++;
	}
	if (unit < 0) return exactCount(bytes);
	if (Number.isInteger(value)) return `${value} ${UNITS[unit]}`;
	const rounded = `${value.toFixed(1)} ${UNITS[unit]}`;
	return options.exact ? `${exactCount(bytes)} (${rounded})` : rounded;
}
