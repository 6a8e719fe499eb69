import { describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { flagImagePath, libraryFlagImage, ownFlagHash } from '../../src/publish/flag-images.ts';

describe('flag image addresses', () => {
	test('a hash is the image at media/flags/{hash}.webp', () => {
		expect(flagImagePath('transgender')).toBe('media/flags/transgender.webp');
	});

	test.each([
		['media/flags/0123456789abcdef0123.webp', '0123456789abcdef0123'],
		['media/users/x/0123456789abcdef0123.webp', undefined],
		['media/flags/../x.webp', undefined],
		[undefined, undefined],
	])('the hash of an own flag image published at %s is %s', (src, hash) => {
		expect(ownFlagHash(src)).toBe(hash);
	});
});

describe('libraryFlagImage', () => {
	test("a flag image's size, the same bytes each time, the drawing's colours", async () => {
		const [first, second] = await Promise.all([
			libraryFlagImage('transgender'),
			libraryFlagImage('transgender'),
		]);
		expect(first.equals(second)).toBe(true);
		const { data, info } = await sharp(first).raw().toBuffer({ resolveWithObject: true });
		expect([info.width, info.height]).toEqual([300, 200]);
		// The top stripe is the flag's light blue (#5bcefa), give or take the encoding.
		const [r, g, b] = [data[0]!, data[1]!, data[2]!];
		expect(Math.abs(r - 0x5b) + Math.abs(g - 0xce) + Math.abs(b - 0xfa)).toBeLessThan(30);
	});
});
