/**
 * Local avatar images, checked when content is validated: where the image
 * is, that it decodes within the limits, and where its encodings will be
 * published. The published addresses depend only on the input bytes and the
 * encoding settings, so they are known (and the JSON can be written) before
 * anything is encoded, and they change when either does. The encoder that
 * publishes them is publish/avatar-files.ts, with the same settings and decoding.
 */
import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { ENGLISH_CHECK, say, type CheckWords, KIND_KEYS } from '../../schemas/check-words.ts';
import { formatBytes } from '../../utils/bytes.ts';
import { readRegularFile, type FileBytes } from '../../utils/regular-file.ts';

/**
 * How avatars are encoded. 400 px covers a 96 px avatar on 4x screens and
 * the 200-400 px that link previews (OpenGraph, fediverse cards) ask for.
 * WebP at quality 80 keeps a photo near 20 KB; the JPEG fallback uses
 * mozjpeg at 80, about the same visual quality, for clients without WebP.
 */
export const AVATAR_SETTINGS = {
	size: 400,
	webp: { quality: 80, effort: 4 },
	jpeg: { quality: 80, mozjpeg: true },
} as const;

/**
 * A flag of a profile's own (`flags: [{ image }]`) goes through the avatar's
 * checks and encoder, cropped to 3:2 instead of a square: 300x200 covers the
 * 45x30 px a page draws on 4x screens and the preview card's flags.
 */
export const FLAG_IMAGE_SIZE = { width: 300, height: 200 } as const;

/**
 * The folder of every flag image, within the site: where pronouns.cc's
 * clients build a flag's address from its hash (publish/flag-images.ts).
 * A flag image of a profile's own is named by the digest of its bytes, so
 * two profiles' same image is one file.
 */
export const FLAG_IMAGES_DIR = 'media/flags';

/** What an image is for: a profile's avatar (square) or a flag of its own (3:2). */
export type ImageKind = 'avatar' | 'flag';

/**
 * Inputs beyond these are refused before decoding. Each side is bounded and
 * so is the shape: cropping to a centred square first scales the short side
 * to the output size, so a 25,000,000x1 strip (25 megapixels, within the
 * pixel limit) would become a 10-gigapixel intermediate. At most 10:1, the
 * widest intermediate is 4,000x400.
 */
export const AVATAR_LIMITS = {
	bytes: 10 * 1024 * 1024,
	pixels: 25_000_000,
	side: 10_000,
	aspectRatio: 10,
} as const;

/**
 * How every avatar is decoded, when checked and when encoded alike, so that
 * an image the check accepts is one the build can encode. failOn 'warning'
 * (sharp's default, spelled out) refuses truncated and corrupt data instead
 * of publishing a half-grey picture.
 */
export const DECODE_OPTIONS = {
	limitInputPixels: AVATAR_LIMITS.pixels,
	animated: false,
	failOn: 'warning',
} as const;

/** Accepted input formats, by what sharp reports. */
const INPUT_FORMATS: Record<string, string> = {
	png: 'PNG',
	jpeg: 'JPEG',
	webp: 'WebP',
	gif: 'GIF',
	avif: 'AVIF',
};

// Decoded pixels stay bounded however the header lies (decompression bombs);
// sharp's own cache would keep every decoded avatar in memory on big sites.
sharp.cache(false);

/** A checked local avatar: where it is, and where its encodings will be published. */
export interface LocalAvatar {
	/** Absolute path of the source image. */
	source: string;
	/** Hash of the input bytes and the encoding settings. */
	hash: string;
	/** Site-relative paths of the encodings: the canonical WebP first, then the JPEG. */
	webp: string;
	jpeg: string;
	/** Width and height of the square encodings (a flag's: its width; its height is two thirds). */
	size: number;
	/** A flag image of the profile's own (3:2), not an avatar; left out for an avatar. */
	kind?: 'flag' | undefined;
}

type AvatarResult = { ok: true; avatar: LocalAvatar } | { ok: false; message: string };

/** What changes the encoded bytes: the settings and the encoder's versions. */
const SETTINGS_KEY = JSON.stringify({
	AVATAR_SETTINGS,
	sharp: sharp.versions.sharp,
	vips: sharp.versions.vips,
});

/**
 * Checks the `avatar` of a profile: a path relative to the profile file,
 * inside the content folder (also after following symlinks), an image in
 * an accepted format within the size and pixel limits.
 *
 * @example
 * await checkAvatar({ profileFile: '/site/content/users/kit/index.md', avatar: './avatar.png',
 * contentDir: '/site/content', id })
 */
export async function checkAvatar(options: {
	profileFile: string;
	avatar: string;
	contentDir: string;
	id: string;
	/** A flag image: the same checks, a 3:2 encoding (FLAG_IMAGE_SIZE). Default: an avatar. */
	kind?: ImageKind;
	/** The words of the path rules' messages (check-words.ts); English when left out. */
	words?: CheckWords | undefined;
}): Promise<AvatarResult> {
	const { profileFile, avatar, contentDir, id } = options;
	const flag = options.kind === 'flag';
	const found = await imageFile(profileFile, avatar, contentDir, options.words);
	if ('message' in found) return { ok: false, message: found.message };
	const real = found.real;
	// Read as a profile file is: a FIFO, a device or a folder is refused
	// without waiting on it, and no more than the limit is ever read, even
	// when the image is swapped or grows after the checks above.
	const read = await readRegularFile(real, AVATAR_LIMITS.bytes);
	const words = options.words ?? ENGLISH_CHECK;
	if (!read.ok) return { ok: false, message: unreadable(avatar, read, words) };
	const bytes = read.bytes;
	const problem = await imageProblem(avatar, bytes, flag, words);
	if (problem) return { ok: false, message: problem };
	const hash = createHash('sha256')
		.update(SETTINGS_KEY)
		.update(flag ? `flag ${JSON.stringify(FLAG_IMAGE_SIZE)}` : '')
		.update(bytes)
		.digest('hex')
		.slice(0, 20);
	const folder = flag ? FLAG_IMAGES_DIR : `media/users/${id}`;
	return {
		ok: true,
		avatar: {
			source: real,
			hash,
			webp: `${folder}/${hash}.webp`,
			jpeg: `${folder}/${hash}.jpg`,
			size: flag ? FLAG_IMAGE_SIZE.width : AVATAR_SETTINGS.size,
			...(flag ? { kind: 'flag' as const } : {}),
		},
	};
}

/**
 * The real path of an image a profile names: relative to the profile file, inside the content
 * folder (also after following symlinks), and the profile's own; else why not.
 */
async function imageFile(
	profileFile: string,
	avatar: string,
	contentDir: string,
	words: CheckWords = ENGLISH_CHECK,
): Promise<{ real: string } | { message: string }> {
	if (isAbsolute(avatar) || /^[a-z]+:/i.test(avatar))
		return { message: say(words, 'check.avatarRelative', { avatar }) };
	const path = resolve(dirname(profileFile), avatar);
	if (!isInside(path, contentDir))
		return { message: say(words, 'check.avatarOutside', { avatar }) };
	let real: string;
	try {
		real = await realpath(path);
	} catch {
		const looked = relative(process.cwd(), path);
		return { message: say(words, 'check.avatarMissing', { avatar, path: looked }) };
	}
	const realContent = await realpath(contentDir);
	if (!isInside(real, realContent))
		return { message: say(words, 'check.avatarSymlink', { avatar }) };
	const users = join(realContent, 'users');
	const realProfile = join(await realpath(dirname(profileFile)), basename(profileFile));
	const notOwn = ownImageProblem(
		slashed(relative(users, realProfile)),
		slashed(relative(users, real)),
		avatar,
		words,
	);
	if (notOwn) return { message: notOwn };
	return { real };
}

/** Why an image's bytes cannot be a profile's image (an avatar, or a flag), or undefined. */
async function imageProblem(
	avatar: string,
	bytes: Buffer,
	flag: boolean,
	words: CheckWords,
): Promise<string | undefined> {
	let metadata: Metadata;
	try {
		metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
	} catch (error) {
		return say(words, 'check.imageUnreadable', { avatar, error: (error as Error).message });
	}
	const format =
		metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
	if (!(format in INPUT_FORMATS)) {
		const formats = new Intl.ListFormat(words.locale, { type: 'disjunction' }).format(
			Object.values(INPUT_FORMATS),
		);
		const values = { avatar, format: String(format).toUpperCase(), formats };
		return say(words, flag ? 'check.flagFormat' : 'check.avatarFormat', values);
	}
	const number = new Intl.NumberFormat(words.locale);
	const width = metadata.width ?? 0;
	const height = metadata.pageHeight ?? metadata.height ?? 0;
	// The pixel limit names the whole image's height (every frame of an animation), the others a
	// frame's.
	const size = { avatar, width: String(width), height: String(height) };
	if (width * height > AVATAR_LIMITS.pixels) {
		const megapixels = number.format(AVATAR_LIMITS.pixels / 1_000_000);
		const whole = String(metadata.height ?? 0);
		return say(words, 'check.imagePixels', { ...size, height: whole, megapixels });
	}
	if (width > AVATAR_LIMITS.side || height > AVATAR_LIMITS.side)
		return say(words, 'check.imageSide', { ...size, side: number.format(AVATAR_LIMITS.side) });
	if (Math.max(width, height) > AVATAR_LIMITS.aspectRatio * Math.min(width, height))
		return say(words, 'check.imageAspect', {
			...size,
			ratio: number.format(AVATAR_LIMITS.aspectRatio),
		});
	const decoded = await decodes(bytes);
	if (decoded !== true) return say(words, 'check.imageDecode', { avatar, error: decoded });
	return undefined;
}

/**
 * Reads every pixel, as the encoder will: headers alone do not show a
 * truncated or corrupt file. Shrinking to a tiny image keeps it cheap (JPEG
 * decodes at 1/8 scale, still reading all of its data) and the memory small.
 * True, or why it failed.
 */
async function decodes(bytes: Buffer): Promise<true | string> {
	try {
		await sharp(bytes, DECODE_OPTIONS).resize(8, 8, { fit: 'fill' }).raw().toBuffer();
		return true;
	} catch (error) {
		return (error as Error).message.trim().split('\n')[0]!;
	}
}

/** Why an avatar's bytes were not read, as the rest of a message about `avatar`. */
export function unreadable(
	avatar: string,
	read: Exclude<FileBytes, { ok: true }>,
	words: CheckWords = ENGLISH_CHECK,
): string {
	if ('kind' in read)
		return say(words, 'check.imageNotFile', { avatar, kind: say(words, KIND_KEYS[read.kind]) });
	if ('size' in read)
		return say(words, 'check.imageTooLarge', {
			avatar,
			size: formatBytes(read.size, { exact: true }),
			max: formatBytes(AVATAR_LIMITS.bytes, { exact: true }),
		});
	if ('changed' in read) return say(words, 'check.imageChanged', { avatar });
	return say(words, 'check.imageUnreadableFile', {
		avatar,
		error: read.error.code ?? read.error.message,
	});
}

const slashed = (path: string) => path.split(sep).join('/');

/**
 * Why the image at `image` is not the profile's own, or undefined when it
 * is. Both paths are relative to content/users/, `/`-separated, links
 * followed. A profile owns its folder (`kit/`: a user in the folder form,
 * and its members) and, beside it, the files named after it (`robin.png`
 * for `robin.md`, and for `flat/` after `new flat/helper` moved it: any one
 * image extension, nothing else in the name, so `kit.x.png` is `kit.x`'s,
 * never `kit`'s). Another profile's image is that profile's to change or
 * delete, and its CODEOWNERS line is not this one's. Linear in the paths.
 *
 * @example
 * ownImageProblem('kitt.md', 'kit/avatar.png') // '"kit/avatar.png" is not this profile\'s own image …'
 * ownImageProblem('kit/members/juniper.md', 'kit/juniper.png') // undefined
 */
export function ownImageProblem(
	profile: string,
	image: string,
	avatar = image,
	words: CheckWords = ENGLISH_CHECK,
): string | undefined {
	const [first = '', ...rest] = profile.split('/');
	const owner = rest.length ? first : first.replace(/\.[^.]*$/, '');
	const [imageFirst = '', ...imageRest] = image.split('/');
	if (imageRest.length ? imageFirst === owner : imageFirst.replace(/\.[^.]*$/, '') === owner)
		return undefined;
	const ext = /\.[^./]+$/.exec(image)?.[0] ?? '.png';
	const fix = rest.length
		? `${owner}/${image.slice(image.lastIndexOf('/') + 1)}`
		: `${owner}${ext}`;
	return say(words, 'check.avatarNotOwn', { avatar, image, named: `${owner}${ext}`, fix });
}

function isInside(path: string, folder: string): boolean {
	return path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}
