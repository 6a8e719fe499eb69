/**
 * What a profile issue asks for, read from the body GitHub writes for an issue
 * form: each field as `### Label`, a blank line, its value; the text field in a
 * code fence (`render:` in the starter's profile.yml). Anyone can write an
 * issue, so every part is checked, in time linear in the body, before a file is
 * written: one profile file's path, under the content folder, and its text.
 */
import { nameSchema } from '../schemas/user.ts';

/** GitHub's own limit of an issue's body, in characters: a longer one is not GitHub's form. */
const MAX_ISSUE_BODY = 65_536;

/** Why an issue does not become a pull request (each a sentence in the site's words). */
export type Refusal =
	| { reason: 'form' }
	| { reason: 'several' }
	| { reason: 'path'; folder: string }
	| { reason: 'size'; limit: number };

type IssueRequest = { ok: true; file: string; text: string } | ({ ok: false } & Refusal);

/**
 * The file and text of a profile issue's body.
 *
 * @example
 * issueRequest('### File\n\ncontent/users/robin.md\n\n### Profile\n\n```markdown\n---\nid: x\n---\n```', 'content', 65536)
 * // { ok: true, file: 'content/users/robin.md', text: '---\nid: x\n---\n' }
 */
export function issueRequest(
	body: string | null | undefined,
	contentPath: string,
	maxText: number,
): IssueRequest {
	// Before anything reads it: a body GitHub would not have accepted is refused as it is.
	if (typeof body !== 'string' || body.length > MAX_ISSUE_BODY)
		return { ok: false, reason: 'size', limit: maxText };
	const fields = formFields(body.replace(/\r\n?/g, '\n'));
	if (!fields) return { ok: false, reason: 'form' };
	const paths = fields.file.split(/[\s,;]+/).filter(Boolean);
	if (paths.length > 1) return { ok: false, reason: 'several' };
	const file = paths[0] ?? '';
	if (!isProfilePath(file, contentPath))
		return { ok: false, reason: 'path', folder: `${contentPath}/users/` };
	const text = unfenced(fields.text);
	if (text === undefined) return { ok: false, reason: 'several' };
	if (!text.trim() || text.trim() === '_No response_') return { ok: false, reason: 'form' };
	if (text.length > maxText) return { ok: false, reason: 'size', limit: maxText };
	// One line end, as an editor saves it: GitHub trims a field's own.
	return { ok: true, file, text: `${text.replace(/\n+$/, '')}\n` };
}

/**
 * The form's two fields by position (their labels may be translated): the
 * first `### ` heading's value is the path, everything after the second
 * heading the text. Undefined when the body does not start so.
 */
function formFields(body: string): { file: string; text: string } | undefined {
	const start = body.match(/^\s*### [^\n]*\n/);
	if (!start) return undefined;
	const rest = body.slice(start[0].length);
	const next = rest.indexOf('\n### ');
	if (next === -1) return undefined;
	const afterHeading = rest.indexOf('\n', next + 1);
	if (afterHeading === -1) return undefined;
	return { file: rest.slice(0, next).trim(), text: rest.slice(afterHeading + 1) };
}

/**
 * The text field without the code fence GitHub puts around it; undefined when
 * something follows the fence (another field or file: one issue, one file).
 */
function unfenced(value: string): string | undefined {
	const text = value.replace(/^\n+/, '');
	const open = text.match(/^(`{3,})[\w-]*\n/);
	if (!open) return text.replace(/\n+$/, '\n');
	const fence = open[1]!;
	// The last fence line closes it: the profile's bio may hold fences of its own.
	const close = text.lastIndexOf(`\n${fence}`);
	if (close < open[0].length - 1) return undefined;
	const after = text.slice(close + 1 + fence.length);
	if (after.trim()) return undefined;
	return text.slice(open[0].length, close);
}

/**
 * The path forms `check` reads as one profile's file: `<content>/users/<name>.md|json`,
 * `<name>/index.md|json`, or a member's `<name>/members/<member>.md|json` (or its
 * `index`), every segment plain (no `..`, no leading dot, no backslash).
 *
 * @example
 * isProfilePath('content/users/robin.md', 'content') // true
 * isProfilePath('content/users/../../.github/workflows/x.yml', 'content') // false
 */
export function isProfilePath(file: string, contentPath: string): boolean {
	const prefix = `${contentPath}/users/`;
	if (file.length > 300 || !file.startsWith(prefix)) return false;
	const segments = file.slice(prefix.length).split('/');
	if (segments.some((segment) => !/^[\w-][\w.-]*$/.test(segment))) return false;
	const stem = (segment: string) => segment.replace(/\.(md|json)$/, '');
	const isFile = (segment: string | undefined) =>
		segment !== undefined && /\.(md|json)$/.test(segment);
	const user = segments[0]!;
	const name = isFile(user) && segments.length === 1 ? stem(user) : user;
	if (!nameSchema.safeParse(name).success) return false;
	const rest = segments.slice(1);
	if (!rest.length) return isFile(user);
	if (rest.length === 1) return /^index\.(md|json)$/.test(rest[0]!);
	if (rest[0] !== 'members') return false;
	if (rest.length === 2) return isFile(rest[1]);
	return rest.length === 3 && /^index\.(md|json)$/.test(rest[2]!);
}
