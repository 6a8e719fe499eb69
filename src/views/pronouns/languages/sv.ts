/**
 * Swedish: subject, object and possessive; verbs and predicative adjectives
 * do not change with the person ("hen är snäll"), and the reflexive forms
 * (sig, sin) are the same for every set.
 */
import { defineTable, rowOf, sentence } from './table.ts';

const FORMS = ['subject', 'object', 'possessive'] as const;
type Form = (typeof FORMS)[number];

const row = rowOf(FORMS);

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('han', 'honom', 'hans'),
	row('hon', 'henne', 'hennes'),
	// hen, in the Swedish Academy's word list since 2015, with object hen or henom.
	row('hen', 'hen', 'hens'),
	row('hen', 'henom', 'hens'),
	row('den', 'den', 'dess'),
	// The plural de for one person, and neuter det, each with its usual forms.
	row('de', 'dem', 'deras'),
	row('det', 'det', 'dess'),
];

export const SWEDISH = defineTable<Form>({
	lang: 'sv',
	address: ['subject', 'object', 'possessive'],
	labels: () => [
		['subject', 'Subjekt'],
		['object', 'Objekt'],
		['possessive', 'Possessiv'],
	],
	titleLength: 2,
	// Subject and object, a form said twice said once: "hen", "hen/henom", "de/dem".
	titleForms: [0, 1],
	// "hen/hens": subject and possessive.
	pairs: [[0, 2]],
	sets: SETS,
	examples: (set) => [
		// No predicative adjective: whether singular "de" takes "snäll" or "snälla" is not settled.
		sentence('Jag tror att {subject} kommer till festen i kväll.', set),
		sentence('{^subject} har en fin trädgård.', set),
		sentence('Jag träffade {object} på fröbytet.', set),
		sentence('Är det här {possessive} cykel?', set),
		// Attributive: "dess" cannot stand alone ("paraplyet är dess"), so no predicative sentence.
		sentence('Jag har lånat {possessive} blå paraply.', set),
	],
});
