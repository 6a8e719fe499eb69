/**
 * Loads a site's content: finds the profile files, reads and validates each,
 * then checks the rules across profiles. The build, the content collection
 * and the CLI all start here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { compareStrings, type ContentIssue } from './issues.ts';
import { parseProfile, type Profile, type ProfileIdentity, type ProfileResult } from './profile.ts';
import { readProfileSource } from './reader.ts';
import { checkAcrossProfiles } from './rules.ts';
import { normalizeBase } from './urls.ts';
import { checkAvatar } from './avatars.ts';

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
}

/**
 * The public address of a file in the built site: absolute when the site's
 * origin is known (as the API's avatar_urls must be), else a path.
 *
 * @example
 * publicUrl('media/users/x/y.webp', { site: 'https://example.org', base: '/profiles' }) // 'https://example.org/profiles/media/users/x/y.webp'
 */
export function publicUrl(path: string, options: Pick<LoadOptions, 'site' | 'base'>): string {
	const local = `${normalizeBase(options.base)}${path}`;
	return options.site ? new URL(local, options.site).href : local;
}

export interface LoadedSite {
	/** Valid profiles, sorted by name. Empty when there are issues. */
	profiles: Profile[];
	/** Every problem found, across all files. */
	issues: ContentIssue[];
}

/**
 * Loads and validates every profile under `<contentDir>/users`.
 *
 * @example
 * const { profiles, issues } = await loadSite(resolveContentDir(process.cwd()));
 */
export async function loadSite(contentDir: string, options: LoadOptions = {}): Promise<LoadedSite> {
	const cwd = options.cwd ?? process.cwd();
	const usersDir = join(contentDir, 'users');
	const display = (path: string) => relative(cwd, path).split(sep).join('/');
	const found = await findProfileFiles(usersDir, display);
	const issues = [...found.issues];
	const profiles: Profile[] = [];
	// Files with a valid ID and name take part in the cross-profile rules
	// even when other fields are wrong, so one run reports everything.
	const identities: ProfileIdentity[] = [];
	const sources = new Map<Profile, string>();
	const texts = await Promise.all(found.files.map(({ path }) => readFile(path, 'utf8')));
	found.files.forEach(({ path, name }, index) => {
		const read = readProfileSource(display(path), texts[index]!);
		const parsed: ProfileResult = read.ok ? parseProfile(read.source, name) : { ok: false, issues: read.issues };
		if (parsed.ok) {
			profiles.push(parsed.profile);
			identities.push(parsed.profile);
			sources.set(parsed.profile, path);
		} else {
			issues.push(...parsed.issues);
			if (parsed.identity) identities.push(parsed.identity);
		}
	});
	issues.push(...checkAcrossProfiles(identities));
	issues.push(...(await attachAvatars(profiles, sources, contentDir, options)));
	if (issues.length) return { profiles: [], issues };
	profiles.sort((a, b) => compareStrings(a.user.name, b.user.name));
	return { profiles, issues };
}

/** A profile file found in users/: its path and the name its place gives. */
interface FoundFile {
	path: string;
	name: string;
}

/**
 * Checks each local avatar and publishes its addresses in the User: the
 * canonical WebP first, then the JPEG.
 */
async function attachAvatars(profiles: Profile[], sources: Map<Profile, string>, contentDir: string, options: LoadOptions): Promise<ContentIssue[]> {
	const issues: ContentIssue[] = [];
	await Promise.all(
		profiles.map(async (profile) => {
			if (profile.avatar === null) return;
			const checked = await checkAvatar({ profileFile: sources.get(profile)!, avatar: profile.avatar, contentDir, id: profile.user.id });
			if (!checked.ok) {
				issues.push({ file: profile.file, line: profile.locate(['avatar']), path: 'avatar', message: checked.message });
				return;
			}
			profile.localAvatar = checked.avatar;
			profile.user.avatar_urls = [publicUrl(checked.avatar.webp, options), publicUrl(checked.avatar.jpeg, options)];
		}),
	);
	return issues;
}

const PROFILE_FILE = /\.(md|json)$/i;
const INDEX_FILE = /^index\.(md|json)$/i;
const isHidden = (name: string) => name.startsWith('_') || name.startsWith('.');

/**
 * Lists profile files in path order: `<name>.md|json` directly in users/,
 * and `<name>/index.md|json` folders, whose other files are assets.
 */
async function findProfileFiles(usersDir: string, display: (path: string) => string) {
	const files: FoundFile[] = [];
	const issues: ContentIssue[] = [];
	let entries;
	try {
		entries = await readdir(usersDir, { withFileTypes: true });
	} catch {
		issues.push({ file: display(usersDir), path: '', message: 'the profiles folder is missing: create it and add one file per profile' });
		return { files, issues };
	}
	for (const entry of entries.sort((a, b) => compareStrings(a.name, b.name))) {
		if (isHidden(entry.name)) continue;
		const path = join(usersDir, entry.name);
		if (entry.isFile() && PROFILE_FILE.test(entry.name)) files.push({ path, name: entry.name.replace(PROFILE_FILE, '') });
		if (!entry.isDirectory()) continue;
		const inside = (await readdir(path, { recursive: true, withFileTypes: true }))
			.map((file) => relative(path, join(file.parentPath, file.name)).split(sep).join('/'))
			.filter((name) => !name.split('/').some(isHidden) && PROFILE_FILE.test(name))
			.sort(compareStrings);
		const indexes = inside.filter((name) => INDEX_FILE.test(name));
		for (const name of inside) {
			if (INDEX_FILE.test(name)) continue;
			issues.push({
				file: display(join(path, name)),
				path: '',
				message: `a profile folder holds one profile, its index.md or index.json; rename this file to start with "_" if it is not a profile`,
			});
		}
		if (indexes.length === 1) files.push({ path: join(path, indexes[0]!), name: entry.name });
		else
			issues.push({
				file: display(path),
				path: '',
				message:
					indexes.length === 0
						? 'a profile folder needs an index.md or index.json; add one, or rename the folder to start with "_"'
						: 'a profile folder holds either index.md or index.json, not both: merge them into one',
			});
	}
	return { files, issues };
}
