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
 * The sitemap protocol's bounds for one file (sitemaps.org/protocol.html):
 * at most 50,000 URLs and 50 MiB (52,428,800 bytes) uncompressed, for a
 * sitemap and for a sitemap index alike.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

/**
 * Where robots.txt points: the sitemap, or the index of its parts when it needs more than one
 * file.
 */
export const SITEMAP_FILE = 'sitemap.xml';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`;
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`;
const INDEX_CLOSE = '</sitemapindex>\n';

/**
 * The sitemap files of a site's absolute page addresses, sorted for stable
 * output: one `sitemap.xml` while the addresses fit the protocol's bounds;
 * past them, `sitemap.xml` is an index of `sitemap-1.xml`, `sitemap-2.xml`, …,
 * each filled in order up to 50,000 addresses or 50 MiB. `publicUrl` turns a
 * part's file name into the absolute address the index lists.
 *
 * @example
 * [...sitemapFiles(['https://example.org/@robin/'], (file) => `https://example.org/${file}`)]
 * // [['sitemap.xml', '<?xml …><urlset …><url><loc>https://example.org/@robin/</loc></url></urlset>\n']]
 */
export function* sitemapFiles(
	urls: readonly string[],
	publicUrl: (file: string) => string,
): Generator<[string, string]> {
	const entries = [...urls].sort().map((url) => `<url><loc>${escapeXml(url)}</loc></url>`);
	const parts = packed(entries, Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE));
	if (parts.length <= 1) {
		yield [SITEMAP_FILE, `${URLSET_OPEN}${(parts[0] ?? []).join('')}${URLSET_CLOSE}`];
		return;
	}
	const names = parts.map((_, index) => `sitemap-${index + 1}.xml`);
	const listed = names.map((name) => `<sitemap><loc>${escapeXml(publicUrl(name))}</loc></sitemap>`);
	// 50,000 parts of 50,000 addresses: far past any site this builds, but a
	// bound the protocol sets, so it is checked rather than assumed.
	if (packed(listed, Buffer.byteLength(INDEX_OPEN) + Buffer.byteLength(INDEX_CLOSE)).length > 1)
		throw new Error(`sitemap: ${urls.length} addresses need more than one sitemap index`);
	yield [SITEMAP_FILE, `${INDEX_OPEN}${listed.join('')}${INDEX_CLOSE}`];
	for (const [index, part] of parts.entries())
		yield [names[index]!, `${URLSET_OPEN}${part.join('')}${URLSET_CLOSE}`];
}

/**
 * Entries in order, cut into files of at most SITEMAP_LIMITS.urls entries and SITEMAP_LIMITS.bytes
 * bytes (with `frame` bytes of head and tail).
 */
function packed(entries: readonly string[], frame: number): string[][] {
	const parts: string[][] = [];
	let part: string[] = [];
	let bytes = frame;
	for (const entry of entries) {
		const size = Buffer.byteLength(entry);
		if (frame + size > SITEMAP_LIMITS.bytes)
			throw new Error(`sitemap: an address of ${size} bytes cannot fit a sitemap file`);
		if (part.length === SITEMAP_LIMITS.urls || bytes + size > SITEMAP_LIMITS.bytes) {
			parts.push(part);
			part = [];
			bytes = frame;
		}
		part.push(entry);
		bytes += size;
	}
	if (part.length) parts.push(part);
	return parts;
}
