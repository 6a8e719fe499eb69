import type { User } from '../../src/schemas/user.ts';

/** A User with every list empty; pass what a test needs. */
export function makeUser(overrides: Partial<User> & Pick<User, 'name'>): User {
	return {
		id: 'd4gn7g3p38l77tn1edd0',
		display_name: null,
		bio: null,
		avatar_urls: [],
		links: [],
		names: [],
		pronouns: [],
		fields: [],
		...overrides,
	};
}

/** A user with every kind of value, for the API's serialisers and paths. */
export const kit = makeUser({
	id: 'd574dg3qf8mta91c2tpg',
	name: 'kit',
	display_name: 'Kit',
	bio: 'Illustrator.',
	avatar_urls: ['https://p.example/k.webp'],
	links: ['https://k.example'],
});
/** A member with a name, a pronoun set and a field, for the API's serialisers and paths. */
export const juniper = makeUser({
	id: 'dc24aka2279j0d5s373g',
	name: 'juniper',
	display_name: 'Juniper',
	bio: 'Rides.',
	names: [{ name: 'June', status: 4 }],
	pronouns: [{ pronouns: 'she/her', display_text: null, status: 1 }],
	fields: [
		{
			name: 'Call me',
			favourite: ['calm'],
			okay: [],
			jokingly: [],
			friends_only: [],
			avoid: ['shy'],
		},
	],
});
