import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { FLAG_SLUGS } from '../../src/schemas/flags.ts';
import { FLAG_LIBRARY, flagAlt, libraryFlag } from '../../src/views/drawings/flag-library.ts';
import { ICON_SLUGS } from '../../src/schemas/icons.ts';
import { flagSheet, flagSvg } from '../../src/views/drawings/flag-drawings.ts';
import { ICON_DRAWINGS, iconSheet } from '../../src/views/drawings/icon-drawings.ts';
import { ROOT } from '../helpers/run.ts';

describe('the flag library', () => {
	test('holds the flags issue 35 names, each once, with a name and stripes of real colours', () => {
		for (const slug of [
			'pride',
			'progress-pride',
			'transgender',
			'nonbinary',
			'genderqueer',
			'genderfluid',
			'agender',
			'bigender',
			'demigirl',
			'demiboy',
			'intersex',
			'lesbian',
			'gay',
			'bisexual',
			'pansexual',
			'asexual',
			'aromantic',
			'aroace',
			'demisexual',
			'polyamorous',
			'two-spirit',
		])
			expect(FLAG_SLUGS).toContain(slug);
		expect(FLAG_LIBRARY.length).toBeGreaterThanOrEqual(25);
		expect(new Set(FLAG_SLUGS).size).toBe(FLAG_SLUGS.length);
		// The slugs a profile may name are the library's, in its order (the editor lists them so).
		expect(FLAG_LIBRARY.map((flag) => flag.slug)).toEqual(FLAG_SLUGS);
		for (const flag of FLAG_LIBRARY) {
			expect(flag.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
			for (const stripe of flag.stripes) expect(stripe).toMatch(/^#[0-9a-f]{6} [a-z ]+$/);
		}
	});

	test.each([
		[
			'transgender',
			'Transgender flag: horizontal stripes of light blue, pink, white, pink and light blue',
		],
		['bisexual', 'Bisexual flag: horizontal stripes of magenta, purple and blue'],
		['intersex', 'Intersex flag: a yellow field, with a purple ring in the middle'],
	] as const)('says %s in words for its alt text', (slug, alt) => {
		expect(flagAlt(libraryFlag(slug))).toBe(alt);
	});

	test.each(FLAG_SLUGS)('draws %s as an SVG a renderer reads, 3:2', async (slug) => {
		const svg = flagSvg(slug).replace(
			'<svg ',
			'<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" ',
		);
		expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({
			format: 'svg',
			width: 30,
			height: 20,
		});
		expect(svg).toContain(`aria-label="${flagAlt(libraryFlag(slug))}"`);
	});
});

describe('the docs pictures', () => {
	test('docs/images/icons.svg shows every icon of the set (regenerate with iconSheet)', async () => {
		expect(Object.keys(ICON_DRAWINGS)).toEqual([...ICON_SLUGS]);
		expect(await readFile(join(ROOT, 'docs/images/icons.svg'), 'utf8')).toBe(iconSheet(ICON_SLUGS));
	});

	test('docs/images/flags.svg shows every library flag (regenerate with flagSheet)', async () => {
		expect(await readFile(join(ROOT, 'docs/images/flags.svg'), 'utf8')).toBe(flagSheet(FLAG_SLUGS));
	});

	test('the references list every icon and flag', async () => {
		const icons = await readFile(join(ROOT, 'docs/reference/icons.md'), 'utf8');
		for (const slug of ICON_SLUGS) expect(icons).toContain(`\`${slug}\``);
		const flags = await readFile(join(ROOT, 'docs/reference/flags.md'), 'utf8');
		for (const flag of FLAG_LIBRARY) expect(flags).toContain(`| \`${flag.slug}\` | ${flag.name} |`);
	});
});
