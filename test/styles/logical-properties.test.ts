/**
 * Right-to-left pages (the `locale` option, e.g. he) mirror the layout only
 * if no style names a physical side: every stylesheet, component style and
 * style attribute uses logical properties (margin-inline-start,
 * inset-inline-start, border-inline-start, border-start-start-radius,
 * text-align: start), never left or right, and no four-value shorthand
 * gives left and right different values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

/** Declarations that fix a side of the page (ignoring comments). */
const PHYSICAL =
	/(?:^|[\s;{"'])((?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)\b[\w-]*\s*:|border-(?:top|bottom)-(?:left|right)-radius\s*:|(?:left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b)/gm;

/** Shorthands whose four values run top, right, bottom, left. */
const SHORTHAND =
	/(?:^|[\s;{"'])((margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding|border-radius)\s*:\s*([^;}"']+))/gm;

/** A four-value shorthand whose two sides differ: top-right/left or, for corners, the two pairs. */
function lopsided(property: string, value: string): boolean {
	const values = value
		.replace(/!important/, '')
		.trim()
		.split(/\s+/);
	if (values.length !== 4 || value.includes('/')) return false;
	const [a, b, c, d] = values;
	return property === 'border-radius' ? a !== b || c !== d : b !== d;
}

/** The physical declarations of a stylesheet, an .astro file's <style> or a style attribute. */
export function physicalSides(css: string): string[] {
	const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
	const sides = [...code.matchAll(PHYSICAL)].map((match) => match[1]!.trim());
	for (const match of code.matchAll(SHORTHAND))
		if (lopsided(match[2]!, match[3]!)) sides.push(match[1]!.trim());
	return sides;
}

/**
 * The styles of a file: all of a stylesheet; an .astro file's <style> blocks and style attributes.
 */
export function stylesOf(file: string, text: string): string {
	if (!file.endsWith('.astro')) return text;
	const blocks = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
	const markup = text.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
	const attributes = [...markup.matchAll(/\bstyle=(?:"([^"]*)"|'([^']*)'|\{`([^`]*)`\})/g)].map(
		(match) => `{${match[1] ?? match[2] ?? match[3]}}`,
	);
	return [...blocks, ...attributes].join('\n');
}

const FILES = ['src/styles', 'src/components', 'src/layouts', 'src/routes'].flatMap((dir) =>
	readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && /\.(css|astro)$/.test(entry.name))
		.map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
);

describe('styles for right-to-left pages', () => {
	test('reads the stylesheets and every component, layout and route', () => {
		expect(FILES).toContain('src/styles/global.css');
		expect(FILES).toContain('src/styles/status.css');
		expect(FILES.filter((file) => file.startsWith('src/components/')).length).toBeGreaterThan(10);
	});

	test.each(FILES)('%s names no physical side', (file) => {
		expect(physicalSides(stylesOf(file, readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
	});

	test('finds each kind of physical declaration, and not the logical ones', () => {
		expect(
			physicalSides(
				'.a { margin-left: 1rem; padding-right: 0; border-left-color: red; left: 0; right: 1px; text-align: right; float: left; clear: right; border-top-left-radius: 2px; scroll-margin-right: 1rem }\n.b { margin-inline-start: 1rem; inset-inline-end: 0; text-align: start; border-start-end-radius: 2px; /* left: 0 */ }',
			),
		).toEqual([
			'margin-left:',
			'padding-right:',
			'border-left-color:',
			'left:',
			'right:',
			'text-align: right',
			'float: left',
			'clear: right',
			'border-top-left-radius:',
			'scroll-margin-right:',
		]);
	});

	test('finds four-value shorthands whose left and right differ, and passes the even ones', () => {
		expect(
			physicalSides(
				'.a { margin: 0 1rem 0 2rem; padding: 1px 2px 3px 4px !important; inset: 0 auto 0 0; border-width: 0 0 0 4px; border-radius: 4px 0 0 4px }\n.b { margin: 0 1rem 0 1rem; padding: 1px 2px 3px 2px; margin: 0 auto; padding: 1rem 2rem 3rem; border-radius: 4px 4px 0 0; border-radius: 50% / 10% }',
			),
		).toEqual([
			'margin: 0 1rem 0 2rem',
			'padding: 1px 2px 3px 4px !important',
			'inset: 0 auto 0 0',
			'border-width: 0 0 0 4px',
			'border-radius: 4px 0 0 4px',
		]);
	});

	test('reads the <style> blocks and style attributes of a component, not its markup', () => {
		const astro = [
			'---\nconst left = 1;\n---',
			'<p class="left">right: here is text</p>',
			'<div style="margin-left: 1rem"></div>',
			"<span style='float: right'></span>",
			'<i style={`padding-right: ${left}px`}></i>',
			'<style>\n.a { text-align: left }\n</style>',
		].join('\n');
		expect(physicalSides(stylesOf('x.astro', astro))).toEqual([
			'text-align: left',
			'margin-left:',
			'float: right',
			'padding-right:',
		]);
	});
});
