/**
 * #42 point 1: check's messages come in the site's language, one source per rule
 * (schemas/check-words.ts): the same broken profile is said in every bundled language with its
 * file, line, field and fix, and no English text of check's words is left in any of them.
 */
import { describe, expect, test } from 'vitest';
import { formatIssue, type ContentIssue } from '../../src/content/issues.ts';
import { readProfileSource } from '../../src/content/read/reader.ts';
import { parseProfile } from '../../src/content/validate/profile-file.ts';
import { checkAcrossProfiles } from '../../src/content/validate/rules.ts';
import { nameTakenIssue } from '../../src/editor/form.ts';
import {
	checkEn,
	checkWordsOf,
	ENGLISH_CHECK,
	sayIssue,
	type CheckKey,
	type CheckWords,
} from '../../src/schemas/check-words.ts';
import { STATUS_WORDS } from '../../src/schemas/status.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import { BUNDLED } from '../../src/views/i18n/dictionary.ts';

const LANGUAGES = Object.keys(BUNDLED).filter((tag) => tag !== 'en');
const wordsOf = (locale: string): CheckWords => checkWordsOf(locale, BUNDLED[locale]!);

/**
 * One file breaking many of check's rules at once (JSON: YAML's own hints about a value read as a
 * number are reader.ts's, not the schema's).
 */
const BROKEN = `{
  "id": "d4gn7g3p38l77tn1edd0",
  "display_name": 12,
  "names": "Robin",
  "pronouns": [true, { "pronouns": "she/her", "status": 7 }],
  "fields": [{ "name": "", "okay": ["x"] }],
  "links": {},
  "member_title": ${JSON.stringify('x'.repeat(101))}
}`;

function problems(words: CheckWords, text = BROKEN): ContentIssue[] {
	const read = readProfileSource('content/users/robin.json', text);
	if (!read.ok) throw new Error('unreadable');
	const result = parseProfile(read.source, 'robin', DEFAULT_LIMITS, null, () => '', words);
	if (result.ok) throw new Error('accepted');
	return result.issues;
}

/** The literal pieces of check's English texts a translation must not keep (a word or more). */
const PIECES = (Object.keys(checkEn) as CheckKey[])
	.flatMap((key) => checkEn[key].split(/\{[A-Za-z]+\}/))
	.map((piece) => piece.trim())
	.filter((piece) => piece.length >= 8 || /^[a-z]{4,}$/.test(piece));

describe("check's words", () => {
	test('English says each rule as before, at its line', () => {
		expect(problems(ENGLISH_CHECK).map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:3: display_name: must be a string, not a number (put the value in quotes): got 12",
			  "content/users/robin.json:7: links: must be a list, not an object: got {}",
			  "content/users/robin.json:4: names: must be a list, not a string (write each entry on its own "- " line): got "Robin"",
			  "content/users/robin.json:5: pronouns[0]: must be pronouns (text such as "they/them") or an object with pronouns, display_text and status: got true",
			  "content/users/robin.json:5: pronouns[1].status: must be one of favourite, okay, jokingly, friends_only, avoid, a number 1-5, or the key of one of this profile's own statuses (lowercase letters, digits and "_"): got 7",
			  "content/users/robin.json:6: fields[0].name: must not be empty: got """,
			  "content/users/robin.json:8: member_title: must be 1 to 50 characters long, but is 101: got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…",
			]
		`);
	});

	test('German says the same problems, at the same lines, as German writes them', () => {
		expect(problems(wordsOf('de')).map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:3: display_name: muss ein Text sein, ist aber eine Zahl (setze den Wert in Anführungszeichen): 12",
			  "content/users/robin.json:7: links: muss eine Liste sein, ist aber ein Objekt: {}",
			  "content/users/robin.json:4: names: muss eine Liste sein, ist aber ein Text (schreibe jeden Eintrag in eine eigene Zeile, die mit „- “ beginnt): "Robin"",
			  "content/users/robin.json:5: pronouns[0]: muss Pronomen (ein Text wie „sie/ihr“) sein oder ein Objekt mit pronouns, display_text und status (gefunden: true)",
			  "content/users/robin.json:5: pronouns[1].status: muss einer der Werte favourite, okay, jokingly, friends_only, avoid sein, eine Zahl von 1 bis 5 oder der Schlüssel eines eigenen Status dieses Profils (Kleinbuchstaben, Ziffern und „_“) (gefunden: 7)",
			  "content/users/robin.json:6: fields[0].name: darf nicht leer sein (gefunden: "")",
			  "content/users/robin.json:8: member_title: muss 1 bis 50 Zeichen lang sein, hat aber 101 (gefunden: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…)",
			]
		`);
	});

	test.each(LANGUAGES)('%s leaves no English text of check in the messages', (locale) => {
		const messages = problems(wordsOf(locale)).map((issue) => issue.message);
		const english = new Set(problems(ENGLISH_CHECK).map((issue) => issue.message));
		expect(messages.filter((message) => english.has(message))).toEqual([]);
		for (const message of messages)
			expect(PIECES.filter((piece) => message.includes(piece))).toEqual([]);
	});

	test.each(LANGUAGES)('%s translates every key, filling the same placeholders', (locale) => {
		const words = wordsOf(locale);
		for (const key of Object.keys(checkEn) as CheckKey[]) {
			expect(words.messages[key], key).not.toBe(checkEn[key]);
			const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
			expect(slots(words.messages[key]), key).toEqual(slots(checkEn[key]));
		}
	});

	test('the status rule lists the five words as the schema knows them', () => {
		expect(checkEn['check.status']).toContain(STATUS_WORDS.join(', '));
	});

	test('a message the words do not know is kept as it is; a fixed one with a hint is said whole', () => {
		const de = wordsOf('de');
		expect(sayIssue(de, { message: 'unknown key "x"' })).toBe('unknown key "x"');
		expect(sayIssue(de, { message: `${checkEn['check.status']}; did you mean "okay"?` })).toBe(
			`${de.messages['check.status']}; meintest du „okay“?`,
		);
	});

	test('a site without its words for a key says that key in English', () => {
		const words = checkWordsOf('cy', { 'check.required': 'gofynnol', 'check.empty': 3 });
		expect([words.messages['check.required'], words.messages['check.empty']]).toEqual([
			'gofynnol',
			'must not be empty',
		]);
	});
});

describe('a name taken, in the site language', () => {
	test('the editor says the published profile and the fix in the words given', () => {
		const form = { name: 'Robin', id: 'd4gn7g3p38l77tn1edd0' };
		const published = { name: 'robin', id: 'cccccccccccccccccccc' };
		expect(nameTakenIssue(form, published, '/@robin/', false, wordsOf('pl'))?.message).toBe(
			'nazwa „Robin” jest już zajęta przez opublikowany profil /@robin/ („robin”); nazwy muszą się różnić bez względu na wielkość liter, bo dyski i serwery, które nie rozróżniają wielkości liter, pomyliłyby te nazwy: wybierz inną nazwę',
		);
		expect(nameTakenIssue(form, published, '/@robin/', false)?.message).toContain(
			'the published profile /@robin/',
		);
	});

	test('check says a clash across files in the words given, with the rename fix', () => {
		const identity = (file: string, name: string, id: string) =>
			({ file, nameLine: 1, user: { id, name }, ownerUser: null }) as never;
		const issues = checkAcrossProfiles(
			[
				identity('content/users/robin.md', 'robin', 'd4gn7g3p38l77tn1edd0'),
				identity('content/users/Robin.md', 'Robin', 'd4gn7g3p38l77tn1edd1'),
			],
			{ words: wordsOf('fr') },
		);
		expect(issues.map((issue) => issue.message)).toEqual([
			'le nom «\u202fRobin\u202f» est déjà pris par content/users/robin.md («\u202frobin\u202f»)\u202f; les noms doivent être uniques sans tenir compte des majuscules, car les disques et les hébergeurs qui ne les distinguent pas confondraient ces noms\u202f: renommez ce fichier',
		]);
	});
});
