import { describe, expect, test } from 'vitest';
import {
	avatarUrl,
	fileNameFor,
	importedId,
	keyList,
	ownStatusKey,
	protoKeys,
	splitPronouns,
	unkeptKeys,
} from '../../../src/authoring/imports/common.ts';

describe('splitPronouns', () => {
	test.each([
		['she/her, they/them', ['she/her', 'they/them'], undefined],
		['she/her; they/them | it/its', ['she/her', 'they/them', 'it/its'], undefined],
		['he/him or they/them', ['he/him', 'they/them'], undefined],
		['she/they', ['she/her', 'they/them'], '"she/they" was read as she/her and they/them'],
		['He / They', ['he/him', 'they/them'], '"He / They" was read as he/him and they/them'],
		['she/her/hers', ['she/her/hers'], undefined],
		['any pronouns', ['any pronouns'], undefined],
		['they/them, they/them', ['they/them'], undefined],
		[' , ', [], undefined],
	])('%j', (text, sets, note) => {
		expect(splitPronouns(text)).toEqual({ sets, note });
	});
});

describe('fileNameFor', () => {
	test.each([
		['Alice Marlowe', 'abcde', 'alice-marlowe'],
		['Zoë', 'abcde', 'zoe'],
		['🌙🌙', 'abcde', 'abcde'],
		['J', 'abcde', 'abcde'],
		['../../etc', 'abcde', 'etc'],
		['a'.repeat(45), 'abcde', 'a'.repeat(40)],
	])('%j → %j', (text, fallback, name) => {
		expect(fileNameFor(text, fallback, new Set())).toBe(name);
	});

	test('a name taken gets the fallback after it', () => {
		const taken = new Set<string>();
		expect(fileNameFor('Sky', 'abcde', taken)).toBe('sky');
		expect(fileNameFor('sky', 'fghij', taken)).toBe('sky-fghij');
	});
});

describe('importedId', () => {
	test('is an xid-shaped ID, the same for the same source ID, another for another', () => {
		const id = importedId('pluralkit', 'abcde');
		expect(id).toMatch(/^[0-9a-v]{20}$/);
		expect(importedId('pluralkit', 'abcde')).toBe(id);
		expect(importedId('pluralkit', 'abcdf')).not.toBe(id);
		expect(importedId('pronouns.cc', 'abcde')).not.toBe(id);
	});
});

describe('avatarUrl and unkeptKeys', () => {
	test('keeps only public https addresses', () => {
		expect(avatarUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
		expect(avatarUrl('http://cdn.example.org/a.png')).toBeUndefined();
		expect(avatarUrl('https://127.0.0.1/a.png')).toBeUndefined();
		expect(avatarUrl(null)).toBeUndefined();
	});

	test('names the keys that hold something and are not kept', () => {
		expect(
			unkeptKeys({ a: 1, b: null, c: '', d: [], e: {}, f: [1], g: { x: 1 }, kept: 'x', h: false }, [
				'kept',
			]),
		).toEqual(['a', 'f', 'g']);
	});
});

describe('protoKeys', () => {
	test('finds every __proto__ key, at any depth, and nothing else', () => {
		expect(
			protoKeys(JSON.parse('{"a":[{"__proto__":{}}],"b":{"c":{"__proto__":1}},"__proto__x":2}')),
		).toEqual([
			['a', 0, '__proto__'],
			['b', 'c', '__proto__'],
		]);
		expect(protoKeys(JSON.parse('{"constructor":{"prototype":{}}}'))).toEqual([]);
	});
});

describe('ownStatusKey', () => {
	test('a key of its label, never one of the five, a taken one numbered', () => {
		const taken = new Set<string>();
		expect(ownStatusKey('Name', new Set())).toBe('name_own');
		expect(
			['Partner only', 'Okay', 'okay!', '🌙', 'Partner only', 'constructor', '__proto__'].map(
				(label) => ownStatusKey(label, taken),
			),
		).toEqual([
			'partner_only',
			'okay_own',
			'okay_2',
			'own',
			'partner_only_2',
			'constructor',
			'proto',
		]);
	});
});

describe('keyList', () => {
	test('names 20 keys, then counts the rest (issue 44 point 3: a report line fits a screen)', () => {
		const keys = Array.from({ length: 10_000 }, (_, index) => `k${index}`);
		expect(keyList(keys.slice(0, 20))).toBe(keys.slice(0, 20).join(', '));
		expect(keyList(keys.slice(0, 21))).toBe(`${keys.slice(0, 20).join(', ')} and 1 more`);
		expect(keyList(keys)).toMatch(/, k19 and 9,980 more$|, k19 and 9980 more$/);
	});
});
