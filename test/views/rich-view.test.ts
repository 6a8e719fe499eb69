import { beforeAll, describe, expect, test } from 'vitest';
import { loadSite } from '../../src/content/site.ts';
import { siteModelOf, type SiteUser } from '../../src/model/site-model.ts';
import { memberView, pronounPages, profileView } from '../../src/views/pages.ts';
import { flagViews, ownMark, timeZoneView } from '../../src/views/rich-view.ts';
import { searchPeople } from '../../src/views/search/search.ts';
import { apiFiles } from '../../src/publish/api/walk.ts';
import { V1_SHAPE } from '../../src/publish/api/v1.ts';
import { ROOT } from '../helpers/run.ts';
import { join } from 'node:path';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');
let alex: SiteUser;
let site: Awaited<ReturnType<typeof loadSite>>;
let model: readonly SiteUser[];

beforeAll(async () => {
	const dir = join(ROOT, 'test/fixtures/rich-site');
	site = await loadSite(dir, { cwd: dir, site: 'https://profiles.example.org', base: '/' });
	expect(site.issues).toEqual([]);
	model = siteModelOf(site.profiles, '/');
	alex = model.find(({ user }) => user.name === 'alex')!;
});

describe('timeZoneView', () => {
	test.each([
		['Europe/Berlin', WINTER, 'UTC+01:00'],
		['Europe/Berlin', SUMMER, 'UTC+02:00'],
		['Asia/Kolkata', WINTER, 'UTC+05:30'],
		['America/St_Johns', WINTER, 'UTC−03:30'],
		['UTC', WINTER, 'UTC+00:00'],
	])('gives %s at %s the offset %s', (zone, now, offset) => {
		expect(timeZoneView(zone, now)).toEqual({ zone, offset });
	});

	test('gives null without a time zone', () => {
		expect(timeZoneView(null, WINTER)).toBeNull();
	});
});

describe('a profile page with its own statuses', () => {
	test('marks each entry of an own status with its icon and label, and counts it as counts_as', () => {
		const view = profileView(alex, '/', {}, WINTER);
		expect(view.names).toEqual([
			{ text: 'Alex', status: 1, own: undefined },
			{ text: 'Honey', status: 4, own: { icon: 'heart-lock', label: 'Only from my partner' } },
			{ text: 'Lexi', status: 1, own: { icon: 'sparkles', label: 'Love it' } },
		]);
		// Sorted by the status each counts as; the five's entries before the own ones of that status.
		expect(
			view.fields[0]!.entries.map((entry) => [entry.text, entry.status, entry.own?.label]),
		).toEqual([
			['pal', 1, undefined],
			['star', 1, 'Love it'],
			['darling', 4, 'Only from my partner'],
			['sir', 5, 'Please never'],
		]);
		expect(view.referAs.names).toEqual(['Alex', 'Lexi']);
	});

	test('never links what an own status counting as avoid marks', () => {
		const view = profileView(alex, '/', {}, WINTER);
		const he = view.pronouns.find((entry) => entry.text === 'he/him')!;
		expect([he.status, he.href, he.own?.label]).toEqual([5, undefined, 'Please never']);
		expect(view.referAs.pronouns.map((entry) => entry.text)).toEqual(['they/them', 'fae/faer']);
		expect(pronounPages([alex], '/').map((page) => page.title)).not.toContain('he/him');
	});

	test('lists the own statuses for the legend, their icons once, flags, zone and member title', () => {
		const view = profileView(alex, '/', {}, WINTER);
		expect(view.ownStatuses).toEqual([
			{
				key: 'partner',
				icon: 'heart-lock',
				label: 'Only from my partner',
				countsAs: 'friends_only',
			},
			{ key: 'cute', icon: 'sparkles', label: 'Love it', countsAs: 'favourite' },
			{ key: 'nope', icon: 'thumbs-down', label: 'Please never', countsAs: 'avoid' },
		]);
		expect(view.icons).toEqual(['heart-lock', 'sparkles', 'thumbs-down']);
		expect(view.flags.map((flag) => flag.name)).toEqual([
			'Nonbinary',
			'Transgender',
			'Progress pride',
			'Intersex',
			'Demisexual',
			'Polyamorous',
			'Lighthouse keepers',
		]);
		expect(view.flags.at(-1)).toEqual({
			kind: 'image',
			name: 'Lighthouse keepers',
			alt: 'Three horizontal stripes of green, white and blue',
			src: expect.stringMatching(/^\/media\/flags\/[0-9a-f]{20}\.webp$/),
		});
		expect(view.timezone).toEqual({ zone: 'Europe/Berlin', offset: 'UTC+01:00' });
		expect(view.memberTitle).toBe('Headmates');
	});

	test('shows the five alone for a profile without the new keys', () => {
		const bo = model.find(({ user }) => user.name === 'bo')!;
		const view = profileView(bo, '/', {}, WINTER);
		expect([view.ownStatuses, view.icons, view.flags, view.timezone, view.memberTitle]).toEqual([
			[],
			[],
			[],
			null,
			null,
		]);
		expect(view.names).toEqual([{ text: 'Bo', status: 2, own: undefined }]);
	});
});

describe('an unlisted member', () => {
	test('is left out of its user page, pronoun pages and search, and keeps its own page', () => {
		expect(alex.members.map((member) => [member.user.name, !member.unlisted])).toEqual([
			['sol', true],
			['wren', false],
		]);
		expect(profileView(alex, '/').members.map((card) => card.name)).toEqual(['sol']);
		const pages = pronounPages([alex], '/');
		expect(pages.flatMap((page) => page.users.map((user) => user.handle))).not.toContain(
			'@alex/wren',
		);
		expect(pages.some((page) => page.title === 'xe/xem')).toBe(false);
		const wren = alex.members.find((member) => member.user.name === 'wren')!;
		expect(memberView(wren, alex.user, '/').path).toBe('/@alex/wren/');
	});

	test('is left out of the search records and the API member list, and published by ID', () => {
		const unlisted = model.flatMap(({ members }) =>
			members.filter((member) => member.unlisted).map((member) => member.user.id),
		);
		expect(unlisted).toEqual(['d5thjg20avm69fl54s60']);
		const people = searchPeople(model, '/');
		expect(people.map((person) => person.record[0])).toEqual(['@alex/', '@bo/', '@alex/sol/']);
		const files = apiFiles(model, [V1_SHAPE]);
		expect(JSON.parse(files.get('v1/user-members/alex/index.json')!)).toHaveLength(1);
		expect(files.has('v1/members/d5thjg20avm69fl54s60.json')).toBe(true);
		expect(files.has('v1/user-members/alex/wren')).toBe(true);
	});
});

describe('ownMark and flagViews', () => {
	test('give no mark for one of the five, and the own image flag its alt text', () => {
		expect(ownMark(alex.names.find(({ status }) => status === 'okay')?.own)).toBeUndefined();
		expect(ownMark(undefined)).toBeUndefined();
		expect(
			flagViews(
				[
					{ library: false, image: './f.png', name: 'Ours', description: 'Green stripes' },
					{
						library: false,
						image: './g.png',
						name: 'Mine',
						description: 'Blue',
						src: 'media/users/x/h.webp',
					},
				],
				'/profiles/',
			),
		).toEqual([
			{ kind: 'image', name: 'Ours', alt: 'Green stripes', src: null },
			{ kind: 'image', name: 'Mine', alt: 'Blue', src: '/profiles/media/users/x/h.webp' },
		]);
	});
});
