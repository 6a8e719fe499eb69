/**
 * loadSite against files crafted to break it (issue #10): the corpus in
 * test/fixtures/hostile, plus the cases that cannot live in git (symlinks,
 * FIFOs, names that are not UTF-8) or are too large to, made per test.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { formatReport } from '../../src/content/issues.ts';
import { loadSite } from '../../src/content/site.ts';
import { makeProject } from '../helpers/repo.ts';

const unix = process.platform === 'win32' ? test.skip : test;
const VALID = (id: string) => `---\nid: ${id}\n---\n`;

let project: Awaited<ReturnType<typeof makeProject>>;
beforeEach(async () => {
	project = await makeProject({ git: false });
	await project.write({ 'content/users/robin.md': VALID('d0f6ssg3eqa7kbdj1v40') });
});
afterEach(() => project.cleanup());

const users = (path = '') => join(project.dir, 'content/users', path);
const load = async (limits = {}) => {
	const site = await loadSite(join(project.dir, 'content'), { cwd: project.dir, limits });
	return { ...site, report: formatReport(site.issues) };
};

describe('loadSite', () => {
	test('errors on each file of the hostile corpus, each with its own clear error', async () => {
		const dir = join(import.meta.dirname, '../fixtures/hostile');
		const { issues, profiles } = await loadSite(dir, { cwd: dir });
		expect(profiles).toEqual([]);
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"users/avatar-escape.md:4: avatar: must not contain control characters (invisible codes that terminals and pages act on), and U+001B is one: got "./a\\u001b[2J\\n::error::forged.png"; remove it
			users/deep-dashes.md:4: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting
			users/deep-json.json:1: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting
			users/deep-yaml.md:3: lists and objects are nested more than 16 levels deep; a profile needs 4 at most: remove the extra nesting
			users/escape-codes.json:3: \\x1b[2J\\x1b[H: unknown key "\\u001b[2J\\u001b[H"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema
			users/escape-codes.json:4: x\\n::warning file=README.md::forged: unknown key "x\\n::warning file=README.md::forged"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema
			users/escape-codes.json:5: \\u202egnp.exe: unknown key "\\u202egnp.exe"; known keys are id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema
			users/latin1.md:3: not valid UTF-8 (byte 47 / line 3); profiles are UTF-8 text: save the file as UTF-8
			users/utf16.json:1: the file is saved as UTF-16 (it starts with a UTF-16 byte-order mark); profiles are UTF-8: save the file as UTF-8
			users/utf32.md:1: the file is saved as UTF-32 (it starts with a UTF-32 byte-order mark); profiles are UTF-8: save the file as UTF-8
			10 problems in 8 files."
		`);
	});

	unix('errors on symlinked profile files without reading their targets', async () => {
		const outside = join(project.dir, 'elsewhere');
		await project.write({ 'elsewhere/kit.md': VALID('d0f6ssg3eqa7kbdj1v41') });
		await symlink('/proc/self/environ', users('env.md'));
		await symlink(join(outside, 'kit.md'), users('kit.md'));
		await symlink('/dev/zero', users('zero.json'));
		await symlink(outside, users('dir.md'));
		const { report, profiles } = await load();
		expect(profiles).toEqual([]);
		expect(report).not.toMatch(/PATH=|HOME=/);
		expect(report).toMatchInlineSnapshot(`
			"content/users/dir.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/env.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/kit.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/zero.json: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			4 problems in 4 files."
		`);
	});

	unix(
		'errors on a symlinked profile folder, and on a symlinked users folder, without walking them',
		async () => {
			await project.write({ 'elsewhere/index.md': VALID('d0f6ssg3eqa7kbdj1v41') });
			await symlink(join(project.dir, 'elsewhere'), users('kit'));
			expect((await load()).report).toMatchInlineSnapshot(`
			"content/users/kit: is a symbolic link; the profiles folder holds only real files and folders (links are not followed): replace the link with what it points to
			1 problem in 1 file."
		`);
			await project.write({ 'other/users/sam.md': VALID('d0f6ssg3eqa7kbdj1v42') });
			await project.remove('content/users');
			await symlink(join(project.dir, 'other/users'), users());
			expect((await load()).report).toMatchInlineSnapshot(`
			"content/users: the profiles folder is a symbolic link; it must be a real folder inside the content folder: replace the link with the folder
			1 problem in 1 file."
		`);
		},
	);

	unix.each([
		['/', '/'],
		['/proc/self', '/proc/self'],
		['a folder outside the project', 'OUTSIDE'],
	])(
		'errors on a content folder that is a symlink to %s, without reading through it',
		async (_case, target) => {
			const outside = await mkdtemp(join(tmpdir(), 'staticnouns-outside-'));
			await mkdir(join(outside, 'users'));
			await writeFile(join(outside, 'users/sam.md'), VALID('d0f6ssg3eqa7kbdj1v42'));
			await project.remove('content');
			await symlink(target === 'OUTSIDE' ? outside : target, join(project.dir, 'content'));
			const { report, profiles } = await load();
			await rm(outside, { recursive: true, force: true });
			expect(profiles).toEqual([]);
			expect(report).toMatchInlineSnapshot(`
			"content: is a symbolic link; the content folder and the folders above it in the project must be real folders, since a link could point anywhere on the machine (links are not followed): replace the link with the folder, or set CONTENT_DIR to the real path
			1 problem in 1 file."
		`);
		},
	);

	unix(
		'errors on a content folder reached through a symlinked folder in the project, and reads one outside the project',
		async () => {
			await project.write({ 'sites/real/users/sam.md': VALID('d0f6ssg3eqa7kbdj1v42') });
			await symlink(join(project.dir, 'sites'), join(project.dir, 'linked'));
			const linked = await loadSite(join(project.dir, 'linked/real'), { cwd: project.dir });
			expect(formatReport(linked.issues)).toMatchInlineSnapshot(`
			"linked/real: is inside "linked", a symbolic link; the content folder and the folders above it in the project must be real folders, since a link could point anywhere on the machine (links are not followed): replace the link with the folder, or set CONTENT_DIR to the real path
			1 problem in 1 file."
		`);
			// CONTENT_DIR set by the operator to a folder outside the project, through the machine's own
			// links above it.
			const outside = await mkdtemp(join(tmpdir(), 'staticnouns-outside-'));
			await symlink(join(project.dir, 'sites'), join(outside, 'link'));
			const elsewhere = await loadSite(join(outside, 'link/real'), { cwd: project.dir });
			await rm(outside, { recursive: true, force: true });
			expect(elsewhere.issues).toEqual([]);
			expect(elsewhere.profiles.map((profile) => profile.user.name)).toEqual(['sam']);
		},
	);

	unix(
		'errors on a FIFO instead of waiting forever, and on a symlink inside a profile folder',
		async () => {
			execFileSync('mkfifo', [users('pipe.md')]);
			await mkdir(users('kit'));
			await symlink('/etc/hostname', users('kit/index.md'));
			expect((await load()).report).toMatchInlineSnapshot(`
			"content/users/kit/index.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/pipe.md: is a FIFO (named pipe), not a regular file; a profile must be a regular file: replace it with a file holding the profile's text
			2 problems in 2 files."
		`);
		},
	);

	unix(
		'errors on file and folder names that are not UTF-8, and escapes names with control characters',
		async () => {
			await writeFile(
				Buffer.concat([Buffer.from(users()), Buffer.from('/caf\xe9.md', 'latin1')]),
				VALID('d0f6ssg3eqa7kbdj1v41'),
			);
			await project.write({
				'content/users/\u001b[2J\u001b[31mred.md': VALID('d0f6ssg3eqa7kbdj1v42'),
				'content/users/x\n::warning file=README.md::forged.md': VALID('d0f6ssg3eqa7kbdj1v43'),
			});
			const { report } = await load();
			expect(report).toMatchInlineSnapshot(`
			"content/users/\\x1b[2J\\x1b[31mred.md:1: name: the file name gives the profile name "\\u001b[2J\\u001b[31mred", which must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"; rename the file
			content/users/caf\\xe9.md: the name is not valid UTF-8; file and folder names must be UTF-8 text: rename it
			content/users/x\\n::warning file=README.md::forged.md:1: name: the file name gives the profile name "x\\n::warning file=README.md::forged", which must be 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-"; rename the file
			3 problems in 3 files."
		`);
			expect(report.split('\n').every((line) => !line.startsWith('::'))).toBe(true);
		},
	);

	unix(
		'errors on member files as on profile files: a symlink, a FIFO, a linked member folder, a file past the size limit, a name that is not UTF-8',
		async () => {
			await project.write({
				'content/users/kit/index.md': VALID('d0f6ssg3eqa7kbdj1v44'),
				'elsewhere/index.md': VALID('d0f6ssg3eqa7kbdj1v41'),
			});
			await mkdir(users('kit/members/ash'), { recursive: true });
			await symlink('/proc/self/environ', users('kit/members/env.md'));
			execFileSync('mkfifo', [users('kit/members/pipe.json')]);
			await symlink(join(project.dir, 'elsewhere'), users('kit/members/linked'));
			await symlink('/etc/hostname', users('kit/members/ash/index.md'));
			await writeFile(users('kit/members/big.md'), VALID('d0f6ssg3eqa7kbdj1v45').padEnd(201, '\n'));
			await writeFile(
				Buffer.concat([Buffer.from(users('kit/members')), Buffer.from('/caf\xe9.md', 'latin1')]),
				VALID('d0f6ssg3eqa7kbdj1v46'),
			);
			const { report } = await load({ fileBytes: 200 });
			expect(report).not.toMatch(/PATH=|HOME=/);
			expect(report).toMatchInlineSnapshot(`
			"content/users/kit/members/ash/index.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/kit/members/big.md: the file is 201 bytes; a profile file may be at most 200 bytes: shorten it
			content/users/kit/members/caf\\xe9.md: the name is not valid UTF-8; file and folder names must be UTF-8 text: rename it
			content/users/kit/members/env.md: is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself
			content/users/kit/members/linked: is a symbolic link; the profiles folder holds only real files and folders (links are not followed): replace the link with what it points to
			content/users/kit/members/pipe.json: is a FIFO (named pipe), not a regular file; a profile must be a regular file: replace it with a file holding the profile's text
			6 problems in 6 files."
		`);
		},
	);

	test('reads a file at the size limit and errors one byte past it, by the limits option', async () => {
		const file = (size: number) =>
			VALID('d0f6ssg3eqa7kbdj1v41').replace('---\n', `---\n#${'x'.repeat(size - 35)}\n`);
		expect(Buffer.byteLength(file(200))).toBe(200);
		await project.write({ 'content/users/kit.md': file(200) });
		expect((await load({ fileBytes: 200 })).issues).toEqual([]);
		await project.write({ 'content/users/kit.md': file(201) });
		expect((await load({ fileBytes: 200 })).report).toMatchInlineSnapshot(`
			"content/users/kit.md: the file is 201 bytes; a profile file may be at most 200 bytes: shorten it
			1 problem in 1 file."
		`);
	});

	test('errors on a file over the default 64 KB limit', async () => {
		await project.write({
			'content/users/big.json': JSON.stringify({
				id: 'd0f6ssg3eqa7kbdj1v41',
				bio: 'x'.repeat(70_000),
			}),
		});
		expect((await load()).report).toMatchInlineSnapshot(`
			"content/users/big.json: the file is 70,038 bytes (68.4 KiB); a profile file may be at most 64 KiB: shorten it
			1 problem in 1 file."
		`);
	});

	test('errors with "could not be read" when checking a file throws, and goes on with the others', async () => {
		vi.resetModules();
		vi.doMock('../../src/content/validate/profile-file.ts', async (original) => {
			const actual = await original<typeof import('../../src/content/validate/profile-file.ts')>();
			return {
				...actual,
				parseProfile: (...args: Parameters<typeof actual.parseProfile>) => {
					if (args[1] === 'kit')
						throw new RangeError('Maximum call stack size exceeded\n    at somewhere');
					return actual.parseProfile(...args);
				},
			};
		});
		const fresh = await import('../../src/content/site.ts');
		vi.doUnmock('../../src/content/validate/profile-file.ts');
		await project.write({
			'content/users/kit.md': VALID('d0f6ssg3eqa7kbdj1v41'),
			'content/users/sam.md': '---\nid: 1\n---\n',
		});
		const site = await fresh.loadSite(join(project.dir, 'content'), { cwd: project.dir });
		expect(formatReport(site.issues)).toMatchInlineSnapshot(`
			"content/users/kit.md:1: could not be read: Maximum call stack size exceeded
			content/users/sam.md:2: id: YAML reads the unquoted 1 as the number 1, not as the text "1": put it in double quotes: id: "1"
			2 problems in 2 files."
		`);
	});
});

describe('loadSite avatars', () => {
	test('errors with "could not be checked" for the profile whose avatar check throws, and goes on with the others', async () => {
		vi.resetModules();
		vi.doMock('../../src/content/validate/avatars.ts', async (original) => {
			const actual = await original<typeof import('../../src/content/validate/avatars.ts')>();
			return {
				...actual,
				checkAvatar: () =>
					Promise.reject(new Error("EACCES: permission denied, open 'a.png'\n    at somewhere")),
			};
		});
		const fresh = await import('../../src/content/site.ts');
		vi.doUnmock('../../src/content/validate/avatars.ts');
		await project.write({
			'content/users/kit/index.md': '---\nid: d0f6ssg3eqa7kbdj1v41\navatar: ./a.png\n---\n',
			'content/users/sam.md': '---\nid: 1\n---\n',
		});
		const site = await fresh.loadSite(join(project.dir, 'content'), { cwd: project.dir });
		expect(formatReport(site.issues)).toMatchInlineSnapshot(`
			"content/users/kit/index.md:3: avatar: could not be checked (EACCES: permission denied, open 'a.png'); check that the image is a readable file beside the profile file
			content/users/sam.md:2: id: YAML reads the unquoted 1 as the number 1, not as the text "1": put it in double quotes: id: "1"
			2 problems in 2 files."
		`);
	});
});
