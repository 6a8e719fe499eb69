/**
 * The v1 interface's shape: the model's Users and Members serialised in the
 * spec's key order. One of the two serialisers the API walk (walk.ts)
 * calls; addresses/api.ts gives the paths.
 */
import { FIELD_LISTS, type Member, type PartialMember, type User } from '../../schemas/user.ts';
import { V1_LAYOUT } from '../../addresses/api.ts';
import type { Person, SiteUser } from '../../model/site-model.ts';
import type { ApiShape } from './walk.ts';

/**
 * Every key of a User and its entries, ordered so that each object's keys
 * come out in its schema's order (JSON.stringify emits a replacer array's
 * keys in array order, at every depth): User, then name entry (name, status),
 * pronoun entry (pronouns, display_text, status), field (name, then the five
 * lists). The test of serializeUser checks this against the schemas.
 */
export const USER_KEY_ORDER = [
	...'id name display_name bio avatar_urls links names pronouns display_text status'.split(' '),
	'fields',
	...FIELD_LISTS,
];

/**
 * Every key of a Member and its entries, in the same way: the User's (a
 * PartialMember is a User without `fields`, so the same order serves it),
 * then `user`, last, whose id, name, display_name and avatar_urls come out in
 * the User's order.
 */
export const MEMBER_KEY_ORDER = [...USER_KEY_ORDER, 'user'];

/**
 * Serialises a User for the API: compact JSON, keys in the spec's order
 * however the object was built.
 *
 * @example
 * serializeUser(user) // '{"id":"d4gn7g3p38l77tn1edd0","name":"robin",...}'
 */
export function serializeUser(user: User): string {
	return JSON.stringify(user, USER_KEY_ORDER);
}

/**
 * A member's PartialMember: its User-shaped record without `fields`.
 *
 * @example
 * partialMember(juniper) // { id: 'dc24aka2279j0d5s373g', name: 'juniper', display_name: 'Juniper 🌿', bio: '…', avatar_urls: [], links: [], names: […], pronouns: […] }
 */
export function partialMember(member: User): PartialMember {
	const { fields: _fields, ...partial } = member;
	return partial;
}

/**
 * A member's Member: its User-shaped record, then the summary of the user
 * it belongs to.
 *
 * @example
 * apiMember(juniper, kit).user // { id: 'd574dg3qf8mta91c2tpg', name: 'kit', display_name: 'キット (Kit) 🦊', avatar_urls: […] }
 */
export function apiMember(member: User, user: User): Member {
	return {
		...member,
		user: {
			id: user.id,
			name: user.name,
			display_name: user.display_name,
			avatar_urls: user.avatar_urls,
		},
	};
}

/**
 * Serialises a Member, or a PartialMember array, for the API: compact JSON,
 * keys in the spec's order however the objects were built.
 *
 * @example
 * serializeMember(apiMember(juniper, kit)) // '{"id":"dc24aka2279j0d5s373g","name":"juniper",…,"fields":[…],"user":{"id":"d574dg3qf8mta91c2tpg",…}}'
 */
export function serializeMember(member: Member | readonly PartialMember[]): string {
	return JSON.stringify(member, MEMBER_KEY_ORDER);
}

/**
 * The v1 shape as the API walk (walk.ts apiEntries) writes it: a user's
 * User, its listed members as PartialMembers, each member as a Member.
 */
export const V1_SHAPE: ApiShape = {
	layout: V1_LAYOUT,
	user: (user: SiteUser) => serializeUser(user.user),
	list: (user: SiteUser) =>
		serializeMember(user.listed.map((member) => partialMember(member.user))),
	member: (member: Person, user: SiteUser) => serializeMember(apiMember(member.user, user.user)),
};
