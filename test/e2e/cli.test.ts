/**
 * The CLI where a build or a server of its own is the point: imported
 * profiles built by Astro, and `staticnouns preview` serving until stopped
 * (test/cli/ has every command's behaviour, run in-process).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { serializeUser } from '../../src/publish/api/v1.ts';
import type { User } from '../../src/schemas/user.ts';
import { userArbitrary } from '../helpers/user-arbitrary.ts';
import { cli } from '../helpers/cli.ts';
import { makeProject } from '../helpers/repo.ts';
import { cleanEnv, ROOT } from '../helpers/run.ts';
import { buildSite } from '../helpers/browser.ts';

describe('staticnouns import, then npm run build', () => {
	const built = makeProject({ git: false });
	afterAll(async () => (await built).cleanup());

	test('publishes exactly the imported Users', async () => {
		const users: User[] = fc.sample(userArbitrary, { numRuns: 12, seed: 42 });
		// Names and IDs must not collide across the sample (a rule of the site, not of import).
		const unique = users.filter(
			(user, index) =>
				users.findIndex(
					(other) =>
						other.name.toLowerCase() === user.name.toLowerCase() ||
						other.id === user.id ||
						other.id === user.name,
				) === index,
		);
		const { dir } = await built;
		for (const user of unique)
			expect((await cli(['import', '-'], { cwd: dir, input: JSON.stringify(user) })).code).toBe(0);
		const out = join(dir, 'dist');
		// Apart from the e2e project's builds (buildSite); it throws with Astro's output on failure.
		await buildSite(out, join(dir, 'content'));
		for (const user of unique) {
			expect(await readFile(join(out, 'v1/users', user.id), 'utf8')).toBe(serializeUser(user));
		}
	});
});

describe('staticnouns preview', () => {
	test('serves a site under the base path its build recorded, and errors if BASE_PATH disagrees', async () => {
		const project = await makeProject({ git: false });
		await project.write({
			'dist/_headers': '',
			'dist/_redirects': '',
			'dist/index.html': '<h1>home</h1>',
			'dist/.staticnouns-build.json': '{"base":"/profiles/"}',
		});
		const mismatch = await cli(['preview'], { cwd: project.dir, env: { BASE_PATH: '/people' } });
		expect(mismatch.code).toBe(2);
		expect(mismatch.stderr).toMatch(
			/^staticnouns preview: the site was built for the base path \/profiles\/ but BASE_PATH is \/people\/: /,
		);
		const child = spawn(
			process.execPath,
			[join(ROOT, 'bin/staticnouns.mjs'), 'preview', '--port', '0', '--host', '127.0.0.1'],
			{ cwd: project.dir, env: cleanEnv() },
		);
		try {
			const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
			const address = /at (http:\/\/127\.0\.0\.1:\d+\/profiles\/)\n/.exec(chunk.toString())?.[1];
			expect(address).toBeDefined();
			const response = await fetch(address!);
			expect([response.status, await response.text()]).toEqual([200, '<h1>home</h1>']);
			expect((await fetch(new URL('/profiles/.staticnouns-build.json', address))).status).toBe(404);
		} finally {
			child.kill();
			await project.cleanup();
		}
	});
});
