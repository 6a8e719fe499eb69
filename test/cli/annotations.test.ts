import { describe, expect, test } from 'vitest';
import { githubAnnotation } from '../../src/cli/annotations.ts';

describe('githubAnnotation', () => {
	test('returns a workflow command with file, line and field', () => {
		expect(
			githubAnnotation('error', {
				file: 'content/users/robin.md',
				line: 4,
				path: 'names[0].status',
				message: 'must be okay',
			}),
		).toBe('::error file=content/users/robin.md,line=4,title=names[0].status::must be okay');
	});

	test('escapes what would end a property or the message', () => {
		expect(
			githubAnnotation('warning', {
				file: 'a,b:c.md',
				path: 'x',
				message: '100% sure\nnext line\r',
			}),
		).toBe('::warning file=a%2Cb%3Ac.md,title=x::100%25 sure%0Anext line%0D');
	});

	test('escapes terminal and bidi controls as visible text', () => {
		expect(
			githubAnnotation('error', {
				file: 'x\u001b[2J.md',
				path: '\u202ea',
				message: 'b\u0085c\u2028d',
			}),
		).toBe('::error file=x\\x1b[2J.md,title=\\u202ea::b\\x85c\\u2028d');
	});

	test('leaves out a line and title it does not have', () => {
		expect(
			githubAnnotation('notice', { file: '.github/CODEOWNERS', path: '', message: 'out of date' }),
		).toBe('::notice file=.github/CODEOWNERS::out of date');
	});

	test('cuts a field path past 300 characters and a message past 2,000, as the report does', () => {
		const key = 'k'.repeat(60_000);
		expect(
			githubAnnotation('error', {
				file: 'content/users/robin.md',
				line: 2,
				path: key,
				message: `unknown key "${key}"`,
			}),
		).toBe(
			`::error file=content/users/robin.md,line=2,title=${'k'.repeat(300)}…::unknown key "${'k'.repeat(1987)}…`,
		);
	});
});
