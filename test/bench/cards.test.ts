/**
 * The preview cards' cost as `npm run bench -- --cards` reports it
 * (bench/cards.ts): read from the builds' log lines and the output's files,
 * and a rebuild that draws more than what changed is a problem.
 */
import { describe, expect, test } from 'vitest';
import {
	cardCost,
	cardFiles,
	cardProblems,
	cardRow,
	cardStepOf,
	changeCardOf,
} from '../../bench/cards.ts';

const log = (drawn: number, cached: number, ms: number) =>
	`12:00:00 [staticnouns] avatars: 0 encoded, 0 from cache (0 ms)\n12:00:01 [staticnouns] preview cards: ${drawn} drawn, ${cached} from cache (${ms} ms)\n[build] 312 pages written\n`;

describe('cardStepOf', () => {
	test('reads the card step of a build log', () => {
		expect(cardStepOf(log(100, 0, 5230))).toEqual({ drawn: 100, cached: 0, ms: 5230 });
	});

	test('is undefined for a build without cards', () => {
		expect(cardStepOf('[build] 312 pages written\n')).toBeUndefined();
	});
});

describe('cardFiles', () => {
	test('counts the PNGs under media/cards/ only', () => {
		expect(
			cardFiles([
				['media/cards/0123456789abcdef0123.png', 30_000],
				['media/cards/fedcba98765432100123.png', 20_000],
				['media/avatars/robin.png', 9_000],
				['@robin/index.html', 4_000],
				['media/cards/README.txt', 10],
			]),
		).toEqual({ files: 2, bytes: 50_000 });
	});
});

describe('cardCost and cardProblems', () => {
	const good = { full: log(100, 0, 5230), rebuild: log(0, 100, 300), oneChanged: log(1, 99, 320) };

	test('gives time and bytes per card, and the rebuilds’ card steps', () => {
		expect(cardCost(good, { files: 100, bytes: 3_000_000 })).toEqual({
			full: { drawn: 100, cached: 0, ms: 5230 },
			msEach: 52.3,
			rebuild: { drawn: 0, cached: 100, ms: 300 },
			oneChanged: { drawn: 1, cached: 99, ms: 320 },
			files: 100,
			bytes: 3_000_000,
			bytesEach: 30_000,
		});
		expect(cardProblems(cardCost(good, { files: 100, bytes: 3_000_000 }), 100)).toEqual([]);
	});

	test('a build without the card step gives no cost, and that is a problem with --cards', () => {
		expect(cardCost({ ...good, rebuild: '' }, { files: 100, bytes: 1 })).toBeUndefined();
		expect(cardProblems(undefined, 100)).toEqual([
			'the build wrote no "preview cards" line: was the cards option on?',
		]);
	});

	test('names a rebuild that drew more than what changed, and a card missing', () => {
		const cost = cardCost(
			{ full: log(99, 0, 5000), rebuild: log(2, 98, 400), oneChanged: log(100, 0, 5100) },
			{ files: 98, bytes: 2_000_000 },
		);
		expect(cardProblems(cost, 100)).toEqual([
			'the full build drew 99 cards, the output has 98',
			'98 cards for 100 profiles: every profile has one',
			'the rebuild with nothing changed drew 2 cards, not 0',
			'the rebuild with one profile changed drew 100 cards, not 1',
		]);
	});

	test('a row of the cards table', () => {
		expect(cardRow(1000, cardCost(good, { files: 100, bytes: 3_000_000 }))).toEqual([
			'1,000',
			'100 (2.9 MiB, 29.3 KiB each)',
			'5.23 s (52.3 ms each)',
			'0 drawn, 100 cached, 300 ms',
			'1 drawn, 99 cached, 320 ms',
			'100 cards for 1,000 profiles: every profile has one',
		]);
	});
});

describe('changeCardOf', () => {
	test('adds the run to the display name, keeping the rest of the file', () => {
		expect(
			changeCardOf('---\nid: abc\ndisplay_name: "Robin 🌻"\n---\n\nHi. Changed in run 2.\n', 2),
		).toBe('---\nid: abc\ndisplay_name: Robin 🌻 2\n---\n\nHi. Changed in run 2.\n');
	});

	test('names a profile without a display name after its name', () => {
		expect(changeCardOf('---\nname: robin\n---\n', 1)).toBe(
			'---\nname: robin\ndisplay_name: robin 1\n---\n',
		);
	});
});
