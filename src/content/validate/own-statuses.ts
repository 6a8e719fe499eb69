/**
 * Entries whose status is neither one of the five words nor a key the
 * profile defines under `statuses:` (the schema knows only the key's form).
 * Read from the file's raw data, so the problem shows beside any other.
 */
import {
	isStatusWord,
	OWN_STATUS_KEY,
	STATUS_WORDS,
	type StatusWord,
} from '../../schemas/status.ts';
import { suggest } from '../../utils/suggest.ts';
import { ENGLISH_CHECK, say, type CheckWords } from '../../schemas/check-words.ts';
import { formatPath, previewValue, type ContentIssue } from '../issues.ts';
import type { ProfileSource } from '../read/reader.ts';

/**
 * One issue per entry (or field list) naming an own status the profile does
 * not define, with the closest of the five and the profile's own.
 *
 * @example
 * undefinedStatusIssues({ names: [{ name: 'Honey', status: 'partnr' }], statuses: { partner: {} } }, source)
 * // [{ path: 'names[0].status', message: 'unknown status "partnr": …; did you mean "partner"?' }]
 */
export function undefinedStatusIssues(
	data: unknown,
	source: Pick<ProfileSource, 'file' | 'locate'>,
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	if (!isObject(data)) return [];
	const own = isObject(data['statuses'])
		? Object.keys(data['statuses']).filter((key) => OWN_STATUS_KEY.test(key) && !isStatusWord(key))
		: [];
	const known = new Set<string>([...STATUS_WORDS, ...own]);
	const issues: ContentIssue[] = [];
	const report = (path: (string | number)[], status: string) => {
		const hint = suggest(status, [...STATUS_WORDS, ...own]);
		const key = own.length
			? hint
				? 'check.unknownStatusOwnHint'
				: 'check.unknownStatusOwn'
			: hint
				? 'check.unknownStatusHint'
				: 'check.unknownStatus';
		const values = { status: previewValue(status), words: STATUS_WORDS.join(', ') };
		issues.push({
			file: source.file,
			line: source.locate(path),
			path: formatPath(path),
			message: say(words, key, { ...values, own: own.join(', '), hint: hint ?? '' }),
		});
	};
	for (const list of ['names', 'pronouns'] as const) {
		const entries = data[list];
		if (!Array.isArray(entries)) continue;
		entries.forEach((entry, index) => {
			const status = isObject(entry) ? entry['status'] : undefined;
			if (typeof status === 'string' && OWN_STATUS_KEY.test(status) && !known.has(status))
				report([list, index, 'status'], status);
		});
	}
	const fields = data['fields'];
	if (Array.isArray(fields))
		fields.forEach((field, index) => {
			if (!isObject(field)) return;
			for (const key of Object.keys(field))
				if (key !== 'name' && OWN_STATUS_KEY.test(key) && !known.has(key))
					report(['fields', index, key], key);
		});
	return issues;
}

/**
 * Each built-in status's label in every bundled language (src/views/i18n, `status.*`; a test keeps
 * the two equal), and its key and common spellings: an own status labelled with one would read as
 * that status beside the entry, to a screen reader too, whatever it counts as. Written out here,
 * folded as they are compared (foldLabel), so the editor's script, which runs this check, carries
 * five words a language and no label as any page shows it.
 */
export const BUILT_IN_LABELS: Readonly<Record<StatusWord, readonly string[]>> = {
	favourite: [
		'favourite',
		'favorite',
		'favorit',
		'favori',
		'favorito',
		'preferito',
		'favoriet',
		'ulubione',
		'お気に入り',
		'מועדף',
	],
	okay: [
		'okay',
		'ok',
		'daccord',
		'aceptable',
		'vabene',
		'oke',
		'tudobem',
		'wporzadku',
		'okej',
		'大丈夫',
		'בסדר',
	],
	jokingly: [
		'jokingly',
		'imspaß',
		'pourrire',
		'enbroma',
		'perscherzo',
		'alsgrapje',
		'debrincadeira',
		'dlazartu',
		'paskamt',
		'冗談てなら',
		'בצחוק',
	],
	friends_only: [
		'friendsonly',
		'nurfurfreundinnen',
		'entreprochesseulement',
		'soloenconfianza',
		'solotrapersoneamiche',
		'alleenondervrienden',
		'soentreamizades',
		'tylkowsrodbliskich',
		'barablandvanner',
		'親しい人たけ',
		'רקבמעגלהקרוב',
	],
	avoid: [
		'avoid',
		'bittenicht',
		'aeviter',
		'evitar',
		'daevitare',
		'lieverniet',
		'unikac',
		'undvik',
		'避けてくたさい',
		'להימנע',
	],
};

/** A label as people tell labels apart: no case, accents, punctuation or spacing. */
export function foldLabel(label: string): string {
	return label
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[\s\p{P}\p{S}]+/gu, '');
}

let builtIn: Map<string, StatusWord> | undefined;
/** The built-in status a folded label names, if any. */
function builtInStatusOf(label: string): StatusWord | undefined {
	builtIn ??= new Map(
		STATUS_WORDS.flatMap((word) =>
			[word, ...BUILT_IN_LABELS[word]].map((name) => [foldLabel(name), word] as const),
		),
	);
	return builtIn.get(foldLabel(label));
}

/** Whether a label is a built-in status's in any bundled language (case and accents aside). */
export function isBuiltInLabel(label: string): boolean {
	return builtInStatusOf(label) !== undefined;
}

/**
 * One issue per own status whose label is a built-in status's label in any bundled language
 * (case and accents aside): `label: Favourite` with `counts_as: avoid` would be heard as an
 * invitation.
 *
 * @example
 * builtInLabelIssues({ statuses: { fav: { label: 'favourite', counts_as: 'avoid' } } }, source)
 * // [{ path: 'statuses.fav.label', message: 'the label "favourite" is the built-in status favourite's …' }]
 */
export function builtInLabelIssues(
	data: unknown,
	source: Pick<ProfileSource, 'file' | 'locate'>,
	words: CheckWords = ENGLISH_CHECK,
): ContentIssue[] {
	if (!isObject(data) || !isObject(data['statuses'])) return [];
	const issues: ContentIssue[] = [];
	for (const [key, status] of Object.entries(data['statuses'])) {
		const label = isObject(status) ? status['label'] : undefined;
		if (typeof label !== 'string' || label.length > 200) continue;
		const word = builtInStatusOf(label);
		if (!word) continue;
		const same = isObject(status) && status['counts_as'] === word;
		issues.push({
			file: source.file,
			line: source.locate(['statuses', key, 'label']),
			path: formatPath(['statuses', key, 'label']),
			message: say(words, same ? 'check.labelBuiltInSame' : 'check.labelBuiltIn', {
				label: previewValue(label),
				word,
			}),
		});
	}
	return issues;
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
