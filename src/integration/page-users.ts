/**
 * The users as the pages read them (PageUser): the model's users
 * (model/site-model.ts) in the envelope sites' own pages read, by the build
 * and by the dev server alike. No copy: `data` is the model's user itself.
 */
import type { SiteUser } from '../model/site-model.ts';
import type { PageUser } from './hand-over.ts';

/**
 * Each user of the model as the pages read it: `{ id, data, filePath }`, the shape a `users`
 * collection entry had.
 *
 * @example
 * pageUsersOf(site.model) // [{ id: 'robin', data: { user, sid, avatar: null, members: [], … }, filePath: 'content/users/robin.md' }]
 */
export function pageUsersOf(model: readonly SiteUser[]): PageUser[] {
	return model.map((user) => ({ id: user.user.name, data: user, filePath: user.file }));
}

/**
 * The model's users back from the pages' envelope (the same objects): what the files are made
 * from, for a big site's main thread, which keeps only the pages' users.
 *
 * @example
 * modelOf(pageUsersOf(site.model)) // site.model's users
 */
export function modelOf(pageUsers: readonly PageUser[]): SiteUser[] {
	return pageUsers.map(({ data }) => data);
}
