/**
 * Italian: the subject pronoun (also the stressed form after a preposition:
 * "con lui", "con lei"), the direct object clitic ("lo vedo", "la vedo"),
 * and the agreement of articles, adjectives and participles with the
 * person: -o, -a, and for the neutral set the schwa -ə ("simpaticə",
 * "arrivatə", "unə amicə"). Possessives agree with the noun, not the person
 * ("suo" for everyone), so they are not part of a set. People name a set by
 * its subject ("lei", "ləi").
 */
import { defineTable, sentence } from './table.ts';

type Form = 'subject' | 'object' | 'ending' | 'adjective' | 'participle' | 'friend';

/** A set from its subject, object clitic, agreement ending and indefinite article with "amic-". */
const row = (subject: string, object: string, ending: string, friend: string) => ({
	subject,
	object,
	ending: `-${ending}`,
	adjective: `simpatic${ending}`,
	participle: `arrivat${ending}`,
	friend,
});

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('lui', 'lo', 'o', 'un amico'),
	row('lei', 'la', 'a', "un'amica"),
	// ləi joins lei and lui with the schwa, as its clitic lə and its agreement do.
	row('ləi', 'lə', 'ə', 'unə amicə'),
];

export const ITALIAN = defineTable<Form>({
	lang: 'it',
	address: ['subject', 'object'],
	labels: () => [
		['subject', 'Soggetto'],
		['object', 'Complemento oggetto'],
		['ending', 'Desinenza'],
	],
	titleLength: 1,
	sets: SETS,
	examples: (set) => [
		sentence('Penso che {subject} sia molto {adjective}.', set),
		sentence('{^subject} ha un bel giardino.', set),
		// "vedo" begins with a consonant: the clitic keeps its vowel (no "l'").
		sentence('{^object} vedo spesso al mercato.', set),
		sentence('{^subject} è {participle} in anticipo.', set),
		sentence('È {friend} di vecchia data.', set),
		sentence('Ieri sera abbiamo cenato con {subject}.', set),
	],
});
