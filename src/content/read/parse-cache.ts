/**
 * Validation results kept between builds, so a rebuild after one profile
 * changed parses and validates that one file only. A result is found by a
 * digest of everything it depends on: the file's text, its path, the name
 * its place gives and the user it belongs to (for a member), the site's limits and the code
 * version (a digest of the project's sources and lockfile, and Node's version: any code change
 * empties the cache). Only valid files are kept; a file with problems is
 * checked again every time, so every message stays exact. An unchanged file is not even read:
 * its lstat (type, size, both times, inode) is recorded with its text's digest, and a write moves
 * its change time, which no program sets back (unless within RACY_MS of the look).
 *
 * The cache lives in node_modules/.cache (see cacheDir), outside git, but it
 * is still read as untrusted input (a CI cache shared between runs, a
 * committed folder): the file carries an HMAC of its whole body, under this
 * machine's key (utils/cache-key.ts, kept outside the cache folder), so it is
 * used only when this machine's build or check wrote it, for this code: a forged but
 * well-formed file, or one edited by a byte, is all misses. What the seal vouches for is not
 * checked again (each entry is parseProfile's result, on which its schemas change nothing; 10,000
 * checks cost about 0.25 s of CPU), nor sealed one by one (about 0.4 s).
 */
import { createHash, hash } from 'node:crypto';
import {
	lstatSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { Limits } from '../../schemas/profile-limits.ts';
import type { User } from '../../schemas/user.ts';
import { userOf } from '../validate/rich-profile.ts';
import type { FileText } from '../find/profile-files.ts';
import type { Profile, ProfileResult } from '../validate/profile-file.ts';
import { readProfileSource } from './reader.ts';
import { cacheKey, readSealed, seal } from '../../utils/cache-key.ts';
import { statText } from '../../utils/regular-file.ts';

/** The cache's own format; the code version (codeVersion) covers everything else. */
const FORMAT = 4;

/** What the seal says it is: no other sealed record of the build passes for this one. */
const SEAL_LABEL = 'staticnouns parse cache';

/** A cache file bigger than this is not read: 10 times what 100,000 profiles take. */
const MAX_CACHE_BYTES = 1024 * 1024 * 1024;

/**
 * Written this close to the look, a file is read every time: a write in that tick keeps its lstat.
 */
const RACY_MS = 1000;

/**
 * What is kept of a valid profile: what parseProfile gives besides what the file's path and text
 * give again. The User without its lists: they are made again from the rich profile's.
 */
type Entry = Pick<Profile, 'rich' | 'avatar' | 'owners' | 'lang' | 'nameLine' | 'sid'> & {
	user: Omit<User, 'names' | 'pronouns' | 'fields'>;
	sidDerived?: true;
};

const cacheFileSchema = z.object({
	format: z.literal(FORMAT),
	version: z.string(),
	// Each file's path: its lstat as statText gives it, and the digest of its text.
	files: z.record(z.string(), z.tuple([z.string(), z.string()])),
	// What the seal vouches for: each written by this module from parseProfile's result.
	entries: z.record(z.string(), z.unknown()),
});

/** Counts for the build's log and the tests. */
export interface ParseCacheStats {
	hits: number;
	misses: number;
}

export interface ParseCache {
	/**
	 * The result of `parse` for the file at `path` (`file` as messages show it), from the cache when
	 * an entry for the same text, path, name, limits and code is there. `read` is called only when
	 * the file's lstat is not the one recorded with its text, or on a miss.
	 */
	parse(
		file: string,
		path: string,
		read: () => FileText,
		name: string,
		ownerUser: Profile['ownerUser'],
		parse: (text: FileText) => ProfileResult,
	): ProfileResult;
	/** Writes what this run used (entries of removed files drop out), when anything changed. */
	save(): void;
	readonly stats: ParseCacheStats;
}

/**
 * A digest of the code that turns a file into a profile: every source file
 * under `sourceDir` (src/), the lockfile beside it and Node's version. Any
 * change to them is a new version, and no entry of the old one is trusted.
 *
 * @example
 * codeVersion('/srv/site/src') // 'k3Jq…'
 */
export function codeVersion(sourceDir: string): string {
	const hash = createHash('sha256').update(`${process.version}\0`);
	const files = readdirSync(sourceDir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name))
		.sort();
	for (const file of files)
		hash
			.update(`${file.slice(sourceDir.length)}\0`)
			.update(readFileSync(file))
			.update('\0');
	try {
		hash.update(readFileSync(join(dirname(sourceDir), 'package-lock.json')));
	} catch {
		hash.update('no lockfile');
	}
	return hash.digest('base64url');
}

/**
 * Opens the cache kept in `dir` for this code version and these limits. A
 * missing, unreadable, oversized or malformed cache file, or one of another
 * version, gives an empty cache: every file is validated.
 *
 * @example
 * const cache = openParseCache(join(cacheDir(root), 'profiles'), codeVersion(join(root, 'src')),
 * limits); const site = await loadSite(contentDir, { limits, cache });
 * cache.save();
 */
export function openParseCache(
	dir: string,
	version: string,
	limits: Limits,
	key: Buffer | null = cacheKey(),
): ParseCache {
	const file = join(dir, 'profiles.json');
	// Without a key nothing read could be proven ours: every file is validated, nothing is kept.
	const previous = key ? readCacheFile(file, version, key) : undefined;
	const next = { files: new Map<string, [string, string]>(), entries: new Map<string, Entry>() };
	const stats: ParseCacheStats = { hits: 0, misses: 0 };
	const limitsKey = JSON.stringify(Object.entries(limits).sort(([a], [b]) => (a < b ? -1 : 1)));
	let changed = !previous?.entries.size;
	// Files recorded with a new lstat this run (a fresh checkout, or written since the last save).
	let restated = 0;
	return {
		stats,
		parse(shown, path, read, name, ownerUser, parse) {
			const prefix = `${JSON.stringify([limitsKey, shown, name, ownerUser])}\0`;
			// Looked at before it is read: a write after this moves it for the next run. Not on a run
			// without a cache (a cold check, a build after a code change): 10,000 lstats cost it up to
			// 1 s of CPU on a loaded machine; the next run records them.
			const info = previous ? lstatSync(path, { throwIfNoEntry: false }) : undefined;
			const stat = info && statText(info);
			const known = previous?.files.get(path);
			let text = known && known[0] === stat ? undefined : read();
			if (text?.ok === false) return parse(text);
			let digest = text ? textDigest(text.text) : known![1];
			let entryKey = textDigest(prefix + digest);
			// Kept for the next run unless written too close to this look (RACY_MS).
			const keep = (entry: Entry) => {
				next.entries.set(entryKey, entry);
				if (!stat || Date.now() - Math.max(info.mtimeMs, info.ctimeMs) <= RACY_MS) return;
				next.files.set(path, [stat, digest]);
				if (known?.[0] !== stat) restated++;
			};
			const entry = previous?.entries.get(entryKey) as Entry | undefined;
			if (entry?.user.name === name) {
				stats.hits++;
				keep(entry);
				return { ok: true, profile: profileOf(shown, read, digest, entry, ownerUser) };
			}
			stats.misses++;
			changed = true;
			if (!text) {
				// Known by its lstat, but no entry: read now, and keyed by its own digest.
				text = read();
				if (!text.ok) return parse(text);
				digest = textDigest(text.text);
				entryKey = textDigest(prefix + digest);
			}
			const result = parse(text);
			if (result.ok && key) {
				const { user, rich, avatar, owners, lang, nameLine, sid, sidDerived } = result.profile;
				const { names: _names, pronouns: _pronouns, fields: _fields, ...head } = user;
				keep({
					user: head,
					...{ rich, avatar, owners: [...owners], lang, nameLine, sid },
					...(sidDerived && { sidDerived }),
				});
			}
			return result;
		},
		save() {
			// A few new lstats are not worth the whole file written (13 MB at 10,000 profiles): those
			// files are read until the next save. Many (a fresh checkout) are.
			const restatedMany = restated * 10 > next.entries.size;
			if (key && (changed || restatedMany || next.entries.size !== previous?.entries.size))
				writeCacheFile(file, key, version, next);
		},
	};
}

/**
 * Writes the cache file, sealed, beside then renamed: a build killed midway leaves the old cache
 * or the new one, never half.
 */
function writeCacheFile(
	file: string,
	key: Buffer,
	version: string,
	{ files, entries }: { files: Map<string, [string, string]>; entries: Map<string, Entry> },
): void {
	const body = JSON.stringify({
		format: FORMAT,
		version,
		files: Object.fromEntries(files),
		entries: Object.fromEntries(entries),
	});
	const sealed = `${seal(key, SEAL_LABEL, String(FORMAT), version, body)}\n${body}`;
	const temporary = `${file}.${process.pid}.tmp`;
	try {
		mkdirSync(dirname(file), { recursive: true });
		// O_EXCL: never through a link (or over a file) a committed folder planted at that name.
		writeFileSync(temporary, sealed, { flag: 'wx' });
		renameSync(temporary, file);
	} catch {
		// A cache that cannot be written costs the next build time, never this one's result.
	}
}

/** A digest in one call: no Hash object per file (10,000 of them cost a cold check 0.1 s). */
const textDigest = (text: string) => hash('sha256', text, 'base64url');

function readCacheFile(
	file: string,
	version: string,
	key: Buffer,
): { files: Map<string, [string, string]>; entries: Map<string, unknown> } | undefined {
	try {
		// Sized before it is read, never through a link or from a FIFO, like every file the build
		// reads; read only when this machine sealed it, for this code.
		const body = readSealed(file, MAX_CACHE_BYTES, key, SEAL_LABEL, String(FORMAT), version);
		if (body === undefined) return undefined;
		const parsed = cacheFileSchema.safeParse(JSON.parse(body));
		if (!parsed.success || parsed.data.version !== version) return undefined;
		const { files, entries } = parsed.data;
		return { files: new Map(Object.entries(files)), entries: new Map(Object.entries(entries)) };
	} catch {
		return undefined;
	}
}

/**
 * The profile parseProfile gives for this file, from its cached parts. Line
 * lookups (for messages the rules across profiles may give) read and parse the text
 * again, on first use only (most builds never ask), and only a text with the entry's digest.
 */
function profileOf(
	file: string,
	read: () => FileText,
	digest: string,
	entry: Entry,
	ownerUser: Profile['ownerUser'],
): Profile {
	let locate: Profile['locate'] | undefined;
	return {
		file,
		user: userOf(entry.user.id, entry.user.name, entry.user, entry.rich),
		rich: entry.rich,
		sid: entry.sid,
		...(entry.sidDerived && { sidDerived: entry.sidDerived }),
		avatar: entry.avatar,
		localAvatar: null,
		owners: entry.owners,
		lang: entry.lang,
		members: [],
		ownerUser,
		nameLine: entry.nameLine,
		locate: (path) => {
			if (!locate) {
				const text = read();
				const source =
					text.ok && textDigest(text.text) === digest
						? readProfileSource(file, text.text)
						: undefined;
				locate = source?.ok ? source.source.locate : () => undefined;
			}
			return locate(path);
		},
	};
}
