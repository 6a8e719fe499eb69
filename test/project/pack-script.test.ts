/**
 * `npm pack` in a fresh clone, on whatever Node runs npm: prepack and postpack go through
 * scripts/pack.mjs, which installs the project first when nothing is installed (npm ci, through
 * the npm that runs it) and then runs scripts/build-package.ts on the project's own Node (first on
 * PATH from node_modules/.bin). Run here in a copy with a stand-in npm and Node that record what
 * they were asked.
 */
import { execFileSync } from 'node:child_process';
import {
	chmodSync,
	cpSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
let temp: string;

/** Makes node_modules/.bin/node (a script logging its arguments) and typescript's tsc. */
const INSTALL = `
const { mkdirSync, writeFileSync, chmodSync, appendFileSync } = require('node:fs');
appendFileSync('log', 'npm ' + process.argv.slice(2).join(' ') + '\\n');
mkdirSync('node_modules/.bin', { recursive: true });
mkdirSync('node_modules/typescript/bin', { recursive: true });
writeFileSync('node_modules/typescript/bin/tsc', '');
writeFileSync('node_modules/.bin/node', '#!/bin/sh\\necho "project node $*" >> log\\n');
chmodSync('node_modules/.bin/node', 0o755);
`;

function pack(...args: string[]): string {
	execFileSync(process.execPath, [join(temp, 'scripts/pack.mjs'), ...args], {
		cwd: temp,
		env: { ...process.env, npm_execpath: join(temp, 'fake-npm.cjs') },
		stdio: 'pipe',
	});
	return readFileSync(join(temp, 'log'), 'utf8').replaceAll(temp, '<clone>');
}

beforeEach(() => {
	temp = mkdtempSync(join(tmpdir(), 'staticnouns-pack-'));
	mkdirSync(join(temp, 'scripts'));
	cpSync(join(ROOT, 'scripts/pack.mjs'), join(temp, 'scripts/pack.mjs'));
	writeFileSync(join(temp, 'package.json'), '{"type":"module"}');
	writeFileSync(join(temp, 'fake-npm.cjs'), INSTALL);
	writeFileSync(join(temp, 'log'), '');
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

describe('npm pack', () => {
	test('runs its build through scripts/pack.mjs, not on the Node that runs npm', () => {
		expect(pkg.scripts.prepack).toBe('node scripts/pack.mjs');
		expect(pkg.scripts.postpack).toBe('node scripts/pack.mjs clean');
	});

	test('in a fresh clone installs the project with npm ci first, then builds on its Node', () => {
		expect(pack()).toMatchInlineSnapshot(`
			"npm ci --no-audit --no-fund
			project node <clone>/scripts/build-package.ts
			"
		`);
	});

	test('once installed, only builds, and cleans on its Node', () => {
		execFileSync(process.execPath, [join(temp, 'fake-npm.cjs')], { cwd: temp });
		writeFileSync(join(temp, 'log'), '');
		chmodSync(join(temp, 'node_modules/.bin/node'), 0o755);
		pack();
		expect(pack('clean')).toMatchInlineSnapshot(`
			"project node <clone>/scripts/build-package.ts
			project node <clone>/scripts/build-package.ts clean
			"
		`);
	});

	test('cleaning where nothing was installed or built does nothing', () => {
		expect(pack('clean')).toBe('');
	});

	test("needs no Astro to run init: Astro is an optional peer, which npx then leaves out (the site's package.json lists it)", () => {
		expect(pkg.peerDependenciesMeta).toEqual({ astro: { optional: true } });
		const starter = JSON.parse(readFileSync(join(ROOT, 'starter/package.json'), 'utf8'));
		expect(starter.dependencies.astro).toBe(pkg.peerDependencies.astro);
	});
});
