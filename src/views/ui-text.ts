/**
 * The words the pages show, in one place: a translation (or a community's
 * own wording) changes this module and no component. Counts go through
 * utils/plural.ts, so each language's plural forms apply.
 */
import { formatCount, plural } from '../utils/plural.ts';

export const UI_TEXT = {
	/** "1 profile", "1,234 profiles". */
	profiles: (count: number) => plural(count, { one: 'profile', other: 'profiles' }),
	/** "1 name", "12 names". */
	names: (count: number) => plural(count, { one: 'name', other: 'names' }),
	/** "1 person", "3 people". */
	people: (count: number) => plural(count, { one: 'person', other: 'people' }),
	/** A letter page's summary: "12 names · page 2 of 3 · 1,000 profiles in all". */
	directorySummary: (names: number, page: number, pages: number, total: number) =>
		[
			plural(names, { one: 'name', other: 'names' }),
			pages > 1 && `page ${formatCount(page)} of ${formatCount(pages)}`,
			`${plural(total, { one: 'profile', other: 'profiles' })} in all`,
		]
			.filter(Boolean)
			.join(' · '),
	/** The title of /directory/. */
	directoryTitle: 'Directory',
	/** A letter's link title in the index: "A: 12 names". */
	letterTitle: (title: string, count: number) =>
		`${title}: ${plural(count, { one: 'name', other: 'names' })}`,
	/** Where to start browsing a large directory. */
	startBrowsing: {
		before: 'Pick a letter, or ',
		link: (label: string) => `start at ${label}`,
		after: ' and follow the pages.',
	},
	/** Above the people of a pronoun page, around the favourite icon with its name. */
	usedByIntro: {
		before: 'People who marked these pronouns favourite or okay; ',
		after: ' marks a favourite, listed first.',
	},
	/** The heading of the status legend. */
	legendTitle: 'What the icons mean',
	/** The link to the legend, beside the first icons on a page. */
	legendLink: 'What do the icons mean?',
	/**
	 * The home page's introduction when the site sets none (the `intro`
	 * option): what the site is and how to join. Markdown; `{addProfile}` is
	 * the address of the guide to adding a profile.
	 */
	defaultIntro:
		"This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, [add a profile]({addProfile}): one small file in our repository, checked and published for you.",
	/** The default introduction when the site names no repository to link to. */
	defaultIntroWithoutRepository:
		"This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, add a profile file to the repository this site is built from (its CONTRIBUTING.md says how), or ask the people who run it.",
} as const;
