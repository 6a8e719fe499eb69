import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { githubAnnotation } from '../annotations.ts';
import { escapeText } from '../../utils/escape.ts';
import { CODEOWNERS_PATH, codeownersAdvice, readCodeowners } from '../../authoring/codeowners.ts';
import { changedFiles, git, GitError } from '../../authoring/git.ts';
import {
	compareSidsWithBase,
	compareWithBase,
	loadBase,
	settledIn,
} from '../../authoring/history.ts';
import { formatReport, reportedIssues, type ContentIssue } from '../../content/issues.ts';
import type { ProfileIdentity } from '../../content/validate/profile.ts';
import { linkWarnings } from '../../content/validate/links.ts';
import { loadSite, resolveContentDir } from '../../content/site.ts';
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
building, and checks that .github/CODEOWNERS matches the profiles' owners
(a user's folder line covers its members).

  --base <git-ref>  also compare with the content at that commit (e.g.
                    origin/main): an existing profile's or member's ID may
                    not change, and a new one may not reuse an ID from its
                    history.
                    Moved files keeping their ID are reported as renames.
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
	const { values } = parseCommandArgs(args, { base: { type: 'string' } });
	const contentDir = resolveContentDir(root, env);
	const limits = await commandLimits(root, stderr);
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
	const issues: ContentIssue[] = [...site.issues];

	if (base) {
		const { issues: historyIssues, renames } = compareWithBase(site.identities, base, (file) =>
			existsSync(join(root, file)),
		);
		for (const issue of historyIssues) issues.push(issue);
		for (const issue of compareSidsWithBase(site.identities, base)) issues.push(issue);
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
		return 1;
	}
	// For a pull request (--base): what it adds to the site, before the verdict (an over-budget user
	// is an issue above, its figures in it).
	if (added?.line && base) stdout.write(`${escapeText(added.line)}\n`);
	const members = site.profiles.reduce((sum, profile) => sum + profile.members.length, 0);
	const profiles = plural(site.profiles.length, { one: 'profile', other: 'profiles' });
	const what = members
		? `${profiles} and ${plural(members, { one: 'member', other: 'members' })}`
		: profiles;
	stdout.write(
		`${what} ${pluralForm(site.profiles.length + members, { one: 'is', other: 'are' })} valid.\n`,
	);
	return 0;
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
