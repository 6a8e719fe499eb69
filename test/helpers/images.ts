/** Images made for the avatar tests (content/validate and publish alike). */
import sharp from 'sharp';

/** A solid image of one colour, in a given format. */
export function solid(
	format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff',
	width = 64,
	height = 64,
	background = '#c04080',
) {
	return sharp({ create: { width, height, channels: 3, background } })
		[format]()
		.toBuffer();
}

/** Random pixels: they compress badly, so the data fills most of the file and a cut lands in it. */
export function noise(format: 'png' | 'jpeg', width = 256, height = 256) {
	const pixels = Buffer.alloc(width * height * 3);
	for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 2654435761) >>> 24;
	return sharp(pixels, { raw: { width, height, channels: 3 } })
		[format]()
		.toBuffer();
}
