/**
 * "Edit this profile": a link from each profile page to the forge's editor
 * for that profile's file, so a member can change their profile without a
 * clone. Like Starlight's `editLink.baseUrl`, the site names the base of the
 * editor's addresses (`https://github.com/org/repo/edit/main/`) and each page
 * appends its file's path in the repository.
 */

import { editBaseOf, resolveRepository, type ForgeEnv } from './forge.ts';

export type { ForgeEnv };

/**
 * The base of the edit links: the `editUrl` option when it is a string,
 * none when it is `false`, else derived inside GitHub Actions from the
 * server, the repository and the branch being built (a pull request's head
 * branch, else the pushed branch). `null` means no link.
 *
 * @example
 * editBaseUrl(undefined, { GITHUB_ACTIONS: 'true', GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'org/site', GITHUB_REF_NAME: 'main' })
 * // 'https://github.com/org/site/edit/main/'
 */
export function editBaseUrl(option: string | false | undefined, env: ForgeEnv): string | null {
	if (option === false) return null;
	if (typeof option === 'string') {
		let url: URL | undefined;
		try {
			url = new URL(option);
		} catch {
			url = undefined;
		}
		if (!url || !/^https?:$/.test(url.protocol)) {
			throw new Error(
				`editUrl must be an http(s) address ending where the repository's files start, e.g. https://github.com/org/repo/edit/main/: got ${JSON.stringify(option)}`,
			);
		}
		return url.href.replace(/\/?$/, '/');
	}
	// Inside GitHub Actions: the editor of the repository being built, derived in one place
	// (forge.ts).
	const derived = resolveRepository(undefined, env);
	return derived ? editBaseOf(derived) : null;
}
