import { describe, expect, test } from 'vitest';
import { areaOf, ENCODED_SEPARATOR, headersOf, holdsSeparator, hostHandledReason, nearestNotFoundCopies, SITE_HEADERS } from '../../src/hosting/hosting.ts';

describe('areaOf', () => {
	test.each([
		['v1/users/robin', 'v1/404.json'],
		['v1/users/', 'v1/404.json'],
		['v1/anything/else', 'v1/404.json'],
		['@robin/', '404.html'],
		['', '404.html'],
		['v1', '404.html'],
		['v10/users/robin', '404.html'],
	])('returns the area of %j, whose 404 document is %s', (path, notFound) => {
		expect(areaOf(path).notFound).toBe(notFound);
	});

	test('returns JSON, CORS and the cache policy as the API\'s headers, and none for pages', () => {
		expect(areaOf('v1/users/robin').headers).toEqual({
			'Content-Type': 'application/json; charset=utf-8',
			'Access-Control-Allow-Origin': '*',
			'Cache-Control': 'public, max-age=60, must-revalidate',
		});
		expect(areaOf('@robin/').headers).toEqual({});
	});

	test('returns the API as data only (names there come from profiles), and the pages not', () => {
		expect([areaOf('v1/users/x.php').dataOnly, areaOf('@robin/').dataOnly]).toEqual([true, false]);
	});
});

describe('headersOf', () => {
	test('returns an area\'s headers and the site\'s nosniff, for every area', () => {
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
	test.each(['v1/users/404.html', 'v1/users/404.HTML'])('returns the nearest-404 reason for %s', (path) => {
		expect(hostHandledReason(path)).toMatch(/^Cloudflare Pages answers every unknown user with the nearest 404\.html/);
	});

	test.each(['v1/users/index.html', 'v1/users/robin.html', 'v1/users/robin.Html'])('returns the .html reason for %s', (path) => {
		expect(hostHandledReason(path)).toMatch(/^hosts treat \.html files as pages/);
	});

	test.each(['v1/users/404', 'v1/users/404.json', 'v1/users/index', 'v1/users/robin.htm', 'v1/users/robin.html.json', 'v1/users/html'])('returns undefined for %s', (path) => {
		expect(hostHandledReason(path)).toBeUndefined();
	});
});

describe('nearestNotFoundCopies', () => {
	test('returns a 404.html copy of the APIError in v1/, and none for the pages (their 404 is 404.html)', () => {
		expect(Object.fromEntries(nearestNotFoundCopies())).toEqual({ 'v1/404.html': 'v1/404.json' });
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
