/**
 * Issue 41, design (a): when a build may skip Astro's bundling. A content-only rebuild renders
 * with the pages the last full build compiled (keep-bundle.ts), so it is right only while
 * everything else that shapes the output is as that build had it: this package, Astro and Node,
 * the site's code and project files, its words, its options and public/. Each is recorded as a
 * digest by the full build; any one changed means a full build, said in one line naming it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
	buildInputsSchema as inputsSchema,
	type BuildInputs,
} from '../../schemas/site-files/kept-build.ts';
import { codeVersion } from '../../content/read/parse-cache.ts';
import { stableJson } from '../../publish/page-reuse.ts';
import { readRegularFileSync } from '../../utils/regular-file.ts';
import { ENGLISH_CHECK, say, type CheckKey, type CheckWords } from '../../schemas/check-words.ts';

export type { BuildInputs };

/** Each part, in the order the reason line looks at them, and the key of what the line says. */
const PARTS: readonly [keyof BuildInputs, CheckKey][] = [
	['packageVersion', 'check.fullPackageVersion'],
	['packageCode', 'check.fullPackageCode'],
	['runtime', 'check.fullRuntime'],
	['siteCode', 'check.fullSiteCode'],
	['words', 'check.fullWords'],
	['options', 'check.fullOptions'],
	['publicFiles', 'check.fullPublic'],
];

/**
 * Why this build must be a full one, in one line in the site's `words`, or undefined when only
 * profiles may have changed since the recorded full build.
 *
 * @example
 * fullBuildReason(undefined, now) // 'full build: no earlier full build recorded'
 * fullBuildReason(recorded, { ...recorded, words: 'x' }) // "full build: the site's words changed (src/content/i18n/)"
 */
export function fullBuildReason(
	recorded: BuildInputs | undefined,
	now: BuildInputs,
	words: CheckWords = ENGLISH_CHECK,
): string | undefined {
	const changed = recorded ? PARTS.find(([part]) => recorded[part] !== now[part]) : undefined;
	if (recorded && !changed) return undefined;
	const key = changed?.[1] ?? 'check.fullNoRecord';
	const versions = { from: recorded?.packageVersion ?? '', to: now.packageVersion };
	return say(words, 'check.fullBuild', { reason: say(words, key, versions) });
}

/** A digest of `parts`, each labelled and length-prefixed so no two lists give the same bytes. */
function digestOf(parts: readonly [string, string | Buffer][]): string {
	const hash = createHash('sha256');
	for (const [label, bytes] of parts) hash.update(`${label}\0${bytes.length}\0`).update(bytes);
	return hash.digest('base64url');
}

/** Every file under `folder` (none when absent), by its path inside it, in a fixed order. */
function filesOf(folder: string, skip?: string): [string, Buffer][] {
	if (!existsSync(folder)) return [];
	return readdirSync(folder, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name))
		.filter((file) => skip === undefined || !`${file}${sep}`.startsWith(`${skip}${sep}`))
		.sort()
		.map((file) => [relative(folder, file).split(sep).join('/'), readFileSync(file)]);
}

/** The site's project files beside src/: its config, package.json, tsconfig.json, lockfile. */
const PROJECT_FILE =
	/^(astro\.config\.[cm]?[jt]s|package\.json|tsconfig\.json|package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?)$/;

/**
 * The inputs of a build of the site at `root`, as fullBuildReason compares them.
 *
 * @example
 * buildInputsOf({ root, publicDir, packageDir, packageVersion: '0.2.0', astroVersion, settings })
 */
export function buildInputsOf(site: {
	root: string;
	/** The site's src/ (Astro's srcDir), when not the root's src/. */
	srcDir?: string | undefined;
	publicDir: string;
	packageDir: string;
	packageVersion: string;
	astroVersion: string;
	/** The options and Astro's resolved config (its output folder left out: staging moves). */
	settings: unknown;
}): BuildInputs {
	const src = site.srcDir ?? join(site.root, 'src');
	const wordsDir = join(src, 'content', 'i18n');
	const project = readdirSync(site.root, { withFileTypes: true })
		.filter((entry) => entry.isFile() && PROJECT_FILE.test(entry.name))
		.map((entry): [string, Buffer] => [entry.name, readFileSync(join(site.root, entry.name))])
		.sort(([a], [b]) => (a < b ? -1 : 1));
	return {
		packageVersion: site.packageVersion,
		packageCode: codeVersion(site.packageDir),
		runtime: `astro ${site.astroVersion}, node ${process.version}`,
		siteCode: digestOf([...filesOf(src, wordsDir), ...project]),
		words: digestOf(filesOf(wordsDir)),
		options: digestOf([['settings', stableJson(site.settings)]]),
		publicFiles: digestOf(filesOf(site.publicDir)),
	};
}

/** A record past this size is not one this module wrote. */
const MAX_RECORD_BYTES = 64 * 1024;

/**
 * The inputs a full build recorded in `file`, or undefined when there is no usable record (none,
 * a link, too large, malformed): a cache is read as untrusted input, and no record means a full
 * build.
 *
 * @example
 * fullBuildReason(recordedInputs(join(cacheDir(root), 'full-build.json')), now)
 */
export function recordedInputs(file: string): BuildInputs | undefined {
	try {
		const read = readRegularFileSync(file, MAX_RECORD_BYTES);
		if (!read.ok) return undefined;
		const parsed = inputsSchema.safeParse(JSON.parse(read.bytes.toString('utf8')));
		return parsed.success ? parsed.data : undefined;
	} catch {
		return undefined;
	}
}

/**
 * Records a full build's inputs for the next build's fullBuildReason.
 *
 * @example
 * saveInputs(join(cacheDir(root), 'full-build.json'), buildInputsOf(site))
 */
export function saveInputs(file: string, inputs: BuildInputs): void {
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, `${JSON.stringify(inputs)}\n`);
}
