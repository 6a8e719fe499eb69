import { CODEOWNERS_PATH, mentionsFile, readCodeowners } from '../authoring/codeowners.ts';
import type { AddResult } from '../authoring/new-profile.ts';
import { formatReport } from '../content/issues.ts';
import { escapeText } from '../utils/escape.ts';
import type { CommandContext } from './types.ts';

/**
 * Prints what `new` or `import` did: a user moved to the folder form (and
 * its avatar path rewritten), the files written, CODEOWNERS lines that
 * still name the moved file, and the next command to run; or every problem
 * and that nothing (else) was written. Returns the exit code. `edit`: the
 * file is a template to fill in.
 *
 * @example
 * return reportAdded(await addProfiles(…), { stdout, stderr, root, written: (file) => `wrote
 * ${file}`, edit: false });
 */
export async function reportAdded(
	result: AddResult,
	{
		stdout,
		stderr,
		root,
		written,
		edit,
	}: Pick<CommandContext, 'stdout' | 'stderr' | 'root'> & {
		written: (file: string) => string;
		edit: boolean;
	},
): Promise<number> {
	const { moved } = result;
	if (moved) {
		const paths = [
			...(moved.avatar ? [{ what: 'avatar', ...moved.avatar }] : []),
			...(moved.flags ?? []).map((flag) => ({ what: 'flag image', ...flag })),
		].map(({ what, from, to }) => `its ${what} path "${from}" is now "${to}"`);
		const avatar = paths.length
			? `; ${paths.join(', ')}, the same ${paths.length > 1 ? 'images, which stay' : 'image, which stays'} where ${paths.length > 1 ? 'they are' : 'it is'}`
			: '';
		stdout.write(
			`${escapeText(`moved ${moved.from} → ${moved.to} (the folder form, which a user with members needs)${avatar}`)}\n`,
		);
	}
	if (result.issues.length) {
		stderr.write(
			`${formatReport(result.issues)}\n${moved ? 'No member file was written.' : 'No file was written.'}\n`,
		);
		return 1;
	}
	for (const file of result.files) stdout.write(`${escapeText(written(file))}\n`);
	// The move changed the file CODEOWNERS names: its owners' line must become the folder's.
	const codeowners = moved ? await readCodeowners(root) : undefined;
	const stale =
		moved !== undefined &&
		codeowners?.ok === true &&
		codeowners.text !== undefined &&
		mentionsFile(codeowners.text, moved.from);
	if (stale)
		stdout.write(
			`${escapeText(`${CODEOWNERS_PATH} names ${moved.from}, which moved: "npx staticnouns owners" gives its owners the folder ${moved.to.replace(/[^/]*$/, '')} (members included)`)}\n`,
		);
	if (edit || stale)
		stdout.write(
			`${edit ? 'Edit it, then run: ' : 'Then run: '}${stale ? 'npx staticnouns owners && ' : ''}npm run check\n`,
		);
	return 0;
}
