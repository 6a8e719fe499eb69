import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const GIT_ENV = {
	GIT_AUTHOR_NAME: 'Test',
	GIT_AUTHOR_EMAIL: 'test@example.org',
	GIT_COMMITTER_NAME: 'Test',
	GIT_COMMITTER_EMAIL: 'test@example.org',
};

/**
 * An Astro config that sets only the site's address, as the starter's does: what a project needs
 * for local avatars.
 */
export const SITE_CONFIG = "export default { site: 'https://profiles.example.org' };\n";

/** A throwaway project folder, optionally a git repository, for CLI tests. */
export async function makeProject(options: { git?: boolean } = {}) {
	const dir = await mkdtemp(join(tmpdir(), 'staticnouns-project-'));
	const git = (...args: string[]) =>
		execFileSync('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' });
	if (options.git ?? true) git('init', '-q', '-b', 'main');
	return {
		dir,
		git,
		/** Writes files (path → text or bytes) relative to the project. */
		async write(files: Record<string, string | Buffer>) {
			for (const [path, body] of Object.entries(files)) {
				await mkdir(dirname(join(dir, path)), { recursive: true });
				await writeFile(join(dir, path), body);
			}
		},
		async remove(path: string) {
			await rm(join(dir, path), { recursive: true, force: true });
		},
		/** Commits everything. */
		commit(message: string) {
			git('add', '-A');
			git('commit', '-q', '--allow-empty', '-m', message);
		},
		cleanup: () => rm(dir, { recursive: true, force: true }),
	};
}

/** A minimal valid profile file. */
export const profile = (id: string, extra = '') => `---\nid: ${id}\n${extra}---\n`;
