/**
 * A page that only sends browsers on: a short pronoun address
 * (pronouns/pronoun-shortcuts.ts) and a short link (short-links.ts) are
 * each such a page, so every host serves it as it is, with no host rule.
 */
import { absoluteUrl } from '../../addresses/urls.ts';
import { ENGLISH, type SiteWords } from '../i18n/dictionary.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface RedirectPageOptions {
	base: string;
	/**
	 * The public origin, for the canonical link; without it the link is a path, as on other pages.
	 */
	site?: URL | undefined;
	/** Whether search engines are welcome (else the page carries noindex, like every page). */
	indexable: boolean;
	/** The site's words (English when left out). */
	words?: SiteWords | undefined;
}

/** What the page says: its title, and a sentence whose `{link}` is the link to the target. */
interface RedirectText {
	title: string;
	sentence: string;
}

/**
 * The HTML of a page that sends browsers on at once to `target` (a path in
 * the site) and tells crawlers that page is the canonical one.
 *
 * @example
 * redirectDocument('/@robin/', { title: '@robin', sentence: 'See {link}.' }, { base: '/', indexable: false }) // '<!doctype html>\n<html lang="en">…'
 */
export function redirectDocument(
	target: string,
	text: RedirectText,
	options: RedirectPageOptions,
): string {
	const words = options.words ?? ENGLISH;
	const href = escapeHtml(absoluteUrl(target, options.site));
	const title = escapeHtml(text.title);
	const local = escapeHtml(target);
	const dir = words.dir === 'rtl' ? ' dir="rtl"' : '';
	const at = text.sentence.indexOf('{link}');
	const [before, after] =
		at < 0 ? [text.sentence, ''] : [text.sentence.slice(0, at), text.sentence.slice(at + 6)];
	return [
		'<!doctype html>',
		`<html lang="${escapeHtml(words.locale)}"${dir}>`,
		'<head>',
		'<meta charset="utf-8">',
		'<meta name="viewport" content="width=device-width, initial-scale=1">',
		`<title>${title}</title>`,
		// The page is left at once: an empty icon keeps browsers from fetching one (or /favicon.ico).
		'<link rel="icon" href="data:,">',
		...(options.indexable ? [] : ['<meta name="robots" content="noindex, nofollow">']),
		`<link rel="canonical" href="${href}">`,
		`<meta http-equiv="refresh" content="0; url=${local}">`,
		'</head>',
		'<body>',
		`<main><h1>${title}</h1><p>${escapeHtml(before)}<a href="${local}">${local}</a>${escapeHtml(after)}</p></main>`,
		'</body>',
		'</html>',
		'',
	].join('\n');
}
