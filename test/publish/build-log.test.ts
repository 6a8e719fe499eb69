import { describe, expect, test } from 'vitest';
import { PROGRESS_EVERY, quietPages } from '../../src/publish/build-log.mjs';

type Event = Parameters<ReturnType<typeof quietPages>['write']>[0];

/**
 * Feeds events through quietPages and returns what reached the destination, as `label: message`
 * lines.
 */
function written(events: Event[]): string[] {
	const out: string[] = [];
	const destination = quietPages({
		write: (event) => void out.push(`${event.label}: ${event.message}`),
	});
	for (const event of events) destination.write(event);
	return out;
}

/** Astro's two events for one page: its path (no newline), then its render time. */
const page = (path: string): Event[] => [
	{
		label: null,
		level: 'info',
		message: `  \u001b[34m\u251C\u2500\u001b[39m \u001b[2m${path}\u001b[22m`,
		newLine: false,
	},
	{ label: 'SKIP_FORMAT', level: 'info', message: ' \u001b[2m(+12ms)\u001b[22m ', newLine: true },
];
const completed: Event = {
	label: null,
	level: 'info',
	message: '\u001b[32m✓ Completed in 596ms.\n\u001b[39m',
	newLine: true,
};

describe('quietPages', () => {
	test('returns a count instead of each page, then the total before "Completed"', () => {
		const header: Event = {
			label: 'SKIP_FORMAT',
			level: 'info',
			message: ' generating static routes ',
			newLine: true,
		};
		expect(
			written([header, ...page('/404.html'), ...page('/@robin/index.html'), completed]),
		).toEqual([
			'SKIP_FORMAT:  generating static routes ',
			'build: 2 pages written',
			`null: ${completed.message}`,
		]);
	});

	test(`returns a progress line every ${PROGRESS_EVERY} pages`, () => {
		const events = Array.from({ length: PROGRESS_EVERY * 2 + 1 }, (_, index) =>
			page(`/@p${index}/index.html`),
		).flat();
		expect(written([...events, completed])).toEqual([
			'build: 1,000 pages written…',
			'build: 2,000 pages written…',
			'build: 2,001 pages written',
			`null: ${completed.message}`,
		]);
	});

	test('keeps errors, warnings, other lines and a page that was not created', () => {
		const kept: Event[] = [
			{
				label: 'build',
				level: 'error',
				message: 'Caught error rendering /@robin/: boom',
				newLine: true,
			},
			{
				label: 'staticnouns',
				level: 'warn',
				message: 'content/users/robin.md:4: links[0]: warning: …',
				newLine: true,
			},
			{
				label: 'SKIP_FORMAT',
				level: 'info',
				message: ' (+3ms) (file not created, response body was empty)',
				newLine: true,
			},
			{ label: null, level: 'info', message: '✓ Completed in 1.2s.', newLine: true },
		];
		expect(written(kept)).toEqual(kept.map((event) => `${event.label}: ${event.message}`));
	});
});
