/**
 * The home page's introduction: what the site is and how to join, from the
 * `intro` option (Markdown) or, when the site sets none, the default in
 * ui-text.ts with a link to how to add a profile.
 */
import type { PageConfig } from '../schemas/options.ts';
import { editorPath } from './editor/editor.ts';
import { renderBio } from './markdown.ts';
import { UI_TEXT, type UiText } from './ui-text.ts';

/** Where a forge shows a file of a branch, by forge. */
const FILE_PATHS: Record<
	NonNullable<PageConfig['repository']>['forge'],
	(branch: string) => string
> = {
	github: (branch) => `/blob/${encodeURIComponent(branch)}/`,
	gitlab: (branch) => `/-/blob/${encodeURIComponent(branch)}/`,
	forgejo: (branch) => `/src/branch/${encodeURIComponent(branch)}/`,
};

/**
 * The address of the guide to adding a profile: the repository's
 * CONTRIBUTING.md (the starter ships one), or null without a repository.
 *
 * @example
 * addProfileUrl({ url: 'https://github.com/org/site', forge: 'github', branch: 'main' }) // 'https://github.com/org/site/blob/main/CONTRIBUTING.md'
 */
export function addProfileUrl(repository: PageConfig['repository']): string | null {
	if (!repository) return null;
	return `${repository.url.replace(/\/+$/, '')}${FILE_PATHS[repository.forge](repository.branch)}CONTRIBUTING.md`;
}

/**
 * The introduction as safe HTML (links kept, HTML escaped, as in bios). With a repository, the
 * default leads with the browser editor (at `base`), which hands a new profile to the forge.
 *
 * @example
 * homeIntro({ intro: 'Welcome to *our* profiles.', repository: null }, '/').html // '<p>Welcome to <em>our</em> profiles.</p>\n'
 */
export function homeIntro(
	config: Pick<PageConfig, 'intro' | 'repository'>,
	base: string,
	words: UiText = UI_TEXT,
): {
	html: string;
	text: string;
} {
	const url = addProfileUrl(config.repository);
	const source =
		config.intro ??
		(url
			? words.t('home.intro', { editor: editorPath(base), addProfile: url })
			: words.t('home.introWithoutRepository'));
	return renderBio(source);
}
