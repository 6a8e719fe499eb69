/**
 * Opening an existing profile (existing.ts, in the editor's worker: source-worker.ts): from its
 * file as written when the site publishes it, each change made in place; else from the published
 * profile, naming the keys to write again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { editSourceBody } from '../../src/publish/edit-sources.ts';
import { formResult } from '../../src/editor/form-file.ts';
import { checkForm, emptyForm } from '../../src/editor/form.ts';
import { sourceAnswers, type SourceReply } from '../../src/editor/source-worker.ts';
import { DEFAULT_LIMITS } from '../../src/schemas/profile-limits.ts';
import type { EditorConfig } from '../../src/views/editor/editor.ts';
import { editorScriptMessages } from '../../src/views/i18n/editor-script-text.ts';
import { en } from '../../src/views/i18n/en.ts';
import { ROOT } from '../helpers/run.ts';

// Comments, flow lists, owners, a local avatar, an own status and a flag.
const FILE = 'content/users/robin/index.md';
const TEXT = readFileSync(join(ROOT, 'test/fixtures/edit-sources/users/robin/index.md'), 'utf8');
const REQUEST = {
	mode: 'edit' as const,
	user: 'robin',
	memberId: null,
	file: FILE,
	localAvatar: true,
};
const config = (editSources: boolean): EditorConfig => ({
	base: '/profiles/',
	contentPath: 'content',
	repository: null,
	limits: DEFAULT_LIMITS,
	editSources,
	words: { locale: 'en', messages: editorScriptMessages(en) },
});

/** The site: each path's JSON body, or 404. */
function serve(files: Record<string, string>) {
	const asked: string[] = [];
	vi.stubGlobal('fetch', async (path: string) => {
		asked.push(path);
		const body = files[path];
		return body === undefined
			? new Response('not found', { status: 404 })
			: new Response(body, { headers: { 'content-type': 'application/json' } });
	});
	return asked;
}
afterEach(() => vi.unstubAllGlobals());

const SOURCE = { '/profiles/edit/source/users/robin.json': editSourceBody(FILE, TEXT) };
const PUBLISHED = {
	'/profiles/v1/users/robin.json': JSON.stringify({
		id: 'd4gn7g3p38l77tn1edd0',
		name: 'robin',
		names: [{ name: 'Robin', status: 3 }],
	}),
};

async function opened(editSources: boolean) {
	const answer = sourceAnswers();
	const reply = await answer({
		kind: 'open',
		request: REQUEST,
		config: config(editSources),
	});
	if (reply.kind !== 'open' || !reply.existing) throw new Error('not opened');
	const edit = async (form: typeof reply.existing.form) => {
		const edited = (await answer({ kind: 'edit', form })) as Extract<SourceReply, { kind: 'edit' }>;
		return formResult(
			form,
			{ contentPath: 'content', user: null, file: FILE },
			DEFAULT_LIMITS,
			en['editorScript.nameRule'],
			edited.result,
		);
	};
	return { existing: reply.existing, edit };
}

describe('an existing profile whose file the site publishes', () => {
	test('opens from the file: owners, the avatar and the own status in the form', async () => {
		const asked = serve({ ...SOURCE, ...PUBLISHED });
		const { existing } = await opened(true);
		expect(asked).toEqual(['/profiles/edit/source/users/robin.json']);
		expect(existing.mode).toBe(
			`You are changing ${FILE} as it is written: only what you change changes.`,
		);
		expect(existing.notices).toEqual([]);
		expect(existing.form.statuses).toEqual([
			{ key: 'partner', label: 'Partner only', icon: '', counts_as: 'friends_only' },
		]);
		expect(existing.form).toMatchObject({
			owners: ['robin-gh'],
			avatar: './avatar.png',
			names: [
				{ name: 'Robin', status: 'okay' },
				{ name: 'Rob', status: 'okay' },
			],
		});
		expect(existing.form.fields[0]!.entries.at(-1)).toEqual({ text: 'darling', status: 'partner' });
	});

	test('gives the file back unchanged, byte for byte, when nothing was edited, and check accepts it', async () => {
		serve(SOURCE);
		const { existing, edit } = await opened(true);
		expect(await edit(existing.form)).toEqual({ ok: true, file: FILE, text: TEXT, issues: [] });
	});

	test('changes only the edited entry', async () => {
		serve(SOURCE);
		const { existing, edit } = await opened(true);
		existing.form.names[1]!.status = 'friends_only';
		const result = await edit(existing.form);
		expect(result.ok).toBe(true);
		const text = result.ok ? result.text : '';
		expect(text).toBe(
			TEXT.replace('names: [Robin, Rob]', 'names: [Robin, {name: Rob, status: friends_only}]'),
		);
	});

	test('checks the whole file: an entry moved to an own status is accepted, as check accepts it', async () => {
		serve(SOURCE);
		const { existing, edit } = await opened(true);
		existing.form.names[0]!.status = 'partner';
		const result = await edit(existing.form);
		expect(result.ok && result.text).toBe(
			TEXT.replace('names: [Robin, Rob]', 'names: [{name: Robin, status: partner}, Rob]'),
		);
		existing.form.names[0]!.status = 'sweetheart';
		const wrong = await edit(existing.form);
		expect(wrong.ok).toBe(false);
		expect(!wrong.ok && wrong.issues.map((issue) => issue.control)).toContain('names.0.status');
	});

	test.each([
		['for another file', editSourceBody('content/users/robin.md', TEXT)],
		['not a profile file', editSourceBody(FILE, '---\n- a list\n---\n')],
		['no JSON of ours', '{"file": 1}'],
	])('falls back to the published profile when the published file is %s', async (_case, body) => {
		serve({ '/profiles/edit/source/users/robin.json': body, ...PUBLISHED });
		const { existing } = await opened(true);
		expect(existing.mode).toMatch(/filled in from what the site publishes/);
	});
});

describe('an existing profile whose file the site does not publish', () => {
	test('opens from the published profile and names every key to write again', async () => {
		const asked = serve({ ...SOURCE, ...PUBLISHED });
		const { existing, edit } = await opened(false);
		expect(asked).toEqual(['/profiles/v1/users/robin.json']);
		expect(existing.form.names).toEqual([{ name: 'Robin', status: 'jokingly' }]);
		expect(existing.notices.map(([id]) => id)).toEqual([
			'unseen-notice',
			'avatar-notice',
			'owners-notice',
		]);
		expect(existing.notices[0]![1]).toMatchInlineSnapshot(
			`"The form cannot see statuses, flags, timezone, member_title, lang, or sid: if your file has any of them, add them to the new text again before you propose it, or they are removed (its comments too)."`,
		);
		// No file to change in place: the form writes the file (form.ts).
		expect((await edit(existing.form)).ok).toBe(true);
	});

	test('is null when the site publishes neither', async () => {
		serve({});
		const reply = await sourceAnswers()({
			kind: 'open',
			request: REQUEST,
			config: config(true),
		});
		expect(reply).toEqual({ kind: 'open', existing: null });
	});
});

describe("the worker's write", () => {
	test("is the page's path (checkForm, then the worker writes): formResult's file exactly", async () => {
		const form = {
			...emptyForm('d4gn7g3p38l77tn1edd0'),
			name: 'robin',
			bio: 'Hi!',
			names: [{ name: 'Robin', status: 'favourite' }],
			pronouns: [{ pronouns: 'they/them', display_text: '', status: 'okay' }],
		};
		const target = { contentPath: 'content', user: null, file: null };
		const rule = en['editorScript.nameRule'];
		const checked = checkForm(form, target, DEFAULT_LIMITS, rule);
		if (!checked.ok || checked.profile === undefined) throw new Error('not checked');
		const reply = await sourceAnswers()({
			kind: 'write',
			profile: structuredClone(checked.profile),
			json: checked.json,
		});
		const result = formResult(form, target, DEFAULT_LIMITS, rule);
		expect(reply).toEqual({ kind: 'write', text: result.ok && result.text });
		expect(reply).toMatchInlineSnapshot(`
			{
			  "kind": "write",
			  "text": "---
			id: d4gn7g3p38l77tn1edd0
			names:
			  - name: Robin
			    status: favourite
			pronouns:
			  - pronouns: they/them
			    status: okay
			---

			Hi!
			",
			}
		`);
	});
});
