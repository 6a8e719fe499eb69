/**
 * The letter drawn where a profile has no avatar (its pages, the directory, its card): the same
 * letter the directory files the profile under, so a profile listed under L never shows a T.
 */
import { graphemesOf } from '../shorten.ts';

/** A grapheme's letter without accents or case: 'É' → 'e'. */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The display name's first character when it begins with the name's letter (keeping its accent
 * and script, as the person wrote it), else the name's own first character, upper-cased.
 *
 * @example
 * initialOf('elan', 'élan') // 'É'
 * initialOf('lee', 'Tam') // 'L'
 */
export function initialOf(name: string, displayName: string): string {
	const shown = graphemesOf(displayName, 1)[0] ?? '';
	if (shown && folded(shown) === folded(name.charAt(0))) return shown.toUpperCase();
	return name.charAt(0).toUpperCase();
}
