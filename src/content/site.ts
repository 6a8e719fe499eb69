/**
 * Loads a site's content: finds the profile files, reads and validates each,
 * then checks the rules across profiles. The build, the content collection
 * and the CLI all start here.
 */
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { FILE_CONCURRENCY, mapLimit } from '../utils/concurrency.ts';
import { capIssues, compareStrings, type ContentIssue } from './issues.ts';
import { DEFAULT_LIMITS, type Limits } from '../schemas/limits.ts';
import { contentFolderProblem, isHiddenName, isIndexFile, listUsersFolder, PROFILE_FILE, readProfileFile, type FileText } from './profile-files.ts';
import { parseProfile, type Profile, type ProfileIdentity, type ProfileResult } from './profile.ts';
import { readProfileSource } from './reader.ts';
import { checkAcrossProfiles } from './rules.ts';
import type { ParseCache } from './parse-cache.ts';
import { publicUrl } from '../publish/urls.ts';
import { checkAvatar, type LocalAvatar } from '../publish/avatars.ts';
import { deepFreeze } from '../utils/freeze.ts';

/** Avatars checked at once: the decoder uses one core each. */
const AVATAR_CONCURRENCY = Math.max(2, availableParallelism());

/** The content folder, relative to the project root, unless CONTENT_DIR names another. */
export const DEFAULT_CONTENT_DIR = 'content';

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
	/** Profiles that a change left as they were (check --base): a clash is never blamed on them. */
	settled?: ((profile: ProfileIdentity) => boolean) | undefined;
	/** Validation results of earlier builds (parse-cache.ts): a file whose text is unchanged is not parsed again. */
	cache?: ParseCache | undefined;
}

export interface LoadedSite {
	/** Valid profiles, sorted by name, frozen (see deepFreeze). Empty when there are issues. */
	readonly profiles: readonly Profile[];
	/** The ID and name of every profile file that has valid ones, valid or not otherwise. */
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
	if (linked) return { profiles: [], identities: [], issues: [{ file: display(contentDir), path: '', message: linked }] };
	const listing = await listUsersFolder(usersDir);
	if (!listing || 'error' in listing) {
		const message = listing?.error ?? 'the profiles folder is missing: create it and add one file per profile';
		return { profiles: [], identities: [], issues: [{ file: display(usersDir), path: '', message }] };
	}
	const found = findProfiles(listing.files);
	const issues: ContentIssue[] = [...listing.problems, ...found.problems, ...linkedFolders(listing.links, found.files)].map(({ path, message }) => ({
		file: display(join(usersDir, path)),
		path: '',
		message,
	}));
	const profiles: Profile[] = [];
	// Files with a valid ID and name take part in the cross-profile rules
	// even when other fields are wrong, so one run reports everything.
	const identities: ProfileIdentity[] = [];
	const sources = new Map<Profile, string>();
	const texts = await mapLimit(found.files, FILE_CONCURRENCY, ({ path }) => readProfileFile(join(usersDir, path), limits.fileBytes));
	found.files.forEach(({ path: relativePath, name }, index) => {
		const path = join(usersDir, relativePath);
		const file = display(path);
		const parsed = options.cache ? options.cache.parse(file, texts[index]!, name, () => parseFile(file, texts[index]!, name, limits)) : parseFile(file, texts[index]!, name, limits);
		if (parsed.ok) {
			profiles.push(parsed.profile);
			identities.push(parsed.profile);
			sources.set(parsed.profile, path);
		} else {
			// A loop, not push(...): a spread of 200,000 issues overflows the stack.
			for (const issue of capIssues(parsed.issues, limits.issuesPerFile)) issues.push(issue);
			if (parsed.identity) identities.push(parsed.identity);
		}
	});
	for (const issue of checkAcrossProfiles(identities, { settled: options.settled })) issues.push(issue);
	const final = await withAvatars(profiles, sources, contentDir, options);
	for (const issue of final.issues) issues.push(issue);
	if (issues.length) return { profiles: [], identities, issues };
	final.profiles.sort((a, b) => compareStrings(a.user.name, b.user.name));
	return { profiles: Object.freeze(final.profiles), identities, issues };
}

/**
 * Reads and validates one file. Whatever goes wrong with it, even a bug
 * that throws, is that file's problem, reported with all the others.
 */
function parseFile(file: string, text: FileText, name: string, limits: Limits): ProfileResult {
	if (!text.ok) return { ok: false, issues: [{ file, line: text.line, path: '', message: text.message }] };
	try {
		const read = readProfileSource(file, text.text);
		return read.ok ? parseProfile(read.source, name, limits) : { ok: false, issues: read.issues };
	} catch (error) {
		// The first line only: the rest of an engine's message can be a trace.
		const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
		return { ok: false, issues: [{ file, line: 1, path: '', message: `could not be read: ${reason}` }] };
	}
}

/**
 * A symlink at the top of users/ that is not a profile file (those are
 * refused when read): most likely a linked profile folder, which is never
 * walked, so its profile would silently be missing.
 */
function linkedFolders(links: readonly string[], files: readonly FoundFile[]): { path: string; message: string }[] {
	const read = new Set(files.map((file) => file.path));
	return links
		.filter((path) => !path.includes('/') && !isHiddenName(path) && !read.has(path))
		.map((path) => ({ path, message: 'is a symbolic link; the profiles folder holds only real files and folders (links are not followed): replace the link with what it points to' }));
}

/**
 * Checks each local avatar, then builds each final profile once, frozen: a
 * local avatar's addresses go into its User (the canonical WebP first, then
 * the JPEG) as the User is made, not written into it afterwards.
 */
async function withAvatars(profiles: readonly Profile[], sources: Map<Profile, string>, contentDir: string, options: LoadOptions): Promise<{ profiles: Profile[]; issues: ContentIssue[] }> {
	const issues: ContentIssue[] = [];
	const checkedAvatars = new Map<Profile, LocalAvatar>();
	// A few at a time: each holds its image (up to 10 MB) in memory while it
	// is decoded, and a pull request may add hundreds.
	await mapLimit(
		profiles.filter((profile) => profile.avatar !== null),
		AVATAR_CONCURRENCY,
		async (profile) => {
			const checked = await checkAvatar({ profileFile: sources.get(profile)!, avatar: profile.avatar!, contentDir, id: profile.user.id }).catch((error: unknown) => ({
				// Never a stack trace for one profile's image: its own error, with the others.
				ok: false as const,
				message: `could not be checked (${(error instanceof Error ? error.message : String(error)).split('\n')[0]}); check that the image is a readable file beside the profile file`,
			}));
			if (!checked.ok) {
				issues.push({ file: profile.file, line: profile.locate(['avatar']), path: 'avatar', message: checked.message });
				return;
			}
			checkedAvatars.set(profile, checked.avatar);
		},
	);
	const built = profiles.map((profile) => {
		const localAvatar = checkedAvatars.get(profile);
		const final: Profile = localAvatar ? { ...profile, localAvatar, user: { ...profile.user, avatar_urls: [publicUrl(localAvatar.webp, options), publicUrl(localAvatar.jpeg, options)] } } : profile;
		return deepFreeze(final);
	});
	return { profiles: built, issues };
}

/** A profile file found in users/: its path (relative to users/, `/`-separated) and the name its place gives. */
export interface FoundFile {
	path: string;
	name: string;
}


/**
 * The profile name a path under users/ gives, if it is a profile file:
 * `<name>.md|json`, or `<name>/index.md|json`. Undefined for anything else
 * (assets, hidden files, deeper files).
 *
 * @example
 * profileNameOf('kit/index.md') // 'kit'
 * profileNameOf('_drafts/zed.md') // undefined
 */
export function profileNameOf(path: string): string | undefined {
	const segments = path.split('/');
	if (segments.some(isHiddenName)) return undefined;
	if (segments.length === 1 && PROFILE_FILE.test(path)) return path.replace(PROFILE_FILE, '');
	if (segments.length === 2 && isIndexFile(segments[1]!)) return segments[0];
	return undefined;
}

/**
 * Picks the profile files out of every file under users/ (paths relative to
 * it), and reports folders that hold no profile, two, or a stray one. The
 * working tree and git history are read through this same function.
 *
 * @example
 * findProfiles(['robin.md', 'kit/index.md', 'kit/avatar.png']).files // [{ path: 'kit/index.md', name: 'kit' }, { path: 'robin.md', name: 'robin' }]
 */
export function findProfiles(paths: readonly string[]): { files: FoundFile[]; problems: { path: string; message: string }[] } {
	const files: FoundFile[] = [];
	const problems: { path: string; message: string }[] = [];
	const folders = new Map<string, { indexes: string[]; stray: string[] }>();
	for (const path of [...paths].sort(compareStrings)) {
		const segments = path.split('/');
		if (segments.some(isHiddenName)) continue;
		if (segments.length === 1) {
			const name = profileNameOf(path);
			if (name !== undefined) files.push({ path, name });
			continue;
		}
		const folder = folders.get(segments[0]!) ?? { indexes: [], stray: [] };
		folders.set(segments[0]!, folder);
		if (profileNameOf(path) !== undefined) folder.indexes.push(path);
		else if (PROFILE_FILE.test(path)) folder.stray.push(path);
	}
	for (const [name, { indexes, stray }] of folders) {
		for (const path of stray) {
			problems.push({ path, message: 'a profile folder holds one profile, its index.md or index.json; rename this file to start with "_" if it is not a profile' });
		}
		if (indexes.length === 1) files.push({ path: indexes[0]!, name });
		else
			problems.push({
				path: name,
				message:
					indexes.length === 0
						? 'a profile folder needs an index.md or index.json; add one, or rename the folder to start with "_"'
						: new Set(indexes.map((path) => path.slice(path.lastIndexOf('.')).toLowerCase())).size === indexes.length
							? 'a profile folder holds either index.md or index.json, not both: merge them into one'
							: // index.md and INDEX.md: two files on Linux, one on a case-insensitive disk.
								`a profile folder holds one index file, but this one holds ${indexes.map((path) => `"${path.slice(path.indexOf('/') + 1)}"`).join(', ')} (names that differ only in case are one file on macOS and Windows): merge them into one index.md or index.json`,
			});
	}
	files.sort((a, b) => compareStrings(a.path, b.path));
	return { files, problems };
}
