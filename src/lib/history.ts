/**
 * The rules against a base commit: IDs never change, are never reused (even
 * after a deletion), and a moved file keeping its ID is a rename.
 */
import { join, relative, sep } from 'node:path';
import { idSchema } from '../schemas/user.ts';
import { fileVersions, isRegularFile, listTree, readBlobs, repositoryRoot, resolveCommit } from './git.ts';
import type { ContentIssue } from './issues.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import type { ProfileIdentity } from './profile.ts';
import { readProfileSource } from './reader.ts';
import { findProfiles, profileNameOf } from './site.ts';

/** A profile as it was at the base commit. */
export interface BaseProfile {
	/** Path relative to the working directory, `/`-separated. */
	file: string;
	id: string;
	name: string;
}

export interface BaseState {
	ref: string;
	/** The profiles in the base commit's tree. */
	profiles: BaseProfile[];
	/** Every ID that any profile had in any commit reachable from the base, with the names it had. */
	pastNames: Map<string, Set<string>>;
}

export interface Rename {
	from: string;
	to: string;
	id: string;
}

/**
 * The ID a file's text gives, if it parses and the ID is valid. A version
 * that cannot be read (missing: a symlink or over the size limit) gives
 * none; nothing in history, however crafted, may stop the check.
 */
function idOf(path: string, text: string | undefined): string | undefined {
	if (text === undefined) return undefined;
	try {
		const read = readProfileSource(path, text);
		if (!read.ok || typeof read.source.data !== 'object' || read.source.data === null) return undefined;
		const id = (read.source.data as Record<string, unknown>)['id'];
		return idSchema.safeParse(id).success ? (id as string) : undefined;
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
export async function loadBase(ref: string, usersDir: string, cwd: string, limits: Partial<Limits> = {}): Promise<BaseState> {
	const commit = await resolveCommit(ref, cwd);
	const root = await repositoryRoot(cwd);
	const usersPath = relative(root, usersDir).split(sep).join('/');
	const inUsers = (path: string) => path.slice(usersPath.length + 1);
	const display = (path: string) => relative(cwd, join(root, path)).split(sep).join('/');

	// Only regular files are profiles, as in the working tree (site.ts).
	const tree = (await listTree(commit, usersPath, cwd)).filter(isRegularFile);
	const versions = (await fileVersions(commit, usersPath, cwd)).filter(isRegularFile);
	const texts = await readBlobs([...tree, ...versions].map((entry) => entry.blob), cwd, limits.fileBytes ?? DEFAULT_LIMITS.fileBytes);

	const blobOf = new Map(tree.map((entry) => [inUsers(entry.path), entry]));
	const profiles: BaseProfile[] = [];
	for (const { path, name } of findProfiles([...blobOf.keys()]).files) {
		const entry = blobOf.get(path)!;
		const id = idOf(path, texts.get(entry.blob));
		if (id) profiles.push({ file: display(entry.path), id, name });
	}

	const pastNames = new Map<string, Set<string>>();
	for (const version of versions) {
		const name = profileNameOf(inUsers(version.path));
		const id = name === undefined ? undefined : idOf(version.path, texts.get(version.blob));
		if (!id || name === undefined) continue;
		pastNames.set(id, (pastNames.get(id) ?? new Set()).add(name));
	}
	return { ref, profiles, pastNames };
}

/**
 * Compares the current profiles with the base: an existing profile whose ID
 * changed is an error; a new profile with an ID from the base's history is an
 * error unless it comes back under a name that ID had; a moved file with the
 * same ID is a rename.
 *
 * @example
 * const { issues, renames } = compareWithBase(site.identities, await loadBase('origin/main', usersDir, cwd));
 */
export function compareWithBase(current: readonly ProfileIdentity[], base: BaseState): { issues: ContentIssue[]; renames: Rename[] } {
	const issues: ContentIssue[] = [];
	const renames: Rename[] = [];
	const currentIds = new Set(current.map((profile) => profile.user.id));
	const byName = new Map(base.profiles.map((profile) => [profile.name, profile]));
	const byId = new Map(base.profiles.map((profile) => [profile.id, profile]));

	for (const profile of current) {
		const { id, name } = profile.user;
		const before = byName.get(name);
		if (before?.id === id) continue;
		// A changed ID, unless the old one lives on elsewhere (the old profile
		// moved and a new one took its name).
		if (before && !currentIds.has(before.id)) {
			issues.push({
				file: profile.file,
				line: profile.locate(['id']),
				path: 'id',
				message: `the ID changed from "${before.id}" (at ${base.ref}) to "${id}"; IDs never change: put back id: ${before.id}`,
			});
			continue;
		}
		const moved = byId.get(id);
		if (moved) {
			renames.push({ from: moved.file, to: profile.file, id });
			continue;
		}
		const past = base.pastNames.get(id);
		if (past && !past.has(name)) {
			issues.push({
				file: profile.file,
				line: profile.locate(['id']),
				path: 'id',
				message: `the ID "${id}" belonged to ${[...past].map((old) => `"${old}"`).join(', ')} before (in the history of ${base.ref}); IDs are never reused, even after a deletion: give this profile a new ID (npx staticnouns new <name> writes a profile with one)`,
			});
		}
	}
	return { issues, renames };
}
