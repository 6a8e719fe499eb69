/**
 * Builds a site whose profiles use local avatars (images made here with
 * sharp), deployed under a sub-path, and rebuilds it from the cache.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { astro } from '../helpers/run.ts';
import { tree } from '../helpers/tree.ts';

const KIT = 'd574dg3qf8mta91c2tpg';
const SAM = 'd4rtqg6m0rqdolrcep5g';
let temp: string;
let content: string;

function build(outDir: string, env: Record<string, string> = {}) {
	return astro(['build', '--outDir', outDir], {
		CONTENT_DIR: content,
		SITE_URL: 'https://profiles.example.org',
		BASE_PATH: '/profiles',
		SEARCH_ENGINES: '',
		STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
		...env,
	});
}

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-avatar-site-'));
	content = join(temp, 'content');
	await mkdir(join(content, 'users/kit'), { recursive: true });
	await mkdir(join(content, 'users/sam'), { recursive: true });
	await writeFile(
		join(content, 'users/kit/index.md'),
		`---\nid: ${KIT}\ndisplay_name: Kit\navatar: ./avatar.png\n---\n`,
	);
	await writeFile(
		join(content, 'users/kit/avatar.png'),
		await sharp({ create: { width: 500, height: 300, channels: 3, background: '#e8762c' } })
			.png()
			.toBuffer(),
	);
	await writeFile(
		join(content, 'users/sam/index.json'),
		JSON.stringify({ id: SAM, avatar: './me.jpg' }),
	);
	await writeFile(
		join(content, 'users/sam/me.jpg'),
		await sharp({ create: { width: 200, height: 200, channels: 3, background: '#7cc4a4' } })
			.jpeg()
			.toBuffer(),
	);
});
afterAll(() => rm(temp, { recursive: true, force: true }));

describe('a build with local avatars', () => {
	let first: string;
	let stdout: string;
	beforeAll(async () => {
		first = join(temp, 'first');
		const result = await build(first);
		expect(result.code, result.stderr).toBe(0);
		stdout = result.stdout;
	});

	test('publishes absolute avatar_urls under the sub-path: canonical WebP, then JPEG', async () => {
		const kit = JSON.parse(await readFile(join(first, 'v1/users/kit.json'), 'utf8'));
		expect(kit.avatar_urls).toEqual([
			expect.stringMatching(
				new RegExp(
					`^https://profiles\\.example\\.org/profiles/media/users/${KIT}/[0-9a-f]{20}\\.webp$`,
				),
			),
			kit.avatar_urls[0].replace(/\.webp$/, '.jpg'),
		]);
		expect(Object.keys(kit)).not.toContain('avatar');
	});

	test('writes the square encodings where avatar_urls point', async () => {
		for (const name of ['kit', 'sam']) {
			const { avatar_urls } = JSON.parse(
				await readFile(join(first, `v1/users/${name}.json`), 'utf8'),
			) as { avatar_urls: string[] };
			for (const url of avatar_urls) {
				const file = join(first, new URL(url).pathname.replace(/^\/profiles\//, ''));
				expect(await sharp(file).metadata()).toMatchObject({
					width: 400,
					height: 400,
					format: url.endsWith('.webp') ? 'webp' : 'jpeg',
				});
			}
		}
	});

	test('draws the avatar as a picture with WebP and a JPEG fallback, sized, with alt text', async () => {
		const html = await readFile(join(first, '@kit/index.html'), 'utf8');
		const { avatar_urls } = JSON.parse(
			await readFile(join(first, 'v1/users/kit.json'), 'utf8'),
		) as { avatar_urls: string[] };
		const [webp, jpeg] = avatar_urls.map((url) => new URL(url).pathname);
		expect(html).toContain(
			`<picture><source type="image/webp" srcset="${webp}"><img class="avatar u-photo" src="${jpeg}" width="96" height="96" alt="Kit's avatar" decoding="async"></picture>`,
		);
		expect(html).toContain(`<meta property="og:image" content="${avatar_urls[1]}">`);
	});

	test('leaves dist/ byte-identical when the build fails late, after the pages, naming the image and without a stack trace', async () => {
		const late = join(temp, 'late');
		await cp(first, late, { recursive: true });
		const before = await tree(late);
		// The avatar cache under a plain file: publishing an avatar fails after every page is written.
		await writeFile(join(temp, 'a-file'), '');
		const result = await build(late, { STATICNOUNS_CACHE_DIR: join(temp, 'a-file') });
		expect(result.code).not.toBe(0);
		expect(result.stderr).toMatch(
			/^.*content\/users\/(kit\/avatar\.png|sam\/me\.jpg): avatar: could not be encoded or written \(ENOTDIR.*\); save it again as PNG, JPEG or WebP, or free disk space$/m,
		);
		expect(result.stderr).toContain('The build stopped; dist/ is unchanged.');
		expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
		expect(await tree(late)).toEqual(before);
		expect((await readdir(temp)).filter((name) => name.startsWith('.late-'))).toEqual([]);
	});

	test('encodes every avatar on the first build and none on a rebuild, even after rm -rf dist', async () => {
		expect(stdout).toMatch(/avatars: 2 encoded, 0 from cache/);
		await rm(first, { recursive: true });
		const again = await build(first);
		expect(again.stdout).toMatch(/avatars: 0 encoded, 2 from cache/);
	});

	test('gives the same bytes from the cache as from a fresh encode', async () => {
		const fresh = join(temp, 'fresh');
		const result = await build(fresh, { STATICNOUNS_CACHE_DIR: join(temp, 'other-cache') });
		expect(result.stdout).toMatch(/avatars: 2 encoded/);
		const { avatar_urls } = JSON.parse(
			await readFile(join(fresh, 'v1/users/sam.json'), 'utf8'),
		) as { avatar_urls: string[] };
		for (const url of avatar_urls) {
			const path = new URL(url).pathname.replace(/^\/profiles\//, '');
			expect((await readFile(join(fresh, path))).equals(await readFile(join(first, path)))).toBe(
				true,
			);
		}
	});

	test('warns when the site address is left at the local default', async () => {
		const result = await build(join(temp, 'local'), { SITE_URL: '' });
		expect(result.code).toBe(0);
		expect(result.stdout + result.stderr).toContain(
			'set SITE_URL to the public address before deploying',
		);
	});

	test('stops the build on a bad avatar, naming the file, the field and the image', async () => {
		const broken = join(temp, 'broken');
		await cp(content, broken, { recursive: true });
		await writeFile(join(broken, 'users/sam/me.jpg'), 'not an image');
		await writeFile(
			join(broken, 'users/kit/index.md'),
			`---\nid: ${KIT}\navatar: ./avatar.png\navatar_urls: [https://cdn.example.org/k.png]\n---\n`,
		);
		const result = await build(join(temp, 'out-broken'), { CONTENT_DIR: broken });
		expect(result.code).not.toBe(0);
		expect(result.stderr).toMatch(
			/users\/kit\/index\.md:3: avatar: give either avatar \(a local image\) or avatar_urls \(hosted addresses\), not both/,
		);
		expect(result.stderr).toMatch(
			/users\/sam\/index\.json:1: avatar: "\.\/me\.jpg" is not a readable image/,
		);
		expect(result.stdout + result.stderr).not.toMatch(/^\s+at /m);
	});
});
