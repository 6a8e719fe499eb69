/**
 * "Edit this profile": each profile page links to the forge's editor for
 * its file, the edit-link base (config/edit-url.ts) followed by the file's
 * path in the repository.
 */

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

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
