/**
 * The one MIME table: mime-db, the table most servers and hosts derive
 * theirs from. The names the site refuses (content/find/unsafe-names.ts)
 * read its types' endings, and the preview server (hosting/preview-server.ts)
 * types a file by its ending from it, so the two never disagree about what
 * an ending is.
 */
import { createRequire } from 'node:module';

/** One type's entry in mime-db (the fields read here). */
interface MimeEntry {
	/** Where the mapping comes from: `iana` (registered), `apache`, `nginx`, or none. */
	source?: string | undefined;
	extensions?: string[] | undefined;
}

let table: Readonly<Record<string, MimeEntry>> | undefined;
let byEnding: Map<string, string> | undefined;

/** Every type and its endings, read once (mime-db's JSON), on first use. */
export function mimeTable(): Readonly<Record<string, MimeEntry>> {
	table ??= createRequire(import.meta.url)('mime-db') as Record<string, MimeEntry>;
	return table;
}

/**
 * How strongly a type claims an ending several types list: a registered type first, then one
 * from Apache's table, then nginx's; among equals, a type that names its medium (text/, image/,
 * font/, video/) over application/, and a standard one over a vendor's or an unregistered x-.
 */
function claim(type: string, { source }: MimeEntry): number {
	const registry = { iana: 3, apache: 2, nginx: 1 }[source ?? ''] ?? 0;
	const medium = type.startsWith('application/') ? 0 : 1;
	const standard = /\/(?:vnd\.|x-|prs\.)/.test(type) ? 0 : 1;
	return registry * 4 + medium * 2 + standard;
}

/**
 * The type of a file by its last ending, lower-cased; undefined for no ending or one the table
 * does not know.
 *
 * @example
 * typeOfFile('dist/_astro/page.js') // 'text/javascript'
 * typeOfFile('dist/v1/users/robin') // undefined
 */
export function typeOfFile(path: string): string | undefined {
	if (!byEnding) {
		const best = new Map<string, { type: string; claim: number }>();
		for (const [type, entry] of Object.entries(mimeTable()))
			for (const ending of entry.extensions ?? []) {
				const strength = claim(type, entry);
				if ((best.get(ending)?.claim ?? -1) < strength) best.set(ending, { type, claim: strength });
			}
		byEnding = new Map([...best].map(([ending, { type }]) => [ending, type]));
	}
	// The file's own name, then what follows its last dot (none for `.htaccess`, as Node's extname).
	const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
	const dot = name.lastIndexOf('.');
	return dot > 0 ? byEnding.get(name.slice(dot + 1).toLowerCase()) : undefined;
}
