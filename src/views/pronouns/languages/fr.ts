/**
 * French: the subject pronoun, the stressed (tonic) pronoun used after a
 * preposition ("avec lui", "à elle"), and the agreement of adjectives,
 * participles and articles with the person: masculine, feminine, or for
 * neopronouns the inclusive forms with a middle dot ("gentil·le", "un·e").
 * Possessive determiners agree with the noun, not the person ("son vélo"
 * for everyone), so they are not part of a set. People name a set by subject
 * and tonic ("il/lui", "iel/ellui").
 */
import { defineTable, sentence } from './table.ts';

type Form = 'subject' | 'tonic' | 'agreement' | 'adjective' | 'participle' | 'friend';

type Agreement = 'masculin' | 'féminin' | 'inclusif';

/** The agreeing words the sentences use, for each agreement. */
const AGREEING: Record<
	Agreement,
	Pick<Record<Form, string>, 'adjective' | 'participle' | 'friend'>
> = {
	masculin: { adjective: 'gentil', participle: 'arrivé', friend: 'un ami' },
	féminin: { adjective: 'gentille', participle: 'arrivée', friend: 'une amie' },
	inclusif: { adjective: 'gentil·le', participle: 'arrivé·e', friend: 'un·e ami·e' },
};

const row = (subject: string, tonic: string, agreement: Agreement) => ({
	subject,
	tonic,
	agreement,
	...AGREEING[agreement],
});

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('il', 'lui', 'masculin'),
	row('elle', 'elle', 'féminin'),
	row('iel', 'iel', 'inclusif'),
	// ellui joins elle and lui.
	row('iel', 'ellui', 'inclusif'),
	row('ael', 'ael', 'inclusif'),
	row('ielle', 'ielle', 'inclusif'),
	row('al', 'al', 'inclusif'),
];

/** "que" before the subject, elided before a vowel: "qu'il", "qu'elle". */
const que = (subject: string) => (/^[aeéèêiouy]/.test(subject) ? "qu'" : 'que ');

export const FRENCH = defineTable<Form>({
	lang: 'fr',
	address: ['subject', 'tonic'],
	labels: () => [
		['subject', 'Sujet'],
		['tonic', 'Pronom tonique'],
		['agreement', 'Accords'],
		['adjective', 'Adjectif'],
		['participle', 'Participe passé'],
	],
	titleLength: 2,
	sets: SETS,
	examples: (set) => [
		sentence(`Je pense ${que(set.subject)}{subject} est très {adjective}.`, set),
		sentence('{^subject} a un joli jardin.', set),
		sentence('{^subject} est {participle} en avance.', set),
		sentence("C'est {friend} de longue date.", set),
		sentence('Nous avons dîné avec {tonic} hier soir.', set),
		sentence('Ce parapluie bleu est à {tonic}.', set),
	],
});
