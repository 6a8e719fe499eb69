/**
 * The form's file: the form checked (form.ts checkForm) and written by the
 * one writer of profile files (profileToContent). Node and the tests call it
 * whole; the page's script checks the form itself and has its worker write
 * the file (source-worker.ts), so the page carries no YAML writer.
 */
import { profileToContent } from '../authoring/write-profile.ts';
import type { Limits } from '../schemas/profile-limits.ts';
import {
	checkForm,
	type EditedFile,
	type EditorForm,
	type EditorTarget,
	type FormResult,
} from './form.ts';

/**
 * Checks the form and writes its file (checkForm, then the one writer, profileToContent).
 *
 * @example
 * formResult(form, { contentPath: 'content', user: null, file: null }, limits, TEXT.nameRule)
 * // { ok: true, file: 'content/users/robin.md', text: '---\nid: …' }
 */
export function formResult(
	form: EditorForm,
	target: EditorTarget,
	limits: Limits,
	nameRule: string,
	edited?: EditedFile | null,
): FormResult {
	const checked = checkForm(form, target, limits, nameRule, edited);
	if (!checked.ok) return checked;
	const text = checked.text ?? profileToContent(checked.profile, { json: checked.json }).text;
	return { ok: true, file: checked.file, text, issues: [] };
}
