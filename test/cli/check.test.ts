import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { cli as run } from '../helpers/cli.ts';
import { makeProject, profile } from '../helpers/repo.ts';
import { ROOT } from '../helpers/run.ts';
import { withoutFreshIds } from '../helpers/fresh-id.ts';
import { codeVersion, openParseCache } from '../../src/content/read/parse-cache.ts';
import { readProfileSource } from '../../src/content/read/reader.ts';
import { parseProfile } from '../../src/content/validate/profile-file.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { cacheKey } from '../../src/utils/cache-key.ts';

const cli = (args: string[], env: Record<string, string> = {}) => run(args, { env });

describe('staticnouns check', () => {
	test('returns 0 and counts the profiles when all are valid', async () => {
		expect(await cli(['check'], { CONTENT_DIR: 'test/fixtures/build-site' })).toEqual({
			code: 0,
			stdout: '5 profiles are valid.\n',
			stderr: '',
		});
	});

	test('errors with every problem of every file in one run, sorted, without a stack trace', async () => {
		const result = await cli(['check'], { CONTENT_DIR: 'test/fixtures/sites/many-problems' });
		expect(result.code).toBe(1);
		expect(result.stdout).toBe('');
		expect(withoutFreshIds(result.stderr)).toMatchInlineSnapshot(`
			"test/fixtures/sites/many-problems/users/bad-fields.md:5: pronouns[0].status: unknown status "sometimes": not one of the five (favourite, okay, jokingly, friends_only, avoid); define it under statuses: with a label and counts_as
			test/fixtures/sites/many-problems/users/bad-fields.md:6: display_name: must not be empty: got ""
			test/fixtures/sites/many-problems/users/broken-json.json:4: invalid JSON: expected a "quoted" key (no trailing comma before "}")
			test/fixtures/sites/many-problems/users/broken-yaml.md:4: invalid YAML: a list in [ ] or { } is not closed
			test/fixtures/sites/many-problems/users/same-id.md:2: id: the ID "cccccccccccccccccccc" is already used by test/fixtures/sites/many-problems/users/bad-fields.md; IDs are unique: give this profile a new ID, such as this fresh one: id: <fresh id>
			5 problems in 4 files.
			"
		`);
	});

	test('reports cross-profile problems of files that are valid alone', async () => {
		const result = await cli(['check'], {
			CONTENT_DIR: 'test/fixtures/sites/duplicate-name-ignoring-case',
		});
		expect(result.code).toBe(1);
		expect(result.stderr).toContain(
			'users/robin/index.md:1: name: the name "robin" is already taken by',
		);
	});

	test('errors with usage and exit code 2 on an unknown option', async () => {
		const result = await cli(['check', '--fast']);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(
			/^staticnouns check: Unknown option '--fast'\n\nUsage: staticnouns check/,
		);
	});
});

describe('staticnouns check, with links that will show as text', () => {
	test('warns with file, line and the fix, and passes; under GitHub Actions as ::warning', async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'content/users/robin.md':
				'---\nid: d4gn7g3p38l77tn1edd0\nlinks:\n  - htps://social.example.org/@robin\n  - example.org/me\n---\n',
		});
		const plain = await run(['check'], { cwd: project.dir });
		const actions = await run(['check'], { cwd: project.dir, env: { GITHUB_ACTIONS: 'true' } });
		await project.cleanup();
		expect(plain.code).toBe(0);
		expect(plain.stdout).toBe('1 profile is valid.\n');
		expect(plain.stderr).toMatchInlineSnapshot(`
			"content/users/robin.md:4: links[0]: warning: "htps://social.example.org/@robin" shows as plain text, not a link: only http:// and https:// addresses become links; correct the start if it is a web address
			content/users/robin.md:5: links[1]: warning: "example.org/me" shows as plain text, not a link, because it does not start with https://: write "https://example.org/me" to make it a link
			2 warnings in 1 file.
			"
		`);
		expect(actions.code).toBe(0);
		expect(actions.stdout).toMatchInlineSnapshot(`
			"::warning file=content/users/robin.md,line=4,title=links[0]::"htps://social.example.org/@robin" shows as plain text, not a link: only http:// and https:// addresses become links; correct the start if it is a web address
			::warning file=content/users/robin.md,line=5,title=links[1]::"example.org/me" shows as plain text, not a link, because it does not start with https://: write "https://example.org/me" to make it a link
			1 profile is valid.
			"
		`);
	});
});

describe("staticnouns check, warm: the build's parse cache (issue 41)", () => {
	const ROBIN = 'd4gn7g3p38l77tn1edd0';
	const KIT = 'd574dg3qf8mta91c2tpg';
	const BROKEN = profile(KIT, 'display_name: ""\n');

	/**
	 * An entry that calls kit.md's broken text valid (the valid profile's result), sealed under
	 * `key`, written where check reads the build's cache.
	 */
	const plant = (dir: string, key: Buffer) => {
		const file = 'content/users/kit.md';
		const read = readProfileSource(file, profile(KIT));
		if (!read.ok) throw new Error('the valid text does not read');
		const cache = openParseCache(
			join(dir, 'node_modules/.cache/staticnouns/profiles'),
			codeVersion(join(ROOT, 'src')),
			DEFAULT_LIMITS,
			key,
		);
		cache.parse(
			file,
			join(dir, file),
			() => ({ ok: true, text: BROKEN }),
			'kit',
			null,
			() => parseProfile(read.source, 'kit'),
		);
		cache.save();
	};

	test('a second check takes the valid files from the cache the first wrote, and says the same', async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'content/users/robin.md': profile(ROBIN),
			'content/users/kit.md': profile(KIT),
		});
		const check = () => run(['check'], { cwd: project.dir });
		const cold = await check();
		expect(cold).toEqual({ code: 0, stdout: '2 profiles are valid.\n', stderr: '' });
		// The seal's line, then the body (parse-cache.ts).
		const cache = JSON.parse(
			readFileSync(
				join(project.dir, 'node_modules/.cache/staticnouns/profiles/profiles.json'),
				'utf8',
			).replace(/^.*\n/, ''),
		) as { entries: object };
		expect(Object.keys(cache.entries)).toHaveLength(2);
		expect(await check()).toEqual(cold);
		// A file with problems is never kept: said again, the same, warm.
		await project.write({ 'content/users/kit.md': BROKEN });
		const broken = await check();
		expect(broken).toEqual({
			code: 1,
			stdout: '',
			stderr:
				'content/users/kit.md:3: display_name: must not be empty: got ""\n1 problem in 1 file.\n',
		});
		expect(await check()).toEqual(broken);
		await project.cleanup();
	});

	test('an entry not sealed under this machine\'s key is a miss: a forged "valid" for a broken file changes nothing', async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'content/users/robin.md': profile(ROBIN),
			'content/users/kit.md': BROKEN,
		});
		const check = () => run(['check'], { cwd: project.dir });
		const cold = await check();
		expect(cold.code).toBe(1);
		plant(project.dir, randomBytes(32));
		expect(await check()).toEqual(cold);
		// The same entry under the real key is taken (so the forged one was looked up, and refused).
		plant(project.dir, cacheKey()!);
		expect((await check()).code).toBe(0);
		await project.cleanup();
	});
});

describe('staticnouns check, with members', () => {
	const KIT = 'd574dg3qf8mta91c2tpg';
	const JUNIPER = 'd574dg3qf8mta91c2tq0';

	test('returns 0 and counts the members apart from the profiles', async () => {
		expect(await cli(['check'], { CONTENT_DIR: 'test/fixtures/examples' })).toEqual({
			code: 0,
			stdout: '5 profiles and 2 members are valid.\n',
			stderr: '',
		});
	});

	test("warns about a member's links that will show as text, as about a profile's", async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'content/users/kit/index.md': profile(KIT),
			'content/users/kit/members/juniper.md': profile(JUNIPER, 'links: [example.org/june]\n'),
		});
		const result = await run(['check'], { cwd: project.dir });
		await project.cleanup();
		expect(result).toEqual({
			code: 0,
			stdout: '1 profile and 1 member are valid.\n',
			stderr:
				'content/users/kit/members/juniper.md:3: links[0]: warning: "example.org/june" shows as plain text, not a link, because it does not start with https://: write "https://example.org/june" to make it a link\n1 warning in 1 file.\n',
		});
	});

	test("takes the user's folder line in CODEOWNERS as covering its members, and names the lines for a user moved to the folder form", async () => {
		const project = await makeProject({ git: false });
		const block = (line: string) =>
			`# BEGIN staticnouns owners: generated by \`npx staticnouns owners\` from the owners in each profile; edit those, not this block\n${line}\n# END staticnouns owners\n`;
		await project.write({
			'content/users/kit/index.md': profile(KIT, 'owners: [kit-gh]\n'),
			'content/users/kit/members/juniper.md': profile(JUNIPER),
			'.github/CODEOWNERS': block('/content/users/kit/ @kit-gh'),
		});
		const covered = await run(['check'], { cwd: project.dir });
		await project.write({ '.github/CODEOWNERS': block('/content/users/kit.md @kit-gh') });
		const moved = await run(['check'], { cwd: project.dir });
		await project.cleanup();
		expect(covered).toEqual({ code: 0, stdout: '1 profile and 1 member are valid.\n', stderr: '' });
		expect(moved.code).toBe(1);
		expect(moved.stderr).toMatchInlineSnapshot(`
			".github/CODEOWNERS: is out of date with the profiles' owners (it makes a change to a profile need its owners' approval): run "npx staticnouns owners" and commit .github/CODEOWNERS; in the web editor instead, add "/content/users/kit/ @kit-gh" and remove "/content/users/kit.md @kit-gh" between its lines "# BEGIN staticnouns owners…" and "# END staticnouns owners"
			1 problem in 1 file.
			"
		`);
	});
});

describe('staticnouns check, from a subfolder', () => {
	test.each([['content'], ['content/users'], ['content/users/kit']])(
		'finds the project from %s, as npm and git do',
		async (folder) => {
			const project = await makeProject();
			await project.write({
				'package.json': '{}',
				'content/users/kit/index.md': '---\nid: d4gn7g3p38l77tn1edd0\n---\n',
			});
			const result = await run(['check'], { cwd: join(project.dir, folder) });
			await project.cleanup();
			const up = folder
				.split('/')
				.map(() => '..')
				.join('/');
			expect(result).toEqual({
				code: 0,
				stdout: '1 profile is valid.\n',
				stderr: `staticnouns: in the project at ${up} (${project.dir}); paths are relative to it\n`,
			});
		},
	);

	test('prints problems relative to the project root, as CI does', async () => {
		const project = await makeProject();
		await project.write({ 'content/users/kit.md': '---\nid: nope\n---\n' });
		const result = await run(['check'], { cwd: join(project.dir, 'content/users') });
		await project.cleanup();
		expect(result.code).toBe(1);
		expect(result.stderr.split('\n')[1]).toBe(
			'content/users/kit.md:2: id: must be exactly 20 characters of 0-9 and a-v (an xid): got "nope"',
		);
	});
});

describe('staticnouns', () => {
	test('lists every command with --help', async () => {
		const result = await cli(['--help']);
		expect(result.code).toBe(0);
		expect(result.stdout).toMatchInlineSnapshot(`
			"Usage: staticnouns <command> [options]

			Commands:
			  new             write content/users/<name>.md, or a member with <user>/<member>, with a fresh ID
			  build           build the site into dist/; when only profiles changed since the last full build, only the pages they touch
			  check           validate every profile without building (--base <ref>: against git history)
			  import          write the content files for a v1 User, a Member (--user), a user export, a pronouns.cc user or a PluralKit export (<file> or -)
			  owners          write .github/CODEOWNERS from the profiles' owners
			  propose         turn a profile issue (the starter's issue form) into a pull request, checked: for the propose workflow
			  schema          write the JSON Schemas for editors and clients
			  init            write a new community site into an empty <folder>: its config, workflows and an example profile
			  deploy-configs  write nginx, Caddy, Apache and Vercel configs for the site's base path and address
			  preview         serve dist/ like the static hosts do, API included

			Run "staticnouns <command> --help" for its options, "staticnouns --version" for the version.
			"
		`);
	});

	test('errors with usage and exit code 2 when no command is given', async () => {
		const result = await cli([]);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(/^Usage: staticnouns <command>/);
	});

	test.each(['new', 'check', 'import', 'owners', 'propose', 'schema', 'preview', 'deploy-configs'])(
		'prints the usage of %s with --help',
		async (name) => {
			const result = await cli([name, '--help']);
			expect(result.code).toBe(0);
			expect(result.stdout).toMatch(new RegExp(`^Usage: staticnouns ${name}`));
		},
	);

	test('errors on an unknown command', async () => {
		const result = await cli(['publish']);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(/^staticnouns: unknown command "publish"/);
	});

	test('errors clearly when preview has nothing to serve', async () => {
		const result = await cli(['preview', '--dir', 'no-such-dist']);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(
			/^staticnouns preview: there is no built site at no-such-dist: run "npm run build" first/,
		);
	});

	test('says which port is in use and how to choose another, without a stack trace', async () => {
		const project = await makeProject({ git: false });
		await project.write({ 'dist/_headers': '', 'dist/_redirects': '', 'dist/index.html': 'hi' });
		const busy = createServer();
		await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
		const { port } = busy.address() as AddressInfo;
		const result = await run(['preview', '--port', String(port), '--host', '127.0.0.1'], {
			cwd: project.dir,
		});
		busy.close();
		await project.cleanup();
		expect(result.code).toBe(2);
		expect(result.stderr.split('\n')[0]).toBe(
			`staticnouns preview: port ${port} on 127.0.0.1 is in use (another preview or dev server?): stop that, or choose another port, e.g. npm run preview -- --port ${port + 1}`,
		);
	});

	test('errors clearly when the built site lacks the host files', async () => {
		const project = await makeProject({ git: false });
		await project.write({ 'old-dist/index.html': '<h1>old</h1>' });
		const result = await run(['preview', '--dir', 'old-dist'], { cwd: project.dir });
		await project.cleanup();
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(
			/^staticnouns preview: old-dist has no _headers, which the build writes: run "npm run build" again\n/,
		);
	});

	test('errors clearly on a bad port', async () => {
		const result = await cli(['preview', '--port', 'eighty']);
		expect(result.code).toBe(2);
		expect(result.stderr).toMatch(
			/^staticnouns preview: --port must be a number 0-65535, got "eighty"/,
		);
	});
});

describe('staticnouns check, with limits set in astro.config.mjs', () => {
	const integration = join(ROOT, 'src/integration/index.ts');

	test('applies the limits the project configures, as the build does', async () => {
		const result = await run(['check'], {
			cwd: join(ROOT, 'test/fixtures/projects/pronouns-limit-1'),
		});
		expect(result).toEqual({
			code: 1,
			stdout: '',
			stderr:
				'content/users/sam.md:3: pronouns: has 2 entries, more than the 1 the site allows: keep the ones you use most (the site limit is set by limits.pronouns)\n1 problem in 1 file.\n',
		});
	});

	test.each([
		[true, 31, 1],
		[true, 32, 0],
		[false, 17, 1],
		[false, 18, 0],
	])(
		'with pronounsCcApi %s and limits.userFiles %i, a user with a member (each a page, a short link and its API files) exits %i (issue 22 point 9)',
		async (pronounsCcApi, userFiles, code) => {
			// A project of its own without git: every profile counts as added.
			const project = await makeProject({ git: false });
			const fixture = join(ROOT, 'test/fixtures/projects/user-files-12/content/users');
			await project.write({
				'astro.config.mjs': `import staticnouns from ${JSON.stringify(integration)};\nexport default { integrations: [staticnouns({ pronounsCcApi: ${pronounsCcApi}, limits: { userFiles: ${userFiles} } })] };\n`,
				'content/users/kit/index.md': readFileSync(join(fixture, 'kit/index.md'), 'utf8'),
				'content/users/kit/members/juniper.md': readFileSync(
					join(fixture, 'kit/members/juniper.md'),
					'utf8',
				),
			});
			const result = await run(['check'], { cwd: project.dir });
			expect(result.code).toBe(code);
			// v1/ gives 14 API files, api/v1/ as many again when published.
			const [files, api] = pronounsCcApi ? [32, 28] : [18, 14];
			if (code) {
				expect(result.stderr).toMatch(
					new RegExp(
						`^content/users/kit/index\\.md:1: with its members, this profile would add ${files} files, more than the ${userFiles} one user may add \\(limits\\.userFiles\\) to the site \\(${files} files, about [\\d.]+ \\w+: 4 pages \\(about [\\d.]+ \\w+\\), ${api} API files \\([\\d.,]+ \\w+\\)\\): use fewer members, pronoun sets or avatars, or ask the site's maintainers to raise the limit\n1 problem in 1 file\\.\n$`,
					),
				);
			} else {
				expect(result.stderr).toBe('');
			}
		},
	);

	test.each([
		[
			'the limits option',
			'{ limits: { pronouns: 0, link: 3 } }',
			[
				'limits.pronouns: must be at least 1: got 0',
				'limits.link: unknown key "link"; did you mean "links"?',
			],
		],
		// Today's build stops on both; check used to note the hosts and go on with the default limits.
		[
			'a host option beside valid limits',
			"{ hosts: ['vercel'], limits: { pronouns: 80 } }",
			[
				'hosts[0]: must be one of "cloudflare-pages", "cloudflare-pages-paid", "github-pages", "gitlab-pages", "netlify", "nginx", "caddy", "apache": got "vercel"',
			],
		],
		[
			'an unknown option',
			'{ limits: { pronuns: 80 } }',
			['limits.pronuns: unknown key "pronuns"; did you mean "pronouns"?'],
		],
	])(
		"errors with the build's message, without a stack trace, if %s is not valid",
		async (_case, options, lines) => {
			const project = await makeProject({ git: false });
			await project.write({
				'astro.config.mjs': `import staticnouns from ${JSON.stringify(integration)};\nexport default { integrations: [staticnouns(${options})] };\n`,
				'content/users/robin.md': '---\nid: d4gn7g3p38l77tn1edd0\n---\n',
			});
			const result = await run(['check'], { cwd: project.dir });
			await project.cleanup();
			expect([result.code, result.stdout, result.stderr]).toEqual([
				1,
				'',
				lines.map((line) => `astro.config.mjs: staticnouns(): ${line}\n`).join(''),
			]);
		},
	);

	test("checks the site's own words: a wrong key fails at its line, words that show in English are named", async () => {
		const config = (locale: string) =>
			`import staticnouns from ${JSON.stringify(integration)};\nexport default { integrations: [staticnouns({ locale: '${locale}' })] };\n`;
		const checked = async (locale: string, words: string) => {
			const project = await makeProject({ git: false });
			await project.write({
				'astro.config.mjs': config(locale),
				'content/users/robin.md': '---\nid: d4gn7g3p38l77tn1edd0\n---\n',
				[`src/content/i18n/${locale}.json`]: words,
			});
			const result = await run(['check'], { cwd: project.dir });
			await project.cleanup();
			return result;
		};
		const wrong = await checked(
			'en',
			'{\n  "profile.bio": "About me",\n  "profile.lnks": "Elsewhere"\n}\n',
		);
		const welsh = await checked(
			'cy',
			'{\n  "profile.bio": "Amdanaf i",\n  "count.people": { "one": "{count} person", "other": "{count} o bobl" }\n}\n',
		);
		expect([wrong.code, wrong.stderr]).toEqual([
			1,
			'src/content/i18n/en.json:3: profile.lnks: unknown key "profile.lnks": the site shows no such words; did you mean "profile.links"?\n1 problem in 1 file.\n',
		]);
		expect(welsh.code).toBe(0);
		expect(welsh.stderr).toContain(
			`src/content/i18n/cy.json: profile.links: warning: missing: "profile.links" shows in English ("Links") on this cy site; add it to src/content/i18n/cy.json in the site's language\n`,
		);
		expect(welsh.stderr).not.toContain('profile.bio');
		// A plural form Welsh needs and the file lacks is named at its line, the build not stopped.
		expect(welsh.stderr).toContain(
			`src/content/i18n/cy.json:3: count.people: warning: has no "two" form, which cy uses for 2…: those counts show the "other" text; add "two" in the site's language\n`,
		);
	});

	test("a site in several languages: each language's own words are checked, the default's and the others'", async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'astro.config.mjs': `import staticnouns from ${JSON.stringify(integration)};\nexport default { integrations: [staticnouns({ locales: ['en', 'cy', 'fr'] })] };\n`,
			'content/users/robin.md': '---\nid: d4gn7g3p38l77tn1edd0\n---\n',
			'src/content/i18n/fr.json': '{\n  "profile.lnks": "Ailleurs"\n}\n',
		});
		const result = await run(['check'], { cwd: project.dir });
		await project.cleanup();
		expect([result.code, result.stdout]).toEqual([1, '']);
		expect(result.stderr).toContain(
			'src/content/i18n/fr.json:2: profile.lnks: unknown key "profile.lnks": the site shows no such words; did you mean "profile.links"?\n',
		);
		expect(result.stderr).toContain(
			"src/content/i18n/cy.json: warning: the package has no words for cy, so every page shows English: add src/content/i18n/cy.json with the site's words",
		);
	});

	test("checks the site's own pronoun table: a wrong one fails at its line", async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'astro.config.mjs': `import staticnouns from ${JSON.stringify(integration)};\nexport default { integrations: [staticnouns({ locale: 'ca' })] };\n`,
			'content/users/robin.md': '---\nid: d4gn7g3p38l77tn1edd0\n---\n',
			'src/content/i18n/ca.json': '{}\n',
			'src/content/pronouns/ca.json':
				'{\n  "forms": { "subject": "Subjecte" },\n  "sets": [{ "subjecte": "ell" }]\n}\n',
		});
		const result = await run(['check'], { cwd: project.dir });
		await project.cleanup();
		expect([
			result.code,
			result.stderr.split('\n').filter((line) => line.includes('pronouns/')),
		]).toEqual([
			1,
			[
				'src/content/pronouns/ca.json:3: sets[0]: has no "subject": give every form named under forms: got {"subjecte":"ell"}',
			],
		]);
	});

	test('falls back to the default limits, saying why, if the config cannot be loaded', async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'astro.config.mjs': `import missing from './missing.mjs';\nexport default missing;\n`,
			'content/users/robin.md': '---\nid: d4gn7g3p38l77tn1edd0\n---\n',
		});
		const result = await run(['check'], { cwd: project.dir });
		await project.cleanup();
		expect(result.code).toBe(0);
		expect(result.stderr).toMatch(
			/^note: could not load astro\.config\.mjs \(Cannot find module .*missing\.mjs.*\), so the default limits apply\n$/,
		);
		expect(result.stdout).toBe('1 profile is valid.\n');
	});
});
