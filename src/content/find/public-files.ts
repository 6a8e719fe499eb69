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

const LINK =
	'is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself';

/**
 * One issue per entry of `publicDir` that is not a real folder or a regular
 * file (symlinks, FIFOs, sockets, devices), none when it is missing. The
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
