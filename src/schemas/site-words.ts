/**
 * A site's own words (`src/content/i18n/<locale>.json`, views/i18n/site-words.ts
 * reads it): an object of the dictionary's keys, each a text with the
 * placeholders English has, or for a message that holds a count one text
 * per plural form. Every key is optional; the messages say what is wrong and
 * the fix, in the words `check` has always used.
 */
import type * as core from 'zod/v4/core';
import { en, type MessageKey } from '../views/i18n/en.ts';
import { placeholdersOf, type Message } from '../views/i18n/messages.ts';
import { suggest } from '../utils/suggest.ts';
import { z } from './zod.ts';

/** Longest message: the longest English one is under 300 characters. */
export const MESSAGE_LENGTH = 2000;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const KEYS = Object.keys(en) as MessageKey[];

export const WHOLE_FILE =
	'must be a JSON object of words by key, e.g. { "profile.bio": "Über mich" } (docs/guides/languages.md lists the keys)';

const preview = (message: Message) => {
	const text = typeof message === 'string' ? message : message.other;
	return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** Keys of an earlier release, by the key that holds their words now (CHANGELOG). */
const RENAMED: Readonly<Record<string, MessageKey>> = {
	'notFound.before': 'notFound.text',
	'notFound.after': 'notFound.text',
	'notFound.addBefore': 'notFound.add',
	'notFound.addAfter': 'notFound.add',
	'directory.startBefore': 'directory.start',
	'directory.startAfter': 'directory.start',
	'pronouns.redirectBefore': 'pronouns.redirect',
	'pronouns.redirectAfter': 'pronouns.redirect',
	'shortLink.before': 'shortLink.text',
	'shortLink.after': 'shortLink.text',
	'pronouns.usedByBefore': 'pronouns.usedByIntro',
	'pronouns.usedByAfter': 'pronouns.usedByIntro',
	'editor.openFolderBefore': 'editor.openFolder',
	'editor.openFolderAfter': 'editor.openFolder',
	'editor.avatarHelpBefore': 'editor.avatarHelp',
	'editor.avatarHelpAfter': 'editor.avatarHelp',
	'editor.contributingAfter': 'editor.contributing',
	'profile.timezone': 'profile.timezoneLabel',
};

/**
 * What a key nobody knows is told: the closest key, else where the keys are listed.
 *
 * @example
 * unknownWordKey('profile.bo') // 'unknown key "profile.bo": the site shows no such words; did you mean "profile.bio"?'
 */
export function unknownWordKey(key: string): string {
	if (Object.hasOwn(RENAMED, key)) {
		const now = RENAMED[key]!;
		const whole = placeholdersOf(en[now]).length
			? ' (one whole sentence, with {link} or {icon} where it goes)'
			: '';
		return `${JSON.stringify(key)} is a key of an earlier release, now "${now}"${whole}: move your words there`;
	}
	const hint = suggest(key, KEYS);
	const rule = `unknown key ${JSON.stringify(key)}: the site shows no such words`;
	return hint
		? `${rule}; did you mean "${hint}"?`
		: `${rule}; docs/guides/languages.md lists the keys`;
}

/** A message must fill every slot English has, and no other. */
function placeholderProblem(key: MessageKey, message: Message): string | undefined {
	const wanted = placeholdersOf(en[key]);
	const used = placeholdersOf(message);
	const unknown = used.filter((name) => !wanted.includes(name));
	if (unknown.length)
		return `has {${unknown[0]}}, which this message does not fill: use ${slots(wanted)}`;
	const missing = wanted.filter((name) => !used.includes(name));
	if (missing.length)
		return `leaves out {${missing[0]}}: the page puts ${missing[0] === 'count' ? 'the number' : 'a value'} there; write it where it belongs in the sentence`;
	return undefined;
}

const slots = (names: readonly string[]) =>
	names.length ? names.map((name) => `{${name}}`).join(', ') : 'no {…} at all';

/** The slots of `key`, checked once the message has its shape. */
const sameSlots = (key: MessageKey) =>
	z.superRefine<string | Readonly<Record<string, string | undefined>>>((message, context) => {
		const problem = placeholderProblem(key, message as Message);
		if (problem) context.issues.push({ code: 'custom', message: problem, input: message });
	});

const text = (params: core.$ZodStringParams) =>
	z
		.string(params)
		.check(z.maxLength(MESSAGE_LENGTH, `is longer than ${MESSAGE_LENGTH} characters`));

/** A message of one text, as English's `key` is. */
function textMessage(key: MessageKey, english: string) {
	const example = JSON.stringify(preview(english));
	return text({
		error: `must be a text (in quotes), e.g. ${example}, in the site's language`,
	}).check(sameSlots(key));
}

/** A message of one text per plural form, as English's `key` is. */
function pluralMessage(key: MessageKey) {
	const form = z.optional(text({ error: 'must be a text (in quotes)' }));
	const shape = Object.fromEntries(PLURAL_FORMS.map((name) => [name, form]));
	return z
		.strictObject(shape, {
			error: (issue) =>
				issue.code === 'unrecognized_keys'
					? issue.keys
							.map(
								(name) =>
									`${JSON.stringify(name)} is no plural form: use zero, one, two, few, many or other`,
							)
							.join('\n')
					: typeof issue.input === 'string'
						? 'must be one text per plural form, e.g. { "one": "…", "other": "…" }, as it holds a count'
						: 'must be one text per plural form, e.g. { "one": "…", "other": "…" }',
		})
		.check(
			z.refine((forms) => forms['other'] !== undefined, {
				error: 'needs "other", the form every language has',
			}),
			sameSlots(key),
		);
}

/**
 * The schema of a site's words file: every key of the dictionary, optional, in its shape.
 *
 * @example
 * siteWordsSchema.safeParse({ 'profile.bio': 'Über mich' }).success // true
 */
export const siteWordsSchema = z.strictObject(
	Object.fromEntries(
		KEYS.map((key) => {
			const english: Message = en[key];
			const message = typeof english === 'string' ? textMessage(key, english) : pluralMessage(key);
			return [key, z.optional(message)];
		}),
	),
	{
		error: (issue) =>
			issue.code === 'unrecognized_keys'
				? issue.keys.map(unknownWordKey).join('\n')
				: issue.code === 'invalid_type' && issue.path?.length === 0
					? WHOLE_FILE
					: undefined,
	},
);
