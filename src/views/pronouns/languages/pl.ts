/**
 * Polish: a pronoun is declined in six cases (here the ones the sentences
 * use: nominative, genitive, which is also the possessive, dative,
 * accusative, instrumental), and the verb in the past tense and the
 * adjective agree with the person ("był miły", "była miła", "było miłe";
 * the neutral onu "byłu miłu"; plural oni "byli mili" and one "były miłe",
 * with plural verbs). People name a set by nominative and genitive
 * ("on/jego", "ona/jej").
 */
import { defineTable, rowOf, sentence } from './table.ts';

const FORMS = ['nom', 'gen', 'dat', 'acc', 'ins', 'is', 'was', 'adjective'] as const;
type Form = (typeof FORMS)[number];

const row = rowOf(FORMS);

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('on', 'jego', 'jemu', 'go', 'nim', 'jest', 'był', 'miły'),
	row('ona', 'jej', 'jej', 'ją', 'nią', 'jest', 'była', 'miła'),
	row('ono', 'jego', 'jemu', 'je', 'nim', 'jest', 'było', 'miłe'),
	// onu, Jacek Dukaj's post-gender form (2004): its own case forms and the -u ending in verbs and
	// adjectives.
	row('onu', 'jenu', 'wu', 'nu', 'num', 'jest', 'byłu', 'miłu'),
	// ono with the feminine oblique cases, and the neuter verb and adjective.
	row('ono', 'jej', 'jej', 'ją', 'nią', 'jest', 'było', 'miłe'),
	// vono, declined as ono with the stem v- (vego, vemu, ve, vim).
	row('vono', 'vego', 'vemu', 've', 'vim', 'jest', 'było', 'miłe'),
	// ne, declined as ono with the stem n-, with the neuter verb and adjective.
	row('ne', 'nego', 'nemu', 'ne', 'nim', 'jest', 'było', 'miłe'),
	// The plurals for one person, with plural verbs: masculine-personal and non-masculine-personal.
	row('oni', 'ich', 'im', 'ich', 'nimi', 'są', 'byli', 'mili'),
	row('one', 'ich', 'im', 'je', 'nimi', 'są', 'były', 'miłe'),
];

export const POLISH = defineTable<Form>({
	lang: 'pl',
	address: ['nom', 'gen', 'dat', 'acc', 'ins'],
	labels: () => [
		['nom', 'Mianownik'],
		['gen', 'Dopełniacz'],
		['dat', 'Celownik'],
		['acc', 'Biernik'],
		['ins', 'Narzędnik'],
		['was', 'Czas przeszły'],
		['adjective', 'Przymiotnik'],
	],
	titleLength: 2,
	sets: SETS,
	examples: (set) => [
		sentence('Myślę, że {nom} {is} bardzo {adjective}.', set),
		sentence('{^nom} {was} wczoraj w ogrodzie.', set),
		sentence('To jest {gen} rower.', set),
		sentence('Tę książkę daję {dat}, nie tobie.', set),
		sentence('Widzę {acc} codziennie.', set),
		sentence('Często rozmawiam z {ins} o ogrodzie.', set),
	],
});
