/**
 * The options a base commit judges a change by (`check --base`): its Astro
 * config read from git and parsed, never imported (config/static-options.ts),
 * so running the check on a pull request's checkout runs none of the pull
 * request's code, and its own config cannot loosen the limits.
 */
import { join, relative, resolve, sep } from 'node:path';
import { isRegularFile, listTree, readBlobs, repositoryRoot } from './git.ts';
import { CONFIG_FILES, type ProjectConfig } from '../config/project-config.ts';
import { resolveConfig } from '../config/resolve-options.ts';
import { staticOptions } from '../config/static-options.ts';
import { DEFAULT_LIMITS, type Limits } from '../schemas/profile-limits.ts';

/**
 * Astro's `site` when the base's config writes it as code (`process.env.SITE_URL || …`): set,
 * as a deploy sets it, at the local preview's address. Check uses it only to tell that local
 * avatars have a site address.
 */
const SITE_AS_CODE = 'http://localhost:4321';

/** Largest config read from the base: Astro configs are a few KiB. */
const MAX_CONFIG_BYTES = 1024 * 1024;

type BaseOptions =
	| {
			ok: true;
			/** The options, site, base and public/ the base's config gives, read as data. */
			project: ProjectConfig;
			/** Which options judged the change, for the report: the file, and the limits it sets. */
			said: string;
	  }
	| { ok: false; message: string };

/**
 * The limits of the project's Astro config at `commit` (the first of Astro's
 * config names there), read without running it, and a line that says so.
 *
 * @example
 * const base = await baseOptions('4f2c…', 'origin/main', process.cwd());
 * if (base.ok) stdout.write(`${base.said}\n`);
 */
export async function baseOptions(commit: string, ref: string, root: string): Promise<BaseOptions> {
	const top = await repositoryRoot(root);
	const folder = relative(top, root).split(sep).join('/');
	const at = (name: string) => (folder ? `${folder}/${name}` : name);
	const tree = (await listTree(commit, folder || '.', root)).filter(isRegularFile);
	const byPath = new Map(tree.map((entry) => [entry.path, entry]));
	const name = CONFIG_FILES.find((file) => byPath.has(at(file)));
	if (!name)
		return {
			ok: true,
			project: { config: resolveConfig({}), publicDir: join(root, 'public') },
			said: `Judged by the default options: ${ref} has no Astro config.`,
		};
	const where = `${name} at ${ref}`;
	const { blob } = byPath.get(at(name))!;
	const source = (await readBlobs([blob], root, MAX_CONFIG_BYTES)).get(blob);
	if (source === undefined)
		return { ok: false, message: `${where}: is over 1 MiB, so it was not read: shorten it` };
	const read = staticOptions(source);
	if (!read.ok) return { ok: false, message: `${where}: ${read.message}` };
	const dynamic = read.skipped.filter((path) => path === 'limits' || path.startsWith('limits.'));
	if (dynamic.length)
		return {
			ok: false,
			message: `${where}: ${dynamic.join(', ')} ${dynamic.length === 1 ? 'is' : 'are'} not a plain value (a variable, process.env, a call), so check --base cannot know ${dynamic.length === 1 ? 'it' : 'them'} without running the config: write the number itself there`,
		};
	let config: ProjectConfig['config'];
	try {
		config = resolveConfig(read.options);
	} catch (error) {
		return { ok: false, message: (error as Error).message };
	}
	const { limits } = config;
	const { astro } = read;
	const set = Object.entries(limits)
		.filter(([key, value]) => DEFAULT_LIMITS[key as keyof Limits] !== value)
		.map(([key, value]) => `limits.${key} ${String(value)}`);
	const code = (key: string) => read.astroSkipped.includes(key);
	return {
		ok: true,
		project: {
			config,
			site:
				typeof astro.site === 'string' && astro.site
					? astro.site
					: code('site')
						? SITE_AS_CODE
						: undefined,
			base: typeof astro.base === 'string' ? astro.base : undefined,
			publicDir: resolve(root, typeof astro.publicDir === 'string' ? astro.publicDir : 'public'),
		},
		said: `Judged by the options of ${where}, read without running it: ${set.length ? `${set.join(', ')}; every other limit its default` : 'the default limits'}.`,
	};
}
