/**
 * One file name for one job across src/: a module's name says what it does
 * wherever it is named (a comment's `rich-view.ts`, an import), so two
 * folders never hold modules of the same name. `index.ts` is an entry by
 * convention, and the per-language tables are named by their language tag
 * inside a folder of languages (views/i18n/de.ts, views/pronouns/languages/de.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/run.ts';

const EXEMPT = /^index\.ts$|^[a-z]{2,3}(-[A-Za-z0-9]+)*\.ts$/;

/** Each module name in src/ that more than one folder holds, with where. */
export function repeatedNames(paths: readonly string[]): Record<string, string[]> {
	const byName = new Map<string, string[]>();
	for (const path of paths) {
		const name = path.slice(path.lastIndexOf('/') + 1);
		if (EXEMPT.test(name)) continue;
		byName.set(name, [...(byName.get(name) ?? []), path]);
	}
	return Object.fromEntries([...byName].filter(([, places]) => places.length > 1));
}

describe('module names in src/', () => {
	test('no two folders hold a module of the same name', () => {
		const paths = readdirSync(join(ROOT, 'src'), { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile() && /\.(ts|mts|mjs|astro)$/.test(entry.name))
			.map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
		expect(repeatedNames(paths)).toEqual({});
	});

	test('names a repeated module with both places; entries and language tables are exempt', () => {
		expect(
			repeatedNames([
				'src/schemas/options.ts',
				'src/config/options.ts',
				'src/cli/index.ts',
				'src/integration/index.ts',
				'src/views/i18n/de.ts',
				'src/views/pronouns/languages/de.ts',
				'src/views/pages.ts',
			]),
		).toEqual({ 'options.ts': ['src/schemas/options.ts', 'src/config/options.ts'] });
	});
});
