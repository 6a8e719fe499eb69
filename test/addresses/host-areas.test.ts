import { describe, expect, test } from 'vitest';
import {
	areaOf,
	ENCODED_SEPARATOR,
	encodedSeparatorRegex,
	escapeRegex,
	fillPlaceholders,
	headersOf,
	holdsSeparator,
	hostHandledReason,
	nearestNotFoundCopies,
	ownHeaders,
	pathRegex,
	placeholders,
	REF_CHARACTERS,
	layoutRewrites,
	REWRITES,
	SITE_HEADERS,
} from '../../src/addresses/host-areas.ts';
import { CC_LAYOUT, V1_LAYOUT } from '../../src/addresses/api.ts';

/** A v1 path as the pronouns.cc-shaped API has it: the same tree under api/v1/. */
const underCc = (path: string | undefined) => path?.replace(/^v1\//, 'api/v1/');

describe('areaOf', () => {
	test.each([
		['v1/users/robin', 'v1/404.json'],
		['v1/users/', 'v1/404.json'],
		['v1/anything/else', 'v1/404.json'],
		['v1/members/d4gn7g3p38l77tn1edf0', 'v1/members/404.json'],
		['v1/members/', 'v1/members/404.json'],
		['v1/members', 'v1/404.json'],
		['v1/user-members/kit/juniper', 'v1/404.json'],
		['@robin/', '404.html'],
		['', '404.html'],
		['v1', '404.html'],
		['v10/users/robin', '404.html'],
	])('returns the area of %j, whose 404 document is %s', (path, notFound) => {
		expect(areaOf(path).notFound).toBe(notFound);
	});

	test("returns JSON, CORS and the cache policy as the API's headers, and none for pages", () => {
		expect(areaOf('v1/users/robin').headers).toEqual({
			'Content-Type': 'application/json; charset=utf-8',
			'Access-Control-Allow-Origin': '*',
			'Cache-Control': 'public, max-age=60, must-revalidate',
		});
		expect(areaOf('@robin/').headers).toEqual({});
	});

	test('returns the API as data only (names there come from profiles), and the pages not', () => {
		expect([
			areaOf('v1/users/x.php').dataOnly,
			areaOf('v1/members/x.php').dataOnly,
			areaOf('@robin/').dataOnly,
		]).toEqual([true, true, false]);
	});

	test('returns the same headers for the members by ID as for the rest of the API', () => {
		expect(areaOf('v1/members/x').headers).toEqual(areaOf('v1/users/x').headers);
	});
});

describe('headersOf', () => {
	test("returns an area's headers and the site's nosniff, for every area", () => {
		expect(SITE_HEADERS).toEqual({ 'X-Content-Type-Options': 'nosniff' });
		expect(headersOf(areaOf('v1/users/robin'))).toEqual({
			'Content-Type': 'application/json; charset=utf-8',
			'Access-Control-Allow-Origin': '*',
			'Cache-Control': 'public, max-age=60, must-revalidate',
			'X-Content-Type-Options': 'nosniff',
		});
		expect(headersOf(areaOf('@robin/'))).toEqual({ 'X-Content-Type-Options': 'nosniff' });
	});
});

describe('hostHandledReason', () => {
	test.each(['v1/users/404.html', 'v1/users/404.HTML'])(
		'returns the nearest-404 reason for %s',
		(path) => {
			expect(hostHandledReason(path)).toMatch(
				/^Cloudflare Pages answers every unknown user with the nearest 404\.html/,
			);
		},
	);

	test.each(['v1/users/index.html', 'v1/users/robin.html', 'v1/users/robin.Html'])(
		'returns the .html reason for %s',
		(path) => {
			expect(hostHandledReason(path)).toMatch(/^hosts treat \.html files as pages/);
		},
	);

	test.each([
		'v1/users/404',
		'v1/users/404.json',
		'v1/users/index',
		'v1/users/robin.htm',
		'v1/users/robin.html.json',
		'v1/users/html',
	])('returns undefined for %s', (path) => {
		expect(hostHandledReason(path)).toBeUndefined();
	});
});

describe('nearestNotFoundCopies', () => {
	test('returns a 404.html copy of each APIError (v1/, v1/members/), and none for the pages (their 404 is 404.html)', () => {
		expect(Object.fromEntries(nearestNotFoundCopies())).toEqual({
			'v1/members/404.html': 'v1/members/404.json',
			'v1/404.html': 'v1/404.json',
			'api/v1/members/404.html': 'api/v1/members/404.json',
			'api/v1/404.html': 'api/v1/404.json',
		});
	});
});

describe('ENCODED_SEPARATOR', () => {
	test('returns the encoded slash and backslash', () => {
		expect(ENCODED_SEPARATOR).toBe('%2f|%5c');
		expect(new RegExp(ENCODED_SEPARATOR, 'i').test('/v1/users/sam%2F..%2Frobin')).toBe(true);
		expect(new RegExp(ENCODED_SEPARATOR, 'i').test('/v1/users/sam%5C..')).toBe(true);
	});
});

describe('holdsSeparator', () => {
	test.each([
		['sam/..', true],
		['sam\\..', true],
		['robin', false],
		['%2F', false],
		['', false],
	])('returns %j as %j', (segment, holds) => {
		expect(holdsSeparator(segment)).toBe(holds);
	});
});

describe('ownHeaders', () => {
	test('returns none for the members by ID, whose headers v1/ sends with the same values', () => {
		expect(ownHeaders(areaOf('v1/members/x'))).toEqual({});
	});

	test('returns every header of an area no other area encloses', () => {
		expect(ownHeaders(areaOf('v1/users/robin'))).toEqual(areaOf('v1/users/robin').headers);
		expect(ownHeaders(areaOf('@robin/'))).toEqual({});
	});
});

describe('REWRITES', () => {
	test('returns the user refs hosts take (to a path no file takes), the list, the refs that are no member, then the member, each rewritten into v1/user-members/', () => {
		expect(
			layoutRewrites(V1_LAYOUT).map((rewrite) => [
				rewrite.from,
				rewrite.to,
				rewrite.notFound?.file,
				rewrite.known && `${rewrite.known.user} ${rewrite.known.file} ${rewrite.known.status}`,
			]),
		).toEqual([
			['v1/users/index', 'v1/no-user.json', undefined, undefined],
			['v1/users/:user/', 'v1/no-user.json', undefined, undefined],
			[
				'v1/users/:user/members',
				'v1/user-members/:user/index.json',
				undefined,
				'v1/users/:user v1/no-members.json 200',
			],
			[
				'v1/users/:user/members/index.json',
				'v1/user-members/:user/no-member.json',
				'v1/user-members/:user/404.html',
				'v1/users/:user v1/members/404.json 404',
			],
			[
				'v1/users/:user/members/404.html',
				'v1/user-members/:user/no-member.json',
				'v1/user-members/:user/404.html',
				'v1/users/:user v1/members/404.json 404',
			],
			[
				'v1/users/:user/members/',
				'v1/user-members/:user/no-member.json',
				'v1/user-members/:user/404.html',
				'v1/users/:user v1/members/404.json 404',
			],
			[
				'v1/users/:user/members/404',
				'v1/user-members/:user/no-member.json',
				'v1/user-members/:user/404.html',
				'v1/users/:user v1/members/404.json 404',
			],
			[
				'v1/users/:user/members/index',
				'v1/user-members/:user/no-member.json',
				'v1/user-members/:user/404.html',
				'v1/users/:user v1/members/404.json 404',
			],
			[
				'v1/users/:user/members/:member',
				'v1/user-members/:user/:member',
				'v1/user-members/:user/404.html',
				'v1/users/:user v1/members/404.json 404',
			],
		]);
	});

	test("returns v1's rewrites, then the same under api/v1/ for the pronouns.cc shape", () => {
		const v1 = layoutRewrites(V1_LAYOUT);
		expect(REWRITES).toEqual([...v1, ...layoutRewrites(CC_LAYOUT)]);
		expect(layoutRewrites(CC_LAYOUT)).toEqual(
			v1.map((rewrite) => ({
				...rewrite,
				from: underCc(rewrite.from),
				to: underCc(rewrite.to),
				...(rewrite.notFound && { notFound: { file: underCc(rewrite.notFound.file) } }),
				...(rewrite.known && {
					known: {
						...rewrite.known,
						user: underCc(rewrite.known.user),
						file: underCc(rewrite.known.file),
					},
				}),
			})),
		);
	});

	test('returns paths in the API area only, so its headers and 404 document hold for every rewrite', () => {
		for (const layout of [V1_LAYOUT, CC_LAYOUT])
			expect(
				new Set(
					layoutRewrites(layout).flatMap((rewrite) =>
						[rewrite.from, rewrite.to].map((path) => areaOf(path).prefix),
					),
				),
			).toEqual(new Set([`${layout.root}/`]));
	});
});

describe('encodedSeparatorRegex', () => {
	const member = REWRITES.find((rewrite) => rewrite.from.endsWith('/:member'))!;
	const regex = (base: string, engine: 'backtracking' | 're2' = 're2') =>
		new RegExp(
			encodedSeparatorRegex(base, member, (name) => `(?<${name}>${REF_CHARACTERS}+)`, engine)!,
			'i',
		);
	const ENGINES = ['re2', 'backtracking'] as const;

	test('returns the member path as sent, its last ref holding an encoded separator, the user a group', () => {
		expect(
			encodedSeparatorRegex('/my.profiles/', member, (name) => `(?<${name}>${REF_CHARACTERS}+)`),
		).toBe(
			'^/my\\.profiles/v1/users/(?<user>[A-Za-z0-9_.-]+)/members/[^/?]*(?:%2f|%5c)[^/?]*(?:\\?.*)?$',
		);
	});

	test.each([
		['/v1/users/kit/members/juniper%2Fx', 'kit'],
		['/v1/users/kit/members/juniper%2fx', 'kit'],
		['/v1/users/kit/members/juniper%5C', 'kit'],
		['/v1/users/kit/members/x%2F..%2F..%2Fusers%2Frobin', 'kit'],
		['/v1/users/kit/members/juniper%2Fx?a=%2F', 'kit'],
		['/v1/users/kit.json/members/%2F', 'kit.json'],
	])('returns an expression that matches %s, with the user %s', (path, user) => {
		for (const engine of ENGINES)
			expect(regex('/', engine).exec(path)?.groups?.['user'], engine).toBe(user);
	});

	test.each([
		'/v1/users/kit/members/juniper',
		'/v1/users/kit/members/juniper%252F',
		'/v1/users/kit/members/juniper?x=%2F',
		'/v1/users/kit/members/juniper/x%2F',
		'/v1/users/sam%2F..%2Fkit/members/juniper%2Fx',
		'/v1/users/%6Bit/members/juniper%2Fx',
		'/v1/users/kit/members%2Fjuniper',
		'/profiles/v1/users/kit/members/juniper%2Fx',
		// Many separators, then more path: no match, and for a backtracking engine no retry at
		// each separator (the part before the first one cannot hold one).
		`/v1/users/kit/members/${'%2F'.repeat(2000)}/x`,
	])('returns an expression that does not match %s', (path) => {
		for (const engine of ENGINES) expect(regex('/', engine).test(path), engine).toBe(false);
	});

	test('returns, for a backtracking engine, an expression whose part before the first separator cannot take one', () => {
		expect(
			encodedSeparatorRegex('/', member, () => '(u)', 'backtracking')!.replace(
				'^/v1/users/(u)/members/',
				'',
			),
		).toBe('(?:[^/?%]|%(?!2f|5c))*(?:%2f|%5c)[^/?]*(?:\\?.*)?$');
	});

	test('returns undefined for a rewrite that ends in no placeholder or has no 404 document', () => {
		expect(
			REWRITES.filter((rewrite) => encodedSeparatorRegex('/', rewrite, () => '(x)')).map(
				(rewrite) => rewrite.from,
			),
		).toEqual(['v1/users/:user/members/:member', 'api/v1/users/:user/members/:member']);
	});
});

describe('placeholders', () => {
	test.each([
		['v1/users/:user/members/:member', ['user', 'member']],
		['v1/users/:user/members', ['user']],
		['v1/404.json', []],
	])('returns the placeholders of %s in order', (from, names) => {
		expect(placeholders({ from })).toEqual(names);
	});
});

describe('pathRegex', () => {
	test('returns an anchored expression with the base and literals escaped and a group per placeholder', () => {
		expect(
			pathRegex('/my.profiles/', 'v1/users/:user/members/:member', (name) => `(?<${name}>[^/]+)`),
		).toBe('^/my\\.profiles/v1/users/(?<user>[^/]+)/members/(?<member>[^/]+)$');
	});

	test.each([
		['/v1/users/kit/members/index.json', true],
		['/v1/users/kit/members/indexxjson', false],
		['/v1/users/kit/members/index.json/x', false],
	])('returns an expression that matches %s: %s', (path, matches) => {
		expect(
			new RegExp(pathRegex('/', 'v1/users/:user/members/index.json', () => '([^/]+)')).test(path),
		).toBe(matches);
	});
});

describe('fillPlaceholders', () => {
	test('returns the path with each placeholder written by the callback', () => {
		expect(fillPlaceholders('v1/user-members/:user/:member', (name) => `{re.${name}}`)).toBe(
			'v1/user-members/{re.user}/{re.member}',
		);
	});
});

describe('escapeRegex', () => {
	test('returns every special character escaped', () => {
		expect(escapeRegex('a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o')).toBe(
			'a\\.b\\*c\\+d\\?e\\^f\\$g\\{h\\}i\\(j\\)k\\|l\\[m\\]n\\\\o',
		);
	});
});
