/**
 * Issue 41: a rebuild with nothing changed writes nothing. After each build that succeeded, the
 * command records what it was built from and what it published: the inputs (fall-back.ts), each
 * content file by its path, its lstat (size, times, inode) and the digest of its bytes, each file
 * and folder of the published site with its lstat (size, modification time, inode; a folder's
 * change time too; a file linked under several paths by its first), and every time zone's offset
 * from UTC (pages and API show the offsets as of the build). The next build publishes nothing when
 * all of that is as recorded: the same content (a file whose lstat differs is read and its digest
 * compared, as after a fresh checkout), the published site untouched since (a file written,
 * replaced, added or removed there moves an lstat), and no offset moved. Anything else runs the
 * build as before. The record is sealed under the site's cache key, as the kept build's is: a
 * cache restored from elsewhere is a miss.
 */
import { createHash } from 'node:crypto';
import {
	existsSync,
	lstatSync,
	mkdirSync,
	readdirSync,
	renameSync,
	writeFileSync,
	type Stats,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { lastBuildSchema } from '../../schemas/site-files/kept-build.ts';
import { readSealed, seal } from '../../utils/cache-key.ts';
import { readRegularFileSync, statText } from '../../utils/regular-file.ts';
import { utcOffset } from '../../publish/api/cc.ts';

/** A record past this size is not one this module wrote (a million files, with room). */
const MAX_RECORD_BYTES = 256 * 1024 * 1024;
/** A content file past this size is not digested here: the build says what is wrong with it. */
const MAX_CONTENT_BYTES = 256 * 1024 * 1024;

/** The content folder: each file's lstat and the digest of its bytes. */
export type ContentState = Map<string, { stat: string; digest: string }>;

/** What a build was made from and what it published. */
export interface LastBuild {
	/** The inputs and the kept build it rendered with, as one text (buildSite's `inputs`). */
	inputs: string;
	/** Every time zone's offset from UTC at the build (zoneOffsets). */
	zones: string;
	target: string;
	content: ContentState;
	published: PublishedState;
}

/** The published site's entries and their digest (publishedState). */
interface PublishedState {
	paths: string[];
	digest: string;
}

/**
 * Every entry under `dir` (files, folders, links, not followed) by its path inside it, each
 * folder's names in order (the same tree, the same list); none when `dir` is absent. Listed by
 * the entries' types, not lstat'ed: each caller lstats what it needs, once.
 */
function entriesUnder(dir: string): string[] {
	const paths: string[] = [];
	const into = (folder: string, prefix: string) => {
		const entries = readdirSync(folder, { withFileTypes: true });
		entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
		for (const entry of entries) {
			paths.push(`${prefix}${entry.name}`);
			if (entry.isDirectory()) into(`${folder}/${entry.name}`, `${prefix}${entry.name}/`);
		}
	};
	if (existsSync(dir)) into(dir, '');
	return paths;
}

/** What treeDigest takes of an entry's lstat (statText's parts, as numbers). */
const STAT_PARTS = 5;

/** The lstat of `path` under `dir` ('' for `dir` itself), or undefined when it is gone. */
const lstatUnder = (dir: string, path: string) =>
	lstatSync(path ? `${dir}/${path}` : dir, { throwIfNoEntry: false });

/**
 * The digest of the lstat of each of `count` entries (`statAt`), in order (a gone entry: not the
 * same digest): numbers, not text, as there may be a million. As statText, but a file's change
 * time left out: builds link the published files into the next site, which moves it. A folder's
 * is kept: an entry added, removed or renamed in it moves its times.
 */
function treeDigest(count: number, statAt: (at: number) => Stats | undefined): string {
	// A gone entry is all NaN, as no lstat is; the mode holds the kind of entry.
	const parts = new Float64Array(count * STAT_PARTS).fill(NaN);
	for (let at = 0; at < count; at++) {
		const info = statAt(at);
		if (!info) continue;
		const first = at * STAT_PARTS;
		parts[first] = info.mode;
		parts[first + 1] = info.size;
		parts[first + 2] = info.mtimeMs;
		parts[first + 3] = info.ino;
		parts[first + 4] = info.isDirectory() ? info.ctimeMs : 0;
	}
	return createHash('sha256').update(parts).digest('base64url');
}

/**
 * Every entry of the published site at `dir` (the folder itself first, as ''), and the digest
 * of each with its lstat; a file linked under several paths (the API's copies) only by its
 * first: its other paths' folders, recorded, name it as long as they are unchanged, and a write
 * to it moves the lstat of its first path too (0.4 of the entries of a site, not read again).
 *
 * @example
 * publishedState('/srv/site/dist') // { paths: ['', '404.html', '@robin', …], digest: 'Yq3…' }
 */
export function publishedState(dir: string): PublishedState {
	const paths: string[] = [];
	const stats: (Stats | undefined)[] = [];
	const linked = new Set<string>();
	for (const path of ['', ...entriesUnder(dir)]) {
		const info = lstatUnder(dir, path);
		const inode = info && info.nlink > 1 && !info.isDirectory() && `${info.dev}:${info.ino}`;
		if (inode && linked.has(inode)) continue;
		if (inode) linked.add(inode);
		paths.push(path);
		stats.push(info);
	}
	return { paths, digest: treeDigest(stats.length, (at) => stats[at]) };
}

/**
 * Whether the published site at `dir` is as `recorded`: each recorded entry's lstat as it was.
 * No folder listed again: every folder's own lstat is as recorded only while no entry was added
 * to, removed from or renamed in it, so the recorded entries are all there are.
 *
 * @example
 * samePublished('/srv/site/dist', last.published) // false once any file there was written
 */
export function samePublished(dir: string, recorded: PublishedState): boolean {
	return (
		recorded.paths[0] === '' &&
		treeDigest(recorded.paths.length, (at) => lstatUnder(dir, recorded.paths[at] as string)) ===
			recorded.digest
	);
}

/**
 * Each entry under `dir` with its lstat and, for a file, the digest of its bytes: taken from
 * `known` when its lstat is the one recorded there, else read.
 *
 * @example
 * contentState('/srv/site/content', last?.content)
 */
export function contentState(dir: string, known?: ContentState): ContentState {
	const state: ContentState = new Map();
	for (const path of entriesUnder(dir)) {
		const info = lstatSync(join(dir, path));
		const stat = statText(info);
		const before = known?.get(path);
		if (before?.stat === stat) {
			state.set(path, before);
			continue;
		}
		const read = info.isFile()
			? readRegularFileSync(join(dir, path), MAX_CONTENT_BYTES)
			: undefined;
		const digest = read?.ok ? createHash('sha256').update(read.bytes).digest('base64url') : stat;
		state.set(path, { stat, digest });
	}
	return state;
}

/**
 * The offset from UTC of every time zone this Node knows, now, as one digest: a page shows its
 * profile's offset as of the build, so a moved offset (a clock change) is a change.
 */
export function zoneOffsets(now: Date = new Date()): string {
	const hash = createHash('sha256');
	// Temporal, where Node has it (26 on), in a hundredth of Intl's time (0.1 s): the same offsets,
	// compared for every zone at each transition of 2000-2040 and every 6 hours of 2024-2031.
	const instant =
		typeof Temporal === 'undefined' ? undefined : Temporal.Instant.fromEpochMilliseconds(+now);
	const offset = (zone: string) => {
		try {
			return instant?.toZonedDateTimeISO(zone).offsetNanoseconds ?? utcOffset(zone, now);
		} catch {
			return utcOffset(zone, now);
		}
	};
	for (const zone of Intl.supportedValuesOf('timeZone')) hash.update(`${zone}=${offset(zone)}\n`);
	return hash.digest('base64url');
}

/**
 * Why the last build's output is not this build's, or undefined when it is: the same inputs, the
 * same content bytes, every offset as it was, and the published site untouched since.
 *
 * @example
 * changedSince(last, now) // undefined
 */
export function changedSince(
	last: LastBuild,
	now: Omit<LastBuild, 'published'>,
): string | undefined {
	if (last.inputs !== now.inputs) return 'inputs';
	if (last.target !== now.target) return 'target';
	if (last.zones !== now.zones) return 'zones';
	if (!sameContent(last.content, now.content)) return 'content';
	return samePublished(last.target, last.published) ? undefined : 'published';
}

/**
 * Whether two looks at the content found the same files with the same bytes.
 *
 * @example
 * sameContent(before, contentState(contentDir, before)) // true while no file changed
 */
export function sameContent(a: ContentState, b: ContentState): boolean {
	if (a.size !== b.size) return false;
	for (const [path, { digest }] of b) if (a.get(path)?.digest !== digest) return false;
	return true;
}

const LABEL = 'staticnouns last build';

/** The record as written: a line with the seal, then the body it seals. */
function bodyOf(last: LastBuild): string {
	return JSON.stringify({
		inputs: last.inputs,
		zones: last.zones,
		target: last.target,
		content: [...last.content].map(([path, { stat, digest }]) => `${path}\0${stat}\0${digest}`),
		published: { paths: last.published.paths.join('\0'), digest: last.published.digest },
	});
}

/**
 * Records the build just published in `file`, sealed under `key` (none without a key), written
 * beside and renamed into place: never half a record. Never throws: no record costs a build.
 *
 * @example
 * saveLastBuild(places.last, { ...now, published: publishedState(now.target) }, key)
 */
export function saveLastBuild(file: string, last: LastBuild, key: Buffer | null): void {
	if (!key) return;
	try {
		const body = bodyOf(last);
		mkdirSync(dirname(file), { recursive: true });
		const temporary = `${file}.${process.pid}.tmp`;
		writeFileSync(temporary, `${seal(key, LABEL, body)}\n${body}`);
		renameSync(temporary, file);
	} catch {
		// See above.
	}
}

/**
 * The last build recorded in `file`, or undefined when there is none to trust (none, a link, too
 * large, malformed, not sealed under `key`).
 *
 * @example
 * const last = lastBuild(places.last, cacheKey());
 */
export function lastBuild(file: string, key: Buffer | null): LastBuild | undefined {
	try {
		const body = readSealed(file, MAX_RECORD_BYTES, key, LABEL);
		if (body === undefined) return undefined;
		const parsed = lastBuildSchema.safeParse(JSON.parse(body));
		if (!parsed.success) return undefined;
		const content: ContentState = new Map();
		for (const row of parsed.data.content) {
			const [path, stat, digest, ...more] = row.split('\0');
			if (!path || !stat || !digest || more.length) return undefined;
			content.set(path, { stat, digest });
		}
		const { paths, digest } = parsed.data.published;
		return { ...parsed.data, content, published: { paths: paths.split('\0'), digest } };
	} catch {
		return undefined;
	}
}
