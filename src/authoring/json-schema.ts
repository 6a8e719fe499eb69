/**
 * JSON Schemas generated from the zod schemas, so editors, tests and
 * clients check against the very rules the build applies.
 */
import { z } from 'zod';
import { memberFileSchema, profileSchema } from '../schemas/profile.ts';
import { apiErrorSchema, memberSchema, partialMemberSchema, userSchema } from '../schemas/user.ts';
import { ccListedMemberSchema, ccMemberSchema, ccUserSchema } from '../schemas/cc-user.ts';

/**
 * The JSON Schema of a v1 User as this site emits it.
 *
 * @example
 * new Ajv2020().compile(userJsonSchema())(JSON.parse(body)) // true
 */
export function userJsonSchema(): Record<string, unknown> {
	return z.toJSONSchema(userSchema, { io: 'output', target: 'draft-2020-12' });
}

/** The JSON Schema of the APIError document. */
export function apiErrorJsonSchema(): Record<string, unknown> {
	return z.toJSONSchema(apiErrorSchema, { io: 'output', target: 'draft-2020-12' });
}

/** The JSON Schema of a profile file as people write it (input side of the content schema). */
function profileJsonSchema(): Record<string, unknown> {
	return {
		...z.toJSONSchema(profileSchema, { io: 'input', target: 'draft-2020-12' }),
		title: 'staticnouns profile',
		description:
			'A profile file: content/users/<name>.json (or the frontmatter of <name>.md, whose body is the bio).',
	};
}

/** The JSON Schema of a member file as people write it: the profile file's, without owners. */
function memberJsonSchema(): Record<string, unknown> {
	return {
		...z.toJSONSchema(memberFileSchema, { io: 'input', target: 'draft-2020-12' }),
		title: 'staticnouns member',
		description:
			"A member file: content/users/<user>/members/<name>.json or <name>/index.json (or the frontmatter of a .md file, whose body is the bio). The same keys as a profile, but owners: the user's owners own its folder.",
	};
}

/** The JSON Schema of the PartialMember array that `{base_url}/users/{userRef}/members` answers. */
function partialMemberJsonSchema(): Record<string, unknown> {
	return z.toJSONSchema(z.array(partialMemberSchema), { io: 'output', target: 'draft-2020-12' });
}

/** The JSON Schema of a Member, as `{base_url}/members/{memberId}` answers it. */
function memberApiJsonSchema(): Record<string, unknown> {
	return z.toJSONSchema(memberSchema, { io: 'output', target: 'draft-2020-12' });
}

/**
 * The JSON Schema of a user in pronouns.cc's later shape, as `api/v1/users/{userRef}` answers it.
 */
export function ccUserJsonSchema(): Record<string, unknown> {
	return {
		...z.toJSONSchema(ccUserSchema, { io: 'output', target: 'draft-2020-12' }),
		title: 'pronouns.cc user (later shape)',
	};
}

/** The JSON Schema of a member in pronouns.cc's later shape (`api/v1/members/{memberId}`). */
function ccMemberJsonSchema(): Record<string, unknown> {
	return {
		...z.toJSONSchema(ccMemberSchema, { io: 'output', target: 'draft-2020-12' }),
		title: 'pronouns.cc member (later shape)',
	};
}

/**
 * The JSON Schema of the member list in pronouns.cc's later shape
 * (`api/v1/users/{userRef}/members`).
 */
function ccMembersJsonSchema(): Record<string, unknown> {
	return {
		...z.toJSONSchema(z.array(ccListedMemberSchema), { io: 'output', target: 'draft-2020-12' }),
		title: 'pronouns.cc member list (later shape)',
	};
}

/** The committed schema files, by path: written by `staticnouns schema`, checked by the tests. */
export const SCHEMA_FILES: Record<string, () => Record<string, unknown>> = {
	'schemas/profile.schema.json': profileJsonSchema,
	'schemas/member.schema.json': memberJsonSchema,
	'schemas/user.schema.json': userJsonSchema,
	'schemas/partial-members.schema.json': partialMemberJsonSchema,
	'schemas/member-api.schema.json': memberApiJsonSchema,
	'schemas/api-error.schema.json': apiErrorJsonSchema,
	'schemas/cc-user.schema.json': ccUserJsonSchema,
	'schemas/cc-member.schema.json': ccMemberJsonSchema,
	'schemas/cc-members.schema.json': ccMembersJsonSchema,
};
