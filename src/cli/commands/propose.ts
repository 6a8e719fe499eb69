import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { Writable } from 'node:stream';
import { baseOptions } from '../../authoring/base-options.ts';
import { git } from '../../authoring/git.ts';
import { resolveContentDir } from '../../content/site.ts';
import { normalizeBase } from '../../addresses/urls.ts';
import { issueEventSchema, pullEventSchema } from '../../schemas/site-files/issue-event.ts';
import { gitHubApi } from '../../propose/github-api.ts';
import { propose, pullClosed } from '../../propose/issue-to-pull.ts';
import { siteWordsOf } from '../../views/i18n/site-words.ts';
import { escapeText } from '../../utils/escape.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs, UsageError } from '../parse-args.ts';
import { run as check } from './check.ts';

export const usage = `Usage: staticnouns propose --issue-event <file>

For the starter's propose workflow (.github/workflows/propose.yml): turns a
profile issue (the issue form .github/ISSUE_TEMPLATE/profile.yml) into a pull
request. <file> is the issues event GitHub wrote ("$GITHUB_EVENT_PATH").

Opened, edited or reopened: writes the one file the issue names (under
content/users/, nothing else) on the branch profile/issue-<number>, made from
the checked-out default branch; runs check --base on it; pushes; opens the
pull request or updates it; sets the commit status "staticnouns/check" on it;
labels it needs-maintainer when the issue's author is not among the profile's
owners; comments on the issue with the result in the site's language.
Closed: closes the issue's open pull request, or says it was merged. A
pull_request event of one of its branches closed without merging closes the
issue, saying so.

Nothing in the issue is run. Needs GITHUB_TOKEN and GITHUB_REPOSITORY;
GITHUB_API_URL (default https://api.github.com) is where the API is;
SITE_URL and BASE_PATH, when set, give the page's address in the comments.`;

/** The largest event file read: an issue's body is at most 65,536 characters. */
const MAX_EVENT_BYTES = 4 * 1024 * 1024;

export async function run(
	args: string[],
	{ stdin, stdout, root, env }: CommandContext,
): Promise<number> {
	const { values } = parseCommandArgs(args, { 'issue-event': { type: 'string' } });
	const eventFile = values['issue-event'];
	if (!eventFile) throw new UsageError('--issue-event <file> is required');
	const token = env['GITHUB_TOKEN'];
	const repository = env['GITHUB_REPOSITORY'];
	if (!token || !repository) throw new UsageError('GITHUB_TOKEN and GITHUB_REPOSITORY must be set');
	// Nothing after this line is read as a workflow command, whatever the issue's text holds.
	const resume = randomUUID();
	stdout.write(`::stop-commands::${resume}\n`);
	const log = (line: string) => stdout.write(`${escapeText(line)}\n`);
	try {
		const json: unknown = JSON.parse(await readBounded(eventFile));
		const options = await baseOptions(
			(await git(['rev-parse', 'HEAD'], root)).trim(),
			'HEAD',
			root,
		);
		if (!options.ok) {
			log(options.message);
			return 1;
		}
		const api = gitHubApi(env['GITHUB_API_URL'] || 'https://api.github.com', token, repository);
		const words = siteWordsOf(root, options.project.config.locale);
		const pull = pullEventSchema.safeParse(json);
		if (pull.success) {
			log(await pullClosed(pull.data, { api, words }));
			return 0;
		}
		const event = issueEventSchema.safeParse(json);
		if (!event.success) {
			log(`${eventFile}: not a GitHub issues or pull_request event this command reads`);
			return 1;
		}
		const { project } = options;
		log(
			await propose({
				event: event.data,
				root,
				contentPath: relative(root, resolveContentDir(root, env)).split(sep).join('/'),
				api,
				words,
				// The deploy's SITE_URL and BASE_PATH (repository variables, the workflow passes them);
				// else the config's, when it writes them as data (as code, check's stand-in is local).
				site: env['SITE_URL'] || siteOf(project.site),
				base: normalizeBase(env['BASE_PATH'] || project.base),
				maxText: project.config.limits.fileBytes,
				remote: 'origin',
				auth: env['GITHUB_SERVER_URL'] ? { server: env['GITHUB_SERVER_URL'], token } : undefined,
				runUrl: runUrl(env, repository),
				check: async (base) => {
					const verdict = await checkChange(base, { stdin, root, env });
					for (const line of verdict.report.trimEnd().split('\n')) log(line);
					return verdict;
				},
			}),
		);
		return 0;
	} finally {
		stdout.write(`::${resume}::\n`);
	}
}

/** The workflow run's page, linked from the commit status. */
const runUrl = (env: NodeJS.ProcessEnv, repository: string) =>
	env['GITHUB_SERVER_URL'] && env['GITHUB_RUN_ID']
		? `${env['GITHUB_SERVER_URL']}/${repository}/actions/runs/${env['GITHUB_RUN_ID']}`
		: undefined;

/**
 * `check --base <commit>` in this process, on the checkout: the same function
 * the pull-request workflow runs, its report kept for the issue's comment.
 */
async function checkChange(
	base: string,
	{ stdin, root, env }: Pick<CommandContext, 'stdin' | 'root' | 'env'>,
): Promise<{ passed: boolean; report: string }> {
	let report = '';
	const into = new Writable({
		write(chunk: Buffer | string, _encoding, done) {
			report += chunk.toString();
			done();
		},
	});
	// Not GITHUB_ACTIONS: the report goes to the comment, not as annotations of the issue's run.
	const { GITHUB_ACTIONS: _actions, ...rest } = env;
	const code = await check(['--base', base], {
		stdin,
		stdout: into,
		stderr: into,
		cwd: root,
		root,
		env: rest,
	});
	return { passed: code === 0, report };
}

/** The config's site address, unless it is base-options.ts's stand-in for one written as code. */
const siteOf = (site: URL | string | undefined) =>
	site && !new URL(site).href.startsWith('http://localhost:') ? site : undefined;

/** The event file's text, refused past MAX_EVENT_BYTES without reading it. */
async function readBounded(file: string): Promise<string> {
	if ((await stat(file)).size > MAX_EVENT_BYTES)
		throw new UsageError(`${file} is over ${MAX_EVENT_BYTES} bytes: not an issues event`);
	return readFile(file, 'utf8');
}
