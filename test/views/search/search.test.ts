import { describe, expect, test } from 'vitest';
import { pronounPages as modelPronounPages } from '../../../src/views/pages.ts';
import {
	searchIndex,
	searchPath,
	searchPeople as modelSearchPeople,
} from '../../../src/views/search/search.ts';
import { siteUsers, type PersonInput } from '../../helpers/model.ts';
import {
	foldText,
	handleOf,
	runSearch,
	searchWords,
	shardOf,
	type SearchManifest,
} from '../../../src/views/search/search-query.ts';
import { makeUser } from '../../helpers/users.ts';
import type { User } from '../../../src/schemas/user.ts';

type PersonListing = PersonInput;
/** The model's users of `people`, each with its listed members (helpers/model.ts). */
const pronounPages = (people: readonly PersonListing[], base: string, lang?: string) =>
	modelPronounPages(siteUsers(people), base, lang);
const searchPeople = (people: readonly PersonListing[], base: string, lang?: string) =>
	modelSearchPeople(siteUsers(people), base, lang);

const FAVOURITE = 1;
const OKAY = 2;
const JOKINGLY = 3;
const FRIENDS = 4;
const AVOID = 5;

function pronoun(
	pronouns: string,
	status: number,
	display_text: string | null = null,
): User['pronouns'][number] {
	return { pronouns, display_text, status } as User['pronouns'][number];
}

/**
 * Builds the index in memory and answers a query as the page does, returning the handles found in
 * order.
 */
async function find(
	listings: readonly PersonListing[],
	query: string,
	shown = 50,
	lang = 'en',
): Promise<{ handles: string[]; count: number; loaded: string[] }> {
	const files = searchIndex(
		searchPeople(listings, '/', lang),
		pronounPages(listings, '/', lang),
		() => 'v',
		lang,
	);
	const manifest = JSON.parse(files.get('index.json')!) as SearchManifest;
	const loaded: string[] = [];
	const answer = await runSearch(
		query,
		manifest,
		async (path) => {
			loaded.push(path);
			const body = files.get(path);
			return body === undefined ? undefined : JSON.parse(body);
		},
		shown,
	);
	return { handles: answer.results.map(handleOf), count: answer.count, loaded };
}

const robin = makeUser({
	name: 'robin',
	display_name: 'Robin Okafor 🌻',
	pronouns: [
		pronoun('they/them/their/theirs/themself', FAVOURITE),
		pronoun('she/her/her/hers/herself', OKAY, 'she/her'),
		pronoun('he/him', AVOID),
	],
});
const mo = makeUser({ name: 'mo', pronouns: [pronoun('he/him', FAVOURITE)] });
const henry = makeUser({
	name: 'henry',
	display_name: 'Henry Hale',
	pronouns: [pronoun('he/him', JOKINGLY), pronoun('xe/xem', FAVOURITE)],
});
const juniper = makeUser({
	name: 'juniper',
	display_name: 'Juniper',
	pronouns: [pronoun('he/him', OKAY)],
});
const ash = makeUser({
	name: 'ash',
	pronouns: [pronoun('He/Him', FRIENDS), pronoun('it/its', FAVOURITE)],
});
const kit = makeUser({
	name: 'kit',
	display_name: 'Kit Ōta',
	pronouns: [pronoun('they/them', OKAY)],
});
const site: PersonListing[] = [
	{ user: robin },
	{ user: mo },
	{ user: henry },
	{ user: ash },
	{ user: kit, members: [{ user: juniper }] },
];

describe('search: the welcome rule', () => {
	// Every form of he/him, written as a visitor might: none finds Robin (avoid), Henry (jokingly)
	// or Ash (friends only).
	test.each([
		'he',
		'him',
		'his',
		'himself',
		'he/him',
		'He / Him',
		'he him',
		'HE',
		'he/him/his/his/himself',
		'he/his',
	])('a search for %j lists only people who welcome he/him', async (query) => {
		// Mo's favourite first where the query is the set, as its page lists; else by name.
		expect((await find(site, query)).handles.sort()).toEqual(['@kit/juniper', '@mo']);
	});

	test('a form of an unwelcomed set hides the person even where a name or another set starts with it', async () => {
		// "he" begins "her", "hers", "herself" (Robin's okay set) and "Henry", "Hale": still not
		// listed.
		const { handles } = await find(site, 'he');
		expect(handles).not.toContain('@robin');
		expect(handles).not.toContain('@henry');
		// What they do welcome still finds them.
		expect((await find(site, 'her')).handles).toEqual(['@robin']);
		expect((await find(site, 'henry')).handles).toEqual(['@henry']);
		expect((await find(site, 'xe')).handles).toEqual(['@henry']);
	});

	test('a form shared with a set the person welcomes still finds them', async () => {
		const both = makeUser({
			name: 'sky',
			pronouns: [
				pronoun('they/them/their/theirs/themselves', OKAY),
				pronoun('they/them/their/theirs/themself', AVOID),
			],
		});
		const listings = [{ user: both }];
		expect((await find(listings, 'they')).handles).toEqual(['@sky']);
		expect((await find(listings, 'themselves')).handles).toEqual(['@sky']);
		expect((await find(listings, 'themself')).handles).toEqual([]);
		// No page for themself here (nobody welcomes it): "they/them" is read as its words, which
		// sky's welcomed set has.
		expect((await find(listings, 'they/them')).handles).toEqual(['@sky']);
	});

	test('a set listed twice, once welcomed and once not, finds nobody (welcome.ts combinedStatus)', async () => {
		const user = makeUser({
			name: 'lee',
			pronouns: [pronoun('she/her', OKAY), pronoun('She/Her/Her/Hers/Herself', AVOID)],
		});
		for (const query of ['she', 'her', 'she/her', 'herself'])
			expect((await find([{ user }], query)).handles, query).toEqual([]);
		expect((await find([{ user }], 'lee')).handles).toEqual(['@lee']);
	});

	test('finds exactly the people each pronoun page lists, members included, in its order', async () => {
		for (const page of pronounPages(site, '/')) {
			for (const query of [page.title, page.slug.join('/')]) {
				expect((await find(site, query)).handles, query).toEqual(
					page.users.map((user) => user.handle),
				);
			}
		}
	});
});

describe('search: what it finds', () => {
	test.each([
		['a name', 'robin', ['@robin']],
		['a display name, ignoring case and accents', 'okafor', ['@robin']],
		['a display name with an accent, and its members', 'ota', ['@kit/juniper', '@kit']],
		['the start of a word', 'rob', ['@robin']],
		['a member by its name', 'juniper', ['@kit/juniper']],
		['a member by its user (by name: juniper before kit)', 'kit', ['@kit/juniper', '@kit']],
		['a handle as written', '@kit/juniper', ['@kit/juniper']],
		['every word of the query', 'kit they', ['@kit']],
		['a one-letter word only whole', 'r', []],
		['a two-letter word only whole', 'ro', []],
		['nothing for punctuation alone', '///', []],
	])('finds %s', async (_, query, expected) => {
		expect((await find(site, query)).handles).toEqual(expected);
	});

	test('puts exact words first, then by name', async () => {
		const users = ['theo', 'they-fan', 'abe'].map((name) =>
			makeUser({ name, pronouns: name === 'abe' ? [pronoun('they/them', OKAY)] : [] }),
		);
		expect(
			(
				await find(
					users.map((user) => ({ user })),
					'the',
				)
			).handles,
		).toEqual(['@abe', '@theo', '@they-fan']);
		expect(
			(
				await find(
					users.map((user) => ({ user })),
					'they',
				)
			).handles,
		).toEqual(['@abe', '@they-fan']);
	});

	test('shows what a result needs as text: path under the base, display name, handle, pronouns to use, whose member', () => {
		const mallory = makeUser({
			name: 'mallory',
			display_name: '<img src=x onerror=alert(1)>',
			pronouns: [pronoun('she/her', OKAY), pronoun('xe/xem', FAVOURITE)],
		});
		const people = searchPeople([{ user: mallory, members: [{ user: juniper }] }], '/profiles/');
		expect(people.map((one) => one.record)).toEqual([
			['@mallory/juniper/', 'Juniper', 'he/him', '<img src=x onerror=alert(1)>'],
			['@mallory/', '<img src=x onerror=alert(1)>', 'xe/xem', null],
		]);
	});

	test('downloads one shard and one record chunk for a common word, however many people there are', async () => {
		const many = Array.from({ length: 3000 }, (_, index) => ({
			user: makeUser({
				name: `p${String(index).padStart(4, '0')}`,
				pronouns: [pronoun(index % 3 ? 'they/them' : 'she/her', OKAY)],
			}),
		}));
		const { count, handles, loaded } = await find(many, 'they', 50);
		expect(count).toBe(2000);
		expect(handles).toHaveLength(50);
		expect(handles[0]).toBe('@p0001');
		const files = searchIndex(searchPeople(many, '/'), pronounPages(many, '/'), () => 'v');
		const { shards } = JSON.parse(files.get('index.json')!) as SearchManifest;
		expect(shards).toBeGreaterThan(1);
		expect(loaded).toEqual([`t/${shardOf('they', shards)}.json`, 'r/0.json']);
		// Every shard is a file: a word no one has costs one small download, never a missing file.
		for (let number = 0; number < shards; number++)
			expect(files.has(`t/${number}.json`)).toBe(true);
		expect((await find(many, 'zz')).loaded).toHaveLength(1);
	});
});

describe('searchIndex', () => {
	test('returns the same bytes for the same people, whatever order they come in', () => {
		const build = (listings: PersonListing[]) => [
			...searchIndex(searchPeople(listings, '/'), pronounPages(listings, '/'), () => 'v'),
		];
		expect(build([...site].reverse())).toEqual(build(site));
	});

	test('stores no word of a set the person does not welcome, and blocks only forms no welcomed set shares', () => {
		const [one] = searchPeople([{ user: robin }], '/');
		expect(one!.words).not.toContain('he');
		expect(one!.blocked).toEqual(['he', 'him', 'himself', 'his']);
	});

	test('names every file in plain lowercase ASCII', () => {
		const odd = makeUser({
			name: 'ſam',
			display_name: 'ΣΊΣΥΦΟΣ Ǆemal',
			pronouns: [pronoun('ſie/ſier', OKAY)],
		});
		const paths = [
			...searchIndex(
				searchPeople([{ user: odd }, { user: robin }], '/'),
				pronounPages([{ user: odd }], '/'),
				() => 'v',
			).keys(),
		];
		for (const path of paths) expect(path).toMatch(/^(index\.json|[ts]\/\d+\.json|r\/\d+\.json)$/);
	});
});

describe('handleOf', () => {
	test('returns the handle a path spells, names decoded', () => {
		expect([
			handleOf(['@kit/juniper/', '', '', null]),
			handleOf([`@${encodeURIComponent('zoë')}/`, '', '', null]),
		]).toEqual(['@kit/juniper', '@zoë']);
	});
});

describe('words that are also property names', () => {
	test('a word such as "constructor" or "proto" is a word like any other', async () => {
		const odd = makeUser({ name: 'constructor', display_name: '__proto__ hasOwnProperty' });
		expect((await find([{ user: odd }], 'constructor')).handles).toEqual(['@constructor']);
		expect((await find([{ user: odd }], '__proto__')).handles).toEqual(['@constructor']);
		expect((await find([{ user: mo }], 'constructor')).handles).toEqual([]);
		expect((await find([{ user: mo }], 'toString')).handles).toEqual([]);
	});
});

describe('foldText and searchWords', () => {
	test('fold case, accents, compatibility forms and spacing around slashes', () => {
		expect(foldText('  Zoë  /  Her ')).toBe('zoe/her');
		expect(searchWords('@kit/Juniper Ōta ﬁ 🌻')).toEqual(['kit', 'juniper', 'ota', 'fi']);
	});
});

describe('searchPath', () => {
	test('returns the search page under the base', () => {
		expect([searchPath('/'), searchPath('/profiles')]).toEqual(['/search/', '/profiles/search/']);
	});
});

describe('search in the site language', () => {
	const mika = makeUser({
		name: 'mika',
		pronouns: [pronoun('sie', FAVOURITE), pronoun('er/ihm', AVOID)],
	});
	const noa = makeUser({ name: 'noa', pronouns: [pronoun('xier/xiem/xien/xies', OKAY)] });
	const german: PersonListing[] = [{ user: mika }, { user: noa }];

	test.each([
		['sie/ihr', ['@mika']],
		['sie/ihr/sie/ihr', ['@mika']],
		['xier/xiem', ['@noa']],
		['er/ihm', []],
	])('a German site finds %j as its set', async (query, handles) => {
		expect((await find(german, query, 50, 'de')).handles).toEqual(handles);
	});

	test('shows the entries as the German table names them', () => {
		const [one] = searchPeople(german, '/', 'de');
		expect(one!.record).toContain('sie');
		expect(one!.blocked).toEqual(['er', 'ihm', 'ihn', 'sein']);
	});
});
