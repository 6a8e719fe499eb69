/**
 * The rules against a base commit: IDs never change, are never reused (even
 * after a deletion), and a moved file keeping its ID is a rename.
 */
import { join, relative, sep } from 'node:path';
import {
	fileVersions,
	isRegularFile,
	listTree,
	readBlobs,
	repositoryRoot,
	resolveCommit,
} from './git.ts';
import { freshId } from '../content/validate/fresh-id.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../schemas/check-words.ts';
import type { ContentIssue } from '../content/issues.ts';
import { DEFAULT_LIMITS, type Limits } from '../schemas/profile-limits.ts';
import { validIdOf, type ProfileIdentity } from '../content/validate/profile-file.ts';
import { readProfileSource } from '../content/read/reader.ts';
import { findProfiles, profileKey, profilePlaceOf } from '../content/site.ts';
import { sidKindOf, writtenSid, type SidKind } from '../schemas/values/short-id.ts';
import { derivedSid, freshSid, settleDerivedSids } from '../content/validate/short-ids.ts';

/** A profile as it was at the base commit. */
export interface BaseProfile {
	/** Path relative to the working directory, `/`-separated. */
	file: string;
	id: string;
	/**
	 * Its name; for a member `<user>/<name>` (profileKey), a member's name being unique only within
	 * its user.
	 */
	name: string;
	/** Its short ID then, written or derived. */
	sid: string;
}

export interface BaseState {
	ref: string;
	/** The profiles in the base commit's tree. */
	profiles: BaseProfile[];
	/** Every ID that any profile had in any commit reachable from the base, with the names it had. */
	pastNames: Map<string, Set<string>>;
	/** Every short ID any profile had in that history, with the IDs that had it. */
	pastSids: Map<string, Set<string>>;
}

export interface Rename {
	from: string;
	to: string;
	id: string;
}

/**
 * The ID and short ID (written, or derived from the ID) a file's text
 * gives, if it parses and the ID is valid. A version that cannot be read
 * (missing: a symlink or over the size limit) gives none; nothing in
 * history, however crafted, may stop the check.
 */
function identityOf(
	path: string,
	text: string | undefined,
	kind: SidKind,
): { id: string; sid: string; derived: boolean } | undefined {
	if (text === undefined) return undefined;
	try {
		const read = readProfileSource(path, text);
		const id = read.ok ? validIdOf(read.source.data) : undefined;
		if (!read.ok || !id) return undefined;
		const written = writtenSid(read.source.data, kind);
		return { id, sid: written ?? derivedSid(id, kind), derived: written === undefined };
	} catch {
		return undefined;
	}
}

/**
 * Reads the profiles at `ref` and every ID in its history.
 *
 * @example
 * const base = await loadBase('origin/main', resolve('content/users'), process.cwd());
 */
export async function loadBase(
	ref: string,
	usersDir: string,
	cwd: string,
	limits: Partial<Limits> = {},
): Promise<BaseState> {
	const commit = await resolveCommit(ref, cwd);
	const root = await repositoryRoot(cwd);
	const usersPath = relative(root, usersDir).split(sep).join('/');
	const inUsers = (path: string) => path.slice(usersPath.length + 1);
	const display = (path: string) => relative(cwd, join(root, path)).split(sep).join('/');

	// Only regular files are profiles, as in the working tree (site.ts).
	const tree = (await listTree(commit, usersPath, cwd)).filter(isRegularFile);
	const versions = (await fileVersions(commit, usersPath, cwd)).filter(isRegularFile);
	const texts = await readBlobs(
		[...tree, ...versions].map((entry) => entry.blob),
		cwd,
		limits.fileBytes ?? DEFAULT_LIMITS.fileBytes,
	);

	const blobOf = new Map(tree.map((entry) => [inUsers(entry.path), entry]));
	const found: (BaseProfile & { kind: SidKind; derived: boolean })[] = [];
	for (const file of findProfiles([...blobOf.keys()]).files) {
		const entry = blobOf.get(file.path)!;
		const kind = sidKindOf(file.user);
		const identity = identityOf(file.path, texts.get(entry.blob), kind);
		if (identity)
			found.push({ file: display(entry.path), ...identity, kind, name: profileKey(file) });
	}
	// The base's short IDs as its build gave them: derived ones that met, moved apart.
	const sids = settleDerivedSids(found);
	const profiles: BaseProfile[] = found.map(({ file, id, name }, index) => ({
		file,
		id,
		name,
		sid: sids[index]!,
	}));

	const pastNames = new Map<string, Set<string>>();
	const pastSids = new Map<string, Set<string>>();
	for (const { sid, id } of profiles) pastSids.set(sid, (pastSids.get(sid) ?? new Set()).add(id));
	const inBase = new Set(profiles.map((profile) => profile.id));
	for (const version of versions) {
		const place = profilePlaceOf(inUsers(version.path));
		if (place === undefined) continue;
		const found = identityOf(version.path, texts.get(version.blob), sidKindOf(place.user));
		if (!found) continue;
		pastNames.set(found.id, (pastNames.get(found.id) ?? new Set()).add(profileKey(place)));
		// A profile the base has took its derived sid from there (settled, perhaps moved); a
		// version's own guess of it would name the profile whose sid it met.
		if (found.derived && inBase.has(found.id)) continue;
		pastSids.set(found.sid, (pastSids.get(found.sid) ?? new Set()).add(found.id));
	}
	return { ref, profiles, pastNames, pastSids };
}

/**
 * Whether a profile is as the base had it: same file, same ID. Such a file is
 * never the one blamed for a clash (loadSite's `settled`); the file a change
 * adds or edits is.
 *
 * @example
 * await loadSite(contentDir, { cwd, settled: settledIn(base) });
 */
export function settledIn(base: BaseState): (profile: ProfileIdentity) => boolean {
	const ids = new Map(base.profiles.map((profile) => [profile.file, profile.id]));
	return (profile) => ids.get(profile.file) === profile.user.id;
}

/**
 * Compares the current profiles with the base: an existing profile whose ID
 * changed is an error; a new profile with an ID from the base's history is an
 * error unless it comes back under a name that ID had; a file that takes the
 * ID of a base file that is gone is a rename. `exists` says whether a file
 * (path as in `BaseProfile.file`) is in the working tree, valid or not.
 *
 * @example
 * const { issues, renames } = compareWithBase(site.identities, base, (file) =>
 * existsSync(join(root, file)));
 */
export function compareWithBase(
	current: readonly ProfileIdentity[],
	base: BaseState,
	exists: (file: string) => boolean,
	words: CheckWords = ENGLISH_CHECK,
): { issues: ContentIssue[]; renames: Rename[] } {
	const issues: ContentIssue[] = [];
	const renames: Rename[] = [];
	const currentIds = new Set(current.map((profile) => profile.user.id));
	const idAt = new Map(current.map((profile) => [profile.file, profile.user.id]));
	const byName = new Map(base.profiles.map((profile) => [profile.name, profile]));
	const byId = new Map(base.profiles.map((profile) => [profile.id, profile]));

	for (const profile of current) {
		const { id } = profile.user;
		const name = profileKey({ name: profile.user.name, user: profile.ownerUser?.name });
		const idIssue = (message: string) =>
			issues.push({ file: profile.file, line: profile.locate(['id']), path: 'id', message });
		const before = byName.get(name);
		if (before?.id === id) continue;
		// A changed ID, unless the old profile moved away (its file gone, its ID
		// living on elsewhere) and a new one took its name.
		if (before && !(currentIds.has(before.id) && !exists(before.file))) {
			idIssue(say(words, 'check.idChanged', { old: before.id, ref: base.ref, id }));
			continue;
		}
		const moved = byId.get(id);
		if (moved && moved.file !== profile.file) {
			// A rename only when the old file is gone from the change.
			if (!exists(moved.file)) renames.push({ from: moved.file, to: profile.file, id });
			// The old file keeps the ID (a copy): the rule of unique IDs reports this file.
			else if (idAt.get(moved.file) === id) continue;
			else if (idAt.has(moved.file))
				idIssue(
					say(words, 'check.idMoved', { id, file: moved.file, ref: base.ref, fresh: freshId() }),
				);
			continue;
		}
		const past = base.pastNames.get(id);
		if (past && !past.has(name))
			idIssue(
				say(words, 'check.idReused', {
					id,
					names: [...past].map((old) => `"${old}"`).join(', '),
					ref: base.ref,
					fresh: freshId(),
				}),
			);
	}
	return { issues, renames };
}

/**
 * The short-ID rules against the base, as compareWithBase's for IDs: a
 * profile keeps the short ID it had at the base (written or derived: adding
 * a `sid` that differs changes it), and no profile takes one that another
 * ID had anywhere in the base's history, even after a deletion.
 *
 * @example
 * compareSidsWithBase(site.identities, base) // [{ path: 'sid', message: 'the short ID changed from …' }]
 */
export function compareSidsWithBase(
	current: readonly ProfileIdentity[],
	base: BaseState,
): ContentIssue[] {
	const issues: ContentIssue[] = [];
	const byId = new Map(base.profiles.map((profile) => [profile.id, profile]));
	const now = new Set(current.map((profile) => profile.sid));
	const holders = new Map(current.map((profile) => [profile.sid, profile]));
	// An ID two files share now, or a user's ID on a member (another kind of sid): the ID rules
	// report those; only the profile that kept its ID keeps its sid.
	const count = new Map<string, number>();
	for (const profile of current) count.set(profile.user.id, (count.get(profile.user.id) ?? 0) + 1);
	const taken = (sid: string) => base.pastSids.has(sid) || now.has(sid);
	for (const profile of current) {
		const { sid } = profile;
		if (sid === undefined) continue;
		const line = profile.locate(['sid']) ?? profile.locate(['id']);
		const sidIssue = (message: string) =>
			issues.push({ file: profile.file, line, path: 'sid', message });
		const before = byId.get(profile.user.id);
		const same = count.get(profile.user.id) === 1 && before?.sid.length === sid.length;
		if (before && same && before.sid !== sid) {
			// Moved by a new profile whose derived sid met it first (settleDerivedSids): that one is
			// told, below, to take its own; this file is not the one to change.
			const taker = holders.get(before.sid);
			if (profile.sidDerived && taker && !byId.has(taker.user.id)) continue;
			sidIssue(
				`the short ID changed from "${before.sid}" (at ${base.ref}) to "${sid}"; a published short ID never changes, as {site}/s/${before.sid} must keep leading here: put back sid: ${before.sid}`,
			);
			continue;
		}
		const others = [...(base.pastSids.get(sid) ?? [])].filter((id) => id !== profile.user.id);
		if (others.length && count.get(profile.user.id) === 1)
			sidIssue(
				`the short ID "${sid}" belonged to the profile with ID "${others[0]}" before (in the history of ${base.ref}); short IDs never pass to someone else, even after a deletion: give this profile its own, such as this fresh one: sid: ${freshSid(sidKindOf(profile.ownerUser), taken)}`,
			);
	}
	return issues;
}
