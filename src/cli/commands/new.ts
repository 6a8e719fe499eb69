import { freshId } from '../../content/fresh-id.ts';
import { formatReport } from '../../content/issues.ts';
import { addProfileFile } from '../../authoring/new-profile.ts';
import { resolveContentDir } from '../../content/site.ts';
import { commandLimits } from '../limits.ts';
import { newProfileText } from '../../authoring/write-profile.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { UsageError } from '../usage-error.ts';

export const usage = `Usage: staticnouns new <name>

Writes content/users/<name>.md with a fresh ID and a commented template.
The name is 2-40 characters of A-Z a-z 0-9 _ . - and may not be taken by
another profile, ignoring case.`;

export async function run(args: string[], { stdout, stderr, root, env }: CommandContext): Promise<number> {
	const { positionals } = parseCommandArgs(args, {}, { positionals: 1 });
	const [name] = positionals;
	if (!name) throw new UsageError('give the profile name, e.g. staticnouns new robin');
	const id = freshId();
	const limits = await commandLimits(root, stderr);
	if (!limits) return 1;
	const { file, issues } = await addProfileFile({ contentDir: resolveContentDir(root, env), cwd: root, id, name, extension: 'md', text: newProfileText(name, id), limits });
	if (issues.length) {
		stderr.write(`${formatReport(issues)}\nNo file was written.\n`);
		return 1;
	}
	stdout.write(`wrote ${file} with the ID ${id}\nEdit it, then run: npm run check\n`);
	return 0;
}
