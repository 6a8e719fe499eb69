/**
 * #42: a translated site shows no English. The example site is built in every
 * bundled locale but English, and every page and the editor's script (the
 * page's handed-over words and its bundle) is searched for each text of the
 * English dictionary and of the flag library's English names and alt texts.
 * A message with placeholders is searched by its literal pieces. A text
 * that is the same in a language (a borrowed word, a code) is allowed only
 * where ALLOWED says why.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sharedBuild } from '../helpers/browser.ts';
import { BUNDLED } from '../../src/views/i18n/dictionary.ts';
import { en, type MessageKey } from '../../src/views/i18n/en.ts';
import { FLAG_LIBRARY, flagAlt } from '../../src/views/drawings/flag-library.ts';
import { flagName } from '../../src/views/i18n/flag-words.ts';

/** Keys whose English text a language may write the same, and why. */
const ALLOWED: Partial<Record<MessageKey, string>> = {
	'editor.id': 'an abbreviation every language writes so',
	'editor.avatar': 'the borrowed word of most languages',
	'profile.links': 'German and Dutch say "Links"',
	'profile.bio': 'the borrowed short form in several languages',
	'editor.bio': 'the borrowed short form in several languages',
	'shortLink.title': 'a handle, no words',
	'status.okay': 'borrowed in several languages',
	'editorScript.rowButton': 'placeholders and punctuation only',
};

/**
 * The editor's script is searched as the pages are, check's messages (`check.*`) and the statuses'
 * labels included: its schemas carry check's words in the site's language (editor/schema-meta.ts),
 * the built-in labels folded as they are compared (own-statuses.ts), and no flag's words (the
 * library's are the views', views/drawings/flag-library.ts).
 */
/** The shortest piece of a message searched for: shorter ones ("Name", "Links") are words. */
const MIN_PIECE = 12;

const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9]*\}/;

/** The literal pieces of an English message worth searching for. */
function pieces(key: MessageKey): string[] {
	const message = en[key];
	const texts = typeof message === 'string' ? [message] : Object.values(message);
	return texts
		.flatMap((text) => text.split(PLACEHOLDER))
		.map((piece) => piece.trim())
		.filter((piece) => piece.length >= MIN_PIECE);
}

const decode = (html: string) =>
	html
		.replace(/&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&')
		.replace(/\\u003c/g, '<');

/**
 * `piece` in `text` as a whole: "Intersex" is not in "Intersexe", nor "Aromantic" in "Aromantica".
 */
function wordIn(text: string, piece: string): boolean {
	for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
		const before = text[at - 1] ?? ' ';
		const after = text[at + piece.length] ?? ' ';
		if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
	}
	return false;
}

async function filesOf(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true });
	return entries
		.filter((entry) => entry.isFile() && /\.(html|js)$/.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name));
}

let temp: string;
beforeAll(async () => {
	temp = await mkdtemp(join(tmpdir(), 'staticnouns-no-english-'));
});
afterAll(async () => {
	if (temp) await rm(temp, { recursive: true, force: true });
});

const LOCALES = Object.keys(BUNDLED).filter((locale) => locale !== 'en');

describe.each(LOCALES)('the example site in %s', (locale) => {
	test('shows no text of the English dictionary or the flag library on any page or in the editor', async () => {
		// This run's build for the locale (languages.test.ts reuses de, ja and he): read only.
		const out = await sharedBuild('test/fixtures/examples', { SITE_LOCALE: locale });
		const own = BUNDLED[locale]!;
		const searched: { what: string; piece: string }[] = (Object.keys(en) as MessageKey[])
			.filter((key) => !(key in ALLOWED && JSON.stringify(own[key]) === JSON.stringify(en[key])))
			.flatMap((key) => pieces(key).map((piece) => ({ what: key, piece })));
		for (const flag of FLAG_LIBRARY) {
			if (flagName(flag.slug, locale) !== flag.name)
				searched.push({ what: `flag ${flag.slug}`, piece: flag.name });
			searched.push({ what: `flag ${flag.slug} alt`, piece: flagAlt(flag) });
		}
		const found: string[] = [];
		for (const file of await filesOf(out)) {
			const text = decode(await readFile(file, 'utf8'));
			for (const { what, piece } of searched)
				if (wordIn(text, piece)) found.push(`${file.slice(out.length)}: ${what}: ${piece}`);
		}
		expect(found).toEqual([]);
	}, 240_000);
});
