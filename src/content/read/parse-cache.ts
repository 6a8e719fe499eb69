/**
 * Validation results kept between builds, so a rebuild after one profile
 * changed parses and validates that one file only. A result is found by a
 * digest of everything it depends on: the file's text, its path, the name
 * its place gives and the user it belongs to (for a member), the site's limits and the code
 * version (a digest of the project's sources and lockfile, and Node's version: any code change
 * empties the cache). Only valid files are kept; a file with problems is
 * checked again every time, so every message stays exact. The rules across
 * profiles still run over every identity: they are cheap.
 *
 * The cache lives in node_modules/.cache (see cacheDir), outside git, but it
 * is still read as untrusted input (a CI cache shared between runs, a
 * committed folder): the file carries an HMAC of its whole body (the code
 * version and every entry: each input's digest and its result), under this
 * machine's key (utils/cache-key.ts, kept outside the cache folder), so it is
 * used only when this machine's build or check wrote it, for this code. A
 * forged but well-formed file, or one edited by a byte, is all misses; each
 * entry is also checked against the User schema. One seal for the file, not
 * one per entry: 10,000 HMACs and serialisations cost a check of 10,000
 * profiles about 0.4 s of CPU, the file's one (13 MB) about 50 ms.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { Limits } from '../../schemas/profile-limits.ts';
import { z as mini } from '../../schemas/zod.ts';
import { userSchema } from '../../schemas/user.ts';
import { userOf } from '../validate/rich-profile.ts';
import type { FileText } from '../find/profile-files.ts';
import type { Profile, ProfileResult } from '../validate/profile-file.ts';
import { readProfileSource } from './reader.ts';
import { richProfileSchema } from '../../schemas/rich.ts';
import { cacheKey, readSealed, seal } from '../../utils/cache-key.ts';

/** The cache's own format; the code version (codeVersion) covers everything else. */
const FORMAT = 3;

/** What the seal says it is: no other sealed record of the build passes for this one. */
const SEAL_LABEL = 'staticnouns parse cache';

/** A cache file bigger than this is not read: 10 times what 100,000 profiles take. */
const MAX_CACHE_BYTES = 1024 * 1024 * 1024;

/**
 * What is kept of a valid profile: what parseProfile gives besides what the file's path and text
 * give again.
 */
const entrySchema = z.strictObject({
	// The User without its lists: they are made again from the rich profile's, sharing its strings.
	user: mini.omit(userSchema, { names: true, pronouns: true, fields: true }),
	rich: richProfileSchema,
	avatar: z.string().nullable(),
	owners: z.array(z.string()),
	lang: z.string().nullable(),
	nameLine: z.int().nonnegative(),
	sid: z.string(),
	sidDerived: z.literal(true).optional(),
});

type Entry = z.output<typeof entrySchema>;

const cacheFileSchema = z.object({
	format: z.literal(FORMAT),
	version: z.string(),
	// Checked entry by entry when used.
	entries: z.record(z.string(), z.unknown()),
});

/** Counts for the build's log and the tests. */
export interface ParseCacheStats {
	hits: number;
	misses: number;
}

export interface ParseCache {
	/**
	 * The result of `parse` for this file, from the cache when an entry for
	 * the same text, path, name, limits and code is there and well formed.
	 */
	parse(
		file: string,
		text: FileText,
		name: string,
		ownerUser: Profile['ownerUser'],
		parse: () => ProfileResult,
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
	const previous = key ? readCacheFile(file, version, key) : new Map<string, unknown>();
	const next = new Map<string, Entry>();
	const stats: ParseCacheStats = { hits: 0, misses: 0 };
	const limitsKey = JSON.stringify(Object.entries(limits).sort(([a], [b]) => (a < b ? -1 : 1)));
	let changed = previous.size === 0;
	return {
		stats,
		parse(path, text, name, ownerUser, parse) {
			if (!text.ok) return parse();
			const digest = createHash('sha256')
				.update(JSON.stringify([limitsKey, path, name, ownerUser]))
				.update('\0')
				.update(text.text)
				.digest('base64url');
			const cached = previous.get(digest);
			const entry = cached === undefined ? undefined : entrySchema.safeParse(cached);
			if (entry?.success && entry.data.user.name === name) {
				stats.hits++;
				next.set(digest, entry.data);
				return { ok: true, profile: profileOf(path, text.text, entry.data, ownerUser) };
			}
			stats.misses++;
			changed = true;
			const result = parse();
			if (result.ok && key) {
				const { user, rich, avatar, owners, lang, nameLine, sid, sidDerived } = result.profile;
				const { names: _names, pronouns: _pronouns, fields: _fields, ...head } = user;
				const value: Entry = {
					user: head,
					...{ rich, avatar, owners: [...owners], lang, nameLine, sid },
					...(sidDerived && { sidDerived }),
				};
				next.set(digest, value);
			}
			return result;
		},
		save() {
			if (!key || (!changed && next.size === previous.size)) return;
			const body = JSON.stringify({ format: FORMAT, version, entries: Object.fromEntries(next) });
			const sealed = `${seal(key, SEAL_LABEL, String(FORMAT), version, body)}\n${body}`;
			// Written beside, then renamed: a build killed midway leaves the old cache or the new one,
			// never half.
			const temporary = `${file}.${process.pid}.tmp`;
			try {
				mkdirSync(dir, { recursive: true });
				// O_EXCL: never through a link (or over a file) a committed folder planted at that name.
				writeFileSync(temporary, sealed, { flag: 'wx' });
				renameSync(temporary, file);
			} catch {
				// A cache that cannot be written costs the next build time, never this one's result.
			}
		},
	};
}

function readCacheFile(file: string, version: string, key: Buffer): Map<string, unknown> {
	try {
		// Sized before it is read, never through a link or from a FIFO, like every file the build
		// reads; read only when this machine sealed it, for this code.
		const body = readSealed(file, MAX_CACHE_BYTES, key, SEAL_LABEL, String(FORMAT), version);
		if (body === undefined) return new Map();
		const parsed = cacheFileSchema.safeParse(JSON.parse(body));
		if (!parsed.success || parsed.data.version !== version) return new Map();
		return new Map(Object.entries(parsed.data.entries));
	} catch {
		return new Map();
	}
}

/**
 * The profile parseProfile gives for this file, from its cached parts. Line
 * lookups (for messages the rules across profiles may give) parse the text
 * again, on first use only: most builds never ask.
 */
function profileOf(
	file: string,
	text: string,
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
				const read = readProfileSource(file, text);
				locate = read.ok ? read.source.locate : () => undefined;
			}
			return locate(path);
		},
	};
}
