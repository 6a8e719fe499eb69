/**
 * No folder of src/ holds more than 12 modules directly (the developers'
 * guide): past that, what belongs together goes into a folder of its own.
 * The files of one kind per language (the UI dictionaries, the pronoun
 * tables) count as one module, since a new language adds one without
 * making the folder any harder to read.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const MAX_MODULES = 12;
const MODULE = /\.(?:ts|mts|mjs|astro)$/;
/**
 * The folders that hold a file per language, each named by its tag (en.ts, pt.ts; a region after a
 * hyphen).
 */
const LANGUAGE_FOLDERS = new Set(['src/views/i18n', 'src/views/pronouns/languages']);
const LANGUAGE_FILE = /^[a-z]{2,3}(?:-[A-Za-z0-9]+)?\.ts$/;

/** How many modules a folder holds directly, its language files (if `languages`) counted as one. */
function moduleCount(names: readonly string[], languages: boolean): number {
	const modules = names.filter((name) => MODULE.test(name));
	const perLanguage = languages ? modules.filter((name) => LANGUAGE_FILE.test(name)).length : 0;
	return modules.length - perLanguage + (perLanguage > 0 ? 1 : 0);
}

describe('folder size', () => {
	test('counts modules, a folder of language files as one', () => {
		const names = ['a.ts', 'b.astro', 'c.css', 'de.ts', 'en.ts', 'sv.ts', 'x.svg'];
		expect(moduleCount(names, true)).toBe(3);
		expect(moduleCount(names, false)).toBe(5);
		expect(moduleCount(['en.ts'], true)).toBe(1);
	});

	test(`no folder of src/ holds more than ${MAX_MODULES} modules directly`, () => {
		const folders = [
			'src',
			...readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
				.filter((entry) => entry.isDirectory())
				.map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
		];
		expect(folders.length).toBeGreaterThan(20);
		const crowded = folders
			.map((folder) => folder.split('\\').join('/'))
			.map((folder) => ({
				folder,
				modules: moduleCount(readdirSync(join(ROOT, folder)), LANGUAGE_FOLDERS.has(folder)),
			}))
			.filter(({ modules }) => modules > MAX_MODULES);
		expect(crowded).toEqual([]);
	});
});
