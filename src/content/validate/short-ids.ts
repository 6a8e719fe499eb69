/**
 * The rule across profiles for short IDs: each leads to one profile
 * (`{site}/s/{sid}`), so no two profiles may have the same, written or
 * derived. A user's (5 letters) and a member's (6) can never meet.
 */
import type { ContentIssue } from '../issues.ts';
import { createHash, randomInt } from 'node:crypto';
import { ENGLISH_CHECK, say, type CheckWords } from '../../schemas/check-words.ts';
import {
	SID_ALPHABET,
	SID_LENGTH,
	sidKindOf,
	type SidKind,
} from '../../schemas/values/short-id.ts';

/**
 * The short ID of a profile whose file gives none: letters from the
 * SHA-256 of its ID, so the same ID gives the same sid in every build.
 * `round` is for the few whose first one another derived sid holds
 * (settleDerivedSids): round 0 is the hash of the ID alone.
 *
 * @example
 * derivedSid('d4gn7g3p38l77tn1edd0', 'user') // 'nfcdv'
 */
export function derivedSid(id: string, kind: SidKind, round = 0): string {
	const input = round === 0 ? `staticnouns sid\0${id}` : `staticnouns sid\0${id}\0${round}`;
	const digest = createHash('sha256').update(input).digest();
	let sid = '';
	// Each letter from 4 bytes mod 26: the bias over 2^32 is negligible.
	for (let index = 0; index < SID_LENGTH[kind]; index++)
		sid += SID_ALPHABET[digest.readUInt32BE(index * 4) % SID_ALPHABET.length];
	return sid;
}

/** A profile's claim on a short ID, as settleDerivedSids reads it. */
export interface SidClaim {
	id: string;
	kind: SidKind;
	sid: string;
	/** Derived from the ID (the file gives no `sid`): only such a sid may move. */
	derived: boolean;
	/** Where it is, the last tie-break: two files never share a path. */
	file: string;
}

/**
 * The derived short IDs with no clash among them: 26^5 user sids meet by
 * chance about four times in 10,000 profiles, and a site must not fail
 * over files nobody changed. The first claim by ID keeps its sid (xids grow
 * with time: the older profile), each later one takes the next round of its
 * own hash; the same in check and build, with or without a base (check
 * --base tells a new profile that moved a published one to write its own,
 * authoring/history.ts). A written sid never
 * moves, and a derived one never steps aside for it: that clash is
 * sidClashes's, which names the file to change. Linear in the claims
 * (each round is free with near certainty).
 *
 * @example
 * settleDerivedSids([a, b]) // [a.sid, derivedSid(b.id, b.kind, 1)] when both derived a.sid
 */
export function settleDerivedSids(claims: readonly SidClaim[]): string[] {
	const settled = claims.map((claim) => claim.sid);
	const order = claims
		.map((claim, index) => ({ claim, index }))
		.filter(({ claim }) => claim.derived)
		.sort((a, b) => compare(a.claim.id, b.claim.id) || compare(a.claim.file, b.claim.file));
	// Held by which ID: two files with one ID derive one sid, and the ID rules report those.
	const holders = new Map<string, string>();
	for (const { claim, index } of order) {
		let sid = claim.sid;
		for (let round = 1; holders.has(sid) && holders.get(sid) !== claim.id; round++)
			sid = derivedSid(claim.id, claim.kind, round);
		holders.set(sid, claim.id);
		settled[index] = sid;
	}
	return settled;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The profiles whose derived short ID settleDerivedSids moved, each with its
 * new one (the rest keep theirs).
 *
 * @example
 * movedSids(site.identities) // Map { <content/users/sam.md> => 'qwzkt' }
 */
export function movedSids<Identity extends SidIdentity>(
	identities: readonly Identity[],
): Map<Identity, string> {
	const claimed = identities.filter((identity) => identity.sid !== undefined);
	const sids = settleDerivedSids(
		claimed.map((identity) => ({
			id: identity.user.id,
			kind: sidKindOf(identity.ownerUser),
			sid: identity.sid!,
			derived: identity.sidDerived === true,
			file: identity.file,
		})),
	);
	const moved = new Map<Identity, string>();
	claimed.forEach((identity, index) => {
		if (sids[index] !== identity.sid) moved.set(identity, sids[index]!);
	});
	return moved;
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
 * The profiles whose short ID another profile already has: the settled one
 * (unchanged by this change, `settled`) keeps it, else the first by file
 * path; each other is told to write a fresh one, in `words`.
 *
 * @example
 * sidClashes(site.identities) // [{ file: 'content/users/sam.md', path: 'sid', message: 'the short ID "nfcdv" is also …' }]
 */
/** What the rule reads of a profile (validate/profile-file.ts ProfileIdentity has it all). */
interface SidIdentity {
	file: string;
	user: { id: string; name: string };
	locate: (path: readonly PropertyKey[]) => number | undefined;
	ownerUser?: unknown;
	sid?: string | undefined;
	sidDerived?: true | undefined;
}

export function sidClashes<Identity extends SidIdentity>(
	identities: readonly Identity[],
	settled: (profile: Identity) => boolean = () => false,
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	const ordered = identities
		.filter((identity) => identity.sid !== undefined)
		.map((identity) => ({ identity, settled: settled(identity) }))
		.sort(
			(a, b) =>
				Number(b.settled) - Number(a.settled) ||
				(a.identity.file < b.identity.file ? -1 : a.identity.file > b.identity.file ? 1 : 0),
		);
	const holders = new Map<string, Identity>();
	for (const { identity } of ordered)
		if (!holders.has(identity.sid!)) holders.set(identity.sid!, identity);
	const issues: ContentIssue[] = [];
	for (const { identity } of ordered) {
		const holder = holders.get(identity.sid!)!;
		// Two files with one ID derive one sid: the rule of unique IDs reports them.
		if (holder === identity || holder.user.id === identity.user.id) continue;
		const fresh = freshSid(sidKindOf(identity.ownerUser), (sid) => holders.has(sid));
		issues.push({
			file: identity.file,
			line: identity.locate(['sid']) ?? identity.locate(['id']),
			path: 'sid',
			message: say(words, 'check.sidTaken', { sid: identity.sid!, file: holder.file, fresh }),
		});
	}
	return issues;
}
