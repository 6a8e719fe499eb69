/**
 * The pride flags the package ships, by the slug people commonly call each
 * (`flags: [transgender]` in a profile), and the short names offered for
 * them. Only slugs: a flag's name, stripes and alt text are the views'
 * (views/drawings/flag-library.ts), so the editor's script, which checks
 * slugs, carries no flag's words.
 */
export const FLAG_SLUGS = [
	'pride',
	'progress-pride',
	'transgender',
	'nonbinary',
	'genderqueer',
	'genderfluid',
	'agender',
	'bigender',
	'pangender',
	'demigirl',
	'demiboy',
	'intersex',
	'lesbian',
	'gay',
	'bisexual',
	'pansexual',
	'polysexual',
	'omnisexual',
	'abrosexual',
	'asexual',
	'graysexual',
	'demisexual',
	'aromantic',
	'demiromantic',
	'aroace',
	'polyamorous',
	'two-spirit',
	'neutrois',
] as const;

export type FlagSlug = (typeof FLAG_SLUGS)[number];

/**
 * The short names people write for a library flag, answered as a did-you-mean (not accepted as
 * aliases: a profile names each flag one way, as the API and the editor do).
 */
export const FLAG_SHORT_NAMES: Readonly<Record<string, FlagSlug>> = {
	trans: 'transgender',
	enby: 'nonbinary',
	nb: 'nonbinary',
	enbie: 'nonbinary',
	bi: 'bisexual',
	pan: 'pansexual',
	ace: 'asexual',
	aro: 'aromantic',
	gray: 'graysexual',
	grey: 'graysexual',
	greysexual: 'graysexual',
	demi: 'demisexual',
	poly: 'polyamorous',
	'2s': 'two-spirit',
	rainbow: 'pride',
};
