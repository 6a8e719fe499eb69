/**
 * Entries whose status is neither one of the five words nor a key the
 * profile defines under `statuses:` (the schema knows only the key's form).
 * Read from the file's raw data, so the problem shows beside any other.
 */
import { isStatusWord, OWN_STATUS_KEY, STATUS_WORDS } from '../../schemas/status.ts';
import { suggest } from '../../utils/suggest.ts';
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
): ContentIssue[] {
	if (!isObject(data)) return [];
	const own = isObject(data['statuses'])
		? Object.keys(data['statuses']).filter((key) => OWN_STATUS_KEY.test(key) && !isStatusWord(key))
		: [];
	const known = new Set<string>([...STATUS_WORDS, ...own]);
	const issues: ContentIssue[] = [];
	const report = (path: (string | number)[], status: string) => {
		const hint = suggest(status, [...STATUS_WORDS, ...own]);
		const defined = own.length ? ` nor one of this profile's own (${own.join(', ')})` : '';
		issues.push({
			file: source.file,
			line: source.locate(path),
			path: formatPath(path),
			message: `unknown status ${previewValue(status)}: not one of the five (${STATUS_WORDS.join(', ')})${defined}; ${hint ? `did you mean "${hint}"? Or ` : ''}define it under statuses: with a label and counts_as`,
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

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
