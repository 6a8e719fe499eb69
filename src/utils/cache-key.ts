/**
 * The key that proves a cache entry was written by this machine's own
 * builds (issue 22 point 7). Every cache the build reads (validation
 * results, avatar encodings, the list of what the published site holds)
 * lives in a folder that CI systems share between runs
 * and that a repository could even commit: input nobody vetted. Each entry
 * carries an HMAC under this key, and an entry whose HMAC does not verify
 * is a miss, so a forged but well-formed entry never reaches the output.
 *
 * The key comes from a secret when the environment gives one
 * (`STATICNOUNS_CACHE_KEY`, at least 32 bytes: a CI secret that only the
 * deploy of the main branch can read), so the caches a CI run keeps are
 * the next run's, and provably no one else's. Else it is this machine's:
 * 32 random bytes made on first use and kept OUTSIDE the project and its
 * cache folder: `$STATICNOUNS_KEY_DIR`, else `$XDG_STATE_HOME/staticnouns`,
 * else `~/.local/state/staticnouns` (never node_modules/ or the cache
 * folder, which CI caches carry). A CI runner that starts clean makes a new
 * key each run, so without the secret a cache restored from elsewhere is
 * all misses: slower, never wrong.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { readRegularFileSync } from './regular-file.ts';

const KEY_BYTES = 32;

/** The environment variable a secret key comes from. */
const SECRET_VARIABLE = 'STATICNOUNS_CACHE_KEY';

/** The shortest secret taken: as many bytes as the machine's own key has. */
const SECRET_MIN_BYTES = 32;

/**
 * What is wrong with the environment's secret (too short to be a key), or
 * undefined when it is fine or not set; an empty one is not set.
 *
 * @example
 * secretKeyProblem({ STATICNOUNS_CACHE_KEY: 'short' }) // 'STATICNOUNS_CACHE_KEY holds 5 bytes; …'
 */
export function secretKeyProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
	const secret = env[SECRET_VARIABLE]?.trim();
	if (!secret || Buffer.byteLength(secret) >= SECRET_MIN_BYTES) return undefined;
	return `${SECRET_VARIABLE} holds ${Buffer.byteLength(secret)} bytes, too few to be a key: set it to at least ${SECRET_MIN_BYTES} random bytes (\`openssl rand -base64 32\` gives 44 characters), or leave it unset to use this machine's own key.`;
}

/**
 * The folder the key lives in, from the environment.
 *
 * @example
 * cacheKeyDir({ HOME: '/home/robin' }) // '/home/robin/.local/state/staticnouns'
 */
export function cacheKeyDir(env: NodeJS.ProcessEnv = process.env): string {
	if (env['STATICNOUNS_KEY_DIR']) return resolve(env['STATICNOUNS_KEY_DIR']);
	const state = env['XDG_STATE_HOME'] || join(env['HOME'] || homedir(), '.local/state');
	return join(resolve(state), 'staticnouns');
}

const keys = new Map<string, Buffer | null>();

/**
 * The cache key: from the environment's secret when it gives one (null when
 * that is too short: see secretKeyProblem), else this machine's, made
 * (readable by its owner only) on first use; null when it can be neither
 * read nor made: then no cache is trusted.
 *
 * @example
 * const key = cacheKey(); // Buffer of 32 bytes
 */
export function cacheKey(
	dir: string = cacheKeyDir(),
	env: NodeJS.ProcessEnv = process.env,
): Buffer | null {
	const secret = env[SECRET_VARIABLE]?.trim();
	if (secret) {
		if (secretKeyProblem(env)) return null;
		// Its own key, whatever else the secret is used for.
		return createHash('sha256').update('staticnouns cache key\0').update(secret).digest();
	}
	const known = keys.get(dir);
	if (known !== undefined) return known;
	const file = join(dir, 'cache-key');
	let key: Buffer | null;
	const read = () => {
		const got = readRegularFileSync(file, KEY_BYTES);
		return got.ok && got.bytes.length === KEY_BYTES ? got.bytes : null;
	};
	try {
		key = read();
		if (!key) {
			mkdirSync(dir, { recursive: true, mode: 0o700 });
			try {
				// O_EXCL: never over a file (or a link) someone else put there.
				writeFileSync(file, randomBytes(KEY_BYTES), { flag: 'wx', mode: 0o600 });
			} catch {
				// Made meanwhile by a build running beside this one: read theirs.
			}
			key = read();
		}
	} catch {
		key = null;
	}
	keys.set(dir, key);
	return key;
}

/**
 * The HMAC of the parts (each length-prefixed, so no two lists give the same
 * input) under the key.
 *
 * @example
 * seal(key, 'profiles', cacheKeyOfFile, JSON.stringify(entry)) // 'Yk3…'
 */
export function seal(key: Buffer, ...parts: (string | Uint8Array)[]): string {
	const mac = createHmac('sha256', key);
	for (const part of parts) {
		const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
		mac.update(`${bytes.length}:`).update(bytes);
	}
	return mac.digest('base64url');
}

/**
 * Whether `mac` is the seal of the parts under the key, compared in constant time.
 *
 * @example
 * if (!verifySeal(key, entry.mac, 'profiles', id, body)) continue; // forged or stale: a miss
 */
export function verifySeal(key: Buffer, mac: unknown, ...parts: (string | Uint8Array)[]): boolean {
	if (typeof mac !== 'string') return false;
	const expected = Buffer.from(seal(key, ...parts));
	const given = Buffer.from(mac);
	return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The body of `file`, a line with its seal under `key` and `labels` then the body (as the build's
 * records are written), or undefined when there is none to trust: no key, no file, a link, past
 * `maxBytes`, no seal line, or not sealed so.
 *
 * @example
 * readSealed(listFile, MAX_LIST_BYTES, cacheKey(), 'staticnouns published list', '3')
 */
export function readSealed(
	file: string,
	maxBytes: number,
	key: Buffer | null,
	...labels: string[]
): string | undefined {
	if (!key) return undefined;
	const read = readRegularFileSync(file, maxBytes);
	if (!read.ok) return undefined;
	const text = read.bytes.toString('utf8');
	const newline = text.indexOf('\n');
	if (newline < 0) return undefined;
	const body = text.slice(newline + 1);
	return verifySeal(key, text.slice(0, newline), ...labels, body) ? body : undefined;
}
