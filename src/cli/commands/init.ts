import { lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { chooseSource, type PackageSource } from '../../authoring/package-source.ts';
import {
	packageGitSpec,
	packageRoot,
	packageVersion,
	starterFiles,
} from '../../authoring/starter.ts';
import { escapeText } from '../../utils/escape.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs, UsageError } from '../parse-args.ts';

const version = packageVersion();

export const usage = `Usage: staticnouns init <folder> [--from <source>]

Writes a new community site into <folder>: package.json (depending on this
version of staticnouns), astro.config.mjs, content/users/ with one example
profile, the pull-request and GitHub Pages workflows, CODEOWNERS, Dependabot,
and a README and CONTRIBUTING.md for the community. The folder is
created, or must be empty (a .git folder alone is fine, as in a fresh clone
of an empty repository). Nothing is installed: the next steps are printed.

--from <source>  where the site installs staticnouns from, in your shell and
                 in its workflows alike:
                   npm (a version range such as ^${version}): the registry
                   a git URL, such as this version's tag in staticnouns's
                     own repository, ${packageGitSpec()}:
                     written as it is; npm builds the package as it installs it
                   a tarball (./staticnouns-${version}.tgz): copied into the site
                     and depended on as file:staticnouns-${version}.tgz
                 Without it: where this staticnouns came from (the source
                 npx --package was given), else the registry.`;

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
	const { positionals, values } = parseCommandArgs(
		args,
		{ from: { type: 'string' } },
		{ positionals: 1 },
	);
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

	const root = packageRoot();
	const chosen = chooseSource(values.from, cwd, root, packageVersion(root));
	if ('error' in chosen) throw new UsageError(`--from: ${chosen.error}`);
	const { source } = chosen;
	const files = await starterFiles(root, source.spec);
	if (source.kind === 'tarball')
		files.push({ path: source.name, data: await readFile(source.from) });
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
		`wrote a new community site in ${shown} (${files.length} files), ${sourceNote(source, chosen.detected)}. Next:\n${cd}` +
			'  npm install                 (then commit package-lock.json)\n' +
			'  npx staticnouns new <your-name>\n' +
			'and README.md, "First steps for the maintainer", for the rest (title, CODEOWNERS, GitHub Pages).\n',
	);
	return 0;
}

/** Which source the site installs staticnouns from, and how to choose another. */
function sourceNote(source: PackageSource, detected: boolean): string {
	const spec = escapeText(source.spec);
	const how = detected ? 'as this staticnouns was' : '--from chooses another';
	switch (source.kind) {
		case 'registry':
			return `installing staticnouns ${spec} from the npm registry (${how})`;
		case 'git':
			return `installing staticnouns from ${spec} (${how})`;
		case 'tarball':
			return `installing staticnouns from its tarball, copied in as ${spec} (${how}; commit it)`;
		case 'folder':
			return `installing staticnouns from ${spec}, a folder on this computer only: the site's workflows cannot install it`;
	}
}
