import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	AVATAR_LIMITS,
	AVATAR_SETTINGS,
	checkAvatar,
	ownImageProblem,
} from '../../../src/content/validate/avatars.ts';
import { noise, solid } from '../../helpers/images.ts';

const ID = 'd574dg3qf8mta91c2tpg';
const unix = process.platform === 'win32' ? test.skip : test;
let temp: string;
let content: string;
let profileFile: string;

/**
 * A PNG made by hand: a valid signature and IHDR claiming `width`x`height`,
 * then image data for only the first `rows` rows (black).
 */
function handMadePng(width: number, height: number, rows = height) {
	const chunk = (type: string, data: Buffer) => {
		const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
		const length = Buffer.alloc(4);
		length.writeUInt32BE(data.length);
		const crc = Buffer.alloc(4);
		crc.writeUInt32BE(crc32(body));
		return Buffer.concat([length, body, crc]);
	};
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(width, 0);
	ihdr.writeUInt32BE(height, 4);
	ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
	// Each row: a filter byte (0) and 3 bytes a pixel.
	const data = deflateSync(Buffer.alloc(rows * (1 + width * 3)));
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', ihdr),
		chunk('IDAT', data),
		chunk('IEND', Buffer.alloc(0)),
	]);
}

/** Flips every bit of the bytes from `start` to `end` (a fraction of the length). */
function flipped(bytes: Buffer, start: number, end: number) {
	const copy = Buffer.from(bytes);
	for (let index = Math.floor(copy.length * start); index < Math.floor(copy.length * end); index++)
		copy[index] = copy[index]! ^ 0xff;
	return copy;
}

/** Writes an image beside the profile file and checks it. */
async function check(name: string, bytes: Buffer | string) {
	await writeFile(join(content, 'users/kit', name), bytes);
	return checkAvatar({ profileFile, avatar: `./${name}`, contentDir: content, id: ID });
}

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-avatars-'));
	content = join(temp, 'content');
	await mkdir(join(content, 'users/kit'), { recursive: true });
	profileFile = join(content, 'users/kit/index.md');
	await writeFile(join(temp, 'outside.png'), await solid('png'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('checkAvatar', () => {
	test.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)(
		'accepts %s and addresses it by ID and content hash',
		async (format) => {
			const result = await check(`a.${format}`, await solid(format));
			expect(result.ok).toBe(true);
			if (!result.ok) return;
			expect(result.avatar.webp).toMatch(new RegExp(`^media/users/${ID}/[0-9a-f]{20}\\.webp$`));
			expect(result.avatar.jpeg).toBe(result.avatar.webp.replace(/\.webp$/, '.jpg'));
			expect(result.avatar.size).toBe(AVATAR_SETTINGS.size);
		},
	);

	test('gives the same address for the same bytes, another for other bytes', async () => {
		const first = await check('same1.png', await solid('png'));
		const second = await check('same2.png', await solid('png'));
		const other = await check('other.png', await solid('png', 64, 64, '#000000'));
		expect(first.ok && second.ok && first.avatar.hash === second.avatar.hash).toBe(true);
		expect(first.ok && other.ok && first.avatar.hash !== other.avatar.hash).toBe(true);
	});

	test.each([
		[
			'a TIFF',
			'a.tiff',
			() => solid('tiff'),
			/^"\.\/a\.tiff" is TIFF; an avatar must be PNG, JPEG, WebP, GIF, or AVIF$/,
		],
		[
			'an SVG',
			'a.svg',
			async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'),
			/^"\.\/a\.svg" is SVG; an avatar must be/,
		],
		[
			'a text file',
			'a.png',
			async () => Buffer.from('not an image'),
			/^"\.\/a\.png" is not a readable image \(.*\); export it again as PNG, JPEG, WebP, GIF or AVIF$/,
		],
		[
			'a truncated PNG',
			'cut.png',
			async () => (await solid('png', 300, 300)).subarray(0, 40),
			/^"\.\/cut\.png" is not a readable image/,
		],
	])('errors on %s', async (_label, name, make, message) => {
		const result = await check(name, await make());
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.message).toMatch(message);
	});

	test.each([
		[
			'a JPEG cut in half',
			'half.jpg',
			async () => (await noise('jpeg')).subarray(0, (await noise('jpeg')).length / 2),
		],
		[
			'a PNG cut in half',
			'half.png',
			async () => (await noise('png')).subarray(0, (await noise('png')).length / 2),
		],
		[
			'a PNG with flipped bytes in its data',
			'flipped.png',
			async () => flipped(await noise('png'), 0.4, 0.6),
		],
		[
			'a JPEG with flipped bytes in its data',
			'flipped.jpg',
			async () => flipped(await noise('jpeg'), 0.3, 0.9),
		],
		['a PNG with data for 1 row of 64', 'one-row.png', async () => handMadePng(64, 64, 1)],
	])(
		'errors on %s, whose header reads fine, after decoding every pixel',
		async (_label, name, make) => {
			const bytes = await make();
			// The header alone would pass: the check must read the data.
			expect((await sharp(bytes).metadata()).width).toBeGreaterThan(0);
			const result = await check(name, bytes);
			expect(result.ok ? '' : result.message).toMatch(
				new RegExp(
					`^"\\./${name.replace('.', '\\.')}" could not be decoded \\(.+\\): save it again as PNG, JPEG or WebP$`,
				),
			);
		},
	);

	test.each([
		[
			'25,000,000x1 (25 megapixels, within the pixel limit)',
			25_000_000,
			1,
			'"./strip.png" is 25000000x1 pixels; each side may be at most 10,000 px: scale it down',
		],
		[
			'10,001x1000, one pixel past the side limit',
			10_001,
			1000,
			'"./strip.png" is 10001x1000 pixels; each side may be at most 10,000 px: scale it down',
		],
		[
			'1000x10,001, one pixel past the side limit',
			1000,
			10_001,
			'"./strip.png" is 1000x10001 pixels; each side may be at most 10,000 px: scale it down',
		],
		[
			'1001x100, just wider than 10:1',
			1001,
			100,
			'"./strip.png" is 1001x100 pixels; the long side may be at most 10 times the short one (it is cropped to a square anyway): crop it closer to a square',
		],
	])('errors on a PNG of %s, before decoding', async (_label, width, height, message) => {
		expect(await check('strip.png', handMadePng(width, height))).toEqual({ ok: false, message });
	});

	test.each([
		[10_000, 1000],
		[100, 1000],
	])('accepts %ix%i, at the side and shape limits', async (width, height) => {
		const bytes = await sharp({ create: { width, height, channels: 3, background: '#fff' } })
			.png({ compressionLevel: 1 })
			.toBuffer();
		expect((await check(`edge-${width}.png`, bytes)).ok).toBe(true);
	});

	test('accepts a file of exactly 10 MB and errors one byte past it', async () => {
		const png = await solid('png');
		// PNG decoders ignore bytes after the end chunk, so padding keeps it an image.
		const atLimit = Buffer.concat([png, Buffer.alloc(AVATAR_LIMITS.bytes - png.length)]);
		expect((await check('limit.png', atLimit)).ok).toBe(true);
		const result = await check('over.png', Buffer.concat([atLimit, Buffer.alloc(1)]));
		expect(result.ok ? '' : result.message).toBe(
			'"./over.png" is 10,485,761 bytes (10.0 MiB); an avatar may be at most 10 MiB: make it smaller',
		);
	});

	test('accepts 25 megapixels and errors one row past it', async () => {
		const fine = await sharp({
			create: { width: 5000, height: 5000, channels: 3, background: '#fff' },
		})
			.png({ compressionLevel: 1 })
			.toBuffer();
		expect((await check('big.png', fine)).ok).toBe(true);
		const bomb = await sharp({
			create: { width: 5000, height: 5001, channels: 3, background: '#fff' },
		})
			.png({ compressionLevel: 1 })
			.toBuffer();
		const result = await check('bomb.png', bomb);
		expect(result.ok).toBe(false);
		if (!result.ok)
			expect(result.message).toMatch(
				/^"\.\/bomb\.png" (is 5000x5001 pixels, over the limit of 25 megapixels|is not a readable image \(.*pixel limit.*\))/i,
			);
	});

	test.each([
		[
			'an absolute path',
			'/etc/passwd',
			'must be a path relative to the profile file, such as ./avatar.png: got "/etc/passwd"',
		],
		[
			'an address',
			'https://example.org/a.png',
			'must be a path relative to the profile file, such as ./avatar.png: got "https://example.org/a.png"',
		],
		[
			'a path out of content/',
			'../../../outside.png',
			'must stay inside the content folder: "../../../outside.png" points outside it; put the image beside the profile file',
		],
		[
			'../../etc/passwd',
			'../../../../../../../../etc/passwd',
			'must stay inside the content folder: "../../../../../../../../etc/passwd" points outside it; put the image beside the profile file',
		],
	])('errors on %s', async (_label, avatar, message) => {
		expect(await checkAvatar({ profileFile, avatar, contentDir: content, id: ID })).toEqual({
			ok: false,
			message,
		});
	});

	test('errors on a symlink to a file outside content/', async () => {
		await symlink(join(temp, 'outside.png'), join(content, 'users/kit/link.png'));
		expect(
			await checkAvatar({ profileFile, avatar: './link.png', contentDir: content, id: ID }),
		).toEqual({
			ok: false,
			message:
				'"./link.png" is a symlink to a file outside the content folder; copy the image beside the profile file instead',
		});
	});

	unix.each([
		[
			'a FIFO',
			(path: string) => void execFileSync('mkfifo', [path]),
			'is a FIFO (named pipe), not an image file',
		],
		['a folder', (path: string) => mkdir(path), 'is a folder, not an image file'],
	])('errors on %s without waiting on it', async (_case, make, problem) => {
		const name = `special-${_case.length}.png`;
		await make(join(content, 'users/kit', name));
		expect(
			await checkAvatar({ profileFile, avatar: `./${name}`, contentDir: content, id: ID }),
		).toEqual({
			ok: false,
			message: `"./${name}" ${problem}; an avatar must be a regular file beside the profile file: replace it with the image itself`,
		});
	});

	unix(
		'errors on a symlink to /dev/zero, and on a huge sparse file, without reading either',
		async () => {
			await symlink('/dev/zero', join(content, 'users/kit/zero.png'));
			expect(
				await checkAvatar({ profileFile, avatar: './zero.png', contentDir: content, id: ID }),
			).toEqual({
				ok: false,
				message:
					'"./zero.png" is a symlink to a file outside the content folder; copy the image beside the profile file instead',
			});
			await writeFile(join(content, 'users/kit/sparse.png'), '');
			await truncate(join(content, 'users/kit/sparse.png'), 2 ** 40);
			expect(
				await checkAvatar({ profileFile, avatar: './sparse.png', contentDir: content, id: ID }),
			).toEqual({
				ok: false,
				message: '"./sparse.png" is 1 TiB; an avatar may be at most 10 MiB: make it smaller',
			});
		},
	);

	// Root reads any file, so the case needs another user.
	test.skipIf(process.platform === 'win32' || process.getuid?.() === 0)(
		'errors on a file nobody may read, with the reason',
		async () => {
			await writeFile(join(content, 'users/kit/secret.png'), await solid('png'));
			await chmod(join(content, 'users/kit/secret.png'), 0);
			expect(
				await checkAvatar({ profileFile, avatar: './secret.png', contentDir: content, id: ID }),
			).toEqual({
				ok: false,
				message:
					'"./secret.png" could not be read (EACCES); an avatar must be a file everyone may read: check its permissions, or save it again',
			});
		},
	);

	test('errors on a missing file', async () => {
		const result = await checkAvatar({
			profileFile,
			avatar: './nope.png',
			contentDir: content,
			id: ID,
		});
		expect(result.ok ? '' : result.message).toMatch(
			/^no image at "\.\/nope\.png" \(looked for .*content\/users\/kit\/nope\.png\); check the file name$/,
		);
	});
});

describe("ownImageProblem: each profile's images are its own (issue 31, point 5)", () => {
	test.each([
		['kit/index.md', 'kit/avatar.png'],
		['kit/index.md', 'kit/photos/2026.webp'],
		['kit/index.md', 'kit.png'],
		['kit/members/juniper.md', 'kit/juniper.png'],
		['kit/members/juniper/index.md', 'kit/members/juniper/avatar.png'],
		['kit/members/juniper/index.md', 'kit/avatar.png'],
		['robin.md', 'robin.png'],
		['robin.md', 'robin.jpeg'],
		['robin.json', 'robin.webp'],
		['kit.x.md', 'kit.x.png'],
	])('%s may use %s', (profile, image) => {
		expect(ownImageProblem(profile, image)).toBeUndefined();
	});

	test.each([
		['kitt.md', 'kit/avatar.png'],
		['kitt/index.md', 'kit/avatar.png'],
		['kit.md', 'kit.x.png'],
		['kit.md', 'kitt.png'],
		['robin.md', 'robin-old.png'],
		['robin.md', 'images/robin.png'],
		['kit/members/juniper.md', 'sam/juniper.png'],
		['kit/members/juniper.md', 'juniper.png'],
	])('%s may not use %s', (profile, image) => {
		expect(ownImageProblem(profile, image)).toMatch(/^"[^"]+" is not this profile's own image/);
	});

	test('says whose image it is and where to copy it', async () => {
		await mkdir(join(content, 'users/kit'), { recursive: true });
		await writeFile(join(content, 'users/kit/avatar.png'), await solid('png'));
		expect(
			await checkAvatar({
				profileFile: join(content, 'users/kitt.md'),
				avatar: './kit/avatar.png',
				contentDir: content,
				id: ID,
			}),
		).toEqual({
			ok: false,
			message:
				"\"./kit/avatar.png\" is not this profile's own image (content/users/kit/avatar.png): an avatar must be inside the profile's own folder, or beside its file and named after it (kitt.png); another profile's image is that profile's to change or delete: copy the image to content/users/kitt.png and point avatar there",
		});
	});

	unix(
		"follows links: a link in its own folder to another profile's image is not its own",
		async () => {
			await mkdir(join(content, 'users/sam'), { recursive: true });
			await symlink(join(content, 'users/kit/avatar.png'), join(content, 'users/sam/avatar.png'));
			expect(
				await checkAvatar({
					profileFile: join(content, 'users/sam/index.md'),
					avatar: './avatar.png',
					contentDir: content,
					id: ID,
				}),
			).toMatchObject({
				ok: false,
				message: expect.stringContaining(
					"is not this profile's own image (content/users/kit/avatar.png)",
				),
			});
		},
	);
});
