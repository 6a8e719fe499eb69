/**
 * dist/ is replaced whole or not at all. The build writes into a staging
 * folder beside dist/ (same parent, so the same filesystem, so `rename` is
 * atomic), and only when everything succeeded does the staging folder take
 * dist/'s place. A full disk, a failed avatar, a crash or a killed build
 * leave dist/ exactly as it was, which matters because the shipped nginx,
 * Caddy and Apache configs serve dist/ in place.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cp, lstat, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Kinds of folder this module leaves beside dist/ for a moment: the new site, the files written
 * beside Astro's pages before they move into it, the old site on its way out.
 */
type Kind = 'staging' | 'files' | 'old';

const sibling = (outDir: string, kind: Kind, pid: number) =>
	join(dirname(outDir), `.${basename(outDir)}-${kind}-${pid}`);

/**
 * The folder a build of `outDir` writes into: hidden, beside it, named
 * after the process so concurrent builds do not share one.
 *
 * @example
 * stagingDirFor('/srv/site/dist', 4242) // '/srv/site/.dist-staging-4242'
 */
export function stagingDirFor(outDir: string, pid = process.pid): string {
	return sibling(outDir, 'staging', pid);
}

function isRunning(pid: number): boolean {
	// Linux: a killed build stays a zombie until its parent reaps it, and
	// kill(pid, 0) still succeeds on a zombie; /proc tells them apart.
	try {
		return !/^\d+ \(.*\) [ZX] /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync('/proc/self/stat'))
			return false;
	}
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		// EPERM: it runs, as another user.
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
}

/**
 * The folder a build of `outDir` writes its own files into while Astro
 * builds into the staging folder (which Astro empties as it starts), until
 * `moveInto` takes them there.
 *
 * @example
 * filesDirFor('/srv/site/dist', 4242) // '/srv/site/.dist-files-4242'
 */
export function filesDirFor(outDir: string, pid = process.pid): string {
	return sibling(outDir, 'files', pid);
}

/** A path `moveInto` found taken: a file where a folder goes, or the other way round. */
export class PathTakenError extends Error {
	override name = 'PathTakenError';
	/** The path, relative to the folder moved into, `/`-separated. */
	readonly path: string;
	/** Whether the folder moved into has a file there (else a folder). */
	readonly fileThere: boolean;
	constructor(path: string, fileThere: boolean) {
		super(`${path}: both a folder and a file of the site have this path`);
		this.path = path;
		this.fileThere = fileThere;
	}
}

/**
 * Moves everything in `from` into `into` and removes `from`: a folder
 * `into` lacks moves whole (one rename), one it has is entered, a file
 * takes the place of one of the same name (as writing it there would). A
 * rename across file systems falls back to a copy. Throws a PathTakenError
 * where one side has a folder and the other a file.
 *
 * @example
 * await moveInto('/srv/site/.dist-files-4242', '/srv/site/.dist-staging-4242');
 */
export async function moveInto(from: string, into: string, under = ''): Promise<void> {
	for (const entry of await readdir(from, { withFileTypes: true })) {
		const source = join(from, entry.name);
		const target = join(into, entry.name);
		const path = under ? `${under}/${entry.name}` : entry.name;
		const there = await lstat(target).catch(() => undefined);
		if (there?.isDirectory() && entry.isDirectory()) {
			await moveInto(source, target, path);
			continue;
		}
		if (there?.isDirectory() || (there && entry.isDirectory()))
			throw new PathTakenError(path, !there.isDirectory());
		await rename(source, target).catch(async (error: NodeJS.ErrnoException) => {
			if (error.code !== 'EXDEV') throw error;
			await cp(source, target, { recursive: true });
		});
	}
	await rm(from, { recursive: true, force: true });
}

/**
 * Removes the staging, files and old folders that builds killed midway left
 * beside `outDir`; those of builds still running stay. Returns what it removed.
 *
 * @example
 * await removeStaleStaging('/srv/site/dist') // ['/srv/site/.dist-staging-4242']
 */
export async function removeStaleStaging(
	outDir: string,
	running: (pid: number) => boolean = isRunning,
): Promise<string[]> {
	const parent = dirname(outDir);
	const prefix = `.${basename(outDir)}-`;
	const names = await readdir(parent).catch(() => [] as string[]);
	const removed: string[] = [];
	for (const name of names) {
		if (!name.startsWith(prefix)) continue;
		const match = /^(staging|files|old)-(\d+)$/.exec(name.slice(prefix.length));
		if (!match || (Number(match[2]) !== process.pid && running(Number(match[2])))) continue;
		await rm(join(parent, name), { recursive: true, force: true });
		removed.push(join(parent, name));
	}
	return removed;
}

/**
 * Puts the finished `staging` folder in `outDir`'s place: `outDir` moves
 * aside, `staging` takes its name, the old site is deleted. A `.git` in the
 * old dist/ (a gh-pages checkout) moves into the new one first, as Astro
 * keeps it when it empties dist/. If the second rename fails, the old site
 * moves back.
 *
 * Between the two renames dist/ is missing for an instant (Node has no
 * rename-exchange); a server answers 404 (the preview 503) for that instant,
 * never a half-written site.
 *
 * `removeOld: 'background'` leaves deleting the old site (tens of thousands
 * of files: about a second at 10,000 profiles) to a detached process once
 * the new one is in place: the build finishes without waiting for it. If
 * that process dies, the folder keeps this build's pid in its name, and the
 * next build removes it (removeStaleStaging).
 *
 * @example
 * await replaceDir('/srv/site/.dist-staging-4242', '/srv/site/dist');
 */
export async function replaceDir(
	staging: string,
	outDir: string,
	{ removeOld = 'wait' }: { removeOld?: 'wait' | 'background' } = {},
): Promise<void> {
	// A link is not the output folder: a pull request may commit dist as a
	// link to the project itself, and the .git kept below would be moved
	// out of the checkout. Renaming would replace the link, not its target.
	if ((await lstat(outDir).catch(() => undefined))?.isSymbolicLink()) {
		throw new Error(
			`${outDir} is a symbolic link, so the built site cannot replace it; remove the link, or set outDir to the folder it points to`,
		);
	}
	const previous = await stat(outDir).catch(() => undefined);
	if (!previous) {
		await rename(staging, outDir);
		return;
	}
	if (!previous.isDirectory())
		throw new Error(`${outDir} is not a folder, so the built site cannot replace it`);
	const git = join(outDir, '.git');
	if (existsSync(git) && !existsSync(join(staging, '.git')))
		await rename(git, join(staging, '.git'));
	const old = sibling(outDir, 'old', process.pid);
	await rm(old, { recursive: true, force: true });
	await rename(outDir, old);
	try {
		await rename(staging, outDir);
	} catch (error) {
		await rename(old, outDir);
		throw error;
	}
	if (removeOld === 'background') removeInBackground(old);
	else await rm(old, { recursive: true, force: true });
}

/**
 * Deletes a folder from a detached Node process that outlives this one; its output goes nowhere.
 */
function removeInBackground(folder: string): void {
	const child = spawn(
		process.execPath,
		['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', folder],
		{ detached: true, stdio: 'ignore' },
	);
	child.on('error', () => undefined);
	child.unref();
}

/**
 * Deletes the staging folder synchronously, for an exit handler: a build
 * that fails or throws leaves nothing behind but dist/ as it was.
 *
 * @example
 * process.on('exit', () => discardStaging(staging));
 */
export function discardStaging(staging: string): void {
	rmSync(staging, { recursive: true, force: true });
}
