/**
 * `staticnouns init <folder>`: a new community site, exactly the checked-in
 * starter/ (the template a forge offers), never written over anything.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/run.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';

async function init(argv: string[], cwd: string) {
	const stdout = new PassThrough();
	const stderr = new PassThrough();
	const out: string[] = [];
	const err: string[] = [];
	stdout.on('data', (chunk: Buffer) => out.push(chunk.toString()));
	stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()));
	const code = await runCli(['init', ...argv], {
		stdin: new PassThrough(),
		stdout,
		stderr,
		cwd,
		env: cleanEnv(),
	});
	return { code, stdout: out.join(''), stderr: err.join('') };
}

/** Every file under `dir` (relative, `/`-separated), sorted. */
function tree(dir: string): string[] {
	return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
		.filter((entry) => entry.isFile())
		.map((entry) =>
			join(entry.parentPath, entry.name)
				.slice(dir.length + 1)
				.split('\\')
				.join('/'),
		)
		.sort();
}

const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;

let temp: string;
beforeEach(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-init-'));
});
afterEach(async () => {
	await rm(temp, { recursive: true, force: true });
});

describe('staticnouns init', () => {
	test('writes exactly the files of starter/ as git has them, byte for byte', async () => {
		const result = await init(['our-profiles'], temp);
		expect(result).toEqual({
			code: 0,
			stdout: `wrote a new community site in our-profiles (13 files), installing staticnouns ^${VERSION} from the npm registry (--from chooses another). Next:
  cd our-profiles
  npm install                 (then commit package-lock.json)
  npx staticnouns new <your-name>
and README.md, "First steps for the maintainer", for the rest (title, CODEOWNERS, GitHub Pages).
`,
			stderr: '',
		});
		const tracked = execFileSync(
			'git',
			['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'starter'],
			{ cwd: ROOT, encoding: 'utf8' },
		)
			.split('\0')
			.filter(Boolean)
			.map((file) => file.slice('starter/'.length))
			.sort();
		const site = join(temp, 'our-profiles');
		expect(tree(site)).toEqual(tracked);
		for (const file of tracked)
			expect(readFileSync(join(site, file)), file).toEqual(
				readFileSync(join(ROOT, 'starter', file)),
			);
	});

	test('makes the new site depend on the running version, as starter/ does', async () => {
		const starter = JSON.parse(readFileSync(join(ROOT, 'starter/package.json'), 'utf8'));
		expect(starter.dependencies.staticnouns).toBe(`^${VERSION}`);
		// Astro by the range the package supports (its peer dependency), not one version.
		expect(starter.dependencies.astro).toBe(
			JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).peerDependencies.astro,
		);
		expect(starter.dependencies.astro).toMatch(/^\^\d+\.\d+\.\d+$/);
		// The Node it runs on, pinned as the package's own development Node.
		expect(starter.devDependencies.node).toBe(
			JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies.node,
		);
	});

	test('writes the parts of a community site and nothing of the tool', async () => {
		await init(['site'], temp);
		const files = tree(join(temp, 'site'));
		expect(files).toEqual([
			'.github/CODEOWNERS',
			'.github/ISSUE_TEMPLATE/profile.yml',
			'.github/dependabot.yml',
			'.github/workflows/deploy.yml',
			'.github/workflows/propose.yml',
			'.github/workflows/pull-request.yml',
			'.gitignore',
			'.npmrc',
			'CONTRIBUTING.md',
			'README.md',
			'astro.config.mjs',
			'content/users/example.md',
			'package.json',
		]);
	});

	test.each([
		['an empty folder', () => mkdirSync(join(temp, 'site'))],
		[
			'a fresh clone of an empty repository',
			() => mkdirSync(join(temp, 'site/.git'), { recursive: true }),
		],
	])('writes into %s', async (_case, make) => {
		make();
		expect((await init(['site'], temp)).code).toBe(0);
		expect(readFileSync(join(temp, 'site/content/users/example.md'), 'utf8')).toContain('id: ');
	});

	test('writes into the folder it stands in with "."', async () => {
		const result = await init(['.'], temp);
		expect(result.code).toBe(0);
		expect(result.stdout).not.toContain('cd ');
		expect(readFileSync(join(temp, 'package.json'), 'utf8')).toContain('"staticnouns"');
	});

	test.each([
		[
			'a folder with files',
			() => {
				mkdirSync(join(temp, 'site/content'), { recursive: true });
				for (const name of ['README.md', 'a\u001b[2J.txt', 'b', 'c'])
					writeFileSync(join(temp, 'site', name), 'mine');
			},
			'staticnouns init: site is not empty (it holds "README.md", "a\\x1b[2J.txt", "b", and 2 more): nothing was written. Choose a new folder name, e.g. staticnouns init our-profiles, or empty this one first\n',
		],
		[
			'a file',
			() => writeFileSync(join(temp, 'site'), 'mine'),
			'staticnouns init: site is a file, not a folder: choose a new folder name\n',
		],
		[
			'a link to a folder',
			() => (
				mkdirSync(join(temp, 'elsewhere')),
				symlinkSync(join(temp, 'elsewhere'), join(temp, 'site'))
			),
			'staticnouns init: site is a link: give the folder itself\n',
		],
	])('refuses %s, writing nothing', async (_case, make, message) => {
		make();
		const before = tree(temp);
		expect(await init(['site'], temp)).toEqual({ code: 1, stdout: '', stderr: message });
		expect(tree(temp)).toEqual(before);
	});

	test("shows staticnouns's own repository and this version's tag as the git example", async () => {
		const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
		const { stdout } = await init(['--help'], temp);
		expect(stdout).toContain(`${pkg.repository.url}#v${pkg.version}:`);
		expect(pkg.repository.url).toBe('git+https://github.com/staticnouns/staticnouns.git');
	});

	test('says what it writes with --help', async () => {
		const result = await init(['--help'], temp);
		expect([result.code, result.stderr]).toEqual([0, '']);
		expect(result.stdout).toMatchInlineSnapshot(`
			"Usage: staticnouns init <folder> [--from <source>]

			Writes a new community site into <folder>: package.json (depending on this
			version of staticnouns), astro.config.mjs, content/users/ with one example
			profile, the pull-request and GitHub Pages workflows, CODEOWNERS, Dependabot,
			and a README and CONTRIBUTING.md for the community. The folder is
			created, or must be empty (a .git folder alone is fine, as in a fresh clone
			of an empty repository). Nothing is installed: the next steps are printed.

			--from <source>  where the site installs staticnouns from, in your shell and
			                 in its workflows alike:
			                   npm (a version range such as ^0.2.0): the registry
			                   a git URL, such as this version's tag in staticnouns's
			                     own repository, git+https://github.com/staticnouns/staticnouns.git#v0.2.0:
			                     written as it is; npm builds the package as it installs it
			                   a tarball (./staticnouns-0.2.0.tgz): copied into the site
			                     and depended on as file:staticnouns-0.2.0.tgz
			                 Without it: where this staticnouns came from (the source
			                 npx --package was given), else the registry.
			"
		`);
	});

	test('asks for the folder when none is given', async () => {
		const result = await init([], temp);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(
			/^staticnouns init: give the folder of the new site, e\.g\. staticnouns init our-profiles \(or \. for this empty folder\)\n\nUsage: staticnouns init <folder>/,
		);
	});

	test('says nothing about a project above the folder it was run in', async () => {
		writeFileSync(join(temp, 'package.json'), '{}');
		mkdirSync(join(temp, 'sub'));
		const result = await init(['site'], join(temp, 'sub'));
		expect([result.code, result.stderr]).toEqual([0, '']);
	});
});

describe('staticnouns init --from', () => {
	test('copies a tarball into the site and depends on it there, as the workflows will find it', async () => {
		writeFileSync(join(temp, 'staticnouns-9.9.9.tgz'), 'tarball bytes');
		const result = await init(['site', '--from', './staticnouns-9.9.9.tgz'], temp);
		expect(result.stdout.split('\n')[0]).toBe(
			'wrote a new community site in site (14 files), installing staticnouns from its tarball, copied in as file:staticnouns-9.9.9.tgz (--from chooses another; commit it). Next:',
		);
		expect(readFileSync(join(temp, 'site/staticnouns-9.9.9.tgz'), 'utf8')).toBe('tarball bytes');
		expect(
			JSON.parse(readFileSync(join(temp, 'site/package.json'), 'utf8')).dependencies.staticnouns,
		).toBe('file:staticnouns-9.9.9.tgz');
	});

	test.each([
		['git+https://github.com/org/staticnouns.git#v0.2.0'],
		['git+file:///srv/clones/staticnouns'],
		['^0.2.1'],
	])('writes %s as the dependency, as it is', async (spec) => {
		expect((await init(['site', '--from', spec], temp)).code).toBe(0);
		expect(
			JSON.parse(readFileSync(join(temp, 'site/package.json'), 'utf8')).dependencies.staticnouns,
		).toBe(spec);
	});

	test.each([
		['./missing.tgz', './missing.tgz is no tarball (.tgz) or folder on this computer'],
		[
			'x y z',
			`x y z is no source staticnouns installs from: give npm, a version range (^${VERSION}), a git URL (git+https://…/staticnouns.git) or a tarball (./staticnouns-${VERSION}.tgz)`,
		],
	])('refuses %s with its usage, writing nothing', async (from, message) => {
		const result = await init(['site', '--from', from], temp);
		expect(result.code).toBe(2);
		expect(result.stderr.split('\n')[0]).toBe(`staticnouns init: --from: ${message}`);
		expect(readdirSync(temp)).toEqual([]);
	});
});
