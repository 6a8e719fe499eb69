/**
 * The words the pages show, in one place: a translation (or a community's
 * own wording) changes this module and no component, layout, route or
 * script. Counts go through utils/plural.ts, so each language's plural
 * forms apply. Messages about a profile's content (what `check` and the
 * editor's form say is wrong) stay with their rules, in content/.
 *
 * The editor's script imports only its part (EDITOR_SCRIPT_TEXT,
 * STATUS_LABELS), so its bundle carries no other page's words; the search
 * page's inline script imports nothing from here and reads its words from
 * the page (SEARCH_TEXT.script, in a data attribute), so no chunk is shared
 * between the two. UI_TEXT holds every part, for the components.
 */
import type { StatusWord } from '../schemas/status.ts';
import { formatCount, plural } from '../utils/plural.ts';

/** How each status is shown (icons' names, the legend, the editor's choices), by status word. */
export const STATUS_LABELS = {
	favourite: 'Favourite',
	okay: 'Okay',
	jokingly: 'Jokingly',
	friends_only: 'Friends only',
	avoid: 'Avoid',
} as const satisfies Record<StatusWord, string>;

/** The search page and the search box. */
export const SEARCH_TEXT = {
	/** The search page's heading and title. */
	title: 'Search',
	/** The search page's description. */
	description: 'Find people by name, display name or pronouns.',
	/** The search box's label and button. */
	boxLabel: 'Search by name or pronouns',
	button: 'Search',
	/** Without JavaScript, above the letter index. */
	needsJavaScript: 'Search needs JavaScript. Everyone is listed by the first letter of their name:',
	/** On a site without search, above the letter index. */
	off: 'This site has no search. Everyone is listed by the first letter of their name:',
	/**
	 * What the page's script writes, as templates it fills in (`{name}`: a value it knows only
	 * then); the page hands them over in a data attribute.
	 */
	script: {
		/** A result that is a member: whose, by the owner user's display name. */
		owner: 'member of {ownerName}',
		/** When the index could not be read. */
		unavailable: 'Search is not available right now: the letter index below lists everyone.',
		/** How many were found, at most `shown` of them listed. */
		none: 'Nobody found for “{query}”.',
		one: '1 found.',
		some: '{count} found.',
		more: '{count} found, the first {shown} shown: type more to narrow it down.',
	},
} as const;

/**
 * The five forms of an English pronoun set, in the order people write them, as example sentences
 * read them (views/pronouns/pronouns.ts names them PronounForms: defined here, below the views that
 * import this module).
 */
export interface ExampleForms {
	subject: string;
	object: string;
	determiner: string;
	possessive: string;
	reflexive: string;
	/** Takes plural verbs ("they are"). */
	plural: boolean;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The editor page (/edit/): its head and its static form. */
export const EDITOR_TEXT = {
	/** The page's heading and title. */
	title: 'Edit a profile',
	description:
		'Write or change a profile file in the browser, checked as the site checks it, and propose it on the forge.',
	/** Shown until the script runs (and for good without JavaScript). */
	noScript:
		'This page writes your profile file for you and checks it as the site does, but it needs JavaScript, which is off or failed to load.',
	withoutScript: 'Without it, edit the file on the forge:',
	openFolder: {
		before: 'Open ',
		link: (forge: string) => `the profiles folder on ${forge}`,
		after: '.',
	},
	openRepository: (contentPath: string) =>
		`Open the site's repository on its forge, and its folder ${contentPath}/users.`,
	openFile:
		"Open your file (your profile name, ending in .md) and choose the forge's edit button; for a new profile, add a file named after you, e.g. robin.md.",
	propose:
		"Make your change and propose it: the forge opens a pull request, and the site's checks say if anything is wrong.",
	contributing: { link: 'CONTRIBUTING.md', after: ' explains each part of a profile file.' },
	problems: 'Problems to fix',
	optional: '(optional)',
	profile: 'Profile',
	name: 'Profile name',
	nameHelp: 'Your page\'s address: 2 to 40 letters A-Z, digits, "_", "." or "-".',
	id: 'ID',
	idHelp: 'Made for you; it never changes.',
	displayName: 'Display name',
	displayNameHelp: 'Shown instead of the profile name; up to 100 characters.',
	bio: 'Bio',
	bioHelp:
		'A few words about you, up to 1000 characters. Markdown: *emphasis*, [a link](https://example.org).',
	names: 'Names',
	namesHelp: 'The names people may call you, each with how you feel about it.',
	addName: 'Add a name',
	pronouns: 'Pronouns',
	pronounsHelp:
		'Forms separated by "/", e.g. they/them/their/theirs/themself; the display text is how the page shows them (left empty: the first two forms).',
	addPronouns: 'Add pronouns',
	fields: 'Fields',
	fieldsHelp:
		'Your own headings, such as "Describe me as", each with words and how you feel about them.',
	addField: 'Add a field',
	links: 'Links',
	linksHelp: 'Up to 256 characters each; addresses starting with https:// become links.',
	addLink: 'Add a link',
	avatar: 'Avatar',
	avatarImage: 'Image in the repository',
	/** Around the folder the profile file is in. */
	avatarHelp: {
		before:
			'The path of your picture beside your profile file, e.g. ./avatar.png (PNG, JPEG, WebP, GIF or AVIF). To add one: on the forge, open the folder your file is in (',
		after: '), choose "Add file" then "Upload files", add the image, and write its name here.',
	},
	avatarUrls: 'Or hosted pictures',
	avatarUrlsHelp:
		'Full https:// addresses of images hosted elsewhere, the main one first; not together with an image in the repository.',
	addAvatarUrl: 'Add a picture address',
	owners: 'Owners',
	ownersHelp:
		'Forge usernames (e.g. robin-gh) whose approval changes to this profile need; never shown on the site.',
	addOwner: 'Add an owner',
	result: 'Your file',
	resultLabel: 'The profile file',
	copy: 'Copy the file',
	download: 'Download the file',
} as const;

/** What the editor's script writes into the page. */
export const EDITOR_SCRIPT_TEXT = {
	/** The name's help when an existing file is edited. */
	nameFixed: "The profile name is the file's name: to change it, the file is renamed on the forge.",
	/** A status choice's legend: "How you feel about name 1". */
	statusLegend: (what: string) => `How you feel about ${what}`,
	/** A row's buttons, and their names for screen readers ("Move up: name 1"). */
	moveUp: 'Move up',
	moveDown: 'Move down',
	remove: 'Remove',
	rowButton: (button: string, what: string) => `${button}: ${what}`,
	/** Each row's labels, by its number (from 1). */
	nameRow: { label: (n: number) => `Name ${n}`, what: (n: number) => `name ${n}` },
	pronounsRow: {
		label: (n: number) => `Pronouns ${n}`,
		displayText: (n: number) => `Display text of pronouns ${n} (optional)`,
		/** Inside the display text's input, where a wide screen shows no label. */
		displayPlaceholder: 'display text (optional)',
		what: (n: number) => `pronouns ${n}`,
	},
	fieldRow: {
		heading: (n: number) => `Field ${n} heading`,
		headingHelp: 'e.g. "Describe me as"',
		entries: (n: number) => `Entries of field ${n}`,
		addEntry: (n: number) => `Add an entry to field ${n}`,
		what: (n: number) => `field ${n}`,
	},
	entryRow: {
		label: (k: number) => `Entry ${k}`,
		what: (k: number, field: number) => `entry ${k} of field ${field}`,
	},
	linkRow: { label: (n: number) => `Link ${n}`, what: (n: number) => `link ${n}` },
	avatarUrlRow: {
		label: (n: number) => `Picture address ${n}`,
		what: (n: number) => `picture address ${n}`,
	},
	ownerRow: { label: (n: number) => `Owner ${n}`, what: (n: number) => `owner ${n}` },
	/** The summary read out a moment after a change. */
	summary: (problems: number) =>
		problems === 0
			? 'Your profile is ready: nothing to fix.'
			: `${problems} ${problems === 1 ? 'problem' : 'problems'} to fix before your profile is ready; each is shown at its field.`,
	resultPath: (file: string) => `Kept in the repository as ${file}.`,
	/** Before a profile name is chosen: where the profile will be. */
	resultPathPending:
		'Choose a profile name: it names your page, /@your-name/, and your profile in the repository.',
	resultPending:
		'Your profile appears here, as the repository keeps it, once nothing is left to fix.',
	/** The rule of the profile name, as the form says it (check says it of the file's name). */
	nameRule:
		'Choose a profile name of 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": it is the end of your page\'s address, /@your-name/.',
	noRepository:
		"This site does not say where its repository is: copy or download the file and add it as the repository's CONTRIBUTING.md describes.",
	/** The hand-over button: to an existing file, or a new one. */
	change: (forge: string) => `Change it on ${forge}`,
	proposeOn: (forge: string) => `Propose it on ${forge}`,
	/** After the hand-over: where the text is (`copied`: on the clipboard, else above). */
	handedOver: {
		filled: (forge: string) =>
			`${forge} opens in a new tab with your file filled in: propose it there.`,
		change: (forge: string, file: string, copied: boolean) =>
			`The new text of ${file} is ${copied ? 'on your clipboard' : 'above (copy it)'}: on ${forge}'s page, select all of the file's text, paste over it and propose the change.`,
		tooLong: (forge: string, copied: boolean) =>
			`Your file is too long to hand over in an address, so its text is ${copied ? 'on your clipboard' : 'above (copy it)'}: paste it into ${forge}'s empty editor and propose it.`,
		nameOnly: (forge: string, copied: boolean) =>
			`${forge} fills in the file's name but not its text, which is ${copied ? 'on your clipboard' : 'above (copy it)'}: paste it into the editor and propose it.`,
	},
	copied: 'The file is on your clipboard.',
	copyRefused: 'Copying was refused: select the text above and copy it.',
	/** What the form is doing, above it. */
	mode: {
		edit: (file: string) =>
			`You are changing the profile in ${file}, filled in from what the site publishes.`,
		editSource: (file: string) =>
			`You are changing ${file} as it is written: only what you change changes.`,
		notPublished: (file: string) =>
			`The site has no published profile for ${file}: start a new one instead.`,
		newMember: (user: string) =>
			`A new member of ${user}: fill in what you like; the file goes in their folder.`,
		newProfile:
			'A new profile: fill in what you like; everything but the profile name can stay empty.',
	},
	avatarNotice:
		'Your file names a picture in the repository, and the site does not publish its path: write it again (as in your file, e.g. ./avatar.png), or the picture is removed.',
	/** Without the published file: the keys the form cannot see, which the new text leaves out. */
	unseenKeysNotice: (keys: readonly string[]) =>
		`The form cannot see ${new Intl.ListFormat('en', { type: 'disjunction' }).format(keys)}: if your file has any, add them again on the forge's page, or they are removed (comments too).`,
	ownersNotice:
		'The site never publishes owners: if your file has an "owners" list, add the same names here, or they are removed.',
} as const;

export const UI_TEXT = {
	/** The pages' language (the `lang` of every page). */
	language: 'en',
	/** The first link of every page, for keyboard and screen-reader users. */
	skipToContent: 'Skip to content',
	/** "1 profile", "1,234 profiles". */
	profiles: (count: number) => plural(count, { one: 'profile', other: 'profiles' }),
	/** "1 name", "12 names". */
	names: (count: number) => plural(count, { one: 'name', other: 'names' }),
	/** "1 person", "3 people". */
	people: (count: number) => plural(count, { one: 'person', other: 'people' }),
	/** The 404 page. */
	notFound: {
		title: 'Page not found',
		before: 'There is no page at this address. Profiles are listed on the ',
		link: 'home page',
		after: '.',
		/**
		 * When the site knows its repository: the form, for someone looking for a profile not made
		 * yet.
		 */
		addBefore: 'Not here yet? ',
		addLink: 'Add your profile',
		addAfter: ' with the form: nothing to install.',
	},
	/** Links between the pages of a list, around their arrows. */
	previous: 'Previous',
	next: 'Next',
	/** A page of a list, for screen readers: "page 2". */
	page: (number: number) => `page ${number}`,
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
	/** The home page's description: "Names and pronouns of 3 people." */
	homeDescription: (total: number) =>
		`Names and pronouns of ${plural(total, { one: 'person', other: 'people' })}.`,
	/** The description of /directory/. */
	directoryDescription: (total: number) =>
		`Names and pronouns of ${plural(total, { one: 'person', other: 'people' })}, by letter.`,
	/** A letter page's description: "Names starting with A, page 2 of 3, in a directory of …". */
	directoryPageDescription: (groupTitle: string, page: number, pages: number, total: number) =>
		`${groupTitle}${pages > 1 ? `, page ${page} of ${pages}` : ''}, in a directory of ${plural(total, { one: 'person', other: 'people' })}.`,
	/** A letter group's title: what its names start with. */
	letterGroupTitle: (letter: string) => `Names starting with ${letter}`,
	/** The title of the group of names that start with a digit or a symbol. */
	otherGroupTitle: 'Names starting with a digit or a symbol',
	/** A letter page's name: "A", "A, page 2". */
	letterPage: (label: string, page: number) => (page > 1 ? `${label}, page ${page}` : label),
	/** The letter index, for screen readers. */
	letterIndex: 'Names by first letter',
	/** A letter's link title in the index: "A: 12 names". */
	letterTitle: (title: string, count: number) =>
		`${title}: ${plural(count, { one: 'name', other: 'names' })}`,
	/** A letter nobody's name starts with. */
	emptyLetterTitle: (title: string) => `${title}: nobody yet`,
	/** The page links of a letter, for screen readers: "Pages of A". */
	letterPages: (label: string) => `Pages of ${label}`,
	/** Where to start browsing a large directory. */
	startBrowsing: {
		before: 'Pick a letter, or ',
		link: (label: string) => `start at ${label}`,
		after: ' and follow the pages.',
	},
	/** A profile page. */
	profile: {
		/** The description when the bio says nothing: who the page is of, and what they use. */
		summary: (displayName: string, favourites: readonly string[]) =>
			favourites.length
				? `${displayName} uses ${favourites.join(', ')}.`
				: `The names and pronouns of ${displayName}.`,
		avatarAlt: (displayName: string) => `${displayName}'s avatar`,
		/** A shared link's title: the person and the pronouns they welcome, "Robin (they/them)". */
		shareTitle: (displayName: string, pronouns: readonly string[]) =>
			pronouns.length ? `${displayName} (${pronouns.join(', ')})` : displayName,
		/** A shared link's first sentence: "Robin uses they/them." */
		shareSummary: (displayName: string, pronouns: readonly string[]) =>
			pronouns.length
				? `${displayName} uses ${pronouns.join(', ')}.`
				: `The names and pronouns of ${displayName}.`,
		/** A member's page: before the link back to its owner user. */
		ownerLink: 'Member of ',
		/** Before the names and the pronouns under the name, for screen readers. */
		namesLabel: 'Names: ',
		pronounsLabel: 'Pronouns: ',
		bio: 'Bio',
		links: 'Links',
		names: 'Names',
		pronouns: 'Pronouns',
		members: 'Members',
		flags: 'Flags',
		timezone: 'Time zone',
		/** The zone and its offset from UTC when the page was built: "Europe/Berlin, UTC+01:00 …". */
		timezoneOffset: (offset: string) => `${offset} when this page was made`,
		/** An empty list of names, pronouns or a field. */
		noneListed: 'None listed.',
		json: 'This profile as JSON',
		edit: 'Edit this profile',
		editInBrowser: 'Edit in the browser',
	},
	/** A pronoun set's page. */
	pronouns: {
		/** Its title: "they/them pronouns", then ", page 2" on later pages. */
		title: (set: string, page: number) => `${set} pronouns${page > 1 ? `, page ${page}` : ''}`,
		description: (set: string) => `How to use the pronouns ${set}, with examples.`,
		laterDescription: (set: string, page: number, pages: number) =>
			`People who use the pronouns ${set}, page ${page} of ${pages}.`,
		/** On the later pages, the link back to the forms. */
		formsLink: (set: string) => `The forms of ${set} and how to use them`,
		forms: 'Forms',
		formNames: {
			subject: 'Subject',
			object: 'Object',
			determiner: 'Possessive determiner',
			possessive: 'Possessive pronoun',
			reflexive: 'Reflexive',
		},
		examples: 'Examples',
		/** A set that does not expand to English forms: its spellings. */
		variants: 'What this says',
		noExamples:
			'This is not a set of English pronoun forms, so there are no example sentences: read it as written, or ask.',
		/** The people's heading: "Used by", "Used by, page 2 of 3". */
		usedBy: (page: number, pages: number) =>
			pages > 1 ? `Used by, page ${page} of ${pages}` : 'Used by',
		/** Under a person's name: their handle, and for a member its owner user's display name. */
		usedByHandle: (handle: string, ownerName: string | null) =>
			ownerName === null ? handle : `${handle}, member of ${ownerName}`,
		/** The page links of the people, for screen readers. */
		usedByPages: (set: string) => `Pages of the people who use ${set}`,
		/**
		 * Sentences using each of the five forms, with verb agreement; `pronoun` parts are the forms
		 * shown off.
		 */
		exampleSentences: (forms: ExampleForms): { text: string; pronoun?: boolean }[][] => {
			const is = forms.plural ? 'are' : 'is';
			const has = forms.plural ? 'have' : 'has';
			return [
				[
					{ text: 'I think ' },
					{ text: forms.subject, pronoun: true },
					{ text: ` ${is} very kind.` },
				],
				[{ text: capitalize(forms.subject), pronoun: true }, { text: ` ${has} a lovely garden.` }],
				[{ text: 'I met ' }, { text: forms.object, pronoun: true }, { text: ' at the seed swap.' }],
				[{ text: 'Is this ' }, { text: forms.determiner, pronoun: true }, { text: ' bicycle?' }],
				[
					{ text: 'The blue umbrella is ' },
					{ text: forms.possessive, pronoun: true },
					{ text: '.' },
				],
				[
					{ text: capitalize(forms.subject), pronoun: true },
					{ text: ' taught ' },
					{ text: forms.reflexive, pronoun: true },
					{ text: ' to knit.' },
				],
			];
		},
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
	/** How each status is shown. */
	statusLabels: STATUS_LABELS,
	search: SEARCH_TEXT,
	editor: EDITOR_TEXT,
	editorScript: EDITOR_SCRIPT_TEXT,
	/**
	 * The home page's introduction when the site sets none (the `intro`
	 * option) and knows its repository: what the site is and how to join,
	 * the browser form first. Markdown; `{editor}` is the form's address,
	 * `{addProfile}` the address of the guide to adding a profile.
	 */
	defaultIntro:
		"This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, [fill in your profile]({editor}) in the browser: the form checks it as you type and hands it to our repository for review, nothing to install. Other ways, and how to change your profile later: [adding a profile]({addProfile}).",
	/** The default introduction when the site names no repository to link to. */
	defaultIntroWithoutRepository:
		"This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, add a profile file to the repository this site is built from (its CONTRIBUTING.md says how), or ask the people who run it.",
} as const;
