/**
 * pronouns.cc's later API shape, as this site emits it at `api/v1/`: the
 * objects of pronouns.cc's own documentation (its repository's
 * API docs: the endpoint pages "Object reference", "User object" and
 * "Partial member object", members.md "Member object" and "Partial user
 * object"; read at git.rape.pet/mirrors/pronouns.cc, the xid version of the
 * docs, before `id_new` snowflakes). Each record keeps the documented keys
 * in the documented order, null where the docs write `string?`/`int?`, []
 * or {} where they write a list or a map. The v1 records (user.ts) stay as
 * they are; the bounds shared with them come from there.
 */
import { z } from './zod.ts';
import { strictObject } from './strict.ts';
import { STATUS_WORDS } from './status.ts';
import {
	bioSchema,
	displayNameSchema,
	displayTextSchema,
	fieldNameSchema,
	idSchema,
	linkSchema,
	nameSchema,
	nameTextSchema,
	pronounsTextSchema,
} from './user.ts';

/**
 * A custom preference's ID: pronouns.cc keys them by UUID (index.md "Custom
 * preference"); this site derives one from the profile ID and the status
 * key (publish/api/cc.ts), so it is the same in every build.
 */
const ccPreferenceIdSchema = z
	.string()
	.check(
		z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be a UUID'),
	);

/**
 * A status (index.md "Status"): one of the five words, or the UUID of one of
 * the user's custom preferences.
 */
const ccStatusSchema = z.union([z.enum(STATUS_WORDS), ccPreferenceIdSchema]);

/** The short ID (users.md `sid`): 5 letters a-z for a user, 6 for a member. */
const ccUserSidSchema = z.string().check(z.regex(/^[a-z]{5}$/, 'must be 5 letters a-z'));
const ccMemberSidSchema = z.string().check(z.regex(/^[a-z]{6}$/, 'must be 6 letters a-z'));

/** Field entry (index.md): `value` and `status`; names use the same object. */
const ccFieldEntrySchema = strictObject({ value: z.string(), status: ccStatusSchema });

/** A name as a field entry whose value is a name (users.md `names: field_entry[]`). */
const ccNameEntrySchema = strictObject({ value: nameTextSchema, status: ccStatusSchema });

/** Pronoun entry (index.md): `display_text` is null when not given. */
const ccPronounEntrySchema = strictObject({
	pronouns: pronounsTextSchema,
	display_text: z.nullable(displayTextSchema),
	status: ccStatusSchema,
});

/** Field (index.md): its name, then its entries in order. */
const ccFieldSchema = strictObject({
	name: fieldNameSchema,
	entries: z.array(ccFieldEntrySchema),
});

/** Custom preference (index.md): how entries with this status are shown. */
const ccCustomPreferenceSchema = strictObject({
	icon: z.string(),
	tooltip: z.string(),
	size: z.enum(['large', 'normal', 'small']),
	muted: z.boolean(),
	favourite: z.boolean(),
});

/** The map of custom preferences by ID (users.md `map[uuid]custom_preference`). */
const ccCustomPreferencesSchema = z.record(ccPreferenceIdSchema, ccCustomPreferenceSchema);

/**
 * Pride flag (index.md): `hash` names its image, which clients fetch as
 * `<flag folder><hash>.webp`; this site publishes it there (docs/reference/api.md).
 */
const ccFlagSchema = strictObject({
	id: z.string(),
	hash: z.string(),
	name: z.string(),
	description: z.nullable(z.string()),
});

/**
 * Partial member (users.md): a member as its user's `members` list carries
 * it. `avatar` is an avatar hash on pronouns.cc's CDN; this site has none,
 * so it is always null (docs/reference/api.md).
 */
const ccPartialMemberSchema = strictObject({
	id: idSchema,
	sid: ccMemberSidSchema,
	name: nameSchema,
	display_name: z.nullable(displayNameSchema),
	bio: z.nullable(bioSchema),
	avatar: z.null(),
	links: z.array(linkSchema),
	names: z.array(ccNameEntrySchema),
	pronouns: z.array(ccPronounEntrySchema),
});

/** User (users.md "User object"), the public read. */
export const ccUserSchema = strictObject({
	id: idSchema,
	sid: ccUserSidSchema,
	name: nameSchema,
	display_name: z.nullable(displayNameSchema),
	bio: z.nullable(bioSchema),
	member_title: z.nullable(z.string()),
	avatar: z.null(),
	links: z.array(linkSchema),
	names: z.array(ccNameEntrySchema),
	pronouns: z.array(ccPronounEntrySchema),
	fields: z.array(ccFieldSchema),
	flags: z.array(ccFlagSchema),
	members: z.array(ccPartialMemberSchema),
	badges: z.int(),
	utc_offset: z.nullable(z.int()),
	custom_preferences: ccCustomPreferencesSchema,
});

/** Partial user (members.md): the user a Member belongs to. */
const ccMemberUserSchema = strictObject({
	id: idSchema,
	name: nameSchema,
	display_name: z.nullable(displayNameSchema),
	avatar: z.null(),
	custom_preferences: ccCustomPreferencesSchema,
});

/**
 * Member (members.md "Member object"), as `members/{id}` and
 * `users/{ref}/members/{ref}` answer it. `unlisted` is only returned to the
 * member's owner, so a public read never has it.
 */
export const ccMemberSchema = strictObject({
	...ccPartialMemberSchema.shape,
	fields: z.array(ccFieldSchema),
	flags: z.array(ccFlagSchema),
	user: ccMemberUserSchema,
});

/**
 * A member as `users/{ref}/members` lists it: the Member without `fields`
 * (members.md: "Not returned in member list endpoints").
 */
export const ccListedMemberSchema = strictObject({
	...ccPartialMemberSchema.shape,
	flags: z.array(ccFlagSchema),
	user: ccMemberUserSchema,
});

export type CcCustomPreference = z.output<typeof ccCustomPreferenceSchema>;
export type CcFlag = z.output<typeof ccFlagSchema>;
export type CcPartialMember = z.output<typeof ccPartialMemberSchema>;
export type CcUser = z.output<typeof ccUserSchema>;
export type CcMemberUser = z.output<typeof ccMemberUserSchema>;
export type CcMember = z.output<typeof ccMemberSchema>;
export type CcListedMember = z.output<typeof ccListedMemberSchema>;
