/**
 * What the `users` content collection holds for the pages: the User, where
 * the site publishes its local avatar, if it has one, and the same for each
 * of its members.
 */
import { z } from 'zod';
import { userSchema } from './user.ts';

/** A local avatar's encodings, as paths within the site (base included). */
export const localAvatarSchema = z.strictObject({
	/** The canonical WebP. */
	webp: z.string(),
	/** The JPEG fallback. */
	jpeg: z.string(),
	/** Width and height in pixels (the encodings are square). */
	size: z.int().positive(),
});

/** A member of an entry: its own fields in the User's shape, and its local avatar. */
export const memberEntrySchema = z.strictObject({
	user: userSchema,
	avatar: localAvatarSchema.nullable(),
});

/**
 * A user's entry: the same as a member's, plus its members in name order
 * (the directory lists users only), each with its content file, for its
 * page's edit link (a user's is the entry's own filePath).
 */
export const userEntrySchema = memberEntrySchema.extend({
	members: z.array(memberEntrySchema.extend({ file: z.string() })),
});

export type LocalAvatarPaths = z.output<typeof localAvatarSchema>;
export type MemberEntry = z.output<typeof memberEntrySchema>;
export type UserEntry = z.output<typeof userEntrySchema>;
