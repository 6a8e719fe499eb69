/**
 * The host options end to end: a real build with `hosts`, `hostLimits`,
 * `jsonCopies` and `pronounsCcApi` set in its Astro config logs what it
 * wrote, warns about the configured host's limit, leaves out the .json
 * copies or the whole of api/v1/ (v1/ unchanged), and with
 * `hostLimits: 'fail'` stops and leaves the output folder as it was.
 */
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateSite } from '../../bench/generate.ts';
import { createPreviewServer } from '../../src/hosting/preview-server.ts';
import { ROOT, run } from '../helpers/run.ts';
import { tree } from '../helpers/tree.ts';

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-host-limits-'));
	await generateSite(join(temp, 'content'), 20, { seed: 3 });
	// One file past Cloudflare Pages' 25 MiB per file.
	await mkdir(join(temp, 'public'), { recursive: true });
	await writeFile(join(temp, 'public/big.bin'), Buffer.alloc(25 * 1024 * 1024 + 1));
});
afterAll(() => rm(temp, { recursive: true, force: true }));

/**
 * Builds the generated site with these integration options, from a config outside the project
 * (Astro joins --config to the root).
 */
async function build(name: string, options: Record<string, unknown>, outDir = join(temp, 'dist')) {
	const config = join(temp, `${name}.config.mjs`);
	await writeFile(
		config,
		[
			`import staticnouns from ${JSON.stringify(join(ROOT, 'src/integration/index.ts'))};`,
			`export default { root: ${JSON.stringify(ROOT)}, publicDir: ${JSON.stringify(join(temp, 'public'))}, site: 'https://profiles.example.org', integrations: [staticnouns(${JSON.stringify(options)})] };`,
		].join('\n'),
	);
	const result = await run(
		process.execPath,
		[
			join(ROOT, 'node_modules/astro/bin/astro.mjs'),
			'build',
			'--config',
			relative(ROOT, config),
			'--outDir',
			outDir,
		],
		{
			CONTENT_DIR: join(temp, 'content'),
			SITE_URL: '',
			BASE_PATH: '',
			SEARCH_ENGINES: '',
			STATICNOUNS_CACHE_DIR: join(temp, 'cache'),
		},
	);
	return { ...result, output: `${result.stdout}\n${result.stderr}` };
}

describe('the host options', () => {
	test(
		"log the files written, warn about a configured host's limit, and leave out the .json copies it does not need",
		{ timeout: 120_000 },
		async () => {
			// jsonCopies left out: it follows `hosts`.
			const result = await build('warn', { hosts: ['cloudflare-pages'] });
			expect(result.code, result.output).toBe(0);
			expect(result.output).toMatch(
				/\d+ files \([\d.]+ MiB\) written; the largest is big\.bin \(25\.0 MiB\)/,
			);
			expect(result.output).toContain(
				'Cloudflare Pages (Free plan) takes at most 25 MiB per file; this build has 26,214,401 bytes (25.0 MiB) (big.bin), 100%: the deploy will fail. See https://developers.cloudflare.com/pages/platform/limits/',
			);
			const users = await readdir(join(temp, 'dist/v1/users'));
			expect(users.filter((file) => file.endsWith('.json'))).toEqual([]);
			// Each profile by ID and by name, extensionless only.
			expect(users).toHaveLength(40);
			// Cloudflare Pages answers a member path from each ref's folder: its list, `[]` too, and
			// its 404 document.
			const [ref] = users;
			expect((await readdir(join(temp, 'dist/v1/user-members', ref!))).sort()).toEqual([
				'404.html',
				'index.json',
			]);
		},
	);

	test(
		'with pronounsCcApi: false, publish nothing under api/v1/ (404 as any unknown path), v1/ byte for byte as with it on',
		{ timeout: 240_000 },
		async () => {
			const [on, off] = [join(temp, 'cc-on'), join(temp, 'cc-off')];
			for (const [name, options, dir] of [
				['cc-on', {}, on],
				['cc-off', { pronounsCcApi: false }, off],
			] as const) {
				const result = await build(name, options, dir);
				expect(result.code, result.output).toBe(0);
			}
			const [filesOn, filesOff] = (await Promise.all([on, off].map((dir) => tree(dir)))) as [
				Record<string, string>,
				Record<string, string>,
			];
			const paths = (files: Record<string, unknown>) => Object.keys(files).sort();
			expect(paths(filesOff).filter((path) => path.startsWith('api/'))).toEqual([]);
			expect(paths(filesOn).filter((path) => path.startsWith('api/v1/users/')).length).toBe(80);
			// v1/ and the short links: the same files, the same bytes.
			for (const prefix of ['v1/', 's/']) {
				const within = (files: Record<string, unknown>) =>
					Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(prefix)));
				expect(paths(within(filesOff)).length, prefix).toBeGreaterThan(0);
				expect(within(filesOff), prefix).toEqual(within(filesOn));
			}
			// Everything else is the same files: only api/v1/ is left out, and the library flags' images
			// its flag hashes lead to.
			expect(paths(filesOn).some((path) => path.startsWith('media/flags/'))).toBe(true);
			expect(paths(filesOff)).toEqual(
				paths(filesOn).filter(
					(path) => !path.startsWith('api/') && !path.startsWith('media/flags/'),
				),
			);
			const server = createPreviewServer({ dir: off });
			server.listen(0, '127.0.0.1');
			await once(server, 'listening');
			const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
			try {
				const notFound = await readFile(join(off, '404.html'), 'utf8');
				const name = (await readdir(join(off, 'v1/users'))).find(
					(file) => !/[.]|^[0-9a-v]{20}$/.test(file),
				)!;
				for (const path of [
					`/api/v1/users/${name}`,
					`/api/v1/users/${name}/members`,
					'/api/v1/users/nobody',
				]) {
					const answer = await fetch(`${origin}${path}`);
					expect(
						[answer.status, answer.headers.get('content-type'), await answer.text()],
						path,
					).toEqual([404, 'text/html; charset=utf-8', notFound]);
				}
				const v1 = await fetch(`${origin}/v1/users/${name}`);
				expect([v1.status, (await v1.json()).name]).toEqual([200, name]);
			} finally {
				server.close();
			}
		},
	);

	test('warn that GitHub Pages needs the .json copies', { timeout: 120_000 }, async () => {
		const result = await build('github', { hosts: ['github-pages'], jsonCopies: false });
		expect(result.code, result.output).toBe(0);
		expect(result.output).toContain(
			'jsonCopies is false, but GitHub Pages types files by their extension: without the .json copies no API address there answers as JSON. Keep jsonCopies on for this host.',
		);
	});

	test(
		"stop the build over a limit with hostLimits: 'fail', leaving the output folder as it was",
		{ timeout: 120_000 },
		async () => {
			const before = await tree(join(temp, 'dist'));
			const result = await build('fail', { hosts: ['cloudflare-pages'], hostLimits: 'fail' });
			expect(result.code).not.toBe(0);
			expect(result.output).toContain(
				"hostLimits is 'fail' and the site is over a host's limit, so the output folder was left as it was:",
			);
			expect(result.output).not.toMatch(/\n\s+at /);
			expect(await tree(join(temp, 'dist'))).toEqual(before);
			expect((await readdir(temp)).filter((entry) => entry.includes('staging'))).toEqual([]);
		},
	);

	test(
		'stop the build on an unknown host, naming the known ones',
		{ timeout: 120_000 },
		async () => {
			const result = await build('unknown', { hosts: ['vercel'] });
			expect(result.code).not.toBe(0);
			expect(result.output).toContain(
				'astro.config.mjs: staticnouns(): hosts[0]: must be one of "cloudflare-pages", "cloudflare-pages-paid", "github-pages", "gitlab-pages", "netlify", "nginx", "caddy", "apache": got "vercel"',
			);
			// The options' report, not a stack trace.
			expect(result.output).not.toMatch(/^\s+at /m);
		},
	);
});
