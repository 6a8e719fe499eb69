/**
 * Notes for languages where a table of forms does not fit: how people in
 * that language say who they are and how to speak of them. Each note is
 * written in its own language, for a site in that language, and shown on
 * that site's pronoun pages above the sets' forms (which come from another
 * language's table: pronouns.ts). Sources are in
 * docs/reference/pronoun-tables.md ("Japanese", "Hebrew").
 */
import { languageOf } from '../../../schemas/values/language-tag.ts';

/** A note: its heading and its paragraphs, in its language. */
interface LanguageNote {
	lang: string;
	title: string;
	paragraphs: readonly string[];
}

/**
 * Japanese: third-person pronouns are little used of people (names with
 * "san" are), and a set such as they/them has no use in a Japanese
 * sentence; what people choose is their first-person pronoun.
 */
const JAPANESE: LanguageNote = {
	lang: 'ja',
	title: '日本語での代名詞について',
	paragraphs: [
		'日本語では、人のことを話すときに「彼」「彼女」といった三人称の代名詞はあまり使われず、名前に「さん」などを付けて呼ぶのがふつうです。英語の they/them のような代名詞のセットを、日本語の文の中で使うことはほとんどありません。',
		'そのかわりに、自分をどう呼ぶか、つまり一人称が人によって違います。「私（わたし）」「僕（ぼく）」「俺（おれ）」「うち」「自分（じぶん）」などがあり、それぞれ性別や場面について異なる印象を与えます。だれかの一人称は、その人の呼び方を尊重するための手がかりになりますが、ほかの人がその人を指して使う言葉ではありません。',
		'このサイトの代名詞のページでは、英語などほかの言語の代名詞の形と例文を、その言語のまま示しています。日本語でどう呼んでほしいかは、プロフィールに書かれた名前や説明を見るか、本人に尋ねてください。',
	],
};

/**
 * Hebrew: grammatical gender is in verbs, adjectives and second-person
 * address as well as in the pronouns, so what matters is which forms to use
 * of and to a person; neutral and mixed forms are in use.
 */
const HEBREW: LanguageNote = {
	lang: 'he',
	title: 'על כינויי גוף בעברית',
	paragraphs: [
		'בעברית המין הדקדוקי אינו רק בכינויי הגוף ("הוא", "היא"), אלא גם בפעלים, בשמות התואר ובפנייה בגוף שני: "הוא הלך", "היא הלכה", "אתה", "את". לכן חשוב לדעת לא רק את כינוי הגוף, אלא גם באילו צורות להשתמש בדיבור על האדם ובפנייה ישירה.',
		// About "אנשים", as the dictionary's sentences are (i18n/he.ts): no one is addressed by gender.
		'אנשים משתמשים בצורות שונות: בצורות זכר, בצורות נקבה, או בצורות נייטרליות ומעורבות, כמו פנייה ברבים, צירוף של צורת הזכר וצורת הנקבה בכתב ("הלך/ה", "חברים.ות"), מעבר בין זכר לנקבה, או צורות חדשות שהוצעו לעברית לא־בינארית.',
		'בדפי כינויי הגוף באתר הזה מוצגים הצורות ומשפטי הדוגמה בשפה שלהם, למשל באנגלית. כדאי לבדוק בפרופיל באילו צורות להשתמש בעברית, ולשאול כשאין פירוט.',
	],
};

const NOTES = new Map([JAPANESE, HEBREW].map((note) => [note.lang, note]));

/**
 * The note for a site's language (a BCP 47 tag), if it has one.
 *
 * @example
 * languageNote('ja')?.title // '日本語での代名詞について'
 * languageNote('de') // undefined
 */
export function languageNote(locale: string): LanguageNote | undefined {
	return NOTES.get(languageOf(locale));
}
