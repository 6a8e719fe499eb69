/**
 * The rich profile: what a profile holds beyond the v1 User, in the shape
 * pronouns.cc's later API gives it (entries carry their status as text: one
 * of the five words or the key of the profile's own status; fields hold one
 * list of entries). Built beside the User by content/validate/profile-file.ts;
 * the pages, cards and any second API read it. The v1 User stays exactly as
 * /v1 serves it: there an own status is its `counts_as` value.
 */
import { z } from './zod.ts';
import { STATUS_WORDS } from './status.ts';
import { FLAG_SLUGS } from './flags.ts';
import { ICON_SLUGS } from './icons.ts';

/** An entry's status: a status word, or the key of one of the profile's own statuses. */
const statusText = z.string();

/** A name with its status (pronouns.cc `names[]`: `{ value, status }`). */
const richNameSchema = z.object({ value: z.string(), status: statusText });

/** A pronoun set with its status (pronouns.cc `pronouns[]`). */
const richPronounSchema = z.object({
	pronouns: z.string(),
	display_text: z.nullable(z.string()),
	status: statusText,
});

/** A field: its entries in the file's order, each with its status (pronouns.cc `fields[]`). */
const richFieldSchema = z.object({
	name: z.string(),
	entries: z.array(z.object({ value: z.string(), status: statusText })),
});

/**
 * A status of the profile's own: shown with its icon and label, counted as
 * `counts_as` by every rule (pages, search, the API's integer). `icon` is
 * the one given or, when none is, the icon of `counts_as`.
 */
const ownStatusSchema = z.object({
	label: z.string(),
	icon: z.enum(ICON_SLUGS),
	counts_as: z.enum(STATUS_WORDS),
});

/**
 * A flag shown on the profile: one of the library's (`library: true` and its
 * slug: its name and alt text are the library's, views/drawings/flag-library.ts) or the
 * profile's own image
 * (`image`: the path as written, relative to the file, checked and
 * published as the avatar is).
 */
const richFlagSchema = z.union([
	z.object({ library: z.literal(true), slug: z.enum(FLAG_SLUGS) }),
	z.object({
		library: z.literal(false),
		image: z.string(),
		name: z.string(),
		description: z.string(),
		/** Where the site publishes the image (its WebP, a site path): set by loadSite once checked. */
		src: z.optional(z.string()),
	}),
]);

/** Everything a profile shows beyond the v1 User. */
export const richProfileSchema = z.object({
	names: z.array(richNameSchema),
	pronouns: z.array(richPronounSchema),
	fields: z.array(richFieldSchema),
	/** The profile's own statuses by key, in the file's order. */
	statuses: z.record(z.string(), ownStatusSchema),
	flags: z.array(richFlagSchema),
	/** An IANA time zone, or null. */
	timezone: z.nullable(z.string()),
	/** A user's heading of its member list, or null (always null for a member). */
	member_title: z.nullable(z.string()),
	/** A member left out of its user's page, the lists (never a user). */
	unlisted: z.boolean(),
});

export type OwnStatus = z.output<typeof ownStatusSchema>;
export type RichProfile = z.output<typeof richProfileSchema>;
