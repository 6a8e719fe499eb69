/**
 * What "Edit your profile" reads from what a member typed: a name or their page's address, hostile
 * text included.
 */
import { describe, expect, test } from 'vitest';
import { profileAddress } from '../../src/editor/profile-address.ts';

describe('profileAddress', () => {
	test.each([
		['robin', { user: 'robin', member: null }],
		['  Robin\n', { user: 'Robin', member: null }],
		['@robin', { user: 'robin', member: null }],
		['/@robin/', { user: 'robin', member: null }],
		['/profiles/@robin/', { user: 'robin', member: null }],
		['https://example.org/profiles/@robin/', { user: 'robin', member: null }],
		['https://example.org/@kit/rowan/', { user: 'kit', member: 'rowan' }],
		['HTTPS://example.org/%40kit/rowan?x=1#top', { user: 'kit', member: 'rowan' }],
		['@kit/rowan', { user: 'kit', member: 'rowan' }],
		['kit/rowan', { user: 'kit', member: 'rowan' }],
		['/@robin/?tab=1', { user: 'robin', member: null }],
		['a'.repeat(40), { user: 'a'.repeat(40), member: null }],
	])('%j names %j', (typed, named) => {
		expect(profileAddress(typed)).toEqual(named);
	});

	test.each([
		'',
		'   ',
		'a',
		'a'.repeat(41),
		'@',
		'..',
		'@../etc',
		'robin smith',
		'a/b/c',
		'@kit/../x',
		'@kit/a b',
		'<script>',
		'https://',
		'https://exa mple.org/@robin/',
		'%E0%A4%A',
		'javascript:alert(1)',
	])('%j names no profile', (typed) => {
		expect(profileAddress(typed)).toBeNull();
	});

	test('a long text is read in linear time, and only its start', () => {
		expect(profileAddress(`@robin/${'x'.repeat(1_000_000)}`)).toBeNull();
		expect(profileAddress(`${'/'.repeat(1_000_000)}@robin`)).toBeNull();
		expect(profileAddress(`/@robin/${'?'.repeat(1_000_000)}`)).toEqual({
			user: 'robin',
			member: null,
		});
	});
});
