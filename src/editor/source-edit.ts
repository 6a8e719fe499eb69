/**
 * Editing a profile file as the member wrote it: the form is filled from
 * the file's own text, and the new text changes only what the form
 * changed. The `yaml` package's Document API keeps everything else as it
 * was: comments, key order, `[a, b]` lists, plain entries, keys the form
 * does not show (sid, keys of later versions). Pure: no DOM, nothing that
 * needs Node.
 */
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import { STATUS_WORDS } from '../schemas/status.ts';
import type { EditedFile, EditorForm, FieldRow, FormFlag, OwnStatusRow } from './form.ts';
import { list, record, text, texts } from './loose.ts';

/** The keys the form shows; every other key of the file is left as it is. */
const FORM_KEYS = [
	'id',
	'display_name',
	'names',
	'pronouns',
	'fields',
	'links',
	'avatar',
	'avatar_urls',
	'owners',
	'statuses',
	'flags',
	'timezone',
	'member_title',
	'unlisted',
	'lang',
] as const;

type FormKey = (typeof FORM_KEYS)[number];

/** A profile file split into its data and bio, and how to put it together again. */
interface SourceParts {
	doc: Document;
	bio: string;
	/** The frontmatter's YAML as written. */
	yaml: string;
	/** The file from new YAML (null: as written) and a new bio (null: as written). */
	join: (yaml: string | null, bio: string | null) => string;
}

const FRONTMATTER = /^(---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*)(\r?\n|$)([\s\S]*)$/;

/** The file's parts, or null when it is no profile file this editor can change in place. */
function partsOf(text: string, json: boolean): SourceParts | null {
	if (json) {
		const doc = parseDocument(text, { uniqueKeys: true });
		if (doc.errors.length || !isMap(doc.contents)) return null;
		const bio = doc.get('bio');
		return { doc, bio: typeof bio === 'string' ? bio : '', yaml: text, join: () => text };
	}
	const match = FRONTMATTER.exec(text);
	if (!match) return null;
	const [, open, yaml = '', close, newline, rest] = match;
	const doc = parseDocument(yaml, { uniqueKeys: true, version: '1.2' });
	if (doc.errors.length || (doc.contents !== null && !isMap(doc.contents))) return null;
	// The bio is what follows the closing line, after the blank line the writer puts there.
	const body = rest!.replace(/^\r?\n/, '');
	const gap = rest!.slice(0, rest!.length - body.length);
	return {
		doc,
		bio: body.trim(),
		yaml,
		join: (newYaml, bio) =>
			`${open}${newYaml ?? yaml}${close}${newline}${
				bio === null ? rest : bio === '' ? '' : `${gap || '\n'}${bio}\n`
			}`,
	};
}

const statusOf = (value: unknown): string =>
	value === undefined || value === null
		? 'okay'
		: typeof value === 'string'
			? value
			: String(value);

/** A name entry as the form holds it: a plain string means "okay". */
function nameRow(entry: unknown) {
	if (typeof entry === 'string') return { name: entry, status: 'okay' };
	const row = record(entry);
	return { name: text(row['name']), status: statusOf(row['status']) };
}

function pronounsRow(entry: unknown) {
	if (typeof entry === 'string') return { pronouns: entry, display_text: '', status: 'okay' };
	return {
		...texts(entry, ['pronouns', 'display_text']),
		status: statusOf(record(entry)['status']),
	};
}

function fieldRow(entry: unknown): FieldRow {
	const field = record(entry);
	return {
		name: text(field['name']),
		entries: Object.entries(field)
			.filter(([key]) => key !== 'name')
			.flatMap(([status, items]) => list(items).map((item) => ({ text: text(item), status }))),
	};
}

/**
 * The form for a profile file's own text, or null when the text is not a
 * profile file (the editor then falls back to the published profile).
 * Read defensively: only strings and lists of the expected shapes are taken.
 *
 * @example
 * formFromSource('---\nid: d4gn7g3p38l77tn1edd0\nnames: [Robin]\n---\n', 'content/users/robin.md')?.names
 * // [{ name: 'Robin', status: 'okay' }]
 */
export function formFromSource(source: string, file: string): EditorForm | null {
	const parts = partsOf(source, file.endsWith('.json'));
	if (!parts) return null;
	const data = record(parts.doc.toJS({ maxAliasCount: 0 }));
	const slash = file.lastIndexOf('/');
	const stem = file.slice(slash + 1).replace(/\.(md|json)$/, '');
	const name = stem === 'index' ? file.slice(file.lastIndexOf('/', slash - 1) + 1, slash) : stem;
	return {
		id: text(data['id']),
		name,
		display_name: text(data['display_name']),
		bio: parts.bio,
		names: list(data['names']).map(nameRow),
		pronouns: list(data['pronouns']).map(pronounsRow),
		fields: list(data['fields']).map(fieldRow),
		links: list(data['links']).map(text),
		avatar: text(data['avatar']),
		avatar_urls: list(data['avatar_urls']).map(text),
		owners: list(data['owners']).map(text),
		statuses: statusRows(data['statuses']),
		flags: list(data['flags']).map(flagOf),
		timezone: text(data['timezone']),
		member_title: text(data['member_title']),
		unlisted: data['unlisted'] === true,
		lang: text(data['lang']),
	};
}

/** A file's own statuses as the form's rows, in the file's order. */
function statusRows(value: unknown): OwnStatusRow[] {
	return Object.entries(record(value)).map(([key, entry]) => ({
		key,
		...texts(entry, ['label', 'icon', 'counts_as']),
	}));
}

/** A flag as the form holds it: a slug as text, an own image's three texts. */
function flagOf(value: unknown): FormFlag {
	return typeof value === 'string' ? value : texts(value, ['image', 'name', 'description']);
}

/** An own status as compared and written: the icon only when given. */
function statusValue(row: OwnStatusRow): Record<string, string> {
	return { label: row.label, ...(row.icon ? { icon: row.icon } : {}), counts_as: row.counts_as };
}

/** A field as compared: its name and its entries by status, in one order however written. */
function canonicalField(field: FieldRow) {
	const groups = new Map<string, string[]>();
	for (const entry of field.entries)
		groups.set(entry.status, [...(groups.get(entry.status) ?? []), entry.text]);
	return { name: field.name, groups: [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) };
}

/** Whether two entries mean the same, however each is written. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The file's value for one key of the form: what it means, as the form compares it. */
function meaning(key: FormKey, value: unknown): unknown {
	switch (key) {
		case 'statuses':
			return statusRows(value).map((row) => [row.key, statusValue(row)]);
		case 'flags':
			return list(value).map(flagOf);
		case 'unlisted':
			return value === true;
		case 'names':
			return list(value).map(nameRow);
		case 'pronouns':
			return list(value).map(pronounsRow);
		case 'fields':
			return list(value).map((field) => canonicalField(fieldRow(field)));
		case 'links':
		case 'avatar_urls':
		case 'owners':
			return list(value).map(text);
		default:
			return text(value);
	}
}

/** An entry as the writer would write it: plain when it is an okay name or pronoun set. */
function entryValue(key: 'names' | 'pronouns', row: Record<string, string>): unknown {
	const plain = key === 'names' ? row['name']! : row['pronouns']!;
	if (row['status'] === 'okay' && !row['display_text']) return plain;
	return key === 'names'
		? { name: plain, status: row['status'] }
		: {
				pronouns: plain,
				...(row['display_text'] ? { display_text: row['display_text'] } : {}),
				status: row['status'],
			};
}

function fieldValue(field: FieldRow): Record<string, unknown> {
	const out: Record<string, unknown> = { name: field.name };
	for (const word of [...STATUS_WORDS, ...new Set(field.entries.map((entry) => entry.status))]) {
		const items = field.entries.filter((entry) => entry.status === word).map((entry) => entry.text);
		// Own keys only: a status called constructor is no key the object already has.
		if (items.length && !Object.hasOwn(out, word)) out[word] = items;
	}
	return out;
}

/** The form's value for one key, as the file would hold it. */
function formValue(form: EditorForm, key: FormKey): unknown {
	switch (key) {
		case 'statuses':
			return form.statuses.length
				? Object.fromEntries(form.statuses.map((row) => [row.key, statusValue(row)]))
				: '';
		case 'unlisted':
			return form.unlisted || '';
		case 'names':
			return form.names.map((row) => entryValue('names', { ...row }));
		case 'pronouns':
			return form.pronouns.map((row) => entryValue('pronouns', { ...row }));
		case 'fields':
			return form.fields.map(fieldValue);
		default:
			return form[key];
	}
}

/**
 * Puts the form's value for a list key into the document: an entry that
 * means what it meant stays as written; a changed, added or removed one is
 * written the way its list is written (`[a, b]` stays a flow list).
 */
function setList(doc: Document, key: string, seq: Node, rows: unknown[], values: unknown[]) {
	if (!isSeq(seq)) {
		doc.set(key, doc.createNode(values));
		return;
	}
	const before = meaning(key as FormKey, seq.toJSON()) as unknown[];
	const items = seq.items.slice();
	seq.items = rows.map((row, index) => {
		const kept = before.findIndex((was, at) => at >= 0 && same(was, row) && items[at] !== null);
		if (kept !== -1) {
			const node = items[kept]!;
			items[kept] = null as never;
			before[kept] = Symbol('used');
			return node;
		}
		const node = doc.createNode(values[index]) as Node;
		if (seq.flow && (isSeq(node) || isMap(node))) node.flow = true;
		return node;
	});
}

/**
 * The file's new text: `source` with the form's changes, and nothing else
 * changed. Keys the form does not show stay as they are, in their places;
 * an emptied key is removed; a new key goes at the end.
 *
 * @example
 * editSource('---\n# mine\nid: x\nnames: [Robin]\n---\n', 'content/users/robin.md', form)
 * // '---\n# mine\nid: x\nnames: [Robin, Rob]\n---\n' when Rob was added
 */
export function editSource(source: string, file: string, form: EditorForm): string | null {
	const json = file.endsWith('.json');
	const parts = partsOf(source, json);
	if (!parts) return null;
	const { doc } = parts;
	if (doc.contents === null) doc.contents = doc.createNode({}) as never;
	const was = record(doc.toJS({ maxAliasCount: 0 }));
	const changed: string[] = [];
	for (const key of FORM_KEYS) {
		const value = formValue(form, key);
		const empty = value === '' || (Array.isArray(value) && value.length === 0);
		if (empty) {
			if (doc.has(key)) {
				doc.delete(key);
				changed.push(key);
			}
			continue;
		}
		// The form's rows in the shape `meaning` gives, to compare entry by entry.
		const rows = meaning(key, value);
		if (same(meaning(key, was[key]), rows) && doc.has(key)) continue;
		changed.push(key);
		const node = doc.get(key, true) as Node | undefined;
		if (Array.isArray(value) && node) {
			setList(doc, key, node, rows as unknown[], value);
		} else if (node && isScalar(node)) {
			node.value = value;
		} else doc.set(key, value);
	}
	const bioChanged = form.bio !== parts.bio;
	if (json) {
		if (!changed.length && !bioChanged) return source;
		if (form.bio === '') doc.delete('bio');
		else if (bioChanged) doc.set('bio', form.bio);
		const indent = /\n([ \t]+)"/.exec(source)?.[1] ?? '\t';
		return `${JSON.stringify(doc.toJS({ maxAliasCount: 0 }), null, indent)}\n`;
	}
	const yaml = changed.length ? spliced(parts.yaml, doc, changed) : null;
	return parts.join(yaml, bioChanged ? form.bio : null);
}

/** A top-level key's pair in a document, when it has one with a value. */
function pairOf(doc: Document, key: string) {
	const map = doc.contents;
	if (!isMap(map)) return undefined;
	return map.items.find((pair) => isScalar(pair.key) && pair.key.value === key);
}

/** Where a top-level key's text is: from its key to the end of its value (not a comment after). */
function spanOf(doc: Document, key: string): [number, number] | null {
	const pair = pairOf(doc, key);
	const start = (pair?.key as Node | undefined)?.range?.[0];
	const end = (pair?.value as Node | null | undefined)?.range?.[1];
	return start === undefined || end === undefined ? null : [start, end];
}

/**
 * The frontmatter with only the `changed` keys' text replaced by what the
 * edited document writes for them: the rest stays byte for byte (the
 * Document API alone would write every line again, its spacing and flow
 * padding its own). A removed key goes with its line; an added one goes at
 * the end, as the document puts it.
 */
function spliced(yaml: string, doc: Document, changed: readonly string[]): string {
	const written = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
	const before = parseDocument(yaml, { version: '1.2' });
	const after = parseDocument(written, { version: '1.2' });
	const edits: { from: number; to: number; text: string }[] = [];
	for (const key of changed) {
		const old = spanOf(before, key);
		const now = spanOf(after, key);
		if (old && now) edits.push({ from: old[0], to: old[1], text: written.slice(now[0], now[1]) });
		else if (old) {
			// The whole line(s), with the comment after the value and the line's end.
			const end = (pairOf(before, key)?.value as Node | null | undefined)?.range?.[2] ?? old[1];
			const lineEnd = yaml.indexOf('\n', Math.max(end - 1, old[0]));
			edits.push({ from: old[0], to: lineEnd === -1 ? yaml.length : lineEnd + 1, text: '' });
		} else if (now) {
			const text = written.slice(now[0], now[1]);
			edits.push({
				from: yaml.length,
				to: yaml.length,
				text: `${text}${text.endsWith('\n') ? '' : '\n'}`,
			});
		}
	}
	// From the end, so each edit's offsets still hold.
	return edits
		.sort((a, b) => b.from - a.from)
		.reduce((text, edit) => `${text.slice(0, edit.from)}${edit.text}${text.slice(edit.to)}`, yaml);
}

/**
 * The form's changes made to `source` (editSource), and the new file's
 * data, for the form to check the file as `check` will: keys the form does
 * not show (own statuses, flags...) included. Null when the text is no
 * profile file this editor can change in place.
 *
 * @example
 * sourceResult('---\nid: x\nnames: [Robin]\n---\n', 'content/users/robin.md', form)?.data
 * // { id: 'x', names: ['Robin', 'Rob'] } when Rob was added
 */
export function sourceResult(source: string, file: string, form: EditorForm): EditedFile | null {
	const text = editSource(source, file, form);
	if (text === null) return null;
	const json = file.endsWith('.json');
	const parts = partsOf(text, json);
	if (!parts) return null;
	return {
		text,
		data: record(parts.doc.toJS({ maxAliasCount: 0 })),
		body: json ? undefined : parts.bio,
	};
}
