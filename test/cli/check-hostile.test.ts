/**
 * `check` and `check --base` on files crafted to break them (issue #10):
 * every problem is one escaped line, the exit code is 1, and nothing hangs,
 * crashes or prints a stack trace.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, rename, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
// In processes of their own: a read that hung on a FIFO would stall the whole run, and spawnSync's
// timeout kills it.
import { spawnCli as cli } from '../helpers/cli.ts';
import { withoutFreshIds } from '../helpers/fresh-id.ts';
import { makeProject, profile } from '../helpers/repo.ts';

const ALEX = 'aaaaaaaaaaaaaaaaaaaa';
const unix = process.platform === 'win32' ? test.skip : test;
const TIMEOUT = 60_000;

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject();
	await project.write({ 'content/users/alex.md': profile(ALEX) });
});
afterEach(() => project.cleanup());

const check = (args: string[] = [], env: Record<string, string> = {}) =>
	cli(['check', ...args], {
		cwd: project.dir,
		env: { GITHUB_ACTIONS: '', ...env },
		timeout: TIMEOUT,
	});

describe('staticnouns check', () => {
	test('errors on each file of the hostile corpus, one line each, and forges no workflow command', () => {
		const result = cli(['check'], {
			env: { CONTENT_DIR: 'test/fixtures/hostile', GITHUB_ACTIONS: 'true' },
			timeout: TIMEOUT,
		});
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"test/fixtures/hostile/users/avatar-escape.md:4: avatar: must not contain control characters (invisible codes that terminals and pages act on), and U+001B is one: got "./a\\u001b[2J\\n::error::forged.png"; remove it
			test/fixtures/hostile/users/deep-dashes.md:4: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting
			test/fixtures/hostile/users/deep-json.json:1: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting
			test/fixtures/hostile/users/deep-yaml.md:3: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting
			test/fixtures/hostile/users/escape-codes.json:3: \\x1b[2J\\x1b[H: unknown key "\\u001b[2J\\u001b[H"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema
			test/fixtures/hostile/users/escape-codes.json:4: x\\n::warning file=README.md::forged: unknown key "x\\n::warning file=README.md::forged"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema
			test/fixtures/hostile/users/escape-codes.json:5: \\u202egnp.exe: unknown key "\\u202egnp.exe"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema
			test/fixtures/hostile/users/latin1.md:3: not valid UTF-8 (byte 47 / line 3); profiles are UTF-8 text: save the file as UTF-8
			test/fixtures/hostile/users/utf16.json:1: the file is saved as UTF-16 (it starts with a UTF-16 byte-order mark); profiles are UTF-8: save the file as UTF-8
			test/fixtures/hostile/users/utf32.md:1: the file is saved as UTF-32 (it starts with a UTF-32 byte-order mark); profiles are UTF-8: save the file as UTF-8
			10 problems in 8 files.
			"
		`);
		const commands = result.stdout.split('\n').filter(Boolean);
		expect(commands).toHaveLength(10);
		for (const line of commands)
			expect(line).toMatch(/^::error file=test\/fixtures\/hostile\/users\/[^\n]*$/);
		expect(result.stdout).not.toMatch(/[\u001b\u202e]/);
	});

	test('refuses host code in public/ and a file at a path the site publishes, as the build does', async () => {
		await project.write({
			'public/assets/.htaccess': 'Options +ExecCGI\nAddHandler cgi-script .png\n',
			'public/_worker.js': 'export default { fetch() { return new Response("owned") } }',
			'public/@alex/index.html': '<h1>not alex</h1>',
			'public/assets/logo.png': '',
		});
		const result = check();
		expect(result.code).toBe(1);
		expect(result.stderr).toMatchInlineSnapshot(`
			"public/@alex: the site publishes its own profile pages under /@name/, so this file would replace a member's page (or be replaced by it): remove it from public/
			public/_worker.js: Cloudflare Pages runs a _worker.js at the site's root for every request, pages and API alike, instead of serving the files: remove it from public/
			public/assets/.htaccess: Apache reads a .htaccess file as its configuration for the folder (it can make the server run files as programs or answer the API as HTML): remove it from public/ (the build writes the site's own host files)
			3 problems in 3 files.
			"
		`);
	});

	unix(
		'errors on symlinks, a FIFO and control characters in names, without hanging or leaking the environment',
		async () => {
			await symlink('/proc/self/environ', join(project.dir, 'content/users/env.md'));
			execFileSync('mkfifo', [join(project.dir, 'content/users/pipe.json')]);
			await project.write({
				'content/users/\u001b[2J\u001b[H.md': profile('bbbbbbbbbbbbbbbbbbbb'),
				'content/users/x\n::warning file=README.md::forged.md': '',
			});
			const result = check([], { SECRET_TOKEN: 'do-not-print-me' });
			expect(result.code).toBe(1);
			expect(result.stdout).toBe('');
			expect(result.stderr).not.toContain('do-not-print-me');
			expect(result.stderr).not.toContain('    at ');
			expect(withoutFreshIds(result.stderr)).toMatchInlineSnapshot(`
			"content/users/\\x1b[2J\\x1b[H.md:1: name: the file name gives the profile name "\\u001b[2J\\u001b[H", which must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"; rename the file
			content/users/env.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/pipe.json: is a FIFO (named pipe), not a regular file; a profile must be a regular file: replace it with a file holding the profile's text
			content/users/x\\n::warning file=README.md::forged.md:1: this file has no front matter (the keys between two lines of "---" at the top of the file): start the file with a line "---", then the keys, an ID of its own among them (such as this fresh one: id: <fresh id>), then a line "---" above the bio
			4 problems in 4 files.
			"
		`);
		},
	);

	test('prints 1,000 problems of 1,001 empty files, then counts the rest, and as many annotations', async () => {
		await project.write(
			Object.fromEntries(
				Array.from({ length: 1001 }, (_, index) => [
					`content/users/u${String(index).padStart(4, '0')}.md`,
					'',
				]),
			),
		);
		const result = check([], { GITHUB_ACTIONS: 'true' });
		expect(result.code).toBe(1);
		const lines = result.stderr.trimEnd().split('\n');
		expect(lines).toHaveLength(1002);
		expect(lines.slice(-2)).toMatchInlineSnapshot(`
			[
			  "... and 1 more problem (a report shows the first 1,000)",
			  "1,001 problems in 1,001 files.",
			]
		`);
		expect(result.stdout.trimEnd().split('\n')).toHaveLength(1000);
	});

	unix(
		'errors on a content folder that is a symlink out of the project, and on avatars that are a FIFO or a folder, without hanging',
		async () => {
			await project.write({
				'content/users/kit/index.md': profile('bbbbbbbbbbbbbbbbbbbb', 'avatar: ./pipe.png\n'),
				'content/users/sam/index.md': profile('cccccccccccccccccccc', 'avatar: ./dir.png\n'),
			});
			execFileSync('mkfifo', [join(project.dir, 'content/users/kit/pipe.png')]);
			await mkdir(join(project.dir, 'content/users/sam/dir.png'));
			const avatars = check();
			expect(avatars.code).toBe(1);
			expect(avatars.stderr).toMatchInlineSnapshot(`
			"content/users/kit/index.md:3: avatar: "./pipe.png" is a FIFO (named pipe), not an image file; an avatar must be a regular file beside the profile file: replace it with the image itself
			content/users/sam/index.md:3: avatar: "./dir.png" is a folder, not an image file; an avatar must be a regular file beside the profile file: replace it with the image itself
			2 problems in 2 files.
			"
		`);
			await rename(join(project.dir, 'content'), `${project.dir}-outside`);
			await symlink(`${project.dir}-outside`, join(project.dir, 'content'));
			const linked = check();
			await rm(`${project.dir}-outside`, { recursive: true, force: true });
			expect(linked.code).toBe(1);
			expect(linked.stderr).toMatchInlineSnapshot(`
			"content: is a symbolic link; the content folder and the folders above it in the project must be real folders, since a link could point anywhere on the machine (links are not followed): replace the link with the folder, or set CONTENT_DIR to the real path
			1 problem in 1 file.
			"
		`);
		},
	);
});

describe('staticnouns check --base', () => {
	test('passes when the base history holds crafted files that were deleted since', async () => {
		const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
		await project.write({
			// 10,000 levels: 64 KB allows 32,000.
			'content/users/deep.json': `{"id": "bbbbbbbbbbbbbbbbbbbb", "fields": ${deep(10_000)}}`,
			'content/users/deep-yaml.md': `---\nid: cccccccccccccccccccc\nfields: ${deep(5000)}\n---\n`,
			'content/users/dashes.md': `---\nid: dddddddddddddddddddd\nfields:\n  ${'- '.repeat(5000)}x\n---\n`,
			'content/users/big.json': JSON.stringify({
				id: 'eeeeeeeeeeeeeeeeeeee',
				bio: 'x'.repeat(100_000),
			}),
		});
		await symlink('/proc/self/environ', join(project.dir, 'content/users/env.md'));
		project.commit('add crafted files');
		for (const file of ['deep.json', 'deep-yaml.md', 'dashes.md', 'big.json', 'env.md'])
			await project.remove(`content/users/${file}`);
		project.commit('remove them');
		expect(check(['--base', 'main'])).toEqual({
			code: 0,
			stdout: 'Judged by the default options: main has no Astro config.\n1 profile is valid.\n',
			stderr: '',
		});
	});

	test('passes when the base history holds a submodule among the profiles', async () => {
		project.git('add', '-A');
		// Its tree entry names a commit this repository does not have.
		project.git(
			'update-index',
			'--add',
			'--cacheinfo',
			`160000,${'1'.repeat(40)},content/users/sub.md`,
		);
		project.git('commit', '-q', '-m', 'add a submodule');
		expect(project.git('ls-tree', '-r', 'HEAD', 'content/users')).toMatch(
			/^160000 commit 1{40}\tcontent\/users\/sub\.md$/m,
		);
		project.commit('remove it');
		expect(check(['--base', 'main'])).toEqual({
			code: 0,
			stdout: 'Judged by the default options: main has no Astro config.\n1 profile is valid.\n',
			stderr: '',
		});
	});

	unix(
		'errors on crafted files in both the base and the working tree, each once, without a stack trace',
		async () => {
			await project.write({
				'content/users/deep.json': `{"id": "bbbbbbbbbbbbbbbbbbbb", "f": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
			});
			await symlink(
				join(project.dir, 'content/users/alex.md'),
				join(project.dir, 'content/users/alexis.md'),
			);
			project.commit('add crafted files');
			const result = check(['--base', 'main']);
			expect(result.code).toBe(1);
			expect(result.stderr).not.toContain('    at ');
			expect(result.stderr).toMatchInlineSnapshot(`
			"content/users/alexis.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/deep.json:1: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting
			2 problems in 2 files.
			"
		`);
		},
	);
});
