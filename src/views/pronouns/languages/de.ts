/**
 * German: a pronoun is declined (nominative, dative, accusative) and its
 * possessive article takes the ending of the noun it stands before ("sein
 * Fahrrad", "seine Katze"), so each set lists the article before a neuter
 * and before a feminine noun. Verbs and predicative adjectives do not agree
 * with the pronoun's gender, and the reflexive is "sich" for every set.
 * People name a set by nominative and dative ("er/ihm", "sie/ihr"), and
 * also write nominative and accusative ("er/ihn") or the possessive
 * ("xier/xies").
 */
import { defineTable, rowOf, sentence } from './table.ts';

const FORMS = ['nom', 'dat', 'acc', 'poss', 'possF'] as const;
type Form = (typeof FORMS)[number];

const row = rowOf(FORMS);

const SETS: readonly Readonly<Record<Form, string>>[] = [
	row('er', 'ihm', 'ihn', 'sein', 'seine'),
	row('sie', 'ihr', 'sie', 'ihr', 'ihre'),
	row('es', 'ihm', 'es', 'sein', 'seine'),
	// Illi Anna Heger's xier: its own case forms and a possessive article declined like "sein".
	row('xier', 'xiem', 'xien', 'xies', 'xiese'),
	// dey, after English "they", declined like the demonstrative "die" in the plural: "deren"
	// takes no ending.
	row('dey', 'denen', 'dey', 'deren', 'deren'),
	// hen, from Swedish, takes no case ending; the possessive adds -s.
	row('hen', 'hen', 'hen', 'hens', 'hens'),
	// sier, the form xier grew from, declined as xier is.
	row('sier', 'siem', 'sien', 'sies', 'siese'),
	// ens, from "Mensch" (Lann Hornscheidt), has one form for everything.
	row('ens', 'ens', 'ens', 'ens', 'ens'),
	// die as a personal pronoun, declined as the demonstrative in the plural (as dey is).
	row('die', 'denen', 'die', 'deren', 'deren'),
	// nin, with its own dative nim; the possessive article declined like "sein".
	row('nin', 'nim', 'nin', 'nins', 'ninse'),
	// ey, after English "ey", with one object form emm; the possessive declined like "sein".
	row('ey', 'emm', 'emm', 'eys', 'eyse'),
	// em, like hen: no case ending, the possessive adds -s.
	row('em', 'em', 'em', 'ems', 'ems'),
];

export const GERMAN = defineTable<Form>({
	lang: 'de',
	address: ['nom', 'dat', 'acc', 'poss'],
	labels: () => [
		['nom', 'Nominativ'],
		['dat', 'Dativ'],
		['acc', 'Akkusativ'],
		['poss', 'Possessivartikel'],
		['possF', 'Possessivartikel vor femininem Nomen'],
	],
	titleLength: 2,
	// Nominative and dative ("er/ihm"), a form said twice said once ("hen").
	titleForms: [0, 1],
	// "er/ihn" (nominative and accusative) and "xier/xies" (nominative and possessive article).
	pairs: [
		[0, 2],
		[0, 3],
	],
	sets: SETS,
	examples: (set) => [
		sentence('Ich glaube, {nom} ist sehr freundlich.', set),
		sentence('{^nom} hat einen schönen Garten.', set),
		sentence('Ich habe {acc} beim Saatguttausch kennengelernt.', set),
		sentence('Kannst du {dat} das Buch zurückgeben?', set),
		sentence('Der blaue Regenschirm gehört {dat}.', set),
		sentence('Ist das {poss} Fahrrad?', set),
		sentence('{^possF} Katze schläft gern in der Sonne.', set),
	],
});
