/**
 * The propose command's git work, on the checkout of the default branch: the
 * issue's branch made afresh from it, the one file written (never through a
 * link), one commit crediting the issue's author, a forced push. git runs
 * with argument lists, never through a shell.
 */
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { git, GitError } from '../authoring/git.ts';
import { readProfileSource } from '../content/read/reader.ts';

const run = promisify(execFile);

/** Who commits: the Actions bot, as GitHub writes it. */
const BOT = {
	name: 'github-actions[bot]',
	email: '41898282+github-actions[bot]@users.noreply.github.com',
};

/** The branch of an issue's pull request: from its number alone. */
export const branchOf = (issue: number) => `profile/issue-${issue}`;

/**
 * The `Co-authored-by` trailer GitHub credits a user by (their no-reply address).
 *
 * @example
 * coAuthor({ login: 'robin-gh', id: 42 }) // 'Co-authored-by: robin-gh <42+robin-gh@users.noreply.github.com>'
 */
export function coAuthor(user: { login: string; id: number }): string {
	return `Co-authored-by: ${user.login} <${user.id}+${user.login}@users.noreply.github.com>`;
}

/** Whether any folder on the way to `file` (below `root`), or the file, is a link. */
async function throughLink(root: string, file: string): Promise<boolean> {
	const parts = file.split('/');
	for (let end = 1; end <= parts.length; end++) {
		try {
			if ((await lstat(join(root, ...parts.slice(0, end)))).isSymbolicLink()) return true;
		} catch {
			return false;
		}
	}
	return false;
}

export type Written = { ok: true; head: string } | { ok: false; reason: 'unchanged' | 'link' };

/**
 * Makes the issue's branch at `base` with `text` as `file`, committed with the
 * author credited. Unchanged text or a path through a link writes nothing.
 */
export async function commitProposal(
	root: string,
	proposal: { base: string; branch: string; file: string; text: string; message: string },
): Promise<Written> {
	const { base, branch, file, text, message } = proposal;
	await git(['checkout', '--quiet', '-B', branch, base], root);
	if (await throughLink(root, file)) return { ok: false, reason: 'link' };
	await mkdir(dirname(join(root, file)), { recursive: true });
	if (await throughLink(root, file)) return { ok: false, reason: 'link' };
	await writeFile(join(root, file), text);
	await git(['add', '--', file], root);
	if (!(await git(['status', '--porcelain', '--', file], root)).trim())
		return { ok: false, reason: 'unchanged' };
	const identity = ['-c', `user.name=${BOT.name}`, '-c', `user.email=${BOT.email}`];
	await git([...identity, 'commit', '--quiet', '--no-verify', '-m', message, '--', file], root);
	return { ok: true, head: (await git(['rev-parse', 'HEAD'], root)).trim() };
}

/**
 * Pushes the branch over whatever the remote had (an edited issue replaces its
 * proposal). With `auth`, the token goes to that server only, through git's
 * environment config: never in an argument list, never in .git/config.
 */
export async function pushBranch(
	root: string,
	remote: string,
	branch: string,
	auth?: { server: string; token: string },
): Promise<void> {
	const env = { ...process.env };
	if (auth) {
		const basic = Buffer.from(`x-access-token:${auth.token}`).toString('base64');
		Object.assign(env, {
			GIT_CONFIG_COUNT: '1',
			GIT_CONFIG_KEY_0: `http.${auth.server.replace(/\/*$/, '/')}.extraheader`,
			GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
		});
	}
	const args = ['push', '--quiet', '--force', remote, `refs/heads/${branch}:refs/heads/${branch}`];
	try {
		await run('git', args, { cwd: root, env, encoding: 'utf8' });
	} catch {
		// git's own words may hold the remote's address: the step and branch are enough.
		throw new GitError(`git push of ${branch} was refused`);
	}
}

/**
 * The `owners` a profile text names (as written, without `@`), or [] for none or a text
 * that does not read.
 */
export function ownersIn(file: string, text: string): string[] {
	const read = readProfileSource(file, text);
	if (!read.ok) return [];
	const data = read.source.data as { owners?: unknown } | null;
	const owners = data && typeof data === 'object' ? data.owners : undefined;
	return Array.isArray(owners)
		? owners
				.filter((owner): owner is string => typeof owner === 'string')
				.map((owner) => owner.replace(/^@/, ''))
		: [];
}

/** The file's text at `commit`, or undefined when it has none there. */
export async function textAt(
	root: string,
	commit: string,
	file: string,
): Promise<string | undefined> {
	try {
		return await git(['show', `${commit}:${file}`], root);
	} catch (error) {
		if (error instanceof GitError) return undefined;
		throw error;
	}
}
