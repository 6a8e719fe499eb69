/**
 * Right-to-left pages (the `locale` option, e.g. he) mirror the layout only
 * if no style names a physical side: every stylesheet and component style
 * uses logical properties (margin-inline-start, inset-inline-start,
 * border-inline-start, text-align: start), never left or right.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

/** Declarations that fix a side of the page (ignoring comments). */
const PHYSICAL =
	/(?:^|[\s;{])((?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)\b[\w-]*\s*:|(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b)/gm;

/** The physical declarations of a stylesheet or an .astro file's <style>. */
export function physicalSides(css: string): string[] {
	const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
	return [...code.matchAll(PHYSICAL)].map((match) => match[1]!.trim());
}

const FILES = ['src/styles', 'src/components', 'src/layouts', 'src/routes'].flatMap((dir) =>
	readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && /\.(css|astro)$/.test(entry.name))
		.map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
);

describe('styles for right-to-left pages', () => {
	test.each(FILES)('%s names no physical side', (file) => {
		const text = readFileSync(join(ROOT, file), 'utf8');
		const styles = file.endsWith('.astro')
			? [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n')
			: text;
		expect(physicalSides(styles)).toEqual([]);
	});

	test('finds each kind of physical declaration, and not the logical ones', () => {
		expect(
			physicalSides(
				'.a { margin-left: 1rem; padding-right: 0; border-left-color: red; left: 0; right: 1px; text-align: right; float: left }\n.b { margin-inline-start: 1rem; inset-inline-end: 0; text-align: start; /* left: 0 */ }',
			),
		).toEqual([
			'margin-left:',
			'padding-right:',
			'border-left-color:',
			'left:',
			'right:',
			'text-align: right',
			'float: left',
		]);
	});
});
