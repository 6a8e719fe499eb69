import { describe, expect, test } from 'vitest';
import { siteWords } from '../../../src/views/i18n/dictionary.ts';
import { pronounPages } from '../../../src/views/pages.ts';
import {
	redirectPage,
	shortAddresses,
	shortAddressFiles,
} from '../../../src/views/pronouns/pronoun-shortcuts.ts';
import { makeUser } from '../../helpers/users.ts';
import { siteUser } from '../../helpers/model.ts';

const user = (name: string, ...pronouns: string[]) =>
	siteUser({
		user: makeUser({
			name,
			pronouns: pronouns.map((text) => ({
				pronouns: text,
				display_text: null,
				status: 2 as const,
			})),
		}),
	});
const paths = (users: ReturnType<typeof user>[]) =>
	shortAddresses(pronounPages(users, '/')).map((short) => [
		short.slug.join('/'),
		short.target.slug.join('/'),
	]);

describe('shortAddresses', () => {
	test('returns the short forms of each common set that has a page, as entries written so would expand', () => {
		expect(paths([user('al', 'they/them', 'xe/xem/xyr/xyrs/xemself', 'it/its')])).toEqual([
			['it', 'it/it/its/its/itself'],
			['it/it', 'it/it/its/its/itself'],
			['it/it/its', 'it/it/its/its/itself'],
			['it/it/its/its', 'it/it/its/its/itself'],
			['it/its', 'it/it/its/its/itself'],
			['they', 'they/them/their/theirs/themself'],
			['they/them', 'they/them/their/theirs/themself'],
			['they/them/their', 'they/them/their/theirs/themself'],
			['they/them/their/theirs', 'they/them/their/theirs/themself'],
			['they/their', 'they/them/their/theirs/themself'],
			['xe', 'xe/xem/xyr/xyrs/xemself'],
			['xe/xem', 'xe/xem/xyr/xyrs/xemself'],
			['xe/xem/xyr', 'xe/xem/xyr/xyrs/xemself'],
			['xe/xem/xyr/xyrs', 'xe/xem/xyr/xyrs/xemself'],
			['xe/xyr', 'xe/xem/xyr/xyrs/xemself'],
		]);
	});

	test('gives "they/them" to the set the table expands it to, not to a second they set', () => {
		expect(paths([user('al', 'they/them/their/theirs/themselves')])).toEqual([]);
	});

	test('returns nothing for sets outside the table, or that are not pronoun forms', () => {
		expect(paths([user('al', 'zie/zim/zir/zirs/zirself', 'any', 'ask me')])).toEqual([]);
	});

	test('leaves a path that is a real page to that page', () => {
		// "they/them!" does not expand, so it has its own page at /pronouns/they/them/.
		expect(
			paths([user('al', 'they/them/their/theirs/themself', 'they/them!')]).map(([path]) => path),
		).toEqual(['they', 'they/them/their', 'they/them/their/theirs', 'they/their']);
	});
});

describe('redirectPage', () => {
	const [short] = shortAddresses(pronounPages([user('al', 'xe/xem')], '/profiles/')).filter(
		(entry) => entry.slug.join('/') === 'xe/xem',
	);

	test('returns a page that sends browsers on at once and names the full page canonical', () => {
		expect(
			redirectPage(short!, {
				base: '/profiles/',
				site: new URL('https://example.org'),
				indexable: false,
			}),
		).toMatchInlineSnapshot(`
			"<!doctype html>
			<html lang="en">
			<head>
			<meta charset="utf-8">
			<meta name="viewport" content="width=device-width, initial-scale=1">
			<title>xe/xem pronouns</title>
			<link rel="icon" href="data:,">
			<meta name="robots" content="noindex, nofollow">
			<link rel="canonical" href="https://example.org/profiles/pronouns/xe/xem/xyr/xyrs/xemself/">
			<meta http-equiv="refresh" content="0; url=/profiles/pronouns/xe/xem/xyr/xyrs/xemself/">
			</head>
			<body>
			<main><h1>xe/xem pronouns</h1><p>These pronouns have their page at <a href="/profiles/pronouns/xe/xem/xyr/xyrs/xemself/">/profiles/pronouns/xe/xem/xyr/xyrs/xemself/</a>.</p></main>
			</body>
			</html>
			"
		`);
	});

	test('leaves out noindex when search engines are welcome, and escapes the title', () => {
		const page = redirectPage(
			{ slug: ['a'], target: { slug: ['a', 'b'], title: '<b>&"' } },
			{ base: '/', indexable: true },
		);
		expect(page).not.toContain('robots');
		expect(page).toContain('<title>&#60;b&#62;&#38;&#34; pronouns</title>');
		expect(page).toContain('<link rel="canonical" href="/pronouns/a/b/">');
	});
});

describe('redirectPage in the site’s language', () => {
	test.each([
		['de', '<html lang="de">', 'Pronomen xe/xem', 'Diese Pronomen haben ihre Seite unter <a '],
		[
			'he',
			'<html lang="he" dir="rtl">',
			'כינויי הגוף xe/xem',
			'לכינויי הגוף האלה יש דף בכתובת <a ',
		],
	])('%s: lang, dir, title and sentence', (locale, html, title, sentence) => {
		const [short] = shortAddresses(pronounPages([user('al', 'xe/xem')], '/')).filter(
			(entry) => entry.slug.join('/') === 'xe/xem',
		);
		const page = redirectPage(short!, { base: '/', indexable: false, words: siteWords(locale) });
		expect([
			page.split('\n')[1],
			page.includes(`<title>${title}</title>`),
			page.includes(`<p>${sentence}`),
		]).toEqual([html, true, true]);
	});
});

describe('shortAddressFiles', () => {
	test('returns one index.html per short address', () => {
		expect([
			...shortAddressFiles(pronounPages([user('al', 'he/him')], '/'), {
				base: '/',
				indexable: false,
			}).keys(),
		]).toEqual([
			'pronouns/he/index.html',
			'pronouns/he/him/index.html',
			'pronouns/he/him/his/index.html',
			'pronouns/he/him/his/his/index.html',
			'pronouns/he/his/index.html',
		]);
	});
});

describe('short addresses in the site language', () => {
	test("a German site's short addresses are those of its table", () => {
		expect(
			shortAddresses(pronounPages([user('mika', 'sie/ihr', 'xier')], '/', 'de'), 'de').map(
				(short) => [short.slug.join('/'), short.target.slug.join('/')],
			),
		).toEqual([
			['sie', 'sie/ihr/sie/ihr'],
			['sie/ihr', 'sie/ihr/sie/ihr'],
			['sie/ihr/sie', 'sie/ihr/sie/ihr'],
			// The pairs people write: nominative and accusative, nominative and possessive.
			['sie/sie', 'sie/ihr/sie/ihr'],
			['xier', 'xier/xiem/xien/xies'],
			['xier/xiem', 'xier/xiem/xien/xies'],
			['xier/xiem/xien', 'xier/xiem/xien/xies'],
			['xier/xien', 'xier/xiem/xien/xies'],
			['xier/xies', 'xier/xiem/xien/xies'],
		]);
	});

	test('a French site answers /pronouns/iel/ with the first iel set, iel/ellui with the other', () => {
		expect(
			shortAddresses(pronounPages([user('noa', 'iel', 'iel/ellui')], '/', 'fr'), 'fr').map(
				(short) => [short.slug.join('/'), short.target.slug.join('/')],
			),
		).toEqual([
			// Pages in path order: iel/lea/ellui first, but "iel" is only ever iel/lea/iel's.
			['iel/ellui', 'iel/lea/ellui'],
			['iel', 'iel/lea/iel'],
			['iel/lea', 'iel/lea/iel'],
			['iel/iel', 'iel/lea/iel'],
		]);
	});
});

describe('redirectPage in the site language', () => {
	test("says where the set's page is in the site's words and language", () => {
		const [short] = shortAddresses(pronounPages([user('mika', 'sie')], '/', 'de'), 'de');
		const page = redirectPage(short!, { base: '/', indexable: false, words: siteWords('de') });
		expect(page).toContain('<html lang="de">');
		expect(page).toContain('<title>Pronomen sie/ihr</title>');
		expect(page).toContain(
			'<p>Diese Pronomen haben ihre Seite unter <a href="/pronouns/sie/ihr/sie/ihr/">/pronouns/sie/ihr/sie/ihr/</a>.</p>',
		);
	});
});
