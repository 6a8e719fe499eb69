/**
 * Rules that span profiles, users and members alike. Each colliding pair is
 * reported once, by the most specific rule it breaks (rules are listed most
 * specific first), on one file and naming the other. IDs are unique across
 * everyone; names are compared within a scope: the users, or one user's
 * members (whose refs are paths under that user's folder of the API).
 */
import {
	MEMBER_LIST_FILE,
	memberApiPaths,
	USER_MEMBER_NOT_FOUND_FILE,
	USER_MEMBERS_DIR,
	USERS_DIR,
	userApiPaths,
	userMembersPaths,
} from '../../addresses/api.ts';
import {
	HOST_MEMBER_NAMES,
	HOST_USER_NAMES,
	hostHandledReason,
} from '../../addresses/host-areas.ts';
import { foldPath } from '../../addresses/paths.ts';
import { freshId } from './fresh-id.ts';
import { nameTakenMessage } from './name-taken.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../../schemas/check-words.ts';
import type { ContentIssue } from '../issues.ts';
import type { ProfileIdentity } from './profile-file.ts';
import { unsafeName } from '../find/unsafe-names.ts';

/** [first, other, what they share]: the issue goes on `other`. */
type Pair = [ProfileIdentity, ProfileIdentity, string?];

interface Rule {
	/**
	 * The pairs breaking the rule, and `keys` records which group each
	 * profile fell in, so a later rule can tell that two profiles already
	 * shared a group here (three profiles sharing an ID give two lines, not three).
	 */
	pairs: (
		profiles: readonly ProfileIdentity[],
		keys: Map<ProfileIdentity, string[]>,
	) => Iterable<Pair>;
	/** `advice` is what to do about a name clash: rename the file, or pick another name. */
	report: (
		other: ProfileIdentity,
		first: ProfileIdentity,
		detail: string | undefined,
		advice: Advice,
	) => ContentIssue;
}

/**
 * A name clash's fix: in English, for the rules whose messages are English yet, and as a key for
 * those said in the site's words.
 */
interface Advice {
	rename: string;
	key: RenameKey;
	words: CheckWords;
}

type RenameKey = 'check.renameFile' | 'check.chooseName';

/**
 * Pairs within each group of profiles sharing a key: each later one against
 * the first only, never against every other (thousands of files sharing one
 * ID would make millions of pairs), so the cost is linear in the profiles.
 */
function* sharing(
	profiles: readonly ProfileIdentity[],
	keysOf: (profile: ProfileIdentity) => Iterable<string>,
	keys: Map<ProfileIdentity, string[]>,
): Iterable<Pair> {
	const firsts = new Map<string, ProfileIdentity>();
	for (const profile of profiles) {
		const listed = [...keysOf(profile)];
		// One key is its own set (most rules give one key a profile).
		const own = listed.length < 2 ? listed : [...new Set(listed)];
		keys.set(profile, own);
		for (const key of own) {
			const first = firsts.get(key);
			if (first) yield [first, profile, key];
			else firsts.set(key, profile);
		}
	}
}

/**
 * The scope a profile's name is unique in: '' for users, the user's folder
 * for a member (a member may share its name with a user, or with a member of
 * another user: they publish at different paths).
 */
function scopeOf(profile: ProfileIdentity): string {
	return profile.ownerUser ? `${USER_MEMBERS_DIR}${profile.ownerUser.name.toLowerCase()}/` : '';
}

/**
 * Every API file a profile publishes: a user's under v1/users/; a member's
 * under v1/members/ and in its user's folder of v1/user-members/. The
 * user's name stands for all its refs: its members share each of them.
 */
function apiPathsOf(profile: ProfileIdentity): string[] {
	if (!profile.ownerUser) return userApiPaths(profile.user);
	const user = { id: profile.ownerUser.name, name: profile.ownerUser.name };
	return [
		...memberApiPaths(profile.user),
		...userMembersPaths(user, [profile.user]).members.flatMap(({ paths }) => paths),
	];
}

const RULES: Rule[] = [
	{
		pairs: (profiles, keys) => sharing(profiles, (p) => [p.user.id], keys),
		report: (later, earlier, _detail, { words }) => ({
			file: later.file,
			line: later.locate(['id']),
			path: 'id',
			message: say(words, 'check.idUsed', {
				id: later.user.id,
				file: earlier.file,
				fresh: freshId(),
			}),
		}),
	},
	{
		pairs: (profiles, keys) => sharing(profiles, (p) => [scopeOf(p) + foldPath(p.user.name)], keys),
		report: (later, earlier, _detail, { key, words }) => ({
			file: later.file,
			line: later.nameLine,
			path: 'name',
			message: nameTakenMessage({
				name: later.user.name,
				file: earlier.file,
				taken: earlier.user.name,
				member: Boolean(later.ownerUser),
				rename: say(words, key),
				words,
			}),
		}),
	},
	{
		*pairs(profiles) {
			const byId = new Map(profiles.map((p) => [scopeOf(p) + p.user.id, p]));
			for (const profile of profiles) {
				const owner = byId.get(scopeOf(profile) + profile.user.name);
				if (owner && owner !== profile) yield [owner, profile];
			}
		},
		report: (named, owner, _detail, { rename }) => ({
			file: named.file,
			line: named.nameLine,
			path: 'name',
			message: `the name "${named.user.name}" is the ID of ${owner.file}; a reference is looked up as an ID first, so this profile could never be found by name: ${rename}`,
		}),
	},
	{
		pairs: (profiles, keys) => sharing(profiles, (p) => apiPathsOf(p).map(foldPath), keys),
		report: (later, earlier, path, { rename }) => ({
			file: later.file,
			line: later.nameLine,
			path: 'name',
			message: `this profile's API file ${path} lands on the same path as one of ${earlier.file} (paths are compared ignoring case, as many hosts do): ${rename}`,
		}),
	},
];

/**
 * A name whose API file a host would treat as its own (addresses/host-areas.ts lists
 * them): a profile named `404.html` would answer for every unknown user on
 * Cloudflare Pages. Then a name whose ending a host runs or renders, or
 * that Windows cannot hold (unsafe-names.ts).
 */
function reservedName(profile: ProfileIdentity, rename: string): ContentIssue | undefined {
	// The files of a user's folder of members that are not members: said plainly, before what hosts
	// make of their endings.
	const own =
		profile.ownerUser &&
		[MEMBER_LIST_FILE, USER_MEMBER_NOT_FOUND_FILE].find(
			(file) => file === profile.user.name.toLowerCase(),
		);
	if (own && profile.ownerUser) {
		const what =
			own === MEMBER_LIST_FILE
				? `the list of the members of "${profile.ownerUser.name}"`
				: `the answer for an unknown member of "${profile.ownerUser.name}"`;
		return {
			file: profile.file,
			line: profile.nameLine,
			path: 'name',
			message: `the name "${profile.user.name}" is taken by ${USER_MEMBERS_DIR}${profile.ownerUser.name}/${own}, ${what}: ${rename}`,
		};
	}
	if (profile.ownerUser && HOST_MEMBER_NAMES.includes(profile.user.name.toLowerCase())) {
		return {
			file: profile.file,
			line: profile.nameLine,
			path: 'name',
			message: `the name "${profile.user.name}" is one hosts take as their own inside a folder (Cloudflare Pages answers ${USER_MEMBERS_DIR}${profile.ownerUser.name}/${profile.user.name} with its not-found page or a redirect), so this member could not be fetched by name: ${rename}`,
		};
	}
	if (!profile.ownerUser && HOST_USER_NAMES.includes(profile.user.name.toLowerCase())) {
		return {
			file: profile.file,
			line: profile.nameLine,
			path: 'name',
			message: `the name "${profile.user.name}" is one hosts take as their own inside a folder (Cloudflare Pages redirects ${USERS_DIR}${profile.user.name} to ${USERS_DIR} when no file is there, so every host answers it as an unknown user), so this user could not be fetched by name: ${rename}`,
		};
	}
	for (const path of apiPathsOf(profile)) {
		const why = hostHandledReason(path);
		if (!why) continue;
		return {
			file: profile.file,
			line: profile.nameLine,
			path: 'name',
			message: `the name "${profile.user.name}" would publish ${path}, and ${why}: ${rename}`,
		};
	}
	const unsafe = unsafeName(profile.user.name, profile.ownerUser?.name);
	if (!unsafe) return undefined;
	const example = unsafe.suggestion ? `, e.g. "${unsafe.suggestion}"` : '';
	return {
		file: profile.file,
		line: profile.nameLine,
		path: 'name',
		message: `${unsafe.problem}: ${rename}${example}`,
	};
}

/**
 * Checks IDs and names across all profiles, users and members: unique IDs
 * (a member's ID equal to a user's is a clash too), names unique ignoring
 * case (a member's among its user's members), no name equal to another's ID
 * in its scope, no two output paths the same ignoring
 * case, no output file a host would treat as its own. With `settled` (the
 * profiles a pull request did not touch), clashes are reported on the others.
 *
 * @example
 * const issues = checkAcrossProfiles(profiles); // [] when all is well
 */
export function checkAcrossProfiles(
	profiles: readonly ProfileIdentity[],
	{
		rename = 'check.renameFile',
		settled,
		words = ENGLISH_CHECK,
	}: {
		rename?: RenameKey;
		settled?: ((profile: ProfileIdentity) => boolean) | undefined;
		/** The site's words for the messages said in them (check-words.ts). */
		words?: CheckWords | undefined;
	} = {},
): ContentIssue[] {
	const advice: Advice = { rename: say(ENGLISH_CHECK, rename), key: rename, words };
	const issues: ContentIssue[] = [];
	// A pair's issue goes on its later profile: settled ones (unchanged since
	// the base of a pull request) come first, so a clash is blamed on the file
	// the change adds or edits, whatever the alphabet says.
	if (settled)
		profiles = [...profiles.filter(settled), ...profiles.filter((profile) => !settled(profile))];
	// One entry per reported pair and one key list per profile and rule: linear, however many share
	// a group.
	const reported = new Set<string>();
	const grouped: Map<ProfileIdentity, string[]>[] = [];
	const sharedGroup = (a: ProfileIdentity, b: ProfileIdentity) =>
		grouped.some((keys) => keys.get(a)?.some((key) => keys.get(b)?.includes(key)));
	for (const rule of RULES) {
		const keys = new Map<ProfileIdentity, string[]>();
		for (const [first, other, detail] of rule.pairs(profiles, keys)) {
			const pair = [first.file, other.file].sort().join('\0');
			if (reported.has(pair) || sharedGroup(first, other)) continue;
			reported.add(pair);
			issues.push(rule.report(other, first, detail, advice));
		}
		grouped.push(keys);
	}
	for (const profile of profiles) {
		const issue = reservedName(profile, advice.rename);
		if (issue) issues.push(issue);
	}
	return issues;
}
