/**
 * Short IDs (`sid`), as pronouns.cc gives them (its API docs' endpoint pages,
 * users.md: "the user's 5 letter short ID"; members.md: "the member's
 * 6-letter short ID"): letters a-z, and `{site}/s/{sid}` leads to the
 * profile. A file may write its own (`new` and `import` always do); a file
 * without one has the sid derived from its ID, the same in every build.
 * What makes them unique and unchanging is in content/validate/short-ids.ts
 * and authoring/history.ts (docs/reference/content.md).
 */
import { createHash, randomInt } from 'node:crypto';
import { z } from './zod.ts';

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
 * The short ID of a profile whose file gives none: letters from the
 * SHA-256 of its ID, so the same ID gives the same sid in every build. Two
 * profiles may derive the same one; the cross-profile rules refuse that
 * (content/validate/short-ids.ts).
 *
 * @example
 * derivedSid('d4gn7g3p38l77tn1edd0', 'user') // 'nfcdv'
 */
export function derivedSid(id: string, kind: SidKind): string {
	const digest = createHash('sha256').update(`staticnouns sid\0${id}`).digest();
	let sid = '';
	// Each letter from 4 bytes mod 26: the bias over 2^32 is negligible.
	for (let index = 0; index < SID_LENGTH[kind]; index++)
		sid += SID_ALPHABET[digest.readUInt32BE(index * 4) % SID_ALPHABET.length];
	return sid;
}

/**
 * A random short ID that `taken` does not hold, for `new` and `import` to
 * write: random, so a new profile never takes a sid by its ID's hash; 26^5
 * (11.9 million) user sids, so a free one is found at once even at 100,000
 * profiles.
 *
 * @example
 * freshSid('user', (sid) => sites.has(sid)) // 'qwzkt'
 */
export function freshSid(kind: SidKind, taken: (sid: string) => boolean = () => false): string {
	// Bounded: a site would need millions of profiles to fill even half the space.
	for (let attempt = 0; attempt < 10_000; attempt++) {
		let sid = '';
		for (let index = 0; index < SID_LENGTH[kind]; index++)
			sid += SID_ALPHABET[randomInt(SID_ALPHABET.length)];
		if (!taken(sid)) return sid;
	}
	throw new Error(`no free ${kind} short ID found in 10,000 tries`);
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
