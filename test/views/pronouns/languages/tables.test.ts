import { describe, expect, test } from 'vitest';
import { pathSegment } from '../../../../src/addresses/paths.ts';
import { PRONOUN_TABLES, pronounTable } from '../../../../src/views/pronouns/languages/index.ts';
import type { PronounTable } from '../../../../src/views/pronouns/languages/table.ts';
import {
	expandPronouns,
	pronounDisplayText,
	pronounSetOfSlug,
	pronounSlug,
} from '../../../../src/views/pronouns/pronouns.ts';

const tables = PRONOUN_TABLES.map((table) => [table.lang, table] as const);

/** A set's sentences as plain text. */
const sentences = (pronouns: string, lang: string) => {
	const slug = pronounSlug(pronouns, lang)!;
	return pronounSetOfSlug(slug, lang).examples.map((parts) =>
		parts.map((part) => part.text).join(''),
	);
};

const address = (table: PronounTable, set: Readonly<Record<string, string>>) =>
	table.address.map((form) => set[form]);

describe('the pronoun tables', () => {
	test('cover the languages the site ships tables for', () => {
		expect(PRONOUN_TABLES.map((table) => table.lang)).toEqual([
			'en',
			'sv',
			'nl',
			'de',
			'fr',
			'es',
			'it',
			'pt',
			'pl',
		]);
	});

	test.each(tables)('%s: every set has every form, as published paths spell it', (_, table) => {
		const named = new Set([...table.address, ...table.labels().map(([form]) => form)]);
		for (const set of table.sets) {
			for (const form of named)
				expect(set[form], `${form} of ${set[table.address[0]!]}`).toBeTruthy();
			// Lower case and only what a path segment keeps: a set's address is its forms.
			for (const form of table.address) expect(pathSegment(set[form]!)).toBe(set[form]);
		}
	});

	test.each(tables)('%s: no two sets share an address', (_, table) => {
		const addresses = table.sets.map((set) => address(table, set).join('/'));
		expect(new Set(addresses).size).toBe(addresses.length);
	});

	test.each(tables)(
		'%s: every set leads to its own page, and its title to the first set of that title',
		(_, table) => {
			const firstByTitle = new Map<string, string>();
			for (const set of table.sets) {
				const key = address(table, set).join('/');
				expect(pronounSlug(key, table.lang)?.join('/')).toBe(key);
				const { title } = pronounSetOfSlug(key.split('/'), table.lang);
				if (!firstByTitle.has(title)) firstByTitle.set(title, key);
				expect(pronounSlug(title, table.lang)?.join('/')).toBe(firstByTitle.get(title));
			}
		},
	);

	test.each(tables)(
		'%s: the sentences show every address form of every set, filled in',
		(_, table) => {
			for (const set of table.sets) {
				const parts = table.examples(set).flat();
				const shown = parts.filter((part) => part.pronoun).map((part) => part.text.toLowerCase());
				for (const form of table.address)
					expect(shown, `${form} of ${address(table, set)}`).toContain(set[form]);
				expect(parts.map((part) => part.text).join('')).not.toMatch(/[{}]|undefined/);
			}
		},
	);
});

describe('pronounTable', () => {
	test.each([
		['de', 'de'],
		['de-AT', 'de'],
		['DE-ch', 'de'],
		['fr-CA', 'fr'],
		['pl', 'pl'],
		['it-CH', 'it'],
		['pt-BR', 'pt'],
		['ja', 'en'],
		['he', 'en'],
		['en-GB', 'en'],
	])('gives %j the %s table', (locale, lang) => {
		expect(pronounTable(locale).lang).toBe(lang);
	});
});

describe('short entries in each language', () => {
	test.each([
		['de', 'sie/ihr', 'sie/ihr/sie/ihr'],
		['de', 'sie', 'sie/ihr/sie/ihr'],
		['de', 'er/ihm', 'er/ihm/ihn/sein'],
		['de', 'Xier', 'xier/xiem/xien/xies'],
		['de', 'dey/denen', 'dey/denen/dey/deren'],
		['de', 'es/ihm', 'es/ihm/es/sein'],
		['fr', 'iel', 'iel/lea/iel'],
		['fr', 'iel/ellui', 'iel/lea/ellui'],
		['fr', 'Il/Lui', 'il/le/lui'],
		['es', 'elle', 'elle/le'],
		['es', 'Él', 'él/lo'],
		['nl', 'hen/hen', 'hen/hen/hun'],
		['nl', 'die', 'die/die/diens'],
		['sv', 'hen', 'hen/hen/hens'],
		['sv', 'hen/henom', 'hen/henom/hens'],
		['pl', 'ona/jej', 'ona/jej/jej/ją/nią'],
		['pl', 'onu', 'onu/jenu/wu/nu/num'],
		['nl', 'die/hen', 'die/hen/hun'],
		['de', 'sier', 'sier/siem/sien/sies'],
		// The short names each community writes.
		['fr', 'il/le', 'il/le/lui'],
		['fr', 'elle/la', 'elle/la/elle'],
		['fr', 'iel/lea', 'iel/lea/iel'],
		['fr', 'elle/elle', 'elle/la/elle'],
		['nl', 'hen/hun', 'hen/hen/hun'],
		['nl', 'die/diens', 'die/die/diens'],
		['de', 'er/ihn', 'er/ihm/ihn/sein'],
		['de', 'xier/xies', 'xier/xiem/xien/xies'],
		['sv', 'hen/hens', 'hen/hen/hens'],
		// The sets added in 0.3.
		['de', 'nin/nim', 'nin/nim/nin/nins'],
		['de', 'em', 'em/em/em/ems'],
		['de', 'ey/emm', 'ey/emm/emm/eys'],
		['de', 'die/denen', 'die/denen/die/deren'],
		['fr', 'ul/lu', 'ul/lu/ul'],
		['fr', 'ol/lo', 'ol/lo/ol'],
		['fr', 'el', 'el/lea/el'],
		['fr', 'yel', 'yel/lea/yel'],
		['fr', 'ille', 'ille/lea/ille'],
		['es', 'ellu', 'ellu/lu'],
		['es', 'elli', 'elli/li'],
		['nl', 'dij/dem', 'dij/dem/dijr'],
		['nl', 'vij', 'vij/vem/vijn'],
		['nl', 'zhij', 'zhij/zhaar/zhaar'],
		['sv', 'de/dem', 'de/dem/deras'],
		['sv', 'det', 'det/det/dess'],
		['pl', 'ne/nego', 'ne/nego/nemu/ne/nim'],
		['pl', 'ono/jej', 'ono/jej/jej/ją/nią'],
		['pl', 'ono', 'ono/jego/jemu/je/nim'],
		['pl', 'vono/vego', 'vono/vego/vemu/ve/vim'],
		['en', 'one', "one/one/one's/one's/oneself"],
		['en', 'co', 'co/co/cos/cos/coself'],
		['en', 'hu', 'hu/hum/hus/hus/humself'],
		['en', 'ne/nem', 'ne/nem/nir/nirs/nemself'],
		['en', 'thon', 'thon/thon/thons/thons/thonself'],
		['en', 'vi', 'vi/vir/vis/virs/virself'],
		['en', 'zhe', 'zhe/zhim/zher/zhers/zhimself'],
		['it', 'Lei', 'lei/la'],
		['it', 'ləi', 'ləi/lə'],
		['pt', 'elu', 'elu/delu'],
		['pt', 'ile/dile', 'ile/dile'],
		['pt', 'el', 'el/del'],
		// "el" on another site: French's, which comes first in the documented order.
		['en', 'el', 'el/lea/el'],
	])('%s: %j leads to %s', (lang, entry, key) => {
		expect(pronounSlug(entry, lang)?.join('/')).toBe(key);
	});

	test.each([
		// "he or she": two sets, not one.
		['es', 'él/ella', ['él', 'ella']],
		['fr', 'il/elle', ['il', 'elle']],
		// Only English sentences need no more than an entry gives.
		['de', 'zier/zim/zin/zis', ['zier', 'zim', 'zin', 'zis']],
	])('%s: %j is not a set of the table, so its page is %j', (lang, entry, slug) => {
		expect(expandPronouns(entry, lang)).toBeUndefined();
		expect(pronounSlug(entry, lang)).toEqual(slug);
	});

	test.each([
		['es', 'elle/le', 'elle'],
		['es', 'él/ella', 'él/ella'],
		['de', 'sie/ihr/sie/ihr', 'sie/ihr'],
		['fr', 'iel', 'iel'],
		['pl', 'On/Jego/jemu', 'On/Jego'],
		// Every address form written: the forms of the title, a form said twice said once.
		['nl', 'Hen/hen/hun', 'Hen'],
		['fr', 'Il/Le/Lui', 'Il/Lui'],
		['fr', 'iel/lea/iel', 'iel'],
		['en', 'it/it/its/its/itself', 'it/it'],
	])('%s: shows %j without display text as %j', (lang, pronouns, text) => {
		expect(pronounDisplayText({ pronouns, display_text: null }, lang)).toBe(text);
	});
});

describe('page titles, as people write the sets', () => {
	test.each([
		['fr', 'elle/la/elle', 'elle'],
		['fr', 'iel/lea/iel', 'iel'],
		['fr', 'iel/lea/ellui', 'iel/ellui'],
		['fr', 'il/le/lui', 'il/lui'],
		['nl', 'hen/hen/hun', 'hen'],
		['nl', 'hij/hem/zijn', 'hij/hem'],
		['sv', 'hen/hen/hens', 'hen'],
		['sv', 'hen/henom/hens', 'hen/henom'],
		['de', 'hen/hen/hen/hens', 'hen'],
		['de', 'er/ihm/ihn/sein', 'er/ihm'],
		// English keeps its two forms, as its pages always had them.
		['en', 'it/it/its/its/itself', 'it/it'],
	])('%s: %s is titled %j', (lang, key, title) => {
		expect(pronounSetOfSlug(key.split('/'), lang).title).toBe(title);
	});
});

describe('example sentences', () => {
	test.each([
		[
			'de',
			'sie/ihr',
			[
				'Ich glaube, sie ist sehr freundlich.',
				'Sie hat einen schönen Garten.',
				'Ich habe sie beim Saatguttausch kennengelernt.',
				'Kannst du ihr das Buch zurückgeben?',
				'Der blaue Regenschirm gehört ihr.',
				'Ist das ihr Fahrrad?',
				'Ihre Katze schläft gern in der Sonne.',
			],
		],
		[
			'de',
			'dey',
			[
				'Ich glaube, dey ist sehr freundlich.',
				'Dey hat einen schönen Garten.',
				'Ich habe dey beim Saatguttausch kennengelernt.',
				'Kannst du denen das Buch zurückgeben?',
				'Der blaue Regenschirm gehört denen.',
				'Ist das deren Fahrrad?',
				'Deren Katze schläft gern in der Sonne.',
			],
		],
		[
			'fr',
			'iel',
			[
				"Je pense qu'iel est très gentil·le.",
				'Iel a un joli jardin.',
				'Iel est arrivé·e en avance.',
				"C'est un·e ami·e de longue date.",
				'Je lea vois souvent au marché.',
				'Nous avons dîné avec iel hier soir.',
				'Ce parapluie bleu est à iel.',
			],
		],
		[
			'fr',
			'elle',
			[
				"Je pense qu'elle est très gentille.",
				'Elle a un joli jardin.',
				'Elle est arrivée en avance.',
				"C'est une amie de longue date.",
				'Je la vois souvent au marché.',
				'Nous avons dîné avec elle hier soir.',
				'Ce parapluie bleu est à elle.',
			],
		],
		[
			'es',
			'elle',
			[
				'Creo que elle es muy simpátique.',
				'Elle tiene un jardín precioso.',
				'Le conocí en el intercambio de semillas.',
				'Elle está cansade después del viaje.',
				'Es le vecine de mi hermana.',
				'Este paraguas azul es de elle.',
			],
		],
		[
			'nl',
			'hen',
			[
				'Ik denk dat hen heel aardig is.',
				'Hen heeft een mooie tuin.',
				'Ik heb hen op de zadenruilbeurs ontmoet.',
				'Is dit hun fiets?',
				'De blauwe paraplu is van hen.',
			],
		],
		[
			'sv',
			'hen',
			[
				'Jag tror att hen kommer till festen i kväll.',
				'Hen har en fin trädgård.',
				'Jag träffade hen på fröbytet.',
				'Är det här hens cykel?',
				'Jag har lånat hens blå paraply.',
			],
		],
		[
			'sv',
			'den',
			[
				'Jag tror att den kommer till festen i kväll.',
				'Den har en fin trädgård.',
				'Jag träffade den på fröbytet.',
				'Är det här dess cykel?',
				// "dess" stands only before a noun: no "paraplyet är dess".
				'Jag har lånat dess blå paraply.',
			],
		],
		[
			'pl',
			'onu',
			[
				'Myślę, że onu jest bardzo miłu.',
				'Onu byłu wczoraj w ogrodzie.',
				'To jest jenu rower.',
				'Tę książkę daję wu, nie tobie.',
				'Widzę nu codziennie.',
				'Często rozmawiam z num o ogrodzie.',
			],
		],
		[
			'pl',
			'oni',
			[
				'Myślę, że oni są bardzo mili.',
				'Oni byli wczoraj w ogrodzie.',
				'To jest ich rower.',
				'Tę książkę daję im, nie tobie.',
				'Widzę ich codziennie.',
				'Często rozmawiam z nimi o ogrodzie.',
			],
		],
		[
			'it',
			'ləi',
			[
				'Penso che ləi sia molto simpaticə.',
				'Ləi ha un bel giardino.',
				'Lə vedo spesso al mercato.',
				'Ləi è arrivatə in anticipo.',
				'È unə amicə di vecchia data.',
				'Ieri sera abbiamo cenato con ləi.',
			],
		],
		[
			'it',
			'lei',
			[
				'Penso che lei sia molto simpatica.',
				'Lei ha un bel giardino.',
				'La vedo spesso al mercato.',
				'Lei è arrivata in anticipo.',
				"È un'amica di vecchia data.",
				'Ieri sera abbiamo cenato con lei.',
			],
		],
		[
			'pt',
			'elu',
			[
				'Acho que elu é muito queride.',
				'Elu tem um jardim lindo.',
				'Este guarda-chuva azul é delu.',
				'Elu chegou cansade da viagem.',
				'É ume amigue de longa data.',
				'Ontem jantamos com elu.',
			],
		],
		[
			'pt',
			'ele',
			[
				'Acho que ele é muito querido.',
				'Ele tem um jardim lindo.',
				'Este guarda-chuva azul é dele.',
				'Ele chegou cansado da viagem.',
				'É um amigo de longa data.',
				'Ontem jantamos com ele.',
			],
		],
	])('%s: %j reads', (lang, entry, expected) => {
		expect(sentences(entry, lang)).toEqual(expected);
	});

	test('German forms are named in German, in the order the page lists them', () => {
		expect(pronounSetOfSlug(['xier', 'xiem', 'xien', 'xies'], 'de').forms).toEqual([
			{ name: 'nom', label: 'Nominativ', text: 'xier' },
			{ name: 'dat', label: 'Dativ', text: 'xiem' },
			{ name: 'acc', label: 'Akkusativ', text: 'xien' },
			{ name: 'poss', label: 'Possessivartikel', text: 'xies' },
			{ name: 'possF', label: 'Possessivartikel vor femininem Nomen', text: 'xiese' },
		]);
	});
});
