/**
 * What the search page finds: one record per profile, by name, display name
 * and the pronouns the person welcomes (welcome.ts: searching "he/him" never
 * lists someone who avoids he/him). The records are plain data; the build
 * hands them to Pagefind (integration/search-index.ts), and the search page
 * shows them as text, never as HTML.
 */
import { compareStrings } from '../content/issues.ts';
import { publicPronouns } from './pages.ts';
import { pronounDisplayText } from './pronouns.ts';
import { preferred, welcomes } from './welcome.ts';
import { normalizeBase, profilePath } from '../publish/urls.ts';
import type { User } from '../schemas/user.ts';

/** A Pagefind custom record: what is searched (`content`) and what a result shows (`meta`). */
export interface SearchRecord {
	url: string;
	content: string;
	language: 'en';
	meta: { title: string; name: string; pronouns: string };
}

/**
 * One record per profile, sorted by name so the index is built the same
 * way every time.
 *
 * @example
 * searchRecords([robin], '/')[0] // { url: '/@robin/', content: 'Robin 🌻 robin they/them they/them/their/theirs/themself', language: 'en', meta: { title: 'Robin 🌻', name: 'robin', pronouns: 'they/them' } }
 */
export function searchRecords(users: readonly User[], base: string): SearchRecord[] {
	return [...users]
		.sort((a, b) => compareStrings(a.name, b.name))
		.map((user) => {
			const displayName = user.display_name ?? user.name;
			const pronouns = publicPronouns(user);
			const welcome = pronouns.filter((pronoun) => welcomes(pronoun.status));
			const searched = new Set([displayName, user.name, ...welcome.flatMap(({ entry }) => [pronounDisplayText(entry), entry.pronouns])]);
			return {
				url: profilePath(user.name, base),
				content: [...searched].join(' '),
				language: 'en',
				meta: {
					title: displayName,
					name: user.name,
					pronouns: preferred(pronouns, (pronoun) => pronoun.status)
						.map(({ entry }) => pronounDisplayText(entry))
						.join(', '),
				},
			};
		});
}

/**
 * The search page's address.
 *
 * @example
 * searchPath('/profiles/') // '/profiles/search/'
 */
export function searchPath(base: string): string {
	return `${normalizeBase(base)}search/`;
}
