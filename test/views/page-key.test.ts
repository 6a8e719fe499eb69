import { describe, expect, test } from 'vitest';
import { pageKey } from '../../src/views/page-key.ts';
import { makeUser } from '../helpers/users.ts';

describe('pageKey', () => {
	const entry = { user: makeUser({ name: 'robin', display_name: 'Robin' }), avatar: null };

	test('returns the same 43-character key for the same inputs', () => {
		const key = pageKey([entry, 'content/users/robin.md', null]);
		expect(key).toMatch(/^[\w-]{43}$/);
		expect(pageKey([structuredClone(entry), 'content/users/robin.md', null])).toBe(key);
	});

	test.each([
		[
			'the entry',
			[
				{ ...entry, user: { ...entry.user, display_name: 'Robin B.' } },
				'content/users/robin.md',
				null,
			],
		],
		['the file', [entry, 'content/users/robin/index.md', null]],
		['the edit address', [entry, 'content/users/robin.md', 'https://example.org/edit/']],
	])('returns another key when %s changes', (_case, inputs) => {
		expect(pageKey(inputs)).not.toBe(pageKey([entry, 'content/users/robin.md', null]));
	});
});
