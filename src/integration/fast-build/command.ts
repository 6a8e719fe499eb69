/**
 * `staticnouns build` (cli/commands/build-site.ts), run by the integration of the site's own config
 * (config/project-config.ts BUILD_HOOK): the fast path (fast-build.ts) when the inputs are as the
 * recorded full build had them (fall-back.ts) and its record is sealed (kept-record.ts), else
 * `astro build` keeping its compiled pages, then recorded.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { packageVersion } from '../../authoring/starter.ts';
import type { BuildRun, ProjectConfig } from '../../config/project-config.ts';
import { codeVersion } from '../../content/read/parse-cache.ts';
import { buildInputsOf, fullBuildReason } from './fall-back.ts';
import {
	assetDigests,
	keptBuild,
	keptOutput,
	keptPlaces,
	linkModules,
	saveKept,
	type Kept,
} from './kept-record.ts';
import type { BuildInputs } from '../../schemas/site-files/kept-build.ts';
import { cacheKey } from '../../utils/cache-key.ts';
import { checkWordsOf, say, type CheckKey, type CheckWords } from '../../schemas/check-words.ts';
import { siteWordsOf } from '../../views/i18n/site-words.ts';
import { resolveContentDir } from '../../content/site.ts';
import { stableJson } from '../../publish/page-reuse.ts';
import {
	changedSince,
	contentState,
	lastBuild,
	publishedState,
	sameContent,
	saveLastBuild,
	zoneOffsets,
	type ContentState,
} from './last-build.ts';

/** The package's source folder (its src/, or lib/ installed): part of the inputs' digest. */
const PACKAGE_DIR = join(import.meta.dirname, '../..');

/**
 * `staticnouns build`: the fast path when only profiles changed since the recorded full build,
 * else `astro build`, keeping and recording what the next fast path needs; the exit code.
 *
 * @example
 * await buildSite({ full: false, outDir: undefined, root, project, stdout, stderr, env })
 */
export async function buildSite(context: BuildRun): Promise<number> {
	const { root, project, outDir, stdout } = context;
	const places = keptPlaces(root);
	linkModules(places.bundle, root);
	const key = cacheKey();
	const before = inputsOf(root, project, outDir);
	const kept = keptBuild(places.record, key);
	// The reason line in the site's language (for its maintainer), as check says its problems.
	const locale = project.config.locale;
	const words = checkWordsOf(locale, siteWordsOf(root, locale).messages);
	const reason = context.full
		? say(words, 'check.fullBuild', { reason: '--full' })
		: fullBuildReason(kept?.inputs, before, words);
	const last = reason ? undefined : lastBuild(places.last, key);
	const now = builtFrom(before, places.bundle, resolveContentDir(root, context.env), last);
	if (last && now.target && !changedSince(last, now)) {
		// Only the content's lstat moved (a fresh checkout): recorded, so the next look is quick.
		if ([...now.content].some(([path, file]) => last.content.get(path)?.stat !== file.stat))
			saveLastBuild(places.last, { ...last, content: now.content }, key);
		stdout.write(`${say(words, 'check.nothingChanged', { target: now.target })}\n`);
		return 0;
	}
	// The record vouches for the published site, which this build replaces.
	rmSync(places.last, { force: true });
	const code = await fastOrFull(reason, kept, places, { ...context, key, before, words });
	if (code !== 0) return code;
	// Recorded only when nothing changed while it built: else the site is of neither.
	const target = keptOutput(places.bundle)?.target;
	const after = builtFrom(inputsOf(root, project, outDir), places.bundle, now.contentDir, now);
	const same = after.inputs === now.inputs && after.zones === now.zones;
	if (target && same && sameContent(now.content, after.content))
		saveLastBuild(places.last, { ...now, target, published: publishedState(target) }, key);
	return 0;
}

/** What a build is made from, now: its inputs, every offset, the content (last-build.ts). */
function builtFrom(
	inputs: BuildInputs,
	bundle: string,
	contentDir: string,
	known: { content: ContentState } | undefined,
) {
	return {
		inputs: stableJson(inputs),
		zones: zoneOffsets(),
		target: keptOutput(bundle)?.target ?? '',
		contentDir,
		content: contentState(contentDir, known?.content),
	};
}

/**
 * The fast path when only profiles changed since the recorded full build (no `reason`), else
 * `astro build`, keeping and recording what the next fast path needs; the exit code.
 */
async function fastOrFull(
	reason: string | undefined,
	kept: Kept | undefined,
	places: ReturnType<typeof keptPlaces>,
	context: BuildRun & { key: Buffer | null; before: BuildInputs; words: CheckWords },
): Promise<number> {
	const { root, project, outDir, stdout, key, before } = context;
	if (!reason && kept) {
		const fast = await fastOrReason(kept, places.bundle, project, context);
		if (typeof fast === 'number') return fast;
		reason = fast;
	}
	stdout.write(`${reason}\n`);
	// The record vouches for the kept build the next command finds: none while it is rebuilt.
	rmSync(places.record, { force: true });
	const code = await astroBuild(root, [...(outDir ? ['--outDir', outDir] : [])], {
		...context,
		env: { ...context.env, STATICNOUNS_KEEP_BUNDLE: places.bundle },
	});
	if (code !== 0) return code;
	// Recorded only when nothing changed while Astro built: else the kept pages are of neither.
	const after = inputsOf(root, project, outDir);
	const output = keptOutput(places.bundle);
	if (!fullBuildReason(before, after) && output)
		saveKept(
			places.record,
			{
				inputs: after,
				kept: codeVersion(places.bundle),
				assets: assetDigests(output.target, output.assets),
			},
			key,
		);
	return 0;
}

/**
 * The fast path's exit code, or the one line why a full build is needed instead: the site's own
 * problems stop the build here (a full build would stop on them too); any other failure of the
 * fast path means a full build, said.
 */
async function fastOrReason(
	kept: Kept,
	bundle: string,
	project: ProjectConfig,
	{ stdout, stderr, words }: Pick<BuildRun, 'stdout' | 'stderr'> & { words: CheckWords },
): Promise<number | string> {
	const fullBuild = (key: CheckKey, values = {}) =>
		say(words, 'check.fullBuild', { reason: say(words, key, values) });
	const logger = {
		info: (message: string) => stdout.write(`${message}\n`),
		warn: (message: string) => stderr.write(`warning: ${message}\n`),
	};
	if (codeVersion(bundle) !== kept.kept) return fullBuild('check.fullKeptChanged');
	// The fast path's modules (the whole build's) only when it runs: a build with nothing
	// changed needs none of them.
	const { fastBuild, FallBack } = await import('./fast-build.ts');
	try {
		const done = await fastBuild({ bundle, assets: kept.assets, config: project.config, logger });
		stdout.write(`${say(words, 'check.fastDone', { count: done.rendered })}\n`);
		return 0;
	} catch (error) {
		if (error instanceof FallBack) return fullBuild(error.key, error.values);
		if ((error as Error).name !== 'StaticnounsError') {
			const line = String((error as Error).message).split('\n')[0] ?? '';
			return fullBuild('check.fullFastFailed', { error: line });
		}
		stderr.write(`${(error as Error).message}\n`);
		return 1;
	}
}

/** What the site's output depends on besides its profiles, now (fall-back.ts). */
function inputsOf(root: string, project: ProjectConfig, outDir: string | undefined): BuildInputs {
	const require = createRequire(join(root, 'package.json'));
	const astro = require('astro/package.json') as { version: string };
	const srcDir = (project.astro as { srcDir?: unknown } | undefined)?.srcDir;
	return buildInputsOf({
		root,
		srcDir: typeof srcDir === 'string' ? resolve(root, srcDir) : undefined,
		publicDir: project.publicDir,
		packageDir: PACKAGE_DIR,
		packageVersion: packageVersion(),
		astroVersion: astro.version,
		// The config as its file exports it: the settings that environment variables change too.
		settings: { astro: project.astro, options: project.config, outDir },
	});
}

/**
 * Runs the site's `astro build` with `args`; its exit code. V8's young generation held to 8 MB a
 * semi-space in both of the build's threads (by default it grows to 32 MB on a heap this size):
 * about 100 MB less at the peak, in the same CPU time (performance.md, round 6). A setting of the
 * user's own, in NODE_OPTIONS, stands.
 */
function astroBuild(root: string, args: string[], context: BuildRun): Promise<number> {
	const require = createRequire(join(root, 'package.json'));
	const manifest = require.resolve('astro/package.json');
	const bin = (require(manifest) as { bin: { astro: string } }).bin.astro;
	// In NODE_OPTIONS, not the arguments: the site thread is started with the process's arguments,
	// and a thread takes no V8 flags.
	const options = context.env['NODE_OPTIONS'] ?? '';
	const young = /semi-space/.test(options) ? '' : ' --max-semi-space-size=8';
	const child = spawn(process.execPath, [join(dirname(manifest), bin), 'build', ...args], {
		cwd: root,
		env: { ...context.env, NODE_OPTIONS: `${options}${young}`.trim() },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	child.stdout.pipe(context.stdout, { end: false });
	child.stderr.pipe(context.stderr, { end: false });
	return new Promise((resolve) => {
		child.on('error', () => resolve(1));
		child.on('close', (code) => resolve(code ?? 1));
	});
}
