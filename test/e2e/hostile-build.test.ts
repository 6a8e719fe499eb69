/**
 * Issue 22 through a real build: what `check` refuses never reaches Astro's
 * file system writes, and forged caches never change the output.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { astro } from '../helpers/run.ts';
import { tree } from '../helpers/tree.ts';

let temp: string;
let env: Record<string, string>;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-hostile-build-'));
	env = {
		SITE_URL: '',
		BASE_PATH: '',
		SEARCH_ENGINES: '',
		STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
		STATICNOUNS_KEY_DIR: join(temp, 'key'),
	};
});
afterAll(() => rm(temp, { recursive: true, force: true }));

const astroBuild = (outDir: string, contentDir: string) =>
	astro(['build', '--outDir', outDir], { ...env, CONTENT_DIR: contentDir });

describe('a build of hostile content', () => {
	test('stops on a pronoun form within 50 characters that normalises past the path bound: one escaped line, no trace, dist/ as it was', async () => {
		const content = join(temp, 'long-form');
		await mkdir(join(content, 'users'), { recursive: true });
		await writeFile(
			join(content, 'users/robin.md'),
			`---\nid: d4gn7g3p38l77tn1edd0\npronouns:\n  - they/them\n  - ${'\uFB2C'.repeat(34)}/x\n---\n`,
		);
		const out = join(temp, 'long-form-dist');
		await mkdir(out);
		await writeFile(join(out, 'kept.html'), 'the last good build');
		const before = await tree(out);
		const result = await astroBuild(out, content);
		expect(result.code).not.toBe(0);
		const lines = result.stderr.split('\n').filter((line) => line.includes('users/robin.md:'));
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(
			/users\/robin\.md:5: pronouns\[1\]: the form ".*" becomes a folder name of 204 bytes once normalised/,
		);
		expect(result.stdout + result.stderr).not.toMatch(/^\s+at |ENAMETOOLONG/m);
		expect(await tree(out)).toEqual(before);
		expect(Object.keys(before)).toEqual(['kept.html']);
	});

	test('publishes byte-identical output when the validation and avatar caches are forged', async () => {
		const content = join(temp, 'examples');
		await cp('test/fixtures/examples', content, { recursive: true });
		const first = join(temp, 'first');
		expect((await astroBuild(first, content)).code).toBe(0);
		// Forge every entry the next build reads: a well-formed display name, the seal left as it was.
		const profiles = join(env['STATICNOUNS_CACHE_DIR']!, 'profiles/profiles.json');
		// The seal's line, then the body (parse-cache.ts).
		const [seal, body] = (await readFile(profiles, 'utf8')).split(/\n(.*)/s) as [string, string];
		const cache = JSON.parse(body) as {
			entries: Record<string, { user: { display_name: string | null } }>;
		};
		for (const entry of Object.values(cache.entries)) entry.user.display_name = 'Forged';
		await writeFile(profiles, `${seal}\n${JSON.stringify(cache)}`);
		const avatars = join(env['STATICNOUNS_CACHE_DIR']!, 'avatars');
		for (const file of await readdir(avatars))
			if (/\.(webp|jpg)$/.test(file))
				await writeFile(join(avatars, file), Buffer.from('forged image'));
		const second = join(temp, 'second');
		expect((await astroBuild(second, content)).code).toBe(0);
		const [a, b] = [await tree(first), await tree(second)];
		expect(JSON.stringify(b)).not.toContain('Forged');
		expect(JSON.stringify(b)).not.toContain('forged image');
		expect(b).toEqual(a);
	});

	test('draws a preview card for every name check accepts: markup, entities, marks and scripts stay text, and each card is a 1200x630 PNG', async () => {
		const content = join(temp, 'card-names');
		await mkdir(join(content, 'users'), { recursive: true });
		const names = [
			'<!DOCTYPE x [<!ENTITY a SYSTEM "file:///etc/passwd">]>&a;',
			']]></text><image href="file:///etc/passwd"/>',
			`Z${'\u0301'.repeat(40)}`,
			'漢字 🏳️‍⚧️ רובין',
		];
		const ids = [
			'd4gn7g3p38l77tn1edd0',
			'd4gn7g3p38l77tn1edd1',
			'd4gn7g3p38l77tn1edd2',
			'd4gn7g3p38l77tn1edd3',
		];
		for (const [at, name] of names.entries())
			await writeFile(
				join(content, `users/p${at}.md`),
				`---\nid: ${ids[at]}\ndisplay_name: ${JSON.stringify(name)}\npronouns:\n  - pronouns: ${JSON.stringify(`${[...name].slice(0, 40).join('')}/x`)}\n    status: favourite\n---\n`,
			);
		const out = join(temp, 'card-names-dist');
		const result = await astro(['build', '--outDir', out], {
			...env,
			CONTENT_DIR: content,
			SITE_URL: 'https://profiles.example.org',
			CARDS: 'on',
		});
		expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
		expect(result.code).toBe(0);
		const cards = (await readdir(join(out, 'media/cards'))).filter((file) => file.endsWith('.png'));
		expect(cards).toHaveLength(names.length);
		for (const card of cards) {
			const bytes = await readFile(join(out, 'media/cards', card));
			// PNG signature, then the IHDR chunk's width and height.
			expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
			expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
		}
	});

	test('leaves an unlisted member out of the sitemap, a list for search engines, and publishes its page', async () => {
		const out = join(temp, 'unlisted-dist');
		const result = await astro(['build', '--outDir', out], {
			...env,
			CONTENT_DIR: 'test/fixtures/rich-site',
			SITE_URL: 'https://profiles.example.org',
			SEARCH_ENGINES: 'allow',
		});
		expect(result.code).toBe(0);
		const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
		expect(sitemap).toContain('<loc>https://profiles.example.org/@alex/sol/</loc>');
		expect(sitemap).not.toContain('wren');
		expect(await readFile(join(out, '@alex/wren/index.html'), 'utf8')).toContain('Wren');
	});
});
