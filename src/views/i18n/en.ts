/**
 * English, the source every other language translates: each key a page,
 * the editor or the search page shows, with what it is for beside it where
 * the key alone does not say. `{name}` is filled in as the page is made; a
 * plural message (`one`, `other`, …) is chosen by `{count}`.
 */
import { checkEn } from '../../schemas/check-words.ts';
import type { Message } from '../../utils/messages.ts';

export const en = {
	/** The site's name when the `title` option gives none. */
	'site.title': 'Pronoun profiles',
	/** The first link of every page, for keyboard and screen-reader users. */
	'site.skipToContent': 'Skip to content',
	/** The name of the list of links to this page in each of the site's languages. */
	'site.languages': 'Languages',

	'count.profiles': { one: '{count} profile', other: '{count} profiles' },
	'count.names': { one: '{count} name', other: '{count} names' },
	'count.people': { one: '{count} person', other: '{count} people' },
	/**
	 * check's closing lines: what is valid (what it found, in how many files, is check's own:
	 * count.problems, count.warnings, count.files and report.summary in check-words.ts).
	 */
	'count.members': { one: '{count} member', other: '{count} members' },
	/** `{profiles}` is count.profiles; the form follows its count. */
	'report.valid': { one: '{profiles} is valid.', other: '{profiles} are valid.' },
	'report.validMembers': '{profiles} and {members} are valid.',

	/**
	 * The 404 page. A sentence with a link is one message: `{link}` is where the link goes, its text
	 * the `…link` key beside it, so each language orders the sentence its own way.
	 */
	'notFound.title': 'Page not found',
	'notFound.text': 'There is no page at this address. Profiles are listed on the {link}.',
	'notFound.link': 'home page',
	'notFound.add': 'Not here yet? {link} with the form: nothing to install.',
	'notFound.addLink': 'Add your profile',

	/** Links between the pages of a list, around their arrows. */
	'paging.previous': 'Previous',
	'paging.next': 'Next',
	/** A page of a list, for screen readers. */
	'paging.page': 'page {number}',

	/** The home page's description. */
	'home.description': {
		one: 'Names and pronouns of {count} person.',
		other: 'Names and pronouns of {count} people.',
	},
	/** The home page's introduction when the site sets none: Markdown, `{addProfile}` a link. */
	'home.intro':
		"This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, [fill in your profile]({editor}) in the browser: the form checks it as you type and hands it to our repository for review, nothing to install. Other ways, and how to change your profile later: [adding a profile]({addProfile}).",
	'home.introWithoutRepository':
		"This is our community's directory of names and pronouns: how each of us wants to be called, and what to avoid. To add yourself, add a profile file to the repository this site is built from (its CONTRIBUTING.md says how), or ask the people who run it.",

	'directory.title': 'Directory',
	'directory.description': {
		one: 'Names and pronouns of {count} person, by letter.',
		other: 'Names and pronouns of {count} people, by letter.',
	},
	/** A letter page's description; `{onPage}` is directory.onPage on later pages, else empty. */
	'directory.pageDescription': {
		one: '{group}{onPage}, in a directory of {count} person.',
		other: '{group}{onPage}, in a directory of {count} people.',
	},
	'directory.onPage': ', page {page} of {pages}',
	/** A letter page's summary, joined by " · ": "12 names · page 2 of 3 · 9 profiles in all". */
	'directory.summaryPage': 'page {page} of {pages}',
	'directory.summaryTotal': { one: '{count} profile in all', other: '{count} profiles in all' },
	'directory.letterGroup': 'Names starting with {letter}',
	'directory.otherGroup': 'Names starting with a digit or a symbol',
	/** A letter page's name after its first: "A, page 2". */
	'directory.letterPage': '{label}, page {page}',
	'directory.letterIndex': 'Names by first letter',
	'directory.letterTitle': { one: '{title}: {count} name', other: '{title}: {count} names' },
	'directory.emptyLetter': '{title}: nobody yet',
	'directory.letterPages': 'Pages of {label}',
	'directory.start': 'Pick a letter, or {link} and follow the pages.',
	'directory.startLink': 'start at {label}',

	/**
	 * A profile's description when the bio says nothing; `{favourites}` a list as the language
	 * writes one (Intl).
	 */
	'profile.summary': '{displayName} uses {favourites}.',
	'profile.summaryEmpty': 'The names and pronouns of {displayName}.',
	'profile.avatarAlt': "{displayName}'s avatar",
	/** A member's page: before the link back to its owner user. */
	'profile.ownerLink': 'Member of ',
	/** Before the names and the pronouns under the name, for screen readers. */
	'profile.namesLabel': 'Names: ',
	'profile.pronounsLabel': 'Pronouns: ',
	'profile.bio': 'Bio',
	'profile.links': 'Links',
	'profile.names': 'Names',
	'profile.pronouns': 'Pronouns',
	'profile.members': 'Members',
	/** A shared link's title: `{pronouns}` a list as the language writes one. */
	'profile.shareTitle': '{displayName} ({pronouns})',
	'profile.flags': 'Flags',
	'profile.timezoneLabel': 'Time zone: ',
	/** After the zone and its UTC offset as of the build. */
	'profile.timezoneOffset': '{offset} when this page was made',
	'profile.noneListed': 'None listed.',
	'profile.json': 'This profile as JSON',
	'profile.edit': 'Edit this profile',
	'profile.editInBrowser': 'Edit in the browser',

	/** A pronoun set's page; `{set}` is the set as people write it ("they/them"). */
	'pronouns.title': '{set} pronouns',
	'pronouns.titlePage': '{set} pronouns, page {page}',
	'pronouns.description': 'How to use the pronouns {set}, with examples.',
	'pronouns.laterDescription': 'People who use the pronouns {set}, page {page} of {pages}.',
	'pronouns.formsLink': 'The forms of {set} and how to use them',
	'pronouns.forms': 'Forms',
	/**
	 * The English table's form names, in the site's language: a site whose language has no pronoun
	 * table of its own shows the English forms under these names.
	 */
	'pronouns.form.subject': 'Subject',
	'pronouns.form.object': 'Object',
	'pronouns.form.determiner': 'Possessive determiner',
	'pronouns.form.possessive': 'Possessive pronoun',
	'pronouns.form.reflexive': 'Reflexive',
	'pronouns.examples': 'Examples',
	/** Above examples in another language than the site's; `{language}` is its name in the site's. */
	'pronouns.examplesIn': 'The examples are in {language}.',
	/**
	 * A set no bundled pronoun table knows: its spellings, then why it has no examples (a set from
	 * another language's table shows that table's forms and sentences instead).
	 */
	'pronouns.variants': 'What this says',
	'pronouns.noExamples':
		'This set is in none of the pronoun tables, so there are no example sentences: read it as written, or ask.',
	/** A short address's page (/pronouns/they/them/), which sends browsers on to the set's page. */
	'pronouns.redirect': 'These pronouns have their page at {link}.',
	/** A short link's page (`/s/{sid}`): its title, and the words around the link to the profile. */
	'shortLink.title': '@{handle}',
	'shortLink.text': 'This short link leads to the profile at {link}.',
	'pronouns.usedBy': 'Used by',
	'pronouns.usedByPage': 'Used by, page {page} of {pages}',
	/** Under a member's name: its handle and its owner user's display name. */
	'pronouns.usedByMember': '{handle}, member of {ownerName}',
	'pronouns.usedByPages': 'Pages of the people who use {set}',
	/** Above the people; `{icon}` is the favourite icon with its name. */
	'pronouns.usedByIntro':
		'People who marked these pronouns favourite or okay; {icon} marks a favourite, listed first.',

	'legend.title': 'What the icons mean',
	'legend.link': 'What do the icons mean?',
	/** How each status is shown: icons' names, the legend, the editor's choices. */
	'status.favourite': 'Favourite',
	'status.okay': 'Okay',
	'status.jokingly': 'Jokingly',
	'status.friends_only': 'Friends only',
	'status.avoid': 'Avoid',

	'search.title': 'Search',
	'search.description': 'Find people by name, display name or pronouns.',
	'search.boxLabel': 'Search by name or pronouns',
	'search.button': 'Search',
	'search.needsJavaScript':
		'Search needs JavaScript. Everyone is listed by the first letter of their name:',
	'search.off': 'This site has no search. Everyone is listed by the first letter of their name:',
	/** What the search page's script writes. */
	'search.owner': 'member of {ownerName}',
	'search.unavailable': 'Search is not available right now: the letter index below lists everyone.',
	'search.none': 'Nobody found for “{query}”.',
	'search.found': { one: '{count} found.', other: '{count} found.' },
	'search.more': {
		one: '{count} found, the first {shown} shown: type more to narrow it down.',
		other: '{count} found, the first {shown} shown: type more to narrow it down.',
	},

	/** The editor page (/edit/) and its static form. */
	'editor.title': 'Edit a profile',
	/** The editor's heading for a new profile. */
	'editor.addTitle': 'Add your profile',
	/**
	 * "Edit your profile" on the home, directory and 404 pages: a name or a page's address opens the
	 * editor.
	 */
	'editMine.label': 'Edit your profile',
	'editMine.help': "Your profile name, or your page's address (@your-name).",
	'editMine.open': 'Open in the editor',
	'editor.description':
		'Write or change a profile file in the browser, checked as the site checks it, and propose it on the forge.',
	'editor.noScript':
		'This page writes your profile file for you and checks it as the site does, but it needs JavaScript, which is off or failed to load.',
	'editor.withoutScript': 'Without it, edit the file on the forge:',
	'editor.openFolder': 'Open {link}.',
	'editor.openFolderLink': 'the profiles folder on {forge}',
	'editor.openRepository':
		"Open the site's repository on its forge, and its folder {contentPath}/users.",
	'editor.openFile':
		"Open your file (your profile name, ending in .md) and choose the forge's edit button; for a new profile, add a file named after you, e.g. robin.md.",
	'editor.propose':
		"Make your change and propose it: the forge opens a pull request, and the site's checks say if anything is wrong.",
	'editor.contributing': '{link} explains each part of a profile file.',
	'editor.problems': 'Problems to fix',
	'editor.optional': '(optional)',
	'editor.profile': 'Profile',
	'editor.name': 'Profile name',
	'editor.nameHelp': 'Your page\'s address: 2 to 40 letters A-Z, digits, "_", "." or "-".',
	'editor.id': 'ID',
	'editor.idHelp': 'Made for you; it never changes.',
	'editor.displayName': 'Display name',
	'editor.displayNameHelp': 'Shown instead of the profile name; up to 100 characters.',
	'editor.bio': 'Bio',
	'editor.bioHelp':
		'A few words about you, up to 1000 characters. Markdown: *emphasis*, [a link](https://example.org).',
	'editor.names': 'Names',
	'editor.namesHelp': 'The names people may call you, each with how you feel about it.',
	'editor.addName': 'Add a name',
	'editor.pronouns': 'Pronouns',
	'editor.pronounsHelp':
		'Forms separated by "/", e.g. they/them/their/theirs/themself; the display text is how the page shows them (left empty: the first two forms).',
	'editor.addPronouns': 'Add pronouns',
	'editor.fields': 'Fields',
	'editor.fieldsHelp':
		'Your own headings, such as "Describe me as", each with words and how you feel about them.',
	'editor.addField': 'Add a field',
	'editor.links': 'Links',
	'editor.linksHelp': 'Up to 256 characters each; addresses starting with https:// become links.',
	'editor.addLink': 'Add a link',
	'editor.avatar': 'Avatar',
	'editor.avatarImage': 'Image in the repository',
	/** `{folder}` is the folder the profile file is in. */
	'editor.avatarHelp':
		'The path of your picture beside your profile file, e.g. ./avatar.png (PNG, JPEG, WebP, GIF or AVIF). To add one: on the forge, open the folder your file is in ({folder}), choose "Add file" then "Upload files", add the image, and write its name here.',
	'editor.avatarUrls': 'Or hosted pictures',
	'editor.avatarUrlsHelp':
		'Full https:// addresses of images hosted elsewhere, the main one first; not together with an image in the repository.',
	'editor.addAvatarUrl': 'Add a picture address',
	'editor.owners': 'Owners',
	'editor.ownersHelp':
		'Forge usernames (e.g. robin-gh) whose approval changes to this profile need; never shown on the site.',
	'editor.addOwner': 'Add an owner',
	'editor.ownStatuses': 'Statuses of your own',
	'editor.ownStatusesHelp':
		'Beside the five: each has a short name your entries use, a label, an icon, and the status it counts as everywhere else (search, pronoun pages, the API).',
	'editor.addOwnStatus': 'Add a status of your own',
	'editor.flags': 'Flags',
	'editor.flagsHelp': 'Pride flags shown on your profile, in the order you pick them.',
	'editor.ownFlags': 'Flag images of your own',
	'editor.ownFlagsHelp':
		'The form cannot upload an image: a flag image of your own (an image beside your file) is kept as written. Add one in your file on the forge.',
	'editor.more': 'More about you',
	'editor.timezone': 'Time zone',
	'editor.timezoneHelp': 'Shown with its current UTC offset; type to choose, e.g. Europe/Berlin.',
	'editor.lang': 'Language of your text',
	'editor.langHelp':
		'A language tag such as en, de or pt-BR, so screen readers read your bio and entries in it.',
	'editor.memberTitle': 'Heading of your member list',
	'editor.memberTitleHelp': 'Shown above your members instead of "Members"; up to 50 characters.',
	'editor.unlisted': 'Leave this member off the lists',
	'editor.unlistedHelp':
		'Unlisted is not private: the member stays published at its own address and in the API, for anyone who has the link.',
	'editor.result': 'Your file',
	'editor.resultLabel': 'The profile file',
	'editor.copy': 'Copy the file',
	'editor.download': 'Download the file',

	/** What the editor's script writes into the page; `{n}` counts rows from 1. */
	'editorScript.nameFixed':
		"The profile name is the file's name: to change it, the file is renamed on the forge.",
	/**
	 * A status choice's legend, by what the row is (a whole sentence each: no noun is put into a
	 * frame).
	 */
	'editorScript.nameLegend': 'How you feel about name {n}',
	'editorScript.pronounsLegend': 'How you feel about pronouns {n}',
	'editorScript.entryLegend': 'How you feel about entry {n} of field {field}',
	/**
	 * The five statuses in a word or two, where a narrow screen shows them beside an entry (the full
	 * word is what a screen reader says).
	 */
	'editorScript.short.favourite': 'Fav',
	'editorScript.short.okay': 'Okay',
	'editorScript.short.jokingly': 'Joking',
	'editorScript.short.friends_only': 'Friends',
	'editorScript.short.avoid': 'Avoid',
	'editorScript.moveUp': 'Move up',
	'editorScript.moveDown': 'Move down',
	'editorScript.remove': 'Remove',
	/** A row's button for screen readers: "Move up: name 1". */
	'editorScript.rowButton': '{button}: {what}',
	/** The name of an entry's menu (move up, move down, remove), for screen readers. */
	'editorScript.rowMenu': 'Move or remove {what}',
	'editorScript.nameLabel': 'Name {n}',
	'editorScript.nameWhat': 'name {n}',
	'editorScript.pronounsLabel': 'Pronouns {n}',
	'editorScript.pronounsDisplayText': 'Display text of pronouns {n} (optional)',
	'editorScript.pronounsWhat': 'pronouns {n}',
	'editorScript.pronounsDisplayPlaceholder': 'display text (optional)',
	'editorScript.fieldHeading': 'Field {n} heading',
	'editorScript.fieldHeadingHelp': 'e.g. "Describe me as"',
	'editorScript.fieldEntries': 'Entries of field {n}',
	'editorScript.fieldAddEntry': 'Add an entry to field {n}',
	'editorScript.fieldWhat': 'field {n}',
	'editorScript.entryLabel': 'Entry {n}',
	'editorScript.entryWhat': 'entry {n} of field {field}',
	'editorScript.linkLabel': 'Link {n}',
	'editorScript.linkWhat': 'link {n}',
	'editorScript.avatarUrlLabel': 'Picture address {n}',
	'editorScript.avatarUrlWhat': 'picture address {n}',
	'editorScript.ownerLabel': 'Owner {n}',
	'editorScript.ownerWhat': 'owner {n}',
	'editorScript.ownStatusKey': 'Short name of status {n}',
	'editorScript.ownStatusKeyHelp':
		'What your entries use: a-z, 0-9 and _, starting with a letter; not one of the five.',
	'editorScript.ownStatusLabel': 'Label of status {n}',
	'editorScript.ownStatusIcon': 'Icon of status {n}',
	'editorScript.ownStatusIconDefault': 'the icon of the status it counts as',
	/**
	 * The own-status icon menu's names of the icons (schemas/icons.ts), as the picture shows them.
	 */
	'editorScript.icon.heart': 'Heart',
	'editorScript.icon.check': 'Check mark',
	'editorScript.icon.smile': 'Smile',
	'editorScript.icon.people': 'People',
	'editorScript.icon.ban': 'No sign',
	'editorScript.icon.heart-lock': 'Heart with a lock',
	'editorScript.icon.lock': 'Lock',
	'editorScript.icon.star': 'Star',
	'editorScript.icon.sparkles': 'Sparkles',
	'editorScript.icon.thumbs-up': 'Thumbs up',
	'editorScript.icon.thumbs-down': 'Thumbs down',
	'editorScript.icon.question': 'Question mark',
	'editorScript.icon.eye-off': 'Crossed-out eye',
	'editorScript.icon.clock': 'Clock',
	'editorScript.icon.chat': 'Speech bubble',
	'editorScript.icon.house': 'House',
	'editorScript.icon.briefcase': 'Briefcase',
	'editorScript.icon.flower': 'Flower',
	'editorScript.icon.moon': 'Moon',
	'editorScript.icon.sun': 'Sun',
	'editorScript.icon.music': 'Musical note',
	'editorScript.icon.paw': 'Paw print',
	'editorScript.icon.crown': 'Crown',
	'editorScript.icon.x': 'Cross',
	'editorScript.ownStatusCountsAs': 'Status {n} counts as',
	'editorScript.ownStatusWhat': 'status {n}',
	'editorScript.ownStatusTwice': 'Another of your statuses has this short name: give each its own.',
	'editorScript.ownFlagWhat': 'flag {name}',
	/** The summary read out a moment after a change. */
	'editorScript.ready': 'Your profile is ready: nothing to fix.',
	'editorScript.problems': {
		one: '{count} problem to fix before your profile is ready; each is shown at its field.',
		other: '{count} problems to fix before your profile is ready; each is shown at its field.',
	},
	'editorScript.resultPath': 'Kept in the repository as {file}.',
	'editorScript.resultPending':
		'Your profile appears here, as the repository keeps it, once nothing is left to fix.',
	'editorScript.resultPathPending':
		'Choose a profile name: it names your page, /@your-name/, and your profile in the repository.',
	/**
	 * check's messages (the editor's form and `check` say them): check-words.ts, one source per
	 * rule.
	 */
	...checkEn,
	'editorScript.nameRule':
		'Choose a profile name of 2 to 40 characters, each a letter A-Z or a-z, a digit, "_", "." or "-": it is the end of your page\'s address, /@your-name/.',
	'editorScript.nameSpace':
		'Your profile name has a space after "{before}": a profile name holds no spaces, as it is the end of your page\'s address. Write "{fixed}" instead.',
	'editorScript.noRepository':
		"This site does not say where its repository is: copy or download the file and add it as the repository's CONTRIBUTING.md describes.",
	/**
	 * `{forge}` is the forge's name as it brands itself (GitHub, GitLab, Forgejo), never declined: a
	 * language whose names take cases sets it beside a noun it declines (Polish "w serwisie
	 * {forge}").
	 */
	'editorScript.change': 'Change it on {forge}',
	'editorScript.proposeOn': 'Propose it on {forge}',
	/** After the hand-over; `{where}` is editorScript.onClipboard or editorScript.above. */
	'editorScript.filled': '{forge} opens in a new tab with your file filled in: propose it there.',
	'editorScript.handedChange':
		"The new text of {file} is {where}: on {forge}'s page, select all of the file's text, paste over it and propose the change.",
	'editorScript.tooLong':
		"Your file is too long to hand over in an address, so its text is {where}: paste it into {forge}'s empty editor and propose it.",
	'editorScript.nameOnly':
		"{forge} fills in the file's name but not its text, which is {where}: paste it into the editor and propose it.",
	'editorScript.onClipboard': 'on your clipboard',
	'editorScript.above': 'above (copy it)',
	'editorScript.copied': 'The file is on your clipboard.',
	'editorScript.copyRefused': 'Copying was refused: select the text above and copy it.',
	/** The hand-over to the site's issue form (the issueForm option), then what happens next. */
	'editorScript.issueFilled':
		'{forge} opens in a new tab with your profile filled in: submit the issue there, and a pull request is made from it.',
	'editorScript.issueTooLong':
		"Your profile is too long for the issue form's address, so {forge}'s file editor opens instead.",
	/** `{reviewers}` is editorScript.reviewersOwners or editorScript.reviewersMaintainers. */
	'editorScript.nextSteps':
		"Next, a check reads your file and answers on {forge} within minutes; then the change is reviewed by {reviewers}, and once it is merged, your page {address} shows it after the site's next build.",
	'editorScript.reviewersOwners': "the profile's owners ({owners})",
	'editorScript.reviewersMaintainers': "the site's maintainers",
	/** The propose workflow's comments on a profile issue (cli/commands/propose.ts). */
	'propose.proposed': 'Pull request #{pull} now proposes this text of {file}.',
	'propose.passed': 'The check found nothing to fix.',
	'propose.failed':
		"The check found something to fix, listed below with the line of your file. Edit this issue's text and the pull request follows.",
	'propose.next':
		"Next, the pull request is reviewed by {reviewers}; once it is merged, your page {address} shows it after the site's next build.",
	/** `{reason}` is one of the propose.reason… sentences. */
	'propose.refused':
		"This issue does not become a pull request: {reason} Edit the issue to fix it, or fill in the site's form again.",
	'propose.reasonForm':
		"it does not have the profile form's two parts, the file's path and then its text.",
	'propose.reasonSeveral': 'it names more than one file, and one issue proposes one profile file.',
	'propose.reasonPath':
		'the path must be one profile file in {folder}, such as {folder}your-name.md.',
	'propose.reasonSize': 'the text is longer than {limit} characters.',
	'propose.reasonUnchanged': 'the text is the same as the file already has.',
	'propose.maintainer':
		"@{login} is not one of this profile's owners ({owners}), so a maintainer decides.",
	'propose.ownersChange':
		"The profile's owners change, so .github/CODEOWNERS must too: a maintainer adds its lines (npx staticnouns owners) to the pull request.",
	'propose.closed': 'The issue is closed, so pull request #{pull} is closed too.',
	'propose.pullClosed':
		"Pull request #{pull} was closed without being merged, so this issue is closed too. To propose the profile again, reopen the issue or fill in the site's form again.",
	'propose.merged':
		"Pull request #{pull} is merged: your page {address} shows the change after the site's next build.",
	'propose.pullBody': 'Proposed by @{login} in issue #{issue}; it changes {file} only.',
	'propose.statusFailed': 'The check found something to fix: see the issue.',
	'editorScript.modeEdit':
		'You are changing the profile in {file}, filled in from what the site publishes.',
	'editorScript.modeNotPublished':
		'The site has no published profile for {file}: start a new one instead.',
	'editorScript.modeNewMember':
		'A new member of {user}: fill in what you like; the file goes in their folder.',
	'editorScript.modeNewProfile':
		'A new profile: fill in what you like; everything but the profile name can stay empty.',
	/** A name asked for (Edit your profile) that no profile has: the form to add it. */
	'editorScript.modeNotFound': 'No profile is named {name} yet: fill in the form to add it.',
	'editorScript.avatarNotice':
		'Your file names a picture in the repository, and the site does not publish its path: write it again (as in your file, e.g. ./avatar.png), or the picture is removed.',
	'editorScript.ownersNotice':
		'The site never publishes owners: if your file has an "owners" list, add the same names here, or they are removed.',
	/** Editing the file as written (the editSources option). */
	'editorScript.modeEditSource':
		'You are changing {file} as it is written: only what you change changes.',
	/** Without the published file: the keys the form cannot see; `{keys}` is a list of key names. */
	'editorScript.unseenKeys':
		'The form cannot see {keys}: if your file has any of them, add them to the new text again before you propose it, or they are removed (its comments too).',
} as const;

/** Every key of the dictionary. */
export type MessageKey = keyof typeof en;

/** A bundled language: every key English has, each written in the language. */
export type Translation = { readonly [K in MessageKey]: Message };
