import { execFileSync } from 'node:child_process';
import {
	cp,
	mkdir,
	mkdtemp,
	readFile,
	rename,
	rm,
	stat,
	symlink,
	utimes,
	writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { codeVersion, openParseCache } from '../../../src/content/read/parse-cache.ts';
import { loadSite } from '../../../src/content/site.ts';
import { v1Files as apiFiles } from '../../helpers/model.ts';
import { DEFAULT_LIMITS } from '../../../src/schemas/profile-limits.ts';
import { cacheKey, seal } from '../../../src/utils/cache-key.ts';
import { randomBytes } from 'node:crypto';
import { readProfileFile, type FileText } from '../../../src/content/find/profile-files.ts';
import { readProfileSource } from '../../../src/content/read/reader.ts';
import { parseProfile } from '../../../src/content/validate/profile-file.ts';
import { userSchema } from '../../../src/schemas/user.ts';
import { richProfileSchema } from '../../../src/schemas/rich.ts';
import { z as mini } from '../../../src/schemas/zod.ts';

const examples = join(import.meta.dirname, '../../fixtures/examples');

let dir: string;
let content: string;
let cacheDir: string;
beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'staticnouns-parse-cache-'));
	// This machine's key, kept apart from the cache folder as in a build.
	process.env['STATICNOUNS_KEY_DIR'] = join(dir, 'key');
	content = join(dir, 'content');
	cacheDir = join(dir, 'cache');
	await cp(examples, content, { recursive: true });
});
afterEach(async () => {
	vi.useRealTimers();
	await rm(dir, { recursive: true, force: true });
});

/** One build's load: the cache opened, used and saved as the integration does. */
async function load(options: { version?: string; limits?: Partial<typeof DEFAULT_LIMITS> } = {}) {
	const limits = { ...DEFAULT_LIMITS, ...options.limits };
	const cache = openParseCache(cacheDir, options.version ?? 'v1', limits);
	const site = await loadSite(content, {
		cwd: dir,
		site: 'https://profiles.example.org',
		base: '/',
		limits,
		cache,
	});
	cache.save();
	return { site, stats: { ...cache.stats } };
}

/** Everything a build publishes from the model, as bytes. */
const published = (site: Awaited<ReturnType<typeof loadSite>>) => [
	...apiFiles(site.profiles.map((profile) => profile.user)),
];

describe('openParseCache', () => {
	test('returns the same site from the cache as without it, and counts hits', async () => {
		const first = await load();
		expect(first.stats).toEqual({ hits: 0, misses: 7 });
		const second = await load();
		expect(second.stats).toEqual({ hits: 7, misses: 0 });
		const uncached = await loadSite(content, {
			cwd: dir,
			site: 'https://profiles.example.org',
			base: '/',
		});
		expect(second.site.issues).toEqual([]);
		expect(published(second.site)).toEqual(published(uncached));
		// Everything but the line lookups (functions), members included, keys in the same order.
		expect(JSON.stringify(second.site.profiles)).toBe(JSON.stringify(uncached.profiles));
	});

	test('returns line numbers for a cached profile, from its text', async () => {
		await load();
		const { site } = await load();
		const uncached = await loadSite(content, { cwd: dir });
		for (const [index, profile] of site.profiles.entries()) {
			for (const path of [['id'], ['name'], ['names', 0], ['pronouns', 0, 'status'], ['bio']])
				expect(profile.locate(path)).toBe(uncached.profiles[index]!.locate(path));
		}
	});

	test('parses a changed file again, and only that one', async () => {
		await load();
		const file = join(content, 'users/ash.md');
		await writeFile(
			file,
			(await readFile(file, 'utf8')).replace(
				'names: [Ash]',
				'display_name: Ash Changed\nnames: [Ash]',
			),
		);
		const { site, stats } = await load();
		expect(stats).toEqual({ hits: 6, misses: 1 });
		expect(site.profiles.find((profile) => profile.user.name === 'ash')!.user.display_name).toBe(
			'Ash Changed',
		);
	});

	test("parses a user's members again when the user's ID changes: a member's result holds it", async () => {
		await load();
		const file = join(content, 'users/kit/index.md');
		await writeFile(
			file,
			(await readFile(file, 'utf8')).replace(/^id: .*/m, 'id: d5ib0g4umccon80fj3h0'),
		);
		const { site, stats } = await load();
		expect(stats).toEqual({ hits: 4, misses: 3 });
		const juniper = site.profiles
			.find((profile) => profile.user.name === 'kit')!
			.members.find((member) => member.user.name === 'juniper')!;
		expect(juniper.ownerUser).toEqual({ id: 'd5ib0g4umccon80fj3h0', name: 'kit' });
	});

	test('parses every file again when a limit changes, and reports what the new limit refuses', async () => {
		await load();
		const { site, stats } = await load({ limits: { pronouns: 1 } });
		expect(stats.hits).toBe(0);
		expect(site.issues.map((issue) => `${issue.file}: ${issue.path}`)).toContain(
			'content/users/ash.md: pronouns',
		);
	});

	test('parses every file again when the code version changes', async () => {
		await load({ version: 'v1' });
		expect((await load({ version: 'v2' })).stats).toEqual({ hits: 0, misses: 7 });
	});

	test('keeps no result of a file with problems: it is checked, and reported, every time', async () => {
		const file = join(content, 'users/ash.md');
		await writeFile(file, (await readFile(file, 'utf8')).replace(/^id: .*/m, 'id: nope'));
		await load();
		const { site, stats } = await load();
		expect(stats).toEqual({ hits: 6, misses: 1 });
		expect(site.issues.map((issue) => `${issue.file}: ${issue.path}`)).toEqual([
			'content/users/ash.md: id',
		]);
	});

	test('drops the entries of removed files when it saves', async () => {
		await load();
		await rm(join(content, 'users/ash.md'));
		await load();
		// The seal's line, then the body.
		const saved = JSON.parse(
			(await readFile(join(cacheDir, 'profiles.json'), 'utf8')).replace(/^.*\n/, ''),
		) as { entries: object };
		expect(Object.keys(saved.entries)).toHaveLength(6);
	});

	test.each([
		['not JSON', () => '{"format":4,'],
		['JSON of another shape', () => '[1,2,3]'],
		['another format', (text: string) => text.replace('"format":4', '"format":3')],
		[
			'entries that are not profiles',
			(text: string) => text.replace(/"user":\{"id":"[^"]+"/g, '"user":{"id":"../../etc/passwd"'),
		],
		[
			'an entry under another name',
			(text: string) => text.replace(/"name":"robin"/g, '"name":"mallory"'),
		],
		['a negative line number', (text: string) => text.replace(/"nameLine":\d+/g, '"nameLine":-1')],
		['half of it (a build killed while writing)', (text: string) => text.slice(0, text.length / 2)],
	])('falls back to validating the files when the cache file holds %s', async (_case, corrupt) => {
		const clean = await load();
		const file = join(cacheDir, 'profiles.json');
		await writeFile(file, corrupt(await readFile(file, 'utf8')));
		const { site, stats } = await load();
		expect(stats.misses).toBeGreaterThan(0);
		expect(site.issues).toEqual([]);
		expect(published(site)).toEqual(published(clean.site));
	});

	test.each([
		['a FIFO', async (file: string) => void execFileSync('mkfifo', [file])],
		[
			'a symbolic link to a valid cache file',
			async (file: string) => symlink(`${file}.real`, file),
		],
	])(
		'falls back to validating the files when the cache file is %s, without waiting or following it',
		async (_case, plant) => {
			const clean = await load();
			const file = join(cacheDir, 'profiles.json');
			await rename(file, `${file}.real`);
			await plant(file);
			const { site, stats } = await load();
			expect(stats.hits).toBe(0);
			expect(published(site)).toEqual(published(clean.site));
		},
	);

	test('writes nothing through a link planted at its temporary name (a committed cache folder)', async () => {
		await mkdir(cacheDir, { recursive: true });
		const target = join(dir, 'target.txt');
		await writeFile(target, 'kept');
		await symlink(target, join(cacheDir, `profiles.json.${process.pid}.tmp`));
		expect((await load()).stats).toEqual({ hits: 0, misses: 7 });
		expect(await readFile(target, 'utf8')).toBe('kept');
	});

	test('builds without a cache when its folder cannot be written', async () => {
		await writeFile(join(dir, 'blocked'), '');
		const cache = openParseCache(join(dir, 'blocked/cache'), 'v1', DEFAULT_LIMITS);
		const site = await loadSite(content, { cwd: dir, cache });
		expect(() => cache.save()).not.toThrow();
		expect(site.issues).toEqual([]);
	});
});

describe('codeVersion', () => {
	test('returns another version when a source file changes, the same when nothing does', async () => {
		const source = join(dir, 'src');
		await mkdir(join(source, 'content'), { recursive: true });
		await writeFile(join(source, 'content/site.ts'), 'export const a = 1;\n');
		const before = codeVersion(source);
		expect(codeVersion(source)).toBe(before);
		await writeFile(join(source, 'content/site.ts'), 'export const a = 2;\n');
		expect(codeVersion(source)).not.toBe(before);
	});

	test('returns another version when the lockfile changes', async () => {
		const source = join(dir, 'src');
		await mkdir(source, { recursive: true });
		const before = codeVersion(source);
		await writeFile(join(dir, 'package-lock.json'), '{}');
		expect(codeVersion(source)).not.toBe(before);
	});
});

describe('a forged cache never changes what is published (issue 22 point 7)', () => {
	type Cache = {
		format: number;
		version: string;
		entries: Record<string, { user: { display_name: string | null; id: string } }>;
	};
	/** The cache file rewritten: its seal line and body, each as `change` makes them. */
	const forge = async (change: (cache: Cache, mac: string) => string) => {
		const file = join(cacheDir, 'profiles.json');
		const text = await readFile(file, 'utf8');
		const newline = text.indexOf('\n');
		const cache = JSON.parse(text.slice(newline + 1)) as Cache;
		const mac = change(cache, text.slice(0, newline));
		await writeFile(file, `${mac}\n${JSON.stringify(cache)}`);
	};
	const robinEntry = (cache: Cache) =>
		Object.values(cache.entries).find((entry) => JSON.stringify(entry).includes('"name":"robin"'))!;
	const sealed = (key: Buffer, cache: Cache, version = cache.version) =>
		seal(key, 'staticnouns parse cache', '4', version, JSON.stringify(cache));

	test.each([
		// The issue's case: an unchanged file's entry hand-edited, well formed, the seal left as it
		// was.
		[
			'a hand-edited display name and ID',
			(cache: Cache, mac: string) => {
				Object.assign(robinEntry(cache).user, {
					display_name: 'Forged',
					id: 'd0f6ssg3eqa7kbdj1v4v',
				});
				return mac;
			},
		],
		// Sealed under another machine's key (a CI cache restored from another runner).
		[
			'a file sealed with another key',
			(cache: Cache) => {
				robinEntry(cache).user.display_name = 'Forged';
				return sealed(randomBytes(32), cache);
			},
		],
		// This machine's seal, but of another code version: the version it claims is not the one
		// sealed.
		[
			"this machine's seal of another code version",
			(cache: Cache) => {
				robinEntry(cache).user.display_name = 'Forged';
				return sealed(cacheKey(join(dir, 'key'))!, cache, 'v0');
			},
		],
	])(
		'%s: a miss, and the output is byte-identical to a build without the cache',
		async (_label, change) => {
			await load();
			await forge(change);
			const { site, stats } = await load();
			expect(stats).toEqual({ hits: 0, misses: 7 });
			const uncached = await loadSite(content, {
				cwd: dir,
				site: 'https://profiles.example.org',
				base: '/',
			});
			expect(JSON.stringify(published(site))).not.toContain('Forged');
			expect(published(site)).toEqual(published(uncached));
		},
	);

	test("the seal is this machine's: the same forgery sealed with its key and version is read (so the cases above are refused by the seal alone)", async () => {
		await load();
		await forge((cache) => {
			robinEntry(cache).user.display_name = 'Forged';
			return sealed(cacheKey(join(dir, 'key'))!, cache);
		});
		const { site, stats } = await load();
		expect(stats).toEqual({ hits: 7, misses: 0 });
		expect(JSON.stringify(published(site))).toContain('Forged');
	});

	test('the key is kept outside the cache folder, and a cache written without it is never read back', async () => {
		await load();
		const saved = await readFile(join(cacheDir, 'profiles.json'), 'utf8');
		const key = await readFile(join(dir, 'key', 'cache-key'));
		expect(key).toHaveLength(32);
		expect(saved).not.toContain(key.toString('base64url'));
		// A fresh key (a clean CI runner) makes every entry a miss.
		process.env['STATICNOUNS_KEY_DIR'] = join(dir, 'other-key');
		expect((await load()).stats).toEqual({ hits: 0, misses: 7 });
	});
});

describe('a file known by its lstat (format 4)', () => {
	const file = 'content/users/ash.md';
	/** One run over ash.md: how often it was read, and what the cache gave. */
	const run = (limits = DEFAULT_LIMITS) => {
		const path = join(dir, file);
		const cache = openParseCache(cacheDir, 'v1', limits);
		let reads = 0;
		const read = () => {
			reads++;
			return readProfileFile(path, DEFAULT_LIMITS.fileBytes);
		};
		const parse = (text: FileText) => {
			const source = text.ok ? readProfileSource(file, text.text) : undefined;
			if (!source?.ok) throw new Error('ash.md does not read');
			return parseProfile(source.source, 'ash');
		};
		const result = cache.parse(file, path, read, 'ash', null, parse);
		cache.save();
		if (!result.ok) throw new Error('ash.md is not valid');
		return { reads, stats: { ...cache.stats }, profile: result.profile };
	};
	/** The clock moved on: the files written by the test are no longer this moment's. */
	const later = () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(Date.now() + 5000);
	};

	test('is not read while its lstat is the one recorded, and gives what parsing it gives', () => {
		const cold = run();
		expect([cold.reads, cold.stats]).toEqual([1, { hits: 0, misses: 1 }]);
		later();
		// Recorded now, as it is read and found unchanged; taken by its lstat after.
		expect([run().reads, run().reads]).toEqual([1, 0]);
		const warm = run();
		expect([warm.reads, warm.stats]).toEqual([0, { hits: 1, misses: 0 }]);
		expect(JSON.stringify(warm.profile)).toBe(JSON.stringify(cold.profile));
		// Its line lookups read it then, as the text the entry was made from.
		expect(warm.profile.locate(['names', 0])).toBe(cold.profile.locate(['names', 0]));
	});

	test('is read again once written, even to the same size with its old modification time', async () => {
		run();
		later();
		run();
		const path = join(dir, file);
		const before = await stat(path);
		const text = await readFile(path, 'utf8');
		await writeFile(path, text.replace('names: [Ash]', 'names: [Asa]'));
		await utimes(path, before.atime, before.mtime);
		const changed = run();
		expect([changed.reads, changed.stats]).toEqual([1, { hits: 0, misses: 1 }]);
		expect(changed.profile.user.names.map((entry) => entry.name)).toEqual(['Asa']);
	});

	test('is read when its record, edited to name another text, no longer matches the seal', async () => {
		run();
		later();
		run();
		const cache = join(cacheDir, 'profiles.json');
		const text = await readFile(cache, 'utf8');
		const edited = text.replace(/("[^"]*ash\.md":\["[^"]+",")[^"]+/, '$1AAAA');
		expect(edited).not.toBe(text);
		await writeFile(cache, edited);
		const forged = run();
		expect([forged.reads, forged.stats]).toEqual([1, { hits: 0, misses: 1 }]);
	});

	test('is read when its lstat is as recorded but no entry answers (another limit)', () => {
		run();
		later();
		run();
		expect(run().reads).toBe(0);
		const other = run({ ...DEFAULT_LIMITS, pronouns: 9 });
		expect([other.reads, other.stats]).toEqual([1, { hits: 0, misses: 1 }]);
	});

	test('is read every time while written within a second of the look (a write in the same tick)', () => {
		expect([run().reads, run().reads, run().reads]).toEqual([1, 1, 1]);
		expect(run().stats).toEqual({ hits: 1, misses: 0 });
	});

	test('a sealed entry is what the schemas give for it: reading it without them changes nothing', async () => {
		await load();
		const saved = JSON.parse(
			(await readFile(join(cacheDir, 'profiles.json'), 'utf8')).replace(/^.*\n/, ''),
		) as { entries: Record<string, unknown> };
		const entrySchema = z.strictObject({
			user: mini.omit(userSchema, { names: true, pronouns: true, fields: true }),
			rich: richProfileSchema,
			avatar: z.string().nullable(),
			owners: z.array(z.string()),
			lang: z.string().nullable(),
			nameLine: z.int().nonnegative(),
			sid: z.string(),
			sidDerived: z.literal(true).optional(),
		});
		const entries = Object.values(saved.entries);
		expect(entries).toHaveLength(7);
		for (const entry of entries)
			expect(JSON.stringify(entrySchema.parse(entry))).toBe(JSON.stringify(entry));
	});
});
