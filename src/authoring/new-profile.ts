/**
 * Whether profiles and members may be added, and adding them: a name must
 * be a valid profile name that a file can carry, and the same rules across
 * profiles as the build must hold with it. Nothing is written unless all
 * is well, and nothing is ever overwritten or written through a link.
 */
import type { Stats } from 'node:fs';
import { lstat, mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { nameSchema } from '../schemas/user.ts';
import type { ContentIssue } from '../content/issues.ts';
import { DEFAULT_LIMITS, type Limits } from '../schemas/profile-limits.ts';
import type { ProfileIdentity } from '../content/validate/profile-file.ts';
import {
	contentFolderProblem,
	isHiddenName,
	readProfileFile,
	USERS_FOLDER_LINK,
} from '../content/find/profile-files.ts';
import { checkAcrossProfiles } from '../content/validate/rules.ts';
import { sidClashes } from '../content/validate/short-ids.ts';
import { sidKindOf } from '../schemas/values/short-id.ts';
import { derivedSid } from '../content/validate/short-ids.ts';
import { loadSite, MEMBERS_FOLDER, type LoadedSite } from '../content/site.ts';
import { closest } from '../utils/suggest.ts';
import { folderMove, type FolderMove } from './folder-form.ts';
import { plural } from '../utils/plural.ts';

/**
 * A file to add: the profile's ID and name (and short ID, when it writes one), and the text that
 * holds them.
 */
export interface NewProfileFile {
	id: string;
	name: string;
	sid?: string | undefined;
	extension: 'md' | 'json';
	text: string;
}

/** A profile to check before it is added; `ownerUser` names its user when it is a member. */
interface NewProfile {
	file: string;
	id: string;
	name: string;
	/** The short ID its file writes; left out, the one derived from the ID. */
	sid?: string | undefined;
	ownerUser?: { id: string; name: string } | undefined;
}

/** What a profile or member is called in messages. */
const kindOf = (profile: Pick<NewProfile, 'ownerUser'>) =>
	profile.ownerUser ? 'member' : 'profile';

/**
 * Why a name cannot be a new profile's (or member's) file name, if it cannot.
 *
 * @example
 * nameProblem('content/users/a.md', 'a') // { file: 'content/users/a.md', path: 'name', message: 'the name "a" must be 2 to 40 characters, …' }
 */
export function nameProblem(file: string, name: string): ContentIssue | undefined {
	const valid = nameSchema.safeParse(name);
	if (!valid.success) {
		const fitting = fittingName(name);
		const offer = fitting ? `: choose another name, e.g. "${fitting}"` : '';
		return {
			file,
			path: 'name',
			message: `the name "${name}" ${valid.error.issues[0]!.message}${offer}`,
		};
	}
	if (isHiddenName(name)) {
		return {
			file,
			path: 'name',
			message: `the name "${name}" starts with "${name[0]}", and such files are skipped (drafts, templates): choose another name`,
		};
	}
	return undefined;
}

/**
 * A name of the allowed characters made from one that has others, as people
 * write names in addresses: "Alex Rivera" → "alex-rivera", "Zoë" → "zoe".
 * Undefined when nothing usable is left (or the name was only too long or short).
 *
 * @example
 * fittingName('Alex Rivera') // 'alex-rivera'
 */
function fittingName(name: string): string | undefined {
	const fitting = name
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\w.-]+/g, '-')
		.replace(/^[-._]+|[-.]+$/g, '')
		.slice(0, 40)
		.replace(/[-.]+$/, '');
	return fitting !== name && nameSchema.safeParse(fitting).success && !isHiddenName(fitting)
		? fitting
		: undefined;
}

/**
 * The problems new profiles (a user and its members, or members of an
 * existing user) would bring, or none.
 *
 * @example
 * checkNewProfiles([{ file: 'content/users/robin.md', id, name: 'robin' }], site.identities) // []
 */
function checkNewProfiles(
	profiles: readonly NewProfile[],
	existing: readonly ProfileIdentity[],
): ContentIssue[] {
	const issues: ContentIssue[] = [];
	for (const profile of profiles) {
		const problem = nameProblem(profile.file, profile.name);
		if (problem) issues.push(problem);
		// Importing what is already here: it is that profile (or member), not a
		// clash with it. A member with a user's ID, or the reverse, is a clash.
		const same = existing.find(
			(other) => other.user.id === profile.id && !other.ownerUser === !profile.ownerUser,
		);
		if (same) {
			const under = same.user.name === profile.name ? '' : ` under the name "${same.user.name}"`;
			issues.push({
				file: same.file,
				path: '',
				message: `this ${kindOf(profile)} (ID ${profile.id}) exists already${under}: to update it, edit this file, or delete it and run the import again`,
			});
		}
	}
	if (issues.length) return issues;
	// The files do not exist yet: their problems have no line.
	const added: ProfileIdentity[] = profiles.map((profile) => {
		const kind = sidKindOf(profile.ownerUser);
		return {
			file: profile.file,
			user: { id: profile.id, name: profile.name },
			ownerUser: profile.ownerUser ?? null,
			locate: () => undefined,
			nameLine: 0,
			sid: profile.sid ?? derivedSid(profile.id, kind),
		};
	});
	const files = new Set(added.map((identity) => identity.file));
	const all = [...existing, ...added];
	return [
		...checkAcrossProfiles(all, { rename: 'check.chooseName' }),
		// The profiles here keep their short IDs: a new one gets another.
		...sidClashes(all, (identity) => !files.has(identity.file)),
	].filter(
		(issue) => files.has(issue.file) || [...files].some((file) => issue.message.includes(file)),
	);
}

interface AddOptions {
	contentDir: string;
	/** The project's top folder: paths in messages are relative to it. */
	cwd: string;
	/** The site's limits, as the build applies them to the existing profiles. */
	limits?: Partial<Limits> | undefined;
	/** The site as loaded with these options, when the caller has it already. */
	site?: LoadedSite | undefined;
}

/** What an add wrote (paths relative to `cwd`), or why it wrote nothing. */
export interface AddResult {
	/** The new files, the user's first. */
	files: string[];
	/**
	 * A user moved to the folder form: its old and new file, and its avatar's and own flag images'
	 * paths when they changed.
	 */
	moved?: (Pick<FolderMove, 'to' | 'avatar' | 'flags'> & { from: string }) | undefined;
	issues: ContentIssue[];
}

type AddInput = AddOptions & { user: NewProfileFile | string; members: readonly NewProfileFile[] };

type AddPaths = ReturnType<typeof addPaths>;

/**
 * What the checks before writing settle: the members' user, a move to the folder form, and whether
 * members/ exists.
 */
interface AddReady {
	move: (FolderMove & { from: string }) | undefined;
	membersInfo: Stats | undefined;
}

/**
 * Adds a new user with members (import of a user export), or members to an
 * existing user (`new <user>/<member>`, import of a Member): the user in the
 * folder form `users/<user>/index.md|json`, each member as
 * `users/<user>/members/<member>.md|json`. An existing user in a flat file
 * is moved to the folder form first (see folderMove).
 *
 * @example
 * await addProfiles({ contentDir, cwd, user: 'kit', members: [{ id, name: 'juniper', extension: 'md', text }] })
 * // { files: ['content/users/kit/members/juniper.md'], issues: [] }
 */
export async function addProfiles(options: AddInput): Promise<AddResult> {
	const paths = addPaths(options);
	const ready = await readyToAdd(options, paths);
	if ('issues' in ready) return { files: paths.planned, issues: ready.issues };
	const written: string[] = [];
	try {
		await mkdir(paths.usersDir, { recursive: true });
	} catch (error) {
		return writeFailure(written, error, paths.planned[0]!, paths.display(paths.usersDir));
	}
	const user = await writeUser(options, paths, ready.move, written);
	if ('issues' in user) return user;
	if (!options.members.length) return { files: written, moved: user.moved, issues: [] };
	const failed = await writeMembers(options, paths, ready.membersInfo, user, written);
	return failed
		? { ...failed, moved: user.moved }
		: { files: written, moved: user.moved, issues: [] };
}

/**
 * Where an add puts its files, and how messages name them: `display` relative to `cwd`, `shown`
 * under users/ as typed (a name like "../x" must show as itself, not as a resolved path);
 * `planned`, the files it would write, the user's first, is what a refusal names.
 */
function addPaths({ contentDir, cwd, user, members }: AddInput) {
	const usersDir = join(contentDir, 'users');
	const display = (path: string) => relative(cwd, path).split(sep).join('/');
	const shown = (path: string) => `${display(usersDir)}/${path}`;
	const userName = typeof user === 'string' ? user : user.name;
	const folderForm = typeof user === 'string' || members.length > 0;
	const userPath =
		typeof user === 'string'
			? `${user}/index.md`
			: folderForm
				? `${user.name}/index.${user.extension}`
				: `${user.name}.${user.extension}`;
	const memberPath = (member: NewProfileFile) =>
		`${userName}/${MEMBERS_FOLDER}/${member.name}.${member.extension}`;
	const userFolder = join(usersDir, userName);
	return {
		usersDir,
		display,
		shown,
		userName,
		userFolder,
		membersFolder: join(userFolder, MEMBERS_FOLDER),
		folderForm,
		userPath,
		memberPath,
		planned: [
			...(typeof user === 'string' ? [] : [shown(userPath)]),
			...members.map((member) => shown(memberPath(member))),
		],
	};
}

/**
 * Every check before anything is written or moved: the issues that refuse the add, or what it may
 * go on with.
 */
async function readyToAdd(
	options: AddInput,
	paths: AddPaths,
): Promise<AddReady | { issues: ContentIssue[] }> {
	const { contentDir, cwd, limits, user, members } = options;
	const { shown, userName, userPath, memberPath } = paths;
	const unsafe = await unsafeFolders(contentDir, cwd, paths);
	if (unsafe) return { issues: [unsafe] };
	// Names first: a name like "../x" never reaches a path.
	const named = [
		typeof user === 'string'
			? nameProblem(shown(user), user)
			: nameProblem(shown(userPath), user.name),
		...members.map((member) => nameProblem(shown(memberPath(member)), member.name)),
	];
	if (named.some(Boolean)) return { issues: named.filter((issue) => issue !== undefined) };

	const site = options.site ?? (await loadSite(contentDir, { cwd, limits }));
	const found =
		typeof user === 'string'
			? await existingOwner(user, site, cwd, paths, limits)
			: { owner: { id: user.id, name: user.name }, move: undefined };
	if ('issue' in found) return { issues: [found.issue] };
	const issues = checkNewProfiles(
		[
			...(typeof user === 'string'
				? []
				: [{ file: shown(userPath), id: user.id, name: user.name, sid: user.sid }]),
			...members.map((member) => ({
				file: shown(memberPath(member)),
				id: member.id,
				name: member.name,
				sid: member.sid,
				ownerUser: found.owner,
			})),
		],
		site.identities,
	);
	if (issues.length) return { issues };
	// Each member is a page and API files: the build stops past the site's limit, so nothing is
	// added past it.
	const most = limits?.members ?? DEFAULT_LIMITS.members;
	const count =
		site.identities.filter((identity) => identity.ownerUser?.name === found.owner.name).length +
		members.length;
	const folderIssue = (message: string) => ({
		issues: [{ file: shown(`${userName}/${MEMBERS_FOLDER}`), path: '', message }],
	});
	if (members.length && count > most)
		return folderIssue(
			`a user may have at most ${plural(most, { one: 'member', other: 'members' })}, and ${userName} would have ${count}: remove the ones no longer used first (the site limit is set by limits.members)`,
		);
	// Checked before anything moves: the user's folder is a real one (the
	// profiles folder's walk follows no link); its members folder must be too.
	const membersInfo = members.length
		? await lstat(paths.membersFolder).catch(() => undefined)
		: undefined;
	if (membersInfo && !membersInfo.isDirectory())
		return folderIssue(
			`${notAFolder(membersInfo)}; a user's members folder must be a real folder (links are not followed): replace it with the folder`,
		);
	return { move: found.move, membersInfo };
}

/**
 * Other profiles' problems do not stop a new one, but a content folder
 * or users/ that is a link (a checked-out pull request may hold one)
 * does: the file would be written wherever the link points.
 */
async function unsafeFolders(
	contentDir: string,
	cwd: string,
	{ usersDir, display }: AddPaths,
): Promise<ContentIssue | undefined> {
	const linked = await contentFolderProblem(contentDir, cwd);
	if (linked) return { file: display(contentDir), path: '', message: linked };
	if ((await lstat(usersDir).catch(() => undefined))?.isSymbolicLink())
		return { file: display(usersDir), path: '', message: USERS_FOLDER_LINK };
	return undefined;
}

/**
 * The existing user members are added to, and its move to the folder form when its file is flat.
 */
async function existingOwner(
	user: string,
	site: LoadedSite,
	cwd: string,
	{ usersDir, shown }: AddPaths,
	limits: Partial<Limits> | undefined,
): Promise<
	{ owner: { id: string; name: string }; move: AddReady['move'] } | { issue: ContentIssue }
> {
	// A linked user folder is never walked (loadSite reports it): say so rather than "no such
	// user".
	if ((await lstat(join(usersDir, user)).catch(() => undefined))?.isSymbolicLink()) {
		return {
			issue: {
				file: shown(user),
				path: '',
				message:
					"is a symbolic link; a user's folder must be a real folder in the profiles folder (links are not followed): replace the link with the folder",
			},
		};
	}
	const found = findUser(site.identities, user, shown(user));
	if ('issue' in found) return found;
	const owner = { id: found.identity.user.id, name: user };
	const path = relative(usersDir, join(cwd, found.identity.file)).split(sep).join('/');
	if (path.includes('/')) return { owner, move: undefined };
	const read = readProfileFile(join(usersDir, path), limits?.fileBytes ?? DEFAULT_LIMITS.fileBytes);
	if (!read.ok) return { issue: { file: found.identity.file, path: '', message: read.message } };
	const plan = folderMove(path, read.text);
	if ('error' in plan)
		return { issue: { file: found.identity.file, path: 'avatar', message: plan.error } };
	return { owner, move: { ...plan, from: path } };
}

/**
 * Why a file (or its folder) could not be written, as the add's result so far.
 * `wrote`: the error is the file's own (EEXIST: it is there already), not its folder's.
 */
function writeFailure(
	written: string[],
	error: unknown,
	file: string,
	folder: string,
	wrote = false,
): AddResult {
	const { code, message } = error as NodeJS.ErrnoException;
	return refused(
		written,
		file,
		wrote && code === 'EEXIST'
			? 'already exists: edit it instead'
			: `could not be written (${code ?? message}): check that ${folder} is a folder you may write to`,
	);
}

/** An add that stops at one problem, with what it wrote so far. */
const refused = (files: string[], file: string, message: string): AddResult => ({
	files,
	issues: [{ file, path: '', message }],
});

/** Why a path that must be a real folder is not one. */
const notAFolder = (info: Stats | undefined) =>
	info?.isSymbolicLink() ? 'is a symbolic link' : 'is not a folder';

/**
 * The user's file: the new one, or the existing one moved to the folder form (none when it is
 * there already). `made`: what a failed member must take back.
 */
async function writeUser(
	{ user }: AddInput,
	paths: AddPaths,
	move: AddReady['move'],
	written: string[],
): Promise<{ moved: AddResult['moved']; made: string[]; created: boolean } | AddResult> {
	const { usersDir, shown, display, userFolder } = paths;
	const userFile = typeof user === 'string' ? move : { text: user.text, to: paths.userPath };
	if (!userFile) return { moved: undefined, made: [], created: false };
	const { text, to } = userFile;
	// Folder first, `recursive: false`: a link or a file already there is never written into.
	let created = false;
	if (paths.folderForm) {
		try {
			await mkdir(userFolder);
			created = true;
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
				return writeFailure(written, error, shown(to), display(usersDir));
			// A folder without a profile (members added in the web editor, an avatar put there first)
			// takes the index file.
			const info = await lstat(userFolder).catch(() => undefined);
			if (!info?.isDirectory())
				return refused(
					written,
					shown(paths.userName),
					`${notAFolder(info)}; the user's profile goes into a real folder of its name (links are not followed): rename or remove it`,
				);
		}
	}
	try {
		// The name passed the checks, so the path stays in users/; `wx` never overwrites.
		await writeFile(join(usersDir, to), text, { flag: 'wx' });
	} catch (error) {
		if (created) await rmdir(userFolder).catch(() => undefined);
		return writeFailure(written, error, shown(to), display(usersDir), true);
	}
	if (!move) {
		written.push(shown(to));
		return { moved: undefined, made: [created ? userFolder : join(usersDir, to)], created };
	}
	await rm(join(usersDir, move.from));
	return {
		moved: { from: shown(move.from), to: shown(move.to), avatar: move.avatar, flags: move.flags },
		made: [],
		created,
	};
}

/**
 * The members' files. Nothing written unless everything is: a member that cannot be written
 * takes back what this add wrote (a moved user stays moved, as the report says).
 */
async function writeMembers(
	{ members }: AddInput,
	{ usersDir, shown, userName, membersFolder, memberPath }: AddPaths,
	membersInfo: Stats | undefined,
	{ made, created }: { made: string[]; created: boolean },
	written: string[],
): Promise<AddResult | undefined> {
	const undo = async () => {
		for (const path of made.reverse()) await rm(path, { recursive: true, force: true });
		written.length = 0;
	};
	try {
		if (!membersInfo) {
			await mkdir(membersFolder);
			if (!created) made.push(membersFolder);
		}
	} catch (error) {
		await undo();
		return writeFailure(written, error, shown(memberPath(members[0]!)), shown(userName));
	}
	for (const member of members) {
		try {
			await writeFile(join(usersDir, memberPath(member)), member.text, { flag: 'wx' });
		} catch (error) {
			await undo();
			const folder = shown(`${userName}/${MEMBERS_FOLDER}`);
			return writeFailure(written, error, shown(memberPath(member)), folder, true);
		}
		if (membersInfo) made.push(join(usersDir, memberPath(member)));
		written.push(shown(memberPath(member)));
	}
	return undefined;
}

/**
 * The user a member is added to, by its exact name (the file name), or an
 * issue naming the closest user when there is none.
 */
function findUser(
	identities: readonly ProfileIdentity[],
	name: string,
	file: string,
): { identity: ProfileIdentity } | { issue: ContentIssue } {
	const users = identities.filter((identity) => !identity.ownerUser);
	const identity = users.find((other) => other.user.name === name);
	if (identity) return { identity };
	const sameButCase = users.find((other) => other.user.name.toLowerCase() === name.toLowerCase())
		?.user.name;
	const close =
		sameButCase ??
		closest(
			name,
			users.map((other) => other.user.name),
		);
	const addFirst = `add the user first with: npx staticnouns new ${name}`;
	// A name differing only in case is the same user: adding it would be refused.
	const hint =
		close === undefined
			? addFirst
			: sameButCase
				? `did you mean "${close}"?`
				: `did you mean "${close}"? If "${name}" is a new user, ${addFirst}`;
	return {
		issue: {
			file,
			path: '',
			message: `there is no user "${name}" (a profile with a valid ID and name) to add a member to: ${hint}`,
		},
	};
}
