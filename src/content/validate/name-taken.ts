/**
 * The message for a name another profile already has: one text for `check`
 * (rules.ts) and the browser editor, which asks the site whether a name is
 * published (it has no other profiles' files), in the site's words.
 */
import { ENGLISH_CHECK, say, type CheckWords } from '../../schemas/check-words.ts';

/**
 * @example
 * nameTakenMessage({ name: 'Robin', file: 'content/users/robin.md', taken: 'robin', member: false,
 * rename: 'rename this file' })
 */
export function nameTakenMessage({
	name,
	file,
	taken,
	member,
	rename,
	words = ENGLISH_CHECK,
}: {
	name: string;
	file: string;
	taken: string;
	member: boolean;
	/** The fix, in the same words (check.renameFile, check.chooseName). */
	rename: string;
	words?: CheckWords | undefined;
}): string {
	const key = member ? 'check.memberNameTaken' : 'check.nameTaken';
	return say(words, key, { name, file, taken, rename });
}
