/**
 * The content file format: what a member writes in content/users/<name>.md
 * (YAML frontmatter) or <name>.json. It is lenient where people are (status
 * words, string shorthand, null for "none") and normalises into the pieces of
 * the v1 User. Every bound of the spec comes from user.ts; the counts and
 * lengths a site sets on top of it come from a Limits value (schemas/profile-limits.ts).
 */
import { checkEn, checkIssue, ENGLISH_CHECK, say, type CheckKey } from './check-words.ts';
import { z } from './zod.ts';
import { DEFAULT_LIMITS, type Limits } from './profile-limits.ts';
import {
	byStatus,
	DEFAULT_STATUS,
	OWN_STATUS_KEY,
	STATUS_WORDS,
	statusInputSchema,
	statusOf,
} from './status.ts';
import { FLAG_SHORT_NAMES, FLAG_SLUGS } from './flags.ts';
import { ICON_SLUGS } from './icons.ts';
import { suggest } from '../utils/suggest.ts';
import { strictObject } from './strict.ts';
import { sidSchemaFor } from './values/short-id.ts';
import { boundedText, nonEmptyText, textPattern } from './values/text.ts';
import { fetchUrlProblem } from './values/fetch-url.ts';
import { linkUserinfoProblem } from './values/link-url.ts';
import { languageTagSchema } from './values/language-tag.ts';
import {
	avatarUrlSchema,
	bioSchema,
	displayNameSchema,
	displayTextSchema,
	fieldNameSchema,
	idSchema,
	isHttpUrl,
	linkSchema,
	nameSchema,
	nameTextSchema,
	pronounsTextSchema,
} from './user.ts';

/** A name as a content file gives it: its status a word or an own status's key. */
interface NameInput {
	name: string;
	status: string;
}
/** A pronoun set as a content file gives it: its status a word or an own status's key. */
interface PronounInput {
	pronouns: string;
	display_text: string | null;
	status: string;
}
/** A field as a content file gives it: its entries in list order, each with its status. */
interface FieldInput {
	name: string;
	entries: { value: string; status: string }[];
}

const OKAY = statusOf(DEFAULT_STATUS).word;

/** A list that may be left out or null, meaning empty; `description` is the JSON Schema's. */
function list<Item extends z.core.SomeType>(item: Item, max?: ListLimit, description?: string) {
	const array = max
		? z.array(item).check(
				z.maxLength(max.count, {
					error: (issue) =>
						tooManyMessage(max.key, Array.isArray(issue.input) ? issue.input.length : 0, max.count),
				}),
			)
		: z.array(item);
	const read = z.pipe(
		z.nullish(array),
		z.transform((items): z.output<Item>[] => items ?? []),
	);
	return description === undefined ? read : read.check(z.meta({ description }));
}

/** A site's bound on a list's length, and the `limits` key that sets it. */
interface ListLimit {
	count: number;
	key: keyof Limits;
}

function listLimit(limits: Limits, key: keyof Limits): ListLimit {
	return { count: limits[key], key };
}

/** How to choose what to keep, by the option that bounds the list. */
const KEEP: Partial<Record<string, CheckKey>> = {
	names: 'check.keepMostUsed',
	pronouns: 'check.keepMostUsed',
	fields: 'check.keepMatterMost',
	fieldEntries: 'check.keepMatterMost',
	flags: 'check.keepMostSeen',
	links: 'check.keepMostSeen',
};

/**
 * The rule a list over the limit `option` breaks (a field's lists together, the own statuses, or
 * one list), and how to choose what to keep.
 *
 * @example
 * overLimit('names') // { key: 'check.tooMany', fix: 'check.keepMostUsed' }
 */
export function overLimit(option: string): { key: CheckKey; fix: CheckKey } {
	const key =
		option === 'statuses'
			? 'check.tooManyStatuses'
			: option === 'fieldEntries'
				? 'check.tooManyInField'
				: 'check.tooMany';
	return { key, fix: KEEP[option] ?? 'check.keepMatterMost' };
}

/**
 * A list over its limit, in check's default words; the report reads the count back and says it
 * in the site's (friendly-errors.ts tooMany).
 */
function tooManyMessage(option: keyof Limits, count: number, max: number): string {
	const { key, fix } = overLimit(option);
	return say(ENGLISH_CHECK, key, {
		count: String(count),
		max: String(max),
		fix: say(ENGLISH_CHECK, fix),
		limit: `limits.${option}`,
	});
}

/** A name entry: "Robin" (okay) or { name, status }. */
const nameEntryInputSchema = z.union(
	[
		z.pipe(
			nameTextSchema,
			z.transform((name): NameInput => ({ name, status: OKAY })),
		),
		strictObject({ name: nameTextSchema, status: statusInputSchema }),
	],
	{ error: () => checkEn['check.nameEntry'] },
);

/** A pronoun entry: "they/them" (okay) or { pronouns, display_text, status }. */
const pronounEntryInputSchema = z.union(
	[
		z.pipe(
			pronounsTextSchema,
			z.transform((pronouns): PronounInput => ({ pronouns, display_text: null, status: OKAY })),
		),
		strictObject({
			pronouns: pronounsTextSchema,
			display_text: z.pipe(
				z.nullish(displayTextSchema),
				z.transform((text) => text ?? null),
			),
			status: statusInputSchema,
		}),
	],
	{ error: () => checkEn['check.pronounsEntry'] },
);

/**
 * A free-form field: a name and a list of entries per status, the five and
 * any of the profile's own (`partner: [honey]`; whether the key is one of the
 * profile's own is its check, content/validate/own-statuses.ts), holding at
 * most `limits.fieldEntries` entries together, each at most
 * `limits.fieldEntryLength` long.
 */
function fieldInputSchemaFor(limits: Limits) {
	const entry = boundedText(1, limits.fieldEntryLength, { limit: 'limits.fieldEntryLength' }).check(
		z.meta({ description: `An entry, 1-${limits.fieldEntryLength} characters.` }),
	);
	// Each list alone may hold them all; the total is checked below (JSON Schema cannot add lists
	// up).
	const entries = list(entry, listLimit(limits, 'fieldEntries'));
	const known = ['name', ...STATUS_WORDS];
	return z.pipe(
		z
			.catchall(strictObject({ name: fieldNameSchema, ...byStatus(() => entries) }), z.unknown())
			.check(
				// For editors: a list under an own status's key, and no other key.
				z.meta({
					patternProperties: {
						[`^(?!(?:${known.join('|')})$)${OWN_STATUS_KEY.source.slice(1)}`]: {
							type: ['array', 'null'],
							items: { type: 'string', minLength: 1, maxLength: limits.fieldEntryLength },
						},
					},
					additionalProperties: false,
				}),
				z.superRefine((field, ctx) => {
					let total = 0;
					for (const [key, value] of Object.entries(field)) {
						if (key === 'name') continue;
						if (!known.includes(key) && !OWN_STATUS_KEY.test(key)) {
							const hint = suggest(key, known);
							const quoted = JSON.stringify(key);
							ctx.addIssue({
								...(hint
									? checkIssue('check.fieldKeyHint', { key: quoted, hint })
									: checkIssue('check.fieldKey', { key: quoted })),
								path: [key],
								input: value,
							});
							continue;
						}
						const own = known.includes(key)
							? { success: true as const, data: value }
							: entries.safeParse(value);
						if (!own.success) {
							for (const issue of own.error.issues)
								ctx.addIssue({ ...issue, path: [key, ...issue.path] } as never);
							continue;
						}
						total += Array.isArray(own.data) ? own.data.length : 0;
					}
					if (total <= limits.fieldEntries) return;
					ctx.addIssue({
						code: 'too_big',
						origin: 'array',
						maximum: limits.fieldEntries,
						input: field,
						message: tooManyMessage('fieldEntries', total, limits.fieldEntries),
					});
				}),
			),
		z.transform((field): FieldInput => {
			const out: FieldInput['entries'] = [];
			for (const word of STATUS_WORDS)
				for (const value of field[word]) out.push({ value, status: word });
			for (const [key, value] of Object.entries(field))
				if (key !== 'name' && !known.includes(key) && Array.isArray(value))
					for (const item of value as string[]) out.push({ value: item, status: key });
			return { name: field.name, entries: out };
		}),
	);
}

/**
 * A slug from a shipped list (an icon, a library flag): anything else is
 * refused with the closest slug and where the list is documented.
 */
function slugSchema<Slug extends string>(
	slugs: readonly Slug[],
	rule: 'check.flagSlug' | 'check.iconSlug',
	shortNames: Readonly<Record<string, Slug>> = {},
) {
	const known: readonly string[] = slugs;
	const schema = z.string().check(
		z.superRefine((value, ctx) => {
			if (known.includes(value)) return;
			const typed = value.toLowerCase().replace(/[\s_]+/g, '-');
			const hint = Object.hasOwn(shortNames, typed) ? shortNames[typed] : suggest(typed, known);
			ctx.addIssue({ ...checkIssue(rule, {}, hint), input: value });
		}),
		z.meta({ enum: [...slugs] }),
	);
	// Only a slug of the list passes the check.
	return schema as unknown as z.ZodMiniType<Slug, string>;
}

/** A profile's own status: `{ label, icon, counts_as }`. */
const ownStatusInputSchema = strictObject({
	label: boundedText(1, 50).check(
		z.meta({ description: 'What the status means, shown beside its entries: 1-50 characters.' }),
	),
	icon: z.optional(slugSchema(ICON_SLUGS, 'check.iconSlug')).check(
		z.meta({
			description: 'An icon of the set (docs/reference/icons.md); left out: the icon of counts_as.',
		}),
	),
	counts_as: z.enum(STATUS_WORDS).check(
		z.meta({
			description:
				'Which of the five statuses every rule counts it as (the v1 API, pronoun pages, search): favourite, okay, jokingly, friends_only or avoid.',
		}),
	),
});

/**
 * Whether an IANA time zone name is one this Node knows:
 * `Intl.supportedValuesOf('timeZone')`, or an older name of one of them
 * (Europe/Kiev, UTC) that Intl resolves.
 */
export function isTimeZone(value: string): boolean {
	if (timeZones().has(value)) return true;
	if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(value)) return false;
	try {
		new Intl.DateTimeFormat('en', { timeZone: value });
		return true;
	} catch {
		return false;
	}
}

let zones: Set<string> | undefined;
function timeZones(): Set<string> {
	return (zones ??= new Set(Intl.supportedValuesOf('timeZone')));
}

/**
 * The time zone named after a city given alone ("Berlin", "new york"): the zone whose last part is
 * that city, else the closest city on a typo.
 *
 * @example
 * zoneOfCity('Berlin') // 'Europe/Berlin'
 */
function zoneOfCity(value: string): string | undefined {
	const city = value.trim().replace(/\s+/g, '_').toLowerCase();
	if (!city || city.includes('/')) return undefined;
	cities ??= new Map(
		[...timeZones()].map((zone) => [zone.slice(zone.lastIndexOf('/') + 1).toLowerCase(), zone]),
	);
	return cities.get(city) ?? cities.get(suggest(city, [...cities.keys()]) ?? '');
}
let cities: Map<string, string> | undefined;

/** An IANA time zone such as Europe/Berlin, with the closest on a typo or a city alone. */
const timezoneSchema = z.string().check(
	z.superRefine((value, ctx) => {
		if (isTimeZone(value)) return;
		const hint =
			value.length <= 64 ? (zoneOfCity(value) ?? suggest(value, [...timeZones()])) : undefined;
		ctx.addIssue({ ...checkIssue('check.timeZone', {}, hint), input: value });
	}),
	z.meta({ description: 'An IANA time zone, e.g. Europe/Berlin.' }),
);

/** A flag of the profile's own: a local image, its name, and a description for its alt text. */
const ownFlagSchema = strictObject({
	image: nonEmptyText.check(
		z.meta({
			description:
				'A local image relative to this file (e.g. ./flag.png): PNG, JPEG, WebP, GIF or AVIF.',
		}),
	),
	name: boundedText(1, 50).check(z.meta({ description: "The flag's name, 1-50 characters." })),
	description: boundedText(1, 200).check(
		z.meta({
			description:
				'What the flag shows, for people who cannot see it (its alt text): 1-200 characters.',
		}),
	),
});

/** A flag: a library slug (`transgender`) or `{ image, name, description }`. */
const flagInputSchema = z.union(
	[slugSchema(FLAG_SLUGS, 'check.flagSlug', FLAG_SHORT_NAMES), ownFlagSchema],
	{
		error: () => checkEn['check.flagEntry'],
	},
);

/** What is wrong with the key of an own status, or undefined. */
function ownKeyProblem(key: string): ReturnType<typeof checkIssue> | undefined {
	if ((STATUS_WORDS as readonly string[]).includes(key))
		return checkIssue('check.ownKeyIsStatus', { key });
	// A field's own key: `fields: [{ name: Words, partner: [...] }]` could not hold a list of it.
	if (key === 'name') return checkIssue('check.ownKeyName');
	if (!OWN_STATUS_KEY.test(key)) {
		const example =
			key
				.toLowerCase()
				.replace(/[^a-z0-9_]+/g, '_')
				.replace(/^[^a-z]+/, '')
				.slice(0, 30) || 'partner';
		return checkIssue('check.ownKeyForm', { key, example });
	}
	return undefined;
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

/** A key that may be left out or null, read as null. */
function orNull<Item extends z.core.SomeType>(item: Item, description: string) {
	return z
		.pipe(
			z.nullish(item),
			z.transform((value) => value ?? null),
		)
		.check(z.meta({ description }));
}

function buildProfileSchema(limits: Limits) {
	return strictObject({
		id: idSchema,
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
		display_name: orNull(
			displayNameSchema,
			'Optional nickname shown instead of the name, 1-100 characters.',
		),
		bio: bioKey(),
		links: linksKey(limits),
		names: list(
			nameEntryInputSchema,
			listLimit(limits, 'names'),
			'Names: "Name" (status okay) or { name, status }.',
		),
		pronouns: list(
			pronounEntryInputSchema,
			listLimit(limits, 'pronouns'),
			'Pronouns: "they/them" (status okay) or { pronouns, display_text, status }.',
		),
		fields: list(
			fieldInputSchemaFor(limits),
			listLimit(limits, 'fields'),
			'Free-form fields: { name, favourite, okay, jokingly, friends_only, avoid }, and a list under the key of each own status used.',
		),
		avatar_urls: avatarUrlsKey(),
		// A path, yet text a person wrote: no control or direction characters
		// (a file named with a newline would forge a line of the build's log).
		avatar: orNull(
			nonEmptyText,
			'A local avatar image, relative to this file (e.g. ./avatar.png): PNG, JPEG, WebP, GIF or AVIF.',
		),
		statuses: ownStatusesKey(limits),
		flags: list(
			flagInputSchema,
			listLimit(limits, 'flags'),
			'Pride flags: a library slug (docs/reference/flags.md) or { image, name, description } for an image of your own.',
		),
		timezone: orNull(
			timezoneSchema,
			'Your time zone, an IANA name such as Europe/Berlin: the page shows it and its UTC offset.',
		),
		member_title: orNull(
			boundedText(1, 50),
			'Users only: the heading of your member list, 1-50 characters (e.g. Headmates).',
		),
		unlisted: z
			.optional(z.never({ error: checkEn['check.unlistedUser'] }))
			.check(z.meta({ description: 'Members only: leaves the member off the lists.' })),
		owners: ownersKey(),
		// The language of the profile's own text: its page marks that text with it, to read right
		// on a site in another language. Not in the API.
		lang: orNull(
			languageTagSchema,
			"Optional: the language this profile's own text is written in, a BCP 47 tag such as en, de or pt-BR; its page marks that text with it.",
		),
		/**
		 * The short ID, 5 letters a-z (schemas/values/short-id.ts); a member's is 6
		 * (buildMemberSchema).
		 */
		sid: z.optional(sidSchemaFor('user')),
		$schema: z
			.optional(z.string())
			.check(
				z.meta({ description: 'The JSON Schema of this file, for editors; ignored by the build.' }),
			),
	});
}

/** JSON files only: the bio, trimmed; "" means none. In .md files the body is the bio. */
function bioKey() {
	return z
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
		);
}

/** Links shown on the profile, e.g. a fediverse account (1-256 characters each). */
function linksKey(limits: Limits) {
	return list(
		// The API's rule (1-256 characters), then a web link shows its host
		// (schemas/values/link-url.ts).
		linkSchema.check(
			z.superRefine((value, ctx) => {
				const problem = linkUserinfoProblem(value);
				if (problem) ctx.addIssue({ code: 'custom', message: problem });
			}),
		),
		listLimit(limits, 'links'),
		'Links shown on the profile, 1-256 characters each; http(s) ones are clickable.',
	);
}

/** Hosted avatar images: absolute http(s) addresses, the canonical one first. */
function avatarUrlsKey() {
	return list(
		// The API's rule (an absolute address), then what a browser may be made to fetch
		// (schemas/values/fetch-url.ts).
		avatarUrlSchema.check(
			z.superRefine((value, ctx) => {
				const problem = isHttpUrl(value) ? fetchUrlProblem(value) : undefined;
				if (problem) ctx.addIssue({ code: 'custom', message: problem });
			}),
		),
		undefined,
		'Hosted avatars: absolute https addresses of public hosts, canonical first. Not together with avatar.',
	);
}

/** The profile's own statuses: `key: { label, icon, counts_as }`. */
function ownStatusesKey(limits: Limits) {
	return z
		.pipe(
			z.nullish(z.record(z.string(), ownStatusInputSchema)).check(
				z.superRefine((statuses, ctx) => {
					if (!statuses) return;
					const keys = Object.keys(statuses);
					for (const key of keys) {
						const problem = ownKeyProblem(key);
						if (problem) ctx.addIssue({ ...problem, path: [key], input: key });
					}
					if (keys.length > limits.statuses)
						ctx.addIssue({
							code: 'too_big',
							origin: 'array',
							maximum: limits.statuses,
							input: statuses,
							message: tooManyMessage('statuses', keys.length, limits.statuses),
						});
				}),
			),
			z.transform((statuses) => statuses ?? {}),
		)
		.check(
			z.meta({
				description:
					'Statuses of your own beyond the five: key: { label, icon, counts_as }; entries use the key as their status.',
				propertyNames: {
					pattern: OWN_STATUS_KEY.source,
					not: { enum: [...STATUS_WORDS, 'name'] },
				},
			}),
		);
}

/** Forge usernames (or org/team) whose approval changes to this profile need; never published. */
function ownersKey() {
	return list(
		z
			.string()
			.check(
				z.regex(
					/^@?[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9._-]+)?$/,
					'must be a forge username such as robin-gh, or org/team',
				),
				z.meta({ description: 'A forge username (e.g. robin-gh) or org/team.' }),
			),
		undefined,
		'Who must approve changes to this profile (written to .github/CODEOWNERS); never published.',
	);
}

/**
 * Why a member file may not name owners: its user's owners own the user's
 * folder, members/ included (CODEOWNERS names the folder).
 */
const MEMBER_OWNERS_MESSAGE =
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
		member_title: z
			.optional(z.never({ error: checkEn['check.memberTitle'] }))
			.check(
				z.meta({ description: "Not for members: the user's member_title heads its member list." }),
			),
		unlisted: z
			.pipe(
				z.nullish(z.boolean()),
				z.transform((value) => value ?? false),
			)
			.check(
				z.meta({
					description:
						"true leaves this member out of its user's page, the directory, search, pronoun pages and the sitemap; its own page and API files are still published (unlisted is not private).",
				}),
			),
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
