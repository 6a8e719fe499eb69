import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { text as readStream } from 'node:stream/consumers';
import { profileSchemaFor } from '../../schemas/profile.ts';
import { userSchema } from '../../schemas/user.ts';
import { friendlyIssues } from '../../content/friendly-errors.ts';
import { formatReport } from '../../content/issues.ts';
import { addProfileFile } from '../../authoring/new-profile.ts';
import { readJsonSource } from '../../content/reader.ts';
import { resolveContentDir } from '../../content/site.ts';
import { commandLimits } from '../limits.ts';
import { userToContent } from '../../authoring/write-profile.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { UsageError } from '../usage-error.ts';

export const usage = `Usage: staticnouns import <file | ->

Reads a v1 User as JSON (e.g. saved from the reference service's API:
GET {base_url}/users/{name}) from a file, or from standard input with "-",
and writes the content file that publishes exactly that User:
content/users/<name>.md, with the bio as its body and avatar_urls kept.`;

export async function run(args: string[], { stdout, stderr, cwd, root, env, stdin }: CommandContext): Promise<number> {
	const { positionals } = parseCommandArgs(args, {}, { positionals: 1 });
	const [source] = positionals;
	if (!source) throw new UsageError('give a file with the User JSON, or - to read standard input');
	let text: string;
	try {
		text = source === '-' ? await readStream(stdin) : await readFile(resolve(cwd, source), 'utf8');
	} catch (error) {
		throw new UsageError(`cannot read ${source}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
	}
	const label = source === '-' ? '<stdin>' : source;
	const read = readJsonSource(label, text);
	if (!read.ok) {
		stderr.write(`${formatReport(read.issues)}\n`);
		return 1;
	}
	const parsed = userSchema.safeParse(read.source.data, { reportInput: true });
	if (!parsed.success) {
		stderr.write(`${formatReport(friendlyIssues(parsed.error, read.source))}\nThis is not a v1 User; nothing was written.\n`);
		return 1;
	}
	const user = parsed.data;
	const limits = await commandLimits(root, stderr);
	if (!limits) return 1;
	// A v1 User may hold more than this site allows: check it as the build will check the file.
	const allowed = profileSchemaFor(limits).safeParse(user);
	if (!allowed.success) {
		stderr.write(`${formatReport(friendlyIssues(allowed.error, read.source))}\nThis User is more than this site's limits allow; nothing was written.\n`);
		return 1;
	}
	const { extension, text: content } = userToContent(user);
	const { file, issues } = await addProfileFile({ contentDir: resolveContentDir(root, env), cwd: root, id: user.id, name: user.name, extension, text: content, limits });
	if (issues.length) {
		stderr.write(`${formatReport(issues)}\nNo file was written.\n`);
		return 1;
	}
	if (user.bio !== null && user.bio !== user.bio.trim()) {
		stderr.write(`note: the bio starts or ends with whitespace; profiles keep bios trimmed, so it is published without it.\n`);
	}
	stdout.write(`wrote ${file}\n`);
	return 0;
}
