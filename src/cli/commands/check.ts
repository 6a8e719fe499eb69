import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { githubAnnotation } from '../annotations.ts';
import { escapeText } from '../../utils/escape.ts';
import { changedFiles, git, GitError } from '../../authoring/git.ts';
import { loadBase, settledIn } from '../../authoring/history.ts';
import { formatReport, reportedIssues } from '../../content/issues.ts';
import type { ProfileIdentity } from '../../content/validate/profile.ts';
import { resolveContentDir } from '../../content/site.ts';
import { normalizeBase } from '../../addresses/urls.ts';
import { checkSite } from '../../site/check-site.ts';
import { commandProject } from '../limits.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { plural, pluralForm } from '../../utils/plural.ts';

export const usage = `Usage: staticnouns check [--base <git-ref>]

Validates every profile and member under content/users/ (or CONTENT_DIR),
public/ and the pages' paths with the same rules, limits and site address
(from astro.config.mjs) as the build, without building: what check accepts,
the build builds. Also checks that .github/CODEOWNERS matches the profiles'
owners (a user's folder line covers its members).

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
	const project = await commandProject(root, stderr);
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
	// Every rule the build applies, and the change's own (site/check-site.ts).
	const site = await checkSite({
		contentDir,
		cwd: root,
		publicDir: project.publicDir,
		site: project.site,
		base: normalizeBase(project.base),
		limits,
		review: { root, settled, base, exists: (file) => existsSync(join(root, file)) },
	});
	for (const rename of site.renames)
		stdout.write(
			`${escapeText(`renamed: ${rename.from} → ${rename.to} (same ID ${rename.id})`)}\n`,
		);

	// Warnings (links that will show as text) fail nothing: they are printed, then the verdict.
	const { warnings, issues } = site;
	if (warnings.length) stderr.write(`${formatReport(warnings)}\n`);
	if (env['GITHUB_ACTIONS'] === 'true') {
		// The problems the report shows, no more: a flood of annotations hides the report itself.
		const all = [...issues, ...warnings];
		const shown = new Set(reportedIssues(all));
		for (const issue of all)
			if (shown.has(issue)) stdout.write(`${githubAnnotation(issue.severity ?? 'error', issue)}\n`);
	}
	if (site.report) {
		stderr.write(`${site.report}\n`);
		return 1;
	}
	// For a pull request (--base): what it adds to the site, before the verdict (an over-budget user
	// is an issue above, its figures in it).
	if (site.added && base) stdout.write(`${escapeText(site.added)}\n`);
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
