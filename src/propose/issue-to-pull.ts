/**
 * A profile issue (the starter's issue form) as a pull request: the one file
 * the issue names, written on the issue's own branch from the checkout of the
 * default branch, checked as `check --base` checks a pull request, pushed,
 * proposed, and the verdict told three ways: a comment on the issue in the
 * site's words, a commit status on the pull request's head (a pull request the
 * job's token opens starts no other workflow: docs/guides/maintainers.md), and
 * a label for a maintainer when the issue's author does not own the profile.
 * Nothing from the issue is run; its text reaches the log only escaped.
 */
import { absoluteUrl } from '../addresses/urls.ts';
import { pagePathOf } from '../views/editor/issue-form.ts';
import { uiText } from '../views/ui-text.ts';
import type { SiteWords } from '../views/i18n/dictionary.ts';
import type { IssueEvent, PullEvent } from '../schemas/site-files/issue-event.ts';
import type { GitHubApi } from './github-api.ts';
import { isProfilePath, issueRequest, type Refusal } from './issue-body.ts';
import { branchOf, coAuthor, commitProposal, ownersIn, pushBranch, textAt } from './branch.ts';
import { git } from '../authoring/git.ts';

/** The label profile issues carry (the issue form sets it): other issues are left alone. */
export const PROFILE_LABEL = 'profile';
/** The label of a pull request a maintainer must decide. */
const MAINTAINER_LABEL = 'needs-maintainer';
/** The commit status's name on the pull request. */
const STATUS_CONTEXT = 'staticnouns/check';

interface ProposeInput {
	event: IssueEvent;
	/** The checkout of the default branch: the project's root. */
	root: string;
	/** The content folder from the repository's root (`content`). */
	contentPath: string;
	api: GitHubApi;
	words: SiteWords;
	/** The site's address and base path, for the page's address. */
	site: URL | string | undefined;
	base: string;
	/** The largest profile file (limits.fileBytes). */
	maxText: number;
	/** The git remote pushed to, and the token for its server (none for a local remote). */
	remote: string;
	auth?: { server: string; token: string } | undefined;
	/** The workflow run, linked from the status. */
	runUrl?: string | undefined;
	/** `check --base <commit>` on the checkout: passed, and its report. */
	check: (base: string) => Promise<{ passed: boolean; report: string }>;
}

/**
 * Does what the issue event asks: (re)proposes on opened, edited and reopened,
 * closes or reports the pull request on closed. Returns what it did, for the log.
 */
export async function propose(input: ProposeInput): Promise<string> {
	const { event } = input;
	if (!event.issue.labels.some((label) => label.name === PROFILE_LABEL))
		return `issue #${event.issue.number} has no "${PROFILE_LABEL}" label: nothing to do`;
	if (event.action === 'closed') return closed(input);
	if (!['opened', 'edited', 'reopened'].includes(event.action) || event.issue.state !== 'open')
		return `nothing to do for "${event.action}"`;
	return proposeIssue(input);
}

async function proposeIssue(input: ProposeInput): Promise<string> {
	const { event, api } = input;
	const t = uiText(input.words).t;
	const { issue } = event;
	const request = issueRequest(issue.body, input.contentPath, input.maxText);
	if (!request.ok) return refuse(input, request);
	const base = (await git(['rev-parse', 'HEAD'], input.root)).trim();
	const branch = branchOf(issue.number);
	const written = await commitProposal(input.root, {
		base,
		branch,
		file: request.file,
		text: request.text,
		message: `${request.file}: from issue #${issue.number}\n\n${coAuthor(issue.user)}\n`,
	});
	if (!written.ok)
		return refuse(
			input,
			written.reason === 'unchanged'
				? { reason: 'unchanged' }
				: { reason: 'path', folder: `${input.contentPath}/users/` },
		);
	const verdict = await input.check(base);
	await pushBranch(input.root, input.remote, branch, input.auth);
	const pull = await pullRequest(input, branch, request.file);
	await api.setStatus(written.head, {
		state: verdict.passed ? 'success' : 'failure',
		context: STATUS_CONTEXT,
		description: t(verdict.passed ? 'propose.passed' : 'propose.statusFailed').slice(0, 140),
		...(input.runUrl ? { target_url: input.runUrl } : {}),
	});
	const owners = await ownership(input, base, request.file, request.text);
	if (owners.note) await api.addLabel(pull, MAINTAINER_LABEL);
	else await api.removeLabel(pull, MAINTAINER_LABEL);
	const said = [
		t('propose.proposed', { pull: `${pull}`, file: `\`${request.file}\`` }),
		verdict.passed ? t('propose.passed') : t('propose.failed'),
		// GitHub takes comments of up to 65,536 characters.
		...(verdict.passed ? [] : [codeBlock(verdict.report.slice(0, 60_000))]),
		...(owners.note ? [owners.note] : []),
		t('propose.next', { reviewers: owners.reviewers, address: pageAddress(input, request.file) }),
	];
	await api.comment(issue.number, said.join('\n\n'));
	return `pull request #${pull} from ${branch}: check ${verdict.passed ? 'passed' : 'failed'}`;
}

/** The open pull request from the branch, updated, or a new one. Returns its number. */
async function pullRequest(input: ProposeInput, branch: string, file: string): Promise<number> {
	const { event, api } = input;
	const t = uiText(input.words).t;
	const body = `${t('propose.pullBody', { login: event.issue.user.login, issue: `${event.issue.number}`, file: `\`${file}\`` })}\n\nCloses #${event.issue.number}\n`;
	const title = `${file} (#${event.issue.number})`;
	const existing = await api.pullFrom(branch);
	if (existing?.state === 'open')
		return (await api.updatePull(existing.number, { title, body })).number;
	const opened = await api.openPull({
		title,
		head: branch,
		base: event.repository.default_branch,
		body,
	});
	return opened.number;
}

/**
 * Who reviews, and a note for a maintainer when the issue's author is not among
 * the profile's owners (those its file names on the default branch), or the
 * change rewrites the owners (CODEOWNERS must follow, which only a maintainer
 * changes). Owners are compared as GitHub compares logins: without case.
 */
async function ownership(
	input: ProposeInput,
	base: string,
	file: string,
	text: string,
): Promise<{ reviewers: string; note: string | undefined }> {
	const t = uiText(input.words).t;
	const before = await textAt(input.root, base, file);
	const owners = before === undefined ? [] : ownersIn(file, before);
	const after = ownersIn(file, text);
	const login = input.event.issue.user.login;
	const list = (names: string[]) =>
		new Intl.ListFormat(input.words.locale, { type: 'conjunction' }).format(
			names.map((name) => `@${name}`),
		);
	const reviewers = owners.length
		? t('editorScript.reviewersOwners', { owners: list(owners) })
		: t('editorScript.reviewersMaintainers');
	const key = (names: string[]) =>
		names
			.map((name) => name.toLowerCase())
			.sort()
			.join(' ');
	if (owners.length && !owners.some((owner) => owner.toLowerCase() === login.toLowerCase()))
		return { reviewers, note: t('propose.maintainer', { login, owners: list(owners) }) };
	if (key(owners) !== key(after)) return { reviewers, note: t('propose.ownersChange') };
	return { reviewers, note: undefined };
}

/** The profile's page on the site, as an address when the site's is known. */
function pageAddress(input: ProposeInput, file: string): string {
	return absoluteUrl(pagePathOf(file, input.contentPath, input.base), input.site);
}

/** Says on the issue why it does not become a pull request. */
async function refuse(
	input: ProposeInput,
	refusal: Refusal | { reason: 'unchanged' },
): Promise<string> {
	const t = uiText(input.words).t;
	const reason =
		refusal.reason === 'path'
			? t('propose.reasonPath', { folder: refusal.folder })
			: refusal.reason === 'size'
				? t('propose.reasonSize', { limit: refusal.limit })
				: t(
						refusal.reason === 'form'
							? 'propose.reasonForm'
							: refusal.reason === 'several'
								? 'propose.reasonSeveral'
								: 'propose.reasonUnchanged',
					);
	await input.api.comment(input.event.issue.number, t('propose.refused', { reason }));
	return `issue #${input.event.issue.number} refused: ${refusal.reason}`;
}

/** On a closed issue: its open pull request closed, or its merge reported. */
async function closed(input: ProposeInput): Promise<string> {
	const { api, event } = input;
	const t = uiText(input.words).t;
	const pull = await api.pullFrom(branchOf(event.issue.number));
	if (!pull) return `issue #${event.issue.number} closed: no pull request`;
	if (pull.merged_at) {
		const file = pull.title.replace(/ \(#\d+\)$/, '');
		const address = isProfilePath(file, input.contentPath) ? pageAddress(input, file) : '';
		await api.comment(event.issue.number, t('propose.merged', { pull: `${pull.number}`, address }));
		return `pull request #${pull.number} was merged`;
	}
	if (pull.state !== 'open') return `pull request #${pull.number} was already closed`;
	await api.updatePull(pull.number, { state: 'closed' });
	await api.comment(event.issue.number, t('propose.closed', { pull: `${pull.number}` }));
	return `pull request #${pull.number} closed`;
}

/**
 * A pull request of this workflow's (its branch `profile/issue-<n>` in this
 * repository) closed without merging: its issue is told and closed. A merge
 * closes the issue by the pull request's `Closes #<n>`, answered in `closed`.
 */
export async function pullClosed(
	event: PullEvent,
	{ api, words }: Pick<ProposeInput, 'api' | 'words'>,
): Promise<string> {
	const pull = event.pull_request;
	const issue = /^profile\/issue-(\d{1,9})$/.exec(pull.head.ref)?.[1];
	if (
		event.action !== 'closed' ||
		!issue ||
		pull.head.repo?.full_name !== event.repository.full_name
	)
		return `pull request #${pull.number}: nothing to do`;
	if (pull.merged) return `pull request #${pull.number} merged: its issue closes by itself`;
	await api.comment(
		Number(issue),
		uiText(words).t('propose.pullClosed', { pull: `${pull.number}` }),
	);
	await api.closeIssue(Number(issue));
	return `pull request #${pull.number} closed: issue #${issue} closed`;
}

/**
 * Text in a Markdown code block whose fence no line of it can close (one
 * backtick longer than its longest run), so nothing in it renders or mentions.
 */
function codeBlock(text: string): string {
	const longest = (text.match(/`+/g) ?? []).reduce((most, run) => Math.max(most, run.length), 0);
	const fence = '`'.repeat(Math.max(3, longest + 1));
	return `${fence}text\n${text.replace(/\n+$/, '')}\n${fence}`;
}
