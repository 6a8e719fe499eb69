/**
 * Loads a site's content: finds the profile files, reads and validates each,
 * then checks the rules across profiles. The one site function
 * (site/check-site.ts), and so check, the build and astro dev, start here.
 */
import { ENGLISH_CHECK, say, type CheckWords } from '../schemas/check-words.ts';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { mapLimit } from '../utils/concurrency.ts';
import { capIssues, compareStrings, type ContentIssue } from './issues.ts';
import { DEFAULT_LIMITS, type Limits } from '../schemas/profile-limits.ts';
import type { User } from '../schemas/user.ts';
import {
	contentFolderProblem,
	isHiddenName,
	isIndexFile,
	listUsersFolder,
	PROFILE_FILE,
	readProfileFile,
	type FileText,
} from './find/profile-files.ts';
import { misplacedProfiles, sniff, unreadProfileFiles } from './find/unread-files.ts';
import {
	parseProfile,
	type Profile,
	type ProfileIdentity,
	type ProfileResult,
} from './validate/profile-file.ts';
import { readProfileSource } from './read/reader.ts';
import { checkAcrossProfiles } from './validate/rules.ts';
import { movedSids, sidClashes } from './validate/short-ids.ts';
import type { ParseCache } from './read/parse-cache.ts';
import { publicUrl } from '../addresses/urls.ts';
import { checkAvatar, type LocalAvatar } from './validate/avatars.ts';
import { deepFreeze } from '../utils/freeze.ts';
import { suggest } from '../utils/suggest.ts';
import { formatCount } from '../utils/plural.ts';

/** Avatars checked at once: the decoder uses one core each. */
const AVATAR_CONCURRENCY = Math.max(2, availableParallelism());

/** The content folder, relative to the project root, unless CONTENT_DIR names another. */
const DEFAULT_CONTENT_DIR = 'content';

/**
 * The content folder to read: `CONTENT_DIR` from the environment (so a
 * fixture or benchmark site can be built with the same project), else
 * content/ in the project root.
 *
 * @example
 * resolveContentDir('/srv/site') // '/srv/site/content'
 */
export function resolveContentDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
	return resolve(root, env['CONTENT_DIR'] || DEFAULT_CONTENT_DIR);
}

export interface LoadOptions {
	/** Paths in messages are relative to this folder. */
	cwd?: string | undefined;
	/** The site's public origin (Astro `site`), for absolute avatar addresses. */
	site?: URL | string | undefined;
	/** The path the site is served under (Astro `base`). */
	base?: string | undefined;
	/** The site's limits (the integration's `limits` option); the rest are DEFAULT_LIMITS. */
	limits?: Partial<Limits> | undefined;
	/**
	 * check's messages in the site's language (schemas/check-words.ts); English when left out. A
	 * parse cache serves any words: it keeps valid files only, which have no message.
	 */
	words?: CheckWords | undefined;
	/** Profiles that a change left as they were (check --base): a clash is never blamed on them. */
	settled?: ((profile: ProfileIdentity) => boolean) | undefined;
	/**
	 * Validation results of earlier builds (parse-cache.ts): a file whose text is unchanged is not
	 * parsed again.
	 */
	cache?: ParseCache | undefined;
	/**
	 * Keep the valid profiles when others have problems (`astro dev`: one
	 * broken file affects only its own answers). A build and `check` never
	 * set it: there, any problem publishes nothing.
	 */
	keepValid?: boolean | undefined;
}

export interface LoadedSite {
	/**
	 * Valid users, sorted by name, each with its members, frozen (see deepFreeze). Empty when there
	 * are issues, unless keepValid.
	 */
	readonly profiles: readonly Profile[];
	/**
	 * The ID and name of every profile file (users and members) that has valid ones, valid or not
	 * otherwise.
	 */
	readonly identities: ProfileIdentity[];
	/** Every problem found, across all files. */
	readonly issues: ContentIssue[];
}

/**
 * Loads and validates every profile under `<contentDir>/users`.
 *
 * @example
 * const { profiles, issues } = await loadSite(resolveContentDir(process.cwd()));
 */
export async function loadSite(contentDir: string, options: LoadOptions = {}): Promise<LoadedSite> {
	const cwd = options.cwd ?? process.cwd();
	const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
	const usersDir = join(contentDir, 'users');
	const display = (path: string) => relative(cwd, path).split(sep).join('/');
	const linked = await contentFolderProblem(contentDir, cwd);
	if (linked)
		return {
			profiles: [],
			identities: [],
			issues: [{ file: display(contentDir), path: '', message: linked }],
		};
	const listing = await listUsersFolder(usersDir);
	// Profiles beside users/ (content/Users/, content/jo.md) are never read: each is named.
	const misplaced = (
		await misplacedProfiles(contentDir, (path) => sniff(join(contentDir, path)), options.words)
	).map(({ path, message }) => ({ file: display(join(contentDir, path)), path: '', message }));
	if (!listing || 'error' in listing) {
		const message =
			listing?.error ?? 'the profiles folder is missing: create it and add one file per profile';
		return {
			profiles: [],
			identities: [],
			issues: [{ file: display(usersDir), path: '', message }, ...misplaced],
		};
	}
	const words = options.words ?? ENGLISH_CHECK;
	const found = findProfiles(listing.files, words);
	const issues = await folderIssues(listing, found, usersDir, { limits, words }, display);
	for (const issue of misplaced) issues.push(issue);
	const { profiles, identities, sources } = readProfiles(found.files, usersDir, {
		limits,
		cache: options.cache,
		words: options.words,
		display,
		issues,
	});
	moveDerivedSids(identities, profiles, sources);
	for (const issue of checkAcrossProfiles(identities, {
		settled: options.settled,
		words: options.words,
	}))
		issues.push(issue);
	for (const issue of sidClashes(identities, options.settled, options.words)) issues.push(issue);
	const final = await withAvatars(
		options.keepValid ? withoutBroken(profiles, issues) : profiles,
		sources,
		contentDir,
		options,
	);
	for (const issue of final.issues) issues.push(issue);
	if (issues.length)
		return {
			profiles: options.keepValid ? Object.freeze(withoutBroken(final.profiles, issues)) : [],
			identities,
			issues,
		};
	return { profiles: Object.freeze(final.profiles), identities, issues };
}

/** The problems of the users folder's files and folders, before any profile is read. */
async function folderIssues(
	listing: Exclude<Awaited<ReturnType<typeof listUsersFolder>>, undefined | { error: string }>,
	found: ReturnType<typeof findProfiles>,
	usersDir: string,
	{ limits, words }: { limits: Limits; words: CheckWords },
	display: (path: string) => string,
): Promise<ContentIssue[]> {
	const unread = await unreadProfileFiles(
		listing.files,
		(path) => sniff(join(usersDir, path)),
		words,
	);
	// A folder whose index is saved as index.yaml is named once, by the file to rename.
	const renamedIndexes = new Set(unread.map(({ path }) => path.split('/').slice(0, -1).join('/')));
	const folderProblems = found.problems.filter(({ path }) => !renamedIndexes.has(path));
	return [
		...listing.problems,
		...folderProblems,
		...unread,
		...linkedFolders(listing.links, found.files),
		...membersOverLimit(found.files, limits, words),
	].map(({ path, message }) => ({ file: display(join(usersDir, path)), path: '', message }));
}

/**
 * Every profile file read and checked, users first: a member carries its user's ID, known once
 * the user's file is read. Files with a valid ID and name take part in the cross-profile rules
 * (as identities) even when other fields are wrong, so one run reports everything; their issues
 * go to `issues`.
 */
function readProfiles(
	files: readonly FoundFile[],
	usersDir: string,
	{
		limits,
		cache,
		words,
		display,
		issues,
	}: {
		limits: Limits;
		cache: ParseCache | undefined;
		words: LoadOptions['words'];
		display: (path: string) => string;
		issues: ContentIssue[];
	},
) {
	const profiles: Profile[] = [];
	const identities: ProfileIdentity[] = [];
	const sources = new Map<Profile, string>();
	const userIds = new Map<string, string>();
	const order = [...files].sort(
		(a, b) => Number(a.user !== undefined) - Number(b.user !== undefined),
	);
	for (const file of order) {
		const path = join(usersDir, file.path);
		// An ID of '' only when the user's own file has problems: they stop the build, so this member
		// is never published.
		const ownerUser =
			file.user === undefined ? null : { id: userIds.get(file.user) ?? '', name: file.user };
		const shown = display(path);
		// Read only when needed: the cache knows an unchanged file by its lstat (parse-cache.ts).
		const read = () => readProfileFile(path, limits.fileBytes, words);
		const parse = (text: FileText) => parseFile(shown, text, file.name, limits, ownerUser, words);
		const parsed = cache
			? cache.parse(shown, path, read, file.name, ownerUser, parse)
			: parse(read());
		const identity = parsed.ok ? parsed.profile : parsed.identity;
		if (identity && file.user === undefined) userIds.set(file.name, identity.user.id);
		if (parsed.ok) {
			profiles.push(parsed.profile);
			sources.set(parsed.profile, path);
		} else {
			// A loop, not push(...): a spread of 200,000 issues overflows the stack.
			for (const issue of capIssues(parsed.issues, limits.issuesPerFile, words)) issues.push(issue);
		}
		if (identity) identities.push(identity);
	}
	return { profiles, identities, sources };
}

/** The profiles (and members) whose files have no problem, for keepValid. */
function withoutBroken(list: readonly Profile[], issues: readonly ContentIssue[]): Profile[] {
	const files = new Set(issues.map((issue) => issue.file));
	return list
		.filter((profile) => !files.has(profile.file))
		.map((profile) =>
			profile.members.some((member) => files.has(member.file))
				? Object.freeze({
						...profile,
						members: profile.members.filter((member) => !files.has(member.file)),
					})
				: profile,
		);
}

/**
 * Derived short IDs that meet move apart (short-ids.ts movedSids) before any
 * rule reads them: the few moved profiles are copied with their new sid, in
 * place in each list.
 */
function moveDerivedSids(
	identities: ProfileIdentity[],
	profiles: Profile[],
	sources: Map<Profile, string>,
): void {
	const moved = movedSids(identities);
	if (!moved.size) return;
	// The identity of a valid profile is the profile itself: one copy stands for both.
	const copies = new Map<ProfileIdentity, ProfileIdentity>();
	for (const [identity, sid] of moved) copies.set(identity, { ...identity, sid });
	profiles.forEach((profile, index) => {
		const copy = copies.get(profile) as Profile | undefined;
		if (!copy) return;
		profiles[index] = copy;
		sources.set(copy, sources.get(profile)!);
	});
	identities.forEach((identity, index) => {
		identities[index] = copies.get(identity) ?? identity;
	});
}

/**
 * The users who have more members than the site allows (limits.members), as
 * problems of their members/ folder: every member is a page and API files.
 */
function membersOverLimit(
	files: readonly FoundFile[],
	limits: Limits,
	words: CheckWords,
): { path: string; message: string }[] {
	const counts = new Map<string, number>();
	for (const { user } of files)
		if (user !== undefined) counts.set(user, (counts.get(user) ?? 0) + 1);
	return [...counts]
		.filter(([, count]) => count > limits.members)
		.map(([user, count]) => ({
			path: `${user}/${MEMBERS_FOLDER}`,
			message: say(words, 'check.membersOver', {
				count: formatCount(count, words.locale),
				limit: formatCount(limits.members, words.locale),
			}),
		}));
}

/**
 * Every profile of a site's users, each user followed by its members: for
 * what treats all alike (local avatars to publish, checks over every file).
 *
 * @example
 * everyProfile(site.profiles).flatMap((profile) => (profile.localAvatar ? [profile.localAvatar] :
 * []))
 */
export function everyProfile(users: readonly Profile[]): Profile[] {
	return users.flatMap((user) => [user, ...user.members]);
}

/**
 * The local images a profile publishes: its avatar and the flag images of its own.
 *
 * @example
 * everyProfile(site.profiles).flatMap(localImages) // what publishAvatars encodes
 */
export function localImages(profile: Profile): LocalAvatar[] {
	return [...(profile.localAvatar ? [profile.localAvatar] : []), ...(profile.localFlags ?? [])];
}

/**
 * Reads and validates one file. Whatever goes wrong with it, even a bug
 * that throws, is that file's problem, reported with all the others.
 */
function parseFile(
	file: string,
	text: FileText,
	name: string,
	limits: Limits,
	ownerUser: Pick<User, 'id' | 'name'> | null,
	words: CheckWords | undefined,
): ProfileResult {
	if (!text.ok)
		return { ok: false, issues: [{ file, line: text.line, path: '', message: text.message }] };
	try {
		const read = readProfileSource(file, text.text, words);
		return read.ok
			? parseProfile(read.source, name, limits, ownerUser, undefined, words)
			: { ok: false, issues: read.issues };
	} catch (error) {
		// The first line only: the rest of an engine's message can be a trace.
		const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
		return {
			ok: false,
			issues: [{ file, line: 1, path: '', message: `could not be read: ${reason}` }],
		};
	}
}

/**
 * A symlink at the top of users/ or of a user's members/ that is not a
 * profile file (those are refused when read): most likely a linked profile
 * folder, which is never walked, so its profile would silently be missing.
 */
function linkedFolders(
	links: readonly string[],
	files: readonly FoundFile[],
): { path: string; message: string }[] {
	const read = new Set(files.map((file) => file.path));
	const inProfilesFolder = (segments: string[]) =>
		segments.length === 1 || (segments.length === 3 && segments[1] === MEMBERS_FOLDER);
	return links
		.filter(
			(path) =>
				inProfilesFolder(path.split('/')) && !path.split('/').some(isHiddenName) && !read.has(path),
		)
		.map((path) => ({
			path,
			message:
				'is a symbolic link; the profiles folder holds only real files and folders (links are not followed): replace the link with what it points to',
		}));
}

/** An image whose check threw: never a stack trace, its own message with the others. */
function uncheckedImage(error: unknown, words: CheckWords | undefined) {
	const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
	return {
		ok: false as const,
		message: say(words ?? ENGLISH_CHECK, 'check.avatarUnchecked', { reason }),
	};
}

/**
 * Checks each local avatar, users' and members' alike, then builds each
 * final profile once, frozen: a local avatar's addresses go into its User
 * (the canonical WebP first, then the JPEG) as the User is made, not written
 * into it afterwards, and each user takes its members, sorted by name.
 */
async function withAvatars(
	profiles: readonly Profile[],
	sources: Map<Profile, string>,
	contentDir: string,
	options: LoadOptions,
): Promise<{ profiles: Profile[]; issues: ContentIssue[] }> {
	const issues: ContentIssue[] = [];
	const checkedAvatars = new Map<Profile, LocalAvatar>();
	// A few at a time: each holds its image (up to 10 MB) in memory while it
	// is decoded, and a pull request may add hundreds.
	await mapLimit(
		profiles.filter((profile) => profile.avatar !== null),
		AVATAR_CONCURRENCY,
		async (profile) => {
			const checked = await checkAvatar({
				profileFile: sources.get(profile)!,
				avatar: profile.avatar!,
				contentDir,
				id: profile.user.id,
				words: options.words,
			}).catch((error: unknown) => uncheckedImage(error, options.words));
			if (!checked.ok) {
				issues.push({
					file: profile.file,
					line: profile.locate(['avatar']),
					path: 'avatar',
					message: checked.message,
				});
				return;
			}
			checkedAvatars.set(profile, checked.avatar);
		},
	);
	const checkedFlags = await checkFlagImages(profiles, sources, contentDir, issues, options.words);
	const built = profiles.map((withoutFlags) => {
		const profile = withFlagImages(withoutFlags, checkedFlags.get(withoutFlags));
		const localAvatar = checkedAvatars.get(withoutFlags);
		return localAvatar
			? {
					...profile,
					localAvatar,
					user: {
						...profile.user,
						avatar_urls: [
							publicUrl(localAvatar.webp, options),
							publicUrl(localAvatar.jpeg, options),
						],
					},
				}
			: profile;
	});
	// Each user once, with its members sorted by name as the directory is, then frozen whole.
	const membersOf = new Map<string, Profile[]>();
	for (const member of built) {
		if (!member.ownerUser) continue;
		const list = membersOf.get(member.ownerUser.name) ?? [];
		membersOf.set(member.ownerUser.name, list);
		list.push(member);
	}
	const users = built
		.filter((profile) => !profile.ownerUser)
		.map((user) =>
			deepFreeze({
				...user,
				members: (membersOf.get(user.user.name) ?? []).sort((a, b) =>
					compareStrings(a.user.name, b.user.name),
				),
			}),
		)
		.sort((a, b) => compareStrings(a.user.name, b.user.name));
	return { profiles: users, issues };
}

/**
 * Checks each flag image of a profile's own as an avatar is checked (path,
 * type, size, decoding), a few at a time; a problem is an issue at
 * flags[i].image. The checked images by profile, in the order of its flags.
 */
async function checkFlagImages(
	profiles: readonly Profile[],
	sources: Map<Profile, string>,
	contentDir: string,
	issues: ContentIssue[],
	words: CheckWords | undefined,
): Promise<Map<Profile, Map<number, LocalAvatar>>> {
	const checked = new Map<Profile, Map<number, LocalAvatar>>();
	const work = profiles.flatMap((profile) =>
		profile.rich.flags.flatMap((flag, index) =>
			flag.library ? [] : [{ profile, index, image: flag.image }],
		),
	);
	await mapLimit(work, AVATAR_CONCURRENCY, async ({ profile, index, image }) => {
		const result = await checkAvatar({
			profileFile: sources.get(profile)!,
			avatar: image,
			contentDir,
			id: profile.user.id,
			kind: 'flag',
			words,
		}).catch((error: unknown) => uncheckedImage(error, words));
		if (!result.ok) {
			issues.push({
				file: profile.file,
				line: profile.locate(['flags', index, 'image']),
				path: `flags[${index}].image`,
				message: result.message,
			});
			return;
		}
		const own = checked.get(profile) ?? new Map<number, LocalAvatar>();
		checked.set(profile, own);
		own.set(index, result.avatar);
	});
	return checked;
}

/** A profile with its checked flag images: published paths in its rich flags, the images kept. */
function withFlagImages(profile: Profile, images: Map<number, LocalAvatar> | undefined): Profile {
	if (!images?.size) return profile;
	return {
		...profile,
		localFlags: [...images.entries()].sort(([a], [b]) => a - b).map(([, image]) => image),
		rich: {
			...profile.rich,
			flags: profile.rich.flags.map((flag, index) => {
				const image = images.get(index);
				return image && !flag.library ? { ...flag, src: image.webp } : flag;
			}),
		},
	};
}

/**
 * The folder of a user's folder (`<user>/members/`) that holds its members,
 * each as a profile is held in users/: `<name>.md|json` or `<name>/index.md|json`.
 */
export const MEMBERS_FOLDER = 'members';

/** Where a profile file sits: the name its place gives, and for a member the name of its user. */
interface ProfilePlace {
	name: string;
	/** The user whose members/ folder holds this file; undefined for a user. */
	user?: string | undefined;
}

/**
 * A profile file found in users/: its path (relative to users/, `/`-separated), the name its place
 * gives, and its user for a member.
 */
export interface FoundFile extends ProfilePlace {
	path: string;
}

/**
 * The name a path under users/ gives, if it is a profile file: a user at
 * `<name>.md|json` or `<name>/index.md|json`, a member at the same places
 * under `<user>/members/`. Undefined for anything else (assets, hidden
 * files, deeper files, members of members).
 *
 * @example
 * profilePlaceOf('kit/index.md') // { name: 'kit' }
 * profilePlaceOf('kit/members/juniper/index.md') // { name: 'juniper', user: 'kit' }
 * profilePlaceOf('_drafts/zed.md') // undefined
 */
export function profilePlaceOf(path: string): ProfilePlace | undefined {
	const segments = path.split('/');
	if (segments.some(isHiddenName)) return undefined;
	if (segments.length === 1 && PROFILE_FILE.test(path))
		return { name: path.replace(PROFILE_FILE, '') };
	if (segments.length === 2 && isIndexFile(segments[1]!)) return { name: segments[0]! };
	if (segments[1] !== MEMBERS_FOLDER) return undefined;
	// A member sits in members/ as a user sits in users/; a member has no members.
	const member = profilePlaceOf(segments.slice(2).join('/'));
	return member && member.user === undefined
		? { name: member.name, user: segments[0]! }
		: undefined;
}

/**
 * A profile's key in history and in messages about it: its name for a
 * user, `<user>/<name>` for a member (a member's name is unique only within
 * its user).
 *
 * @example
 * profileKey({ name: 'juniper', user: 'kit' }) // 'kit/juniper'
 */
export function profileKey(place: ProfilePlace): string {
	return place.user === undefined ? place.name : `${place.user}/${place.name}`;
}

/**
 * Picks the profile files out of every file under users/ (paths relative to
 * it), and reports folders that hold no profile, two, or a stray one, in
 * users/ and in each user's members/ alike. The working tree and git
 * history are read through this same function.
 *
 * @example
 * findProfiles(['robin.md', 'kit/index.md', 'kit/avatar.png', 'kit/members/rowan.md']).files
 * // [{ path: 'kit/index.md', name: 'kit' }, { path: 'kit/members/rowan.md', name: 'rowan', user: 'kit' }, { path: 'robin.md', name: 'robin' }]
 */
export function findProfiles(
	paths: readonly string[],
	words: CheckWords = ENGLISH_CHECK,
): {
	files: FoundFile[];
	problems: { path: string; message: string }[];
} {
	const found = findIn(paths, '', undefined, words);
	found.files.sort((a, b) => compareStrings(a.path, b.path));
	return found;
}

/** What is wrong with a profile folder's index files, none or more than one. */
function indexProblem(indexes: readonly string[], words: CheckWords): string {
	if (indexes.length === 0) return say(words, 'check.folderNoIndex');
	const endings = new Set(indexes.map((path) => path.slice(path.lastIndexOf('.')).toLowerCase()));
	if (endings.size === indexes.length) return say(words, 'check.folderBothIndexes');
	// index.md and INDEX.md: two files on Linux, one on a case-insensitive disk.
	const files = new Intl.ListFormat(words.locale).format(
		indexes.map((path) => `"${path.slice(path.indexOf('/') + 1)}"`),
	);
	return say(words, 'check.folderIndexCase', { files });
}

/**
 * findProfiles for one profiles folder: users/ (`user` undefined, whose
 * folders may hold members/), or a user's members/ (`prefix` its path).
 */
function findIn(
	paths: readonly string[],
	prefix: string,
	user: string | undefined,
	words: CheckWords,
): { files: FoundFile[]; problems: { path: string; message: string }[] } {
	const files: FoundFile[] = [];
	const problems: { path: string; message: string }[] = [];
	const folders = new Map<string, { indexes: string[]; stray: string[]; members: string[] }>();
	for (const path of [...paths].sort(compareStrings)) {
		const segments = path.split('/');
		if (segments.some(isHiddenName)) continue;
		if (segments.length === 1) {
			if (PROFILE_FILE.test(path))
				files.push({ path: prefix + path, name: path.replace(PROFILE_FILE, ''), user });
			continue;
		}
		const folder = folders.get(segments[0]!) ?? { indexes: [], stray: [], members: [] };
		folders.set(segments[0]!, folder);
		if (segments.length === 2 && isIndexFile(segments[1]!)) folder.indexes.push(path);
		else if (user === undefined && segments[1] === MEMBERS_FOLDER && segments.length > 2)
			folder.members.push(segments.slice(2).join('/'));
		else if (PROFILE_FILE.test(path)) folder.stray.push(path);
	}
	const fileNames = new Set(files.map((file) => file.name));
	for (const [name, { indexes, stray, members }] of folders) {
		for (const path of stray) {
			const [, folder = '', ...rest] = path.split('/');
			const nested = user !== undefined && folder === MEMBERS_FOLDER;
			// alex/member/bee.md, alex/Members/bee.md: meant as a member, in a misspelt folder.
			const misspelt =
				user === undefined && rest.length > 0 && suggest(folder, [MEMBERS_FOLDER]) !== undefined;
			problems.push({
				path: prefix + path,
				message: misspelt
					? say(words, 'check.folderMisspelt', {
							members: MEMBERS_FOLDER,
							folder,
							fix: `${name}/${MEMBERS_FOLDER}/${rest.join('/')}`,
						})
					: nested
						? say(words, 'check.folderNested', { members: MEMBERS_FOLDER, user: user! })
						: say(words, 'check.folderStray'),
			});
		}
		if (members.length) {
			const inner = findIn(members, `${prefix}${name}/${MEMBERS_FOLDER}/`, name, words);
			for (const file of inner.files) files.push(file);
			for (const problem of inner.problems) problems.push(problem);
		}
		if (indexes.length === 1) files.push({ path: prefix + indexes[0]!, name, user });
		else if (indexes.length === 0 && members.length && fileNames.has(name)) {
			// robin.md beside robin/members/: the members are read, the user must move.
			const file = files.find((found) => found.name === name && !found.path.includes('/'))!;
			problems.push({
				path: file.path,
				message: say(words, 'check.folderUserForm', {
					name,
					members: MEMBERS_FOLDER,
					fix: `${name}/index${file.path.slice(file.path.lastIndexOf('.')).toLowerCase()}`,
				}),
			});
		} else problems.push({ path: prefix + name, message: indexProblem(indexes, words) });
	}
	return { files, problems };
}
