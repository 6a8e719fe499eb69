import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
	decodeProfileText,
	isHiddenName,
	isIndexFile,
	listUsersFolder,
	MAX_WALK_DEPTH,
	readProfileFile,
} from '../../../src/content/find/profile-files.ts';

let dir: string;
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'staticnouns-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const unix = process.platform === 'win32' ? test.skip : test;

describe('readProfileFile', () => {
	test('returns the text of a regular file, at the size limit', async () => {
		await writeFile(join(dir, 'robin.md'), 'x'.repeat(100));
		expect(await readProfileFile(join(dir, 'robin.md'), 100)).toEqual({
			ok: true,
			text: 'x'.repeat(100),
		});
	});

	test('errors on a file one byte over the size limit, before reading it', async () => {
		await writeFile(join(dir, 'robin.md'), 'x'.repeat(101));
		expect(await readProfileFile(join(dir, 'robin.md'), 100)).toEqual({
			ok: false,
			message: 'the file is 101 bytes; a profile file may be at most 100 bytes: shorten it',
		});
	});

	unix.each([
		['a secret outside the folder', '/proc/self/environ'],
		['a device', '/dev/zero'],
		['a folder', '/tmp'],
		['nothing', '/no/such/file'],
	])('errors on a symlink to %s, without following it', async (_case, target) => {
		await symlink(target, join(dir, 'link.md'));
		expect(await readProfileFile(join(dir, 'link.md'), 65536)).toEqual({
			ok: false,
			message:
				'is a symbolic link; a profile must be a regular file inside the content folder (links are not followed): replace the link with the file itself',
		});
	});

	unix('errors on a FIFO without waiting for a writer', async () => {
		execFileSync('mkfifo', [join(dir, 'pipe.md')]);
		expect(await readProfileFile(join(dir, 'pipe.md'), 65536)).toEqual({
			ok: false,
			message:
				"is a FIFO (named pipe), not a regular file; a profile must be a regular file: replace it with a file holding the profile's text",
		});
	});

	unix('errors on a device', async () => {
		expect(await readProfileFile('/dev/zero', 65536)).toMatchObject({
			ok: false,
			message: expect.stringMatching(/^is a device, not a regular file/),
		});
	});
});

describe('decodeProfileText', () => {
	test('returns UTF-8 text without its byte-order mark', () => {
		expect(decodeProfileText(Buffer.from('\ufeffid: é🌻', 'utf8'))).toEqual({
			ok: true,
			text: 'id: é🌻',
		});
	});

	test.each([
		[
			'Latin-1',
			Buffer.from('---\nid: x\nname: Ren\xe9e\n', 'latin1'),
			'not valid UTF-8 (byte 20 / line 3); profiles are UTF-8 text: save the file as UTF-8',
			3,
		],
		[
			'a lone continuation byte',
			Buffer.from([0x61, 0x80]),
			'not valid UTF-8 (byte 2 / line 1); profiles are UTF-8 text: save the file as UTF-8',
			1,
		],
		[
			'an overlong form',
			Buffer.from([0x0a, 0xc0, 0xaf]),
			'not valid UTF-8 (byte 2 / line 2); profiles are UTF-8 text: save the file as UTF-8',
			2,
		],
		[
			'an encoded surrogate',
			Buffer.from([0x61, 0xed, 0xa0, 0x80]),
			'not valid UTF-8 (byte 2 / line 1); profiles are UTF-8 text: save the file as UTF-8',
			1,
		],
		[
			'a whole four-byte sequence, then a three-byte one cut by a letter',
			Buffer.from([0xf0, 0x9f, 0x8c, 0x88, 0xe2, 0x82, 0x41]),
			'not valid UTF-8 (byte 5 / line 1); profiles are UTF-8 text: save the file as UTF-8',
			1,
		],
		[
			'a truncated sequence at the end',
			Buffer.from([0x61, 0xf0, 0x9f, 0x8c]),
			'not valid UTF-8 (byte 2 / line 1); profiles are UTF-8 text: save the file as UTF-8',
			1,
		],
		[
			'UTF-16 LE',
			Buffer.from('\ufeffid', 'utf16le'),
			'the file is saved as UTF-16 (it starts with a UTF-16 byte-order mark); profiles are UTF-8: save the file as UTF-8',
			1,
		],
		[
			'UTF-16 BE',
			Buffer.from([0xfe, 0xff, 0x00, 0x69]),
			'the file is saved as UTF-16 (it starts with a UTF-16 byte-order mark); profiles are UTF-8: save the file as UTF-8',
			1,
		],
		[
			'UTF-32 LE',
			Buffer.from([0xff, 0xfe, 0, 0, 0x69, 0, 0, 0]),
			'the file is saved as UTF-32 (it starts with a UTF-32 byte-order mark); profiles are UTF-8: save the file as UTF-8',
			1,
		],
		[
			'UTF-32 BE',
			Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x69]),
			'the file is saved as UTF-32 (it starts with a UTF-32 byte-order mark); profiles are UTF-8: save the file as UTF-8',
			1,
		],
	])('errors on %s, with the place', (_case, bytes, message, line) => {
		expect(decodeProfileText(bytes)).toEqual({ ok: false, line, message });
	});
});

describe('listUsersFolder', () => {
	test('returns every file, without walking hidden folders', async () => {
		await mkdir(join(dir, 'kit/photos'), { recursive: true });
		await mkdir(join(dir, '_drafts'));
		await Promise.all(
			['robin.md', 'kit/index.md', 'kit/photos/a.png', '_drafts/zed.md'].map((path) =>
				writeFile(join(dir, path), ''),
			),
		);
		const listing = await listUsersFolder(dir);
		expect(listing && 'files' in listing && listing.files.sort()).toEqual([
			'kit/index.md',
			'kit/photos/a.png',
			'robin.md',
		]);
	});

	unix('returns symlinks as links, without walking linked folders', async () => {
		const outside = await mkdtemp(join(tmpdir(), 'staticnouns-outside-'));
		await writeFile(join(outside, 'index.md'), '');
		await symlink(outside, join(dir, 'kit'));
		await symlink('/proc/self/environ', join(dir, 'env.md'));
		const listing = await listUsersFolder(dir);
		await rm(outside, { recursive: true });
		expect(listing).toEqual({
			files: expect.arrayContaining(['kit', 'env.md']),
			links: expect.arrayContaining(['kit', 'env.md']),
			problems: [],
		});
	});

	unix(
		'errors on names that are not UTF-8, shown with \\x escapes, without walking them',
		async () => {
			const base = Buffer.from(dir);
			await writeFile(Buffer.concat([base, Buffer.from('/caf\xe9.md', 'latin1')]), '');
			await mkdir(Buffer.concat([base, Buffer.from('/\xff\xfe', 'latin1')]));
			await writeFile(Buffer.concat([base, Buffer.from('/_hidden\xff.md', 'latin1')]), '');
			const listing = await listUsersFolder(dir);
			expect(listing).toEqual({
				files: [],
				links: [],
				problems: expect.arrayContaining([
					{
						path: 'caf\\xe9.md',
						message:
							'the name is not valid UTF-8; file and folder names must be UTF-8 text: rename it',
					},
					{
						path: '\\xff\\xfe',
						message:
							'the name is not valid UTF-8; file and folder names must be UTF-8 text: rename it',
					},
				]),
			});
			expect(listing && 'problems' in listing && listing.problems).toHaveLength(2);
		},
	);

	test('walks folders MAX_WALK_DEPTH deep and errors on the first folder one past, without walking it', async () => {
		const deep = (levels: number) => Array.from({ length: levels }, () => 'a').join('/');
		await mkdir(join(dir, 'kit', deep(MAX_WALK_DEPTH)), { recursive: true });
		await writeFile(join(dir, 'kit', deep(MAX_WALK_DEPTH - 1), 'ok.png'), '');
		await writeFile(join(dir, 'kit', deep(MAX_WALK_DEPTH), 'deeper.png'), '');
		expect(await listUsersFolder(dir)).toEqual({
			files: [`kit/${deep(MAX_WALK_DEPTH - 1)}/ok.png`],
			links: [],
			problems: [
				{
					path: `kit/${deep(MAX_WALK_DEPTH)}`,
					message:
						'folders nest more than 8 levels deep in the profiles folder; a profile needs one (<name>/index.md beside its avatar): move the files up and remove the extra folders',
				},
			],
		});
	});

	test('reads as many entries as its bound and errors one past it', async () => {
		await Promise.all(['a.md', 'b.md', 'c.md'].map((path) => writeFile(join(dir, path), '')));
		expect(await listUsersFolder(dir, { depth: MAX_WALK_DEPTH, entries: 3 })).toMatchObject({
			problems: [],
		});
		expect(await listUsersFolder(dir, { depth: MAX_WALK_DEPTH, entries: 2 })).toEqual({
			files: [],
			links: [],
			problems: [
				{
					path: '',
					message:
						'the profiles folder holds more than 2 files and folders, so it was not read to the end; a site holds one file or folder per profile: remove what is not a profile',
				},
			],
		});
	});

	test('keeps a byte-order mark at the start of a name', async () => {
		await writeFile(join(dir, '\ufeffrobin.md'), '');
		expect(await listUsersFolder(dir)).toEqual({
			files: ['\ufeffrobin.md'],
			links: [],
			problems: [],
		});
	});

	unix(
		'errors when the folder itself is a symlink, and returns undefined when it is missing',
		async () => {
			await symlink(dir, `${dir}-link`);
			expect(await listUsersFolder(`${dir}-link`)).toEqual({
				error:
					'the profiles folder is a symbolic link; it must be a real folder inside the content folder: replace the link with the folder',
			});
			await rm(`${dir}-link`);
			expect(await listUsersFolder(join(dir, 'missing'))).toBeUndefined();
		},
	);
});

describe('isHiddenName', () => {
	test.each([
		['_drafts', true],
		['.hidden.md', true],
		['_', true],
		['robin.md', false],
		['kit_', false],
		['', false],
	])('returns %j as %j', (name, hidden) => {
		expect(isHiddenName(name)).toBe(hidden);
	});
});

describe('isIndexFile', () => {
	test.each([
		['index.md', true],
		['INDEX.json', true],
		['Index.Md', true],
		['index.mdx', false],
		['about.md', false],
		['kit/index.md', false],
	])('returns %j as %j', (name, index) => {
		expect(isIndexFile(name)).toBe(index);
	});
});
