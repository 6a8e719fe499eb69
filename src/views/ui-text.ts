/**
 * The words the pages show, in one place: `uiText(words)` turns the site's
 * dictionary (views/i18n/: the `locale` option's bundled language, the
 * site's own words over it, English for anything missing) into what the
 * components, layout, routes and head read, so a translation changes a
 * dictionary and no component. Counts and numbers are written as the locale
 * writes them (Intl, through i18n/messages.ts). Messages about a profile's
 * content (what `check` and the editor's form say is wrong) stay with their
 * rules, in content/.
 *
 * The editor's script builds its words with i18n/editor-script-text.ts from
 * the messages its page hands over, so its bundle carries no other page's
 * words; the search page's inline script imports nothing from here and
 * reads its messages from the page (a data attribute). UI_TEXT, SEARCH_TEXT,
 * EDITOR_TEXT, EDITOR_SCRIPT_TEXT and STATUS_LABELS are the English site's.
 */
import type { StatusWord } from '../schemas/status.ts';
import { ENGLISH, type SiteWords, type Translation } from './i18n/dictionary.ts';
import { editorScriptMessages, editorScriptText } from './i18n/editor-script-text.ts';
import { formatMessage, type Values } from './i18n/messages.ts';

export { siteWords, type SiteWords } from './i18n/dictionary.ts';

/** The site's words as one function of a key and its values. */
function translator({ locale, messages }: SiteWords) {
	return (key: keyof Translation, values: Values = {}) =>
		formatMessage(messages[key], values, locale);
}

const cache = new WeakMap<SiteWords, UiText>();

/**
 * Every word of the pages in the site's language, made once per dictionary.
 *
 * @example
 * uiText(siteWords('en')).profiles(1234) // '1,234 profiles'
 * uiText(siteWords('en')).pronouns.title('they/them', 2) // 'they/them pronouns, page 2'
 */
export function uiText(words: SiteWords): UiText {
	let text = cache.get(words);
	if (!text) cache.set(words, (text = makeUiText(words)));
	return text;
}

export type UiText = ReturnType<typeof makeUiText>;

function makeUiText(words: SiteWords) {
	const t = translator(words);
	const statusLabels = {
		favourite: t('status.favourite'),
		okay: t('status.okay'),
		jokingly: t('status.jokingly'),
		friends_only: t('status.friends_only'),
		avoid: t('status.avoid'),
	} satisfies Record<StatusWord, string>;
	const search = {
		/** The search page's heading and title. */
		title: t('search.title'),
		description: t('search.description'),
		/** The search box's label and button. */
		boxLabel: t('search.boxLabel'),
		button: t('search.button'),
		/** Without JavaScript, above the letter index. */
		needsJavaScript: t('search.needsJavaScript'),
		/** On a site without search, above the letter index. */
		off: t('search.off'),
		/**
		 * What the page's script writes, as messages it fills in (`{name}`: a value it knows only
		 * then; `found` and `more` by the count's plural category); the page hands them over in a
		 * data attribute.
		 */
		script: {
			owner: words.messages['search.owner'],
			unavailable: words.messages['search.unavailable'],
			none: words.messages['search.none'],
			found: words.messages['search.found'],
			more: words.messages['search.more'],
		},
	};
	return {
		/** Any word by its key, filled in with its values: new words are read this way, not as properties. */
		t,
		...shell(words, t),
		...directoryText(t),
		profile: profileText(t),
		pronouns: pronounsText(t),
		/** Above the people of a pronoun page, around the favourite icon with its name. */
		usedByIntro: { before: t('pronouns.usedByBefore'), after: t('pronouns.usedByAfter') },
		/** The heading of the status legend. */
		legendTitle: t('legend.title'),
		/** The link to the legend, beside the first icons on a page. */
		legendLink: t('legend.link'),
		/** How each status is shown. */
		statusLabels,
		search,
		editor: editorText(t),
		/** What the editor page hands its script (see i18n/editor-script-text.ts). */
		editorScriptWords: { locale: words.locale, messages: editorScriptMessages(words.messages) },
		/**
		 * The home page's introduction when the site sets none (the `intro` option) and knows its
		 * repository: what the site is and how to join, the browser form first. Markdown: `editor`
		 * is the form's address, `addProfile` the guide to adding a profile.
		 */
		defaultIntro: (editor: string, addProfile: string) => t('home.intro', { editor, addProfile }),
		/** The default introduction when the site names no repository to link to. */
		defaultIntroWithoutRepository: t('home.introWithoutRepository'),
		/** A short link's page (`/s/{sid}`), which browsers leave at once for the profile's page. */
		shortLink: {
			/** Its title: the profile it leads to, "@robin" or "@kit/juniper". */
			title: (handle: string) => t('shortLink.title', { handle }),
			/** Around the link to the profile's page. */
			link: { before: t('shortLink.before'), after: t('shortLink.after') },
		},
	};
}

type T = ReturnType<typeof translator>;

/** Every page's shell, counts, the 404 page and page links. */
function shell(words: SiteWords, t: T) {
	return {
		/** The pages' language and direction (`<html lang dir>`). */
		language: words.locale,
		dir: words.dir,
		/** The first link of every page, for keyboard and screen-reader users. */
		skipToContent: t('site.skipToContent'),
		/** "1 profile", "1,234 profiles". */
		profiles: (count: number) => t('count.profiles', { count }),
		/** "1 name", "12 names". */
		names: (count: number) => t('count.names', { count }),
		/** "1 person", "3 people". */
		people: (count: number) => t('count.people', { count }),
		/** The 404 page. */
		notFound: {
			title: t('notFound.title'),
			before: t('notFound.before'),
			link: t('notFound.link'),
			after: t('notFound.after'),
			/** With a repository: the form, for someone whose profile is not made yet. */
			addBefore: t('notFound.addBefore'),
			addLink: t('notFound.addLink'),
			addAfter: t('notFound.addAfter'),
		},
		/** Links between the pages of a list, around their arrows. */
		previous: t('paging.previous'),
		next: t('paging.next'),
		/** A page of a list, for screen readers: "page 2". */
		page: (number: number) => t('paging.page', { number }),
		/** The home page's description: "Names and pronouns of 3 people." */
		homeDescription: (total: number) => t('home.description', { count: total }),
	};
}

/** The directory, its letter pages and index. */
function directoryText(t: T) {
	return {
		/** A letter page's summary: "12 names · page 2 of 3 · 1,000 profiles in all". */
		directorySummary: (names: number, page: number, pages: number, total: number) =>
			[
				t('count.names', { count: names }),
				pages > 1 && t('directory.summaryPage', { page, pages }),
				t('directory.summaryTotal', { count: total }),
			]
				.filter(Boolean)
				.join(' · '),
		/** The title of /directory/. */
		directoryTitle: t('directory.title'),
		/** The description of /directory/. */
		directoryDescription: (total: number) => t('directory.description', { count: total }),
		/** A letter page's description: "Names starting with A, page 2 of 3, in a directory of …". */
		directoryPageDescription: (group: string, page: number, pages: number, total: number) =>
			t('directory.pageDescription', {
				group,
				onPage: pages > 1 ? t('directory.onPage', { page, pages }) : '',
				count: total,
			}),
		/** A letter group's title: what its names start with. */
		letterGroupTitle: (letter: string) => t('directory.letterGroup', { letter }),
		/** The title of the group of names that start with a digit or a symbol. */
		otherGroupTitle: t('directory.otherGroup'),
		/** A letter page's name: "A", "A, page 2". */
		letterPage: (label: string, page: number) =>
			page > 1 ? t('directory.letterPage', { label, page }) : label,
		/** The letter index, for screen readers. */
		letterIndex: t('directory.letterIndex'),
		/** A letter's link title in the index: "A: 12 names". */
		letterTitle: (title: string, count: number) => t('directory.letterTitle', { title, count }),
		/** A letter nobody's name starts with. */
		emptyLetterTitle: (title: string) => t('directory.emptyLetter', { title }),
		/** The page links of a letter, for screen readers: "Pages of A". */
		letterPages: (label: string) => t('directory.letterPages', { label }),
		/** Where to start browsing a large directory. */
		startBrowsing: {
			before: t('directory.startBefore'),
			link: (label: string) => t('directory.startLink', { label }),
			after: t('directory.startAfter'),
		},
	};
}

/** A profile page. */
function profileText(t: T) {
	return {
		/** The description when the bio says nothing: who the page is of, and what they use. */
		summary: (displayName: string, favourites: readonly string[]) =>
			favourites.length
				? t('profile.summary', { displayName, favourites: favourites.join(t('list.separator')) })
				: t('profile.summaryEmpty', { displayName }),
		avatarAlt: (displayName: string) => t('profile.avatarAlt', { displayName }),
		/** A shared link's title: the person and the pronouns they welcome, "Robin (they/them)". */
		shareTitle: (displayName: string, pronouns: readonly string[]) =>
			pronouns.length
				? t('profile.shareTitle', { displayName, pronouns: pronouns.join(t('list.separator')) })
				: displayName,
		/** A shared link's first sentence: "Robin uses they/them." */
		shareSummary: (displayName: string, pronouns: readonly string[]) =>
			pronouns.length
				? t('profile.summary', { displayName, favourites: pronouns.join(t('list.separator')) })
				: t('profile.summaryEmpty', { displayName }),
		/** A member's page: before the link back to its owner user. */
		ownerLink: t('profile.ownerLink'),
		/** Before the names and the pronouns under the name, for screen readers. */
		namesLabel: t('profile.namesLabel'),
		pronounsLabel: t('profile.pronounsLabel'),
		bio: t('profile.bio'),
		links: t('profile.links'),
		names: t('profile.names'),
		pronouns: t('profile.pronouns'),
		members: t('profile.members'),
		flags: t('profile.flags'),
		timezone: t('profile.timezone'),
		/** The zone and its offset from UTC when the page was built: "Europe/Berlin, UTC+01:00 …". */
		timezoneOffset: (offset: string) => t('profile.timezoneOffset', { offset }),
		/** An empty list of names, pronouns or a field. */
		noneListed: t('profile.noneListed'),
		json: t('profile.json'),
		edit: t('profile.edit'),
		editInBrowser: t('profile.editInBrowser'),
	};
}

/** A pronoun set's page. */
function pronounsText(t: T) {
	return {
		/** Its title: "they/them pronouns", then ", page 2" on later pages. */
		title: (set: string, page: number) =>
			page > 1 ? t('pronouns.titlePage', { set, page }) : t('pronouns.title', { set }),
		description: (set: string) => t('pronouns.description', { set }),
		laterDescription: (set: string, page: number, pages: number) =>
			t('pronouns.laterDescription', { set, page, pages }),
		/** On the later pages, the link back to the forms. */
		formsLink: (set: string) => t('pronouns.formsLink', { set }),
		forms: t('pronouns.forms'),
		/** The English table's form names (a site whose language has no table shows its forms). */
		formNames: {
			subject: t('pronouns.form.subject'),
			object: t('pronouns.form.object'),
			determiner: t('pronouns.form.determiner'),
			possessive: t('pronouns.form.possessive'),
			reflexive: t('pronouns.form.reflexive'),
		} as Record<string, string>,
		examples: t('pronouns.examples'),
		/** Above another language's examples: "Die Beispiele sind auf Englisch." */
		examplesIn: (language: string) => t('pronouns.examplesIn', { language }),
		/** A set no pronoun table knows: its spellings. */
		variants: t('pronouns.variants'),
		/** Below them, why there are no examples. */
		noExamples: t('pronouns.noExamples'),
		/** A short address's page, around the link to the set's page. */
		redirect: { before: t('pronouns.redirectBefore'), after: t('pronouns.redirectAfter') },
		/** The people's heading: "Used by", "Used by, page 2 of 3". */
		usedBy: (page: number, pages: number) =>
			pages > 1 ? t('pronouns.usedByPage', { page, pages }) : t('pronouns.usedBy'),
		/** Under a person's name: their handle, and for a member its owner user's display name. */
		usedByHandle: (handle: string, ownerName: string | null) =>
			ownerName === null ? handle : t('pronouns.usedByMember', { handle, ownerName }),
		/** The page links of the people, for screen readers. */
		usedByPages: (set: string) => t('pronouns.usedByPages', { set }),
	};
}

/** The editor page (/edit/): its head and its static form. */
function editorText(t: T) {
	return {
		/** The page's heading and title. */
		title: t('editor.title'),
		description: t('editor.description'),
		/** Shown until the script runs (and for good without JavaScript). */
		noScript: t('editor.noScript'),
		withoutScript: t('editor.withoutScript'),
		openFolder: {
			before: t('editor.openFolderBefore'),
			link: (forge: string) => t('editor.openFolderLink', { forge }),
			after: t('editor.openFolderAfter'),
		},
		openRepository: (contentPath: string) => t('editor.openRepository', { contentPath }),
		openFile: t('editor.openFile'),
		propose: t('editor.propose'),
		contributing: { link: 'CONTRIBUTING.md', after: t('editor.contributingAfter') },
		problems: t('editor.problems'),
		optional: t('editor.optional'),
		profile: t('editor.profile'),
		name: t('editor.name'),
		nameHelp: t('editor.nameHelp'),
		id: t('editor.id'),
		idHelp: t('editor.idHelp'),
		displayName: t('editor.displayName'),
		displayNameHelp: t('editor.displayNameHelp'),
		bio: t('editor.bio'),
		bioHelp: t('editor.bioHelp'),
		names: t('editor.names'),
		namesHelp: t('editor.namesHelp'),
		addName: t('editor.addName'),
		pronouns: t('editor.pronouns'),
		pronounsHelp: t('editor.pronounsHelp'),
		addPronouns: t('editor.addPronouns'),
		fields: t('editor.fields'),
		fieldsHelp: t('editor.fieldsHelp'),
		addField: t('editor.addField'),
		links: t('editor.links'),
		linksHelp: t('editor.linksHelp'),
		addLink: t('editor.addLink'),
		avatar: t('editor.avatar'),
		avatarImage: t('editor.avatarImage'),
		/** Around the folder the profile file is in. */
		avatarHelp: { before: t('editor.avatarHelpBefore'), after: t('editor.avatarHelpAfter') },
		avatarUrls: t('editor.avatarUrls'),
		avatarUrlsHelp: t('editor.avatarUrlsHelp'),
		addAvatarUrl: t('editor.addAvatarUrl'),
		owners: t('editor.owners'),
		ownersHelp: t('editor.ownersHelp'),
		addOwner: t('editor.addOwner'),
		ownStatuses: t('editor.ownStatuses'),
		ownStatusesHelp: t('editor.ownStatusesHelp'),
		addOwnStatus: t('editor.addOwnStatus'),
		flags: t('editor.flags'),
		flagsHelp: t('editor.flagsHelp'),
		ownFlags: t('editor.ownFlags'),
		ownFlagsHelp: t('editor.ownFlagsHelp'),
		more: t('editor.more'),
		timezone: t('editor.timezone'),
		timezoneHelp: t('editor.timezoneHelp'),
		lang: t('editor.lang'),
		langHelp: t('editor.langHelp'),
		memberTitle: t('editor.memberTitle'),
		memberTitleHelp: t('editor.memberTitleHelp'),
		unlisted: t('editor.unlisted'),
		unlistedHelp: t('editor.unlistedHelp'),
		result: t('editor.result'),
		resultLabel: t('editor.resultLabel'),
		copy: t('editor.copy'),
		download: t('editor.download'),
	};
}

/** The English site's words (a site without the `locale` option). */
export const UI_TEXT = uiText(ENGLISH);
export const STATUS_LABELS = UI_TEXT.statusLabels;
export const SEARCH_TEXT = UI_TEXT.search;
export const EDITOR_TEXT = UI_TEXT.editor;
export const EDITOR_SCRIPT_TEXT = editorScriptText(UI_TEXT.editorScriptWords);
