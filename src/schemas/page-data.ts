/**
 * What the pages are given of each user (PageUser's `data`, the shape a `users` collection
 * entry's data had): the User, where the site publishes its local avatar, if it has one, and the
 * same for each of its members.
 */
import { z } from 'zod';
import { userSchema } from './user.ts';
import { richProfileSchema } from './rich.ts';

/** A local avatar's encodings, as paths within the site (base included). */
export const localAvatarSchema = z.strictObject({
	/** The canonical WebP. */
	webp: z.string(),
	/** The JPEG fallback. */
	jpeg: z.string(),
	/** Width and height in pixels (the encodings are square). */
	size: z.int().positive(),
});

/** A member's page data: its own fields in the User's shape, and its local avatar. */
export const memberPageDataSchema = z.strictObject({
	user: userSchema,
	avatar: localAvatarSchema.nullable(),
	/** The short ID (schemas/short-id.ts); left out, the one derived from the ID. */
	sid: z.string().optional(),
	/** What it shows beyond the User (schemas/rich.ts), for the pronouns.cc-shaped API. */
	rich: z.optional(richProfileSchema),
});

/**
 * A user's page data: the same as a member's, plus its members in name order
 * (the directory lists users only), each with its content file, for its
 * page's edit link (a user's is PageUser's own filePath).
 */
export const userPageDataSchema = memberPageDataSchema.extend({
	members: z.array(memberPageDataSchema.extend({ file: z.string() })),
});

export type LocalAvatarPaths = z.output<typeof localAvatarSchema>;
export type MemberPageData = z.output<typeof memberPageDataSchema>;
export type UserPageData = z.output<typeof userPageDataSchema>;
