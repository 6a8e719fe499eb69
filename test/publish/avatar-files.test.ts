import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seal } from '../../src/utils/cache-key.ts';
import { checkAvatar, type LocalAvatar } from '../../src/content/validate/avatars.ts';
import {
	AvatarPublishError,
	avatarCacheDir,
	encodeAvatar,
	publishAvatars,
} from '../../src/publish/avatar-files.ts';
import { noise, solid } from '../helpers/images.ts';

const ID = 'd574dg3qf8mta91c2tpg';
const unix = process.platform === 'win32' ? test.skip : test;
let temp: string;
let content: string;
let profileFile: string;

/** Writes an image beside the profile file and checks it, as the build does before publishing. */
async function check(name: string, bytes: Buffer | string) {
	await writeFile(join(content, 'users/kit', name), bytes);
	return checkAvatar({ profileFile, avatar: `./${name}`, contentDir: content, id: ID });
}

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-publish-avatars-'));
	content = join(temp, 'content');
	await mkdir(join(content, 'users/kit'), { recursive: true });
	profileFile = join(content, 'users/kit/index.md');
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('encodeAvatar', () => {
	test('returns a square WebP and JPEG at the configured size', async () => {
		const { webp, jpeg } = await encodeAvatar(await solid('png', 300, 120));
		expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
		expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
	});

	test('drops every piece of metadata: a JPEG carrying GPS tags gives files with none', async () => {
		const tagged = await sharp({
			create: { width: 64, height: 64, channels: 3, background: '#369' },
		})
			.jpeg()
			.withExif({
				IFD0: { Copyright: 'Robin', ImageDescription: 'home' },
				IFD3: {
					GPSLatitudeRef: 'N',
					GPSLatitude: '51/1 30/1 0/1',
					GPSLongitudeRef: 'W',
					GPSLongitude: '0/1 7/1 0/1',
				},
			})
			.withXmp(
				'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
			)
			.toBuffer();
		expect(await exifr.gps(tagged)).toEqual({ latitude: 51.5, longitude: -(7 / 60) });
		const { webp, jpeg } = await encodeAvatar(tagged);
		expect(await exifr.gps(jpeg)).toBeUndefined();
		for (const output of [webp, jpeg]) {
			const metadata = await sharp(output).metadata();
			expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.comments]).toEqual([
				undefined,
				undefined,
				undefined,
				undefined,
			]);
			expect(output.includes(Buffer.from('Exif'))).toBe(false);
			expect(output.includes(Buffer.from('Robin'))).toBe(false);
			expect(output.includes(Buffer.from('xmpmeta'))).toBe(false);
		}
	});

	test('applies the EXIF orientation before cropping', async () => {
		// Left half red, right half blue, stored sideways (orientation 6 = turn 90° clockwise to view).
		const sideways = await sharp({
			create: { width: 200, height: 100, channels: 3, background: '#0000ff' },
		})
			.composite([
				{
					input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } },
					left: 0,
					top: 0,
				},
			])
			.jpeg({ quality: 100 })
			.withMetadata({ orientation: 6 })
			.toBuffer();
		const { jpeg } = await encodeAvatar(sideways);
		const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
		const pixel = (x: number, y: number) => [
			...data.subarray(
				(y * info.width + x) * info.channels,
				(y * info.width + x) * info.channels + 3,
			),
		];
		// Upright, red is on top and blue at the bottom.
		expect(pixel(200, 20)[0]).toBeGreaterThan(200);
		expect(pixel(200, 380)[2]).toBeGreaterThan(200);
	});

	test('takes the first frame of an animated GIF', async () => {
		const frame = (background: string) =>
			sharp({ create: { width: 32, height: 32, channels: 4, background } })
				.png()
				.toBuffer();
		const animated = await sharp([await frame('#00ff00'), await frame('#ff0000')], {
			join: { animated: true },
		})
			.gif({ loop: 0, delay: [100, 100] })
			.toBuffer();
		expect((await sharp(animated).metadata()).pages).toBe(2);
		const { webp, jpeg } = await encodeAvatar(animated);
		expect((await sharp(webp).metadata()).pages).toBeUndefined();
		const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
		expect([data[0]! < 60, data[1]! > 200]).toEqual([true, true]);
	});

	test('gives a transparent PNG a white background in the JPEG only', async () => {
		const clear = await sharp({
			create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
		})
			.png()
			.toBuffer();
		const { webp, jpeg } = await encodeAvatar(clear);
		expect((await sharp(webp).metadata()).hasAlpha).toBe(true);
		const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
		expect(data[0]).toBeGreaterThan(250);
	});

	test('returns the same bytes for the same input', async () => {
		const input = await solid('jpeg', 123, 77);
		const [a, b] = await Promise.all([encodeAvatar(input), encodeAvatar(input)]);
		expect(a.webp.equals(b.webp) && a.jpeg.equals(b.jpeg)).toBe(true);
	});
});

describe('publishAvatars', () => {
	test('encodes each image once, then serves it from the cache, also into an empty output folder', async () => {
		const avatars: LocalAvatar[] = [];
		for (const colour of ['#111111', '#222222', '#333333']) {
			const result = await check(`p${colour.slice(1)}.png`, await solid('png', 90, 90, colour));
			if (result.ok) avatars.push(result.avatar);
		}
		const cache = join(temp, 'cache');
		const out = join(temp, 'dist');
		// The same image used twice (two profiles sharing one file) is one encode.
		expect(await publishAvatars([...avatars, avatars[0]!], out, cache, 2)).toEqual({
			encoded: 3,
			cached: 0,
		});
		const first = await readFile(join(out, avatars[0]!.webp));
		expect(await publishAvatars(avatars, out, cache, 2)).toEqual({ encoded: 0, cached: 3 });
		await rm(out, { recursive: true });
		expect(await publishAvatars(avatars, out, cache, 1)).toEqual({ encoded: 0, cached: 3 });
		expect((await readFile(join(out, avatars[0]!.webp))).equals(first)).toBe(true);
		expect((await sharp(join(out, avatars[2]!.jpeg)).metadata()).format).toBe('jpeg');
	});

	test.each([
		// The cache's encoding replaced by another well-formed image (a poisoned CI cache): its seal
		// no longer matches.
		[
			'an encoding replaced by another image',
			async (cache: string, hash: string) => {
				const other = await encodeAvatar(await solid('png', 90, 90, '#ff0000'));
				await writeFile(join(cache, `${hash}.webp`), other.webp);
				await writeFile(join(cache, `${hash}.jpg`), other.jpeg);
			},
		],
		// Both replaced and sealed with a key this machine does not hold.
		[
			'encodings sealed with another key',
			async (cache: string, hash: string) => {
				const other = await encodeAvatar(await solid('png', 90, 90, '#00ff00'));
				await writeFile(join(cache, `${hash}.webp`), other.webp);
				await writeFile(join(cache, `${hash}.jpg`), other.jpeg);
				await writeFile(
					join(cache, `${hash}.mac`),
					seal(randomBytes(32), 'staticnouns avatar', hash, other.webp, other.jpeg),
				);
			},
		],
	])(
		'never publishes a forged cache entry (issue 22 point 7): %s is encoded again, byte-identical to no cache',
		async (label, forge) => {
			const result = await check(
				`forged-${label.length}.png`,
				await solid('png', 90, 90, '#123456'),
			);
			if (!result.ok) throw new Error(result.message);
			const key = randomBytes(32);
			const cache = join(temp, `cache-forged-${label.length}`);
			const clean = join(temp, `dist-clean-${label.length}`);
			await publishAvatars(
				[result.avatar],
				clean,
				join(temp, `cache-none-${label.length}`),
				1,
				null,
			);
			await publishAvatars(
				[result.avatar],
				join(temp, `dist-first-${label.length}`),
				cache,
				1,
				key,
			);
			await forge(cache, result.avatar.hash);
			const out = join(temp, `dist-forged-${label.length}`);
			expect(await publishAvatars([result.avatar], out, cache, 1, key)).toEqual({
				encoded: 1,
				cached: 0,
			});
			for (const file of [result.avatar.webp, result.avatar.jpeg])
				expect((await readFile(join(out, file))).equals(await readFile(join(clean, file)))).toBe(
					true,
				);
		},
	);

	unix(
		'errors naming the image, without waiting, when an image was replaced by a FIFO after the check',
		async () => {
			const result = await check('swapped.png', await solid('png', 90, 90, '#445566'));
			if (!result.ok) throw new Error(result.message);
			await rm(result.avatar.source);
			execFileSync('mkfifo', [result.avatar.source]);
			const error = await publishAvatars(
				[result.avatar],
				join(temp, 'dist-swapped'),
				join(temp, 'cache-swapped'),
				1,
			).catch((error: unknown) => error);
			expect(error).toBeInstanceOf(AvatarPublishError);
			expect((error as Error).message).toMatch(
				/^.*content\/users\/kit\/swapped\.png: avatar: could not be encoded or written \("swapped\.png" is a FIFO \(named pipe\), not an image file; .*\); save it again as PNG, JPEG or WebP, or free disk space$/,
			);
		},
	);

	test('errors naming the image, not with a stack trace, when an image changed after the check cannot be encoded', async () => {
		const result = await check('changed.png', await solid('png', 90, 90, '#444444'));
		if (!result.ok) throw new Error(result.message);
		// Replaced between check and build (or a decoder that disagrees with the check).
		await writeFile(result.avatar.source, (await noise('png')).subarray(0, 200));
		const error = await publishAvatars(
			[result.avatar],
			join(temp, 'dist-changed'),
			join(temp, 'cache-changed'),
			1,
		).catch((error: unknown) => error);
		expect(error).toBeInstanceOf(AvatarPublishError);
		expect((error as Error).message).toMatch(
			/^.*content\/users\/kit\/changed\.png: avatar: could not be encoded or written \(.+\); save it again as PNG, JPEG or WebP, or free disk space$/,
		);
	});
});

describe('avatarCacheDir', () => {
	test('returns node_modules/.cache, or STATICNOUNS_CACHE_DIR', () => {
		expect(avatarCacheDir('/srv/site', {})).toBe(
			'/srv/site/node_modules/.cache/staticnouns/avatars',
		);
		expect(avatarCacheDir('/srv/site', { STATICNOUNS_CACHE_DIR: '/tmp/c' })).toBe('/tmp/c/avatars');
	});
});
