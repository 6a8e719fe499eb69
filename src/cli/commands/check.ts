import { existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { githubAnnotation } from '../annotations.ts';
import { escapeText } from '../../utils/escape.ts';
import { CODEOWNERS_PATH, codeownersAdvice, readCodeowners } from '../../authoring/codeowners.ts';
import { changedFiles, git, GitError, repositoryRoot, resolveCommit } from '../../authoring/git.ts';
import { compareWithBase, loadBase, settledIn, type BaseState } from '../../authoring/history.ts';
import { lookAlikeIssues } from '../../content/validate/look-alike.ts';
import { baseOptions } from '../../authoring/base-options.ts';
import {
	changedFilesReport,
	changedFilesSummary,
	filesOutsideContent,
} from '../../authoring/change-files.ts';
import { formatReport, reportedIssues, type ContentIssue } from '../../content/issues.ts';
import type { ProfileIdentity } from '../../content/validate/profile.ts';
import { linkWarnings } from '../../content/validate/links.ts';
import { loadSite, profileKey, resolveContentDir } from '../../content/site.ts';
import { publicFolderIssues } from '../../content/find/public-files.ts';
import { commandLimits } from '../limits.ts';
import {
	budgetProblem,
	footprintLine,
	footprints,
	type FootprintUser,
} from '../../publish/footprint.ts';
import type { Profile } from '../../content/validate/profile.ts';
import type { Limits } from '../../schemas/profile-limits.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { plural, pluralForm } from '../../utils/plural.ts';

export const usage = `Usage: staticnouns check [--base <git-ref>]

Validates every profile and member under content/users/ (or CONTENT_DIR)
with the same rules and limits (from astro.config.mjs) as the build, without
building, checks that .github/CODEOWNERS matches the profiles' owners
(a user's folder line covers its members), and that public/ holds no host
code or configuration and nothing at a path the site publishes itself.

  --base <git-ref>  also compare with the content at that commit (e.g.
                    origin/main): an existing profile's or member's ID may
                    not change, and a new one may not reuse an ID from its
                    history.
                    Moved files keeping their ID are reported as renames.
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
                    Also reports what the change adds to the site
                    (files and bytes, by kind).

Each user, with its members, may add at most limits.userFiles files and
limits.userBytes bytes to the site (pages, pronoun pages no one else has,
API files, avatars); more is refused.

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
	const limits =
		values.base === undefined
			? await commandLimits(root, stderr)
			: await baseLimits(values.base, root, stdout, stderr);
	if (!limits) return 1;
	// The base is read first: it tells which files a change left alone, and a
	// clash is blamed on the other file.
	const base =
		values.base === undefined
			? undefined
			: await loadBase(values.base, join(contentDir, 'users'), root, limits);
	const settled = base
		? settledIn(base)
		: await unchangedSinceHead(join(contentDir, 'users'), root);
	const site = await loadSite(contentDir, { cwd: root, limits, settled });
	// What the change does outside the content folder: named, apart from the profiles' verdict.
	const outside =
		values.base === undefined ? undefined : await outsideContent(values.base, contentDir, root);
	if (outside?.report) stdout.write(`${outside.report}\n`);
	const finish = async (verdict: string | undefined): Promise<number> => {
		// An empty --summary (no $GITHUB_STEP_SUMMARY outside GitHub Actions) writes nothing.
		if (outside && values.summary)
			await appendFile(
				values.summary,
				`${outside.summary}\n### Profiles\n\n${verdict === undefined ? 'Problems found: see the log and the annotations.' : escapeSummary(verdict)}\n`,
			);
		if (verdict === undefined) return 1;
		if (!outside?.count || values['allow-site-changes']) return 0;
		stderr.write(
			`${outside.count === 1 ? 'A file' : `${outside.count} files`} outside the content folder changed (listed above): a profile change touches only the content folder. A maintainer reviews ${outside.count === 1 ? 'it' : 'them'}, then runs the check with --allow-site-changes (the pull-request workflow does for maintainers' and Dependabot's pull requests, and for one labelled site-change).\n`,
		);
		return 1;
	};
	// public/ is copied into the site as it is: the build's own rule (public-files.ts), so check and
	// build agree.
	const issues: ContentIssue[] = [
		...site.issues,
		...(await publicFolderIssues(join(root, 'public'), root)),
	];

	if (base) {
		const { issues: historyIssues, renames } = compareWithBase(site.identities, base, (file) =>
			existsSync(join(root, file)),
		);
		for (const issue of historyIssues) issues.push(issue);
		// New names only, against the base's: a site's existing look-alikes are left alone.
		for (const issue of newLookAlikes(site.identities, base)) issues.push(issue);
		for (const rename of renames)
			stdout.write(
				`${escapeText(`renamed: ${rename.from} → ${rename.to} (same ID ${rename.id})`)}\n`,
			);
	}

	if (!site.issues.length) {
		const existing = await readCodeowners(root);
		const advice = existing.ok ? codeownersAdvice(existing.text, site.profiles) : existing.message;
		if (advice) issues.push({ file: CODEOWNERS_PATH, path: '', message: advice });
	}

	// What the change adds to the site, and each changed user within its budget
	// (publish/footprint.ts).
	const added = site.issues.length ? undefined : changeFootprint(site.profiles, settled, limits);
	for (const issue of added?.issues ?? []) issues.push(issue);

	// Warnings (links that will show as text) fail nothing: they are printed, then the verdict.
	const warnings = linkWarnings(site.profiles);
	if (warnings.length) stderr.write(`${formatReport(warnings)}\n`);
	if (env['GITHUB_ACTIONS'] === 'true') {
		// The problems the report shows, no more: a flood of annotations hides the report itself.
		const all = [...issues, ...warnings];
		const shown = new Set(reportedIssues(all));
		for (const issue of all)
			if (shown.has(issue)) stdout.write(`${githubAnnotation(issue.severity ?? 'error', issue)}\n`);
	}
	if (issues.length) {
		stderr.write(`${formatReport(issues)}\n`);
		return finish(undefined);
	}
	// For a pull request (--base): what it adds to the site, before the verdict (an over-budget user
	// is an issue above, its figures in it).
	if (added?.line && base) stdout.write(`${escapeText(added.line)}\n`);
	const members = site.profiles.reduce((sum, profile) => sum + profile.members.length, 0);
	const profiles = plural(site.profiles.length, { one: 'profile', other: 'profiles' });
	const what = members
		? `${profiles} and ${plural(members, { one: 'member', other: 'members' })}`
		: profiles;
	const verdict = `${what} ${pluralForm(site.profiles.length + members, { one: 'is', other: 'are' })} valid.`;
	stdout.write(`${verdict}\n`);
	return finish(verdict);
}

/** The files a change touches outside the content folder (change-files.ts): report and Markdown. */
async function outsideContent(
	ref: string,
	contentDir: string,
	root: string,
): Promise<{ count: number; report: string; summary: string }> {
	const top = await repositoryRoot(root);
	const project = relative(top, root).split(sep).join('/');
	const content = `${relative(top, contentDir).split(sep).join('/')}/`;
	const files = await filesOutsideContent(await resolveCommit(ref, root), contentDir, root);
	return {
		count: files.length,
		report: changedFilesReport(files, project, content),
		summary: changedFilesSummary(files, project, content),
	};
}

/** A verdict line for the job summary: plain text, no Markdown or HTML acting. */
const escapeSummary = (text: string) =>
	text.replace(/[^A-Za-z0-9 .,:;()-]/g, (char) => `&#${char.codePointAt(0)};`);

/**
 * The limits of the base commit's options (base-options.ts), said on stdout; undefined, with the
 * problem on stderr, when they cannot be read without running code.
 */
async function baseLimits(
	ref: string,
	root: string,
	stdout: CommandContext['stdout'],
	stderr: CommandContext['stderr'],
): Promise<Limits | undefined> {
	const options = await baseOptions(await resolveCommit(ref, root), ref, root);
	if (!options.ok) {
		stderr.write(`${escapeText(options.message)}\n`);
		return undefined;
	}
	stdout.write(`${escapeText(options.said)}\n`);
	return options.limits;
}

/** The names a change adds that read as another's (look-alike.ts), judged against the base. */
function newLookAlikes(current: readonly ProfileIdentity[], base: BaseState): ContentIssue[] {
	const before = new Set(base.profiles.map((profile) => profile.name));
	const added = current
		.map((profile) => ({
			key: profileKey({ name: profile.user.name, user: profile.ownerUser?.name }),
			file: profile.file,
			line: profile.nameLine || 1,
			id: profile.user.id,
		}))
		.filter((profile) => !before.has(profile.key))
		.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
	return lookAlikeIssues(
		base.profiles.map((profile) => ({ key: profile.name, file: profile.file, id: profile.id })),
		added,
	);
}

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

/**
 * The footprint of the users a change adds or edits (all users when no base
 * or git tells which): one report line, and an issue for each over the
 * site's per-user budget.
 */
function changeFootprint(
	profiles: readonly Profile[],
	settled: ((profile: ProfileIdentity) => boolean) | undefined,
	limits: Limits,
): { line: string | undefined; issues: ContentIssue[] } {
	const asFootprint = (user: Profile): FootprintUser => ({
		user: user.user,
		members: user.members.map((member) => member.user),
		localAvatars: [user, ...user.members].filter((one) => one.localAvatar).length,
	});
	const isChanged = (user: Profile) =>
		!settled || [user, ...user.members].some((one) => !settled(one));
	const changed = profiles.filter(isChanged);
	if (!changed.length) return { line: undefined, issues: [] };
	const { perUser, total } = footprints(
		changed.map(asFootprint),
		profiles.filter((user) => !isChanged(user)).map(asFootprint),
	);
	const issues: ContentIssue[] = [];
	for (const user of changed) {
		const problem = budgetProblem(perUser.get(user.user)!, limits);
		if (problem) issues.push({ file: user.file, line: 1, path: '', message: problem });
	}
	const who = changed.length === 1 ? 'the profile' : `the ${changed.length} profiles`;
	return {
		line: `Published from ${who} this change adds or edits, with their members: ${footprintLine(total)}.`,
		issues,
	};
}
