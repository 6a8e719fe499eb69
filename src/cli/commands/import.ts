import type { Readable } from 'node:stream';
import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from '../../schemas/zod.ts';
import { memberSchemaFor, profileSchemaFor } from '../../schemas/profile.ts';
import { memberSchema, userSchema, type User } from '../../schemas/user.ts';
import type { Limits } from '../../schemas/profile-limits.ts';
import { friendlyIssues } from '../../content/validate/friendly-errors.ts';
import { formatReport, type ContentIssue } from '../../content/issues.ts';
import { addProfiles, nameProblem, type NewProfileFile } from '../../authoring/new-profile.ts';
import { readJsonSource, type ProfileSource } from '../../content/read/reader.ts';
import { loadSite, MEMBERS_FOLDER, resolveContentDir } from '../../content/site.ts';
import { escapeText } from '../../utils/escape.ts';
import { formatBytes } from '../../utils/bytes.ts';
import { readRegularFile } from '../../utils/regular-file.ts';
import { reportAdded } from '../added.ts';
import { commandLimits } from '../limits.ts';
import { profileToContent } from '../../authoring/write-profile.ts';
import { type SidKind } from '../../schemas/values/short-id.ts';
import { freshSid } from '../../content/validate/short-ids.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs, UsageError } from '../parse-args.ts';
import { plural } from '../../utils/plural.ts';
import { pluralKitExportSchema } from '../../schemas/imports/pluralkit-export.ts';
import { ccImportLoneMemberSchema, ccImportUserSchema } from '../../schemas/imports/cc-import.ts';
import { fromPronounsCc, fromPronounsCcMember } from '../../authoring/imports/pronouns-cc.ts';
import { fromPluralKit } from '../../authoring/imports/pluralkit.ts';
import {
	pronounsPageAnswerSchema,
	pronounsPageListedAnswerSchema,
	type PronounsPageAnswer,
	type PronounsPageListedAnswer,
} from '../../schemas/imports/pronouns-page-answer.ts';
import { chooseProfile, fromPronounsPage } from '../../authoring/imports/pronouns-page.ts';
import { pathText, protoKeys, type ImportedProfiles } from '../../authoring/imports/common.ts';
import {
	countProblems,
	importMaxBytes,
	keyLine,
	onlyChosenProfile,
	pronounsPageProfileAt,
	type ImportKind,
} from '../../authoring/imports/bounds.ts';
import { filesAt, planFile, planFiles, unchanged } from '../../authoring/imports/files.ts';
import { DEFAULT_LIMITS } from '../../schemas/profile-limits.ts';
import { join } from 'node:path';

export const usage = `Usage: staticnouns import <file | -> [--user <name>] [--language <code>]

Reads JSON from a file, or from standard input with "-", and writes the
content files that publish exactly it:

  a v1 User (GET {base_url}/users/{name})
      content/users/<name>.md, the bio as its body, avatar_urls kept;
  a Member (GET {base_url}/members/{id}), or a PartialMember
      content/users/<user>/members/<name>.md, for the user named by
      --user <name>, else for the user whose ID is the Member's user.id;
      a user.id that is not the ID of --user is an error. A user in a
      single file is first moved to the folder form;
  a user export: a User with a "members" array of Members or
  PartialMembers (GET {base_url}/users/{name}, plus
  GET {base_url}/users/{name}/members as "members")
      content/users/<name>/index.md and one file per member in
      content/users/<name>/members/.

and from other services (docs/guides/maintainers.md lists what each keeps):

  a pronouns.cc user in its API's later shape (GET /api/v1/users/{name})
      content/users/<name>/index.md and its members; custom preferences
      become own statuses, flags by name library flags;
  a pronouns.page profile (GET /api/profile/get/{username}?version=2)
      content/users/<username or --user>.md from one language's profile,
      chosen with --language <code> when the answer holds several;
      opinions become statuses (custom ones own statuses), word columns
      fields, library flags by name, its language lang;
  a pronouns.cc member alone (GET /api/v1/members/{id})
      content/users/<user>/members/<name>.md, for the user --user names,
      else for the user here with its user's ID (an imported pronouns.cc
      user keeps its ID); the user's custom preferences it uses become
      its own statuses;
  a PluralKit export (pk;export)
      the system as content/users/<system name or --user>/index.md (its
      PluralKit ID when the name is private), each member in its members/;
      private members are left out (the report names them).

The report names every field or value not kept. Importing the same data
again changes nothing. JSON is written instead of Markdown when a bio
holds carriage returns.
Nothing is written unless everything can be.`;

/**
 * A member as import takes it: a Member, or a PartialMember (no `fields`),
 * with or without the `user` it belongs to.
 */
const importedMemberSchema = z.partial(memberSchema, { fields: true, user: true });
type ImportedMember = z.output<typeof importedMemberSchema>;

/** A user export: the User, and its members as the API lists or serves them. */
const userExportSchema = z.extend(userSchema, { members: z.array(importedMemberSchema) });

export async function run(
	args: string[],
	{ stdout, stderr, cwd, root, env, stdin }: CommandContext,
): Promise<number> {
	const { values, positionals } = parseCommandArgs(
		args,
		{ user: { type: 'string' }, language: { type: 'string' } },
		{ positionals: 1 },
	);
	const [source] = positionals;
	if (!source)
		throw new UsageError('give a file with the User or Member JSON, or - to read standard input');
	// Said of the option, not of a file: the name is what was typed after --user.
	const badUser = values.user === undefined ? undefined : nameProblem('', values.user);
	if (badUser) throw new UsageError(`--user: ${escapeText(badUser.message)}`);
	// The site's limits first: they bound what is read, before a byte of it is parsed.
	const limits = await commandLimits(root, stderr);
	if (!limits) return 1;
	const maxBytes = Math.min(IMPORT_MAX_BYTES, importMaxBytes(limits));
	const text =
		source === '-'
			? await readInput(stdin, maxBytes)
			: await readImportFile(resolve(cwd, source), source, maxBytes);
	const read = readJsonSource(source === '-' ? '<stdin>' : source, text);
	if (!read.ok) {
		stderr.write(`${formatReport(read.issues)}\n`);
		return 1;
	}
	return importRead(
		{ source: read.source, text, user: values.user, language: values.language },
		{ stdout, stderr, root, env, limits },
	);
}

/** What was read and the options it is imported with. */
interface ReadImport {
	source: ProfileSource;
	text: string;
	/** --user, --language */
	user: string | undefined;
	language: string | undefined;
}

/** The input's service and shape, told by its keys, and its import. */
function importRead(read: ReadImport, context: ImportContext & { limits: Limits }) {
	const { source, text, user } = read;
	const data = source.data;
	const keys = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
	const has = (key: string) => Object.hasOwn(keys, key);
	const names = has('names') ? (keys as { names: unknown }).names : undefined;
	// pronouns.cc's later shape: custom preferences, or names given as { value, status }.
	const later =
		has('custom_preferences') ||
		(Array.isArray(names) &&
			names.some((entry) => typeof entry === 'object' && entry !== null && 'value' in entry));
	if (read.language !== undefined && !has('profiles'))
		throw new UsageError('--language is for a pronouns.page profile, which holds one per language');
	// A pronouns.page answer: the account's keys and its profiles per language.
	if (has('profiles') && has('username')) return importPronounsPage(read, context);
	// A pronouns.cc member alone: into the user --user names, else the one with its user's ID.
	if (later && has('user'))
		return importCcMember({ input: source, text }, user, context.limits, context);
	if (later && user !== undefined)
		throw new UsageError(
			'--user is for a Member or a PluralKit export; a pronouns.cc user names itself',
		);
	if (later)
		return importFrom(
			{
				what: "a pronouns.cc user (its API's later shape)",
				schema: ccImportUserSchema,
				input: source,
				counted: { kind: 'pronouns.cc', data, at: [], text },
			},
			(answer) => fromPronounsCc(answer),
			context,
		);
	// A PluralKit export has members and PluralKit's own keys but, unlike a user export, no names.
	if (
		has('members') &&
		!has('names') &&
		['version', 'uuid', 'switches', 'accounts'].some((key) => has(key))
	)
		return importFrom(
			{
				what: 'a PluralKit export (pk;export)',
				schema: pluralKitExportSchema,
				input: source,
				counted: { kind: 'pluralkit', data, at: [], text },
			},
			(exported) => fromPluralKit(exported, user),
			context,
		);
	const kind = has('members') ? 'export' : user !== undefined || has('user') ? 'member' : 'user';
	if (kind === 'export' && user !== undefined)
		throw new UsageError('--user is for a Member; a user export names its user itself');
	return importV1(kind, read, context);
}

/** A pronouns.page answer: one language's profile of it. */
function importPronounsPage(
	{ source, text, user, language }: ReadImport,
	context: ImportContext & { limits: Limits },
) {
	const data = source.data;
	const profiles = (data as { profiles: unknown }).profiles;
	const listed = Array.isArray(profiles);
	if (!listed && typeof profiles === 'object' && profiles !== null && oldShape(profiles))
		throw new UsageError(
			'this pronouns.page answer is in its first shape (names as an object): save the answer of /api/profile/get/{username}?version=2 instead',
		);
	const what = 'a pronouns.page profile (/api/profile/get/{username}?version=2)';
	const convert = (answer: PronounsPageAnswer | PronounsPageListedAnswer) => {
		const chosen = chooseProfile(answer, language);
		return 'problem' in chosen ? chosen : fromPronounsPage(answer, chosen, user);
	};
	// The chosen language's profile is counted; the others are only named in the report.
	const chosen = pronounsPageProfileAt(data, language);
	const counted = {
		kind: 'pronouns.page' as const,
		data: chosen?.profile,
		at: chosen?.at ?? [],
		text,
	};
	// Neither the schema nor the mapping walks the profiles of the languages not imported.
	const input = { ...source, data: onlyChosenProfile(data, chosen?.at) };
	return listed
		? importFrom({ what, schema: pronounsPageListedAnswerSchema, input, counted }, convert, context)
		: importFrom({ what, schema: pronounsPageAnswerSchema, input, counted }, convert, context);
}

/** The v1 shapes import reads, and what a refusal calls each. */
const V1_SHAPES = {
	user: {
		schema: userSchema,
		what: 'a v1 User (for a Member or PartialMember, give --user <name>)',
	},
	member: { schema: importedMemberSchema, what: 'a Member' },
	export: { schema: userExportSchema, what: 'a user export (a v1 User with "members")' },
};
type V1Kind = keyof typeof V1_SHAPES;

/** A v1 User, a Member or a user export, checked as it is and against the site's limits. */
async function importV1(
	kind: V1Kind,
	read: ReadImport,
	context: ImportContext & { limits: Limits },
): Promise<number> {
	const { source, text } = read;
	const { stderr, limits } = context;
	if (!withinCounts({ kind: 'v1', data: source.data, at: [], text }, limits, source, stderr))
		return 1;
	const { schema, what } = V1_SHAPES[kind];
	const parsed = schema.safeParse(source.data, { reportInput: true });
	if (!parsed.success)
		return refuse(stderr, friendlyIssues(parsed.error, source), `This is not ${what}; ${NOTHING}`);
	// What a v1 User or Member may hold can be more than this site allows: check it as the build
	// will check the files.
	const allowed = withinLimits(kind, parsed.data, source, limits);
	if (allowed.length) return refuse(stderr, allowed, OVER_LIMITS);
	const notes: string[] = [];
	// A User is a user export without members.
	const result =
		kind === 'member'
			? await addV1Member(parsed.data as ImportedMember, read, notes, context)
			: await addV1Export(
					kind === 'user' ? { ...(parsed.data as User), members: [] } : (parsed.data as UserExport),
					source,
					notes,
					context,
				);
	if (typeof result === 'number') return result;
	const code = await reportAdded(result, {
		stdout: context.stdout,
		stderr,
		root: context.root,
		written: (file) => `wrote ${file}`,
		edit: false,
	});
	if (code === 0) for (const note of notes) stderr.write(`note: ${escapeText(note)}\n`);
	return code;
}

type UserExport = z.output<typeof userExportSchema>;
type Added = Awaited<ReturnType<typeof addProfiles>>;

/** A Member into the user --user names, else the one with its user's ID. */
async function addV1Member(
	member: ImportedMember,
	{ source, user }: ReadImport,
	notes: string[],
	{ stderr, root, env, limits }: ImportContext & { limits: Limits },
): Promise<Added | number> {
	const contentDir = resolveContentDir(root, env);
	const site = await loadSite(contentDir, { cwd: root, limits });
	const owner = ownerOf(member, user, site.identities, source);
	if ('issue' in owner) return refuse(stderr, [owner.issue], 'No file was written.');
	if (owner.note) notes.push(owner.note);
	const result = await addProfiles({
		contentDir,
		cwd: root,
		limits,
		site,
		user: owner.name,
		members: [asFile(member, 'member')],
	});
	noteBio(member, notes);
	if (!member.fields)
		notes.push(
			`the Member has no "fields" (a PartialMember, as GET users/{ref}/members lists them): its file has none; GET members/${member.id} gives them`,
		);
	return result;
}

/** A user export (or a User): the user and its members, none of another user. */
async function addV1Export(
	exported: UserExport,
	source: ProfileSource,
	notes: string[],
	{ stderr, root, env, limits }: ImportContext & { limits: Limits },
): Promise<Added | number> {
	const foreign = exported.members.flatMap((member, index) =>
		member.user && member.user.id !== exported.id ? [index] : [],
	);
	if (foreign.length) {
		const issues = foreign.map((index) => ({
			file: source.file,
			line: source.locate(['members', index, 'user', 'id']),
			path: `members[${index}].user.id`,
			message: `this member belongs to the user with ID "${exported.members[index]!.user!.id}", not to the exported user "${exported.name}" (ID ${exported.id}): import it on its own with --user, or remove it from "members"`,
		}));
		return refuse(stderr, issues, 'Nothing was written.');
	}
	const { members, ...user } = exported;
	const result = await addProfiles({
		contentDir: resolveContentDir(root, env),
		cwd: root,
		limits,
		user: asFile(user),
		members: members.map((member) => asFile(member, 'member')),
	});
	for (const profile of [user, ...members]) noteBio(profile, notes);
	const partial = members.filter((member) => !member.fields).length;
	if (partial)
		notes.push(
			`${plural(partial, { one: 'member has', other: 'members have' })} no "fields" (PartialMembers, as GET users/{ref}/members lists them): their files have none; GET members/{id} gives them`,
		);
	return result;
}

type ImportContext = Pick<CommandContext, 'stdout' | 'stderr' | 'root' | 'env'>;

/** Another service's JSON as read, what it is, and the part whose counts are checked. */
interface ServiceInput<Input> {
	what: string;
	schema: z.ZodMiniType<Input>;
	input: ProfileSource;
	counted: Counted;
}

/** The part of an input whose counts are checked, read as which service's. */
interface Counted {
	kind: ImportKind;
	data: unknown;
	at: (string | number)[];
	/** The input's JSON text, for the lines of problems. */
	text: string;
}

/**
 * Whether the input's lists are within the site's limits, counted before any schema or mapping
 * walks them (told on stderr when not).
 */
function withinCounts(
	{ kind, data, at, text }: Counted,
	limits: Limits,
	input: ProfileSource,
	stderr: ImportContext['stderr'],
): boolean {
	const problems = countProblems(data, kind, limits);
	if (!problems.length) return true;
	const issues = problems.slice(0, limits.issuesPerFile).map((problem) => {
		const path = [...at, ...problem.at];
		return {
			file: input.file,
			// Not input.locate: its tree of a refused input would hold a node for every entry.
			line: keyLine(text, path),
			path: pathText(path),
			message: problem.message,
		};
	});
	refuse(stderr, issues, OVER_LIMITS);
	return false;
}

const NOTHING = 'nothing was written.';
const OVER_LIMITS = `This is more than this site's limits allow; ${NOTHING}`;
const CANNOT_HOLD = `This site cannot hold it as it is; ${NOTHING}`;

/** Tells the issues on stderr and why nothing was written; 1, the command's exit code. */
function refuse(stderr: ImportContext['stderr'], issues: readonly ContentIssue[], why: string) {
	stderr.write(`${formatReport(issues)}\n${why}\n`);
	return 1;
}

/** A problem at a path of the input. */
const issueAt = (input: ProfileSource, at: readonly (string | number)[], message: string) => ({
	file: input.file,
	line: input.locate(at),
	path: at.map(String).join('.'),
	message,
});

/**
 * Another service's JSON read as `what`: refused (told on stderr, undefined) with a `__proto__`
 * key, which a schema would drop unseen, or with any problem of the schema.
 */
function parseService<Input>(
	{ what, schema, input, counted }: ServiceInput<Input>,
	limits: Limits,
	stderr: ImportContext['stderr'],
): { data: Input } | undefined {
	if (!withinCounts(counted, limits, input, stderr)) return undefined;
	const proto = protoKeys(input.data).map((path) =>
		issueAt(input, path, `"__proto__" is no key of ${what}: remove it`),
	);
	if (proto.length) return void refuse(stderr, proto.slice(0, 50), 'Nothing was written.');
	const parsed = schema.safeParse(input.data, { reportInput: true });
	if (!parsed.success)
		return void refuse(
			stderr,
			friendlyIssues(parsed.error, input),
			`This is not ${what}; ${NOTHING}`,
		);
	return { data: parsed.data };
}

/**
 * A pronouns.cc member alone, into the user `--user` names or else the
 * user here with its user's ID (an imported pronouns.cc user keeps it).
 */
async function importCcMember(
	{ input, text }: { input: ProfileSource; text: string },
	given: string | undefined,
	limits: Limits,
	{ stdout, stderr, root, env }: ImportContext,
): Promise<number> {
	const what = "a pronouns.cc member (GET /api/v1/members/{id}, its API's later shape)";
	const counted = { kind: 'pronouns.cc' as const, data: input.data, at: [], text };
	const parsed = parseService(
		{ what, schema: ccImportLoneMemberSchema, input, counted },
		limits,
		stderr,
	);
	if (!parsed) return 1;
	const contentDir = resolveContentDir(root, env);
	const site = await loadSite(contentDir, { cwd: root, limits });
	// --user is the user's own choice here: a member whose pronouns.cc user is another (or has
	// another ID here) is imported into it, and the report says so.
	const summary = parsed.data.user;
	const named = site.identities.find((identity) => identity.user.name === given);
	const owner =
		given === undefined
			? ownerOf(parsed.data, given, site.identities, input)
			: {
					name: given,
					note:
						named && named.user.id !== summary.id
							? `the member's pronouns.cc user is "${summary.name}" (ID ${summary.id}); it is imported into ${given} (ID ${named.user.id}), as --user says`
							: undefined,
				};
	if ('issue' in owner) return refuse(stderr, [owner.issue], 'Nothing was written.');
	const ownerId = site.identities.find((identity) => identity.user.name === owner.name)?.user.id;
	const { member, notes } = fromPronounsCcMember(parsed.data);
	const issues: ContentIssue[] = [];
	const planned = planFile(
		member,
		`${owner.name}/${MEMBERS_FOLDER}/${member.name}`,
		{ id: ownerId ?? '', name: owner.name },
		{ input, limits, issues },
	);
	if (issues.length) return refuse(stderr, issues, CANNOT_HOLD);
	return writeImport(
		{ contentDir, limits, site, user: owner.name, members: [planned.file] },
		[{ path: planned.path, text: planned.file.text }],
		[...(owner.note ? [owner.note] : []), ...notes],
		{ stdout, stderr, root },
	);
}

/** An import from another service: parsed, made into files, checked, then written or not. */
async function importFrom<Input>(
	source: ServiceInput<Input>,
	convert: (parsed: Input) => ImportedProfiles | { problem: string; at: (string | number)[] },
	{ stdout, stderr, root, env, limits }: ImportContext & { limits: Limits },
): Promise<number> {
	const { input } = source;
	const parsed = parseService(source, limits, stderr);
	if (!parsed) return 1;
	const imported = convert(parsed.data);
	if ('problem' in imported)
		return refuse(stderr, [issueAt(input, imported.at, imported.problem)], 'Nothing was written.');
	const planned = planFiles(imported, input, limits);
	if (planned.issues.length) return refuse(stderr, planned.issues, CANNOT_HOLD);
	return writeImport(
		{
			contentDir: resolveContentDir(root, env),
			limits,
			user: planned.files.user,
			members: planned.files.members,
		},
		filesAt(planned.files),
		imported.notes,
		{ stdout, stderr, root },
	);
}

/**
 * Writes an import's checked files, unless they are there already with the same bytes (a second
 * import of the same data changes nothing); then its notes.
 */
async function writeImport(
	add: Omit<Parameters<typeof addProfiles>[0], 'cwd'> & { limits: Partial<Limits> },
	files: { path: string; text: string }[],
	notes: readonly string[],
	{ stdout, stderr, root }: Pick<ImportContext, 'stdout' | 'stderr' | 'root'>,
): Promise<number> {
	const usersDir = join(add.contentDir, 'users');
	if (await unchanged(files, usersDir, add.limits.fileBytes ?? DEFAULT_LIMITS.fileBytes)) {
		stdout.write('unchanged: the files of this import are there already, the same bytes\n');
	} else {
		const result = await addProfiles({ ...add, cwd: root });
		const code = await reportAdded(result, {
			stdout,
			stderr,
			root,
			written: (file) => `wrote ${file}`,
			edit: false,
		});
		if (code !== 0) return code;
	}
	for (const note of notes) stderr.write(`note: ${escapeText(note)}\n`);
	return 0;
}

/**
 * The content file of a User or member: its own keys (a member's `user` is where its file goes,
 * not in it), and a fresh short ID after its ID (schemas/values/short-id.ts; addProfiles refuses
 * one the site has).
 */
function asFile(
	profile: Omit<User, 'fields'> & { fields?: User['fields'] | undefined },
	kind: SidKind = 'user',
): NewProfileFile {
	// profileToContent writes the keys of a file, none else (a member's `user` is left behind).
	const { id, name, fields = [] } = profile;
	const sid = freshSid(kind);
	return { id, name, sid, ...profileToContent({ ...profile, sid, fields }) };
}

/** Profiles keep bios trimmed: say so when the imported one was not. */
function noteBio(profile: { name: string; bio: string | null }, notes: string[]): void {
	if (profile.bio !== null && profile.bio !== profile.bio.trim()) {
		notes.push(
			`the bio of "${profile.name}" starts or ends with whitespace; profiles keep bios trimmed, so it is published without it.`,
		);
	}
}

/**
 * Each profile and member of the input checked as the build will check its file, at the input's
 * lines.
 */
function withinLimits(
	kind: V1Kind,
	data: unknown,
	source: ProfileSource,
	limits: Limits,
): ContentIssue[] {
	// A member's `user` is not in its file, and a PartialMember has no fields.
	const asMember = ({ user: _user, ...member }: ImportedMember) => ({
		...member,
		fields: member.fields ?? [],
	});
	const [schema, value] =
		kind === 'user'
			? [profileSchemaFor(limits), data]
			: kind === 'member'
				? [memberSchemaFor(limits), asMember(data as ImportedMember)]
				: [
						z.extend(profileSchemaFor(limits), { members: z.array(memberSchemaFor(limits)) }),
						{
							...(data as object),
							members: (data as { members: ImportedMember[] }).members.map(asMember),
						},
					];
	const checked = schema.safeParse(value);
	return checked.success ? [] : friendlyIssues(checked.error, { ...source, data: value });
}

/**
 * The user a Member is imported for: `--user`, or the user whose ID is the
 * Member's `user.id`. When both are given they must be the same user: a
 * Member saved from one user and filed under another would publish a
 * `user` summary that was never its own.
 */
function ownerOf(
	member: { user?: { id: string; name: string } | undefined },
	given: string | undefined,
	identities: readonly { user: { id: string; name: string }; ownerUser?: unknown }[],
	source: ProfileSource,
): { name: string; note?: string | undefined } | { issue: ContentIssue } {
	const users = identities.filter((identity) => !identity.ownerUser);
	const summary = member.user;
	const at = { file: source.file, line: source.locate(['user', 'id']), path: 'user.id' };
	if (given !== undefined) {
		const named = users.find((identity) => identity.user.name === given);
		if (summary && named && named.user.id !== summary.id) {
			return {
				issue: {
					...at,
					message: `this Member belongs to the user with ID "${summary.id}" ("${summary.name}"), but --user ${given} has the ID "${named.user.id}": give --user the user it belongs to, or remove "user" from the JSON to import it for ${given}`,
				},
			};
		}
		return { name: given };
	}
	if (!summary)
		throw new UsageError(
			'give --user <name>: this member JSON does not say which user it belongs to',
		);
	const owner = users.find((identity) => identity.user.id === summary.id);
	if (!owner) {
		return {
			issue: {
				...at,
				message: `no user here has the ID "${summary.id}" of this Member's user ("${summary.name}"): import that user first, or give --user <name> to import the Member for a user here`,
			},
		};
	}
	const renamed =
		owner.user.name === summary.name
			? undefined
			: `the Member's user "${summary.name}" is "${owner.user.name}" here (the same ID ${summary.id})`;
	return { name: owner.user.name, note: renamed };
}

/** Whether a pronouns.page answer's profiles are in its first shape (names an object). */
function oldShape(profiles: object): boolean {
	return Object.values(profiles).some((profile: { names?: unknown } | null | undefined) => {
		const names = profile?.names;
		return typeof names === 'object' && names !== null && !Array.isArray(names);
	});
}

/**
 * The most an import reads whatever the site's limits (importMaxBytes is
 * the bound under them): anything larger is a mistake (or /dev/zero) and
 * must not fill the memory.
 */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;

/** Why an input larger than `maxBytes` is not read, and what to do instead. */
const tooLarge = (maxBytes: number) =>
	`larger than ${formatBytes(maxBytes)}, the most an import reads here (a user and limits.members members of limits.fileBytes each, twice over): give one User, Member or export (a PluralKit export's "switches", which are not imported, may be removed)`;

/** Standard input, up to `maxBytes`. */
async function readInput(stdin: Readable, maxBytes: number): Promise<string> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of stdin) {
		const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
		size += bytes.length;
		if (size > maxBytes) throw new UsageError(`standard input is ${tooLarge(maxBytes)}`);
		chunks.push(bytes);
	}
	return Buffer.concat(chunks).toString('utf8');
}

/**
 * The file to import: a link the person running the command names is
 * followed (it is their own path), but only a regular file is read, and at
 * most IMPORT_MAX_BYTES of it: a FIFO, a device or a folder is refused, not
 * waited on or read forever.
 */
async function readImportFile(path: string, label: string, maxBytes: number): Promise<string> {
	const target = await realpath(path).catch((error: NodeJS.ErrnoException) => {
		throw new UsageError(
			`cannot read ${escapeText(label)}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`,
		);
	});
	const read = await readRegularFile(target, maxBytes);
	if (read.ok) return read.bytes.toString('utf8');
	const why =
		'kind' in read
			? `it is ${read.kind}, not a file`
			: 'size' in read
				? `it is ${tooLarge(maxBytes)}`
				: 'changed' in read
					? 'it changed while being read'
					: read.error.message;
	throw new UsageError(`cannot read ${escapeText(label)}: ${why}`);
}
