/**
 * The editor page's part of the site: its address, the "Edit in the
 * browser" link of each profile page, what the page is told of the site
 * (from the options only), and how it reads the address it was opened
 * with, which anyone can write, so every part is checked before use.
 */
import type { EditorScriptWords } from '../i18n/editor-script-text.ts';
import { normalizeBase } from '../../addresses/urls.ts';
import type { Limits } from '../../schemas/profile-limits.ts';
import { idSchema, nameSchema } from '../../schemas/user.ts';
import type { Repository } from '../../config/forge.ts';

/** What the editor page is told of the site: from the options, never from content. */
export interface EditorConfig {
	/** The site's base path, e.g. `/` or `/profiles/`: where the API's files are. */
	base: string;
	/**
	 * Where the editor's pages are, when not at `base`: the French editor of a site in several
	 * languages links to `/fr/@robin/` and `/fr/edit/` (views/paths/locale-paths.ts).
	 */
	pageBase?: string;
	/** The content folder from the repository's root, e.g. `content`. */
	contentPath: string;
	repository: Repository | null;
	limits: Limits;
	/** Whether the site publishes each profile's file as written (the `editSources` option). */
	editSources: boolean;
	/** The editor script's words in the site's language. */
	words: EditorScriptWords;
}

/**
 * @example
 * editorPath('/profiles/') // '/profiles/edit/'
 */
export function editorPath(base: string): string {
	return `${normalizeBase(base)}edit/`;
}

/** A profile page's link to the editor: which profile, and the file the page was built from. */
interface EditorLinkSource {
	/** The user: the profile's own name, or a member's user. */
	user: string;
	/** For a member: its ID (its JSON is published by ID). */
	memberId?: string | undefined;
	/** The profile's file from the repository's root. */
	file: string;
	/** Whether the file names a local avatar image (its path is not published). */
	localAvatar: boolean;
}

/**
 * "Edit in the browser" for one profile.
 *
 * @example
 * browserEditUrl('/', { user: 'robin', file: 'content/users/robin.md', localAvatar: false })
 * // '/edit/?user=robin&file=content%2Fusers%2Frobin.md'
 */
export function browserEditUrl(base: string, source: EditorLinkSource): string {
	const params = new URLSearchParams({ user: source.user });
	if (source.memberId) params.set('member', source.memberId);
	params.set('file', source.file.replace(/\\/g, '/').replace(/^(\.\/)+/, ''));
	if (source.localAvatar) params.set('avatar', 'local');
	return `${editorPath(base)}?${params}`;
}

/**
 * What the editor was asked to do: create a profile (a user's member when `user` is set), or edit
 * one.
 */
export type EditorRequest =
	| { mode: 'new'; user: string | null }
	| { mode: 'edit'; user: string; memberId: string | null; file: string; localAvatar: boolean };

/**
 * Reads the editor's address. A part that fails its check is ignored (the
 * page then offers a new profile): nothing from it reaches a request or a
 * forge address unchecked. An edited file must be the profile's own, under
 * the content folder, in one of the file forms.
 *
 * @example
 * editorRequest(new URLSearchParams('user=robin&file=content/users/robin.md'), 'content')
 * // { mode: 'edit', user: 'robin', memberId: null, file: 'content/users/robin.md', localAvatar: false }
 */
export function editorRequest(params: URLSearchParams, contentPath: string): EditorRequest {
	const user = params.get('user');
	const member = params.get('member');
	const file = params.get('file');
	const validUser = user !== null && nameSchema.safeParse(user).success ? user : null;
	if (!validUser) return { mode: 'new', user: null };
	if (member !== null && !idSchema.safeParse(member).success)
		return { mode: 'new', user: validUser };
	if (file === null || !isProfileFile(file, contentPath, validUser, member !== null))
		return { mode: 'new', user: member === null ? null : validUser };
	return {
		mode: 'edit',
		user: validUser,
		memberId: member,
		file,
		localAvatar: params.get('avatar') === 'local',
	};
}

/**
 * A user's file is `<content>/users/<user>.md|json` or `<user>/index.md|json`; a member's is under
 * `<user>/members/`.
 */
function isProfileFile(file: string, contentPath: string, user: string, member: boolean): boolean {
	const segments = file.split('/');
	if (
		segments.some(
			(segment) =>
				segment === '' || segment === '.' || segment === '..' || !/^[\w.-]+$/.test(segment),
		)
	)
		return false;
	const prefix = `${contentPath}/users/${user}`;
	if (!file.startsWith(`${prefix}${member ? '/members/' : ''}`)) return false;
	const rest = file.slice(prefix.length);
	return member
		? /^\/members\/[\w.-]+(\.(md|json)|\/index\.(md|json))$/.test(rest)
		: /^(\.(md|json)|\/index\.(md|json))$/.test(rest);
}
