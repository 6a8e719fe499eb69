import {
	CODEOWNERS_PATH,
	codeownersUpdate,
	ownerLines,
	writeCodeowners,
} from '../../authoring/codeowners.ts';
import { formatIssue, formatReport } from '../../content/issues.ts';
import { loadSite, resolveContentDir } from '../../content/site.ts';
import type { CommandContext } from '../types.ts';
import { commandLimits } from '../limits.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { plural } from '../../utils/plural.ts';

export const usage = `Usage: staticnouns owners

Writes ${CODEOWNERS_PATH} so that changes to each profile (its file, or its
folder with the avatar and members/) need the approval of the people in its
\`owners\`. Member files have no owners of their own: their user's own them.
Lines outside the generated block are kept. \`staticnouns check\` fails when
the file is out of date.`;

export async function run(
	args: string[],
	{ stdout, stderr, root, env }: CommandContext,
): Promise<number> {
	parseCommandArgs(args, {});
	const limits = await commandLimits(root, stderr);
	if (!limits) return 1;
	const site = await loadSite(resolveContentDir(root, env), { cwd: root, limits });
	if (site.issues.length) {
		stderr.write(
			`${formatReport(site.issues)}\nFix these first: owners are read from valid profiles only.\n`,
		);
		return 1;
	}
	const update = await codeownersUpdate(root, site.profiles);
	if (!update.ok) {
		stderr.write(`${formatIssue({ file: CODEOWNERS_PATH, path: '', message: update.message })}\n`);
		return 1;
	}
	if (update.text === undefined) {
		stdout.write(`${CODEOWNERS_PATH} is up to date.\n`);
		return 0;
	}
	const failed = await writeCodeowners(root, update.text);
	if (failed) {
		stderr.write(`${formatIssue({ file: CODEOWNERS_PATH, path: '', message: failed })}\n`);
		return 1;
	}
	const owned = ownerLines(site.profiles).length;
	stdout.write(
		`wrote ${CODEOWNERS_PATH}: ${plural(owned, { one: 'profile', other: 'profiles' })} with owners.\n`,
	);
	return 0;
}
