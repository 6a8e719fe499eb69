import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapXml } from '../../src/publish/crawlers.ts';

describe('robotsTxt', () => {
	test('disallows everything unless search engines are welcome', () => {
		expect(robotsTxt({ allow: false })).toBe('User-agent: *\nDisallow: /\n');
		expect(robotsTxt({ allow: true, sitemapUrl: 'https://example.org/sitemap.xml' })).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n');
	});
});

describe('sitemapXml', () => {
	test('lists escaped addresses in a stable order', () => {
		expect(sitemapXml(['https://example.org/@sam/', 'https://example.org/a?b&c'])).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.org/@sam/</loc></url><url><loc>https://example.org/a?b&#38;c</loc></url></urlset>\n',
		);
	});
});
