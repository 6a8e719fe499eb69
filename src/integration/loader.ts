/**
 * The content-layer loader for the `users` collection. Astro's glob loader
 * parses files its own way (no line numbers, no file-name rule, no body as
 * bio), so this loader runs the project's own reader and schema instead:
 * one path for the data, whether the CLI, the build or a page reads it.
 */
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { userEntrySchema, type UserEntry } from '../schemas/entry.ts';
import { formatReport } from '../content/issues.ts';
import { loadSite, resolveContentDir } from '../content/site.ts';
import type { Profile } from '../content/profile.ts';
import { takeLoadedSite } from './loaded-site.ts';
import { limitsFromConfig } from '../content/site-limits.ts';
import { publicUrl } from '../publish/urls.ts';
import type { SiteEntry } from './site-model.ts';

/**
 * How long after a change under content/ `astro dev` reads it again: an
 * editor's save truncates the file, then writes it, and the watcher may
 * report only the first.
 */
export const SETTLE_MS = 100;

/**
 * Loads every user as an entry whose id is the profile name and whose
 * data is the v1 User plus the site paths of its local avatar, and the
 * same for each of its members, in name order.
 *
 * @example
 * export const collections = { users: defineCollection({ loader: profilesLoader() }) };
 */
export function profilesLoader() {
	// `satisfies` keeps the schema's own type, so pages get typed entries.
	return {
		name: 'staticnouns-profiles',
		schema: userEntrySchema,
		load: async ({ config, store, watcher, logger }) => {
			const contentDir = resolveContentDir(fileURLToPath(config.root));
			const site = { site: config.site, base: config.base, limits: limitsFromConfig(config) };
			const sync = async () => {
				const kept = takeLoadedSite(config, contentDir, site);
				if (kept) {
					// `astro build`: the pages take this site from the integration
					// (site-entries.ts), so the store stays empty: serialising 10,000
					// entries, bundling them as one module and parsing them back is
					// most of a build's memory and seconds of its time.
					store.clear();
					logger.info('users: the pages read the site the staticnouns integration loaded; the collection stays empty in this build');
					return;
				}
				const { profiles, issues } = await loadSite(contentDir, site);
				if (issues.length) throw new Error(`Invalid profiles:\n${formatReport(issues)}`);
				store.clear();
				for (const entry of userEntries(profiles, site.base)) store.set(entry);
			};
			await sync();
			// In `astro dev`, any change under content/ reloads the whole
			// collection: the cross-profile rules need every file anyway.
			watcher?.add(contentDir);
			let settling: ReturnType<typeof setTimeout> | undefined;
			watcher?.on('all', (_event, path) => {
				if (!path.startsWith(contentDir)) return;
				// One sync once the save has landed (SETTLE_MS).
				clearTimeout(settling);
				settling = setTimeout(() => sync().catch((error: Error) => logger.error(error.message)), SETTLE_MS);
			});
		},
	} satisfies Loader;
}

/**
 * Each user's entry as the `users` collection and the pages hold it: the
 * User, its local avatar's site paths, and the same for its members.
 *
 * @example
 * userEntries(site.profiles, '/') // [{ id: 'robin', data: { user, avatar: null, members: [] }, filePath: 'content/users/robin.md' }]
 */
export function userEntries(profiles: readonly Profile[], base: string | undefined): SiteEntry[] {
	const avatarOf = ({ localAvatar }: Profile) => localAvatar && { webp: publicUrl(localAvatar.webp, { base }), jpeg: publicUrl(localAvatar.jpeg, { base }), size: localAvatar.size };
	return profiles.map((profile) => {
		const data: UserEntry = { user: profile.user, avatar: avatarOf(profile), members: profile.members.map((member) => ({ user: member.user, avatar: avatarOf(member), file: member.file })) };
		return { id: profile.user.name, data, filePath: profile.file };
	});
}
