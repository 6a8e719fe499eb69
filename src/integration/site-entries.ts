/**
 * The users as the pages read them (SiteEntry): made once from the loaded
 * site, by the build and by the dev server alike.
 */
import type { UserEntry } from '../schemas/entry.ts';
import type { Profile } from '../content/validate/profile.ts';
import { publicUrl } from '../addresses/urls.ts';
import type { SiteEntry } from './hand-over.ts';

/**
 * Each user's entry as the `users` collection and the pages hold it: the
 * User, its local avatar's site paths, and the same for its members.
 *
 * @example
 * userEntries(site.profiles, '/') // [{ id: 'robin', data: { user, avatar: null, members: [] }, filePath: 'content/users/robin.md' }]
 */
export function userEntries(profiles: readonly Profile[], base: string | undefined): SiteEntry[] {
	const avatarOf = ({ localAvatar }: Profile) =>
		localAvatar && {
			webp: publicUrl(localAvatar.webp, { base }),
			jpeg: publicUrl(localAvatar.jpeg, { base }),
			size: localAvatar.size,
		};
	return profiles.map((profile) => {
		const data: UserEntry = {
			user: profile.user,
			avatar: avatarOf(profile),
			members: profile.members.map((member) => ({
				user: member.user,
				avatar: avatarOf(member),
				file: member.file,
			})),
		};
		return { id: profile.user.name, data, filePath: profile.file };
	});
}
