import { describe, expect, test } from 'vitest';
import { htmlBytes, pageNav, paginate } from '../../../src/views/paths/paging.ts';

describe('paginate', () => {
	const letters = [...'abcde'];

	test('returns pages of at most the entry limit, the last one shorter', () => {
		expect(paginate(letters, () => 1, { entries: 2, bytes: 100 })).toEqual([
			['a', 'b'],
			['c', 'd'],
			['e'],
		]);
	});

	test('returns one page when the entries fit exactly, and two at one past the limit', () => {
		expect(paginate(letters, () => 1, { entries: 5, bytes: 100 })).toEqual([letters]);
		expect(paginate(letters, () => 1, { entries: 4, bytes: 100 })).toEqual([
			['a', 'b', 'c', 'd'],
			['e'],
		]);
	});

	test('returns a new page when one more entry would pass the byte limit, not at the limit', () => {
		expect(paginate(letters, () => 20, { entries: 100, bytes: 40 })).toEqual([
			['a', 'b'],
			['c', 'd'],
			['e'],
		]);
		expect(paginate(letters, () => 20, { entries: 100, bytes: 39 })).toEqual([
			['a'],
			['b'],
			['c'],
			['d'],
			['e'],
		]);
	});

	test('returns an entry heavier than a page on a page of its own', () => {
		expect(
			paginate(letters, (letter) => (letter === 'c' ? 500 : 1), { entries: 100, bytes: 100 }),
		).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
	});

	test('returns one empty page for no entries', () => {
		expect(paginate([], () => 1, { entries: 2, bytes: 100 })).toEqual([[]]);
	});
});

describe('htmlBytes', () => {
	test('returns the UTF-8 bytes of plain text', () => {
		expect(htmlBytes('Zoë 🌻')).toBe(9);
	});

	test('returns room for every character HTML escapes, at least what its entity takes', () => {
		for (const char of ['&', '<', '>', '"', "'"]) {
			const entity = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[char]!;
			expect(htmlBytes(char.repeat(10))).toBeGreaterThanOrEqual(entity.length * 10);
		}
	});
});

describe('pageNav', () => {
	const pathOf = (n: number) => `/p/${n}/`;
	const numbers = (nav: ReturnType<typeof pageNav>) => nav.pages.map((link) => link?.number ?? '…');

	test('returns every page number for a short list, a gap of one page shown as its number', () => {
		expect(numbers(pageNav(1, 5, pathOf))).toEqual([1, 2, 3, 4, 5]);
		expect(numbers(pageNav(1, 6, pathOf))).toEqual([1, 2, 3, '…', 6]);
	});

	test('returns the first, the last and two either side, with gaps, for a long list', () => {
		expect(numbers(pageNav(6, 12, pathOf))).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
		expect(numbers(pageNav(1, 10_000, pathOf))).toEqual([1, 2, 3, '…', 10_000]);
	});

	test('returns prev and next, none past the ends', () => {
		expect(pageNav(2, 3, pathOf)).toMatchObject({
			number: 2,
			count: 3,
			prev: { number: 1, path: '/p/1/' },
			next: { number: 3, path: '/p/3/' },
		});
		expect(pageNav(1, 1, pathOf)).toMatchObject({
			prev: null,
			next: null,
			pages: [{ number: 1, path: '/p/1/' }],
		});
	});
});
