/**
 * Short IDs (`sid`), as pronouns.cc gives them (its API docs' endpoint pages,
 * users.md: "the user's 5 letter short ID"; members.md: "the member's
 * 6-letter short ID"): letters a-z, and `{site}/s/{sid}` leads to the
 * profile. A file may write its own (`new` and `import` always do); a file
 * without one has the sid derived from its ID, the same in every build.
 * Deriving and drawing them (node:crypto, so not here: the editor bundles
 * this folder) and what makes them unique is in content/validate/short-ids.ts;
 * what keeps them unchanging
 * and authoring/history.ts (docs/reference/content.md).
 */
import { z } from '../zod.ts';

/** The letters of a short ID. */
export const SID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** The length of a user's short ID and of a member's. */
export const SID_LENGTH = { user: 5, member: 6 } as const;

export type SidKind = keyof typeof SID_LENGTH;

/**
 * The `sid` key of a user's file (5 letters) or a member's (6).
 *
 * @example
 * sidSchemaFor('member').safeParse('abcdef').success // true
 */
export function sidSchemaFor(kind: SidKind) {
	const length = SID_LENGTH[kind];
	return z.string().check(
		z.regex(
			new RegExp(`^[a-z]{${length}}$`),
			`must be ${length} lowercase letters a-z (a ${kind}'s short ID, for ${'{site}'}/s/{sid}); remove the key to keep the one the site derives from the ID`,
		),
		z.meta({
			description: `Optional: the ${kind}'s short ID, ${length} letters a-z; {site}/s/{sid} leads to the profile. Written by staticnouns new and import; without it, one is derived from the ID. Never changes once published.`,
		}),
	);
}

/** The kind of short ID a profile has: a member's when it belongs to a user. */
export function sidKindOf(ownerUser: unknown): SidKind {
	return ownerUser ? 'member' : 'user';
}

/**
 * The sid a profile file's raw data writes, when it is a valid one.
 *
 * @example
 * writtenSid({ sid: 'abcde' }, 'user') // 'abcde'
 * writtenSid({ sid: 'ABCDE' }, 'user') // undefined
 */
export function writtenSid(data: unknown, kind: SidKind): string | undefined {
	const value =
		typeof data === 'object' && data !== null
			? (data as Record<string, unknown>)['sid']
			: undefined;
	const parsed = sidSchemaFor(kind).safeParse(value);
	return parsed.success ? parsed.data : undefined;
}
