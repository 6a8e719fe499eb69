import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SCHEMA_FILES } from '../../authoring/json-schema.ts';
import type { CommandContext } from '../types.ts';
import { parseCommandArgs } from '../parse-args.ts';

export const usage = `Usage: staticnouns schema

Writes the JSON Schemas generated from the zod schemas: ${Object.keys(SCHEMA_FILES).join(', ')}.
Editors use the profile schema to check JSON profiles while typing; the
tests fail when the committed files are out of date.`;

export async function run(args: string[], { stdout, root }: CommandContext): Promise<number> {
	parseCommandArgs(args, {});
	for (const [path, schema] of Object.entries(SCHEMA_FILES)) {
		await mkdir(dirname(join(root, path)), { recursive: true });
		await writeFile(join(root, path), `${JSON.stringify(schema(), null, '\t')}\n`);
		stdout.write(`wrote ${path}\n`);
	}
	return 0;
}
