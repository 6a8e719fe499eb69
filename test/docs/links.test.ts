/**
 * Every relative link in README.md and docs/ leads somewhere: the file
 * exists, and a #anchor names a heading (or an explicit id) of the Markdown
 * file it points into, as GitHub makes them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const markdown = new MarkdownIt({ html: true });
type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

/** README.md and every Markdown file under docs/, relative to the root. */
function documents(): string[] {
	const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter(
		(path) => path.endsWith('.md'),
	);
	return ['README.md', ...docs.map((path) => join('docs', path)).sort()];
}

/** The link and image targets of a Markdown text, outside code. */
export function linkTargets(text: string): string[] {
	const targets: string[] = [];
	const visit = (tokens: Token[]): void => {
		for (const token of tokens) {
			if (token.type === 'link_open') targets.push(String(token.attrGet('href') ?? ''));
			if (token.type === 'image') targets.push(String(token.attrGet('src') ?? ''));
			if (token.children) visit(token.children);
		}
	};
	visit(markdown.parse(text, {}));
	return targets;
}

/**
 * The anchors GitHub gives a Markdown text's headings (lower case, punctuation
 * dropped, spaces as hyphens, repeats numbered), and explicit ids.
 *
 * @example
 * anchors('## Host limits\n## Host limits') // Set { 'host-limits', 'host-limits-1' }
 */
export function anchors(text: string): Set<string> {
	const found = new Set<string>();
	const seen = new Map<string, number>();
	const tokens = markdown.parse(text, {});
	tokens.forEach((token, index) => {
		if (token.type !== 'heading_open') return;
		const inline = tokens[index + 1]!;
		const words = (inline.children ?? [])
			.map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
			.join('');
		const slug = words
			.trim()
			.toLowerCase()
			.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
			.replace(/ /g, '-');
		const count = seen.get(slug) ?? 0;
		seen.set(slug, count + 1);
		found.add(count ? `${slug}-${count}` : slug);
	});
	for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(match[1]!);
	return found;
}

/** The relative links of `file` (relative to root) that lead nowhere, each with the reason. */
export function brokenLinks(root: string, file: string, text: string): string[] {
	const broken: string[] = [];
	for (const target of linkTargets(text)) {
		// Absolute addresses (https:, mailto:) are not this test's business.
		if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
		const [path = '', anchor] = target.split('#', 2);
		const to = path ? resolve(root, dirname(file), decodeURIComponent(path)) : resolve(root, file);
		if (relative(root, to).startsWith('..')) {
			broken.push(`${target}: outside the repository`);
			continue;
		}
		if (!existsSync(to)) {
			broken.push(`${target}: no such file`);
			continue;
		}
		// A link within the file checks the text given, which may not be saved yet.
		const targetText = (): string => (path ? readFileSync(to, 'utf8') : text);
		if (anchor && to.endsWith('.md') && !anchors(targetText()).has(decodeURIComponent(anchor))) {
			broken.push(`${target}: no heading with the anchor #${anchor} in ${relative(root, to)}`);
		}
	}
	return broken;
}

describe('relative links', () => {
	test.each(documents())('in %s all lead somewhere', (file) => {
		expect(brokenLinks(ROOT, file, readFileSync(join(ROOT, file), 'utf8'))).toEqual([]);
	});

	test('a missing file, a missing anchor and a link out of the repository are found; code and web addresses are left alone', () => {
		const text = [
			'[ok](docs/README.md) [ok](#here) [ok](https://example.org/nowhere) [ok](mailto:a@example.org)',
			'[gone](docs/nowhere.md) [gone](#nowhere) [gone](docs/README.md#nowhere) [out](../../etc/passwd)',
			'![gone](docs/missing.png) `[code](nowhere.md)`',
			'```\n[fenced](nowhere.md)\n```',
			'## Here',
		].join('\n\n');
		expect(brokenLinks(ROOT, 'README.md', text)).toEqual([
			'docs/nowhere.md: no such file',
			'#nowhere: no heading with the anchor #nowhere in README.md',
			'docs/README.md#nowhere: no heading with the anchor #nowhere in docs/README.md',
			'../../etc/passwd: outside the repository',
			'docs/missing.png: no such file',
		]);
	});

	test.each([
		['## Host limits', 'host-limits'],
		['## S3 + CloudFront (notes, not tested here)', 's3--cloudfront-notes-not-tested-here'],
		["### GitHub's `npm run docs`", 'githubs-npm-run-docs'],
		['## What grows with N', 'what-grows-with-n'],
		['# キット', 'キット'],
	])('the heading %j has the anchor %j', (heading, anchor) => {
		expect(anchors(heading)).toEqual(new Set([anchor]));
	});

	test('a repeated heading gets a numbered anchor, and an explicit id counts', () => {
		expect(anchors('## Notes\n\n## Notes\n\n<a id="top"></a>')).toEqual(
			new Set(['notes', 'notes-1', 'top']),
		);
	});
});

describe('README.md', () => {
	test('is at most 150 lines', () => {
		expect(
			readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length,
		).toBeLessThanOrEqual(150);
	});
});
