import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { formatReport } from '../../../src/content/issues.ts';
import { publicFolderIssues, publicPathProblem } from '../../../src/content/find/public-files.ts';

const unix = process.platform === 'win32' ? test.skip : test;

let root: string;
beforeEach(async () => {
	root = await mkdtemp(join(tmpdir(), 'staticnouns-public-'));
	await mkdir(join(root, 'public/img'), { recursive: true });
	await writeFile(join(root, 'public/favicon.svg'), '<svg/>');
	await writeFile(join(root, 'public/img/a.png'), '');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('publicFolderIssues', () => {
	test('returns nothing for real folders and regular files, and for no public/ at all', async () => {
		expect(await publicFolderIssues(join(root, 'public'), root)).toEqual([]);
		expect(await publicFolderIssues(join(root, 'missing'), root)).toEqual([]);
	});

	unix(
		'errors on links to .git/config and /proc/self/environ, a linked folder and a FIFO, without reading them',
		async () => {
			await symlink('../.git/config', join(root, 'public/config.txt'));
			await symlink('/proc/self/environ', join(root, 'public/img/env.txt'));
			await symlink('/etc', join(root, 'public/etc'));
			execFileSync('mkfifo', [join(root, 'public/pipe.txt')]);
			expect(formatReport(await publicFolderIssues(join(root, 'public'), root)))
				.toMatchInlineSnapshot(`
			"public/config.txt: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			public/etc: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			public/img/env.txt: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			public/pipe.txt: is a FIFO (named pipe), not a regular file; public/ holds files the site serves as they are: replace it with a file, or remove it
			4 problems in 4 files."
		`);
		},
	);

	unix('errors on public/ itself being a link', async () => {
		await rm(join(root, 'public'), { recursive: true });
		await symlink('/', join(root, 'public'));
		expect(formatReport(await publicFolderIssues(join(root, 'public'), root)))
			.toMatchInlineSnapshot(`
			"public: is a symbolic link; the build copies public/ into the site following links, so it would publish whatever the link points to (any file on the build machine): replace the link with the file itself
			1 problem in 1 file."
		`);
	});
});

describe('publicPathProblem: public/ holds no host code and shadows nothing', () => {
	test.each([
		['.htaccess', /^Apache reads a \.htaccess file/],
		['assets/deep/.HTACCESS', /^Apache reads a \.htaccess file/],
		['assets/.user.ini', /^PHP reads a \.user\.ini/],
		['web.config', /^IIS reads a web\.config/],
		['_worker.js', /^Cloudflare Pages runs a _worker\.js/],
		['_worker.js/index.js', /^Cloudflare Pages runs a _worker\.js/],
		['_routes.json', /^Cloudflare Pages reads _routes\.json/],
		['functions/api.js', /Pages Functions/],
		['_headers', /the build writes the site's own _headers/],
		['_Redirects', /the build writes the site's own _redirects/],
		['assets/run.cgi', /named like a server-side program/],
		['x.PHP', /named like a server-side program/],
		['@robin/index.html', /would replace a member's page/],
		['@ROBIN', /would replace a member's page/],
		['v1/users/robin', /publishes its own files at \/v1\//],
		['V1', /publishes its own files at \/V1 /],
		['media/users/x.webp', /\/media\//],
		['pronouns/they/them/index.html', /\/pronouns\//],
		['directory/index.html', /\/directory\//],
		['search-index/a.json', /\/search-index\//],
		['index.html', /\/index\.html /],
		['404.html', /\/404\.html /],
		['robots.txt', /\/robots\.txt /],
		['sitemap-0.xml', /\/sitemap-0\.xml /],
		['_astro/x.js', /\/_astro\//],
		['ſearch/x', /\/ſearch\//],
	])('refuses %s', (path, message) => {
		expect(publicPathProblem(path)).toMatch(message);
	});

	test.each([
		'favicon.svg',
		'assets/run.png',
		'assets/htaccess.txt',
		'assets/_worker.js',
		'assets/functions/x.js',
		'assets/v1/x',
		'img/@robin.png',
		'searching/x',
		'x.php.txt',
		'CNAME',
		'.nojekyll',
	])('accepts %s', (path) => {
		expect(publicPathProblem(path)).toBeUndefined();
	});

	test('every first segment the site publishes is one of its own names', async () => {
		const { ROUTES } = await import('../../../src/integration/routes.ts');
		const { SEARCH_DIR } = await import('../../../src/views/search/search-index.ts');
		const { BUILD_RECORD_FILE } = await import('../../../src/publish/build-record.ts');
		const { API_ROOT, CC_LAYOUT } = await import('../../../src/addresses/api.ts');
		const { SHORT_LINK_DIR } = await import('../../../src/views/paths/short-links.ts');
		const { SITEMAP_FILE } = await import('../../../src/publish/crawlers.ts');
		const { hostFiles } = await import('../../../src/hosting/host-files.ts');
		const firsts = [
			...ROUTES.map((route) => route.pattern.split('/')[1]!).filter((first) => first !== ''),
			SEARCH_DIR,
			BUILD_RECORD_FILE,
			API_ROOT,
			// pronouns.cc's shape and the short links (issue 32).
			...[CC_LAYOUT.root, SHORT_LINK_DIR].map((path) => path.split('/')[0]!),
			SITEMAP_FILE,
			'robots.txt',
			'media',
			...[...hostFiles('/').keys()].map((path) => path.split('/')[0]!),
		];
		for (const first of firsts)
			expect(publicPathProblem(`${first.replace('[name]', 'kit')}/x`), first).toBeDefined();
	});

	test('the walk reports each refused path once, at its outermost folder, with the file and the fix', async () => {
		await mkdir(join(root, 'public/@robin'), { recursive: true });
		await writeFile(join(root, 'public/@robin/index.html'), '<h1>not robin</h1>');
		await writeFile(join(root, 'public/img/.htaccess'), 'Options +ExecCGI\n');
		await writeFile(join(root, 'public/_worker.js'), 'export default {}');
		expect(formatReport(await publicFolderIssues(join(root, 'public'), root)))
			.toMatchInlineSnapshot(`
				"public/@robin: the site publishes its own profile pages under /@name/, so this file would replace a member's page (or be replaced by it): remove it from public/
				public/_worker.js: Cloudflare Pages runs a _worker.js at the site's root for every request, pages and API alike, instead of serving the files: remove it from public/
				public/img/.htaccess: Apache reads a .htaccess file as its configuration for the folder (it can make the server run files as programs or answer the API as HTML): remove it from public/ (the build writes the site's own host files)
				3 problems in 3 files."
			`);
	});
});
