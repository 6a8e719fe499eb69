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
 * committed folder): each entry carries an HMAC, under this machine's key
 * (utils/cache-key.ts, kept outside the cache folder), of the digest of its
 * input and its result, so an entry is used only when this machine's build
 * wrote it for these exact bytes and this code. A forged but well-formed
 * entry is a miss. A file that is not what this module writes is ignored
 * whole, and each entry is also checked against the User schema.
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
import { readRegularFileSync } from '../../utils/regular-file.ts';
import { richProfileSchema } from '../../schemas/rich.ts';
import { cacheKey, seal, verifySeal } from '../../utils/cache-key.ts';

/** The cache's own format; the code version (codeVersion) covers everything else. */
const FORMAT = 2;

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

/** An entry as kept: the result and its HMAC (see openParseCache). */
interface SealedEntry {
	mac: string;
	value: Entry;
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const cacheFileSchema = z.object({
	format: z.literal(FORMAT),
	version: z.string(),
	// Checked entry by entry when used: one bad entry costs one miss.
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
	const previous = key ? readCacheFile(file, version) : new Map<string, unknown>();
	/** The HMAC that binds a result to its input's digest and this code version. */
	const macOf = (inputDigest: string, body: string) =>
		seal(key!, 'staticnouns parse cache', String(FORMAT), version, inputDigest, body);
	const next = new Map<string, SealedEntry>();
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
			const sealed =
				isObject(cached) &&
				key &&
				verifySeal(
					key,
					cached['mac'],
					'staticnouns parse cache',
					String(FORMAT),
					version,
					digest,
					JSON.stringify(cached['value']),
				);
			const entry = sealed ? entrySchema.safeParse(cached['value']) : undefined;
			if (entry?.success && entry.data.user.name === name) {
				stats.hits++;
				next.set(digest, cached as SealedEntry);
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
				next.set(digest, { mac: macOf(digest, JSON.stringify(value)), value });
			}
			return result;
		},
		save() {
			if (!key || (!changed && next.size === previous.size)) return;
			const body = JSON.stringify({ format: FORMAT, version, entries: Object.fromEntries(next) });
			// Written beside, then renamed: a build killed midway leaves the old cache or the new one,
			// never half.
			const temporary = `${file}.${process.pid}.tmp`;
			try {
				mkdirSync(dir, { recursive: true });
				writeFileSync(temporary, body);
				renameSync(temporary, file);
			} catch {
				// A cache that cannot be written costs the next build time, never this one's result.
			}
		},
	};
}

function readCacheFile(file: string, version: string): Map<string, unknown> {
	try {
		// Sized before it is read, never through a link or from a FIFO, like every file the build
		// reads.
		const read = readRegularFileSync(file, MAX_CACHE_BYTES);
		if (!read.ok) return new Map();
		const parsed = cacheFileSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
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
