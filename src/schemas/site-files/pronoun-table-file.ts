/**
 * A site's own pronoun table (`src/content/pronouns/<locale>.json`,
 * views/pronouns/site-table.ts reads it), for a language the package
 * has no table for: its forms with their names, the sets its community uses,
 * and example sentences. The file is someone's pull request: bounded in
 * every list, every text checked as profile texts are, a sentence's `{form}`
 * one of the forms; each problem at its line with the fix, in the words the
 * site's own words file is checked with.
 *
 * @example
 * { "forms": { "subject": "Subjecte", "object": "Complement directe" }, "title": 1,
 *   "sets": [{ "subject": "ell", "object": "el" }], "examples": ["Crec que {subject} és amable."] }
 */
import { strictObject } from '../strict.ts';
import { boundedText } from '../values/text.ts';
import { z } from '../zod.ts';

/** A form's name: what sentences write in braces (`{subject}`, `{^subject}` capitalised). */
const FORM_NAME = /^[a-z][a-z0-9_]{0,29}$/;
const MAX_FORMS = 12;
const MAX_SETS = 200;
const MAX_EXAMPLES = 20;

const list = <T extends z.core.SomeType>(item: T, max: number, what: string) =>
	z
		.array(item)
		.check(
			z.minLength(1, `must list at least one ${what}`),
			z.maxLength(max, `must list at most ${max} ${what}s; keep the ones your community uses most`),
		);

export const pronounTableFileSchema = z
	.pipe(
		strictObject({
			/** Each form's name, with the name the page shows for it, in the order shown. */
			forms: z
				.record(z.string(), boundedText(1, 60))
				.check(
					z.refine(
						(forms) => Object.keys(forms).length > 0 && Object.keys(forms).length <= MAX_FORMS,
						`must name 1 to ${MAX_FORMS} forms, e.g. { "subject": "Subject" }`,
					),
				),
			/** How many forms, from the first, spell a set's page address (default: all). */
			address: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_FORMS))),
			/** How many forms of the address people name a set by (default: 2, or 1 with one form). */
			title: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_FORMS))),
			sets: list(z.record(z.string(), boundedText(1, 40)), MAX_SETS, 'set'),
			/** Sentences that show the forms: `{subject}` is a set's form, `{^subject}` capitalised. */
			examples: z.optional(list(boundedText(1, 300), MAX_EXAMPLES, 'sentence')),
		}),
		// The forms are compared only once the file has its shape.
		z.transform((table) => table),
	)
	.check(z.superRefine((table, context) => formProblems(table, context)));

export type PronounTableFile = z.output<typeof pronounTableFileSchema>;

/** Sets of other forms than the table names, addresses longer than the forms, unknown `{form}`s. */
function formProblems(table: PronounTableFile, context: z.core.$RefinementCtx): void {
	const forms = Object.keys(table.forms);
	const add = (path: (string | number)[], message: string) =>
		context.addIssue({ code: 'custom', path, message, input: undefined });
	for (const form of forms.filter((name) => !FORM_NAME.test(name)))
		add(
			['forms', form],
			`the form's name ${JSON.stringify(form)} must start with a lowercase letter and hold only a-z, 0-9 and "_", at most 30 characters; rename it (such as subject), here and in the sets and sentences`,
		);
	for (const key of ['address', 'title'] as const)
		if ((table[key] ?? 0) > forms.length)
			add([key], `must be at most ${forms.length}, the number of forms named under forms`);
	table.sets.forEach((set, at) => {
		const missing = forms.find((form) => !Object.hasOwn(set, form));
		const extra = Object.keys(set).find((form) => !forms.includes(form));
		if (missing) add(['sets', at], `has no "${missing}": give every form named under forms`);
		else if (extra) add(['sets', at, extra], `is no form named under forms (${forms.join(', ')})`);
	});
	(table.examples ?? []).forEach((example, at) => {
		const unknown = [...example.matchAll(/\{\^?(\w+)\}/g)].find(
			([, form]) => !forms.includes(form!),
		);
		if (unknown)
			add(['examples', at], `${unknown[0]} is no form named under forms (${forms.join(', ')})`);
	});
}
