/**
 * The Hugo peer of the benchmark: what a community would use instead. The
 * same profiles, as the build reads them, become a Hugo site with one page
 * (the bio rendered from the same Markdown, then names, pronouns and fields)
 * and one JSON file (the User) per profile. The layouts are written here,
 * into the benchmark's temporary folder: no theme, nothing installed.
 */
import { accessSync, constants } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { User } from '../src/schemas/user.ts';
import { FIELD_LISTS } from '../src/schemas/user.ts';

/**
 * The `hugo` program on `path` (the PATH variable), or undefined: the
 * benchmark installs nothing, it skips the Hugo column instead.
 *
 * @example
 * findProgram('hugo', process.env.PATH) // '/usr/bin/hugo'
 */
export function findProgram(name: string, path = process.env['PATH'] ?? ''): string | undefined {
	for (const folder of path.split(delimiter).filter(Boolean)) {
		const candidate = join(folder, name);
		try {
			accessSync(candidate, constants.X_OK);
			return candidate;
		} catch {
			// Not in this folder.
		}
	}
	return undefined;
}

/**
 * Hugo's config: only profile pages, each as HTML and as JSON (`index.json` beside `index.html`).
 */
const CONFIG = {
	baseURL: 'https://bench.example.org/',
	languageCode: 'en',
	title: 'Pronoun profiles',
	disableKinds: ['home', 'section', 'taxonomy', 'term', 'RSS', 'sitemap', 'robotsTXT', '404'],
	outputs: { page: ['HTML', 'JSON'] },
};

const list = (title: string, range: string, item: string) =>
	`<h2>${title}</h2><ul>{{ range ${range} }}<li>${item}</li>{{ end }}</ul>`;

/** The page, as bench/floor.ts templates it: Hugo's templates escape what they insert. */
const SINGLE_HTML = [
	'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1>{{ .Content }}',
	list('Names', '.Params.user.names', '{{ .name }}'),
	list('Pronouns', '.Params.user.pronouns', '{{ .pronouns }}'),
	`{{ range .Params.user.fields }}<h2>{{ .name }}</h2><ul>${FIELD_LISTS.map((status) => `{{ range .${status} }}<li>{{ . }}</li>{{ end }}`).join('')}</ul>{{ end }}`,
	'</body></html>\n',
].join('');

/**
 * Writes a Hugo site for `users` into `dir`: config, layouts, and one
 * content file per user (JSON front matter holding the User, the bio as
 * the Markdown body).
 *
 * @example
 * await writeHugoSite('/dev/shm/bench/hugo', site.profiles.map((p) => p.user));
 */
export async function writeHugoSite(dir: string, users: readonly User[]): Promise<void> {
	await mkdir(join(dir, 'layouts/_default'), { recursive: true });
	await mkdir(join(dir, 'content'), { recursive: true });
	await writeFile(join(dir, 'config.json'), JSON.stringify(CONFIG));
	await writeFile(join(dir, 'layouts/_default/single.html'), SINGLE_HTML);
	await writeFile(join(dir, 'layouts/_default/single.json'), '{{ .Params.user | jsonify }}');
	const writes: Promise<void>[] = [];
	for (const user of users) {
		const front = { title: user.display_name ?? user.name, url: `/@${user.name}/`, user };
		writes.push(
			writeFile(
				join(dir, 'content', `${user.name}.md`),
				`${JSON.stringify(front)}\n\n${user.bio ?? ''}\n`,
			),
		);
		if (writes.length >= 256) await Promise.all(writes.splice(0));
	}
	await Promise.all(writes);
}
