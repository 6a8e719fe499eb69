import { describe, expect, test } from 'vitest';
import {
	absoluteUrl,
	encodePathSegment,
	memberJsonPath,
	memberPath,
	normalizeBase,
	profilePath,
	pronounPath,
	publicUrl,
	userJsonPath,
} from '../../src/addresses/urls.ts';

describe('normalizeBase', () => {
	test.each([
		[undefined, '/'],
		['', '/'],
		['/', '/'],
		['profiles', '/profiles/'],
		['/profiles', '/profiles/'],
		['/a/b/', '/a/b/'],
	])('returns %j as %j', (input, output) => {
		expect(normalizeBase(input)).toBe(output);
	});
});

describe('profilePath, userJsonPath and pronounPath', () => {
	test.each(['/', '/profiles', '/profiles/'])('return addresses under the base %j', (base) => {
		const prefix = normalizeBase(base);
		expect(profilePath('robin.ok', base)).toBe(`${prefix}@robin.ok/`);
		expect(userJsonPath('robin.ok', base)).toBe(`${prefix}v1/users/robin.ok.json`);
		expect(pronounPath(['ask-me', 'キット'], base)).toBe(
			`${prefix}pronouns/ask-me/%E3%82%AD%E3%83%83%E3%83%88/`,
		);
	});
});

describe('memberPath and memberJsonPath', () => {
	test.each(['/', '/profiles', '/profiles/'])(
		"return a member's page under its user's and its JSON by ID, under the base %j",
		(base) => {
			const prefix = normalizeBase(base);
			expect(memberPath('kit', 'juniper.ok', base)).toBe(`${prefix}@kit/juniper.ok/`);
			expect(memberJsonPath('d4gn7g3p38l77tn1edf0', base)).toBe(
				`${prefix}v1/members/d4gn7g3p38l77tn1edf0.json`,
			);
		},
	);

	test('encodes both names as profilePath does', () => {
		expect(memberPath('キット', 'a b', '/')).toBe(`${profilePath('キット', '/')}a%20b/`);
		expect(memberPath('kit', 'キット', '/')).toBe('/@kit/%E3%82%AD%E3%83%83%E3%83%88/');
	});
});

describe('publicUrl', () => {
	test.each([
		[
			{ site: 'https://example.org', base: '/profiles' },
			'https://example.org/profiles/media/a.webp',
		],
		[{ site: 'https://example.org/ignored/path', base: '/' }, 'https://example.org/media/a.webp'],
		[{ base: '/profiles/' }, '/profiles/media/a.webp'],
		[{}, '/media/a.webp'],
	])('returns the address of a site file for %j', (options, url) => {
		expect(publicUrl('media/a.webp', options)).toBe(url);
	});
});

describe('absoluteUrl', () => {
	test.each([
		['/profiles/@robin/', 'https://example.org', 'https://example.org/profiles/@robin/'],
		['/@robin/', new URL('https://example.org/ignored/'), 'https://example.org/@robin/'],
		['/@robin/', undefined, '/@robin/'],
	])('returns %j on %j as %j', (path, site, url) => {
		expect(absoluteUrl(path, site)).toBe(url);
	});
});

describe('encodePathSegment', () => {
	test.each([
		['@robin', '@robin'],
		['a:b', 'a:b'],
		["$&+,;=!'()*", "$&+,;=!'()*"],
		['a b', 'a%20b'],
		['a/b', 'a%2Fb'],
		['a?b#c', 'a%3Fb%23c'],
		['%40', '%2540'],
		['キット', '%E3%82%AD%E3%83%83%E3%83%88'],
	])('returns %j as %j', (segment, encoded) => {
		expect(encodePathSegment(segment)).toBe(encoded);
		expect(decodeURIComponent(encoded)).toBe(segment);
	});
});
