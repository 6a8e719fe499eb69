/**
 * English: five forms (subject, object, possessive determiner, possessive
 * pronoun, reflexive); the verb agrees in number ("they are"). A set written
 * with all five forms has its sentences as written, so any neopronoun works.
 */
import { en } from '../../i18n/en.ts';
import { defineTable, rowOf, sentence } from './table.ts';

const FORMS = ['subject', 'object', 'determiner', 'possessive', 'reflexive'] as const;
type Form = (typeof FORMS)[number];

const row = rowOf(FORMS);

/**
 * Common English sets. A short entry expands to the first row whose forms
 * it begins with ("they/them" gives themself, as most pronoun sites do).
 */
const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('he', 'him', 'his', 'his', 'himself'),
	row('she', 'her', 'her', 'hers', 'herself'),
	row('they', 'them', 'their', 'theirs', 'themself'),
	row('they', 'them', 'their', 'theirs', 'themselves'),
	row('it', 'it', 'its', 'its', 'itself'),
	row('xe', 'xem', 'xyr', 'xyrs', 'xemself'),
	row('ze', 'hir', 'hir', 'hirs', 'hirself'),
	row('ze', 'zir', 'zir', 'zirs', 'zirself'),
	row('fae', 'faer', 'faer', 'faers', 'faerself'),
	row('ae', 'aer', 'aer', 'aers', 'aerself'),
	row('e', 'em', 'eir', 'eirs', 'emself'),
	row('ey', 'em', 'eir', 'eirs', 'emself'),
	row('per', 'per', 'pers', 'pers', 'perself'),
	row('ve', 'ver', 'vis', 'vis', 'verself'),
	// Generic "one", for people who ask for it as their own.
	row('one', 'one', "one's", "one's", 'oneself'),
	// co, from the Twin Oaks community (Mary Orovan, 1970s).
	row('co', 'co', 'cos', 'cos', 'coself'),
	// thon, Charles Crozier Converse's "that one" (1858).
	row('thon', 'thon', 'thons', 'thons', 'thonself'),
	row('ne', 'nem', 'nir', 'nirs', 'nemself'),
	row('hu', 'hum', 'hus', 'hus', 'humself'),
	row('vi', 'vir', 'vis', 'virs', 'virself'),
	row('zhe', 'zhim', 'zher', 'zhers', 'zhimself'),
];

export const ENGLISH = defineTable<Form>({
	lang: 'en',
	address: ['subject', 'object', 'determiner', 'possessive', 'reflexive'],
	// The form names are the dictionary's (pronouns.form.…), written once.
	labels: () => FORMS.map((form) => [form, en[`pronouns.form.${form}`]]),
	titleLength: 2,
	// "it/its", "he/his": subject and possessive determiner.
	pairs: [[0, 2]],
	sets: SETS,
	// Called with exactly as many forms as the address has (pronouns.ts): the five.
	asWritten: (forms) => row(...(forms as unknown as Parameters<typeof row>)),
	examples: (set) => {
		// "they" takes plural verbs, whatever the rest of its set.
		const [is, has] = set.subject === 'they' ? ['are', 'have'] : ['is', 'has'];
		return [
			sentence(`I think {subject} ${is} very kind.`, set),
			sentence(`{^subject} ${has} a lovely garden.`, set),
			sentence('I met {object} at the seed swap.', set),
			sentence('Is this {determiner} bicycle?', set),
			sentence('The blue umbrella is {possessive}.', set),
			sentence('{^subject} taught {reflexive} to knit.', set),
		];
	},
});
