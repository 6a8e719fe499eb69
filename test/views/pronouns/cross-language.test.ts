import { describe, expect, test } from 'vitest';
import { pronounPages, profileView } from '../../../src/views/pages.ts';
import { searchPeople } from '../../../src/views/search/search.ts';
import { siteUser, siteUsers } from '../../helpers/model.ts';
import { makeUser } from '../../helpers/users.ts';
import { PRONOUN_TABLES, tablesInOrder } from '../../../src/views/pronouns/languages/index.ts';
import {
	expandPronouns,
	pronounSetOfSlug,
	pronounSlug,
	shortSlugs,
} from '../../../src/views/pronouns/pronouns.ts';

describe('each set in its own language', () => {
	test.each([
		['de', 'they/them', 'they/them/their/theirs/themself', 'en'],
		['en', 'sie/ihr', 'sie/ihr/sie/ihr', 'de'],
		['de', 'iel', 'iel/lea/iel', 'fr'],
		['ja', 'she/her', 'she/her/her/hers/herself', 'en'],
		['he', 'xier', 'xier/xiem/xien/xies', 'de'],
	])('%s site: %j is the %s set of the %s table', (site, entry, key, lang) => {
		const slug = pronounSlug(entry, site)!;
		expect(slug.join('/')).toBe(key);
		const view = pronounSetOfSlug(slug, site);
		expect([view.tableLang, view.formsLang, view.examples.length > 0]).toEqual([lang, lang, true]);
	});

	test('a set of the site language is not marked', () => {
		const view = pronounSetOfSlug(pronounSlug('sie/ihr', 'de-AT')!, 'de-AT');
		expect([view.tableLang, view.formsLang, view.formsDir]).toEqual(['de', undefined, undefined]);
	});

	test('only a set in no table has no forms', () => {
		for (const site of ['en', 'de', 'he', 'ja']) {
			expect(expandPronouns('any', site)).toBeUndefined();
			expect(pronounSetOfSlug(['any'], site)).toEqual({
				title: 'any',
				forms: undefined,
				examples: [],
				tableLang: site,
				formsLang: undefined,
				formsDir: undefined,
			});
		}
	});
});

describe('a set two tables share', () => {
	test.each([
		// The site's language wins…
		['sv', undefined, 'hen/hen/hens'],
		['nl', undefined, 'hen/hen/hun'],
		['de', 'sv', 'hen/hen/hen/hens'],
		// …then the profile's…
		['en', 'nl', 'hen/hen/hun'],
		['ja', 'sv-FI', 'hen/hen/hens'],
		// …then the documented order: Swedish, where hen comes from, before Dutch and German.
		['en', undefined, 'hen/hen/hens'],
		['he', 'ja', 'hen/hen/hens'],
		['en', 'de-CH', 'hen/hen/hen/hens'],
	])('site %s, profile %s: "hen" is %s', (site, profile, key) => {
		expect(pronounSlug('hen', site, profile)?.join('/')).toBe(key);
	});

	test('a full address names its one set on every site, whatever the profile says', () => {
		for (const table of PRONOUN_TABLES)
			for (const set of table.sets) {
				const key = table.address.map((form) => set[form]).join('/');
				for (const site of ['en', 'de', 'sv', 'nl', 'fr', 'he'])
					expect(pronounSlug(key, site, 'nl')?.join('/'), `${key} on ${site}`).toBe(key);
			}
	});

	test('no two tables share an address, so a page is one set', () => {
		const owners = new Map<string, string>();
		for (const table of PRONOUN_TABLES)
			for (const set of table.sets) {
				const key = table.address.map((form) => set[form]).join('/');
				expect(owners.get(key), key).toBeUndefined();
				owners.set(key, table.lang);
			}
	});

	test('the order is made once per pair of leading languages', () => {
		expect(tablesInOrder('sv', 'nl')).toBe(tablesInOrder('sv-FI', 'NL'));
		expect(
			tablesInOrder('sv', 'nl')
				.map((table) => table.lang)
				.slice(0, 3),
		).toEqual(['sv', 'nl', 'en']);
		expect(tablesInOrder('ja').length).toBe(PRONOUN_TABLES.length);
	});
});

describe('short addresses of another language’s set', () => {
	test('come from the set’s own table', () => {
		expect(shortSlugs(['sie', 'ihr', 'sie', 'ihr']).map((slug) => slug.join('/'))).toContain(
			'sie/ihr',
		);
		expect(shortSlugs(['ask-me'])).toEqual([]);
	});
});

describe("the profile's lang, through the pages", () => {
	const hen = (name: string) =>
		makeUser({
			name,
			id: `id-${name}`,
			pronouns: [{ pronouns: 'hen', display_text: null, status: 1 }],
		});

	test('a Dutch profile\'s "hen" links to the Dutch set, a Swedish one\'s to the Swedish', () => {
		const links = ['nl', 'sv', undefined].map(
			(lang) =>
				profileView(siteUser({ user: hen('robin'), avatar: null, lang }), '/').pronouns[0]!.href,
		);
		expect(links).toEqual([
			'/pronouns/hen/hen/hun/',
			'/pronouns/hen/hen/hens/',
			'/pronouns/hen/hen/hens/',
		]);
	});

	test('a pronoun page, search and the listings read each profile, and member, in its language', () => {
		const [kim, juno, ilse] = [hen('kim'), hen('juno'), hen('ilse')];
		const listings = siteUsers([
			{ user: kim, lang: 'nl-BE', members: [{ user: juno }] },
			{ user: ilse, lang: 'de' },
		]);
		expect(listings.map((listing) => [listing.lang, listing.listed[0]?.lang])).toEqual([
			['nl-BE', undefined],
			['de', undefined],
		]);
		expect(
			pronounPages(listings, '/').map((page) => [page.path, page.users.map((user) => user.name)]),
		).toEqual([
			['/pronouns/hen/hen/hen/hens/', ['ilse']],
			['/pronouns/hen/hen/hens/', ['juno']],
			['/pronouns/hen/hen/hun/', ['kim']],
		]);
		// Search finds each by its own set's forms: "hun" only Kim.
		const people = searchPeople(listings, '/');
		expect(
			people.filter((person) => person.words.includes('hun')).map((person) => person.record[0]),
		).toEqual(['@kim/']);
	});
});
