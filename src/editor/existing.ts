/**
 * Opening an existing profile in the editor, in its worker
 * (source-worker.ts), so the page's first script carries none of it: the
 * form from the file as written when the site publishes it (the
 * `editSources` option), else from the published profile (a v1 User or
 * Member), with the keys the member must write again named. Text from the
 * site is hostile: read defensively. `fetchJson` alone is the page's too.
 */
import { editSourcePath, memberJsonPath, userJsonPath } from '../addresses/urls.ts';
import { STATUSES } from '../schemas/status.ts';
import { FIELD_LISTS } from '../schemas/user.ts';
import type { EditorConfig, EditorRequest } from '../views/editor/editor.ts';
import { editorSay } from '../views/i18n/editor-script-text.ts';
import type { EditorForm, FormStatus } from './form.ts';
import { formFromSource } from './source-edit.ts';
import { fetchJson, list, record, text, texts } from './loose.ts';

/** The status word of a published value 1-5; anything else kept as text, for the check to name. */
function statusText(value: unknown): FormStatus {
	const status = STATUSES.find(
		(candidate) => candidate.value === value || candidate.word === value,
	);
	if (status) return status.word;
	return value === undefined || value === null
		? 'okay'
		: typeof value === 'string'
			? value
			: (JSON.stringify(value) ?? '');
}

/**
 * The form for a published profile (a v1 User or Member from the site's
 * JSON), read defensively: the JSON is text from a pull request, and only
 * strings and lists of the expected shapes are taken. With `localAvatar`,
 * the published avatar_urls are the site's own copies of an image in the
 * repository, not addresses the file gives: they are left out (the page
 * asks for the image's path).
 *
 * @example
 * formFromPublished(await (await fetch('/v1/users/robin.json')).json(), { localAvatar: false })
 */
export function formFromPublished(
	json: unknown,
	{ localAvatar }: { localAvatar: boolean },
): EditorForm {
	const user = record(json);
	return {
		id: text(user['id']),
		name: text(user['name']),
		display_name: text(user['display_name']),
		bio: text(user['bio']),
		names: list(user['names']).map((entry) => ({
			name: text(record(entry)['name']),
			status: statusText(record(entry)['status']),
		})),
		pronouns: list(user['pronouns']).map((entry) => ({
			...texts(entry, ['pronouns', 'display_text']),
			status: statusText(record(entry)['status']),
		})),
		fields: list(user['fields']).map((entry) => {
			const field = record(entry);
			return {
				name: text(field['name']),
				entries: FIELD_LISTS.flatMap((word) =>
					list(field[word]).map((item) => ({ text: text(item), status: word })),
				),
			};
		}),
		links: list(user['links']).map(text),
		avatar: '',
		avatar_urls: localAvatar ? [] : list(user['avatar_urls']).map(text),
		owners: [],
		// Not in the v1 profile: the member writes them again (the page names them).
		statuses: [],
		flags: [],
		timezone: '',
		member_title: '',
		unlisted: false,
		lang: '',
	};
}

/** An existing profile, ready for the form. */
export interface Existing {
	form: EditorForm;
	/** The file as written, when the site publishes it: the form's changes are made in it. */
	source: { file: string; text: string } | null;
	/** What the page says it is doing. */
	mode: string;
	/** Notices to show: [element id, text]. */
	notices: [string, string][];
}

type EditRequest = Extract<EditorRequest, { mode: 'edit' }>;

/**
 * The existing profile the address names: from its file as written when the
 * site publishes it, else from its published profile; null when neither is
 * published.
 *
 * @example
 * await loadExisting(request, config) // { form, source: { file, text }, mode: 'You are changing …', notices: [] }
 */
export async function loadExisting(
	request: EditRequest,
	config: EditorConfig,
): Promise<Existing | null> {
	return (
		(config.editSources ? await fromSource(request, config) : null) ??
		(await fromPublished(request, config))
	);
}

/** Whether a text was published as the site's editor files are (publish/edit-sources.ts). */
const isSource = (value: unknown): value is { file: string; text: string } =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as { file?: unknown }).file === 'string' &&
	typeof (value as { text?: unknown }).text === 'string';

/** The form from the file as written, for the file the address names. */
async function fromSource(request: EditRequest, config: EditorConfig): Promise<Existing | null> {
	const published = await fetchJson(editSourcePath(request, config.base));
	if (!isSource(published) || published.file !== request.file) return null;
	const { file, text } = published;
	const form = formFromSource(text, file);
	if (!form) return null;
	return {
		form,
		source: { file, text },
		mode: editorSay(config.words)('editorScript.modeEditSource', { file }),
		notices: [],
	};
}

/** The form from the published profile, naming the keys the member must write again. */
async function fromPublished(request: EditRequest, config: EditorConfig): Promise<Existing | null> {
	const member = request.memberId !== null;
	const published = await fetchJson(
		member
			? memberJsonPath(request.memberId!, config.base)
			: userJsonPath(request.user, config.base),
	);
	if (!published) return null;
	const say = editorSay(config.words);
	const unseen = [
		'statuses',
		'flags',
		'timezone',
		member ? 'unlisted' : 'member_title',
		'lang',
		'sid',
	];
	// The keys the form cannot see, which the new text leaves out.
	const keys = new Intl.ListFormat(config.words.locale, { type: 'disjunction' }).format(unseen);
	const notices: [string, string][] = [['unseen-notice', say('editorScript.unseenKeys', { keys })]];
	if (request.localAvatar) notices.push(['avatar-notice', say('editorScript.avatarNotice')]);
	if (!member) notices.push(['owners-notice', say('editorScript.ownersNotice')]);
	return {
		form: formFromPublished(published, { localAvatar: request.localAvatar }),
		source: null,
		mode: say('editorScript.modeEdit', { file: request.file }),
		notices,
	};
}
