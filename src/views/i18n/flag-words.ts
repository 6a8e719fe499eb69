/**
 * The library flags' names and alt texts in every bundled language
 * (schemas/flags.ts keeps the English ones, which the API publishes): each
 * language names each flag as its community does, says its colours as nouns
 * (so no adjective has to agree with "stripes"), and writes the alt text as
 * one template: `{name}`, then `{colours}` (a list, as Intl writes it) or
 * `{colour}` for a flag of one field, then `{mark}` for what is drawn over it.
 * Where a community uses the English name, the entry says so.
 */
import { type FlagSlug } from '../../schemas/flags.ts';
import { FLAG_LIBRARY } from '../drawings/flag-library.ts';
import { languageOf } from '../../schemas/values/language-tag.ts';

type Colour =
	| 'red'
	| 'orange'
	| 'yellow'
	| 'green'
	| 'blue'
	| 'purple'
	| 'light blue'
	| 'pink'
	| 'white'
	| 'black'
	| 'lavender'
	| 'dark green'
	| 'grey'
	| 'light green'
	| 'dark pink'
	| 'pale yellow'
	| 'peach'
	| 'pale pink'
	| 'dark grey'
	| 'light grey'
	| 'dark orange'
	| 'dark rose'
	| 'indigo'
	| 'magenta'
	| 'light pink'
	| 'dark purple'
	| 'navy';

type Marked = 'progress-pride' | 'intersex' | 'demisexual' | 'polyamorous' | 'two-spirit';

interface FlagWords {
	/** Each flag's name, as shown beside it. */
	names: Record<FlagSlug, string>;
	colours: Record<Colour, string>;
	/** What is drawn over the stripes (demiromantic shares demisexual's triangle). */
	marks: Record<Marked, string>;
	/** The alt text of a striped flag, of a one-colour flag, and what a mark adds. */
	stripes: string;
	field: string;
	withMark: string;
}

const de: FlagWords = {
	names: {
		pride: 'Pride (Regenbogen)',
		// The English name is the one German communities use.
		'progress-pride': 'Progress Pride',
		transgender: 'Transgender',
		nonbinary: 'Nichtbinär',
		genderqueer: 'Genderqueer',
		genderfluid: 'Genderfluid',
		agender: 'Agender',
		bigender: 'Bigender',
		pangender: 'Pangender',
		// English names, as German communities write them.
		demigirl: 'Demigirl',
		demiboy: 'Demiboy',
		intersex: 'Intergeschlechtlich',
		lesbian: 'Lesbisch',
		gay: 'Schwul',
		bisexual: 'Bisexuell',
		pansexual: 'Pansexuell',
		polysexual: 'Polysexuell',
		omnisexual: 'Omnisexuell',
		abrosexual: 'Abrosexuell',
		asexual: 'Asexuell',
		graysexual: 'Grausexuell',
		demisexual: 'Demisexuell',
		aromantic: 'Aromantisch',
		demiromantic: 'Demiromantisch',
		aroace: 'Aroace',
		polyamorous: 'Polyamor',
		// The community's own English name.
		'two-spirit': 'Two-Spirit',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'Rot',
		orange: 'Orange',
		yellow: 'Gelb',
		green: 'Grün',
		blue: 'Blau',
		purple: 'Lila',
		'light blue': 'Hellblau',
		pink: 'Rosa',
		white: 'Weiß',
		black: 'Schwarz',
		lavender: 'Lavendel',
		'dark green': 'Dunkelgrün',
		grey: 'Grau',
		'light green': 'Hellgrün',
		'dark pink': 'Dunkelrosa',
		'pale yellow': 'Blassgelb',
		peach: 'Pfirsich',
		'pale pink': 'Blassrosa',
		'dark grey': 'Dunkelgrau',
		'light grey': 'Hellgrau',
		'dark orange': 'Dunkelorange',
		'dark rose': 'Himbeerrot',
		indigo: 'Indigo',
		magenta: 'Magenta',
		'light pink': 'Hellrosa',
		'dark purple': 'Dunkellila',
		navy: 'Marineblau',
	},
	marks: {
		'progress-pride': 'einem Winkel am Mast in Weiß, Rosa, Hellblau, Braun und Schwarz',
		intersex: 'einem lila Ring in der Mitte',
		demisexual: 'einem schwarzen Dreieck am Mast',
		polyamorous: 'einem weißen Dreieck am Mast mit einem goldenen Herz',
		'two-spirit': 'einem weißen Kreis in der Mitte mit zwei Federn',
	},
	stripes: 'Flagge „{name}“: waagerechte Streifen in {colours}',
	field: 'Flagge „{name}“: einfarbig {colour}',
	withMark: ', mit {mark}',
};

const fr: FlagWords = {
	names: {
		pride: 'Fierté (arc-en-ciel)',
		// Le nom anglais, tel que les communautés l’emploient.
		'progress-pride': 'Progress Pride',
		transgender: 'Transgenre',
		nonbinary: 'Non binaire',
		genderqueer: 'Genderqueer',
		genderfluid: 'Genderfluid',
		agender: 'Agenre',
		bigender: 'Bigenre',
		pangender: 'Pangenre',
		// Noms anglais, employés tels quels.
		demigirl: 'Demigirl',
		demiboy: 'Demiboy',
		intersex: 'Intersexe',
		lesbian: 'Lesbien',
		gay: 'Gay (hommes)',
		bisexual: 'Bisexuel',
		pansexual: 'Pansexuel',
		polysexual: 'Polysexuel',
		omnisexual: 'Omnisexuel',
		abrosexual: 'Abrosexuel',
		asexual: 'Asexuel',
		graysexual: 'Grisexuel',
		demisexual: 'Demisexuel',
		aromantic: 'Aromantique',
		demiromantic: 'Demiromantique',
		aroace: 'Aroace',
		polyamorous: 'Polyamoureux',
		// Le terme des communautés autochtones francophones du Canada.
		'two-spirit': 'Bispirituel',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'rouge',
		orange: 'orange',
		yellow: 'jaune',
		green: 'vert',
		blue: 'bleu',
		purple: 'violet',
		'light blue': 'bleu clair',
		pink: 'rose',
		white: 'blanc',
		black: 'noir',
		lavender: 'lavande',
		'dark green': 'vert foncé',
		grey: 'gris',
		'light green': 'vert clair',
		'dark pink': 'rose foncé',
		'pale yellow': 'jaune pâle',
		peach: 'pêche',
		'pale pink': 'rose pâle',
		'dark grey': 'gris foncé',
		'light grey': 'gris clair',
		'dark orange': 'orange foncé',
		'dark rose': 'framboise',
		indigo: 'indigo',
		magenta: 'magenta',
		'light pink': 'rose clair',
		'dark purple': 'violet foncé',
		navy: 'bleu marine',
	},
	marks: {
		'progress-pride': 'un chevron au guindant en blanc, rose, bleu clair, marron et noir',
		intersex: 'un anneau violet au centre',
		demisexual: 'un triangle noir au guindant',
		polyamorous: 'un triangle blanc au guindant portant un cœur doré',
		'two-spirit': 'un cercle blanc au centre portant deux plumes',
	},
	stripes: 'Drapeau « {name} » : bandes horizontales en {colours}',
	field: 'Drapeau « {name} » : fond uni {colour}',
	withMark: ', avec {mark}',
};

const es: FlagWords = {
	names: {
		pride: 'Orgullo (arcoíris)',
		// El nombre inglés, como lo usan las comunidades.
		'progress-pride': 'Progress Pride',
		transgender: 'Transgénero',
		nonbinary: 'No binaria',
		genderqueer: 'Genderqueer',
		genderfluid: 'Género fluido',
		agender: 'Agénero',
		bigender: 'Bigénero',
		pangender: 'Pangénero',
		demigirl: 'Demichica',
		demiboy: 'Demichico',
		intersex: 'Intersexual',
		lesbian: 'Lésbica',
		gay: 'Gay (hombres)',
		bisexual: 'Bisexual',
		pansexual: 'Pansexual',
		polysexual: 'Polisexual',
		omnisexual: 'Omnisexual',
		abrosexual: 'Abrosexual',
		asexual: 'Asexual',
		graysexual: 'Grisexual',
		demisexual: 'Demisexual',
		aromantic: 'Arromántica',
		demiromantic: 'Demirromántica',
		aroace: 'Aroace',
		polyamorous: 'Poliamorosa',
		'two-spirit': 'Dos espíritus',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'rojo',
		orange: 'naranja',
		yellow: 'amarillo',
		green: 'verde',
		blue: 'azul',
		purple: 'morado',
		'light blue': 'celeste',
		pink: 'rosa',
		white: 'blanco',
		black: 'negro',
		lavender: 'lavanda',
		'dark green': 'verde oscuro',
		grey: 'gris',
		'light green': 'verde claro',
		'dark pink': 'rosa oscuro',
		'pale yellow': 'amarillo pálido',
		peach: 'melocotón',
		'pale pink': 'rosa pálido',
		'dark grey': 'gris oscuro',
		'light grey': 'gris claro',
		'dark orange': 'naranja oscuro',
		'dark rose': 'frambuesa',
		indigo: 'índigo',
		magenta: 'magenta',
		'light pink': 'rosa claro',
		'dark purple': 'morado oscuro',
		navy: 'azul marino',
	},
	marks: {
		'progress-pride': 'un galón junto al asta en blanco, rosa, celeste, marrón y negro',
		intersex: 'un anillo morado en el centro',
		demisexual: 'un triángulo negro junto al asta',
		polyamorous: 'un triángulo blanco junto al asta con un corazón dorado',
		'two-spirit': 'un círculo blanco en el centro con dos plumas',
	},
	stripes: 'Bandera «{name}»: franjas horizontales en {colours}',
	field: 'Bandera «{name}»: fondo liso {colour}',
	withMark: ', con {mark}',
};

const it: FlagWords = {
	names: {
		pride: 'Pride (arcobaleno)',
		// Il nome inglese, come lo usano le comunità.
		'progress-pride': 'Progress Pride',
		transgender: 'Transgender',
		nonbinary: 'Non binaria',
		genderqueer: 'Genderqueer',
		genderfluid: 'Genderfluid',
		agender: 'Agender',
		bigender: 'Bigender',
		pangender: 'Pangender',
		// Nomi inglesi, usati così dalle comunità.
		demigirl: 'Demigirl',
		demiboy: 'Demiboy',
		intersex: 'Intersex',
		lesbian: 'Lesbica',
		gay: 'Gay (uomini)',
		bisexual: 'Bisessuale',
		pansexual: 'Pansessuale',
		polysexual: 'Polisessuale',
		omnisexual: 'Onnisessuale',
		abrosexual: 'Abrosessuale',
		asexual: 'Asessuale',
		graysexual: 'Grigiosessuale',
		demisexual: 'Demisessuale',
		aromantic: 'Aromantica',
		demiromantic: 'Demiromantica',
		aroace: 'Aroace',
		polyamorous: 'Poliamorosa',
		'two-spirit': 'Due spiriti',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'rosso',
		orange: 'arancione',
		yellow: 'giallo',
		green: 'verde',
		blue: 'blu',
		purple: 'viola',
		'light blue': 'azzurro',
		pink: 'rosa',
		white: 'bianco',
		black: 'nero',
		lavender: 'lavanda',
		'dark green': 'verde scuro',
		grey: 'grigio',
		'light green': 'verde chiaro',
		'dark pink': 'rosa scuro',
		'pale yellow': 'giallo pallido',
		peach: 'pesca',
		'pale pink': 'rosa pallido',
		'dark grey': 'grigio scuro',
		'light grey': 'grigio chiaro',
		'dark orange': 'arancione scuro',
		'dark rose': 'lampone',
		indigo: 'indaco',
		magenta: 'magenta',
		'light pink': 'rosa chiaro',
		'dark purple': 'viola scuro',
		navy: 'blu navy',
	},
	marks: {
		'progress-pride': 'un gallone all’asta in bianco, rosa, azzurro, marrone e nero',
		intersex: 'un anello viola al centro',
		demisexual: 'un triangolo nero all’asta',
		polyamorous: 'un triangolo bianco all’asta con un cuore dorato',
		'two-spirit': 'un cerchio bianco al centro con due piume',
	},
	stripes: 'Bandiera «{name}»: strisce orizzontali in {colours}',
	field: 'Bandiera «{name}»: tinta unita {colour}',
	withMark: ', con {mark}',
};

const nl: FlagWords = {
	names: {
		pride: 'Pride (regenboog)',
		// De Engelse naam, zoals de gemeenschap die gebruikt.
		'progress-pride': 'Progress Pride',
		transgender: 'Transgender',
		nonbinary: 'Non-binair',
		genderqueer: 'Genderqueer',
		genderfluid: 'Genderfluïde',
		agender: 'Agender',
		bigender: 'Bigender',
		pangender: 'Pangender',
		// Engelse namen, zo gebruikt.
		demigirl: 'Demigirl',
		demiboy: 'Demiboy',
		intersex: 'Intersekse',
		lesbian: 'Lesbisch',
		gay: 'Homo (mannen)',
		bisexual: 'Biseksueel',
		pansexual: 'Panseksueel',
		polysexual: 'Polyseksueel',
		omnisexual: 'Omniseksueel',
		abrosexual: 'Abroseksueel',
		asexual: 'Aseksueel',
		graysexual: 'Grijsseksueel',
		demisexual: 'Demiseksueel',
		aromantic: 'Aromantisch',
		demiromantic: 'Demiromantisch',
		aroace: 'Aroace',
		polyamorous: 'Polyamoreus',
		// De eigen Engelse naam van de gemeenschap.
		'two-spirit': 'Two-spirit',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'rood',
		orange: 'oranje',
		yellow: 'geel',
		green: 'groen',
		blue: 'blauw',
		purple: 'paars',
		'light blue': 'lichtblauw',
		pink: 'roze',
		white: 'wit',
		black: 'zwart',
		lavender: 'lavendel',
		'dark green': 'donkergroen',
		grey: 'grijs',
		'light green': 'lichtgroen',
		'dark pink': 'donkerroze',
		'pale yellow': 'lichtgeel',
		peach: 'perzik',
		'pale pink': 'lichtroze',
		'dark grey': 'donkergrijs',
		'light grey': 'lichtgrijs',
		'dark orange': 'donkeroranje',
		'dark rose': 'framboosrood',
		indigo: 'indigo',
		magenta: 'magenta',
		'light pink': 'zachtroze',
		'dark purple': 'donkerpaars',
		navy: 'marineblauw',
	},
	marks: {
		'progress-pride': 'een punt aan de mastzijde in wit, roze, lichtblauw, bruin en zwart',
		intersex: 'een paarse ring in het midden',
		demisexual: 'een zwarte driehoek aan de mastzijde',
		polyamorous: 'een witte driehoek aan de mastzijde met een gouden hart',
		'two-spirit': 'een witte cirkel in het midden met twee veren',
	},
	stripes: 'Vlag ‘{name}’: horizontale banen in {colours}',
	field: 'Vlag ‘{name}’: effen {colour}',
	withMark: ', met {mark}',
};

const pt: FlagWords = {
	names: {
		pride: 'Orgulho (arco-íris)',
		// O nome em inglês, como as comunidades o usam.
		'progress-pride': 'Progress Pride',
		transgender: 'Transgênero',
		nonbinary: 'Não binária',
		genderqueer: 'Genderqueer',
		genderfluid: 'Gênero fluido',
		agender: 'Agênero',
		bigender: 'Bigênero',
		pangender: 'Pangênero',
		demigirl: 'Demigarota',
		demiboy: 'Demigaroto',
		intersex: 'Intersexo',
		lesbian: 'Lésbica',
		gay: 'Gay (homens)',
		bisexual: 'Bissexual',
		pansexual: 'Pansexual',
		polysexual: 'Polissexual',
		omnisexual: 'Omnissexual',
		abrosexual: 'Abrossexual',
		asexual: 'Assexual',
		graysexual: 'Gray-assexual',
		demisexual: 'Demissexual',
		aromantic: 'Arromântica',
		demiromantic: 'Demirromântica',
		aroace: 'Aroace',
		polyamorous: 'Poliamorosa',
		'two-spirit': 'Dois espíritos',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'vermelho',
		orange: 'laranja',
		yellow: 'amarelo',
		green: 'verde',
		blue: 'azul',
		purple: 'roxo',
		'light blue': 'azul-claro',
		pink: 'rosa',
		white: 'branco',
		black: 'preto',
		lavender: 'lavanda',
		'dark green': 'verde-escuro',
		grey: 'cinza',
		'light green': 'verde-claro',
		'dark pink': 'rosa-escuro',
		'pale yellow': 'amarelo-pálido',
		peach: 'pêssego',
		'pale pink': 'rosa-pálido',
		'dark grey': 'cinza-escuro',
		'light grey': 'cinza-claro',
		'dark orange': 'laranja-escuro',
		'dark rose': 'framboesa',
		indigo: 'anil',
		magenta: 'magenta',
		'light pink': 'rosa-claro',
		'dark purple': 'roxo-escuro',
		navy: 'azul-marinho',
	},
	marks: {
		'progress-pride': 'uma divisa junto ao mastro em branco, rosa, azul-claro, marrom e preto',
		intersex: 'um anel roxo no centro',
		demisexual: 'um triângulo preto junto ao mastro',
		polyamorous: 'um triângulo branco junto ao mastro com um coração dourado',
		'two-spirit': 'um círculo branco no centro com duas penas',
	},
	stripes: 'Bandeira “{name}”: faixas horizontais em {colours}',
	field: 'Bandeira “{name}”: fundo liso {colour}',
	withMark: ', com {mark}',
};

const pl: FlagWords = {
	names: {
		pride: 'Tęczowa (Pride)',
		// Angielska nazwa, której używa społeczność.
		'progress-pride': 'Progress Pride',
		transgender: 'Transpłciowa',
		nonbinary: 'Niebinarna',
		genderqueer: 'Genderqueer',
		genderfluid: 'Genderfluid',
		agender: 'Apłciowa',
		bigender: 'Bigender',
		pangender: 'Pangender',
		// Angielskie nazwy, używane w tej formie.
		demigirl: 'Demigirl',
		demiboy: 'Demiboy',
		intersex: 'Interpłciowa',
		lesbian: 'Lesbijska',
		gay: 'Gejowska',
		bisexual: 'Biseksualna',
		pansexual: 'Panseksualna',
		polysexual: 'Poliseksualna',
		omnisexual: 'Omniseksualna',
		abrosexual: 'Abroseksualna',
		asexual: 'Aseksualna',
		graysexual: 'Szaroseksualna',
		demisexual: 'Demiseksualna',
		aromantic: 'Aromantyczna',
		demiromantic: 'Demiromantyczna',
		aroace: 'Aroace',
		polyamorous: 'Poliamoryczna',
		'two-spirit': 'Dwie dusze (two-spirit)',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'czerwony',
		orange: 'pomarańczowy',
		yellow: 'żółty',
		green: 'zielony',
		blue: 'niebieski',
		purple: 'fioletowy',
		'light blue': 'jasnoniebieski',
		pink: 'różowy',
		white: 'biały',
		black: 'czarny',
		lavender: 'lawendowy',
		'dark green': 'ciemnozielony',
		grey: 'szary',
		'light green': 'jasnozielony',
		'dark pink': 'ciemnoróżowy',
		'pale yellow': 'bladożółty',
		peach: 'brzoskwiniowy',
		'pale pink': 'bladoróżowy',
		'dark grey': 'ciemnoszary',
		'light grey': 'jasnoszary',
		'dark orange': 'ciemnopomarańczowy',
		'dark rose': 'malinowy',
		indigo: 'indygo',
		magenta: 'magenta',
		'light pink': 'jasnoróżowy',
		'dark purple': 'ciemnofioletowy',
		navy: 'granatowy',
	},
	marks: {
		'progress-pride':
			'szewronem przy drzewcu w kolorach: biały, różowy, jasnoniebieski, brązowy i czarny',
		intersex: 'fioletowym pierścieniem pośrodku',
		demisexual: 'czarnym trójkątem przy drzewcu',
		polyamorous: 'białym trójkątem przy drzewcu ze złotym sercem',
		'two-spirit': 'białym kołem pośrodku z dwoma piórami',
	},
	// Colours as a list after a colon, in the nominative: no case to agree with.
	stripes: 'Flaga „{name}”: poziome pasy w kolorach: {colours}',
	field: 'Flaga „{name}”: jednolite tło w kolorze: {colour}',
	withMark: ', z {mark}',
};

const sv: FlagWords = {
	names: {
		pride: 'Pride (regnbåge)',
		// Det engelska namnet, som gemenskapen använder det.
		'progress-pride': 'Progress Pride',
		transgender: 'Trans',
		nonbinary: 'Ickebinär',
		genderqueer: 'Genderqueer',
		genderfluid: 'Genderfluid',
		agender: 'Agender',
		bigender: 'Bigender',
		pangender: 'Pangender',
		// Engelska namn, använda som de är.
		demigirl: 'Demigirl',
		demiboy: 'Demiboy',
		intersex: 'Intersex',
		lesbian: 'Lesbisk',
		gay: 'Gay (män)',
		bisexual: 'Bisexuell',
		pansexual: 'Pansexuell',
		polysexual: 'Polysexuell',
		omnisexual: 'Omnisexuell',
		abrosexual: 'Abrosexuell',
		asexual: 'Asexuell',
		graysexual: 'Gråsexuell',
		demisexual: 'Demisexuell',
		aromantic: 'Aromantisk',
		demiromantic: 'Demiromantisk',
		aroace: 'Aroace',
		polyamorous: 'Polyamorös',
		// Gemenskapens eget engelska namn.
		'two-spirit': 'Two-spirit',
		neutrois: 'Neutrois',
	},
	colours: {
		red: 'rött',
		orange: 'orange',
		yellow: 'gult',
		green: 'grönt',
		blue: 'blått',
		purple: 'lila',
		'light blue': 'ljusblått',
		pink: 'rosa',
		white: 'vitt',
		black: 'svart',
		lavender: 'lavendel',
		'dark green': 'mörkgrönt',
		grey: 'grått',
		'light green': 'ljusgrönt',
		'dark pink': 'mörkrosa',
		'pale yellow': 'blekgult',
		peach: 'persika',
		'pale pink': 'blekrosa',
		'dark grey': 'mörkgrått',
		'light grey': 'ljusgrått',
		'dark orange': 'mörkorange',
		'dark rose': 'hallonrött',
		indigo: 'indigo',
		magenta: 'magenta',
		'light pink': 'ljusrosa',
		'dark purple': 'mörklila',
		navy: 'marinblått',
	},
	marks: {
		'progress-pride': 'en vinkel vid stången i vitt, rosa, ljusblått, brunt och svart',
		intersex: 'en lila ring i mitten',
		demisexual: 'en svart triangel vid stången',
		polyamorous: 'en vit triangel vid stången med ett guldhjärta',
		'two-spirit': 'en vit cirkel i mitten med två fjädrar',
	},
	stripes: 'Flaggan ”{name}”: vågräta ränder i {colours}',
	field: 'Flaggan ”{name}”: enfärgad i {colour}',
	withMark: ', med {mark}',
};

const ja: FlagWords = {
	names: {
		pride: 'プライド（レインボー）',
		'progress-pride': 'プログレス・プライド',
		transgender: 'トランスジェンダー',
		nonbinary: 'ノンバイナリー',
		genderqueer: 'ジェンダークィア',
		genderfluid: 'ジェンダーフルイド',
		agender: 'アジェンダー',
		bigender: 'バイジェンダー',
		pangender: 'パンジェンダー',
		demigirl: 'デミガール',
		demiboy: 'デミボーイ',
		intersex: 'インターセックス',
		lesbian: 'レズビアン',
		gay: 'ゲイ（男性）',
		bisexual: 'バイセクシュアル',
		pansexual: 'パンセクシュアル',
		polysexual: 'ポリセクシュアル',
		omnisexual: 'オムニセクシュアル',
		abrosexual: 'アブロセクシュアル',
		asexual: 'アセクシュアル',
		graysexual: 'グレイセクシュアル',
		demisexual: 'デミセクシュアル',
		aromantic: 'アロマンティック',
		demiromantic: 'デミロマンティック',
		aroace: 'アロエース',
		polyamorous: 'ポリアモリー',
		'two-spirit': 'トゥースピリット',
		neutrois: 'ニュートロイス',
	},
	colours: {
		red: '赤',
		orange: 'オレンジ',
		yellow: '黄',
		green: '緑',
		blue: '青',
		purple: '紫',
		'light blue': '水色',
		pink: 'ピンク',
		white: '白',
		black: '黒',
		lavender: 'ラベンダー',
		'dark green': '深緑',
		grey: '灰色',
		'light green': '黄緑',
		'dark pink': '濃いピンク',
		'pale yellow': '淡い黄',
		peach: 'ピーチ',
		'pale pink': '淡いピンク',
		'dark grey': '濃い灰色',
		'light grey': '薄い灰色',
		'dark orange': '濃いオレンジ',
		'dark rose': 'ラズベリー',
		indigo: '藍',
		magenta: 'マゼンタ',
		'light pink': '薄いピンク',
		'dark purple': '濃い紫',
		navy: '紺',
	},
	marks: {
		'progress-pride': '旗竿側に白・ピンク・水色・茶・黒の山形',
		intersex: '中央に紫の輪',
		demisexual: '旗竿側に黒い三角形',
		polyamorous: '旗竿側に金色のハートが入った白い三角形',
		'two-spirit': '中央に2枚の羽根が入った白い円',
	},
	stripes: '「{name}」の旗：{colours}の横縞',
	field: '「{name}」の旗：{colour}の無地',
	withMark: '、{mark}',
};

const he: FlagWords = {
	names: {
		pride: 'גאווה (קשת)',
		'progress-pride': 'פרוגרס פרייד',
		transgender: 'טרנסג׳נדרי',
		nonbinary: 'א־בינארי',
		genderqueer: 'ג׳נדרקוויר',
		genderfluid: 'ג׳נדרפלואיד',
		agender: 'א־מגדרי',
		bigender: 'בי־מגדרי',
		pangender: 'פאן־מגדרי',
		demigirl: 'דמי־בת',
		demiboy: 'דמי־בן',
		intersex: 'אינטרסקס',
		lesbian: 'לסבי',
		gay: 'הומואי',
		bisexual: 'ביסקסואלי',
		pansexual: 'פאנסקסואלי',
		polysexual: 'פוליסקסואלי',
		omnisexual: 'אומניסקסואלי',
		abrosexual: 'אברוסקסואלי',
		asexual: 'א־מיני',
		graysexual: 'אפור־מיני',
		demisexual: 'דמיסקסואלי',
		aromantic: 'א־רומנטי',
		demiromantic: 'דמי־רומנטי',
		aroace: 'א־רומנטי א־מיני',
		polyamorous: 'פוליאמורי',
		'two-spirit': 'שתי רוחות',
		neutrois: 'נוטרואה',
	},
	colours: {
		red: 'אדום',
		orange: 'כתום',
		yellow: 'צהוב',
		green: 'ירוק',
		blue: 'כחול',
		purple: 'סגול',
		'light blue': 'תכלת',
		pink: 'ורוד',
		white: 'לבן',
		black: 'שחור',
		lavender: 'לבנדר',
		'dark green': 'ירוק כהה',
		grey: 'אפור',
		'light green': 'ירוק בהיר',
		'dark pink': 'ורוד כהה',
		'pale yellow': 'צהוב חיוור',
		peach: 'אפרסק',
		'pale pink': 'ורוד חיוור',
		'dark grey': 'אפור כהה',
		'light grey': 'אפור בהיר',
		'dark orange': 'כתום כהה',
		'dark rose': 'פטל',
		indigo: 'אינדיגו',
		magenta: 'מג׳נטה',
		'light pink': 'ורוד בהיר',
		'dark purple': 'סגול כהה',
		navy: 'כחול כהה',
	},
	marks: {
		'progress-pride': 'משולש ליד התורן בלבן, ורוד, תכלת, חום ושחור',
		intersex: 'טבעת סגולה במרכז',
		demisexual: 'משולש שחור ליד התורן',
		polyamorous: 'משולש לבן ליד התורן ובו לב זהוב',
		'two-spirit': 'עיגול לבן במרכז ובו שתי נוצות',
	},
	stripes: 'דגל {name}: פסים אופקיים בצבעים {colours}',
	field: 'דגל {name}: רקע אחיד בצבע {colour}',
	withMark: ', עם {mark}',
};

const WORDS: Readonly<Record<string, FlagWords>> = { de, fr, es, it, nl, pt, pl, sv, ja, he };

/** The words of a locale's language, if it is not English. */
function wordsFor(locale: string): FlagWords | undefined {
	const language = languageOf(locale);
	return Object.hasOwn(WORDS, language) ? WORDS[language] : undefined;
}

const english = new Map(FLAG_LIBRARY.map((flag) => [flag.slug, flag]));

/**
 * A library flag's name in a locale's language (English where the package has no words for it).
 *
 * @example
 * flagName('nonbinary', 'de') // 'Nichtbinär'
 */
export function flagName(slug: FlagSlug, locale: string): string {
	return wordsFor(locale)?.names[slug] ?? english.get(slug)!.name;
}

/**
 * A library flag's alt text in a locale's language: its name and its stripes as a list, runs of
 * one colour said once, and what is drawn over them.
 *
 * @example
 * flagAltIn('nonbinary', 'de') // 'Flagge „Nichtbinär“: waagerechte Streifen in Gelb, Weiß, Lila und Schwarz'
 */
export function flagAltIn(slug: FlagSlug, locale: string): string | undefined {
	const words = wordsFor(locale);
	if (!words) return undefined;
	const flag = english.get(slug)!;
	const colours = flag.stripes
		.map((stripe) => stripe.slice(8) as Colour)
		.filter((colour, at, all) => colour !== all[at - 1])
		.map((colour) => words.colours[colour]);
	const said =
		colours.length === 1
			? words.field.replace('{colour}', colours[0]!)
			: words.stripes.replace(
					'{colours}',
					new Intl.ListFormat(locale, { type: 'conjunction' }).format(colours),
				);
	const markOf = slug === 'demiromantic' ? 'demisexual' : slug;
	const mark = Object.hasOwn(words.marks, markOf) ? words.marks[markOf as Marked] : undefined;
	return (
		said.replace('{name}', words.names[slug]) + (mark ? words.withMark.replace('{mark}', mark) : '')
	);
}
