import { describe, expect, test } from 'vitest';
import { folderMove } from '../../src/authoring/folder-form.ts';

const ID = 'd4gn7g3p38l77tn1edd0';

describe('folderMove', () => {
	test('returns the index file with the text unchanged when there is no local avatar', () => {
		const text = `---\nid: ${ID}\navatar_urls: [https://cdn.example.org/r.webp]\n---\nHi\n`;
		expect(folderMove('robin.md', text)).toEqual({ to: 'robin/index.md', text });
		expect(folderMove('sam.json', `{"id": "${ID}"}`)).toEqual({
			to: 'sam/index.json',
			text: `{"id": "${ID}"}`,
		});
	});

	test.each([
		[
			'an image beside the file',
			'avatar: ./robin.png',
			'avatar: ../robin.png',
			'./robin.png',
			'../robin.png',
		],
		['a path without ./', 'avatar: robin.png', 'avatar: ../robin.png', 'robin.png', '../robin.png'],
		[
			'a double-quoted path, with a comment naming it',
			'avatar: "./robin.png" # ./robin.png',
			'avatar: "../robin.png" # ./robin.png',
			'./robin.png',
			'../robin.png',
		],
		[
			'a single-quoted path',
			"'avatar': './robin.png'",
			"'avatar': '../robin.png'",
			'./robin.png',
			'../robin.png',
		],
		[
			'an image in a hidden folder',
			'avatar: ./_images/robin.png',
			'avatar: ../_images/robin.png',
			'./_images/robin.png',
			'../_images/robin.png',
		],
		[
			'an image elsewhere in content/',
			'avatar: ../../shared/robin.png',
			'avatar: ../../../shared/robin.png',
			'../../shared/robin.png',
			'../../../shared/robin.png',
		],
		[
			'an image in the folder the file moves into',
			'avatar: ./robin/me.png',
			'avatar: ./me.png',
			'./robin/me.png',
			'./me.png',
		],
	])('rewrites the avatar path of %s to name the same image', (_label, line, moved, from, to) => {
		const result = folderMove('robin.md', `---\nid: ${ID}\n${line}\n---\nHi\n`);
		expect(result).toEqual({
			to: 'robin/index.md',
			text: `---\nid: ${ID}\n${moved}\n---\nHi\n`,
			avatar: { from, to },
		});
	});

	test('rewrites the avatar path of a JSON profile, and of one written on a single line', () => {
		const json = `{\n  "id": "${ID}",\n  "avatar": "./sam.png"\n}\n`;
		expect(folderMove('sam.json', json)).toEqual({
			to: 'sam/index.json',
			text: json.replace('./sam.png', '../sam.png'),
			avatar: { from: './sam.png', to: '../sam.png' },
		});
		const flow = `---\n{ id: ${ID}, avatar: ./sam.png }\n---\n`;
		expect(folderMove('sam.md', flow)).toMatchObject({
			text: flow.replace('./sam.png', '../sam.png'),
		});
	});

	test('errors if the avatar path is written in a form it cannot rewrite, naming the path to write', () => {
		expect(folderMove('robin.md', `---\nid: ${ID}\navatar: "\\x2e/robin.png"\n---\n`)).toEqual({
			error:
				'its avatar path "./robin.png" is relative to the file, and it could not be rewritten for the folder form: move the file to robin/index.md yourself and change the path to "../robin.png"',
		});
	});

	test('returns the text unchanged when the avatar is one the check refuses anyway', () => {
		for (const avatar of ['/etc/passwd', 'https://example.org/a.png', '42']) {
			const text = `---\nid: ${ID}\navatar: ${avatar}\n---\n`;
			expect(folderMove('robin.md', text)).toEqual({ to: 'robin/index.md', text });
		}
	});

	test("rewrites every own flag image's path with the avatar's, in block and flow lists and in JSON (issue 44 point 2)", () => {
		const yaml = [
			'---',
			`id: ${ID}`,
			'avatar: ./robin.png',
			'flags:',
			'  - image: ./robin-flag.png',
			'    name: Mine',
			'    description: Stripes',
			'  - pride',
			'  - { image: ./a.png, name: A, description: A }',
			'---',
			'',
		].join('\n');
		expect(folderMove('robin.md', yaml)).toEqual({
			to: 'robin/index.md',
			text: yaml
				.replace('./robin.png', '../robin.png')
				.replace('./robin-flag.png', '../robin-flag.png')
				.replace('./a.png', '../a.png'),
			avatar: { from: './robin.png', to: '../robin.png' },
			flags: [
				{ from: './robin-flag.png', to: '../robin-flag.png' },
				{ from: './a.png', to: '../a.png' },
			],
		});
		const oneLine = `---\n{ id: ${ID}, flags: [{ image: a.png, name: image, description: a.png }, { image: b.png, name: B, description: B }] }\n---\n`;
		expect(folderMove('sam.md', oneLine)).toMatchObject({
			text: oneLine
				.replace('image: a.png', 'image: ../a.png')
				.replace('image: b.png', 'image: ../b.png'),
		});
		const json = `{\n  "id": "${ID}",\n  "flags": [{ "image": "./f.png", "name": "F", "description": "F" }]\n}\n`;
		expect(folderMove('sam.json', json)).toEqual({
			to: 'sam/index.json',
			text: json.replace('./f.png', '../f.png'),
			flags: [{ from: './f.png', to: '../f.png' }],
		});
	});

	test('errors naming every path to write when a flag image cannot be rewritten', () => {
		const text = `---\nid: ${ID}\navatar: ./r.png\nflags:\n  - image: "\\x2e/f.png"\n    name: F\n    description: F\n---\n`;
		expect(folderMove('robin.md', text)).toMatchInlineSnapshot(`
			{
			  "error": "its avatar path "./r.png" and flag image path "./f.png" are relative to the file, and they could not be rewritten for the folder form: move the file to robin/index.md yourself and change them to "../r.png" and "../f.png"",
			}
		`);
	});
});
