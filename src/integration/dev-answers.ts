/**
 * `astro dev` with a broken profile: only that file's answers change. Its
 * API answers are JSON saying what is wrong (with a content type), its
 * page shows the problems; every other profile answers as usual.
 */
import { formatReport, type ContentIssue } from '../content/issues.ts';
import type { ProfileIdentity } from '../content/validate/profile-file.ts';
import { profilePlaceOf } from '../content/site.ts';
import { API_LAYOUTS } from '../addresses/api.ts';

/** The files with problems, by what asks for them. */
export interface BrokenProfiles {
	/**
	 * The JSON answer for an API path (relative to the base) that a broken file would publish, else
	 * undefined.
	 */
	answer(path: string): { status: number; type: string; body: string } | undefined;
	/**
	 * The problems of the profile a page path (relative to the base, e.g. `@robin/`) shows, else
	 * undefined.
	 */
	page(path: string): ContentIssue[] | undefined;
}

/**
 * Which API and page addresses belong to files with problems: a user's file
 * breaks the user's answers (its members included), a member's file its own.
 * `usersPath` is the profiles folder as issues name it (`content/users/`).
 *
 * @example
 * brokenProfiles(issues, identities, 'content/users/').answer('v1/users/alex') // { status: 500, type: 'application/json; charset=utf-8', body: '{"code":500,…}' }
 */
export function brokenProfiles(
	issues: readonly ContentIssue[],
	identities: readonly ProfileIdentity[],
	usersPath: string,
): BrokenProfiles {
	const byFile = new Map<string, ContentIssue[]>();
	for (const issue of issues) {
		const list = byFile.get(issue.file) ?? [];
		list.push(issue);
		byFile.set(issue.file, list);
	}
	// Keys: "<user>" for a user, "<user>/<member>" for a member, lower case (refs ignore case), by
	// name and by ID.
	const users = new Map<string, ContentIssue[]>();
	const members = new Map<string, ContentIssue[]>();
	const memberIds = new Map<string, ContentIssue[]>();
	for (const [file, found] of byFile) {
		if (!file.startsWith(usersPath)) continue;
		const place = profilePlaceOf(file.slice(usersPath.length));
		if (!place) continue;
		const identity = identities.find((known) => known.file === file);
		if (place.user === undefined) {
			users.set(place.name.toLowerCase(), found);
			if (identity) users.set(identity.user.id, found);
		} else {
			members.set(`${place.user.toLowerCase()}/${place.name.toLowerCase()}`, found);
			if (identity) {
				members.set(`${place.user.toLowerCase()}/${identity.user.id}`, found);
				memberIds.set(identity.user.id, found);
			}
		}
	}
	const json = (found: ContentIssue[]) => ({
		status: 500,
		type: 'application/json; charset=utf-8',
		body: `${JSON.stringify({ code: 500, message: `This profile has problems, so it is not published until they are fixed:\n${formatReport(found)}` })}\n`,
	});
	const refOf = (segment: string | undefined) => {
		let text = segment ?? '';
		try {
			text = decodeURIComponent(text);
		} catch {
			// A malformed escape is matched as it came, as the hosts do.
		}
		return text.replace(/\.json$/i, '').toLowerCase();
	};
	return {
		answer(path) {
			// Both API shapes publish the same tree under their own root.
			const layout = API_LAYOUTS.find((each) => path.startsWith(`${each.root}/`));
			if (!layout) return undefined;
			const { membersDir, usersDir } = layout;
			if (path.startsWith(membersDir)) {
				const found = memberIds.get(refOf(path.slice(membersDir.length).split('/')[0]));
				return found && json(found);
			}
			if (!path.startsWith(usersDir)) return undefined;
			const [user, folder, member] = path.slice(usersDir.length).split('/');
			const found =
				users.get(refOf(user)) ??
				(folder === 'members' && member
					? members.get(`${refOf(user)}/${refOf(member)}`)
					: undefined);
			return found && json(found);
		},
		page(path) {
			const match = /^@([^/]+)\/(?:([^/]+)\/)?$/.exec(path);
			if (!match) return undefined;
			const user = refOf(match[1]);
			return users.get(user) ?? (match[2] ? members.get(`${user}/${refOf(match[2])}`) : undefined);
		},
	};
}
