/**
 * The `limits` option of the integration: checked once where a site sets it,
 * carried on the integration object, and found there again by the content
 * loader and by the CLI, so `npx staticnouns check` holds files to the very
 * limits the build does.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { strictObject } from '../schemas/strict.ts';
import { formatPath } from './issues.ts';
import { DEFAULT_LIMITS, type Limits } from '../schemas/limits.ts';

const count = z.int('must be a whole number').positive('must be at least 1').optional();

/**
 * What a site may set. Every key is optional and a positive whole number. The
 * Limits hold no text length the v1 spec bounds (fieldEntryLength is one the
 * spec leaves open), so no raised bound can make the API leave the spec.
 */
export const limitsOptionSchema = strictObject({
	fileBytes: count,
	names: count,
	pronouns: count,
	links: count,
	fields: count,
	fieldEntries: count,
	fieldEntryLength: count,
	issuesPerFile: count,
	members: count,
	userFiles: count,
	userBytes: count,
} satisfies Record<keyof Limits, typeof count>);

/**
 * A site's limits: the option's values over DEFAULT_LIMITS. Throws an Error
 * that names each wrong key when the option is not valid (a site's own
 * configuration, so stopping is right).
 *
 * @example
 * resolveLimits({ pronouns: 80 }).pronouns // 80
 * resolveLimits({ pronouns: 0 }) // throws: limits.pronouns: must be at least 1, got 0; ...
 */
export function resolveLimits(option: unknown = {}): Limits {
	const parsed = limitsOptionSchema.safeParse(option ?? {});
	if (parsed.success) {
		const set = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
		return Object.freeze({ ...DEFAULT_LIMITS, ...set });
	}
	const lines = parsed.error.issues.flatMap((issue) => {
		if (issue.code === 'unrecognized_keys') return issue.message.split('\n').map((message) => `limits: ${message}`);
		const path = formatPath(['limits', ...issue.path]);
		const value = issue.path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], option);
		return [`${path}: ${issue.message}, got ${typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value))}`];
	});
	throw new LimitsOptionError(`staticnouns: the limits option is not valid:\n${lines.join('\n')}\nEach limit is a whole number of at least 1 (see "Limits" in README.md).`);
}

/** A site's `limits` option is not valid: its own configuration is wrong. */
export class LimitsOptionError extends Error {
	override name = 'LimitsOptionError';
}

/**
 * The custom hook through which the integration hands out its resolved
 * limits. Astro validates the config into new objects that keep only `name`
 * and `hooks` of an integration, and it calls only the hooks it knows, so a
 * hook is the one place the limits survive, in the raw config and the
 * resolved one alike.
 */
export const LIMITS_HOOK = 'staticnouns:limits';

/**
 * The limits the staticnouns integration in an Astro config (raw or
 * resolved) carries, or the defaults when there is none.
 *
 * @example
 * limitsFromConfig({ integrations: [staticnouns({ limits: { pronouns: 80 } })] }).pronouns // 80
 */
export function limitsFromConfig(config: { integrations?: unknown }): Limits {
	const integrations = Array.isArray(config.integrations) ? (config.integrations.flat(Infinity) as unknown[]) : [];
	for (const integration of integrations) {
		const hook = (integration as { hooks?: Record<string, unknown> } | null)?.hooks?.[LIMITS_HOOK];
		if (typeof hook === 'function') return hook() as Limits;
	}
	return DEFAULT_LIMITS;
}

/** The config files Astro looks for, in its order. */
const CONFIG_FILES = ['astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts', 'astro.config.cjs', 'astro.config.cts'];

/**
 * The limits a project's Astro config sets, for the CLI: imports the config
 * as Astro would (so environment-dependent settings come out the same) and
 * reads them off the integration. Falls back to the defaults, with a note
 * saying why, when there is no config or it cannot be loaded; an invalid
 * `limits` option is an `error`, as in the build.
 *
 * @example
 * const { limits, note } = await projectLimits(process.cwd());
 */
export async function projectLimits(root: string): Promise<{ limits: Limits; note?: string; error?: string }> {
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
	if (!file) return { limits: DEFAULT_LIMITS };
	let config: unknown;
	try {
		// The project's own config, found at run time: nothing for Vite to resolve.
		config = ((await import(/* @vite-ignore */ pathToFileURL(join(root, file)).href)) as { default?: unknown }).default;
	} catch (error) {
		// The config imports its own copy of this module when the paths differ: compare by name.
		if ((error as Error).name === 'LimitsOptionError') return { limits: DEFAULT_LIMITS, error: (error as Error).message };
		const reason = String((error as Error).message).split('\n')[0];
		return { limits: DEFAULT_LIMITS, note: `could not load ${file} (${reason}), so the default limits apply` };
	}
	return { limits: limitsFromConfig(typeof config === 'object' && config !== null ? config : {}) };
}
