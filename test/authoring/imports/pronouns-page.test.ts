import { describe, expect, test } from 'vitest';
import {
	chooseProfile,
	fromPronounsPage,
	langFor,
	pageFlagFor,
	pageIconFor,
	pronounPath,
} from '../../../src/authoring/imports/pronouns-page.ts';
import type { PronounsPageAnswer } from '../../../src/schemas/imports/pronouns-page-answer.ts';

describe('pageIconFor', () => {
	test.each([
		['s:heart', 'heart'],
		['thumbs-up', 'thumbs-up'],
		['grin-tongue', 'smile'],
		['user-friends', 'people'],
		['eye-slash', 'eye-off'],
		['times', 'x'],
		['fish', undefined],
		['__proto__', undefined],
		['constructor', undefined],
	])('%s → %s', (name, icon) => {
		expect(pageIconFor(name)).toBe(icon);
	});
});

describe('pageFlagFor', () => {
	test.each([
		['Nonbinary', { slug: 'nonbinary', same: true }],
		['Gay', { slug: 'pride', same: true }],
		['Gay_', { slug: 'gay', same: true }],
		['Greyasexual', { slug: 'graysexual', same: true }],
		['Lesbian_', { slug: 'lesbian', same: false }],
		['Sapphic', undefined],
		['toString', undefined],
	])('%s → %j', (name, flag) => {
		expect(pageFlagFor(name)).toEqual(flag);
	});
});

describe('langFor', () => {
	test.each([
		['de', 'de'],
		['ua', 'uk'],
		['tok', 'tok'],
		['zh', 'zh'],
		['_', undefined],
		['en_US', undefined],
	])('%s → %s', (locale, lang) => {
		expect(langFor(locale)).toBe(lang);
	});
});

describe('pronounPath', () => {
	test.each([
		['she/her', 'she/her'],
		[' they/them ', 'they/them'],
		['https://en.pronouns.page/they/them', 'they/them'],
		['https://pronouns.page/xe/xem/', 'xe/xem'],
		['en.pronouns.page/he%2Fhim', 'he/him'],
		['https://en.pronouns.page/%E0%A4%A', '%E0%A4%A'],
		['https://example.org/she/her', 'https://example.org/she/her'],
	])('%s → %s', (value, path) => {
		expect(pronounPath(value)).toBe(path);
	});
});

const answer = (profiles: PronounsPageAnswer['profiles']): PronounsPageAnswer => ({
	id: '01GXT9SVRPDFYR3DJGMAEJ2FN4',
	username: 'juniper',
	profiles,
});

describe('chooseProfile', () => {
	test('one profile is taken; a language is matched whatever its case', () => {
		expect(chooseProfile(answer({ de: {} }), undefined)).toEqual({
			locale: 'de',
			profile: {},
			at: ['profiles', 'de'],
		});
		expect(chooseProfile(answer({ de: {}, en: {} }), 'EN')).toMatchObject({ locale: 'en' });
	});

	test('none, several without a choice, or two of one locale in a list are problems', () => {
		expect(chooseProfile(answer({}), undefined)).toMatchObject({ at: ['profiles'] });
		expect(chooseProfile(answer({ de: {}, en: {} }), undefined)).toMatchObject({
			problem: expect.stringContaining('choose it with --language de or --language en'),
		});
		const listed = { ...answer({}), profiles: [{ locale: 'de' }, { locale: 'de' }] };
		expect(chooseProfile(listed, 'de')).toMatchObject({
			problem: 'this pronouns.page answer holds two profiles in "de": keep the one to import',
		});
	});
});

describe('fromPronounsPage: what a custom opinion counts as', () => {
	test.each([
		[{ icon: 'heart', description: 'Yes' }, 'favourite'],
		[{ icon: 'heart', description: "Only if we're close" }, 'friends_only'],
		[{ icon: 'heart', description: 'okay!' }, 'okay'],
		[{ icon: 'ban', description: 'Nope' }, 'avoid'],
		// Styled as pronouns.page's "no": avoid, whatever the description says (issue 43 point 5).
		[{ icon: 'heart', description: 'Yes', colour: 'grey' }, 'avoid'],
		[{ icon: 'moon', description: 'Not at night', colour: 'grey' }, 'avoid_own'],
		[{ icon: 'moon', description: 'Not at night', style: 'small' }, 'avoid_own'],
		[
			{ icon: 'star', description: 'Partner only', colour: 'pink', style: 'bold' },
			'friends_only_own',
		],
		[{ icon: 'star', description: null }, 'friends_only_own'],
	])('%j: its entries are %s', (opinion, word) => {
		const given = answer({
			en: {
				opinions: { [opinion.icon]: opinion },
				names: [{ value: 'Robin', opinion: opinion.icon }],
			},
		});
		const chosen = chooseProfile(given, 'en');
		if ('problem' in chosen) throw new Error(chosen.problem);
		const { data } = fromPronounsPage(given, chosen).user;
		const status = data.names[0]!.status;
		// An own status is told by what it counts as; one of the five by name has none.
		const own = data.statuses?.[status];
		expect(own ? `${own.counts_as}_own` : status).toBe(word);
		if (!own) expect(data.statuses).toEqual({});
	});

	test('an entry names a custom opinion by its icon, in the list shape of the later API too', () => {
		const given = {
			...answer({}),
			profiles: [
				{
					locale: 'en',
					opinions: [{ icon: 's:star', description: 'Partner only' }],
					names: [{ value: 'Junebug', opinion: 's:star' }],
				},
			],
		};
		const chosen = chooseProfile(given, undefined);
		if ('problem' in chosen) throw new Error(chosen.problem);
		expect(fromPronounsPage(given, chosen).user.data).toMatchObject({
			names: [{ name: 'Junebug', status: 'partner_only' }],
			statuses: { partner_only: { label: 'Partner only', icon: 'star' } },
			lang: 'en',
		});
	});
});

describe('fromPronounsPage: a time zone whose place is hidden (issue 44 point 5)', () => {
	test.each([
		[{ tz: 'Europe/Berlin', area: true, loc: true }, 'Europe/Berlin'],
		[{ tz: 'Europe/Berlin', area: true, loc: false }, undefined],
		[{ tz: 'Europe/Berlin', area: false, loc: false }, undefined],
		[{ tz: 'Europe/Berlin' }, undefined],
	])('%j → timezone %s; a zone left out is not named in the report', (timezone, kept) => {
		const given = answer({ en: { timezone } });
		const chosen = chooseProfile(given, 'en');
		if ('problem' in chosen) throw new Error(chosen.problem);
		const made = fromPronounsPage(given, chosen);
		expect(made.user.data.timezone).toBe(kept);
		if (!kept) {
			expect(made.notes).toMatchInlineSnapshot(`
				[
				  "the profile "juniper" (en): timezone not kept: its place is hidden on pronouns.page (timezone.loc is not true), and a time zone here names a city; add timezone: to the file yourself if it may be shown",
				]
			`);
			expect(made.notes.join('\n')).not.toContain('Berlin');
		}
	});
});
