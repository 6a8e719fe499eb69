/**
 * The files the build copies as they are: Astro copies public/ into the
 * site and follows symlinks while doing so. A pull request that adds
 * `public/x.txt` as a link to `../.git/config` (where actions/checkout keeps
 * the job's token) or to any file on the build machine would publish it; a
 * FIFO there would hang the copy. So public/ may hold only real folders and
 * regular files, checked before anything is built.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ContentIssue } from '../issues.ts';
import { MAX_WALK_DEPTH, MAX_WALK_ENTRIES } from './profile-files.ts';
import { kindOf } from '../../utils/regular-file.ts';
import { foldPath } from '../../addresses/paths.ts';
import { SERVER_SIDE_EXTENSIONS } from '../../addresses/host-areas.ts';

/**
 * Names a supported host runs or reads as its configuration, wherever they
 * are in the output: Apache's per-folder `.htaccess` (and its `.htpasswd`),
 * PHP's per-folder `.user.ini`, IIS's `web.config`. Compared folded.
 */
const HOST_CONFIG_ANYWHERE: Readonly<Record<string, string>> = {
	'.htaccess':
		'Apache reads a .htaccess file as its configuration for the folder (it can make the server run files as programs or answer the API as HTML)',
	'.htpasswd': 'Apache keeps passwords in .htpasswd files; a site publishes none',
	'.user.ini': 'PHP reads a .user.ini file as its configuration for the folder',
	'web.config': 'IIS reads a web.config file as its configuration for the folder',
};

/**
 * Names at the output's root that a host runs or reads as its own, or that
 * the build writes itself: Cloudflare Pages runs `_worker.js` (a file or a
 * folder) for every request and reads `_routes.json`, `functions/` holds Pages
 * Functions; the build writes `_headers` and `_redirects` from every site rule
 * (hosting/host-files.ts) and merges nothing into them.
 */
const HOST_CODE_AT_ROOT: Readonly<Record<string, string>> = {
	'_worker.js':
		"Cloudflare Pages runs a _worker.js at the site's root for every request, pages and API alike, instead of serving the files",
	'_routes.json':
		'Cloudflare Pages reads _routes.json to decide which requests its Functions answer',
	functions: 'Cloudflare Pages runs the files under functions/ as server code (Pages Functions)',
	_headers:
		"the build writes the site's own _headers (every host rule of the site) and merges no other into it",
	_redirects:
		"the build writes the site's own _redirects (every host rule of the site) and merges no other into it",
};

/**
 * The first path segments the site publishes itself (folded): its pages
 * (integration/routes.ts: `/`, `/@name`, `/pronouns/`, `/directory/`,
 * `/search`, `/edit`, `/404`), Astro's bundles, the APIs (`v1/`, and `api/` for
 * pronouns.cc's shape), the short links (`s/`), the avatars
 * (`media/`), the search index (views/search/search-index.ts), robots.txt, the
 * sitemaps and the build record (publish/build-record.ts). test/content/find/public-files.test.ts
 * checks this list against those modules.
 */
const SITE_OWN_NAMES: readonly string[] = [
	'index.html',
	'404.html',
	'404',
	'pronouns',
	'directory',
	'search',
	'edit',
	'_astro',
	'v1',
	'api',
	's',
	'media',
	'search-index',
	'robots.txt',
	'.staticnouns-build.json',
];

const SCRIPT_EXTENSION = new RegExp(`\\.(?:${SERVER_SIDE_EXTENSIONS.join('|')})$`, 'i');

/**
 * Why public/ may not hold `path` (relative to public/, `/`-separated), or
 * undefined when it may: host code or configuration, a file named like a
 * server-side program, or a path the site publishes itself (which the public/
 * copy would replace, or be replaced by, without a word). Linear in the path.
 *
 * @example
 * publicPathProblem('assets/.htaccess') // 'Apache reads a .htaccess file as its configuration …: remove it …'
 * publicPathProblem('@robin/index.html') // 'the site publishes its own page …'
 * publicPathProblem('img/logo.png') // undefined
 */
export function publicPathProblem(path: string): string | undefined {
	const segments = path.split('/').filter(Boolean);
	const folded = segments.map((segment) => foldPath(segment));
	for (const [index, segment] of folded.entries()) {
		const why = Object.hasOwn(HOST_CONFIG_ANYWHERE, segment)
			? HOST_CONFIG_ANYWHERE[segment]
			: undefined;
		if (why) return `${why}: remove it from public/ (the build writes the site's own host files)`;
		if (index === folded.length - 1 && SCRIPT_EXTENSION.test(segment))
			return 'is named like a server-side program (PHP, CGI, server-side includes, ASP, JSP, …), which some hosts run instead of sending: the site is static, so remove it, or rename it if it is a download';
	}
	const first = folded[0];
	if (first === undefined) return undefined;
	const code = Object.hasOwn(HOST_CODE_AT_ROOT, first) ? HOST_CODE_AT_ROOT[first] : undefined;
	if (code) return `${code}: remove it from public/`;
	if (first.startsWith('@'))
		return `the site publishes its own profile pages under /@name/, so this file would replace a member's page (or be replaced by it): remove it from public/`;
	if (SITE_OWN_NAMES.includes(first) || /^sitemap.*\.xml$/.test(first))
		return `the site publishes its own files at /${segments[0]}${segments.length > 1 ? '/' : ''} (pages, API, avatars, search index, robots.txt, sitemaps), so this one would replace one of them or be replaced: move it to another folder of public/, such as public/assets/`;
	return undefined;
}

const LINK =
	'is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself';

/**
 * One issue per entry of `publicDir` that is not a real folder or a regular
 * file (symlinks, FIFOs, sockets, devices), or that public/ may not hold
 * (publicPathProblem), none when it is missing. The
 * walk is bounded as the one of users/ is.
 *
 * @example
 * await publicFolderIssues('/srv/site/public', '/srv/site') // [{ file: 'public/leak.txt', path: '', message: 'is a symbolic link; …' }]
 */
export async function publicFolderIssues(publicDir: string, cwd: string): Promise<ContentIssue[]> {
	const display = (path: string) => relative(cwd, path).split(sep).join('/');
	const issues: ContentIssue[] = [];
	try {
		const info = await lstat(publicDir);
		if (info.isSymbolicLink()) return [{ file: display(publicDir), path: '', message: LINK }];
		if (!info.isDirectory()) return [];
	} catch {
		return [];
	}
	const folders: [path: string, depth: number][] = [[publicDir, 0]];
	let seen = 0;
	while (folders.length) {
		const [folder, depth] = folders.pop()!;
		let entries;
		try {
			entries = await readdir(folder, { withFileTypes: true });
		} catch (error) {
			issues.push({
				file: display(folder),
				path: '',
				message: `could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): check its permissions`,
			});
			continue;
		}
		seen += entries.length;
		if (seen > MAX_WALK_ENTRIES) {
			issues.push({
				file: display(publicDir),
				path: '',
				message: `holds more than ${MAX_WALK_ENTRIES.toLocaleString('en-US')} files and folders, so it was not read to the end: remove what the site does not need`,
			});
			break;
		}
		for (const entry of entries) {
			const path = join(folder, entry.name);
			const problem = publicPathProblem(relative(publicDir, path).split(sep).join('/'));
			if (problem) {
				// Reported once, on the outermost path: a folder's files share its problem.
				issues.push({ file: display(path), path: '', message: problem });
				continue;
			}
			if (entry.isDirectory()) {
				if (depth + 1 > 4 * MAX_WALK_DEPTH)
					issues.push({
						file: display(path),
						path: '',
						message: `folders nest more than ${4 * MAX_WALK_DEPTH} levels deep: move the files up`,
					});
				else folders.push([path, depth + 1]);
			} else if (entry.isSymbolicLink())
				issues.push({ file: display(path), path: '', message: LINK });
			else {
				const kind = kindOf(entry);
				if (kind)
					issues.push({
						file: display(path),
						path: '',
						message: `is ${kind}, not a regular file; public/ holds files the site serves as they are: replace it with a file, or remove it`,
					});
			}
		}
	}
	return issues;
}
