/**
 * The drawings of the icon set (schemas/icons.ts): each the inside of a
 * 24x24 SVG symbol, drawn in currentColor so it takes its status's colour.
 * The project's own drawings; docs/images/icons.svg pictures them all.
 */
import type { IconSlug } from '../../schemas/icons.ts';

const stroke = (paths: string) =>
	`<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
const HEART =
	'M12 20.5s-7.5-4.6-9.6-9C.9 8 3 4.5 6.6 4.5c2.1 0 3.6 1.1 5.4 3.2 1.8-2.1 3.3-3.2 5.4-3.2 3.6 0 5.7 3.5 4.2 7-2.1 4.4-9.6 9-9.6 9z';

export const ICON_DRAWINGS: Readonly<Record<IconSlug, string>> = Object.freeze({
	heart: `<path fill="currentColor" d="${HEART}"/>`,
	check:
		'<path fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" d="M5 12.5l4.5 4.5L19 7.5"/>',
	smile: stroke(
		'<circle cx="12" cy="12" r="9"/><path d="M8 14.5s1.5 2 4 2 4-2 4-2"/><path d="M9 9.5h.01M15 9.5h.01" stroke-width="3"/>',
	),
	people: stroke(
		'<circle cx="9" cy="8" r="3"/><path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6"/><circle cx="17" cy="9" r="2.5"/><path d="M16.5 14.1c2.6.4 4.5 2.8 4.5 5.9"/>',
	),
	ban: stroke('<circle cx="12" cy="12" r="9"/><path d="M5.7 5.7l12.6 12.6"/>'),
	'heart-lock': `<path fill="currentColor" d="${HEART}" transform="translate(-2 -1) scale(.85)"/>${stroke('<rect x="13" y="14" width="8" height="7" rx="1"/><path d="M15 14v-2a2 2 0 0 1 4 0v2"/>')}`,
	lock: stroke(
		'<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
	),
	star: stroke(
		'<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 3 1.1-6.2L3 9.7l6.2-.9z"/>',
	),
	sparkles: stroke(
		'<path d="M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8z"/><path d="M18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z"/>',
	),
	'thumbs-up': stroke(
		'<path d="M7 11v9H4v-9z"/><path d="M7 11l4-7c1.5 0 2.5 1 2.5 2.5V10H19a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 17.8 20H7"/>',
	),
	'thumbs-down': stroke(
		'<path d="M7 13V4H4v9z"/><path d="M7 13l4 7c1.5 0 2.5-1 2.5-2.5V14H19a2 2 0 0 0 2-2.3l-1.2-6A2 2 0 0 0 17.8 4H7"/>',
	),
	question: stroke(
		'<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 1-1 1.7v.5"/><path d="M12 17h.01" stroke-width="3"/>',
	),
	'eye-off': stroke(
		'<path d="M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6z"/><circle cx="12" cy="12" r="2.5"/><path d="M4 4l16 16"/>',
	),
	clock: stroke('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>'),
	chat: stroke('<path d="M4 5h16v11H9l-5 4z"/>'),
	house: stroke('<path d="M4 11l8-7 8 7"/><path d="M6 10v10h12V10"/><path d="M10 20v-5h4v5"/>'),
	briefcase: stroke(
		'<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5h6v2"/><path d="M3 13h18"/>',
	),
	flower: stroke(
		'<circle cx="12" cy="12" r="2.5"/><circle cx="12" cy="6" r="3"/><circle cx="12" cy="18" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="12" r="3"/>',
	),
	moon: stroke('<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z"/>'),
	sun: stroke(
		'<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
	),
	music: stroke(
		'<path d="M9 18V5l11-2v13"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>',
	),
	paw: `<g fill="currentColor"><ellipse cx="12" cy="16.5" rx="4.5" ry="3.8"/><circle cx="6" cy="10.5" r="2"/><circle cx="9.5" cy="6.5" r="2"/><circle cx="14.5" cy="6.5" r="2"/><circle cx="18" cy="10.5" r="2"/></g>`,
	crown: stroke('<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z"/>'),
	x: stroke('<path d="M6 6l12 12M18 6L6 18"/>'),
});

/**
 * The SVG `<symbol>` of an icon, by the id pages draw it with (`#icon-heart`).
 *
 * @example
 * iconSymbol('star') // '<symbol id="icon-star" viewBox="0 0 24 24">…</symbol>'
 */
export function iconSymbol(slug: IconSlug): string {
	return `<symbol id="icon-${slug}" viewBox="0 0 24 24">${ICON_DRAWINGS[slug]}</symbol>`;
}

/**
 * Every icon of the set on one sheet with its slug under it, for the docs
 * (docs/images/icons.svg; a test keeps the committed file in step).
 */
export function iconSheet(slugs: readonly IconSlug[]): string {
	const columns = 6;
	const cell = 110;
	const rows = Math.ceil(slugs.length / columns);
	const cells = slugs
		.map((slug, at) => {
			const x = (at % columns) * cell;
			const y = Math.floor(at / columns) * 80;
			return `<g transform="translate(${x} ${y})"><svg x="${cell / 2 - 16}" y="8" width="32" height="32" viewBox="0 0 24 24" color="#7a2a6f">${ICON_DRAWINGS[slug]}</svg><text x="${cell / 2}" y="62" text-anchor="middle">${slug}</text></g>`;
		})
		.join('');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${columns * cell}" height="${rows * 80}" font-family="sans-serif" font-size="13" fill="#222"><rect width="100%" height="100%" fill="#fff"/>${cells}</svg>\n`;
}
