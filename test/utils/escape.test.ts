import { describe, expect, test } from 'vitest';
import { escapeText } from '../../src/utils/escape.ts';

describe('escapeText', () => {
	test.each([
		['ANSI clear screen', 'a\u001b[2Jb', 'a\\x1b[2Jb'],
		[
			'newline (a forged workflow command)',
			'x.md\n::warning file=README.md::hi',
			'x.md\\n::warning file=README.md::hi',
		],
		['carriage return and tab', 'a\rb\tc', 'a\\rb\\tc'],
		['NUL and DEL', '\u0000\u007f', '\\x00\\x7f'],
		['C1 controls (NEL, CSI)', '\u0085\u009b', '\\x85\\x9b'],
		[
			'bidi override, embedding and isolate',
			'\u202egnp.exe\u202a\u2066\u2069',
			'\\u202egnp.exe\\u202a\\u2066\\u2069',
		],
		['bidi marks', '\u200e\u200f\u061c', '\\u200e\\u200f\\u061c'],
		['line and paragraph separators', 'a\u2028b\u2029c', 'a\\u2028b\\u2029c'],
	])('escapes %s', (_case, input, expected) => {
		expect(escapeText(input)).toBe(expected);
	});

	test('returns ordinary text unchanged: accents, emoji, quotes, backslashes', () => {
		const text = 'Renée 🌻 "quoted" C:\\path ünïcödé ß 中文 \u00a0';
		expect(escapeText(text)).toBe(text);
	});

	test('returns one line for any input', () => {
		const all = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('');
		expect(escapeText(all).split(/[\n\r\u0085\u2028\u2029]/)).toHaveLength(1);
		expect(escapeText(all)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
	});
});
