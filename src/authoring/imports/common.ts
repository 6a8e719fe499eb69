/**
 * What every import from another service shares: the profiles it makes,
 * IDs that are the same on every import of the same data, file names from
 * free-text names, pronoun strings split into sets, and the report.
 */
import { createHash } from 'node:crypto';
import type { ProfileFileData } from '../write-profile.ts';
import { derivedSid } from '../../content/validate/short-ids.ts';
import { fetchUrlProblem } from '../../schemas/values/fetch-url.ts';
import { unsafeName } from '../../content/find/unsafe-names.ts';
import { STATUS_WORDS, type StatusWord } from '../../schemas/status.ts';

/** A profile an import makes: its file name, its data, and where in the input it came from. */
export interface ImportedProfile {
	name: string;
	data: ProfileFileData;
	/** The input's path of the object it came from, for messages ([] for the top). */
	at: (string | number)[];
}

/** A whole import: the user, its members, and every field or value it could not keep. */
export interface ImportedProfiles {
	user: ImportedProfile;
	members: ImportedProfile[];
	notes: string[];
}

/** A label as the words below are compared with it: lower case, letters and digits only. */
export const squash = (text: unknown) =>
	typeof text === 'string' ? text.toLowerCase().replace(/[^a-z0-9]/g, '') : '';

/** pronouns.page's English words for its opinions, and the five words, as a label says them. */
const SAID: Readonly<Record<string, StatusWord>> = {
	yes: 'favourite',
	okay: 'okay',
	meh: 'okay',
	jokingly: 'jokingly',
	onlyifwereclose: 'friends_only',
	close: 'friends_only',
	nope: 'avoid',
	no: 'avoid',
	...Object.fromEntries(STATUS_WORDS.map((word) => [squash(word), word])),
};

/**
 * The status a custom opinion's or status's label names ("Yes", "Only if we're close"), if any.
 *
 * @example
 * saidStatus("Only if we're close") // 'friends_only'
 */
export function saidStatus(label: unknown): StatusWord | undefined {
	const said = squash(label);
	return Object.hasOwn(SAID, said) ? SAID[said] : undefined;
}

const XID_DIGITS = '0123456789abcdefghijklmnopqrstuv';

/**
 * The ID of a profile imported from `service`, from that service's own
 * stable ID: the same data imports to the same ID (and short ID) every time,
 * so a second import writes the same bytes.
 *
 * @example
 * importedId('pluralkit', 'a5b9e3c0-…') // 'k3…' (20 characters of 0-9 and a-v)
 */
export function importedId(service: string, sourceId: string): string {
	const digest = createHash('sha256')
		.update(`staticnouns import\0${service}\0${sourceId}`)
		.digest();
	let id = '';
	// 256 is a multiple of 32: each digit is uniform.
	for (let index = 0; index < 20; index++) id += XID_DIGITS[digest[index]! % 32];
	return id;
}

/** The ID and short ID of an imported profile (see importedId). */
export function importedIds(
	service: string,
	sourceId: string,
	kind: 'user' | 'member',
): { id: string; sid: string } {
	const id = importedId(service, sourceId);
	return { id, sid: derivedSid(id, kind) };
}

/**
 * A file name for a free-text name: lowercase letters, digits and "-" (at
 * most 40), or `fallback` when too little is left (a name of emoji) or it is
 * one of `reserved` (names hosts take as their own, such as a member's
 * "index" or "404"); one `taken` already has gets "-" and the fallback after it.
 *
 * @example
 * fileNameFor('Alice Smith', 'abcde', new Set()) // 'alice-smith'
 */
export function fileNameFor(
	text: string,
	fallback: string,
	taken: Set<string>,
	reserved: readonly string[] = [],
): string {
	const slug = text
		.normalize('NFKD')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 40)
		.replace(/-+$/, '');
	const usable = slug.length >= 2 && unsafeName(slug) === undefined && !reserved.includes(slug);
	let name = usable ? slug : fallback;
	if (taken.has(name)) name = `${name.slice(0, 40 - fallback.length - 1)}-${fallback}`;
	taken.add(name);
	return name;
}

/**
 * The key of an own status made from its label: lowercase letters, digits
 * and "_" (at most 24), never one of the five words nor `name` (`okay` → `okay_own`),
 * and one `taken` has gets `_2`, `_3`…; `taken` gets it.
 *
 * @example
 * ownStatusKey('Partner only', new Set()) // 'partner_only'
 */
export function ownStatusKey(label: string, taken: Set<string>): string {
	const base =
		label
			.toLowerCase()
			.normalize('NFKD')
			.replace(/[^a-z0-9]+/g, '_')
			.replace(/^[^a-z]+|_+$/g, '')
			.slice(0, 24) || 'own';
	// Never one of the five, nor a field's `name`: both are keys a status cannot have.
	let key = [...STATUS_WORDS, 'name'].includes(base) ? `${base}_own` : base;
	for (let count = 2; taken.has(key); count++) key = `${base}_${count}`;
	taken.add(key);
	return key;
}

/** The usual set of an English subject pronoun, for "she/they" written as subjects alone. */
const SETS_BY_SUBJECT: Readonly<Record<string, string>> = {
	she: 'she/her',
	he: 'he/him',
	they: 'they/them',
	it: 'it/its',
	xe: 'xe/xem',
	ze: 'ze/zir',
	fae: 'fae/faer',
	ey: 'ey/em',
};

/**
 * A free-text pronoun string split into sets: "she/her, they/them" (also
 * with ";", "|", "or", "and", new lines) is two sets; "she/they", subjects
 * only, is she/her and they/them, and the note says so. Linear in the text.
 *
 * @example
 * splitPronouns('she/they') // { sets: ['she/her', 'they/them'], note: '"she/they" was read as she/her and they/them' }
 */
export function splitPronouns(text: string): { sets: string[]; note?: string | undefined } {
	const sets: string[] = [];
	let note: string | undefined;
	for (const part of text.split(/\s*(?:[,;|\n]|\bor\b|\band\b)\s*/i)) {
		const trimmed = part.trim();
		if (!trimmed) continue;
		const items = trimmed.split(/\s*\/\s*/);
		const subjects = items.map((item) => SETS_BY_SUBJECT[item.toLowerCase()]);
		if (items.length > 1 && subjects.every((set) => set !== undefined)) {
			const read = [...new Set(subjects as string[])];
			sets.push(...read);
			note = `${note ? `${note}; ` : ''}"${trimmed}" was read as ${read.join(' and ')}`;
		} else sets.push(items.join('/'));
	}
	return { sets: [...new Set(sets)], note };
}

/**
 * A field of another service's entries, each in the list of its status: the five, then an own
 * status's list under `own`.
 */
export function fieldOf(name: string, entries: readonly { value: string; status: string }[]) {
	// No prototype: a status called constructor or toString is a list of its own.
	const lists: Record<string, string[]> = Object.create(null);
	for (const entry of entries) (lists[entry.status] ??= []).push(entry.value);
	const own = Object.fromEntries(
		Object.entries(lists).filter(([key]) => !(STATUS_WORDS as readonly string[]).includes(key)),
	);
	return {
		name,
		...(Object.fromEntries(STATUS_WORDS.map((word) => [word, lists[word] ?? []])) as Record<
			StatusWord,
			string[]
		>),
		...(Object.keys(own).length ? { own } : {}),
	};
}

/** An avatar address the site may give as avatar_urls (https, a public host), else undefined. */
export function avatarUrl(url: string | null | undefined): string | undefined {
	if (!url) return undefined;
	return url.startsWith('https://') && fetchUrlProblem(url) === undefined ? url : undefined;
}

/**
 * The keys of an input object that hold something and are not among
 * `kept`: what the report names as not kept.
 */
export function unkeptKeys(object: Record<string, unknown>, kept: readonly string[]): string[] {
	return Object.keys(object).filter((key) => {
		if (kept.includes(key)) return false;
		const value = object[key];
		if (value === null || value === undefined || value === '' || value === false || value === 0)
			return false;
		if (Array.isArray(value)) return value.length > 0;
		if (typeof value === 'object') return Object.keys(value).length > 0;
		return true;
	});
}

/**
 * Keys (or other items) as a report line names them: the first `most`, then how many more (an
 * input may hold thousands of keys of its own, and a line of the report should fit a screen).
 *
 * @example
 * keyList(['tag', 'color']) // 'tag, color'
 */
export function keyList(keys: readonly string[], most = 20, glue = ', '): string {
	const shown = keys.slice(0, most).join(glue);
	return keys.length > most ? `${shown} and ${keys.length - most} more` : shown;
}

/**
 * A path of the input as messages write it: `members[2].names`.
 *
 * @example
 * pathText(['members', 2, 'names']) // 'members[2].names'
 */
export const pathText = (path: readonly (string | number)[]) =>
	path
		.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
		.join('')
		.replace(/^\./, '');

/**
 * The places of `__proto__` keys in parsed JSON: a schema's output would
 * turn one into the object's prototype, so the key would vanish from the
 * report; import refuses it instead. Linear; the reader bounds the depth.
 *
 * @example
 * protoKeys(JSON.parse('{"a":[{"__proto__":{}}]}')) // [['a', 0, '__proto__']]
 */
export function protoKeys(value: unknown, path: (string | number)[] = []): (string | number)[][] {
	if (typeof value !== 'object' || value === null) return [];
	const found: (string | number)[][] = [];
	if (Array.isArray(value)) {
		value.forEach((item, index) => found.push(...protoKeys(item, [...path, index])));
		return found;
	}
	for (const key of Object.keys(value)) {
		if (key === '__proto__') found.push([...path, key]);
		else found.push(...protoKeys((value as Record<string, unknown>)[key], [...path, key]));
	}
	return found;
}
