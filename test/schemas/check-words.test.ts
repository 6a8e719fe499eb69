/**
 * #42 point 1: check's messages come in the site's language, one source per rule
 * (schemas/check-words.ts): the same broken profile is said in every bundled language with its
 * file, line, field and fix, and no English text of check's words is left in any of them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { placeholdersOf, type Message } from '../../src/utils/messages.ts';
import { describe, expect, test } from 'vitest';
import {
	capIssues,
	formatIssue,
	formatReport,
	reportSummary,
	type ContentIssue,
} from '../../src/content/issues.ts';
import { readProfileSource } from '../../src/content/read/reader.ts';
import { decodeProfileText } from '../../src/content/find/profile-files.ts';
import { parseProfile } from '../../src/content/validate/profile-file.ts';
import { checkAcrossProfiles } from '../../src/content/validate/rules.ts';
import { sidClashes } from '../../src/content/validate/short-ids.ts';
import { checkAvatar, ownImageProblem } from '../../src/content/validate/avatars.ts';
import { findProfiles } from '../../src/content/site.ts';
import { lookAlikeIssues } from '../../src/content/validate/look-alike.ts';
import { fullBuildReason } from '../../src/integration/fast-build/fall-back.ts';
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
import { BUNDLED, siteWords } from '../../src/views/i18n/dictionary.ts';
import { reportWords } from '../../src/views/ui-text.ts';

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
  "statuses": { "Partner": { "label": "Partner", "counts_as": "okay" } },
  "member_title": ${JSON.stringify('x'.repeat(101))}
}`;

/** Every entry listed twice, in YAML, so the first one's line is known. */
const TWICE = [
	'---',
	'id: d4gn7g3p38l77tn1edd0',
	'names: [Robin, robin]',
	'pronouns: [they/them, They/Them/Their]',
	'fields:',
	'  - name: Me',
	'    okay: [gardener]',
	'    avoid: [Gardener]',
	'  - name: me',
	'links:',
	'  - https://example.org/robin',
	'  - https://example.org/robin',
	'---',
	'',
].join('\n');

function problems(words: CheckWords, text = BROKEN): ContentIssue[] {
	const file = text.startsWith('---') ? 'content/users/robin.md' : 'content/users/robin.json';
	const read = readProfileSource(file, text);
	if (!read.ok) throw new Error('unreadable');
	const result = parseProfile(read.source, 'robin', DEFAULT_LIMITS, null, () => '', words);
	if (result.ok) throw new Error('accepted');
	return result.issues;
}

/**
 * The literal pieces of check's English texts a translation must not keep: 8 characters or more
 * ("required", "is already listed"); shorter ones can be the language's own words (Swedish
 * "under").
 */
const PIECES = (Object.keys(checkEn) as CheckKey[])
	.flatMap((key) => {
		const message: Message = checkEn[key];
		return typeof message === 'string' ? [message] : Object.values(message);
	})
	.flatMap((text) => text.split(/\{[A-Za-z]+\}/))
	.map((piece) => piece.trim())
	.filter((piece) => piece.length >= 8);

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
			  "content/users/robin.json:8: statuses.Partner: the key "Partner" must start with a lowercase letter and hold only a-z, 0-9 and "_", at most 30 characters: got {"label":"Partner","counts_as":"okay"}; rename it (such as partner)",
			  "content/users/robin.json:9: member_title: must be 1 to 50 characters long, but is 101: got "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…",
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
			  "content/users/robin.json:8: statuses.Partner: der Schlüssel „Partner“ muss mit einem Kleinbuchstaben beginnen und darf nur a-z, 0-9 und „_“ enthalten, höchstens 30 Zeichen (gefunden: {"label":"Partner","counts_as":"okay"}); benenne ihn um (etwa partner)",
			  "content/users/robin.json:9: member_title: muss 1 bis 50 Zeichen lang sein, hat aber 101 (gefunden: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…)",
			]
		`);
	});

	test('entries listed twice, in English and Polish', () => {
		const said = (words: CheckWords) => problems(words, TWICE).map(formatIssue);
		expect(said(ENGLISH_CHECK)).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:3: names[1]: the name "robin" is already listed on line 3 (names[0]); list each once: remove one of them, keeping the status you mean",
			  "content/users/robin.md:4: pronouns[1]: the pronouns "They/Them/Their" are already listed on line 4 (pronouns[0]) as "they/them", the same set; list each set once: remove one of them, keeping the status you mean",
			  "content/users/robin.md:12: links[1]: the link "https://example.org/robin" is already listed on line 11 (links[0]); list each once: remove one of them",
			  "content/users/robin.md:9: fields[1]: the field "me" is already listed on line 6 (fields[0]); list each once: merge their entries into one field",
			  "content/users/robin.md:8: fields[0].avoid[0]: the entry "Gardener" is already listed under okay on line 7 (fields[0].okay[0]); list each entry once in a field, under the one status you mean: remove one of them",
			]
		`);
		expect(said(wordsOf('pl'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:3: names[1]: imię "robin" jest już na liście w wierszu 3 (names[0]); podaj każde tylko raz: usuń jedno z nich i zostaw status, o który chodzi",
			  "content/users/robin.md:4: pronouns[1]: zaimki "They/Them/Their" są już na liście w wierszu 4 (pronouns[0]) jako "they/them", ten sam zestaw; podaj każdy zestaw tylko raz: usuń jeden z nich i zostaw status, o który chodzi",
			  "content/users/robin.md:12: links[1]: link "https://example.org/robin" jest już na liście w wierszu 11 (links[0]); podaj każdy tylko raz: usuń jeden z nich",
			  "content/users/robin.md:9: fields[1]: pole "me" jest już na liście w wierszu 6 (fields[0]); podaj każde tylko raz: połącz ich wpisy w jedno pole",
			  "content/users/robin.md:8: fields[0].avoid[0]: wpis "Gardener" jest już na liście pod statusem okay w wierszu 7 (fields[0].okay[0]); podaj każdy wpis tylko raz w polu, pod statusem, o który chodzi: usuń jeden z nich",
			]
		`);
	});

	test.each(LANGUAGES)('%s leaves no English text of check in the messages', (locale) => {
		const all = (words: CheckWords) => [...problems(words), ...problems(words, TWICE)];
		const messages = all(wordsOf(locale)).map((issue) => issue.message);
		const english = new Set(all(ENGLISH_CHECK).map((issue) => issue.message));
		expect(messages.filter((message) => english.has(message))).toEqual([]);
		for (const message of messages)
			expect(PIECES.filter((piece) => message.includes(piece))).toEqual([]);
	});

	test.each(LANGUAGES)('%s translates every key, filling the same placeholders', (locale) => {
		const words = wordsOf(locale);
		for (const key of Object.keys(checkEn) as CheckKey[]) {
			// A message of placeholders and punctuation only ("{problems} in {files}.") may be the same.
			const english = JSON.stringify(checkEn[key]);
			if (/[a-z]{3}/.test(english.replace(/\{\w+\}|"\w+":/g, '')))
				expect(JSON.stringify(words.messages[key]), key).not.toBe(english);
			expect(placeholdersOf(words.messages[key]), key).toEqual(placeholdersOf(checkEn[key]));
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

/** A file with the rules #42 left in English: unknown keys, a long list, statuses, bio, name. */
const MORE = [
	'---',
	'id: d4gn7g3p38l77tn1edd0',
	'name: Robin',
	'display_nme: Robin',
	'website: https://example.org',
	'names: [Robin, Rob, R]',
	'pronouns:',
	'  - pronouns: they/them',
	'    status: okey',
	'statuses:',
	'  fine:',
	'    label: Okay',
	'    counts_as: okay',
	'bio: gardener',
	'---',
	'',
].join('\n');

describe('the rest of check, in German and Hebrew', () => {
	const said = (words: CheckWords) => {
		const read = readProfileSource('content/users/robin.md', MORE);
		if (!read.ok) throw new Error('unreadable');
		const limits = { ...DEFAULT_LIMITS, names: 2 };
		const result = parseProfile(read.source, 'robin', limits, null, () => '', words);
		return result.ok ? [] : result.issues.map(formatIssue);
	};

	test('unknown keys, a list over the limit, an unknown status, a built-in label, bio and name', () => {
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:14: bio: ein Markdown-Profil hat keinen Schlüssel „bio“: der Text nach der schließenden Zeile „---“ ist die Bio; verschiebe ihn dorthin",
			  "content/users/robin.md:6: names: hat 3 Einträge, mehr als die 2, die die Website erlaubt: behalte die, die du am häufigsten nutzt (die Grenze der Website setzt limits.names)",
			  "content/users/robin.md:4: display_nme: unbekannter Schlüssel "display_nme"; meintest du „display_name“?",
			  "content/users/robin.md:5: website: unbekannter Schlüssel "website"; bekannte Schlüssel sind id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema",
			  "content/users/robin.md:9: pronouns[0].status: unbekannter Status "okey": weder einer der fünf (favourite, okay, jokingly, friends_only, avoid) noch einer der eigenen dieses Profils (fine); meintest du „okay“? Oder definiere ihn unter statuses: mit label und counts_as",
			  "content/users/robin.md:12: statuses.fine.label: das Label "Okay" ist der Name des eingebauten Status okay, Lesende und Screenreader würden diese Einträge also für okay halten: nutze in den Einträgen den Status okay selbst und entferne diesen eigenen Status",
			  "content/users/robin.md:3: name: muss gleich dem Dateinamen "robin" sein (der Dateiname ist der Profilname), ist aber "Robin"; entferne den Schlüssel oder benenne die Datei um",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:14: bio: לפרופיל ב־Markdown אין מפתח ״bio״: הביו הוא הטקסט שאחרי שורת ה־״---״ הסוגרת; יש להעביר אותו לשם",
			  "content/users/robin.md:6: names: יש כאן 3 רשומות, יותר מ־2 שהאתר מתיר: יש להשאיר את אלה שהכי בשימוש (את מגבלת האתר קובע limits.names)",
			  "content/users/robin.md:4: display_nme: מפתח לא מוכר "display_nme"; אולי הכוונה ל־״display_name״?",
			  "content/users/robin.md:5: website: מפתח לא מוכר "website"; המפתחות המוכרים הם id, name, display_name, bio, links, names, pronouns, fields, avatar_urls, avatar, statuses, flags, timezone, member_title, unlisted, owners, lang, sid, $schema",
			  "content/users/robin.md:9: pronouns[0].status: סטטוס לא מוכר "okey": אינו אחד מחמשת הסטטוסים (favourite, okay, jokingly, friends_only, avoid) ואף לא מהסטטוסים העצמיים של הפרופיל הזה (fine); אולי הכוונה ל־״okay״? אחרת יש להגדיר אותו תחת statuses: עם label ו־counts_as",
			  "content/users/robin.md:12: statuses.fine.label: התווית "Okay" היא שם הסטטוס המובנה okay, כך שקוראים וקוראי מסך יבינו את הרשומות האלה כ־okay: יש להשתמש ברשומות בסטטוס okay עצמו ולהסיר את הסטטוס העצמי הזה",
			  "content/users/robin.md:3: name: צריך להיות זהה לשם הקובץ "robin" (שם הקובץ הוא שם הפרופיל), אבל הוא "Robin"; יש להסיר את המפתח או לשנות את שם הקובץ",
			]
		`);
	});

	test('the text rules, an ID left out, a flag and an avatar address', () => {
		const text = JSON.stringify({
			display_name: 'Robin\u0007',
			names: ['\u200b'],
			flags: ['foo'],
			avatar_urls: ['ftp://example.org/a.png'],
			member_title: 'a\u202eb',
		});
		const said = (words: CheckWords) =>
			problems(words, text).map((issue) =>
				formatIssue(issue).replace(/id: \w{20}$/, 'id: <fresh>'),
			);
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:1: id: erforderlich: Jedes Profil hat eine eigene ID, die sich nie ändert; füge eine hinzu, etwa diese frisch erzeugte: id: <fresh>",
			  "content/users/robin.json:1: display_name: darf keine Steuerzeichen enthalten (unsichtbare Codes, auf die Terminals und Seiten reagieren), und U+0007 ist eins (gefunden: "Robin\\u0007"); entferne es",
			  "content/users/robin.json:1: names[0]: muss ein sichtbares Zeichen enthalten, nicht nur Leerzeichen oder unsichtbare Zeichen (gefunden: "​"); schreibe den Text oder lass den Eintrag weg",
			  "content/users/robin.json:1: avatar_urls[0]: muss eine absolute Adresse mit http:// oder https:// sein (gefunden: "ftp://example.org/a.png")",
			  "content/users/robin.json:1: flags[0]: muss eine der Flaggen sein, die docs/reference/flags.md aufführt (gefunden: "foo")",
			  "content/users/robin.json:1: member_title: darf keine Richtungssteuerzeichen U+202A-202E oder U+2066-2069 enthalten, die den folgenden Text umordnen, und U+202E ist eins (gefunden: "a\\u202eb"); entferne es (die Marken U+200E und U+200F sind erlaubt)",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:1: id: חובה: לכל פרופיל יש מזהה משלו שלעולם אינו משתנה; יש להוסיף אחד, למשל זה שנוצר עכשיו: id: <fresh>",
			  "content/users/robin.json:1: display_name: אסור שיהיו בו תווי בקרה (קודים בלתי נראים שמסופים ודפים מגיבים להם), ו־U+0007 הוא אחד מהם (הערך שנמצא: "Robin\\u0007"); יש להסיר אותו",
			  "content/users/robin.json:1: names[0]: צריך להכיל תו נראה, לא רק רווחים או תווים בלתי נראים (הערך שנמצא: "​"); יש לכתוב את הטקסט או להשמיט את הרשומה",
			  "content/users/robin.json:1: avatar_urls[0]: צריך להיות כתובת מלאה שמתחילה ב־http:// או ב־https:// (הערך שנמצא: "ftp://example.org/a.png")",
			  "content/users/robin.json:1: flags[0]: צריך להיות אחד הדגלים שמופיעים ב־docs/reference/flags.md (הערך שנמצא: "foo")",
			  "content/users/robin.json:1: member_title: אסור שיהיו בו תווי כיווניות U+202A-202E או U+2066-2069, שמשנים את סדר הטקסט שאחריהם, ו־U+202E הוא אחד מהם (הערך שנמצא: "a\\u202eb"); יש להסיר אותו (הסימנים U+200E ו־U+200F מותרים)",
			]
		`);
	});

	test('an ID two files give, with a fresh one to paste', () => {
		const identity = (file: string, name: string) =>
			({ file, nameLine: 1, locate: () => 2, user: { id: 'd4gn7g3p38l77tn1edd0', name } }) as never;
		const issues = checkAcrossProfiles(
			[identity('content/users/robin.md', 'robin'), identity('content/users/sam.md', 'sam')],
			{ words: wordsOf('he') },
		);
		expect(issues.map((issue) => issue.message.replace(/id: \w{20}$/, 'id: <fresh>'))).toEqual([
			'המזהה ״d4gn7g3p38l77tn1edd0״ כבר בשימוש ב־content/users/robin.md; כל מזהה הוא ייחודי: יש לתת לפרופיל הזה מזהה חדש, למשל זה שנוצר עכשיו: id: <fresh>',
		]);
	});

	test("a field's unknown keys, a flag that is neither slug nor object, the keys of the other kind of file, a short ID taken", () => {
		const owner = { id: 'd4gn7g3p38l77tn1edd1', name: 'kit' };
		const said = (words: CheckWords) => {
			const user = JSON.stringify({
				id: 'd4gn7g3p38l77tn1edd0',
				fields: [{ name: 'Me', Okay: ['x'], 'web site': ['y'] }],
				flags: [12],
				unlisted: true,
			});
			const member = JSON.stringify({ id: 'd4gn7g3p38l77tn1edd2', member_title: 'Us' });
			const read = [
				readProfileSource('content/users/robin.json', user),
				readProfileSource('content/users/kit/juniper.json', member),
			];
			const issues = read.flatMap((file, index) => {
				if (!file.ok) throw new Error('unreadable');
				const result = parseProfile(
					file.source,
					index ? 'juniper' : 'robin',
					DEFAULT_LIMITS,
					index ? owner : null,
					() => '',
					words,
				);
				return result.ok ? [] : result.issues;
			});
			const identity = (file: string, id: string) =>
				({ file, locate: () => 3, user: { id, name: 'x' }, sid: 'abcde' }) as never;
			const clashes = sidClashes(
				[
					identity('content/users/robin.md', 'd4gn7g3p38l77tn1edd0'),
					identity('content/users/sam.md', 'd4gn7g3p38l77tn1edd3'),
				],
				() => false,
				words,
			);
			return [...issues, ...clashes].map((issue) =>
				formatIssue(issue).replace(/sid: [a-z]{5}$/, 'sid: <fresh>'),
			);
		};
		expect(said(ENGLISH_CHECK)).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:1: fields[0].Okay: unknown key "Okay": a field holds name and one list per status (the five or one of this profile's own): got ["x"]; did you mean "okay"?",
			  "content/users/robin.json:1: fields[0].web site: unknown key "web site": a field holds name and one list per status (the five or one of this profile's own): got ["y"]",
			  "content/users/robin.json:1: flags[0]: must be the slug of a library flag (such as transgender) or an object with image, name and description: got 12",
			  "content/users/robin.json:1: unlisted: unlisted leaves a member out of its user's page and the lists: only a member file may give it: got true; remove it here",
			  "content/users/kit/juniper.json:1: member_title: member_title names the heading of a user's member list: give it in the user's index.md or index.json, not in a member's file: got "Us"",
			  "content/users/sam.md:3: sid: the short ID "abcde" is also the one of content/users/robin.md; each short ID leads to one profile: give this profile its own, such as this fresh one: sid: <fresh>",
			]
		`);
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:1: fields[0].Okay: unbekannter Schlüssel "Okay": ein Feld hat name und je Status eine Liste (für die fünf oder die eigenen dieses Profils) (gefunden: ["x"]); meintest du „okay“?",
			  "content/users/robin.json:1: fields[0].web site: unbekannter Schlüssel "web site": ein Feld hat name und je Status eine Liste (für die fünf oder die eigenen dieses Profils) (gefunden: ["y"])",
			  "content/users/robin.json:1: flags[0]: muss der Kurzname einer Flagge aus der Bibliothek sein (etwa transgender) oder ein Objekt mit image, name und description (gefunden: 12)",
			  "content/users/robin.json:1: unlisted: unlisted nimmt ein Mitglied aus der Seite seines Profils und aus den Listen heraus: nur die Datei eines Mitglieds kann es angeben (gefunden: true); entferne es hier",
			  "content/users/kit/juniper.json:1: member_title: member_title ist die Überschrift über den Mitgliedern eines Profils: gib es in der index.md oder index.json des Profils an, nicht in der Datei eines Mitglieds (gefunden: "Us")",
			  "content/users/sam.md:3: sid: die Kurz-ID „abcde“ hat auch content/users/robin.md; jede Kurz-ID führt zu genau einem Profil: gib diesem Profil eine eigene, etwa diese frisch erzeugte: sid: <fresh>",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:1: fields[0].Okay: מפתח לא מוכר "Okay": בשדה יש name ורשימה אחת לכל סטטוס (אחד מהחמישה או אחד הסטטוסים של הפרופיל הזה עצמו) (הערך שנמצא: ["x"]); אולי הכוונה ל־״okay״?",
			  "content/users/robin.json:1: fields[0].web site: מפתח לא מוכר "web site": בשדה יש name ורשימה אחת לכל סטטוס (אחד מהחמישה או אחד הסטטוסים של הפרופיל הזה עצמו) (הערך שנמצא: ["y"])",
			  "content/users/robin.json:1: flags[0]: צריך להיות השם הקצר של דגל מהספרייה (למשל transgender) או אובייקט עם image, name ו־description (הערך שנמצא: 12)",
			  "content/users/robin.json:1: unlisted: unlisted מוציא חלק מדף הפרופיל ומהרשימות: רק קובץ של חלק יכול לכלול אותו (הערך שנמצא: true); יש להסיר אותו מכאן",
			  "content/users/kit/juniper.json:1: member_title: member_title הוא הכותרת של רשימת החלקים בפרופיל: יש לכתוב אותו בקובץ index.md או index.json של הפרופיל, ולא בקובץ של חלק (הערך שנמצא: "Us")",
			  "content/users/sam.md:3: sid: המזהה הקצר ״abcde״ שייך גם ל־content/users/robin.md; כל מזהה קצר מוביל לפרופיל אחד: יש לתת לפרופיל הזה מזהה קצר משלו, למשל זה שנוצר עכשיו: sid: <fresh>",
			]
		`);
	});

	test("an image that is not the profile's own file, and a name that reads as another's", async () => {
		const said = async (words: CheckWords) => {
			const image = (avatar: string) =>
				checkAvatar({
					profileFile: '/site/content/users/robin.md',
					avatar,
					contentDir: '/site/content',
					id: 'd4gn7g3p38l77tn1edd0',
					words,
				}).then((result) => (result.ok ? 'accepted' : result.message));
			return [
				await image('https://example.org/a.png'),
				await image('../../secret.png'),
				(await image('./robin.png')).replace(/\(.*\)/, '(<path>)'),
				ownImageProblem('robin.md', 'kit/avatar.png', './kit/avatar.png', words),
				...lookAlikeIssues(
					[{ key: 'alex', file: 'content/users/alex.md' }],
					[{ key: 'aIex', file: 'content/users/aIex.md', line: 1 }],
					words,
				).map(formatIssue),
			];
		};
		expect(await said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "muss ein Pfad relativ zur Profildatei sein, etwa ./avatar.png, ist aber „https://example.org/a.png“",
			  "muss im Ordner content bleiben: „../../secret.png“ zeigt aus ihm heraus; lege das Bild neben die Profildatei",
			  "kein Bild unter „./robin.png“ (<path>); prüfe den Dateinamen",
			  "„./kit/avatar.png“ ist kein eigenes Bild dieses Profils (content/users/kit/avatar.png): ein Avatar muss im eigenen Ordner des Profils liegen oder neben seiner Datei und nach ihm benannt sein (robin.png); das Bild eines anderen Profils darf nur jenes Profil ändern oder löschen: kopiere das Bild nach content/users/robin.png und lass avatar dorthin zeigen",
			  "content/users/aIex.md:1: name: der Name „aIex“ liest sich wie „alex“ (content/users/alex.md): Buchstaben, die sich ähneln (I, l und 1; O und 0; rn und m; vv und w; cl und d; groß wie klein), würden Lesende zur falschen Person schicken: wähle einen Namen, der sich nicht wie ein anderer liest",
			]
		`);
		expect(await said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "צריך להיות נתיב יחסי לקובץ הפרופיל, למשל ./avatar.png, ולא ״https://example.org/a.png״",
			  "צריך להישאר בתוך התיקייה content: ״../../secret.png״ מצביע אל מחוץ לה; יש לשים את התמונה ליד קובץ הפרופיל",
			  "אין תמונה ב־״./robin.png״ (<path>); יש לבדוק את שם הקובץ",
			  "״./kit/avatar.png״ אינה תמונה של הפרופיל הזה עצמו (content/users/kit/avatar.png): אווטאר צריך להיות בתיקייה של הפרופיל, או ליד הקובץ שלו ובשם שלו (robin.png); תמונה של פרופיל אחר רק אותו פרופיל יכול לשנות או למחוק: יש להעתיק את התמונה אל content/users/robin.png ולכוון אליה את avatar",
			  "content/users/aIex.md:1: name: השם ״aIex״ נקרא כמו ״alex״ (content/users/alex.md): אותיות שנראות דומות (I, l ו־1; O ו־0; rn ו־m; vv ו־w; cl ו־d; בכל רישיות) ישלחו קוראים לאדם הלא נכון: יש לבחור שם שאינו נקרא כמו שם של מישהו אחר",
			]
		`);
	});
});

describe("an image's bytes, in German and Hebrew", () => {
	/** What check says of each image, as an avatar, and of the TIFF as a flag image. */
	const said = async (words: CheckWords) => {
		const dir = await mkdtemp(join(tmpdir(), 'check-words-images-'));
		const users = join(dir, 'users');
		await mkdir(join(users, 'robin', 'folder.png'), { recursive: true });
		const png = (width: number, height: number) =>
			sharp({ create: { width, height, channels: 3, background: '#808080' } })
				.png()
				.toBuffer();
		const files: Record<string, Buffer> = {
			'a.tiff': await sharp({
				create: { width: 8, height: 8, channels: 3, background: '#808080' },
			})
				.tiff()
				.toBuffer(),
			'wide.png': await png(10_001, 10),
			'long.png': await png(1001, 100),
			'text.png': Buffer.from('not an image'),
		};
		for (const [name, bytes] of Object.entries(files))
			await writeFile(join(users, 'robin', name), bytes);
		const image = (avatar: string, kind?: 'flag') =>
			checkAvatar({
				profileFile: join(users, 'robin', 'index.md'),
				avatar,
				contentDir: dir,
				id: 'd4gn7g3p38l77tn1edd0',
				words,
				...(kind ? { kind } : {}),
			}).then((result) => (result.ok ? 'accepted' : result.message.replace(/\(.*?\)/, '(…)')));
		const messages = [
			...(await Promise.all(Object.keys(files).map((name) => image(`./${name}`)))),
			await image('./a.tiff', 'flag'),
			await image('./folder.png'),
		];
		await rm(dir, { recursive: true, force: true });
		return messages;
	};

	test('its format, its size in pixels and shape, and a path that is no file', async () => {
		expect(await said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "„./a.tiff“ ist TIFF; ein Avatar muss PNG, JPEG, WebP, GIF oder AVIF sein",
			  "„./wide.png“ hat 10001×10 Pixel; jede Seite darf höchstens 10.000 px lang sein: verkleinere es",
			  "„./long.png“ hat 1001×100 Pixel; die lange Seite darf höchstens 10-mal so lang sein wie die kurze (…): schneide es näher an ein Quadrat zu",
			  "„./text.png“ ist kein lesbares Bild (…); exportiere es neu als PNG, JPEG, WebP, GIF oder AVIF",
			  "„./a.tiff“ ist TIFF; ein Flaggenbild muss PNG, JPEG, WebP, GIF oder AVIF sein",
			  "„./folder.png“ ist ein Ordner, keine Bilddatei; ein Avatar muss eine gewöhnliche Datei neben der Profildatei sein: ersetze es durch das Bild selbst",
			]
		`);
		expect(await said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "״./a.tiff״ בפורמט TIFF; אווטאר חייב להיות בפורמט PNG, JPEG, WebP, GIF או AVIF",
			  "ב־״./wide.png״ יש 10001×10 פיקסלים; כל צלע יכולה להיות לכל היותר 10,000 פיקסלים: יש להקטין אותה",
			  "ב־״./long.png״ יש 1001×100 פיקסלים; הצלע הארוכה יכולה להיות לכל היותר פי 10 מהקצרה (…): יש לחתוך אותה קרוב יותר לריבוע",
			  "״./text.png״ אינה תמונה קריאה (…); יש לייצא אותה מחדש כ־PNG,‏ JPEG,‏ WebP,‏ GIF או AVIF",
			  "״./a.tiff״ בפורמט TIFF; תמונת דגל חייבת להיות בפורמט PNG, JPEG, WebP, GIF או AVIF",
			  "״./folder.png״ — תיקייה, לא קובץ תמונה; אווטאר חייב להיות קובץ רגיל לצד קובץ הפרופיל: יש להחליף אותו בתמונה עצמה",
			]
		`);
		// English as before, but for the list of formats, now said as English lists them.
		expect((await said(wordsOf('en')))[0]).toBe(
			'"./a.tiff" is TIFF; an avatar must be PNG, JPEG, WebP, GIF, or AVIF',
		);
	});
});

describe('the folder rules, in German and Hebrew', () => {
	const said = (words: CheckWords) =>
		findProfiles(
			[
				'alex/member/bee.md',
				'kit/index.md',
				'kit/members/rowan/index.md',
				'kit/members/rowan/members/ivy.md',
				'kit/notes.md',
				'robin.md',
				'robin/members/ash.md',
				'sam/INDEX.md',
				'sam/index.md',
				'tam/index.md',
				'tam/index.json',
				'uma/avatar.png',
			],
			words,
		).problems.map(({ path, message }) => `${path}: ${message}`);

	test('a misspelt members folder, members of a member, a stray file, the folder form, index files', () => {
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "alex/member/bee.md: das Profil eines Mitglieds gehört in den Ordner „members“ (kleingeschrieben, mit „s“), nicht „member“: verschiebe diese Datei nach alex/members/bee.md",
			  "alex: ein Profilordner braucht eine index.md oder index.json; füge eine hinzu oder lass den Ordnernamen mit „_“ beginnen",
			  "kit/notes.md: ein Profilordner enthält ein Profil, seine index.md oder index.json; lass den Namen dieser Datei mit „_“ beginnen, wenn sie kein Profil ist",
			  "kit/members/rowan/members/ivy.md: ein Mitglied hat keine eigenen Mitglieder: nur der Ordner eines Profils enthält einen Ordner members/; verschiebe diese Datei nach kit/members/ oder lass ihren Namen mit „_“ beginnen, wenn sie kein Profil ist",
			  "robin.md: dieses Profil hat Mitglieder (in robin/members/), also muss es in Ordnerform neben ihnen liegen: verschiebe diese Datei nach robin/index.md",
			  "sam: ein Profilordner enthält eine Indexdatei, dieser aber "INDEX.md" und "index.md" (Namen, die sich nur in Groß- und Kleinschreibung unterscheiden, sind unter macOS und Windows eine Datei): führe sie zu einer index.md oder index.json zusammen",
			  "tam: ein Profilordner enthält entweder index.md oder index.json, nicht beide: führe sie zu einer zusammen",
			  "uma: ein Profilordner braucht eine index.md oder index.json; füge eine hinzu oder lass den Ordnernamen mit „_“ beginnen",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "alex/member/bee.md: פרופיל של חלק שייך לתיקייה ״members״ (באותיות קטנות, עם ה־s), לא ״member״: יש להעביר את הקובץ הזה אל alex/members/bee.md",
			  "alex: תיקיית פרופיל צריכה index.md או index.json; יש להוסיף אחד, או להתחיל את שם התיקייה ב־״_״",
			  "kit/notes.md: תיקיית פרופיל מכילה פרופיל אחד, את ה־index.md או ה־index.json שלו; יש להתחיל את שם הקובץ הזה ב־״_״ אם אינו פרופיל",
			  "kit/members/rowan/members/ivy.md: לחלק אין חלקים משלו: רק תיקייה של פרופיל מכילה תיקייה members/; יש להעביר את הקובץ הזה אל kit/members/, או להתחיל את שמו ב־״_״ אם אינו פרופיל",
			  "robin.md: לפרופיל הזה יש חלקים (ב־robin/members/), ולכן הוא צריך להיות בצורת תיקייה, לצדם: יש להעביר את הקובץ הזה אל robin/index.md",
			  "sam: תיקיית פרופיל מכילה קובץ index אחד, אבל זו מכילה "INDEX.md" ו-"index.md" (שמות שנבדלים רק באותיות גדולות וקטנות הם קובץ אחד ב־macOS וב־Windows): יש למזג אותם ל־index.md או index.json אחד",
			  "tam: תיקיית פרופיל מכילה index.md או index.json, לא את שניהם: יש למזג אותם לאחד",
			  "uma: תיקיית פרופיל צריכה index.md או index.json; יש להוסיף אחד, או להתחיל את שם התיקייה ב־״_״",
			]
		`);
	});
});

describe("the reader's YAML hints, in German and Hebrew", () => {
	const FILES = [
		'---\nid: d4gn7g3p38l77tn1edd0\nnames:\n\t- Robin\n---\n',
		'---\nid: d4gn7g3p38l77tn1edd0\npronouns: []\n  - they/them\n---\n',
		'---\nid: d4gn7g3p38l77tn1edd0\ndisplay_name: Robin: the gardener\n---\n',
		'---\nid: d4gn7g3p38l77tn1edd0\ndisplay_name: @robin\n---\n',
		'---\nid: d4gn7g3p38l77tn1edd0\ndisplay_name: "Robin" the gardener\n---\n',
		'---\nid: d4gn7g3p38l77tn1edd0\nHi, I am Robin.\n',
		'id: d4gn7g3p38l77tn1edd0\nnames: [Robin]\n',
		'---js\n{ id: "x" }\n---\n',
	];
	const said = (words: CheckWords) =>
		FILES.map((text) => {
			const read = readProfileSource('content/users/robin.md', text, words);
			return read.ok ? 'read' : read.issues.map(formatIssue).join('\n');
		});

	test('a tab, an empty list with entries, a colon, a reserved start, a quoted start, no closing line, no fences, not YAML', () => {
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:4: ungültiges YAML: Tabulatoren dürfen nicht zum Einrücken verwendet werden, denn YAML rückt nur mit Leerzeichen ein: ersetze den Tabulator in dieser Zeile durch Leerzeichen (2 pro Ebene)",
			  "content/users/robin.md:3: ungültiges YAML: „pronouns: []“ ist eine leere Liste, deshalb gehören die Einträge darunter zu nichts: entferne „[]“, um sie zu behalten („pronouns:“ allein), oder kommentiere sie mit „#“ aus",
			  "content/users/robin.md:3: ungültiges YAML: der Wert von „display_name“ enthält „: “, was YAML als Beginn eines weiteren Schlüssels liest: setze den Wert in doppelte Anführungszeichen: display_name: "Robin: the gardener"",
			  "content/users/robin.md:3: ungültiges YAML: YAML hält „@“ für künftige Zwecke frei und kann keinen Wert lesen, der damit beginnt: setze den ganzen Wert in doppelte Anführungszeichen: display_name: "@robin"",
			  "content/users/robin.md:3: ungültiges YAML: der Wert beginnt mit einem Teil in Anführungszeichen, auf den weiterer Text folgt, und das kann YAML nicht als einen Wert lesen: setze den ganzen Wert in doppelte Anführungszeichen: display_name: "\\"Robin\\" the gardener"",
			  "content/users/robin.md:3: der Frontmatter fehlt die schließende Zeile „---“, deshalb wird dieser Text als YAML gelesen: füge darüber, nach dem letzten Schlüssel, eine Zeile ein, die nur „---“ enthält",
			  "content/users/robin.md:1: diese Datei hat keine Frontmatter: ihre Schlüssel stehen nicht zwischen zwei Zeilen „---“, also würde die ganze Datei als Bio gelesen: füge über dieser Zeile eine Zeile „---“ ein und eine weitere nach dem letzten Schlüssel, vor der Bio",
			  "content/users/robin.md:1: die Frontmatter muss YAML sein, nicht JavaScript; beginne die Datei mit einer einfachen Zeile „---“",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:4: YAML לא תקין: אסור להזיח בתווי טאב, כי YAML מזיח ברווחים בלבד: יש להחליף את הטאב בשורה הזו ברווחים (2 לכל רמה)",
			  "content/users/robin.md:3: YAML לא תקין: ״pronouns: []״ היא רשימה ריקה, ולכן הפריטים שמתחתיה לא שייכים לשום דבר: כדי לשמור אותם יש להסיר את ״[]״ (״pronouns:״ לבד), או להפוך אותם להערה עם ״#״",
			  "content/users/robin.md:3: YAML לא תקין: הערך של ״display_name״ מכיל ״: ״, ש־YAML קורא כתחילתו של מפתח נוסף: יש לשים את הערך במירכאות כפולות: display_name: "Robin: the gardener"",
			  "content/users/robin.md:3: YAML לא תקין: YAML שומר את ״@״ לשימוש עתידי ואינו יכול לקרוא ערך שמתחיל בו: יש לשים את הערך כולו במירכאות כפולות: display_name: "@robin"",
			  "content/users/robin.md:3: YAML לא תקין: הערך מתחיל בחלק שבמירכאות ואחריו עוד טקסט, ו־YAML לא יכול לקרוא זאת כערך אחד: יש לשים את הערך כולו במירכאות כפולות: display_name: "\\"Robin\\" the gardener"",
			  "content/users/robin.md:3: לכותרת הקובץ אין שורת ״---״ סוגרת, ולכן הטקסט הזה נקרא כ־YAML: יש להוסיף מעליו שורה עם ״---״ בלבד, אחרי המפתח האחרון",
			  "content/users/robin.md:1: לקובץ הזה אין כותרת: המפתחות שלו לא נמצאים בין שתי שורות ״---״, ולכן הקובץ כולו ייקרא כביו: יש להוסיף שורת ״---״ מעל השורה הזו, ועוד אחת אחרי המפתח האחרון, לפני הביו",
			  "content/users/robin.md:1: כותרת הקובץ צריכה להיות YAML, לא JavaScript; יש להתחיל את הקובץ בשורה פשוטה של ״---״",
			]
		`);
		// English as before.
		expect(said(wordsOf('en'))[0]).toBe(
			'content/users/robin.md:4: invalid YAML: tab characters must not be used in indentation, as YAML indents with spaces only: replace the tab on this line with spaces (2 per level)',
		);
	});
});

describe("check's closing lines, in each plural form", () => {
	test('the count of problems, warnings and files, and what is valid', () => {
		const lines = (locale: string) => {
			const { check, valid } = reportWords(siteWords(locale));
			const summary = (count: number, files: number, warnings: boolean) =>
				reportSummary(check, count, files, warnings);
			return [
				summary(1, 1, false),
				summary(3, 2, false),
				summary(22, 5, true),
				valid(1, 0),
				valid(5, 0),
				valid(5, 2),
			];
		};
		expect(lines('en')).toEqual([
			'1 problem in 1 file.',
			'3 problems in 2 files.',
			'22 warnings in 5 files.',
			'1 profile is valid.',
			'5 profiles are valid.',
			'5 profiles and 2 members are valid.',
		]);
		expect(lines('de')).toMatchInlineSnapshot(`
			[
			  "1 Problem in 1 Datei.",
			  "3 Probleme in 2 Dateien.",
			  "22 Warnungen in 5 Dateien.",
			  "1 Profil ist gültig.",
			  "5 Profile sind gültig.",
			  "5 Profile und 2 Mitglieder sind gültig.",
			]
		`);
		expect(lines('pl')).toMatchInlineSnapshot(`
			[
			  "1 problem — 1 plik.",
			  "3 problemy — 2 pliki.",
			  "22 ostrzeżenia — 5 plików.",
			  "Poprawne: 1 profil.",
			  "Poprawne: 5 profili.",
			  "Poprawne: 5 profili i 2 osoby z systemu.",
			]
		`);
		expect(lines('he')).toMatchInlineSnapshot(`
			[
			  "בעיה אחת — קובץ אחד.",
			  "3 בעיות — 2 קבצים.",
			  "22 אזהרות — 5 קבצים.",
			  "פרופיל אחד תקין.",
			  "5 פרופילים תקינים.",
			  "5 פרופילים ו־2 חלקים תקינים.",
			]
		`);
	});
});

describe('the name rules, in German and Hebrew', () => {
	const said = (words: CheckWords) => {
		let count = 0;
		const kit = { name: 'kit' };
		const profile = (name: string, ownerUser: { name: string } | null = null) =>
			({
				file: `content/users/${ownerUser ? 'kit/members/' : ''}${name}.md`,
				nameLine: 2,
				locate: () => 1,
				user: { id: `d4gn7g3p38l77tn1e${String(count++).padStart(3, '0')}`, name },
				ownerUser,
			}) as never;
		const names = ['robin', 'd4gn7g3p38l77tn1e000', 'sam', 'sam.json', 'index', 'index.html'];
		const more = ['404.html', 'x.php', 'page.htm', 'a.js', 'b.svg', 'e.mht', 'f.cmd', 'd.swf'];
		const members = ['index.json', 'notes.json', '404.html', '404'];
		return checkAcrossProfiles(
			[
				...[...names, ...more, 'con', 'con.txt', 'rowan.'].map((name) => profile(name)),
				...members.map((name) => profile(name, kit)),
			],
			{ words },
		).map(({ file, message }) => `${file}: ${message}`);
	};

	test('a name that is an ID, an API path taken, names hosts keep, active endings, .json, Windows', () => {
		expect(said(ENGLISH_CHECK)).toMatchInlineSnapshot(`
			[
			  "content/users/d4gn7g3p38l77tn1e000.md: the name "d4gn7g3p38l77tn1e000" is the ID of content/users/robin.md; a reference is looked up as an ID first, so this profile could never be found by name: rename this file",
			  "content/users/sam.json.md: this profile's API file v1/users/sam.json lands on the same path as one of content/users/sam.md (paths are compared ignoring case, as many hosts do): rename this file",
			  "content/users/sam.json.md: the name "sam.json" ends in ".json", and v1/users/sam.json is where the profile "sam" publishes its JSON copy; names may not end in ".json": rename this file, e.g. "sam-json"",
			  "content/users/index.md: the name "index" is one hosts take as their own inside a folder (Cloudflare Pages redirects v1/users/index to v1/users/ when no file is there, so every host answers it as an unknown user), so this user could not be fetched by name: rename this file",
			  "content/users/index.html.md: the name "index.html" would publish v1/users/index.html, and hosts treat .html files as pages (Cloudflare Pages redirects x.html to x, and index.html to its folder), so this profile could not be fetched by its name: rename this file",
			  "content/users/404.html.md: the name "404.html" would publish v1/users/404.html, and Cloudflare Pages answers every unknown user with the nearest 404.html, so this profile would be sent for every unknown user: rename this file",
			  "content/users/x.php.md: the name "x.php" ends in ".php", which web servers run as a server-side script (Apache AddHandler, IIS, Tomcat), so text in the profile would run as code on the server; a name may not have an ending that hosts run or render: rename this file, e.g. "x-php"",
			  "content/users/page.htm.md: the name "page.htm" ends in ".htm", which browsers show as a web page (text/html and its kin), so text in the profile would run as script on the site; a name may not have an ending that hosts run or render: rename this file, e.g. "page-htm"",
			  "content/users/a.js.md: the name "a.js" ends in ".js", which browsers run as JavaScript; a name may not have an ending that hosts run or render: rename this file, e.g. "a-js"",
			  "content/users/b.svg.md: the name "b.svg" ends in ".svg", which hosts serve as XML or SVG: browsers render it and run script in it; a name may not have an ending that hosts run or render: rename this file, e.g. "b-svg"",
			  "content/users/e.mht.md: the name "e.mht" ends in ".mht", which browsers open as a saved web page (MHTML); a name may not have an ending that hosts run or render: rename this file, e.g. "e-mht"",
			  "content/users/f.cmd.md: the name "f.cmd" ends in ".cmd", which Windows or a shell runs as a program when the downloaded file is opened; a name may not have an ending that hosts run or render: rename this file, e.g. "f-cmd"",
			  "content/users/d.swf.md: the name "d.swf" ends in ".swf", which plugins run as a Flash movie; a name may not have an ending that hosts run or render: rename this file, e.g. "d-swf"",
			  "content/users/con.md: the name "con" is the device name "con", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows: rename this file, e.g. "con-profile"",
			  "content/users/con.txt.md: the name "con.txt" starts with the device name "con", which Windows reserves with any extension and in any case (CON, PRN, AUX, NUL, COM0-9, LPT0-9), so its files cannot be checked out or built on Windows: rename this file, e.g. "con-txt"",
			  "content/users/rowan..md: the name "rowan." ends in ".", which Windows drops from file names, so its files would collide with those of "rowan" there; names may not end in "." or a space: rename this file, e.g. "rowan"",
			  "content/users/kit/members/index.json.md: the name "index.json" is taken by v1/user-members/kit/index.json, the list of the members of "kit": rename this file",
			  "content/users/kit/members/notes.json.md: the name "notes.json" ends in ".json", and v1/user-members/kit/index.json is where the members of "kit" are listed, and the API's JSON files end so; names may not end in ".json": rename this file, e.g. "notes-json"",
			  "content/users/kit/members/404.html.md: the name "404.html" is taken by v1/user-members/kit/404.html, the answer for an unknown member of "kit": rename this file",
			  "content/users/kit/members/404.md: the name "404" is one hosts take as their own inside a folder (Cloudflare Pages answers v1/user-members/kit/404 with its not-found page or a redirect), so this member could not be fetched by name: rename this file",
			]
		`);
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "content/users/d4gn7g3p38l77tn1e000.md: der Name „d4gn7g3p38l77tn1e000“ ist die ID von content/users/robin.md; ein Verweis wird zuerst als ID gesucht, also wäre dieses Profil über seinen Namen nie zu finden: benenne diese Datei um",
			  "content/users/sam.json.md: die API-Datei v1/users/sam.json dieses Profils landet auf demselben Pfad wie eine von content/users/sam.md (Pfade werden ohne Beachtung der Groß- und Kleinschreibung verglichen, wie viele Hosts es tun): benenne diese Datei um",
			  "content/users/sam.json.md: der Name „sam.json“ endet auf „.json“: unter v1/users/sam.json veröffentlicht das Profil „sam“ seine JSON-Kopie; Namen dürfen nicht auf „.json“ enden: benenne diese Datei um, z. B. „sam-json“",
			  "content/users/index.md: den Namen „index“ beanspruchen Hosts in einem Ordner für sich (Cloudflare Pages leitet v1/users/index auf v1/users/ um, wenn dort keine Datei liegt, sodass jeder Host ihn wie ein unbekanntes Profil beantwortet), also wäre dieses Profil über seinen Namen nicht abrufbar: benenne diese Datei um",
			  "content/users/index.html.md: der Name „index.html“ würde v1/users/index.html veröffentlichen, und Hosts behandeln .html-Dateien als Seiten (Cloudflare Pages leitet x.html auf x um und index.html auf ihren Ordner), also wäre dieses Profil über seinen Namen nicht abrufbar: benenne diese Datei um",
			  "content/users/404.html.md: der Name „404.html“ würde v1/users/404.html veröffentlichen, und Cloudflare Pages beantwortet jedes unbekannte Profil mit der nächstgelegenen 404.html, also würde dieses Profil für jedes unbekannte Profil ausgeliefert: benenne diese Datei um",
			  "content/users/x.php.md: der Name „x.php“ endet auf „.php“: Webserver führen solche Dateien als serverseitiges Skript aus (Apache AddHandler, IIS, Tomcat), also liefe Text im Profil als Code auf dem Server; ein Name darf keine Endung haben, die Hosts ausführen oder darstellen: benenne diese Datei um, z. B. „x-php“",
			  "content/users/page.htm.md: der Name „page.htm“ endet auf „.htm“: Browser zeigen solche Dateien als Webseite an (text/html und Verwandte), also liefe Text im Profil als Skript auf der Seite; ein Name darf keine Endung haben, die Hosts ausführen oder darstellen: benenne diese Datei um, z. B. „page-htm“",
			  "content/users/a.js.md: der Name „a.js“ endet auf „.js“: Browser führen solche Dateien als JavaScript aus; ein Name darf keine Endung haben, die Hosts ausführen oder darstellen: benenne diese Datei um, z. B. „a-js“",
			  "content/users/b.svg.md: der Name „b.svg“ endet auf „.svg“: Hosts liefern solche Dateien als XML oder SVG aus: Browser stellen sie dar und führen Skripte darin aus; ein Name darf keine Endung haben, die Hosts ausführen oder darstellen: benenne diese Datei um, z. B. „b-svg“",
			  "content/users/e.mht.md: der Name „e.mht“ endet auf „.mht“: Browser öffnen solche Dateien als gespeicherte Webseite (MHTML); ein Name darf keine Endung haben, die Hosts ausführen oder darstellen: benenne diese Datei um, z. B. „e-mht“",
			  "content/users/f.cmd.md: der Name „f.cmd“ endet auf „.cmd“: Windows oder eine Shell startet solche Dateien als Programm, wenn die heruntergeladene Datei geöffnet wird; ein Name darf keine Endung haben, die Hosts ausführen oder darstellen: benenne diese Datei um, z. B. „f-cmd“",
			  "content/users/d.swf.md: der Name „d.swf“ endet auf „.swf“: Plug-ins spielen solche Dateien als Flash-Film ab; ein Name darf keine Endung haben, die Hosts ausführen oder darstellen: benenne diese Datei um, z. B. „d-swf“",
			  "content/users/con.md: der Name „con“ ist der Gerätename „con“, den Windows mit jeder Endung und in jeder Schreibung reserviert (CON, PRN, AUX, NUL, COM0-9, LPT0-9), also lassen sich seine Dateien unter Windows weder auschecken noch bauen: benenne diese Datei um, z. B. „con-profile“",
			  "content/users/con.txt.md: der Name „con.txt“ beginnt mit dem Gerätenamen „con“, den Windows mit jeder Endung und in jeder Schreibung reserviert (CON, PRN, AUX, NUL, COM0-9, LPT0-9), also lassen sich seine Dateien unter Windows weder auschecken noch bauen: benenne diese Datei um, z. B. „con-txt“",
			  "content/users/rowan..md: der Name „rowan.“ endet auf „.“, das Windows in Dateinamen weglässt, also kämen sich seine Dateien dort mit denen von „rowan“ in die Quere; Namen dürfen nicht auf „.“ oder ein Leerzeichen enden: benenne diese Datei um, z. B. „rowan“",
			  "content/users/kit/members/index.json.md: der Name „index.json“ ist schon an v1/user-members/kit/index.json vergeben, die Liste der Mitglieder von „kit“: benenne diese Datei um",
			  "content/users/kit/members/notes.json.md: der Name „notes.json“ endet auf „.json“: unter v1/user-members/kit/index.json stehen die Mitglieder von „kit“, und so enden die JSON-Dateien der API; Namen dürfen nicht auf „.json“ enden: benenne diese Datei um, z. B. „notes-json“",
			  "content/users/kit/members/404.html.md: der Name „404.html“ ist schon an v1/user-members/kit/404.html vergeben, die Antwort auf ein unbekanntes Mitglied von „kit“: benenne diese Datei um",
			  "content/users/kit/members/404.md: den Namen „404“ beanspruchen Hosts in einem Ordner für sich (Cloudflare Pages beantwortet v1/user-members/kit/404 mit seiner Seite „nicht gefunden“ oder einer Weiterleitung), also wäre dieses Mitglied über seinen Namen nicht abrufbar: benenne diese Datei um",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "content/users/d4gn7g3p38l77tn1e000.md: השם ״d4gn7g3p38l77tn1e000״ הוא המזהה של content/users/robin.md; הפניה נבדקת קודם כמזהה, ולכן אי אפשר יהיה למצוא את הפרופיל הזה לפי שמו: יש לשנות את שם הקובץ",
			  "content/users/sam.json.md: קובץ ה־API ‏v1/users/sam.json של הפרופיל הזה נופל על אותו נתיב כמו אחד הקבצים של content/users/sam.md (נתיבים מושווים בלי הבדל בין אותיות גדולות לקטנות, כמו שעושים שרתים רבים): יש לשנות את שם הקובץ",
			  "content/users/sam.json.md: השם ״sam.json״ מסתיים ב־״.json״: ב־v1/users/sam.json הפרופיל ״sam״ מפרסם את עותק ה־JSON שלו; שם לא יכול להסתיים ב־״.json״: יש לשנות את שם הקובץ, למשל ״sam-json״",
			  "content/users/index.md: השם ״index״ הוא אחד מהשמות ששרתים שומרים לעצמם בתוך תיקייה (Cloudflare Pages מפנה את v1/users/index אל v1/users/ כשאין שם קובץ, כך שכל שרת עונה עליו כעל פרופיל לא מוכר), ולכן אי אפשר יהיה לקבל את הפרופיל הזה לפי שמו: יש לשנות את שם הקובץ",
			  "content/users/index.html.md: השם ״index.html״ יפרסם את v1/users/index.html – שרתים מתייחסים לקובצי ‎.html כאל דפים (Cloudflare Pages מפנה את x.html אל x, ואת index.html אל התיקייה שלו), ולכן אי אפשר יהיה לקבל את הפרופיל הזה לפי שמו: יש לשנות את שם הקובץ",
			  "content/users/404.html.md: השם ״404.html״ יפרסם את v1/users/404.html – Cloudflare Pages עונה על כל פרופיל לא מוכר בקובץ 404.html הקרוב ביותר, ולכן הפרופיל הזה יישלח במקום כל פרופיל לא מוכר: יש לשנות את שם הקובץ",
			  "content/users/x.php.md: השם ״x.php״ מסתיים ב־״.php״: שרתי אינטרנט מריצים קבצים כאלה כסקריפט בצד השרת (Apache AddHandler,‏ IIS,‏ Tomcat), ולכן טקסט בפרופיל ירוץ כקוד בשרת; לשם אסור שתהיה סיומת ששרתים מריצים או מציגים: יש לשנות את שם הקובץ, למשל ״x-php״",
			  "content/users/page.htm.md: השם ״page.htm״ מסתיים ב־״.htm״: דפדפנים מציגים קבצים כאלה כדף אינטרנט (text/html וקרוביו), ולכן טקסט בפרופיל ירוץ כסקריפט באתר; לשם אסור שתהיה סיומת ששרתים מריצים או מציגים: יש לשנות את שם הקובץ, למשל ״page-htm״",
			  "content/users/a.js.md: השם ״a.js״ מסתיים ב־״.js״: דפדפנים מריצים קבצים כאלה כ־JavaScript; לשם אסור שתהיה סיומת ששרתים מריצים או מציגים: יש לשנות את שם הקובץ, למשל ״a-js״",
			  "content/users/b.svg.md: השם ״b.svg״ מסתיים ב־״.svg״: שרתים מגישים קבצים כאלה כ־XML או SVG: דפדפנים מציגים אותם ומריצים את הסקריפטים שבתוכם; לשם אסור שתהיה סיומת ששרתים מריצים או מציגים: יש לשנות את שם הקובץ, למשל ״b-svg״",
			  "content/users/e.mht.md: השם ״e.mht״ מסתיים ב־״.mht״: דפדפנים פותחים קבצים כאלה כדף אינטרנט שמור (MHTML); לשם אסור שתהיה סיומת ששרתים מריצים או מציגים: יש לשנות את שם הקובץ, למשל ״e-mht״",
			  "content/users/f.cmd.md: השם ״f.cmd״ מסתיים ב־״.cmd״: Windows או מעטפת מריצים קבצים כאלה כתוכנה כשהקובץ שהורד נפתח; לשם אסור שתהיה סיומת ששרתים מריצים או מציגים: יש לשנות את שם הקובץ, למשל ״f-cmd״",
			  "content/users/d.swf.md: השם ״d.swf״ מסתיים ב־״.swf״: תוספים מנגנים קבצים כאלה כסרטון Flash; לשם אסור שתהיה סיומת ששרתים מריצים או מציגים: יש לשנות את שם הקובץ, למשל ״d-swf״",
			  "content/users/con.md: השם ״con״ הוא שם ההתקן ״con״, שהוא שם שמור ב־Windows עם כל סיומת ובכל רישיות (CON, PRN, AUX, NUL, COM0-9, LPT0-9), ולכן אי אפשר לשלוף או לבנות את הקבצים שלו ב־Windows: יש לשנות את שם הקובץ, למשל ״con-profile״",
			  "content/users/con.txt.md: השם ״con.txt״ מתחיל בשם ההתקן ״con״, שהוא שם שמור ב־Windows עם כל סיומת ובכל רישיות (CON, PRN, AUX, NUL, COM0-9, LPT0-9), ולכן אי אפשר לשלוף או לבנות את הקבצים שלו ב־Windows: יש לשנות את שם הקובץ, למשל ״con-txt״",
			  "content/users/rowan..md: השם ״rowan.״ מסתיים ב־״.״, שנשמט משמות קבצים ב־Windows, ולכן הקבצים שלו יתנגשו שם בקבצים של ״rowan״; שם לא יכול להסתיים ב־״.״ או ברווח: יש לשנות את שם הקובץ, למשל ״rowan״",
			  "content/users/kit/members/index.json.md: השם ״index.json״ כבר תפוס על ידי v1/user-members/kit/index.json, רשימת החלקים של ״kit״: יש לשנות את שם הקובץ",
			  "content/users/kit/members/notes.json.md: השם ״notes.json״ מסתיים ב־״.json״: ב־v1/user-members/kit/index.json רשומים החלקים של ״kit״, וכך מסתיימים קובצי ה־JSON של ה־API; שם לא יכול להסתיים ב־״.json״: יש לשנות את שם הקובץ, למשל ״notes-json״",
			  "content/users/kit/members/404.html.md: השם ״404.html״ כבר תפוס על ידי v1/user-members/kit/404.html, התשובה לחלק לא מוכר של ״kit״: יש לשנות את שם הקובץ",
			  "content/users/kit/members/404.md: השם ״404״ הוא אחד מהשמות ששרתים שומרים לעצמם בתוך תיקייה (Cloudflare Pages עונה על v1/user-members/kit/404 בדף ״לא נמצא״ שלו או בהפניה), ולכן אי אפשר יהיה לקבל את החלק הזה לפי שמו: יש לשנות את שם הקובץ",
			]
		`);
	});
});

describe("the fast build's fall-back line, in German and Hebrew", () => {
	const recorded = {
		packageVersion: '0.2.0',
		packageCode: 'a',
		runtime: 'astro 5, node 22',
		siteCode: 'a',
		words: 'a',
		options: 'a',
		publicFiles: 'a',
	};
	const said = (words: CheckWords) => [
		fullBuildReason(undefined, recorded, words),
		...Object.keys(recorded).map((part) =>
			fullBuildReason(
				recorded,
				{ ...recorded, [part]: part === 'packageVersion' ? '0.3.0' : 'b' },
				words,
			),
		),
	];

	test('no record, then each part that changed', () => {
		// English as before: test/integration/fast-build/fall-back.test.ts holds its lines.
		expect(said(ENGLISH_CHECK).slice(0, 2)).toEqual([
			'full build: no earlier full build recorded',
			'full build: staticnouns was updated (0.2.0 → 0.3.0)',
		]);
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "vollständiger Build: kein früherer vollständiger Build aufgezeichnet",
			  "vollständiger Build: staticnouns wurde aktualisiert (0.2.0 → 0.3.0)",
			  "vollständiger Build: der Code von staticnouns hat sich geändert",
			  "vollständiger Build: Astro oder Node wurde aktualisiert",
			  "vollständiger Build: der Code der Seite hat sich geändert (src/, astro.config, package.json, tsconfig.json oder die Lockdatei)",
			  "vollständiger Build: die Wörter der Seite haben sich geändert (src/content/i18n/)",
			  "vollständiger Build: die Optionen der Seite haben sich geändert (astro.config)",
			  "vollständiger Build: public/ hat sich geändert",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "בנייה מלאה: לא נרשמה בנייה מלאה קודמת",
			  "בנייה מלאה: staticnouns עודכן מ־0.2.0 ל־0.3.0",
			  "בנייה מלאה: הקוד של staticnouns השתנה",
			  "בנייה מלאה: Astro או Node עודכנו",
			  "בנייה מלאה: הקוד של האתר השתנה (src/, astro.config, package.json, tsconfig.json או קובץ הנעילה)",
			  "בנייה מלאה: המילים של האתר השתנו (src/content/i18n/)",
			  "בנייה מלאה: האפשרויות של האתר השתנו (astro.config)",
			  "בנייה מלאה: public/ השתנתה",
			]
		`);
	});
});

describe("the reader's JSON problems, in German and Hebrew", () => {
	const FILES = [
		'',
		'{"id": "x",}',
		'{"id": "x" "names": []}',
		'{"id": "x", "id": "y"}',
		'{"id": "x"} // me',
	];
	const said = (words: CheckWords) =>
		FILES.map((text) => {
			const read = readProfileSource('content/users/robin.json', text, words);
			return read.ok ? 'read' : read.issues.map(formatIssue).join('\n');
		});

	test('an empty file, a trailing comma, a missing comma, a key twice, a comment', () => {
		expect(said(wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:1: ungültiges JSON: die Datei ist leer",
			  "content/users/robin.json:1: ungültiges JSON: Schlüssel in „Anführungszeichen“ erwartet (kein Komma vor „}“)",
			  "content/users/robin.json:1: ungültiges JSON: „,“ zwischen den Einträgen erwartet",
			  "content/users/robin.json:1: ungültiges JSON: der Schlüssel „id“ kommt in einem Objekt zweimal vor",
			  "content/users/robin.json:1: ungültiges JSON: Kommentare sind in JSON nicht erlaubt",
			]
		`);
		expect(said(wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.json:1: JSON לא תקין: הקובץ ריק",
			  "content/users/robin.json:1: JSON לא תקין: היה צפוי מפתח ״במירכאות״ (בלי פסיק לפני ״}״)",
			  "content/users/robin.json:1: JSON לא תקין: היה צפוי ״,״ בין הפריטים",
			  "content/users/robin.json:1: JSON לא תקין: המפתח ״id״ מופיע פעמיים באותו אובייקט",
			  "content/users/robin.json:1: JSON לא תקין: אסור לכתוב הערות ב־JSON",
			]
		`);
		expect(said(wordsOf('en'))).toEqual([
			'content/users/robin.json:1: invalid JSON: the file is empty',
			'content/users/robin.json:1: invalid JSON: expected a "quoted" key (no trailing comma before "}")',
			'content/users/robin.json:1: invalid JSON: expected "," between entries',
			'content/users/robin.json:1: invalid JSON: the key "id" appears twice in one object',
			'content/users/robin.json:1: invalid JSON: comments are not allowed in JSON',
		]);
	});
});

describe("the reader's own words: layout, values, engine reasons and counts (#42)", () => {
	/** What the reader says of `text` as robin.md, in `words`: its problems, or its notes. */
	const read = (text: string, words: CheckWords) => {
		const result = readProfileSource('content/users/robin.md', text, words);
		if (!result.ok) return result.issues.map(formatIssue);
		const { valueIssues = [], layoutIssues = [] } = result.source;
		return [...valueIssues, ...layoutIssues].map((issue) => `${issue.line}: ${issue.message}`);
	};
	const ID = 'id: d4gn7g3p38l77tn1edd0';

	test('a list entry too far left, with the count in its plural form', () => {
		const dash = `---\n${ID}\nnames:\n    - Robin\n  - Rob\n---\n`;
		expect(read(dash, ENGLISH_CHECK)).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:5: invalid YAML: this entry's "- " is 2 spaces too far left of the "- " of the entry above (line 4), so it belongs to neither: put it exactly under that one: "    - Rob"",
			]
		`);
		expect(read(dash, wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:5: ungültiges YAML: das „- “ dieses Eintrags steht 2 Leerzeichen zu weit links vom „- “ des Eintrags darüber (Zeile 4), gehört also zu keinem von beiden: setz es genau darunter: "    - Rob"",
			]
		`);
		const key = `---\n${ID}\nnames:\n  - name: Robin\n status: okay\n---\n`;
		expect(read(key, wordsOf('pl'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:5: nieprawidłowy YAML: „status:” należy do wpisu, który zaczyna się w wierszu 4 („name:”), ale jest o 3 spacje za bardzo w lewo: ustaw go dokładnie pod „name:”: "    status: okay"",
			]
		`);
	});

	test('a value YAML reads otherwise than typed, in German and Japanese', () => {
		const text = `---\n${ID}\ndisplay_name: Alex #1 fan\npronouns:\n  - no\n---\n`;
		expect(read(text, wordsOf('de'))).toMatchInlineSnapshot(`
			[
			  "3: YAML liest den Text nach „ #“ als Kommentar und lässt ihn weg, dieser Wert ist also "Alex": gehört "#1 fan" dazu, setz den ganzen Wert in doppelte Anführungszeichen: display_name: "Alex #1 fan"; ist es eine Notiz, schreib sie in eine eigene Zeile",
			  "5: viele YAML-Leser (YAML 1.1, wie viele Editoren und Werkzeuge es lesen) lesen das no ohne Anführungszeichen als true oder false (einen Ja-Nein-Wert), nicht als den Text "no": setz es in doppelte Anführungszeichen, damit jeder Leser den Text behält: - "no"",
			]
		`);
		expect(read(text, wordsOf('ja'))).toMatchInlineSnapshot(`
			[
			  "3: YAMLは「 #」の後のテキストをコメントとして読み、捨てます。そのため、この値は"Alex"になります。"#1 fan"も値の一部なら、値全体を二重引用符で囲んでください：display_name: "Alex #1 fan"。メモなら、別の行に移してください",
			  "5: 多くのYAMLの読み取り（多くのエディターやツールが使うYAML 1.1）は、引用符なしのnoをテキスト"no"ではなくtrue か false（はい・いいえの値）として読みます。どの読み取りでもテキストのままになるよう、二重引用符で囲んでください：- "no"",
			]
		`);
	});

	test('empty lines before the front matter, two of them in Hebrew', () => {
		expect(read(`\n\n---\n${ID}\n---\n`, wordsOf('he'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:1: כותרת הקובץ צריכה להתחיל בשורה הראשונה של הקובץ, ב־״---״: יש למחוק את שתי השורות הריקות שמעל ה־״---״ שבשורה 3",
			]
		`);
	});

	test("the YAML engine's reason, known or not, in French", () => {
		expect(read(`---\n${ID}\nbio: "open\n---\n`, wordsOf('fr'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:4: YAML invalide : un texte entre guillemets doubles n’est pas refermé",
			]
		`);
		expect(read(`---\n${ID}\nx: |0\n a\n---\n`, wordsOf('fr'))).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:3: YAML invalide : le lecteur YAML s’est arrêté ici (bad explicit indentation width of a block scalar; it cannot be less than one)",
			]
		`);
	});

	test('one list of a field over limits.fieldEntries, in German', () => {
		const entries = Array.from({ length: 101 }, (_, at) => `      - w${at}`).join('\n');
		const text = `---\n${ID}\nfields:\n  - name: Me\n    okay:\n${entries}\n---\n`;
		const read = readProfileSource('content/users/robin.md', text);
		if (!read.ok) throw new Error('unreadable');
		const result = parseProfile(
			read.source,
			'robin',
			DEFAULT_LIMITS,
			null,
			() => '',
			wordsOf('de'),
		);
		expect(result.ok ? [] : result.issues.map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "content/users/robin.md:5: fields[0].okay: hat in seinen Listen zusammen 101 Einträge, mehr als die 100, die die Website in einem Feld erlaubt: behalte die wichtigsten (die Grenze der Website setzt limits.fieldEntries)",
			]
		`);
	});

	test('a file that is no UTF-8 text, in German and Swedish', () => {
		const utf16 = Buffer.from([0xff, 0xfe, 0x69, 0x00]);
		const broken = Buffer.from('id: x\nname: \xff', 'latin1');
		expect([decodeProfileText(utf16, wordsOf('de')), decodeProfileText(broken, wordsOf('sv'))])
			.toMatchInlineSnapshot(`
			[
			  {
			    "line": 1,
			    "message": "die Datei ist als UTF-16 gespeichert (sie beginnt mit einer UTF-16-Bytereihenfolgemarke); Profile sind UTF-8: speichere die Datei als UTF-8",
			    "ok": false,
			  },
			  {
			    "line": 2,
			    "message": "ogiltig UTF-8 (byte 13 / rad 2); profiler är UTF-8-text: spara filen som UTF-8",
			    "ok": false,
			  },
			]
		`);
	});

	test('a report past its cap counts the rest in the language', () => {
		const issues = Array.from({ length: 5 }, (_, at) => ({
			file: 'content/users/robin.md',
			line: at + 1,
			path: `k${at}`,
			message: 'x',
		}));
		const de = wordsOf('de');
		expect(capIssues(issues, 2, de).at(-1)?.message).toMatchInlineSnapshot(
			`"… und 3 weitere Probleme in dieser Datei"`,
		);
		expect(formatReport(issues, 3, wordsOf('pl')).split('\n').at(-2)).toMatchInlineSnapshot(
			`"… i jeszcze 2 problemy (raport pokazuje pierwsze 3)"`,
		);
	});
});
