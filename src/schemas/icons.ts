/**
 * The icon set a profile's own statuses draw from (`statuses.<key>.icon`):
 * slugs only here; the drawings are the pages' (views/drawings/icon-drawings.ts), pictured
 * in docs/reference/icons.md. The first five are the five statuses' icons.
 */
import type { StatusWord } from './status.ts';

export const ICON_SLUGS = [
	'heart',
	'check',
	'smile',
	'people',
	'ban',
	'heart-lock',
	'lock',
	'star',
	'sparkles',
	'thumbs-up',
	'thumbs-down',
	'question',
	'eye-off',
	'clock',
	'chat',
	'house',
	'briefcase',
	'flower',
	'moon',
	'sun',
	'music',
	'paw',
	'crown',
	'x',
] as const;

export type IconSlug = (typeof ICON_SLUGS)[number];

/** The icon each of the five statuses shows, and an own status shows unless it names one. */
export const STATUS_ICONS: Readonly<Record<StatusWord, IconSlug>> = Object.freeze({
	favourite: 'heart',
	okay: 'check',
	jokingly: 'smile',
	friends_only: 'people',
	avoid: 'ban',
});
