/**
 * Flag images where pronouns.cc's clients look for them: a flag of the
 * api/v1 answers carries a `hash`, and pronouns.cc's clients fetch its
 * image at `{media}/flags/{hash}.webp` (its own front end, PrideTags'
 * `flagsUrl + hash + ".webp"`). The site publishes every flag image there:
 * a library flag under its slug (drawn from the drawing the pages show), a
 * flag image of a profile's own under the digest of its bytes
 * (content/validate/avatars.ts puts it there), so `{site}/media/flags/` is
 * the media address to give such a client.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { type FlagSlug } from '../schemas/flags.ts';
import { FLAG_LIBRARY } from '../views/drawings/flag-library.ts';
import { flagSvg } from '../views/drawings/flag-drawings.ts';
import { AVATAR_SETTINGS, FLAG_IMAGE_SIZE, FLAG_IMAGES_DIR } from '../content/validate/avatars.ts';

/**
 * The published image of a flag with this api/v1 `hash`, within the site.
 *
 * @example
 * flagImagePath('transgender') // 'media/flags/transgender.webp'
 */
export function flagImagePath(hash: string): string {
	return `${FLAG_IMAGES_DIR}/${hash}.webp`;
}

/**
 * The hash of a flag image of a profile's own: the digest its published
 * image is named by (`media/flags/<digest>.webp`), else undefined.
 */
export function ownFlagHash(src: string | undefined): string | undefined {
	const match = src === undefined ? null : /^media\/flags\/([0-9a-f]+)\.webp$/.exec(src);
	return match?.[1];
}

/**
 * A library flag as a WebP image of flag images' size, from the drawing
 * the pages show: the same bytes from the same drawing.
 */
export async function libraryFlagImage(slug: FlagSlug): Promise<Buffer> {
	const svg = flagSvg(slug).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
	return sharp(Buffer.from(svg))
		.resize(FLAG_IMAGE_SIZE.width, FLAG_IMAGE_SIZE.height, { fit: 'fill' })
		.webp(AVATAR_SETTINGS.webp)
		.toBuffer();
}

/** Writes every library flag's image into `outDir`; the paths written, within it. */
export async function publishLibraryFlags(outDir: string): Promise<string[]> {
	await mkdir(join(outDir, FLAG_IMAGES_DIR), { recursive: true });
	return Promise.all(
		FLAG_LIBRARY.map(async (flag) => {
			const path = flagImagePath(flag.slug);
			await writeFile(join(outDir, path), await libraryFlagImage(flag.slug));
			return path;
		}),
	);
}
