import { describe, expect, test } from 'vitest';
import { searchPath, searchRecords } from '../../src/views/search.ts';
import { makeUser } from '../helpers/users.ts';

describe('searchRecords', () => {
	test('returns one record per profile, sorted by name, with name, display name and welcomed pronouns', () => {
		const users = [
			makeUser({
				name: 'robin',
				display_name: 'Robin Okafor 🌻',
				pronouns: [
					{ pronouns: 'they/them/their/theirs/themself', display_text: null, status: 1 },
					{ pronouns: 'she/her/her/hers/herself', display_text: 'she/her', status: 2 },
					{ pronouns: 'he/him', display_text: null, status: 5 },
				],
			}),
			makeUser({ name: 'ash' }),
		];
		expect(searchRecords(users, '/profiles/')).toEqual([
			{ url: '/profiles/@ash/', content: 'ash', language: 'en', meta: { title: 'ash', name: 'ash', pronouns: '' } },
			{
				url: '/profiles/@robin/',
				content: 'Robin Okafor 🌻 robin they/them they/them/their/theirs/themself she/her she/her/her/hers/herself',
				language: 'en',
				meta: { title: 'Robin Okafor 🌻', name: 'robin', pronouns: 'they/them' },
			},
		]);
	});

	test('returns no pronouns the person does not welcome, nor a set also marked unwelcome', () => {
		const user = makeUser({
			name: 'kit',
			pronouns: [
				{ pronouns: 'it/its', display_text: null, status: 3 },
				{ pronouns: 'xe/xem', display_text: null, status: 4 },
				{ pronouns: 'she/her', display_text: null, status: 2 },
				{ pronouns: 'She/Her/Her/Hers/Herself', display_text: null, status: 5 },
			],
		});
		expect(searchRecords([user], '/')[0]).toMatchObject({ content: 'kit', meta: { pronouns: '' } });
	});

	test('returns text as written, for the page to show as text', () => {
		const user = makeUser({ name: 'mallory', display_name: '<img src=x onerror=alert(1)>' });
		expect(searchRecords([user], '/')[0]!.meta.title).toBe('<img src=x onerror=alert(1)>');
	});
});

describe('searchPath', () => {
	test('returns the search page under the base', () => {
		expect([searchPath('/'), searchPath('/profiles')]).toEqual(['/search/', '/profiles/search/']);
	});
});
