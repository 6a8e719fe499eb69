/**
 * "Edit this profile": a link from each profile page to the forge's editor
 * for that profile's file, so a member can change their profile without a
 * clone. Like Starlight's `editLink.baseUrl`, the site names the base of the
 * editor's addresses (`https://github.com/org/repo/edit/main/`) and each page
 * appends its file's path in the repository.
 */

/** The variables GitHub Actions sets that name the repository and branch being built. */
export interface ForgeEnv {
	GITHUB_ACTIONS?: string | undefined;
	GITHUB_SERVER_URL?: string | undefined;
	GITHUB_REPOSITORY?: string | undefined;
	GITHUB_HEAD_REF?: string | undefined;
	GITHUB_REF_NAME?: string | undefined;
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

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
			throw new Error(`editUrl must be an http(s) address ending where the repository's files start, e.g. https://github.com/org/repo/edit/main/: got ${JSON.stringify(option)}`);
		}
		return url.href.replace(/\/?$/, '/');
	}
	const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
	if (env.GITHUB_ACTIONS !== 'true' || !env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !branch) return null;
	return `${env.GITHUB_SERVER_URL.replace(/\/+$/, '')}/${encodePath(env.GITHUB_REPOSITORY)}/edit/${encodePath(branch)}/`;
}
