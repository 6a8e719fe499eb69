/**
 * What a member typed in "Edit your profile" (the home, directory and 404
 * pages' GET form to the editor): a profile name or their page's address,
 * read as the profile it names. The text is anyone's: each part must pass
 * the name rule before it is used in an address.
 */
import { safeDecode } from '../addresses/paths.ts';
import { nameSchema } from '../schemas/user.ts';

/** A profile by name: a user, or a member of one. */
export interface ProfileAddress {
	user: string;
	member: string | null;
}

/** The longest text read: a page's address is far shorter. */
const MAX_TYPED = 2048;

/**
 * The profile `typed` names: `robin`, `@robin`, `/@robin/`, `https://site/@robin/`, `kit/rowan`,
 * `@kit/rowan`; null when no part is a profile name.
 *
 * @example
 * profileAddress('https://example.org/profiles/@kit/rowan/') // { user: 'kit', member: 'rowan' }
 * profileAddress(' Robin ') // { user: 'Robin', member: null }
 * profileAddress('../etc') // null
 */
export function profileAddress(typed: string): ProfileAddress | null {
	const text = typed.trim().slice(0, MAX_TYPED);
	const path = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? pathOf(text) : text.replace(/[?#].*$/s, '');
	if (path === null) return null;
	const segments = path
		.split('/')
		.filter((segment) => segment !== '')
		.map(safeDecode);
	const at = segments.findIndex((segment) => segment.startsWith('@'));
	// Without an "@", a bare name or name/member (a path of more is not a page's address).
	const [user, member] =
		at === -1 ? (segments.length <= 2 ? segments : []) : [segments[at]!.slice(1), segments[at + 1]];
	if (user === undefined || !nameSchema.safeParse(user).success) return null;
	if (member === undefined) return { user, member: null };
	return nameSchema.safeParse(member).success ? { user, member } : null;
}

/** A full address's path, or null when it is not one. */
function pathOf(text: string): string | null {
	try {
		return new URL(text).pathname;
	} catch {
		return null;
	}
}
