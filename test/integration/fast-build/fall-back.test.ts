/**
 * The fall-back rules of a content-only rebuild (fast-build/fall-back.ts): each input that shapes
 * the output besides the profiles, changed on a real site folder, means a full build and says
 * which in one line; a profile changed alone does not; a record that cannot be trusted means a
 * full build.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
	buildInputsOf,
	fullBuildReason,
	recordedInputs,
	saveInputs,
} from '../../../src/integration/fast-build/fall-back.ts';

let root: string;
let pkg: string;
const site = () => ({
	root,
	publicDir: join(root, 'public'),
	packageDir: pkg,
	packageVersion: '0.2.0',
	astroVersion: '7.3.4',
	settings: {},
});
const inputs = (
	over: { packageVersion?: string; astroVersion?: string; settings?: unknown } = {},
) =>
	buildInputsOf({
		root,
		publicDir: join(root, 'public'),
		packageDir: pkg,
		packageVersion: over.packageVersion ?? '0.2.0',
		astroVersion: over.astroVersion ?? '7.3.4',
		settings: over.settings ?? { options: { locale: 'en' }, site: 'https://example.org' },
	});
const put = (path: string, text: string) => {
	mkdirSync(join(path, '..'), { recursive: true });
	writeFileSync(path, text);
};

beforeEach(() => {
	root = mkdtempSync(join(tmpdir(), 'fall-back-'));
	pkg = join(root, 'node_modules', 'staticnouns', 'lib');
	put(join(pkg, 'index.js'), 'export {};\n');
	put(join(root, 'astro.config.mjs'), 'export default {};\n');
	put(join(root, 'package.json'), '{"name":"site"}\n');
	put(join(root, 'package-lock.json'), '{}\n');
	put(join(root, 'src', 'pages', 'about.astro'), '<p>About</p>\n');
	put(join(root, 'src', 'content', 'i18n', 'de.json'), '{"site.title":"Profile"}\n');
	put(join(root, 'public', 'logo.svg'), '<svg/>\n');
	put(join(root, 'content', 'users', 'robin.md'), '---\nnames: [Robin]\n---\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('fullBuildReason', () => {
	test('a profile changed, added or removed alone: no full build', () => {
		const before = inputs();
		put(join(root, 'content', 'users', 'robin.md'), '---\nnames: [Robin, Rob]\n---\n');
		put(join(root, 'content', 'users', 'sam.md'), '---\nnames: [Sam]\n---\n');
		expect(fullBuildReason(before, inputs())).toBeUndefined();
	});

	test('no record: a full build', () => {
		expect(fullBuildReason(undefined, inputs())).toMatchInlineSnapshot(
			`"full build: no earlier full build recorded"`,
		);
	});

	test.each([
		['the package version', () => ({ packageVersion: '0.3.0' })],
		['the package code', () => (put(join(pkg, 'index.js'), 'export const a = 1;\n'), {})],
		['Astro', () => ({ astroVersion: '7.4.0' })],
		['a page of src/', () => (put(join(root, 'src', 'pages', 'about.astro'), '<p>Us</p>\n'), {})],
		['a new page in src/', () => (put(join(root, 'src', 'pages', 'new.astro'), '<p/>\n'), {})],
		['a component override', () => (put(join(root, 'src', 'Avatar.astro'), '<b/>\n'), {})],
		['astro.config.mjs', () => (put(join(root, 'astro.config.mjs'), '//\n'), {})],
		['the lockfile', () => (put(join(root, 'package-lock.json'), '{"a":1}\n'), {})],
		['the words', () => (put(join(root, 'src', 'content', 'i18n', 'de.json'), '{}\n'), {})],
		[
			'the options',
			() => ({ settings: { options: { locale: 'de' }, site: 'https://example.org' } }),
		],
		['a file of public/', () => (put(join(root, 'public', 'logo.svg'), '<svg></svg>\n'), {})],
		['a new file in public/', () => (put(join(root, 'public', 'a', 'b.txt'), 'b\n'), {})],
	])('%s changed: a full build', (_, change) => {
		const before = inputs();
		expect(fullBuildReason(before, inputs(change()))).toMatch(/^full build: /);
	});

	test('each reason line names what changed', () => {
		const before = inputs();
		const lines = [
			fullBuildReason(before, inputs({ packageVersion: '0.3.0' })),
			fullBuildReason(before, { ...before, packageCode: 'x' }),
			fullBuildReason(before, inputs({ astroVersion: '7.4.0' })),
			fullBuildReason(before, { ...before, siteCode: 'x' }),
			fullBuildReason(before, { ...before, words: 'x' }),
			fullBuildReason(before, { ...before, options: 'x' }),
			fullBuildReason(before, { ...before, publicFiles: 'x' }),
		];
		expect(lines).toMatchInlineSnapshot(`
			[
			  "full build: staticnouns was updated (0.2.0 → 0.3.0)",
			  "full build: staticnouns's code changed",
			  "full build: Astro or Node was updated",
			  "full build: the site's code changed (src/, astro.config, package.json, tsconfig.json or the lockfile)",
			  "full build: the site's words changed (src/content/i18n/)",
			  "full build: the site's options changed (astro.config)",
			  "full build: public/ changed",
			]
		`);
	});

	test('a word changed is the words, not the code', () => {
		const before = inputs();
		put(join(root, 'src', 'content', 'i18n', 'de.json'), '{"site.title":"Leute"}\n');
		expect(fullBuildReason(before, inputs())).toBe(
			"full build: the site's words changed (src/content/i18n/)",
		);
	});

	test("a site with its srcDir elsewhere: its own page there changed is the site's code", () => {
		const srcDir = join(root, 'site');
		put(join(srcDir, 'pages', 'about.astro'), '<p>About</p>\n');
		const before = buildInputsOf({ ...site(), srcDir });
		put(join(srcDir, 'pages', 'about.astro'), '<p>About us</p>\n');
		expect(fullBuildReason(before, buildInputsOf({ ...site(), srcDir }))).toMatch(
			/^full build: the site's code changed/,
		);
	});
});

describe('the record', () => {
	test('read back as saved', () => {
		const file = join(root, 'cache', 'full-build.json');
		saveInputs(file, inputs());
		expect(fullBuildReason(recordedInputs(file), inputs())).toBeUndefined();
	});

	test.each([
		['missing', () => undefined],
		['not JSON', (file: string) => writeFileSync(file, '{')],
		['a part missing', (file: string) => writeFileSync(file, '{"packageVersion":"0.2.0"}')],
		['an extra key', (file: string) => writeFileSync(file, JSON.stringify({ ...inputs(), x: '' }))],
		['too large', (file: string) => writeFileSync(file, ' '.repeat(64 * 1024 + 1))],
	])('%s: no record, a full build', (_, spoil) => {
		const file = join(root, 'cache', 'full-build.json');
		mkdirSync(join(root, 'cache'), { recursive: true });
		spoil(file);
		expect(recordedInputs(file)).toBeUndefined();
	});

	test('a link to a record is not followed', () => {
		const real = join(root, 'elsewhere.json');
		saveInputs(real, inputs());
		mkdirSync(join(root, 'cache'), { recursive: true });
		symlinkSync(real, join(root, 'cache', 'full-build.json'));
		expect(recordedInputs(join(root, 'cache', 'full-build.json'))).toBeUndefined();
	});
});
