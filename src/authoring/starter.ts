/**
 * The files of a new community site: the package's `starter/` folder, read
 * as `staticnouns init` writes it. The same folder is checked in at the
 * repository's top for forges' "Use this template", so the two cannot drift
 * (test/authoring/starter.test.ts compares them byte for byte).
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What a site's .gitignore holds. npm leaves every `.gitignore` out of a packed package, so init
 * writes it from here; the test keeps it equal to starter/.gitignore.
 */
export const GITIGNORE = `# What npm installs and the build writes: never committed.
node_modules/
dist/
.astro/
.dist-staging-*/
.dist-old-*/
*.log
.DS_Store
`;

/**
 * What a starter folder may hold after someone ran it in place (in this repository): never part of
 * a new site.
 */
const NOT_TEMPLATE = new Set(['node_modules', 'dist', '.astro', 'package-lock.json', '.gitignore']);

/** One file of the starter: its path with `/` separators, and its bytes. */
export interface StarterFile {
	path: string;
	data: Buffer;
}

/**
 * The staticnouns package's own folder: the nearest one above this module
 * whose package.json is staticnouns's. Found by walking up, not by a fixed
 * `../..`, because the package runs from its compiled copy as well as from src/.
 */
export function packageRoot(from: string = import.meta.dirname): string {
	for (let dir = from; ; dir = dirname(dir)) {
		const file = join(dir, 'package.json');
		if (
			existsSync(file) &&
			(JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'staticnouns'
		)
			return dir;
		if (dirname(dir) === dir) throw new Error(`no package.json of staticnouns above ${from}`);
	}
}

/** The package's version, as a new site depends on it. */
export function packageVersion(root: string = packageRoot()): string {
	return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string })
		.version;
}

/**
 * The dependency on staticnouns in the starter's package.json, set to the
 * running package's version (`^0.2.0` for 0.2.0): a new site starts on the
 * version that wrote it.
 *
 * @example
 * withVersion('{ "staticnouns": "^0.1.0" }', '0.2.0') // '{ "staticnouns": "^0.2.0" }'
 */
export function withVersion(packageJson: string, version: string): string {
	const pattern = /("staticnouns":\s*")[^"]*(")/;
	if (!pattern.test(packageJson))
		throw new Error('starter/package.json has no dependency on staticnouns');
	return packageJson.replace(pattern, `$1^${version}$2`);
}

/**
 * Every file a new site gets, sorted by path: the starter folder's files
 * (its package.json depending on `version`) and the .gitignore.
 */
export async function starterFiles(
	root: string = packageRoot(),
	version: string = packageVersion(root),
): Promise<StarterFile[]> {
	const folder = join(root, 'starter');
	const files: StarterFile[] = [{ path: '.gitignore', data: Buffer.from(GITIGNORE) }];
	const walk = async (dir: string, prefix: string): Promise<void> => {
		for (const entry of await readdir(dir, { withFileTypes: true })) {
			if (NOT_TEMPLATE.has(entry.name) && !prefix) continue;
			const path = `${prefix}${entry.name}`;
			if (entry.isDirectory()) await walk(join(dir, entry.name), `${path}/`);
			else if (entry.isFile()) {
				const data = await readFile(join(dir, entry.name));
				files.push({
					path,
					data:
						path === 'package.json'
							? Buffer.from(withVersion(data.toString('utf8'), version))
							: data,
				});
			}
		}
	};
	await walk(folder, '');
	return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
