/**
 * The files an import from another service writes: each made by the one
 * writer and checked as check reads it before anything is written, and the
 * unchanged case (a second import of the same data) found before any write.
 */
import { join } from 'node:path';
import { profileToContent } from '../write-profile.ts';
import type { NewProfileFile } from '../new-profile.ts';
import { readProfileSource, type ProfileSource } from '../../content/read/reader.ts';
import { parseProfile } from '../../content/validate/profile-file.ts';
import { MEMBERS_FOLDER } from '../../content/site.ts';
import type { ContentIssue } from '../../content/issues.ts';
import type { Limits } from '../../schemas/profile-limits.ts';
import { pathText, type ImportedProfile, type ImportedProfiles } from './common.ts';
import { readRegularFile } from '../../utils/regular-file.ts';

/** The files of an import, the user's first, and where each goes under users/. */
interface PlannedFiles {
	user: NewProfileFile;
	members: NewProfileFile[];
	/** Paths under the users folder, the user's first. */
	paths: string[];
}

/**
 * The files of an import, each checked as `check` reads it (the reader,
 * the schema under the site's limits, every file rule of parseProfile); a
 * problem is told at the input's place: `input` is the file imported.
 *
 * @example
 * planFiles(fromPluralKit(exported), source, limits) // { files: {...}, issues: [] }
 */
export function planFiles(
	imported: ImportedProfiles,
	input: ProfileSource,
	limits: Limits,
): { files: PlannedFiles; issues: ContentIssue[] } {
	const { user, members } = imported;
	const folder = members.length > 0;
	const issues: ContentIssue[] = [];
	const fileOf = (
		profile: ImportedProfile,
		path: string,
		owner: { id: string; name: string } | null,
	) => planFile(profile, path, owner, { input, limits, issues });
	const userFile = fileOf(user, folder ? `${user.name}/index` : user.name, null);
	const memberFiles = members.map((member) =>
		fileOf(member, `${user.name}/${MEMBERS_FOLDER}/${member.name}`, {
			id: user.data.id,
			name: user.name,
		}),
	);
	return {
		files: {
			user: userFile.file,
			members: memberFiles.map((member) => member.file),
			paths: [userFile.path, ...memberFiles.map((member) => member.path)],
		},
		issues,
	};
}

/**
 * The file of one imported profile at `path` (under users/, without its
 * extension), checked as check reads it, for `owner` when it is a member;
 * its problems are added to `issues`, told at the input's place.
 */
export function planFile(
	profile: ImportedProfile,
	path: string,
	owner: { id: string; name: string } | null,
	{ input, limits, issues }: { input: ProfileSource; limits: Limits; issues: ContentIssue[] },
): { path: string; file: NewProfileFile } {
	const written = profileToContent(profile.data);
	const file = `${path}.${written.extension}`;
	const read = readProfileSource(`users/${file}`, written.text);
	const parsed = read.ok ? parseProfile(read.source, profile.name, limits, owner) : read;
	if (!parsed.ok)
		for (const issue of parsed.issues) {
			if (issue.severity === 'warning') continue;
			const where = pathText(profile.at);
			issues.push({
				file: input.file,
				line: input.locate(profile.at),
				path: where ? `${where}${issue.path ? ` → ${issue.path}` : ''}` : issue.path,
				message: `as users/${file}: ${issue.message}`,
			});
		}
	return {
		path: file,
		file: { id: profile.data.id, name: profile.name, sid: profile.data.sid, ...written },
	};
}

/**
 * Whether every file of the import is there already with exactly these
 * bytes: a second import of the same data, which changes nothing.
 */
export async function unchanged(
	files: readonly { path: string; text: string }[],
	usersDir: string,
	maxBytes: number,
): Promise<boolean> {
	for (const { path, text } of files) {
		// Only a regular file is read (never a FIFO or a device), at most a profile's size.
		const existing = await readRegularFile(join(usersDir, path), maxBytes);
		if (!existing.ok || existing.bytes.toString('utf8') !== text) return false;
	}
	return true;
}

/** The files of an import with their paths under users/, for unchanged. */
export function filesAt(files: PlannedFiles): { path: string; text: string }[] {
	return [files.user, ...files.members].map((file, index) => ({
		path: files.paths[index]!,
		text: file.text,
	}));
}
