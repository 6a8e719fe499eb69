/**
 * Node's version is stated once: package.json's engines.node, the oldest
 * Node staticnouns runs on. Everything else derives from it (the CLI's
 * check reads it), names it without a number (the docs), or says nothing
 * (no .nvmrc, no NODE_VERSION for hosts, whose Node only runs npm: the
 * project's scripts run on the `node` package, which must satisfy it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const pkg = JSON.parse(read('package.json'));
const engines: string = pkg.engines.node;

/** [major, minor, patch] of a version such as "26.10.0". */
function parts(version: string): number[] {
	return version.split('.').map(Number);
}

/** Whether a version is at least the minimum, part by part. */
function atLeast(version: number[], minimum: number[]): boolean {
	for (let i = 0; i < minimum.length; i++) {
		if ((version[i] ?? 0) !== minimum[i]) return (version[i] ?? 0) > minimum[i]!;
	}
	return true;
}

/**
 * A statement of a Node version in prose: "Node 20 or newer", "Node.js 22.18".
 * The benchmark's machine line ("Node v26.10.0") records what a run used, so
 * a "v" version is a measurement, not a requirement.
 */
const STATED_IN_PROSE = /\bNode(?:\.js)?\s+(?:>=\s*)?\d+(?:\.\d+)*/;

describe("Node's version", () => {
	test('is stated in package.json as engines.node, a minimum ">=MAJOR.MINOR.PATCH"', () => {
		expect(engines).toMatch(/^>=\d+\.\d+\.\d+$/);
	});

	test('the Node the scripts run on (the `node` package) is pinned exactly and satisfies engines.node', () => {
		const pinned: string | undefined = pkg.dependencies?.node ?? pkg.devDependencies?.node;
		expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
		expect(
			atLeast(parts(pinned!), parts(engines.slice(2))),
			`node ${pinned} is older than engines.node ${engines}`,
		).toBe(true);
	});

	test('is not stated again in version files, host settings or workflows', () => {
		for (const file of ['.nvmrc', '.node-version', '.tool-versions'])
			expect(existsSync(join(ROOT, file)), file).toBe(false);
		expect(read('netlify.toml')).not.toMatch(/^\s*NODE_VERSION\s*=/m);
		for (const file of readdirSync(join(ROOT, '.github/workflows'))) {
			const workflow = read(join('.github/workflows', file));
			expect(workflow, file).not.toMatch(/^\s*node-version:/m);
			for (const match of workflow.matchAll(/^\s*node-version-file:\s*(\S+)/gm))
				expect(match[1], file).toBe('package.json');
		}
	});

	test('is not stated in the docs, which point at package.json instead', () => {
		const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter(
			(path) => path.endsWith('.md'),
		);
		for (const file of [
			'README.md',
			'CONTRIBUTING.md',
			'deploy/README.md',
			...docs.map((path) => join('docs', path)),
		]) {
			const stated = read(file)
				.split('\n')
				.filter((line) => STATED_IN_PROSE.test(line));
			expect(stated, file).toEqual([]);
		}
	});

	test.each([
		['Node 20 or newer', true],
		['needs Node 22.18', true],
		['Node.js >= 22', true],
		['Node v26.10.0, Hugo v0.111.3', false],
		['the Node the scripts run on', false],
	])('%j counts as a statement: %s', (line, stated) => {
		expect(STATED_IN_PROSE.test(line)).toBe(stated);
	});

	test('the CLI takes its minimum from engines.node, with no version of its own', () => {
		const bin = read('bin/staticnouns.mjs');
		expect(bin).toContain(
			"var pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));\nvar engines = pkg.engines.node;",
		);
		// No version number of its own: the source's need for type stripping is asked of Node
		// (process.features).
		const code = bin
			.split('\n')
			.filter((line) => !line.trimStart().startsWith('//'))
			.join('\n');
		expect(code.match(/\b\d{2}\.\d+|major [<=]+ \d|minor [<=]+ \d/g)).toBeNull();
	});

	test("the starter's Node is the one the repository develops on, and staticnouns runs on it", () => {
		const starter = JSON.parse(read('starter/package.json'));
		expect(existsSync(join(ROOT, 'starter/.nvmrc'))).toBe(false);
		expect(starter.devDependencies.node).toBe(pkg.devDependencies.node);
		expect(atLeast(parts(starter.devDependencies.node), parts(engines.slice(2)))).toBe(true);
	});
});
