/**
 * #42 point 5: a site adds its own language's pronoun table (src/content/pronouns/<locale>.json),
 * checked at its lines as the site's own words are, and read by the same lookup as the bundled
 * tables, so a Catalan site's sets get their forms and example sentences.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { formatIssue } from '../../../src/content/issues.ts';
import { useSiteTable } from '../../../src/views/pronouns/languages/index.ts';
import {
	pronounDisplayText,
	pronounSetOfSlug,
	pronounSlug,
} from '../../../src/views/pronouns/pronouns.ts';
import { readSitePronouns, siteTable } from '../../../src/views/pronouns/site-table.ts';

const CATALAN = {
	forms: { subject: 'Subjecte', object: 'Complement directe', adjective: 'Adjectiu' },
	address: 2,
	title: 1,
	sets: [
		{ subject: 'ell', object: 'el', adjective: 'content' },
		{ subject: 'ella', object: 'la', adjective: 'contenta' },
		{ subject: 'elli', object: 'li', adjective: 'contentx' },
	],
	examples: ['Crec que {subject} està {adjective}.', '{^subject} ha vingut avui.'],
};

const root = mkdtempSync(join(tmpdir(), 'site-pronouns-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const site = (locale: string, text: string) => {
	mkdirSync(join(root, 'src/content/pronouns'), { recursive: true });
	writeFileSync(join(root, `src/content/pronouns/${locale}.json`), text);
	return readSitePronouns(root, locale);
};

describe("a site's own pronoun table", () => {
	test('none: nothing to read, nothing wrong', () => {
		expect(readSitePronouns(root, 'eu')).toEqual({ errors: [] });
	});

	test("gives a Catalan site's sets their forms, title and sentences, ahead of the bundled tables", () => {
		const read = site('ca', JSON.stringify(CATALAN, null, 2));
		expect(read.errors).toEqual([]);
		useSiteTable(siteTable('ca', read.table!));
		expect(pronounSlug('Elli', 'ca')).toEqual(['elli', 'li']);
		expect(pronounDisplayText({ pronouns: 'elli/li', display_text: null }, 'ca')).toBe('elli');
		const page = pronounSetOfSlug(['elli', 'li'], 'ca');
		expect([page.title, page.formsLang, page.forms?.map((form) => form.text)]).toEqual([
			'elli',
			undefined,
			['elli', 'li', 'contentx'],
		]);
		expect(page.examples.map((parts) => parts.map((part) => part.text).join(''))).toEqual([
			'Crec que elli està contentx.',
			'Elli ha vingut avui.',
		]);
		// Another site's language still reads English's they/them first.
		expect(pronounSetOfSlug(['they', 'them', 'their', 'theirs', 'themself'], 'ca').formsLang).toBe(
			'en',
		);
	});

	test('a wrong file: each problem at its line with the fix', () => {
		const wrong = {
			forms: { subject: 'Subjecte', Object: 'Objecte' },
			title: 3,
			sets: [{ subject: 'ell' }, { subject: 'ella', objecte: 'la' }],
			examples: ['Crec que {subjecte} és amable.'],
			colour: 'red',
		};
		expect(site('ca', JSON.stringify(wrong, null, 2)).errors.map(formatIssue))
			.toMatchInlineSnapshot(`
			[
			  "src/content/pronouns/ca.json:19: colour: unknown key "colour"; known keys are forms, address, title, sets, examples",
			  "src/content/pronouns/ca.json:4: forms.Object: the form's name "Object" must start with a lowercase letter and hold only a-z, 0-9 and "_", at most 30 characters: got "Objecte"; rename it (such as subject), here and in the sets and sentences",
			  "src/content/pronouns/ca.json:6: title: must be at most 2, the number of forms named under forms: got 3",
			  "src/content/pronouns/ca.json:8: sets[0]: has no "Object": give every form named under forms: got {"subject":"ell"}",
			  "src/content/pronouns/ca.json:11: sets[1]: has no "Object": give every form named under forms: got {"subject":"ella","objecte":"la"}",
			  "src/content/pronouns/ca.json:17: examples[0]: {subjecte} is no form named under forms (subject, Object): got "Crec que {subjecte} és amable."",
			]
		`);
	});

	test('a file of the wrong shape is said at its lines, never read as a table', () => {
		const said = (data: unknown) => site('ca', JSON.stringify(data)).errors.map(formatIssue);
		expect(said({ forms: 5, sets: 'x', examples: 3, colour: 1 })).toMatchInlineSnapshot(`
			[
			  "src/content/pronouns/ca.json:1: forms: must be an object (key: value pairs), not a number: got 5",
			  "src/content/pronouns/ca.json:1: sets: must be a list, not a string (write each entry on its own "- " line): got "x"",
			  "src/content/pronouns/ca.json:1: examples: must be a list, not a number (write each entry on its own "- " line): got 3",
			  "src/content/pronouns/ca.json:1: colour: unknown key "colour"; known keys are forms, address, title, sets, examples",
			]
		`);
		expect(said({ forms: {}, sets: [1, null] })).toMatchInlineSnapshot(`
			[
			  "src/content/pronouns/ca.json:1: forms: must name 1 to 12 forms, e.g. { "subject": "Subject" }: got {}",
			  "src/content/pronouns/ca.json:1: sets[0]: must be an object (key: value pairs), not a number: got 1",
			  "src/content/pronouns/ca.json:1: sets[1]: must be an object (key: value pairs), not null: got null",
			]
		`);
		expect(said([])).toMatchInlineSnapshot(`
			[
			  "src/content/pronouns/ca.json:1: must be an object (key: value pairs), not a list: got []",
			]
		`);
	});

	test('a file past its bounds or not JSON is refused, never read as a table', () => {
		const many = { ...CATALAN, sets: Array.from({ length: 201 }, () => CATALAN.sets[0]) };
		expect(site('ca', JSON.stringify(many)).errors.map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "src/content/pronouns/ca.json:1: sets: must list at most 200 sets; keep the ones your community uses most",
			]
		`);
		expect(site('ca', '{ "forms": ').errors.map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "src/content/pronouns/ca.json:1: invalid JSON: expected a value (is there a trailing comma?)",
			]
		`);
		expect(site('ca', 'x'.repeat(300 * 1024)).errors.map(formatIssue)).toMatchInlineSnapshot(`
			[
			  "src/content/pronouns/ca.json: is 307200 bytes, more than the 262144 a pronoun table may have: make it a plain JSON file",
			]
		`);
	});
});
