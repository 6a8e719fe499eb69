/**
 * One content file to one normalised profile: applies the file-level rules
 * (name from the file name, bio from the Markdown body) and the profile schema.
 */
import { memberSchemaFor, profileSchemaFor, type ProfileData } from '../../schemas/profile.ts';
import { idSchema, nameSchema, type User } from '../../schemas/user.ts';
import { freshId } from './fresh-id.ts';
import { sidKindOf, writtenSid } from '../../schemas/values/short-id.ts';
import { derivedSid } from './short-ids.ts';
import { duplicateIssues } from './duplicates.ts';
import { friendlyIssues } from './friendly-errors.ts';
import { ENGLISH_CHECK, say, sayIssue, type CheckWords } from '../../schemas/check-words.ts';
import { DEFAULT_LIMITS, type Limits } from '../../schemas/profile-limits.ts';
import type { LocalAvatar } from './avatars.ts';
import { previewValue, type ContentIssue } from '../issues.ts';
import { MAX_SEGMENT_BYTES, segmentBytesOver, textPathSegments } from '../../addresses/paths.ts';
import type { ProfileSource } from '../read/reader.ts';
import type { RichProfile } from '../../schemas/rich.ts';
import { builtInLabelIssues, undefinedStatusIssues } from './own-statuses.ts';
import { richProfileOf, userOf } from './rich-profile.ts';

/**
 * What the cross-profile rules need of a file: known even when other fields
 * of the file are invalid, so one run reports every problem.
 */
export interface ProfileIdentity {
	/** Path of the content file, relative to the working directory. */
	file: string;
	user: Pick<User, 'id' | 'name'>;
	/** Line of a field path in the file. */
	locate: ProfileSource['locate'];
	/**
	 * Line where the name is given: the `name` key, or 1 when the file name alone gives it (0: no
	 * file yet).
	 */
	nameLine: number;
	/**
	 * For a member file: its owner user, whose folder holds it, by name (the rules
	 * compare members within their user), and by ID once that is known.
	 * Null or left out for a user.
	 */
	readonly ownerUser?:
		{ readonly id?: string | undefined; readonly name: string } | null | undefined;
	/**
	 * The short ID: the file's `sid`, else the one derived from its ID
	 * (schemas/values/short-id.ts); left out where the file gives no valid ID.
	 */
	readonly sid?: string | undefined;
	/**
	 * Set when the file gives no `sid`: derived, so loadSite may move it to the
	 * next round of its hash where another derived one holds it (settleDerivedSids).
	 */
	readonly sidDerived?: true | undefined;
}

/**
 * A validated profile: the User it publishes and what stays private. Built
 * once and never changed: loadSite makes the final one (its avatar checked
 * and published in the User) and freezes it.
 */
export interface Profile extends ProfileIdentity {
	/** The v1 User, exactly as the API serves it (an own status as its counts_as value). */
	readonly user: User;
	/**
	 * What the profile shows beyond the v1 User, in pronouns.cc's later shape
	 * (schemas/rich.ts): entries with their status as text (a word or an own
	 * key), the own statuses, flags, time zone, member title, unlisted.
	 */
	readonly rich: RichProfile;
	/** The short ID, written or derived: `{site}/s/{sid}` leads to the profile. */
	readonly sid: string;
	/** A local avatar image, as written: a path relative to the file. */
	readonly avatar: string | null;
	/**
	 * The checked local avatar: null from parseProfile, set by loadSite when it builds the final
	 * profile.
	 */
	readonly localAvatar: LocalAvatar | null;
	/**
	 * The checked flag images of the profile's own, in the order of its flags: set by loadSite
	 * (published as avatars are); left out before.
	 */
	readonly localFlags?: readonly LocalAvatar[] | undefined;
	/** Forge usernames whose approval changes to this profile need (CODEOWNERS); never published. */
	readonly owners: readonly string[];
	/** The language the profile's own text is written in (BCP 47, as written); null: not said. */
	readonly lang: string | null;
	/**
	 * A user's members (content/users/<user>/members/), sorted by name as the
	 * directory is; always [] for a member. A member's `user` holds its own
	 * Member fields in the User's shape (the Member's `user` summary comes
	 * from its owner user's profile).
	 */
	readonly members: readonly Profile[];
	/**
	 * For a member: the ID and name of its owner user, the user whose folder holds it (the API's
	 * Member `user`); null for a user. Not `owners`, the forge accounts that approve changes.
	 */
	readonly ownerUser: Pick<User, 'id' | 'name'> | null;
}

export type ProfileResult =
	| { ok: true; profile: Profile }
	| { ok: false; issues: ContentIssue[]; identity?: ProfileIdentity | undefined };

/**
 * Validates a parsed profile file and builds its User. `stem` is the name the
 * file's place gives: the file name without extension, or the folder name
 * for `<name>/index.md`. `limits` bounds the lists and field entries. With
 * `ownerUser`, the file is a member of that user (members/<name>.md): the
 * member schema applies, and the profile and its identity carry the user.
 * `sidOf` gives a profile without a written sid its short ID: derivedSid
 * (node:crypto) everywhere but the browser editor, which writes no sid.
 *
 * @example
 * const read = readProfileSource('content/users/robin.md', text);
 * const result = read.ok ? parseProfile(read.source, 'robin') : read;
 * parseProfile(memberSource, 'juniper', DEFAULT_LIMITS, { id: 'd4gn7g3p38l77tn1edd0', name: 'kit'
 * })
 */
export function parseProfile(
	source: ProfileSource,
	stem: string,
	limits: Limits = DEFAULT_LIMITS,
	ownerUser: Pick<User, 'id' | 'name'> | null = null,
	sidOf: typeof derivedSid = derivedSid,
	/** The site's words for check's messages (check-words.ts); English when left out. */
	words: CheckWords = ENGLISH_CHECK,
): ProfileResult {
	const issues: ContentIssue[] = [];
	let data = source.data;

	if (source.kind === 'markdown' && isObject(data)) {
		if ('bio' in data) {
			issues.push({
				file: source.file,
				line: source.locate(['bio']),
				path: 'bio',
				message: say(words, 'check.bioKey'),
			});
		}
		data = { ...data, bio: source.body ?? '' };
	}

	const stemProblem = fileNameIssue(stem, source, words);
	if (stemProblem) issues.push(stemProblem);

	const parsed = (ownerUser ? memberSchemaFor(limits) : profileSchemaFor(limits)).safeParse(data);
	const schemaIssues = parsed.success
		? []
		: friendlyIssues(parsed.error, { ...source, data }, words);
	for (const issue of withReadNotes(schemaIssues, source, words)) issues.push(issue);

	for (const issue of duplicateIssues(data, source, words)) issues.push(issue);
	for (const issue of undefinedStatusIssues(data, source, words)) issues.push(issue);
	for (const issue of builtInLabelIssues(data, source, words)) issues.push(issue);

	// Checked on the raw value so the mismatch shows alongside any other problems.
	const given = isObject(data) ? data['name'] : undefined;
	const mismatch = nameMismatch(given, stem, source, words);
	if (mismatch) issues.push(mismatch);

	const nameLine = given === undefined || given === null ? 1 : (source.locate(['name']) ?? 1);
	const bothAvatars = bothAvatarsIssue(data, source, words);
	if (bothAvatars) issues.push(bothAvatars);
	if (parsed.success)
		for (const issue of pronounFormIssues(parsed.data.pronouns, data, source, words))
			issues.push(issue);

	if (issues.length || !parsed.success) {
		const id = validIdOf(data);
		const identity =
			!stemProblem && id !== undefined
				? {
						file: source.file,
						user: { id, name: stem },
						locate: source.locate,
						nameLine,
						ownerUser,
						...sidFields(writtenSid(data, sidKindOf(ownerUser)), () =>
							sidOf(id, sidKindOf(ownerUser)),
						),
					}
				: undefined;
		return { ok: false, issues, identity };
	}
	return {
		ok: true,
		profile: checkedProfile(parsed.data, source, { stem, nameLine }, ownerUser, () =>
			sidOf(parsed.data.id, sidKindOf(ownerUser)),
		),
	};
}

/** The Profile of a file that passed every check, made of copies of its strings. */
function checkedProfile(
	profile: Pick<
		ProfileData,
		'id' | 'sid' | 'display_name' | 'bio' | 'avatar_urls' | 'links' | 'avatar' | 'lang'
	> &
		Parameters<typeof richProfileOf>[0] & { owners?: string[] | undefined },
	source: ProfileSource,
	{ stem, nameLine }: { stem: string; nameLine: number },
	ownerUser: Pick<User, 'id' | 'name'> | null,
	derived: () => string,
): Profile {
	// A copy, not the parsed values: the YAML and JSON parsers give
	// substrings of the file's text, and V8 keeps a substring's whole text
	// alive. The profile lives as long as the build (pages, API); the text
	// (kilobytes a profile, hundreds of MB for 100,000) need not. JSON.parse
	// makes new strings (a third cheaper than structuredClone); the User is
	// then made of the copy's strings, not copied again.
	const copy = JSON.parse(
		JSON.stringify({
			rich: richProfileOf(profile),
			user: {
				display_name: profile.display_name,
				bio: profile.bio,
				avatar_urls: profile.avatar_urls,
				links: profile.links,
			},
		}),
	) as { rich: RichProfile; user: Pick<User, 'display_name' | 'bio' | 'avatar_urls' | 'links'> };
	return {
		file: source.file,
		user: userOf(profile.id, stem, copy.user, copy.rich),
		rich: copy.rich,
		...sidFields(profile.sid, derived),
		avatar: profile.avatar,
		localAvatar: null,
		// A member's schema refuses owners: its user's own its folder.
		owners: profile.owners ?? [],
		lang: profile.lang,
		members: [],
		ownerUser,
		locate: source.locate,
		nameLine,
	};
}

/**
 * The schema's issues with the reader's notes. Values YAML read as something other than the text
 * typed: said once, with the quoted form, in place of the schema's words about the type read; not
 * under a key that is itself unknown (its removal is the fix).
 */
function withReadNotes(
	schemaIssues: readonly ContentIssue[],
	source: ProfileSource,
	words: CheckWords,
): ContentIssue[] {
	const issues: ContentIssue[] = [];
	const unknown = new Set<string>();
	for (const issue of schemaIssues)
		if (issue.message.startsWith('unknown key')) unknown.add(issue.path);
	const quoted = new Set<string>();
	for (const issue of source.valueIssues ?? []) {
		if (pathAndParents(issue.path).some((path) => unknown.has(path))) continue;
		issues.push(issue);
		quoted.add(issue.path);
	}
	// A key of a list's entry at the start of its line is said as such, not as an unknown key.
	const relaid = new Set<string>();
	for (const issue of source.layoutIssues ?? []) {
		issues.push(issue);
		relaid.add(issue.path);
	}
	// A loop, not push(...): a crafted file can give more issues than a call has room for arguments.
	for (const issue of schemaIssues)
		if (
			(!quoted.has(issue.path) || unknown.has(issue.path)) &&
			!(relaid.has(issue.path) && unknown.has(issue.path))
		)
			issues.push(offerId(issue, words));

	return issues;
}

/** A `name` key that is a valid name but not the file's. */
function nameMismatch(
	given: unknown,
	stem: string,
	source: ProfileSource,
	words: CheckWords,
): ContentIssue | undefined {
	if (typeof given !== 'string' || given === stem || !nameSchema.safeParse(given).success)
		return undefined;
	return {
		file: source.file,
		line: source.locate(['name']),
		path: 'name',
		message: say(words, 'check.nameIsFile', {
			stem: previewValue(stem),
			given: previewValue(given),
		}),
	};
}

/** A file name that gives no valid profile name, with the rule it breaks. */
function fileNameIssue(
	stem: string,
	source: ProfileSource,
	words: CheckWords,
): ContentIssue | undefined {
	const checked = nameSchema.safeParse(stem);
	if (checked.success) return undefined;
	return {
		file: source.file,
		line: 1,
		path: 'name',
		message: say(words, 'check.fileNameRule', {
			stem: previewValue(stem),
			rule: sayIssue(words, checked.error.issues[0]!),
		}),
	};
}

/** A profile with both a local avatar and hosted ones. */
function bothAvatarsIssue(
	data: unknown,
	source: ProfileSource,
	words: CheckWords,
): ContentIssue | undefined {
	const hostedAvatars = isObject(data) ? data['avatar_urls'] : undefined;
	if (
		!isObject(data) ||
		data['avatar'] == null ||
		!Array.isArray(hostedAvatars) ||
		hostedAvatars.length === 0
	)
		return undefined;
	return {
		file: source.file,
		line: source.locate(['avatar']),
		path: 'avatar',
		message: say(words, 'check.bothAvatars'),
	};
}

/**
 * Each form of a pronoun set becomes a folder under pronouns/: bounded in bytes as the build
 * publishes it (addresses/paths.ts).
 */
function pronounFormIssues(
	pronouns: readonly { pronouns: string }[],
	data: unknown,
	source: ProfileSource,
	words: CheckWords,
): ContentIssue[] {
	const issues: ContentIssue[] = [];
	pronouns.forEach((entry, index) => {
		const segments = textPathSegments(entry.pronouns);
		const at = segments.findIndex((segment) => segmentBytesOver(segment) !== undefined);
		if (at < 0) return;
		const raw =
			isObject(data) && Array.isArray(data['pronouns']) ? data['pronouns'][index] : undefined;
		const path = isObject(raw) ? ['pronouns', index, 'pronouns'] : ['pronouns', index];
		issues.push({
			file: source.file,
			line: source.locate(path),
			path: isObject(raw) ? `pronouns[${index}].pronouns` : `pronouns[${index}]`,
			message: say(words, 'check.formBytes', {
				form: previewValue(entry.pronouns.split('/')[at]!),
				bytes: String(segmentBytesOver(segments[at]!)),
				max: String(MAX_SEGMENT_BYTES),
			}),
		});
	});
	return issues;
}

/**
 * The ID a profile file's raw data gives, if it is a valid one: how a file
 * that fails its checks still claims its ID (for the rules across profiles
 * and the history check).
 *
 * @example
 * validIdOf({ id: 'd0f6ssg3eqa7kbdj1v40', name: 7 }) // 'd0f6ssg3eqa7kbdj1v40'
 * validIdOf({ id: 'nope' }) // undefined
 */
export function validIdOf(data: unknown): string | undefined {
	const parsed = idSchema.safeParse(isObject(data) ? data['id'] : undefined);
	return parsed.success ? parsed.data : undefined;
}

/** A field path and each path above it: `a[1].b`, `a[1]`, `a`. */
function pathAndParents(path: string): string[] {
	const out = [path];
	for (let at = path.length - 1; at > 0; at--)
		if (path[at] === '.' || path[at] === '[') out.push(path.slice(0, at));
	return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A missing ID comes with a fresh one to paste (a profile copied in the web editor, its ID
 * removed).
 */
function offerId(issue: ContentIssue, words: CheckWords): ContentIssue {
	if (issue.path !== 'id' || issue.message !== say(words, 'check.required')) return issue;
	return {
		...issue,
		message: say(words, 'check.idRequired', { fresh: freshId() }),
	};
}

/** The short ID as written, else derived and marked so (ProfileIdentity sidDerived). */
function sidFields(
	written: string | undefined,
	derive: () => string,
): { sid: string; sidDerived?: true } {
	return written === undefined ? { sid: derive(), sidDerived: true } : { sid: written };
}
