/**
 * The resolved options a project's Astro config gives the staticnouns
 * integration, for the CLI: the config is imported as Astro imports it, so
 * `npx staticnouns check` holds files to the very options the build does and
 * stops, with the same message, wherever the build would stop.
 */
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StaticnounsConfig } from '../schemas/options.ts';
import { resolveConfig } from './resolve-options.ts';

/**
 * Not an Astro hook: the one through which the integration hands out its
 * resolved options. Astro keeps only `name` and `hooks` of an integration
 * when it validates the config, so a hook is where they survive, in the
 * raw config and the resolved one alike.
 */
export const CONFIG_HOOK = 'staticnouns:config';

/**
 * The resolved options of the staticnouns integration in an Astro config
 * (raw or resolved), or undefined when the config has none.
 *
 * @example
 * configFromAstro({ integrations: [staticnouns({ limits: { pronouns: 80 } })] })?.limits.pronouns // 80
 */
export function configFromAstro(config: { integrations?: unknown }): StaticnounsConfig | undefined {
	const integrations = Array.isArray(config.integrations)
		? (config.integrations.flat(Infinity) as unknown[])
		: [];
	for (const integration of integrations) {
		const hook = (integration as { hooks?: Record<string, unknown> } | null)?.hooks?.[CONFIG_HOOK];
		if (typeof hook === 'function') return hook() as StaticnounsConfig;
	}
	return undefined;
}

/**
 * A project's options, and where its site is published and its public/ folder, as Astro has them.
 */
export interface ProjectConfig {
	config: StaticnounsConfig;
	note?: string;
	error?: string;
	/** Astro's `site`, when the config sets it. */
	site?: string | undefined;
	/** Astro's `base`, when the config sets it. */
	base?: string | undefined;
	/** Astro's `publicDir`, absolute (public/ unless the config names another). */
	publicDir: string;
	/** The config as the file exports it, when it loaded (what `staticnouns build` digests). */
	astro?: unknown;
}

/** The config files Astro looks for, in its order (check --base reads the base's with the same). */
export const CONFIG_FILES: readonly string[] = [
	'astro.config.mjs',
	'astro.config.js',
	'astro.config.ts',
	'astro.config.mts',
	'astro.config.cjs',
	'astro.config.cts',
];

/**
 * The project's resolved options: imports its Astro config as Astro does
 * (natively first, so environment-dependent settings come out the same) and
 * reads them off the integration. Without a config, or one without the
 * integration, the defaults; one that cannot be loaded gives the defaults
 * and a `note` saying why; options that are not valid give the `error` the
 * build stops with.
 *
 * @example
 * const { config, note, error } = await projectConfig(process.cwd());
 */
export async function projectConfig(root: string): Promise<ProjectConfig> {
	let file: string | undefined;
	for (const name of CONFIG_FILES) {
		const exists = await access(join(root, name)).then(
			() => true,
			() => false,
		);
		if (exists) {
			file = name;
			break;
		}
	}
	const publicDir = join(root, 'public');
	if (!file) return { config: resolveConfig({}), publicDir };
	let astroConfig: unknown;
	try {
		// The project's own config, found at run time: nothing for Vite to resolve.
		astroConfig = (
			(await import(/* @vite-ignore */ pathToFileURL(join(root, file)).href)) as {
				default?: unknown;
			}
		).default;
	} catch (error) {
		// The config imports its own copy of the integration when the paths differ: compare by name.
		if ((error as Error).name === 'StaticnounsOptionsError')
			return { config: resolveConfig({}), error: (error as Error).message, publicDir };
		const reason = String((error as Error).message).split('\n')[0];
		return {
			config: resolveConfig({}),
			note: `could not load ${file} (${reason}), so the default limits apply`,
			publicDir,
		};
	}
	const raw = (typeof astroConfig === 'object' && astroConfig !== null ? astroConfig : {}) as {
		integrations?: unknown;
		site?: unknown;
		base?: unknown;
		publicDir?: unknown;
	};
	return {
		astro: raw,
		config: configFromAstro(raw) ?? resolveConfig({}),
		site: typeof raw.site === 'string' && raw.site ? raw.site : undefined,
		base: typeof raw.base === 'string' ? raw.base : undefined,
		publicDir:
			typeof raw.publicDir === 'string' || raw.publicDir instanceof URL
				? resolve(root, raw.publicDir instanceof URL ? fileURLToPath(raw.publicDir) : raw.publicDir)
				: publicDir,
	};
}
