/**
 * The pride flags the package ships, in the order of their slugs (schemas/flags.ts): each flag's
 * name, and its stripes (top to bottom, each a colour and how the colour is said) from the flag's
 * published colours. The alt text is made from them (flagAlt); the drawing is flag-drawings.ts';
 * docs/reference/flags.md lists them all. `mark` names what is drawn over the stripes, if
 * anything. The API says these English words; a page says its language's (i18n/flag-words.ts).
 */
import type { FlagSlug } from '../../schemas/flags.ts';

interface LibraryFlag {
	slug: string;
	name: string;
	/** Horizontal stripes, top to bottom, as `#rrggbb colour name`; equal heights. */
	stripes: readonly string[];
	/**
	 * What is drawn over the stripes, in words for the alt text; drawn by
	 * views/drawings/flag-drawings.ts.
	 */
	mark?: string;
}

const RAINBOW =
	'#e40303 red, #ff8c00 orange, #ffed00 yellow, #008026 green, #004cff blue, #732982 purple';

/** The flags as written: each flag's stripes in one line, `, ` between them. */
const FLAGS = [
	{ slug: 'pride', name: 'Pride (rainbow)', stripes: RAINBOW },
	{
		slug: 'progress-pride',
		name: 'Progress pride',
		stripes: RAINBOW,
		mark: 'a chevron at the hoist of white, pink, light blue, brown and black',
	},
	{
		slug: 'transgender',
		name: 'Transgender',
		stripes: '#5bcefa light blue, #f5a9b8 pink, #ffffff white, #f5a9b8 pink, #5bcefa light blue',
	},
	{
		slug: 'nonbinary',
		name: 'Nonbinary',
		stripes: '#fcf434 yellow, #ffffff white, #9c59d1 purple, #2c2c2c black',
	},
	{
		slug: 'genderqueer',
		name: 'Genderqueer',
		stripes: '#b57edc lavender, #ffffff white, #4a8123 dark green',
	},
	{
		slug: 'genderfluid',
		name: 'Genderfluid',
		stripes: '#ff76a4 pink, #ffffff white, #c011d7 purple, #000000 black, #2f3cbe blue',
	},
	{
		slug: 'agender',
		name: 'Agender',
		stripes:
			'#000000 black, #bcc4c7 grey, #ffffff white, #b7f684 light green, #ffffff white, #bcc4c7 grey, #000000 black',
	},
	{
		slug: 'bigender',
		name: 'Bigender',
		stripes:
			'#c479a2 dark pink, #eda5cd pink, #d6c7e8 lavender, #ffffff white, #d6c7e8 lavender, #9ac7e8 light blue, #6d82d1 blue',
	},
	{
		slug: 'pangender',
		name: 'Pangender',
		stripes:
			'#fff798 pale yellow, #feddcd peach, #ffebfb pale pink, #ffffff white, #ffebfb pale pink, #feddcd peach, #fff798 pale yellow',
	},
	{
		slug: 'demigirl',
		name: 'Demigirl',
		stripes:
			'#7f7f7f dark grey, #c4c4c4 light grey, #fdadc8 pink, #ffffff white, #fdadc8 pink, #c4c4c4 light grey, #7f7f7f dark grey',
	},
	{
		slug: 'demiboy',
		name: 'Demiboy',
		stripes:
			'#7f7f7f dark grey, #c4c4c4 light grey, #9dd7ea light blue, #ffffff white, #9dd7ea light blue, #c4c4c4 light grey, #7f7f7f dark grey',
	},
	{
		slug: 'intersex',
		name: 'Intersex',
		stripes: '#ffd800 yellow',
		mark: 'a purple ring in the middle',
	},
	{
		slug: 'lesbian',
		name: 'Lesbian',
		stripes: '#d52d00 dark orange, #ff9a56 orange, #ffffff white, #d362a4 pink, #a30262 dark rose',
	},
	{
		slug: 'gay',
		name: 'Gay men',
		stripes:
			'#078d70 dark green, #26ceaa green, #98e8c1 light green, #ffffff white, #7bade2 light blue, #5049cc blue, #3d1a78 indigo',
	},
	{
		slug: 'bisexual',
		name: 'Bisexual',
		stripes: '#d60270 magenta, #d60270 magenta, #9b4f96 purple, #0038a8 blue, #0038a8 blue',
	},
	{
		slug: 'pansexual',
		name: 'Pansexual',
		stripes: '#ff218c pink, #ffd800 yellow, #21b1ff blue',
	},
	{
		slug: 'polysexual',
		name: 'Polysexual',
		stripes: '#f714ba pink, #01d66a green, #1594f6 blue',
	},
	{
		slug: 'omnisexual',
		name: 'Omnisexual',
		stripes:
			'#fe9ace light pink, #ff53bf pink, #200044 dark purple, #6760fe blue, #8ea6ff light blue',
	},
	{
		slug: 'abrosexual',
		name: 'Abrosexual',
		stripes: '#75ca91 green, #b3e4c7 light green, #ffffff white, #e695b5 pink, #d9446b dark pink',
	},
	{
		slug: 'asexual',
		name: 'Asexual',
		stripes: '#000000 black, #a3a3a3 grey, #ffffff white, #800080 purple',
	},
	{
		slug: 'graysexual',
		name: 'Graysexual',
		stripes: '#740194 purple, #aeb1aa grey, #ffffff white, #aeb1aa grey, #740194 purple',
	},
	{
		slug: 'demisexual',
		name: 'Demisexual',
		stripes: '#ffffff white, #ffffff white, #6e0070 purple, #d2d2d2 grey, #d2d2d2 grey',
		mark: 'a black triangle at the hoist',
	},
	{
		slug: 'aromantic',
		name: 'Aromantic',
		stripes: '#3da542 green, #a7d379 light green, #ffffff white, #a9a9a9 grey, #000000 black',
	},
	{
		slug: 'demiromantic',
		name: 'Demiromantic',
		stripes: '#ffffff white, #ffffff white, #3da542 green, #d2d2d2 grey, #d2d2d2 grey',
		mark: 'a black triangle at the hoist',
	},
	{
		slug: 'aroace',
		name: 'Aroace',
		stripes: '#e28c00 orange, #eccd00 yellow, #ffffff white, #62aedc light blue, #203856 navy',
	},
	{
		slug: 'polyamorous',
		name: 'Polyamorous',
		stripes: '#009fe3 blue, #e50051 magenta, #340c46 dark purple',
		mark: 'a white triangle at the hoist holding a gold heart',
	},
	{
		slug: 'two-spirit',
		name: 'Two-spirit',
		stripes: RAINBOW,
		mark: 'a white circle in the middle holding two feathers',
	},
	{
		slug: 'neutrois',
		name: 'Neutrois',
		stripes: '#ffffff white, #1f9f00 green, #000000 black',
	},
] as const satisfies readonly (Omit<LibraryFlag, 'stripes' | 'slug'> & {
	slug: FlagSlug;
	stripes: string;
})[];

export const FLAG_LIBRARY: readonly (LibraryFlag & { slug: FlagSlug })[] = FLAGS.map((flag) => ({
	...flag,
	stripes: flag.stripes.split(', '),
}));

/** The library flag with this slug. */
export function libraryFlag(slug: FlagSlug): LibraryFlag {
	return FLAG_LIBRARY.find((flag) => flag.slug === slug)!;
}

/**
 * A library flag's alt text: its name and its stripes in words, runs of one
 * colour said once.
 *
 * @example
 * flagAlt(libraryFlag('nonbinary')) // 'Nonbinary flag: horizontal stripes of yellow, white, purple and black'
 */
export function flagAlt(flag: LibraryFlag): string {
	const colours = flag.stripes
		.map((stripe) => stripe.slice(8))
		.filter((colour, at, all) => colour !== all[at - 1]);
	const said =
		colours.length === 1
			? `a ${colours[0]} field`
			: `horizontal stripes of ${colours.slice(0, -1).join(', ')} and ${colours.at(-1)}`;
	return `${flag.name} flag: ${said}${flag.mark ? `, with ${flag.mark}` : ''}`;
}
