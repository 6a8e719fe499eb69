/**
 * robots.txt and sitemap.xml. Profiles are personal: by default search
 * engines are asked to stay away, as the largest pronoun-profile service
 * does; a site opts in with the integration's `searchEngines` option.
 */

/**
 * @example
 * robotsTxt({ allow: false }) // 'User-agent: *\nDisallow: /\n'
 */
export function robotsTxt(options: { allow: boolean; sitemapUrl?: string | undefined }): string {
	if (!options.allow) return 'User-agent: *\nDisallow: /\n';
	return `User-agent: *\nAllow: /\n${options.sitemapUrl ? `\nSitemap: ${options.sitemapUrl}\n` : ''}`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A sitemap of absolute page addresses, sorted for stable output.
 *
 * @example
 * sitemapXml(['https://example.org/@robin/'])
 */
export function sitemapXml(urls: readonly string[]): string {
	const entries = [...urls].sort().map((url) => `<url><loc>${escapeXml(url)}</loc></url>`);
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}
