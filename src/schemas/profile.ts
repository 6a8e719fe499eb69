/**
 * The content file format: what a member writes in content/users/<name>.md
 * (YAML frontmatter) or <name>.json. It is lenient where people are (status
 * words, string shorthand, null for "none") and normalises into the pieces of
 * the v1 User. Every bound of the spec comes from user.ts; the counts and
 * lengths a site sets on top of it come from a Limits value (schemas/profile-limits.ts).
 */
import { z } from './zod.ts';
import { DEFAULT_LIMITS, type Limits } from './profile-limits.ts';
import { byStatus, DEFAULT_STATUS, statusInputSchema } from './status.ts';
import { strictObject } from './strict.ts';
import { sidSchemaFor } from './short-id.ts';
import { boundedText, nonEmptyText, textPattern } from './text.ts';
import { fetchUrlProblem } from './fetch-url.ts';
import { plural } from '../utils/plural.ts';
import {
	avatarUrlSchema,
	bioSchema,
	displayNameSchema,
	displayTextSchema,
	FIELD_LISTS,
	fieldNameSchema,
	idSchema,
	isHttpUrl,
	linkSchema,
	nameSchema,
	nameTextSchema,
	pronounsTextSchema,
	type Field,
	type NameEntry,
	type PronounEntry,
} from './user.ts';

/** A list that may be left out or null, meaning empty. */
function list<Item extends z.core.SomeType>(item: Item, max?: ListLimit) {
	const array = max
		? z
				.array(item)
				.check(z.maxLength(max.count, { error: (issue) => tooManyMessage(issue.input, max) }))
		: z.array(item);
	return z.pipe(
		z.nullish(array),
		z.transform((items): z.output<Item>[] => items ?? []),
	);
}

/** A site's bound on a list's length, and the `limits` key that sets it. */
interface ListLimit {
	count: number;
	key: keyof Limits;
	/** How to choose what to keep. */
	fix: string;
}

function listLimit(limits: Limits, key: keyof Limits, fix: string): ListLimit {
	return { count: limits[key], key, fix };
}

function tooManyMessage(input: unknown, { count, key, fix }: ListLimit): string {
	const length = Array.isArray(input) ? input.length : 0;
	return `at most ${plural(count, { one: 'entry is', other: 'entries are' })} allowed, but there are ${length}: ${fix} (the site limit is set by limits.${key})`;
}

/** A name entry: "Robin" (okay) or { name, status }. */
export const nameEntryInputSchema = z.pipe(
	z.union(
		[
			z.pipe(
				nameTextSchema,
				z.transform((name): NameEntry => ({ name, status: DEFAULT_STATUS })),
			),
			strictObject({ name: nameTextSchema, status: statusInputSchema }),
		],
		{ error: () => 'must be a name (text) or an object with name and status' },
	),
	z.transform((entry): NameEntry => ({ name: entry.name, status: entry.status })),
);

/** A pronoun entry: "they/them" (okay) or { pronouns, display_text, status }. */
export const pronounEntryInputSchema = z.pipe(
	z.union(
		[
			z.pipe(
				pronounsTextSchema,
				z.transform((pronouns): PronounEntry => ({
					pronouns,
					display_text: null,
					status: DEFAULT_STATUS,
				})),
			),
			strictObject({
				pronouns: pronounsTextSchema,
				display_text: z.nullish(displayTextSchema),
				status: statusInputSchema,
			}),
		],
		{
			error: () =>
				'must be pronouns (text such as "they/them") or an object with pronouns, display_text and status',
		},
	),
	z.transform((entry): PronounEntry => ({
		pronouns: entry.pronouns,
		display_text: entry.display_text ?? null,
		status: entry.status,
	})),
);

/**
 * A free-form field: a name and up to five lists of entries, one per status,
 * holding at most `limits.fieldEntries` entries together, each at most
 * `limits.fieldEntryLength` long.
 */
export function fieldInputSchemaFor(limits: Limits) {
	const entry = boundedText(1, limits.fieldEntryLength, { limit: 'limits.fieldEntryLength' }).check(
		z.meta({ description: `An entry, 1-${limits.fieldEntryLength} characters.` }),
	);
	// Each list alone may hold them all; the total is checked below (JSON Schema cannot add lists
	// up).
	const entries = list(entry, listLimit(limits, 'fieldEntries', 'keep the ones that matter most'));
	return z.pipe(
		strictObject({
			name: fieldNameSchema,
			...byStatus(() => entries),
		}).check(
			z.superRefine((field, ctx) => {
				const total = FIELD_LISTS.reduce((sum, key) => sum + field[key].length, 0);
				if (total <= limits.fieldEntries) return;
				ctx.addIssue({
					code: 'too_big',
					origin: 'array',
					maximum: limits.fieldEntries,
					input: field,
					message: `at most ${limits.fieldEntries} entries are allowed in one field, its five lists together, but there are ${total}: keep the ones that matter most (the site limit is set by limits.fieldEntries)`,
				});
			}),
		),
		z.transform((field): Field => {
			return { name: field.name, ...byStatus((list) => field[list]) };
		}),
	);
}

/**
 * A profile file's data under a site's limits: the YAML frontmatter of a .md
 * file, or the object in a .json file. The profile's name is its file name;
 * the bio of a .md file is its body (see content/profile.ts, which applies both).
 * Built once per set of limits.
 *
 * @example
 * profileSchemaFor({ ...DEFAULT_LIMITS, pronouns: 80 }).safeParse(data)
 */
export function profileSchemaFor(limits: Limits = DEFAULT_LIMITS) {
	return onceFor(profileSchemas, limits, buildProfileSchema);
}

const profileSchemas = new Map<string, ReturnType<typeof buildProfileSchema>>();

/**
 * A schema `build` makes for a set of limits, built once per set (a site has one; tests use many).
 */
function onceFor<Schema>(
	built: Map<string, Schema>,
	limits: Limits,
	build: (limits: Limits) => Schema,
): Schema {
	// Every file of a site asks with the same limits object: while it holds the same values, its
	// schema is found without making a key per file.
	const last = lastAsked.get(built) as
		{ limits: Limits; values: unknown[]; schema: Schema } | undefined;
	if (
		last?.limits === limits &&
		LIMIT_KEYS.every((name, at) => Object.is(limits[name], last.values[at]))
	)
		return last.schema;
	const key = JSON.stringify(limits, LIMIT_KEYS);
	let schema = built.get(key);
	if (!schema) built.set(key, (schema = build(limits)));
	lastAsked.set(built, { limits, values: LIMIT_KEYS.map((name) => limits[name]), schema });
	return schema;
}

const LIMIT_KEYS = (Object.keys(DEFAULT_LIMITS) as (keyof Limits)[]).sort();
/** The limits each cache of schemas was last asked for, and what it gave. */
const lastAsked = new WeakMap<
	Map<string, unknown>,
	{ limits: Limits; values: unknown[]; schema: unknown }
>();

function buildProfileSchema(limits: Limits) {
	return strictObject({
		/** Unique, unchanging ID (an xid). Required. */
		id: idSchema,
		/** Optional; when given it must equal the file name without extension. */
		name: z
			.pipe(
				z.nullish(nameSchema),
				z.transform((value) => value ?? undefined),
			)
			.check(
				z.meta({
					description:
						'Optional: the profile name, which must equal the file name (without extension).',
				}),
			),
		/** Optional nickname. */
		display_name: z
			.pipe(
				z.nullish(displayNameSchema),
				z.transform((value) => value ?? null),
			)
			.check(
				z.meta({ description: 'Optional nickname shown instead of the name, 1-100 characters.' }),
			),
		/** JSON files only: the bio, trimmed; "" means none. In .md files the body is the bio. */
		bio: z
			.pipe(
				z.pipe(
					z.nullish(z.string()),
					z.transform((value) => value?.trim() || null),
				),
				z.nullable(bioSchema),
			)
			.check(
				z.meta({
					description:
						'JSON files only (in .md files the body is the bio): Markdown, 1-1000 characters after trimming; "" means none.',
					pattern: textPattern({ multiline: true }),
				}),
			),
		/** Links shown on the profile, e.g. a fediverse account (1-256 characters each). */
		links: list(linkSchema, listLimit(limits, 'links', 'keep the ones you most want seen')).check(
			z.meta({
				description:
					'Links shown on the profile, 1-256 characters each; http(s) ones are clickable.',
			}),
		),
		/** Names, each "Name" (okay) or { name, status }. */
		names: list(
			nameEntryInputSchema,
			listLimit(limits, 'names', 'keep the ones you use most'),
		).check(z.meta({ description: 'Names: "Name" (status okay) or { name, status }.' })),
		/** Pronouns, each "they/them" (okay) or { pronouns, display_text, status }. */
		pronouns: list(
			pronounEntryInputSchema,
			listLimit(limits, 'pronouns', 'keep the ones you use most'),
		).check(
			z.meta({
				description: 'Pronouns: "they/them" (status okay) or { pronouns, display_text, status }.',
			}),
		),
		/** Free-form fields with entries sorted by status. */
		fields: list(
			fieldInputSchemaFor(limits),
			listLimit(limits, 'fields', 'keep the ones that matter most'),
		).check(
			z.meta({
				description: 'Free-form fields: { name, favourite, okay, jokingly, friends_only, avoid }.',
			}),
		),
		/** Hosted avatar images: absolute http(s) addresses, the canonical one first. */
		avatar_urls: list(
			// The API's rule (an absolute address), then what a browser may be made to fetch
			// (schemas/fetch-url.ts).
			avatarUrlSchema.check(
				z.superRefine((value, ctx) => {
					const problem = isHttpUrl(value) ? fetchUrlProblem(value) : undefined;
					if (problem) ctx.addIssue({ code: 'custom', message: problem });
				}),
			),
		).check(
			z.meta({
				description:
					'Hosted avatars: absolute https addresses of public hosts, canonical first. Not together with avatar.',
			}),
		),
		/** A local avatar image: a path relative to this file, e.g. ./avatar.png. */
		// A path, yet text a person wrote: no control or direction characters
		// (a file named with a newline would forge a line of the build's log).
		avatar: z
			.pipe(
				z.nullish(nonEmptyText),
				z.transform((value) => value ?? null),
			)
			.check(
				z.meta({
					description:
						'A local avatar image, relative to this file (e.g. ./avatar.png): PNG, JPEG, WebP, GIF or AVIF.',
				}),
			),
		/**
		 * Forge usernames (or org/team) whose approval changes to this profile need; never published.
		 */
		owners: list(
			z
				.string()
				.check(
					z.regex(
						/^@?[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9._-]+)?$/,
						'must be a forge username such as robin-gh, or org/team',
					),
					z.meta({ description: 'A forge username (e.g. robin-gh) or org/team.' }),
				),
		).check(
			z.meta({
				description:
					'Who must approve changes to this profile (written to .github/CODEOWNERS); never published.',
			}),
		),
		/** The short ID, 5 letters a-z (schemas/short-id.ts); a member's is 6 (buildMemberSchema). */
		sid: z.optional(sidSchemaFor('user')),
		/** Lets editors find the JSON Schema; ignored. */
		$schema: z
			.optional(z.string())
			.check(
				z.meta({ description: 'The JSON Schema of this file, for editors; ignored by the build.' }),
			),
	});
}

/**
 * Why a member file may not name owners: its user's owners own the user's
 * folder, members/ included (CODEOWNERS names the folder).
 */
export const MEMBER_OWNERS_MESSAGE =
	"a member has no owners of its own; the owners of its user (in the user's index.md or index.json) own the whole folder, members included: remove this key, or add the owners to the user";

/**
 * A member file's data under a site's limits (content/users/<user>/members/
 * <name>.md|json): the profile schema itself, every key and bound the same,
 * except `owners`, which a member may not give (MEMBER_OWNERS_MESSAGE).
 * Built once per set of limits.
 *
 * @example
 * memberSchemaFor(DEFAULT_LIMITS).safeParse({ id: 'd4gn7g3p38l77tn1edf0', owners: ['x'] }).success // false
 */
export function memberSchemaFor(limits: Limits = DEFAULT_LIMITS) {
	return onceFor(memberSchemas, limits, buildMemberSchema);
}

function buildMemberSchema(limits: Limits) {
	return z.extend(profileSchemaFor(limits), {
		sid: z.optional(sidSchemaFor('member')),
		owners: z.optional(z.never({ error: MEMBER_OWNERS_MESSAGE })).check(
			z.meta({
				description: 'Not for members: the owners of the user own its folder, members included.',
			}),
		),
	});
}

const memberSchemas = new Map<string, ReturnType<typeof buildMemberSchema>>();

/** A profile file's data under the default limits (DEFAULT_LIMITS). */
export const profileSchema = profileSchemaFor(DEFAULT_LIMITS);

/** A member file's data under the default limits (DEFAULT_LIMITS). */
export const memberFileSchema = memberSchemaFor(DEFAULT_LIMITS);

/** What a profile file may contain, as written. */
export type ProfileInput = z.input<typeof profileSchema>;
/** A profile file's data after validation and normalisation. */
export type ProfileData = z.output<typeof profileSchema>;
