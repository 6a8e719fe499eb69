/**
 * Whether a profile may be added: its name must be a valid profile name
 * that a file can carry, and the same rules across profiles as the build
 * must hold with it.
 */
import { nameSchema } from '../schemas/user.ts';
import type { ContentIssue } from './issues.ts';
import type { ProfileIdentity } from './profile.ts';
import { checkAcrossProfiles } from './rules.ts';

/**
 * The problems a new profile would bring, or none.
 *
 * @example
 * checkNewProfile({ file: 'content/users/robin.md', id, name: 'robin' }, site.identities) // []
 */
export function checkNewProfile(profile: { file: string; id: string; name: string }, existing: readonly ProfileIdentity[]): ContentIssue[] {
	const valid = nameSchema.safeParse(profile.name);
	if (!valid.success) return [{ file: profile.file, path: 'name', message: `the name "${profile.name}" ${valid.error.issues[0]!.message}` }];
	if (/^[_.]/.test(profile.name)) {
		return [{ file: profile.file, path: 'name', message: `the name "${profile.name}" starts with "${profile.name[0]}", and such files are skipped (drafts, templates): choose another name` }];
	}
	// The file does not exist yet: its problems have no line.
	const identity: ProfileIdentity = { file: profile.file, user: { id: profile.id, name: profile.name }, locate: () => undefined, nameLine: 0 };
	return checkAcrossProfiles([...existing, identity], { rename: 'choose another name' }).filter(
		(issue) => issue.file === profile.file || issue.message.includes(profile.file),
	);
}
