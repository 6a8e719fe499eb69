import { join } from 'node:path';
import { githubAnnotation } from '../../lib/annotations.ts';
import { escapeText } from '../../lib/escape.ts';
import { CODEOWNERS_PATH, codeownersUpdate } from '../../lib/codeowners.ts';
import { compareWithBase, loadBase } from '../../lib/history.ts';
import { formatReport, type ContentIssue } from '../../lib/issues.ts';
import { loadSite, resolveContentDir } from '../../lib/site.ts';
import type { CommandContext } from '../commands.ts';
import { parseCommandArgs } from '../parse-args.ts';

export const usage = `Usage: staticnouns check [--base <git-ref>]

Validates every profile under content/users/ (or CONTENT_DIR) with the same
rules as the build, without building, and checks that .github/CODEOWNERS
matches the profiles' owners.

  --base <git-ref>  also compare with the content at that commit (e.g.
                    origin/main): an existing profile's ID may not change,
                    and a new profile may not reuse an ID from its history.
                    Moved files keeping their ID are reported as renames.

Exits 1 and lists every problem when any is found. Under GitHub Actions
(GITHUB_ACTIONS=true) problems are also printed as annotations.`;

export async function run(args: string[], { stdout, stderr, cwd, env }: CommandContext): Promise<number> {
	const { values } = parseCommandArgs(args, { base: { type: 'string' } });
	const contentDir = resolveContentDir(cwd, env);
	const site = await loadSite(contentDir, { cwd });
	const issues: ContentIssue[] = [...site.issues];

	if (values.base !== undefined) {
		const { issues: historyIssues, renames } = compareWithBase(site.identities, await loadBase(values.base, join(contentDir, 'users'), cwd));
		for (const issue of historyIssues) issues.push(issue);
		for (const rename of renames) stdout.write(`${escapeText(`renamed: ${rename.from} → ${rename.to} (same ID ${rename.id})`)}\n`);
	}

	if (!site.issues.length) {
		if ((await codeownersUpdate(cwd, site.profiles)) !== undefined) {
			issues.push({ file: CODEOWNERS_PATH, path: '', message: "is out of date with the profiles' owners: run npx staticnouns owners and commit the result" });
		}
	}

	if (issues.length) {
		stderr.write(`${formatReport(issues)}\n`);
		if (env['GITHUB_ACTIONS'] === 'true') for (const issue of issues) stdout.write(`${githubAnnotation('error', issue)}\n`);
		return 1;
	}
	stdout.write(`${site.profiles.length === 1 ? '1 profile is' : `${site.profiles.length} profiles are`} valid.\n`);
	return 0;
}
