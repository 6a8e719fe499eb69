import { describe, expect, test } from 'vitest';
import { UI_TEXT } from '../../src/views/ui-text.ts';
import { directoryPages } from '../../src/views/directory/directory.ts';
import {
	directoryHead,
	directoryPageHead,
	profileHead,
	pronounHead,
	searchHead,
} from '../../src/views/head.ts';
import { personJsonLd } from '../../src/views/head.ts';
import { directory, memberView, profileView, pronounPages } from '../../src/views/pages.ts';
import { pronounPageParts } from '../../src/views/pronouns/pronoun-paging.ts';
import { makeUser } from '../helpers/users.ts';
import { sitePerson, siteUser, siteUsers } from '../helpers/model.ts';

const robin = makeUser({
	name: 'robin',
	display_name: 'Robin',
	bio: 'Gardener.',
	pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 }],
});

describe('profileHead', () => {
	test('returns the title, description, canonical path and the sharing tags of a profile page', () => {
		expect(profileHead(profileView(siteUser({ user: robin, avatar: null }), '/profiles/'))).toEqual(
			{
				title: 'Robin (@robin)',
				description: 'Gardener.',
				path: '/profiles/@robin/',
				profile: {
					name: 'robin',
					jsonPath: '/profiles/v1/users/robin.json',
					previewImage: null,
					card: expect.stringMatching(/^media\/cards\/[0-9a-f]{20}\.png$/),
					displayName: 'Robin',
					share: {
						title: 'Robin (they/them)',
						description: 'Robin uses they/them. Gardener.',
						pronouns: ['they/them'],
						alternateNames: ['@robin'],
						sameAs: [],
					},
				},
			},
		);
	});
	test("returns a member page's head at its own address, with its JSON by ID", () => {
		const juniper = makeUser({
			id: 'd4gn7g3p38l77tn1edf0',
			name: 'juniper',
			display_name: 'Juniper',
		});
		expect(
			profileHead(memberView(sitePerson({ user: juniper, avatar: null }), robin, '/profiles/')),
		).toEqual({
			title: 'Juniper (@robin/juniper)',
			description: 'The names and pronouns of Juniper.',
			path: '/profiles/@robin/juniper/',
			profile: {
				name: 'juniper',
				jsonPath: '/profiles/v1/members/d4gn7g3p38l77tn1edf0.json',
				previewImage: null,
				card: expect.stringMatching(/^media\/cards\/[0-9a-f]{20}\.png$/),
				displayName: 'Juniper',
				share: {
					title: 'Juniper',
					description: 'The names and pronouns of Juniper.',
					pronouns: [],
					alternateNames: ['@robin/juniper'],
					sameAs: [],
				},
			},
		});
	});
});

describe('directoryHead', () => {
	test('returns the site title alone, the count and the base as the canonical path', () => {
		expect(directoryHead('Our collective', 1, '/', UI_TEXT)).toEqual({
			title: 'Our collective',
			description: 'Names and pronouns of 1 person.',
			path: '/',
		});
		expect(directoryHead('Our collective', 12_345, '/profiles/', UI_TEXT).description).toBe(
			'Names and pronouns of 12,345 people.',
		);
	});
});

describe('directoryPageHead', () => {
	test("returns the letter, the page among the letter's pages and the directory size", () => {
		const users = Array.from({ length: 150 }, (_, index) => ({
			user: makeUser({ name: `al${index}` }),
			avatar: null,
		}));
		const pages = directoryPages(directory(siteUsers(users), '/'), '/', UI_TEXT).filter(
			(page) => page.group.key === 'a',
		);
		expect(pages.map((page) => directoryPageHead(page, UI_TEXT))).toEqual([
			{
				title: 'A',
				description: 'Names starting with A, page 1 of 2, in a directory of 150 people.',
				path: '/directory/a/',
			},
			{
				title: 'A, page 2',
				description: 'Names starting with A, page 2 of 2, in a directory of 150 people.',
				path: '/directory/a/2/',
			},
		]);
	});
});

describe('searchHead', () => {
	test('returns the search page under the base', () => {
		expect(searchHead('/profiles/', UI_TEXT)).toEqual({
			title: 'Search',
			description: 'Find people by name, display name or pronouns.',
			path: '/profiles/search/',
		});
	});
});

describe('pronounHead', () => {
	test('returns the pronoun page title and description', () => {
		const [page] = pronounPages(siteUsers([{ user: robin }]), '/');
		expect(pronounHead(page!, UI_TEXT)).toEqual({
			title: 'they/them pronouns',
			description: 'How to use the pronouns they/them, with examples.',
			path: '/pronouns/they/them/their/theirs/themself/',
		});
	});

	test('returns the page number after the first page of people', () => {
		const users = Array.from({ length: 300 }, (_, index) =>
			makeUser({
				name: `p${index}`,
				pronouns: [{ pronouns: 'any', display_text: null, status: 1 }],
			}),
		);
		const parts = pronounPageParts(
			pronounPages(siteUsers(users.map((user) => ({ user }))), '/')[0]!,
		);
		expect(parts.map((part) => pronounHead(part, UI_TEXT))).toEqual([
			{
				title: 'any pronouns',
				description: 'How to use the pronouns any, with examples.',
				path: '/pronouns/any/',
			},
			{
				title: 'any pronouns, page 2',
				description: 'People who use the pronouns any, page 2 of 2.',
				path: '/pronouns/any/page.2/',
			},
		]);
	});
});

describe('personJsonLd', () => {
	const profile = {
		name: 'x',
		jsonPath: '/v1/users/x',
		previewImage: null,
		displayName: '</script><script>alert(1)</script>\u2028',
		card: 'media/cards/x.png',
		share: {
			title: 't',
			description: 'd',
			pronouns: ['they/them'],
			alternateNames: [],
			sameAs: [],
		},
	};

	test('leaves no way for profile text to end the script element, and reads back as it was', () => {
		const json = personJsonLd(profile, 'https://example.org/@x/', null);
		expect(json).not.toMatch(/[<\u2028\u2029]/);
		expect(JSON.parse(json)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Person',
			name: '</script><script>alert(1)</script>\u2028',
			pronouns: 'they/them',
			url: 'https://example.org/@x/',
		});
	});
});
