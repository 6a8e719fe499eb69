/**
 * `npm run bench`'s command line, read before minutes of building: the
 * sizes, runs, the site's `locale`, `cards` and `pronounsCcApi` options, and where the
 * results go. Pure, so test/bench/options.test.ts holds each option to its
 * meaning and each mistake to its message.
 */
import { parseArgs } from 'node:util';
import { canonicalLocale } from '../src/schemas/options.ts';

export interface BenchOptions {
	/** The numbers of profiles, one site each. */
	sizes: number[];
	/** Runs of each measure, or undefined: three, one from 100,000 profiles. */
	runs: number | undefined;
	/**
	 * The site's languages, canonical, the default first: `--locale de` one, `--locale en,fr` a
	 * site in two (astro.config.mjs reads SITE_LOCALES), whose cost the bench then shows.
	 */
	locale: string;
	/** The site's `cards` option (CARDS=on): preview cards drawn, their cost reported. */
	cards: boolean;
	/**
	 * The site's `pronounsCcApi` option (PRONOUNS_CC_API=off for --no-cc-api): whether api/v1/ is
	 * published, so its cost and the host ceilings without it can be measured.
	 */
	ccApi: boolean;
	/** The avatar run: N profiles with an avatar every `every`, or none (--no-avatars). */
	avatarRun: { n: number; every: number } | undefined;
	/**
	 * How the site is built: `staticnouns build` (its fast path for the rebuilds, issue 41), or
	 * `astro build` alone (--astro-build: the design before it, for the old-vs-new table).
	 */
	command: 'staticnouns' | 'astro';
	/** Where the results JSON goes (relative to the current folder), or undefined: bench/results/. */
	out: string | undefined;
	/**
	 * The default run (all default sizes, English, no cards, the pronouns.cc API on): its results are
	 * the README's.
	 */
	isDefault: boolean;
}

/**
 * The options of `args` (process.argv after the script), or the message that says what is wrong
 * and how to write it.
 *
 * @example
 * parseBenchOptions(['--sizes', '100', '--cards']) // { ok: true, options: { sizes: [100], cards: true, … } }
 * parseBenchOptions(['--locale', 'german']) // { ok: false, message: '--locale takes a BCP 47 … got "german"' }
 */
export function parseBenchOptions(
	args: readonly string[],
): { ok: true; options: BenchOptions } | { ok: false; message: string } {
	let values;
	try {
		({ values } = parseArgs({
			args: [...args],
			options: {
				quick: { type: 'boolean' },
				sizes: { type: 'string' },
				'no-avatars': { type: 'boolean' },
				runs: { type: 'string' },
				out: { type: 'string' },
				locale: { type: 'string' },
				cards: { type: 'boolean' },
				'no-cc-api': { type: 'boolean' },
				'astro-build': { type: 'boolean' },
			},
		}));
	} catch (error) {
		return {
			ok: false,
			message: `${(error as Error).message} (options: --quick, --sizes N,N, --runs N, --no-avatars, --locale TAG, --cards, --no-cc-api, --astro-build, --out FILE)`,
		};
	}
	const sizes = values.sizes
		? values.sizes.split(',').map(Number)
		: values.quick
			? [100]
			: [100, 1000, 10_000];
	if (sizes.some((n) => !Number.isInteger(n) || n < 1))
		return {
			ok: false,
			message: `--sizes takes whole numbers of profiles, e.g. --sizes 1000,10000: got ${JSON.stringify(values.sizes)}`,
		};
	const runs = values.runs === undefined ? undefined : Number(values.runs);
	if (runs !== undefined && (!Number.isInteger(runs) || runs < 1))
		return {
			ok: false,
			message: `--runs takes a whole number of at least 1: got ${JSON.stringify(values.runs)}`,
		};
	const tags = (values.locale ?? 'en').split(',').map((tag) => canonicalLocale(tag));
	if (tags.some((tag) => !tag))
		return {
			ok: false,
			message: `--locale takes a BCP 47 language tag, e.g. --locale de, or several, e.g. --locale en,fr: got ${JSON.stringify(values.locale)}`,
		};
	const locale = tags.join(',');
	const cards = values.cards ?? false;
	const ccApi = !values['no-cc-api'];
	return {
		ok: true,
		options: {
			sizes,
			runs,
			locale,
			cards,
			ccApi,
			avatarRun: values['no-avatars'] ? undefined : { n: values.quick ? 100 : 1000, every: 10 },
			command: values['astro-build'] ? 'astro' : 'staticnouns',
			out: values.out,
			isDefault:
				!values.quick &&
				!values.sizes &&
				values.locale === undefined &&
				!cards &&
				ccApi &&
				!values['astro-build'],
		},
	};
}
