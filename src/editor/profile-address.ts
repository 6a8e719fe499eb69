/**
 * What a member typed in "Edit your profile" (the home, directory and 404
 * pages' GET form to the editor): a profile name or their page's address,
 * read as the profile it names, and the editor's address for it, read from
 * the profile's page as published (its own "Edit in the browser" link, which
 * names the profile's file). The text is anyone's: each part must pass the
 * name rule before it is used in an address. Same origin only; the page is
 * parsed, never shown or run.
 */
import { safeDecode } from '../addresses/paths.ts';
import { encodePathSegment, normalizeBase } from '../addresses/urls.ts';
import { nameSchema } from '../schemas/user.ts';
import { editorPath } from '../views/editor/editor.ts';

/** A profile by name: a user, or a member of one. */
interface ProfileAddress {
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

/** A page of the site as text, or null when it is not there. */
async function fetchPage(path: string): Promise<string | null> {
	try {
		const response = await fetch(path, { headers: { accept: 'text/html' } });
		return response.ok ? await response.text() : null;
	} catch {
		return null;
	}
}

/**
 * The editor's address for `address` (its page's edit link), trying the name as typed and in
 * lower case, as the check for a taken name does; null when no page has it.
 *
 * @example
 * await editLinkOf({ user: 'robin', member: null }, '/profiles/') // 'http://…/profiles/edit/?user=robin&file=…'
 */
export async function editLinkOf(address: ProfileAddress, base: string): Promise<string | null> {
	for (const user of new Set([address.user, address.user.toLowerCase()])) {
		const page = `${normalizeBase(base)}@${encodePathSegment(user)}/${
			address.member ? `${encodePathSegment(address.member)}/` : ''
		}`;
		const html = await fetchPage(page);
		if (html === null) continue;
		const at = new URL(page, location.origin);
		const doc = new DOMParser().parseFromString(html, 'text/html');
		// The profile's own footer (a bio cannot write one there), its link for this user.
		for (const link of doc.querySelectorAll('article > footer a[href]')) {
			const url = new URL(link.getAttribute('href')!, at);
			if (
				url.origin === location.origin &&
				url.pathname === editorPath(base) &&
				url.searchParams.get('user')?.toLowerCase() === user.toLowerCase() &&
				url.searchParams.has('file')
			)
				return url.href;
		}
	}
	return null;
}
