import { describe, expect, test } from 'vitest';
import { linkView } from '../../src/lib/links.ts';

describe('linkView', () => {
	test.each([
		['https://social.example.org/@robin', { kind: 'web', href: 'https://social.example.org/@robin', label: 'social.example.org/@robin' }],
		['http://robin.example.net/', { kind: 'web', href: 'http://robin.example.net/', label: 'robin.example.net' }],
		['HTTPS://Example.org/A', { kind: 'web', href: 'HTTPS://Example.org/A', label: 'Example.org/A' }],
	])('returns a clickable link without the scheme for %j', (link, view) => {
		expect(linkView(link)).toEqual(view);
	});

	test.each([
		'javascript:alert(1)',
		'JAVASCRIPT:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'matrix:@sam:example.org',
		'robin on the fediverse',
		'//evil.example/x',
		'https://exa mple.org',
		'mailto:robin@example.org',
	])('returns plain text for %j', (link) => {
		expect(linkView(link)).toEqual({ kind: 'text', label: link });
	});
});
