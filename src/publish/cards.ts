/**
 * Preview cards: a 1200x630 PNG per profile page (name, the pronouns the
 * person welcomes, avatar or initial, library flags), drawn with sharp from
 * an SVG. Same input, same bytes; a card already drawn for the same input
 * (views/drawings/card.ts: its address is the input's digest) is copied from the
 * cache, sealed as avatars are, so a one-profile change draws one card.
 * Text is drawn with the machine's fonts (fontconfig): a character no
 * installed font has shows as an empty box (docs/guides/profiles.md).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { CardInput } from '../views/drawings/card.ts';
import { flagSvg } from '../views/drawings/flag-drawings.ts';
import { mapLimit } from '../utils/concurrency.ts';
import { cacheKey, seal, verifySeal } from '../utils/cache-key.ts';
import { readRegularFile } from '../utils/regular-file.ts';
import { graphemesOf } from '../views/shorten.ts';

const CARD_SIZE = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card's font, as the SVG names it and as the text is measured (Pango reads both alike). */
const FONT_FAMILY = 'Noto Sans, DejaVu Sans, sans-serif';

/** Where each line of text is drawn, and how wide and tall its ink may be. */
const LINES = {
	name: { y: 230, size: 64, bold: true },
	handle: { y: 290, size: 36, bold: false },
	pronouns: { y: 370, size: 48, bold: false },
} as const;
/** Text starts at x 380 and keeps a 40 px margin to the card's right edge. */
const TEXT_X = 380;
const TEXT_WIDTH = CARD_SIZE.width - TEXT_X - 40;
/** The initial's disc, and the box its ink keeps within (inside the circle, with a margin). */
const DISC = { cx: 200, cy: 250, r: 120, size: 120, halfDiagonal: 96 } as const;

/**
 * One line of a card's text: line and paragraph separators and controls become spaces (a name
 * cannot fake lines over its handle), and a letter keeps at most two accents (a pile of combining
 * marks would stack off the card).
 */
export function oneLine(text: string): string {
	return graphemesOf(text.replace(/[\p{Cc}\u2028\u2029]/gu, ' '))
		.map((grapheme) => {
			let marks = 0;
			return grapheme.replace(/\p{M}/gu, (mark) => (++marks > 2 ? '' : mark));
		})
		.join('');
}

/** The ink box of `text` drawn at `size` px, by the fonts that draw the card (emoji included). */
async function inkBox(text: string, size: number, bold: boolean): Promise<[number, number]> {
	if (!text.trim()) return [0, 0];
	const markup = `<span font_family="${FONT_FAMILY}" font_weight="${bold ? 'bold' : 'normal'}" font_size="${size * 1024}">${escapeXml(text)}</span>`;
	const { info } = await sharp({ text: { text: markup, dpi: 72, rgba: true } })
		.png({ compressionLevel: 0 })
		.toBuffer({ resolveWithObject: true });
	return [info.width, info.height];
}

/** Latin, Greek and Cyrillic letters, digits and punctuation: never wider than the font size. */
const NARROW = /^[\u0020-\u007e\u00a0-\u024f\u0370-\u03ff\u0400-\u04ff]*$/;

/**
 * The line as drawn: whole when its ink fits `width` (and is not taller than a line may be), else
 * its longest start that fits with an ellipsis, cut between graphemes (never inside an emoji's
 * ZWJ sequence). Measured, as glyph widths differ a hundredfold (U+FDFD against "i").
 */
export async function fitLine(
	text: string,
	size: number,
	bold: boolean,
	width = TEXT_WIDTH,
): Promise<string> {
	const line = oneLine(text);
	const parts = graphemesOf(line);
	if (NARROW.test(line) && parts.length * size <= width) return line;
	// Text too wide for any drawing surface (100 U+FDFD run 50,000 px) does not fit either.
	const fits = (candidate: string) =>
		inkBox(candidate, size, bold).then(
			([inkWidth, inkHeight]) => inkWidth <= width && inkHeight <= size * 2,
			() => false,
		);
	if (await fits(line)) return line;
	// The longest start that fits with its ellipsis: a binary search, measuring log2(n) times.
	let [low, high] = [0, parts.length - 1];
	while (low < high) {
		const middle = Math.ceil((low + high) / 2);
		if (await fits(`${parts.slice(0, middle).join('').trimEnd()}…`)) low = middle;
		else high = middle - 1;
	}
	return `${parts.slice(0, low).join('').trimEnd()}…`;
}

/** What a card draws once measured: each line fitted, and the initial's size within its disc. */
interface CardLayout {
	name: string;
	handle: string;
	pronouns: string;
	initialSize: number;
}

/** Measures the card's text with the fonts that draw it (see fitLine). */
export async function cardLayout(input: CardInput): Promise<CardLayout> {
	const initial = oneLine(input.initial);
	const [width, height] = await inkBox(initial, DISC.size, true).catch(() => [
		DISC.size * 8,
		DISC.size * 8,
	]);
	const halfDiagonal = Math.hypot(width, height) / 2;
	return {
		name: await fitLine(input.name, LINES.name.size, true),
		handle: await fitLine(input.handle, LINES.handle.size, false),
		pronouns: await fitLine(input.pronouns.join(', '), LINES.pronouns.size, false),
		initialSize:
			halfDiagonal > DISC.halfDiagonal
				? Math.floor((DISC.size * DISC.halfDiagonal) / halfDiagonal)
				: DISC.size,
	};
}

/** A line of the card's text, escaped (a profile's text is data here, never markup). */
function textLine(line: keyof typeof LINES, text: string, fill: string): string {
	const { y, size, bold } = LINES[line];
	return `<text x="${TEXT_X}" y="${y}" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${fill}">${escapeXml(text)}</text>`;
}

/** The card's SVG, from its measured layout. */
export function cardSvg(input: CardInput, hasAvatar: boolean, layout: CardLayout): string {
	const { width, height } = CARD_SIZE;
	// Each flag outlined, so a white or cream stripe stays a stripe on the cream card.
	const flags = input.flags
		.map(
			(slug, at) =>
				flagSvg(slug).replace(
					'<svg class="flag"',
					`<svg x="${80 + at * 120}" y="480" width="96" height="64"`,
				) +
				`<rect x="${80 + at * 120 - 1}" y="479" width="98" height="66" fill="none" stroke="#5b5652" stroke-width="2"/>`,
		)
		.join('');
	// The initial's middle on the disc's centre: a glyph's middle sits about 0.36 em above its
	// baseline.
	const size = layout.initialSize;
	const initial = hasAvatar
		? ''
		: `<circle cx="${DISC.cx}" cy="${DISC.cy}" r="${DISC.r}" fill="#e8dfe6"/><text x="${DISC.cx}" y="${Math.round(DISC.cy + size * 0.36)}" text-anchor="middle" font-size="${size}" font-weight="700" fill="#4a1d45">${escapeXml(oneLine(input.initial))}</text>`;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${FONT_FAMILY}"><rect width="100%" height="100%" fill="#fbf8f4"/><rect width="100%" height="12" fill="#7a2a6f"/>${initial}${textLine('name', layout.name, '#1d1b1a')}${textLine('handle', layout.handle, '#5b5652')}${textLine('pronouns', layout.pronouns, '#7a2a6f')}${flags}</svg>`;
}

/**
 * One card as PNG bytes: the SVG, with the avatar (already encoded, square)
 * as a round picture when there is one.
 */
export async function renderCard(input: CardInput, avatar: Buffer | null): Promise<Buffer> {
	const layers: OverlayOptions[] = [];
	if (avatar) {
		const round = Buffer.from(
			'<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><circle cx="120" cy="120" r="120"/></svg>',
		);
		const picture = await sharp(avatar)
			.resize(240, 240)
			.composite([{ input: round, blend: 'dest-in' }])
			.png()
			.toBuffer();
		layers.push({ input: picture, left: 80, top: 130 });
	}
	const svg = cardSvg(input, avatar !== null, await cardLayout(input));
	return sharp(Buffer.from(svg))
		.composite(layers)
		.png({ compressionLevel: 9, adaptiveFiltering: false })
		.toBuffer();
}

interface CardJob {
	input: CardInput;
	/** Its site path (views/drawings/card.ts cardPath). */
	path: string;
}

/**
 * Writes each card into `outDir` at its path, drawing only those the cache
 * does not hold sealed for this machine; avatars are read from `outDir`,
 * where they were published first.
 */
export async function publishCards(
	jobs: readonly CardJob[],
	outDir: string,
	cacheDir: string,
	concurrency = availableParallelism(),
	key: Buffer | null = cacheKey(),
): Promise<{ drawn: number; cached: number }> {
	const result = { drawn: 0, cached: 0 };
	const unique = [...new Map(jobs.map((job) => [job.path, job])).values()];
	await mapLimit(unique, concurrency, async ({ input, path }) => {
		const name = path.split('/').pop()!;
		const cached = join(cacheDir, name);
		let png = key ? await readSealed(key, cached) : undefined;
		if (png) result.cached++;
		else {
			const avatar = input.avatar
				? await readFile(join(outDir, input.avatar)).catch(() => null)
				: null;
			png = await renderCard(input, avatar);
			result.drawn++;
			if (key) {
				await mkdir(cacheDir, { recursive: true });
				await writeAtomically(cached, png);
				await writeAtomically(
					`${cached}.mac`,
					Buffer.from(seal(key, 'staticnouns card', name, png)),
				);
			}
		}
		await mkdir(join(outDir, dirname(path)), { recursive: true });
		await writeFile(join(outDir, path), png);
	});
	return result;
}

async function readSealed(key: Buffer, file: string): Promise<Buffer | undefined> {
	const [png, mac] = await Promise.all([
		readRegularFile(file, 4 * 1024 * 1024),
		readRegularFile(`${file}.mac`, 256),
	]).catch(() => []);
	if (!png?.ok || !mac?.ok) return undefined;
	const name = file.split(/[\\/]/).pop()!;
	return verifySeal(key, mac.bytes.toString('utf8'), 'staticnouns card', name, png.bytes)
		? png.bytes
		: undefined;
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
	const temporary = `${file}.${process.pid}.tmp`;
	await writeFile(temporary, bytes);
	await rename(temporary, file);
}
