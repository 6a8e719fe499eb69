/**
 * Writing the integration's own files (API JSON, host and crawler files)
 * into the staging folder, reusing the published ones that did not change,
 * and the list that says what the published site holds, for the next build.
 * A rebuild after one profile changed writes that profile's four API files;
 * the other files become hard links to the same files in the published
 * dist/ (one system call each, no bytes copied), so staging still holds a
 * whole site and the swap (atomic-dist.ts) works as before. The pages
 * Astro would render again unchanged are reused the same way
 * (page-reuse.ts), from the same list.
 *
 * The list is kept in the cache folder, written after dist/ was replaced,
 * and sealed with an HMAC under the cache key (utils/cache-key.ts): it is
 * read as untrusted input (it lives in node_modules/.cache, which CI caches
 * carry), and one that this machine's builds (or this CI secret's) did not
 * write is empty. Even a sealed list only says which published files may be
 * right, never where to read from or write to: a file is reused only when
 * the published file's bytes are re-checked (an API file against the bytes
 * this build would write, a page against the digest the list recorded for
 * it), so a stale list, a dist/ edited since, or one restored from a CI
 * cache costs writes, never a wrong file. The list saves work; it never
 * decides what is published.
 */
import { createHash } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { readSealed, seal } from '../utils/cache-key.ts';
import { readRegularFileSync } from '../utils/regular-file.ts';

// 3: flat arrays, not records: a tenth of the time to read at 10,000 profiles (round 6).
const FORMAT = 3;

/** A digest list bigger than this is not read: many times what 100,000 profiles give. */
const MAX_LIST_BYTES = 512 * 1024 * 1024;

/** `width` strings per row: a file's path and digest, a page's pathname, key and digest. */
const rows = (width: number) => z.array(z.string()).refine((cells) => cells.length % width === 0);

const listSchema = z.strictObject({
	format: z.literal(FORMAT),
	version: z.string(),
	files: rows(2),
	pages: rows(3),
});

/** A page as the list records it: the key it was rendered for, and its file's digest. */
export interface ListedPage {
	key: string;
	digest: string;
}

/** What the published site holds, as the last build recorded it. */
export interface PublishedList {
	/** The digest of each of the integration's files, by path in the site. */
	files: Map<string, string>;
	/** The code version its pages were rendered with (page-reuse.ts pageVersion). */
	version: string;
	/** Each reusable page's key and digest, by the pathname Astro gave it. */
	pages: Map<string, ListedPage>;
}

/** A list that holds nothing: every file is written, every page rendered. */
export const EMPTY_LIST: PublishedList = Object.freeze({
	files: new Map<string, string>(),
	version: '',
	pages: new Map<string, ListedPage>(),
});

const SEAL_LABEL = 'staticnouns published list';

/** What a write did: files written, and files linked from the published site. */
interface WriteCounts {
	written: number;
	linked: number;
}

/** What writeSiteFiles wrote: the counts, and each file's digest and size by path in the site. */
export type WrittenFiles = WriteCounts & {
	digests: Map<string, string>;
	sizes: Map<string, number>;
};

/**
 * What the last build recorded about the published site: empty when the
 * list is missing, malformed, or not sealed under `key` (another machine's,
 * forged, edited, or no key at all).
 *
 * @example
 * const previous = publishedList(join(cacheDir(root), 'site-files.json'), cacheKey());
 */
export function publishedList(listFile: string, key: Buffer | null): PublishedList {
	try {
		// Sized before it is read, never through a link or from a FIFO.
		const body = readSealed(listFile, MAX_LIST_BYTES, key, SEAL_LABEL, String(FORMAT));
		if (body === undefined) return EMPTY_LIST;
		const list = listSchema.safeParse(JSON.parse(body));
		if (!list.success) return EMPTY_LIST;
		const { files, pages, version } = list.data;
		const listed: PublishedList = { files: new Map(), version, pages: new Map() };
		for (let at = 0; at < files.length; at += 2) listed.files.set(files[at]!, files[at + 1]!);
		for (let at = 0; at < pages.length; at += 3)
			listed.pages.set(pages[at]!, { key: pages[at + 1]!, digest: pages[at + 2]! });
		return listed;
	} catch {
		return EMPTY_LIST;
	}
}

/**
 * A file's digest, as the published list records it (a page's, from its bytes).
 *
 * @example
 * fileDigest('{"code":2001,"message":"User not found"}') // 'mE2n…'
 */
export function fileDigest(body: string | Uint8Array): string {
	return createHash('sha256').update(body).digest('base64url');
}

/**
 * Writes `files` (paths relative to `outDir`, each path once) into `outDir`
 * as they come: a generator's files need never be held all at once. A file whose
 * digest `previous` holds for the same path, and which `published` still
 * holds with exactly its bytes, is hard-linked from there instead (falling
 * back to writing when the link fails, e.g. across filesystems). A file with
 * the same bytes as the one before it (one user's JSON at its four paths) is
 * a hard link to that one: one file to write or check instead of four.
 * Returns the counts (a file counts as unchanged when the published site
 * held the same bytes at its path, checked for the first of such a row), every file's digest (for
 * savePublishedList) and its size (for the output's count:
 * publish/output-size.ts countWritten).
 *
 * @example
 * const { digests } = writeSiteFiles(apiEntries(users), staging, { published: target, previous:
 * publishedList(listFile, cacheKey()).files });
 */
export function writeSiteFiles(
	files: Iterable<readonly [path: string, body: string]>,
	outDir: string,
	reuse?: { published: string; previous: ReadonlyMap<string, string> },
): WrittenFiles {
	const counts: WriteCounts = { written: 0, linked: 0 };
	const digests = new Map<string, string>();
	const sizes = new Map<string, number>();
	// One user's JSON is the body of four paths in a row: its digest is
	// computed once, and it is written or checked once. Only the last body is
	// kept, not every body written, with where it was placed.
	let last:
		{ body: string; digest: string; bytes: number; placed?: string; reused?: boolean } | undefined;
	const folders = new Set<string>();
	for (const [path, body] of files) {
		if (last?.body !== body)
			last = { body, digest: fileDigest(body), bytes: Buffer.byteLength(body) };
		const { digest } = last;
		digests.set(path, digest);
		sizes.set(path, last.bytes);
		const target = join(outDir, path);
		const folder = dirname(target);
		if (!folders.has(folder)) {
			mkdirSync(folder, { recursive: true });
			folders.add(folder);
		}
		const unchanged = reuse?.previous.get(path) === digest;
		if (last.placed && linkSame(last.placed, target)) {
			counts[unchanged && last.reused ? 'linked' : 'written']++;
			continue;
		}
		last.placed = target;
		last.reused = false;
		if (unchanged && linkPublished(join(reuse!.published, path), target, body, last.bytes)) {
			last.reused = true;
			counts.linked++;
			continue;
		}
		// Tens of thousands of small files: synchronous writes skip the thread
		// pool's round trips, and nothing else needs the event loop meanwhile.
		writeFileSync(target, body);
		counts.written++;
	}
	return { ...counts, digests, sizes };
}

/** Links `target` to `placed`, a file of this build with the same bytes; false when it cannot. */
function linkSame(placed: string, target: string): boolean {
	try {
		linkSync(placed, target);
		return true;
	} catch {
		// E.g. too many links to one file: written instead.
		return false;
	}
}

/**
 * Links the published file in place of writing `body`, only when it holds
 * exactly those bytes: re-checked, never taken on the list's word (a forged
 * or stale list, or a dist/ restored from elsewhere, must not change what
 * is published). Reading is still cheaper than writing a new file.
 */
function linkPublished(source: string, target: string, body: string, bytes: number): boolean {
	try {
		const read = readRegularFileSync(source, bytes);
		if (!read.ok || !read.bytes.equals(Buffer.from(body))) return false;
		linkSync(source, target);
		return true;
	} catch {
		return false;
	}
}

/**
 * Records what the published site now holds, once the new site took its
 * place, sealed under `key` (nothing is recorded without a key). Never
 * throws: a list that cannot be written costs the next build time only.
 *
 * @example
 * await replaceDir(staging, target);
 * savePublishedList(join(cacheDir(root), 'site-files.json'), { files, version, pages },
 * cacheKey());
 */
export function savePublishedList(
	listFile: string,
	list: {
		files: ReadonlyMap<string, string>;
		version: string;
		pages: ReadonlyMap<string, ListedPage>;
	},
	key: Buffer | null,
): void {
	if (!key) return;
	try {
		const body = JSON.stringify({
			format: FORMAT,
			version: list.version,
			files: [...list.files].flat(),
			pages: [...list.pages].flatMap(([pathname, page]) => [pathname, page.key, page.digest]),
		});
		mkdirSync(dirname(listFile), { recursive: true });
		const temporary = `${listFile}.${process.pid}.tmp`;
		// Two writes, not one string: the body is about 100 MB at 100,000 profiles.
		const fd = openSync(temporary, 'w');
		try {
			// writeFileSync on a descriptor writes all of it, from where the last write ended.
			writeFileSync(fd, `${seal(key, SEAL_LABEL, String(FORMAT), body)}\n`);
			writeFileSync(fd, body);
		} finally {
			closeSync(fd);
		}
		renameSync(temporary, listFile);
	} catch {
		// See above.
	}
}
