/**
 * Preview cards: a 1200x630 PNG per profile page (name, the pronouns the
 * person welcomes, avatar or initial, library flags), drawn with sharp from
 * an SVG. Same input, same bytes; a card already drawn for the same input
 * (views/card.ts: its address is the input's digest) is copied from the
 * cache, sealed as avatars are, so a one-profile change draws one card.
 * Text is drawn with the machine's fonts (fontconfig): a character no
 * installed font has shows as an empty box (docs/guides/profiles.md).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import type { CardInput } from '../views/card.ts';
import { flagSvg } from '../views/flag-drawings.ts';
import { mapLimit } from '../utils/concurrency.ts';
import { cacheKey, seal, verifySeal } from '../utils/cache-key.ts';
import { readRegularFile } from '../utils/regular-file.ts';

const CARD_SIZE = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** At most `max` code points, an ellipsis when cut: a card holds one line of each. */
function fit(text: string, max: number): string {
	const points = [...text];
	return points.length > max ? `${points.slice(0, max - 1).join('')}…` : text;
}

/** The card's SVG, text escaped (a profile's text is data here, never markup). */
export function cardSvg(input: CardInput, hasAvatar: boolean): string {
	const { width, height } = CARD_SIZE;
	const flags = input.flags
		.map((slug, at) =>
			flagSvg(slug).replace(
				'<svg class="flag"',
				`<svg x="${80 + at * 120}" y="480" width="96" height="64"`,
			),
		)
		.join('');
	const initial = hasAvatar
		? ''
		: `<circle cx="200" cy="250" r="120" fill="#e8dfe6"/><text x="200" y="290" text-anchor="middle" font-size="120" font-weight="700" fill="#4a1d45">${escapeXml(input.initial)}</text>`;
	const pronouns = input.pronouns.length ? fit(input.pronouns.join(', '), 40) : '';
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Noto Sans, DejaVu Sans, sans-serif"><rect width="100%" height="100%" fill="#fbf8f4"/><rect width="100%" height="12" fill="#7a2a6f"/>${initial}<text x="380" y="230" font-size="64" font-weight="700" fill="#1d1b1a">${escapeXml(fit(input.name, 26))}</text><text x="380" y="290" font-size="36" fill="#5b5652">${escapeXml(fit(input.handle, 40))}</text><text x="380" y="370" font-size="48" fill="#7a2a6f">${escapeXml(pronouns)}</text>${flags}</svg>`;
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
	return sharp(Buffer.from(cardSvg(input, avatar !== null)))
		.composite(layers)
		.png({ compressionLevel: 9, adaptiveFiltering: false })
		.toBuffer();
}

interface CardJob {
	input: CardInput;
	/** Its site path (views/card.ts cardPath). */
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
