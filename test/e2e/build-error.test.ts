/**
 * Astro's build() called by a program, for real: the build stops on bad
 * content with the AstroError that buildError (test/integration/) makes,
 * and `check` refuses the same content with the same report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cli } from '../helpers/cli.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';
import { tree } from '../helpers/tree.ts';

describe("Astro's build() called by a program", () => {
	let temp: string;
	beforeAll(async () => {
		temp = await mkdtemp(join(tmpdir(), 'staticnouns-build-error-'));
	});
	afterAll(async () => {
		await rm(temp, { recursive: true, force: true });
	});

	test('rejects with the AstroError on bad content, the program lives on and the output folder is unchanged', async () => {
		const outDir = join(temp, 'dist');
		await rm(outDir, { recursive: true, force: true });
		await writeFile(join(temp, 'kept.txt'), 'kept');
		const before = await tree(temp);
		// In a child process: Astro inside vitest's own Vite would not be the build a program runs.
		const script = [
			"import { build } from 'astro';",
			`try { await build({ root: ${JSON.stringify(ROOT)}, outDir: ${JSON.stringify(outDir)}, logLevel: 'silent' }); console.log('built'); }`,
			'catch (error) { console.log(JSON.stringify({ type: error.type, name: error.name, message: error.message, stack: error.stack })); }',
			"console.log('still running');",
		].join('\n');
		const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
			cwd: ROOT,
			env: cleanEnv({
				CONTENT_DIR: 'test/fixtures/sites/duplicate-id',
				SITE_URL: '',
				BASE_PATH: '',
				SEARCH_ENGINES: '',
			}),
			encoding: 'utf8',
		});
		const [caught, last] = result.stdout.trim().split('\n');
		expect(JSON.parse(caught!)).toEqual({
			type: 'AstroUserError',
			name: 'StaticnounsError',
			// The ID offered is a fresh one each run.
			message: expect.stringMatching(
				/^The build stopped; dist\/ is unchanged\.\ntest\/fixtures\/sites\/duplicate-id\/users\/blair\.json:1: id: the ID "a{20}" is already used by test\/fixtures\/sites\/duplicate-id\/users\/alex\.md; IDs are unique: give this profile a new ID, such as this fresh one: id: [0-9a-v]{20}\n1 problem in 1 file\.$/,
			),
			stack: '',
		});
		expect(last).toBe('still running');
		expect(result.status).toBe(0);
		expect(await tree(temp)).toEqual(before);
		// check decides as the build did, with the same report (site/check-site.ts), but for the
		// fresh ID each report offers.
		const checked = await cli(['check'], {
			cwd: ROOT,
			env: { CONTENT_DIR: 'test/fixtures/sites/duplicate-id', SITE_URL: '', BASE_PATH: '' },
		});
		const fresh = (text: string) => text.replace(/id: [0-9a-v]{20}$/gm, 'id: <fresh>');
		const report = (JSON.parse(caught!) as { message: string }).message.split('\n').slice(1);
		expect(checked.code).toBe(1);
		expect(fresh(checked.stderr)).toBe(fresh(`${report.join('\n')}\n`));
	}, 60_000);
});
