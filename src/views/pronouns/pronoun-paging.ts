/**
 * A pronoun page's "used by" list, paged like the directory (paging.ts):
 * the first page at the set's own address, with its forms and examples,
 * then `page.2/`, `page.3/`... under it. The dot keeps these addresses
 * apart from every pronoun set's: a set's segments never hold a dot
 * (pronounSlug drops it), so no one's entry ("they/them/their/theirs/themself/2")
 * can take the address of another page's second page.
 */
import type { PronounPageView } from '../pages.ts';
import { htmlBytes, pageNav, paginate, type PageLimits, type PageNav } from '../paths/paging.ts';
import { UI_TEXT } from '../ui-text.ts';

/**
 * People per page of a "used by" list, and their bytes: with the forms, examples and shell a page
 * stays well under 256 KB.
 */
export const USED_BY_LIMITS: PageLimits = { entries: 200, bytes: 120_000 };

/**
 * Entries "as written" quoted on a page: the rest are spelling variants of
 * the same address, and 100,000 people could write 100,000 of them.
 */
export const VARIANTS_SHOWN = 20;

/**
 * Bytes of the tags around one person (PronounSet.astro's list item, its favourite icon), rounded
 * up from a built page.
 */
const ENTRY_MARKUP = 400;

type UsedBy = PronounPageView['users'][number];

function usedByBytes(user: UsedBy): number {
	return (
		ENTRY_MARKUP +
		htmlBytes(user.displayName) +
		htmlBytes(
			user.ownerLink
				? UI_TEXT.t('pronouns.usedByMember', {
						handle: user.handle,
						ownerName: user.ownerLink.displayName,
					})
				: user.handle,
		) +
		htmlBytes(user.path)
	);
}

/** One page of a pronoun set: the set's view with one page of its people. */
export interface PronounPagePart extends PronounPageView {
	/** The route parameter: the set's segments, then `page.N` after the first page. */
	param: string;
	nav: PageNav;
}

/**
 * The address of page `number` of a set's "used by" list.
 *
 * @example
 * usedByPath('/pronouns/any/', 1) // '/pronouns/any/'
 * usedByPath('/pronouns/any/', 2) // '/pronouns/any/page.2/'
 */
export function usedByPath(setPath: string, number: number): string {
	return number > 1 ? `${setPath}page.${number}/` : setPath;
}

/**
 * The pages of one pronoun set, its "used by" list cut as paging.ts cuts
 * (favourites first, then okay, as the set's view orders them).
 *
 * @example
 * pronounPageParts(page).map((part) => part.path) // ['/pronouns/they/…/themself/', '/pronouns/they/…/themself/page.2/']
 */
export function pronounPageParts(page: PronounPageView): PronounPagePart[] {
	const chunks = paginate(page.users, usedByBytes, USED_BY_LIMITS);
	const slug = page.slug.join('/');
	return chunks.map((users, at) => {
		const number = at + 1;
		return {
			...page,
			param: number > 1 ? `${slug}/page.${number}` : slug,
			path: usedByPath(page.path, number),
			variants: page.variants.slice(0, VARIANTS_SHOWN),
			users,
			nav: pageNav(number, chunks.length, (n) => usedByPath(page.path, n)),
		};
	});
}
