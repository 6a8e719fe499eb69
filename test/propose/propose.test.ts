/**
 * `staticnouns propose`, the starter's propose workflow's one step, against a
 * real git repository (a bare remote beside it) and a recorded GitHub API on
 * 127.0.0.1: what reaches the remote, each API call, and what the issue is
 * told, for a member's issue and for hostile ones.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { makeProject, profile, SITE_CONFIG } from '../helpers/repo.ts';

const ALEX = 'aaaaaaaaaaaaaaaaaaaa';
const CASEY = 'cccccccccccccccccccc';

interface Call {
	method: string;
	path: string;
	body: unknown;
	authorization: string | undefined;
}

/** GitHub's API as the command uses it: pulls kept, every call recorded. */
async function recordedApi() {
	const calls: Call[] = [];
	const pulls: {
		number: number;
		title: string;
		state: string;
		merged_at: string | null;
		head: string;
	}[] = [];
	const server: Server = createServer((request, response) => {
		let text = '';
		request.on('data', (chunk: Buffer) => (text += chunk.toString()));
		request.on('end', () => {
			const path = request.url ?? '';
			const body = text ? JSON.parse(text) : undefined;
			calls.push({
				method: request.method ?? '',
				path,
				body,
				authorization: request.headers.authorization,
			});
			const answer = (status: number, json?: unknown) => {
				response.writeHead(status, { 'content-type': 'application/json' });
				response.end(json === undefined ? '' : JSON.stringify(json));
			};
			const repo = '/repos/org/site';
			if (request.method === 'GET' && path.startsWith(`${repo}/pulls?`)) {
				const head = new URL(path, 'http://x').searchParams.get('head');
				return answer(200, pulls.filter((pull) => `org:${pull.head}` === head).reverse());
			}
			if (request.method === 'POST' && path === `${repo}/pulls`) {
				const pull = {
					number: 7 + pulls.length,
					title: body.title,
					state: 'open',
					merged_at: null,
					head: body.head,
				};
				pulls.push(pull);
				return answer(201, {
					...pull,
					html_url: `https://github.com/org/site/pull/${pull.number}`,
				});
			}
			const patch = path.match(/^\/repos\/org\/site\/pulls\/(\d+)$/);
			if (request.method === 'PATCH' && patch) {
				const pull = pulls.find((one) => one.number === Number(patch[1]))!;
				Object.assign(pull, body);
				return answer(200, pull);
			}
			if (request.method === 'DELETE') return answer(404, { message: 'Label does not exist' });
			return answer(201, {});
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	return {
		url: `http://127.0.0.1:${port}`,
		calls,
		pulls,
		/** The calls but the pull-request lookups, as `METHOD path`. */
		writes: () =>
			calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
		comments: () =>
			calls
				.filter((call) => call.path.endsWith('/comments'))
				.map((call) => (call.body as { body: string }).body),
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

let project: Awaited<ReturnType<typeof makeProject>>;
let remote: string;
let api: Awaited<ReturnType<typeof recordedApi>>;
let events: string;

beforeEach(async () => {
	project = await makeProject();
	remote = await mkdtemp(join(tmpdir(), 'staticnouns-remote-'));
	events = await mkdtemp(join(tmpdir(), 'staticnouns-events-'));
	execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
	await project.write({
		'astro.config.mjs': SITE_CONFIG,
		'content/users/alex.md': profile(ALEX, 'owners: [alex-gh]\n'),
		'.github/CODEOWNERS': '* @org/maintainers\n',
	});
	expect((await cli(['owners'], { cwd: project.dir })).code).toBe(0);
	project.commit('alex');
	project.git('remote', 'add', 'origin', remote);
	project.git('push', '-q', 'origin', 'main');
	api = await recordedApi();
});
afterEach(async () => {
	await api.close();
	await project.cleanup();
	await rm(remote, { recursive: true, force: true });
	await rm(events, { recursive: true, force: true });
});

/** The body GitHub writes for the starter's issue form. */
const formBody = (file: string, text: string) =>
	`### File\n\n${file}\n\n### Profile\n\n\`\`\`markdown\n${text}\n\`\`\``;

/** Runs the command on an issues event, as the workflow does on a fresh checkout of main. */
async function propose(
	body: string | null,
	{ action = 'opened', login = 'casey-gh', labels = ['profile'], state = 'open' } = {},
) {
	project.git('checkout', '-q', '--force', 'main');
	const file = join(events, 'event.json');
	await writeFile(
		file,
		JSON.stringify({
			action,
			issue: {
				number: 12,
				state,
				body,
				user: { login, id: 4242 },
				labels: labels.map((name) => ({ name })),
			},
			repository: { full_name: 'org/site', default_branch: 'main' },
		}),
	);
	return cli(['propose', '--issue-event', file], {
		cwd: project.dir,
		env: {
			GITHUB_TOKEN: 'test-token',
			GITHUB_REPOSITORY: 'org/site',
			GITHUB_API_URL: api.url,
			GITHUB_ACTIONS: 'true',
		},
	});
}

const remoteGit = (...args: string[]) =>
	execFileSync('git', args, { cwd: remote, encoding: 'utf8' });
/** The files the issue's branch changes from main, on the remote. */
const branchFiles = () =>
	remoteGit('diff', '--name-only', 'main', 'profile/issue-12').trim().split('\n');
const branchExists = () => remoteGit('branch', '--list', 'profile/issue-12').trim() !== '';

describe('staticnouns propose', () => {
	test("makes a new profile's pull request: one file, one commit crediting the member, a status and an answer", async () => {
		const text = profile(CASEY, 'display_name: Casey\n');
		const result = await propose(formBody('content/users/casey.md', text));
		expect(result.code).toBe(0);
		expect(branchFiles()).toEqual(['content/users/casey.md']);
		expect(remoteGit('show', 'profile/issue-12:content/users/casey.md')).toBe(text);
		expect(remoteGit('log', '--format=%an%n%B', 'main..profile/issue-12')).toBe(
			'github-actions[bot]\ncontent/users/casey.md: from issue #12\n\nCo-authored-by: casey-gh <4242+casey-gh@users.noreply.github.com>\n\n',
		);
		const head = remoteGit('rev-parse', 'profile/issue-12').trim();
		expect(api.writes()).toEqual([
			'POST /repos/org/site/pulls',
			`POST /repos/org/site/statuses/${head}`,
			'DELETE /repos/org/site/issues/7/labels/needs-maintainer',
			'POST /repos/org/site/issues/12/comments',
		]);
		expect(api.calls.every((call) => call.authorization === 'Bearer test-token')).toBe(true);
		expect(api.calls.find((call) => call.path === '/repos/org/site/pulls')?.body).toEqual({
			title: 'content/users/casey.md (#12)',
			head: 'profile/issue-12',
			base: 'main',
			body: 'Proposed by @casey-gh in issue #12; it changes `content/users/casey.md` only.\n\nCloses #12\n',
		});
		expect(api.calls.find((call) => call.path.includes('/statuses/'))?.body).toEqual({
			state: 'success',
			context: 'staticnouns/check',
			description: 'The check found nothing to fix.',
		});
		expect(api.comments()).toMatchInlineSnapshot(`
			[
			  "Pull request #7 now proposes this text of \`content/users/casey.md\`.

			The check found nothing to fix.

			Next, the pull request is reviewed by the site's maintainers; once it is merged, your page https://profiles.example.org/@casey/ shows it after the site's next build.",
			]
		`);
	});

	test('an edited issue updates the same pull request: the branch is replaced, no second one is opened', async () => {
		await propose(formBody('content/users/casey.md', profile(CASEY)));
		const edited = profile(CASEY, 'display_name: Casey 2\n');
		expect(
			(await propose(formBody('content/users/casey.md', edited), { action: 'edited' })).code,
		).toBe(0);
		expect(remoteGit('show', 'profile/issue-12:content/users/casey.md')).toBe(edited);
		expect(remoteGit('rev-list', '--count', 'main..profile/issue-12').trim()).toBe('1');
		expect(api.writes().filter((call) => call === 'POST /repos/org/site/pulls')).toHaveLength(1);
		expect(api.writes()).toContain('PATCH /repos/org/site/pulls/7');
		expect(api.pulls).toHaveLength(1);
	});

	test("a failing check still opens the pull request, fails its status and quotes the check's messages", async () => {
		const result = await propose(formBody('content/users/casey.md', profile(ALEX)));
		expect(result.code).toBe(0);
		expect(api.calls.find((call) => call.path.includes('/statuses/'))?.body).toMatchObject({
			state: 'failure',
		});
		const [comment] = api.comments();
		expect(comment).toContain(
			'The check found something to fix, listed below with the line of your file.',
		);
		expect(comment).toMatch(/```text\n[^`]*content\/users\/casey\.md:2: id: [^`]*\n```/);
	});

	test.each([
		[
			'a second file',
			formBody('content/users/casey.md content/users/alex.md', profile(CASEY)),
			'it names more than one file, and one issue proposes one profile file.',
		],
		[
			'a second field after the text',
			`${formBody('content/users/casey.md', profile(CASEY))}\n\n### File\n\ncontent/users/alex.md`,
			'it names more than one file, and one issue proposes one profile file.',
		],
		[
			'a path outside content/users/',
			formBody('.github/workflows/deploy.yml', 'on: push'),
			'the path must be one profile file in content/users/, such as content/users/your-name.md.',
		],
		[
			'a path up out of content/users/',
			formBody('content/users/../../.github/CODEOWNERS', '* @casey-gh'),
			'the path must be one profile file in content/users/, such as content/users/your-name.md.',
		],
		[
			'an absolute path',
			formBody('/etc/passwd', 'x'),
			'the path must be one profile file in content/users/, such as content/users/your-name.md.',
		],
		[
			'no form at all',
			'Please add me: casey',
			"it does not have the profile form's two parts, the file's path and then its text.",
		],
		[
			'an empty text',
			'### File\n\ncontent/users/casey.md\n\n### Profile\n\n_No response_',
			"it does not have the profile form's two parts, the file's path and then its text.",
		],
		[
			'a body of 1 MB',
			formBody('content/users/casey.md', `${profile(CASEY)}${'a'.repeat(1024 * 1024)}`),
			'the text is longer than 65,536 characters.',
		],
	])('refuses %s: no branch, no pull request, one answer', async (_what, body, reason) => {
		const result = await propose(body);
		expect(result.code).toBe(0);
		expect(branchExists()).toBe(false);
		expect(api.writes()).toEqual(['POST /repos/org/site/issues/12/comments']);
		expect(api.comments()).toEqual([
			`This issue does not become a pull request: ${reason} Edit the issue to fix it, or fill in the site's form again.`,
		]);
	});

	test('refuses a file the default branch reaches through a link', async () => {
		execFileSync('ln', ['-s', '../../..', join(project.dir, 'content/users/up')]);
		project.commit('a link');
		const result = await propose(formBody('content/users/up/index.md', profile(CASEY)));
		expect(result.code).toBe(0);
		expect(api.writes()).toEqual(['POST /repos/org/site/issues/12/comments']);
	});

	test("keeps the issue's workflow commands out of the log: every line between stop-commands and its token", async () => {
		const text = `${profile(CASEY)}::error::forged\n::set-output name=x::y\n::add-mask::test-token\n`;
		const result = await propose(formBody('content/users/casey.md', text));
		expect(result.code).toBe(0);
		const lines = result.stdout.trimEnd().split('\n');
		const token = /^::stop-commands::([\w-]+)$/.exec(lines[0]!)?.[1];
		expect(token).toMatch(/^[\w-]{36}$/);
		expect(lines.at(-1)).toBe(`::${token}::`);
		expect(lines.slice(1, -1).filter((line) => line.startsWith('::'))).toEqual([]);
		expect(result.stdout).not.toContain('test-token');
		expect(remoteGit('show', 'profile/issue-12:content/users/casey.md')).toBe(text);
	});

	test("labels the pull request for a maintainer when the issue's author is not among the profile's owners", async () => {
		const text = profile(ALEX, 'owners: [alex-gh]\ndisplay_name: Not Alex\n');
		await propose(formBody('content/users/alex.md', text), { login: 'mallory' });
		expect(api.writes()).toContain('POST /repos/org/site/issues/7/labels');
		expect(api.calls.find((call) => call.path.endsWith('/labels'))?.body).toEqual({
			labels: ['needs-maintainer'],
		});
		expect(api.comments()[0]).toContain(
			"@mallory is not one of this profile's owners (@alex-gh), so a maintainer decides.\n\nNext, the pull request is reviewed by the profile's owners (@alex-gh);",
		);
	});

	test('an owner of the profile needs no maintainer (logins compared without case)', async () => {
		await propose(
			formBody('content/users/alex.md', profile(ALEX, 'owners: [alex-gh]\ndisplay_name: Alex\n')),
			{ login: 'Alex-GH' },
		);
		expect(api.writes()).not.toContain('POST /repos/org/site/issues/7/labels');
	});

	test('closing the issue closes its open pull request and says so', async () => {
		await propose(formBody('content/users/casey.md', profile(CASEY)));
		await propose(null, { action: 'closed', state: 'closed' });
		expect(api.writes().slice(-2)).toEqual([
			'PATCH /repos/org/site/pulls/7',
			'POST /repos/org/site/issues/12/comments',
		]);
		expect(api.pulls[0]?.state).toBe('closed');
		expect(api.comments().at(-1)).toBe('The issue is closed, so pull request #7 is closed too.');
	});

	test("a merged pull request's closed issue hears where the page is", async () => {
		await propose(formBody('content/users/casey.md', profile(CASEY)));
		Object.assign(api.pulls[0]!, { state: 'closed', merged_at: '2026-11-28T10:00:00Z' });
		await propose(null, { action: 'closed', state: 'closed' });
		expect(api.comments().at(-1)).toBe(
			"Pull request #7 is merged: your page https://profiles.example.org/@casey/ shows the change after the site's next build.",
		);
	});

	test.each([
		[
			'closed unmerged',
			{ merged: false },
			['POST /repos/org/site/issues/12/comments', 'PATCH /repos/org/site/issues/12'],
		],
		['merged (its Closes #12 closes the issue)', { merged: true }, []],
		["from a fork's branch of the same name", { merged: false, repo: 'fork/site' }, []],
		['of another branch', { merged: false, ref: 'robin-patch-1' }, []],
	])(
		'a pull request %s',
		async (_what, head: { merged: boolean; repo?: string; ref?: string }, writes) => {
			const { merged, repo = 'org/site', ref = 'profile/issue-12' } = head;
			const file = join(events, 'pull.json');
			await writeFile(
				file,
				JSON.stringify({
					action: 'closed',
					pull_request: { number: 7, merged, head: { ref, repo: { full_name: repo } } },
					repository: { full_name: 'org/site', default_branch: 'main' },
				}),
			);
			const result = await cli(['propose', '--issue-event', file], {
				cwd: project.dir,
				env: { GITHUB_TOKEN: 'test-token', GITHUB_REPOSITORY: 'org/site', GITHUB_API_URL: api.url },
			});
			expect(result.code).toBe(0);
			expect(api.writes()).toEqual(writes);
			if (writes.length)
				expect(api.comments()).toEqual([
					"Pull request #7 was closed without being merged, so this issue is closed too. To propose the profile again, reopen the issue or fill in the site's form again.",
				]);
		},
	);

	test('leaves an issue without the profile label alone', async () => {
		expect(
			(await propose(formBody('content/users/casey.md', profile(CASEY)), { labels: ['bug'] })).code,
		).toBe(0);
		expect(api.calls).toEqual([]);
		expect(branchExists()).toBe(false);
	});
});
