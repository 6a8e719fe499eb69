import { describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import { lookAlikeIssues, skeleton } from '../../../src/content/validate/look-alike.ts';

describe('skeleton: names that read alike, TR39 within [A-Za-z0-9_.-], case folded', () => {
	test.each([
		['aIex', 'alex'],
		['a1ex', 'alex'],
		['ALEX', 'alex'],
		['rnorgan', 'morgan'],
		['RNorgan', 'Morgan'],
		['vvren', 'wren'],
		['VVren', 'Wren'],
		['clara', 'dara'],
		['r0bin', 'robin'],
		['R0bin', 'robin'],
		['R0BIN', 'robln'],
		['Ian', 'lan'],
		['rnrn', 'mm'],
	])('%s reads as %s', (a, b) => {
		expect(skeleton(a)).toBe(skeleton(b));
	});

	test.each([
		['alex', 'aiex'],
		['robin', 'robin_'],
		['kit', 'kit-'],
		['sam', 'sarn.'],
		['a.b', 'a_b'],
		['rn', 'r'],
	])('%s does not read as %s', (a, b) => {
		expect(skeleton(a)).not.toBe(skeleton(b));
	});
});

describe('lookAlikeIssues', () => {
	const existing = [
		{ key: 'alex', file: 'content/users/alex.md', id: 'a' },
		{ key: 'morgan', file: 'content/users/morgan.md', id: 'm' },
		{ key: 'kit', file: 'content/users/kit/index.md', id: 'k' },
		{ key: 'kit/juniper', file: 'content/users/kit/members/juniper.md', id: 'j' },
		{ key: 'kit/rowan', file: 'content/users/kit/members/rowan.md', id: 'r' },
	];

	test('refuses each new name that reads as an existing or an earlier new one, naming it, with the fix', () => {
		const issues = lookAlikeIssues(existing, [
			{ key: 'aIex', file: 'content/users/aIex.md', line: 1, id: 'x1' },
			{ key: 'rnorgan', file: 'content/users/rnorgan.md', line: 3, id: 'x2' },
			{ key: 'kit/rovvan', file: 'content/users/kit/members/rovvan.md', line: 2, id: 'x3' },
			{ key: 'sam/rovvan', file: 'content/users/sam/members/rovvan.md', line: 1, id: 'x8' },
			{ key: 'kit/juniper_', file: 'content/users/kit/members/juniper_.md', line: 1, id: 'x4' },
			{ key: 'sam', file: 'content/users/sam.md', line: 1, id: 'x5' },
			{ key: 'sarn', file: 'content/users/sarn.md', line: 1, id: 'x6' },
			{
				key: 'rnorgan/juniper',
				file: 'content/users/rnorgan/members/juniper.md',
				line: 1,
				id: 'x7',
			},
		]);
		expect(formatReport(issues)).toMatchInlineSnapshot(`
			"content/users/aIex.md:1: name: the name "aIex" reads as "alex" (content/users/alex.md): letters that look alike (I, l and 1; O and 0; rn and m; vv and w; cl and d; any case) would send readers to the wrong person: choose a name that does not read as another's
			content/users/kit/members/rovvan.md:2: name: the name "rovvan" reads as "rowan" (content/users/kit/members/rowan.md): letters that look alike (I, l and 1; O and 0; rn and m; vv and w; cl and d; any case) would send readers to the wrong person: choose a name that does not read as another's
			content/users/rnorgan.md:3: name: the name "rnorgan" reads as "morgan" (content/users/morgan.md): letters that look alike (I, l and 1; O and 0; rn and m; vv and w; cl and d; any case) would send readers to the wrong person: choose a name that does not read as another's
			content/users/sarn.md:1: name: the name "sarn" reads as "sam" (content/users/sam.md): letters that look alike (I, l and 1; O and 0; rn and m; vv and w; cl and d; any case) would send readers to the wrong person: choose a name that does not read as another's
			4 problems in 4 files."
		`);
	});

	test('leaves names equal ignoring case to their own rule, and a profile renamed keeping its ID', () => {
		expect(
			lookAlikeIssues(existing, [
				{ key: 'Alex', file: 'content/users/Alex.md', line: 1, id: 'x1' },
				{ key: 'rnorgan', file: 'content/users/rnorgan.md', line: 1, id: 'm' },
			]),
		).toEqual([]);
	});

	test('judges only what it is given as added: existing look-alikes stand', () => {
		expect(
			lookAlikeIssues([...existing, { key: 'a1ex', file: 'content/users/a1ex.md', id: 'b' }], []),
		).toEqual([]);
	});
});
