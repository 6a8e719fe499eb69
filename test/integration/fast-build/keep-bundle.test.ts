/**
 * keepBundle (fast-build/keep-bundle.ts) on a stand-in of Astro's prerender folder: the newest
 * entry's folder is copied, and what Astro then hands the entry's App (the page styles, the
 * injected scripts, the origin) is written to head.json, and still reaches the App.
 */
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { keepBundle } from '../../../src/integration/fast-build/keep-bundle.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const ENTRY = `export const given = [];
export const app = {
	setInternals(internals) { given.push(['internals', internals.pagesByKeys.size]); },
	setOptions(options) { given.push(['options', options.origin]); },
};
`;

test('copies the newest bundle and records what its App is given', async () => {
	dir = mkdtempSync(join(tmpdir(), 'keep-bundle-'));
	const prerender = join(dir, 'out', '.prerender');
	mkdirSync(join(prerender, 'chunks'), { recursive: true });
	writeFileSync(join(prerender, 'chunks', 'page.mjs'), 'export default 1;\n');
	writeFileSync(join(prerender, 'prerender-entry.old.mjs'), 'export const app = undefined;\n');
	utimesSync(join(prerender, 'prerender-entry.old.mjs'), new Date(0), new Date(0));
	writeFileSync(join(prerender, 'prerender-entry.new.mjs'), ENTRY);
	const keep = join(dir, 'keep');
	await keepBundle(pathToFileURL(`${join(dir, 'out')}/`), keep);
	expect(existsSync(join(keep, 'chunks', 'page.mjs'))).toBe(true);
	// As Astro then does with the same module instance.
	const entry = await import(pathToFileURL(join(prerender, 'prerender-entry.new.mjs')).href);
	entry.app.setInternals({
		pagesByKeys: new Map([
			['/@[name]&src/routes/profile.astro', { styles: [{ order: 1 }], other: 1 }],
		]),
		entrySpecifierToBundleMap: new Map([['a', 'b']]),
	});
	entry.app.setOptions({ settings: { scripts: [] }, origin: 'https://example.org' });
	expect(entry.given).toEqual([
		['internals', 1],
		['options', 'https://example.org'],
	]);
	expect(JSON.parse(readFileSync(join(keep, 'head.json'), 'utf8'))).toEqual({
		entry: 'prerender-entry.new.mjs',
		pagesByKeys: [['/@[name]&src/routes/profile.astro', { styles: [{ order: 1 }] }]],
		entrySpecifierToBundleMap: [['a', 'b']],
		scripts: [],
		origin: 'https://example.org',
	});
});
