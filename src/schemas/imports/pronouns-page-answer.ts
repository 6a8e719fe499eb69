/**
 * A pronouns.page profile answer (GET /api/profile/get/{username}?version=2,
 * as pronouns.page's server builds it: the user's keys and `profiles`, one
 * profile per language keyed by its locale), as import reads it. Its later
 * public API (docs.api.pronouns.page, /api/public/v3) gives `profiles` as a
 * list, each with its `locale`: taken too. Only the keys import reads are
 * checked, bounded far above pronouns.page's own limits (a name 256, a
 * description 4096 characters, 128 entries a list), so a hostile file is
 * refused before any work; every other key is kept as unknown for the
 * report to name.
 */
import { z } from '../zod.ts';

function bounded(max: number) {
	return z
		.string()
		.check(
			z.maxLength(max, `must be at most ${max} characters, far more than pronouns.page allows`),
		);
}
const text = (max: number) => z.nullish(bounded(max));
const list = <Item extends z.core.SomeType>(item: Item, max: number) =>
	z.nullish(z.array(item).check(z.maxLength(max, `must hold at most ${max} items`)));

/** A word with its opinion: a name, a pronoun or a word of a column. */
const opinionEntry = z.looseObject({ value: bounded(1000), opinion: bounded(100) });

/** A custom opinion: entries name it by its icon (the key of `opinions`). */
const customOpinion = z.looseObject({
	icon: bounded(100),
	description: text(1000),
	colour: text(100),
	style: text(100),
});

const profileShape = {
	opinions: z.nullish(
		z.union([
			z.record(bounded(100), customOpinion),
			z.array(customOpinion).check(z.maxLength(100, 'must hold at most 100 items')),
		]),
	),
	names: list(opinionEntry, 1000),
	pronouns: list(opinionEntry, 1000),
	description: text(100_000),
	links: list(bounded(2048), 1000),
	flags: list(bounded(200), 1000),
	customFlags: list(
		z.looseObject({
			value: text(200),
			name: bounded(1000),
			description: text(10_000),
			alt: text(10_000),
			link: text(2048),
		}),
		1000,
	),
	words: list(z.looseObject({ header: text(1000), values: list(opinionEntry, 1000) }), 100),
	timezone: z.nullish(
		z.looseObject({
			tz: bounded(100),
			area: z.nullish(z.boolean()),
			loc: z.nullish(z.boolean()),
		}),
	),
};

/** One language's profile. */
const pronounsPageProfileSchema = z.looseObject(profileShape);

/** The user's keys the answer holds beside its profiles. */
const userShape = {
	id: bounded(100),
	username: bounded(100),
	avatar: text(4096),
};

/** The answer of /api/profile/get/{username}?version=2: profiles keyed by locale. */
export const pronounsPageAnswerSchema = z.looseObject({
	...userShape,
	profiles: z.record(bounded(35), pronounsPageProfileSchema),
});

/** The later public API's answer: profiles listed, each with its locale. */
export const pronounsPageListedAnswerSchema = z.looseObject({
	...userShape,
	profiles: z
		.array(z.looseObject({ ...profileShape, locale: bounded(35) }))
		.check(z.maxLength(1000, 'must hold at most 1000 items')),
});

export type PronounsPageProfile = z.output<typeof pronounsPageProfileSchema>;
export type PronounsPageAnswer = z.output<typeof pronounsPageAnswerSchema>;
export type PronounsPageListedAnswer = z.output<typeof pronounsPageListedAnswerSchema>;
