/**
 * Flags of a profile's own (`flags: [{ image, name, description }]`): checked
 * as avatars are (type, size, decoding, inside the content folder), encoded
 * by the avatar encoder at 3:2 with every piece of metadata dropped.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSite, localImages } from '../../src/content/site.ts';
import { formatIssue } from '../../src/content/issues.ts';
import { checkAvatar } from '../../src/content/validate/avatars.ts';
import { encodeAvatar } from '../../src/publish/avatar-files.ts';
import { noise, solid } from '../helpers/images.ts';

const ID = 'd574dg3qf8mta91c2tpg';
let temp: string;

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-flag-images-'));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

/** A site with one user whose flags are `flags` and whose folder holds `files`. */
async function site(name: string, flags: string, files: Record<string, Buffer | string>) {
	const dir = join(temp, name);
	await mkdir(join(dir, 'users/kit'), { recursive: true });
	await writeFile(join(dir, 'users/kit/index.md'), `---\nid: ${ID}\nflags:\n${flags}---\n`);
	for (const [file, bytes] of Object.entries(files))
		await writeFile(join(dir, 'users/kit', file), bytes);
	return loadSite(dir, { cwd: dir, site: 'https://profiles.example.org', base: '/' });
}

const own = (image: string) =>
	`  - transgender\n  - image: ${image}\n    name: Ours\n    description: Green and blue stripes\n`;

describe("a flag image of the profile's own", () => {
	test('is checked as an avatar is and published in media/flags/, its address in the rich flag', async () => {
		const { profiles, issues } = await site('ok', own('./flag.png'), {
			'flag.png': await solid('png', 90, 60),
		});
		expect(issues).toEqual([]);
		const [kit] = profiles;
		const [image] = localImages(kit!);
		expect(image).toMatchObject({
			kind: 'flag',
			size: 300,
			webp: expect.stringMatching(/^media\/flags\/[0-9a-f]{20}\.webp$/),
		});
		expect(kit!.rich.flags[1]).toEqual({
			library: false,
			image: './flag.png',
			name: 'Ours',
			description: 'Green and blue stripes',
			src: image!.webp,
		});
		// Not the User: flags are no v1 field.
		expect(kit!.user.avatar_urls).toEqual([]);
	});

	test.each([
		[
			'missing',
			'./nope.png',
			{},
			/^users\/kit\/index\.md:5: flags\[1\]\.image: no image at "\.\/nope\.png"/,
		],
		[
			'not an image',
			'./flag.png',
			{ 'flag.png': 'hello' },
			/flags\[1\]\.image: "\.\/flag\.png" is not a readable image/,
		],
		[
			'outside the content folder',
			'../../../etc/passwd',
			{},
			/flags\[1\]\.image: must stay inside the content folder/,
		],
		[
			'an absolute path',
			'/etc/passwd',
			{},
			/flags\[1\]\.image: must be a path relative to the profile file/,
		],
		[
			'SVG, which may carry script',
			'./flag.svg',
			{ 'flag.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"/>' },
			/flags\[1\]\.image: "\.\/flag\.svg" is SVG; a flag image must be PNG, JPEG, WebP, GIF, or AVIF$/,
		],
	])('is refused when %s, at its line', async (_label, image, files, message) => {
		const { issues } = await site(`bad-${_label.replace(/\W+/g, '-')}`, own(image), files);
		expect(issues.map(formatIssue)).toEqual([expect.stringMatching(message)]);
	});

	test('is refused when truncated, as a broken avatar is', async () => {
		const whole = await noise('png');
		const { issues } = await site('cut', own('./flag.png'), {
			'flag.png': whole.subarray(0, Math.floor(whole.length / 2)),
		});
		expect(issues.map(formatIssue)).toEqual([
			expect.stringMatching(/flags\[1\]\.image: "\.\/flag\.png" could not be decoded/),
		]);
	});

	test('hashes apart from the same bytes as an avatar', async () => {
		const dir = join(temp, 'same');
		await mkdir(join(dir, 'users/kit'), { recursive: true });
		await writeFile(join(dir, 'users/kit/a.png'), await solid('png'));
		const options = {
			profileFile: join(dir, 'users/kit/index.md'),
			avatar: './a.png',
			contentDir: dir,
			id: ID,
		};
		const avatar = await checkAvatar(options);
		const flag = await checkAvatar({ ...options, kind: 'flag' });
		expect(avatar.ok && flag.ok && avatar.avatar.hash !== flag.avatar.hash).toBe(true);
	});
});

describe('encodeAvatar for a flag', () => {
	test('crops to 300x200 and drops every piece of metadata', async () => {
		const tagged = await sharp({
			create: { width: 120, height: 60, channels: 3, background: '#396' },
		})
			.jpeg()
			.withExif({
				IFD0: { Copyright: 'Robin' },
				IFD3: {
					GPSLatitudeRef: 'N',
					GPSLatitude: '51/1 30/1 0/1',
					GPSLongitudeRef: 'W',
					GPSLongitude: '0/1 7/1 0/1',
				},
			})
			.toBuffer();
		expect(await exifr.gps(tagged)).toBeDefined();
		const { webp, jpeg } = await encodeAvatar(tagged, 'flag');
		for (const output of [webp, jpeg]) {
			const metadata = await sharp(output).metadata();
			expect([metadata.width, metadata.height, metadata.exif]).toEqual([300, 200, undefined]);
			expect(output.includes(Buffer.from('Robin'))).toBe(false);
		}
	});
});
