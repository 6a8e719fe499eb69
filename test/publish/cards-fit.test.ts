/**
 * A card never clips a glyph: each line is measured with the fonts that draw it, and fits or ends
 * with an ellipsis at a grapheme boundary; the initial stays inside its disc. The hostile names are
 * the ones a review drew off the card.
 */
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { cardLayout, cardSvg, fitLine, oneLine, renderCard } from '../../src/publish/cards.ts';
import type { CardInput } from '../../src/views/drawings/card.ts';
import { graphemesOf } from '../../src/views/shorten.ts';

const card = (name: string): CardInput => ({
	name,
	handle: '@hostile',
	pronouns: ['they/them'],
	initial: graphemesOf(name)[0]!,
	avatar: null,
	flags: ['nonbinary'],
});

/** The width and height of a line's ink, drawn alone as the card draws it. */
async function ink(text: string, size: number, bold: boolean): Promise<[number, number]> {
	const markup = `<span font_family="Noto Sans, DejaVu Sans, sans-serif" font_weight="${bold ? 'bold' : 'normal'}" font_size="${size * 1024}">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>`;
	const { info } = await sharp({ text: { text: markup, dpi: 72, rgba: true } })
		.png()
		.toBuffer({ resolveWithObject: true });
	return [info.width, info.height];
}

const RAINBOW = '🏳️‍🌈';

describe('a card with a hostile name', () => {
	test.each([
		['100 "W"s', 'W'.repeat(100)],
		['25 rainbow flags', RAINBOW.repeat(25)],
		['100 U+FDFD', '\ufdfd'.repeat(100)],
		['"a" with 99 combining accents', `a${'\u0301'.repeat(99)}`],
		['a trailing emoji', 'Lantern Festival Keeper 🏮'],
	])(
		'%s: the name fits or ends in an ellipsis between graphemes, within the card',
		async (_label, name) => {
			const layout = await cardLayout(card(name));
			const [width, height] = await ink(layout.name, 64, true);
			expect(width).toBeLessThanOrEqual(780);
			expect(height).toBeLessThanOrEqual(128);
			const kept = layout.name.endsWith('…') ? layout.name.slice(0, -1) : layout.name;
			// Whole graphemes of the name as the card draws it, from its start.
			expect(oneLine(name).startsWith(kept)).toBe(true);
			expect(graphemesOf(oneLine(name)).slice(0, graphemesOf(kept).length).join('')).toBe(kept);
			// The initial's ink, centred on the disc, stays inside its circle (radius 120).
			const [initialWidth, initialHeight] = await ink(
				oneLine(card(name).initial),
				layout.initialSize,
				true,
			);
			expect(Math.hypot(initialWidth, initialHeight) / 2).toBeLessThanOrEqual(120);
			expect(await sharp(await renderCard(card(name), null)).metadata()).toMatchObject({
				width: 1200,
			});
		},
	);

	test('cuts 25 rainbow flags between flags, never inside one (no bare white flag)', async () => {
		const fitted = await fitLine(RAINBOW.repeat(25), 64, true);
		expect(fitted).toMatch(new RegExp(`^(?:${RAINBOW})+…$`, 'u'));
	});

	test('keeps a trailing emoji whole, or leaves it out with an ellipsis', async () => {
		expect(await fitLine('Lantern 🏮', 64, true)).toBe('Lantern 🏮');
		const fitted = await fitLine(`${'W'.repeat(22)} 🏮`, 64, true);
		expect(fitted.endsWith('🏮') || fitted.endsWith('…')).toBe(true);
		expect(fitted).not.toMatch(/\ud83c$/);
	});

	test('draws line and paragraph separators as spaces: a name cannot fake lines', () => {
		expect(oneLine('Robin\u2028@admin\u2029x\u0085y')).toBe('Robin @admin x y');
	});

	test('keeps at most two accents on a letter', () => {
		expect(oneLine(`a${'\u0301'.repeat(99)}b`)).toBe('a\u0301\u0301b');
		expect(oneLine('Zoë Ngọc')).toBe('Zoë Ngọc');
	});

	test('an ordinary name is drawn whole, without measuring', async () => {
		expect(await fitLine('Robin', 64, true)).toBe('Robin');
	});
});

describe("a card's flags", () => {
	test('are each outlined, so a white stripe stays a stripe on the cream card', async () => {
		const input = { ...card('Robin'), flags: ['nonbinary', 'transgender'] as CardInput['flags'] };
		const svg = cardSvg(input, false, await cardLayout(input));
		expect(svg.match(/<rect [^>]*fill="none" stroke="#5b5652" stroke-width="2"\/>/g)).toHaveLength(
			2,
		);
	});
});
