/**
 * The plain-Node floor: what building the site costs with no framework at
 * all. Same reader, schema and model as the build (gray-matter, js-yaml,
 * zod); writes the same API files and a templated page per profile with its
 * rendered bio. Usage: node bench/floor.ts <content dir> <out dir>
 * Prints {"validateMs", "totalMs"} as JSON.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { apiFiles } from '../src/publish/api/walk.ts';
import { V1_SHAPE } from '../src/publish/api/v1.ts';
import { siteModelOf } from '../src/model/site-model.ts';
import { FILE_CONCURRENCY, mapLimit } from '../src/utils/concurrency.ts';
import { renderBio } from '../src/views/markdown.ts';
import { loadSite } from '../src/content/site.ts';

const [contentDir, outDir] = process.argv.slice(2);
if (!contentDir || !outDir) {
	process.stderr.write('usage: node bench/floor.ts <content dir> <out dir>\n');
	process.exit(2);
}
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const started = performance.now();
// The site's address, as the build takes it, so avatar_urls come out the same.
const site = await loadSite(contentDir, {
	site: process.env['SITE_URL'] || undefined,
	base: process.env['BASE_PATH'] || '/',
});
const validated = performance.now();
if (site.issues.length) {
	process.stderr.write(`${site.issues.length} problems\n`);
	process.exit(1);
}
const files = apiFiles(siteModelOf(site.profiles, '/'), [V1_SHAPE]);
for (const { user } of site.profiles) {
	const list = (title: string, entries: string[]) =>
		`<h2>${escape(title)}</h2><ul>${entries.map((entry) => `<li>${escape(entry)}</li>`).join('')}</ul>`;
	files.set(
		`@${user.name}/index.html`,
		`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(user.display_name ?? user.name)}</title></head><body><h1>${escape(user.display_name ?? user.name)}</h1>${user.bio ? renderBio(user.bio).html : ''}${list(
			'Names',
			user.names.map((entry) => entry.name),
		)}${list(
			'Pronouns',
			user.pronouns.map((entry) => entry.pronouns),
		)}${user.fields.map((field) => list(field.name, [...field.favourite, ...field.okay, ...field.jokingly, ...field.friends_only, ...field.avoid])).join('')}</body></html>`,
	);
}
await mapLimit(
	[...new Set([...files.keys()].map((path) => dirname(join(outDir, path))))],
	FILE_CONCURRENCY,
	(folder) => mkdir(folder, { recursive: true }),
);
await mapLimit([...files], FILE_CONCURRENCY, ([path, body]) => writeFile(join(outDir, path), body));
process.stdout.write(
	`${JSON.stringify({ validateMs: Math.round(validated - started), totalMs: Math.round(performance.now() - started) })}\n`,
);
