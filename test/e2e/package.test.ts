/**
 * The package as a community installs it: `npm pack`, the tarball installed
 * into a new folder (from the npm cache), and a site of its own built with
 * it on the compiled JavaScript (Node refuses to strip types under
 * node_modules/). The site has no content.config.ts and customises what a
 * community expects: its title, its own stylesheet (customCss) and a page of
 * its own in src/pages/ beside the injected ones. The full starter
 * (`staticnouns init`, its workflows) has its own test.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packedTarball } from '../helpers/pack.ts';
import { ROOT, userShellEnv } from '../helpers/run.ts';

let temp: string;
let site: string;
/** A user's shell (userShellEnv), with the npm settings of an empty .npmrc in `temp`. */
const env = () =>
	userShellEnv(join(temp, '.npmrc'), {
		PATH: `${dirname(process.execPath)}${delimiter}${process.env['PATH'] ?? ''}`,
		SITE_URL: '',
		BASE_PATH: '',
		CONTENT_DIR: '',
		STATICNOUNS_CACHE_DIR: '',
	});
const run = (command: string, args: string[], cwd: string) =>
	spawnSync(command, args, { cwd, env: env(), encoding: 'utf8' });
let tarball: string;
let build: ReturnType<typeof run>;

beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-package-'));
	await writeFile(join(temp, '.npmrc'), '');
	tarball = packedTarball();
	site = join(temp, 'site');
	await mkdir(join(site, 'content/users'), { recursive: true });
	await mkdir(join(site, 'src/pages'), { recursive: true });
	await mkdir(join(site, 'src/styles'), { recursive: true });
	await cp(
		join(ROOT, 'test/fixtures/build-site/users/robin.md'),
		join(site, 'content/users/robin.md'),
	);
	const astro = JSON.parse(await readFile(join(ROOT, 'node_modules/astro/package.json'), 'utf8'))
		.version as string;
	await writeFile(
		join(site, 'package.json'),
		JSON.stringify(
			{
				name: 'our-profiles',
				private: true,
				type: 'module',
				dependencies: { astro, staticnouns: `file:${tarball}`, 'our-theme': 'file:./our-theme' },
				allowScripts: { esbuild: true },
			},
			null,
			'\t',
		),
	);
	await writeFile(join(site, 'src/styles/site.css'), '.site { --collective-marker: ours; }\n');
	// A stylesheet from a package, as Starlight's customCss takes them too.
	await mkdir(join(site, 'our-theme'));
	await writeFile(
		join(site, 'our-theme/package.json'),
		'{ "name": "our-theme", "version": "1.0.0" }\n',
	);
	await writeFile(join(site, 'our-theme/theme.css'), '.site { --theme-marker: theirs; }\n');
	await writeFile(
		join(site, 'src/pages/about.astro'),
		'---\n---\n<html lang="en"><head><title>About us</title></head><body><h1>About our collective</h1></body></html>\n',
	);
	await writeFile(
		join(site, 'astro.config.mjs'),
		"import { defineConfig } from 'astro/config';\nimport staticnouns from 'staticnouns';\n\n" +
			"export default defineConfig({\n\tsite: 'https://profiles.example.org',\n\tbuild: { inlineStylesheets: 'always' },\n\tintegrations: [staticnouns({ title: 'Our collective', customCss: ['./src/styles/site.css', 'our-theme/theme.css'] })],\n});\n",
	);
	const installed = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], site);
	expect(installed.status, installed.stderr).toBe(0);
	build = run('npx', ['astro', 'build'], site);
}, 300_000);
afterAll(() => rm(temp, { recursive: true, force: true }));

const page = (path: string) => readFile(join(site, 'dist', path), 'utf8');

describe('the packed package', () => {
	test('returns a tarball of the compiled package and the starter init writes: no source, test, fixture or bench', async () => {
		const listed = run('tar', ['-tzf', tarball], temp).stdout.split('\n').filter(Boolean);
		expect(listed).toContain('package/lib/integration/index.js');
		expect(listed).toContain('package/lib/routes/profile.astro');
		expect(listed).toContain('package/bin/staticnouns.mjs');
		// Its documentation, which a site's files and the CLI point at (node_modules/staticnouns/…).
		expect(listed).toContain('package/docs/reference/configuration.md');
		expect(listed).toContain('package/deploy/README.md');
		expect(
			listed.filter(
				(path) =>
					!/^package\/(lib|bin|starter)\/|^package\/(package\.json|README\.md|LICENSE|CHANGELOG\.md|deploy\/README\.md)$|^package\/docs\/[\w/-]+\.md$/.test(
						path,
					),
			),
		).toEqual([]);
		expect(listed.filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'))).toEqual([]);
		// The repository's own site and CLI run src/: lib/ lives only while npm pack runs.
		await expect(readdir(join(ROOT, 'lib'))).rejects.toThrow('ENOENT');
	});

	test('builds a site whose src/ holds no content.config.ts, with every injected page, and the default icon (no public/)', async () => {
		expect([build.status, build.stderr]).toEqual([0, '']);
		for (const path of [
			'index.html',
			'@robin/index.html',
			'directory/r/index.html',
			'search/index.html',
			'404.html',
			'pronouns/they/them/their/theirs/themself/index.html',
			'v1/users/robin.json',
			'favicon.svg',
		]) {
			expect(await page(path), path).toBeTruthy();
		}
	});

	test("returns the site's own page from src/pages/ beside the injected ones", async () => {
		expect(await page('about/index.html')).toContain('<h1>About our collective</h1>');
	});

	test("returns the title option in each page's title, and in the header of every page but the home page, whose heading it is", async () => {
		expect(await page('@robin/index.html')).toContain(
			'<title>Robin Okafor 🌻 (@robin) · Our collective</title>',
		);
		expect(await page('@robin/index.html')).toMatch(
			/<header class="site"[^>]*>\s*<a href="\/"[^>]*>Our collective<\/a>/,
		);
		// The home page's heading is the title, so its header does not repeat it (Base.astro).
		const home = await page('index.html');
		expect(home).toContain('<h1>Our collective</h1>');
		expect(home).not.toContain('<header class="site"');
	});

	test('returns the customCss stylesheets on every injected page, after the global one, in their order', async () => {
		for (const path of ['index.html', '@robin/index.html', '404.html', 'directory/r/index.html']) {
			const html = await page(path);
			const own = html.indexOf('--collective-marker');
			expect(own, path).toBeGreaterThan(0);
			expect(html.indexOf('--theme-marker'), path).toBeGreaterThan(own);
			// The global stylesheet's skip-link rule comes first, so the site's rules win ties.
			expect(html.indexOf('.skip'), path).toBeGreaterThan(0);
			expect(html.indexOf('.skip'), path).toBeLessThan(own);
		}
	});

	test("runs the CLI from the package: check passes, and stops on a wrong option with the build's message", async () => {
		const checked = run('npx', ['staticnouns', 'check'], site);
		expect([checked.status, checked.stdout, checked.stderr]).toEqual([
			0,
			'1 profile is valid.\n',
			'',
		]);
		const config = join(site, 'astro.config.mjs');
		await writeFile(
			config,
			(await readFile(config, 'utf8')).replace(
				"title: 'Our collective'",
				"titel: 'Our collective'",
			),
		);
		const refused = run('npx', ['staticnouns', 'check'], site);
		expect([refused.status, refused.stdout, refused.stderr]).toEqual([
			1,
			'',
			'astro.config.mjs: staticnouns(): titel: unknown key "titel"; did you mean "title"?\n',
		]);
	});
});
