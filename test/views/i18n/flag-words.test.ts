/**
 * The library flags in every bundled language: a name and an alt text of the language's own,
 * none left in English but the names the communities use in English (said in the source).
 */
import { describe, expect, test } from 'vitest';
import { FLAG_SLUGS } from '../../../src/schemas/flags.ts';
import { FLAG_LIBRARY, flagAlt } from '../../../src/views/drawings/flag-library.ts';
import { BUNDLED } from '../../../src/views/i18n/dictionary.ts';
import { flagAltIn, flagName } from '../../../src/views/i18n/flag-words.ts';
import { flagSvg } from '../../../src/views/drawings/flag-drawings.ts';

const OTHERS = Object.keys(BUNDLED).filter((locale) => locale !== 'en');
/**
 * English colour and mark words that no other language's alt text may hold ("chevron" is French
 * too, "triangle" French too, "ring" Dutch and Swedish: not listed).
 */
const ENGLISH_WORDS =
	/\b(stripes|horizontal|field|hoist|circle|feathers|heart|yellow|white|purple|black|grey|green|blue|pink|red)\b/;

describe.each(OTHERS)('%s', (locale) => {
	test('every flag has an alt text with no English word in it', () => {
		for (const slug of FLAG_SLUGS) {
			const alt = flagAltIn(slug, locale)!;
			expect(alt, slug).toContain(flagName(slug, locale));
			expect(alt, slug).not.toMatch(ENGLISH_WORDS);
		}
	});

	test('names that stay English are the ones the source says communities use', () => {
		const english = FLAG_LIBRARY.filter((flag) => flagName(flag.slug, locale) === flag.name);
		// Proper names, neopronoun-era coinages and terms the communities borrow as they are.
		for (const flag of english)
			expect([
				'progress-pride',
				'genderqueer',
				'genderfluid',
				'agender',
				'bigender',
				'pangender',
				'demigirl',
				'demiboy',
				'intersex',
				'transgender',
				'aroace',
				'neutrois',
				'bisexual',
				'pansexual',
				'asexual',
				'demisexual',
				'abrosexual',
				'omnisexual',
				'polysexual',
				'two-spirit',
			]).toContain(flag.slug);
	});
});

test('English keeps the library’s own texts, and a language without words falls back to them', () => {
	const nonbinary = FLAG_LIBRARY.find((flag) => flag.slug === 'nonbinary')!;
	expect([
		flagName('nonbinary', 'en'),
		flagAltIn('nonbinary', 'en'),
		flagName('nonbinary', 'cy'),
	]).toEqual(['Nonbinary', undefined, 'Nonbinary']);
	expect(flagSvg('nonbinary')).toContain(`aria-label="${flagAlt(nonbinary)}"`);
});

test('alt texts read as each language writes them', () => {
	expect(
		['de', 'fr', 'pl', 'ja', 'he'].flatMap((locale) => [
			flagAltIn('nonbinary', locale),
			flagAltIn('intersex', locale),
			flagAltIn('demiromantic', locale),
		]),
	).toMatchInlineSnapshot(`
		[
		  "Flagge „Nichtbinär“: waagerechte Streifen in Gelb, Weiß, Lila und Schwarz",
		  "Flagge „Intergeschlechtlich“: einfarbig Gelb, mit einem lila Ring in der Mitte",
		  "Flagge „Demiromantisch“: waagerechte Streifen in Weiß, Grün und Grau, mit einem schwarzen Dreieck am Mast",
		  "Drapeau « Non binaire » : bandes horizontales en jaune, blanc, violet et noir",
		  "Drapeau « Intersexe » : fond uni jaune, avec un anneau violet au centre",
		  "Drapeau « Demiromantique » : bandes horizontales en blanc, vert et gris, avec un triangle noir au guindant",
		  "Flaga „Niebinarna”: poziome pasy w kolorach: żółty, biały, fioletowy i czarny",
		  "Flaga „Interpłciowa”: jednolite tło w kolorze: żółty, z fioletowym pierścieniem pośrodku",
		  "Flaga „Demiromantyczna”: poziome pasy w kolorach: biały, zielony i szary, z czarnym trójkątem przy drzewcu",
		  "「ノンバイナリー」の旗：黄、白、紫、黒の横縞",
		  "「インターセックス」の旗：黄の無地、中央に紫の輪",
		  "「デミロマンティック」の旗：白、緑、灰色の横縞、旗竿側に黒い三角形",
		  "דגל א־בינארי: פסים אופקיים בצבעים צהוב, לבן, סגול ושחור",
		  "דגל אינטרסקס: רקע אחיד בצבע צהוב, עם טבעת סגולה במרכז",
		  "דגל דמי־רומנטי: פסים אופקיים בצבעים לבן, ירוק ואפור, עם משולש שחור ליד התורן",
		]
	`);
	expect(flagSvg('transgender', 'de-AT')).toContain(
		'aria-label="Flagge „Transgender“: waagerechte Streifen in Hellblau, Rosa, Weiß, Rosa und Hellblau"',
	);
});
