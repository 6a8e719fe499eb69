import { lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { starterFiles } from '../../authoring/starter.ts';
import { escapeText } from '../../utils/escape.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs } from '../parse-args.ts';
import { UsageError } from '../usage-error.ts';

export const usage = `Usage: staticnouns init <folder>

Writes a new community site into <folder>: package.json (depending on this
version of staticnouns), astro.config.mjs, content/users/ with one example
profile, the pull-request and GitHub Pages workflows, CODEOWNERS, Dependabot,
and a README and CONTRIBUTING.md for the community. The folder is
created, or must be empty (a .git folder alone is fine, as in a fresh clone
of an empty repository). Nothing is installed: the next steps are printed.`;

/**
 * What a folder may hold and still count as empty: a fresh clone of an empty repository, and what
 * file managers leave.
 */
const EMPTY_ENOUGH = new Set(['.git', '.DS_Store', 'Thumbs.db']);

/**
 * init makes a project rather than working in one: its folder is relative to where the user
 * stands, whatever is above it.
 */
export const inProject = false;

export async function run(
	args: string[],
	{ stdout, stderr, cwd }: CommandContext,
): Promise<number> {
	const { positionals } = parseCommandArgs(args, {}, { positionals: 1 });
	const [target] = positionals;
	if (!target)
		throw new UsageError(
			'give the folder of the new site, e.g. staticnouns init our-profiles (or . for this empty folder)',
		);
	const folder = resolve(cwd, target);
	const shown = escapeText(relative(cwd, folder) || '.');
	const refuse = (why: string) => {
		stderr.write(`staticnouns init: ${shown} ${why}\n`);
		return 1;
	};

	try {
		const stat = await lstat(folder);
		if (stat.isSymbolicLink()) return refuse('is a link: give the folder itself');
		if (!stat.isDirectory()) return refuse('is a file, not a folder: choose a new folder name');
		const entries = (await readdir(folder)).filter((name) => !EMPTY_ENOUGH.has(name)).sort();
		if (entries.length) {
			const listed =
				entries
					.slice(0, 3)
					.map((name) => `"${escapeText(name)}"`)
					.join(', ') + (entries.length > 3 ? `, and ${entries.length - 3} more` : '');
			return refuse(
				`is not empty (it holds ${listed}): nothing was written. Choose a new folder name, e.g. staticnouns init our-profiles, or empty this one first`,
			);
		}
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
	}

	const files = await starterFiles();
	/** What this run made (folders, then files), so a failure can take back exactly that. */
	const made: string[] = [];
	try {
		const top = await mkdir(folder, { recursive: true });
		if (top) made.push(top);
		for (const file of files) {
			const path = join(folder, file.path);
			const parent = await mkdir(dirname(path), { recursive: true });
			if (parent) made.push(parent);
			// 'wx': never through a link or over a file that appeared meanwhile.
			await writeFile(path, file.data, { flag: 'wx' });
			made.push(path);
		}
	} catch (error) {
		// Nothing half-written: the folder is left as it was found (or not there).
		for (const path of made.reverse()) await rm(path, { recursive: true, force: true });
		stderr.write(
			`staticnouns init: could not write ${shown}: ${escapeText((error as Error).message)}; nothing was left there\n`,
		);
		return 1;
	}

	const cd = shown === '.' ? '' : `  cd ${shown}\n`;
	stdout.write(
		`wrote a new community site in ${shown} (${files.length} files). Next:\n${cd}` +
			'  npm install                 (then commit package-lock.json)\n' +
			'  npx staticnouns new <your-name>\n' +
			'and README.md, "First steps for the maintainer", for the rest (title, CODEOWNERS, GitHub Pages).\n',
	);
	return 0;
}
