/**
 * What the pages are given of each user (PageUser's `data`): the User,
 * where the site publishes its local avatar, if it has one, and the same
 * for each of its members. Made by the integration from the checked site
 * (integration/page-users.ts), never parsed: types, no schema.
 */
import type { User } from './user.ts';
import type { RichProfile } from './rich.ts';

/** A local avatar's encodings, as paths within the site (base included). */
interface LocalAvatarPaths {
	/** The canonical WebP. */
	webp: string;
	/** The JPEG fallback. */
	jpeg: string;
	/** Width and height in pixels (the encodings are square). */
	size: number;
}

/**
 * A member's page data: its own fields in the User's shape, its local avatar,
 * and what it shows beyond the User (own statuses, flags, time zone, member
 * title, unlisted); left out, a page shows the User alone.
 */
export interface MemberPageData {
	user: User;
	avatar: LocalAvatarPaths | null;
	/** The short ID (schemas/short-id.ts); left out, the one derived from the ID. */
	sid?: string | undefined;
	/** What it shows beyond the User (schemas/rich.ts), for the pronouns.cc-shaped API. */
	rich?: RichProfile | undefined;
}

/**
 * A user's page data: the same as a member's, plus its members in name order
 * (the directory lists users only), each with its content file, for its
 * page's edit link (a user's is PageUser's own filePath).
 */
export interface UserPageData extends MemberPageData {
	members: (MemberPageData & { file: string })[];
}
