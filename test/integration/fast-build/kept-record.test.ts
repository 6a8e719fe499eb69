/**
 * The record that vouches for a kept full build (fast-build/kept-record.ts): read back under the
 * key it was sealed with, never under another, never edited, never through a link; and the digests
 * of the assets Astro wrote, which the fast path checks before linking them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
	assetDigests,
	keptBuild,
	keptPlaces,
	saveKept,
	type Kept,
} from '../../../src/integration/fast-build/kept-record.ts';

let dir: string;
const key = Buffer.alloc(32, 1);
const kept: Kept = {
	inputs: {
		packageVersion: '0.2.0',
		packageCode: 'a',
		runtime: 'astro 7.3.4, node v26.10.0',
		siteCode: 'b',
		words: 'c',
		options: 'd',
		publicFiles: 'e',
	},
	kept: 'f',
	assets: [['_astro/edit.B1x.js', 'g']],
};

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'kept-record-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('keptBuild', () => {
	test('read back under the key it was sealed with', () => {
		saveKept(join(dir, 'record.json'), kept, key);
		expect(keptBuild(join(dir, 'record.json'), key)).toEqual(kept);
	});

	test('not under another key, nor without one; without a key nothing is written', () => {
		saveKept(join(dir, 'record.json'), kept, key);
		expect(keptBuild(join(dir, 'record.json'), Buffer.alloc(32, 2))).toBeUndefined();
		expect(keptBuild(join(dir, 'record.json'), null)).toBeUndefined();
		saveKept(join(dir, 'none.json'), kept, null);
		expect(() => readFileSync(join(dir, 'none.json'))).toThrow(/ENOENT/);
	});

	test('an edited record (one asset digest), a malformed one or a link is not trusted', () => {
		const file = join(dir, 'record.json');
		saveKept(file, kept, key);
		const text = readFileSync(file, 'utf8');
		writeFileSync(file, text.replace('"g"', '"h"'));
		expect(keptBuild(file, key)).toBeUndefined();
		writeFileSync(file, text.replace('{', '['));
		expect(keptBuild(file, key)).toBeUndefined();
		writeFileSync(join(dir, 'real.json'), text);
		rmSync(file);
		symlinkSync(join(dir, 'real.json'), file);
		expect(keptBuild(file, key)).toBeUndefined();
		expect(keptBuild(join(dir, 'real.json'), key)).toEqual(kept);
	});
});

test('assetDigests: each file under the folder, by its path in the site, in a fixed order', () => {
	mkdirSync(join(dir, '_astro', 'fonts'), { recursive: true });
	writeFileSync(join(dir, '_astro', 'b.js'), 'b');
	writeFileSync(join(dir, '_astro', 'fonts', 'a.woff2'), 'a');
	writeFileSync(join(dir, 'index.html'), '<p>');
	expect(assetDigests(dir, '_astro')).toEqual([
		['_astro/b.js', 'PiPoFgA5WUoziU9lZOGxNIu9egCI1CxKy3PurtWcAJ0'],
		['_astro/fonts/a.woff2', 'ypeBEsobvcr6wjGzmiPcTaeG7_gUfE5yuYB3ha_uSLs'],
	]);
	expect(assetDigests(dir, 'absent')).toEqual([]);
});

test('keptPlaces: in the site’s cache, beside its other caches', () => {
	expect(keptPlaces('/srv/site', { STATICNOUNS_CACHE_DIR: '' })).toEqual({
		bundle: '/srv/site/node_modules/.cache/staticnouns/kept/bundle',
		record: '/srv/site/node_modules/.cache/staticnouns/kept/record.json',
		last: '/srv/site/node_modules/.cache/staticnouns/kept/last-build.json',
	});
});
