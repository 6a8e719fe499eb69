/**
 * The editor's worker: it writes the checked form as a file with the one
 * writer (profileToContent), opens an existing profile (existing.ts) and
 * makes the form's changes in the file as written (source-edit.ts). That
 * needs yaml's parser and writer, which the page's script does not carry:
 * a worker is bundled on its own and started once the page has a form to
 * write (test/e2e/editor.test.ts, the script budgets). Requests are
 * answered in the order they come: the page sends an edit only once the
 * open is answered, and an edit or a write is answered at once.
 */
import type { EditorConfig, EditorRequest } from '../views/editor/editor.ts';
import { loadExisting, type Existing } from './existing.ts';
import type { EditorForm } from './form.ts';
import { sourceResult } from './source-edit.ts';
import { profileToContent, type ProfileFileData } from '../authoring/write-profile.ts';

/** What the page asks. */
export type SourceRequest =
	| {
			kind: 'open';
			request: Extract<EditorRequest, { mode: 'edit' }>;
			config: EditorConfig;
	  }
	| { kind: 'edit'; form: EditorForm }
	| { kind: 'write'; profile: ProfileFileData; json: boolean };

/** What the worker answers. */
export type SourceReply =
	| { kind: 'open'; existing: Existing | null }
	| { kind: 'edit'; result: ReturnType<typeof sourceResult> }
	| { kind: 'write'; text: string };

/**
 * Answers requests in order: `open` first, then `edit` for each state of the form; `write` at
 * any time.
 *
 * @example
 * const answer = sourceAnswers();
 * await answer({ kind: 'open', request, config }) // { kind: 'open', existing: { … } }
 */
export function sourceAnswers(): (request: SourceRequest) => Promise<SourceReply> {
	let source: Existing['source'] = null;
	return async (request) => {
		if (request.kind === 'open') {
			const existing = await loadExisting(request.request, request.config);
			source = existing?.source ?? null;
			return { kind: 'open', existing };
		}
		if (request.kind === 'write')
			return {
				kind: 'write',
				text: profileToContent(request.profile, { json: request.json }).text,
			};
		const result = source ? sourceResult(source.text, source.file, request.form) : null;
		return { kind: 'edit', result };
	};
}

// In a worker only: importing this module elsewhere (a test) starts nothing.
const scope = globalThis as unknown as Worker & { WorkerGlobalScope?: unknown };
if (scope.WorkerGlobalScope !== undefined) {
	const answer = sourceAnswers();
	scope.addEventListener('message', (event: MessageEvent<SourceRequest>) => {
		void answer(event.data).then((reply) => scope.postMessage(reply));
	});
}
