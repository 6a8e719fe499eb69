/**
 * The message for a name another profile already has: one text for `check`
 * (rules.ts) and the browser editor, which asks the site whether a name is
 * published (it has no other profiles' files).
 */

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
}: {
	name: string;
	file: string;
	taken: string;
	member: boolean;
	rename: string;
}): string {
	return `the name "${name}" is already taken by ${file} ("${taken}"); ${member ? "a user's members have names unique among them" : 'names are unique'} ignoring case, because case-insensitive disks and hosts cannot tell them apart: ${rename}`;
}
