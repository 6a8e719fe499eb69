/**
 * Reading a profile issue's body (the starter's issue form as GitHub writes it):
 * the path forms check reads, and every body that is not one file's.
 */
import { describe, expect, test } from 'vitest';
import { isProfilePath, issueRequest } from '../../src/propose/issue-body.ts';

const MAX = 64 * 1024;
const read = (body: string | null) => issueRequest(body, 'content', MAX);

describe('issueRequest', () => {
	test('reads the path and the fenced text, with one line end', () => {
		expect(
			read(
				'### File\n\ncontent/users/robin.md\n\n### Profile\n\n```markdown\n---\nid: x\n---\n```',
			),
		).toEqual({
			ok: true,
			file: 'content/users/robin.md',
			text: '---\nid: x\n---\n',
		});
	});

	test("keeps the bio's own fences and headings: the last fence closes the field", () => {
		const text = '---\nid: x\n---\n### About\n\n```js\nalert(1)\n```\n';
		expect(
			read(`### File\n\ncontent/users/robin.md\n\n### Profile\n\n\`\`\`markdown\n${text}\n\`\`\``),
		).toMatchObject({
			ok: true,
			text,
		});
	});

	test('reads a body edited by hand: CRLF line ends, no fence, translated labels', () => {
		expect(
			read(
				'### Datei\r\n\r\ncontent/users/robin.md\r\n\r\n### Profil\r\n\r\n---\r\nid: x\r\n---\r\n',
			),
		).toEqual({
			ok: true,
			file: 'content/users/robin.md',
			text: '---\nid: x\n---\n',
		});
	});

	test.each([
		['null', null, { reason: 'size', limit: MAX }],
		[
			'one character past GitHub’s limit',
			`### File\n\ncontent/users/robin.md\n\n### Profile\n\n${'a'.repeat(65_536)}`,
			{ reason: 'size', limit: MAX },
		],
		[
			'a text one past the file limit',
			`### File\n\ncontent/users/robin.md\n\n### Profile\n\n${'a'.repeat(MAX + 1)}`,
			{ reason: 'size', limit: MAX },
		],
		['no heading', 'content/users/robin.md', { reason: 'form' }],
		['one field', '### File\n\ncontent/users/robin.md', { reason: 'form' }],
		[
			'no text',
			'### File\n\ncontent/users/robin.md\n\n### Profile\n\n_No response_',
			{ reason: 'form' },
		],
		[
			'two paths',
			'### File\n\ncontent/users/a.md,content/users/b.md\n\n### Profile\n\nx',
			{ reason: 'several' },
		],
		[
			'a field after the fence',
			'### File\n\ncontent/users/ab.md\n\n### Profile\n\n```markdown\nx\n```\n\n### More\n\ny',
			{ reason: 'several' },
		],
		[
			'a path outside the users folder',
			'### File\n\npublic/x.md\n\n### Profile\n\nx',
			{ reason: 'path', folder: 'content/users/' },
		],
	])('refuses %s', (_what, body, refusal) => {
		expect(read(body)).toEqual({ ok: false, ...refusal });
	});

	test('takes a text of exactly the file limit, and refuses one character more', () => {
		const body = (text: string) => `### File\n\ncontent/users/robin.md\n\n### Profile\n\n${text}`;
		expect(issueRequest(body('a'.repeat(100)), 'content', 100)).toMatchObject({ ok: true });
		expect(issueRequest(body('a'.repeat(101)), 'content', 100)).toEqual({
			ok: false,
			reason: 'size',
			limit: 100,
		});
	});
});

describe('isProfilePath', () => {
	test.each([
		'content/users/robin.md',
		'content/users/robin.json',
		'content/users/kit/index.md',
		'content/users/kit/members/juniper.md',
		'content/users/kit/members/juniper/index.json',
	])('takes %s', (path) => {
		expect(isProfilePath(path, 'content')).toBe(true);
	});

	test.each([
		'content/users/../robin.md',
		'content/users/./robin.md',
		'content/users//robin.md',
		'content/users/.hidden.md',
		'content/users/robin.txt',
		'content/users/robin.md/index.yml',
		'content/users/kit/avatar.md',
		'content/users/kit/members/a/b/index.md',
		'content/users/kit\\..\\x.md',
		'content/users/r.md',
		'/content/users/robin.md',
		'content/users',
		'content/users/',
		'other/users/robin.md',
		`content/users/${'a'.repeat(300)}.md`,
	])('refuses %s', (path) => {
		expect(isProfilePath(path, 'content')).toBe(false);
	});
});
