/**
 * The browser editor's model: what the form holds, how a published
 * profile (the site's own v1 JSON) fills it, and how it becomes a profile
 * file. It checks the form with `check`'s own per-file rules (parseProfile:
 * the same schema, the site's limits, the same messages); the file is
 * written by the CLI's one writer (profileToContent) in form-file.ts, which
 * the page's script leaves to its worker. Pure: no DOM, no `astro:*`,
 * nothing that needs Node.
 */
import { fitsMarkdownBody } from '../authoring/markdown-body.ts';
import type { ProfileFileData } from '../authoring/write-profile.ts';
import { formatPath, type ContentIssue } from '../content/issues.ts';
import { nameTakenMessage } from '../content/validate/name-taken.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../schemas/check-words.ts';
import { parseProfile, type Profile } from '../content/validate/profile-file.ts';
import type { Limits } from '../schemas/profile-limits.ts';
import { STATUS_WORDS, type StatusWord } from '../schemas/status.ts';
import { FIELD_LISTS, nameSchema } from '../schemas/user.ts';

/**
 * A status as the form holds it: one of the five words, or whatever a prefilled profile had
 * (checked like any value).
 */
export type FormStatus = string;

interface NameRow {
	name: string;
	status: FormStatus;
}
interface PronounRow {
	pronouns: string;
	/** '' for none (the page shows the first two forms). */
	display_text: string;
	status: FormStatus;
}
/** A field's entry: the form keeps one list with a status each; the file, one list per status. */
interface FieldEntryRow {
	text: string;
	status: FormStatus;
}
export interface FieldRow {
	name: string;
	entries: FieldEntryRow[];
}

/** Every key a profile file has, as text the form shows. */
export interface EditorForm {
	id: string;
	/** The profile name: the file's name. */
	name: string;
	/** '' for none. */
	display_name: string;
	/** Markdown; '' for none. */
	bio: string;
	names: NameRow[];
	pronouns: PronounRow[];
	fields: FieldRow[];
	links: string[];
	/** A local image's path relative to the file (e.g. ./avatar.png); '' for none. */
	avatar: string;
	/** Hosted avatar addresses. */
	avatar_urls: string[];
	/** Forge usernames; a member has none. */
	owners: string[];
	/** The profile's own statuses, in order (`statuses:`). */
	statuses: OwnStatusRow[];
	/**
	 * Flags in order: a library slug, or a flag image of the profile's own, kept as written (the
	 * editor cannot upload an image).
	 */
	flags: FormFlag[];
	/** An IANA time zone; '' for none. */
	timezone: string;
	/** A user's heading of its member list; '' for none (never a member's). */
	member_title: string;
	/** A member left off the lists (never a user). */
	unlisted: boolean;
	/** The language the profile's text is written in (BCP 47); '' for none. */
	lang: string;
}

/** An own status as the form holds it: `icon` '' for the icon of its counts_as. */
export interface OwnStatusRow {
	key: string;
	label: string;
	icon: string;
	counts_as: string;
}

/** A flag of the profile's own: an image beside the file, as written. */
interface OwnFlag {
	image: string;
	name: string;
	description: string;
}

export type FormFlag = string | OwnFlag;

/**
 * An existing file's text with the form's changes made in place, and its
 * data as `check` reads it (source-edit.ts sourceResult, in the editor's
 * worker when a profile is edited).
 */
export interface EditedFile {
	text: string;
	data: Record<string, unknown>;
	body: string | undefined;
}

/** Which file the form writes. */
export interface EditorTarget {
	/** The content folder from the repository's root, e.g. `content`. */
	contentPath: string;
	/** For a member: the name of its user. */
	user: string | null;
	/** The file being edited, from the repository's root; null for a new profile. */
	file: string | null;
}

/** A blank form for a new profile with this fresh ID. */
export function emptyForm(id: string): EditorForm {
	return {
		id,
		name: '',
		display_name: '',
		bio: '',
		names: [],
		pronouns: [],
		fields: [],
		links: [],
		avatar: '',
		avatar_urls: [],
		owners: [],
		statuses: [],
		flags: [],
		timezone: '',
		member_title: '',
		unlisted: false,
		lang: '',
	};
}

/** One problem of the form, at the control it concerns (`names.0.name`; '' for the whole file). */
export interface FormIssue {
	control: string;
	/** The field path `check` names, e.g. `names[0].name`. */
	path: string;
	message: string;
}

/** What the form gives: its problems, or the file. */
export type FormResult =
	| { ok: true; file: string; text: string; issues: [] }
	| { ok: false; file: string; issues: FormIssue[] };

/** The file's path in the repository: the edited one, or where a new profile goes. */
export function targetFile(
	form: Pick<EditorForm, 'name' | 'bio' | 'avatar'>,
	target: EditorTarget,
): string {
	if (target.file) return target.file;
	const extension = fitsMarkdownBody(form.bio) ? 'md' : 'json';
	const folder = target.user
		? `${target.contentPath}/users/${target.user}/members`
		: `${target.contentPath}/users`;
	// With a local image, the folder form: the profile and its image side by side in their own
	// folder.
	return form.avatar === ''
		? `${folder}/${form.name}.${extension}`
		: `${folder}/${form.name}/index.${extension}`;
}

/**
 * The form checked with `check`'s per-file rules: its problems, or the
 * file: an existing file's text with the form's changes (`text`), else the
 * checked profile for the one writer (`profile`, written by formResult, or
 * in the editor's worker so the page's script carries no YAML writer).
 */
type CheckedForm =
	| { ok: false; file: string; issues: FormIssue[] }
	| { ok: true; file: string; text: string; profile?: undefined }
	| { ok: true; file: string; text?: undefined; profile: ProfileFileData; json: boolean };

/**
 * Checks the form with `check`'s per-file rules (formResult without the writing).
 * The data checked is the form's values as a file would hold them, each
 * control's value as typed; the file written is the checked profile, so
 * what the page offers is what `check` accepts. With `edited` (an existing
 * file's own text), the file is that text with the form's changes made in
 * place, checked whole: keys the form does not show count as `check` counts
 * them.
 *
 * @example
 * checkForm(form, { contentPath: 'content', user: null, file: null }, limits, TEXT.nameRule)
 * // { ok: true, file: 'content/users/robin.md', profile: { id: '…', … }, json: false }
 */
export function checkForm(
	form: EditorForm,
	target: EditorTarget,
	limits: Limits,
	/** The profile name's rule in the site's language (editor-script-text.ts). */
	nameRule: string,
	/** The form's changes made in the existing file (null: it cannot be changed in place). */
	edited?: EditedFile | null,
	/** What to say of a profile name holding a space ("sam k"), in the site's language. */
	nameSpace?: (before: string, fixed: string) => string,
	/** check's messages in the site's language (check-words.ts): English when left out. */
	words: CheckWords = ENGLISH_CHECK,
): CheckedForm {
	const file = targetFile(form, target);
	const { data: formData, controls } = fileData(form, target);
	const json = file.endsWith('.json');
	// An existing file's own text, changed where the form changed: checked whole, as `check` reads
	// it.
	const data = edited ? edited.data : formData;
	const body = edited ? edited.body : json ? undefined : form.bio;
	if (json && !edited) data['bio'] = form.bio;
	// The file name gives the name; a member's user is named by its folder (its ID plays no part in
	// one file's rules).
	const stem = form.name;
	const result = parseProfile(
		{ file, kind: json ? 'json' : 'markdown', data, body, locate: () => undefined },
		stem,
		limits,
		target.user ? { id: '', name: target.user } : null,
		// The file the form writes carries no sid, and the browser has no node:crypto to derive one.
		() => '',
		words,
	);
	if (!result.ok)
		return {
			ok: false,
			file,
			issues: result.issues.map((issue) =>
				// The file name's rule, said of the profile name the member types.
				issue.path === 'name' && !nameSchema.safeParse(form.name).success
					? { control: 'name', path: 'name', message: nameRuleFor(form.name, nameRule, nameSpace) }
					: formIssue(issue, controls),
			),
		};
	if (edited) return { ok: true, file, text: edited.text };
	return { ok: true, file, profile: writerData(result.profile, form), json };
}

/**
 * The rule of the profile name, or, for a name holding a space ("sam k"), where the space is and
 * the name with hyphens instead.
 *
 * @example
 * nameRuleFor('sam k', rule, TEXT.nameSpace) // 'Your profile name has a space after "sam": … Write "sam-k" instead.'
 */
export function nameRuleFor(
	name: string,
	rule: string,
	nameSpace?: (before: string, fixed: string) => string,
): string {
	const trimmed = name.trim();
	const space = /\s/.exec(trimmed);
	if (!nameSpace || (!space && trimmed === name)) return rule;
	const fixed = trimmed.replace(/\s+/g, '-');
	return nameSchema.safeParse(fixed).success
		? nameSpace(space ? trimmed.slice(0, space.index) : trimmed, fixed)
		: rule;
}

/**
 * The checked profile as the one writer takes it: entries with their status
 * as written (a word or an own key, from the rich model), the rich keys,
 * an own status's icon only when the member chose one.
 */
function writerData(profile: Profile, form: EditorForm): ProfileFileData {
	const { user, rich } = profile;
	const chosen = new Set(form.statuses.filter((row) => row.icon !== '').map((row) => row.key));
	return {
		...user,
		names: rich.names.map((entry) => ({ name: entry.value, status: entry.status })),
		pronouns: rich.pronouns,
		fields: rich.fields.map((field) => {
			const lists = Object.fromEntries(
				FIELD_LISTS.map((word) => [
					word,
					field.entries.filter((entry) => entry.status === word).map((entry) => entry.value),
				]),
			) as Record<StatusWord, string[]>;
			// No prototype: a status called constructor or toString is a list of its own.
			const own: Record<string, string[]> = Object.create(null);
			for (const entry of field.entries)
				if (!FIELD_LISTS.includes(entry.status as StatusWord))
					(own[entry.status] ??= []).push(entry.value);
			return { name: field.name, ...lists, own };
		}),
		statuses: Object.fromEntries(
			Object.entries(rich.statuses).map(([key, own]) => [
				key,
				{
					label: own.label,
					icon: chosen.has(key) ? own.icon : undefined,
					counts_as: own.counts_as,
				},
			]),
		),
		flags: rich.flags.map((flag) =>
			flag.library
				? flag.slug
				: { image: flag.image, name: flag.name, description: flag.description },
		),
		timezone: rich.timezone,
		member_title: rich.member_title,
		unlisted: rich.unlisted,
		lang: profile.lang,
		avatar: profile.avatar,
		owners: profile.owners,
	};
}

/** The form as a file's data (before the bio), and which control each field path came from. */
function fileData(
	form: EditorForm,
	target: EditorTarget,
): { data: Record<string, unknown>; controls: Map<string, string> } {
	// Each key of the file is its own control; the paths in it are set as the rows are read.
	const controls = new Map<string, string>(
		`id name display_name bio avatar names pronouns fields links avatar_urls owners statuses flags
		timezone member_title unlisted lang`
			.split(/\s+/)
			.map((key) => [key, key] as const),
	);
	const at = (path: (string | number)[], control: string) =>
		controls.set(formatPath(path), control);
	const data: Record<string, unknown> = { id: form.id };
	if (form.display_name !== '') data['display_name'] = form.display_name;
	data['names'] = form.names.map((row, i) => {
		at(['names', i], `names.${i}.name`);
		at(['names', i, 'name'], `names.${i}.name`);
		at(['names', i, 'status'], `names.${i}.status`);
		return { name: row.name, status: row.status };
	});
	data['pronouns'] = form.pronouns.map((row, i) => {
		at(['pronouns', i], `pronouns.${i}.pronouns`);
		for (const key of ['pronouns', 'display_text', 'status'] as const)
			at(['pronouns', i, key], `pronouns.${i}.${key}`);
		return {
			pronouns: row.pronouns,
			...(row.display_text === '' ? {} : { display_text: row.display_text }),
			status: row.status,
		};
	});
	data['fields'] = form.fields.map((field, i) => {
		at(['fields', i], `fields.${i}.entries`);
		at(['fields', i, 'name'], `fields.${i}.name`);
		const out: Record<string, unknown> = { name: field.name };
		const lists = new Map<string, string[]>();
		field.entries.forEach((entry, k) => {
			// An entry whose status is no status word is checked as a key of the field, as `check` would
			// see it.
			const key = STATUS_WORDS.includes(entry.status as StatusWord)
				? entry.status
				: entry.status || 'status';
			const items = lists.get(key) ?? [];
			at(['fields', i, key, items.length], `fields.${i}.entries.${k}.text`);
			at(['fields', i, key], `fields.${i}.entries.${k}.status`);
			items.push(entry.text);
			lists.set(key, items);
		});
		for (const [key, items] of lists) out[key] = items;
		return out;
	});
	data['links'] = form.links.map((link, i) => (at(['links', i], `links.${i}`), link));
	if (form.avatar !== '') data['avatar'] = form.avatar;
	data['avatar_urls'] = form.avatar_urls.map(
		(url, i) => (at(['avatar_urls', i], `avatar_urls.${i}`), url),
	);
	// A member has no owners key at all (the member schema refuses one).
	if (!target.user)
		data['owners'] = form.owners.map((owner, i) => (at(['owners', i], `owners.${i}`), owner));
	richData(form, data, at);
	return { data, controls };
}

/** The keys beyond the v1 User into a file's data, as the form has them (empty ones left out). */
function richData(
	form: EditorForm,
	data: Record<string, unknown>,
	at: (path: (string | number)[], control: string) => void,
) {
	if (form.statuses.length) {
		const statuses: Record<string, unknown> = {};
		form.statuses.forEach((row, i) => {
			at(['statuses', row.key], `statuses.${i}.key`);
			for (const key of ['label', 'icon', 'counts_as'] as const)
				at(['statuses', row.key, key], `statuses.${i}.${key}`);
			statuses[row.key] = {
				label: row.label,
				...(row.icon === '' ? {} : { icon: row.icon }),
				counts_as: row.counts_as,
			};
		});
		data['statuses'] = statuses;
	}
	if (form.flags.length)
		data['flags'] = form.flags.map((flag, i) => (at(['flags', i], 'flags'), flag));
	for (const key of ['timezone', 'member_title', 'lang'] as const)
		if (form[key] !== '') data[key] = form[key];
	if (form.unlisted) data['unlisted'] = true;
}

/**
 * The issue for two own statuses of one key: a file's map cannot hold them (the later would
 * replace the earlier), so the form says so at the second.
 */
export function statusKeyTwice(form: Pick<EditorForm, 'statuses'>, message: string): FormIssue[] {
	return form.statuses.flatMap((row, i) =>
		form.statuses.findIndex((other) => other.key === row.key) < i
			? [{ control: `statuses.${i}.key`, path: `statuses.${row.key}`, message }]
			: [],
	);
}

/** An issue of `check` at its control: the nearest enclosing path the form knows. */
function formIssue(issue: ContentIssue, controls: ReadonlyMap<string, string>): FormIssue {
	let path = issue.path;
	while (path && !controls.has(path)) {
		const up = path.replace(/(\.[^.[\]]*|\[\d+\])$/, '');
		path = up === path ? '' : up;
	}
	return { control: controls.get(path) ?? '', path: issue.path, message: issue.message };
}

/**
 * The issue for a new profile whose name the site already publishes
 * (`check`'s rule, in rules.ts, compares every file; the page asks the
 * site's own JSON instead). `published` is what the site has under the
 * name, ignoring case, or null.
 *
 * @example
 * nameTakenIssue(form, { name: 'robin', id: 'd4gn7g3p38l77tn1edd0' }, '/@robin/', false)
 */
export function nameTakenIssue(
	form: Pick<EditorForm, 'name' | 'id'>,
	published: { name: string; id: string } | null,
	where: string,
	member: boolean,
	words: CheckWords = ENGLISH_CHECK,
): FormIssue | null {
	if (
		!published ||
		published.id === form.id ||
		published.name.toLowerCase() !== form.name.toLowerCase()
	)
		return null;
	return {
		control: 'name',
		path: 'name',
		message: nameTakenMessage({
			name: form.name,
			file: say(words, 'check.publishedProfile', { where }),
			taken: published.name,
			member,
			rename: say(words, 'check.chooseName'),
			words,
		}),
	};
}
