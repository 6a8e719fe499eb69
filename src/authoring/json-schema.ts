/**
 * JSON Schemas generated from the zod schemas, so editors, tests and
 * clients check against the very rules the build applies.
 */
import { z } from 'zod';
import { memberFileSchema, profileSchema } from '../schemas/profile.ts';
import { apiErrorSchema, memberSchema, partialMemberSchema, userSchema } from '../schemas/user.ts';
import { ccListedMemberSchema, ccMemberSchema, ccUserSchema } from '../schemas/cc-user.ts';

/**
 * A zod schema as JSON Schema: `output` for what the site emits, `input` for files as people write
 * them.
 */
function jsonSchema(
	schema: z.core.$ZodType,
	io: 'input' | 'output',
	about: { title?: string; description?: string } = {},
): Record<string, unknown> {
	return { ...z.toJSONSchema(schema, { io, target: 'draft-2020-12' }), ...about };
}

/**
 * The JSON Schema of a v1 User as this site emits it.
 *
 * @example
 * new Ajv2020().compile(userJsonSchema())(JSON.parse(body)) // true
 */
export const userJsonSchema = () => jsonSchema(userSchema, 'output');

/** The JSON Schema of the APIError document. */
export const apiErrorJsonSchema = () => jsonSchema(apiErrorSchema, 'output');

/**
 * The JSON Schema of a user in pronouns.cc's later shape, as `api/v1/users/{userRef}` answers it.
 */
export const ccUserJsonSchema = () =>
	jsonSchema(ccUserSchema, 'output', { title: 'pronouns.cc user (later shape)' });

/** The committed schema files, by path: written by `staticnouns schema`, checked by the tests. */
export const SCHEMA_FILES: Record<string, () => Record<string, unknown>> = {
	// Profile and member files as people write them (the input side of the content schema).
	'schemas/profile.schema.json': () =>
		jsonSchema(profileSchema, 'input', {
			title: 'staticnouns profile',
			description:
				'A profile file: content/users/<name>.json (or the frontmatter of <name>.md, whose body is the bio).',
		}),
	'schemas/member.schema.json': () =>
		jsonSchema(memberFileSchema, 'input', {
			title: 'staticnouns member',
			description:
				"A member file: content/users/<user>/members/<name>.json or <name>/index.json (or the frontmatter of a .md file, whose body is the bio). The same keys as a profile, but owners: the user's owners own its folder.",
		}),
	'schemas/user.schema.json': userJsonSchema,
	// What `{base_url}/users/{userRef}/members` answers.
	'schemas/partial-members.schema.json': () => jsonSchema(z.array(partialMemberSchema), 'output'),
	// A Member, as `{base_url}/members/{memberId}` answers it.
	'schemas/member-api.schema.json': () => jsonSchema(memberSchema, 'output'),
	'schemas/api-error.schema.json': apiErrorJsonSchema,
	'schemas/cc-user.schema.json': ccUserJsonSchema,
	'schemas/cc-member.schema.json': () =>
		jsonSchema(ccMemberSchema, 'output', { title: 'pronouns.cc member (later shape)' }),
	'schemas/cc-members.schema.json': () =>
		jsonSchema(z.array(ccListedMemberSchema), 'output', {
			title: 'pronouns.cc member list (later shape)',
		}),
};
