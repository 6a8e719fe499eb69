/**
 * The v1 interface's records (../shared/spec/interface-v1.md, section 2), as
 * this site emits them. Every bound of the spec lives here once; the content
 * schema (profile.ts) builds its lenient input forms from these pieces.
 */
import { z } from './zod.ts';
import { byStatus, STATUS_WORDS, statusValueSchema } from './status.ts';
import { strictObject } from './strict.ts';
import { boundedText, nonEmptyText, textRule } from './values/text.ts';
import { checkIssue, ENGLISH_CHECK, say } from './check-words.ts';

/** ID: read-only, unique, unchanging; 20 characters of base32hex (an xid). */
export const idSchema = z.string().check(
	z.regex(/^[0-9a-v]{20}$/, say(ENGLISH_CHECK, 'check.xid')),
	z.meta({
		description: 'Unique, unchanging ID: 20 characters of 0-9 and a-v.',
		examples: ['d0f6ssg3eqa7kbdj1v40'],
	}),
);

/**
 * Name: 2-40 of `[A-Za-z0-9_.-]` (the spec's `\w` is ASCII). A name made only
 * of dots is refused: no HTTP client can send `..` as a path segment.
 */
export const nameSchema = z.string().check(
	z.regex(
		/^[\w.-]{2,40}$/,
		'must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"',
	),
	z.refine(
		(name) => !/^\.+$/.test(name),
		'must not be made only of dots: such a name cannot be sent in a URL',
	),
	z.meta({ description: 'The profile name: 2-40 characters of A-Z a-z 0-9 _ . -' }),
);

/** display_name: optional nickname, 1-100 characters. */
export const displayNameSchema = boundedText(1, 100).check(
	z.meta({
		description: 'Optional nickname, 1-100 characters.',
	}),
);

/** bio: optional description, 1-1000 characters. */
export const bioSchema = boundedText(1, 1000, { multiline: true }).check(
	z.meta({
		description: 'Optional description, 1-1000 characters.',
	}),
);

/** One entry of links: 1-256 characters. */
export const linkSchema = boundedText(1, 256).check(
	z.meta({ description: 'A link, 1-256 characters.' }),
);

/** One entry of avatar_urls: an absolute http(s) address, used verbatim. */
export const avatarUrlSchema = z.string().check(
	z.superRefine((value, ctx) => {
		// Used verbatim in the API and in pages: the text rules first, so a control character is named
		// as such.
		const rule = textRule(value);
		if (rule) ctx.addIssue(checkIssue(rule.key, rule.values));
		else if (!isHttpUrl(value)) ctx.addIssue(checkIssue('check.httpUrl'));
	}),
	z.meta({ format: 'uri', description: 'An absolute http(s) address of an avatar image.' }),
);

/** A name entry's name: 1-50 characters. */
export const nameTextSchema = boundedText(1, 50).check(
	z.meta({ description: 'A name, 1-50 characters.' }),
);

/** A pronoun entry's forms, separated by `/`: 1-50 characters. */
export const pronounsTextSchema = boundedText(1, 50).check(
	z.meta({
		description:
			'Pronoun forms separated by "/", 1-50 characters, e.g. they/them/their/theirs/themself.',
	}),
);

/** A pronoun entry's display_text: 1-50 characters. */
export const displayTextSchema = boundedText(1, 50).check(
	z.meta({
		description: 'How to show the pronouns, 1-50 characters; when left out, the first two forms.',
	}),
);

/** A field's name: 1-100 characters. */
export const fieldNameSchema = boundedText(1, 100).check(
	z.meta({
		description: 'The field name, 1-100 characters.',
	}),
);

/** An entry of one of a field's five lists: a non-empty string, no stated upper bound. */
const fieldEntrySchema = nonEmptyText;

/** The five lists of a Field, one per status, in status order. */
export const FIELD_LISTS = STATUS_WORDS;

/** Name entry (spec 2.2). */
export const nameEntrySchema = strictObject({
	name: nameTextSchema,
	status: statusValueSchema,
});

/** Pronoun entry (spec 2.3); display_text is null when not given. */
export const pronounEntrySchema = strictObject({
	pronouns: pronounsTextSchema,
	display_text: z.nullable(displayTextSchema),
	status: statusValueSchema,
});

/** Field (spec 2.4); all five lists always present. */
export const fieldSchema = strictObject({
	name: fieldNameSchema,
	...byStatus(() => z.array(fieldEntrySchema)),
});

/**
 * User (spec 2.5) exactly as this site emits it: these keys in this order;
 * display_name and bio null when absent; every array [] when empty, never null.
 */
export const userSchema = strictObject({
	id: idSchema,
	name: nameSchema,
	display_name: z.nullable(displayNameSchema),
	bio: z.nullable(bioSchema),
	avatar_urls: z.array(avatarUrlSchema),
	links: z.array(linkSchema),
	names: z.array(nameEntrySchema),
	pronouns: z.array(pronounEntrySchema),
	fields: z.array(fieldSchema),
});

/**
 * PartialMember: a member as listed by `{base_url}/users/{userRef}/members`,
 * the User's keys but `fields`, in the User's order and with its null and
 * [] conventions. The interface says a member shares the ID and Name types
 * with a user: every key is the User's own schema.
 */
export const partialMemberSchema = z.pick(userSchema, {
	id: true,
	name: true,
	display_name: true,
	bio: true,
	avatar_urls: true,
	links: true,
	names: true,
	pronouns: true,
});

/** The summary of its user that a Member carries: id, name, display_name, avatar_urls. */
export const memberUserSchema = z.pick(userSchema, {
	id: true,
	name: true,
	display_name: true,
	avatar_urls: true,
});

/**
 * Member (`{base_url}/members/{memberId}`): the PartialMember, its `fields`,
 * then the `user` it belongs to, last.
 */
export const memberSchema = z.extend(partialMemberSchema, {
	fields: userSchema.shape.fields,
	user: memberUserSchema,
});

/** APIError (spec 7). */
export const apiErrorSchema = strictObject({
	code: z.int(),
	message: z.string(),
	details: z.optional(z.string()),
	ratelimit_reset: z.optional(z.int()),
});

export type User = z.output<typeof userSchema>;
export type PronounEntry = z.output<typeof pronounEntrySchema>;
export type Field = z.output<typeof fieldSchema>;
export type ApiError = z.output<typeof apiErrorSchema>;
export type PartialMember = z.output<typeof partialMemberSchema>;
export type Member = z.output<typeof memberSchema>;

/**
 * Whether a text is an absolute http(s) address, without stray spaces: the
 * one rule for avatar_urls and for which profile links become links.
 *
 * @example
 * isHttpUrl('https://example.org/me') // true
 * isHttpUrl('htps://example.org') // false
 */
export function isHttpUrl(value: string): boolean {
	// The URL parser forgives stray spaces; an address used verbatim must not carry them.
	if (/\s/.test(value) || !URL.canParse(value)) return false;
	const { protocol } = new URL(value);
	return protocol === 'http:' || protocol === 'https:';
}
