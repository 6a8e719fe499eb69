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
import { ENGLISH_CHECK, say, type CheckKey, type CheckWords } from '../../schemas/check-words.ts';
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

/** A name clash's fix: said in the site's words, and as a key for nameTakenMessage. */
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
		report: (named, owner, _detail, { rename, words }) => ({
			file: named.file,
			line: named.nameLine,
			path: 'name',
			message: say(words, 'check.nameIsId', { name: named.user.name, file: owner.file, rename }),
		}),
	},
	{
		pairs: (profiles, keys) => sharing(profiles, (p) => apiPathsOf(p).map(foldPath), keys),
		report: (later, earlier, path = '', { rename, words }) => ({
			file: later.file,
			line: later.nameLine,
			path: 'name',
			message: say(words, 'check.apiPathClash', { path, file: earlier.file, rename }),
		}),
	},
];

/**
 * A name whose API file a host would treat as its own (addresses/host-areas.ts lists
 * them): a profile named `404.html` would answer for every unknown user on
 * Cloudflare Pages. Then a name whose ending a host runs or renders, or
 * that Windows cannot hold (unsafe-names.ts).
 */
function reservedName(
	profile: ProfileIdentity,
	{ rename, words }: Advice,
): ContentIssue | undefined {
	const name = profile.user.name;
	const issue = (key: CheckKey, values: Record<string, string> = {}): ContentIssue => ({
		file: profile.file,
		line: profile.nameLine,
		path: 'name',
		message: say(words, key, { name, rename, ...values }),
	});
	const owner = profile.ownerUser?.name;
	// The files of a user's folder of members that are not members: said plainly, before what hosts
	// make of their endings.
	const own =
		owner !== undefined &&
		[MEMBER_LIST_FILE, USER_MEMBER_NOT_FOUND_FILE].find((file) => file === name.toLowerCase());
	if (own) {
		const key = own === MEMBER_LIST_FILE ? 'check.nameMemberList' : 'check.nameMemberNotFound';
		return issue(key, { path: `${USER_MEMBERS_DIR}${owner}/${own}`, user: owner! });
	}
	if (owner !== undefined && HOST_MEMBER_NAMES.includes(name.toLowerCase()))
		return issue('check.hostMemberName', { path: `${USER_MEMBERS_DIR}${owner}/${name}` });
	if (owner === undefined && HOST_USER_NAMES.includes(name.toLowerCase()))
		return issue('check.hostUserName', { path: `${USERS_DIR}${name}`, folder: USERS_DIR });
	for (const path of apiPathsOf(profile)) {
		const why = hostHandledReason(path, words);
		if (why) return issue('check.hostHandled', { path, why });
	}
	const unsafe = unsafeName(name, owner, words);
	return unsafe && issue('check.nameFix', { problem: unsafe.problem, example: unsafe.suggestion });
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
	const advice: Advice = { rename: say(words, rename), key: rename, words };
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
		const issue = reservedName(profile, advice);
		if (issue) issues.push(issue);
	}
	return issues;
}
