import { describe, expect, test } from 'vitest';
import { directoryHead, profileHead, pronounHead } from '../../src/views/head.ts';
import { profileView, pronounPages } from '../../src/views/pages.ts';
import { makeUser } from '../helpers/users.ts';

const robin = makeUser({ name: 'robin', display_name: 'Robin', bio: 'Gardener.', pronouns: [{ pronouns: 'they/them', display_text: null, status: 1 }] });

describe('profileHead', () => {
	test('returns the title, description, canonical path and the sharing tags of a profile page', () => {
		expect(profileHead(profileView({ user: robin, avatar: null }, '/profiles/'))).toEqual({
			title: 'Robin (@robin)',
			description: 'Gardener.',
			path: '/profiles/@robin/',
			profile: { name: 'robin', jsonPath: '/profiles/v1/users/robin.json', previewImage: null },
		});
	});
});

describe('directoryHead', () => {
	test('returns the site title alone, the count and the base as the canonical path', () => {
		expect(directoryHead('Our collective', 1, '/')).toEqual({ title: 'Our collective', description: 'Names and pronouns of 1 person.', path: '/' });
	});
});

describe('pronounHead', () => {
	test('returns the pronoun page title and description', () => {
		const [page] = pronounPages([robin], '/');
		expect(pronounHead(page!)).toEqual({ title: 'they/them pronouns', description: 'How to use the pronouns they/them, with examples.', path: '/pronouns/they/them/their/theirs/themself/' });
	});
});
