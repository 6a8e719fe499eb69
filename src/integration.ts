/**
 * The staticnouns Astro integration: validates all content before Astro
 * writes anything, then publishes the static v1 API in one pass.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { apiFiles } from './lib/api.ts';
import { formatReport } from './lib/issues.ts';
import { loadSite, resolveContentDir, type LoadedSite } from './lib/site.ts';

/**
 * @example
 * // astro.config.mjs
 * export default defineConfig({ integrations: [staticnouns()] });
 */
export default function staticnouns(): AstroIntegration {
	let site: LoadedSite | undefined;
	return {
		name: 'staticnouns',
		hooks: {
			'astro:config:setup': async ({ command, config }) => {
				if (command !== 'build') return;
				// Runs before content sync and before dist/ is emptied, so bad
				// content stops the build with dist/ as it was.
				site = await loadSite(resolveContentDir(fileURLToPath(config.root)));
				if (site.issues.length) {
					process.stderr.write(`\n${formatReport(site.issues)}\nThe build stopped before writing anything; dist/ is unchanged.\n`);
					process.exit(1);
				}
			},
			'astro:build:done': async ({ dir, logger }) => {
				if (!site) return;
				const outDir = fileURLToPath(dir);
				const files = apiFiles(site.profiles.map((profile) => profile.user));
				const folders = new Set([...files.keys()].map((path) => dirname(join(outDir, path))));
				await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
				await Promise.all([...files].map(([path, body]) => writeFile(join(outDir, path), body)));
				logger.info(`${site.profiles.length} profiles, ${files.size} API files written`);
			},
		},
	};
}
