import { describe, expect, test } from 'vitest';
import { directory, profileView, pronounPages } from '../../src/lib/pages.ts';
import { makeUser } from '../helpers/users.ts';

const robin = makeUser({
	name: 'robin',
	display_name: 'Robin 🌻',
	bio: 'Gardener & *bad* poet. ' + 'x'.repeat(200),
	links: ['https://social.example.org/@robin', 'javascript:alert(1)'],
	names: [
		{ name: 'Robin', status: 1 },
		{ name: 'Rob', status: 5 },
	],
	pronouns: [
		{ pronouns: 'they/them/their/theirs/themself', display_text: null, status: 1 },
		{ pronouns: 'she/her', display_text: 'she', status: 3 },
		{ pronouns: '..', display_text: null, status: 2 },
	],
	fields: [{ name: 'Words', favourite: ['cute'], okay: [], jokingly: ['menace'], friends_only: ['darling'], avoid: ['lady', 'girl'] }],
});

describe('profileView', () => {
	const view = profileView({ user: robin, avatar: null }, '/profiles/');

	test('returns names and pronouns in content order, pronouns with their display text and page', () => {
		expect(view.names).toEqual([
			{ text: 'Robin', status: 1 },
			{ text: 'Rob', status: 5 },
		]);
		expect(view.pronouns).toEqual([
			{ text: 'they/them', status: 1, href: '/profiles/pronouns/they/them/their/theirs/themself/', title: 'they/them/their/theirs/themself' },
			{ text: 'she', status: 3, href: '/profiles/pronouns/she/her/her/hers/herself/', title: 'she/her' },
			{ text: '..', status: 2, href: undefined, title: undefined },
		]);
	});

	test('returns field entries list by list, in status order', () => {
		expect(view.fields).toEqual([
			{
				name: 'Words',
				entries: [
					{ text: 'cute', status: 1 },
					{ text: 'menace', status: 3 },
					{ text: 'darling', status: 4 },
					{ text: 'lady', status: 5 },
					{ text: 'girl', status: 5 },
				],
			},
		]);
	});

	test('returns the head texts and addresses under the base path', () => {
		expect(view.title).toBe('Robin 🌻 (@robin)');
		expect([...view.description]).toHaveLength(160);
		expect(view.description.startsWith('Gardener & bad poet. xxx')).toBe(true);
		expect(view.description.endsWith('…')).toBe(true);
		expect(view.path).toBe('/profiles/@robin/');
		expect(view.jsonPath).toBe('/profiles/v1/users/robin.json');
	});

	test('returns the editor address of the profile\'s file when the site has edit links, else none', () => {
		const source = { editBaseUrl: 'https://forge.example/org/site/edit/main/', file: 'content/users/robin/index.md' };
		expect(profileView({ user: robin, avatar: null }, '/', source).editUrl).toBe('https://forge.example/org/site/edit/main/content/users/robin/index.md');
		expect(profileView({ user: robin, avatar: null }, '/', { ...source, editBaseUrl: null }).editUrl).toBeNull();
		expect(view.editUrl).toBeNull();
	});

	test('makes only http(s) links clickable', () => {
		expect(view.links).toEqual([
			{ kind: 'web', href: 'https://social.example.org/@robin', label: 'social.example.org/@robin' },
			{ kind: 'text', label: 'javascript:alert(1)' },
		]);
	});

	test('describes a profile without a bio by its favourite pronouns', () => {
		const ash = makeUser({ name: 'ash', pronouns: [{ pronouns: 'she/her', display_text: null, status: 1 }] });
		expect(profileView({ user: ash, avatar: null }, '/').description).toBe('ash uses she/her.');
		expect(profileView({ user: makeUser({ name: 'ash' }), avatar: null }, '/').description).toBe('The names and pronouns of ash.');
	});

	test('draws a local avatar as a picture and previews links with its absolute JPEG', () => {
		const user = makeUser({ name: 'kit', avatar_urls: ['https://example.org/media/users/x/h.webp', 'https://example.org/media/users/x/h.jpg'] });
		const local = profileView({ user, avatar: { webp: '/media/users/x/h.webp', jpeg: '/media/users/x/h.jpg', size: 400 } }, '/');
		expect([local.avatar, local.previewImage]).toEqual([
			{ kind: 'picture', webp: '/media/users/x/h.webp', jpeg: '/media/users/x/h.jpg', size: 400 },
			'https://example.org/media/users/x/h.jpg',
		]);
	});

	test('draws hosted avatars as an image of the canonical address', () => {
		const hosted = profileView({ user: makeUser({ name: 'kit', avatar_urls: ['https://cdn.example/k.png', 'https://cdn.example/k.gif'] }), avatar: null }, '/');
		expect([hosted.avatar, hosted.previewImage]).toEqual([{ kind: 'img', src: 'https://cdn.example/k.png' }, 'https://cdn.example/k.png']);
		expect(profileView({ user: makeUser({ name: 'kit' }), avatar: null }, '/').avatar).toBeNull();
	});
});

describe('directory', () => {
	test('returns profiles sorted by name ignoring case, with favourite pronouns or else okay ones', () => {
		const users = [
			makeUser({ name: 'sam', pronouns: [{ pronouns: 'he/him', display_text: null, status: 2 }, { pronouns: 'it/its', display_text: null, status: 3 }] }),
			robin,
			makeUser({ name: 'Ash', display_name: 'Ash A.' }),
		];
		expect(directory(users.map((user) => ({ user, avatar: null })), '/').map((entry) => [entry.name, entry.displayName, entry.pronouns, entry.path])).toEqual([
			['Ash', 'Ash A.', [], '/@Ash/'],
			['robin', 'Robin 🌻', ['they/them'], '/@robin/'],
			['sam', 'sam', ['he/him'], '/@sam/'],
		]);
	});
});

describe('pronounPages', () => {
	test('returns one page per set, merging entries that expand alike, with their users', () => {
		const sam = makeUser({ name: 'sam', pronouns: [{ pronouns: 'They/Them', display_text: null, status: 1 }, { pronouns: 'any', display_text: null, status: 2 }] });
		const pages = pronounPages([sam, robin], '/');
		expect(pages.map((page) => [page.path, page.title, page.variants, page.users.map((user) => user.name), page.examples.length])).toEqual([
			['/pronouns/any/', 'any', ['any'], ['sam'], 0],
			['/pronouns/she/her/her/hers/herself/', 'she/her', ['she/her'], ['robin'], 6],
			['/pronouns/they/them/their/theirs/themself/', 'they/them', ['they/them/their/theirs/themself', 'They/Them'], ['robin', 'sam'], 6],
		]);
	});
	const decorated = 'they💩/them💩/their💩/theirs💩/themself💩';
	test.each([
		['the decorated owner sorts first', 'aaron', 'zoe'],
		['the decorated owner sorts last', 'zoe', 'aaron'],
	])('takes a shared page\'s text from the table, never from a decorated entry, when %s', (_, decoratedName, plainName) => {
		const vandal = makeUser({ name: decoratedName, pronouns: [{ pronouns: decorated, display_text: null, status: 1 }] });
		const member = makeUser({ name: plainName, pronouns: [{ pronouns: 'they/them/their/theirs/themself', display_text: null, status: 1 }] });
		const [page, ...others] = pronounPages([vandal, member], '/');
		expect(others).toEqual([]);
		expect(page!.path).toBe('/pronouns/they/them/their/theirs/themself/');
		expect(page!.title).toBe('they/them');
		expect(page!.forms).toEqual({ subject: 'they', object: 'them', determiner: 'their', possessive: 'theirs', reflexive: 'themself', plural: true });
		expect(JSON.stringify(page!.examples)).not.toContain('💩');
		expect(page!.variants).toEqual(['they/them/their/theirs/themself']);
		expect(page!.users.map((user) => user.name).sort()).toEqual([decoratedName, plainName].sort());
	});

	test.each([
		['the decorated owner sorts first', 'aaron', 'zoe'],
		['the decorated owner sorts last', 'zoe', 'aaron'],
	])('titles a shared page that does not expand by its address, quoting only plain entries, when %s', (_, decoratedName, plainName) => {
		const vandal = makeUser({ name: decoratedName, pronouns: [{ pronouns: 'Ask me!!! 💩', display_text: null, status: 1 }] });
		const member = makeUser({ name: plainName, pronouns: [{ pronouns: 'ask me', display_text: null, status: 1 }] });
		expect(pronounPages([vandal, member], '/').map((page) => [page.path, page.title, page.forms, page.variants])).toEqual([
			['/pronouns/ask-me/', 'ask-me', undefined, ['ask me']],
		]);
	});

	test('quotes the address itself when every entry leading to a page is decorated', () => {
		const vandal = makeUser({ name: 'aaron', pronouns: [{ pronouns: 'ask me 💩', display_text: null, status: 1 }] });
		expect(pronounPages([vandal], '/').map((page) => [page.title, page.variants])).toEqual([['ask-me', ['ask-me']]]);
	});

	test('gives an unknown five-form set its forms from the address, not from the first entry', () => {
		const vandal = makeUser({ name: 'aaron', pronouns: [{ pronouns: 'vae💩/vaer/vaer/vaers/vaerself', display_text: null, status: 1 }] });
		const member = makeUser({ name: 'zoe', pronouns: [{ pronouns: 'vae/vaer/vaer/vaers/vaerself', display_text: null, status: 1 }] });
		const [page] = pronounPages([vandal, member], '/');
		expect([page!.title, page!.forms?.subject, page!.variants]).toEqual(['vae/vaer', 'vae', ['vae/vaer/vaer/vaers/vaerself']]);
	});
});
