/**
 * The shape of a language's pronoun table: which forms a set has, which of
 * them spell its page's address, and the example sentences that show each
 * form. Each language's module (en.ts, de.ts, …) is data written from that
 * language's grammar (sources in docs/reference/pronoun-tables.md).
 */

/** A piece of an example sentence; `pronoun` pieces are the forms shown off. */
export interface SentencePart {
	text: string;
	pronoun?: boolean;
}

/** A set's forms by name: every form its address spells and every form its sentences need. */
export type SetForms = Readonly<Record<string, string>>;

export interface PronounTable {
	/** The language its forms, names and sentences are in (a BCP 47 tag). */
	lang: string;
	/**
	 * The forms a set's page address spells, in order (`/pronouns/er/ihm/ihn/sein/`); an entry
	 * written as the first of them ("sie/ihr") leads to the first set they begin.
	 */
	address: readonly string[];
	/** The forms the page lists, each with its name in the table's language, in the order shown. */
	labels: () => readonly (readonly [form: string, label: string])[];
	/** How many forms of the address people name a set by ("they/them": 2, "elle": 1). */
	titleLength: number;
	/**
	 * The address positions a set's page title names, in order: the first titleLength unless the
	 * table says (French: subject and tonic, "il/lui").
	 */
	titleForms: readonly number[];
	/** Whether a form the title names twice is named once ("hen/hen" is "hen", "iel/iel" "iel"). */
	collapseTitle: boolean;
	/**
	 * Two-form short addresses besides the prefixes, by address position (English writes "it/its",
	 * subject and determiner).
	 */
	pairs: readonly (readonly [number, number])[];
	/** The common sets, folded as paths are (lower case), each with every form by name. */
	sets: readonly SetForms[];
	/**
	 * A set the table lacks, written with every address form: its forms (English sentences need no
	 * more), or undefined where the sentences need forms an entry does not give.
	 */
	asWritten?: ((forms: readonly string[]) => SetForms) | undefined;
	/** Sentences that use each form, agreeing with the set. */
	examples: (set: SetForms) => SentencePart[][];
}

/**
 * A table whose sets are checked, by type, to hold every form named `F`: the sentences may then
 * read any of them.
 */
export function defineTable<F extends string>(table: {
	lang: string;
	address: readonly F[];
	labels: () => readonly (readonly [F, string])[];
	titleLength: number;
	titleForms?: readonly number[];
	pairs?: readonly (readonly [number, number])[];
	sets: readonly Readonly<Record<F, string>>[];
	asWritten?: (forms: readonly string[]) => Readonly<Record<F, string>>;
	examples: (set: Readonly<Record<F, string>>) => SentencePart[][];
}): PronounTable {
	return {
		...table,
		pairs: table.pairs ?? [],
		// A table that names its title's positions writes a set the way its users do: "hen", not
		// "hen/hen"; the others (English "it/it") keep the address's first forms as they are.
		titleForms: table.titleForms ?? table.address.slice(0, table.titleLength).map((_, at) => at),
		collapseTitle: table.titleForms !== undefined,
		examples: (set) => table.examples(set as Readonly<Record<F, string>>),
	};
}

/**
 * A table's row maker: its forms in order, and a row gives a value for each,
 * in that order (a row of another length does not type-check).
 *
 * @example
 * rowOf(['subject', 'object'] as const)('they', 'them') // { subject: 'they', object: 'them' }
 */
export function rowOf<const Forms extends readonly string[]>(
	forms: Forms,
): (...values: { [Index in keyof Forms]: string }) => Record<Forms[number], string> {
	return (...values) =>
		Object.fromEntries(forms.map((form, index) => [form, values[index]])) as Record<
			Forms[number],
			string
		>;
}

/** A sentence from a template: `{form}` is replaced by the set's form, marked as a pronoun part. */
export function sentence(template: string, forms: SetForms): SentencePart[] {
	const parts: SentencePart[] = [];
	let at = 0;
	for (const match of template.matchAll(/\{(\^?)(\w+)\}/g)) {
		if (match.index > at) parts.push({ text: template.slice(at, match.index) });
		const form = forms[match[2]!] ?? '';
		parts.push({ text: match[1] ? capitalize(form) : form, pronoun: true });
		at = match.index + match[0].length;
	}
	if (at < template.length) parts.push({ text: template.slice(at) });
	return parts;
}

/** Upper case for the first letter: "Xier", "Él". */
function capitalize(word: string): string {
	const [first = '', ...rest] = word;
	return first.toUpperCase() + rest.join('');
}
