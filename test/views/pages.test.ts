import { describe, expect, test } from 'vitest';
import {
	cardJobs,
	directory,
	memberView,
	profileView,
	pronounPages,
	type ProfileView,
} from '../../src/views/pages.ts';
import { STATUSES, type StatusValue } from '../../src/schemas/status.ts';
import type { User } from '../../src/schemas/user.ts';
import { makeUser } from '../helpers/users.ts';
import { sitePerson, siteUser, siteUsers } from '../helpers/model.ts';
import { OKAY } from '../../src/views/welcome.ts';
import { STATUS_LABELS, uiText } from '../../src/views/ui-text.ts';
import { siteWords } from '../../src/views/i18n/dictionary.ts';
import { timeGrowth } from '../helpers/growth.ts';

const STATUS_WORDS = STATUSES.map((status) => status.word);
const pronoun = (pronouns: string, status: StatusValue, display_text: string | null = null) => ({
	pronouns,
	display_text,
	status,
});
const entries = (users: User[]) => siteUsers(users.map((user) => ({ user, avatar: null })));

/** Five people who mark he/him with the five statuses, named so name order is not status order. */
const FIVE = STATUSES.map((status, index) =>
	makeUser({
		name: ['eve', 'dee', 'cal', 'bo', 'al'][index]!,
		display_name: `${STATUS_LABELS[status.word]} person`,
		pronouns: [pronoun('he/him', status.value)],
	}),
);

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
	fields: [
		{
			name: 'Words',
			favourite: ['cute'],
			okay: [],
			jokingly: ['menace'],
			friends_only: ['darling'],
			avoid: ['lady', 'girl'],
		},
	],
});

/**
 * Kit and two members, given out of name order: Rowan without an avatar, juniper with a local one.
 */
const kit = makeUser({ name: 'kit', display_name: 'Kit 🌙' });
const rowan = makeUser({
	id: 'd4gn7g3p38l77tn1edg0',
	name: 'rowan',
	display_name: 'Rowan',
	pronouns: [pronoun('he/him', 2), pronoun('xe/xem', 3)],
});
const juniper = makeUser({
	id: 'd4gn7g3p38l77tn1edf0',
	name: 'juniper',
	pronouns: [pronoun('she/her', 1), pronoun('they/them', 2)],
});
const juniperAvatar = { webp: '/media/users/j/h.webp', jpeg: '/media/users/j/h.jpg', size: 400 };
const kitEntry = siteUser({
	user: kit,
	avatar: null,
	members: [
		{ user: rowan, avatar: null },
		{ user: juniper, avatar: juniperAvatar },
	],
});

describe('profileView', () => {
	const view = profileView(siteUser({ user: robin, avatar: null }), '/profiles/');

	test('returns names and pronouns in content order, pronouns with their display text and page', () => {
		expect(view.names).toEqual([
			{ text: 'Robin', status: 1 },
			{ text: 'Rob', status: 5 },
		]);
		expect(view.pronouns).toEqual([
			{
				text: 'they/them',
				status: 1,
				href: '/profiles/pronouns/they/them/their/theirs/themself/',
				title: 'they/them/their/theirs/themself',
			},
			// Jokingly: shown as written, but no link invites anyone to use it.
			{ text: 'she', status: 3, href: undefined, title: 'she/her' },
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

	test("returns the editor address of the profile's file when the site has edit links, else none", () => {
		const source = {
			editBaseUrl: 'https://forge.example/org/site/edit/main/',
			file: 'content/users/robin/index.md',
		};
		expect(profileView(siteUser({ user: robin, avatar: null }), '/', source).editUrl).toBe(
			'https://forge.example/org/site/edit/main/content/users/robin/index.md',
		);
		expect(
			profileView(siteUser({ user: robin, avatar: null }), '/', { ...source, editBaseUrl: null })
				.editUrl,
		).toBeNull();
		expect(view.editUrl).toBeNull();
	});

	test("links to the site's editor page for its file, with edit links or without", () => {
		const file = 'content/users/robin/index.md';
		expect(
			profileView(siteUser({ user: robin, avatar: null }), '/profiles/', {
				editBaseUrl: null,
				file,
			}).browserEditUrl,
		).toBe('/profiles/edit/?user=robin&file=content%2Fusers%2Frobin%2Findex.md');
		expect(
			profileView(
				siteUser({ user: robin, avatar: { webp: '/a.webp', jpeg: '/a.jpg', size: 256 } }),
				'/',
				{
					file,
				},
			).browserEditUrl,
		).toBe('/edit/?user=robin&file=content%2Fusers%2Frobin%2Findex.md&avatar=local');
		expect(view.browserEditUrl).toBeNull();
	});

	test('makes only http(s) links clickable', () => {
		expect(view.links).toEqual([
			{
				kind: 'web',
				href: 'https://social.example.org/@robin',
				label: 'social.example.org/@robin',
			},
			{ kind: 'text', label: 'javascript:alert(1)' },
		]);
	});

	test('describes a profile without a bio by its favourite pronouns', () => {
		const ash = makeUser({
			name: 'ash',
			pronouns: [{ pronouns: 'she/her', display_text: null, status: 1 }],
		});
		expect(profileView(siteUser({ user: ash, avatar: null }), '/').description).toBe(
			'ash uses she/her.',
		);
		expect(
			profileView(siteUser({ user: makeUser({ name: 'ash' }), avatar: null }), '/').description,
		).toBe('The names and pronouns of ash.');
	});

	test('draws a local avatar as a picture and previews links with its absolute JPEG', () => {
		const user = makeUser({
			name: 'kit',
			avatar_urls: [
				'https://example.org/media/users/x/h.webp',
				'https://example.org/media/users/x/h.jpg',
			],
		});
		const local = profileView(
			siteUser({
				user,
				avatar: { webp: '/media/users/x/h.webp', jpeg: '/media/users/x/h.jpg', size: 400 },
			}),
			'/',
		);
		expect([local.avatar, local.previewImage]).toEqual([
			{ kind: 'picture', webp: '/media/users/x/h.webp', jpeg: '/media/users/x/h.jpg', size: 400 },
			'https://example.org/media/users/x/h.jpg',
		]);
	});

	test.each(
		STATUSES.map(
			(status) =>
				[status.word, status.value, status.word === 'favourite' || status.word === 'okay'] as const,
		),
	)('links a %s pronoun entry to its page: %s', (_word, status, linked) => {
		const view = profileView(
			siteUser({
				user: makeUser({ name: 'al', pronouns: [pronoun('he/him', status)] }),
				avatar: null,
			}),
			'/',
		);
		expect(view.pronouns).toEqual([
			{
				text: 'he/him',
				status,
				href: linked ? '/pronouns/he/him/his/his/himself/' : undefined,
				title: undefined,
			},
		]);
	});

	test('links no entry of a set the person also marked unwelcome, and names it nowhere at the top', () => {
		const user = makeUser({
			name: 'al',
			pronouns: [
				pronoun('she/her', 1),
				pronoun('she/her/her/hers/herself', 5),
				pronoun('they/them', 2),
			],
		});
		const view = profileView(siteUser({ user, avatar: null }), '/');
		expect(view.pronouns.map((entry) => [entry.text, entry.status, entry.href])).toEqual([
			['she/her', 1, undefined],
			['she/her', 5, undefined],
			['they/them', 2, '/pronouns/they/them/their/theirs/themself/'],
		]);
		expect(view.referAs.pronouns.map((entry) => entry.text)).toEqual(['they/them']);
		expect(view.description).toBe('The names and pronouns of al.');
	});

	test('refers to the person by favourite names and pronouns, linked to their pages', () => {
		expect(view.referAs).toEqual({
			names: ['Robin'],
			pronouns: [
				{
					text: 'they/them',
					status: 1,
					href: '/profiles/pronouns/they/them/their/theirs/themself/',
					title: 'they/them/their/theirs/themself',
				},
			],
		});
	});

	test.each([
		[
			'okay ones when there is no favourite',
			[
				{ name: 'Al', status: 2 as const },
				{ name: 'Alfie', status: 3 as const },
			],
			[pronoun('he/him', 2), pronoun('it/its', 4)],
			['Al'],
			['he/him'],
		],
		[
			'nothing jokingly, friends only or avoided',
			[{ name: 'Al', status: 5 as const }],
			[pronoun('he/him', 3), pronoun('it/its', 4)],
			[],
			[],
		],
		[
			'every favourite, in content order',
			[
				{ name: 'B', status: 1 as const },
				{ name: 'A', status: 1 as const },
			],
			[pronoun('xe/xem', 1), pronoun('he/him', 1), pronoun('they', 2)],
			['B', 'A'],
			['xe/xem', 'he/him'],
		],
	])('refers to the person by %s', (_case, names, pronouns, expectedNames, expectedPronouns) => {
		const view = profileView(
			siteUser({ user: makeUser({ name: 'al', names, pronouns }), avatar: null }),
			'/',
		);
		expect([view.referAs.names, view.referAs.pronouns.map((entry) => entry.text)]).toEqual([
			expectedNames,
			expectedPronouns,
		]);
	});

	test.each([
		['robin', 'Robin 🌻', 'R'],
		['elan', 'élan', 'É'],
		['robin', '🌻 Robin', 'R'],
		['lee', 'Tam', 'L'],
		['x1', 'キット', 'X'],
	])(
		'draws %j (%j) without an avatar as the initial %j: the letter the directory files it under',
		(name, display_name, initial) => {
			expect(
				profileView(siteUser({ user: makeUser({ name, display_name }), avatar: null }), '/')
					.initial,
			).toBe(initial);
		},
	);

	test('draws hosted avatars as an image of the canonical address', () => {
		const hosted = profileView(
			siteUser({
				user: makeUser({
					name: 'kit',
					avatar_urls: ['https://cdn.example/k.png', 'https://cdn.example/k.gif'],
				}),
				avatar: null,
			}),
			'/',
		);
		expect([hosted.avatar, hosted.previewImage]).toEqual([
			{ kind: 'img', src: 'https://cdn.example/k.png' },
			'https://cdn.example/k.png',
		]);
		expect(
			profileView(siteUser({ user: makeUser({ name: 'kit' }), avatar: null }), '/').avatar,
		).toBeNull();
	});
});

describe('the two bases of a page in another language', () => {
	// A French page of a site in two languages: pages under /p/fr/, files once under /p/.
	const bases = { pages: '/p/fr/', files: '/p/' };
	const source = { file: 'content/users/kit.md' };

	test("a user's page links to pages in its language, and to its JSON and card at the site's base", () => {
		const view = profileView(kitEntry, bases, source);
		expect([view.path, view.jsonPath, view.card.startsWith('media/cards/')]).toEqual([
			'/p/fr/@kit/',
			'/p/v1/users/kit.json',
			true,
		]);
		expect(view.members.map((member) => member.path)).toEqual([
			'/p/fr/@kit/juniper/',
			'/p/fr/@kit/rowan/',
		]);
		expect(view.browserEditUrl).toMatch(/^\/p\/fr\/edit\/\?user=kit&/);
		// One base for both is the page of a site in one language.
		expect(profileView(kitEntry, '/p/', source)).toEqual(
			profileView(kitEntry, { pages: '/p/', files: '/p/' }, source),
		);
	});

	test("a member's page: its user's page in its language, its JSON once", () => {
		const [juniper] = kitEntry.members.filter((member) => member.user.name === 'juniper');
		const view = memberView(juniper!, kit, bases, source);
		expect([view.path, view.ownerLink?.path, view.jsonPath]).toEqual([
			'/p/fr/@kit/juniper/',
			'/p/fr/@kit/',
			`/p/v1/members/${juniper!.user.id}.json`,
		]);
		expect(view.avatar).toEqual(profileView(kitEntry, '/p/').members[0]!.avatar);
	});
});

describe('profileView members', () => {
	test('returns the members as cards by name, with avatar or initial, favourite else okay pronouns and their pages', () => {
		expect(profileView(kitEntry, '/profiles/').members).toEqual([
			{
				name: 'juniper',
				handle: '@kit/juniper',
				displayName: 'juniper',
				initial: 'J',
				avatar: { kind: 'picture', ...juniperAvatar },
				pronouns: ['she/her'],
				path: '/profiles/@kit/juniper/',
			},
			{
				name: 'rowan',
				handle: '@kit/rowan',
				displayName: 'Rowan',
				initial: 'R',
				avatar: null,
				pronouns: ['he/him'],
				path: '/profiles/@kit/rowan/',
			},
		]);
	});

	test('returns no members, and no user to link back to, on the page of a user without members', () => {
		const none = profileView(siteUser({ user: kit, avatar: null, members: [] }), '/');
		const unsaid = profileView(siteUser({ user: kit, avatar: null }), '/');
		expect([none.members, none.ownerLink, unsaid.members, unsaid.ownerLink]).toEqual([
			[],
			null,
			[],
			null,
		]);
	});

	test("returns a user's own handle and addresses, whatever members they have", () => {
		const view = profileView(kitEntry, '/');
		expect([view.handle, view.title, view.path, view.jsonPath]).toEqual([
			'@kit',
			'Kit 🌙 (@kit)',
			'/@kit/',
			'/v1/users/kit.json',
		]);
	});
});

describe('memberView', () => {
	const source = {
		editBaseUrl: 'https://forge.example/org/site/edit/main/',
		file: 'content/users/kit/members/juniper/index.md',
	};
	const view = memberView(
		sitePerson({ user: juniper, avatar: juniperAvatar }),
		kit,
		'/profiles/',
		source,
	);

	test("returns the member's page under its user's, its JSON by ID, and the user it links back to", () => {
		expect([
			view.name,
			view.handle,
			view.title,
			view.path,
			view.jsonPath,
			view.ownerLink,
			view.members,
		]).toEqual([
			'juniper',
			'@kit/juniper',
			'juniper (@kit/juniper)',
			'/profiles/@kit/juniper/',
			'/profiles/v1/members/d4gn7g3p38l77tn1edf0.json',
			{ name: 'kit', displayName: 'Kit 🌙', path: '/profiles/@kit/' },
			[],
		]);
	});

	test("returns the editor address of the member's own file", () => {
		expect(view.editUrl).toBe(
			'https://forge.example/org/site/edit/main/content/users/kit/members/juniper/index.md',
		);
		expect(memberView(sitePerson({ user: juniper, avatar: null }), kit, '/').editUrl).toBeNull();
		expect(view.browserEditUrl).toBe(
			'/profiles/edit/?user=kit&member=d4gn7g3p38l77tn1edf0&file=content%2Fusers%2Fkit%2Fmembers%2Fjuniper%2Findex.md&avatar=local',
		);
	});

	test("returns what a user's page would show of the same fields: the same view, at another address", () => {
		// Everything but where the page is and what it says of its place.
		const fields = ({
			handle,
			title,
			path,
			jsonPath,
			ownerLink,
			members,
			browserEditUrl,
			share: { alternateNames, ...share },
			card,
			...rest
		}: ProfileView) => ({ ...rest, share });
		expect(fields(view)).toEqual(
			fields(profileView(siteUser({ user: juniper, avatar: juniperAvatar }), '/profiles/', source)),
		);
		expect([
			view.referAs.pronouns.map((entry) => entry.text),
			view.avatar,
			view.description,
		]).toEqual([['she/her'], { kind: 'picture', ...juniperAvatar }, 'juniper uses she/her.']);
	});

	test.each(
		STATUSES.map(
			(status) =>
				[status.word, status.value, status.word === 'favourite' || status.word === 'okay'] as const,
		),
	)("links a member's %s pronoun entry to its page: %s", (_word, status, linked) => {
		const member = memberView(
			sitePerson({
				user: makeUser({ name: 'al', pronouns: [pronoun('he/him', status)] }),
				avatar: null,
			}),
			kit,
			'/',
		);
		expect(member.pronouns).toEqual([
			{
				text: 'he/him',
				status,
				href: linked ? '/pronouns/he/him/his/his/himself/' : undefined,
				title: undefined,
			},
		]);
	});
});

describe('directory', () => {
	test('returns profiles sorted by name ignoring case, with favourite pronouns or else okay ones', () => {
		const users = [
			makeUser({
				name: 'sam',
				pronouns: [
					{ pronouns: 'he/him', display_text: null, status: 2 },
					{ pronouns: 'it/its', display_text: null, status: 3 },
				],
			}),
			robin,
			makeUser({ name: 'Ash', display_name: 'Ash A.' }),
		];
		expect(
			directory(siteUsers(users.map((user) => ({ user, avatar: null }))), '/').map((entry) => [
				entry.name,
				entry.displayName,
				entry.pronouns,
				entry.path,
			]),
		).toEqual([
			['Ash', 'Ash A.', [], '/@Ash/'],
			['robin', 'Robin 🌻', ['they/them'], '/@robin/'],
			['sam', 'sam', ['he/him'], '/@sam/'],
		]);
	});

	test('shows favourite pronouns, else okay ones, never jokingly, friends only or avoided ones', () => {
		const users = [
			...FIVE,
			makeUser({
				name: 'both',
				pronouns: [pronoun('it/its', 3), pronoun('she/her', 2), pronoun('xe/xem', 5)],
			}),
			makeUser({
				name: 'clash',
				pronouns: [
					pronoun('she/her', 1),
					pronoun('She/Her/Her/Hers/Herself', 4),
					pronoun('they/them', 2),
				],
			}),
		];
		expect(
			Object.fromEntries(
				directory(entries(users), '/').map((entry) => [entry.name, entry.pronouns]),
			),
		).toEqual({
			al: [],
			bo: [],
			cal: [],
			dee: ['he/him'],
			eve: ['he/him'],
			both: ['she/her'],
			clash: ['they/them'],
		});
	});

	test('lists users only, never their members', () => {
		expect(
			directory(siteUsers([kitEntry, { user: robin, avatar: null, members: [] }]), '/').map(
				(entry) => [entry.name, entry.handle, entry.path],
			),
		).toEqual([
			['kit', '@kit', '/@kit/'],
			['robin', '@robin', '/@robin/'],
		]);
	});

	test('gives each profile the initial its page shows', () => {
		expect(
			directory(entries([makeUser({ name: 'elan', display_name: 'élan' })]), '/')[0]!.initial,
		).toBe('É');
		expect(
			directory(entries([makeUser({ name: 'lee', display_name: 'Tam' })]), '/')[0]!.initial,
		).toBe('L');
	});
});

describe('pronounPages', () => {
	test('returns one page per set, merging entries that expand alike, with their users', () => {
		const sam = makeUser({
			name: 'sam',
			pronouns: [
				{ pronouns: 'They/Them', display_text: null, status: 1 },
				{ pronouns: 'any', display_text: null, status: 2 },
			],
		});
		const pages = pronounPages(entries([sam, robin]), '/');
		expect(
			pages.map((page) => [
				page.path,
				page.title,
				page.variants,
				page.users.map((user) => user.name),
				page.examples.length,
			]),
		).toEqual([
			['/pronouns/any/', 'any', ['any'], ['sam'], 0],
			[
				'/pronouns/they/them/their/theirs/themself/',
				'they/them',
				['they/them/their/theirs/themself', 'They/Them'],
				['robin', 'sam'],
				6,
			],
		]);
	});
	const decorated = 'they💩/them💩/their💩/theirs💩/themself💩';
	test.each([
		['the decorated owner sorts first', 'aaron', 'zoe'],
		['the decorated owner sorts last', 'zoe', 'aaron'],
	])(
		"takes a shared page's text from the table, never from a decorated entry, when %s",
		(_, decoratedName, plainName) => {
			const vandal = makeUser({
				name: decoratedName,
				pronouns: [{ pronouns: decorated, display_text: null, status: 1 }],
			});
			const member = makeUser({
				name: plainName,
				pronouns: [{ pronouns: 'they/them/their/theirs/themself', display_text: null, status: 1 }],
			});
			const [page, ...others] = pronounPages(entries([vandal, member]), '/');
			expect(others).toEqual([]);
			expect(page!.path).toBe('/pronouns/they/them/their/theirs/themself/');
			expect(page!.title).toBe('they/them');
			expect(page!.forms).toEqual([
				{ name: 'subject', label: 'Subject', text: 'they' },
				{ name: 'object', label: 'Object', text: 'them' },
				{ name: 'determiner', label: 'Possessive determiner', text: 'their' },
				{ name: 'possessive', label: 'Possessive pronoun', text: 'theirs' },
				{ name: 'reflexive', label: 'Reflexive', text: 'themself' },
			]);
			expect(page!.examples[0]).toEqual([
				{ text: 'I think ' },
				{ text: 'they', pronoun: true },
				{ text: ' are very kind.' },
			]);
			expect(JSON.stringify(page!.examples)).not.toContain('💩');
			expect(page!.variants).toEqual(['they/them/their/theirs/themself']);
			expect(page!.users.map((user) => user.name).sort()).toEqual(
				[decoratedName, plainName].sort(),
			);
		},
	);

	test.each([
		['the decorated owner sorts first', 'aaron', 'zoe'],
		['the decorated owner sorts last', 'zoe', 'aaron'],
	])(
		'titles a shared page that does not expand by its address, quoting only plain entries, when %s',
		(_, decoratedName, plainName) => {
			const vandal = makeUser({
				name: decoratedName,
				pronouns: [{ pronouns: 'Ask me!!! 💩', display_text: null, status: 1 }],
			});
			const member = makeUser({
				name: plainName,
				pronouns: [{ pronouns: 'ask me', display_text: null, status: 1 }],
			});
			expect(
				pronounPages(entries([vandal, member]), '/').map((page) => [
					page.path,
					page.title,
					page.forms,
					page.variants,
				]),
			).toEqual([['/pronouns/ask-me/', 'ask-me', undefined, ['ask me']]]);
		},
	);

	test('quotes the address itself when every entry leading to a page is decorated', () => {
		const vandal = makeUser({
			name: 'aaron',
			pronouns: [{ pronouns: 'ask me 💩', display_text: null, status: 1 }],
		});
		expect(pronounPages(entries([vandal]), '/').map((page) => [page.title, page.variants])).toEqual(
			[['ask-me', ['ask-me']]],
		);
	});

	test('gives an unknown five-form set its forms from the address, not from the first entry', () => {
		const vandal = makeUser({
			name: 'aaron',
			pronouns: [{ pronouns: 'vae💩/vaer/vaer/vaers/vaerself', display_text: null, status: 1 }],
		});
		const member = makeUser({
			name: 'zoe',
			pronouns: [{ pronouns: 'vae/vaer/vaer/vaers/vaerself', display_text: null, status: 1 }],
		});
		const [page] = pronounPages(entries([vandal, member]), '/');
		expect([page!.title, page!.forms?.[0]?.text, page!.variants]).toEqual([
			'vae/vaer',
			'vae',
			['vae/vaer/vaer/vaers/vaerself'],
		]);
	});

	test('lists favourites first with the mark, then okay ones, each by name, and never the other three statuses', () => {
		const extra = [
			makeUser({ name: 'Zed', pronouns: [pronoun('he/him/his/his/himself', 1)] }),
			makeUser({ name: 'abe', pronouns: [pronoun('He/Him', 2)] }),
		];
		const pages = pronounPages(entries([...FIVE, ...extra]), '/');
		expect(pages.map((page) => page.path)).toEqual(['/pronouns/he/him/his/his/himself/']);
		expect(pages[0]!.users).toEqual([
			{
				name: 'eve',
				handle: '@eve',
				displayName: 'Favourite person',
				path: '/@eve/',
				favourite: true,
				ownerLink: null,
			},
			{
				name: 'Zed',
				handle: '@Zed',
				displayName: 'Zed',
				path: '/@Zed/',
				favourite: true,
				ownerLink: null,
			},
			{
				name: 'abe',
				handle: '@abe',
				displayName: 'abe',
				path: '/@abe/',
				favourite: false,
				ownerLink: null,
			},
			{
				name: 'dee',
				handle: '@dee',
				displayName: 'Okay person',
				path: '/@dee/',
				favourite: false,
				ownerLink: null,
			},
		]);
	});

	test.each(STATUS_WORDS.slice(2))(
		'makes no page for a set only marked %s, and no variant from it',
		(word) => {
			const status = STATUSES.find((entry) => entry.word === word)!.value;
			const users = [
				makeUser({ name: 'al', pronouns: [pronoun('ask me', status), pronoun('he/him', status)] }),
				makeUser({ name: 'bo', pronouns: [pronoun('HE/HIM', 2)] }),
			];
			expect(
				pronounPages(entries(users), '/').map((page) => [
					page.path,
					page.variants,
					page.users.map((user) => user.name),
				]),
			).toEqual([['/pronouns/he/him/his/his/himself/', ['HE/HIM'], ['bo']]]);
		},
	);

	test('lists no one who marked the same set both welcome and unwelcome', () => {
		const users = [
			makeUser({
				name: 'al',
				pronouns: [pronoun('she/her', 1), pronoun('she/her/her/hers/herself', 5)],
			}),
			makeUser({ name: 'bo', pronouns: [pronoun('she/her', 2)] }),
		];
		expect(
			pronounPages(entries(users), '/').map((page) => [
				page.path,
				page.users.map((user) => user.name),
			]),
		).toEqual([['/pronouns/she/her/her/hers/herself/', ['bo']]]);
	});

	test.each(STATUSES.map((status) => [status.word, status.value] as const))(
		'lists a member who marks a set %s only when favourite or okay, as a member of its user',
		(word, status) => {
			const al = makeUser({ name: 'al', pronouns: [pronoun('he/him', status)] });
			const pages = pronounPages(
				siteUsers([
					{ user: kit, members: [{ user: al }] },
					{ user: makeUser({ name: 'bo', pronouns: [pronoun('he/him', 2)] }) },
				]),
				'/',
			);
			const listed = {
				name: 'al',
				handle: '@kit/al',
				displayName: 'al',
				path: '/@kit/al/',
				favourite: word === 'favourite',
				ownerLink: { name: 'kit', displayName: 'Kit 🌙', path: '/@kit/' },
			};
			expect(pages.map((page) => [page.path, page.users.filter((user) => user.ownerLink)])).toEqual(
				[
					[
						'/pronouns/he/him/his/his/himself/',
						word === 'favourite' || word === 'okay' ? [listed] : [],
					],
				],
			);
		},
	);

	test.each(STATUSES.map((status) => [status.word, status.value] as const))(
		'makes a page for a set only a member marks %s when it is welcomed',
		(word, status) => {
			const pages = pronounPages(
				siteUsers([
					{
						user: kit,
						members: [{ user: makeUser({ name: 'al', pronouns: [pronoun('xe/xem', status)] }) }],
					},
				]),
				'/',
			);
			expect(pages.map((page) => page.path)).toEqual(
				word === 'favourite' || word === 'okay' ? ['/pronouns/xe/xem/xyr/xyrs/xemself/'] : [],
			);
		},
	);

	test('lists users and members together by name, favourites first, a user before a member of the same name', () => {
		const users = [
			{ user: makeUser({ name: 'juniper', pronouns: [pronoun('she/her', 2)] }) },
			{
				user: kit,
				members: [
					{ user: juniper },
					{ user: makeUser({ name: 'Ash', pronouns: [pronoun('she/her', 2)] }) },
				],
			},
			{
				user: makeUser({ name: 'zoe', pronouns: [pronoun('she/her', 1)] }),
				members: [{ user: makeUser({ name: 'juniper', pronouns: [pronoun('she/her', 2)] }) }],
			},
		];
		expect(
			pronounPages(siteUsers(users), '/')
				.find((page) => page.title === 'she/her')!
				.users.map((user) => [user.path, user.favourite]),
		).toEqual([
			['/@kit/juniper/', true],
			['/@zoe/', true],
			['/@kit/Ash/', false],
			['/@juniper/', false],
			['/@zoe/juniper/', false],
		]);
	});

	test('lists no member who marked the same set both welcome and unwelcome', () => {
		const al = makeUser({
			name: 'al',
			pronouns: [pronoun('she/her', 1), pronoun('she/her/her/hers/herself', 4)],
		});
		expect(
			pronounPages(
				siteUsers([
					{ user: kit, members: [{ user: al }] },
					{ user: makeUser({ name: 'bo', pronouns: [pronoun('she/her', 2)] }) },
				]),
				'/',
			).map((page) => [page.path, page.users.map((user) => user.path)]),
		).toEqual([['/pronouns/she/her/her/hers/herself/', ['/@bo/']]]);
	});
});

describe('pronounPages costs linear time', () => {
	// Issue 22 point 3: many spellings of one set (case and spacing) shared one page's variants
	// list, searched for each entry.
	const spell = (at: number) =>
		[...`they/them${' '.repeat(at % 7)}`]
			.map((char, i) => ((at >> i) & 1 ? char.toUpperCase() : char))
			.join('') + ' '.repeat(Math.floor(at / 128));
	test.each([
		['spellings of one set by case and spacing', (at: number) => [pronoun(spell(at), OKAY)]],
		[
			'many sets, each with a few spellings',
			(at: number) => [pronoun(`ze${at % 1000}/zir`, OKAY), pronoun(`ZE${at % 1000} /zir`, OKAY)],
		],
	])('%s: 10 times the people, well under 100 times the time', (_label, pronouns) => {
		const growth = timeGrowth((n) => {
			const people = entries(
				Array.from({ length: n }, (_, at) =>
					makeUser({
						name: `p${at}`,
						id: `d0f6ssg3eqa7k${String(at).padStart(6, '0')}x`,
						pronouns: pronouns(at),
					}),
				),
			);
			return () => pronounPages(people, '/');
		}, 1_500);
		expect(growth).toBeLessThan(35);
	});
});

describe('pronoun pages follow the one path rule (issue 22 point 2)', () => {
	test.each([
		['a long s', 'ſhe/her', 'she/her'],
		['a Kelvin sign', 'Ky/kem', 'ky/kem'],
		['a sharp s and a fullwidth letter', 'ßo/ｘem', 'sso/xem'],
	])('%s: sets a host would take as one share one page', (_label, a, b) => {
		const pages = pronounPages(
			entries([
				makeUser({ name: 'al', pronouns: [pronoun(a, OKAY)] }),
				makeUser({ name: 'bo', id: 'd0f6ssg3eqa7kbdj1v41', pronouns: [pronoun(b, OKAY)] }),
			]),
			'/',
		);
		expect(pages.map((page) => [page.path, page.users.map((user) => user.name)])).toEqual([
			[expect.any(String), ['al', 'bo']],
		]);
	});
});

describe('pages in the site language', () => {
	const people = (...sets: string[]) =>
		entries([makeUser({ name: 'mika', pronouns: sets.map((set) => pronoun(set, 1)) })]);

	test('a German site gives short German entries the page of their set, with German forms and sentences', () => {
		const [page] = pronounPages(people('sie/ihr', 'Sie'), '/', 'de');
		expect([page!.path, page!.title, page!.formsLang, page!.variants]).toEqual([
			'/pronouns/sie/ihr/sie/ihr/',
			'sie/ihr',
			undefined,
			['sie/ihr', 'Sie'],
		]);
		expect(page!.forms?.map((form) => form.label)).toEqual([
			'Nominativ',
			'Dativ',
			'Akkusativ',
			'Possessivartikel',
			'Possessivartikel vor femininem Nomen',
		]);
		expect(page!.examples.length).toBe(7);
	});

	test('a German site gives an English set its English forms and sentences, marked as English', () => {
		const [page] = pronounPages(people('they/them'), '/', 'de');
		expect([page!.path, page!.title, page!.formsLang, page!.formsDir, page!.tableLanguage]).toEqual(
			['/pronouns/they/them/their/theirs/themself/', 'they/them', 'en', undefined, 'Englisch'],
		);
		expect(page!.examples.length).toBe(6);
	});

	test('a set no table has is shown as written, with no forms', () => {
		const [page] = pronounPages(people('ask me'), '/', 'de');
		expect([page!.path, page!.forms, page!.examples, page!.formsLang]).toEqual([
			'/pronouns/ask-me/',
			undefined,
			[],
			undefined,
		]);
	});

	test('a site in a language without a table reads the others, marked with their language', () => {
		const [page] = pronounPages(people('they/them'), '/', 'ja');
		expect([page!.path, page!.formsLang, page!.tableLanguage, page!.forms?.[0]]).toEqual([
			'/pronouns/they/them/their/theirs/themself/',
			'en',
			'英語',
			{ name: 'subject', label: 'Subject', text: 'they' },
		]);
	});

	test('a right-to-left site marks left-to-right forms with their direction', () => {
		const [page] = pronounPages(people('sie/ihr'), '/', 'he');
		expect([page!.title, page!.formsLang, page!.formsDir, page!.tableLanguage]).toEqual([
			'sie/ihr',
			'de',
			'ltr',
			'גרמנית',
		]);
	});

	test('an English site marks nothing on its own sets', () => {
		const [page] = pronounPages(people('she/her'), '/');
		expect([page!.formsLang, page!.formsDir, page!.tableLanguage]).toEqual([
			undefined,
			undefined,
			'English',
		]);
	});

	test("a profile's entries link to, and are shown as, the site language's sets", () => {
		const view = profileView(
			siteUser({
				user: makeUser({ name: 'mika', pronouns: [pronoun('elle/le', 1)] }),
				avatar: null,
			}),
			'/',
			{},
			new Date(),
			'es',
		);
		expect(view.pronouns.map(({ text, href, title }) => [text, href, title])).toEqual([
			['elle', '/pronouns/elle/le/', 'elle/le'],
		]);
		const iel = makeUser({ name: 'noa', pronouns: [pronoun('iel/iel', 1)] });
		expect(directory(entries([iel]), '/', 'fr')[0]!.pronouns).toEqual(['iel/iel']);
	});
});

describe("a profile's language", () => {
	const written = (lang: string | undefined, bio: string | null = 'Hallo!') =>
		siteUser({
			user: makeUser({ name: 'mika', bio }),
			avatar: null,
			...(lang ? { lang } : {}),
		});

	test('marks its page with the language its file gives, and its preview when the bio is the description', () => {
		const view = profileView(written('pt-BR'), '/');
		expect([view.lang, view.previewLocale]).toEqual(['pt-BR', 'pt_BR']);
	});

	test("shares a bio in another language alone; a bio in the site's language after its summary", () => {
		const other = profileView(written('de'), '/');
		expect([other.share.description, other.previewLocale]).toEqual(['Hallo!', 'de']);
		const same = profileView(written('en-GB', 'Hello!'), '/');
		expect([same.share.description, same.previewLocale]).toEqual([
			'The names and pronouns of mika. Hello!',
			undefined,
		]);
	});

	test("shares in the site's words: a German site's preview is German around the bio", () => {
		const view = profileView(
			siteUser({
				user: makeUser({ name: 'mika', bio: 'Hallo!', pronouns: [pronoun('sie/ihr', 1)] }),
				avatar: null,
				lang: 'de',
			}),
			'/',
			{ text: uiText(siteWords('de')) },
		);
		expect([view.share.title, view.share.description, view.previewLocale]).toEqual([
			'mika (sie/ihr)',
			'mika verwendet sie/ihr. Hallo!',
			undefined,
		]);
	});

	test("gives no preview locale when the description is the site's own words", () => {
		expect(profileView(written('de', null), '/').previewLocale).toBeUndefined();
	});

	test('says nothing of a language the file does not give', () => {
		const view = profileView(written(undefined), '/');
		expect([view.lang, view.previewLocale]).toEqual([undefined, undefined]);
	});

	test("a member's page has its own language", () => {
		const view = memberView(written('sv'), makeUser({ name: 'kit' }), '/');
		expect(view.lang).toBe('sv');
	});
});

describe("a preview card in the site's language", () => {
	test("names the pronouns as the site's table shows them, at the path its page names", () => {
		const elle = makeUser({ name: 'mika', pronouns: [pronoun('elle/le', 1)] });
		const [spanish] = cardJobs(siteUsers([{ user: elle, avatar: null }]), '/', 'es');
		const page = profileView(siteUser({ user: elle, avatar: null }), '/', {}, new Date(), 'es');
		expect([spanish!.input.pronouns, spanish!.path]).toEqual([['elle'], page.card]);
		// An English site finds the set in the Spanish table too (each set in its own language): the
		// same card.
		const [english] = cardJobs(siteUsers([{ user: elle, avatar: null }]), '/');
		expect([english!.input.pronouns, english!.path === page.card]).toEqual([['elle'], true]);
	});
});

describe("a profile's writing direction", () => {
	test.each([
		['he', 'en', 'rtl'],
		['ar-EG', 'de', 'rtl'],
		['en', 'he', 'ltr'],
		['de', 'en', undefined],
		['he', 'he', undefined],
	])('a %s profile on a %s site is marked %s', (lang, site, dir) => {
		const view = profileView(
			siteUser({ user: makeUser({ name: 'mika' }), avatar: null, lang }),
			'/',
			{},
			new Date(),
			site,
		);
		expect(view.dir).toBe(dir);
	});
});
