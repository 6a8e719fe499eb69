/**
 * "Edit this profile": a link from each profile page to the forge's editor
 * for that profile's file, so a member can change their profile without a
 * clone. Like Starlight's `editLink.baseUrl`, the site names the base of the
 * editor's addresses (`https://github.com/org/repo/edit/main/`) and each page
 * appends its file's path in the repository.
 */
import { editBaseOf, resolveRepository, type ForgeEnv, type RepositoryOption } from './forge.ts';

export type { ForgeEnv };

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * The base of the edit links: the `editUrl` option when it is a string,
 * none when it is `false`, else the editor of the `repository` option or,
 * inside GitHub Actions, of the repository and branch being built (a pull
 * request's head branch, else the pushed branch; forge.ts resolves both).
 * `null` means no link.
 *
 * @example
 * editBaseUrl(undefined, { GITHUB_ACTIONS: 'true', GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'org/site', GITHUB_REF_NAME: 'main' })
 * // 'https://github.com/org/site/edit/main/'
 */
export function editBaseUrl(option: string | false | undefined, env: ForgeEnv, repository?: RepositoryOption | false): string | null {
	if (option === false) return null;
	if (typeof option === 'string') {
		let url: URL | undefined;
		try {
			url = new URL(option);
		} catch {
			url = undefined;
		}
		if (!url || !/^https?:$/.test(url.protocol)) {
			throw new Error(`editUrl must be an http(s) address ending where the repository's files start, e.g. https://github.com/org/repo/edit/main/: got ${JSON.stringify(option)}`);
		}
		return url.href.replace(/\/?$/, '/');
	}
	const resolved = resolveRepository(repository, env);
	return resolved ? editBaseOf(resolved) : null;
}

/**
 * The editor's address for one file, given as a path from the repository
 * root (`content/users/robin.md`).
 *
 * @example
 * editFileUrl('https://github.com/org/site/edit/main/', 'content/users/robin.md')
 * // 'https://github.com/org/site/edit/main/content/users/robin.md'
 */
export function editFileUrl(baseUrl: string | null, file: string): string | null {
	const path = file.replace(/\\/g, '/');
	// A file outside the repository has no editor page.
	if (!baseUrl || path.startsWith('/') || path.split('/').includes('..')) return null;
	return new URL(encodePath(path.replace(/^(\.\/)+/, '')), baseUrl).href;
}
