/**
 * Where a new site installs staticnouns from (init --from, or where the
 * running package came from): written so the maintainer's shell and the
 * site's workflows install it the same way.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { chooseSource, installedFrom, packageSource } from '../../src/authoring/package-source.ts';

const temp = mkdtempSync(join(tmpdir(), 'staticnouns-source-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
writeFileSync(join(temp, 'staticnouns-0.2.0.tgz'), 'x');

describe('packageSource', () => {
	test.each([
		['npm', { kind: 'registry', spec: '^0.2.0' }],
		['', { kind: 'registry', spec: '^0.2.0' }],
		['~0.2.1', { kind: 'registry', spec: '~0.2.1' }],
		['staticnouns@latest', { kind: 'registry', spec: 'latest' }],
		[
			'git+https://github.com/org/staticnouns.git#v0.2.0',
			{ kind: 'git', spec: 'git+https://github.com/org/staticnouns.git#v0.2.0' },
		],
		['git+file:///srv/staticnouns', { kind: 'git', spec: 'git+file:///srv/staticnouns' }],
		[
			'github:org/staticnouns#semver:^0.2.0',
			{ kind: 'git', spec: 'github:org/staticnouns#semver:^0.2.0' },
		],
		[
			'https://example.org/staticnouns.git',
			{ kind: 'git', spec: 'https://example.org/staticnouns.git' },
		],
		[
			'./staticnouns-0.2.0.tgz',
			{
				kind: 'tarball',
				spec: 'file:staticnouns-0.2.0.tgz',
				from: join(temp, 'staticnouns-0.2.0.tgz'),
				name: 'staticnouns-0.2.0.tgz',
			},
		],
		[
			'file:staticnouns-0.2.0.tgz',
			{
				kind: 'tarball',
				spec: 'file:staticnouns-0.2.0.tgz',
				from: join(temp, 'staticnouns-0.2.0.tgz'),
				name: 'staticnouns-0.2.0.tgz',
			},
		],
		['.', { kind: 'folder', spec: `file:${temp}` }],
		['./nothing.tgz', './nothing.tgz is no tarball (.tgz) or folder on this computer'],
	])('reads %j', (from, expected) => {
		expect(packageSource(from, temp, '0.2.0')).toEqual(expected);
	});
});

describe('chooseSource', () => {
	const project = join(temp, '_npx/abc');
	const root = join(project, 'node_modules/staticnouns');
	mkdirSync(root, { recursive: true });

	test.each([
		['../../staticnouns-0.2.0.tgz', 'tarball', 'file:staticnouns-0.2.0.tgz'],
		[
			'git+ssh://git@github.com/org/staticnouns.git',
			'git',
			'git+ssh://git@github.com/org/staticnouns.git',
		],
		// npx staticnouns: whatever range npx wrote, the site starts on this version.
		['*', 'registry', '^0.2.0'],
	])('detects the source npx installed the package from (%s)', (spec, kind, written) => {
		writeFileSync(
			join(project, 'package.json'),
			JSON.stringify({ dependencies: { staticnouns: spec } }),
		);
		expect(installedFrom(root)).toEqual({ spec, project });
		expect(chooseSource(undefined, '/', root, '0.2.0')).toMatchObject({
			source: { kind, spec: written },
			detected: true,
		});
	});

	test('takes --from over the detected source, and the registry when nothing is known', () => {
		expect(chooseSource('npm', '/', root, '0.2.0')).toEqual({
			source: { kind: 'registry', spec: '^0.2.0' },
			detected: false,
		});
		expect(chooseSource(undefined, '/', temp, '0.2.0')).toEqual({
			source: { kind: 'registry', spec: '^0.2.0' },
			detected: false,
		});
	});
});
