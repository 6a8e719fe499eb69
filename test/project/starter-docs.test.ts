/**
 * What the docs say the starter's astro.config.mjs does, it does: each paragraph that names the
 * starter's config and an environment variable (`CARDS=on`) or a site option (`cards: true`)
 * finds that variable read (`process.env.CARDS`) or that option written in
 * starter/astro.config.mjs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const config = read('starter/astro.config.mjs');

/** The Markdown files a site's maintainer reads. */
const DOCS = [
	'README.md',
	'starter/README.md',
	'starter/CONTRIBUTING.md',
	...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
		.filter((path) => path.endsWith('.md'))
		.map((path) => join('docs', path)),
];

/** The variables and options a paragraph names for the starter's astro.config.mjs. */
function namedForStarter(paragraph: string): { variables: string[]; options: string[] } {
	const text = paragraph.replace(/\s+/g, ' ');
	if (!/starter/i.test(text) || !text.includes('astro.config.mjs'))
		return { variables: [], options: [] };
	const code = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
	return {
		variables: code.flatMap((span) => /^([A-Z][A-Z0-9_]*)=/.exec(span)?.[1] ?? []),
		options: code.flatMap((span) => /^([a-z][A-Za-z]*): \S/.exec(span)?.[1] ?? []),
	};
}

const named = DOCS.flatMap((file) =>
	read(file)
		.split(/\n\s*\n/)
		.map((paragraph) => ({ file, ...namedForStarter(paragraph) })),
);

describe("the docs and the starter's astro.config.mjs", () => {
	test('each variable the docs name for it is read there', () => {
		const variables = named.flatMap(({ file, variables }) => variables.map((name) => [file, name]));
		expect(variables).toContainEqual(['docs/guides/profiles.md', 'CARDS']);
		for (const [file, name] of variables)
			expect(config, `${file} names ${name}`).toContain(`process.env.${name}`);
	});

	test('each option the docs name for it is written there', () => {
		const options = named.flatMap(({ file, options }) => options.map((name) => [file, name]));
		expect(options).toContainEqual(['docs/guides/profiles.md', 'cards']);
		for (const [file, name] of options)
			expect(config, `${file} names ${name}`).toMatch(new RegExp(`^\\s*${name}:`, 'm'));
	});

	test('finds what a paragraph names only where it names the starter and its config', () => {
		expect(
			namedForStarter("With `cards: true` (or `CARDS=on` in the starter's\n`astro.config.mjs`)"),
		).toEqual({ variables: ['CARDS'], options: ['cards'] });
		expect(namedForStarter('Set `SITE_URL=https://example.org` in astro.config.mjs')).toEqual({
			variables: [],
			options: [],
		});
	});
});

describe("what an unknown user gets on GitHub Pages, the starter's default host", () => {
	test("README says it as the deploy guide's host table does: the HTML 404 page", () => {
		const pages = read('docs/guides/deploy.md')
			.split('\n')
			.find((line) => line.startsWith('| GitHub Pages'));
		expect(pages).toContain('unknown refs get the HTML 404');
		const readme = read('README.md').replace(/\s+/g, ' ');
		expect(readme).toContain(
			"On GitHub Pages, the starter's default host, an unknown user gets the site's HTML 404 page instead",
		);
	});
});
