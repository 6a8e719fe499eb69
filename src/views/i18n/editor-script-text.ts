/**
 * The words the editor's script writes, from the site's dictionary: the page
 * hands over only these messages (editorScriptMessages, in its config JSON)
 * and the script builds its text with this module and messages.ts alone, so
 * its bundle carries no other page's words.
 */
import { checkWordsOf } from '../../schemas/check-words.ts';
import { ICON_SLUGS, type IconSlug } from '../../schemas/icons.ts';
import type { StatusWord } from '../../schemas/status.ts';
import { formatMessage, type Message } from '../../utils/messages.ts';

import type { MessageKey } from './en.ts';

/**
 * The editor script's messages: every key under `editorScript.`, the statuses' names and check's
 * messages (the form runs check's rules). A new word for the script is a new `editorScript.` key
 * in the dictionaries, and nothing here.
 */
type EditorScriptKey = Extract<
	MessageKey,
	`editorScript.${string}` | `status.${string}` | `check.${string}`
>;

const isScriptKey = (key: string): key is EditorScriptKey =>
	key.startsWith('editorScript.') || key.startsWith('status.') || key.startsWith('check.');

/** What the editor page hands its script: the site's locale and the script's messages. */
export interface EditorScriptWords {
	locale: string;
	messages: Readonly<Record<EditorScriptKey, Message>>;
}

/**
 * The editor script's messages of a dictionary, for the page to hand over.
 *
 * @example
 * editorScriptMessages(en)['editorScript.moveUp'] // 'Move up'
 */
export function editorScriptMessages(
	messages: Readonly<Record<MessageKey, Message>>,
): EditorScriptWords['messages'] {
	// The script's own words, then the statuses' names.
	const keys = Object.keys(messages).filter(isScriptKey);
	const statuses = keys.filter((key) => key.startsWith('status.'));
	const own = keys.filter((key) => !statuses.includes(key));
	return Object.fromEntries([...own, ...statuses].map((key) => [key, messages[key]])) as Record<
		EditorScriptKey,
		Message
	>;
}

/**
 * The editor script's text in the site's language.
 *
 * @example
 * editorScriptText({ locale: 'en', messages }).nameRow.label(2) // 'Name 2'
 */
export function editorScriptText({ locale, messages }: EditorScriptWords) {
	const t = (key: EditorScriptKey, values: Record<string, string | number> = {}) =>
		formatMessage(messages[key], values, locale);
	return {
		/** check's messages, for the form's rules (schemas/check-words.ts). */
		check: checkWordsOf(locale, messages),
		statusLabels: {
			favourite: t('status.favourite'),
			okay: t('status.okay'),
			jokingly: t('status.jokingly'),
			friends_only: t('status.friends_only'),
			avoid: t('status.avoid'),
		} satisfies Record<StatusWord, string>,
		/** The five in a word or two, as an entry's row shows them (the label says the full word). */
		statusShort: {
			favourite: t('editorScript.short.favourite'),
			okay: t('editorScript.short.okay'),
			jokingly: t('editorScript.short.jokingly'),
			friends_only: t('editorScript.short.friends_only'),
			avoid: t('editorScript.short.avoid'),
		} satisfies Record<StatusWord, string>,
		/** The name's help when an existing file is edited. */
		nameFixed: t('editorScript.nameFixed'),
		/** A row's buttons, and their names for screen readers ("Move up: name 1"). */
		moveUp: t('editorScript.moveUp'),
		moveDown: t('editorScript.moveDown'),
		remove: t('editorScript.remove'),
		rowButton: (button: string, what: string) => t('editorScript.rowButton', { button, what }),
		/** An entry's menu, for screen readers: "Move or remove name 1". */
		rowMenu: (what: string) => t('editorScript.rowMenu', { what }),
		...rowWords(t),
		/** A flag image of the profile's own (or a slug the library does not have), to remove. */
		ownFlagWhat: (name: string) => t('editorScript.ownFlagWhat', { name }),
		/** The summary read out a moment after a change. */
		summary: (problems: number) =>
			problems === 0 ? t('editorScript.ready') : t('editorScript.problems', { count: problems }),
		resultPath: (file: string) => t('editorScript.resultPath', { file }),
		resultPending: t('editorScript.resultPending'),
		/** Before a profile name is chosen: where the profile will be. */
		resultPathPending: t('editorScript.resultPathPending'),
		/** The rule of the profile name, as the form says it (check says it of the file's name). */
		nameRule: t('editorScript.nameRule'),
		/** A profile name holding a space: where it is, and the name without it. */
		nameSpace: (before: string, fixed: string) => t('editorScript.nameSpace', { before, fixed }),
		noRepository: t('editorScript.noRepository'),
		...handOverWords(t, locale),
		/** What the form is doing, above it. */
		mode: {
			notPublished: (file: string) => t('editorScript.modeNotPublished', { file }),
			newMember: (user: string) => t('editorScript.modeNewMember', { user }),
			newProfile: t('editorScript.modeNewProfile'),
			/** A name asked for that no profile has. */
			notFound: (name: string) => t('editorScript.modeNotFound', { name }),
		},
	};
}

type Say = (key: EditorScriptKey, values?: Record<string, string | number>) => string;

/** Each row's labels, by its number (from 1). */
function rowWords(t: Say) {
	const row = (label: EditorScriptKey, what: EditorScriptKey) => ({
		label: (n: number) => t(label, { n }),
		what: (n: number) => t(what, { n }),
	});
	return {
		nameRow: {
			...row('editorScript.nameLabel', 'editorScript.nameWhat'),
			/** Its status choice's legend, a whole sentence: "How you feel about name 1". */
			legend: (n: number) => t('editorScript.nameLegend', { n }),
		},
		pronounsRow: {
			...row('editorScript.pronounsLabel', 'editorScript.pronounsWhat'),
			legend: (n: number) => t('editorScript.pronounsLegend', { n }),
			displayText: (n: number) => t('editorScript.pronounsDisplayText', { n }),
			/** Inside the display text's input, where a wide screen shows no label. */
			displayPlaceholder: t('editorScript.pronounsDisplayPlaceholder'),
		},
		fieldRow: {
			heading: (n: number) => t('editorScript.fieldHeading', { n }),
			headingHelp: t('editorScript.fieldHeadingHelp'),
			entries: (n: number) => t('editorScript.fieldEntries', { n }),
			addEntry: (n: number) => t('editorScript.fieldAddEntry', { n }),
			what: (n: number) => t('editorScript.fieldWhat', { n }),
		},
		entryRow: {
			label: (n: number) => t('editorScript.entryLabel', { n }),
			what: (n: number, field: number) => t('editorScript.entryWhat', { n, field }),
			legend: (n: number, field: number) => t('editorScript.entryLegend', { n, field }),
		},
		linkRow: row('editorScript.linkLabel', 'editorScript.linkWhat'),
		avatarUrlRow: row('editorScript.avatarUrlLabel', 'editorScript.avatarUrlWhat'),
		ownerRow: row('editorScript.ownerLabel', 'editorScript.ownerWhat'),
		/** A status of the profile's own: its controls' labels, by its number (from 1). */
		ownStatus: {
			key: (n: number) => t('editorScript.ownStatusKey', { n }),
			keyHelp: t('editorScript.ownStatusKeyHelp'),
			label: (n: number) => t('editorScript.ownStatusLabel', { n }),
			icon: (n: number) => t('editorScript.ownStatusIcon', { n }),
			iconDefault: t('editorScript.ownStatusIconDefault'),
			/** Each icon's name in the site's language, for the icon menu. */
			iconNames: Object.fromEntries(
				ICON_SLUGS.map((slug) => [slug, t(`editorScript.icon.${slug}`)]),
			) as Record<IconSlug, string>,
			countsAs: (n: number) => t('editorScript.ownStatusCountsAs', { n }),
			what: (n: number) => t('editorScript.ownStatusWhat', { n }),
			/** Two rows of one key: the file's map could hold only one. */
			twice: t('editorScript.ownStatusTwice'),
		},
	};
}

/** The hand-over to the forge: its button, what it did, and what comes next. */
function handOverWords(t: Say, locale: string) {
	const where = (copied: boolean) => t(copied ? 'editorScript.onClipboard' : 'editorScript.above');
	return {
		/** The hand-over button: to an existing file, or a new one. */
		change: (forge: string) => t('editorScript.change', { forge }),
		proposeOn: (forge: string) => t('editorScript.proposeOn', { forge }),
		/** After the hand-over: where the text is (`copied`: on the clipboard, else above). */
		handedOver: {
			filled: (forge: string) => t('editorScript.filled', { forge }),
			change: (forge: string, file: string, copied: boolean) =>
				t('editorScript.handedChange', { forge, file, where: where(copied) }),
			tooLong: (forge: string, copied: boolean) =>
				t('editorScript.tooLong', { forge, where: where(copied) }),
			nameOnly: (forge: string, copied: boolean) =>
				t('editorScript.nameOnly', { forge, where: where(copied) }),
			/** To the site's issue form, filled in; or, too long for its address, the file editor. */
			issue: (forge: string) => t('editorScript.issueFilled', { forge }),
			issueTooLong: (forge: string) => t('editorScript.issueTooLong', { forge }),
		},
		/** After any hand-over: the check, who reviews (the owners, else the maintainers), the page. */
		nextSteps: (forge: string, owners: readonly string[], address: string) =>
			t('editorScript.nextSteps', {
				forge,
				address,
				reviewers: owners.length
					? t('editorScript.reviewersOwners', {
							owners: new Intl.ListFormat(locale, { type: 'conjunction' }).format(owners),
						})
					: t('editorScript.reviewersMaintainers'),
			}),
		copied: t('editorScript.copied'),
		copyRefused: t('editorScript.copyRefused'),
	};
}

/**
 * The words of opening an existing profile, apart: only the editor's worker
 * (editor/existing.ts) writes them, so the page's script does not carry them.
 *
 * @example
 * existingProfileText({ locale: 'en', messages }).mode.edit('content/users/robin.md')
 */
export function existingProfileText({ locale, messages }: EditorScriptWords) {
	const t = (key: EditorScriptKey, values: Record<string, string> = {}) =>
		formatMessage(messages[key], values, locale);
	return {
		mode: {
			edit: (file: string) => t('editorScript.modeEdit', { file }),
			editSource: (file: string) => t('editorScript.modeEditSource', { file }),
		},
		avatarNotice: t('editorScript.avatarNotice'),
		ownersNotice: t('editorScript.ownersNotice'),
		/** Without the published file: the keys the form cannot see, which the new text leaves out. */
		unseenKeysNotice: (keys: readonly string[]) =>
			t('editorScript.unseenKeys', {
				keys: new Intl.ListFormat(locale, { type: 'disjunction' }).format(keys),
			}),
	};
}
