import { describe, expect, test } from 'vitest';
import { robotsTxt, SITEMAP_LIMITS, sitemapFiles } from '../../src/publish/crawlers.ts';

describe('robotsTxt', () => {
	test('disallows everything unless search engines are welcome', () => {
		expect(robotsTxt({ allow: false })).toBe('User-agent: *\nDisallow: /\n');
		expect(robotsTxt({ allow: true, sitemapUrl: 'https://example.org/sitemap.xml' })).toBe(
			'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
		);
	});
});

const publicUrl = (file: string) => `https://example.org/${file}`;
const files = (urls: readonly string[]) => new Map(sitemapFiles(urls, publicUrl));
const urlsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const pages = (count: number, path = '') =>
	Array.from(
		{ length: count },
		(_, index) => `https://example.org/@${path}${String(index).padStart(6, '0')}/`,
	);

describe('sitemapFiles', () => {
	test('lists escaped addresses in a stable order in one sitemap.xml', () => {
		expect(files(['https://example.org/@sam/', 'https://example.org/a?b&c'])).toEqual(
			new Map([
				[
					'sitemap.xml',
					'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.org/@sam/</loc></url><url><loc>https://example.org/a?b&#38;c</loc></url></urlset>\n',
				],
			]),
		);
	});

	test('writes an empty urlset for no pages', () => {
		expect(files([])).toEqual(
			new Map([
				[
					'sitemap.xml',
					'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n',
				],
			]),
		);
	});

	test('keeps 50,000 addresses in one sitemap.xml', () => {
		const written = files(pages(SITEMAP_LIMITS.urls));
		expect([...written.keys()]).toEqual(['sitemap.xml']);
		expect(urlsOf(written.get('sitemap.xml')!)).toHaveLength(50_000);
	});

	test('makes sitemap.xml an index of two parts at 50,001 addresses, every address once, in order', () => {
		const urls = pages(SITEMAP_LIMITS.urls + 1);
		const written = files([...urls].reverse());
		expect([...written.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
		expect(written.get('sitemap.xml')).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.org/sitemap-1.xml</loc></sitemap><sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap></sitemapindex>\n',
		);
		expect(urlsOf(written.get('sitemap-1.xml')!)).toEqual(urls.slice(0, 50_000));
		expect(written.get('sitemap-2.xml')).toBe(
			`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${urls[50_000]}</loc></url></urlset>\n`,
		);
	});

	test('cuts a part before 50 MiB when long addresses reach it first, and fills each part up to the byte', () => {
		// 2,000-character addresses: about 25,700 fit in 50 MiB, far fewer than 50,000.
		const urls = pages(30_000, 'x'.repeat(1960));
		const written = files(urls);
		const parts = [...written].filter(([name]) => name !== 'sitemap.xml');
		expect(parts.map(([name]) => name)).toEqual(['sitemap-1.xml', 'sitemap-2.xml']);
		const entryBytes = Buffer.byteLength(`<url><loc>${urls[0]}</loc></url>`);
		const first = Buffer.byteLength(parts[0]![1]);
		expect(first).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
		expect(first + entryBytes).toBeGreaterThan(SITEMAP_LIMITS.bytes);
		expect(parts.flatMap(([, xml]) => urlsOf(xml))).toEqual(urls);
	});
});
