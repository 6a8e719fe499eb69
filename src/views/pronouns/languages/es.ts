/**
 * Spanish: the subject pronoun, the direct object clitic ("lo conocí"), and
 * the agreement of articles, adjectives and participles with the person,
 * by the ending: -o, -a, and for the neutral sets -e (spoken, "elle"), -u
 * ("ellu"), -i ("elli") or -x (written only, "ellx"). People name a set by
 * its subject ("elle").
 */
import { defineTable, sentence } from './table.ts';

type Form = 'subject' | 'object' | 'article' | 'ending' | 'adjective' | 'participle' | 'neighbour';

/**
 * A set from its subject, object clitic, article and agreement ending; the adjective is given
 * whole, since -e changes its spelling ("simpático", "simpátique").
 */
const row = (
	subject: string,
	object: string,
	article: string,
	ending: string,
	adjective: string,
) => ({
	subject,
	object,
	article,
	ending: `-${ending}`,
	adjective,
	participle: `cansad${ending}`,
	neighbour: `vecin${ending}`,
});

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('él', 'lo', 'el', 'o', 'simpático'),
	row('ella', 'la', 'la', 'a', 'simpática'),
	row('elle', 'le', 'le', 'e', 'simpátique'),
	row('ellx', 'lx', 'lx', 'x', 'simpáticx'),
	// The -u and -i endings some neutral speakers use instead of -e (c becomes qu before i).
	row('ellu', 'lu', 'lu', 'u', 'simpáticu'),
	row('elli', 'li', 'li', 'i', 'simpátiqui'),
];

export const SPANISH = defineTable<Form>({
	lang: 'es',
	address: ['subject', 'object'],
	labels: () => [
		['subject', 'Sujeto'],
		['object', 'Objeto directo'],
		['article', 'Artículo'],
		['ending', 'Concordancia'],
	],
	titleLength: 1,
	sets: SETS,
	examples: (set) => [
		sentence('Creo que {subject} es muy {adjective}.', set),
		sentence('{^subject} tiene un jardín precioso.', set),
		sentence('{^object} conocí en el intercambio de semillas.', set),
		sentence('{^subject} está {participle} después del viaje.', set),
		sentence('Es {article} {neighbour} de mi hermana.', set),
		sentence('Este paraguas azul es de {subject}.', set),
	],
});
