/**
 * "Edit your profile" in the browser: the editor's address for the profile a
 * member typed, read from the profile's page as published (its own "Edit in
 * the browser" link, which names the profile's file). Same origin only; the
 * page is parsed, never shown or run.
 */
import { encodePathSegment, normalizeBase } from '../addresses/urls.ts';
import { editorPath } from '../views/editor/editor.ts';
import type { ProfileAddress } from './profile-address.ts';

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
