/**
 * A site's own pronoun table (`src/content/pronouns/<locale>.json`, the form
 * schemas/site-files/pronoun-table-file.ts checks), read as the site's own
 * words are: a regular file of bounded size, every problem at its line with
 * the fix, nothing in it run. Once read, it is one more table
 * (languages/index.ts useSiteTable), looked up first on the site.
 */
import { join } from 'node:path';
import type { ContentIssue } from '../../content/issues.ts';
import { readJsonSource } from '../../content/read/reader.ts';
import { friendlyIssues } from '../../content/validate/friendly-errors.ts';
import { foldPath } from '../../addresses/paths.ts';
import { readRegularFileSync, unreadReason } from '../../utils/regular-file.ts';
import {
	pronounTableFileSchema,
	type PronounTableFile,
} from '../../schemas/site-files/pronoun-table-file.ts';
import { defineTable, sentence, type PronounTable } from './languages/table.ts';
import { useSiteTable } from './languages/index.ts';

/** Where a site's own tables are, from the project root. */
const SITE_PRONOUNS_DIR = 'src/content/pronouns';
/** Largest table file: 200 sets of 12 forms and 20 sentences fit many times over. */
const TABLE_BYTES = 256 * 1024;

/** The checked table file, or its problems; neither when the site has none. */
interface SitePronouns {
	table?: PronounTableFile | undefined;
	errors: ContentIssue[];
}

/**
 * The site's own pronoun table for `locale`, read from `root`'s src/content/pronouns/.
 *
 * @example
 * readSitePronouns('/srv/site', 'ca').table?.sets[0] // { subject: 'ell', object: 'el' }
 */
export function readSitePronouns(root: string, locale: string): SitePronouns {
	const file = `${SITE_PRONOUNS_DIR}/${locale}.json`;
	const read = readRegularFileSync(join(root, file), TABLE_BYTES);
	if (!read.ok) {
		if ('error' in read && read.error.code === 'ENOENT') return { errors: [] };
		const why = unreadReason(read, TABLE_BYTES, 'a pronoun table');
		return { errors: [{ file, path: '', message: `${why}: make it a plain JSON file` }] };
	}
	const parsed = readJsonSource(file, read.bytes.toString('utf8'));
	if (!parsed.ok) return { errors: parsed.issues };
	const result = pronounTableFileSchema.safeParse(parsed.source.data);
	return result.success
		? { table: result.data, errors: [] }
		: { errors: friendlyIssues(result.error, parsed.source) };
}

/**
 * A checked table file as a table of `lang`: its address forms folded as page addresses are (an
 * entry written in any case leads to its set), its sentences from its templates.
 *
 * @example
 * siteTable('ca', file).examples(siteTable('ca', file).sets[0]!)
 */
export function siteTable(lang: string, file: PronounTableFile): PronounTable {
	const forms = Object.keys(file.forms);
	const address = forms.slice(0, file.address ?? forms.length);
	return defineTable({
		lang,
		address,
		labels: () => forms.map((form) => [form, file.forms[form]!] as const),
		titleLength: file.title ?? Math.min(2, address.length),
		sets: file.sets.map((set) =>
			Object.fromEntries(
				forms.map((form) => [form, address.includes(form) ? foldPath(set[form]!) : set[form]!]),
			),
		),
		examples: (set) => (file.examples ?? []).map((template) => sentence(template, set)),
	});
}

/**
 * The site's table read and, when sound, made its language's table here (the integration, check)
 * and in the pages (the words module calls useSiteTableFile with the checked file).
 *
 * @example
 * useSitePronouns('/srv/site', 'ca').errors // [] — and Catalan sets now have their forms
 */
export function useSitePronouns(root: string, locale: string): SitePronouns {
	const read = readSitePronouns(root, locale);
	if (read.table) useSiteTableFile(locale, read.table);
	return read;
}

/** A checked table file made `lang`'s table. */
export function useSiteTableFile(lang: string, file: PronounTableFile): void {
	useSiteTable(siteTable(lang, file));
}
