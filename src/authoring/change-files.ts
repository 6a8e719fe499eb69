/**
 * What a change does outside the content folder, for `check --base`: a
 * pull request is more than its profiles, and a maintainer who merges on a
 * green check must not merge site code, a workflow or a file of public/
 * unseen. Every such file is named, grouped by what it can do.
 */
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { git, isRegularFile, listTree, readBlobs, repositoryRoot } from './git.ts';
import { CODEOWNERS_PATH, outsideOwnersBlock } from './codeowners.ts';
import { escapeText } from '../utils/escape.ts';

/** The groups, in the order they are listed. */
const CHANGE_GROUPS = ['site code and config', 'workflows and package files', 'public/'] as const;
type ChangeGroup = (typeof CHANGE_GROUPS)[number];

export interface ChangedFile {
	/** Path from the repository's top, `/`-separated. */
	path: string;
	how: 'added' | 'changed' | 'removed';
}

/** File names of npm and its kin, wherever they are: install scripts, dependencies, registries. */
const PACKAGE_FILES = new Set(
	`package.json package-lock.json npm-shrinkwrap.json .npmrc yarn.lock .yarnrc
	.yarnrc.yml pnpm-lock.yaml pnpm-workspace.yaml .nvmrc .node-version`.split(/\s+/),
);

/**
 * The group of a changed file outside the content folder: public/ (published
 * as it is), workflows and package files (what CI and npm run), or the site's
 * code and config (everything else: src/, astro.config.mjs, ...). `project`
 * is the project's folder from the repository's top (`''` at the top).
 *
 * @example
 * changeGroup('.github/workflows/extra.yml', '') // 'workflows and package files'
 * changeGroup('public/@robin/index.html', '') // 'public/'
 */
function changeGroup(path: string, project: string): ChangeGroup {
	if (path.startsWith(project ? `${project}/public/` : 'public/')) return 'public/';
	const name = path.slice(path.lastIndexOf('/') + 1);
	if (path.startsWith('.github/') || PACKAGE_FILES.has(name)) return 'workflows and package files';
	return 'site code and config';
}

/**
 * Every file the working tree adds, changes or removes against the point
 * where it left `commit` (their merge base: what the base gained since is
 * not the change's), untracked files included, outside `contentDir`. A
 * CODEOWNERS whose change lies only in the generated owners' block is
 * content's (check compares that block with the profiles). Untracked files
 * in `ours` (folders check itself writes: its parse cache, in a working tree
 * that may not ignore node_modules/) are not the change's; a file committed
 * there is, like any other.
 *
 * @example
 * await filesOutsideContent('4f2c…', '/srv/site/content', '/srv/site') // [{ path: 'src/pages/login.astro', how: 'added' }]
 */
export async function filesOutsideContent(
	commit: string,
	contentDir: string,
	root: string,
	ours: readonly string[] = [],
): Promise<ChangedFile[]> {
	const top = await repositoryRoot(root);
	const fromTop = (dir: string) => `${relative(top, dir).split(sep).join('/')}/`;
	const content = fromTop(contentDir);
	const written = ours.map(fromTop);
	const since = (await git(['merge-base', commit, 'HEAD'], root).catch(() => commit)).trim();
	const diff = await git(
		['-c', 'core.quotePath=false', 'diff', '--name-status', '--no-renames', '-z', since, '--'],
		top,
	);
	const files: ChangedFile[] = [];
	const fields = diff.split('\0');
	for (let index = 0; index + 1 < fields.length; index += 2) {
		const status = fields[index]!.trim();
		const how = status === 'A' ? 'added' : status === 'D' ? 'removed' : 'changed';
		files.push({ path: fields[index + 1]!, how });
	}
	const untracked = await git(['ls-files', '--others', '--exclude-standard', '-z'], top);
	for (const path of untracked.split('\0').filter(Boolean))
		if (!written.some((dir) => path.startsWith(dir))) files.push({ path, how: 'added' });
	const project = relative(top, root).split(sep).join('/');
	const owners = project ? `${project}/${CODEOWNERS_PATH}` : CODEOWNERS_PATH;
	const outside = files
		.filter((file) => !file.path.startsWith(content))
		.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
	const ownersChange = outside.find((file) => file.path === owners && file.how === 'changed');
	if (ownersChange && (await onlyOwnersBlock(since, owners, top)))
		return outside.filter((file) => file !== ownersChange);
	return outside;
}

/** Whether CODEOWNERS differs from its version at `commit` only inside the generated block. */
async function onlyOwnersBlock(commit: string, path: string, top: string): Promise<boolean> {
	const [entry] = (await listTree(commit, path, top)).filter(isRegularFile);
	if (!entry) return false;
	const before = (await readBlobs([entry.blob], top, 3 * 1024 * 1024)).get(entry.blob);
	const now = await readFile(join(top, path), 'utf8').catch(() => undefined);
	// Blank lines mean nothing to CODEOWNERS: the block comes and goes with one.
	const rest = (text: string) =>
		outsideOwnersBlock(text)
			.replace(/\n\s*\n/g, '\n')
			.trim();
	return before !== undefined && now !== undefined && rest(before) === rest(now);
}

/**
 * The report of the files, grouped, one escaped line each; empty when there are none.
 *
 * @example
 * changedFilesReport([{ path: 'package.json', how: 'changed' }], '', 'content/')
 * // 'This change also adds, changes or removes 1 file outside content/, …\n  workflows and package files:\n    changed  package.json'
 */
export function changedFilesReport(
	files: readonly ChangedFile[],
	project: string,
	content: string,
): string {
	if (!files.length) return '';
	const lines = [
		`This change also adds, changes or removes ${files.length === 1 ? '1 file' : `${files.length} files`} outside ${content}, which the profile check does not judge: a maintainer must review ${files.length === 1 ? 'it' : 'them'}.`,
	];
	for (const group of CHANGE_GROUPS) {
		const inGroup = files.filter((file) => changeGroup(file.path, project) === group);
		if (!inGroup.length) continue;
		lines.push(`  ${group}:`);
		for (const file of inGroup) lines.push(`    ${file.how.padEnd(8)} ${escapeText(file.path)}`);
	}
	return lines.join('\n');
}

/** Every character but a few plain ones as an HTML entity: no Markdown or HTML in a name acts. */
const entities = (text: string) =>
	[...text]
		.map((char) => (/[A-Za-z0-9/._ -]/.test(char) ? char : `&#${char.codePointAt(0)};`))
		.join('');

/**
 * The same list as Markdown for a GitHub job summary, each name inert.
 *
 * @example
 * changedFilesSummary([{ path: 'package.json', how: 'changed' }], '', 'content/') // '### Files outside content/ …'
 */
export function changedFilesSummary(
	files: readonly ChangedFile[],
	project: string,
	content: string,
): string {
	if (!files.length)
		return `### Files outside ${entities(content)}\n\nNone: this change touches the content folder only.\n`;
	const lines = [
		`### Files outside ${entities(content)}: ${files.length}, for a maintainer to review`,
		'',
		'The profile check does not judge these. A profile change touches only the content folder.',
	];
	for (const group of CHANGE_GROUPS) {
		const inGroup = files.filter((file) => changeGroup(file.path, project) === group);
		if (!inGroup.length) continue;
		lines.push('', `**${group}**`, '');
		for (const file of inGroup) lines.push(`- ${file.how}: <code>${entities(file.path)}</code>`);
	}
	return `${lines.join('\n')}\n`;
}
