import { resolve } from 'node:path';
import { buildFromAstro, projectConfig } from '../../config/project-config.ts';
import { parseCommandArgs } from '../parse-args.ts';
import type { CommandContext } from '../types.ts';

export const usage = `Usage: staticnouns build [--full] [--out-dir <folder>]

Builds the site into dist/, as \`astro build\` does, byte for byte. When only
profiles changed since the last full build (the site's code, astro.config,
package files, words, public/, options and the versions of staticnouns,
Astro and Node all as that build had them), it renders only the pages the
change touches, with the pages that build compiled, and takes everything
else from the published dist/, without starting Astro.
Otherwise it runs \`astro build\` and says in one line why. Either way the
new site replaces dist/ only once it is complete. With nothing changed
since its last build (the content's bytes, all the above, every time
zone's offset, and every file of dist/ as that build left it), it writes
nothing and says so.

What the next build needs is kept in node_modules/.cache/ (cache it
between CI runs, as the starter's deploy workflow does).

  --full              run \`astro build\` even when only profiles changed.
  --out-dir <folder>  build into <folder> instead of dist/ (Astro's --outDir).`;

export async function run(args: string[], context: CommandContext): Promise<number> {
	const { values } = parseCommandArgs(args, {
		full: { type: 'boolean', default: false },
		'out-dir': { type: 'string' },
	});
	const { root, stderr } = context;
	const project = await projectConfig(root);
	if (project.error) {
		stderr.write(`${project.error}\n`);
		return 1;
	}
	// The integration of the site's own config builds it, as `astro build` would load it.
	const build = buildFromAstro(project.astro);
	if (!build) {
		stderr.write(
			`${project.note ?? "the site's astro.config has no staticnouns integration"}: nothing to build; add staticnouns() to its integrations, or run astro build\n`,
		);
		return 1;
	}
	return build({
		full: values.full,
		outDir: values['out-dir'] === undefined ? undefined : resolve(context.cwd, values['out-dir']),
		root,
		project,
		stdout: context.stdout,
		stderr,
		env: context.env,
	});
}
