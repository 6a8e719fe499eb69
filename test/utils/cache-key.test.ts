import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
	cacheKey,
	cacheKeyDir,
	seal,
	secretKeyProblem,
	verifySeal,
} from '../../src/utils/cache-key.ts';

let dir: string;
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'staticnouns-cache-key-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const SECRET = 'k9Xq2vL7pR4sT8wY1zB5nC3mF6hJ0dG+aE=';

describe('cacheKey', () => {
	test("makes this machine's key of 32 bytes once, readable by its owner only, and keeps it", async () => {
		const key = cacheKey(join(dir, 'machine'), {});
		expect(key).toHaveLength(32);
		expect(cacheKey(join(dir, 'machine'), {})).toEqual(key);
		expect(await readFile(join(dir, 'machine/cache-key'))).toEqual(key);
		expect((await stat(join(dir, 'machine/cache-key'))).mode & 0o777).toBe(0o600);
	});

	test("takes the environment's secret instead, the same on every machine, and makes no file", () => {
		const env = { STATICNOUNS_CACHE_KEY: SECRET };
		const key = cacheKey(join(dir, 'one'), env);
		expect(key).toHaveLength(32);
		expect(cacheKey(join(dir, 'two'), env)).toEqual(key);
		expect(cacheKey(join(dir, 'two'), { STATICNOUNS_CACHE_KEY: `${SECRET}\n` })).toEqual(key);
		expect(existsSync(join(dir, 'one'))).toBe(false);
		// Not the secret itself: a key of its own.
		expect(key!.equals(Buffer.from(SECRET))).toBe(false);
		expect(cacheKey(join(dir, 'one'), { STATICNOUNS_CACHE_KEY: `${SECRET}x` })).not.toEqual(key);
	});

	test('seals under the secret what the same secret verifies, and another key does not', () => {
		const key = cacheKey(dir, { STATICNOUNS_CACHE_KEY: SECRET })!;
		const mac = seal(key, 'list', 'body');
		expect(verifySeal(cacheKey(dir, { STATICNOUNS_CACHE_KEY: SECRET })!, mac, 'list', 'body')).toBe(
			true,
		);
		expect(verifySeal(randomBytes(32), mac, 'list', 'body')).toBe(false);
		expect(verifySeal(cacheKey(join(dir, 'machine'), {})!, mac, 'list', 'body')).toBe(false);
	});

	test('takes an empty secret as none', () => {
		expect(cacheKey(join(dir, 'machine'), { STATICNOUNS_CACHE_KEY: ' ' })).toEqual(
			cacheKey(join(dir, 'machine'), {}),
		);
	});

	test('trusts no cache with a secret one byte short of 32, and takes one of 32', () => {
		expect(cacheKey(dir, { STATICNOUNS_CACHE_KEY: 'x'.repeat(31) })).toBeNull();
		expect(existsSync(join(dir, 'cache-key'))).toBe(false);
		expect(cacheKey(dir, { STATICNOUNS_CACHE_KEY: 'x'.repeat(32) })).toHaveLength(32);
	});
});

describe('secretKeyProblem', () => {
	test('says what is wrong with a secret one byte short of 32, counting bytes, not characters', () => {
		expect(secretKeyProblem({ STATICNOUNS_CACHE_KEY: 'x'.repeat(31) })).toBe(
			"STATICNOUNS_CACHE_KEY holds 31 bytes, too few to be a key: set it to at least 32 random bytes (`openssl rand -base64 32` gives 44 characters), or leave it unset to use this machine's own key.",
		);
		expect(secretKeyProblem({ STATICNOUNS_CACHE_KEY: 'é'.repeat(16) })).toBeUndefined();
		expect(secretKeyProblem({ STATICNOUNS_CACHE_KEY: 'x'.repeat(32) })).toBeUndefined();
		expect(secretKeyProblem({})).toBeUndefined();
		expect(secretKeyProblem({ STATICNOUNS_CACHE_KEY: '' })).toBeUndefined();
	});
});

describe('cacheKeyDir', () => {
	test('is STATICNOUNS_KEY_DIR, else under XDG_STATE_HOME, else under the home folder', () => {
		expect(cacheKeyDir({ STATICNOUNS_KEY_DIR: '/keys' })).toBe('/keys');
		expect(cacheKeyDir({ XDG_STATE_HOME: '/state', HOME: '/home/robin' })).toBe(
			'/state/staticnouns',
		);
		expect(cacheKeyDir({ HOME: '/home/robin' })).toBe('/home/robin/.local/state/staticnouns');
	});
});
