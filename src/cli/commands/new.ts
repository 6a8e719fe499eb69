import { freshId } from '../../content/validate/fresh-id.ts';
import { freshSid } from '../../content/validate/short-ids.ts';
import { addProfiles } from '../../authoring/new-profile.ts';
import { resolveContentDir } from '../../content/site.ts';
import { reportAdded } from '../added.ts';
import { commandLimits } from '../limits.ts';
import { newMemberText, newProfileText } from '../../authoring/write-profile.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs, UsageError } from '../parse-args.ts';

export const usage = `Usage: staticnouns new <name>
       staticnouns new <user>/<member>

Writes content/users/<name>.md with a fresh ID and a commented template.
The name is 2-40 characters of A-Z a-z 0-9 _ . - and may not be taken by
another profile, ignoring case.

With <user>/<member>, writes content/users/<user>/members/<member>.md for
an existing user instead: the member name follows the same pattern and may
not be taken by another member of that user, ignoring case. A user in a
single file (content/users/<user>.md) is first moved to the folder form
(content/users/<user>/index.md) that a user with members needs; a local
avatar path in it is rewritten to name the same image.`;

export async function run(
	args: string[],
	{ stdout, stderr, root, env }: CommandContext,
): Promise<number> {
	const { positionals } = parseCommandArgs(args, {}, { positionals: 1 });
	const [target] = positionals;
	if (!target)
		throw new UsageError(
			'give the profile name, e.g. staticnouns new robin, or a user and member name, e.g. staticnouns new kit/juniper',
		);
	const id = freshId();
	// Random, as the ID: addProfiles refuses one another profile has (and says which to write).
	const sid = freshSid('user');
	const memberSid = freshSid('member');
	const limits = await commandLimits(root, stderr);
	if (!limits) return 1;
	const contentDir = resolveContentDir(root, env);
	const slash = target.indexOf('/');
	const result =
		slash === -1
			? await addProfiles({
					contentDir,
					cwd: root,
					limits,
					user: { id, name: target, sid, extension: 'md', text: newProfileText(target, id, sid) },
					members: [],
				})
			: await addProfiles({
					contentDir,
					cwd: root,
					limits,
					user: target.slice(0, slash),
					members: [
						{
							id,
							name: target.slice(slash + 1),
							sid: memberSid,
							extension: 'md',
							text: newMemberText(target.slice(0, slash), target.slice(slash + 1), id, memberSid),
						},
					],
				});
	return reportAdded(result, {
		stdout,
		stderr,
		root,
		written: (file) => `wrote ${file} with the ID ${id}`,
		edit: true,
	});
}
