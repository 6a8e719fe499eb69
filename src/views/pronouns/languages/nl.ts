/**
 * Dutch: subject, object and possessive; verbs take the singular with every
 * set ("hen is"), and adjectives do not agree with a person's gender.
 */
import { defineTable, rowOf, sentence } from './table.ts';

const FORMS = ['subject', 'object', 'possessive'] as const;
type Form = (typeof FORMS)[number];

const row = rowOf(FORMS);

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('hij', 'hem', 'zijn'),
	row('zij', 'haar', 'haar'),
	row('ze', 'haar', 'haar'),
	// hen as a singular subject, with its object and possessive as in the plural.
	row('hen', 'hen', 'hun'),
	// die as a personal pronoun, with the demonstrative's possessive diens, or with hen and hun.
	row('die', 'die', 'diens'),
	row('die', 'hen', 'hun'),
	// dee, from Flanders.
	row('dee', 'dem', 'dijr'),
	// dij, a variant of dee.
	row('dij', 'dem', 'dijr'),
	row('vij', 'vem', 'vijn'),
	// zhij joins zij and hij.
	row('zhij', 'zhaar', 'zhaar'),
];

export const DUTCH = defineTable<Form>({
	lang: 'nl',
	address: ['subject', 'object', 'possessive'],
	labels: () => [
		['subject', 'Onderwerp'],
		['object', 'Lijdend voorwerp'],
		['possessive', 'Bezittelijk voornaamwoord'],
	],
	titleLength: 2,
	// Subject and object, a form said twice said once: "hij/hem", "hen", "die".
	titleForms: [0, 1],
	// "hen/hun", "die/diens": subject and possessive.
	pairs: [[0, 2]],
	sets: SETS,
	examples: (set) => [
		sentence('Ik denk dat {subject} heel aardig is.', set),
		sentence('{^subject} heeft een mooie tuin.', set),
		sentence('Ik heb {object} op de zadenruilbeurs ontmoet.', set),
		sentence('Is dit {possessive} fiets?', set),
		sentence('De blauwe paraplu is van {object}.', set),
	],
});
