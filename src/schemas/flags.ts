/**
 * The pride flags the package ships (`flags: [transgender]` in a profile):
 * each by the slug people commonly call it, with its name. The drawings are
 * the pages' (views/flags.ts); docs/reference/flags.md lists them.
 */
export const FLAG_LIBRARY = [
	{ slug: 'pride', name: 'Pride (rainbow)', alt: 'Pride (rainbow) flag' },
	{ slug: 'progress-pride', name: 'Progress pride', alt: 'Progress pride flag' },
	{ slug: 'transgender', name: 'Transgender', alt: 'Transgender flag' },
	{ slug: 'nonbinary', name: 'Nonbinary', alt: 'Nonbinary flag' },
	{ slug: 'genderqueer', name: 'Genderqueer', alt: 'Genderqueer flag' },
	{ slug: 'genderfluid', name: 'Genderfluid', alt: 'Genderfluid flag' },
	{ slug: 'agender', name: 'Agender', alt: 'Agender flag' },
	{ slug: 'bigender', name: 'Bigender', alt: 'Bigender flag' },
	{ slug: 'pangender', name: 'Pangender', alt: 'Pangender flag' },
	{ slug: 'demigirl', name: 'Demigirl', alt: 'Demigirl flag' },
	{ slug: 'demiboy', name: 'Demiboy', alt: 'Demiboy flag' },
	{ slug: 'intersex', name: 'Intersex', alt: 'Intersex flag' },
	{ slug: 'lesbian', name: 'Lesbian', alt: 'Lesbian flag' },
	{ slug: 'gay', name: 'Gay men', alt: 'Gay men flag' },
	{ slug: 'bisexual', name: 'Bisexual', alt: 'Bisexual flag' },
	{ slug: 'pansexual', name: 'Pansexual', alt: 'Pansexual flag' },
	{ slug: 'polysexual', name: 'Polysexual', alt: 'Polysexual flag' },
	{ slug: 'omnisexual', name: 'Omnisexual', alt: 'Omnisexual flag' },
	{ slug: 'asexual', name: 'Asexual', alt: 'Asexual flag' },
	{ slug: 'graysexual', name: 'Graysexual', alt: 'Graysexual flag' },
	{ slug: 'demisexual', name: 'Demisexual', alt: 'Demisexual flag' },
	{ slug: 'aromantic', name: 'Aromantic', alt: 'Aromantic flag' },
	{ slug: 'demiromantic', name: 'Demiromantic', alt: 'Demiromantic flag' },
	{ slug: 'aroace', name: 'Aroace', alt: 'Aroace flag' },
	{ slug: 'polyamorous', name: 'Polyamorous', alt: 'Polyamorous flag' },
	{ slug: 'two-spirit', name: 'Two-spirit', alt: 'Two-spirit flag' },
	{ slug: 'neutrois', name: 'Neutrois', alt: 'Neutrois flag' },
	{ slug: 'queer', name: 'Queer', alt: 'Queer flag' },
] as const;

export type FlagSlug = (typeof FLAG_LIBRARY)[number]['slug'];

export const FLAG_SLUGS = FLAG_LIBRARY.map((flag) => flag.slug) as [FlagSlug, ...FlagSlug[]];

/** The library flag with this slug. */
export function libraryFlag(slug: FlagSlug): (typeof FLAG_LIBRARY)[number] {
	return FLAG_LIBRARY.find((flag) => flag.slug === slug)!;
}
