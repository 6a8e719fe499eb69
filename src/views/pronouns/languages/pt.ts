/**
 * Portuguese: the subject pronoun, its contraction with "de" that serves as
 * the possessive after the noun ("o guarda-chuva dele"), and the agreement
 * of articles, adjectives and participles with the person: -o, -a, and for
 * the neutral sets -e ("querido", "querida", "queride"; "ume amigue").
 * The possessive "seu" agrees with the noun, not the person, so the sets
 * give the "de" form. People name a set by its subject ("elu").
 */
import { defineTable, sentence } from './table.ts';

type Form = 'subject' | 'possessive' | 'ending' | 'adjective' | 'participle' | 'friend';

/** A set from its subject, possessive contraction, agreement ending and "friend" with article. */
const row = (subject: string, possessive: string, ending: string, friend: string) => ({
	subject,
	possessive,
	ending: `-${ending}`,
	adjective: `querid${ending}`,
	participle: `cansad${ending}`,
	friend,
});

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('ele', 'dele', 'o', 'um amigo'),
	row('ela', 'dela', 'a', 'uma amiga'),
	// The neutral sets, each with -e agreement: elu (the "sistema elu"), ile and el.
	row('elu', 'delu', 'e', 'ume amigue'),
	row('ile', 'dile', 'e', 'ume amigue'),
	row('el', 'del', 'e', 'ume amigue'),
];

export const PORTUGUESE = defineTable<Form>({
	lang: 'pt',
	address: ['subject', 'possessive'],
	labels: () => [
		['subject', 'Sujeito'],
		['possessive', 'Possessivo (de + pronome)'],
		['ending', 'Concordância'],
	],
	titleLength: 1,
	sets: SETS,
	examples: (set) => [
		sentence('Acho que {subject} é muito {adjective}.', set),
		sentence('{^subject} tem um jardim lindo.', set),
		sentence('Este guarda-chuva azul é {possessive}.', set),
		sentence('{^subject} chegou {participle} da viagem.', set),
		sentence('É {friend} de longa data.', set),
		sentence('Ontem jantamos com {subject}.', set),
	],
});
