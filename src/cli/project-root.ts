import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What marks a project's top folder: npm stops at package.json, git at .git. */
const MARKERS = ['package.json', '.git'];

/**
 * The project's top folder, found the way npm and git find theirs: the
 * nearest folder, from `cwd` up, that holds a package.json or .git. Falls back
 * to `cwd` when no folder above has either, so a bare folder of content
 * still works from its top.
 *
 * @example
 * findProjectRoot('/home/robin/site/content/users') // '/home/robin/site'
 */
export function findProjectRoot(cwd: string): string {
	for (let dir = cwd; ; dir = dirname(dir)) {
		if (MARKERS.some((marker) => existsSync(join(dir, marker)))) return dir;
		if (dirname(dir) === dir) return cwd;
	}
}
