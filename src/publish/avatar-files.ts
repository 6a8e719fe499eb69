/**
 * Publishing local avatars: each checked image (content/validate/avatars.ts)
 * encoded with sharp, at the settings and with the decoding the check used,
 * and written into the site, reusing what an earlier build of the same
 * image sealed in the cache.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { mapLimit } from '../utils/concurrency.ts';
import { readRegularFile } from '../utils/regular-file.ts';
import { cacheKey, seal, verifySeal } from '../utils/cache-key.ts';
import {
	AVATAR_LIMITS,
	AVATAR_SETTINGS,
	DECODE_OPTIONS,
	unreadable,
	type LocalAvatar,
} from '../content/validate/avatars.ts';

/**
 * Where encoded avatars are kept between builds (outside dist/, so a clean
 * build still reuses them): STATICNOUNS_CACHE_DIR, else node_modules/.cache.
 *
 * @example
 * avatarCacheDir('/srv/site') // '/srv/site/node_modules/.cache/staticnouns/avatars'
 */
export function avatarCacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
	return join(cacheDir(root, env), 'avatars');
}

/**
 * Where the build keeps what it can reuse (avatars, validation results, the
 * API files' digests): STATICNOUNS_CACHE_DIR, else node_modules/.cache/staticnouns.
 *
 * @example
 * cacheDir('/srv/site') // '/srv/site/node_modules/.cache/staticnouns'
 */
export function cacheDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
	return resolve(root, env['STATICNOUNS_CACHE_DIR'] || 'node_modules/.cache/staticnouns');
}

/**
 * Encodes one image: EXIF orientation applied, a centred square crop, every
 * piece of metadata (EXIF, GPS, XMP, comments) dropped, as WebP and JPEG.
 *
 * @example
 * const { webp, jpeg } = await encodeAvatar(await readFile('avatar.png'));
 */
export async function encodeAvatar(bytes: Buffer): Promise<{ webp: Buffer; jpeg: Buffer }> {
	const { size, webp, jpeg } = AVATAR_SETTINGS;
	// sharp writes no metadata unless asked (keepMetadata/withMetadata), so
	// the outputs carry none; .rotate() applies the orientation first.
	const square = sharp(bytes, DECODE_OPTIONS)
		.rotate()
		.resize(size, size, { fit: 'cover', position: 'centre' });
	// WebP keeps transparency; JPEG has none, so it gets a white background.
	const [webpBytes, jpegBytes] = await Promise.all([
		square.clone().webp(webp).toBuffer(),
		square.clone().flatten({ background: '#ffffff' }).jpeg(jpeg).toBuffer(),
	]);
	return { webp: webpBytes, jpeg: jpegBytes };
}

export interface PublishResult {
	/** Avatars encoded in this run. */
	encoded: number;
	/** Avatars copied from the cache. */
	cached: number;
}

/**
 * Writes every avatar's encodings into `outDir`, encoding only those not
 * yet in `cacheDir` (keyed by input bytes and settings), at most
 * `concurrency` at a time so thousands of avatars fit in memory.
 *
 * @example
 * await publishAvatars(avatars, 'dist', 'node_modules/.cache/staticnouns/avatars');
 */
export async function publishAvatars(
	avatars: readonly LocalAvatar[],
	outDir: string,
	cacheDir: string,
	concurrency = availableParallelism(),
	key: Buffer | null = cacheKey(),
): Promise<PublishResult> {
	const result: PublishResult = { encoded: 0, cached: 0 };
	const unique = [...new Map(avatars.map((avatar) => [avatar.webp, avatar])).values()];
	await mapLimit(unique, concurrency, async (avatar) => {
		try {
			await publishOne(avatar);
		} catch (error) {
			// Named by its image (the profile's folder), never a bare stack trace.
			const reason = (error as Error).message.trim().split('\n')[0];
			throw new AvatarPublishError(
				`${relative(process.cwd(), avatar.source)}: avatar: could not be encoded or written (${reason}); save it again as PNG, JPEG or WebP, or free disk space`,
			);
		}
	});
	return result;

	async function publishOne(avatar: LocalAvatar) {
		const cachedWebp = join(cacheDir, `${avatar.hash}.webp`);
		const cachedJpeg = join(cacheDir, `${avatar.hash}.jpg`);
		const cachedMac = join(cacheDir, `${avatar.hash}.mac`);
		let encodings = key
			? await readSealed(key, avatar.hash, cachedWebp, cachedJpeg, cachedMac)
			: undefined;
		if (encodings) result.cached++;
		else {
			// Read as the check read it: the source may have been swapped since (a FIFO would hang the
			// build).
			const read = await readRegularFile(avatar.source, AVATAR_LIMITS.bytes);
			if (!read.ok)
				throw new Error(unreadable(relative(dirname(avatar.source), avatar.source), read));
			encodings = await encodeAvatar(read.bytes);
			result.encoded++;
			await mkdir(cacheDir, { recursive: true });
			if (key) {
				await Promise.all([
					writeAtomically(cachedWebp, encodings.webp),
					writeAtomically(cachedJpeg, encodings.jpeg),
				]);
				// The seal last: an entry is used only once its seal matches both images.
				await writeAtomically(cachedMac, Buffer.from(avatarSeal(key, avatar.hash, encodings)));
			}
		}
		await mkdir(join(outDir, dirname(avatar.webp)), { recursive: true });
		await Promise.all([
			writeFile(join(outDir, avatar.webp), encodings.webp),
			writeFile(join(outDir, avatar.jpeg), encodings.jpeg),
		]);
	}
}

/** Bytes of a cached encoding read at most: far more than AVATAR_SIZE gives. */
const MAX_ENCODING_BYTES = 8 * 1024 * 1024;

/**
 * The HMAC binding both encodings to the source image's hash (and so to its bytes and the
 * settings).
 */
function avatarSeal(key: Buffer, hash: string, encodings: { webp: Buffer; jpeg: Buffer }): string {
	return seal(key, 'staticnouns avatar', hash, encodings.webp, encodings.jpeg);
}

/**
 * A cached avatar's encodings, only when this machine's build sealed them
 * for this image (utils/cache-key.ts): a forged or swapped image in the
 * cache folder is a miss, encoded again. Regular files only, sized first.
 */
async function readSealed(
	key: Buffer,
	hash: string,
	webpFile: string,
	jpegFile: string,
	macFile: string,
): Promise<{ webp: Buffer; jpeg: Buffer } | undefined> {
	const [webp, jpeg, mac] = await Promise.all([
		readRegularFile(webpFile, MAX_ENCODING_BYTES),
		readRegularFile(jpegFile, MAX_ENCODING_BYTES),
		readRegularFile(macFile, 256),
	]).catch(() => []);
	if (!webp?.ok || !jpeg?.ok || !mac?.ok) return undefined;
	const encodings = { webp: webp.bytes, jpeg: jpeg.bytes };
	return verifySeal(
		key,
		mac.bytes.toString('utf8'),
		'staticnouns avatar',
		hash,
		encodings.webp,
		encodings.jpeg,
	)
		? encodings
		: undefined;
}

/** An avatar the build could not publish, with a message naming its image. */
export class AvatarPublishError extends Error {
	override name = 'AvatarPublishError';
}

/** A cache entry is written whole or not at all, even if a build is killed. */
async function writeAtomically(path: string, bytes: Buffer) {
	const temporary = `${path}.${process.pid}.tmp`;
	await writeFile(temporary, bytes);
	await rename(temporary, path);
}
