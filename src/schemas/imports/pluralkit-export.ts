/**
 * A PluralKit export (`pk;export`, its API v2 models in one JSON file): only
 * the keys import reads are checked; every other key is kept as unknown so
 * the import can name it in its report. Texts are bounded far above
 * PluralKit's own limits (a name 100, a description 1000 characters), so a
 * hostile file is refused before any work is done on it.
 */
import { z } from '../zod.ts';

const text = (max: number) => z.nullish(bounded(max));

/** A text of at most `max` characters, far above what PluralKit itself allows. */
function bounded(max: number) {
	return z
		.string()
		.check(z.maxLength(max, `must be at most ${max} characters, far more than PluralKit allows`));
}

/** PluralKit's privacy values: "public" or "private". */
const privacy = z.nullish(z.looseObject({ visibility: z.optional(z.unknown()) }));

/** A member of the export. */
const pluralKitMemberSchema = z.looseObject({
	id: z.string().check(z.regex(/^[a-z]{5,6}$/, 'must be a PluralKit ID: 5 or 6 letters a-z')),
	uuid: z.optional(bounded(64)),
	name: bounded(1000),
	display_name: text(1000),
	pronouns: text(1000),
	description: text(10_000),
	avatar_url: text(2048),
	privacy: z.nullish(
		z.looseObject({
			visibility: z.optional(z.unknown()),
			name_privacy: z.optional(z.unknown()),
			description_privacy: z.optional(z.unknown()),
			pronoun_privacy: z.optional(z.unknown()),
			avatar_privacy: z.optional(z.unknown()),
		}),
	),
});

/** The export: the system and its members. */
export const pluralKitExportSchema = z.looseObject({
	version: z.optional(z.number()),
	id: z.string().check(z.regex(/^[a-z]{5,6}$/, 'must be a PluralKit ID: 5 or 6 letters a-z')),
	uuid: z.optional(bounded(64)),
	name: text(1000),
	description: text(10_000),
	pronouns: text(1000),
	avatar_url: text(2048),
	privacy: privacy,
	config: z.nullish(z.looseObject({ timezone: z.optional(z.unknown()) })),
	members: z.array(pluralKitMemberSchema).check(z.maxLength(10_000)),
});

export type PluralKitExport = z.output<typeof pluralKitExportSchema>;
export type PluralKitMember = z.output<typeof pluralKitMemberSchema>;
