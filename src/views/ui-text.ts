/**
 * The words the pages show, read by key: `uiText(words).t('profile.bio')`
 * turns the site's dictionary (views/i18n/: the `locale` option's bundled
 * language, the site's own words over it, English for anything missing)
 * into text, so a new word is one entry in i18n/en.ts plus its translations
 * and no property here. Counts and numbers are written as the locale writes
 * them (Intl, through utils/messages.ts); lists and time zones through Intl
 * too. A sentence with a link in it is one message with a `{link}` slot
 * (`html`), never words before and after a link, so each language orders
 * its sentence and no spacing depends on how the HTML is compressed.
 * Messages about a profile's content stay with their rules, in content/.
 *
 * The editor's script gets every `editorScript.` message and the statuses'
 * names (i18n/editor-script-text.ts), the search page's script the five
 * messages it writes; neither bundle carries other pages' words.
 */
import { STATUS_WORDS, type StatusWord } from '../schemas/status.ts';
import { ENGLISH, type SiteWords } from './i18n/dictionary.ts';
import type { MessageKey } from './i18n/en.ts';
import { editorScriptMessages } from './i18n/editor-script-text.ts';
import { formatMessage, type Message, type Values } from '../utils/messages.ts';
import { checkWordsOf } from '../schemas/check-words.ts';

/** As Astro escapes an expression's text, so a sentence made here reads the same as one it made. */
const ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	"'": '&#39;',
	'"': '&quot;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>'"]/g, (char) => ESCAPES[char]!);

/**
 * A link as HTML, for a sentence's `{link}` slot (`html`).
 *
 * @example
 * link('/', 'home page') // '<a href="/">home page</a>'
 */
export const link = (href: string, text: string) =>
	`<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The search page script's messages (the only words it writes). */
const SEARCH_SCRIPT = ['owner', 'unavailable', 'none', 'found', 'more'] as const;

const cache = new WeakMap<SiteWords, UiText>();

/**
 * Every word of the pages in the site's language, made once per dictionary.
 *
 * @example
 * uiText(siteWords('en')).t('count.profiles', { count: 1234 }) // '1,234 profiles'
 * uiText(siteWords('ja')).list(['a', 'b', 'c']) // 'a、b、c'
 */
export function uiText(words: SiteWords): UiText {
	let text = cache.get(words);
	if (!text) cache.set(words, (text = makeUiText(words)));
	return text;
}

export type UiText = ReturnType<typeof makeUiText>;

function makeUiText(words: SiteWords) {
	const { locale, messages } = words;
	const t = (key: MessageKey, values: Values = {}) => formatMessage(messages[key], values, locale);
	const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
	const zones = new Map<string, string>();
	return {
		/** Any word by its key, filled in with its values. */
		t,
		/**
		 * A sentence as HTML: its words escaped, each slot named in `html` filled with that markup
		 * (a link the caller made, its own text escaped), the other slots with `values`.
		 *
		 * @example
		 * html('notFound.text', { link: '<a href="/">home page</a>' }) // 'There is … on the <a href="/">home page</a>.'
		 */
		html: (key: MessageKey, html: Readonly<Record<string, string>>, values: Values = {}) =>
			splitSlots(formatMessage(messages[key], values, locale), Object.keys(html))
				.map((part) => (typeof part === 'string' ? escapeHtml(part) : html[part.slot]))
				.join(''),
		/** A message's text before and after one slot, for a component to stand in it. */
		around: (key: MessageKey, slot: string, values: Values = {}): [string, string] => {
			const parts = splitSlots(formatMessage(messages[key], values, locale), [slot]);
			const at = parts.findIndex((part) => typeof part !== 'string');
			return at < 0
				? [parts.join(''), '']
				: [parts.slice(0, at).join(''), parts.slice(at + 1).join('')];
		},
		/**
		 * What goes before each of `count` items for them to read as `list` writes them ('' first),
		 * for items that are markup (links).
		 *
		 * @example
		 * separators(3) // ['', ', ', ', and ']
		 */
		separators: (count: number) => separatorsOf(lists, count),
		/** Items as the language writes a list: "a, b, and c", "a, b und c", "a、b、c". */
		list: (items: readonly string[]) => lists.format(items),
		/** A time zone's name in the language ("Central European Time"), else its ID. */
		zone: (id: string) => {
			let name = zones.get(id);
			if (name === undefined) zones.set(id, (name = zoneName(id, locale)));
			return name;
		},
		/** The pages' language and direction (`<html lang dir>`). */
		language: locale,
		dir: words.dir,
		/** How each status is shown. */
		statusLabels: Object.fromEntries(
			STATUS_WORDS.map((word) => [word, t(`status.${word}`)]),
		) as Record<StatusWord, string>,
		/** The words of the editor's static form by their key's last part (Editor.astro's `text.x`). */
		editor: group(messages, 'editor.'),
		/** What the editor page hands its script (see i18n/editor-script-text.ts). */
		editorScriptWords: { locale, messages: editorScriptMessages(messages) },
		/** What the search page hands its script, in a data attribute. */
		searchScript: Object.fromEntries(
			SEARCH_SCRIPT.map((key) => [key, messages[`search.${key}`]]),
		) as Record<(typeof SEARCH_SCRIPT)[number], Message>,
	};
}

function separatorsOf(lists: Intl.ListFormat, count: number): string[] {
	const before: string[] = [];
	let literal = '';
	for (const part of lists.formatToParts(Array.from({ length: count }, (_, at) => String(at)))) {
		if (part.type === 'literal') literal += part.value;
		else {
			before.push(literal);
			literal = '';
		}
	}
	return before;
}

/** A message's text split at the named slots (other `{…}` stay text). */
function splitSlots(text: string, slots: readonly string[]): (string | { slot: string })[] {
	const parts: (string | { slot: string })[] = [];
	let from = 0;
	for (const match of text.matchAll(SLOT)) {
		if (!slots.includes(match[1]!)) continue;
		parts.push(text.slice(from, match.index), { slot: match[1]! });
		from = match.index + match[0].length;
	}
	parts.push(text.slice(from));
	return parts;
}

/** The keys under `prefix`, by the rest of their key: `links` for `editor.links`. */
type Group<P extends string> = MessageKey extends infer K
	? K extends `${P}${infer Rest}`
		? Rest
		: never
	: never;

/** Every plain message whose key starts with `prefix`, by the rest of its key. */
function group<P extends string>(messages: Readonly<Record<string, Message>>, prefix: P) {
	const words: Record<string, string> = {};
	for (const [key, message] of Object.entries(messages))
		if (key.startsWith(prefix) && typeof message === 'string')
			words[key.slice(prefix.length)] = message;
	// Every dictionary holds every key (the Translation type), so each name is there.
	return words as Record<Group<P>, string>;
}

/**
 * When a zone's name is taken: its generic name ("Central European Time") is the same all year,
 * but ICU knows some zones by other names before 1980, so not the epoch.
 */
const ZONE_DATE = Date.UTC(2026, 0, 1);

/** Intl's generic name of a zone in the locale; a zone Intl does not know keeps its ID. */
function zoneName(id: string, locale: string): string {
	try {
		const parts = new Intl.DateTimeFormat(locale, {
			timeZone: id,
			timeZoneName: 'longGeneric',
		}).formatToParts(ZONE_DATE);
		return parts.find((part) => part.type === 'timeZoneName')?.value ?? id;
	} catch {
		return id;
	}
}

/** The English site's words (a site without the `locale` option). */
/**
 * The site's name on a page in `words`' language: the site's own title, or, where the site left it
 * out (the default language's default name), that language's default name.
 *
 * @example
 * siteTitleIn('Pronoun profiles', frenchWords, englishWords) // 'Profils de pronoms'
 */
export function siteTitleIn(title: string, words: SiteWords, defaults: SiteWords): string {
	return title === defaults.messages['site.title'] ? uiText(words).t('site.title') : title;
}

/**
 * check's words in `words`' language (its report's lines, content/issues.ts formatReport), and
 * the verdict when every profile is valid.
 *
 * @example
 * reportWords(germanWords).valid(3, 0) // '3 Profile sind gültig.'
 */
export function reportWords(words: SiteWords) {
	const { t } = uiText(words);
	return {
		check: checkWordsOf(words.locale, words.messages),
		valid: (profiles: number, members: number) => {
			const users = t('count.profiles', { count: profiles });
			return members
				? t('report.validMembers', {
						profiles: users,
						members: t('count.members', { count: members }),
					})
				: t('report.valid', { count: profiles, profiles: users });
		},
	};
}

export const UI_TEXT = uiText(ENGLISH);
export const STATUS_LABELS = UI_TEXT.statusLabels;
