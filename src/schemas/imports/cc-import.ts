/**
 * A pronouns.cc user or member in its later shape (schemas/cc-user.ts has
 * the shape this site answers in), as import reads it: only the keys import
 * takes are checked, bounded far above pronouns.cc's own limits, so a
 * hostile file is refused before any work; every other key is kept as
 * unknown for the report to name.
 */
import { z } from '../zod.ts';

function bounded(max: number) {
	return z
		.string()
		.check(z.maxLength(max, `must be at most ${max} characters, far more than pronouns.cc allows`));
}
const text = (max: number) => z.nullish(bounded(max));
const list = <Item extends z.core.SomeType>(item: Item, max: number) =>
	z.nullish(z.array(item).check(z.maxLength(max, `must hold at most ${max} items`)));

const entry = z.looseObject({ value: bounded(1000), status: bounded(100) });

/** What a user and a member share. */
const ccProfileShape = {
	id: bounded(100),
	sid: text(10),
	name: bounded(100),
	display_name: text(1000),
	bio: text(10_000),
	avatar: text(2048),
	links: list(bounded(2048), 1000),
	names: list(entry, 1000),
	pronouns: list(
		z.looseObject({
			value: z.optional(bounded(1000)),
			pronouns: z.optional(bounded(1000)),
			display_text: text(1000),
			status: bounded(100),
		}),
		1000,
	),
	fields: list(z.looseObject({ name: bounded(1000), entries: list(entry, 1000) }), 100),
	flags: list(z.looseObject({ name: bounded(1000), description: text(10_000) }), 100),
	custom_preferences: z.nullish(
		z.record(
			bounded(100),
			z.looseObject({
				icon: text(100),
				tooltip: text(1000),
				muted: z.nullish(z.boolean()),
				favourite: z.nullish(z.boolean()),
			}),
		),
	),
};

/** A member (members.md "Member object"); `unlisted` is given to its owner only. */
const ccImportMemberSchema = z.looseObject({
	...ccProfileShape,
	unlisted: z.nullish(z.boolean()),
});

/** A user (users.md "User object"), its members as the user's list gives them. */
export const ccImportUserSchema = z.looseObject({
	...ccProfileShape,
	member_title: text(1000),
	utc_offset: z.nullish(z.number()),
	timezone: text(100),
	member_list_hidden: z.nullish(z.boolean()),
	members: list(ccImportMemberSchema, 10_000),
});

/**
 * A member on its own (members.md: GET /api/v1/members/{id}), with the
 * summary of its user, whose custom preferences its entries name.
 */
export const ccImportLoneMemberSchema = z.looseObject({
	...ccProfileShape,
	unlisted: z.nullish(z.boolean()),
	user: z.looseObject({
		id: bounded(100),
		name: bounded(100),
		custom_preferences: ccProfileShape.custom_preferences,
	}),
});

export type CcImportLoneMember = z.output<typeof ccImportLoneMemberSchema>;
export type CcImportUser = z.output<typeof ccImportUserSchema>;
export type CcImportMember = z.output<typeof ccImportMemberSchema>;
