/**
 * Where a new site installs staticnouns from: the registry, a git URL or a
 * tarball. `init` writes the dependency so that it installs the same way in
 * the maintainer's shell and in the site's own workflows: a registry range
 * or a git URL as they are, and a tarball copied into the site and named
 * relative to it (a path outside the site exists on no CI runner).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type PackageSource =
	| { kind: 'registry'; spec: string }
	| { kind: 'git'; spec: string }
	/** `from`: the tarball's absolute path; `spec`: its copy in the site, `file:<name>`. */
	| { kind: 'tarball'; spec: string; from: string; name: string }
	| { kind: 'folder'; spec: string };

const GIT = /^(git\+[a-z]+:|git:|github:|gitlab:|bitbucket:|gist:)|^https?:\/\/\S+\.git(#.*)?$/i;
const TARBALL = /\.(tgz|tar\.gz)$/i;
/** A registry version, range or tag (`^0.2.0`, `0.2.x`, `>=0.2.0 <1`, `latest`). */
const REGISTRY = /^(latest|next|\*|([\^~]|[<>]=?|=)?\s*\d[\w.*+-]*(\s+([<>]=?)?\s*\d[\w.*+-]*)*)$/;

/**
 * The source a `--from` value or an installed dependency names. `from` is
 * read as the user wrote it: a path is relative to `cwd`.
 *
 * @example
 * packageSource('git+https://github.com/org/staticnouns.git#v0.2.0', '/home/me', '0.2.0')
 * // { kind: 'git', spec: 'git+https://github.com/org/staticnouns.git#v0.2.0' }
 * packageSource('./staticnouns-0.2.0.tgz', '/home/me', '0.2.0')
 * // { kind: 'tarball', spec: 'file:staticnouns-0.2.0.tgz', from: '/home/me/staticnouns-0.2.0.tgz', name: 'staticnouns-0.2.0.tgz' }
 */
export function packageSource(from: string, cwd: string, version: string): PackageSource | string {
	const value = from.trim();
	if (value === '' || value === 'npm' || value === 'registry')
		return { kind: 'registry', spec: `^${version}` };
	if (GIT.test(value)) return { kind: 'git', spec: value };
	const path = value.startsWith('file:') ? fileSpecPath(value.slice(5), cwd) : null;
	const local =
		path ?? (/^(\.{1,2}(\/|$)|\/|[A-Za-z]:[\\/])/.test(value) ? resolve(cwd, value) : null);
	if (local !== null || TARBALL.test(value)) {
		const absolute = local ?? resolve(cwd, value);
		const stat = statSync(absolute, { throwIfNoEntry: false });
		if (stat?.isFile() && TARBALL.test(absolute)) {
			const name = basename(absolute);
			return { kind: 'tarball', spec: `file:${name}`, from: absolute, name };
		}
		if (stat?.isDirectory()) return { kind: 'folder', spec: `file:${absolute}` };
		return `${value} is no tarball (.tgz) or folder on this computer`;
	}
	if (value.startsWith('staticnouns@')) return packageSource(value.slice(12), cwd, version);
	if (REGISTRY.test(value)) return { kind: 'registry', spec: value };
	return `${value} is no source staticnouns installs from: give npm, a version range (^${version}), a git URL (git+https://…/staticnouns.git) or a tarball (./staticnouns-${version}.tgz)`;
}

function fileSpecPath(rest: string, cwd: string): string {
	if (rest.startsWith('//')) return fileURLToPath(`file:${rest}`);
	return isAbsolute(rest) ? rest : resolve(cwd, rest);
}

/**
 * How the running staticnouns was installed, read from the project that
 * installed it (an `npx --package <source>` run's own folder, or a site's):
 * the package sits at `<project>/node_modules/staticnouns` and the project's
 * package.json names it. Null when it runs from its own repository.
 *
 * @example
 * installedFrom('/home/me/.npm/_npx/a48146489c92f484/node_modules/staticnouns')
 * // 'file:../../../../srv/staticnouns-0.2.0.tgz', relative to that _npx folder
 */
export function installedFrom(root: string): { spec: string; project: string } | null {
	if (basename(dirname(root)) !== 'node_modules') return null;
	const project = dirname(dirname(root));
	const file = join(project, 'package.json');
	if (!existsSync(file)) return null;
	try {
		const json = JSON.parse(readFileSync(file, 'utf8')) as {
			dependencies?: Record<string, unknown>;
			devDependencies?: Record<string, unknown>;
		};
		const spec = json.dependencies?.['staticnouns'] ?? json.devDependencies?.['staticnouns'];
		return typeof spec === 'string' ? { spec, project } : null;
	} catch {
		return null;
	}
}

/**
 * The source a new site uses: `--from` when given, else the one the running
 * package was installed from, else the registry at this version.
 */
export function chooseSource(
	from: string | undefined,
	cwd: string,
	root: string,
	version: string,
): { source: PackageSource; detected: boolean } | { error: string } {
	if (from !== undefined) {
		const source = packageSource(from, cwd, version);
		return typeof source === 'string' ? { error: source } : { source, detected: false };
	}
	const installed = installedFrom(root);
	if (installed) {
		const source = packageSource(installed.spec, installed.project, version);
		// From the registry, whatever range npx was asked for: this version and its fixes.
		if (typeof source !== 'string' && source.kind === 'registry')
			return { source: { kind: 'registry', spec: `^${version}` }, detected: true };
		if (typeof source !== 'string' && source.kind !== 'folder') return { source, detected: true };
	}
	return { source: { kind: 'registry', spec: `^${version}` }, detected: false };
}
