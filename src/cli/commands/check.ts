import { formatReport } from '../../lib/issues.ts';
import { loadSite, resolveContentDir } from '../../lib/site.ts';
import type { CommandContext } from '../commands.ts';
import { parseCommandArgs } from '../parse-args.ts';

export const usage = `Usage: staticnouns check

Validates every profile under content/users/ (or CONTENT_DIR) with the same
rules as the build, without building. Exits 1 and lists every problem when
any profile is invalid.`;

export async function run(args: string[], { stdout, stderr, cwd, env }: CommandContext): Promise<number> {
	const { values } = parseCommandArgs(args, {});
	if (values.help) {
		stdout.write(`${usage}\n`);
		return 0;
	}
	const { profiles, issues } = await loadSite(resolveContentDir(cwd, env), { cwd });
	if (issues.length) {
		stderr.write(`${formatReport(issues)}\n`);
		return 1;
	}
	stdout.write(`${profiles.length === 1 ? '1 profile is' : `${profiles.length} profiles are`} valid.\n`);
	return 0;
}
