/**
 * The editor's hand-over on GitHub when the site names its issue form (the
 * `issueForm` option; the starter ships `.github/ISSUE_TEMPLATE/profile.yml`):
 * a new issue from that form, its two fields filled through the address, and
 * the starter's propose workflow turns the submitted issue into a pull request
 * (cli/commands/propose.ts). Pure: the editor's script and the tests call it.
 */
import { FORGE_NAMES, handOver, MAX_FORGE_URL, type Repository } from '../../config/forge.ts';
import { memberPath, profilePath } from '../../addresses/urls.ts';
import { editorSay, type EditorScriptWords } from '../i18n/editor-script-text.ts';

/**
 * The form's field ids, as the starter's profile.yml names them: GitHub fills a
 * form's field from the query parameter of its id (github/docs#22835).
 */
export const ISSUE_FORM_FIELDS = { file: 'file', text: 'text' } as const;

/**
 * The new-issue address with the form's fields and the title filled in, or null
 * when the forge is not GitHub, the site names no form, or the address would pass
 * MAX_FORGE_URL (the editor then hands over as before). No `labels=`: GitHub
 * answers 404 to a member who may not label issues; the form sets its own label.
 *
 * @example
 * issueFormUrl({ url: 'https://github.com/org/site', forge: 'github', branch: 'main', issueForm: 'profile.yml' }, { file: 'content/users/robin.md', text: '---\n…' })
 * // 'https://github.com/org/site/issues/new?template=profile.yml&title=content%2Fusers%2Frobin.md&file=…&text=…'
 */
function issueFormUrl(
	repository: Repository,
	{ file, text }: { file: string; text: string },
): string | null {
	if (repository.forge !== 'github' || !repository.issueForm) return null;
	const query = new URLSearchParams({
		template: repository.issueForm,
		title: file,
		[ISSUE_FORM_FIELDS.file]: file,
		[ISSUE_FORM_FIELDS.text]: text,
	});
	const url = `${repository.url}/issues/new?${query}`;
	return url.length <= MAX_FORGE_URL ? url : null;
}

/** How the editor hands a file over: the issue form, or the forge's file editor (forge.ts). */
type EditorHandOver = ReturnType<typeof handOver> & {
	/** The issue form, filled in. */
	issue: boolean;
	/** The site has an issue form, but the text is too long for its address. */
	issueTooLong: boolean;
};

/**
 * The issue form when the site has one and the address fits, else the file
 * editor's hand-over as before (the clipboard where that needs it).
 *
 * @example
 * editorHandOver(github, { file: 'content/users/robin.md', text, exists: true }).issue // true with issueForm set
 */
export function editorHandOver(
	repository: Repository,
	request: { file: string; text: string; exists: boolean },
): EditorHandOver {
	// A new profile in the folder form comes with a picture to upload beside it, which an issue
	// cannot carry: the file editor's folder takes both.
	const withPicture = !request.exists && /\/index\.(md|json)$/.test(request.file);
	const url = withPicture ? null : issueFormUrl(repository, request);
	if (url) return { url, clipboard: false, tooLong: false, issue: true, issueTooLong: false };
	const issueTooLong =
		!withPicture && repository.forge === 'github' && Boolean(repository.issueForm);
	return { ...handOver(repository, request), issue: false, issueTooLong };
}

/**
 * The page a profile file is published as: a user's `/@name/`, or a member's under its user's.
 *
 * @example
 * pagePathOf('content/users/kit/members/juniper.md', 'content', '/') // '/@kit/juniper/'
 */
export function pagePathOf(file: string, contentPath: string, base: string): string {
	const [user = '', second, member] = file.slice(`${contentPath}/users/`.length).split('/');
	const stem = (segment: string) => segment.replace(/\.(md|json)$/, '');
	return second === 'members' && member
		? memberPath(user, stem(member), base)
		: profilePath(stem(user), base);
}

/**
 * What the editor says after the hand-over: where the text went (one line
 * when the issue form's address was too long), then what happens next.
 */
export function handOverNote(
	words: EditorScriptWords,
	plan: EditorHandOver,
	facts: {
		repository: Repository;
		file: string;
		exists: boolean;
		copied: boolean;
		owners: readonly string[];
		address: string;
	},
): string {
	const say = editorSay(words);
	const forge = FORGE_NAMES[facts.repository.forge];
	const where = say(facts.copied ? 'editorScript.onClipboard' : 'editorScript.above');
	const handedOver = plan.issue
		? say('editorScript.issueFilled', { forge })
		: !plan.clipboard
			? say('editorScript.filled', { forge })
			: facts.exists
				? say('editorScript.handedChange', { forge, file: facts.file, where })
				: say(plan.tooLong ? 'editorScript.tooLong' : 'editorScript.nameOnly', { forge, where });
	// Who reviews: the owners, else the maintainers.
	const reviewers = facts.owners.length
		? say('editorScript.reviewersOwners', {
				owners: new Intl.ListFormat(words.locale, { type: 'conjunction' }).format(facts.owners),
			})
		: say('editorScript.reviewersMaintainers');
	const lines = [
		...(plan.issueTooLong ? [say('editorScript.issueTooLong', { forge })] : []),
		handedOver,
		say('editorScript.nextSteps', { forge, address: facts.address, reviewers }),
	];
	return lines.join(' ');
}
