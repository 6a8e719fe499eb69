/**
 * The site's repository on its forge, and the forge addresses the editor
 * page hands a profile file to: the new-file editor prefilled with the file
 * (GitHub, GitLab, Forgejo/Gitea all take a file name and its text on the
 * address), or the edit page of an existing file; and the base of the
 * profile pages' "Edit this profile" links (like Starlight's
 * `editLink.baseUrl`: the base of the editor's addresses, each page
 * appending its file's path). Every address is built from the options (or
 * GitHub Actions' own variables), never from content.
 */
import type { ForgeKind } from '../schemas/options.ts';

/** The variables GitHub Actions sets that name the repository and branch being built. */
export interface ForgeEnv {
	GITHUB_ACTIONS?: string | undefined;
	GITHUB_SERVER_URL?: string | undefined;
	GITHUB_REPOSITORY?: string | undefined;
	GITHUB_HEAD_REF?: string | undefined;
	GITHUB_REF_NAME?: string | undefined;
}

/** The resolved `repository` option: where the site's files are edited. */
export interface Repository {
	/** The repository's web address, without a trailing slash. */
	url: string;
	forge: ForgeKind;
	branch: string;
	/**
	 * GitHub only: the issue form (in `.github/ISSUE_TEMPLATE/`) the editor opens filled in, which
	 * the starter's propose workflow turns into a pull request (the `issueForm` option).
	 */
	issueForm?: string | undefined;
}

/** What a site writes as `repository` (see repositorySchema in schemas/options.ts). */
interface RepositoryOption {
	url: string;
	forge?: ForgeKind | undefined;
	branch?: string | undefined;
}

/** The forge a well-known host runs; others must say (`forge`). */
const KNOWN_HOSTS: Record<string, ForgeKind> = {
	'github.com': 'github',
	'gitlab.com': 'gitlab',
	'codeberg.org': 'forgejo',
};

/**
 * The site's repository: the option when given (its forge known from the
 * host for github.com, gitlab.com and codeberg.org), none when `false`,
 * else derived inside GitHub Actions from the repository and branch being
 * built. The one place a repository is resolved; the edit links'
 * base follows it (editBaseUrl).
 *
 * @example
 * resolveRepository({ url: 'https://gitlab.com/org/site' }, {}) // { url: 'https://gitlab.com/org/site', forge: 'gitlab', branch: 'main' }
 */
export function resolveRepository(
	option: RepositoryOption | false | undefined,
	env: ForgeEnv,
): Repository | null {
	if (option === false) return null;
	if (option) {
		const url = new URL(option.url);
		if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
			throw new RepositoryError(
				'repository.url',
				'must be the http(s) address of the repository, without a query, fragment or password, e.g. https://github.com/org/site',
			);
		}
		const forge = option.forge ?? KNOWN_HOSTS[url.hostname];
		if (!forge)
			throw new RepositoryError(
				'repository.forge',
				`required for ${url.hostname}: one of "github", "gitlab", "forgejo"`,
			);
		return { url: url.href.replace(/\/+$/, ''), forge, branch: option.branch ?? 'main' };
	}
	const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
	if (env.GITHUB_ACTIONS !== 'true' || !env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !branch)
		return null;
	return {
		url: `${env.GITHUB_SERVER_URL.replace(/\/+$/, '')}/${encodePath(env.GITHUB_REPOSITORY)}`,
		forge: 'github',
		branch,
	};
}

/**
 * A `repository` option that cannot be used: the option's path and the rule, as the options'
 * report prints them.
 */
export class RepositoryError extends Error {
	readonly path: string;
	constructor(path: string, message: string) {
		super(message);
		this.path = path;
	}
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The path of each forge's file editor below the repository's address. */
const EDIT_PATH: Record<ForgeKind, string> = { github: 'edit', gitlab: '-/edit', forgejo: '_edit' };
const NEW_PATH: Record<ForgeKind, string> = { github: 'new', gitlab: '-/new', forgejo: '_new' };
/** The query parameters of each forge's new-file editor: the file's path and its text. */
const NEW_PARAMS: Record<ForgeKind, { name: string; text: string }> = {
	// GitHub: documented nowhere by GitHub, used widely (isaacs/github#1527).
	github: { name: 'filename', text: 'value' },
	// GitLab reads both server-side; its editor's script drops `content`
	// (gitlab-org/gitlab#594214), so the editor copies the file as well.
	gitlab: { name: 'file_name', text: 'content' },
	// Gitea (go-gitea/gitea#16556, docs "Pre-Fill New File name and contents"), and Forgejo after it.
	forgejo: { name: 'filename', text: 'value' },
};

/**
 * The base of "Edit this profile" links for a repository: its forge's
 * editor at the branch, followed by each file's path (editFileUrl).
 *
 * @example
 * editBaseOf({ url: 'https://git.example.org/org/site', forge: 'forgejo', branch: 'main' }) // 'https://git.example.org/org/site/_edit/main/'
 */
export function editBaseOf(repository: Repository): string {
	return `${repository.url}/${EDIT_PATH[repository.forge]}/${encodePath(repository.branch)}/`;
}

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
		const url = URL.canParse(option) ? new URL(option) : undefined;
		if (!url || !/^https?:$/.test(url.protocol)) {
			throw new Error(
				`editUrl must be an http(s) address ending where the repository's files start, e.g. https://github.com/org/repo/edit/main/: got ${JSON.stringify(option)}`,
			);
		}
		return url.href.replace(/\/?$/, '/');
	}
	const derived = resolveRepository(undefined, env);
	return derived ? editBaseOf(derived) : null;
}

/**
 * The editor's address for one file, given as a path from the repository
 * root (`content/users/robin.md`), under the edit-link base (editBaseUrl).
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

/** Where each forge shows a folder or a file at a branch. */
const VIEW_PATH: Record<ForgeKind, { folder: string; file: string }> = {
	github: { folder: 'tree', file: 'blob' },
	gitlab: { folder: '-/tree', file: '-/blob' },
	forgejo: { folder: 'src/branch', file: 'src/branch' },
};

/**
 * The forge's page of a folder or file (e.g. `content/users`, `CONTRIBUTING.md`) at the branch.
 *
 * @example
 * viewUrlOf(forgejo, 'folder', 'content/users') // 'https://codeberg.org/org/site/src/branch/main/content/users'
 */
export function viewUrlOf(repository: Repository, kind: 'folder' | 'file', path: string): string {
	return `${repository.url}/${VIEW_PATH[repository.forge][kind]}/${encodePath(repository.branch)}/${encodePath(path)}`;
}

/** How people call each forge. */
export const FORGE_NAMES: Record<ForgeKind, string> = {
	github: 'GitHub',
	gitlab: 'GitLab',
	forgejo: 'Forgejo',
};

/**
 * The forge's editor of an existing file (`content/users/robin.md`).
 *
 * @example
 * editUrlOf(github, 'content/users/robin.md') // 'https://github.com/org/site/edit/main/content/users/robin.md'
 */
export function editUrlOf(repository: Repository, file: string): string {
	return `${editBaseOf(repository)}${encodePath(file)}`;
}

/**
 * The forge's new-file editor in the file's folder, with its name and text
 * filled in. The folder goes in the address's path, as each forge's own
 * "new file" button does, and the name in the parameter: GitHub's
 * `filename` with folders in it was seen to misplace them
 * (isaacs/github#1527).
 *
 * @example
 * newFileUrlOf(github, 'content/users/robin.md', '---\nid: …\n---\n')
 * // 'https://github.com/org/site/new/main/content/users?filename=robin.md&value=---%0Aid…'
 */
export function newFileUrlOf(repository: Repository, file: string, text: string): string {
	const { name, text: textParam } = NEW_PARAMS[repository.forge];
	const slash = file.lastIndexOf('/');
	const folder = slash === -1 ? '' : `/${encodePath(file.slice(0, slash))}`;
	const query = `${name}=${encodeURIComponent(file.slice(slash + 1))}&${textParam}=${encodeURIComponent(text)}`;
	// Gitea and Forgejo route `_new/<branch>/<folder>/` with the slash.
	const end = repository.forge === 'forgejo' ? '/' : '';
	return `${repository.url}/${NEW_PATH[repository.forge]}/${encodePath(repository.branch)}${folder}${end}?${query}`;
}

/**
 * The longest address the editor hands to a forge; a longer one goes the
 * clipboard way. Not a forge's own figure (none is published, and they are
 * behind proxies): 8,000 characters stays under the 8 KiB request line that
 * nginx (GitLab's Omnibus, most Forgejo and Gitea set-ups) accepts by
 * default with room for the request's method and version, and under what
 * GitHub's front end was seen to accept (docs/guides/profiles.md).
 */
export const MAX_FORGE_URL = 8000;

/**
 * How the editor hands a file over: the new-file editor prefilled (its
 * text on the clipboard as well where the forge drops it), or, for a file
 * that exists or an address over MAX_FORGE_URL, the forge's page for the
 * file with the text on the clipboard.
 *
 * @example
 * handOver(github, { file: 'content/users/robin.md', text, exists: false }) // { url: 'https://github.com/org/site/new/main?…', clipboard: false }
 */
export function handOver(
	repository: Repository,
	{ file, text, exists }: { file: string; text: string; exists: boolean },
): { url: string; clipboard: boolean; tooLong: boolean } {
	if (exists) return { url: editUrlOf(repository, file), clipboard: true, tooLong: false };
	const url = newFileUrlOf(repository, file, text);
	if (url.length <= MAX_FORGE_URL)
		// GitLab's editor drops the text (NEW_PARAMS): it goes on the clipboard too.
		return { url, clipboard: repository.forge === 'gitlab', tooLong: false };
	// Too long to prefill: the new-file editor with the name alone, the text pasted.
	return { url: newFileUrlOf(repository, file, ''), clipboard: true, tooLong: true };
}
