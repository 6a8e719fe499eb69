/**
 * The rule across profiles for short IDs: each leads to one profile
 * (`{site}/s/{sid}`), so no two profiles may have the same, written or
 * derived. A user's (5 letters) and a member's (6) can never meet.
 */
import type { ContentIssue } from '../issues.ts';
import { freshSid, sidKindOf } from '../../schemas/short-id.ts';
import type { ProfileIdentity } from './profile.ts';

/**
 * The profiles whose short ID another profile already has: the settled one
 * (unchanged by this change, `settled`) keeps it, else the first by file
 * path; each other is told to write a fresh one.
 *
 * @example
 * sidClashes(site.identities) // [{ file: 'content/users/sam.md', path: 'sid', message: 'the short ID "nfcdv" is also …' }]
 */
export function sidClashes(
	identities: readonly ProfileIdentity[],
	settled: (profile: ProfileIdentity) => boolean = () => false,
): ContentIssue[] {
	const ordered = identities
		.filter((identity) => identity.sid !== undefined)
		.map((identity) => ({ identity, settled: settled(identity) }))
		.sort(
			(a, b) =>
				Number(b.settled) - Number(a.settled) ||
				(a.identity.file < b.identity.file ? -1 : a.identity.file > b.identity.file ? 1 : 0),
		);
	const holders = new Map<string, ProfileIdentity>();
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
			message: `the short ID "${identity.sid}" is also the one of ${holder.file}; each short ID leads to one profile: give this profile its own, such as this fresh one: sid: ${fresh}`,
		});
	}
	return issues;
}
