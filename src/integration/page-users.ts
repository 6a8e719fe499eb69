/**
 * The users as the pages read them (PageUser): made once from the loaded
 * site, by the build and by the dev server alike.
 */
import type { UserPageData } from '../schemas/page-data.ts';
import type { Profile } from '../content/validate/profile-file.ts';
import { publicUrl } from '../addresses/urls.ts';
import type { PageUser } from './hand-over.ts';
import type { Published } from './site-outputs.ts';
import type { RichProfile } from '../schemas/rich.ts';
import { slashes } from '../publish/edit-sources.ts';

/**
 * Each user as the pages read it (the shape a `users` collection entry had):
 * the User, its local avatar's site paths, and the same for its members.
 *
 * @example
 * pageUsersOf(site.profiles, '/') // [{ id: 'robin', data: { user, avatar: null, members: [] }, filePath: 'content/users/robin.md' }]
 */
export function pageUsersOf(profiles: readonly Profile[], base: string | undefined): PageUser[] {
	const avatarOf = ({ localAvatar }: Profile) =>
		localAvatar && {
			webp: publicUrl(localAvatar.webp, { base }),
			jpeg: publicUrl(localAvatar.jpeg, { base }),
			size: localAvatar.size,
		};
	// A language only where the file gives one: the other pages' data (and cache keys) stay as they
	// were.
	const langOf = ({ lang }: Profile) => (lang === null ? {} : { lang });
	return profiles.map((profile) => {
		const data: UserPageData = {
			user: profile.user,
			avatar: avatarOf(profile),
			sid: profile.sid,
			rich: profile.rich,
			...langOf(profile),
			members: profile.members.map((member) => ({
				user: member.user,
				avatar: avatarOf(member),
				sid: member.sid,
				rich: member.rich,
				...langOf(member),
				file: member.file,
			})),
		};
		return { id: profile.user.name, data, filePath: profile.file };
	});
}

/**
 * What the files are made from (site-outputs.ts Published), taken from the
 * pages' users: the one way the model goes, profiles -> pages' users ->
 * files, for the build's thread, a big site's main thread and `astro dev`
 * alike. The same objects, no copy; and where each profile's file is.
 *
 * @example
 * publishedOf(pageUsersOf(site.profiles, '/')) // { users: [robin], members: Map { 'd5th…' => [] } }
 */
export function publishedOf(pageUsers: readonly PageUser[]): Published {
	const sids = new Map<string, string>();
	const rich = new Map<string, RichProfile>();
	const langs = new Map<string, string>();
	for (const { data } of pageUsers)
		for (const person of [data, ...data.members]) {
			if (person.sid) sids.set(person.user.id, person.sid);
			if (person.rich) rich.set(person.user.id, person.rich);
			if (person.lang) langs.set(person.user.id, person.lang);
		}
	return {
		// Names and paths only; contentFiles reads the texts when the site publishes them.
		sources: pageUsers
			.flatMap(({ data, filePath }) => [
				{ user: data.user.name, file: slashes(filePath ?? '') },
				...data.members.map((member) => ({
					user: data.user.name,
					memberId: member.user.id,
					file: slashes(member.file ?? ''),
				})),
			])
			.filter((source) => source.file !== ''),
		unlisted: new Set(
			pageUsers.flatMap(({ data }) =>
				data.members.filter((member) => member.rich?.unlisted).map((member) => member.user.id),
			),
		),
		users: pageUsers.map(({ data }) => data.user),
		members: new Map(
			pageUsers.map(({ data }) => [data.user.id, data.members.map((member) => member.user)]),
		),
		sids,
		rich,
		langs,
	};
}
