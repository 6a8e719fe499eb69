/**
 * Writing the integration's own files (API JSON, host and crawler files)
 * into the staging folder, reusing the published ones that did not change.
 * A rebuild after one profile changed writes that profile's four API files;
 * the other files become hard links to the same files in the published
 * dist/ (one system call each, no bytes copied), so staging still holds a
 * whole site and the swap (atomic-dist.ts) works as before.
 *
 * Which published files are still right comes from a list of digests kept
 * in the cache folder, written after dist/ was replaced. The list names the
 * dist/ it describes by the folder's inode and change time, which the swap
 * itself changes: a build that failed or was killed before or after the
 * swap leaves a list that matches no dist/, and the next build writes every
 * file. The list is read as untrusted input (it lives in node_modules/.cache):
 * it only says which of the files this build is about to write it may link
 * instead, never where to read from or write to, and a link is made only to
 * a regular file that holds exactly the bytes this build would write: the
 * list saves writes, it never decides what is published.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { readRegularFileSync } from '../utils/regular-file.ts';

const FORMAT = 1;

/** A digest list bigger than this is not read: many times what 100,000 profiles give. */
const MAX_LIST_BYTES = 512 * 1024 * 1024;

const listSchema = z.strictObject({
	format: z.literal(FORMAT),
	folder: z.strictObject({ ino: z.number(), ctimeMs: z.number() }),
	files: z.record(z.string(), z.string()),
});

/** What a write did: files written, and files linked from the published site. */
export interface WriteCounts {
	written: number;
	linked: number;
}

/**
 * The digests of the files in `published` (dist/), as the last build wrote
 * them: empty when the list is missing, malformed, or describes another
 * folder than the one now in place.
 *
 * @example
 * const previous = publishedDigests(join(cacheDir(root), 'site-files.json'), '/srv/site/dist');
 */
export function publishedDigests(listFile: string, published: string): Map<string, string> {
	try {
		// Sized before it is read, never through a link or from a FIFO.
		const read = readRegularFileSync(listFile, MAX_LIST_BYTES);
		if (!read.ok) return new Map();
		const list = listSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
		if (!list.success) return new Map();
		const folder = statSync(published);
		if (
			!folder.isDirectory() ||
			folder.ino !== list.data.folder.ino ||
			folder.ctimeMs !== list.data.folder.ctimeMs
		)
			return new Map();
		return new Map(Object.entries(list.data.files));
	} catch {
		return new Map();
	}
}

/**
 * A file's digest, as publishedDigests and writeSiteFiles compare them.
 *
 * @example
 * fileDigest('{"code":2001,"message":"User not found"}') // 'mE2n…'
 */
export function fileDigest(body: string): string {
	return createHash('sha256').update(body).digest('base64url');
}

/**
 * Writes `files` (paths relative to `outDir`, each path once) into `outDir`
 * as they come: a generator's files need never be held all at once. A file whose
 * digest `previous` holds for the same path, and which `published` still
 * holds as a regular file of the same size, is hard-linked from there
 * instead (falling back to writing when the link fails, e.g. across
 * filesystems). Returns the counts and every file's digest, for saveDigests.
 *
 * @example
 * const { digests } = writeSiteFiles(apiEntries(users), staging, { published: target, previous:
 * publishedDigests(list, target) });
 */
export function writeSiteFiles(
	files: Iterable<readonly [path: string, body: string]>,
	outDir: string,
	reuse?: { published: string; previous: ReadonlyMap<string, string> },
): WriteCounts & { digests: Map<string, string> } {
	const counts: WriteCounts = { written: 0, linked: 0 };
	const digests = new Map<string, string>();
	// One user's JSON is the body of four paths in a row: its digest is
	// computed once. Only the last body is kept, not every body written.
	let last: { body: string; digest: string } | undefined;
	const folders = new Set<string>();
	for (const [path, body] of files) {
		if (last?.body !== body) last = { body, digest: fileDigest(body) };
		const { digest } = last;
		digests.set(path, digest);
		const target = join(outDir, path);
		const folder = dirname(target);
		if (!folders.has(folder)) {
			mkdirSync(folder, { recursive: true });
			folders.add(folder);
		}
		if (
			reuse &&
			reuse.previous.get(path) === digest &&
			linkPublished(join(reuse.published, path), target, body)
		) {
			counts.linked++;
			continue;
		}
		// Tens of thousands of small files: synchronous writes skip the thread
		// pool's round trips, and nothing else needs the event loop meanwhile.
		writeFileSync(target, body);
		counts.written++;
	}
	return { ...counts, digests };
}

/**
 * Links the published file in place of writing `body`, only when it holds
 * exactly those bytes: re-checked, never taken on the list's word (a forged
 * or stale list, or a dist/ restored from elsewhere, must not change what
 * is published). Reading is still cheaper than writing a new file.
 */
function linkPublished(source: string, target: string, body: string): boolean {
	try {
		const read = readRegularFileSync(source, Buffer.byteLength(body));
		if (!read.ok || !read.bytes.equals(Buffer.from(body))) return false;
		linkSync(source, target);
		return true;
	} catch {
		return false;
	}
}

/**
 * Records the digests of the files now in `published`, once the new site
 * took its place: the list names that folder (its inode and change time).
 * Never throws: a list that cannot be written costs the next build time only.
 *
 * @example
 * await replaceDir(staging, target);
 * saveDigests(join(cacheDir(root), 'site-files.json'), target, digests);
 */
export function saveDigests(
	listFile: string,
	published: string,
	digests: ReadonlyMap<string, string>,
): void {
	try {
		const folder = statSync(published);
		const body = JSON.stringify({
			format: FORMAT,
			folder: { ino: folder.ino, ctimeMs: folder.ctimeMs },
			files: Object.fromEntries(digests),
		});
		mkdirSync(dirname(listFile), { recursive: true });
		const temporary = `${listFile}.${process.pid}.tmp`;
		writeFileSync(temporary, body);
		renameSync(temporary, listFile);
	} catch {
		// See above.
	}
}
