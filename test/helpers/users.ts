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
