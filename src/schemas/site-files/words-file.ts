/**
 * A site's own words (`src/content/i18n/<locale>.json`, views/i18n/site-words.ts
 * reads it): an object of the dictionary's keys, each a text with the
 * placeholders English has, or for a message that holds a count one text
 * per plural form. Every key is optional; the messages say what is wrong and
 * the fix, in the words `check` has always used.
 */
import type * as core from 'zod/v4/core';
import { suggest } from '../../utils/suggest.ts';
import { z } from '../zod.ts';

/** Longest message: the longest English one is under 300 characters. */
const MESSAGE_LENGTH = 2000;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** A message as the dictionaries write it (utils/messages.ts). */
type Message = string | ({ other: string } & Readonly<Record<string, string>>);
/** The dictionary the words translate, and how its placeholders are read (views/i18n/). */
interface Source {
	english: Readonly<Record<string, Message>>;
	placeholdersOf: (message: Message) => string[];
}

export const WHOLE_FILE =
	'must be a JSON object of words by key, e.g. { "profile.bio": "Über mich" } (docs/guides/languages.md lists the keys)';

const preview = (message: Message) => {
	const text = typeof message === 'string' ? message : message.other;
	return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** Keys of an earlier release, by the key that holds their words now (CHANGELOG). */
const RENAMED: Readonly<Record<string, string>> = {
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
	// One sentence for each row kind now: nameLegend, pronounsLegend and entryLegend.
	'editorScript.statusLegend': 'editorScript.nameLegend',
};

/**
 * What a key nobody knows is told: the closest key, else where the keys are listed.
 *
 * @example
 * unknownWordKey('profile.bo') // 'unknown key "profile.bo": the site shows no such words; did you mean "profile.bio"?'
 */
function unknownWordKey({ english, placeholdersOf }: Source, key: string): string {
	if (Object.hasOwn(RENAMED, key)) {
		const now = RENAMED[key]!;
		const whole = placeholdersOf(english[now]!).length
			? ' (one whole sentence, with {link} or {icon} where it goes)'
			: '';
		return `${JSON.stringify(key)} is a key of an earlier release, now "${now}"${whole}: move your words there`;
	}
	const hint = suggest(key, Object.keys(english));
	const rule = `unknown key ${JSON.stringify(key)}: the site shows no such words`;
	return hint
		? `${rule}; did you mean "${hint}"?`
		: `${rule}; docs/guides/languages.md lists the keys`;
}

/** A message must fill every slot English has, and no other. */
function placeholderProblem(
	{ english, placeholdersOf }: Source,
	key: string,
	message: Message,
): string | undefined {
	const wanted = placeholdersOf(english[key]!);
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
const sameSlots = (source: Source, key: string) =>
	z.superRefine<string | Readonly<Record<string, string | undefined>>>((message, context) => {
		const problem = placeholderProblem(source, key, message as Message);
		if (problem) context.issues.push({ code: 'custom', message: problem, input: message });
	});

const text = (params: core.$ZodStringParams) =>
	z
		.string(params)
		.check(z.maxLength(MESSAGE_LENGTH, `is longer than ${MESSAGE_LENGTH} characters`));

/** A message of one text, as English's `key` is. */
function textMessage(source: Source, key: string, english: string) {
	const example = JSON.stringify(preview(english));
	return text({
		error: `must be a text (in quotes), e.g. ${example}, in the site's language`,
	}).check(sameSlots(source, key));
}

/** A message of one text per plural form, as English's `key` is. */
function pluralMessage(source: Source, key: string) {
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
			sameSlots(source, key),
		);
}

/**
 * The schema of a site's words file: every key of the dictionary, optional, in its shape.
 *
 * @example
 * siteWordsSchema({ english: en, placeholdersOf }).safeParse({ 'profile.bio': 'Über mich' }).success // true
 */
export function siteWordsSchema(source: Source) {
	return z.strictObject(
		Object.fromEntries(
			Object.entries(source.english).map(([key, english]) => {
				const message =
					typeof english === 'string'
						? textMessage(source, key, english)
						: pluralMessage(source, key);
				return [key, z.optional(message)];
			}),
		),
		{
			error: (issue) =>
				issue.code === 'unrecognized_keys'
					? issue.keys.map((key) => unknownWordKey(source, key)).join('\n')
					: issue.code === 'invalid_type' && issue.path?.length === 0
						? WHOLE_FILE
						: undefined,
		},
	);
}
