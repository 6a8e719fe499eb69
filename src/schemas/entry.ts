/**
 * What the `users` content collection holds for the pages: the User, and
 * where the site publishes its local avatar, if it has one.
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

export const userEntrySchema = z.strictObject({
	user: userSchema,
	avatar: localAvatarSchema.nullable(),
});

export type LocalAvatarPaths = z.output<typeof localAvatarSchema>;
export type UserEntry = z.output<typeof userEntrySchema>;
