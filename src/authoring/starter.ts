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
const GITIGNORE = `# What npm installs and the build writes: never committed.
node_modules/
dist/
.astro/
.dist-staging-*/
.dist-old-*/
*.log
.DS_Store
`;

/**
 * What a site's .npmrc holds; npm leaves every `.npmrc` out of a packed package, so init writes it
 * from here, and the test keeps it equal to starter/.npmrc. npm checks each package's `engines`
 * against the Node that runs npm, which for a site is any Node (the site runs on the one it pins):
 * under an older Node that is one warning per package, 30 or more, that nothing can act on. Only
 * the log level silences them (npm has no setting for the Node to check against); errors still
 * show.
 */
export const NPMRC = `# The site runs on the Node its package.json pins (the \`node\` package),
# not on the Node that runs npm: npm's warnings that a package wants a newer
# Node than the one running npm (EBADENGINE, one per package) are noise here.
# Errors still show; \`npm install --loglevel warn\` shows the warnings again.
loglevel=error
`;

/**
 * What a starter folder may hold after someone ran it in place (in this repository): never part of
 * a new site.
 */
const NOT_TEMPLATE = new Set(
	'node_modules dist .astro package-lock.json .gitignore .npmrc'.split(' '),
);

/** One file of the starter: its path with `/` separators, and its bytes. */
interface StarterFile {
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
		if (existsSync(join(dir, 'package.json')) && packageJsonAt(dir).name === 'staticnouns')
			return dir;
		if (dirname(dir) === dir) throw new Error(`no package.json of staticnouns above ${from}`);
	}
}

/** The fields of a folder's package.json that these read. */
const packageJsonAt = (dir: string) =>
	JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
		name?: unknown;
		version: string;
		repository: { url: string };
	};

/** The package's version, as a new site depends on it. */
export function packageVersion(root: string = packageRoot()): string {
	return packageJsonAt(root).version;
}

/**
 * The package's own git repository as npm installs from it (package.json's repository.url), and
 * this version's tag in it: what `init --help` shows as its git example.
 *
 * @example
 * packageGitSpec() // 'git+https://github.com/staticnouns/staticnouns.git#v0.2.0'
 */
export function packageGitSpec(root: string = packageRoot()): string {
	const { repository, version } = packageJsonAt(root);
	return `${repository.url}#v${version}`;
}

/**
 * The dependency on staticnouns in the starter's package.json, set to where
 * the new site installs it from (package-source.ts): by default the running
 * package's version (`^0.2.0` for 0.2.0), so a new site starts on the
 * version that wrote it.
 *
 * @example
 * withDependency('{ "staticnouns": "^0.1.0" }', '^0.2.0') // '{ "staticnouns": "^0.2.0" }'
 */
export function withDependency(packageJson: string, spec: string): string {
	const pattern = /("staticnouns":\s*)"[^"]*"/;
	if (!pattern.test(packageJson))
		throw new Error('starter/package.json has no dependency on staticnouns');
	return packageJson.replace(pattern, (_match, key: string) => `${key}${JSON.stringify(spec)}`);
}

/**
 * Every file a new site gets, sorted by path: the starter folder's files
 * (its package.json depending on `spec`), the .gitignore and the .npmrc.
 */
export async function starterFiles(
	root: string = packageRoot(),
	spec: string = `^${packageVersion(root)}`,
): Promise<StarterFile[]> {
	const folder = join(root, 'starter');
	const files: StarterFile[] = [
		{ path: '.gitignore', data: Buffer.from(GITIGNORE) },
		{ path: '.npmrc', data: Buffer.from(NPMRC) },
	];
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
							? Buffer.from(withDependency(data.toString('utf8'), spec))
							: data,
				});
			}
		}
	};
	await walk(folder, '');
	return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
