import { access, mkdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Xid } from 'xid-ts';
import { formatReport } from '../../lib/issues.ts';
import { checkNewProfile } from '../../lib/new-profile.ts';
import { loadSite, resolveContentDir } from '../../lib/site.ts';
import { newProfileText } from '../../lib/write-profile.ts';
import type { CommandContext } from '../commands.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { UsageError } from '../usage-error.ts';

export const usage = `Usage: staticnouns new <name>

Writes content/users/<name>.md with a fresh ID and a commented template.
The name is 2-40 characters of A-Z a-z 0-9 _ . - and may not be taken by
another profile, ignoring case.`;

export async function run(args: string[], { stdout, stderr, cwd, env }: CommandContext): Promise<number> {
	const { positionals } = parseCommandArgs(args, {}, { positionals: 1 });
	const [name] = positionals;
	if (!name) throw new UsageError('give the profile name, e.g. staticnouns new robin');
	const contentDir = resolveContentDir(cwd, env);
	const path = join(contentDir, 'users', `${name}.md`);
	// As typed: a name like "../x" must show as itself, not as a resolved path.
	const file = `${relative(cwd, join(contentDir, 'users')).split(sep).join('/')}/${name}.md`;
	const id = new Xid().toString();
	const site = await loadSite(contentDir, { cwd });
	const issues = checkNewProfile({ file, id, name }, site.identities);
	if (!issues.length && (await access(path).then(() => true, () => false))) {
		issues.push({ file, path: '', message: 'already exists: edit it instead' });
	}
	if (issues.length) {
		stderr.write(`${formatReport(issues)}\nNo file was written.\n`);
		return 1;
	}
	await mkdir(join(contentDir, 'users'), { recursive: true });
	await writeFile(path, newProfileText(name, id), { flag: 'wx' });
	stdout.write(`wrote ${file} with the ID ${id}\nEdit it, then run: npm run check\n`);
	return 0;
}
