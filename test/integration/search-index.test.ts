import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { searchIndexFiles } from '../../src/integration/search-index.ts';
import { searchRecords } from '../../src/views/search.ts';
import { makeUser } from '../helpers/users.ts';

const users = Array.from({ length: 50 }, (_, index) =>
	makeUser({ name: `p${index}`, display_name: `Person <b>${index}</b>`, pronouns: [{ pronouns: index % 2 ? 'they/them' : 'xe/xem', display_text: null, status: 1 }] }),
);

function digest(files: ReadonlyMap<string, Uint8Array>): string {
	const hash = createHash('sha256');
	for (const path of [...files.keys()].sort()) hash.update(path).update(files.get(path)!);
	return hash.digest('hex');
}

describe('searchIndexFiles', () => {
	test('returns the index under pagefind/, without the ready-made interfaces the page does not use', async () => {
		const files = await searchIndexFiles(searchRecords(users, '/'));
		const paths = [...files.keys()];
		expect(paths.filter((path) => !/^pagefind\/(fragment|index)\//.test(path)).map((path) => path.replace(/_[0-9a-f]+\./, '_HASH.')).sort()).toEqual([
			'pagefind/pagefind-entry.json',
			'pagefind/pagefind-worker.js',
			'pagefind/pagefind.en_HASH.pf_meta',
			'pagefind/pagefind.js',
			'pagefind/wasm.en.pagefind',
			'pagefind/wasm.unknown.pagefind',
		]);
		// One fragment per profile: what a result shows.
		expect(paths.filter((path) => path.startsWith('pagefind/fragment/'))).toHaveLength(50);
	});

	test('returns the same bytes for the same records, whatever order they come in', async () => {
		const first = digest(await searchIndexFiles(searchRecords(users, '/')));
		const again = digest(await searchIndexFiles(searchRecords([...users].reverse(), '/')));
		expect(again).toBe(first);
	});
});
