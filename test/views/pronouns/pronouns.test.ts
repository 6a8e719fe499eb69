import { describe, expect, test } from 'vitest';
import {
	exampleSentences,
	expandPronouns,
	isPlainPronounEntry,
	pronounDisplayText,
	pronounSetOfSlug,
	pronounSlug,
} from '../../../src/views/pronouns/pronouns.ts';

describe('pronounDisplayText', () => {
	test.each([
		['they/them/their/theirs/themself', null, 'they/them'],
		['she/her', null, 'she/her'],
		['any', null, 'any'],
		['ask me', null, 'ask me'],
		['xe/xem/xyr/xyrs/xemself', 'xe/xem', 'xe/xem'],
		['he/him', 'he', 'he'],
	])('returns %j with display_text %j as %j', (pronouns, display_text, text) => {
		expect(pronounDisplayText({ pronouns, display_text })).toBe(text);
	});
});

describe('expandPronouns', () => {
	test.each([
		['she/her', ['she', 'her', 'her', 'hers', 'herself'], false],
		['he/him', ['he', 'him', 'his', 'his', 'himself'], false],
		['they/them', ['they', 'them', 'their', 'theirs', 'themself'], true],
		['They/Them', ['they', 'them', 'their', 'theirs', 'themself'], true],
		['they/them/their/theirs/themselves', ['they', 'them', 'their', 'theirs', 'themselves'], true],
		['it/its', ['it', 'it', 'its', 'its', 'itself'], false],
		['xe/xem', ['xe', 'xem', 'xyr', 'xyrs', 'xemself'], false],
		['ze/hir', ['ze', 'hir', 'hir', 'hirs', 'hirself'], false],
		['ze/zir', ['ze', 'zir', 'zir', 'zirs', 'zirself'], false],
		['fae/faer', ['fae', 'faer', 'faer', 'faers', 'faerself'], false],
		['ey/em', ['ey', 'em', 'eir', 'eirs', 'emself'], false],
		['vi/vir/vis/virs/virself', ['vi', 'vir', 'vis', 'virs', 'virself'], false],
	])('expands %j', (pronouns, forms, plural) => {
		const set = expandPronouns(pronouns);
		expect(set && [set.subject, set.object, set.determiner, set.possessive, set.reflexive]).toEqual(
			forms,
		);
		// The verb agrees: "they are", "xe is".
		expect(exampleSentences(set!)[0]![2]!.text).toBe(plural ? ' are very kind.' : ' is very kind.');
	});

	test.each([
		'any',
		'ask me',
		'Robin',
		'no pronouns',
		'she/they',
		'he//him',
		'a/b/c',
		'a/b/c/d/e/f',
	])('returns undefined for %j', (pronouns) => {
		expect(expandPronouns(pronouns)).toBeUndefined();
	});
});

describe('pronounSlug', () => {
	test.each([
		['they/them', ['they', 'them', 'their', 'theirs', 'themself']],
		['she/her/her/hers/herself', ['she', 'her', 'her', 'hers', 'herself']],
		['any', ['any']],
		['Ask Me', ['ask-me']],
		['she/they', ['she', 'they']],
		['キット', ['キット']],
		["one/one/one's/one's/oneself", ['one', 'one', "one's", "one's", 'oneself']],
		['<script>/alert(1)', ['script', 'alert1']],
		['../../etc/passwd', ['etc', 'passwd']],
		['a/../b', ['a', 'b']],
		['x"onmouseover=alert(1)/y', ['xonmouseoveralert1', 'y']],
	])('returns %j as %j', (pronouns, slug) => {
		expect(pronounSlug(pronouns)).toEqual(slug);
	});

	test.each(['..', '../..', '/', '?#', '  '])(
		'returns undefined when nothing usable is left of %j',
		(pronouns) => {
			expect(pronounSlug(pronouns)).toBeUndefined();
		},
	);
});

describe('exampleSentences', () => {
	const text = (pronouns: string) =>
		exampleSentences(expandPronouns(pronouns)!).map((parts) =>
			parts.map((part) => part.text).join(''),
		);

	test('agrees the verb with a plural subject', () => {
		expect(text('they/them')).toEqual([
			'I think they are very kind.',
			'They have a lovely garden.',
			'I met them at the seed swap.',
			'Is this their bicycle?',
			'The blue umbrella is theirs.',
			'They taught themself to knit.',
		]);
	});

	test('agrees the verb with a singular subject', () => {
		expect(text('she/her')).toEqual([
			'I think she is very kind.',
			'She has a lovely garden.',
			'I met her at the seed swap.',
			'Is this her bicycle?',
			'The blue umbrella is hers.',
			'She taught herself to knit.',
		]);
	});

	test('marks every form as a pronoun part', () => {
		const forms = exampleSentences(expandPronouns('xe/xem')!).flatMap((parts) =>
			parts.filter((part) => part.pronoun).map((part) => part.text),
		);
		expect(forms).toEqual(['xe', 'Xe', 'xem', 'xyr', 'xyrs', 'Xe', 'xemself']);
	});
});

describe('pronounSetOfSlug', () => {
	test.each([
		[['they', 'them', 'their', 'theirs', 'themself'], 'they/them', 'they'],
		[['vae', 'vaer', 'vaer', 'vaers', 'vaerself'], 'vae/vaer', 'vae'],
		[['ask-me'], 'ask-me', undefined],
		// Four forms left after cleaning: no fifth is made up from the table.
		[['they', 'them', 'their', 'theirs'], 'they/them/their/theirs', undefined],
	])('returns the title and forms of %j from the address alone', (slug, title, subject) => {
		const set = pronounSetOfSlug(slug);
		expect([set.title, set.forms?.[0]?.text]).toEqual([title, subject]);
	});
});

describe('isPlainPronounEntry', () => {
	test.each([
		['they/them', true],
		['Ask Me', true],
		["one/one/one's/one's/oneself", true],
		['キット', true],
		['they💩/them💩', false],
		['ask me!!!', false],
		['<b>she</b>/her', false],
	])('returns for %j: %s', (pronouns, plain) => {
		expect(isPlainPronounEntry(pronouns)).toBe(plain);
	});
});
