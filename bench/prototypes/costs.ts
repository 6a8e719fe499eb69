/**
 * Issue 41: what the three per-profile costs of a content-only rebuild would cost done another
 * way, in one process: trusting the published files by reading and hashing each (as builds do
 * now) or by lstat against a recorded inode, size and time; and reading the checked model from a
 * snapshot instead of checking every profile again (the profiles' files read and hashed, to know
 * which changed, and the pages' users parsed back from one JSON file).
 *
 *   node bench/prototypes/costs.ts DIST_DIR CONTENT_DIR
 */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite } from '../../src/content/site.ts';
import { pageUsersOf } from '../../src/integration/page-users.ts';
import { siteModelOf } from '../../src/model/site-model.ts';

const [dist, content] = process.argv.slice(2) as [string, string];
const timed = <T>(what: string, run: () => T): T => {
	const started = performance.now();
	const value = run();
	process.stdout.write(`${what}: ${Math.round(performance.now() - started)} ms\n`);
	return value;
};
const filesOf = (dir: string) =>
	readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name));
const published = timed('list the published files', () => filesOf(dist));
timed(`read and hash ${published.length} published files`, () => {
	for (const file of published) createHash('sha256').update(readFileSync(file)).digest();
});
timed(`lstat ${published.length} published files`, () => {
	for (const file of published) lstatSync(file);
});
const profiles = filesOf(join(content, 'users'));
timed(`read and hash ${profiles.length} profile files`, () => {
	for (const file of profiles) createHash('sha256').update(readFileSync(file)).digest();
});
const site = await loadSite(content, { site: 'https://bench.example.org', base: '/' });
const snapshot = join(dist, '..', `users-${process.pid}.json`);
timed('write the pages’ users as one JSON file', () =>
	writeFileSync(snapshot, JSON.stringify(pageUsersOf(siteModelOf(site.profiles, '/')))),
);
timed('parse them back', () => JSON.parse(readFileSync(snapshot, 'utf8')));
rmSync(snapshot);
