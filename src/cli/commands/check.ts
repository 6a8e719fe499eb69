import { existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { githubAnnotation } from '../annotations.ts';
import { escapeText } from '../../utils/escape.ts';
import { changedFiles, git, GitError, repositoryRoot, resolveCommit } from '../../authoring/git.ts';
import { baseOptions } from '../../authoring/base-options.ts';
import {
	changedFilesReport,
	changedFilesSummary,
	filesOutsideContent,
	type ChangedFile,
} from '../../authoring/change-files.ts';
import type { ProjectConfig } from '../../config/project-config.ts';
import { loadBase, settledIn } from '../../authoring/history.ts';
import { formatReport, reportedIssues, type ContentIssue } from '../../content/issues.ts';
import type { ProfileIdentity } from '../../content/validate/profile-file.ts';
import { resolveContentDir } from '../../content/site.ts';
import { normalizeBase } from '../../addresses/urls.ts';
import { checkSite } from '../../site/check-site.ts';
import { cacheDir } from '../../publish/avatar-files.ts';
import { commandProject } from '../limits.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { reportWords } from '../../views/ui-text.ts';

export const usage = `Usage: staticnouns check [--base <git-ref>]

Validates every profile and member under content/users/ (or CONTENT_DIR),
public/ and the pages' paths with the same rules, limits and site address
(from astro.config.mjs) as the build, without building: what check accepts,
the build builds. Also checks that .github/CODEOWNERS matches the profiles'
owners (a user's folder line covers its members). A file that a build or
check found valid, unchanged since, is taken from the build's cache
(node_modules/.cache/staticnouns, sealed under this machine's key); a file
with problems is checked again every time.

  --base <git-ref>  also compare with the content at that commit (e.g.
                    origin/main): an existing profile's or member's ID may
                    not change, and a new one may not reuse an ID from its
                    history.
                    Moved files keeping their ID are reported as renames.
                    Also reports what the change adds to the site
                    (files and bytes, by kind).
                    The base's options judge (its astro.config.mjs, read
                    from git and parsed, never run; the working tree's is
                    not loaded), and the output says which.
                    Lists every file the change adds, changes or removes
                    outside the content folder, grouped (site code and
                    config, workflows and package files, public/), and
                    fails for them unless --allow-site-changes.
                    A new name that reads as an existing one (aIex
                    beside alex, rnorgan beside morgan) is refused.
  --allow-site-changes
                    with --base: list the files outside the content folder
                    but do not fail for them (after a maintainer's review).
  --summary <file>  with --base: append the list and, apart from it, the
                    profiles' verdict as Markdown to <file> (a GitHub job
                    summary: "$GITHUB_STEP_SUMMARY").

Each user, with its members, may add at most limits.userFiles files and
limits.userBytes bytes to the site (pages, pronoun pages no one else has,
API files, avatars); more is refused.

The site's own words (src/content/i18n/<locale>.json, the locale option's
tag) are checked too: an unknown key, a wrong form or a {placeholder} the
message does not have is a problem; a key that shows in English is named
as a warning.

Exits 1 and lists every problem when any is found. Warnings (a link that
looks like a web address but will show as plain text) are listed too but
do not fail. Under GitHub Actions (GITHUB_ACTIONS=true) both are also
printed as annotations.`;

export async function run(
	args: string[],
	{ stdout, stderr, root, env }: CommandContext,
): Promise<number> {
	const { values } = parseCommandArgs(args, {
		base: { type: 'string' },
		'allow-site-changes': { type: 'boolean' },
		summary: { type: 'string' },
	});
	const contentDir = resolveContentDir(root, env);
	// With a base, the base's options judge, read without running its config or the working
	// tree's (a pull request's checkout): nothing of the change runs (base-options.ts).
	const project =
		values.base === undefined
			? await commandProject(root, stderr)
			: await baseProject(values.base, root, stdout, stderr);
	if (!project) return 1;
	const { limits } = project.config;
	// The base is read first: it tells which files a change left alone, and a
	// clash is blamed on the other file.
	const base =
		values.base === undefined
			? undefined
			: await loadBase(values.base, join(contentDir, 'users'), root, limits);
	const settled = base
		? settledIn(base)
		: await unchangedSinceHead(join(contentDir, 'users'), root);
	// The build's parse cache (parse-cache.ts): a file a build or check found valid, unchanged since,
	// is not read and validated again; a file with problems always is, so every message is said.
	const parseCacheDir = join(cacheDir(root, env), 'profiles');
	// Every rule the build applies, and the change's own (site/check-site.ts).
	const site = await checkSite({
		parseCacheDir,
		contentDir,
		cwd: root,
		publicDir: project.publicDir,
		site: project.site,
		base: normalizeBase(project.base),
		limits,
		locale: project.config.locale,
		locales: project.config.locales,
		review: {
			root,
			settled,
			base,
			exists: (file) => existsSync(join(root, file)),
			publishing: project.config,
		},
	});
	// What the change does outside the content folder: named, apart from the profiles' verdict.
	const outside =
		values.base === undefined
			? undefined
			: await outsideContent(values.base, contentDir, root, parseCacheDir);
	if (outside?.report) stdout.write(`${outside.report}\n`);
	const finish = (verdict: string | undefined) =>
		finishCheck(verdict, outside, values, { stdout, stderr, env });
	for (const rename of site.renames)
		stdout.write(
			`${escapeText(`renamed: ${rename.from} → ${rename.to} (same ID ${rename.id})`)}\n`,
		);

	// The closing lines in the site's language, as check's messages are.
	const words = site.closing;
	printWarnings(site, words, { stdout, stderr, env });
	if (site.report) {
		stderr.write(`${site.report}\n`);
		return finish(undefined);
	}
	// For a pull request (--base): what it adds to the site, before the verdict (an over-budget user
	// is an issue above, its figures in it).
	if (site.added && base) stdout.write(`${escapeText(site.added)}\n`);
	const verdict = validVerdict(site.profiles, words);
	stdout.write(`${verdict}\n`);
	return finish(verdict);
}

/**
 * The exit code of a check: 1 for problems in the profiles, and for files changed outside the
 * content folder unless --allow-site-changes; the step summary written as it is decided.
 */
async function finishCheck(
	verdict: string | undefined,
	outside: Awaited<ReturnType<typeof outsideContent>> | undefined,
	values: { summary?: string | undefined; 'allow-site-changes'?: boolean | undefined },
	{ stdout, stderr, env }: Pick<CommandContext, 'stdout' | 'stderr' | 'env'>,
): Promise<number> {
	// An empty --summary (no $GITHUB_STEP_SUMMARY outside GitHub Actions) writes nothing.
	if (outside && values.summary)
		await appendFile(
			values.summary,
			`${outside.summary}\n### Profiles\n\n${verdict === undefined ? 'Problems found: see the log and the annotations.' : escapeSummary(verdict)}\n`,
		);
	if (verdict === undefined) return 1;
	if (!outside?.count || values['allow-site-changes']) return 0;
	// On the pull request's diff too: each file, as an error (at most 50: the list has them all).
	if (env['GITHUB_ACTIONS'] === 'true')
		for (const file of outside.files.slice(0, 50))
			stdout.write(
				`${githubAnnotation('error', { file: file.path, path: '', message: `${file.how} outside the content folder: a profile change touches only the content folder; a maintainer reviews this file` })}\n`,
			);
	stderr.write(
		`${outside.count === 1 ? 'A file' : `${outside.count} files`} outside the content folder changed (listed above): a profile change touches only the content folder. A maintainer reviews ${outside.count === 1 ? 'it' : 'them'}, then runs the check with --allow-site-changes (the pull-request workflow does for maintainers' and Dependabot's pull requests, and for one labelled site-change).\n`,
	);
	return 1;
}

/** Warnings (links that will show as text) fail nothing: they are printed before the verdict. */
function printWarnings(
	{ warnings, issues }: { warnings: readonly ContentIssue[]; issues: readonly ContentIssue[] },
	words: ReturnType<typeof reportWords>,
	{ stdout, stderr, env }: Pick<CommandContext, 'stdout' | 'stderr' | 'env'>,
): void {
	if (warnings.length) stderr.write(`${formatReport(warnings, undefined, words.check)}\n`);
	if (env['GITHUB_ACTIONS'] === 'true') {
		// The problems the report shows, no more: a flood of annotations hides the report itself.
		const all = [...issues, ...warnings];
		const shown = new Set(reportedIssues(all));
		for (const issue of all)
			if (shown.has(issue)) stdout.write(`${githubAnnotation(issue.severity ?? 'error', issue)}\n`);
	}
}

/** "3 profiles and 2 members are valid.", in the site's words. */
function validVerdict(
	profiles: readonly { members: readonly unknown[] }[],
	words: ReturnType<typeof reportWords>,
): string {
	const members = profiles.reduce((sum, profile) => sum + profile.members.length, 0);
	return words.valid(profiles.length, members);
}

/**
 * The options, site, base and public/ of the base commit's config (base-options.ts), said on
 * stdout; undefined, with the problem on stderr, when they cannot be read without running code.
 */
async function baseProject(
	ref: string,
	root: string,
	stdout: CommandContext['stdout'],
	stderr: CommandContext['stderr'],
): Promise<ProjectConfig | undefined> {
	const options = await baseOptions(await resolveCommit(ref, root), ref, root);
	if (!options.ok) {
		stderr.write(`${escapeText(options.message)}\n`);
		return undefined;
	}
	stdout.write(`${escapeText(options.said)}\n`);
	return options.project;
}

/**
 * The files a change touches outside the content folder (change-files.ts): report and Markdown.
 * The parse cache check itself writes there, untracked, is not the change's.
 */
async function outsideContent(
	ref: string,
	contentDir: string,
	root: string,
	parseCacheDir: string,
): Promise<{ count: number; files: ChangedFile[]; report: string; summary: string }> {
	const top = await repositoryRoot(root);
	const project = relative(top, root).split(sep).join('/');
	const content = `${relative(top, contentDir).split(sep).join('/')}/`;
	const files = await filesOutsideContent(await resolveCommit(ref, root), contentDir, root, [
		parseCacheDir,
	]);
	return {
		count: files.length,
		files,
		report: changedFilesReport(files, project, content),
		summary: changedFilesSummary(files, project, content),
	};
}

/** A verdict line for the job summary: plain text, no Markdown or HTML acting. */
const escapeSummary = (text: string) =>
	text.replace(/[^A-Za-z0-9 .,:;()-]/g, (char) => `&#${char.codePointAt(0)};`);

/**
 * Without --base, the files git has as committed are the settled ones, so a
 * clash is blamed on the file being added or edited. Outside git (or before
 * the first commit), there is no such knowledge: undefined.
 */
async function unchangedSinceHead(
	usersDir: string,
	root: string,
): Promise<((profile: ProfileIdentity) => boolean) | undefined> {
	try {
		await git(['rev-parse', '--verify', '--quiet', 'HEAD'], root);
		const changed = await changedFiles(usersDir, root);
		return (profile) => !changed.has(join(root, profile.file));
	} catch (error) {
		if (error instanceof GitError) return undefined;
		throw error;
	}
}
