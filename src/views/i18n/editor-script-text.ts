/**
 * The words the editor's script writes, from the site's dictionary: the page
 * hands over only these messages (editorScriptMessages, in its config JSON)
 * and the script says them by key (editorSay) with messages.ts alone, so its
 * bundle carries no other page's words.
 */
import { formatMessage, type Message, type Values } from '../../utils/messages.ts';

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

type EditorSay = (key: EditorScriptKey, values?: Values) => string;

/**
 * The editor script's words by key, in the site's language.
 *
 * @example
 * editorSay({ locale: 'en', messages })('editorScript.nameLabel', { n: 2 }) // 'Name 2'
 */
export function editorSay({ locale, messages }: EditorScriptWords): EditorSay {
	return (key, values = {}) => formatMessage(messages[key], values, locale);
}
