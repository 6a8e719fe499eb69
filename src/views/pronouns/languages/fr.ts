/**
 * French: the subject pronoun, the stressed (tonic) pronoun used after a
 * preposition ("avec lui", "à elle"), and the agreement of adjectives,
 * participles and articles with the person: masculine, feminine, or for
 * neopronouns the inclusive forms with a middle dot ("gentil·le", "un·e").
 * Possessive determiners agree with the noun, not the person ("son vélo"
 * for everyone), so they are not part of a set. A set's address is its
 * subject, direct object and tonic ("il/le/lui"); people name it by subject
 * and object ("elle/la", "iel/lea") or subject and tonic ("il/lui",
 * "iel/ellui"), and its page by its subject and tonic, said once where they
 * are one ("elle", "iel", "il/lui").
 */
import { defineTable, sentence } from './table.ts';

type Form = 'subject' | 'object' | 'tonic' | 'agreement' | 'adjective' | 'participle' | 'friend';

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

const row = (subject: string, object: string, tonic: string, agreement: Agreement) => ({
	subject,
	object,
	tonic,
	agreement,
	...AGREEING[agreement],
});

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('il', 'le', 'lui', 'masculin'),
	row('elle', 'la', 'elle', 'féminin'),
	// lea joins la and le: the object form most written with the neopronouns, given to those whose
	// users name no other (docs/reference/pronoun-tables.md).
	row('iel', 'lea', 'iel', 'inclusif'),
	// ellui joins elle and lui.
	row('iel', 'lea', 'ellui', 'inclusif'),
	row('ael', 'lea', 'ael', 'inclusif'),
	row('ielle', 'lea', 'ielle', 'inclusif'),
	row('al', 'lea', 'al', 'inclusif'),
	// ul and ol have their own object forms.
	row('ul', 'lu', 'ul', 'inclusif'),
	row('ol', 'lo', 'ol', 'inclusif'),
	row('el', 'lea', 'el', 'inclusif'),
	row('yel', 'lea', 'yel', 'inclusif'),
	row('ille', 'lea', 'ille', 'inclusif'),
];

/** "que" before the subject, elided before a vowel: "qu'il", "qu'elle". */
const que = (subject: string) => (/^[aeéèêiouy]/.test(subject) ? "qu'" : 'que ');

export const FRENCH = defineTable<Form>({
	lang: 'fr',
	address: ['subject', 'object', 'tonic'],
	labels: () => [
		['subject', 'Sujet'],
		['object', 'Complément d’objet direct'],
		['tonic', 'Pronom tonique'],
		['agreement', 'Accords'],
		['adjective', 'Adjectif'],
		['participle', 'Participe passé'],
	],
	titleLength: 2,
	// Subject and tonic, said once where they are one: "il/lui", "elle", "iel", "iel/ellui".
	titleForms: [0, 2],
	// "il/lui", "iel/ellui": subject and tonic.
	pairs: [[0, 2]],
	sets: SETS,
	examples: (set) => [
		sentence(`Je pense ${que(set.subject)}{subject} est très {adjective}.`, set),
		sentence('{^subject} a un joli jardin.', set),
		sentence('{^subject} est {participle} en avance.', set),
		sentence("C'est {friend} de longue date.", set),
		// "vois" begins with a consonant: le and la keep their vowel, as lea, lo and lu do.
		sentence('Je {object} vois souvent au marché.', set),
		sentence('Nous avons dîné avec {tonic} hier soir.', set),
		sentence('Ce parapluie bleu est à {tonic}.', set),
	],
});
