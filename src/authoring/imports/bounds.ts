/**
 * The bounds of an import, checked before any work on it: the input's size
 * in bytes before it is parsed, then the counts of every list that becomes
 * entries, statuses or members, against the site's content limits, before a
 * schema or a mapping walks them. Each count is read once (an array's
 * length, an object's keys), so a hostile file of 150,000 custom
 * preferences is refused in time linear in the file, holding nothing more.
 */
import { visit } from 'jsonc-parser';
import type { Limits } from '../../schemas/profile-limits.ts';
import { saidStatus } from './common.ts';

/**
 * The most bytes an import reads under these limits: a user and its
 * members, each a profile of at most `fileBytes`, twice over for what JSON
 * and the other services' own keys add. The defaults give 12.6 MiB.
 *
 * @example
 * importMaxBytes(DEFAULT_LIMITS) // 13_238_272
 */
export function importMaxBytes(limits: Pick<Limits, 'members' | 'fileBytes'>): number {
	return (limits.members + 1) * limits.fileBytes * 2;
}

/** The services whose JSON import reads, as the count rules tell them apart. */
export type ImportKind = 'v1' | 'pronouns.cc' | 'pronouns.page' | 'pluralkit';

/** A list in an input and the limit its count is held to. */
interface CountRule {
	key: string;
	/** What the list holds, counted: "custom preferences that become own statuses". */
	what: string;
	/** The limit (a key of Limits), or the number itself for lists no limit names. */
	limit: keyof Limits | { most: number; why: string };
	/** How many it holds that count; undefined when it is not a list (the schema says so). */
	count?: (value: unknown) => number | undefined;
	/** The rules of each of its items (a member, a field). */
	items?: readonly CountRule[];
}

/** A problem of counts: where in the input, and the message with the fix. */
interface CountProblem {
	at: (string | number)[];
	message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : undefined);
/**
 * How many of a keyed map's (or a list's) custom statuses become own
 * statuses: those whose `text` names none of the statuses (saidStatus).
 */
const ownCount =
	(text: string) =>
	(value: unknown): number | undefined => {
		const items = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : undefined;
		if (!items) return undefined;
		let count = 0;
		for (const item of items) if (!isObject(item) || !saidStatus(item[text])) count++;
		return count;
	};

/** Lists whose items may be dropped (and reported each): held to a number of their own. */
const REPORTED = { most: 100, why: 'each one not kept is a line of the report' };

const ccProfile: readonly CountRule[] = [
	{ key: 'names', what: 'names', limit: 'names' },
	{ key: 'pronouns', what: 'pronoun entries', limit: 'pronouns' },
	{ key: 'links', what: 'links', limit: 'links' },
	{
		key: 'fields',
		what: 'fields',
		limit: 'fields',
		items: [{ key: 'entries', what: 'entries', limit: 'fieldEntries' }],
	},
	{ key: 'flags', what: 'flags', limit: REPORTED },
	{
		key: 'custom_preferences',
		what: 'custom preferences that become own statuses',
		limit: 'statuses',
		count: ownCount('tooltip'),
	},
];

const pageProfile: readonly CountRule[] = [
	{ key: 'names', what: 'names', limit: 'names' },
	{ key: 'pronouns', what: 'pronoun entries', limit: 'pronouns' },
	{ key: 'links', what: 'links', limit: 'links' },
	{
		key: 'words',
		what: 'word columns',
		limit: 'fields',
		items: [{ key: 'values', what: 'words', limit: 'fieldEntries' }],
	},
	{ key: 'flags', what: 'flags', limit: REPORTED },
	{ key: 'customFlags', what: 'custom flags', limit: REPORTED },
	{
		key: 'opinions',
		what: 'custom opinions that become own statuses',
		limit: 'statuses',
		count: ownCount('description'),
	},
];

const RULES: Readonly<Record<ImportKind, readonly CountRule[]>> = {
	// A v1 User's lists are counted by the site's schema (withinLimits) before any mapping, with
	// every other problem: only its members are counted here.
	v1: [{ key: 'members', what: 'members', limit: 'members' }],
	'pronouns.cc': [
		...ccProfile,
		{ key: 'members', what: 'members', limit: 'members', items: ccProfile },
		// A member alone: its user's custom preferences it uses become its own statuses.
		{
			key: 'user',
			what: 'user',
			limit: REPORTED,
			count: (value) => (isObject(value) ? 0 : undefined),
			items: ccProfile.filter((rule) => rule.key === 'custom_preferences'),
		},
	],
	// The profile of the chosen language: pronounsPageProfileAt picks it.
	'pronouns.page': pageProfile,
	pluralkit: [{ key: 'members', what: 'members', limit: 'members' }],
};

/**
 * The count problems of an input read as `kind` under `limits`: each list
 * past its limit, told at its path with the fix, the lists inside it not
 * walked. Linear in the input: each list is counted once.
 *
 * @example
 * countProblems({ custom_preferences: {...150,000...} }, 'pronouns.cc', limits)
 * // [{ at: ['custom_preferences'], message: 'holds 150,000 custom preferences that become own statuses …' }]
 */
export function countProblems(data: unknown, kind: ImportKind, limits: Limits): CountProblem[] {
	const problems: CountProblem[] = [];
	check(data, RULES[kind], [], limits, problems);
	return problems;
}

function check(
	node: unknown,
	rules: readonly CountRule[],
	at: (string | number)[],
	limits: Limits,
	problems: CountProblem[],
): void {
	if (!isObject(node)) return;
	for (const rule of rules) {
		// Own keys only: a list named like Object's members is not one.
		const value =
			rule.key === '' ? node : Object.hasOwn(node, rule.key) ? node[rule.key] : undefined;
		const path = rule.key === '' ? at : [...at, rule.key];
		const count = (rule.count ?? lengthOf)(value);
		if (count === undefined) continue;
		const most = typeof rule.limit === 'string' ? limits[rule.limit] : rule.limit.most;
		if (count > most) {
			problems.push({ at: path, message: tooMany(count, most, rule) });
			continue;
		}
		if (rule.items && Array.isArray(value))
			value.forEach((item, index) => check(item, rule.items!, [...path, index], limits, problems));
		else if (rule.items && isObject(value)) check(value, rule.items, path, limits, problems);
	}
}

function tooMany(count: number, most: number, rule: CountRule): string {
	const number = (value: number) => value.toLocaleString('en');
	const noun = rule.limit === 'statuses' ? 'statuses' : rule.what;
	const said = noun === rule.what ? number(count) : `${number(count)} (${rule.what})`;
	if (typeof rule.limit !== 'string')
		return `at most ${number(most)} ${noun} are read, but there are ${said}: remove the ones you do not use from the file (${rule.limit.why})`;
	return `at most ${number(most)} ${noun} are allowed, but there are ${said}: remove the ones you do not use from the file, or raise the limit (the site limit is set by limits.${rule.limit})`;
}

/**
 * The chosen language's profile of a pronouns.page answer as it was read
 * (before any schema): the only one, or the one `language` names, case
 * aside; undefined when none is chosen yet (chooseProfile says why later).
 */
export function pronounsPageProfileAt(
	data: unknown,
	language: string | undefined,
): { profile: unknown; at: (string | number)[] } | undefined {
	if (!isObject(data)) return undefined;
	const profiles = data['profiles'];
	const found: { locale: unknown; profile: unknown; at: (string | number)[] }[] = Array.isArray(
		profiles,
	)
		? profiles.map((profile, index) => ({
				locale: isObject(profile) ? profile['locale'] : undefined,
				profile,
				at: ['profiles', index],
			}))
		: isObject(profiles)
			? Object.keys(profiles).map((locale) => ({
					locale,
					profile: profiles[locale],
					at: ['profiles', locale],
				}))
			: [];
	if (language === undefined) return found.length === 1 ? found[0] : undefined;
	return found.find(
		(entry) =>
			typeof entry.locale === 'string' && entry.locale.toLowerCase() === language.toLowerCase(),
	);
}

/**
 * The line of the key at `path` (its last key, when it ends in indexes) in
 * JSON text, found in one streaming pass that builds no tree: a refused
 * input of 150,000 entries is told where without holding a node for each.
 *
 * @example
 * keyLine('{\n "members": []\n}', ['members']) // 2
 */
export function keyLine(text: string, path: readonly (string | number)[]): number | undefined {
	let end = path.length;
	while (end > 0 && typeof path[end - 1] === 'number') end--;
	const keys = path.slice(0, end);
	const last = keys.at(-1);
	if (typeof last !== 'string') return undefined;
	let line: number | undefined;
	visit(text, {
		onObjectProperty: (property, _offset, _length, startLine, _character, pathSupplier) => {
			// The path is made only for a key of the right name, once.
			if (line !== undefined || property !== last) return;
			const at = pathSupplier();
			if (at.length === keys.length - 1 && at.every((key, index) => key === keys[index]))
				line = startLine + 1;
		},
	});
	return line;
}

/**
 * A pronouns.page answer with every profile but the chosen one emptied
 * (each keeps its locale, which the report names): the other languages are
 * not imported, so neither the schema nor the mapping walks them. All are
 * emptied when none is chosen yet (chooseProfile then says how to choose).
 *
 * @example
 * onlyChosenProfile({ profiles: { en: {...}, de: {...} } }, ['profiles', 'en']) // { profiles: { en: {...}, de: {} } }
 */
export function onlyChosenProfile(
	data: unknown,
	at: readonly (string | number)[] | undefined,
): unknown {
	if (!isObject(data)) return data;
	const profiles = data['profiles'];
	const chosen = at?.[1];
	if (Array.isArray(profiles))
		return {
			...data,
			profiles: profiles.map((profile, index) =>
				index === chosen || !isObject(profile) ? profile : { locale: profile['locale'] },
			),
		};
	// A __proto__ locale is refused by import as is (protoKeys): kept as read for it to find.
	if (!isObject(profiles) || Object.hasOwn(profiles, '__proto__')) return data;
	const kept: Record<string, unknown> = {};
	for (const locale of Object.keys(profiles))
		kept[locale] = locale === chosen || !isObject(profiles[locale]) ? profiles[locale] : {};
	return { ...data, profiles: kept };
}
