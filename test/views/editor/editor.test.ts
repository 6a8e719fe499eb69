import { describe, expect, test } from 'vitest';
import { browserEditUrl, editorPath, editorRequest } from '../../../src/views/editor/editor.ts';

describe('browserEditUrl', () => {
	test.each([
		[
			'/',
			{ user: 'robin', file: 'content/users/robin.md', localAvatar: false },
			'/edit/?user=robin&file=content%2Fusers%2Frobin.md',
		],
		[
			'/profiles',
			{
				user: 'kit',
				memberId: 'd4gn7g3p38l77tn1edf0',
				file: './content/users/kit/members/juniper/index.md',
				localAvatar: true,
			},
			'/profiles/edit/?user=kit&member=d4gn7g3p38l77tn1edf0&file=content%2Fusers%2Fkit%2Fmembers%2Fjuniper%2Findex.md&avatar=local',
		],
	])('under %s', (base, source, expected) => {
		expect(browserEditUrl(base, source)).toBe(expected);
		expect(editorPath(base)).toBe(expected.slice(0, expected.indexOf('?')));
	});

	test('its address reads back as the same request', () => {
		const url = browserEditUrl('/', {
			user: 'kit',
			memberId: 'd4gn7g3p38l77tn1edf0',
			file: 'content/users/kit/members/rowan.md',
			localAvatar: true,
		});
		expect(editorRequest(new URL(url, 'http://x').searchParams, 'content')).toEqual({
			mode: 'edit',
			user: 'kit',
			memberId: 'd4gn7g3p38l77tn1edf0',
			file: 'content/users/kit/members/rowan.md',
			localAvatar: true,
		});
	});
});

describe("editorRequest: the address is anyone's to write", () => {
	const request = (query: string) => editorRequest(new URLSearchParams(query), 'content');
	test.each([
		['nothing: a new profile', '', { mode: 'new', user: null }],
		[
			'a user file',
			'user=robin&file=content/users/robin.json',
			{
				mode: 'edit',
				user: 'robin',
				memberId: null,
				file: 'content/users/robin.json',
				localAvatar: false,
			},
		],
		[
			'the folder form',
			'user=kit&file=content/users/kit/index.md',
			{
				mode: 'edit',
				user: 'kit',
				memberId: null,
				file: 'content/users/kit/index.md',
				localAvatar: false,
			},
		],
		[
			'a new member of a user (no file)',
			'user=kit&member=d4gn7g3p38l77tn1edf0',
			{ mode: 'new', user: 'kit' },
		],
		["another profile's file", 'user=robin&file=content/users/sam.md', { mode: 'new', user: null }],
		[
			'a file outside the content folder',
			'user=robin&file=../content/users/robin.md',
			{ mode: 'new', user: null },
		],
		[
			'a path that climbs',
			'user=robin&file=content/users/robin/../../../x/users/robin.md',
			{ mode: 'new', user: null },
		],
		[
			'a file of another kind',
			'user=robin&file=content/users/robin.html',
			{ mode: 'new', user: null },
		],
		[
			'a name that is no name',
			'user=<script>&file=content/users/<script>.md',
			{ mode: 'new', user: null },
		],
		[
			'a member ID that is no ID',
			'user=kit&member=../../users/robin&file=content/users/kit/members/x.md',
			{ mode: 'new', user: 'kit' },
		],
		[
			'a member file outside its user',
			'user=kit&member=d4gn7g3p38l77tn1edf0&file=content/users/robin.md',
			{ mode: 'new', user: 'kit' },
		],
	])('%s', (_case, query, expected) => {
		expect(request(query)).toEqual(expected);
	});
});
