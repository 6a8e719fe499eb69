/**
 * The few git reads that `check --base` needs, through the git command line
 * (the one tool every contributor and CI runner has).
 */
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A git problem a person can act on: the message says what and what to do. */
export class GitError extends Error {
	override name = 'GitError';
}

/**
 * Runs git in `cwd` and returns its output.
 *
 * @example
 * await git(['rev-parse', 'HEAD'], process.cwd())
 */
export async function git(args: string[], cwd: string): Promise<string> {
	try {
		const { stdout } = await run('git', args, { cwd, maxBuffer: 1 << 30, encoding: 'utf8' });
		return stdout;
	} catch (error) {
		const failure = error as NodeJS.ErrnoException & { stderr?: string };
		if (failure.code === 'ENOENT') throw new GitError('git is not installed, or not on PATH');
		throw new GitError((failure.stderr ?? failure.message).trim().split('\n')[0] ?? 'git failed');
	}
}

/**
 * Resolves a ref to a commit, with an error that says what is wrong: no
 * repository, no commits yet, or no such ref.
 *
 * @example
 * await resolveCommit('origin/main', process.cwd()) // '4f2c…'
 */
export async function resolveCommit(ref: string, cwd: string): Promise<string> {
	// Each step that fails says why, in the order a new project meets them.
	const must = (args: string[], why: string) =>
		git(args, cwd).catch(() => {
			throw new GitError(why);
		});
	await must(
		['rev-parse', '--git-dir'],
		`${cwd} is not inside a git repository; --base needs the project's git history`,
	);
	await must(
		['rev-parse', '--verify', 'HEAD'],
		'this repository has no commits yet; --base needs history to compare with',
	);
	const commit = await must(
		['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`],
		`no commit "${ref}" in this repository (in CI, fetch the base branch: actions/checkout with fetch-depth: 0)`,
	);
	return commit.trim();
}

/** The repository's top folder. */
export async function repositoryRoot(cwd: string): Promise<string> {
	return (await git(['rev-parse', '--show-toplevel'], cwd)).trim();
}

/**
 * The files under `path` that differ from HEAD in the working tree (changed,
 * added, untracked, or the new side of a rename), as absolute paths.
 *
 * @example
 * await changedFiles('/srv/site/content/users', '/srv/site') // Set { '/srv/site/content/users/abby.md' }
 */
export async function changedFiles(path: string, cwd: string): Promise<Set<string>> {
	const top = await repositoryRoot(cwd);
	// -z: paths as they are, from the repository root; a rename's old path follows its new one.
	const fields = (
		await git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', path], cwd)
	).split('\0');
	const changed = new Set<string>();
	for (let i = 0; i < fields.length; i++) {
		const record = fields[i]!;
		if (record.length < 4) continue;
		changed.add(join(top, record.slice(3)));
		if (/^[RC]/.test(record)) i++;
	}
	return changed;
}

/**
 * A file in git: its path from the repository root, blob id and mode (`100644`, `120000` for a
 * symlink, ...).
 */
interface GitFile {
	path: string;
	blob: string;
	mode: string;
}

/**
 * True for a regular file's mode. Symlinks (120000) and submodules (160000)
 * are never profiles: their blob is a link target or a commit, not a file.
 *
 * @example
 * isRegularFile({ mode: '120000' }) // false
 */
export function isRegularFile(file: Pick<GitFile, 'mode'>): boolean {
	return file.mode === '100644' || file.mode === '100755';
}

/** Every file under `path` at `commit`. */
export async function listTree(commit: string, path: string, cwd: string): Promise<GitFile[]> {
	const output = await git(['ls-tree', '-r', '-z', '--full-tree', commit, '--', path], cwd);
	return output
		.split('\0')
		.filter(Boolean)
		.map((line) => {
			// "<mode> <type> <blob>\t<path>": the path may hold tabs itself.
			const tab = line.indexOf('\t');
			const [mode, , blob] = line.slice(0, tab).split(' ') as [string, string, string];
			return { path: line.slice(tab + 1), blob, mode };
		});
}

/**
 * Every version of every file under `path` in the history reachable from
 * `commit`: the blob ids that commits added or changed, with their paths.
 */
export async function fileVersions(commit: string, path: string, cwd: string): Promise<GitFile[]> {
	const output = await git(
		[...'log --root -m --raw --no-abbrev --no-renames -z --format='.split(' '), commit, '--', path],
		cwd,
	);
	const versions: GitFile[] = [];
	// -z raw records: ":old new oldblob newblob status\0path\0"
	const fields = output.split('\0');
	for (let i = 0; i < fields.length - 1; i++) {
		const meta = fields[i]!.replace(/^\n+/, '');
		if (!meta.startsWith(':')) continue;
		const [, mode = '', , blob = '', status] = meta.slice(1).split(' ');
		const file = fields[++i]!;
		if (status !== 'D' && !/^0+$/.test(blob)) versions.push({ path: file, blob, mode });
	}
	return versions;
}

/**
 * Reads many blobs with one `git cat-file --batch`. Blobs larger than
 * `maxBytes` are left out of the map: their sizes are asked first
 * (`--batch-check`), so a 1 GB blob in history is never read.
 *
 * @example
 * const texts = await readBlobs(['a1b2…'], process.cwd(), 65536); // Map { 'a1b2…' => '---\nid: …' }
 */
export async function readBlobs(
	blobs: readonly string[],
	cwd: string,
	maxBytes = Infinity,
): Promise<Map<string, string>> {
	let unique = [...new Set(blobs)];
	if (unique.length && Number.isFinite(maxBytes)) {
		const lines = (await catFile('--batch-check', unique, cwd)).toString('utf8').split('\n');
		const small = new Set<string>();
		for (const [index, blob] of unique.entries()) {
			const [, type, size] = lines[index]!.split(' ');
			if (type === 'missing' || type === undefined) throw new GitError(`git has no blob ${blob}`);
			if (type === 'blob' && Number(size) <= maxBytes) small.add(blob);
		}
		unique = unique.filter((blob) => small.has(blob));
	}
	if (!unique.length) return new Map();
	const output = await catFile('--batch', unique, cwd);
	const texts = new Map<string, string>();
	let offset = 0;
	for (const blob of unique) {
		const headerEnd = output.indexOf(10, offset);
		const [, type, size] = output.subarray(offset, headerEnd).toString('utf8').split(' ');
		if (type !== 'blob') throw new GitError(`git has no blob ${blob}`);
		const start = headerEnd + 1;
		texts.set(blob, output.subarray(start, start + Number(size)).toString('utf8'));
		offset = start + Number(size) + 1;
	}
	return texts;
}

/** Runs `git cat-file <mode>` with one object id per line on its input. */
function catFile(
	mode: '--batch' | '--batch-check',
	objects: readonly string[],
	cwd: string,
): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const child = spawn('git', ['cat-file', mode], { cwd });
		const chunks: Buffer[] = [];
		child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
		child.on('error', (error) => reject(new GitError(`cannot run git: ${error.message}`)));
		child.on('close', (code) => {
			if (code !== 0) return reject(new GitError(`git cat-file failed with exit code ${code}`));
			resolve(Buffer.concat(chunks));
		});
		child.stdin.end(objects.map((object) => `${object}\n`).join(''));
	});
}
