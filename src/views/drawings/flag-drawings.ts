/**
 * The library flags drawn as SVG (schemas/flags.ts has their stripes and
 * names): 3:2, stripes of equal height, and the few marks drawn over them.
 * The markup is the project's own constants, never a profile's text.
 */
import { type FlagSlug } from '../../schemas/flags.ts';
import { flagAlt, libraryFlag } from './flag-library.ts';
import { flagAltIn } from '../i18n/flag-words.ts';

const WIDTH = 30;
const HEIGHT = 20;

/** Triangles from the hoist, largest first: a chevron of bands whose sides reach the edges. */
function chevrons(bands: readonly [reach: number, colour: string][]): string {
	return bands
		.map(
			([reach, colour]) =>
				`<path fill="${colour}" d="M0 ${HEIGHT / 2 - reach}L${reach} ${HEIGHT / 2}L0 ${HEIGHT / 2 + reach}z"/>`,
		)
		.join('');
}

const HEART_PATH =
	'M0 2.2s-2.6-1.6-3.3-3.1C-3.8-2.1-3.1-3.3-1.9-3.3c.8 0 1.3.4 1.9 1.1.6-.7 1.1-1.1 1.9-1.1 1.2 0 2 1.2 1.4 2.4C2.6.6 0 2.2 0 2.2z';

const MARKS: Partial<Record<FlagSlug, string>> = {
	'progress-pride': chevrons([
		[14, '#000000'],
		[12, '#784f17'],
		[10, '#5bcefa'],
		[8, '#f5a9b8'],
		[6, '#ffffff'],
	]),
	intersex: `<circle cx="15" cy="10" r="4.5" fill="none" stroke="#7902aa" stroke-width="1.8"/>`,
	demisexual: chevrons([[10, '#000000']]),
	demiromantic: chevrons([[10, '#000000']]),
	polyamorous: `${chevrons([[11, '#ffffff']])}<path fill="#fcbf00" transform="translate(4.2 10) scale(1.1)" d="${HEART_PATH}"/>`,
	'two-spirit': `<circle cx="15" cy="10" r="6.5" fill="#ffffff"/><g fill="none" stroke="#000000" stroke-width=".7"><path d="M12.5 15c0-4 .5-7 2-9.5-.2 3.5-.8 6.5-2 9.5z"/><path d="M17.5 15c0-4-.5-7-2-9.5.2 3.5.8 6.5 2 9.5z"/></g>`,
};

/**
 * A library flag as an SVG element with its alt text (role img) in the locale's language, sized
 * by the caller's CSS.
 *
 * @example
 * flagSvg('transgender') // '<svg class="flag" viewBox="0 0 30 20" role="img" aria-label="Transgender flag: …">…</svg>'
 */
export function flagSvg(slug: FlagSlug, locale = 'en'): string {
	const flag = libraryFlag(slug);
	const height = HEIGHT / flag.stripes.length;
	const stripes = flag.stripes
		.map(
			(stripe, at) =>
				`<rect y="${round(at * height)}" width="${WIDTH}" height="${round(height + 0.05)}" fill="${stripe.slice(0, 7)}"/>`,
		)
		.join('');
	const alt = (flagAltIn(slug, locale) ?? flagAlt(flag))
		.replace(/&/g, '&amp;')
		.replace(/"/g, '&quot;')
		.replace(/</g, '&lt;');
	return `<svg class="flag" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${alt}">${stripes}${MARKS[slug] ?? ''}</svg>`;
}

function round(value: number): number {
	return Math.round(value * 1000) / 1000;
}

/**
 * Every library flag on one sheet with its slug under it, for the docs
 * (docs/images/flags.svg; a test keeps the committed file in step).
 */
export function flagSheet(slugs: readonly FlagSlug[]): string {
	const columns = 5;
	const cell = 140;
	const rows = Math.ceil(slugs.length / columns);
	const cells = slugs
		.map((slug, at) => {
			const x = (at % columns) * cell;
			const y = Math.floor(at / columns) * 90;
			const flag = flagSvg(slug).replace(
				'<svg class="flag"',
				`<svg x="${cell / 2 - 30}" y="8" width="60" height="40"`,
			);
			return `<g transform="translate(${x} ${y})">${flag}<rect x="${cell / 2 - 30}" y="8" width="60" height="40" fill="none" stroke="#999" stroke-width=".5"/><text x="${cell / 2}" y="66" text-anchor="middle">${slug}</text></g>`;
		})
		.join('');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cell}" height="${rows * 90}" font-family="sans-serif" font-size="13" fill="#222"><rect width="100%" height="100%" fill="#fff"/>${cells}</svg>\n`;
}
