/**
 * Keys a person chooses that are named like Object.prototype's members
 * (issue 44 point 4): in every keyed input they are keys like any other,
 * never looked up through the prototype chain, and `__proto__` is refused
 * with its line wherever it is written.
 */
import { describe, expect, test } from 'vitest';
import { fromPronounsCc } from '../../../src/authoring/imports/pronouns-cc.ts';
import { chooseProfile, fromPronounsPage } from '../../../src/authoring/imports/pronouns-page.ts';
import { fromPluralKit } from '../../../src/authoring/imports/pluralkit.ts';
import { countProblems } from '../../../src/authoring/imports/bounds.ts';
import { editSource, formFromSource } from '../../../src/editor/source-edit.ts';
import { readProfileSource } from '../../../src/content/read/reader.ts';
import { parseProfile } from '../../../src/content/validate/profile-file.ts';
import { checkSiteWords } from '../../../src/views/i18n/site-words.ts';
import { DEFAULT_LIMITS } from '../../../src/schemas/profile-limits.ts';
import { formResult } from '../../../src/editor/form-file.ts';
import { en } from '../../../src/views/i18n/en.ts';

const NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;
const ID = 'd4gn7g3p38l77tn1edd0';

describe.each(NAMES)('a key called %s', (name) => {
	const key = name.toLowerCase();
	const file = [
		'---',
		`id: ${ID}`,
		'statuses:',
		`  ${key}: { label: Mine ${name}, counts_as: friends_only }`,
		'names:',
		`  - { name: Robin, status: ${key} }`,
		'pronouns:',
		`  - { pronouns: they/them, status: ${key} }`,
		'fields:',
		`  - name: ${name}`,
		`    ${key}: [pal]`,
		'    okay: [friend]',
		`links: [https://example.org/${name}]`,
		'---',
		'',
	].join('\n');

	test('an own status, its field list, a field and a link are read and checked as any other', () => {
		const read = readProfileSource('content/users/robin.md', file);
		if (!read.ok) throw new Error(JSON.stringify(read.issues));
		const parsed = parseProfile(read.source, 'robin');
		if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
		expect(Object.keys(parsed.profile.rich.statuses)).toEqual([key]);
		expect(parsed.profile.rich.names[0]).toEqual({ value: 'Robin', status: key });
		expect(parsed.profile.rich.fields[0]!.entries).toEqual([
			{ value: 'friend', status: 'okay' },
			{ value: 'pal', status: key },
		]);
	});

	test('a status the file does not define is refused, not found on Object', () => {
		const read = readProfileSource(
			'content/users/robin.md',
			`---\nid: ${ID}\nnames:\n  - { name: Robin, status: ${key} }\n---\n`,
		);
		if (!read.ok) throw new Error(JSON.stringify(read.issues));
		const parsed = parseProfile(read.source, 'robin');
		expect(parsed.ok).toBe(false);
	});

	test("the editor keeps it when the member changes only the display name (editSource's lists)", () => {
		const form = formFromSource(file, 'content/users/robin.md');
		if (!form) throw new Error('no form');
		form.display_name = 'Robin R.';
		const edited = editSource(file, 'content/users/robin.md', form);
		expect(edited).toContain(`${key}: [pal]`);
		expect(edited).toContain(`  ${key}: { label: Mine ${name}, counts_as: friends_only }`);
		expect(edited).toContain('display_name: Robin R.');
	});

	test("the editor's checked form writes it as a list of its own (form.ts)", () => {
		const form = formFromSource(file, 'content/users/robin.md');
		if (!form) throw new Error('no form');
		form.name = 'robin';
		const result = formResult(
			form,
			{ contentPath: 'content', user: null, file: null },
			DEFAULT_LIMITS,
			en['editorScript.nameRule'],
		);
		if (!result.ok) throw new Error(JSON.stringify(result.issues));
		expect(result.text).toMatch(new RegExp(`${key}:\\n\\s+- pal`));
	});

	test('a library flag of that name is refused as any unknown slug', () => {
		const read = readProfileSource(
			'content/users/robin.md',
			`---\nid: ${ID}\nflags: [${name}]\n---\n`,
		);
		if (!read.ok) throw new Error(JSON.stringify(read.issues));
		const parsed = parseProfile(read.source, 'robin');
		expect(parsed.ok).toBe(false);
		if (!parsed.ok) expect(parsed.issues[0]!.path).toBe('flags[0]');
	});

	test('a site word of that name is an unknown key', () => {
		const words = checkSiteWords('words/en.json', 'en', { [name]: 'x' }, () => 1);
		expect(words.errors.map((error) => error.path)).toEqual([name]);
		expect(Object.keys(words.own)).toEqual([]);
	});

	test('a pronouns.cc custom preference labelled so becomes an own status, its entries a list of that key', () => {
		const uuid = '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
		const made = fromPronounsCc({
			id: 'cmk3e2vdr8ug6oqkqf5g',
			name: 'ash',
			custom_preferences: { [uuid]: { tooltip: name } },
			fields: [{ name, entries: [{ value: 'pal', status: uuid }] }],
			names: [{ value: 'Ash', status: name }],
			links: [`https://example.org/${name}`],
		});
		expect(made.user.data.statuses).toEqual({ [key]: { label: name, counts_as: 'friends_only' } });
		expect(made.user.data.fields[0]).toMatchObject({ name, own: { [key]: ['pal'] } });
		// An entry's status of that name that is no preference: left out, said in the report.
		expect(made.user.data.names).toEqual([]);
		expect(made.notes).toContain(
			`the user "ash": names[0] "Ash" has the status "${name}", which is neither pronouns.cc's nor one of its custom preferences; not kept (what it means is not known)`,
		);
	});

	test('a pronouns.page custom opinion and word column so named', () => {
		const given = {
			id: 'x1',
			username: 'ash',
			profiles: {
				en: {
					opinions: { [name]: { icon: name, description: name } },
					words: [{ header: name, values: [{ value: 'pal', opinion: name }] }],
					names: [{ value: 'Ash', opinion: name }],
				},
			},
		};
		const chosen = chooseProfile(given, undefined);
		if ('problem' in chosen) throw new Error(chosen.problem);
		const made = fromPronounsPage(given, chosen);
		expect(made.user.data.names).toEqual([{ name: 'Ash', status: key }]);
		expect(made.user.data.fields[0]).toMatchObject({ name, own: { [key]: ['pal'] } });
	});

	test('a PluralKit member so named, and its privacy keys', () => {
		const made = fromPluralKit({
			id: 'exmpl',
			name: `${name} system`,
			members: [{ id: 'abcde', name, privacy: { [name]: 'private' } }],
		});
		expect(made.members[0]!.name).toBe(key);
		expect(made.members[0]!.data.names).toEqual([{ name, status: 'okay' }]);
	});

	test('the import counts read own lists only', () => {
		expect(
			countProblems({ [name]: new Array(1000).fill(0) }, 'pronouns.cc', DEFAULT_LIMITS),
		).toEqual([]);
	});
});

describe('__proto__', () => {
	test('is refused with its line as a status, a field list and a site word', () => {
		const read = readProfileSource(
			'content/users/robin.json',
			`{"id": "${ID}",\n"statuses": {"__proto__": {"label": "x", "counts_as": "okay"}},\n"fields": [{"name": "a", "__proto__": ["x"]}]}`,
		);
		expect(read.ok).toBe(false);
		if (!read.ok)
			expect(read.issues.map((issue) => [issue.line, issue.path])).toEqual([
				[2, 'statuses.__proto__'],
				[3, 'fields[0].__proto__'],
			]);
		const words = checkSiteWords('words/en.json', 'en', JSON.parse('{"__proto__": "x"}'), () => 1);
		expect(words.errors).toHaveLength(1);
		expect(({} as Record<string, unknown>)['x']).toBeUndefined();
	});

	test('as an import label, its key is made of its letters', () => {
		const made = fromPronounsCc({
			id: 'cmk3e2vdr8ug6oqkqf5g',
			name: 'ash',
			custom_preferences: { a: { tooltip: '__proto__' } },
		});
		expect(Object.keys(made.user.data.statuses ?? {})).toEqual(['proto']);
	});
});
